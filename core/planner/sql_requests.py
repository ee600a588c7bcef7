"""Plain requests on a local SQLite database, grounded in its schema: "How many customers are in shop.db?",
"in shop.db set the price of Green Tea to 8.99", "Remove all the cancelled orders from orders.db",
"Add a new product to shop.db: Blue Mug, $12.50, 40 in stock".

The words of a request never become SQL on their own: the database's tables and columns are looked up
first (sqlite.tables, a read), and a statement is written only from a pattern whose table and columns
exist there, with the request's values as ? parameters. Anything else is asked, with the schema shown.
"""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from typing import Any

from core.phrasing import DB_IN_WORDS, PAID_NOW, WHO_ASKED
from core.planner import (
    sql_amounts,
    sql_corrections,
    sql_counts,
    sql_due,
    sql_flags,
    sql_joined_names,
    sql_marked,
    sql_named_rows,
    sql_new_rows,
    sql_people,
    sql_plain_requests,
    sql_row_links,
    sql_rows,
    sql_said_columns,
    sql_stated,
)
from core.planner.extract import stem
from core.planner.sql_counts import DB_FILE
from core.planner.sql_flags import Declared, paid_flag
from core.planner.sql_listed_values import TIME_COLUMN
from core.planner.sql_periods import PERIOD, dated_columns, listed_rows, period
from core.planner.sql_said_columns import DAY_COLUMN, NUMERIC, typed
from core.planner.sql_totals import (
    HOW_MUCH,
    LABELS,
    STATES,
    WHO_OWES,
    asked_plainly,
    column_named,
    table_named,
    total,
)

# Parameters whose values must come from the schema (or be SQL the user typed).
SCHEMA_PARAMS = ("sql", "table", "where", "params", "row", "values")
_SQL = re.compile(r"^\s*(?:select|with)\b|[=<>]|\b(?:like|is\s+(?:not\s+)?null|between)\b", re.I)
_SET = re.compile(r"\b(?:set|change|update|make)\s+(?:the\s+)?(\w+)\s+(?:of|for)\s+(?:the\s+)?(.+?)\s+(?:to|=)\s+(.+?)"
                  r"(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?[\w-]+\.(?:db|sqlite3?))?\s*[.!]?$", re.I)  # "… to 4.50 in stock.db": 4.50
# "players.db - Noah Fischer's shirt number is 9 now", "Ana's phone is now 0770 900 123"
_NOW_IS = re.compile(r"(?:^|[-–:,]\s*|\b(?:set|make)\s+)([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})'s\s+([a-z][a-z ]{0,30}?)\s+"
                     r"(?:is|are)\s+(?:now\s+)?(.+?)(?:\s+now)?\s*[.!]?$")
_HOW_MANY = re.compile(r"\bhow\s+many\s+(?:(\w+)\s+)?(\w+)", re.I)
_LIST = re.compile(r"^\s*(?:show|list|get|give me|what are)\b(?:\s+(?:me|all|the|my|of))*\s+(\w+)", re.I)
_COMPARED = re.compile(r"\b(?:which|what|show|list|find)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(\w+)\b.*?\b(fewer|less|lower|under|below|"
                       r"more|greater|higher|over|above)\s+than\s+([\d.]+)\s+(?:in\s+|of\s+)?(?:the\s+)?(\w+)?", re.I)
_REMOVE = re.compile(r"\b(?:remove|delete|drop|clear)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?(?:(\w+)\s+)?(\w+)\s+(?:from|in)\b",
                     re.I)


_REMOVE_HIM = re.compile(r"\b(?:remove|delete|take|strike|cross)\s+(?:him|her)\s+(?:from|out\s+of|off)\b", re.I)
_FULL_NAME = re.compile(r"\b([A-Z][\w'-]+\s+[A-Z][\w-]+)(?:'s|’s)?\b")
_SET_NUMBERED = re.compile(r"\b(?:set|mark|make|change)\s+(?:the\s+)?(\w+)\s+(?:no\.?\s*|number\s+|#)?(\d+)\s+(?:to|as)\s+(.+?)\s*[.!]?$",
                           re.I)  # "set appointment 4471 to no-show"


