"""Database requests said in plain words, without the table's or the columns' names: a new row listed after the file
("swimmers.db add ollie grant, 7, stage 2, …"), "all the cancelled ones", "put her on stage 4", "pasta down to 10
packs". Each is written only from the schema's own columns, its values as ? parameters; None when unclear."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import shorthand, sql_named_rows, sql_said_columns, times
from core.planner.extract import stem
from core.planner.sql_said_columns import NUMERIC, typed
from core.planner.sql_totals import LABELS, PARTIES, STATES, column_named, table_named

Tables = dict[str, list[tuple[str, str]]]

_AFTER_FILE = re.compile(r"\b([\w-]+)\.(?:db|sqlite3?)\b(?:\s+(?:pls|please))?\s*(?:[-–:]\s*|\s+)(?:(?:add|put|insert|log)\s+)?(.+?)\s*[.!]?$",
                         re.I | re.S)
_NEW_THING = re.compile(r"\b(?:new|add|log|record)\s+(?:a\s+|an\s+)?(?:new\s+)?([a-z]+)", re.I)


def said_row(request: str, tables: Tables) -> tuple[str, str] | None:
    """(table, the listed values) of a new row listed after the file's name: "new client in clients.db pls - sarah
    jenkins, 07700 900123, …" (the table a noun names, else the one named like the file, else the only one)."""
    m = _AFTER_FILE.search(request)
    if not m or "," not in m.group(2):
        return None
    thing = _NEW_THING.search(request)
    table = (table_named(thing.group(1), tables) if thing else None) or table_named(m.group(1), tables) or (
        next(iter(tables)) if len(tables) == 1 else None)
    return (table, m.group(2)) if table else None


def _table_in(request: str, tables: Tables) -> str | None:
    """The table a request says ("in the orders table", "orders tbl"), else the only one."""
    said = re.search(r"\b(\w+)\s+(?:table|tbl)\b|\btable\s+(?:called\s+)?(\w+)", request, re.I)
    named = table_named(said.group(1) or said.group(2), tables) if said else None
    return named or (next(iter(tables)) if len(tables) == 1 else None)


_STATE_ONES = re.compile(r"\b(?:get\s+rid\s+of|remove|delete|clear(?:\s+out)?|take\s+out)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?([a-z]+)\s+ones\b", re.I)


def removed_state(request: str, tables: Tables) -> dict[str, Any] | None:
    """"get rid of all the cancelled ones in the orders table": the rows whose status is the word said."""
    m = _STATE_ONES.search(request)
    table = _table_in(request, tables) if m else None
    state = column_named(STATES, tables[table]) if table else None
    return {"table": table, "where": f'lower("{state}") = ?', "params": [m.group(1).lower()]} if state else None


_PUT_ON = re.compile(r"\b(?:put|move)\s+(?:her|him|them)\s+(?:on|onto|up\s+to|in|into)\s+([a-z]+)\s+(\w+)\b", re.I)
_WHO_FIRST = re.compile(r"^\s*((?:mrs?|ms|miss|dr)\.?\s+)?([a-z][\w'-]+(?:\s+(?!(?:has|had|have|is|just|did)\b)[a-z][\w'-]+)?)\s+(?:has\s+|had\s+|just\s+)?(?:passed|moved|gone|got|is|did|paid|finished|left|joined)\b", re.I)


def put_on(request: str, tables: Tables) -> dict[str, Any] | None:
    """"freya mills passed stage 3 today!! put her on stage 4 in swimmers.db": stage = 4 where the name is Freya
    Mills (the person said first, the column said before the new value)."""
    m, who = _PUT_ON.search(request), _WHO_FIRST.search(request)
    if not (m and who):
        return None
    for table, columns in tables.items():
        column = next((c for c, _ in columns if stem(c.lower()) == stem(m.group(1).lower())), None)
        name = column_named(("name", "full_name", *PARTIES), columns)
        if column and name:
            return {"table": table, "values": {column: typed(m.group(2), dict(columns)[column])},
                    "where": f'lower("{name}") = lower(?)', "params": [who.group(2)]}
    return None


_DOWN_TO = re.compile(r"^\s*(?:the\s+)?([a-z][\w' -]*?)\s+(?:is\s+|are\s+|now\s+)*(?:down|up)\s+to\s+(\d+(?:\.\d+)?)\b", re.I)


