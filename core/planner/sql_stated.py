"""Database requests that state the schema's own words: the table ("…, appointments table, …") and, by column name, the
rows ("status 'DNA'", "paid=0", "appt_date before 1st oct", "where business is Tom Crane Woodturning", "on id 4471") or
the new values ("paid to 1", "change clinician on id 4471 to Nurse Okafor", "name Priya Shah, pitch 22"). A day or a
week said elsewhere ("so far this week", "for the 12th") narrows a day column the request names. None unless the table
is named and a row or value is stated, so the plainer readers (sql_requests.py) try."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import day_spans, sql_plain_requests
from core.planner.sql_said_columns import NUMERIC, in_column, table_said
from core.planner.sql_totals import MONTHS, PERIOD, dated_columns, period

Tables = dict[str, list[tuple[str, str]]]
Columns = list[tuple[str, str]]

_FILE = re.compile(r"(?:~?/)?(?:[\w.-]+/)*[\w-]+\.(?:db|sqlite3?)\b|\b(?:in|from|to)\s+~?/(?:[\w.-]+/?)+", re.I)
_TABLE = re.compile(r"\(?\b(?:the\s+)?[\w-]+\s+(?:table|tbl)\b\)?|\btable\s+(?:called\s+)?[\w-]+", re.I)
_VALUE = r"('[^']*'|\"[^\"]*\"|[^,;()]+?)"
_END = r"(?=\s*(?:[,;()]|\.\s|[.?!]?\s*$|\s+(?:and|where|on|for|in|col|column)\b))"
_NOT_A_VALUE = re.compile(r"^(?:cols?|columns?|tables?|and|or|to|on|in|at|of|for|is|was|the|yet|now|please|pls|as|by|from|with)$", re.I)
_OPS = {"before": "<", "earlier than": "<", "until": "<=", "up to": "<=", "after": ">", "later than": ">", "since": ">=", "from": ">="}


def _said(column: str) -> str:
    """A column's name as typed: "appt_date", "appt date"."""
    return r"\b" + re.escape(column).replace(r"_", r"[_ ]") + r"\b"


def _typed(value: str, column: str, declared: str, today: dt.date) -> Any:
    value = value.strip().strip("'\"")
    return in_column(value, column, declared, today)


def _condition(column: str, declared: str, op: str, value: str, today: dt.date) -> tuple[str, Any]:
    typed = _typed(value, column, declared, today)
    if isinstance(typed, str) and op == "=" and not NUMERIC.search(declared.upper()) and column not in dated_columns([column]):
        return f'lower("{column}") = lower(?)', typed
    return (f'date("{column}") {op} ?' if column in dated_columns([column]) else f'"{column}" {op} ?'), typed


def _rows(text: str, columns: Columns, today: dt.date) -> tuple[list[str], list[Any], str]:
    """The conditions the text states by column name, their ? values, and the text without them."""
    where: list[str] = []
    params: list[Any] = []
    for column, declared in sorted(columns, key=lambda c: -len(c[0])):
        name = _said(column)
        for pattern, op in ((rf"{name}\s*(<=|>=|!=|<>|=|<|>)\s*{_VALUE}{_END}", None),
                            (rf"{name}\s+(?:is|was|are)\s+(not\s+)?{_VALUE}{_END}", "is"),
                            (rf"{name}\s+(before|earlier\s+than|until|up\s+to|after|later\s+than|since|from)\s+{_VALUE}{_END}", "when"),
                            (rf"{name}\s+('[^']*'|\"[^\"]*\")", "="),
                            (rf"{name}\s+([\w.@£-]+){_END}", "=")):
            m = re.search(pattern, text, re.I)
            if not m or (op == "=" and _NOT_A_VALUE.match(m.group(1))) or (op == "is" and _NOT_A_VALUE.match(m.group(2).strip())):
                continue
            if op is None:
                said_op, value = m.group(1), m.group(2)
            elif op == "is":
                said_op, value = ("!=" if m.group(1) else "="), m.group(2)
            elif op == "when":
                said_op, value = _OPS[re.sub(r"\s+", " ", m.group(1).lower())], m.group(2)
            else:
                said_op, value = "=", m.group(1)
            sql, typed = _condition(column, declared, "!=" if said_op == "<>" else said_op, value, today)
            where.append(sql)
            params.append(typed)
            text = text[:m.start()] + " " + text[m.end():]
            break
    return where, params, text


def _day(text: str, columns: Columns, today: dt.date) -> tuple[str, list[str]] | None:
    """A condition on the day column the text names (or the table's only one) for a week or a day said in it."""
    named = [c for c, _ in columns if c in dated_columns([c]) and re.search(_said(c), text, re.I)]
    dated = named or dated_columns([c for c, _ in columns])
    if len(dated) != 1:
        return None
    span = PERIOD.search(text)
    if span:
        first, last = period(span, today)
        if re.search(r"\bso\s+far\b", text, re.I):
            last = min(last, today.isoformat())
        return f'date("{dated[0]}") BETWEEN ? AND ?', [first, last]
    clause = re.sub(_said(dated[0]), " ", text, flags=re.I)
    one_day = sql_plain_requests.one_day(clause, today)
    nth = re.search(r"\b(?:for|on|of)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:" + "|".join(MONTHS) + "))", clause, re.I) if not one_day else None
    day = day_spans.nth_day(int(nth.group(1)), today) if nth else None  # "who hasnt paid for the 12th": the next 12th
    return (f'date("{dated[0]}") = ?', [one_day[0] if one_day else day.isoformat()]) if one_day or day else None


def _stripped(request: str) -> str:
    return _TABLE.sub(" , ", _FILE.sub(" , ", request))


def complete(op: str, request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """The sqlite call's values when the request names its table and states rows or values by column name."""
    table = table_said(request, tables)
    if not table or not re.search(r"\b(?:table|tbl)\b", request, re.I):
        return None
    columns = tables[table]
    text = _stripped(request)
    if op == "update":
        return _update(text, table, columns, today)
    if op == "delete":
        where, params, rest = _rows(text, columns, today)
        return {"table": table, "where": " AND ".join(where), "params": params} if where else None
    if op == "query" and not re.search(r"\bhow\s+much\b|\b(?:total|sum|average)\b", request, re.I):
        where, params, rest = _rows(text, columns, today)
        day = _day(rest, columns, today) if where else None
        if day:
            where, params = [*where, day[0]], [*params, *day[1]]
        if not where:
            return None
        counted = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", request, re.I)
        return {"sql": f'SELECT {"count(*)" if counted else "*"} FROM "{table}" WHERE {" AND ".join(where)}'
                       + ("" if counted else " LIMIT 100"), "params": params}
    return None


def _update(text: str, table: str, columns: Columns, today: dt.date) -> dict[str, Any] | None:
    """New values said "<column> to <value>" (or "change <column> on id 4471 to <value>"), the rows by the rest."""
    values: dict[str, Any] = {}
    for column, declared in sorted(columns, key=lambda c: -len(c[0])):
        name = _said(column)
        m = re.search(rf"{name}\s+(?:(?:on|for)\s+(.+?)\s+)?(?:to|=)\s+{_VALUE}{_END}", text, re.I)
        if m and not _NOT_A_VALUE.match(m.group(2).strip()):
            values[column] = _typed(m.group(2), column, declared, today)
            text = text[:m.start()] + " , " + (m.group(1) or "") + " , " + text[m.end():]
    if not values:
        return None
    where, params, _ = _rows(text, [c for c in columns if c[0] not in values], today)
    return {"table": table, "values": values, "where": " AND ".join(where), "params": params} if where else None
