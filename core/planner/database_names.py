"""Who the user's databases hold: the names in their people, organisation and place columns (a customer, a technician,
an opponent, a supplier, a village), read once per file version.

Once a database is added, people speak of its rows by who they are about and name no file: "mrs ellerys on
thurs is £75 not 65 now" means the visit of Margaret Ellery in tunings.db, "routledge has cancelled sat, take
him off" the job of Dave Routledge in jobs.db. A request that says such a name is about that database's rows
rather than the diary or the to-do list, unless it says a time of day or another place by its word.
"""

from __future__ import annotations

import functools
import re
import sqlite3
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from core.planner import extract
from core.planner.dates import MONTHS
from core.planner.day_spans import WEEKDAYS
from core.planner.shorthand import DAY_SHORTHAND
from core.runtime.sqlite_images import quote

# Columns that hold who or where a row is about ("surname", "customer", "tech", "opponent", "town"), and a plain name column
# unless its table keeps goods ("products", "stock"): "Green Tea" is no one a request would be about.
_NAME_COLUMN = re.compile(r"(?:^|_)(?:surname|forename|first_?name|last_?name|full_?name|customer|client|member|player|"
                          r"volunteer|carer|contact|person|owner|tenant|guest|pupil|student|learner|patient|donor|tech|technician|engineer|"
                          r"driver|worker|employee|cleaner|nickname|instructor|vet|staff|stylist|therapist|nurse|opponent|opposition|venue|supplier|company|business|firm|school|town|"
                          r"village|paddock|couple|bride|groom|family|parent|guardian|passenger|traveller|seller|buyer|payee|captain|farmer|ranger|guide|"
                          r"tutor|teacher|director|author|composer|singer|ringer|swimmer|runner|athlete|rider|dancer|child|resident|attendee|participant|entrant|who|"
                          r"deceased|testator|boat|vessel|yacht|horse|pony|dog|pet|boxer)s?(?:$|_)", re.I)
# Columns that hold a row's own number or code ("load_no", "ticket", "bike_code", "unit_no"): "4506 ready?", "the E02 has a flat"
_CODE_COLUMN = re.compile(r"(?:^|_)(?:no|num|number|ref|reference|code|ticket|unit|tag|plate|reg|invoice|receipt|serial|load|bike|berth|mooring)s?(?:$|_)",
                          re.I)
_CODE = r"[A-Za-z]{0,3}-?\d{2,6}"  # a row's own code: "4469", "E02", "T-22"
_PLAIN_NAME = re.compile(r"(?:\w+_)?names?", re.I)  # "name", "company_name", "pet_name"
# Columns that hold a row's street or place ("address", "property", "site"): "Kinney Ave is under contract" is the listing at
# 2205 Kinney Ave. Their street-kind words and house numbers say nothing of which row.
_PLACE_COLUMN = re.compile(r"(?:^|_)(?:address|street|property|listing|location|place|site|pitch|plot)s?(?:$|_)", re.I)
_STREET_KIND = frozenset("""street st road rd avenue ave lane ln drive dr close way court crescent place terrace grove gardens park
    square hill row walk mews boulevard blvd parkway pkwy highway hwy circle cir trail north south east west upper lower flat
    unit apt apartment suite house cottage farm estate""".split())
_GOODS_TABLE = re.compile(r"(?:^|_)(?:products?|stock|stocklist|items?|inventory|parts?|materials?|menu|services?|prices?|"
                          r"price_?list|catalog(?:ue)?|supplies|ingredients?|tools?|equipment)(?:$|_)", re.I)
_CALENDAR_WORDS = frozenset({*WEEKDAYS, *DAY_SHORTHAND, *MONTHS, *(month[:3] for month in MONTHS), "sept", "today", "tomorrow"})
_COMMON = frozenset(extract.STOPWORDS | extract.VERBS | extract.PREPOSITIONS | _CALENDAR_WORDS)
_PHONE_COLUMN = re.compile(r"(?:^|_)(?:phone|mobile|tel|telephone|cell)(?:_|$)|^(?:phone|mobile)", re.I)
PHONES_KEPT = "kept:phone"  # among a database's schema words: a column of phone numbers
_MAX_ROWS = 5000  # a column's distinct values read, so a large table costs a bounded read
_cache: dict[str, tuple[float, frozenset[str], frozenset[str]]] = {}  # path → (its modification time, names, schema words)


