"""The values a request says, found in a database's rows (the links that ``sql_rows`` and ``sql_row_changes`` build
their statements from): a name said whole or in a capitalised part no other value of its column shares ("millbrook" →
'Millbrook CC'), a person's names close together ("gaz whittle (gary)"), a day said that a day column holds ("sat 5th").

The rows come from a second look-up (one read-only sqlite.query, the same read scope as the schema, at most
``ROWS_PER_TABLE`` rows of each table, those holding a word of the request first); nothing read leaves the computer.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass
from typing import Any

from core.catalog.local_wording import TWICE_ONE_TO_GO
from core.planner.extract import STOPWORDS
from core.planner.sql_flags import is_flag_word
from core.planner.sql_periods import MONTHS, dated_columns
from core.planner.sql_totals import table_named
from core.runtime.sqlite_images import quote

ROWS_PER_TABLE = 300
_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
TOKEN = re.compile(r"[a-z0-9]+(?:['’]s\b)?")
_DATABASE_SAID = re.compile(r"~?/?(?:[\w.-]+/)*[\w-]+\.(?:db|sqlite3?)\b|\b[\w-]+\s+(?:db|database)\b")  # "~/Pianos/tunings.db", "the jobs db"
ISO_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")
# Words of the request that say what to do, never which row ("take", "db", "pls"): never a linked value on their own.
COMMAND = set("""add added put take taken took get got rid remove removed delete deleted change changed update updated set
make mark marked new pls please plz thanks ta db database table tables row rows record records entry entries column can u
could you just now today tomorrow tonight yesterday week month year off out up down back one ones have has had been is was
were will be not no yes still all every each both their them they his her him he she its it our we us my me i the this that
these those there here with from into onto for and or but so if as at by on in of to too also again last next first""".split())


@dataclass(frozen=True)
class Link:
    """A cell value the request says: in ``table``.``column``, at request tokens [start, end)."""

    table: str
    column: str
    value: Any
    start: int
    end: int
    strength: float


MAX_SEARCHED_WORDS = 12


def searched_words(request: str) -> list[str]:
    """The request's words a row may hold (plain letters and digits only, so they go into SQL as they are): "millbrook",
    "vaughan" for "vaughans", "gary" for "gaz"."""
    words: list[str] = []
    for token in TOKEN.findall(request.lower()):
        word = re.sub(r"['’]s$", "", token)
        word = word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") else word
        for form in (word, NICKNAMES.get(word)):
            if form and len(form) >= 3 and form not in COMMAND and form not in STOPWORDS and form not in words:
                words.append(form)
    return words[:MAX_SEARCHED_WORDS]


def reading(tables: dict[str, list[tuple[str, str]]], request: str = "") -> str:
    """One SELECT that reads up to ROWS_PER_TABLE rows of each table as a JSON array (blobs left out); rows holding
    more of the request's words come first (the tables' and columns' own names left out: "customers" names the
    table), so a row the request names is read however long its table is."""
    schema = {w for table, columns in tables.items() for name in [table, *(c for c, _ in columns)]
              for w in searched_words(name.replace("_", " "))}
    words = [w for w in searched_words(request) if w not in schema]
    parts = []
    for table, columns in tables.items():
        if not _PLAIN.match(table) or not columns:
            continue
        quoted = [quote(c) for c, _ in columns]
        cells = ", ".join(f"CASE WHEN typeof({c}) = 'blob' THEN NULL ELSE {c} END" for c in quoted)
        texts = [quote(c) for c, kind in columns if "blob" not in kind.lower()]
        source = f'"{table}"'
        if words and texts:  # each row's text once, then how many of the words it holds; only past ROWS_PER_TABLE rows
            said = "lower(" + " || ' ' || ".join(f"ifnull({c}, '')" for c in texts) + ")"
            held = " + ".join(f"(instr(_steward_said, '{w}') > 0)" for w in words)
            source = (f"(SELECT *, {said} AS _steward_said FROM \"{table}\") ORDER BY CASE WHEN "
                      f"(SELECT count(*) FROM \"{table}\") > {ROWS_PER_TABLE} THEN {held} ELSE 0 END DESC")
        parts.append(f"SELECT '{table}' AS table_name, json_group_array(json_array({cells})) AS table_rows "
                     f"FROM (SELECT * FROM {source} LIMIT {ROWS_PER_TABLE})")
    return " UNION ALL ".join(parts)


def summary(database: str, tables: dict[str, list[tuple[str, str]]]) -> str:
    """What the rows' look-up does, for the permission dialog."""
    return (f"Read the rows of {', '.join(tables)} in {database} (up to {ROWS_PER_TABLE} of each, those holding your "
            "request's words first) to find the ones your request names; nothing is changed")


