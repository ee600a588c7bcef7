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
from core.planner.sql_periods import MONTHS, PERIOD, dated_columns, period
from core.planner.sql_said_columns import NUMERIC, in_column, table_said, typed
from core.planner.sql_totals import LABELS, PARTIES, STATES, table_named

Tables = dict[str, list[tuple[str, str]]]
Columns = list[tuple[str, str]]

_FILE = re.compile(r"(?:~?/)?(?:[\w.-]+/)*[\w-]+\.(?:db|sqlite3?)\b|\b(?:in|from|to)\s+~?/(?:[\w.-]+/?)+", re.I)
_TABLE = re.compile(r"\(?\b(?:the\s+)?[\w-]+\s+(?:table|tbl)\b\)?|\btable\s+(?:called\s+)?[\w-]+", re.I)
_VALUE = r"('[^']*'|\"[^\"]*\"|[^,;()]+?)"
_END = r"(?=\s*(?:[,;()]|\.\s|[.?!]?\s*$|\s+(?:and|where|on|for|in|col|column)\b))"
_NOT_A_VALUE = re.compile(r"^(?:cols?|columns?|tables?|and|or|to|on|in|at|of|for|is|was|the|yet|now|please|pls|as|by|from|with)$", re.I)
_OPS = {"before": "<", "earlier than": "<", "until": "<=", "up to": "<=", "after": ">", "later than": ">", "since": ">=", "from": ">="}


_WHOSE = re.compile(r"\bwhat(?:'?s|\s+is|\s+was)\s+([a-z][\w-]*)['’]s\s+([a-z][a-z_ ]{1,30}?)\s*(?:\?|,|$)", re.I)


_WHOSE_THING = re.compile(r"\b([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)['’]s\s+([a-z][\w-]*)\s+[a-z]+\s+(?:from|out\s+of|off)\b", re.I)
_PEOPLE = ("name", "full_name", "governor", "member", "student", "pupil", "staff", "employee", "volunteer", "person", *PARTIES)
_KINDS = ("course", "title", "type", "kind", "category", "item", "description", "activity", "subject")


def _whose_thing(request: str, columns: Columns, today: dt.date) -> tuple[list[str], list[Any]]:
    """"remove sue whitfield's prevent training from the training table …, the one dated 12/10/2026": her row of that
    kind (on that day when said); ([], []) unless the table has a person's and a kind's column."""
    m = _WHOSE_THING.search(request)
    names = [c for c, _ in columns]
    person = next((c for n in _PEOPLE for c in names if c.lower() == n), None)
    kind = next((c for n in _KINDS for c in names if c.lower() == n), None)
    if not (m and person and kind):
        return [], []
    where, params = [f'lower("{person}") = lower(?)', f'"{kind}" LIKE ?'], [m.group(1), f"%{m.group(2)}%"]
    dated = re.search(r"\b(?:dated|on)\s+(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}(?:\s+\d{4})?)", request, re.I)
    day = dated_columns(names)
    if dated and len(day) == 1:
        where.append(f'date("{day[0]}") = ?')
        params.append(in_column(dated.group(1), day[0], "TEXT", today))
    return where, params


def _said(column: str) -> str:
    """A column's name as typed: "appt_date", "appt date"."""
    return r"\b" + re.escape(column).replace(r"_", r"[_ ]") + r"\b"


def _typed(value: str, column: str, declared: str, today: dt.date) -> Any:
    value = value.strip().strip("'\"")
    return in_column(value, column, declared, today)


