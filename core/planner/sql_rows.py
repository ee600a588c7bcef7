"""Requests on a database read against its rows, when its tables and columns alone could not say which rows or
column are meant: the names, things and days a request says are found in the cells that hold them (``sql_row_links``).

"millbrook have folded so get rid of all their games from fixtures.db": opponent = 'Millbrook CC';
"the kowalski xmas sit finishes on the 28th not the 27th": the Kowalski row whose end_date is the 27th gets the 28th
(changes: ``sql_row_changes``); "which walks did pat lead in october": leader = 'Pat' in walks, walk_date in October.
What the values cannot settle (two tables, a period or a number said that no row holds, a comparison) is still asked.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import sql_new_rows as new_rows
from core.planner import sql_row_links as rl
from core.planner.extract import STOPWORDS
from core.planner.sql_periods import MONTHS, PERIOD, month_begun, period
from core.planner.sql_row_changes import changed
from core.planner.sql_row_links import Link
from core.planner.sql_totals import table_named, taken_out_of


def complete(op: str, request: str, tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]],
             links: list[Link], today: dt.date) -> dict[str, Any] | None:
    """The sqlite call's values read against the rows; None when the rows do not settle it: the values said lie in two
    tables that do not point at each other, or a day, period or number said matches none of the rows. Values said of a
    row another table points at ("hadleys cancelled sat, take it out": clients.name) pick out that table's rows by the
    row's key (visits.client_id = 4)."""
    if op not in ("delete", "update", "query"):
        return None
    table = rl.table_of(request, links)
    direct = _on_table(op, request, tables, rows, table, [k for k in links if k.table == table], today) \
        if table is not None and not rl.foreign(links, table) else None
    through = [found for child, lifted in _through(tables, rows, links)
               if (found := _on_table(op, request, tables, rows, child, lifted, today))]
    if op == "delete" and direct and parent_unsaid(request, table, tables):  # "Megan Doyle no can make thursday, … take her
        # off": her lesson that day, not Megan from students (other tables keep her id)
        return through[0] if len(through) == 1 else None
    named = taken_out_of(request, tables) if op == "delete" else None
    mine = [k for k in links if k.table == table] if named == table else []
    if mine and not direct and len(mine) == len(links):  # "pls remove Jessa Manalo na sa members":
        # her members row (every value said is one of its), not one of her dues; "she quit mr ho F3 maths" is no class deleted
        where, params = rl.where(mine)
        return rl.at_most(request, {"table": table, "where": where, "params": params}, one=True)
    if named and named != table:  # "Sadia Butt has shifted to Islamabad, remove her from the regular list": her regulars
        # row (by customer_id), never the customer herself
        kept = [found for found in through if found.get("table") == named]
        return kept[0] if len(kept) == 1 else None
    if direct and not (op == "query" and through and _referenced(table, tables[table], tables)
                       and not _names_a_column(request, table, tables[table])):
        return direct  # "whats mrs dysons phone number": hers; "has mrs dyson had her boots back": her tickets
    if len(through) == 1:
        return through[0]
    return _came_on_the_day(request, tables, rows, links, today) if op == "query" and not through and not direct else None


