"""A new row said as a list of values ("add a job to jobs.db - Rhys Price, Ross-on-Wye, wood burner, wed 9th dec, £65,
not paid"): each value put in the column it names or fits, in the order said; None when it cannot be read."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import (
    dates,
    day_spans,
    shorthand,
    sql_listed_values,
    sql_named_rows,
    sql_paired_values,
    sql_people,
    sql_plain_requests,
    sql_said_columns,
    sql_stated,
)
from core.planner.sql_flags import is_flag_word, is_paid_day, paid_flag, paid_said
from core.planner.sql_listed_values import TIME_SAID
from core.planner.sql_said_columns import NUMERIC, in_column, typed
from core.planner.sql_totals import table_named

_ADD = re.compile(r"\b(?:add|insert|put|record|log)\s+(?:to\s+(?:the\s+)?)?(?:a\s+|an\s+)?(?:new\s+)?(?:(?:today|yesterday)['’]?s\s+)?(\w+)\b.*?(?::|\bwith\b|\s[-–]\s)\s*(.+?)\s*[.!]?$",
                  re.I | re.S)
_NEW_ROW = re.compile(r"^\s*(?:a\s+)?new\s+(?:[\w-]+\s+){0,2}?(\w+)\s*:\s*(.+?)(?:\.\s+(?:put|add|stick|pop)\s+(?:it|this)\b.*)?\s*$",
                     re.I | re.S)  # "new service booking: Helen Marsh, …. put it in workshop.db bookings"
_NEW_LINE = re.compile(r"^\s*(?:a\s+)?new\s+(?:line|row|entry|record)\s+(?:in|to|for)\s+([\w-]+)\.(?:db|sqlite3?)\s*[-–:]\s*(.+?)\s*[.!]?$",
                       re.I | re.S)  # "new line in stock.db - smoked cheddar 200g, 24 in stock, £5.50 each": the table named like the file
_DAYS_FROM_NOW = re.compile(r"\b(\d{1,3})\s+days?\s+(?:from\s+(?:today|now)|time)\b|\bin\s+(\d{1,3})\s+days?\b", re.I)

# Where one value ends and the next begins: a comma, a semicolon, money ("… wood burner £65"), a paid flag after a
# number ("£65 not paid"), an e-mail address ("… not paid yet. sophie@…").
_BETWEEN = re.compile(r"(?<!\d),|,(?!\d{3}\b)|;|\s+(?=[£$€]\d)|(?<=\d)\s+(?=(?:not\s+|un)?paid\b)|(?<!mail)\.?\s+(?=[\w.+-]+@[\w-]+\.)", re.I)
_A_LABEL = re.compile(r"\b(?:number|no\.?|phone|mobile|tel|e-?mail|address)\s*$", re.I)  # what a value was, said before it
_NAME_COLUMNS = ("name", "full_name", "customer", "client", "member", "pupil", "player", "owner", "student", "contact")
_RANGE_SAID = re.compile(r"\b(?:to|till|until|til|from|and|out|in|-|–)\s*(?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\w*\s+)?$", re.I)
_WEEKDAY = re.compile(rf"(?:{day_spans.WEEKDAY_STEM}(?:day)?\.?\s+)?(?:the\s+)?$", re.I)


# A weekday and its date at the end of a value, no month said: "2 kiln dried for thurs 3rd"
_WEEKDAY_NTH = re.compile(r"(?<=\s)(?P<day>" + day_spans.WEEKDAY_STEM + r"[a-z]*\.?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))\s*$", re.I)
_BEFORE_A_DAY = re.compile(r"(?:^|\s)(?:starting|starts?|start\s+on|from|for|on|due|booked\s+(?:in\s+)?for)\s*$", re.I)
_PLACE_COLUMNS = ("village", "town", "city", "area", "location", "place", "address", "site")
_AT_A_PLACE = re.compile(r"\s*((?:(?:mrs?|ms|miss|dr)\.?\s+)?[a-z][\w'-]+\s+[a-z][\w'-]+)\s+(?:at|in|from|of)\s+([a-z][\w' -]{2,30}?)\s*", re.I)
_UNIT_WORDS = {"m": ("metres", "meters"), "km": ("km", "kilometres"), "ft": ("feet", "ft"), "l": ("litres", "liters")}
_CLOCK = re.compile(r"\d\d:\d\d")  # a time the row keeps as 10:30, whatever was typed ("half 10")


def _weekday_nth(value: str) -> list[dates.DateMention]:
    """A weekday and its date said at the end of a value with no month ("2 kiln dried for thurs 3rd"), as a mention."""
    m = _WEEKDAY_NTH.search(value)
    return [dates.DateMention(m.start("day"), m.end("day"), m.group("day"), None, None, None,
                              int(re.search(r"\d+", m.group("day")).group()))] if m else []


def _parts(listed: str, columns: list[tuple[str, str]]) -> list[str]:
    """The values said, split where one ends, a day said at the end of a value ("wood burner wed 9th dec") apart;
    an aside in brackets ("(sandra lloyds neighbour)") is no value."""
    listed = re.sub(r"\s*\((?![^)]*\b(?:cols?|columns?)\b)[^()]*\)", "", listed, flags=re.I)
    parts = []
    for value in (piece for v in _BETWEEN.split(listed) for piece in _apart(v, columns)):
        said = dates.date_mentions(value) or _weekday_nth(value)  # "… for thurs 3rd"
        last = said[-1] if said else None
        at = TIME_SAID.fullmatch(value[last.end:]) if last and last.end < len(value.rstrip()) else None
        if at and last.day:  # "st faiths crem tues 15th dec 11.20": the place, the day, the time
            value, time = value[:last.end], value[last.end:].strip()
            parts += [p for p in _parts(value, columns) if p.strip()] + [time]
            continue
        # "in fri 4 dec out sun 6 dec", "running jan to jun 2027" and "drop off tue 1 dec" stay whole
        if len(said) == 1 and last.day and last.end == len(value.rstrip()) and last.start > 0 \
                and not _RANGE_SAID.search(value[:last.start]):
            head = value[:last.start]
            weekday = _WEEKDAY.search(head)
            head, day = head[:weekday.start()], head[weekday.start():] + value[last.start:]
            head = _BEFORE_A_DAY.sub("", head)  # "starting mon 14th dec", "2 kiln dried for thurs 3rd": the day alone
            if named := _names_column(head, columns):  # "£75 deliver sat 5th dec": the day with its column's word
                words = head.split()
                head, day = " ".join(words[:-named]), " ".join(words[-named:]) + " " + day.lstrip()
            parts += [head, day] if head.strip() else [value]
        else:
            parts.append(value)
    return parts


_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _apart(value: str, columns: list[tuple[str, str]]) -> list[str]:
    """A value said with the next ones and no comma, split where the schema shows where: around a phone number or an
    e-mail address when the table keeps one ("14 ecclesall rd south s11 9pa 0114 266 0142 diabetic"), and after a size
    in a column's unit ("7ft nordmann": size_ft)."""
    phone = sql_people.PHONE_IN_TEXT.search(value) if any(sql_people.is_phone_column(c) for c, _ in columns) else None
    if phone and value.strip() != phone.group(0):
        return [p for part in (value[:phone.start()], phone.group(0), value[phone.end():]) for p in _apart(part, columns) if p.strip()]
    mail = _ADDRESS.search(value) if any(re.search(r"e-?mail", c, re.I) for c, _ in columns) else None
    said_as_column = mail and re.fullmatch(r"\s*(?:e-?mail(?:\s+address)?|[\w-]+_?e-?mail)\s*[:=]?\s*", value[:mail.start()], re.I)
    if mail and value.strip() != mail.group(0) and not said_as_column:  # "fiona gallagher fiona.g@outlook.com sat 17th …"
        return [p for part in (value[:mail.start()], mail.group(0), value[mail.end():]) for p in _apart(part, columns) if p.strip()]
    unit = re.fullmatch(r"\s*(\d+(?:\.\d+)?\s?([a-z]{1,3}))\s+(\S.*)", value, re.I)  # "7ft nordmann": size_ft 7, the tree
    if unit and any(NUMERIC.search(kind.upper()) and c.lower().endswith("_" + unit.group(2).lower()) for c, kind in columns):
        return [unit.group(1), *_apart(unit.group(3), columns)]
    measured = next((c for c, kind in columns if unit and NUMERIC.search(kind.upper())
                     and c.lower() in _UNIT_WORDS.get(unit.group(2).lower(), ())), None)
    if measured:  # "150m laying along the lane hedge": metres 150, the rest
        return [f"{measured} {unit.group(1)[:-len(unit.group(2))].strip()}", *_apart(unit.group(3), columns)]
    counted = re.fullmatch(r"\s*(\d{1,4})\s+(?:x\s+)?(?!(?:in|of|on|at|for|to|left|more|each|per)\b)([a-z].*)", value, re.I)
    qty = next((c for c, kind in columns if NUMERIC.search(kind.upper()) and c.lower() in ("qty", "quantity", "bags", "count")), None)
    thing = re.sub(r"\s+(?:for|on|due)\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b.*$", "", counted.group(2), flags=re.I) if counted else ""
    if counted and qty and not dates.date_mentions(value) and not re.search(r"\b(?:from|to|for|at|by|with)\b", thing, re.I):
        # "2 kiln dried": qty 2, the product ("24 tins baked beans from tesco extra" is read whole, with its donor)
        return [f"{qty} {counted.group(1)}", *_apart(counted.group(2), columns)]
    place = next((c for p in _PLACE_COLUMNS for c, _ in columns if c.lower() == p), None)
    person = _AT_A_PLACE.fullmatch(value) if place and any(c.lower() in _NAME_COLUMNS for c, _ in columns) else None
    if person and not dates.date_mentions(value):  # "graham lowe at gumley": the customer, and the village
        return [person.group(1), f"{place} {person.group(2)}"]
    return [value]


