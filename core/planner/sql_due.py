"""Rows due before a day, or still to do: "which horses r due before xmas?", "what jobs have we got due b4 xmas that
arent finished, in date order", "whats left to do on the boats b4 the season, in date order".

As in sql_requests.py, the statement is written only from columns the looked-up schema has (a due column, a done flag
or a status), with the day as a ? parameter; None otherwise, and the request is asked about with the schema shown."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner.sql_flags import UNDONE, not_done
from core.planner.sql_plain_requests import one_day

Tables = dict[str, list[tuple[str, str]]]
_DUE = re.compile(r"\bdue\s+(before|b4|by|until|till)\s+(.+?)(?=\s*(?:[,?!;]|\.\s|\.?$)|\s+(?:that|which|in\s+date)\b)", re.I)
_DUE_COLUMN = re.compile(r"(?:^|_)due(?:_date|_on)?$|^due_|^next_due", re.I)


def due_rows(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """SELECT the rows due before (or by) the day said, and/or not done yet, soonest due first."""
    due, undone = _DUE.search(request), UNDONE.search(request)
    if not (due or undone):
        return None
    day = one_day(f"{'before' if due.group(1).lower() in ('before', 'b4') else 'by'} {due.group(2)}", today) if due else None
    if due and day is None:
        return None  # a day not understood: no list that ignores it
    found = []
    for table, columns in tables.items():
        when = next((c for c, _ in columns if _DUE_COLUMN.search(c)), None)
        if (when or not due) and (not_done(columns) or not undone):
            found.append((table, when))
    named = [f for f in found if re.search(rf"\b{re.escape(f[0])}\b", request, re.I)]  # "… due b4 xmas … orders.db": orders
    if len(found) != 1 and len(named) != 1:
        return None
    table, when = (named or found)[0]
    where, params = [], []
    if day:  # "before xmas": up to Christmas Eve; "by fri": that day too
        where.append(f'date("{when}") {"<" if due.group(1).lower() in ("before", "b4") else "<="} ?')
        params.append(day[0])
        if not undone:  # "which horses r due before xmas": from today on (a job not finished stays due however late)
            where.append(f'date("{when}") >= ?')
            params.append(today.isoformat())
    if undone:
        condition, values = not_done(tables[table])
        where.append(condition)
        params.extend(values)
    order = f' ORDER BY "{when}"' if when else ""
    return {"sql": f'SELECT * FROM "{table}" WHERE {" AND ".join(where)}{order} LIMIT 100', **({"params": params} if params else {})}
