"""Words a phone's speech-to-text puts in for the ones said, put back where the request leaves no doubt: "send an e male"
(email), "send a male to Karen", "that male from bolt" (mail), "the rota dock" (doc), "an electronic letter" (an e-mail), "in
the herd data base" (database), "what did I right down" (write down), "which cows are do to calve" (due to),
"last weak" (last week), "scrap the … thing thirsty night" (Thursday night), "seven a clock" (seven o'clock), "what's on the
Mora" (the morra: tomorrow), "anything no delivered yet" (not delivered)."""

from __future__ import annotations

import re

_MISHEARD = [
    (re.compile(r"\be[ -]male(s?)\b", re.I), r"email\1"),
    (re.compile(r"\bdata\s+base(s?)\b", re.I), r"database\1"),
    # "send a male to Karen", "find the male from the council", "that male from bolt … bin it", "the out of office on my male"
    (re.compile(r"\b(a|the|that|this|my|any|new|last)\s+male(s?)\b(?=\s+(?:to|from|about|saying|off|back)\b|\s*[,.?!]|\s*$)", re.I),
     r"\1 mail\2"),
    (re.compile(r"\belectronic\s+(?:letter|mail|post|message)(s?)\b", re.I), r"email\1"),  # "an electronic letter to my son", "in my electronic post"
    (re.compile(r"\b(rota|word|google|shared|notes|minutes|agenda|planning)\s+dock(s?)\b", re.I), r"\1 doc\2"),  # "the rota dock"
    (re.compile(r"\bspread\s+sheet(s?)\b", re.I), r"spreadsheet\1"),
    (re.compile(r"\bright\s+((?:it|that|this|them)\s+)?down\b", re.I), r"write \1down"),
    (re.compile(r"\b(are|is|was|were|be)\s+do\s+to\b", re.I), r"\1 due to"),
    (re.compile(r"\b(last|next|this)\s+weak\b", re.I), r"\1 week"),
    (re.compile(r"\bthirsty(?=\s+(?:night|morning|afternoon|evening|at\s+\d|\d)\b)|(?<=\bremind me )thirsty\b", re.I), "Thursday"),
    (re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s+a\s+clock\b", re.I), r"\1 o'clock"),
    (re.compile(r"^\s*(?:right|okay|ok|so|now\s+then|well|anyway|aye)\s*,?\s+(?=(?:what|who|when|where|how|is|are|do|did|have|has|can|"
                r"could|put|send|add|remind|cancel|find)\b)", re.I), ""),  # a spoken "right, …" before what is asked
    # "sent" for "send" where a send is asked: "could you please sent an email to my daughter …", "but don't sent it yet"
    (re.compile(r"\b((?:please|you|to|don'?t|do\s+not|not|and)\s+)sent(?=\s+(?:an?\s+|the\s+|it\b|her\b|him\b|them\b|me\b))", re.I), r"\1send"),
    (re.compile(r"\bthe\s+Mora\b"), "the morra"),  # Scots "the morra" (tomorrow) heard as a name
    (re.compile(r"\bno\s+(?=(?:delivered|paid|done|finished|sent|seen|started|arrived|booked|fitted|ready|back)\b)", re.I), "not "),
]


def plain(text: str) -> str:
    """``text`` with what speech-to-text misheard put back."""
    for pattern, meant in _MISHEARD:
        text = pattern.sub(meant, text)
    return text