_UNITS = {"hrs": "hours", "hr": "hours", "mins": "minutes", "min": "minutes"}  # "how many hrs did i do"


def database_named(request: str) -> str | None:
    """The database the request names: "shop.db" → shop, "my recipes database" → recipes, "(sits db)" → sits."""
    m = DB_FILE.search(request) or DB_IN_WORDS.search(request)
    return m.group(1).rsplit(".", 1)[0] if m else None


def prepared(method: Any, arguments: dict[str, Any], request: str) -> tuple[dict[str, Any], list[str]]:
    """(arguments, missing) of a sqlite method before its schema is known: the database named, SQL the
    user typed kept, every other table/column value dropped (the request's words are no table names)."""
    props = method.parameters.get("properties", {})
    args = {k: v for k, v in arguments.items() if k not in SCHEMA_PARAMS and k != "database"}
    database = database_named(request)
    if database:
        args["database"] = database
    if "sql" in props and isinstance(arguments.get("sql"), str) and _SQL.search(arguments["sql"]):
        args["sql"] = arguments["sql"]
    missing = [p for p in method.parameters.get("required", []) if p not in args]
    return {p: args[p] for p in props if p in args}, missing


def needs_schema(method_id: str, missing: list[str]) -> bool:
    """A sqlite call that lacks only values the schema can decide (its database is known)."""
    return method_id.startswith("sqlite.") and bool(missing) and set(missing) <= set(SCHEMA_PARAMS)


def tables_of(result: Any) -> dict[str, list[tuple[str, str]]]:
    """{table: [(column, declared type)]} from sqlite.tables' rows (name, CREATE statement)."""
    rows = result.get("rows", []) if isinstance(result, dict) else []
    tables: dict[str, list[tuple[str, str]]] = {}
    with sqlite3.connect(":memory:") as scratch:  # the engine itself reads each CREATE statement
        for row in rows:
            if not isinstance(row, list | tuple) or len(row) < 2 or not isinstance(row[1], str):
                continue
            try:
                scratch.execute(row[1])
                info = scratch.execute(f'PRAGMA table_info("{row[0]}")').fetchall()
            except sqlite3.Error:
                continue
            tables[str(row[0])] = [(str(c[1]), Declared(str(c[2]).upper(), c[4])) for c in info]
    return tables


def describe(tables: dict[str, list[tuple[str, str]]]) -> str:
    """customers (id, name, email); products (id, name, price, stock)."""
    return "; ".join(f"{t} ({', '.join(c for c, _ in cols)})" for t, cols in tables.items()) or "no tables"


_WHATS_ON = re.compile(r"^\s*(?:what'?s|what\s+is|what\s+have\s+(?:we|i)\s+got|who'?s|who\s+is|who\s+are)\s+on\s+(.+?)\s*(?:[,?.!(]|$)",
                       re.I)  # "whos on tmrw": that day's rows


# "whats in the book for this week", "whats booked next week", "what jobs have i got on tomorrow", "any bookings today"
_WHATS_IN = re.compile(r"^\s*(?:[\w-]+\.db\s*[-–:,]?\s*)?(?:what'?s|what\s+is|what\s+(?:\w+\s+)?(?:have|do)\s+(?:i|we)\s+(?:got|have)|(?:have\s+(?:i|we)\s+got\s+|are\s+there\s+)?any"
                       r"|(?:howzit\s*,?\s*)?" + WHO_ASKED + r"\s+(?:in|on|coming|booked(?:\s+in)?|pick(?:ing|in)\s+up)"
                       r"|which\s+[a-z]+\s+(?:have\s+|do\s+)?(?:i|we)\s+(?:got|have)\s+on)\b", re.I)  # "whos in this week b'y", "who do i got booked
# for thurs", "whos pickin up thursday", "which sheds we got on next wk"


_TWO_WORD_VERB = re.compile(r"\b(pick|drop|check|sign)(?:ing|in|ed)?\s+(up|off|in|out)\b")


