"""A database row corrected in plain words: "feeds.db - last nights 2am feed was the right side not left, change it".
The column is the one the noun names (side), the new and the old value are the words said around "not", and a said time
narrows the rows to that hour of that day in the table's dated column. None when any part is unclear."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import sql_people, sql_plain_requests
from core.planner.extract import stem
from core.planner.sql_flags import NUMERIC
from core.planner.sql_periods import dated_columns
from core.planner.sql_said_columns import typed
from core.planner.sql_totals import PARTIES

Tables = dict[str, list[tuple[str, str]]]

_NOT = re.compile(r"\b(?:was|were|is|are|should\s+(?:have\s+)?be(?:en)?)\s+(?:the\s+|a\s+|an\s+)?([\w.-]+)\s+([a-z_]+)\s*,?\s+not\s+"
                  r"(?:the\s+|a\s+|an\s+)?([\w.-]+)\b", re.I)
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b", re.I)


_WANTS_INSTEAD = re.compile(r"\b(?:wants?|needs?|ordered|make\s+it|it'?s|now)\s+(\d+)\s+([a-z][a-z_]*)\s+not\s+(\d+)\b", re.I)
_CHANGE_SAID = re.compile(r"\bnot\s+\d|\b(?:now|instead|change|wants?|make\s+it)\b", re.I)


def number_too(request: str, change: dict[str, Any] | None, tables: Tables) -> dict[str, Any] | None:
    """``change`` (an update of a person's rows) with a number said instead of another added: "mick haigh paid his subs
    tonight, n he wants 40 rings not 30 now" also sets rings_ordered to 40. None when another change is said that no
    column takes, so nothing said is quietly dropped (asked instead)."""
    if change is None:
        return None
    said = _WANTS_INSTEAD.search(request)
    column = next((c for c, kind in tables[change["table"]] if said and NUMERIC.search(kind.upper())
                   and stem(c.lower().split("_")[0]) == stem(said.group(2).lower())), None)
    if column:
        return {**change, "values": {**change["values"], column: int(said.group(1))}}
    return None if said or _CHANGE_SAID.search(request.split(",", 1)[1] if "," in request else "") else change


def corrected(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """The update that puts right a value said wrongly: column = new where column = old (and, when a clock time is
    said, the dated column falls in that hour: "last night's 2am" is today's 02:00-02:59, "last night's 11pm" is
    yesterday's 23:00-23:59)."""
    m = _NOT.search(request)
    if not m:
        return None
    new, noun, old = m.groups()
    found = [(t, c, kind) for t, cols in tables.items() for c, kind in cols if stem(c.lower()) == stem(noun.lower())]
    if len(found) != 1:
        return None
    table, column, kind = found[0]
    where, params = [f'lower("{column}") = lower(?)'], [typed(old, kind)]
    clock = _CLOCK.search(request[:m.start()]) or _CLOCK.search(request)
    if clock:
        dated = dated_columns([c for c, _ in tables[table]])
        if len(dated) != 1:
            return None
        hour = int(clock.group(1)) % 12 + (12 if clock.group(3).lower() == "pm" else 0)
        yesterday = re.search(r"\b(?:last\s+night|yesterday)", request, re.I)
        day = today - dt.timedelta(days=1) if yesterday and (hour >= 12 or "yesterday" in yesterday.group(0).lower()) else today
        where.append(f'replace("{dated[0]}", \'T\', \' \') LIKE ?')
        params.append(f"{day.isoformat()} {hour:02d}:%")
    return {"table": table, "values": {column: typed(new, kind)}, "where": " AND ".join(where), "params": params}


_MOVED = re.compile(r"\b(?:move|moved|shift|push|change)\s+(.+?)\s+(?:on\s+(.+?)\s+)?from\s+(\d{1,2}(?:[:.]\d{2})?)\s*(am|pm)?\s+to\s+"
                    r"(\d{1,2}(?:[:.]\d{2})?)\s*(am|pm)?\b", re.I)


def _clock(said: str, half: str | None) -> str:
    """"11.30" → "11:30", "2pm" → "14:00": a time as a table keeps it."""
    hour, _, minute = said.replace(".", ":").partition(":")
    hour_of_day = int(hour) % 12 + (12 if (half or "").lower() == "pm" else 0) if half else int(hour)
    return f"{hour_of_day:02d}:{minute or '00'}"


def moved(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"bookings.db appointments - move Kyle Reid on fri from 11:00 to 11:30": the time column of that person's row on
    that day at that time gets the new time (the table with a time, a day and a name column)."""
    m = _MOVED.search(request)
    if not m:
        return None
    found = []
    for table, columns in tables.items():
        names = [c for c, _ in columns]
        clock = next((c for c in names if c.lower() in ("time", "start_time", "appt_time", "slot", "start")), None)
        person = next((c for n in (*PARTIES, "name", "full_name") for c in names if c.lower() == n), None)
        if clock and person:
            found.append((table, clock, person, dated_columns(names)))
    said = [f for f in found if re.search(rf"\b{re.escape(f[0])}\b", request, re.I)] or found
    if len(said) != 1:
        return None
    table, clock, person, dated = said[0]
    where, params = [f'lower("{person}") = lower(?)', f'"{clock}" = ?'], [m.group(1).strip(), _clock(m.group(3), m.group(4))]
    day = sql_plain_requests.one_day(f"on {m.group(2)}", today) if m.group(2) else None
    if m.group(2) and not (day and len(dated) == 1):
        return None  # a day said that the table cannot tell: no change at all
    if day:
        where.append(f'date("{dated[0]}") = ?')
        params.append(day[0])
    return {"table": table, "values": {clock: _clock(m.group(5), m.group(6) or m.group(4))}, "where": " AND ".join(where),
            "params": params}


_MOVED_HOUSE = re.compile(r"^\s*((?:mrs?|ms|miss|dr)\.?\s+)?([a-z][\w'-]+(?:\s+[a-z][\w'-]+){0,2}?)\s+(?:has|have|'s)\s+(?:now\s+)?moved\s+"
                          r"(?:house\s+)?to\s+(\d{1,5}[a-z]?\s+[a-z][\w' -]{2,40}?)\s*(?:[,.;!]|$)", re.I)


def new_address(request: str, tables: Tables) -> dict[str, Any] | None:
    """"mrs joan pritchard has moved to 14 church lane, can you change her address in subscribers.db": address = 14 Church
    Lane in the row whose name holds the person (the one table with a name and an address)."""
    m = _MOVED_HOUSE.search(request)
    if not m:
        return None
    found = [(t, a, n) for t, cols in tables.items() if (a := next((c for c, _ in cols if c.lower() in ("address", "address1", "street")), None))
             and (n := sql_people.person_where(m.group(2), cols))]
    if len(found) != 1:
        return None
    table, address, (where, params) = found[0]
    written = " ".join(w.capitalize() if w.isalpha() else w for w in m.group(3).split())  # as an address is written
    return {"table": table, "values": {address: written}, "where": where, "params": params}


_MOVED_COLUMN = re.compile(r"^\s*(?P<who>(?:(?:mrs?|ms|miss|dr)\.?\s+)?[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)(?:['’]s|\s+has|\s+is)\s+(?:now\s+)?"
                           r"(?:moved|changed|switched)\s+(?P<what>[a-z_]+(?:\s+[a-z_]+)?)\s*[,;:-]?\s*(?:(?:can\s+you|pls|please)\s+)?"
                           r"(?:change|put|move|set|update)\s+(?:him|her|them|it)\s+(?:to|in|into|as)\s+(?:the\s+)?"
                           r"(?P<value>[\w.-]+(?:\s+(?!(?:in|on)\b)[\w.-]+)?)(?=\s+(?:in|on)\b|\s*[,.!]|\s*$)", re.I)


def moved_column(request: str, tables: Tables) -> dict[str, Any] | None:
    """"mason clarke's moved form, change him to 9R in behaviour.db": form = 9R on that person's row, in the one table
    with that column and people's names (one name column, or first name and surname)."""
    m = _MOVED_COLUMN.search(request)
    if not m:
        return None
    said = stem("_".join(m.group("what").lower().split()))
    found = [(t, c, kind, who) for t, cols in tables.items() for c, kind in cols if stem(c.lower()) == said
             and (who := sql_people.person_where(m.group("who"), cols))]
    if len(found) != 1:
        return None
    table, column, kind, (where, params) = found[0]
    return {"table": table, "values": {column: typed(m.group("value"), kind)}, "where": where, "params": params}


def put_right(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """The update for a value said wrongly, a time moved, a new address or a person moved to another form, group or
    class; None when the request says none of them."""
    return corrected(request, tables, today) or moved(request, tables, today) or new_address(request, tables) \
        or moved_column(request, tables)
