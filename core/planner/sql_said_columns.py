"""Requests on a local database that name its table and column the way a non-programmer would: "in library.db
can u mark barcode 003417 as lost, books table, status column", "set 9 Orchard Close to Sold STC, listings table,
status col", "delete anything in the reservations table made before 1 January 2024", "whats the total asking price
of everything we have listed in BS6? listings table, theres a postcode column".

Each statement is written only when the table and columns it uses exist in the schema that was looked up; the
request's values go in as ? parameters. None otherwise (sql_requests.py asks with the schema).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, shorthand, sql_people, times
from core.planner.sql_flags import NUMERIC, flag_value, is_paid_day, paid_flag, paid_value
from core.planner.sql_money import money_column

_TABLE_SAID = re.compile(r"\b(?:the\s+)?([\w-]+)\s+table\b|\btable\s+(?:is\s+|called\s+)?['\"]?([\w-]+)"
                         r"|\bcol(?:umn)?\s+in\s+(?:the\s+)?()([\w-]+)", re.I)  # "status column in puppies"
_COLUMN_SAID = re.compile(r"\b(?:the\s+|a\s+)?([\w-]+)\s+col(?:umn)?\b|\bcolumn\s+(?:is\s+|called\s+)?['\"]?([\w-]+)", re.I)
_MARK = re.compile(r"\bmark\s+(?:the\s+)?([\w-]+)\s+['\"]?([\w./-]+)['\"]?\s+as\s+['\"]?(.+?)['\"]?(?=\s*[,.;!?]|$)", re.I)
_SET_TO = re.compile(r"\b(?:set\s+(?!the\s+[\w-]+\s+(?:of|for)\b)['\"]?(.+?)['\"]?\s+(?:to|as)|put\s+['\"]?(.+?)['\"]?\s+down\s+as)\s+"
                     r"['\"]?(.+?)['\"]?(?=\s*[,.;!?]|\s[-–]\s|$)", re.I)  # "put ben croft down as widow twankey - roles table"
_LABELS = ("address", "name", "title", "label", "product", "item", "description", "client", "customer")
_BEFORE = re.compile(r"\b(?:made|created|added|placed|dated|from|booked)?\s*(?:before|earlier\s+than|prior\s+to)\s+(.+?)(?=[?!,;]|\.\s|\.$|$)",
                     re.I)
_IN_AREA = re.compile(r"\b(?:in|within)\s+([A-Z]{1,2}\d{1,2}[A-Z]?)\b")  # a postcode district: "in BS6"


def _said(pattern: re.Pattern[str], request: str, names: list[str]) -> str | None:
    """The first name the request says with ``pattern`` that is one of ``names`` (as the schema spells it)."""
    for m in pattern.finditer(request):
        said = next((g for g in m.groups() if g), "").lower()
        found = next((n for n in names if n.lower() == said or n.lower().replace("_", " ") == said), None)
        if found:
            return found
    return None


def table_said(request: str, tables: dict[str, list[tuple[str, str]]]) -> str | None:
    """The table the request names outright ("…, rents table"), else None."""
    return _said(_TABLE_SAID, request, list(tables))


def _table(request: str, tables: dict[str, list[tuple[str, str]]]) -> str | None:
    return _said(_TABLE_SAID, request, list(tables)) or (next(iter(tables)) if len(tables) == 1 else None)


_SAYS = re.compile(r"\bso\s+(?:the\s+|that\s+)?([\w' -]{2,40}?)\s+(?:says|shows|reads|is\s+at|is)\s+(\d+(?:\.\d+)?)\b", re.I)


def updated(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """UPDATE of the column the request names, on the row its key or label says; "update stock.db so eucalyptus says
    40": the one count column of the row labelled so."""
    table = _table(request, tables)
    if table is None:
        return None
    names = [c for c, _ in tables[table]]
    says = _SAYS.search(request)
    counts = [c for c, kind in tables[table] if NUMERIC.search(kind) and c.lower() != "id"]
    label = next((c for n in _LABELS + ("item", "stock_item") for c in names if c.lower() == n), None)
    if says and len(counts) == 1 and label:
        return {"table": table, "values": {counts[0]: typed(says.group(2), dict(tables[table])[counts[0]])},
                "where": f'lower("{label}") = ?', "params": [says.group(1).strip().lower()]}
    column = _said(_COLUMN_SAID, request, names)
    if column is None:
        return None
    marked = _MARK.search(request)
    key = next((c for c in names if marked and c.lower() == marked.group(1).lower()), None)
    if marked and key:  # "mark barcode 003417 as lost"
        return {"table": table, "values": {column: marked.group(3).strip()}, "where": f'"{key}" = ?', "params": [marked.group(2)]}
    put = _SET_TO.search(request)
    label = next((c for n in _LABELS for c in names if c.lower() == n and c != column), None)
    if put and label:  # "set 9 Orchard Close to Sold STC"
        return {"table": table, "values": {column: put.group(3).strip()}, "where": f'lower("{label}") = lower(?)',
                "params": [(put.group(1) or put.group(2)).strip()]}  # "put ben croft down as …": Ben Croft
    return None


