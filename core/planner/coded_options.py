"""A number parameter whose description gives each code its meaning ("'1' represents a cleaning service, '2'
represents an ironing service"; "'1' corresponds to Bangkok, '2' to Chiang Mai"): the code of the meaning the
request says ("a housekeeper who provides ironing services" → 2; "in Bangkok" → 1).
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract
from core.planner.numeric import number_key

_LINK = r"(?:represents|represent|corresponds\s+to|correspond\s+to|stands\s+for|means|is\s+for|for|to|=|:|-)"
_CODE = re.compile(rf"['\"]?(\d+)['\"]?\s+{_LINK}\s+(?:an?\s+|the\s+)?([A-Za-z][\w' -]*?)(?=\s*(?:[,.;)]|\band\b|\bor\b|$))", re.I)


def codes(pspec: dict[str, Any]) -> dict[int, str]:
    """Code → meaning, as the description lists them (at least two, or it is no list of codes)."""
    found = {int(code): meaning.strip() for code, meaning in _CODE.findall(str(pspec.get("description", "")))}
    return found if len(found) >= 2 else {}


def code_said(query: str, pspec: dict[str, Any], param: str = "") -> int | None:
    """The code whose meaning the request says (the longest meaning said wins: "comprehensive cleaning service"
    over "cleaning service"); the parameter's own noun may go unsaid ("professional cleaning" for service_id's
    "cleaning service"). None when it says none."""
    said = {number_key(w) for w in re.findall(r"[a-z]+", query.lower())}  # "services" as "service"
    own = {number_key(w) for w in extract.content_words(param)}
    best: tuple[int, int] | None = None
    for code, meaning in codes(pspec).items():
        words = {number_key(w) for w in extract.content_words(meaning)}
        words = words - own or words
        if words and words <= said and (best is None or len(words) > best[1]):
            best = (code, len(words))
    return best[0] if best else None