def _condition(column: str, declared: str, op: str, value: str, today: dt.date, exact: bool = False) -> tuple[str, Any]:
    """A column's condition; a text said plainly matches in any case ("status cancelled"), one typed with "=" exactly."""
    typed = _typed(value, column, declared, today)
    if isinstance(typed, str) and op == "=" and not exact and not NUMERIC.search(declared.upper()) and column not in dated_columns([column]):
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
                            (rf"(?:^|[,;]|\band\b|\bwhere\b)\s*{name}\s+([A-Za-z0-9][^,;()]*?){_END}", "="),  # "and supplier Travis Perkins"
                            (rf"{name}\s+([\w.@£-]+){_END}", "=")):
            m = re.search(pattern, text, re.I)
            if not m or (op == "=" and _NOT_A_VALUE.match(m.group(1).split()[0])) or (op == "is" and _NOT_A_VALUE.match(m.group(2).strip())) \
                    or (op == "=" and re.search(r"\s(?:is|was|are|has|have)\s", m.group(1))):  # "question 212 is a duplicate": a sentence
                continue
            if op is None:
                said_op, value = m.group(1), m.group(2)
            elif op == "is":
                said_op, value = ("!=" if m.group(1) else "="), m.group(2)
            elif op == "when":
                said_op, value = _OPS[re.sub(r"\s+", " ", m.group(1).lower())], m.group(2)
            else:
                said_op, value = "=", m.group(1)
            sql, typed = _condition(column, declared, "!=" if said_op == "<>" else said_op, value, today, exact=op is None)
            where.append(sql)
            params.append(typed)
            text = text[:m.start()] + " " + text[m.end():]
            break
    said = re.search(r"\bcol(?:umn)?\s+(?:is|=|:)\s*['\"]?(\w+)", text, re.I)
    column = next((c for c, _ in columns if said and c.lower() == said.group(1).lower()), None)
    noun = column.split("_")[0] if column and "_" in column and not any(f'"{column}"' in w for w in where) else None
    before = re.search(rf"\b(?:the\s+)?([a-z]\w*)\s+{re.escape(noun)}\b", text, re.I) if noun else None
    if before and not _NOT_A_VALUE.match(before.group(1)):  # "… are in the blue group? column is group_colour"
        where.append(f'lower("{column}") = lower(?)')
        params.append(before.group(1))
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


def listed_after_table(request: str, tables: Tables) -> tuple[str, str] | None:
    """(table, the new row's listed values) when the values follow the table's name: "add to stalls.db stallholders table:
    name Priya Shah, …", "add to ~/house/budget.db costs: item 'level 2 survey', …"."""
    after = re.search(r"\b(?:table|tbl)\b\)?(?:\s+(?:in|of|at)\s+\S+?)?\s*[:–-]\s*(.+?)\s*[.!]?$", request, re.I | re.S)  # "… table in x.db: …"
    if after and (said := table_said(request, tables)):
        return said, after.group(1)
    after = re.search(r"\.(?:db|sqlite3?)\s+([\w-]+)\s*:\s*(.+?)\s*[.!]?$", request, re.I | re.S)
    named = table_named(after.group(1), tables) if after else None
    return (named, after.group(2)) if named else None