def rows_of(result: Any, tables: dict[str, list[tuple[str, str]]]) -> dict[str, list[dict[str, Any]]]:
    """{table: [{column: value}]} from ``reading``'s result."""
    found: dict[str, list[dict[str, Any]]] = {}
    for row in result.get("rows", []) if isinstance(result, dict) else []:
        if not isinstance(row, list | tuple) or len(row) < 2 or row[0] not in tables:
            continue
        try:
            cells = json.loads(row[1]) if isinstance(row[1], str) else []
        except ValueError:
            continue
        names = [c for c, _ in tables[row[0]]]
        found[row[0]] = [dict(zip(names, r, strict=False)) for r in cells if isinstance(r, list)]
    return found


# What people call each other, for the name kept in full ("kev's pulled out": Kevin Doyle).
NICKNAMES = {"kev": "kevin", "gaz": "gary", "dave": "david", "davy": "david", "bob": "robert", "rob": "robert", "bill": "william",
             "will": "william", "liz": "elizabeth", "beth": "elizabeth", "jim": "james", "jimmy": "james", "mike": "michael",
             "mick": "michael", "tom": "thomas", "tony": "anthony", "chris": "christopher", "steve": "stephen", "sue": "susan",
             "maggie": "margaret", "meg": "margaret", "jenny": "jennifer", "jen": "jennifer", "andy": "andrew", "ron": "ronald",
             "ken": "kenneth", "fred": "frederick", "danny": "daniel", "nick": "nicholas", "pete": "peter", "phil": "philip",
             "ted": "edward", "bev": "beverley", "val": "valerie", "geoff": "geoffrey", "len": "leonard", "ray": "raymond",
             "reg": "reginald", "stan": "stanley", "trev": "trevor", "kath": "kathleen", "cath": "catherine", "jo": "joanne",
             "debs": "deborah", "mandy": "amanda", "sandy": "sandra", "alf": "alfred", "bert": "albert", "wilf": "wilfred",
             "harry": "henry", "jack": "john", "nan": "ann", "ali": "alison", "becky": "rebecca", "vicky": "victoria"}


def same(said: str, word: str, prefix: bool = True) -> bool:
    """Whether a word said (its 's taken off) is ``word``: "vaughans" is vaughan, "kev" kevin; where ``prefix``, "breast" is
    breaststroke and "100" 100m."""
    return said == word or said in (word + "s", word + "es") or NICKNAMES.get(said) == word or prefix and (
        (len(said) >= 5 and len(word) > len(said) and word.startswith(said))
        or (said.isdigit() and re.fullmatch(re.escape(said) + r"[a-z]{1,2}", word) is not None))


WEEKDAY = r"(mon|tue|tues|wed|weds|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?"  # "sat", "weds", "saturday", "thursdays"
_DAY_NAMES = re.compile(r"^(?:[\s,/&-]*" + WEEKDAY + r")+$", re.I)


def is_text(value: Any) -> bool:
    """Whether a cell can be a value said: text, not a day, a yes/no, a weekday ('Mon,Wed': "weds" is a day) or a number."""
    return isinstance(value, str) and 2 <= len(value) <= 60 and not ISO_DAY.match(value) and not is_flag_word(value) \
        and not _DAY_NAMES.match(value) and sum(ch.isdigit() for ch in value) < 5  # phone numbers and codes are no names


