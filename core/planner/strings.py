"""String values read from the request: candidate spans with a prior, quotes, listed items, currencies.

A span is a candidate for a parameter when it does not overlap a value another parameter already
holds (a number, a date, another string, another parameter's option). Its prior grows with the
parameter's words right before it ("the company Google") or right after it ("Barcelona team"); for a
place, with a capitalized name after "in", "at", "near", "from" or "to"; for the ends of a route, with
"from"/"between" (source) or "to"/"and" (target) right before it.
"""

from __future__ import annotations

import json
import re
from typing import Any

from core.planner import extract, regions, units
from core.planner.numeric import key, keys, number_key, param_terms

PLACE_TERMS = keys("location", "city", "country", "state", "county", "region", "place", "destination", "origin",
                   "venue", "address", "town", "province", "where", "near")
ID_TERMS = keys("id", "number", "code", "zip", "phone", "docket", "pin", "version", "serial", "isbn", "year", "no")
_PLACE_PREP = re.compile(r"\b(in|at|near|from|to|around|of)\s+(?:the\s+)?$", re.I)
_LED_IN = re.compile(r"\b(from|to)\s+(?:the\s+)?[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3}\s+(?:in|at)\s+(?:the\s+)?$")  # "from JFK Airport in"


SOURCE_TERMS = keys("from", "source", "origin", "start", "departure", "begin", "initial", "input")
TARGET_TERMS = keys("to", "target", "destination", "end", "arrival", "final", "output", "into")


# Short forms in parameter names and the word a request uses: db_name is "the employees database".
ABBREVIATIONS = {"db": "database", "num": "number", "qty": "quantity", "addr": "address", "desc": "description",
                 "img": "image", "msg": "message", "dept": "department", "org": "organization", "loc": "location",
                 "temp": "temperature", "dob": "birth", "lang": "language", "doc": "document", "dir": "directory",
                 "stats": "statistics", "info": "information"}


