"""Database requests said in plain words, without the table's or the columns' names: a new row listed after the file
("swimmers.db add ollie grant, 7, stage 2, …"), "all the cancelled ones", "put her on stage 4", "pasta down to 10
packs". Each is written only from the schema's own columns, its values as ? parameters; None when unclear."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.catalog.local_wording import CANCELLED_THEIR
from core.planner import dates, day_spans, shorthand, sql_named_rows, sql_people, sql_said_columns, times
from core.planner.extract import stem
from core.planner.sql_flags import flag_is
from core.planner.sql_periods import MONTHS, dated_columns
from core.planner.sql_said_columns import NUMERIC, typed
from core.planner.sql_totals import DB_FILE_STEM, LABELS, PARTIES, STATES, column_named, table_named

Tables = dict[str, list[tuple[str, str]]]

_AFTER_FILE = re.compile(r"\b([\w-]+)\.(?:db|sqlite3?)\b(?:\s+in\s+(?:my\s+|the\s+)?[\w~/.-]+(?:\s+folder)?(?=\s*[-–:]))?"  # "in FootCare - …"
                         r"(?:\s+(?:pls|please))?\s*(?:[-–:]\s*|\s+)(?:(?:add|put|insert|log)\s+|(?:a\s+)?new\s+[a-z]+\s*[-–:,]\s*)?(.+?)\s*[.!]?$",
                         re.I | re.S)  # "jobs.db - new one, graham lowe …", "orders.db new order - gwen dingle, …": the values
_NEW_THING = re.compile(r"\b(?:new|add|log|record)\s+(?:a\s+|an\s+)?(?:new\s+)?([a-z]+)", re.I)


def said_row(request: str, tables: Tables) -> tuple[str, str] | None:
    """(table, the listed values) of a new row listed after the file's name: "new client in clients.db pls - sarah
    jenkins, 07700 900123, …" (the table a noun names, else the one named like the file, else the only one)."""
    m = _AFTER_FILE.search(request)
    if not m or "," not in m.group(2):
        return None
    thing = _NEW_THING.search(request)
    table = (table_named(thing.group(1), tables) if thing else None) or table_named(m.group(1), tables) or (
        next(iter(tables)) if len(tables) == 1 else None) or _by_columns(m.group(2), tables)
    listed = re.sub(r"^([^,]{1,40}?)\s+in\s*,", r"\1,", m.group(2))  # "put last thurs in, 9 tables, …": last thurs
    return (table, listed) if table else None


def _by_columns(listed: str, tables: Tables) -> str | None:
    """The one table two or more of whose column names the listed values say ("9 tables, £126 table money": sessions)."""
    said = {t for t, cols in tables.items()
            if sum(bool(re.search(rf"\b{c.replace('_', '[ _]')}\b", listed, re.I)) for c, _ in cols if len(c) > 2) >= 2}
    return next(iter(said)) if len(said) == 1 else None


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
def put_on(request: str, tables: Tables) -> dict[str, Any] | None:
    """"freya mills passed stage 3 today!! put her on stage 4 in swimmers.db": stage = 4 where the name is Freya
    Mills (the person said first, the column said before the new value)."""
    m, who = _PUT_ON.search(request), sql_people.WHO_DID.search(request)
    if not (m and who):
        return None
    for table, columns in tables.items():
        column = next((c for c, _ in columns if stem(c.lower()) == stem(m.group(1).lower())), None)
        name = column_named(("name", "full_name", *PARTIES), columns)
        if column and name:
            return {"table": table, "values": {column: typed(m.group(2), dict(columns)[column])},
                    "where": f'lower("{name}") = lower(?)', "params": [who.group(1)]}
    return None


_DOWN_TO = re.compile(r"^\s*(?:the\s+)?([a-z][\w' -]*?)\s+(?:is\s+|are\s+|now\s+|going\s+|goin\s+|gone\s+|went\s+|goes\s+)*(?:down|up)\s+to\s+"
                      r"(\d+(?:\.\d+)?)\b(?!p\b)", re.I)