def said_words(request: str, tables: dict[str, list[tuple[str, str]]]) -> list[str | None]:
    """The request's lower-case words without 's; the database's own name, tables and columns are None (never a value)."""
    names = {w for t, cols in tables.items() for w in [t.lower(), *(c.lower() for c, _ in cols)]}
    words: list[str | None] = []
    for w in words_said(request):
        bare = re.sub(r"['’]s$", "", w)
        words.append(None if bare in names or table_named(bare, tables) else bare)
    return words


def _matches(words: list[str | None], value: str, unique_parts: set[str]) -> tuple[int, int, float] | None:
    """Where ``value`` is said in ``words``: (start, end, strength); whole > scattered person names > a capitalised part."""
    parts = re.findall(r"[a-z0-9]+", value.lower())
    if not parts:
        return None
    n = len(parts)
    for i in range(len(words) - n + 1):  # said whole: "chirk belles", "full grooms", "pat"
        if all(words[i + k] and same(words[i + k], parts[k]) for k in range(n)):
            if n == 1 and (parts[0] in COMMAND or parts[0] in STOPWORDS or len(parts[0]) < 3):
                continue
            return i, i + n, 2.0 + n
    if n >= 2:  # "gaz whittle (gary)": every word, close together
        spots = [next((i for i, w in enumerate(words) if w and same(w, p)), None) for p in parts]
        if all(s is not None for s in spots) and max(spots) - min(spots) <= n + 3 and len(set(spots)) == n:
            return min(spots), max(spots) + 1, 1.5 + n
    capitals = {w.lower() for w in re.findall(r"\b[A-Z][a-z]{3,}", value)}  # 'Millbrook CC': "millbrook"
    for i, w in enumerate(words):
        if w and w not in COMMAND and w not in STOPWORDS and any(same(w, c, False) and c in unique_parts for c in capitals):
            rest = [p for p in parts if len(p) >= 5 and not same(w, p, False)]  # 'Mido engagement': "… mido … his engagement"
            return i, i + 1, 1.5 if rest and any(x and same(x, p) for x in words for p in rest) else 1.0
    if n >= 3:  # 'New mattress front cabin': "the kingfisher mattress job"
        for i, w in enumerate(words):
            if w and len(w) >= 5 and w not in COMMAND and w not in STOPWORDS and any(same(w, p, False) and p in unique_parts for p in parts):
                return i, i + 1, 0.8
    return None


def _could_be_said(words: list[str | None]):
    """A quick test that some word of a value may be one said (``same``'s forms), so most values are never matched."""
    keys, starts = set(), set()
    for bare in filter(None, words):
        keys |= {bare, bare[:-1] if bare.endswith("s") else bare, bare[:-2] if bare.endswith("es") else bare, NICKNAMES.get(bare, bare)}
        if len(bare) >= 5:
            starts.add(bare[:5])

    def could(value: str) -> bool:
        return any(p in keys or p[:5] in starts or (p[:1].isdigit() and re.match(r"\d+", p).group() in keys)
                   for p in re.findall(r"[a-z0-9]+", value.lower()))
    return could


def linked(request: str, tables: dict[str, list[tuple[str, str]]], rows: dict[str, list[dict[str, Any]]]) -> list[Link]:
    """The cell values the request says, strongest first, none overlapping another's words."""
    words = said_words(request, tables)
    could = _could_be_said(words)
    found: list[Link] = []
    for table, table_rows in rows.items():
        for column, _ in tables.get(table, []):
            values = {r.get(column) for r in table_rows if is_text(r.get(column))}
            if not values or column.lower().endswith("_id") or column.lower() == "id":
                continue
            counts: dict[str, int] = {}
            for v in values:
                for part in {w.lower() for w in re.findall(r"\b[A-Z][a-z]{3,}", v)} | set(re.findall(r"[a-z]{5,}", v.lower())):
                    counts[part] = counts.get(part, 0) + 1
            unique = {p for p, c in counts.items() if c == 1}
            for value in values:
                if could(value) and (spot := _matches(words, value, unique)):
                    found.append(Link(table, column, value, *spot))
    found.sort(key=lambda k: (-k.strength, k.start))
    kept: list[Link] = []
    for link in found:  # the same words may say a value of two columns equally ('Pat' leads walks and is a member)
        if not any(link.start < k.end and k.start < link.end and (k.strength > link.strength or k.table == link.table)
                   for k in kept):
            kept.append(link)
    return kept


