"""How a request is laid out, read as one plain request before it is planned: a list's numbers and bullets ("1) Contact: Dr
Anil Mehta.⏎2) New telephone number: 01785 257731.⏎3) Replace the old one.", "- Please show me everything on my 'House jobs' task
list.") and the four-digit 24-hour ranges of a pilot's or a rota's times ("Standby Wed moved. Now 0500-1300L vice 0600-1400.")."""

from __future__ import annotations

import re

_LISTED = re.compile(r"(?m)^[ \t]*(?:\d{1,2}[).]|[-•*])[ \t]+(?=\S)")  # a list's numbers and bullets, each opening a line
# A range of 24-hour times in four digits, as a pilot or a rota writes it ("0500-1300L", "1200-1800L"), with "vice" (instead of)
# before one: a year range ("2024-2025") has no leading 0 and no L or Z
_FOUR_DIGIT_RANGE = re.compile(r"(?<![\d.:£$€/])(?:(vice)\s+)?([01]\d|2[0-3])([0-5]\d)\s*([LZ])?\s*([-–])\s*([01]\d|2[0-3])([0-5]\d)(?:\s*([LZ])\b|(?!\d))")


def _four_digits(m: re.Match) -> str:
    vice, start_h, start_m, zone, dash, end_h, end_m, end_zone = m.groups()
    if not (start_h.startswith("0") or zone or end_zone):
        return m.group(0)
    return f"{'instead of ' if vice else ''}{start_h}:{start_m}{dash}{end_h}:{end_m}"


def plain(text: str) -> str:
    """``text`` with its four-digit time ranges written with colons and, when it is a list, its numbers and bullets left out and its
    lines read as one request (a note or a message keeps the lines as typed)."""
    text = _FOUR_DIGIT_RANGE.sub(_four_digits, text)
    if len(_LISTED.findall(text)) >= 2 or _LISTED.match(text):
        text = re.sub(r"\s*\n\s*", " ", _LISTED.sub("", text)).strip()
    return text