def deleted_before(request: str, tables: dict[str, list[tuple[str, str]]], today: dt.date) -> dict[str, Any] | None:
    """DELETE of the named table's rows dated before the day the request states (with no year, the last one
    past), by the date column it names, the one its verb names ("sold before" → sold_on) or its only one; and
    of the state it says they are marked ("marked sold") when the table has a status column."""
    table = _table(request, tables) if _TABLE_SAID.search(request) or len(tables) == 1 else None
    before = _BEFORE.search(request)
    mention = next(iter(dates.date_mentions(before.group(1))), None) if before else None
    if table is None or mention is None or not (mention.month and mention.day):
        return None
    day = dt.date(mention.year or today.year, mention.month, mention.day)
    day = day.replace(year=day.year - 1) if mention.year is None and day > today else day
    names = [c for c, _ in tables[table]]
    dated_columns = [c for c in names if re.search(r"date|_on$|_at$|^when|^created|^made", c, re.I)]
    verb = re.search(r"\b(\w+?)(?:ed|d)?\s+(?:before|earlier\s+than|prior\s+to)\b", request, re.I)
    by_verb = [c for c in dated_columns if verb and c.lower().startswith(verb.group(1).lower()[:4])]
    dated = _said(_COLUMN_SAID, request, names) or (by_verb[0] if len(by_verb) == 1 else None) or (
        dated_columns[0] if len(dated_columns) == 1 else None)
    if dated is None:
        return None
    where, params = [f'"{dated}" < ?'], [day.isoformat()]
    marked = re.search(r"\b(?:marked|marked\s+as|status\s+(?:is\s+)?)\s+['\"]?([\w-]+)", request, re.I)
    state = next((c for c in names if c.lower() in ("status", "state", "stage")), None)
    if marked and state:  # "everything … that's marked sold and was sold before …"
        where.insert(0, f'lower("{state}") = ?')
        params.insert(0, marked.group(1).lower())
    return {"table": table, "where": " AND ".join(where), "params": params}