def foreign(links: list[Link], table: str) -> bool:
    """Whether the request also says a value only another table holds (a join: "ivy robson … from absent to attended")."""
    mine = [k for k in links if k.table == table]
    return any(k.table != table and k.strength >= 1.0 and not any(k.start < m.end and m.start < k.end for m in mine) for k in links)


def table_of(request: str, links: list[Link]) -> str | None:
    """The table the links point at: most strength, a table the request names first."""
    score: dict[str, float] = {}
    for k in links:
        score[k.table] = score.get(k.table, 0.0) + k.strength
    named = {t for t in score if any(table_named(w, {t: []}) for w in re.findall(r"[a-z]+", request.lower()))}
    ranked = sorted(score, key=lambda t: (t in named, score[t]), reverse=True)
    if len(ranked) > 1 and (ranked[0] in named, score[ranked[0]]) == (ranked[1] in named, score[ranked[1]]):
        return None  # 'Pat' leads walks and is a member, and neither table is said
    return ranked[0] if ranked else None


def linked_table(request: str, links: list[Link]) -> str | None:
    """The one table whose rows the request names (``links``: ``linked``'s), if any (None when it names values of two)."""
    table = table_of(request, links)
    return table if table is not None and not foreign(links, table) else None


def chosen(links: list[Link], table_rows: list[dict[str, Any]]) -> tuple[list[Link], list[dict[str, Any]]]:
    """The links that together still find rows (the weakest dropped first) and those rows. Links of one column are
    alternatives ("sat": the 21st or the 28th); only those a row found holds are kept."""
    links = list(links)
    while links:
        columns: dict[str, set] = {}
        for k in links:
            columns.setdefault(k.column, set()).add(k.value)
        found = [r for r in table_rows if all(r.get(c) in values for c, values in columns.items())]
        if found:
            return [k for k in links if any(r.get(k.column) == k.value for r in found)], found
        links.remove(min(links, key=lambda k: k.strength))
    return [], []


_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b(?:\s+(?:of\s+)?(" + "|".join(MONTHS) + r")[a-z]*)?", re.I)


def days_said(request: str) -> list[tuple[int, int | None, re.Match[str]]]:
    """(day of month, month or None, where) for each "5th", "sat 5th", "the 28th of dec" said."""
    return [(int(m.group(1)), MONTHS.index(m.group(2).lower()[:3]) + 1 if m.group(2) else None, m) for m in _ORDINAL.finditer(request)]


def on_day(value: Any, day: int, month: int | None) -> bool:
    m = ISO_DAY.match(value) if isinstance(value, str) else None
    return bool(m) and int(m.group(3)) == day and (month is None or int(m.group(2)) == month)


def day_columns(columns: list[tuple[str, str]], table_rows: list[dict[str, Any]]) -> list[str]:
    """The columns that hold a day: by name ("due_date", "sold_on"), else by what most of their cells hold ("collected")."""
    named = dated_columns([c for c, _ in columns])
    held = [c for c, _ in columns if c not in named and table_rows and
            sum(bool(ISO_DAY.match(str(r.get(c) or ""))) for r in table_rows) * 2 > len(table_rows)]
    return named + held


