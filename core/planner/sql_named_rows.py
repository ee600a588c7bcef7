"""Rows of a local database named the way people name them: by a code ("mark INV-2041 as paid … money came in
25/11"), by whose they are ("look up Harlow Plumbing's VAT number in clients.db"), by a name said before "take it
out" ("Foster job's cancelled, take it out of jobs.db"), by a yes/no column ("how many students … havent signed the
waiver yet"), and a route said as "Leamington Spa to Warwick" for a from/to pair of columns.

Like sql_requests.py, a statement is written only from columns that exist in the looked-up schema, with the
request's values as ? parameters; None otherwise (the request is then asked about with the schema shown).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, day_spans, sql_people
from core.planner.extract import stem
from core.planner.sql_flags import flag_is, paid_flag, paid_said, paid_value
from core.planner.sql_money import CHARGED, ROW_MONEY, money_column
from core.planner.sql_said_columns import NUMERIC, in_column
from core.planner.sql_totals import column_named, table_named

Tables = dict[str, list[tuple[str, str]]]
_CODE = re.compile(r"[A-Za-z]{1,6}-?\d{2,}|\d{3,}")  # INV-2041, PO1187, 003417
KEY = re.compile(r"(?:^|_)(?:no|num|number|ref|reference|code|id)$", re.I)
_NAMES = ("name", "full_name", "client", "customer", "company", "person", "title")


def name_column(columns: list[tuple[str, str]]) -> str | None:
    """The column that holds a row's name: name, client … or customer_name, client_name (not first_name alone)."""
    return column_named(_NAMES, columns) or next((c for c, _ in columns if c.lower().endswith("_name")
                                                  and c.lower().split("_")[0] in ("customer", "client", "full", "contact", "company", "guest", "student", "patient")), None)


_ALSO = re.compile(r"[,;]\s*(?:and\s+)?(?:the\s+)?([a-z][a-z ]{1,20}?)\s+(?:was|is|were|came\s+to|took|=|:)\s+(?:about\s+)?[£$€]?(\d+(?:\.\d+)?)",
                   re.I)


def also_set(request: str, columns: list[tuple[str, str]], values: dict[str, Any]) -> dict[str, Any]:
    """Numbers said after an update's own change, in the numeric column whose first word is the one said: ", labour
    was 1.5 hrs" → labour_hours = 1.5; {} when none fits."""
    extra: dict[str, Any] = {}
    for m in _ALSO.finditer(request):
        word = stem(m.group(1).split()[-1].lower())
        column = next((c for c, kind in columns if NUMERIC.search(kind) and c not in values and c.lower() != "id"
                       and stem(c.lower().split("_")[0]) == word), None)
        if column:
            extra[column] = float(m.group(2)) if "." in m.group(2) or "REAL" in dict(columns)[column] else int(m.group(2))
    return extra


_ITEMS = ("item", "product", "title", "description", "what", "part")


_RAISED_TO = re.compile(r"\b(?:put|bump|raise|increase|drop|lower|take|bring|knock|reduce|cut)\s+(?:(?:mr|mrs|ms|miss|dr)\.?\s+|the\s+)?"
                        r"([a-z][\w'-]+(?:\s+[a-z][\w'-]+){0,3}?)"
                        r"\s+(?:up|down)\s+to\s+[£$€]?(\d+(?:\.\d+)?)"  # "put mr dawson up to £22"
                        # "drop the arcteryx to 160", "change curry leaves to 80p": a price set, said without up or down
                        r"|^\s*(?:please\s+)?(?:drop|lower|reduce|cut|knock|change|set)\s+(?:the\s+)?(?:price\s+(?:of|for)\s+)?"
                        r"(?!(?:it|that|this|them|him|her)\b)([a-z][\w'-]+(?:\s+[a-z][\w'-]+){0,3}?)\s+(?:price\s+)?to\s+"
                        r"(?:[£$€](\d+(?:\.\d+)?)|(\d+)p\b|(\d{2,5}(?:\.\d\d)?)(?![\d:a-z]|\s*(?:am|pm)\b))", re.I)


