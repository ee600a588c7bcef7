"""Rows marked done, paid or cancelled, named the way people say them: "mark INV-2041 as paid", "mark the Okafor
booking as paid", "mark chidi's lesson on thurs 19th as paid", "mark the 13th as cancelled", and "mark it paid" after
the clause that says who ("joan hartley paid her £32 …, mark it paid": her unpaid visits).

A statement is written only from columns that exist in the looked-up schema, with the request's values as ?
parameters; None otherwise (the request is then asked about with the schema shown)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import sql_joined_names, sql_named_rows, sql_people, sql_said_columns
from core.planner.sql_flags import flag_is, flag_value, paid_flag, paid_unnamed, paid_value
from core.planner.sql_people import PARTIES, column_named
from core.planner.sql_plain_requests import PERSON_COLUMNS, day_column, one_day, person_column
from core.planner.sql_said_columns import NUMERIC
from core.planner.sql_totals import LABELS, STATES, table_named

_GROUPS = ("team", "club", "company", "business")  # a row named for who someone is with


def marked(m: re.Match[str], tables: dict[str, list[tuple[str, str]]], today: dt.date | None = None) -> dict[str, Any] | None:
    """"mark the Okafor booking as paid": the paid flag (1/0) or the status column set, on the rows whose name
    (or client) holds the name said; None when the schema has no column for either."""
    words, state = m.group(1).split(), m.group(2).lower()
    words = words[:-1] if len(words) == 2 and words[-1].lower() == "off" else words  # "mark her off as paid"
    words = ["it"] if [w.lower() for w in words] == ["as"] else words  # "…, mark as paid": the rows said before, never LIKE '%as%'
    whose = re.fullmatch(r"(?:all\s+)?(his|her|their)\s+(?:stuff|things|orders|lot|bits|gear|jobs)(?:\s+off)?", " ".join(words), re.I)
    words = [{"his": "him", "her": "her", "their": "them"}[whose.group(1).lower()]] if whose else words  # "mark all his stuff off as
    # paid": his rows, never those LIKE '%all%his%stuff%'
    if state == "off":  # "pete kilburns paid for dukes remedial fronts, … mark it off": as paid, when paying was said
        state = "paid" if re.search(r"\bpaid\b", m.string[:m.start()], re.I) else "done"
    before = m.string[:m.start()]
    pronoun = words in (["it"], ["them"], ["that"], ["this"])
    said = re.search(r"\b([a-z]+)\s+(?:no\.?\s*|number\s+|#)?(\d+)\b", before, re.I) if pronoun else None
    if pronoun and said and table_named(said.group(1), tables):  # "hendersons paid invoice 1042 cash today, mark it paid": invoice 1042
        table = table_named(said.group(1), tables)
        key = next((c for c, _ in tables[table] if sql_named_rows.KEY.search(c)), None)
        change = _changed(tables[table], state, m.string, today)
        if not (key and change):
            return None
        kind = dict(tables[table])[key]
        return {"table": table, "values": change, "where": f'"{key}" = ?',
                "params": [int(said.group(2)) if NUMERIC.search(kind) else said.group(2)]}
    coded = sql_named_rows.by_code(m.group(1), tables)  # "mark INV-2041 as paid": its invoice_no
    if coded and (change := _changed(tables[coded[0]], state, m.string, today)):  # "…, money came in 25/11": the day too
        return {"table": coded[0], "values": change, "where": f'"{coded[1]}" = ?', "params": [coded[2]]}
    numbered = re.fullmatch(r"(\w+)\s+(?:no\.?\s*|number\s+|#)?(\d+)", m.group(1).strip())  # "invoice 1042": its id
    table = table_named(numbered.group(1), tables) if numbered else None
    key = column_named(("id",), tables[table]) if table else None
    if key and (change := _changed(tables[table], state, m.string, today)):
        return {"table": table, "values": change, "where": f'"{key}" = ?', "params": [int(numbered.group(2))]}
    on_day = re.fullmatch(r"([a-z][\w-]*(?:\s+[a-z][\w-]*)?)['’]s\s+([a-z]+)\s+on\s+(.+)", m.group(1).strip(), re.I)
    day = one_day(on_day.group(3), today or dt.date.today()) if on_day else None
    named = table_named(on_day.group(2), tables) if day else None
    who_col, day_col = (person_column(tables[named]), day_column(tables[named])) if named else (None, None)
    if who_col and day_col and (change := _changed(tables[named], state, m.string, today)):  # "mark chidi's lesson on thurs 19th as paid"
        return {"table": named, "values": change, "where": f'"{who_col}" LIKE ? AND date("{day_col}") = ?',
                "params": [f"%{on_day.group(1)}%", day[0]]}
    dated = one_day(re.sub(r"^(?:the\s+)?(?=\d)", "on the ", m.group(1).strip()), today or dt.date.today()) \
        if _A_DAY.fullmatch(m.group(1).strip()) else None  # "the 13th": the next 13th
    on_that_day = [(t, c, change) for t, cols in tables.items() if dated and (c := day_column(cols)) and (change := state_set(cols, state, m.string))]
    if len(on_that_day) == 1:  # "mark the 13th as cancelled in fixtures.db": the rows of that day
        table, column, change = on_that_day[0]
        return {"table": table, "values": change, "where": f'date("{column}") = ?', "params": [dated[0]]}
    earlier = sql_people.WHO_DID.search(before) if words in (["her"], ["him"]) or pronoun else None
    earlier = earlier or (_ONE_FROM.search(before) if pronoun else None)
    if earlier:  # "isla brennan paid cash …, mark her as paid": a person, so a person's column before an item's
        words = earlier.group(1).split()
    elif pronoun and (paid_for := _PAID_FOR.search(before)) and table_named(paid_for.group(2), tables):
        words = paid_for.group(0).split()[-2:]  # "co-op … paid for the bloomfield service, mark it paid": the bloomfield service
    elif pronoun or words in (["her"], ["him"], ["them"]):
        return None  # "Danny from villarreal plumbing just zelled me, mark him paid": whose rows is not read here, never
        # the rows whose item is LIKE '%him%'
    noun = table_named(words[-1], tables) if words else None  # "the Okafor booking" → bookings
    who = " ".join(words[:-1] if noun else words).strip(" '\"")
    who = re.sub(r"^(?:the\s+)?(.+?)\s+(?:family|household|lot)$", r"\1", who, flags=re.I)  # "the Hall family": Hall
    who = re.sub(r"^the\s+(\w{4,})s$", r"\1", who, flags=re.I) if earlier else who  # "the hendersons have gone …": Henderson
    who = re.sub(r"['’]s$", "", who).strip()
    who = re.sub(r"(?<=[a-z]{4})s$", "", who) if earlier and " " in who else who  # "pete kilburns paid …": Kilburn's, as LIKE finds
    ordered = [noun] if noun else _said_first(before, tables)
    if earlier and who and not noun and ordered and _own_word_said(ordered[0], before, tables) and _named_by_link(ordered[0], tables):
        return None  # "Morag Macleod rang, she's paid the deposit": her booking's deposit_paid, found by guest_id in the rows
    for table in ordered:
        if earlier and who and _named_by_link(table, tables):
            continue  # "ate maricel has paid …": her debt by suki_id, found in the rows (sql_rows), not an item named so
        personal = earlier or re.fullmatch(r"(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][a-z'-]+\s+[A-Z][a-z'-]+", who)  # "mark Fiona Grant paid"
        label = column_named((*PARTIES, *PERSON_COLUMNS, "family", *LABELS, *_GROUPS) if personal else (*LABELS, *PARTIES, *PERSON_COLUMNS, "family"),
                             tables[table])  # "dan pritchard … mark him as paid": the customer, not the item
        label = label or sql_named_rows.name_column(tables[table])  # patient_name
        if label and who and (change := _changed(tables[table], state, m.string, today)):  # "mrs hale's booking": Mrs Sarah Hale's
            thing = _paid_for(before, tables[table], label) if earlier else None  # "… a cheque for the trolley, mark it paid"
            return {"table": table, "values": change,
                    "where": f'"{label}" LIKE ?{_still_owed(change, tables[table])}' + (f' AND "{thing[0]}" LIKE ?' if thing else ""),
                    "params": [f"%{'%'.join(who.split())}%", *([thing[1]] if thing else [])]}
        person = sql_people.person_where(who, tables[table]) if who else None
        if person and (change := _changed(tables[table], state, m.string, today)):  # "mark mrs hale as paid": surname Hale
            return {"table": table, "values": change, "where": person[0] + _still_owed(change, tables[table]), "params": person[1]}
    return None


_PLAIN_COLUMN_WORDS = frozenset("paid status date name id notes note is has".split())


def _own_word_said(table: str, request: str, tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether the request says a word of one of the table's own columns ("the deposit": deposit_paid)."""
    said = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", request)}
    return any(w in said for c, _ in tables[table] for w in c.lower().split("_") if w not in _PLAIN_COLUMN_WORDS)


