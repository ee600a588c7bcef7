"""Arguments under the method's schema: values read from the request first, the model only chooses.

Numbers go where their words, units and kind ($, %) say (numeric.py); dates are written in the
format the parameter asks for (dates.py); enums by mention; currencies as ISO codes; strings by
copying a span of the request that no other value holds (strings.py; the model picks among close
spans); lists from [..], quoted runs, number runs or "A and B"; booleans and ambiguous enums by
log-probability. A required value that cannot be found is reported, never invented.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import datetime
from typing import Any

from core.planner import (
    addresses,
    bodies,
    cells,
    changes,
    contacts,
    dates,
    enum_meanings,
    everyday_values,
    extract,
    list_options,
    music_keys,
    roles,
    strings,
    time_moves,
    times,
    units,
    us_places,
    value_forms,
)
from core.planner.currencies import source_first
from core.planner.functions import FunctionSpec
from core.planner.language_model import LanguageModel
from core.planner.numeric import (
    as_type,
    assign_numbers,
    fits,
    implied_count,
    implied_value,
    key,
    numbered_groups,
)
from core.planner.trie import TokenTrie, TrieConstraint

KEYWORD = re.compile(r"use the [\"'`](\w+)[\"'`] keyword|special value [\"'`]?(\w+)[\"'`]? (?:can|may) be used"
                     r"|Only [\"'`]([\w/]+/me)[\"'`] is valid", re.I)  # People's "Only `people/me` is valid"
# The user's own default where the API documents one outside the parameter's description.
USER_OWN = {("tasks", "tasklist"): "@default",  # Google Tasks: the default task list
            # The People API returns nothing without a field mask: what a contact request is about.
            ("people", "personFields"): contacts.READ_MASK,
            ("people", "readMask"): contacts.READ_MASK}
NEGATIONS = re.compile(r"\b(?:no|not|without|exclude|excluding|don't|do not|never)\b", re.I)


def keyword_default(method: str, param: str, spec: dict[str, Any]) -> str | None:
    """The value a parameter's description names for "the user's own" (Calendar's "primary", Gmail's
    "me") — never for the id of the object the method acts on (calendars.delete must not default to
    the primary calendar)."""
    m = KEYWORD.search(str(spec.get("description", "")))
    value = (m.group(1) or m.group(2) or m.group(3)) if m else USER_OWN.get((method.split(".")[0], param))
    segments = method.split(".")
    own = [w for w in extract.content_words(param) if w != "id"]
    if value is None or (len(segments) >= 2 and own and key(own[-1]) == key(segments[-2])):
        return None
    return value


def regional(spec: FunctionSpec, param: str) -> bool:
    """The function has its own state/country parameter, so a place does not carry its region."""
    return any(p != param and re.search(r"state|country|region|province", p, re.I) for p in spec.properties)


def _compound_only(query: str, value: str) -> bool:
    """Whether a one-word ``value`` appears in the request only inside a hyphenated word ("all-day")."""
    if not re.fullmatch(r"\w+", value):
        return False
    free = re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", query, re.I)
    return free is None and re.search(rf"\b{re.escape(value)}\b", query, re.I) is not None


class ArgumentFiller:
    """Fill a function's arguments for a request; ``missing`` lists required params with no value."""

    def __init__(self, model: LanguageModel | None, *, max_span_tokens: int = 16, max_spans: int = 6,
                 scoring: bool = True, prior_weight: float = 1.0, length_cost: float = 0.5,
                 clock: Callable[[], datetime] | None = None):
        self.model = model
        self.clock = clock or bodies.now_local  # the user's local time, for "tomorrow at 3pm"
        self.scoring = scoring
        # A span's score: its prior + the model's mean log-probability − length_cost per token. The mean
        # alone favours long copies (every token after the first is predictable from the request).
        self.prior_weight = prior_weight
        self.length_cost = length_cost
        self.decisive_prior = 2.0
        self.max_spans = max_spans
        self.max_span_tokens = max_span_tokens

    def fill(self, query: str, spec: FunctionSpec, prompt: str) -> tuple[dict[str, Any], list[str]]:
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
        if any("x-location" in props[p] for p in props):  # an API method: "December 24" is a day, not a 24
            mentions = list(stated_dates)  # and "the comments on 'Chapter 2 Methods'": a name, not 2 comments
            used_nums.update(i for a, b in extract.quoted_spans(query) for i, n in enumerate(nums) if a < n.start < b)
        used_nums.update(i for i, n in enumerate(nums) if any(d.start <= n.start < d.end for d in mentions))
        # An API method's times ("Friday at 3pm") are read whole, and their numbers are no ids.
        # "Move my 4pm meeting to 5pm": 4pm says which meeting (a look-up window), 5pm is its new time (the body).
        moment, target = time_moves.moved(query, self.clock()) if any(
            props[p].get("format") == "date-time" or "x-location" in props[p] for p in props) else (None, None)
        for said in (moment, target):  # "Dentist tomorrow at 3": 3 is the hour, no eventLabelVersion
            for text in said.texts if said else ():
                at = query.lower().find(text.lower())
                used_nums.update(i for i, n in enumerate(nums) if at >= 0 and at <= n.start < at + len(text))
        numeric = assign_numbers(query, spec, nums, used_nums)
        # Text other values hold: a string span must not overlap it ("1871 to 1945" is not a country,
        # "March 3rd, 2027" no calendar id).
        taken = [nums[i].text.strip("$%").lower() for i in used_nums - in_expression] + \
            [d.text.lower() for d in stated_dates]
        # The values each parameter's enum or description names that the request states ("in Celsius"
        # is the unit's value, not a place).
        options = {p: extract.enum_hits(_without_cells(query, p), props[p].get("enum") or extract.described_options(props[p]), param=p)
                   or (extract.enum_hits(query, extract.described_options(props[p]), inflected=True, param=p)
                       if not props[p].get("enum") and "x-location" not in props[p] else [])  # "detail information": 'detailed'
                   for p in props}
        for p in (p for p in props if strings.is_place(p) and not regional(spec, p) and "country" not in p.lower()):
            # "at Mariposa, CA": the example's "CA" is the place's region, no place
            options[p] = [o for o in options[p] if not strings.is_region(str(o))]
        strs = [p for p in props if spec.param_type(p) == "string"]
        currencies = source_first(query)
        for said in (moment, target):
            taken += [t.lower() for t in said.texts] if said else []
        month_params = [p for p in strs if "month" in extract.content_words(p) and not props[p].get("enum")]
        months = [m.group(0) for m in re.finditer(rf"\b(?:{'|'.join(dates.MONTHS)})\b", query, re.I)
                  if not any(d.start <= m.start() < d.end for d in stated_dates)] if month_params else []
        taken += [m.lower() for m in months]  # "The Weeknd's concert in December": the month, not the artist
        if any(cells.is_value_range(props[p]) for p in props):  # "… sheet - INV-0142, Sarah Quinn": the row, no sheet id
            taken += [str(v).lower() for row in cells.row_values(query, self.clock().date()) or [] for v in row]
        paths = everyday_values.in_folders(query, everyday_values.file_paths(query))  # "todo.txt", "notes/ideas.md"
        path_params = sorted((p for p in strs if everyday_values.is_path_param(p, props[p])),
                             key=lambda p: strings.role(p) == "target")  # "move a.txt to b.txt": source first
        taken += [p.lower() for p in paths if path_params or "." in p.rsplit("/", 1)[-1]]  # a label "Clients/Hartmann" is no path
        path_values = dict(zip(path_params, paths, strict=False))
        folder = everyday_values.folder_named(query) if not paths else None  # "in my Documents folder"
        for param in path_params:
            if folder and "folder" in str(props[param].get("description", "")).lower():
                path_values[param] = folder
                break
        path_values = everyday_values.placed_paths(query, spec.name, path_values)  # "in my Documents", a rename's own folder
        path_values.update(list_options.export_format(query, props))  # "as a PDF": an export's mimeType
        owners = {q: strings.quote_owner(query, q, strs, props) for run in quotes for q in run}
        dictation = everyday_values.dictated(query) if any(everyday_values.is_text_param(p, props[p]) for p in strs) else None
        if owners.get(dictation) and not everyday_values.is_text_param(owners[dictation], props[owners[dictation]]):
            free = [q for q, owner in owners.items() if owner is None or everyday_values.is_text_param(owner, props[owner])]
            dictation = max(free, key=len) if free else None  # "with the subject 'X' and a message 'Y'": Y is the text
        dictated_text = dictation  # the text param's alone: no other parameter copies it
        clock = times.clock_time(query) if date_params or any(dates.is_clock_param(p, props[p]) for p in strs) else None
        by_name = {p: strings.stated_for(query, p, []) for p in strs}  # "my ticket number is IND4567"
        args: dict[str, Any] = {}
        missing: list[str] = []
        for param in order:
            pspec = props[param]
            json_type = spec.param_type(param)
            is_req = param in required
            value: Any = None
            if is_req and "default" in pspec:  # the schema's own choice (Gmail's userId "me"), unless stated
                if pspec.get("enum"):
                    value = self._enum(query, spec, param, pspec["enum"], prompt, args, False)
                elif json_type == "boolean":
                    value = self._boolean(query, spec, param, prompt, args, False)
                value = pspec["default"] if value is None else value
            elif (said := everyday_values.stated(query, spec.name, param, pspec, self.clock().date())) is not None:
                value = said  # a contact's new e-mail or number; a sheet's range and what it writes; "note 7"; "*.gpx"
            elif pspec.get("format") == "date-time" or times.due_bound(param, query):  # RFC 3339 or nothing
                role = times.window_role(param) or times.due_bound(param, query)
                if moment and role:
                    value = times.rfc3339(moment.window()[0 if role == "start" else 1])
            elif bodies.is_body(pspec):
                existing = changes.changes_existing(spec.name)  # its stated time says which one, not when
                value = bodies.fill_body(query, pspec, target if existing else target or moment, taken=taken,
                                         existing=existing, copy=spec.name.endswith(".copy"), now=self.clock()) or None
                if bodies.unmet(pspec, value or {}, query, existing):  # an event without a time, a message without text
                    missing.append(param)
                    continue
            elif json_type == "string" and is_req and (default := keyword_default(spec.name, param, pspec)) \
                    and param not in owners.values() and not list_options.names_a_list(query, param):
                value = default  # "primary" calendar, "me": the user's own
            elif pspec.get("enum"):
                value = self._enum(query, spec, param, pspec["enum"], prompt, args, is_req)
            elif json_type == "boolean":
                value = self._boolean(query, spec, param, prompt, args, is_req)
            elif json_type in ("integer", "number"):
                value = numeric.get(param) if param in numeric or "x-location" not in pspec else \
                    list_options.page_size(query, param)  # an API's page size: "the last 5 emails"
                if value is None and (is_req or re.search(r"day|week|month|year", param, re.I)):
                    value = implied_count(query, param, pspec)  # "for the next week": 7 days; days_ahead
                if value is None:
                    value = implied_value(query, param, pspec)  # "compounded quarterly": 4; "from rest": 0
            elif param in date_params and (mentions or relative):
                value = dates.format_date(mentions.pop(0), str(pspec.get("description", ""))) if mentions \
                    else relative.pop(0)  # "next Friday" as the request says it
                if mentions is not None and re.match(r"\d", str(value)):  # "dd/mm/yyyy HH:MM": "20/06/2022 17:00"
                    timed = dates.with_clock(str(value), str(pspec.get("description", "")), clock)
                    value, clock = timed, (clock if timed == value else None)  # read once: "departing … at 5", no return time
                taken.append(str(value).lower())
            elif json_type == "string" and clock and dates.is_clock_param(param, pspec):
                value, clock = dates.clock_text(str(pspec.get("description", "")), clock), None  # "an alarm for 11 PM": '23:00'
            elif json_type == "string" and "currency" in param.lower() and currencies:
                # "150 Euros to Canadian dollars": EUR, then CAD, whichever of the two is asked first
                value = currencies.pop(-1 if strings.role(param) == "target" and len(currencies) > 1 else 0)
            elif param in path_values:
                value = path_values[param]
            elif json_type == "string" and (address := addresses.address_for(query, param, pspec, taken)):
                value = address  # "to Andy at andy@gorilla.ai", "from https://example.com/a.json"
                taken.append(value.lower())
            elif param in month_params and months:
                value = months.pop(0)
            elif json_type == "string" and not is_req and (called := everyday_values.named_title(query, param)):
                value = called  # "a note called Packing list"
            elif json_type == "string" and (searched := everyday_values.searched_words(query, param)):
                value = searched  # "for the garage code": the whole phrase
                taken.append(value.lower())
            elif json_type == "string" and everyday_values.is_text_param(param, pspec):
                value, dictation = dictation, None  # dictated text or nothing: never a stray word ("lisa")
                if value:
                    taken.append(value.lower())
            elif json_type == "string" and music_keys.is_key_param(param, pspec) and (said_key := music_keys.key_said(query, pspec)):
                value = said_key  # "in C key", "C sharp major"
                taken.append(value.lower())
            elif json_type == "string" and not pspec.get("enum") and "state" in extract.content_words(param) \
                    and (state := us_places.state_of(query, str(pspec.get("description", "")))):
                value = state  # "in Austin, Texas"; "the crime rate in San Francisco": California
                taken.append(value.lower())
            elif json_type == "string" and roles.is_role_param(param, pspec) and \
                    (person := roles.person_in_role(query, param, taken + [str(v).lower() for v in args.values()])):
                value = person  # "directed by Tim Burton", "Alex King in the cast"
                taken.append(value.lower())
            elif json_type == "string":
                held = taken + [str(v).lower() for v in args.values()]  # what an optional value may not repeat
                if options[param]:  # the request states one of the values the description names
                    value = options[param][0]
                    if strings.is_place(param) and isinstance(value, str) and not regional(spec, param):
                        value = strings.with_region(query, value, str(pspec.get("description", "")))  # "Denver, Colorado"
                elif is_req:
                    unused = [q for run in sorted(quotes, key=len) for q in run  # single quotes first
                              if q not in args.values() and q != dictated_text and not strings.is_place(param)
                              and strings.can_be_id(param, pspec, q, strings.called_id(query, q))
                              and owners[q] in (None, param)]
                    unused.sort(key=lambda q: owners[q] != param)  # its own first
                    # The function's own name words and the other parameters' are no values ("Find movies
                    # from IMDB" for imdb.find_movies_by_actor; "my weight on Earth" for weight_earth_kg).
                    named = [w for w in extract.content_words(" ".join([spec.name, *(q for q in props if q != param)]))
                             if len(w) > 2 and w not in extract.content_words(param)]
                    others = [v.lower() for q, v in by_name.items() if q != param and v]  # another's "ticket number is X"
                    unused = [q for q in unused if q.lower() not in others]
                    if not any(owners[q] == param for q in unused) and by_name[param] and by_name[param].lower() not in held:
                        unused.insert(0, by_name[param])  # "my ticket number is IND4567"
                    value = unused[0] if unused else self._span(
                        query, spec, param, prompt, args,
                        taken + named + others + [str(h).lower() for q in props if q != param for h in options[q]])
                elif strings.is_place(param):  # an optional place the request states ("in Rome, Italy")
                    value = strings.stated_place(query, held, regional(spec, param), str(pspec.get("description", "")))
                elif units.is_unit_param(param, pspec) and \
                        (unit := units.said_unit(query, held, of_numbers=units.of_another(param, pspec, spec.properties))):
                    value = unit  # "the distance in miles", "a radius of 4 inches"
                else:  # an optional value tied to the parameter's noun ("with red dominant color")
                    value = strings.named_value(query, param, held) or strings.kind_said(  # "the type of crime":
                        query, strings.kind_of(param, pspec), held, spec.name)  # "violent crime"
                value = everyday_values.path_or_nothing(param, pspec, everyday_values.sql_or_nothing(pspec, value))
                if param in date_params and isinstance(value, str) and not dates.says_a_day(value) or \
                        strings.is_place(param) and isinstance(value, str) and dates.only_when(value):
                    value = None  # a date is never "pick up", a place never "12:30": asked for instead
                value = everyday_values.zone_or_nothing(param, value)  # "the calendar" is no time zone
                if isinstance(value, str) and not strings.can_be_name(param, value, quotes):
                    value = None  # "player_name: 'career'": asked for, never a stray word
                if isinstance(value, str):  # "German history": Germany; "e.g. Boston, MA": "Chicago, IL"
                    value = value_forms.as_asked(param, pspec, value, regional(spec, param))
                if isinstance(value, str):
                    taken.append(value.lower())
            elif json_type == "object" and is_req:
                value = extract.key_values(query) or self._nested(query, spec, pspec, prompt, args)
            elif json_type == "array":
                value = self._array(query, param, pspec, nums, used_nums, quotes, lists, is_req)
            if isinstance(value, str) and cells.is_a1_range(param, pspec) and not cells.can_be_range(value):
                value = None  # "12" of "£12" is no range: asked (or found by its row)
            if value is None:
                if is_req:
                    missing.append(param)
                continue
            args[param] = value
        if spec.name.endswith(".list") and any("x-location" in props[p] for p in props):  # "my next meeting"
            for param, value in list_options.ordering(query, props, times.rfc3339(self.clock())).items():
                args.setdefault(param, value)
        groups = numbered_groups(strs)
        for group in groups:  # "Mix yellow and blue": color1, color2
            items = strings.listed_items(query, group[0], props[group[0]])
            if items and len(items) == len(group) and not any(props[p].get("enum") for p in group):
                args.update(zip(group, items, strict=True))
                missing = [p for p in missing if p not in group]
        for param, value in list(args.items()):  # a list holds none of the other values
            args[param] = value_forms.without_others(query, value, {p: v for p, v in args.items() if p != param})
        strings.in_mention_order(query, args, groups)  # body1 before body2
        args, missing = everyday_values.from_home(spec.name, args, query, missing)  # "into Documents/Lettings": the user's own Documents
        # Keep the schema's parameter order in the output.
        return {p: args[p] for p in props if p in args}, missing

    def guess(self, query: str, spec: FunctionSpec, param: str, prompt: str, args: dict) -> Any:
        """The model's value for a required ``param`` the extractor could not read, generated after the
        call written so far. Kept only if it parses as the parameter's JSON type and is grounded: every
        number and string in it occurs in the request and is not another argument's value already."""
        json_type = spec.param_type(param)
        if self.model is None or json_type == "boolean" or everyday_values.is_text_param(param, spec.properties[param]):
            return None  # dictated text is the user's words, never the model's
        opener = {"string": '"', "array": "[", "object": "{"}.get(json_type, "")
        closer = {"string": '"', "array": "]", "object": "}"}.get(json_type)
        prefix = prompt + self._args_text(spec, args) + f'"{param}": ' + opener
        stop = (closer,) if closer else (",", "}", "\n")
        text = "".join(self.model.stream(prefix, max_tokens=self.max_span_tokens, stop=stop)).strip()
        try:
            value = json.loads(opener + text + (closer or ""))
        except ValueError:
            return None
        ok = {"string": str, "array": list, "object": dict, "integer": int, "number": (int, float)}.get(json_type, object)
        if not isinstance(value, ok) or isinstance(value, bool) or value in ([], {}, ""):
            return None
        pspec = spec.properties[param]
        if pspec.get("enum") and value not in pspec["enum"]:
            return None
        if isinstance(value, str) and not strings.can_be_id(param, pspec, value, strings.called_id(query, value)):
            return None
        if everyday_values.path_or_nothing(param, pspec, value) is None:
            return None
        if isinstance(value, str) and not strings.can_be_name(param, value, extract.quoted_runs(query)):
            return None
        return value if strings.grounded(value, query, args) else None

    # -- per type ---------------------------------------------------------------------------
    def _score_values(self, spec: FunctionSpec, param: str, prompt: str, args: dict, values: list) -> Any:
        if self.model is None or len(values) == 1:
            return values[0]
        prefix = prompt + self._args_text(spec, args)
        conts = [f'"{param}": {json.dumps(v)}' for v in values]
        scores = self.model.score_continuations(prefix, conts)
        best = max(range(len(values)), key=lambda i: scores[i].mean_logprob)
        return values[best]

    @staticmethod
    def _args_text(spec: FunctionSpec, args: dict) -> str:
        body = ", ".join(f'"{k}": {json.dumps(v)}' for k, v in args.items())
        return '{"name": "' + spec.name + '", "arguments": {' + body + (", " if body else "")

    def _nested(self, query: str, spec: FunctionSpec, pspec: dict, prompt: str, args: dict) -> dict | None:
        """An object parameter with properties of its own, filled from the request like a call's
        arguments ("a wall with width of 20ft and height of 12ft": {width: 20, height: 12}); None
        unless every property it requires is said and no text in it is another argument's already."""
        inner = pspec.get("properties")
        if not isinstance(inner, dict) or not inner:
            return None
        sub = FunctionSpec(name=spec.name, parameters={"type": "dict", "properties": inner,
                                                       "required": pspec.get("required", list(inner))})
        value, missing = self.fill(query, sub, prompt)
        held = {v.lower() for v in args.values() if isinstance(v, str)}
        if missing or not value or any(isinstance(v, str) and v.lower() in held for v in value.values()):
            return None
        return value

    def _enum(self, query, spec, param, enum, prompt, args, is_req):
        hits = extract.enum_hits(_without_cells(query, param), enum, param=param)
        if "x-location" in spec.properties[param]:  # an API option is no part of a compound ("all-day")
            hits = [v for v in hits if not _compound_only(query, str(v))]
        elif not hits:  # another form of the value's word: "in detail" is 'detailed'
            hits = extract.enum_hits(_without_cells(query, param), enum, inflected=True, param=param)
        if hits:
            return self._score_values(spec, param, prompt, args, hits)
        glossed = enum_meanings.meant(query, str(spec.properties[param].get("description", "")), enum)
        if glossed is not None:  # "remove the task": 'delete' ("'delete' to remove an existing task")
            return glossed
        if is_req:
            return self._score_values(spec, param, prompt, args, list(enum))
        return None

    def _boolean(self, query, spec, param, prompt, args, is_req):
        q = {key(w) for w in extract.content_words(query)}
        api = "x-location" in spec.properties[param]  # an API method's own words: "events" (singleEvents), "drive"
        resource = " ".join(spec.name.split(".")[: None if api else -1])  # (includeTeamDriveItems), "copy" (copyComments)
        resource_keys = {key(w) for w in extract.content_words(resource)}
        q -= resource_keys
        own = [strings.ABBREVIATIONS.get(w, w) for w in extract.content_words(param)  # include_stats: "its statistics"
               if w not in ("include", "is", "use") and key(w) not in resource_keys]
        named = [w for w in own if key(w) in q and not (api and not set(map(key, own)) <= q)]  # an API flag is said
        # whole: "access" alone is no useDomainAdminAccess
        if named:  # the request mentions it: true unless negated just before the mention
            at = re.search(re.escape(named[0][:5]), query, re.I)
            window = query[max(0, at.start() - 25):at.start()] if at else ""
            return not NEGATIONS.search(window)
        if (flag := list_options.stated_flag(query, param)) is not None:
            return flag  # "Add a line to journal.txt": append; "what's still open on my list": not completed ones
        if not is_req:
            return None
        return self._score_values(spec, param, prompt, args, [True, False])

    @staticmethod
    def _array(query, param, pspec, nums, used, quotes, lists, is_req):
        """A list value: an explicit [..] list, the enum items mentioned, the numbers, the quoted
        strings or the listed items ("John and Alice"); only enum mentions for an optional list."""
        items = pspec.get("items") or {}
        item_type = str(items.get("type", "string"))
        hits = extract.enum_hits(query, items["enum"], inflected=True, param=param) if items.get("enum") else \
            extract.enum_hits(query, extract.described_options(pspec), param=param) if item_type == "string" and not is_req else []
        if hits and items.get("enum"):  # "facilities for disabled people": 'Disabled Access' by its leading word
            hits += [v for v in extract.leading_word_hits(query, items["enum"]) if v not in hits]
        if not hits and not is_req and item_type == "string" and not items.get("enum"):
            hits = strings.items_after_noun(query, param) or []  # "with stops at Santa Barbara and Monterey"
        if hits or not is_req:
            return hits or None
        nested = item_type == "array"  # a table: a list of lists
        fitting = [v for v in lists if all(isinstance(x, list) for x in v) == nested]
        if fitting:
            lists.remove(fitting[0])
            return fitting[0]
        if item_type in ("integer", "number", "float"):
            t = "integer" if item_type == "integer" else "number"
            free = [i for i, n in enumerate(nums) if i not in used and fits(n.value, t)]
            listed = [r for r in extract.number_runs(query, nums) if len(r) > 1]
            runs = [r for r in listed if set(r) <= set(free)]
            if runs and len(listed) > 1:  # "dataset_A with the values 12, 24, 36 and dataset_B with ... 15, 30, 45"
                terms = {key(w) for w in extract.content_words(param)}
                named = [r for r in runs if terms & {key(w) for w in extract.content_words(
                    query[max(0, nums[r[0]].start - 40):nums[r[0]].start])[-3:]}]
                free = (named or runs)[0]
            used.update(free)
            return [as_type(nums[i].value, t) for i in free] or None
        if quotes:  # the longest quoted list, the values left for single strings
            run = max(quotes, key=len)
            quotes.remove(run)
            return run
        if item_type == "string":
            return strings.listed_items(query, param, pspec)
        return None

    def _span(self, query, spec, param, prompt, args, taken) -> str | None:
        candidates = strings.span_candidates(query, param, spec.properties[param], taken, self.max_spans,
                                             with_region=not regional(spec, param))
        if not candidates:
            return None
        if self.model is None or (len(candidates) > 1 and candidates[0][1] - candidates[1][1] >= self.decisive_prior):
            return candidates[0][0]  # the request's shape already decides
        prefix = prompt + self._args_text(spec, args) + f'"{param}": "'
        if not self.scoring:  # greedy copy under a token trie over the candidate spans
            trie = TokenTrie(self.model.tokenize(c) for c, _ in candidates)
            constraint = TrieConstraint(trie, len(self.model.tokenize(prefix, add_bos=True)),
                                        end_tokens=self.model.tokenize('"'))
            text = "".join(self.model.stream(prefix, max_tokens=self.max_span_tokens, stop=('"',),
                                             logits_processor=constraint))
            return text.strip() or None
        scores = self.model.score_continuations(prefix, [c + '"' for c, _ in candidates])
        best = max(range(len(candidates)),
                   key=lambda i: scores[i].mean_logprob + self.prior_weight * candidates[i][1]
                   - self.length_cost * scores[i].n_tokens)
        return candidates[best][0]


def _without_cells(query: str, param: str) -> str:
    """``query`` without "columns"/"rows" that name cells ("columns A to F") when the parameter is a sheet's dimension."""
    return re.sub(r"\b(?:columns?|rows?)\s+(?=[A-Z]{1,2}\b|\d)", " ", query) if param == "majorDimension" else query