def _in_the_period(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date) -> dict[str, Any] | None:
    """"whats in the book for this week": the rows of the period said in the one table with a day column (of several,
    the one a word of the request names: "book" → bookings), by day and time; None otherwise."""
    asked = _WHATS_IN.search(request)
    said = PERIOD.search(request) if asked else None
    day = None if said or not asked else sql_plain_requests.one_day(request[asked.end():], today)  # "whos pickin up thursday"
    said_as_one = _TWO_WORD_VERB.sub(lambda m: m.group(1) + m.group(2), DB_FILE.sub(" ", request.lower()))  # "pickin up": pickup_date
    starts = {w[:5] for w in re.findall(r"[a-z]{5,}", said_as_one)}  # not "quotes" of quotes.db
    dated = {t: days for t, cols in tables.items() if len(days := _the_day_column([n for n, _ in cols], starts)) == 1}
    worded = {t: days for t, days in dated.items() if days[0].lower()[:5] in starts}  # "whos pickin up thursday": pickup_date
    if len(dated) > 1 and len(worded) == 1:
        dated = worded
    if len(dated) > 1:
        named = {table_named(w, dated) for w in re.findall(r"[a-z]{4,}", request.lower())} - {None}
        dated = {t: dated[t] for t in named} if len(named) == 1 else {}
    if not (said or day) or len(dated) != 1:
        return None
    ((table, (column,)),) = dated.items()
    time = _time_column(tables[table])
    return {"sql": sql_joined_names.day_rows(table, column, time, tables, between=bool(said)),
            "params": list(period(said, today)) if said else [day[0]]}


def _time_column(columns: list[tuple[str, str]]) -> str | None:
    """The column that keeps a row's time of day as text ("pickup_time"), by which a day's rows are ordered."""
    return next((c for c, kind in columns if TIME_COLUMN.search(c) and not NUMERIC.search(kind.upper())), None)


def _the_day_column(columns: list[str], starts: set[str]) -> list[str]:
    """A table's day column, or of several the one a word of the request starts like ("booked" → booked_for)."""
    days = [c for c in columns if DAY_COLUMN.search(c)]
    return days if len(days) <= 1 else [c for c in days if c.lower()[:5] in starts]


def _on_the_day(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date) -> dict[str, Any] | None:
    """"whats on sun 6th dec, times n courts pls. ~/Netball/fixtures.db": the rows of that day in the one table with a
    day column, by their time when the table keeps one; None unless exactly one table has a day column."""
    m = _WHATS_ON.search(request)
    day = sql_plain_requests.one_day(m.group(1), today) if m else None
    dated = [(t, c) for t, cols in tables.items() for c in dated_columns([n for n, _ in cols])]
    if not day or len(dated) != 1:
        return None
    table, column = dated[0]
    time = _time_column(tables[table])
    return {"sql": sql_joined_names.day_rows(table, column, time, tables, between=False), "params": [day[0]]}


def unclear(database: str, request: str, tables: dict[str, list[tuple[str, str]]]) -> str:
    """What to ask when no statement could be read: which paid flag is meant, else the tables with their columns."""
    return sql_flags.which_paid(request, tables) or (
        f"{database} has {describe(tables)}. I could not tell which table, rows or columns you mean: name them "
        "(e.g. 'set price of Green Tea to 8.99 in products') or type the SQL.")


_MARK_AS = re.compile(r"\b(?:mark|put(?=\s+(?:it|them|him|her)\s+down\s+as\b))\s+(?:the\s+|my\s+)?(.+?)\s+(?:down\s+as\s+|as\s+)?(paid|unpaid|done|complete|completed|cancelled|canceled"
                      r"|booked|confirmed|sent|delivered|off(?=\s+(?:in|on|as)\b|\s*[,.!]|\s*$))\b", re.I)  # "… paid, mark it off in visits db"
_REMOVE_NAMED = re.compile(r"\b(?:remove|delete|take|strike|cross)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\s+(?:from|out\s+of|off)\b")


