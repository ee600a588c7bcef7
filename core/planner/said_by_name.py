"""A value the request gives a parameter by the parameter's own name: "my ticket number is IND4567", "with ID
U123", "event number 456123" for event_identifier, "in user table" for table."""

from __future__ import annotations

import re

from core.planner import extract
from core.planner.strings import overlaps

_ID_WORDS = {"id", "number", "code", "no", "num", "uuid", "key", "identifier", "serial"}
_ID_NAMES = {"id", "number", "no", "num", "identifier"}  # one another's words: "event number 4" is its identifier
_ID_SAID = r"(?:id|identifier|number|no\.?|num)"


_CONTAINERS = {"table", "database", "db", "collection", "sheet", "bucket", "repository", "repo", "schema", "index"}


def _container_named(query: str, param: str) -> str | None:
    """The name said before a data container's noun: "in user table" → user for ``table``."""
    nouns = [w for w in extract.content_words(param) if w in _CONTAINERS or w == "name"]
    noun = next((w for w in nouns if w in _CONTAINERS), None)
    if noun is None or set(nouns) - {noun, "name"}:
        return None
    m = re.search(rf"\b(?:in|from|on|into|of|at)\s+(?:the\s+|my\s+|our\s+)?([A-Za-z_][\w.-]*)\s+{noun}s?\b", query, re.I)
    return m.group(1) if m and m.group(1).lower() not in extract.STOPWORDS else None


_FOLLOWING = re.compile(r"\b(?:the\s+following|this|these|here\s+is\s+the|here's\s+the)\s+((?:[a-z]+\s+){0,2}[a-z]+)"
                        r"(?:\s+(?:to|for|of)\s+the\s+[a-z]+)?\s*:(?:\s|\\n)*([^\n\\]+)", re.I)  # "here is the answer
# to the question:\n\nThe text does not …": a line of its own after the colon


def _introduced(query: str, nouns: list[str]) -> str | None:
    """The rest of the line after "the following <noun>:" where the noun is the parameter's ("the following
    modification verbatim: no onions, extra cheese" for modification_request)."""
    for m in _FOLLOWING.finditer(query):
        if set(m.group(1).lower().split()) & set(nouns):
            value = m.group(2).strip().strip("*").strip(" '\"")
            sentence = value[:1].isupper() and len(value.split()) >= 4  # a sentence keeps its full stop
            value = value if sentence else value.rstrip(".!?").strip(" '\"")
            return value or None
    return None


def introducers(query: str) -> list[str]:
    """The lead-ins of lines given by their noun ("the following modification verbatim"): no value themselves."""
    return [m.group(0).split(":")[0].lower() for m in _FOLLOWING.finditer(query)]


def stated_for(query: str, param: str, taken: list[str]) -> str | None:
    """A value the request gives the parameter by its name: "my ticket number is IND4567", "with ID U123",
    "user id: 42". Without "is/:/=", only a value with a digit follows a bare id or number ("ID U123"); a value
    the request goes on writing ("phone number 07700 900123") is no single word to take."""
    nouns = extract.content_words(param)
    if not nouns:
        return None
    if (container := _container_named(query, param)) and not overlaps(container, taken):
        return container  # "Find records in user table": user
    if (introduced := _introduced(query, nouns)) and not overlaps(introduced, taken):
        return introduced  # "with the following modification verbatim: no onions, extra cheese"
    names = [nouns] + ([nouns[-1:]] if len(nouns) > 1 and nouns[-1] in _ID_WORDS else [])
    for name in names:
        said = r"[\s_-]*".join(_ID_SAID if w == name[-1] and w in _ID_NAMES and len(name) > 1 else re.escape(w) + ("s?" if w == name[-1] else "")
                               for w in name)  # "event number 456123" for event_identifier
        numbered = r"(?:\s+(?:number|no\.?|#))?" if name[-1] not in _ID_NAMES else ""  # "serial number Q3CC-CRT3"
        for m in re.finditer(rf"(?:\b|(?<=_)){said}{numbered}\s*(?:(is|was|=|:|#)\s*)?['\"]?([\w][\w.@/-]*)(?![\w.@/-]|\s*[\d+(])", query, re.I):
            value = m.group(2).rstrip(".")
            if (m.group(1) or name[-1] in _ID_WORDS and re.search(r"\d", value)) and value.lower() not in extract.STOPWORDS \
                    and not overlaps(value, taken):
                return value
        given = re.search(rf"(?:'([^']+)'|\"([^\"]+)\"|\b([\w-]+))\s+as\s+(?:their|the|his|her|my|your|its|our)\s+{said}\b",
                          query, re.I)  # "who has black as their special request"
        value = next((g for g in given.groups() if g), "") if given else ""
        if value and value.lower() not in extract.STOPWORDS and not overlaps(value, taken):
            return value
    return None