def down_to(request: str, tables: Tables) -> dict[str, Any] | None:
    """"pasta down to 10 packs, update stock.db": the one numeric count column (quantity, stock, …) of the row whose
    name is the thing said, in the table whose rows have a name and such a column (the stock table, not donations when
    both do: the one named like the file or the thing's own table)."""
    m = _DOWN_TO.search(request)
    if not m:
        return None
    found = []
    for table, columns in tables.items():
        label = column_named(LABELS, columns)
        count = next((c for c, kind in columns if NUMERIC.search(kind.upper()) and re.search(
            r"qty|quantity|stock|count|number|left|level|amount|units", c, re.I)), None)
        if label and count:
            found.append((table, label, count, dict(columns)[count]))
    filed = re.search(r"\b([\w-]+)\.(?:db|sqlite3?)\b", request)
    if len(found) > 1 and filed:
        found = [f for f in found if f[0].lower() == filed.group(1).lower()] or found
    if len(found) != 1:
        return None
    table, label, count, kind = found[0]
    return {"table": table, "values": {count: typed(m.group(2), kind)}, "where": f'lower("{label}") = lower(?)',
            "params": [m.group(1).strip()]}


_WHO_HAS = re.compile(r"\bwho\s+(?:still\s+)?(?:has|have|hasn'?t|hasnt|haven'?t|havent|is|isn'?t|isnt|did|didn'?t|didnt)\b.*", re.I)


def who_flagged(request: str, tables: Tables) -> dict[str, Any] | None:
    """"members.db - who hasnt paid subs yet": the rows of the one table with a name whose yes/no column the question
    names (subs_paid) says no (yes for "who has …")."""
    m = _WHO_HAS.search(request)
    found = [(t, cond) for t, cols in tables.items() if m and column_named(("name", "full_name", *PARTIES), cols)
             and (cond := sql_named_rows.flag_condition(m.group(0), cols))]
    return {"sql": f'SELECT * FROM "{found[0][0]}" WHERE {found[0][1][0]} LIMIT 100'} if len(found) == 1 else None


_SET_FOR_THEM = re.compile(r"\bset\s+([a-z_]+)\s+to\s+([\w.£$-]+)\s+for\s+(?:her|him|them)\b", re.I)


def set_for_them(request: str, tables: Tables) -> dict[str, Any] | None:
    """"mrs hollis has paid for her turkey, set paid to yes for her in christmas_orders.db": paid = yes on the rows
    whose name (or customer) holds the person said first."""
    m, who = _SET_FOR_THEM.search(request), _WHO_FIRST.search(request)
    if not (m and who):
        return None
    for table, columns in tables.items():
        column = next((c for c, _ in columns if c.lower() == m.group(1).lower()), None)
        name = column_named(("name", "full_name", *PARTIES), columns)
        if column and name:
            person = " ".join(filter(None, [(who.group(1) or "").strip(), who.group(2)]))
            return {"table": table, "values": {column: typed(m.group(2), dict(columns)[column])},
                    "where": f'"{name}" LIKE ?', "params": [f"%{person}%"]}
    return None