def complete(method_id: str, request: str, tables: dict[str, list[tuple[str, str]]],
             today: dt.date | None = None) -> dict[str, Any] | None:
    """The sqlite call's schema-grounded values for ``request``; None when no pattern fits this schema. An update
    also sets the numbers said after it ("mark job 1187 as complete …, labour was 1.5 hrs": labour_hours)."""
    found = _complete(method_id, request, tables, today)
    if found and _paid_kept_elsewhere(found, tables):
        return None  # "Dale Henderson dropped off the $75 check …": the bookings' paid flag, never his member status set to 'paid'
    if found and isinstance(found.get("values"), dict) and found.get("table") in tables:
        found["values"] = {**found["values"], **sql_named_rows.also_set(request, tables[found["table"]], found["values"])}
    if found and found.get("where") and _ONE_PERSON.search(request) and not _SEVERAL.search(request) \
            and any(isinstance(p, str) and p.startswith("%") for p in found.get("params", [])):
        found["at_most"] = 1  # "brian's resigned, take him off …": his row, never both Brians'
    return found


def _paid_kept_elsewhere(found: dict[str, Any], tables: dict[str, list[tuple[str, str]]]) -> bool:
    """A status column set to 'paid' in a table that keeps no paid flag, where another table keeps one: the payment is
    that table's, and the rows decide which row."""
    values, table = found.get("values"), found.get("table")
    if not isinstance(values, dict) or table not in tables or paid_flag(tables[table]):
        return False
    said_paid = any(isinstance(v, str) and v.lower() in ("paid", "unpaid") and c.lower() in STATES for c, v in values.items())
    return said_paid and any(paid_flag(cols) for t, cols in tables.items() if t != table)


_THE_QUESTION = re.compile(r"^\s*((?:who|whose|what|which|when|where|how|any|is|are|do|does|did)\b[^?]{6,}\?)\s*\S", re.I)


def complete_from_rows(method_id: str, request: str, tables: dict[str, list[tuple[str, str]]],
                       rows: dict[str, list[dict[str, Any]]], today: dt.date | None = None) -> dict[str, Any] | None:
    """``complete`` again once the rows are read: on the one table whose rows the request names ("ron bickley paid his
    subs" in club.db: members, not locos), else from the values said in the rows themselves (sql_rows)."""
    if method_id.endswith(".query") and (asked := _THE_QUESTION.match(request)):
        request = asked.group(1)  # "who mi have booked fi sat? jermaine a ask if him can come in late": the question's words
    links = sql_row_links.linked(request, tables, rows)  # matched once: the costly step (bench/sql_rows.py)
    if method_id.endswith(".insert"):  # "put helen in for tues 8th dec": the new visit with her key, else as the schema read it
        return sql_rows.new_row_with_key(request, tables, rows, links, today or dt.date.today()) or complete(method_id, request, tables, today)
    table = sql_row_links.linked_table(request, links)
    if table and method_id.endswith(".delete") and sql_rows.removed_elsewhere(request, table, tables):
        table = None  # "remove her from the regular list", "Mali Jones has dropped côr, … take her off": not her own row
    if table and len(tables) > 1 and (found := complete(method_id, request, {table: tables[table]}, today)):
        return None if _paid_kept_elsewhere(found, tables) else found
    found = sql_rows.complete(method_id.split(".", 1)[1], request, tables, rows, links, today or dt.date.today())
    return None if found and _paid_kept_elsewhere(found, tables) else found


# A change said of one person ("take him off", "mark her paid") and no more than one ("both her empties", "all his jobs")
_ONE_PERSON = re.compile(r"\b(?:him|her|his|he|she|he'?s|she'?s)\b", re.I)
_SEVERAL = re.compile(r"\b(?:both|all|every|each|everything\s+of|any|them|those|these|they|their|there|twice|\d+\s+of)\b", re.I)


