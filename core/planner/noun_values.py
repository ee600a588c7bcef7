"""Optional values the request ties to the parameter's own noun: "with red dominant color", "the font set to Arial",
"violent crime" for crime_type."""

from __future__ import annotations

import re

from core.planner import extract
from core.planner.numeric import key
from core.planner.strings import overlaps


def kind_said(query: str, noun: str, taken: list[str], function: str) -> str | None:
    """The word before ``noun`` where the noun ends its phrase ("violent crime in San Francisco", not
    "official crime rate"): the kind of it the request asks for; never a word of the function's name
    ("a hotel room" for hotel_booking)."""
    if not noun:
        return None
    own = {key(w) for w in extract.content_words(function)}
    skip = extract.STOPWORDS | extract.VERBS | extract.PREPOSITIONS
    for m in re.finditer(rf"\b([A-Za-z][\w-]*)\s+{re.escape(noun)}s?\b(?=\s*(?:[,.?!;]|$)|\s+(\w+))", query, re.I):
        if (m.group(2) is None or m.group(2).lower() in skip) and m.group(1).lower() not in skip \
                and key(m.group(1).lower()) not in own and not overlaps(m.group(1), taken):
            return m.group(1)
    return None


def named_value(query: str, param: str, taken: list[str]) -> str | None:
    """For an optional string: a word the request ties to the parameter's own noun ("with red dominant
    color", "the font set to Arial", "with a city view"), not part of another value."""
    nouns = [w for w in extract.content_words(param) if len(w) > 2]
    if not nouns:
        return None
    noun = "|".join(re.escape(w) + "s?" for w in nouns)
    whole = r"\s+".join(re.escape(w) for w in nouns) + "s?" if len(nouns) > 1 else "(?!)"  # "dominant color"
    skip = extract.STOPWORDS | extract.VERBS | extract.PREPOSITIONS
    own = {key(w) for w in nouns}
    for m in re.finditer(rf"\b([A-Za-z][\w-]*)\s+{whole}\b|\b(?:{noun})\s+(?:to|is|as|=|:)\s+([A-Za-z0-9][\w-]*)"
                         rf"|\bwith\s+(?:a|an|the)\s+([a-z][\w-]*)\s+(?:{noun})\b", query, re.I):
        word = m.group(1) or m.group(2) or m.group(3)  # "with a city view": the view is "city"
        if word.lower() not in skip and key(word.lower()) not in own \
                and not overlaps(word, taken):
            return word
    return None


def name_before_noun(query: str, param: str, description: str, taken: list[str]) -> str | None:
    """A proper name the request ends with the parameter's own noun, written as part of the name ("Khlong Sam Wa
    District" for district_name, "Sai Kong Subdistrict" for sub_district_name); the noun is kept when the
    description's examples keep it ('Chatuchak District')."""
    nouns = [w for w in extract.content_words(param) if w not in ("name", "id", "title")]
    if not nouns or len(nouns) > 2:
        return None
    noun = "-?".join(re.escape(w) for w in nouns)  # sub_district: "Subdistrict", "Sub-district"
    for m in re.finditer(rf"\b((?:[A-Z][\w'’-]*\s+){{1,4}})({noun})\b", query, re.I):
        if not m.group(2)[:1].isupper() or not all(w[:1].isupper() for w in m.group(1).split()):
            continue
        name = m.group(1).strip()
        kept = re.search(rf"['\"][^'\"]+\s{noun}['\"]", description, re.I)
        value = f"{name} {m.group(2)}" if kept else name
        if not overlaps(value, taken):
            return value
    return None


_DETAIL_PARAM = re.compile(r"^(?:detail|details|stat|statistic|attribute|property|metric|aspect|feature|info|information|"
                           r"characteristic|measure)s?$", re.I)
_ASKED = re.compile(r"^\W*(?:(?:please\s+)?(?:find|get|give\s+me|tell\s+me|show\s+me|fetch|look\s+up)|what(?:'s|\s+is|\s+are|\s+was)"
                    r")\s+(?:the\s+)?((?:[a-z]+\s+)?[a-z]+)\s+(?:of|for)\s+(?:the|a|an|this|that|my)\b", re.I)


def asked_detail(query: str, param: str, taken: list[str]) -> str | None:
    """What a request asks about its object, for a detail/stat/attribute parameter ("Find the size of the sculpture…"
    → size; "What's the power rating for the Weapon…" → power rating)."""
    words = extract.content_words(param)
    if not words or not _DETAIL_PARAM.match(words[-1]):
        return None
    m = _ASKED.match(query)
    if not m or any(w in extract.STOPWORDS | extract.VERBS for w in m.group(1).lower().split()):
        return None
    return None if overlaps(m.group(1), taken) else m.group(1)