def counted_on_day(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"how many booked in for this sat? ~/shop/bookings.db appointments table": the rows of the named table on that day
    (not the cancelled ones), when nothing else in the question says which; None for a list asked with it ("which walks
    did pat lead in october & how many turned up?" is no count of October's walks) or a second question."""
    if re.search(r"\bwhich\b", request, re.I) or len(re.findall(r"\bhow\s+(?:many|much)\b", request, re.I)) > 1:
        return None  # "how many glaze firings … in nov n how many kiln hrs was that": two questions, no count of every row
    return complete("query", request, tables, today, day_only=True)


def complete(op: str, request: str, tables: Tables, today: dt.date, day_only: bool = False) -> dict[str, Any] | None:
    """The sqlite call's values when the request names its table and states rows or values by column name."""
    bare = _stripped(request)  # "invoices.db" names a file, not its invoices table
    table = table_said(request, tables) or next((t for t in tables if re.search(rf"\b{re.escape(t)}\b", bare)), None)
    if not table or not (re.search(r"\b(?:table|tbl)\b", request, re.I) or re.search(rf"\b{re.escape(table)}\b", bare)):
        return _set_plainly(request, tables) if op == "update" else None  # "phonics_groups", "from appointments in …": its name
    columns = tables[table]
    text = _stripped(request)
    if op == "update":
        return _update(text, table, columns, today)
    if op == "delete":
        where, params, rest = _rows(text, columns, today)
        where, params = (where, params) if where else _whose_thing(request, columns, today)
        return {"table": table, "where": " AND ".join(where), "params": params} if where else None
    summed = re.search(r"\b(?:total|sum)\s+(?:of\s+)?(?:the\s+)?([a-z_]+)", request, re.I)
    measure = next((c for c, kind in columns if summed and c.lower() == summed.group(1).lower() and NUMERIC.search(kind.upper())), None)
    if op == "query" and measure:  # "costs table - total amount where paid = 0"
        where, params, rest = _rows(re.sub(_said(measure), " ", text, count=1, flags=re.I), columns, today)
        day = _day(rest, columns, today)
        where, params = (where + [day[0]], params + day[1]) if day else (where, params)
        return {"sql": f'SELECT sum("{measure}") FROM "{table}"' + (f' WHERE {" AND ".join(where)}' if where else ""),
                **({"params": params} if params else {})}
    whose = _WHOSE.search(request) if op == "query" else None
    asked = next((c for c, _ in columns if whose and c.lower() == "_".join(whose.group(2).lower().split())), None)
    label = next((c for c, _ in columns if c.lower().endswith("name") or c.lower() in (*LABELS, *PARTIES)), None)
    if asked and label:  # "whats juno's hip score? … health_tests table": that column of her row
        return {"sql": f'SELECT "{label}", "{asked}" FROM "{table}" WHERE lower("{label}") = lower(?) LIMIT 100', "params": [whose.group(1)]}
    if op == "query" and not re.search(r"\bhow\s+much\b|\b(?:total|sum|average)\b", request, re.I):
        where, params, rest = _rows(text, columns, today)
        counted = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", request, re.I)
        day = _day(rest, columns, today) if where or (counted and day_only) else None  # "how many booked in for this sat? …"
        if day:
            where, params = [*where, day[0]], [*params, *day[1]]
        state = next((c for c, _ in columns if c.lower() in STATES), None)
        if day and state and re.search(r"\bbooked\b", request, re.I) and not any(f'"{state}"' in w for w in where):
            where.append(f"coalesce(lower(\"{state}\"), '') NOT IN ('cancelled', 'canceled')")  # booked in: not the cancelled ones
        if not where:
            return None
        just = re.search(r"\b(?:just|only)\s+(?:the\s+|their\s+)?([a-z]\w*)", request, re.I)
        word = just.group(1).lower() if just else ""
        shown = next((c for c, _ in columns if word and c.lower() in (word, word[:-1], word[:-2]) and len(word) > 2), None)  # "just names"
        picked = "count(*)" if counted else f'"{shown}"' if shown else "*"
        return {"sql": f'SELECT {picked} FROM "{table}" WHERE {" AND ".join(where)}'
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
    where, params = (where, params) if where else _numbered(text, columns)
    label = next((c for n in ("address", *LABELS, *PARTIES) for c, _ in columns if c.lower() == n), None)
    whose = re.search(r"\bfor\s+(?!the\s+(?:row|rows|record)\b|(?:her|him|them|it|me|us|all|every\w*)\b)([^,;]+?)(?:\s+in)?\s*(?:[,;.!]|$)",
                      text, re.I) if not where and label else None
    if whose:  # "viewings table set rating to 4 for 14 Larch Close": the row that label names
        where, params = [f'lower("{label}") = lower(?)'], [whose.group(1).strip(" ,'\"")]
    return {"table": table, "values": values, "where": " AND ".join(where), "params": params} if where else None


def _numbered(text: str, columns: Columns) -> tuple[list[str], list[Any]]:
    """The row a number names by its key column's word: "invoice 1043 has been paid" → invoice_no = 1043."""
    for column, declared in columns:
        key = re.fullmatch(r"([a-z]+)_(?:no|num|number|id|ref)", column, re.I)
        said = re.search(rf"\b{key.group(1)}s?\s+(?:no\.?\s*|number\s+|#)?(\d+)\b", text, re.I) if key else None
        if said:
            return [f'"{column}" = ?'], [int(said.group(1)) if NUMERIC.search(declared.upper()) else said.group(1)]
    return [], []


_WHERE = re.compile(r"\bwhere\s+(?:the\s+)?(\w+)\s*(=|!=|<>|<=|>=|<|>|\bis\b|\blike\b)\s*('[^']*'|\"[^\"]*\"|[\w.@-]+)", re.I)


def typed_where(request: str, tables: Tables) -> dict[str, Any] | None:
    """A condition the user typed ("where client = 'TEST'") on the one table that has that column, as a ?
    parameter; None when no table or several have it."""
    m = _WHERE.search(request)
    holders = [t for t, cols in tables.items() if m and any(c.lower() == m.group(1).lower() for c, _ in cols)] if m else []
    if len(holders) != 1:
        return None
    column = next(c for c, _ in tables[holders[0]] if c.lower() == m.group(1).lower())
    op = "=" if m.group(2).lower() == "is" else m.group(2).upper()
    return {"table": holders[0], "where": f'"{column}" {op} ?', "params": [typed(m.group(3), dict(tables[holders[0]])[column])]}


def _set_plainly(request: str, tables: Tables) -> dict[str, Any] | None:
    """"blue collar bitch in B26 is reserved now - … update litters.db set status reserved and buyer Harrison": the new
    values said after "set" (no "to"), in the one table that has those columns, on the rows its words before them name
    ("blue collar": collar = blue; "in B26": the litter column of litters.db)."""
    said = re.search(r"\bset\s+(.+?)\s*[.!]?$", request, re.I)
    if not said:
        return None
    pairs = re.findall(r"(?:^|\band\s+|,\s*)([a-z_]+)\s+(?!to\b|=)([\w' -]+?)(?=\s+and\s+[a-z_]+\s|\s*,|\s*$)", said.group(1), re.I)
    found = [t for t, cols in tables.items() if pairs and all(c.lower() in {n.lower() for n, _ in cols} for c, _ in pairs)]
    if len(found) != 1:
        return None
    table, columns = found[0], dict(tables[found[0]])
    spelt = {n.lower(): n for n in columns}  # as the schema spells each column
    values = {spelt[c.lower()]: typed(v.strip(), columns[spelt[c.lower()]]) for c, v in pairs}
    before = request[:said.start()]
    where, params = [], []
    for column in (c for c in columns if c not in values and "_" not in c):
        m = re.search(rf"\b([a-z]\w*)\s+{re.escape(column)}\b", before, re.I)
        if m and not _NOT_A_VALUE.match(m.group(1)):  # "blue collar"
            where.append(f'lower("{column}") = lower(?)')
            params.append(m.group(1))
    code = re.search(r"\bin\s+([A-Z]{1,3}\d{1,4})\b", before)
    filed = re.search(r"\b([\w-]+?)s?\.(?:db|sqlite3?)\b", request)
    holder = next((c for c in columns if filed and c.lower() == filed.group(1).lower() and c not in values), None)
    if code and holder:  # "in B26" of litters.db: its litter column
        where.append(f'"{holder}" = ?')
        params.append(code.group(1))
    return {"table": table, "values": values, "where": " AND ".join(where), "params": params} if where else None


def column_and_value(clause: str, columns: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(column, value) when a counted clause names a column and a short value after it: "in section C" → section, C;
    "in div 2" → division, 2 (a column of six letters or more said by its first three); None otherwise."""
    for whole in (True, False):  # the column's own name first, then a long one's first letters ("div" for division)
        for column, kind in columns:
            if "date" in column.lower() or not whole and len(column) < 6:
                continue
            said = re.escape(column.replace("_", " ")) if whole else r"[a-z]{3,}"
            for m in re.finditer(rf"\b(?=({said})\.?\s+([A-Z0-9][\w-]{{0,5}})\b)", clause, re.I):  # every word, overlapping
                value = m.group(2)
                if (whole or column.lower().startswith(m.group(1).lower())) and (value.isdigit() if NUMERIC.search(kind.upper()) else (
                        value[0].isupper() or value[0].isdigit() or len(value) == 1)):
                    return column, value
    return None