def role(param: str) -> str | None:
    """"source" for from/origin/start parameters, "target" for to/destination/end ones."""
    words = [key(w) for w in re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", param).lower())]
    if any(w in SOURCE_TERMS for w in words):
        return "source"
    if any(w in TARGET_TERMS for w in words):
        return "target"
    return None


def is_place(param: str) -> bool:
    """A parameter that holds a place (location, city, country, origin, destination...)."""
    return any(key(w) in PLACE_TERMS for w in extract.content_words(param))


def _context(query: str, start: int, end: int) -> tuple[set[str], set[str]]:
    """Match keys of the words just before and just after a span, within its clause."""
    before_text = re.split(r"[,;!?()]|\.\s", query[max(0, start - 40):start])[-1]
    after_text = re.split(r"[,;!?()]|\.\s", query[end:][:30])[0]
    before = extract.content_words(before_text)[-4:]
    after = extract.content_words(after_text)[:2]
    return {key(w) for w in before}, {key(w) for w in after}


def overlaps(candidate: str, taken: list[str]) -> bool:
    """The candidate holds a taken value as whole words, or is part of one."""
    low = _plain(candidate)
    for t in taken:
        plain = _plain(t) if t else ""
        if plain and (low in plain or re.search(r"(?<!\w)" + re.escape(plain) + r"(?!\w)", low)):
            return True
    return False


def _straddles(query: str, candidate: str, quoted: list[tuple[int, int]]) -> bool:
    """The candidate runs across a quote's edge ("Weapon Guardian" of "the Weapon 'Guardian Sword+'")."""
    if not quoted:
        return False
    m = re.search(r"[^\w]{1,3}".join(re.escape(w) for w in candidate.split()), query)
    return bool(m) and any(m.start() < b and a < m.end() and not (a <= m.start() and m.end() <= b)
                           for a, b in quoted)


def _plain(text: str) -> str:
    """Lower case with punctuation as spaces: "Zelda: Breath" and "zelda breath" are the same words, and
    so are "gluten-free" and "Gluten Free"."""
    return " ".join(re.sub(r"[^\w$%.+#-]+|(?<=[a-z])-(?=[a-z])", " ", text.lower()).split())


def _named_after(query: str, end: int, name_terms: set[str]) -> bool:
    """The parameter's own noun follows in lower case: "Barcelona team", not "Premier League"."""
    m = re.match(r"\s+([a-z][a-z]+)", query[end:])
    plural = bool(m) and re.search(r"[^s]s$", m.group(1)) and not any(t.endswith("s") for t in name_terms)
    return bool(m and key(m.group(1)) in name_terms and not plural)  # "fuel economy variables": one of several


def _has_form(pattern: str, value: str) -> bool:
    try:
        return bool(re.search(pattern, value))
    except re.error:  # a pattern Python cannot read says nothing
        return True


def can_be_id(param: str, pspec: dict[str, Any], value: str, named: bool = False) -> bool:
    """A REST path id ("eventId", "fileId") is an opaque key, never a plain word ("Lunch" is a title,
    not an id) nor a number or a phrase, unless the request calls it the id (``named``); other
    parameters take anything."""
    described = re.search(r"\bidentifier\b|\bID\b|\bresource name\b", str(pspec.get("description", "")))
    if pspec.get("x-location") != "path" or not ("id" in {key(w) for w in extract.content_words(param)} or described):
        return True
    if pspec.get("pattern") and not _has_form(str(pspec["pattern"]), value):
        return False  # the API says an id's form ("^contactGroups/[^/]+$"): "5-a-side" is the group's name
    # An opaque key is one token with letters and digits, not "Room 4", "4.50", "555-9999" or a cell "B2".
    if re.fullmatch(r"(?:[A-Za-z]{1,3}![A-Za-z]{1,2}|[A-Za-z]{1,2})\d{1,5}(?::[A-Za-z]{1,2}\d{0,5})?", value):
        return False  # a cell range ("A1:F50", "Sheet1!B2") is never a spreadsheet's id
    if re.fullmatch(r"\d+(?:[.,]\d+)?[A-Za-zµ%]{1,4}(?:/[A-Za-z]{1,4})?", value):
        return False  # nor a quantity ("1.5mg/ml", "12kg", "250ml")
    if "@" in value and not re.search(r"calendar|user|group", param, re.I):
        return False  # an e-mail address is whom to share with, never a file's id (a calendar's id may be one)
    return named or bool(re.fullmatch(r"(?=.*\d)(?=.*[A-Za-z])[\w.@:/-]{8,}", value))  # ids are long: "SOC101" is a course


# Names of things in code and data, often lower case: "employees" database, "users" table.
_CODE_NAMES = {"resource", "db", "database", "table", "file", "user", "host", "column", "field", "dataset", "variable",
               "key", "function", "method", "class", "module", "package", "repo", "repository", "branch", "bucket",
               "index", "schema", "collection", "sheet", "folder", "directory", "tag", "label", "model", "recipe",
               # and common things, whose names are plain words: "chai tea" for food_name, "snack" for meal_name
               "food", "meal", "dish", "drink", "ingredient", "item", "exercise", "activity", "hobby", "symptom",
               "disease", "plant", "species"}


_PERSON_WORDS = {"receiver", "recipient", "payee", "sender", "spouse", "partner", "person", "friend"}


def is_person_param(param: str) -> bool:
    """A parameter for a person (receiver, spouse_of, player), not their id or address."""
    words = set(extract.content_words(param))
    return bool(words & _PERSON_WORDS) and not words & {"id", "email", "mail", "address", "phone", "number"}


def can_be_name(param: str, value: str, quotes: list[list[str]]) -> bool:
    """A parameter for a name (player_name, museum_name, teamName) or a person (receiver, spouse_of) takes a
    capitalized name, a quote or something with digits, never a plain lower-case word ("career", "mark") or a
    bare number."""
    words = extract.content_words(param)
    if not is_person_param(param) and (len(words) < 2 or words[-1] != "name") or set(words) & _CODE_NAMES or "/" in value or \
            any(value in run for run in quotes):
        return True  # a bare "name", a resource name ("people/me") or a database's name is an identifier
    return bool(re.search(r"[A-Z]", value)) or bool(re.search(r"\d", value) and re.search(r"[a-z]", value, re.I))


def called_id(query: str, value: str) -> bool:
    """The request calls ``value`` an id ("event id 'abc'", "ID: abc")."""
    at = query.find(value)
    return at > 0 and bool(re.search(r"\bid\s*[:=#]?\s*['\"]?$", query[:at], re.I))


def quote_owner(query: str, quote: str, params: list[str], props: dict[str, Any]) -> str | None:
    """The parameter a quoted value belongs to: the one whose name sits right before it ("status
    'concluded'", "title 'David'"); None when no name does."""
    marked = re.search("[\'\"‘“]" + re.escape(quote) + "[\'\"’”]", query)  # "The drink id is 'latte'", not "my latte"
    at = marked.start() + 1 if marked else query.find(quote)
    if query[:max(0, at - 1)].rstrip().endswith(":"):
        return None  # "Put the launch on my calendar: 'The Salt Road' release day": what follows a colon is no calendar
    words = extract.content_words(query[max(0, at - 25):max(0, at - 1)])[-2:]
    before = {key(w) for w in words} | {key(w[:-n]) for w in words for n in (1, 2) if w.endswith("ed"[-n:])}  # "titled"
    owners = [p for p in params if {key(w) for w in extract.content_words(p)} & before]
    if len(owners) > 1:  # "titled 'X'": Title, not MetaTitle
        owners = [p for p in owners if {key(w) for w in extract.content_words(p)} <= before]
    if not owners and (named := re.match(r"['\"’”]?\s+as\s+(?:the\s+|an?\s+|my\s+)?(\w+(?:\s+\w+)?)", query[at + len(quote):])):
        after = {key(w) for w in extract.content_words(named.group(1))}  # "served 'boiling hot' as the special request"
        owners = [p for p in params if {key(w) for w in extract.content_words(p)} & after]
    return owners[0] if len(owners) == 1 else None


_STATED_PLACE = re.compile(r"\b(?:in|near|around)\s+(?:the\s+)?((?:[A-Z][\w.'-]*)(?:\s+(?:of\s+)?[A-Z][\w.'-]*)*)")


def stated_place(query: str, taken: list[str], regional: bool, description: str = "") -> str | None:
    """A place the request states with "in/near/around" + a name ("in Rome, Italy", "in China") that no
    other value holds: for an optional place parameter."""
    for m in _STATED_PLACE.finditer(query):
        name = re.split(r"\.\s", m.group(1))[0].rstrip(".")  # "in New York. How much…": New York
        if not overlaps(name, taken):
            return name if regional else regions.with_region(query, name, description)
    return None


def kind_of(param: str, pspec: dict[str, Any]) -> str:
    """What a type/kind/category parameter sorts, from its description ("The type of crime" → "crime");
    "" for other parameters."""
    if not set(extract.content_words(param)) & {"type", "kind", "category", "sort"}:
        return ""
    m = re.search(r"\b(?:type|kind|category|sort)\s+of\s+(?:the\s+)?([a-z]+)", str(pspec.get("description", "")), re.I)
    words = extract.content_words(param)
    return words[0] if len(words) == 2 and words[1] in ("type", "kind") else m.group(1) if m else ""  # energy_type


def wants_expression(param: str, pspec: dict[str, Any]) -> bool:
    """A parameter for a math function or formula ("function", "equation", "polynomial")."""
    return any(t.startswith(("func", "equat", "expr", "formul", "polyn")) for t in param_terms(param, pspec))


_TOPIC_TERMS = {key(w) for w in ("topic", "subject", "theme")}


_WANT_TO = re.compile(r"\b(?:like|love|want|need|wish|trying|going|able|have)\s+to\s+$", re.I)


def span_candidates(query: str, param: str, pspec: dict[str, Any], taken: list[str], limit: int,
                    with_region: bool = True) -> list[tuple[str, float]]:
    """Spans of the request for a string ``param`` with a prior, best first. ``taken``: the text of
    values other parameters already hold (lower case); ``with_region``: a place keeps its ", MA" or
    ", Colorado" (not when the function has its own state or country parameter)."""
    terms = param_terms(param, pspec)
    name_terms = {key(w) for w in extract.content_words(param)}
    name_terms |= {key(ABBREVIATIONS[w]) for w in extract.content_words(param) if w in ABBREVIATIONS}
    place = is_place(param)
    kind = kind_of(param, pspec)
    id_like = any(t in ID_TERMS for t in name_terms)
    wants_expr = wants_expression(param, pspec)
    unit_param = bool({"unit", "units", "measurement", "scale", "format"} & set(extract.content_words(f"{param} {pspec.get('description', '')}")))
    out: list[tuple[str, float]] = []
    quoted = [(query.find(q), query.find(q) + len(q)) for run in extract.quoted_runs(query) for q in run
              if q and query.find(q) >= 0]
    ranked = [c for c in extract.spans(query) if not overlaps(c, taken) and not _straddles(query, c, quoted)]
    for rank, cand in enumerate(ranked[: limit * 3]):
        at = query.find(cand)
        before, after = _context(query, at, at + len(cand)) if at >= 0 else (set(), set())
        if at > 0 and cand[:1].isupper() and re.search(r"[A-Z][\w.]*\s+(?:of\s+(?:the\s+)?)?$", query[max(0, at - 30):at]):
            before = set()  # the tail of a longer name ("Art" in "Museum of Art") has no context of its own
        prior = 1.0 / (1 + rank) + 1.5 * len(terms & before) + 0.5 * len(terms & after)
        capitalized = cand[:1].isupper() and cand.split()[-1] not in extract.INNER and all(  # "Rio de Janeiro", not "Ciudad de"
            w[:1].isupper() or not w[:1].isalpha() or w in extract.INNER for w in cand.split())
        named_after = at >= 0 and _named_after(query, at + len(cand), name_terms)
        name_like = all(w[:1].isupper() or w in extract.INNER for w in cand.split()) and cand[:1].isupper()
        if name_like and not named_after and at >= 0:  # "R vs Adams legal case": a name, then its kind
            m = re.match(r"\s+[a-z]{3,}\b", query[at + len(cand):])
            named_after = bool(m) and _named_after(query, at + len(cand) + m.end(), name_terms)
        if not named_after and at >= 0 and (owned := re.match(r"['’]s((?:\s+[a-z]+){1,4})", query[at + len(cand):])):
            named_after = any(key(w) in name_terms for w in owned.group(1).split())  # "Germany's men soccer team"
        if named_after:
            prior += 2.0  # "Barcelona team", "the Spring season", "2022 season"
        if kind and " " not in cand and cand.islower() and re.match(rf"\s+{re.escape(kind)}s?\b", query[at + len(cand):], re.I):
            prior += 1.0  # "renewable energy sources" for energy_type: the kind, not the head noun after it
        adjacent = re.search(r"([A-Za-z]+)\s+(?:(?:numbered|named|called|titled)\s+)?$",
                             query[max(0, at - 30):at]) if at > 0 else None
        identifier = bool(re.search(r"[A-Za-z]", cand) and re.search(r"[\d_]", cand) and " " not in cand)
        if adjacent and (re.match(r"[A-Z0-9]", cand) or identifier) and (id_like or re.search(r"[A-Za-z]", cand)) \
                and key(adjacent.group(1).lower()) in name_terms and (id_like or adjacent.group(1)[0].islower()):
            prior += 2.0 if identifier else 1.0  # "material Marble", "id B1004", "dataset my_data", "model org/name2":
            # the parameter's noun before a name (an identifier beats the "language" of "language model")
        linked = re.search(r"([A-Za-z]+)\s+(?:to|is|as|=|:)\s+(?:the\s+|a\s+|an\s+)?$", query[max(0, at - 30):at]) \
            if at > 0 else None
        if linked and key(linked.group(1).lower()) in name_terms and " " not in cand:
            prior += 1.5  # "change size to 12x18", "the medium is oil": the parameter's noun, then its value
        if id_like and key(cand.split()[0].lower()) in name_terms or cand[:1].islower() and _WANT_TO.search(query[max(0, at - 20):at]):
            continue  # "Id B1004", "Id": an id's own noun is no part of its value; "I would like to order": a verb
        if not can_be_id(param, pspec, cand, called_id(query, cand)) or (units.is_unit_word(cand) and not unit_param):
            continue  # "in Joules per Kelvin": a unit is no substance
        if not id_like and not named_after and not re.search(r"[A-Za-z]{2}", cand):
            prior -= 0.5  # a bare number is rarely a name
        prep = _PLACE_PREP.search(query[max(0, at - 12):at]) if place and capitalized and at >= 0 else None
        if prep:  # "in Chicago" names a place; "at the Hilton Hotel" more often a venue
            prior += 0.5 if prep.group(1).lower() in ("at", "of") else 1.5
        end = role(param)
        if end and at >= 0:  # "from New York to Philadelphia": the source after "from", the target after "to"
            prep = re.search(r"\b(from|between|to|into|and)\s+(?:the\s+)?$", query[max(0, at - 10):at], re.I)
            word = prep.group(1).lower() if prep else ""
            if word == "and" and not re.search(r"\bbetween\b", query[max(0, at - 50):at], re.I):
                word = ""  # "and" names the second end only after "between"
            if not word and (led := _LED_IN.search(query[max(0, at - 40):at])):
                word = led.group(1).lower()  # "departing from JFK Airport in New York": New York is where it leaves
            if word:
                prior += 2.0 if (word in ("from", "between")) == (end == "source") else -1.0
        if name_terms & _TOPIC_TERMS and at > 0 and re.search(r"\b(?:about|regarding|concerning)\s+(?:the\s+)?$",
                                                              query[max(0, at - 12):at], re.I):
            prior += 1.5  # "tweets about psychology": what a topic is
        if place and not capitalized:
            prior -= 1.0  # a place is a name: "Las Vegas" before the "view" of "a city view"
        if place and " and " in cand:
            prior -= 1.0  # "between John and Alice … in California": two names joined, no place
        if place and re.search(r"\d", cand):
            prior -= 1.5  # "CA123456" is a case number, not a county
        if place and not regions.REGION_PARAM.search(param) and at > 0 and re.search(r"[A-Z][\w.'-]*,\s*$", query[:at]) \
                and regions.is_region(cand):
            prior -= 2.0  # "Mariposa, CA": CA is the region of the place before it
        region = regions.region_after(query[at + len(cand):], str(pspec.get("description", ""))) \
            if place and with_region and at >= 0 else None
        if region and capitalized and regions.ASKS_REGION.search(str(pspec.get("description", ""))):
            prior += 2.0  # "in the format of 'City, State'": "Mariposa, CA" before "Yosemite National Park"
        out.append((cand + region.group(0) if region and capitalized else cand, prior))  # "Boston, MA"
    for expr in extract.expressions(query):
        if not overlaps(expr, taken) and can_be_id(param, pspec, expr):  # for Python/SymPy, where ^ is XOR: x^2 → x**2
            out.append((expr.replace("^", "**"), 4.0) if wants_expr else (expr, 0.5))
    out.sort(key=lambda x: -x[1])
    return out[:limit]


_ITEM = r"[A-Za-z0-9][\w&'.+-]*(?:\s+[A-Za-z0-9&][\w&'.+-]*){0,2}"
_LIST = re.compile(rf"({_ITEM}(?:\s*,\s*{_ITEM})*)\s*,?\s+(?:and|or|&)\s+(?:also\s+)?(?:the\s+)?({_ITEM})")


def _noun_key(word: str) -> str:
    """A noun's key, its plural keyed like its singular ("stops" as "stop", "cities" as "city")."""
    return number_key(re.sub(r"ies$", "y", word.lower()))


def items_after_noun(query: str, param: str) -> list[str] | None:
    """The items listed right after the parameter's own noun, for an optional list ("with stops at
    Santa Barbara and Monterey" for stops); None when the noun does not lead a list."""
    own = {_noun_key(w) for w in extract.content_words(param)}
    lead_in = r"(?:(?:at|of|in|like|such as|including|the|a|an|:)\s+)+"
    for m in _LIST.finditer(query):
        raw = re.split(r"\s*,\s*", m.group(1)) + [m.group(2)]
        first = raw[0].split()
        while len(first) > 1 and first[0].lower() in extract.STOPWORDS | extract.PREPOSITIONS:
            first = first[1:]  # "with toppings mushrooms"
        first = [first[0], " ".join(first[1:])] if len(first) > 1 else first
        lead = re.search(rf"([a-z]+)\s+{lead_in[:-1]}?\s*$", query[max(0, m.start() - 30):m.start()])
        if len(first) == 2 and _noun_key(first[0]) in own:
            raw[0] = first[1]  # "with toppings mushrooms, olives and peppers"
        elif not (lead and _noun_key(lead.group(1)) in own):
            continue
        items = [re.sub(rf"^{lead_in}", "", i.strip()).rstrip(".:;!?") for i in raw]
        return [i for i in items if i] or None
    return None


def listed_items(query: str, param: str, pspec: dict[str, Any]) -> list[str] | None:
    """Items the request lists for an array-of-strings parameter ("between John and Alice",
    "the S&P 500 and the Dow Jones"), nearest the parameter's words; None if it lists nothing."""
    skip = extract.STOPWORDS | extract.VERBS | extract.PREPOSITIONS | extract.NO_EDGE  # "uses chicken and mushrooms"
    terms = param_terms(param, pspec)
    own = {key(w) for w in extract.content_words(re.sub(r"\d+", " ", param))}
    best: tuple[float, list[str]] | None = None
    for m in _LIST.finditer(query):
        raw = [p.strip() for p in re.split(r"\s*,\s*", m.group(1))] + [m.group(2).strip()]
        items = []
        for n, item in enumerate(raw):
            toks = item.split()
            cuts = [i for i, t in enumerate(toks) if t.lower() in skip]
            if n < len(raw) - 1:  # "contract between John" → "John": the words after the last stopword
                toks = toks[cuts[-1] + 1:] if cuts else toks
            else:  # "Alice for rental" → "Alice": the words before the first stopword
                toks = toks[:cuts[0]] if cuts else toks
                while len(toks) > 1 and key(toks[-1].lower()) in own:
                    toks = toks[:-1]  # "yellow and blue colors": the parameter's own noun ends the list
            items.append(" ".join(toks).rstrip(".:;!?"))
        items = [i for i in items if i and re.search(r"[A-Za-z]", i)]
        if len(items) < 2:
            continue
        before, _ = _context(query, m.start(), m.end())
        score = len(terms & before) - 0.01 * m.start()
        if best is None or score > best[0]:
            best = (score, items)
    return best[1] if best else None


def in_mention_order(query: str, args: dict[str, Any], groups: list[list[str]]) -> None:
    """Numbered string parameters (body1/body2, first_city/second_city) hold their values in the order
    the request mentions them ("from the Earth to the Moon": Earth, then Moon)."""
    low = query.lower()
    for group in groups:
        held = [p for p in group if isinstance(args.get(p), str) and args[p].lower() in low]
        for p, value in zip(held, sorted((args[p] for p in held), key=lambda v: low.find(v.lower())), strict=True):
            args[p] = value


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [x for v in value.values() for x in _leaves(v)]
    if isinstance(value, list):
        return [x for v in value for x in _leaves(v)]
    return [value]


def grounded(value: Any, query: str, args: dict[str, Any]) -> bool:
    """Every leaf of ``value`` is stated in ``query`` and none is already another argument's value."""
    taken = {json.dumps(v) for a in args.values() for v in _leaves(a)}
    stated = {n.value for n in extract.numbers(query)}
    low = query.lower()
    for leaf in _leaves(value):
        if isinstance(leaf, bool) or json.dumps(leaf) in taken:
            return False
        if isinstance(leaf, (int, float)) and leaf not in stated:
            return False
        if isinstance(leaf, str) and (not leaf.strip() or leaf.lower() not in low):
            return False
    return True