def _names_column(head: str, columns: list[tuple[str, str]]) -> int:
    """How many of the last words of ``head`` ("drop off tue", "£75 deliver") name a column ("drop_off"; "deliver" a day
    column that starts like it, "delivery_date"): the day is that column's value. 0 when they name none."""
    words = _WEEKDAY.sub("", head).lower().split()
    whole = next((n for n in (3, 2, 1) if len(words) >= n and any("_".join(words[-n:]) == c.lower() for c, _ in columns)), 0)
    return whole or int(bool(words) and len(words[-1]) >= 5 and any(
        sql_listed_values.DAY_COLUMN.search(c) and c.lower()[:5] == words[-1][:5] for c, _ in columns))


def listed_row(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date) -> dict[str, Any] | None:
    """The insert's table and row for a request that lists the new row's values; None when no table or value fits, or
    when a name column would take several values said without commas (asked, not written wrong)."""
    m = _ADD.search(request) or _NEW_ROW.search(request) or _NEW_LINE.search(request)
    table, listed = (table_named(m.group(1), tables), m.group(2)) if m else (None, "")
    if not table:  # "add to stalls.db stallholders table: name …", "swimmers.db add ollie grant, 7, stage 2, …"
        table, listed = sql_stated.listed_after_table(request, tables) or sql_plain_requests.said_row(request, tables) or (None, "")
    if not table:
        return None
    columns = [(c, t) for i, (c, t) in enumerate(tables[table]) if not (c.lower() == "id" and "INT" in t.upper())
               and not (i == 0 and c.lower().endswith("_id") and "INT" in t.upper())]  # its own key: SQLite numbers "job_id"
    row: dict[str, Any] = {}
    listed = re.sub(r"\s*\(\s*(?:cols?|columns?)\b[^)]*\)?", " ", listed, flags=re.I)  # "(cols advertiser, size, …)": no values
    values = sql_listed_values.regrouped([re.sub(r"^yrs?\b\.?", "year", v.strip(), flags=re.I)  # "yr 8": year_group 8
                                          for v in _parts(listed, columns) if v.strip()], columns)
    pair = sql_people.split_names(columns)
    person = next((v for v in values if pair and re.fullmatch(r"(?:(?:mrs?|ms|miss|dr)\.?\s+)?[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+){1,2}", v)
                   and not any(re.match(rf"{re.escape(c.split('_')[0])}\b", v, re.I) for c, _ in columns)), None)
    if person:  # "Amara Osei, yr 8, cello": first_name Amara, surname Osei
        row.update(sql_people.person_row(person, columns))
        values.remove(person)
    # "7pm till 11pm", "in fri 4 dec out sun 6 dec"; "today's lesson …, paid"
    row.update({**sql_paired_values.paired(values, columns, today), **sql_said_columns.flags_and_day(request, values, columns, today)})
    for value in list(values):  # "40 in stock" → stock; "$12.50" → price; "due 30 days from today" → due_date
        named = next((c for c, _ in columns if c not in row and re.search(rf"\b{re.escape(c).replace('_', '[ _]')}\b", value, re.I)), None) or next(
            (c for c, _ in columns if c not in row and "_" in c and re.match(rf"\s*{re.escape(c.split('_')[0])}\b", value, re.I)),
            None) or next((c for c, kind in columns if c not in row and NUMERIC.search(kind.upper()) and "_" in c and re.fullmatch(
                rf"\s*\d+(?:\.\d+)?\s?{re.escape(c.rsplit('_', 1)[1])}\s*", value, re.I)), None)  # "7ft": size_ft
        money = None if named else next((c for c, _ in columns if c not in row and (value.lstrip()[:1] in "$€£" or re.fullmatch(
            r"\s*[\d.,]+\s*(?:GBP|USD|EUR|pounds?|dollars?|euros?)\s*", value, re.I))
            and c.lower() in ("price", "cost", "amount", "total", "fee", "rate", "charge")), None)
        later = _DAYS_FROM_NOW.search(value) if named else None
        if later:
            row[named] = (today + dt.timedelta(days=int(later.group(1) or later.group(2)))).isoformat()
            values.remove(value)
            continue
        if named or money:
            col = named or money
            declared = dict(columns)[col]
            said = re.sub(rf"\b(?:{col.replace('_', '[_ ]')}|{re.escape(col.split('_')[0])})\b\s*[:=]?\s*", "",
                          value, count=1, flags=re.I).strip(" '\"") if named else value  # "drop off tue 1 dec": tue 1 dec
            if named and not NUMERIC.search(declared) and not re.match(rf"\s*(?:{col.replace('_', '[_ ]')}|{re.escape(col.split('_')[0])})\b",
                                                                      value, re.I):
                said = value  # "full service" in the service column: the column's word is part of the value
            if named and sql_listed_values.DAY_COLUMN.search(col) and not sql_listed_values.fits(said, col, declared, today):
                continue  # "out in daylight by the co-op" is no out_date: left for another column, or asked
            number = re.search(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|[\d.]+", said) if NUMERIC.search(declared) else None  # "40 in stock" → 40; £3,200
            row[col] = typed(number.group(0), declared) if number else in_column(said, col, declared, today)  # "patrol Kestrels"
            flagged = paid_said(col, declared, said) if named else None
            if flagged is not None:  # "deposit paid": the flag says yes (it wrote '')
                row[col] = flagged
            values.remove(value)
    row.update(sql_plain_requests.named_and_phone(request, values, columns, row))  # "add rolo to dogs.db - …, 07700 900233"
    left = [c for c in columns if c[0] not in row]
    values = sql_named_rows.split_route(values, [c for c, _ in left])  # "Leamington Spa to Warwick": from, to
    unplaced: list[str] = []
    row.update(sql_listed_values.in_order(left, values, today, unplaced))
    first_text = next((c for c, kind in columns if not NUMERIC.search(kind.upper())), None)  # what the row is: its name
    words = {w for c, _ in columns for w in c.lower().split("_")}
    unplaced = [v for v in unplaced if not (set(v.lower().replace("_", " ").split()) <= words or _A_LABEL.search(v))]  # "date", "mums number"
    odd_flag = any(paid_flag([(c, kind)]) and not is_paid_day(c) and row.get(c) is not None and not is_flag_word(row[c])
                   for c, kind in columns)  # "quoted £3,200 n hes paid £800 deposit" put 3200 in paid
    if unplaced or odd_flag or any((c.lower() in _NAME_COLUMNS or c == first_text) and isinstance(v, str)
                                   and len(re.findall(r"[A-Za-z]+", v)) > 4 for c, v in row.items()):
        return None  # "Rhys Price ross on wye wood burner" in customer: several values said without commas; a value no
        # column can hold ("st faiths crem" once every text column is taken) is not dropped: both asked
    return {"table": table, "row": {c: shorthand.as_typed(row[c]) if isinstance(row[c], str) and not _CLOCK.fullmatch(row[c]) else row[c]  # "tues 4.30 class" as typed
                                    for c, _ in columns if c in row}} if row else None