def raised_to(request: str, tables: Tables) -> dict[str, Any] | None:
    """"put mr dawson up to £22 in rounds.db", "knock the burberry trench down to £85": the price of the one row named
    (by its name or its item, the words in order), in the one table with a name or an item and a price."""
    m = _RAISED_TO.search(request)
    found = [(t, name, money) for t, cols in tables.items() if (name := name_column(cols) or column_named(_ITEMS, cols))
             and (money := money_column(cols, CHARGED))]
    if not m or len(found) != 1:
        return None
    table, name, money = found[0]
    kind = dict(tables[table])[money]
    said, amount = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4) or m.group(6))
    price: float | int = float(amount) if amount else int(m.group(5)) / 100  # "80p": £0.80
    if amount and "REAL" not in kind.upper() and "." not in amount:
        price = int(amount)
    return {"table": table, "values": {money: price}, "where": f'"{name}" LIKE ?',
            "params": [f"%{'%'.join(said.split())}%"]}  # "Burberry trench coat"


_PAID_UP = re.compile(r"^\s*(?P<key>[a-z][\w-]*)\s+(?P<value>\w+)\s+(?:has\s+|have\s+)?paid(?:\s+up)?\b(?:\s+(?P<when>today|yesterday))?", re.I)
_PAID_BY = re.compile(r"\b(cash|card|cheque|check|bank\s+transfer|bacs|paypal)\b", re.I)