def keyed_children(tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether a table of the database points at another's rows (a new visit takes its client's key, not their name)."""
    return any(_children(parent, tables) for parent in tables)


def new_row_with_key(request: str, tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]],
                     links: list[Link], today: dt.date) -> dict[str, Any] | None:
    """"new one in jobs.db - jean nixon penrith sat 5th dec, sky dish realign £60": the new row of the one table that
    points at the customer said, with her key (customer_id) and the other values said, her own words left out."""
    lifted = _through(tables, rows, links)
    if len(lifted) != 1:
        return None
    child, (key, *_own) = lifted[0]
    said = {w for k in links if k.table != child and isinstance(k.value, str) for w in re.findall(r"[a-z0-9]+", k.value.lower())}
    rest = re.sub(r"\b(" + "|".join(map(re.escape, sorted(said, key=len, reverse=True))) + r")(?:'?s)?\b", " ", request, flags=re.I) \
        if said else request
    columns = [(c, kind) for c, kind in tables[child] if c != key.column]
    found = new_rows.listed_row(rest, {child: columns}, today)
    if not found or found.get("table") != child or not found.get("row"):
        return None
    return {"table": child, "row": {key.column: key.value, **found["row"]}}


_CAME = {"came", "come", "turned", "attended", "went", "showed", "were", "was", "booked", "people", "of", "them", "us", "we"}


def _came_on_the_day(request: str, tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]],
                     links: list[Link], today: dt.date) -> dict[str, Any] | None:
    """"how many came on the 12th?": the rows of the one table whose day column holds the day said, counted."""
    many = _HOW_MANY.search(request)
    if not many or not set(many.group(1).lower().split()) <= _CAME or _MORE_THAN_ROWS.search(request) \
            or any(k.strength >= 1.0 for k in links):
        return None
    held = [(t, days) for t in tables if (days := rl.day_links(request, t, tables[t], rows.get(t, []), today))]
    if len(held) != 1 or len({(k.column, k.value) for k in held[0][1]}) != 1:
        return None
    where, params = rl.where(held[0][1])
    return {"sql": f'SELECT count(*) FROM "{held[0][0]}" WHERE {where}', "params": params}


def _on_table(op: str, request: str, tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]],
              table: str, mine: list[Link], today: dt.date) -> dict[str, Any] | None:
    """The statement on ``table`` from the values said of its rows (``mine``) and the days and measures said."""
    columns, table_rows = tables[table], rows.get(table, [])
    mine = [*mine, *_unit_links(request, table, columns, table_rows)]
    days = rl.day_links(request, table, columns, table_rows, today)
    if op == "query":
        return _queried(request, table, columns, table_rows, mine, days, today)
    ranged = (said := PERIOD.search(request)) and not said.group(1) or _SO_FAR_THIS_MONTH.search(request) or _SINCE.search(request)
    if ranged:
        return None  # "take her off the rest of this weeks bookings": rows of a period, not read here
    if op == "update":  # "… paid both their bills today": a day it happened
        return changed(request, table, columns, table_rows, mine + days, today)
    if _referenced(table, columns, tables):  # "sam durrant … get rid of the cancelled one from the 13th": a visit, not him
        return None
    chosen, found = rl.chosen(mine + days, table_rows)
    if rl.days_named(request, today) and not any(k in days for k in chosen):
        return None
    chosen, found = _by_number(request, table, chosen, found)
    if not found or not any(k.strength >= 1.0 for k in chosen) or _unmatched_number(request, found):
        return None
    where, params = rl.where(chosen)
    return rl.at_most(request, {"table": table, "where": where, "params": params}, one=True)


def _children(parent: str, tables: dict[str, list[tuple[str, str]]]) -> list[tuple[str, str, str]]:
    """(table, its column, the parent's key) of each table that points at the parent's rows: visits.client_id →
    clients.id, visits.cust_id → customers.cust_id."""
    names = [c for c, _ in tables[parent]]
    found = []
    for child, columns in tables.items():
        for column, _ in columns if child != parent else ():
            stem = column.lower()[:-3] if column.lower().endswith("_id") else ""
            key = column if column in names else "id" if "id" in names else None
            if stem and key and len(stem) >= 3 and parent.lower().startswith(stem):
                found.append((child, column, key))
    return found


def _through(tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]],
             links: list[Link]) -> list[tuple[str, list[Link]]]:
    """For values said of one row of a table others point at: each such table with a link to that row's key, and the
    values said of its own rows ('green leather handbag')."""
    lifted = []
    for parent in {k.table for k in links if k.strength >= 1.0}:
        said = [k for k in links if k.table == parent]
        chosen, found = rl.chosen(said, rows.get(parent, []))
        if len(found) != 1 or not any(k.strength >= 1.0 for k in chosen):
            continue
        for child, column, key in _children(parent, tables):
            own = [k for k in links if k.table == child]
            if any(k.table not in (parent, child) and k.strength >= 1.0 for k in links) or found[0].get(key) is None:
                continue
            start, end = min(k.start for k in chosen), max(k.end for k in chosen)
            lifted.append((child, [Link(child, column, found[0][key], start, end, 2.0), *own]))
    return lifted


def _names_a_column(request: str, table: str, columns: list[tuple[str, str]]) -> bool:
    """Whether the request names one of the table's own columns ("phone", "address"), not its key."""
    words = {w.rstrip("s") for w in re.findall(r"[a-z]+", request.lower())}
    return any(c.lower().rstrip("s") in words for c, _ in columns if not c.lower().endswith("id") and c.lower() not in ("name",))


def removed_elsewhere(request: str, table: str, tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether a row taken out for someone ``table`` holds is not ``table``'s: the request names another table ("remove
    her from the regular list": regulars) or ``table`` is one others point at and goes unnamed (``parent_unsaid``)."""
    return taken_out_of(request, tables) not in (None, table) or parent_unsaid(request, table, tables)


def parent_unsaid(request: str, table: str, tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether ``table`` is one other tables point at (students, by student_id) and the request does not name it: a row
    taken out is then one of theirs, never the person or thing itself ("take him off the gang" names gang)."""
    words = re.findall(r"[a-z]+", request.lower())
    return _referenced(table, tables[table], tables) and not any(table_named(w, {table: tables[table]}) for w in words)


def _referenced(table: str, columns: list[tuple[str, str]], tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether another table points at this one's rows (visits.cust_id → customers.cust_id, client_id → clients)."""
    keys = {c.lower() for c, _ in columns if c.lower().endswith("_id")} | {table.lower().rstrip("s") + "_id"}
    return any(c.lower() in keys for t, cols in tables.items() if t != table for c, _ in cols)


_BARE_NUMBER = re.compile(r"(?<![£$\d.,/:])\b(\d{2,})\b(?![.,:/]?\d|\s*(?:st|nd|rd|th|am|pm|ft|m|kg|p|%)\b)", re.I)


def _unmatched_number(request: str, found: list[dict[str, Any]]) -> bool:
    """A number said ("get rid of 106") that no cell of the rows found holds."""
    cells = " ".join(str(v) for r in found for v in r.values())
    return any(not re.search(rf"(?<!\d){m.group(1)}(?!\d)", cells) for m in _BARE_NUMBER.finditer(request))


def _by_number(request: str, table: str, chosen: list[Link], found: list[dict[str, Any]]) -> tuple[list[Link], list[dict[str, Any]]]:
    """Of several rows, the one whose reference ends in the number said last ("… (105 and 106) - get rid of 106")."""
    said = _BARE_NUMBER.findall(request)
    if len(found) < 2 or not said:
        return chosen, found
    ends = [(c, v, r) for r in found for c, v in r.items() if isinstance(v, str) and re.search(rf"(?<!\d){said[-1]}$", v)]
    if len(ends) != 1:
        return chosen, found
    column, value, row = ends[0]
    return [*chosen, Link(table, column, value, 2000, 2001, 0.5)], [row]


_UNIT = re.compile(r"\b(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|cm|mm|kg|g|l|litres?|hrs?|hours?|mins?|minutes?)\b", re.I)
_UNIT_NAMES = {"feet": "ft", "foot": "ft", "litre": "l", "litres": "l", "hr": "hours", "hrs": "hours", "hour": "hours",
               "min": "minutes", "mins": "minutes", "minute": "minutes"}


def _unit_links(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]]) -> list[Link]:
    """A measure said that a number column keeps in its name's unit ("the 6ft norway spruce": size_ft = 6)."""
    links = []
    for m in _UNIT.finditer(request):
        unit = _UNIT_NAMES.get(m.group(2).lower(), m.group(2).lower())
        number = float(m.group(1))
        for column, _ in columns:
            if column.lower().endswith("_" + unit) and any(r.get(column) == number for r in table_rows):
                links.append(Link(table, column, int(number) if number.is_integer() else number, 3000 + m.start(), 3001 + m.start(), 1.0))
    return links


_HOW_MANY = re.compile(r"\bhow\s+many\s+((?:[a-z]+\s+){0,3}?)(?:have|has|had|did|do|does|are|is|were|was|got|in|on)\b", re.I)
_LAST_TIME = re.compile(r"\bwhen\s+(?:did|was|were)\s+(?:i|we|they|he|she)?\s*(?:\w+\s+)?last\b|\blast\s+time\b", re.I)
_SO_FAR_THIS_MONTH = re.compile(r"\b(?:so\s+far\s+)?this\s+month\b", re.I)
_SINCE = re.compile(r"\bsince\s+(?:the\s+)?(?:(?:start|beginning)\s+of\s+)?(" + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)", re.I)
_FROM_NOW = re.compile(r"\bfrom\s+(?:now|today)(?:\s+on)?\b|\bcoming\s+up\b|\bupcoming\b", re.I)
# What a query may also say that is not read here (a negation, a comparison, a grouping, a sum …): then it is asked.
_MORE_THAN_ROWS = re.compile(r"\b(?:not|never|no|without|nobody|none|owe|owes|owed|owing|unpaid|outstanding|overdue|under|over|less|"
                             r"more|fewer|cheapest|dearest|most|least|top|biggest|average|total|sum|altogether|per|each|every|by|vs|v|"
                             r"versus|or|than|between|before|after|except|left|much|money|takings|paid|rate|percent)\b|n'?t\b|%", re.I)
_DAY_WORDS = re.compile(r"\b" + rl.WEEKDAY + r"\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:xmas|christmas|"
                        r"easter|eve|tonight|tomorrow|tmrw|yesterday|weekend|today|week|month|year|season|term)\b|\d{1,2}/\d{1,2}", re.I)
_QTY = re.compile(r"^(?:qty|quantity|number|count|how_many|units)$", re.I)


def _period(request: str, today: dt.date) -> tuple[str, str] | None:
    if said := PERIOD.search(request):
        return period(said, today)
    if _SO_FAR_THIS_MONTH.search(request):
        return today.replace(day=1).isoformat(), today.isoformat()
    if since := _SINCE.search(request):
        return month_begun(since.group(1), today).isoformat(), today.isoformat()
    if _FROM_NOW.search(request):
        return today.isoformat(), "9999-12-31"
    return None


def _queried(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
             links: list[Link], days: list[Link], today: dt.date) -> dict[str, Any] | None:
    """The rows the values said pick out, counted ("how many full grooms … this month"), their latest day ("when did i
    last do …") or listed in day order; None when the request also asks what is not read here."""
    if _MORE_THAN_ROWS.search(request) or len({(k.column, k.value) for k in links}) > len({k.column for k in links}):
        return None  # "… still owe", "sales per month", "electrical vs textiles vs bikes"
    chosen, found = rl.chosen(links + days, table_rows)
    said = [k for k in chosen if k not in days]
    if not said or any(k.strength < 1.0 for k in said):
        return None
    span, day_columns = _period(request, today), rl.day_columns(columns, table_rows)
    rest = _FROM_NOW.sub(" ", PERIOD.sub(" ", _SO_FAR_THIS_MONTH.sub(" ", _SINCE.sub(" ", request))))
    if _DAY_WORDS.search(rest) and not any(k in days for k in chosen) or (span is not None and len(day_columns) != 1):
        return None  # "whos in weds", "for xmas eve": days not read here
    where, params = rl.where(chosen)
    if span is not None:
        where, params = f'{where} AND date("{day_columns[0]}") BETWEEN ? AND ?', [*params, *span]
    if many := _HOW_MANY.search(request):
        words = rl.said_words(many.group(1), {table: columns})
        covered = {i for k in chosen for i in range(k.start, k.end)}
        offset = rl.word_index(request, many.start(1))
        if any(w and w not in rl.COMMAND and w not in STOPWORDS and offset + i not in covered for i, w in enumerate(words)):
            return None  # "how many games have the railway won": games are not what the values said pick out
        qty = next((c for c, _ in columns if _QTY.match(c)), None)
        counted = f'sum("{qty}")' if qty else "count(*)"
        return {"sql": f'SELECT {counted} FROM "{table}" WHERE {where}', "params": params}
    if _LAST_TIME.search(request) and len(day_columns) == 1:  # "when did i last do mrs pritchards": not the one booked
        return {"sql": f'SELECT max("{day_columns[0]}") FROM "{table}" WHERE {where} AND date("{day_columns[0]}") <= ?',
                "params": [*params, today.isoformat()]}
    order = f' ORDER BY "{day_columns[0]}"' if len(day_columns) == 1 else ""
    return {"sql": f'SELECT * FROM "{table}" WHERE {where}{order} LIMIT 100', "params": params}
