"""Persian (Farsi) words in Latin letters in an English request (as typed by a rug restorer in Kensington) read as English
before it is planned: "who is collecting farda?" (tomorrow), "remind me … emrooz, before 5" (today), "put in calendar lotfan"
(please), "Agha Pemberton came just now" (Mr Pemberton), "khanom Cavendish" (Mrs Cavendish), "chand ta job still not paid?"
(how many jobs …), "… wash is 28 pound square metre. chand mishe?" (how much is it?).

Its words for the days, "please" and "how many" are spelled as no English word is, so each is read wherever it is typed;
"agha" and "khanom" before a name are its Mr and Mrs."""

from __future__ import annotations

import re

from core.planner import phrasebook

_OWN = re.compile(r"(?i)\b(?:farda|emrooz|emruz|dirooz|diruz|pasfarda|lotfan|chand|mishe|agha|khanom|khanum)\b")

_PHRASES: phrasebook.Phrases = [
    (r"(?i)\bpas\s*farda\b", "the day after tomorrow"), (r"(?i)\bfarda\b", "tomorrow"), (r"(?i)\bemr[ou]o?z\b", "today"),
    (r"(?i)\bdir[ou]o?z\b", "yesterday"), (r"(?i)\s*\blotfan\b", ""), (r"(?i)\bmerci\b", "thanks"), (r"(?i)^\s*khob\b,?\s*", ""),
    (r"(?i)\bagha\s+(?=[A-Z])", "Mr "), (r"(?i)\bkhan[ou]m\s+(?=[A-Z])", "Mrs "),
    (r"(?i)\bchand\s+mishe\s*\?*", "how much is it?"), (r"(?i)\bchand\s+(?:ta\s+)?(?=[a-z])", "how many "),
]


def english(text: str) -> str:
    """``text`` with its Persian words read as English when it has any; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if _OWN.search(text) else text
