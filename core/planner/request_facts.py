"""What a request states, read once before a method's parameters are filled: its numbers, dates and
times, quotes and who each is for, paths, currencies, the options each parameter's description names,
and the text that other values hold. The fill (arguments.py) consumes it parameter by parameter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from core.planner import (
    cells,
    coded_options,
    dates,
    everyday_values,
    extract,
    list_options,
    local_paths,
    regions,
    said_by_name,
    strings,
    time_moves,
    times,
)
from core.planner.currencies import source_first
from core.planner.functions import FunctionSpec
from core.planner.numeric import assign_numbers
from core.planner.stated_today import counted_from, counted_from_stated_today

_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")  # "19:00", "9:30:15"
_CLOCK_PARTS = re.compile(r"hour|minute|second|time|clock", re.I)  # numeric parameters a clock time's numbers fill


def regional(spec: FunctionSpec, param: str) -> bool:
    """The function has its own state/country parameter, so a place does not carry its region."""
    return any(p != param and re.search(r"state|country|region|province", p, re.I) for p in spec.properties)


def without_cells(query: str, param: str) -> str:
    """``query`` without "columns"/"rows" that name cells ("columns A to F") when the parameter is a sheet's dimension."""
    return re.sub(r"\b(?:columns?|rows?)\s+(?=[A-Z]{1,2}\b|\d)", " ", query) if param == "majorDimension" else query


@dataclass
class RequestFacts:
    """The request's stated values for one method; lists are consumed (popped, appended to) as parameters take them."""

    query: str
    order: list[str]  # the parameters in the order they take values: required, places and ends first
    nums: list[extract.NumberMention]
    used_nums: set[int]  # numbers inside dates, lists, expressions and times: no count or id
    quotes: list[list[str]]  # quoted values, grouped as listed
    lists: list[list]  # explicit [..] lists
    in_expression: set[int]  # numbers inside "3x^2 + 2x - 1"
    date_params: list[str]
    stated_dates: list[dates.DateMention]
    mentions: list[dates.DateMention]  # dates still to give out
    relative: list[str]  # "next Friday" as said, still to give out
    moment: Any  # times.When of an API method's time said, or None
    target: Any  # the new time of a moved event, or None
    numeric: dict[str, Any]  # number parameter → value
    codes: dict[str, int]  # number parameter → the code whose meaning the request says
    taken: list[str]  # lower-case text other values hold: no string span may overlap it
    options: dict[str, list]  # parameter → the enum or described values the request states
    strs: list[str]  # the string parameters
    currencies: list[str]  # ISO codes said, base first
    month_params: list[str]
    months: list[str]
    path_values: dict[str, str]  # path parameter → file or folder said
    owners: dict[str, str | None]  # quote → the parameter it is said for
    dictation: str | None  # the dictated text, until a text parameter takes it
    dictated_text: str | None  # the dictated text, for no other parameter to copy
    clock: tuple[int, int] | None  # the clock time said, until a parameter takes it
    clock_end: tuple[int, int] | None  # where a stated span of clock times ends ("16:00 - 18:00"), for an end date
    by_name: dict[str, str | None]  # parameter → the value said by its name ("ticket number is X")