def _complete(method_id: str, request: str, tables: dict[str, list[tuple[str, str]]],
              today: dt.date | None = None) -> dict[str, Any] | None:
    op = method_id.split(".", 1)[1]
    if stated := sql_stated.complete(op, request, tables, today or dt.date.today()):
        return stated  # "…, appointments table, status 'DNA', appt_date col", "… bookings table, paid to 1 where business is …"
    if op == "query" and (HOW_MUCH.search(request) or WHO_OWES.search(request)) and (
            summed := sql_said_columns.total_in_area(request, tables) or total(request, tables, today or dt.date.today())
            or asked_plainly(request, tables, today or dt.date.today())):  # "… add up points per team"
        return summed
    if op == "query" and WHO_OWES.search(request) and (who := sql_plain_requests.who_flagged(request, tables)):
        return who  # "who still owes their subs this yr?": no money column to sum, the rows whose sub_paid says no
    if op == "query" and (plain := sql_plain_requests.counted_for(request, tables, today or dt.date.today())
                          or sql_plain_requests.birthdays_in(request, tables) or asked_plainly(request, tables, today or dt.date.today())):
        return plain  # "how many lessons has chidi had since 1st sept", "which residents have birthdays in december"
    if op == "query" and (low := sql_amounts.running_low(request, tables) or sql_plain_requests.unfilled(request, tables)
                          or sql_amounts.stock_worth(request, tables)):
        return low  # "what do i need to reorder for the shop", "which shifts have i still got nobody for", "… stock … worth"
    if op == "query" and (left := sql_said_columns.left_of(request, tables)):  # "how many jars of chutney have i got left?"
        return left
    if op == "query" and (by := sql_plain_requests.counted_by(request, tables) or sql_counts.counted_versus(request, tables)):
        return by  # "how many clocks have i got on the go by status? dont count the ones already collected"
    if op == "query" and (due := sql_due.due_rows(request, tables, today or dt.date.today())):
        return due  # "which horses r due before xmas?", "whats left to do on the boats …"
    if op == "query":
        many = _HOW_MANY.search(request)
        unit = stem(_UNITS.get((many.group(1) or "").lower(), (many.group(1) or "").lower())) if many else ""
        measured = [(t, c) for t, cols in tables.items() for c, kind in cols if many and NUMERIC.search(kind) and (stem(c.lower()) == unit or (
            stem(c.lower().split("_")[0]) == unit and not paid_flag([(c, kind)]) and not c.lower().endswith("_id")))]  # "how many hours did i teach": sum(hours); "rings": rings_ordered
        if len(measured) == 1:
            return total(request, tables, today or dt.date.today(), measured[0])
        if many and table_named(many.group(1), tables):  # "how many customers are …"
            return sql_counts.counted(request, table_named(many.group(1), tables), tables, many, today or dt.date.today())
        said_table = sql_said_columns.table_said(request, tables) if many and many.group(1) else None
        if said_table and not re.search(r"\bwhich\b", request, re.I):  # "how many plots havent paid rent yet this year? …, rents table"
            return sql_counts.counted(request, said_table, tables, many, today or dt.date.today()) or sql_stated.counted_on_day(
                request, tables, today or dt.date.today())  # "how many booked in for this sat? … appointments table"
        table = table_named(many.group(2), tables) if many else None
        state = column_named(STATES, tables.get(table, [])) if table else None
        if table and not many.group(1):
            return {"sql": f'SELECT count(*) FROM "{table}"'}
        if table and state:  # "how many cancelled orders"
            return {"sql": f'SELECT count(*) FROM "{table}" WHERE "{state}" = ?', "params": [many.group(1)]}
        compared = _COMPARED.search(request)  # "which products are down to fewer than 10 in stock"
        table = table_named(compared.group(1), tables) if compared else None
        column = next((c for c, t in tables.get(table, []) if compared.group(4) and stem(c.lower()) == stem(compared.group(4).lower())
                       and any(k in t for k in ("INT", "REAL", "NUM", "FLOA", "DOUB", "DEC"))), None) if table else None
        if column:
            op = "<" if compared.group(2).lower() in ("fewer", "less", "lower", "under", "below") else ">"
            return {"sql": f'SELECT * FROM "{table}" WHERE "{column}" {op} ? LIMIT 100', "params": [compared.group(3)]}
        if who := sql_plain_requests.who_flagged(request, tables):  # "who hasnt paid subs yet"
            return who
        if chosen := sql_said_columns.selected(request, tables):  # "which bikes … are ready for collection? jobs table, status col"
            return chosen
        whose = sql_named_rows.looked_up(request, tables)  # "look up Harlow Plumbing's VAT number"
        if whose:
            return whose
        if on_day := sql_stated.counted_on_day(request, tables, today or dt.date.today()):
            return on_day  # "how many booked in for this sat? … appointments table"
        if on_the_day := _on_the_day(request, tables, today or dt.date.today()):
            return on_the_day  # "whats on sun 6th dec, times n courts pls. ~/Netball/fixtures.db"
        if in_period := _in_the_period(request, tables, today or dt.date.today()):
            return in_period  # "whats in the book for this week", "what bookings have i got tomorrow"
        listed = _LIST.search(request)
        table = table_named(listed.group(1), tables) if listed else None
        if listed and not table and len(tables) == 1 and PERIOD.search(request):  # "list all the deliveries for next week, orders db"
            table = next(iter(tables))
        return listed_rows(request, table, tables[table], today or dt.date.today()) if table else None
    if op == "update" and (put_right := sql_corrections.put_right(request, tables, today or dt.date.today())):
        return put_right  # "last nights 2am feed was the right side not left"
    if op == "update" and (detail := sql_named_rows.new_detail(request, tables) or sql_named_rows.raised_to(request, tables) or sql_amounts.lowered_by(request, tables)
                           or sql_named_rows.paid_up(request, tables, today or dt.date.today())):
        return detail  # "bellas owner has a new number …", "put mr dawson up to £22", "plot 9 paid up today, £42 cash"
    if op == "update" and (plain := sql_plain_requests.put_on(request, tables) or sql_plain_requests.down_to(request, tables)
                           or sql_plain_requests.set_for_them(request, tables)
                           or sql_plain_requests.let_to(request, tables, today or dt.date.today())):
        return plain  # "put her on stage 4", "pasta down to 10 packs"
    if op == "update" and (theirs := sql_people.paid_their(request, tables)):  # "margaret fell has paid her guild subs"
        return sql_corrections.number_too(request, theirs, tables)
    if op == "update" and (whose := sql_said_columns.whose_changed(request, tables)):  # "change noah's emergency_phone to …"
        return whose
    if op == "update" and (said := sql_said_columns.updated(request, tables)):  # "…, books table, status column"
        return said
    if op == "update" and (marked := _MARK_AS.search(request)) and not _SET.search(request):
        return sql_marked.marked(marked, tables, today)
    if op == "update" and (off := sql_plain_requests.cancelled_marked(request, tables, today or dt.date.today())):
        return off  # "kirsty munro's cancelled her thurs night … job": its status
    if op == "update" and (change := sql_amounts.sold(request, tables)):  # "sold 6 of the 2027 calendars …": qty less 6
        return change
    if op == "update" and PAID_NOW.match(request) and (change := sql_amounts.paid_off(request, tables, today or dt.date.today())):
        return change  # "papers.db, harry jackson paid his £28.40 this morning": off his balance
    if op == "update" and PAID_NOW.match(request):  # "tom lloyd paid for the summer shear, …": marked paid as if asked to
        code = re.search(r"\b[A-Za-z]{1,6}-\d{2,}\b", request)  # "the vine have paid INV-0412 at long last": that invoice
        paid = sql_marked.status_kept(sql_marked.marked(_MARK_AS.search(f"{request.rstrip(' .!')}, mark {code.group() if code else 'it'} paid"),
                                                        tables, today), tables)
        return sql_corrections.number_too(request, paid, tables)  # "…, n he wants 40 rings not 30 now": that too
    if op == "update" and (numbered := _SET_NUMBERED.search(request)) and not _SET.search(request):
        table = table_named(numbered.group(1), tables) or (next(iter(tables)) if len(tables) == 1 else None)
        columns = tables.get(table, [])
        state, key = column_named(STATES, columns), column_named(("id",), columns)
        if table and state and key and not re.fullmatch(r"[\d.]+", numbered.group(3)):  # "set appt 4471 to no-show"
            return {"table": table, "values": {state: numbered.group(3).strip(" '\"")}, "where": f'"{key}" = ?',
                    "params": [int(numbered.group(2))]}
    if op == "update":
        m = _SET.search(request) or _NOW_IS.search(request)
        if not m:
            return None
        column, key, value = (m.group(1), m.group(2), m.group(3)) if m.re is _SET else (m.group(2), m.group(1), m.group(3))
        key, words = key.strip(" '\""), column.lower().split()
        for table, columns in tables.items():
            declared = dict(columns)
            found = next((c for said in ("_".join(words), "".join(words), words[-1]) for c in declared
                          if c.lower() == said), None)  # "shirt number": shirt_number, else number
            label = column_named(LABELS, columns)
            if found and label:
                return {"table": table, "values": {found: typed(value, declared[found])},  # "the caramelised onion chutney"
                        "where": f'lower("{label}") = lower(?)', "params": [key]}  # is "Caramelised Onion Chutney"
        return None
    pronoun = _REMOVE_HIM.search(request) if op == "delete" else None
    earlier = (_FULL_NAME.search(request[:pronoun.start()]) or sql_people.WHO_DID.search(request[:pronoun.start()])) if pronoun else None  # "Leo Grant's family … take him out of"
    if op == "delete" and ((person := _REMOVE_NAMED.search(request)) or earlier):  # "remove Kev Barnes from volunteers.db"
        named = [t for t, cols in tables.items() if sql_people.has_person(cols)]
        if len(named) == 1 and sql_rows.removed_elsewhere(request, named[0], tables):
            named = []  # her row there (by customer_id, found in the rows), never the customer herself
        if len(named) == 1 and (who := sql_people.person_where((person or earlier).group(1), tables[named[0]])):
            return {"table": named[0], "where": who[0], "params": who[1]}
    if op == "delete" and (said := sql_named_rows.removed_said(request, tables)):  # "delete job 212 from …", "take harry wood out of …"
        return said
    if op == "delete" and (thing := sql_said_columns.removed_thing(request, tables)):  # "get rid of the wild garlic yarg from …"
        return thing
    if op == "delete" and (gone := sql_people.let_go(request, tables)):  # "… rang, shes gone with someone cheaper. get rid of her quote"
        return gone
    if op == "delete" and (gone := sql_plain_requests.cancelled_booking(request, tables, today or dt.date.today())
                           or sql_named_rows.removed_named(request, tables)):  # "Foster job's cancelled, take it out …"
        return gone
    if op == "delete" and (before := sql_said_columns.deleted_before(request, tables, today or dt.date.today())):  # "… made before 1 January 2024"
        return before
    if op == "delete" and (ones := sql_plain_requests.removed_state(request, tables)):  # "all the cancelled ones"
        return ones
    if op == "delete" and (stated := sql_stated.typed_where(request, tables)):  # "… anything where client = 'TEST'"
        return stated
    if op == "delete":
        m = _REMOVE.search(request)
        table = table_named(m.group(2), tables) if m else None
        state = column_named(STATES, tables.get(table, [])) if table else None
        if table and state and m.group(1) and m.group(1).lower() not in ("all", "the", "my"):
            return {"table": table, "where": f'"{state}" = ?', "params": [m.group(1)]}
        return None
    if op == "insert" and (came := sql_plain_requests.attended(request, tables, today or dt.date.today())):
        return came  # "log in residents.db that edna price did the armchair quiz today"
    if op == "insert" and (person := sql_named_rows.person_added(request, tables, today or dt.date.today())):
        return person  # "add Gareth Lloyd to patients.db, dob 14/03/1979, …"
    if op == "insert":
        return sql_new_rows.listed_row(request, tables, today or dt.date.today())
    return None