def down_to(request: str, tables: Tables) -> dict[str, Any] | None:
    """"pasta down to 10 packs, update stock.db": the one numeric count column (quantity, stock, …) of the row whose
    name is the thing said, in the table whose rows have a name and such a column (the stock table, not donations when
    both do: the one named like the file or the thing's own table)."""
    m = _DOWN_TO.search(request)
    if not m or re.fullmatch(r"\d+\.\d\d", m.group(2)):
        return None  # "rubicon mango going up to 0.95": a price, no count
    found = []
    for table, columns in tables.items():
        label = column_named(LABELS, columns)
        count = next((c for c, kind in columns if NUMERIC.search(kind.upper()) and re.search(
            r"qty|quantity|stock|count|number|left|level|amount|units", c, re.I)), None)
        if label and count:
            found.append((table, label, count, dict(columns)[count]))
    filed = DB_FILE_STEM.search(request)
    if len(found) > 1 and filed:
        found = [f for f in found if f[0].lower() == filed.group(1).lower()] or found
    if len(found) != 1:
        return None
    table, label, count, kind = found[0]
    return {"table": table, "values": {count: typed(m.group(2), kind)}, "where": f'lower("{label}") = lower(?)',
            "params": [m.group(1).strip()]}


_WHO_HAS = re.compile(r"\b(?:who(?:'?s(?=\s+(?:still\s+)?not\b))?|(?P<which>which|what)\s+(?P<noun>\w+)|(?P<many>how\s+many)\s+\w+)\s+(?:still\s+)?"
                      r"(?:has|have|hasn'?t|hasnt|haven'?t|havent|is|isn'?t|isnt|did|didn'?t|didnt|not|owes?)\b(?:\s+i\b)?.*",
                      re.I)  # "whos not paid their deposit yet?", "who still owes their subs this yr?"


def who_flagged(request: str, tables: Tables) -> dict[str, Any] | None:
    """"members.db - who hasnt paid subs yet": the rows of the one table with a name whose yes/no column the question
    names (subs_paid) says no (yes for "who has …"); "which fairs havent i paid …" the rows of the table named; "how many
    kids still havent paid autumn term" their count."""
    m = _WHO_HAS.search(request)
    named = table_named(m.group("noun"), tables) if m and m.group("which") else None  # "which fairs havent i paid …": fairs
    found = [(t, cond) for t, cols in tables.items() if m and (named == t if named else m.group("which") is None)
             and (m.group("many") or named or column_named(("name", "full_name", "first_name", "surname", *PARTIES), cols))
             and (cond := sql_named_rows.flag_condition(m.group(0), cols))]
    if len(found) != 1:
        return None
    if m.group("many"):  # "how many kids still havent paid autumn term": autumn_paid says no
        return {"sql": f'SELECT count(*) FROM "{found[0][0]}" WHERE {found[0][1][0]}'}
    return {"sql": f'SELECT * FROM "{found[0][0]}" WHERE {found[0][1][0]} LIMIT 100'}


_SET_FOR_THEM = re.compile(r"\bset\s+([a-z_]+)\s+to\s+([\w.£$-]+)\s+for\s+(?:her|him|them\b|(?P<who>(?:(?:mrs?|ms|miss|dr)\.?\s+)?"
                           r"(?!(?:the|my|all|every|each)\b)[a-z][\w'-]+(?:\s+(?!(?:in|on|at|from)\b)[a-z][\w'-]+)?)(?=\s+(?:in|on)\b|\s*[,.!]|\s*$))", re.I)


def set_for_them(request: str, tables: Tables) -> dict[str, Any] | None:
    """"mrs hollis has paid for her turkey, set paid to yes for her in christmas_orders.db": paid = yes on the rows
    whose name (or customer) holds the person said first; "set paid to yes for oliver grant in club.db": Oliver Grant's."""
    m = _SET_FOR_THEM.search(request)
    person = (m.group("who") or sql_people.said_first(request)) if m else None
    if not person:
        return None
    for table, columns in tables.items():
        column = next((c for c, _ in columns if c.lower() == m.group(1).lower()), None)
        name = column_named(("name", "full_name", *PARTIES), columns)
        if column and name:
            return {"table": table, "values": {column: typed(m.group(2), dict(columns)[column])},
                    "where": f'"{name}" LIKE ?', "params": [f"%{person}%"]}
        if column and (split := sql_people.person_where(person, columns)):  # first_name and surname
            return {"table": table, "values": {column: typed(m.group(2), dict(columns)[column])}, "where": split[0],
                    "params": split[1]}
    return None


