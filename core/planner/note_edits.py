"""A change inside a note's text: "in my 'Shortbread' note change the sugar to 75g not 100g", "replace butter with
margarine in my scone note". notes.update takes the words to find and their replacement; the connector changes
them in the note's own text (and refuses when the note does not contain them), so nothing else is lost."""

from __future__ import annotations

import re
from typing import Any

UPDATE = "notes.update"
_Q = r"['\"‘“]?"
_END = r"['\"’”]?(?=\s+in\s+(?:my|the|this|that|note)\b|\s*[,.;!?]|\s*$)"
_PATTERNS = (  # (old, new) in the order the request says them
    re.compile(rf"\b(?:change|swap|correct|fix|update|make)\s+(?:the\s+)?.+?\s+(?:to|into)\s+{_Q}(?P<new>[^'\"’”,;]+?){_Q}\s+"
               rf"(?:not|instead\s+of|rather\s+than|from)\s+{_Q}(?P<old>[^'\"’”,;.]+?){_END}", re.I),
    re.compile(rf"\breplace\s+{_Q}(?P<old>[^'\"’”]+?){_Q}\s+with\s+{_Q}(?P<new>[^'\"’”,;]+?){_END}", re.I),
    re.compile(rf"\b(?:change|swap|correct|fix)\s+{_Q}(?P<old>[^'\"’”]+?){_Q}\s+(?:to|into|for)\s+{_Q}(?P<new>[^'\"’”,;]+?){_END}", re.I),
)


def replacement(query: str) -> tuple[str, str] | None:
    """(words to find, their replacement) the request asks for in a note, or None."""
    for pattern in _PATTERNS:
        m = pattern.search(query)
        if m and m.group("old").strip() and m.group("new").strip():
            return m.group("old").strip(), m.group("new").strip()
    return None


TAGGED = re.compile(r"\s*,?\s*(?:and\s+)?(?:tag|label)\s+(?:it|this|that)\s+(?:as\s+|with\s+)?['\"‘“]?([\w-]+)['\"’”]?\s*[.!]?\s*$"
                    r"|(?:(?<=[.,;])|\s+[-–])\s*tag\s+(?:as\s+|with\s+)?['\"‘“]?([\w-]+)['\"’”]?\s*[.!]?\s*$", re.I)  # "…. tag breeding"


_KIND_OF_NOTES = re.compile(r"^\s*(?:please\s+)?(?:show|list|open|give)\s+(?:me\s+)?(?:all\s+)?(?:my|the)\s+([a-z][\w-]+)\s+notes\s*[?.!]?\s*$", re.I)
_NOTE_FOR = re.compile(r"^\s*(?:please\s+)?(?:make\s+a\s+|new\s+|add\s+a\s+)?note\s+(?:for|about|on|re)\s+(?:my\s+|the\s+)?(?!(?:me|myself|self|us)\b)([a-z][\w' -]{1,40}?)\s*:\s*\S",
                       re.I)
_NOT_A_TAG = {"new", "latest", "recent", "last", "old", "older", "own", "other", "saved", "local", "all", "few", "newest", "oldest"}


def argument(query: str, method_id: str, param: str) -> Any:
    """notes.update's ``find`` (the old words) or ``text`` (the new ones) for a change inside the note; a new note's
    ``tags`` said last ("…, tag it fairs")."""
    if method_id == "notes.create" and param == "tags" and (tag := TAGGED.search(query)):
        return [(tag.group(1) or tag.group(2)).lower()]
    headed = _NOTE_FOR.match(query) if method_id == "notes.create" and param == "title" else None
    if headed:  # "note for speaker ideas: local fire service, …": its title
        return headed.group(1)[:1].upper() + headed.group(1)[1:]
    kind = _KIND_OF_NOTES.search(query) if method_id == "notes.list" and param == "tag" else None
    if kind and kind.group(1).lower() not in _NOT_A_TAG:  # "show my rotary notes": those tagged rotary
        return kind.group(1).lower()
    if method_id != UPDATE or param not in ("find", "text"):
        return None
    said = replacement(query)
    return (said[0] if param == "find" else said[1]) if said else None
