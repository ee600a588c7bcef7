"""A count asked of a user's table ("how many ewes scanned twins this year? … the column is scan_result", "how many
members joined before 1 January"): count(*) narrowed by what the question says after its noun, or None (asked)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, sql_named_rows, sql_plain_requests, sql_stated
from core.planner.extract import stem
from core.planner.sql_flags import NUMERIC
from core.planner.sql_periods import PERIOD, YEAR, dated_columns, period, year_said
from core.planner.sql_totals import STATES, column_named, dated_table, day_words, table_named

_BEFORE = re.compile(r"\b(?:since\s+)?(?:before|prior\s+to)\s+(?:the\s+)?(.+?)(?=[?!,;]|\.\s|$)", re.I)
_COLUMN_SAID = re.compile(r"\bcolumn\s+(?:is\s+|called\s+)?['\"]?(\w+)", re.I)


def _before_date(request: str, columns: list[tuple[str, str]], today: dt.date) -> tuple[str, str] | None:
    """(date column, ISO day) for "… before 1 January this year": the column the request names, else the only
    date-like one; None when the request states no such day or the table has no such column."""
    m = _BEFORE.search(request)
    mention = next(iter(dates.date_mentions(m.group(1))), None) if m else None
    if mention is None or not (mention.month and mention.day):
        return None
    year = mention.year or (today.year - 1 if re.search(r"\blast\s+year\b", m.group(1), re.I) else today.year)
    said = _COLUMN_SAID.search(request)
    names = [c for c, _ in columns]
    column = next((c for c in names if said and c.lower() == said.group(1).lower()), None) or (
        lambda dated: dated[0] if len(dated) == 1 else None)(
        [c for c in names if re.search(r"date|visit|_on$|_at$|^when", c, re.I)])
    return (column, dt.date(year, mention.month, mention.day).isoformat()) if column else None


_COUNT_FILLER = set("are is was were there do does did i we you have has had got in on at of the my our a an all them total "
                    "altogether currently now right today listed stored saved kept database table tables db its it's so far "
                    "yet already done r going out go goes went gone coming come log logged recorded".split())
_CLAUSE_END = re.compile(r"[?!.,;:()]|\s[-–]\s|\b(?:it'?s|its)\s+in\b", re.I)
DB_FILE = re.compile(r"\b([\w-]+\.(?:db|sqlite3?))\b", re.I)  # "show.db": show.db
_IN_DB = re.compile(rf"\s*\b(?:in|from|on)\s+(?:the\s+|my\s+)?{DB_FILE.pattern}|{DB_FILE.pattern}", re.I)


def counted(request: str, table: str, tables: dict[str, list[tuple[str, str]]], many: re.Match[str],
             today: dt.date) -> dict[str, Any] | None:
    """count(*) of the table, narrowed by what the question says after its noun: a day before which ("… since before 1
    January"), a value of the column the request names ("how many ewes scanned twins this year? … the column is
    scan_result"), a year when the table has one date column; None when it says more than that (asked, never a
    count of every row)."""
    columns = tables[table]
    before = _before_date(request, columns, today)
    if before:
        return {"sql": f'SELECT count(*) FROM "{table}" WHERE "{before[0]}" < ?', "params": [before[1]]}
    rest = _IN_DB.sub(" ", request[many.end(1):])  # "how many students in students.db havent signed …": what follows
    end = _CLAUSE_END.search(rest)
    clause = rest[:end.start()] if end else rest
    year, span = YEAR.search(clause), PERIOD.search(clause)
    filed = {stem(p) for f in re.findall(r"([\w-]+)\.(?:db|sqlite3?)\b", request) for p in f.lower().split("_")}  # "veg box" of veg_boxes.db
    said = [w for w in re.findall(r"[A-Za-z][\w'-]*", PERIOD.sub(" ", YEAR.sub(" ", clause))) if w.lower() not in _COUNT_FILLER
            and stem(w.lower()) not in filed]
    pair = sql_stated.column_and_value(clause, columns)  # "how many burials in section C"
    if pair:
        return {"sql": f'SELECT count(*) FROM "{table}" WHERE lower("{pair[0]}") = lower(?)', "params": [pair[1]]}
    one_day = None if span or year else sql_plain_requests.one_day(clause, today)  # "going out fri"
    if one_day:  # "how many veg box orders r going out fri? …, orders table": the day, not the table, says which
        said = [w for w in said if not sql_plain_requests.said_in(w, one_day[1])
                and stem(w.lower()) not in (stem(table.lower()), stem(table.lower()).rstrip("s"))]
    if span:  # "how many dogs have i got booked in next week": the rows of the table the day is kept in (bookings)
        table = dated_table(table, said, tables)
        if table is None:
            return None
        columns, said = tables[table], [w for w in said if stem(w.lower()) not in (stem(table.lower()), stem(table.lower()).rstrip("s"))]
    if span or year or one_day:  # "checking in in december": the words of the day's column (check_in) say which day, not which rows
        parts = day_words(dated_columns(c for c, _ in columns))  # "finish": completed_on
        said = [w for w in said if stem(w.lower()) not in parts]
    where, params = [], []
    flag = sql_named_rows.flag_condition(clause, columns) if said else None
    if flag:  # "… havent signed the waiver yet": waiver_signed 0 or empty
        where.append(flag[0])
    elif said:
        named = _COLUMN_SAID.search(request) or re.search(r"\b(\w+)\s+col(?:umn)?\b", request, re.I)
        column = next((c for c, _ in columns if named and c.lower() == named.group(1).lower()), None)
        if column is None or len(said) > 2:
            return None
        where.append(f'lower("{column}") = ?')
        params.append(said[-1].lower())  # "scanned twins": the value is what the rows were found to be
    year_column = next((c for c, kind in columns if c.lower() == "year" and "INT" in kind.upper()), None)
    if year and year_column:  # "this year" in a table that keeps the year itself (rents.year)
        where.append(f'"{year_column}" = ?')
        params.append(int(year_said(year, today)))
        year = None
    if year or span or one_day:
        dated = dated_columns(c for c, _ in columns)
        words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", request)}
        dated = [c for c in dated if set(map(stem, c.lower().split("_"))) <= words] if len(dated) > 1 else dated  # "checking in": check_in
        if len(dated) != 1:
            return None
    if year:
        where.append(f'strftime(\'%Y\', "{dated[0]}") = ?')
        params.append(year_said(year, today))
    if span:
        where.append(f'date("{dated[0]}") BETWEEN ? AND ?')
        params.extend(period(span, today))
    if one_day:
        where.append(f'date("{dated[0]}") = ?')
        params.append(one_day[0])
    sql = f'SELECT count(*) FROM "{table}"' + (" WHERE " + " AND ".join(where) if where else "")
    return {"sql": sql, **({"params": params} if params else {})}


# "how many active clients have we got self funding v council funded": a count for each value of the column the words
# beside "v" name (funding), of the rows in the state said before the table's noun (active)
_VERSUS = re.compile(r"\bhow\s+many\s+(?:([a-z]+)\s+)?([a-z]+)\b(?P<rest>.*\b[a-z]+\s+(?:v|vs\.?|versus)\s+[a-z]+(?:\s+[a-z]+)?)", re.I)


def counted_versus(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """The count per value of the one column a word beside "v" starts like; None unless exactly one column fits."""
    m = _VERSUS.search(request)
    said = {w.lower()[:4] for w in re.findall(r"[a-z]{4,}", m.group("rest"), re.I)} if m else set()
    found = [(t, c) for t, cols in tables.items() for c, kind in cols if c.lower()[:4] in said and not c.lower().endswith("_id")
             and not NUMERIC.search(kind.upper())]
    if len(found) != 1:
        return None
    table, column = found[0]
    state = column_named(STATES, tables[table]) if m.group(1) and table_named(m.group(2), tables) == table else None
    where = f' WHERE lower("{state}") = lower(?)' if state else ""
    return {"sql": f'SELECT "{column}", count(*) FROM "{table}"{where} GROUP BY "{column}" ORDER BY "{column}"',
            **({"params": [m.group(1)]} if state else {})}
