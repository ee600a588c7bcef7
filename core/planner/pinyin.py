"""Mandarin in pinyin in an English request (as typed by a Chinese student running a bubble tea stall in Nottingham) read as
English before it is planned: "taro left duoshao??" (how many taro are left?), "jintian orders duoshao" (how many orders
today?), "mingtian 2pm meet centre manager …" (tomorrow 2pm …), "one cup cost duoshao?" (how much does one cup cost?),
"ok hao de xiexie" (ok, thanks).

Its words for how many and for the days ("duoshao", "jintian", "mingtian", "zuotian") are spelled as no English word is, so
each is read wherever it is typed; Mandarin says the question word last ("… duoshao?"): the question is asked first."""

from __future__ import annotations

import re

from core.planner import phrasebook

_OWN = re.compile(r"(?i)\b(?:duoshao|jintian|mingtian|zuotian|houtian|xiexie|hao\s+de|zenme|shenme)\b")

_PHRASES: phrasebook.Phrases = [
    (r"(?i)\bjintian\b", "today"), (r"(?i)\bmingtian\b", "tomorrow"), (r"(?i)\bzuotian\b", "yesterday"),
    (r"(?i)\bhoutian\b", "the day after tomorrow"), (r"(?i)\bxiexie\b", "thanks"), (r"(?i)\bhao\s+de\b", "ok"),
    (r"(?i)^(?P<what>.+?)\s+cost\s+duoshao\s*\?*\s*$", r"how much does \g<what> cost?"),  # "… one cup cost duoshao?"
    (r"(?i)^(?P<what>.+?)\s+(?P<left>left|remain(?:ing)?)\s+duoshao\s*\?*\s*$", r"how many \g<what> \g<left>?"),  # "taro left duoshao??"
    (r"(?i)^(?P<when>today|tomorrow|yesterday)\s+(?P<what>.+?)\s+duoshao\s*\?*\s*$", r"how many \g<what> \g<when>?"),  # "jintian orders duoshao"
    (r"(?i)^(?P<what>.+?)\s+duoshao\s*\?*\s*$", r"how many \g<what>?"),
    (r"(?i)\bduoshao\b", "how many"),
]


def english(text: str) -> str:
    """``text`` with its pinyin read as English when it has any; unchanged otherwise."""
    if not _OWN.search(text):
        return text
    parts = re.split(r"(?<=[,.?!;])\s+", text.strip())
    return " ".join(phrasebook.read(p, _PHRASES) for p in parts if p.strip(" ,.!"))