def one_day(clause: str, today: dt.date) -> tuple[str, tuple[str, ...]] | None:
    """(ISO day, the words that said it) of one day a clause names ("going out fri", "on weds 2nd"); a weekday and a date
    that disagree ahead agree in the past ("chidi's lesson on thurs 19th" on the 26th: Thursday 19 November)."""
    found = times.when(shorthand.expand(clause), dt.datetime.combine(today, dt.time(), dt.UTC))
    if not (found and found.dated and found.all_day and found.end is None):
        return None
    day = found.start.date()
    said = re.search(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:[/.-]\d|" + "|".join(MONTHS) + "))",
                     clause, re.I)
    weekday = ("mon", "tue", "wed", "thu", "fri", "sat", "sun").index(said.group(1).lower()) if said else None
    past = day_spans.last_nth_day(int(said.group(2)), today) if said and day.weekday() != weekday else None
    return (past if past and past.weekday() == weekday else day).isoformat(), found.texts




def named_and_phone(request: str, values: list[str], columns: list[tuple[str, str]], row: dict[str, Any]) -> dict[str, Any]:
    """A new row's name said before the file ("add rolo to dogs.db - breed beagle, …": name Rolo's row) and a phone number
    listed on its own (the phone column); the values used are taken out of ``values``."""
    found: dict[str, Any] = {}
    named = re.search(r"\b(?:add|put)\s+(?!(?:a|an|the|new|this|these|row|line|entry|record|order|donation)\b)([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
                      r"\s+(?:to|in|into)\s+(?:the\s+|my\s+)?(?:[\w-]+\.(?:db|sqlite3?)\b|[\w-]+\s+(?:table|tbl)\b)", request, re.I)
    name = column_named(("name", "full_name", "advertiser", "business", "company", "supplier", "customer", "client"), columns)
    if named and name and name not in row and not table_named(named.group(1).split()[-1], {c: [] for c, _ in columns}):
        found[name] = named.group(1)
    phone = next((c for c, kind in columns if sql_people.is_phone_column(c) and c not in row), None)
    number = next((v for v in values if sql_people.PHONE_NUMBER.fullmatch(v.strip())), None)
    if phone and number:
        found[phone] = number.strip()
        values.remove(number)
    return found


def said_in(word: str, texts: tuple[str, ...]) -> bool:
    """Whether a word of the request ("fri") is part of what a day was read from ("Friday")."""
    return any(shorthand.expand(word).lower() in t.lower().split() for t in texts)


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


PERSON_COLUMNS = ("name", "full_name", "student", "pupil", "dog", "pet", "child", "member", "resident", "hirer", "client", "customer",
                   "patient", "guest", "tenant", "who", "person", "governor", "volunteer", "player", "staff", "employee", "deceased",
                  "farmer", "passenger", "driver")


def person_column(columns: list[tuple[str, str]]) -> str | None:
    """The column that names the row's person (name, student, patient …, deceased)."""
    return column_named(PERSON_COLUMNS, columns)


def day_column(columns: list[tuple[str, str]]) -> str | None:
    """The table's one column that keeps a day; None with none or several."""
    days = dated_columns(c for c, _ in columns)
    return days[0] if len(days) == 1 else None


_NOBODY = re.compile(r"\b(?:nobody|no\s+one|noone|no-one)\s+(?:for|on|down\s+for|doing)\b|\b(?:unfilled|not\s+(?:filled|covered))\b"
                     r"|\bstill\s+need\s+(?:someone|somebody|a\s+volunteer)\b", re.I)


