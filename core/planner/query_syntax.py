"""A search parameter whose description writes out its own syntax ("in the format 'track:Song Name artist:Artist
Name', or just the song name if the artist is unknown"): the request's title and maker written in that syntax.

"play wrecking ball by Miley Cyrus" → "track:wrecking ball artist:Miley Cyrus"; "play baby shark song" → "baby shark"
(no maker said: the title alone, as such descriptions allow).
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract

# 'track:Song Name artist:Artist Name': two or more fields whose placeholders are Capitalized Words
_TEMPLATE = re.compile(r"'((?:[a-z]+:[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)*\s*){2,})'")
_FIELD = re.compile(r"([a-z]+):([A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)*)")
_MAKERS = {"artist", "author", "by", "creator", "director", "band", "singer", "writer", "composer"}
_VERB = re.compile(r"\b(?:play|listen\s+to|put\s+on|search\s+for|look\s+for|find|look\s+up|queue)\s+", re.I)
_KIND = r"(?:song|track|tune|album|book|film|movie|video|podcast|episode)s?"
_NAME_WORD = r"(?:[A-Z]\.|[A-Z][\w'-]*|de|la|van|von)"  # "K." is an initial; "Buttar." ends the sentence
_MAKER = re.compile(rf"\s+by\s+({_NAME_WORD}(?:\s+{_NAME_WORD})*)")


def template_fields(description: str) -> list[tuple[str, str]] | None:
    """The fields of the syntax a description writes out ([("track", "Song Name"), ("artist", "Artist Name")])."""
    found = _TEMPLATE.search(description)
    return _FIELD.findall(found.group(1)) if found else None


def in_syntax(query: str, param: str, pspec: dict[str, Any]) -> str | None:
    """The request's title (and maker, after "by") in the syntax ``pspec``'s description writes; None when the
    description writes none, it names no maker field, or the request names no title."""
    fields = template_fields(str(pspec.get("description", "")))
    if not fields:
        return None
    maker_field = next((k for k, placeholder in fields if k in _MAKERS or placeholder.split()[0].lower() in _MAKERS), None)
    title_field = next((k for k, _ in fields if k != maker_field), None)
    if maker_field is None or title_field is None:
        return None
    title, end = _title(query)
    if not title:
        return None
    maker = _MAKER.match(query[end:])
    return f"{title_field}:{title} {maker_field}:{maker.group(1)}" if maker else title


def _title(query: str) -> tuple[str | None, int]:
    """The title the request names (quoted, or said after "play"/"listen to") and where it ends."""
    for a, b in extract.quoted_spans(query):
        return query[a + 1:b - 1], b
    verb = _VERB.search(query)
    if not verb:
        return None, 0
    rest = query[verb.end():]
    rest = re.sub(rf"^(?:the\s+|a\s+|an\s+|some\s+)?{_KIND}\s+(?:called\s+|named\s+)?", "", rest, flags=re.I)
    said = re.match(r"(.+?)(?=\s+by\s+[A-Z]|\s+on\s+(?:spotify|youtube|apple\s+music)\b|\s+(?:please|for\s+me|now)\b|[.?!,]|$)",
                    rest, re.I)
    if not said:
        return None, 0
    title = re.sub(rf"\s+{_KIND}$", "", said.group(1).strip(), flags=re.I)
    start = query.find(said.group(1), verb.end())
    return (title or None), start + len(said.group(1))
