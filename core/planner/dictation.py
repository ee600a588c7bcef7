"""What voice typing and the caps-lock key do to a request, undone before it is read: punctuation said as words ("… comma
put Betty down instead full stop") and a request typed all in capitals."""

from __future__ import annotations

import re

# Punctuation said to a phone's voice typing and arriving as words: "… the sixth of December comma put Betty down instead full stop"
_SPOKEN_MARK = re.compile(r"(?<!\ba)(?<!\ban)(?<!\bthe)(?<!\bthis)(?<!\bthat)(?<!\bno)\s+(comma|full\s+stop|question\s+mark|exclamation\s+(?:mark|point)"
                          r"|new\s+(?:line|paragraph))\b(?!\s*[:–-])\s*", re.I)  # "Hall bookings sheet, new line: Sat 5 Dec, …" is a row
_MARKS = {"comma": ", ", "full stop": ". ", "question mark": "? ", "new line": ". ", "new paragraph": ". "}  # else "! "


def spoken_marks(text: str) -> str:
    """Voice typing's punctuation words as the marks they say ("… comma put it in the diary", "… question mark"), not when one
    is talked about ("put a comma in"), and then its mishearing of a weekday ("when's day": Wednesday)."""
    if not _SPOKEN_MARK.search(text):
        return text
    text = _SPOKEN_MARK.sub(lambda m: _MARKS.get(re.sub(r"\s+", " ", m.group(1).lower()), "! "), text)
    return re.sub(r"\bwhen'?s\s+day\b", "Wednesday", text, flags=re.I).strip()


_STOP = re.compile(r"\s+STOP\b")
_UNQUOTED = re.compile(r"\bQUOTE\b\s*(.+?)\s*\bUNQUOTE\b")


def unshouted(text: str) -> str:
    """A request typed all in capitals ("TAKE THE CHIROPODIST OFF FOR WEDNESDAY SHE HAS RUNG …") in sentence case, as the
    planner reads a request typed plainly; one with a word or two in capitals ("can you email ACME") stays as typed."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 12 or sum(c.isupper() for c in letters) < 0.9 * len(letters):
        return text
    if len(_STOP.findall(text)) >= 2 or _STOP.search(text) and text.rstrip().endswith("STOP"):  # a telegram's full stops: "BIN EMAIL FROM
        text = _UNQUOTED.sub(lambda m: f'"{_STOP.sub("", m.group(1)).strip()}"', text)  # SAGA RE CRUISES STOP NOT INTERESTED STOP", "… QUOTE JOINED GPO … UNQUOTE"
        text = _STOP.sub(".", text).rstrip(" .") + "."
    text = re.sub(r"(^|[.!?]\s+)(\w)", lambda m: m.group(1) + m.group(2).upper(), text.lower())
    return re.sub(r"\bi\b(?!\.)", "I", text)