_WEEKDAY = re.compile(r"\b" + WEEKDAY + r"\b(?!\s*\d)|\b(today|tonight|tomorrow|tmrw|yesterday)\b", re.I)
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def weekdays_said(request: str, today: dt.date) -> list[set[str]]:
    """For each weekday said ("sat", "on thurs") the days it may be, a week either side of today; "today" and the like."""
    said = []
    for m in _WEEKDAY.finditer(request):
        if m.group(2):
            shift = {"today": 0, "tonight": 0, "tomorrow": 1, "tmrw": 1, "yesterday": -1}[m.group(2).lower()]
            said.append({(today + dt.timedelta(days=shift)).isoformat()})
        else:
            number = _WEEKDAYS.index(m.group(1).lower()[:3])
            said.append({(today + dt.timedelta(days=d)).isoformat() for d in range(-7, 8)
                         if (today + dt.timedelta(days=d)).weekday() == number})
    return said


def day_links(request: str, table: str, columns: list[tuple[str, str]], table_rows: list[dict[str, Any]],
              today: dt.date) -> list[Link]:
    """A day said that is the value of one of the table's day columns in some row ("sat 5th": walk_date 2026-12-05;
    "sat": the Saturday just gone or the coming one, whichever a row holds)."""
    links = []
    days = day_columns(columns, table_rows)
    for i, (day, month, _m) in enumerate(days_said(request)):
        for column in days:
            for value in sorted({r.get(column) for r in table_rows if on_day(r.get(column), day, month)}):
                links.append(Link(table, column, value, 1000 + i, 1001 + i, 0.5))
    if not days_said(request):
        for i, dates in enumerate(weekdays_said(request, today)):
            for column in days:
                for value in sorted({r.get(column) for r in table_rows if str(r.get(column) or "")[:10] in dates}):
                    links.append(Link(table, column, value, 1100 + i, 1101 + i, 0.5))
    return links


def days_named(request: str, today: dt.date) -> bool:
    """Whether the request says a day ("sat 5th", "thurs", "today")."""
    return bool(days_said(request) or weekdays_said(request, today))


def where(links: list[Link]) -> tuple[str, list[Any]]:
    """The condition the links make: each column equal to its value, or IN its values."""
    columns: dict[str, list[Any]] = {}
    for k in links:
        if k.value not in columns.setdefault(k.column, []):
            columns[k.column].append(k.value)
    parts = [f'"{c}" = ?' if len(v) == 1 else f'"{c}" IN ({", ".join("?" for _ in v)})' for c, v in columns.items()]
    return " AND ".join(parts), [x for v in columns.values() for x in v]


_ONE_THING = re.compile(r"\b(?:it|that\s+(?:one|entry|row|job|booking)|him|her|his|he|she)\b", re.I)
_SEVERAL = re.compile(r"\b(?:both|(?<!after )(?<!at )all|every|(?:paid|settled|cleared)\s+(?:off\s+|up\s+)?everything|each|them|those|these|they|their|the\s+lot)\b", re.I)  # not "after all"


def at_most(request: str, found: dict[str, Any], one: bool = False) -> dict[str, Any]:
    """``found`` limited to one row where the request speaks of one ("delete it", a fixture's score, her price). A row
    put in twice, one to go ("… on twice sat, get rid of one"): the later of the matching rows only."""
    if TWICE_ONE_TO_GO.search(request) and "values" not in found and found.get("where"):
        where, table = found["where"], found["table"].replace('"', '""')
        return {**found, "where": f'({where}) AND rowid = (SELECT max(rowid) FROM "{table}" WHERE {where})',
                "params": list(found.get("params") or []) * 2, "at_most": 1}
    return {**found, "at_most": 1} if (one or _ONE_THING.search(request)) and not _SEVERAL.search(request) else found



def word_index(request: str, at: int) -> int:
    """The index in ``said_words`` of the word at character ``at``."""
    return len(TOKEN.findall(_DATABASE_SAID.sub(" ", request[:at]).lower()))


def words_said(request: str) -> list[str]:
    """The request's lower-case words as ``said_words`` counts them (the database's name left out), none set aside."""
    return TOKEN.findall(_DATABASE_SAID.sub(" ", request).lower())