def unfilled(request: str, tables: Tables) -> dict[str, Any] | None:
    """"which shifts have i still got nobody for": the rows whose person is empty, by day, in the one table that keeps
    a person and a day; None otherwise."""
    found = [(t, who, day) for t, cols in tables.items() if _NOBODY.search(request) and (who := person_column(cols))
             and (day := day_column(cols))]
    if len(found) != 1:
        return None
    table, who, day = found[0]
    return {"sql": f'SELECT * FROM "{table}" WHERE coalesce("{who}", \'\') = \'\' ORDER BY "{day}"'}


_COUNT_FOR = re.compile(r"\bhow\s+many\s+([a-z]+)\s+(?:has|have|did)\s+(?:(?!i\b|we\b)([a-z][\w'-]+(?:\s+(?!had\b|missed\b)[A-Z][\w'-]+)?)\s+"
                        r"(?:had|done|attended|taken|booked|missed|skipped)"
                        r"|(?:i|we)\s+(?:do|did|have|had|book|booked)\s+(?:for|with)\s+([a-z][\w'-]+))\b", re.I)
_SINCE_DAY = re.compile(r"\bsince\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)", re.I)


def counted_for(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"how many lessons has chidi had since 1st sept?", "how many walks did i do for luna this month?": count(*) of the
    rows of that table for that person (name LIKE), from that day or in this month."""
    m = _COUNT_FOR.search(request)
    table = (table_named(m.group(1), tables) or sql_said_columns.table_said(request, tables)) if m else None  # "… table attendance"
    if table and any(stem(c.lower()) == stem(m.group(1).lower()) and NUMERIC.search(kind.upper()) for c, kind in tables[table]):
        return None  # "how many hours has alfie done": a sum of hours, not a count of rows
    person = person_column(tables[table]) if table else None
    if not (table and person):
        return None
    where, params = [f'"{person}" LIKE ?'], [f"%{m.group(2) or m.group(3)}%"]
    if re.search(r"\b(?:missed|skipped)\b", m.group(0), re.I):  # "how many meetings has Dev Patel missed": the absent rows
        came = next(((c, kind) for c, kind in tables[table] if c.lower() in ("present", "attended", "attendance", "came", "here")), None)
        if came is None:
            return None
        where.append(flag_is(came[0], came[1], False))
    day = day_column(tables[table])
    month = re.search(r"\bsince\s+(" + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)", request, re.I)
    if month and day:  # "since september": from its first day, the last one begun
        first = dt.date(today.year, MONTHS.index(month.group(1).lower()[:3]) + 1, 1)
        where.append(f'date("{day}") >= ?')
        params.append((first if first <= today else first.replace(year=first.year - 1)).isoformat())
        return {"sql": f'SELECT count(*) FROM "{table}" WHERE ' + " AND ".join(where), "params": params}
    since = _SINCE_DAY.search(request)
    this_month = re.search(r"\bthis\s+month\b", request, re.I)
    if (since or this_month) and not day:
        return None
    if since:
        mention = next(iter(dates.date_mentions(since.group(1))), None)
        if not (mention and mention.month and mention.day):
            return None
        first = dt.date(mention.year or today.year, mention.month, mention.day)
        where.append(f'date("{day}") >= ?')
        params.append((first.replace(year=first.year - 1) if mention.year is None and first > today else first).isoformat())
    elif this_month:
        where.append(f"strftime('%Y-%m', \"{day}\") = ?")
        params.append(f"{today:%Y-%m}")
    return {"sql": f'SELECT count(*) FROM "{table}" WHERE ' + " AND ".join(where), "params": params}


_BIRTHDAYS_IN = re.compile(r"\bbirthdays?\s+(?:in|during|this)\s+(" + "|".join(MONTHS) + r")[a-z]*\b", re.I)


def birthdays_in(request: str, tables: Tables) -> dict[str, Any] | None:
    """"which residents have birthdays in december? …, dob column": the rows whose day of birth is in that month."""
    m = _BIRTHDAYS_IN.search(request)
    found = [(t, c) for t, cols in tables.items() for c, _ in cols if m and re.search(r"^dob$|birth", c, re.I)]
    if len(found) != 1:
        return None
    table, born = found[0]
    return {"sql": f"SELECT * FROM \"{table}\" WHERE strftime('%m', \"{born}\") = ? LIMIT 100",
            "params": [f"{MONTHS.index(m.group(1).lower()[:3]) + 1:02d}"]}


_DID_THE = re.compile(r"\b(?:log|record|note|put)\b.*?\bthat\s+([a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s+(?:did|went\s+to|came\s+to|attended|joined\s+in)\s+"
                      r"(?:the\s+|a\s+)?(.+?)\s+(today|yesterday)\b", re.I)


def attended(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"log in residents.db that edna price did the armchair quiz today - attendance table": a row of who, what and the day,
    in the table said (or the one with a person, an activity and a day column)."""
    m = _DID_THE.search(request)
    if not m:
        return None
    said = re.search(r"\b(\w+)\s+(?:table|tbl)\b", request, re.I)
    order = [table_named(said.group(1), tables)] if said and table_named(said.group(1), tables) else list(tables)
    for table in order:
        columns = tables[table]
        who, what = person_column(columns), column_named(("activity", "event", "session", "class", "what", "activity_name"), columns)
        day = day_column(columns)
        if who and what and day:
            when = today - dt.timedelta(days=m.group(3).lower() == "yesterday")
            return {"table": table, "row": {who: shorthand.as_typed(m.group(1)), what: shorthand.as_typed(m.group(2)), day: when.isoformat()}}
    return None


def cancelled_booking(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"toddler group have cancelled their wed 2 dec booking, take it out of the database (hall.db)": the rows of who it is
    on that day."""
    found = _cancelled_on_day(request, tables, today)
    return {"table": found[0], "where": found[1], "params": found[2]} if found else None


def cancelled_marked(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"bookings.db - kirsty munro's cancelled her thurs night drumnadrochit job", said with no word of taking it out:
    the status of who it is on that day set to cancelled, in the one table that keeps a status; None otherwise."""
    found = _cancelled_on_day(request, tables, today, status=True)
    return {"table": found[0], "values": {found[3]: "cancelled"}, "where": found[1], "params": found[2]} if found else None


def _cancelled_on_day(request: str, tables: Tables, today: dt.date,
                      status: bool = False) -> tuple[str, str, list[str], str | None] | None:
    """(table, where, params, status column) for the rows of who cancelled on the day said, in the one table keeping a
    person and a day (and, when ``status``, a status or state column); None otherwise."""
    m = CANCELLED_THEIR.search(request)
    day = one_day(m.group(2), today) if m else None
    found = [(t, who, col, state) for t, cols in tables.items() if day and (who := person_column(cols)) and (col := day_column(cols))
             and ((state := column_named(("status", "state"), cols)) or not status)]
    if len(found) != 1:
        return None
    table, who, col, state = found[0]
    return table, f'"{who}" LIKE ? AND date("{col}") = ?', [f"%{m.group(1).strip()}%", day[0]], state


_COUNT_BY = re.compile(r"\bhow\s+many\b.*?\b(?:by|per|for\s+each)\s+([a-z_]+)\b", re.I)
_NOT_COUNTING = re.compile(r"\b(?:do\s+not|don'?t|dont|not)\s+count(?:ing)?\s+(?:the\s+)?(?:ones?\s+)?(?:that\s+are\s+|already\s+|thats?\s+)*"
                           r"([a-z][\w-]*(?:\s+[a-z][\w-]*)?)", re.I)


def counted_by(request: str, tables: Tables) -> dict[str, Any] | None:
    """"how many clocks have i got on the go by status? dont count the ones already collected": a count for each value
    of the column named after "by" (in the one table that has it), without the rows whose value is the one left out."""
    m = _COUNT_BY.search(request)
    found = [(t, c) for t, cols in tables.items() for c, _ in cols if m and c.lower() == m.group(1).lower()]
    if len(found) != 1:
        return None
    table, column = found[0]
    left_out = _NOT_COUNTING.search(request)
    where = f" WHERE coalesce(lower(\"{column}\"), '') <> lower(?)" if left_out else ""
    return {"sql": f'SELECT "{column}", count(*) FROM "{table}"{where} GROUP BY "{column}" ORDER BY "{column}"',
            **({"params": [left_out.group(1)]} if left_out else {})}
