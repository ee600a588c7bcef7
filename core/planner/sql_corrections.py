"""A database row corrected in plain words: "feeds.db - last nights 2am feed was the right side not left, change it".
The column is the one the noun names (side), the new and the old value are the words said around "not", and a said time
narrows the rows to that hour of that day in the table's dated column. None when any part is unclear."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner.extract import stem
from core.planner.sql_said_columns import typed
from core.planner.sql_totals import dated_columns

Tables = dict[str, list[tuple[str, str]]]

_NOT = re.compile(r"\b(?:was|were|is|are|should\s+(?:have\s+)?be(?:en)?)\s+(?:the\s+|a\s+|an\s+)?([\w.-]+)\s+([a-z_]+)\s*,?\s+not\s+"
                  r"(?:the\s+|a\s+|an\s+)?([\w.-]+)\b", re.I)
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b", re.I)


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