def _said_first(request: str, tables: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The tables, those a column of which the request names first."""
    return sorted(tables, key=lambda t: not _own_word_said(t, request, tables))


def _named_by_link(table: str, tables: dict[str, list[tuple[str, str]]]) -> bool:
    """Whether a table keeps no person's name of its own but the id of one in a people table (utang.suki_id → suki)."""
    own = column_named((*PARTIES, *PERSON_COLUMNS, "family"), tables[table]) or sql_named_rows.name_column(tables[table])
    return not own and len(sql_joined_names.name_links(table, tables)) == 1


_FOR_THE = re.compile(r"\bfor\s+(?:the|his|her|their)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
                      r"(?=\s*(?:[,.;!]|$)|\s+(?:today|yesterday|this|by|in|on|at|£))", re.I)
_ITEMS = ("item", "job", "product", "description", "work", "clock", "thing")


def _paid_for(before: str, columns: list[tuple[str, str]], label: str) -> tuple[str, str] | None:
    """(item column, LIKE pattern) of the thing a person paid for ("paid the £95 for the outside socket"), so only its
    row is marked, not every row of theirs still owed; None when the request or the table says no thing."""
    said = _FOR_THE.search(before)
    column = column_named(_ITEMS, columns)
    return (column, f"%{'%'.join(said.group(1).split())}%") if said and column and column != label else None


def _changed(columns: list[tuple[str, str]], state: str, request: str, today: dt.date | None) -> dict[str, Any] | None:
    """``state_set``, and for "paid" the day and the way it was paid when the request says them and the table keeps
    them ("… yesterday by bank transfer": paid_date, method)."""
    change = state_set(columns, state, request, today)
    if change and state == "paid":
        change.update(sql_named_rows.paid_day(request, columns, today or dt.date.today()))
        change.update(sql_said_columns.paid_with(request, columns))
    return change


def status_kept(update: dict[str, Any] | None, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """A payment said ("the carpenters paid by bacs this morn"), not a row marked paid: where the table keeps the day or
    the way it was paid, those are set and its status stays as it was ("delivered", "done"), not 'paid'."""
    values = update.get("values") if update else None
    status = column_named(STATES, tables.get(update.get("table"), [])) if isinstance(values, dict) else None
    if status and values.get(status) == "paid" and len(values) > 1:
        return {**update, "values": {c: v for c, v in values.items() if c != status}}
    return update


_ONE_FROM = re.compile(r"^\s*[a-z]+\s+from\s+(?:the\s+)?([a-z][\w'-]+(?:\s+[a-z][\w'-]+){0,2}?)\s+(?:has\s+|have\s+|just\s+|finally\s+)*paid\b",
                       re.I)  # "kelly from rhos raiders has paid …, mark them paid": the team's row
_PAID_FOR = re.compile(r"\bpaid\s+(?:me\s+)?for\s+(?:the\s+|their\s+|his\s+|her\s+)?([a-z][\w'-]+)\s+([a-z]+)\b", re.I)


def _still_owed(change: dict[str, Any], columns: list[tuple[str, str]]) -> str:
    """" AND <not paid>" when a row is marked paid by its paid flag: a person's earlier visits, already paid, stay as
    they are (and the count of rows changed is the rows that were owed)."""
    flag = next(((c, kind) for c, kind in columns if c in change and paid_flag([(c, kind)])), None)
    marked = flag and change.get(flag[0]) not in (None, flag_value(flag[1], False))  # yes, or a paid_on day
    return f" AND {flag_is(flag[0], flag[1], False)}" if marked else ""


_A_DAY = re.compile(r"(?:the\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]{3,9})?", re.I)


def state_set(columns: list[tuple[str, str]], state: str, request: str = "", today: dt.date | None = None) -> dict[str, Any] | None:
    """The column and value that say ``state`` ("paid", "done", "cancelled"): a paid/done flag set to yes (no for
    "unpaid"); of several paid flags (autumn_paid, spring_paid), the one the request names; else the status column
    set to the word; None when the schema has none of these, or several paid flags and the request names none."""
    flag = next(((c, kind) for c, kind in columns if c.lower() in ("done", "completed")
                 and state.startswith(("done", "complete"))), None)
    if state in ("paid", "unpaid"):
        if paid_unnamed(columns, request):
            return None  # several paid flags and none named: asked, not the first one set
        flag = paid_flag(columns, request)
    if flag:
        return {flag[0]: paid_value(flag[0], flag[1] or "INTEGER", state != "unpaid", today)}  # no declared type: 1/0 as before
    status = column_named(STATES, columns)
    return {status: state} if status else None
