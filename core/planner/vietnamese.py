"""Vietnamese in an English request (as typed in a Vietnamese-American salon or shop) read as English before it is planned:
"thứ 4 ai book vậy em" (who booked Wednesday), "chị Linh tuần này làm bao nhiêu tiếng" (how many hours did Linh work this
week), "nhắc chị pay sales tax trước dec 20" (remind me to pay sales tax before Dec 20), "tìm cái flyer black friday năm
ngoái em làm" (find the black friday flyer I made last year).

Only a request with a lower-case word spelled with a letter only Vietnamese has (ơ, ư, đ, ạ, ấ, ồ …) or with "bao nhiêu" is
read so. The kinship words people are called by (chị, anh, cô, em …) are dropped before a capitalised name and read as
"me" after a verb ("nhắc chị": remind me); sentence particles (vậy, nhé, ạ) say nothing of what to do. Capitalised words,
numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

_OWN_LETTERS = re.compile(r"[ăĩũơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]")
_KIN = r"(?:chị|anh|cô|chú|bác|em|bà|ông|dì)"
_WEEKDAYS = {"2": "Monday", "hai": "Monday", "3": "Tuesday", "ba": "Tuesday", "4": "Wednesday", "tư": "Wednesday",
             "5": "Thursday", "năm": "Thursday", "6": "Friday", "sáu": "Friday", "7": "Saturday", "bảy": "Saturday"}

# Phrases read whole, in order (the longer first)
_PHRASES = [
    (rf"\b{_KIN}\s+(?=[A-Z])", ""),
    (r"\bthứ\s+(2|3|4|5|6|7|hai|ba|tư|năm|sáu|bảy)\b", lambda m: _WEEKDAYS[m.group(1)]), (r"\bchủ\s+nhật\b", "Sunday"),
    (r"\btuần\s+này\b", "this week"), (r"\btuần\s+(?:sau|tới)\b", "next week"), (r"\btuần\s+trước\b", "last week"),
    (r"\btháng\s+này\b", "this month"), (r"\btháng\s+trước\b", "last month"), (r"\bnăm\s+ngoái\b", "last year"),
    (r"\bhôm\s+nay\b", "today"), (r"\bngày\s+mai\b", "tomorrow"), (r"\bhôm\s+qua\b", "yesterday"),
    # "chị Linh tuần này làm bao nhiêu tiếng": how many hours did Linh work; "sat Thu make bao nhiêu tip": how much tip did Thu make
    (r"^\s*(?P<who>[A-Z][\w'-]*)\s+(?P<when>[\w ]{0,20}?)\s*làm\s+bao\s+nhiêu\s+(?:tiếng|giờ)\b",
     r"how many hours did \g<who> work \g<when>"),
    (r"^\s*(?P<when>[\w ]{0,20}?)\s*(?P<who>[A-Z][\w'-]*)\s+(?:make|làm|kiếm)\s+bao\s+nhiêu\s+(?P<what>tips?|tiền)\b",
     r"how much \g<what> did \g<who> make \g<when>"),
    (r"^\s*(?P<when>[\w ]{3,20}?)\s+ai\s+(?:book|đặt)\b", r"who booked \g<when>"), (r"^\s*ai\s+(book|đặt)\b", "who booked"), (r"\s+ai\s+(?:book|đặt)\b", " who booked"),
    (rf"^\s*số\s+{_KIN}?\s*(?P<who>[A-Z][\w'-]*)(?:\s+[^,.?!]*?)?\s+(?:đâu|ở\s+đâu)\b", r"what's \g<who>'s number"),
    (rf"\bnhắc\s+{_KIN}\b", "remind me to"), (r"\bnhắc\b", "remind me to"), (r"\btrước\b", "before"), (r"\bsau\b", "after"),
    (r"\btìm\s+(?:cái|cuốn|tờ)\b", "find the"), (r"\btìm\b", "find"), (r"\bem\s+làm\b", "I made"),
    (r"\bghi\s+lại\b", "make a note"), (r"\bxong\s+rồi\b", "is done"), (r"\bchưa\s+xài\b", "not used yet"),
    (r"\bmua\b", "bought"), (r"\bhủy\b", "cancel"), (r"\bbao\s+nhiêu\b", "how much"), (r"\btiếng\b", "hours"),
    (r"\b(?:vậy|nhé|nha|ạ|dạ|à|ơi)\b", ""), (r"\bem\s*(?=[?.!]|$)", ""), (r"\bcái\b", "the"),
]


def vietnamese(text: str) -> bool:
    """Whether ``text`` has a lower-case word only Vietnamese spells, or "bao nhiêu" (how much)."""
    return any(_OWN_LETTERS.search(w) for w in re.findall(r"\b[^\W\d_A-Z][^\W\d_]*", text) if w[:1].islower()) \
        or bool(re.search(r"\bbao\s+nhiêu\b", text))


def english(text: str) -> str:
    """``text`` with its Vietnamese words read as English when it is Vietnamese; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if vietnamese(text) else text