def _words(value: str) -> set[str]:
    """A stored name's words that can stand for it in a request: three letters or more, no common word, accents
    dropped ("Müller" is said "muller")."""
    plain = unicodedata.normalize("NFKD", value.lower()).encode("ascii", "ignore").decode()
    return {w for w in re.findall(r"[a-z]+", plain) if len(w) >= 3 and w not in _COMMON}


def held_names(path: Path) -> frozenset[str]:
    """The name words held in the people and place columns of the SQLite file at ``path`` (read only); empty when
    the file cannot be read. Cached until the file changes."""
    return _held(Path(path))[0]


def schema_words(path: Path) -> frozenset[str]:
    """The words of the SQLite file's own table and column names ("parts", "min" of min_qty, "fees" of fees_paid,
    "invoiced"), less those every database has (id, name, date, phone, notes …); empty when it cannot be read."""
    return _held(Path(path))[1]


def _held(path: Path) -> tuple[frozenset[str], frozenset[str]]:
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return frozenset(), frozenset()
    cached = _cache.get(str(path))
    if cached is None or cached[0] != stamp:
        cached = _cache[str(path)] = (stamp, *_read(path))
    return cached[1], cached[2]


def _read(path: Path) -> tuple[frozenset[str], frozenset[str]]:
    words: set[str] = set()
    schema: set[str] = set()
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return frozenset(), frozenset()
    try:
        tables = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        for table in tables:
            goods = bool(_GOODS_TABLE.search(table))
            schema |= _schema_words(table) | {f"table:{table.lower()}"}  # its name whole, for "in the orders db" (a table of it)
            for _, column, *_ in conn.execute(f"PRAGMA table_info({quote(table)})"):
                schema |= _schema_words(column) | _column_whole(column)
                if _PHONE_COLUMN.search(column):
                    schema.add(PHONES_KEPT)  # "samir number?" can be asked of its rows
                if _CODE_COLUMN.search(column) and column.lower() != "id":
                    words |= _codes(conn, table, column)
                place = bool(_PLACE_COLUMN.search(column))
                if not (place or _NAME_COLUMN.search(column) or not goods and _PLAIN_NAME.fullmatch(column)):
                    continue
                col = quote(column)
                for (value,) in conn.execute(f"SELECT DISTINCT {col} FROM {quote(table)} WHERE typeof({col}) = 'text' "
                                             f"LIMIT {_MAX_ROWS}"):
                    words |= _words(value) - _STREET_KIND if place else _words(value)
    except sqlite3.Error:
        return frozenset(words), frozenset(schema)
    finally:
        conn.close()
    return frozenset(words), frozenset(schema)


def _codes(conn: sqlite3.Connection, table: str, column: str) -> set[str]:
    """A code column's values that a request can say alone: four digits or more, or letters then digits ("E02", "T-22")."""
    col = quote(column)
    values = (str(value).strip().lower() for (value,) in conn.execute(f"SELECT DISTINCT {col} FROM {quote(table)} LIMIT {_MAX_ROWS}"))
    return {code for code in values if re.fullmatch(_CODE, code) and _sayable(code)}


def _sayable(code: str) -> bool:
    """Whether a code can be told from other numbers when said alone: letters and digits, or four digits or more."""
    return not code.isdigit() or len(code) >= 4


# Words of table and column names that every kind of database has: they say nothing of which one a request means.
_GENERIC_SCHEMA = frozenset("""id ids name names first last full date dates time times created updated modified day week month year
    notes note status type kind category phone mobile email address code number ref reference description details info
    comment comments value amount total count qty quantity price cost paid due text title item items data list table
    row rows record records entry entries start end when who what new old""".split())


