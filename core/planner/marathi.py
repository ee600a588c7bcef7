"""Marathi in Latin letters in an English request (as typed at a vada pav stall in Harrow) read as English before it is planned:
"aaj kiti orders aahet?" (how many orders are there today), "Mrs Patel ne paise dile, paid kar" (Mrs Patel has paid, mark it
paid), "kon kon ne ajun paise nahi dile?" (who has not paid yet), "raja bakery cha number de na" (what's raja bakery's number),
"harrow council cha email aala ka?" (did the council's email come), "udya kay kay aahe?" (what do I have tomorrow),
"calendar madhe taak" (put it in the calendar), "kadhun taak" (take it off), "email la auto reply lav" (put the auto reply on
my email).

Only a request with two words only Marathi has ("aahe", "kiti", "udya", "madhe", "kuthe", "navin", "pahije" …) is read so.
Marathi puts the verb last ("stock madhe add kar": add it to the stock) and its postpositions after their nouns ("X cha": X's,
"X madhe": in X, "X la": to X, "X kadun": from X). Names, numbers, the "bhau" and "saheb" said to and of people, and English stay."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Marathi has (no English word, nor a Hindi, Gujarati or Punjabi one their readers read)
_OWN = frozenset("""aahe aahet kiti udya karaycha dile kadun madhe kuthe navin pahije taak lav jatoy parat chalu zala kadhun
    sang naav hota hotat vajta aadhi chya tichya tyala dhanyavaad somvar mangalvar budhvar guruvar shukravar shanivar ravivar
    ajun aala detil cha baddal""".split())
_DAYS = {"somvar": "monday", "mangalvar": "tuesday", "budhvar": "wednesday", "guruvar": "thursday", "shukravar": "friday",
         "shanivar": "saturday", "ravivar": "sunday"}

_START = r"(?:^|(?<=[.?!,;]\s))\s*"  # a sentence's or a clause's start
_PHRASES: phrasebook.Phrases = [
    (r"(?i)\s+(?:bhau|saheb)\b", ""), (r"(?i)\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"(?i)" + _START + r"\s*dhanyavaad\b", "thanks"), (r"(?i)[.!\s]*\bdhanyavaad\b[.!]*", "."),
    (r"(?i)" + _START + r"\s*(?P<when>aaj|udya)\s+kiti\s+(?P<what>\w+)\s+aahe(?:t)?\b",
     lambda m: f"how many {m.group('what')} are there {'today' if m.group('when').lower() == 'aaj' else 'tomorrow'}"),
    (r"(?i)" + _START + r"\s*udya\s+kay\s+kay\s+aahe\b", "what do I have tomorrow"), (r"(?i)" + _START + r"\s*aaj\s+kay\s+kay\s+aahe\b", "what do I have today"),
    (r"(?i)\baaj\b", "today"), (r"(?i)\budya\b", "tomorrow"),
    (r"(?i)" + _START + r"\s*kon\s+kon\s+ne\s+ajun\s+paise\s+nahi\s+dile\b", "who has not paid yet"), (r"(?i)[.?\s]*\bnaav\s+sang\b", ""),
    (r"(?i)\bne\s+paise\s+dile\b", "has paid"), (r"(?i)\bpaid\s+kar\b", "mark it paid"),
    (r"(?i)\bpaise\s+nantar\s+detil\b", "will pay later, not paid"),
    (r"(?i)" + _START + r"(?P<what>.+?)\s+cha\s+email\s+aala\s+ka\s*\?", r"did I get an email from \g<what>?"),
    (r"(?i)" + _START + r"(?P<who>.+?)\s+cha\s+number\s+de\s+na\b", r"what's \g<who>'s number"),
    (r"(?i)" + _START + r"(?P<n>\d+(?:\.\d+)?\s*(?:kilo|kg|sack|bag|box)s?)\s+(?P<what>[a-z][\w ]{1,20}?)\s+aala\s+(?P<who>[\w ]{2,30}?)\s+kadun\b",
     r"\g<n> \g<what> came in from \g<who>"),
    (r"(?i)\bstock\s+madhe\s+add\s+kar\b", "add them to the stock"),
    (r"(?i)" + _START + r"(?P<who>.+?)\s+cha\s+order\s+cancel\s+zala\b", r"\g<who> order is cancelled"), (r"(?i)\bkadhun\s+taak\b", "take it off"),
    (r"(?i)\b(\w+)\s+cha\b(?=\s*[.,]|\s*$)", r"\1's"),
    (r"(?i)" + _START + r"\s*navin\s+(order|customer|supplier)\s+(?:save|add)\s+kar\b", r"new \1"), (r"(?i)\bnavin\b", "new"),
    (r"(?i)" + _START + r"(?P<who>.+?)\s+la\s+email\s+kar\b", r"email \g<who>"),
    (r"(?i)\b(\d{1,2}(?:[.:]\d\d)?)\s+vajta\b", r"at \1"), (r"(?i)\bcalendar\s+madhe\s+taak\b", "put it in the calendar"),
    (r"(?i)\s+aahe\s*(?=,)", ""),
    (r"(?i)" + _START + r"\s*mala\s+remind\s+kar\s*[-–:,]?\s*(?P<what>.+?)\s+karaycha\s+(?P<when>\w+)\s+chya\s+aadhi\b", r"remind me to \g<what> before \g<when>"),
    (r"(?i)" + _START + r"\s*mala\s+remind\s+kar\b", "remind me"), (r"(?i)" + _START + r"\s*note\s+kar\s*:", "note:"),
    (r"(?i)" + _START + r"(?P<who>.+?)\s+che\s+(?P<when>\w+)\s+che\s+(?P<what>\w+)\s+kuthe\s+aahe(?:t)?\s*\?", r"where is \g<who>'s \g<when> \g<what>?"),
    (r"(?i)\bkuthe\s+aahe(?:t)?\b", "where is it"), (r"(?i)\bpdf\s+hota\b", "it was a pdf"),
    (r"(?i)" + _START + r"(?P<what>.+?)\s+(?P<who>\w+)\s+la\s+share\s+kar\b", r"share the \g<what> with the \g<who>"),
    (r"(?i)\bedit\s+karu\s+de\s+tyala\b", "so he can edit it"), (r"(?i)\bedit\s+karu\s+de\s+tila\b", "so she can edit it"),
    (r"(?i)" + _START + r"(?P<a>\d{1,2}\s+\w+)\s+te\s+(?P<b>\d{1,2}\s+\w+)\s+(?P<where>\w+)\s+la\s+jatoy\b", r"I'm going to \g<where> from \g<a> to \g<b>"),
    (r"(?i)\bemail\s+la\s+auto\s+reply\s+lav\b", "put the auto reply on my email"), (r"(?i)\bstall\s+band\b", "stall closed"),
    (r"(?i)\b(\d{1,2}\s+\w+)\s+la\s+parat\s+chalu\b", r"open again \1"),
    (r"(?i)(?<!\S)(£?\d+(?:\.\d\d)?)\s+ne\s+kiti\s+hotat\b", r"at \1 how much is that"), (r"(?i)\bkiti\b", "how many"),
]


# Phrases only Marathi says, enough alone: "paid kar", "add kar", "share kar", "edit karu de", "… cha number de na"
_OWN_SAID = re.compile(r"(?i)\b(?:add|save|share|email|note|remind|paid|cancel|delete|print|send)\s+kar\b|\bedit\s+karu\s+de\b|\bde\s+na\b")


def marathi(text: str) -> bool:
    """Whether ``text`` says two words only Marathi has, or a phrase only it says."""
    return phrasebook.two_own_words(text, _OWN) or bool(_OWN_SAID.search(text))


def english(text: str) -> str:
    """``text`` with its Marathi read as English when it is Marathi; unchanged otherwise."""
    if not marathi(text):
        return text
    return phrasebook.read(text, _PHRASES)