def paid_up(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"plot 9 paid up today, £42 cash, can u mark it in plots.db rents": the row whose key column (plot) holds 9, in the
    one table with that column and a paid flag, marked paid with the day, the amount and how, where it has columns for them."""
    m = _PAID_UP.search(request)
    fits = [(t, key, flag) for t, cols in tables.items() if (key := next((c for c, _ in cols if c.lower() == m.group("key").lower()), None) if m else None)
            and (flag := paid_flag(cols, request))]
    if not m or len(fits) != 1:
        return None
    table, key, (flag, declared) = fits[0]
    columns = dict(tables[table])
    values: dict[str, Any] = {flag: paid_value(flag, declared, True, today)}
    day = next((c for c in columns if re.search(r"paid_(?:on|date|at)|date_paid", c, re.I)), None)
    if day and m.group("when"):
        values[day] = (today - dt.timedelta(days=1 if m.group("when").lower() == "yesterday" else 0)).isoformat()
    money = _MONEY_SAID.search(request)
    amount = money_column(tables[table], ROW_MONEY)
    if money and amount:
        values[amount] = float(money.group(1).replace(",", ""))
    how = _PAID_BY.search(request)
    method = next((c for c in columns if c.lower() in ("method", "paid_by", "payment_method", "how")), None)
    if how and method:
        values[method] = how.group(1).lower()
    value = int(m.group("value")) if m.group("value").isdigit() and "INT" in columns[key].upper() else m.group("value")
    where, params = [f'"{key}" = ?', f'("{flag}" = 0 OR "{flag}" IS NULL)'], [value]  # the unpaid rows only: last year's stays as paid
    if any(c.lower() == "year" for c in columns):
        where.append('"year" = ?')
        params.append(today.year)
    return {"table": table, "values": values, "where": " AND ".join(where), "params": params}


def by_code(said: str, tables: Tables) -> tuple[str, str, Any] | None:
    """(table, key column, value) for a row said by its code ("INV-2041"): the one text key column (invoice_no,
    ref) for letters and digits, or a numeric id for digits; of several, the table the code's letters begin
    (invoices); None otherwise."""
    code = said.strip(" '\"")
    if not _CODE.fullmatch(code):
        return None
    found = []
    for table, columns in tables.items():
        for column, kind in columns:
            if KEY.search(column) and (not NUMERIC.search(kind) or code.isdigit()):
                found.append((table, column, int(code) if NUMERIC.search(kind) else code))
                break
    prefix = re.match(r"[A-Za-z]+", code)
    named = [f for f in found if prefix and f[0].lower().startswith(prefix.group(0).lower())]  # INV-2041: the invoices table
    return found[0] if len(found) == 1 else named[0] if len(named) == 1 else None


_PAID_DAY = re.compile(r"\b(?:paid|came\s+in|arrived|received|cleared|settled)\b(?:\s+(?:on|in))?\s+(?:on\s+)?(?:the\s+)?(.+?)(?=[?!,;]|\.\s|$)",
                       re.I)


def paid_day(request: str, columns: list[tuple[str, str]], today: dt.date) -> dict[str, str]:
    """{paid_on: ISO day} when the request says when the money came ("money came in 25/11") and the table has
    one paid-date column; {} otherwise."""
    day_columns = [c for c, _ in columns if re.search(r"paid", c, re.I) and re.search(r"date|_on$|_at$|^date", c, re.I)]
    said_day = re.search(r"\b(today|yesterday)\b", request, re.I)
    if len(day_columns) == 1 and said_day:  # "hendersons paid invoice 1042 cash today"
        return {day_columns[0]: (today - dt.timedelta(days=said_day.group(1).lower() == "yesterday")).isoformat()}
    for said in _PAID_DAY.finditer(request) if len(day_columns) == 1 else ():
        mention = next(iter(dates.date_mentions(said.group(1))), None)
        found = (mention.day, mention.month) if mention and mention.month and mention.day else dates.day_and_month(said.group(1))
        if found is None:
            continue  # "paid in invoices.db": no day
        try:
            day = dt.date(mention.year if mention and mention.year else today.year, found[1], found[0])
        except ValueError:
            return {}
        if not (mention and mention.year) and day > today:  # money that came in is in the past: last year's
            day = day.replace(year=day.year - 1)
        return {day_columns[0]: day.isoformat()}
    weekday = _PAST_WEEKDAY.search(request) if len(day_columns) == 1 else None
    if weekday:  # "gave me £45 cash at club night weds …, mark him as paid": the last Wednesday
        back = (today.weekday() - [d[:3] for d in day_spans.WEEKDAYS].index(weekday.group(1).lower())) % 7
        return {day_columns[0]: (today - dt.timedelta(days=back)).isoformat()}
    return {}


_PAST_WEEKDAY = re.compile(r"(?<!next )(?<!this )\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|nesday|sday|rsday|urday|rs)?\b(?!\s+\d)", re.I)


_WHOSE = re.compile(r"\b([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})(?:'s|’s)\s+((?i:[a-z][a-z ]{0,30}?))\s+(?:in|from|on|at)\b"
                    r"|^\s*(?i:what'?s|what\s+is|look\s+up|find|get)\s+(?!(?i:the|my|our|a|an)\b)((?i:[a-z][\w-]+\s+[a-z][\w-]*?))"
                    r"(?:'s|’s|(?<=[a-df-rt-z])s)\s+((?i:[a-z][a-z ]{0,30}?))\s*(?:[?.!,]|\s+(?:in|from|on|at)\b|$)")
# What people call a column: "date of birth" is dob.
_ALIASES = {"date of birth": ("dob", "date_of_birth", "birth_date", "birthday"), "birthday": ("dob", "date_of_birth", "birthday"),
            "number": ("phone", "phone_number", "mobile"), "phone number": ("phone", "phone_number", "mobile"),
            "mobile": ("mobile", "phone"), "email": ("email", "email_address"), "address": ("address", "postal_address")}


def looked_up(request: str, tables: Tables) -> dict[str, Any] | None:
    """SELECT of the column a request asks for on the row it names: "Harlow Plumbing's VAT number" → the
    vat_number of the clients row whose name holds "Harlow Plumbing"."""
    m = _WHOSE.search(request)
    if not m:
        return None
    who, said = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    words = said.lower().split()
    for table, columns in tables.items():
        names = {c.lower(): c for c, _ in columns}
        column = next((names[s] for s in ("_".join(words), "".join(words), *_ALIASES.get(" ".join(words), ()), words[-1])
                       if s in names), None)
        label = column_named(_NAMES, columns)
        if column and label and column != label:
            return {"sql": f'SELECT "{label}", "{column}" FROM "{table}" WHERE "{label}" LIKE ? LIMIT 20',
                    "params": [f"%{who.strip()}%"]}
        pair = sql_people.split_names(columns)
        if column and pair and column not in pair and (person := sql_people.person_where(who, columns)):  # first_name, surname
            return {"sql": f'SELECT "{pair[0]}", "{pair[1]}", "{column}" FROM "{table}" WHERE {person[0]} LIMIT 20',
                    "params": person[1]}
    return None


_NEW_DETAIL = re.compile(r"\b(?P<who>[A-Za-z][\w-]*(?:\s+(?-i:[A-Z])[\w-]*|\s+[a-z][\w-]*(?=['’]s\b))?(?:['’]s)?)\s+(?:(?P<role>owner|mum|dad|mother|father|parent|wife|husband|"
                         r"partner)\s+)?(?:has\s+(?:got\s+)?|'?s\s+got\s+|got\s+)(?:a\s+)?new\s+(?P<what>phone(?:\s+number)?|mobile(?:\s+number)?|"
                         r"number|e-?mail(?:\s+address)?|address)\b[\s:,-]*(?:(?:it'?s|is|of)\s+)?(?P<value>\+?\d[\d ()-]{4,}\d|[\w.+-]+@[\w.-]+\.\w+|"
                         r"[^,;]+?(?=\s*(?:[,;]|$)))", re.I)
_DETAIL_COLUMNS = {"phone": ("phone", "mobile", "tel", "telephone", "number", "phone_number"), "email": ("email", "email_address"),
                   "address": ("address", "postal_address")}


def new_detail(request: str, tables: Tables) -> dict[str, Any] | None:
    """"bellas owner has a new number 07700 900127, update it in grooming.db": the one column for that detail (of the
    owner when one is said: owner_phone) on the row whose name is the one said; None unless exactly one fits."""
    m = _NEW_DETAIL.search(request)
    if not m:
        return None
    who = re.sub(r"['’]s$", "", m.group("who"))
    if m.group("role") and who.endswith("s") and not who.endswith("ss") and "'" not in m.group("who"):
        who = who[:-1]  # "bellas owner": Bella's
    kind = "email" if "mail" in m.group("what").lower() else "address" if m.group("what").lower() == "address" else "phone"
    found = []
    for table, columns in tables.items():
        label = column_named(_NAMES, columns)
        for column, _ in columns:
            parts = column.lower().split("_")
            role_fits = (m.group("role") or "").lower() in parts if m.group("role") else not set(parts) & {"owner", "parent", "mum", "dad"}
            if label and role_fits and any(p in _DETAIL_COLUMNS[kind] for p in parts) and column != label:
                found.append((table, column, label))
    if len(found) != 1:
        return None
    table, column, label = found[0]
    return {"table": table, "values": {column: m.group("value").strip()}, "where": f'"{label}" LIKE ?', "params": [who]}


_GONE = re.compile(r"^\s*(?P<family>the\s+)?([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}?|(?<=the\s)[a-z][\w'-]+)(?:\s+(?:job|booking|order|move|"
                   r"appointment|lesson|class|session|row|entry))?(?:'s|’s|\s+(?:is|was|has|have|are))\s+(?:been\s+)?(?:cancell?ed|called\s+off|off|"
                   r"gone|finished|moved(?:\s+away|\s+out)?|left)\b"
                   r"(?=.*\b(?:take|remove|delete|get|strike)\s+(?:it|that|them|him|her|(?:their|his|her)\s+[a-z]+)\s+(?:out|off|from)\b)")
# "the Hendersons have cancelled, delete their booking from bookings.db": the family, saved as Henderson


def removed_named(request: str, tables: Tables) -> dict[str, Any] | None:
    """"Foster job's cancelled, take it out of jobs.db", "remove mo rahman's deposit from deposits.db": the rows of the
    one table with a name column that holds the name said."""
    at = _OUT_AT.search(request)
    placed = [(t, name, addr) for t, cols in tables.items() if (name := name_column(cols))
              and (addr := next((c for c, _ in cols if "address" in c.lower()), None))]
    if at and len(placed) == 1:  # by where they live, and their name
        table, name, addr = placed[0]
        return {"table": table, "where": f'"{addr}" LIKE ? AND "{name}" LIKE ?', "params": [f"%{at.group('at')}%", f"%{at.group('who')}%"]}
    m = _GONE.search(request) or _REMOVE_WHOSE.search(request) or _REMOVE_FOR.search(request)
    named = [(t, c) for t, cols in tables.items() if (c := name_column(cols))]
    noun = table_named(m.groupdict().get("noun"), tables) if m else None
    if noun and len(named) > 1:  # "mo rahman's deposit": the deposits table
        named = [(t, c) for t, c in named if t == noun]
    filed = re.search(r"\b([\w-]+)\.(?:db|sqlite3?)\b", request)
    if len(named) > 1 and filed:  # "the joneses have moved away, take them out of clients.db": the clients table
        named = [(t, c) for t, c in named if t.lower() == filed.group(1).lower()] or named
    if not m or len(named) != 1:
        return None
    who = m.groupdict().get("who") or (m.group(2) if m.re is _GONE else m.group(1))
    if m.re is _GONE and m.group("family") and who.endswith("s") and not who.endswith("ss"):
        who = who[:-2] if who.endswith("eses") else who[:-1]  # "the Hendersons": Henderson; "the joneses": jones
    return {"table": named[0][0], "where": f'"{named[0][1]}" LIKE ?', "params": [f"%{who}%"]}


_REMOVE_WHOSE = re.compile(r"\b(?:remove|delete|take)\s+(?!(?:the|my|our|all|every)\b)([a-z][\w-]+(?:\s+[a-z][\w-]+){0,2}?)(?:'s|’s)\s+"
                           r"(?P<noun>[a-z]+)\s+(?:from|out\s+of|off)\b", re.I)
_OUT_AT = re.compile(r"\b(?:take|remove|delete|strike)\s+(?:the\s+)?(?P<who>[a-z][\w'-]+?)(?:e?s)?\s+(?:at|from)\s+(?P<at>\d{1,4}[a-z]?\s+[a-z][\w ]+?)"
                     r"\s+(?:out\s+of|off|from)\b", re.I)  # "take the hendersons at 3 mill lane out of rounds.db customers"
_REMOVE_FOR = re.compile(r"\b(?:remove|delete|cancel)\s+(?:the\s+)?(?P<noun>[a-z]+)\s+(?:for|of)\s+(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2})",
                         re.I)  # "delete the booking for Gary Pearce in workshop.db"
_NOT = re.compile(r"\b(?:not|never|haven'?t|hasn'?t|havent|hasnt|didn'?t|didnt|don'?t|dont|yet\s+to|without|owes?|owing)\b", re.I)


def flag_condition(clause: str, columns: list[tuple[str, str]]) -> tuple[str, list[Any]] | None:
    """(where, params) for a yes/no column the counted clause names: "havent signed the waiver yet" →
    waiver_signed is 0 or empty; "have signed the waiver" → 1. None when no single such column is named."""
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", clause)}
    flags = [(c, kind) for c, kind in columns if ("INT" in kind or "BOOL" in kind or not kind or re.search(
                 r"(?:^|_)(?:paid|signed|done|sent|booked|attended|confirmed|returned)$", c, re.I))
             and c.lower() not in ("id", "year", "month", "day") and not re.search(r"date|_on$|_at$", c, re.I)  # date_paid: a day
             and len({stem(p) for p in c.lower().split("_") if p} & said) >= 1 and not KEY.search(c)  # subs_paid TEXT: yes/no
             and not re.search(rf"\b{re.escape(c.replace('_', ' '))}\s+\d", clause, re.I)]  # "in division 2": a value, no flag
    overlap = {c: len({stem(p) for p in c.lower().split("_") if p} & said) for c, _ in flags}
    flags = [f for f in flags if overlap[f[0]] == max(overlap.values())]  # "not paid their deposit": deposit_paid, not balance_paid
    if len(flags) != 1:
        return None
    return flag_is(flags[0][0], flags[0][1], not _NOT.search(clause)), []


def split_route(values: list[str], columns: list[str]) -> list[str]:
    """"Leamington Spa to Warwick" as two values where it lines up with a from/to pair of columns (from_address,
    to_address; origin, destination)."""
    for i, value in enumerate(values[: max(0, len(columns) - 1)]):  # no columns left: nothing to split
        first, second = columns[i].lower(), columns[i + 1].lower()
        parts = re.split(r"\s+(?:to|->|→)\s+", value)
        if (first.startswith(("from", "origin", "pickup", "collect")) and second.startswith(("to", "dest", "drop", "deliver"))
                and all(re.match(r"[A-Z0-9]", p) for p in parts) or first.startswith(("passenger", "client", "patient", "who", "name"))
                and second.startswith("dest")) and len(parts) == 2:  # "mrs khan to queen elizabeth hospital": who, and where to
            return values[:i] + parts + values[i + 1:]
    return values


def said_as(column: str) -> str:
    """A column's name as a pattern of the words people type for it ("referred_by": "referred by")."""
    return re.escape(column).replace("_", "[_ ]")


_PERSON_ADDED = re.compile(r"^\s*(?:please\s+)?(?:add|put)\s+([A-Z][\w'&-]+(?:\s+[A-Z][\w'&-]+){0,3}|[a-z][\w'-]+\s+[a-z][\w'-]+)\s+(?:to|in|into)\s+(?:the\s+)?"
                           r"(?:(?P<noun>[a-z][\w-]*)(?:\s+table)?\s+(?:in|on)\s+(?:the\s+)?)?[\w-]+\.(?:db|sqlite3?)\b\s*[,:–-]\s*(.+?)\s*[.!]?$")
_MONEY_SAID = re.compile(r"[£$€]\s?(\d[\d,]*(?:\.\d+)?)(?:\s+(?:per|each|a|an)\s+\w+)?", re.I)  # "£180 per event"
def person_added(request: str, tables: Tables, today: dt.date) -> dict[str, Any] | None:
    """"add Gareth Lloyd to patients.db, dob 14/03/1979, referred by Dr Okonkwo, lower back pain": a row in the one
    table with a name column; a value that starts with a column's words goes there ("dob …", "referred by …"), the
    rest fill the other text columns in order."""
    m = _PERSON_ADDED.search(request)
    named = [(t, c) for t, cols in tables.items() if (c := column_named(_NAMES, cols) or sql_people.split_names(cols))]
    noun = table_named(m.group("noun"), tables) if m else None
    if noun and len(named) > 1:  # "add Cotswold Candle Co to suppliers in weddings.db"
        named = [(t, c) for t, c in named if t == noun]
    if m and len(named) > 1:  # the table whose columns the values name ("dob …, referred by …")
        said = {t: sum(bool(re.search(rf"(?:^|,)\s*{said_as(c)}\b", m.group(3), re.I)) for c, _ in tables[t])
                for t, _ in named}
        best = max(said.values())
        named = [(t, c) for t, c in named if said[t] == best] if best else named
    if not m or len(named) != 1:
        return None
    table, name = named[0]
    row: dict[str, Any] = {name: m.group(1) if m.group(1) != m.group(1).lower() else m.group(1).title()} if isinstance(name, str) \
        else sql_people.person_row(m.group(1), tables[table])  # "lucy hart": Lucy Hart; or first_name Lucy, surname Hart
    columns = [(c, kind) for c, kind in tables[table] if c not in row and not (c.lower() == "id" and "INT" in kind)]
    rest = []
    for value in (v.strip() for v in m.group(3).split(",") if v.strip() and not re.fullmatch(r"\s*[\w-]+\s+table\s*", v)):
        phone = sql_people.PHONE_NUMBER.search(value)
        dialled = next((c for c, _ in columns if c not in row and sql_people.is_phone_column(c)), None)
        if phone and dialled:  # "contact Jess 01452 555019": her number in the phone column, her name in contact_name
            row[dialled] = phone.group(0)
            value = (value[:phone.start()] + value[phone.end():]).strip(" :-")
            if not value or re.fullmatch(rf"{said_as(dialled)}|(?:mobile|mob|tel|phone|number)(?:\s+no\.?)?", value, re.I):
                continue  # "phone 07700 900666": the word was the column's, not a value
        mailed = re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", value)
        inbox = next((c for c, _ in columns if c not in row and "mail" in c.lower()), None)
        if mailed and inbox:  # "rajk@outlook.com": the email column
            row[inbox] = value
            continue
        money = _MONEY_SAID.fullmatch(value)
        priced = money_column([(c, kind) for c, kind in columns if c not in row], ROW_MONEY)
        if money and priced:  # "£180 per event": the rate
            row[priced] = float(money.group(1).replace(",", ""))
            continue
        said = next((c for c, _ in columns if c not in row and re.match(rf"{said_as(c)}\b", value, re.I)), None) or next(
            (c for c, _ in columns if c not in row and "_" in c and re.match(rf"{re.escape(c.split('_')[0])}\s+\S", value, re.I)), None)
        if said and not re.match(rf"{said_as(said)}\b", value, re.I):  # "contact Jess": contact_name
            value = f"{said.replace('_', ' ')} {value.split(None, 1)[1]}"
        rest_said = re.sub(rf"^{said_as(said)}\s*[:=]?\s*", "", value, flags=re.I) if said else ""
        flagged = paid_said(said, dict(columns)[said], rest_said) if said and not rest_said.strip() else None
        if flagged is not None:  # "deposit paid": its flag says yes
            row[said] = flagged
        elif said:
            row[said] = in_column(rest_said, said, dict(columns)[said], today)
        else:
            rest.append(value)
    free = [(c, kind) for c, kind in columns if c not in row and not NUMERIC.search(kind)
            and not re.search(r"date|_on$|_at$|^dob$|phone|email", c, re.I)]
    if len(rest) > len(free):
        return None  # more values than columns to hold them: asked, never a value in the wrong column
    for (column, kind), value in zip(free, rest, strict=False):
        row[column] = in_column(value, column, kind, today)
    return {"table": table, "row": {c: row[c] for c, _ in tables[table] if c in row}}


_DELETE_NUMBERED = re.compile(r"\b(?:delete|remove)\s+(?:the\s+)?(\w+)\s+(?:no\.?\s*|number\s+|#)?(\d+)\b", re.I)
_NUMBERED_THEN_GONE = re.compile(r"^\s*(?:the\s+)?(\w+)\s+(?:no\.?\s*|number\s+|#)?(\d+)\s+(?:is|was|'s|has)\b.*\b(?:delete|remove)\s+(?:it|that|that\s+one)\b",
                                 re.I)  # "question 212 is a duplicate, delete it from the questions table"
_OUT_OF_FILE = re.compile(r"\b(?:remove|delete|take|strike|cross)\s+(?!(?:the|my|our|all|every|it|them|their|his|her|its|your|this|that|these|those)\b)([a-z][\w'-]+\s+[a-z][\w'-]+)\s+"
                          r"(?:from|out\s+of|off)\s+(?:the\s+|my\s+)?(?:~?[\w/.-]*/)?[\w-]+(?:\.(?:db|sqlite3?)|\s+(?:database|db))\b", re.I)  # "… out of pupils.db"
_OFF_THE_LIST = re.compile(r"\b(?:take|remove|delete|cross|strike)\s+(?:the\s+)?([a-z][\w' -]{2,40}?)\s+(?:off|from|out\s+of)\s+(?:the\s+|my\s+)?"
                           r"((?:[\w-]+\s+){0,3})(?:list|table)\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:~?[\w/.-]*/)?[\w-]+\.(?:db|sqlite3?)\b", re.I)
_OUT_OF_TABLE = re.compile(r"\b(?:remove|delete|take|strike|cross)\s+(?!(?:the|my|our|all|every|it|them)\b)([a-z][\w'-]+\s+[a-z][\w'-]+)\s+"
                           r"(?:from|out\s+of|off)\s+(?:the|my|our)\s+(\w+)\s+table\b")  # a lowercase name, the table said


def removed_said(request: str, tables: Tables) -> dict[str, Any] | None:
    """A DELETE of one row the request names: "delete job 212 from the jobs table" by its id, "take harry wood out of
    the students table" by its name (as written in capitals); None otherwise."""
    numbered = _DELETE_NUMBERED.search(request) or _NUMBERED_THEN_GONE.search(request)
    if numbered and (table := table_named(numbered.group(1), tables)) and (key := column_named(("id",), tables[table])):
        return {"table": table, "where": f'"{key}" = ?', "params": [int(numbered.group(2))]}
    out_of_file = _OUT_OF_FILE.search(request)
    named = [(t, c) for t, cols in tables.items() if (c := name_column(cols)) or sql_people.split_names(cols)]
    if out_of_file and len(named) == 1:  # "take oliver grant out of pupils.db": the one table with names
        where, params = sql_people.person_where(out_of_file.group(1), tables[named[0][0]], named[0][1])
        return {"table": named[0][0], "where": where, "params": params}
    listed = _OFF_THE_LIST.search(request)
    held = [(t, c) for t, cols in tables.items() if (c := column_named(("item", "name", "title", "description", "product"), cols))]
    listed_as = {stem(w) for w in re.findall(r"[a-z]+", listed.group(2).lower())} if listed else set()
    held = [(t, c) for t, c in held if {stem(p) for p in t.lower().split("_")} <= listed_as] or held if len(held) > 1 else held
    if listed and len(held) == 1:  # "take the flying scotsman off the for sale list in sales.db": the item whose name holds it
        return {"table": held[0][0], "where": f'lower("{held[0][1]}") LIKE ?', "params": [f"%{listed.group(1).lower()}%"]}
    out_of = _OUT_OF_TABLE.search(request)
    if out_of and (table := table_named(out_of.group(2), tables)) and (who := sql_people.person_where(out_of.group(1), tables[table])):
        return {"table": table, "where": who[0], "params": who[1]}
    return None