def _schema_words(identifier: str) -> set[str]:
    """A table or column name's own words: "fees_paid" → fees, "minQty" → min (qty is generic); not the words for whom a
    row is about (customer, member, tech …)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", identifier).lower()
    words = {w for w in re.findall(r"[a-z]+", spaced) if len(w) >= 3 and w not in _GENERIC_SCHEMA and w not in _COMMON
             and not _NAME_COLUMN.search(w)}  # "customers keep asking me …": who asks, not which database
    return words | {one(w) for w in words}  # "offerings": "offering" said


def _column_whole(column: str) -> set[str]:
    """A column of two words or more by its whole name ("column:parent email" of parent_email or parentEmail), for a request
    that says it so ("the parent emails for the seniors" asks the rows, not the mail)."""
    words = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", column).lower())
    return {f"column:{' '.join(words)}"} if len(words) >= 2 else set()


@functools.lru_cache(maxsize=1024)
def _column_said(column: str) -> re.Pattern[str]:
    """A column said whole: "parent email", "parent's emails", "parent_email"."""
    first, *rest = column.removeprefix("column:").split()
    between = r"[\s_]+"
    return re.compile(rf"\b{first}(?:'?s)?{between}{between.join(rest)}s?\b", re.I)


def columns_said(request: str, own: frozenset[str]) -> set[str]:
    """The columns of two words or more the request says whole ("the parent emails": parent_email)."""
    return {word for word in own if word.startswith("column:") and _column_said(word).search(request)}


def columns_left_out(request: str, own: frozenset[str]) -> str:
    """The request without the columns it says whole ("the parent emails for the seniors": parent_email, no mail)."""
    for word in columns_said(request, own):
        request = _column_said(word).sub(" ", request)
    return request


# A column's word as a request says it: its short form ("what is under minimum": min_qty) or an everyday word for it ("whose
# shots are due": vaccines_due, "any birthdays this week": dob, date_of_birth)
_SAID_FOR = {"minimum": ("min",), "maximum": ("max",), "quantity": ("qty",), "number": ("num",), "reference": ("ref",),
             "shot": ("vaccine",), "jab": ("vaccine",), "vaccination": ("vaccine",), "birthday": ("dob", "birth"),
             "sold": ("sale",), "sell": ("sale",)}  # "koliko jars … did I sell this month?" with a sales table


def _said_words(request: str) -> set[str]:
    """The request's words, each also without a possessive or plural ending ("ellerys", "stan's", "the hendersons")."""
    said = set()
    plain = unicodedata.normalize("NFKD", request.lower()).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z]+(?:['’]s)?", plain)
    for word in words:
        bare = re.sub(r"['’]s$", "", word)
        said |= {bare, one(bare)} | ({bare[:-3]} if bare.endswith("ing") and len(bare) > 6 else set())  # "shooting": shoots
        said |= {bare[:-2]} if bare.endswith("ered") and len(bare) > 6 else set()  # "who ordered spigola for tomorrow": orders
    said |= {also for w in said for also in _SAID_FOR.get(w, ())}
    for first, second in zip(words, words[1:], strict=False):  # "pick ups": pickup, "sign ups": signup
        if second in ("up", "ups", "in", "ins", "out", "outs", "off", "offs"):
            said |= {first + second, one(first + second)}
    return said


def holding(request: str, names: Sequence[str], held: Mapping[str, frozenset[str]]) -> list[str]:
    """The added databases (of ``names``) one of whose people or places, or a row's own code, the request names."""
    return _holders(_said_words(request) | said_codes(request), names, held)


def said_codes(request: str) -> set[str]:
    """The codes a request says that a row could hold ("4469", "e02"); not times, amounts or dates."""
    return {m.group(0).lower() for m in re.finditer(rf"(?<![\w.,£$€:/#-]){_CODE}(?![\w.,:/%-]|\s*(?:am|pm|kg|lb|k)\b)", request)
            if _sayable(m.group(0))}


def holding_code(request: str, names: Sequence[str], held: Mapping[str, frozenset[str]]) -> list[str]:
    """The added databases one of whose rows' own codes the request says ("haanji jaspal dropped 4469 …": the loads)."""
    return _holders(said_codes(request), names, held)


def _holders(said: set[str], names: Sequence[str], held: Mapping[str, frozenset[str]]) -> list[str]:
    return [name for name in names if said & held.get(name, frozenset())]


def left_out(request: str, held: frozenset[str], values: dict) -> bool:
    """Whether a row change leaves out whom or what the request names: a person the rows hold ("Jen Sullivan just pay the
    zelle, mark them paid" must not mark every Zelle visit) or a row's own code ("jaspal dropped 4469 …, mark it delivered"),
    when its WHERE says neither the name nor the code, nor any column of who a row is about."""
    said = {w for w in _said_words(request) if w in held and not w.isdigit()}
    codes = said_codes(request) & held
    if not (said or codes):
        return False
    params = " ".join(str(p).lower() for p in values.get("params", []))
    if codes:  # the row's own code said: it alone says which row ("jaspal" drove load 4469)
        return not any(code in params for code in codes)
    columns = re.findall(r'"(\w+)"', values.get("where", ""))
    return bool(said) and not any(w in params for w in said) and not any(
        _NAME_COLUMN.search(c) or _PLAIN_NAME.fullmatch(c) or c.lower().endswith("_id") for c in columns)


def misread_key(request: str, values: dict) -> bool:
    """Whether a new row's key to another table (customer_id …) is a sum or a house number the request says ("Sahra
    Abdullahi sending £200 …" made customer 200; "… retounen CLSC Saint-Michel pou 3390 Pie-IX" made driver 3390), not a
    key said as one ("driver 12", "#12"); or a number taken from a phone number said, or a phone column given no phone
    ("… 6 pax, …, tlf 07700 900412" made 7700 guests and the phone "6 pax"): the row is asked about, not written."""
    said = {(m.group(1) or m.group(2)).replace(",", "") for m in re.finditer(r"[£$€]\s?(\d[\d,]*)(?:\.\d+)?|\b(\d[\d,]*)(?:\.\d+)?\s?[£$€]", request)}
    said |= {m.group(1) for m in re.finditer(r"\b(\d{2,5})\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)(?-i:[A-Z])[\w'-]*", request)}  # an address: "3390 Pie-IX", "14 Castle Avenue"
    row = values.get("row") or {}
    if any(column.lower().endswith("_id") and str(value) in said for column, value in row.items()):
        return True
    counted = {m.group(1) for m in _COUNT.finditer(request)}  # "apúntame 60 croquetas … pa Migdalia" made customer 60
    if any(column.lower().endswith("_id") and str(value) in counted and not re.search(
            rf"(?:\b{re.escape(column[:-3])}s?|\bid|\bno\.?|\bnumber|#)\s*{value}\b", request, re.I) for column, value in row.items()):
        return True
    phones = {piece for m in _PHONE.finditer(request) for piece in re.findall(r"\d+", m.group(0))}  # "tlf 07700 900412" made 7700 guests
    return any(isinstance(value, int) and not isinstance(value, bool) and str(value) in phones and value > 31 for value in row.values()) \
        or any(_PHONE_COLUMN.search(column) and isinstance(value, str) and len(re.sub(r"\D", "", value)) < 6 for column, value in row.items())


_COUNT = re.compile(r"(?<![#\w.,:/-])(\d{1,4})\s+(?!(?:am|pm|st|nd|rd|th|o'?clock|h|hrs?|mins?|and|or|to|till|until|at|of)\b)"
                    r"(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[^\W\d_]", re.I)  # "60 croquetas", not "12 Dec"
_PHONE = re.compile(r"(?<![\d.])\+?\d{2,5}[\s-]\d{3,4}[\s-]?\d{0,4}(?![\d.])")
_PHONE_COLUMN = re.compile(r"phone|mobile|tel[eé]?fono|^tel$|^tlf$|cell", re.I)


def one(word: str) -> str:
    """A word and its plural counted once ("moles", "mole"; "fees", "fee"; "classes", "class")."""
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def tables_called(word: str) -> frozenset[str]:
    """The schema words of a table ``word`` names, said as its name is or with an s ("supplier list": supplier, suppliers)."""
    return frozenset({f"table:{word}", f"table:{word}s"})


def worded(request: str, names: Sequence[str], schema: Mapping[str, frozenset[str]], least: int = 1) -> str | None:
    """The one added database (of ``names``) at least ``least`` of whose own table or column words the request says
    ("what parts r we under the min on": parts, with its parts table and min_qty); None for none or several."""
    said = _said_words(request)
    found = [name for name in names if len({one(w) for w in said & schema.get(name, frozenset())}) + 2 * len(
        columns_said(request, schema.get(name, frozenset()))) >= least]  # a column said whole says two of its words
    return found[0] if len(found) == 1 else None


_NO_THING = r"(?:from|off|out|of|on|for|in|to|at|the|a|an|today|tomorrow|tonight|now)\b"  # "remove her from the regular list": her
# A thing of someone's said to go: "delete Ewan's booking", "lösch seine buchung" (delete his booking)
_THEIR_THING = re.compile(r"\b(?:delete|remove|cancel|bin|scrap|take\s+off|take\s+out)\s+(?:(?:his|her|their)\s+|[A-Za-z][\w-]*(?:'s|’s)\s+)"
                          r"(?:(?!" + _NO_THING + r")[a-z]+\s+)?(?!" + _NO_THING + r")([a-z]+)\b", re.I)


# … or a booking of theirs said anywhere: "Mr Nilsen's booking was cancelled, take it off the list" (deleted the guest)
_THEIR_BOOKING = re.compile(r"\b[A-Za-z][\w-]*(?:'s|’s)\s+(?:[a-z]+\s+)?(booking|order|appointment|reservation|visit|lesson|class|shift|hire"
                            r"|delivery|job|trip|ride|party|session)s?\b", re.I)


# … or a thing of theirs said between the verb and "off" ("take Morag Duncan's Dell off the list" deleted the customer)
_THEIR_NAMED_THING = re.compile(r"\b(?:delete|remove|cancel|bin|scrap|take|get\s+rid\s+of|knock|strike|cross)\s+(?:the\s+)?"
                                r"(?:(?-i:[A-Z])[\w-]*\s+){0,2}[A-Za-z][\w-]*(?:'s|’s)\s+(?:[a-z]+\s+)?(?!" + _NO_THING + r")([A-Za-z][\w-]*)\b", re.I)


def person_for_thing(request: str, method: str, values: dict, tables: Mapping[str, Any]) -> bool:
    """Whether a delete takes out a person's own row (a customer whose id other tables keep) where the request asks for a thing
    of theirs to go ("Ewan has cancelled for the weekend, delete his booking" deleted the customer Ewan): it is asked about."""
    said = _THEIR_THING.search(request) or _THEIR_BOOKING.search(request) or _THEIR_NAMED_THING.search(request)
    table = str(values.get("table", ""))
    if method != "sqlite.delete" or not said or one(said.group(1).lower()) == one(table.lower()):
        return False
    key = f"{one(table.lower())}_id"
    return any(key in {str(column).lower() for column, _ in columns} for name, columns in tables.items() if name != table)


# A day said as the rows' own ("today's deliveries", "this morning's round", "the round of this morning"), not when a thing was
# done ("Gonzalez paid today")
_DAYS_ROWS = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|this\s+(?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
                        r"(?:'s|’s|s')\s+[a-z]+|\b(?:round|run|deliveries|orders|jobs|bookings|shifts?|visits|lessons|classes)\s+of\s+"
                        r"(?:today|tonight|tomorrow|yesterday|this\s+(?:morning|afternoon|evening))\b", re.I)


def day_left_out(request: str, method: str, values: dict, tables: Mapping[str, Any]) -> bool:
    """Whether a row change leaves out the day its rows are said to be ("Salvo did today's deliveries, mark them done" marked his
    deliveries of every day done): the table keeps a date, the request names the rows by a day, and the WHERE says no date."""
    if method not in ("sqlite.update", "sqlite.delete") or not _DAYS_ROWS.search(request):
        return False
    columns = [str(column) for column, _ in tables.get(str(values.get("table", "")), [])]
    dated = [c for c in columns if re.search(r"date|day|when", c, re.I)]
    return bool(dated) and not any(c.lower() in str(values.get("where", "")).lower() for c in dated)
