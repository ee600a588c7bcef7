"""A musical key said in the request ("in C key", "C sharp major") for a ``key`` parameter."""

from __future__ import annotations

import re

_KEY_SAID = re.compile(r"(?<![\w#])([A-G])(?:\s*(#|♯|(?i:sharp)\b|b\b|♭|(?i:flat)\b))?(?=\s+(?i:major|minor|key|scale)\b)"
                       r"(?:\s+((?i:major|minor))\b)?")  # the note is a capital: "a major chord" names none
_MODE_EXAMPLE = re.compile(r"\b[A-G][#b]?\s+(?:major|minor)\b", re.I)


def is_key_param(param: str, spec: dict) -> bool:
    """A song's or scale's key (not an API key)."""
    desc = str(spec.get("description", "")).lower()
    return param.lower() == "key" and "x-location" not in spec and not spec.get("enum") and \
        bool(re.search(r"\b(?:scale|melody|chord|music|musical|piece|song|progression|root)", desc))


def key_said(query: str, spec: dict) -> str | None:
    """The key as the description writes keys: "C", "C#", or with its mode ("C Major") when the
    description's example has one."""
    m = _KEY_SAID.search(query)
    if not m:
        return None
    accidental = {"#": "#", "♯": "#", "sharp": "#", "b": "b", "♭": "b", "flat": "b"}.get((m.group(2) or "").lower(), "")
    key = m.group(1).upper() + accidental
    if m.group(3) and _MODE_EXAMPLE.search(str(spec.get("description", ""))):
        key += " " + m.group(3).capitalize()
    return key