def read_request(query: str, spec: FunctionSpec, now: datetime) -> RequestFacts:
    """Everything the fill needs to know about ``query`` before it reads ``spec``'s parameters."""
    props, required = spec.properties, spec.required
    order = required + [p for p in props if p not in required and not props[p].get("x-planner-only")]  # sqlite's at_most: set
    # from what the request means (one person), never from a number it says
    # Places, then from/to ends, take their spans first: they are the easiest to read.
    # An optional place comes last: it takes only what no required value holds.
    order.sort(key=lambda p: (p not in required and strings.is_place(p), spec.param_type(p) != "string",
                              not strings.is_place(p), strings.role(p) is None))
    nums = extract.numbers(query)
    used_nums: set[int] = set()
    quotes = extract.quoted_runs(query)  # quoted values, grouped as listed
    lists = extract.bracket_lists(query)
    if lists:  # numbers inside explicit lists belong to the list parameters
        inside = [(m.start(), m.end()) for m in re.finditer(r"\[[^\[\]]*\]", query)]
        used_nums.update(i for i, n in enumerate(nums) if any(a <= n.start < b for a, b in inside))
    in_expression: set[int] = set()
    if any(strings.wants_expression(p, props[p]) for p in props if spec.param_type(p) == "string"):
        for expr in extract.expressions(query):  # "3x^2 + 2x - 1": its numbers are the function's
            at = query.find(expr)
            in_expression.update(i for i, n in enumerate(nums) if at <= n.start < at + len(expr))
        used_nums.update(in_expression)
    date_params, stated_dates = [p for p in order if dates.is_date_param(p, props[p])], dates.date_mentions(query)
    mentions = list(stated_dates) if date_params else []
    relative = dates.relative_dates(query) if date_params else []
    counted = counted_from_stated_today(query) if date_params else None  # "the upcoming Saturday? Today is …"
    if counted is None and relative and not stated_dates and \
            any(dates.asks_a_format(str(props[p].get("description", ""))) for p in date_params):
        counted = counted_from(query, now.date())  # "music events tomorrow" for 'YYYY-MM-DD': tomorrow's date
    if counted is not None:
        mentions = counted
        relative = [r for r in relative if not any(m.text == r for m in mentions)]  # "this weekend" stays as said
    if any("x-location" in props[p] for p in props):  # an API method: "December 24" is a day, not a 24
        mentions = list(stated_dates)  # and "the comments on 'Chapter 2 Methods'": a name, not 2 comments
        used_nums.update(i for a, b in extract.quoted_spans(query) for i, n in enumerate(nums) if a < n.start < b)
    used_nums.update(i for i, n in enumerate(nums) if any(d.start <= n.start < d.end for d in mentions))
    # An API method's times ("Friday at 3pm") are read whole, and their numbers are no ids.
    # "Move my 4pm meeting to 5pm": 4pm says which meeting (a look-up window), 5pm is its new time (the body).
    moment, target = time_moves.moved(query, now) if any(
        props[p].get("format") == "date-time" or "x-location" in props[p] for p in props) else (None, None)
    for said in (moment, target):  # "Dentist tomorrow at 3": 3 is the hour, no eventLabelVersion
        for text in said.texts if said else ():
            at = query.lower().find(text.lower())
            used_nums.update(i for i, n in enumerate(nums) if at >= 0 and at <= n.start < at + len(text))
    if not any(_CLOCK_PARTS.search(p) for p in props if spec.param_type(p) in ("integer", "number")):
        clocks = [(m.start(), m.end()) for m in _CLOCK.finditer(query)]  # "a 19:00 show": no 19 tickets
        used_nums.update(i for i, n in enumerate(nums) if any(a <= n.start < b for a, b in clocks))
    codes = {p: code for p in props if spec.param_type(p) in ("integer", "number")
             and (code := coded_options.code_said(query, props[p], p)) is not None}  # "ironing services": service_id 2
    numeric = assign_numbers(query, spec, nums, used_nums,  # "in Chonburi": 3, no 4.5 of a rating
                             frozenset(p for p in codes if not props[p].get("enum")))
    # Text other values hold: a string span must not overlap it ("1871 to 1945" is not a country,
    # "March 3rd, 2027" no calendar id).
    taken = [nums[i].text.strip("$%").lower() for i in used_nums - in_expression] + \
        [d.text.lower() for d in stated_dates]
    # The values each parameter's enum or description names that the request states ("in Celsius"
    # is the unit's value, not a place).
    options = {p: extract.enum_hits(without_cells(query, p), props[p].get("enum") or extract.described_options(props[p]), param=p)
               or (extract.enum_hits(query, extract.described_options(props[p]), inflected=True, param=p)
                   if not props[p].get("enum") and "x-location" not in props[p] else [])  # "detail information": 'detailed'
               for p in props}
    options = {p: [v for v in said if v == p or not (isinstance(v, str) and v in props)]  # "the same as 'host'"
               for p, said in options.items()}  # names the host parameter: no nickname "host"
    for p in (p for p in props if strings.is_place(p) and not regional(spec, p) and "country" not in p.lower()):
        # "at Mariposa, CA": the example's "CA" is the place's region, no place
        options[p] = [o for o in options[p] if not regions.is_region(str(o))]
    strs = [p for p in props if spec.param_type(p) == "string"]
    currencies = source_first(query)
    for said in (moment, target):
        taken += [t.lower() for t in said.texts] if said else []
    month_params = [p for p in strs if "month" in extract.content_words(p) and not props[p].get("enum")]
    months = [m.group(0) for m in re.finditer(rf"\b(?:{'|'.join(dates.MONTHS)})\b", query, re.I)
              if not any(d.start <= m.start() < d.end for d in stated_dates)] if month_params else []
    taken += [m.lower() for m in months]  # "The Weeknd's concert in December": the month, not the artist
    if any(cells.is_value_range(props[p]) for p in props):  # "… sheet - INV-0142, Sarah Quinn": the row, no sheet id
        taken += [str(v).lower() for row in cells.row_values(query, now.date()) or [] for v in row]
    paths = local_paths.in_folders(query, everyday_values.file_paths(query))  # "todo.txt", "notes/ideas.md"
    path_params = sorted((p for p in strs if everyday_values.is_path_param(p, props[p])),
                         key=lambda p: strings.role(p) == "target")  # "move a.txt to b.txt": source first
    taken += [p.lower() for i, p in enumerate(paths) if i < len(path_params) or "." in p.rsplit("/", 1)[-1]]  # a label
    # "Clients/Hartmann" is no path; "vikhyatk/moondream2" left over is a model's name
    path_values = dict(zip(path_params, paths, strict=False))
    named = everyday_values.folder_named(query)  # "in my Documents folder"
    into = named and re.search(rf"\b(?:into|to)\s+(?:my\s+|the\s+)?{re.escape(named)}\b", query, re.I)
    folder = named if not paths or into else None
    for param in sorted(path_params, key=lambda p: strings.role(p) != "target") if into else path_params:  # "into the Youth
        # 2026 folder": where it goes, not what is moved
        if param in path_values:
            continue
        if folder and "folder" in str(props[param].get("description", "")).lower() or into and strings.role(param) == "target":
            path_values[param] = folder
            break
    path_values = local_paths.placed_paths(query, spec.name, path_values)  # "in my Documents", a rename's own folder
    path_values.update(list_options.export_format(query, props))  # "as a PDF": an export's mimeType
    owners = {q: strings.quote_owner(query, q, strs, props) for run in quotes for q in run}
    dictation = everyday_values.dictated(query) if any(everyday_values.is_text_param(p, props[p]) for p in strs) else None
    if owners.get(dictation) and not everyday_values.is_text_param(owners[dictation], props[owners[dictation]]):
        free = [q for q, owner in owners.items() if owner is None or everyday_values.is_text_param(owner, props[owner])]
        dictation = max(free, key=len) if free else None  # "with the subject 'X' and a message 'Y'": Y is the text
    dictated_text = dictation  # the text param's alone: no other parameter copies it
    clock, clock_end = times.clock_span(query) if date_params or any(dates.is_clock_param(p, props[p]) for p in strs) \
        else (None, None)
    by_name = {p: said_by_name.stated_for(query, p, []) for p in strs}  # "my ticket number is IND4567"
    if any(by_name.values()):
        taken.extend(said_by_name.introducers(query))  # "the following modification verbatim: …": no food item
    return RequestFacts(query, order, nums, used_nums, quotes, lists, in_expression, date_params, stated_dates, mentions,
                        relative, moment, target, numeric, codes, taken, options, strs, currencies, month_params, months,
                        path_values, owners, dictation, dictated_text, clock, clock_end, by_name)