def column_and_value(clause: str, columns: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(column, value) when a counted clause names a text column and a short value after it: "in section C" → section,
    C; None otherwise."""
    for column, kind in columns:
        if NUMERIC.search(kind.upper()) or "date" in column.lower():
            continue
        m = re.search(rf"\b{re.escape(column.replace('_', ' '))}\s+([A-Z0-9][\w-]{{0,5}})\b", clause, re.I)
        if m and (m.group(1)[0].isupper() or m.group(1)[0].isdigit() or len(m.group(1)) == 1):
            return column, m.group(1)
    return None


def one_day(clause: str, today: dt.date) -> tuple[str, tuple[str, ...]] | None:
    """(ISO day, the words that said it) of one day a counted clause names ("going out fri", "on weds 2nd")."""
    found = times.when(shorthand.expand(clause), dt.datetime.combine(today, dt.time(), dt.UTC))
    if found and found.dated and found.all_day and found.end is None:
        return found.start.date().isoformat(), found.texts
    return None


def said_in(word: str, texts: tuple[str, ...]) -> bool:
    """Whether a word of the request ("fri") is part of what a day was read from ("Friday")."""
    return any(shorthand.expand(word).lower() in t.lower().split() for t in texts)


def marked(m: re.Match[str], tables: dict[str, list[tuple[str, str]]], today: dt.date | None = None) -> dict[str, Any] | None:
    """"mark the Okafor booking as paid": the paid flag (1/0) or the status column set, on the rows whose name
    (or client) holds the name said; None when the schema has no column for either."""
    words, state = m.group(1).split(), m.group(2).lower()
    if words in (["it"], ["them"], ["that"], ["this"]):  # "hendersons paid invoice 1042 cash today, mark it paid": invoice 1042
        said = re.search(r"\b([a-z]+)\s+(?:no\.?\s*|number\s+|#)?(\d+)\b", m.string[:m.start()], re.I)
        if not said or not table_named(said.group(1), tables):
            return None
        table = table_named(said.group(1), tables)
        key = next((c for c, _ in tables[table] if sql_named_rows.KEY.search(c)), None)
        change = state_set(tables[table], state)
        if not (key and change):
            return None
        if state == "paid":
            change.update(sql_named_rows.paid_day(m.string, tables[table], today or dt.date.today()))
            change.update(sql_said_columns.paid_with(m.string, tables[table]))
        kind = dict(tables[table])[key]
        return {"table": table, "values": change, "where": f'"{key}" = ?',
                "params": [int(said.group(2)) if NUMERIC.search(kind) else said.group(2)]}
    coded = sql_named_rows.by_code(m.group(1), tables)  # "mark INV-2041 as paid": its invoice_no
    if coded and (change := state_set(tables[coded[0]], state)):
        if state == "paid":  # "…, money came in 25/11": the day it was paid too
            change.update(sql_named_rows.paid_day(m.string, tables[coded[0]], today or dt.date.today()))
        return {"table": coded[0], "values": change, "where": f'"{coded[1]}" = ?', "params": [coded[2]]}
    numbered = re.fullmatch(r"(\w+)\s+(?:no\.?\s*|number\s+|#)?(\d+)", m.group(1).strip())  # "invoice 1042": its id
    table = table_named(numbered.group(1), tables) if numbered else None
    key = column_named(("id",), tables[table]) if table else None
    if key and (change := state_set(tables[table], state)):
        return {"table": table, "values": change, "where": f'"{key}" = ?', "params": [int(numbered.group(2))]}
    noun = table_named(words[-1], tables) if words else None  # "the Okafor booking" → bookings
    who = " ".join(words[:-1] if noun else words).strip(" '\"")
    for table in [noun] if noun else list(tables):
        label = column_named((*LABELS, *PARTIES), tables[table])
        if label and who and (change := state_set(tables[table], state)):
            return {"table": table, "values": change, "where": f'"{label}" LIKE ?', "params": [f"%{who}%"]}
    return None


def state_set(columns: list[tuple[str, str]], state: str) -> dict[str, Any] | None:
    """The column and value that say ``state`` ("paid", "done", "cancelled"): a paid/done flag set to 1 (0 for
    "unpaid"), else the status column set to the word; None when the schema has neither."""
    flag = next(((c, kind) for c, kind in columns if c.lower() in ("paid", "is_paid", "done", "completed")
                 and state.startswith(("paid", "unpaid", "done", "complete"))), None)
    if flag and flag[1] and not NUMERIC.search(flag[1].upper()):  # a TEXT flag keeps yes/no
        return {flag[0]: "no" if state == "unpaid" else "yes"}
    if flag:
        return {flag[0]: 0 if state == "unpaid" else 1}
    status = column_named(STATES, columns)
    return {status: state} if status else None


_LET_TO = re.compile(r"^\s*(?:[\w-]+\.(?:db|sqlite3?)\s*[,:-]?\s*)?(?:the\s+)?([a-z]+)\s+(?:no\.?\s*|number\s+)?(\d+)\s+is\s+(?:now\s+)?"
                     r"(?:let|rented|leased|taken|given|going)\s+(?:out\s+)?to\s+(.+?)(?:\s+(?:from|as\s+of|starting)\s+(.+?))?\s*[.!]?$", re.I)


def let_to(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"allotments.db, plot 14 is now let to mr d okafor from 1 dec": the tenant (and the start day) of the row numbered
    so, in the table with a column for the thing's number and one for who has it."""
    m = _LET_TO.search(request)
    if not m:
        return None
    for table, columns in tables.items():
        key = next((c for c, _ in columns if stem(c.lower().split("_")[0]) == stem(m.group(1).lower())), None)
        holder = column_named(("tenant", "holder", "name", "member", "renter", *PARTIES), columns)
        if not (key and holder) or key == holder:
            continue
        values: dict[str, Any] = {holder: m.group(3).strip()}
        start = next((c for c, _ in columns if re.fullmatch(r"start(?:_date)?|from(?:_date)?|let_from|since", c, re.I)), None)
        if m.group(4) and start:
            values[start] = sql_said_columns.in_column(m.group(4), "start_date", dict(columns)[start], today)
        return {"table": table, "values": values, "where": f'"{key}" = ?',
                "params": [typed(m.group(2), dict(columns)[key])]}
    return None