def total_in_area(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """SUM of the named table's money column over the rows in the area the request names, by the column it names
    ("… listed in BS6? listings table, theres a postcode column")."""
    table = _table(request, tables)
    area = _IN_AREA.search(request)
    if table is None or area is None:
        return None
    names = [c for c, _ in tables[table]]
    column = _said(_COLUMN_SAID, request, names)
    money = money_column(tables[table])
    if column is None or money is None:
        return None
    district = area.group(1).upper()  # "BS6 5AB" or "BS6" alone, never BS60
    return {"sql": f'SELECT sum("{money}") FROM "{table}" WHERE upper("{column}") LIKE ? OR upper("{column}") = ?',
            "params": [f"{district} %", district]}


_WHICH_ARE = re.compile(r"^\s*(?:which|what)\s+[\w-]+\s+.*?\b(?:are|is)\s+(?:now\s+|still\s+)?(.+?)\s*(?:\?|[-–,]\s|$)"
                        r"|\b(?:list|show|find|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?[\w-]+\s+(?:with|who\s+(?:have|has|get))\s+(.+?)\s*(?:\?|\s[-–]\s|,|$)",
                        re.I)


def selected(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """SELECT of the named table's rows whose named column holds what the request says: "which bikes … are ready for
    collection? jobs table, status col", "list students with 25% extra time - table access_arrangements, column
    arrangement"."""
    if not _TABLE_SAID.search(request):
        return None
    table = _table(request, tables)
    column = _said(_COLUMN_SAID, request, [c for c, _ in tables.get(table, [])]) if table else None
    which = _WHICH_ARE.search(request)
    if column is not None and which is None:  # "whos on the friday round? …, theres a round_day col": friday
        before = re.search(rf"\b(?:the\s+)?([a-z][\w-]*)\s+{re.escape(column.split('_')[0])}\b", request, re.I)
        if before and before.group(1).lower() not in ("the", "a", "my", "our", "this", "that", "each", "every", "which", "what"):
            return _holding(table, column, before.group(1))
    if column is None or which is None:
        return None
    said = re.sub(r"\s+(?:in|from|on)\s+(?:the\s+|my\s+)?[\w-]+\.(?:db|sqlite3?)\b", "", which.group(1) or which.group(2)).strip(" '\"")
    return _holding(table, column, said) if said else None


def _holding(table: str, column: str, said: str) -> dict[str, Any]:
    return {"sql": f'SELECT * FROM "{table}" WHERE "{column}" LIKE ? LIMIT 100', "params": [f"%{said}%"]}


def typed(value: str, declared: str) -> Any:
    """A value as its column's declared type keeps it ("$12.50" in a REAL column → 12.5); as said otherwise."""
    text = value.strip().strip("'\"").lstrip("$€£").replace(",", "")
    try:
        if "INT" in declared:
            return int(float(text))
        if any(t in declared for t in ("REAL", "FLOA", "DOUB", "NUM", "DEC")):
            return float(text)
    except ValueError:
        return value.strip().strip("'\"")
    return value.strip().strip("'\"")


DAY_COLUMN = re.compile(r"date|_on$|_at$|_due$|^when|^dob$|birth|^(?:joined|started|left|renewed|booked|arrived|admitted|booked_for)$", re.I)  # a column that keeps a day


def in_column(value: str, column: str, declared: str, today: dt.date | None) -> Any:
    """A value listed for a column, as the column keeps it: the number of "40 lambs" in a numeric one, an ISO day
    for "18 May" in a date one (the next such day's year), else as said."""
    number = re.search(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?", value) if NUMERIC.search(declared) else None  # "£3,200": 3200
    if number:
        return typed(number.group(0), declared)
    said = re.fullmatch(r"(?:[a-z]+\s+){0,3}(today|tomorrow|yesterday)", value.strip(), re.I)  # "went round today": that day
    relative = {"today": 0, "tomorrow": 1, "yesterday": -1}.get(said.group(1).lower()) if said else None
    if relative is not None and (DAY_COLUMN.search(column) or re.match(r"start|end", column, re.I)):  # "start date today"
        return ((today or dt.date.today()) + dt.timedelta(days=relative)).isoformat()
    mention = next(iter(dates.date_mentions(value)), None)
    day_only = mention and re.fullmatch(r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:the\s+)?" + re.escape(mention.text), value.strip(), re.I)
    if not (DAY_COLUMN.search(column) or day_only):  # "drop off tue 1 dec": a day too
        mention = None
    if mention and mention.month and mention.day:
        year = mention.year or (today.year if today else dt.date.today().year) + bool(re.search(r"\bnext\s+(?:yr|year)\b", value, re.I))
        return dt.date(year, mention.month, mention.day).isoformat()
    if not mention and DAY_COLUMN.search(column):  # "start date weds 2nd": the next Wednesday the 2nd
        expanded = shorthand.expand(value)  # "thurs 3rd": Thursday 3rd
        found = times.when(expanded, dt.datetime.combine(today or dt.date.today(), dt.time(), dt.UTC))
        whole = found and found.dated and not re.sub("|".join(map(re.escape, found.texts)), "", expanded, flags=re.I).strip(" ,.")
        if whole:  # "fed_at 3.15am today": the day and the time
            return found.start.date().isoformat() if found.all_day else found.start.strftime("%Y-%m-%d %H:%M")
    phone = sql_people.PHONE_NUMBER.search(value) if sql_people.is_phone_column(column) or "number" in column.lower() else None
    if phone and not NUMERIC.search(declared.upper()):  # "mums number 07700 900789": the number
        return phone.group(0)
    return typed(value, declared)


_GOT_RID = re.compile(r"\b(?:get\s+rid\s+of|remove|delete)\s+(?:the\s+|my\s+)?([a-z][\w' -]{2,40}?)\s+(?:from|out\s+of|off)\s+(?:my\s+|the\s+)?"
                      r"[\w-]+\.(?:db|sqlite3?)\b")  # "get rid of the wild garlic yarg from stock.db"
_LEFT_OF = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+)?of\s+(?:the\s+|my\s+)?([a-z][\w' -]{1,30}?)\s+(?:have|do|are|is)\s+(?:i|we|there)\b"
                      r".*\b(?:left|in\s+stock|got)\b", re.I)  # "how many jars of chutney have i got left?"
_WHOSE = ("customer", "client", "name", "customer_name", "client_name", "owner", "family")
_QUANTITY = ("qty", "quantity", "stock", "in_stock", "units", "count", "on_hand")


def _labelled(tables: dict[str, list[tuple[str, str]]], also: tuple[str, ...] = ()) -> list[tuple[str, str, str | None]]:
    """(table, label column, ``also`` column) for each table with a thing's name (product, item, name …)."""
    found = []
    for table, columns in tables.items():
        names = [c for c, _ in columns]
        label = next((c for n in _LABELS if n != "address" for c in names if c.lower() == n), None)
        other = next((c for n in also for c, kind in columns if c.lower() == n and NUMERIC.search(kind.upper())), None)
        if label and (other or not also):
            found.append((table, label, other))
    return found


def removed_thing(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """"get rid of the wild garlic yarg from stock.db": the rows of the one table with a name column whose name is
    that, whole (any case); None when no table or several could hold it."""
    m = _GOT_RID.search(request)
    whose = re.fullmatch(r"(.+?)\s+(?:job|booking|order|appointment|lesson|walk|entry|row)", m.group(1).strip(), re.I) if m else None
    if whose:  # "delete the greene job from jobs.db": the rows of the one table whose customer (or client, name) holds it
        named = [(t, c) for t, cols in tables.items() for c in (next((n for n, _ in cols if n.lower() in _WHOSE), None),) if c]
        return {"table": named[0][0], "where": f'"{named[0][1]}" LIKE ?', "params": [f"%{whose.group(1)}%"]} if len(named) == 1 \
            else None
    holders = _labelled(tables) if m else []
    if len(holders) != 1:
        return None
    return {"table": holders[0][0], "where": f'lower("{holders[0][1]}") = ?', "params": [m.group(1).strip().lower()]}


def left_of(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """"how many jars of chutney have i got left?": the sum of the quantity column over the rows whose name holds the
    thing said, in the one table with both; None otherwise."""
    m = _LEFT_OF.search(request)
    holders = _labelled(tables, _QUANTITY) if m else []
    if len(holders) != 1:
        return None
    table, label, quantity = holders[0]
    return {"sql": f'SELECT sum("{quantity}") FROM "{table}" WHERE "{label}" LIKE ?', "params": [f"%{m.group(1).strip()}%"]}


PAID_WITH = r"cash|card|cheque|check|standing\s+order|direct\s+debit|bank\s+transfer|bacs|paypal|contactless"  # how money came
_DAY_SAID = re.compile(r"\b(today|yesterday)['’]?s\b", re.I)  # "log today's lesson": the row's day


_DEPOSIT_PAID = re.compile(r"\bpaid\s+(?:(?:a|the|her|his|their)\s+)?(?:[£$€]?\d[\d,.]*|a\s+tenner|a\s+fiver)?\s*deposit\b", re.I)


def flags_and_day(request: str, values: list[str], columns: list[tuple[str, str]], today: dt.date) -> dict[str, Any]:
    """A new row's values said by what they are: money "from" someone (the donor), how it was paid ("cash": method), the
    day ("today"), a yes/no column by its name ("…, £30, paid": paid = 1; "unpaid": paid = 0), and its one day column
    when the request says "today's lesson"; the values used are taken out of ``values``."""
    row: dict[str, Any] = {}
    giver = next((c for n in ("donor", "giver", "from", "payer", "paid_by", "who", "name") for c, _ in columns if c.lower() == n), None)
    method = next((c for n in ("method", "payment_method", "paid_by", "payment") for c, _ in columns if c.lower() == n), None)
    count = next((c for c, kind in columns if NUMERIC.search(kind.upper()) and re.match(r"qty|quantity|count|number|amount", c, re.I)), None)
    thing = next((c for n in ("item", "product", "description", "what", "food") for c, _ in columns if c.lower() == n), None)
    for i, value in enumerate(list(values)):  # "£250 from the Mothers' Union": the money, and who it came from
        given = re.fullmatch(r"\s*([£$€]\d[\d,.]*)\s+from\s+(?:the\s+)?(.+?)\s*", value, re.I)
        if given and giver:
            row[giver] = given.group(2)
            values[i] = given.group(1)
        goods = re.fullmatch(r"\s*(\d+)\s+(?:(?:tins?|packs?|packets?|bags?|boxes|box|jars?|bottles?|cans?|cartons?|crates?|x)\s+)?(?:of\s+)?"
                             r"(.+?)\s+from\s+(?:the\s+)?(.+?)\s*", value, re.I)
        if goods and giver and count and thing and not given:  # "24 tins baked beans from tesco extra": how many, what, who from
            row.update({count: int(goods.group(1)), thing: goods.group(2), giver: goods.group(3)})
            values[i] = ""
    values[:] = [v for v in values if v]
    dated = [c for c, _ in columns if (c.lower() == "date" or c.lower().endswith(("_date", "_on")) or c.lower().startswith("date_"))
             and not is_paid_day(c)]  # jobs (start_date, paid_on): "set 5 traps today" is the job's day
    if len(dated) == 1:  # "toolstation today": who, and the day
        values[:] = [part for v in values for part in _day_said_after(v)]
    for value in list(values):  # "got the vat receipt": the vat_receipt column says yes ("no vat receipt": no)
        had = next(((c, kind, m) for c, kind in columns if c not in row and "_" in c and (m := re.fullmatch(
            rf"\s*(got|have|has|with|no|without)\s+(?:the\s+|a\s+|an\s+)?{re.escape(c).replace('_', '[_ ]')}\s*", value, re.I))), None)
        if had:
            row[had[0]] = flag_value(had[1], had[2].group(1).lower() not in ("no", "without"))
            values.remove(value)
    for value in list(values):  # "…, cash, today": how it was paid, and the day
        if how := re.fullmatch(rf"\s*paid\s+(?:on|by|with|in|via)?\s*({PAID_WITH})\s*", value, re.I):  # "paid on card"
            if method and method not in row:
                row[method] = how.group(1).lower()
            values[values.index(value)] = "paid"  # the paid flag, below
            continue
        said = value.strip().lower()
        if method and method not in row and re.fullmatch(PAID_WITH, said):
            row[method] = said
            values.remove(value)
        elif said in ("today", "yesterday") and len(dated) == 1 and dated[0] not in row:
            row[dated[0]] = _day_of(said, today)
            values.remove(value)
    for value in list(values):  # "paid", "unpaid", "not paid yet"; a text column keeps yes/no
        said = re.sub(r"^not\s+(\w+)(?:\s+(?:yet|obv|obviously|either))?$", r"un\1", value.strip().lower())  # "not paid obv"
        flag = next(((c, kind) for c, kind in columns if c.lower().removeprefix("is_") == said.removeprefix("un")), None) or (
            paid_flag(columns, request) if said.removeprefix("un") == "paid" else None)  # "fee_paid"; of several, the one said
        deposit = _DEPOSIT_PAID.search(request) and flag and "deposit" not in flag[0].lower()  # "paid £750 deposit": not the balance
        if flag and flag[0] not in row:
            if not deposit:
                row[flag[0]] = paid_value(flag[0], flag[1], not said.startswith("un"), today)
            values.remove(value)
    day = _DAY_SAID.search(request)
    if day and len(dated) == 1 and dated[0] not in row:
        row[dated[0]] = _day_of(day.group(1), today)
    return row


def paid_with(request: str, columns: list[tuple[str, str]]) -> dict[str, str]:
    """{method: "cash"} when the request says how a payment was made and the table has a method column; {} otherwise."""
    method = next((c for n in ("method", "payment_method", "paid_by", "payment") for c, _ in columns if c.lower() == n), None)
    said = re.search(rf"\b({PAID_WITH})\b", request, re.I) if method else None
    return {method: said.group(1).lower()} if said else {}


def _day_said_after(value: str) -> list[str]:
    """"toolstation today" → ["toolstation", "today"]: a name or word with the day after it; [value] otherwise."""
    m = re.fullmatch(r"\s*([a-z][\w'&-]*(?:\s+[\w'&-]+){0,3})\s+(today|yesterday)\s*", value, re.I)  # "set 5 traps today"
    counted = m and re.search(r"\b(?:from|after|before|since|until|till|by)$", m.group(1), re.I)  # "due 30 days from today": one value
    return [m.group(1), m.group(2)] if m and not counted else [value]


def _day_of(word: str, today: dt.date) -> str:
    """The ISO day "today" or "yesterday" names."""
    return (today - dt.timedelta(days=word.lower() == "yesterday")).isoformat()


_WHOSE_COLUMN = re.compile(r"\b(?:change|set|update|make)\s+([A-Za-z][\w-]*(?:\s+[A-Z][\w-]*)?)['’]s\s+([\w ]{2,30}?)\s+to\s+(.+?)(?:\s*\([^()]*\))?\s*[.!]?$", re.I)


def whose_changed(request: str, tables: dict[str, list[tuple[str, str]]]) -> dict[str, Any] | None:
    """"in kids.db change noah's emergency_phone to 07700 900781": the column said, in the row of the one table that has
    it and a name column, whose name is the one said (any case); None otherwise."""
    m = _WHOSE_COLUMN.search(request)
    if not m:
        return None
    said = "_".join(m.group(2).lower().split())
    person = not re.search(r"\d", m.group(1))  # "bev akinola's", not "9 orchard close's"
    found = [(t, c, kind, label) for t, cols in tables.items() for c, kind in cols if c.lower() == said
             and (label := sql_people.person_where(m.group(1), cols) if person and sql_people.has_person(cols) else
                  next((n for n, _ in cols if n.lower() in _LABELS + ("child", "student", "pupil", "member")), None))]
    if len(found) != 1:
        return None
    table, column, kind, label = found[0]
    value = re.sub(r"\s+(?:in|on)\s+(?:the\s+|my\s+)?[\w-]+\s+(?:table|tbl)\b.*$|,?\s+(?:in\s+)?\S+\.(?:db|sqlite3?)\b.*$", "",
                   m.group(3), flags=re.I)  # "… to 07700 900781 in the volunteers table, ~/garden/garden.db"
    where, params = label if isinstance(label, tuple) else (f'lower("{label}") = lower(?)', [m.group(1)])
    return {"table": table, "values": {column: typed(value.strip(" '\""), kind)}, "where": where, "params": params}
