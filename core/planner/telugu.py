"""Telugu in Latin letters in an English request (as typed at a biryani takeaway in Milton Keynes) read as English before it is
planned: "repu enni orders unnayi?" (how many orders are there tomorrow), "evaru evaru inka pay cheyyaledu?" (who has not paid
yet), "mutton enni kg undi" (how many kg of mutton are there), "menu pdf ekkada undi?" (where is the menu pdf), "stock lo add
cheyyi" (add it to the stock), "calendar lo pettu" (put it in the calendar), "30 kadu 35 plates ayyindi" (35 plates now, not
30), "auto reply pettu" (put the auto reply on), "repu evening evaru unnaru shift lo?" (who is on shift tomorrow evening).

Only a request with two words only Telugu has ("enni", "unnayi", "undi", "cheyyi", "pettu", "evaru", "ekkada" …) is read so.
Telugu puts the verb last ("stock lo add cheyyi": add it to the stock) and its postpositions after their nouns ("X lo": in X,
"X ki": to X). Names, numbers, the "anna" said to a man, and English stay."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Telugu has (no English word, nor a Hindi, Tamil or Gujarati one their readers read)
_OWN = frozenset("""enni unnayi undi unnaru cheyyi cheyyaledu cheyyali cheyyamani pettu evaru ekkada vachindi vachinda ayyindi
    kadu kuda chesadu velthunna ayithe avuthundi dhanyavadalu inka repu ivvala""".split())
_START = r"(?:^|(?<=[.?!,;–-]\s))\s*"  # a sentence's or a clause's start

_PHRASES: phrasebook.Phrases = [
    (r"(?i)\s+anna\b", ""), (r"(?i)" + _START + r"sare\b", "ok"), (r"(?i)\bdhanyavadalu\b", "thanks"),
    (r"(?i)" + _START + r"(?P<when>repu|ivvala)\s+enni\s+(?P<what>\w+)\s+unnayi\b",
     lambda m: f"how many {m.group('what')} are there {'tomorrow' if m.group('when').lower() == 'repu' else 'today'}"),
    (r"(?i)[?.,\s]*\blist\s+cheyyi\b", ""),
    (r"(?i)" + _START + r"evaru\s+evaru\s+inka\s+pay\s+cheyyaledu\b", "who has not paid yet"), (r"(?i)\benni\s+total\s+each\b", "how much each"),
    (r"(?i)" + _START + r"(?P<what>[a-z][\w ]{1,20}?)\s+enni\s+(?P<unit>kg|kilo|boxes|bags|packs)\s+undi\b", r"how many \g<unit> of \g<what> are there"),
    (r"(?i)" + _START + r"(?P<what>[a-z][\w ]{1,25}?)\s+ekkada\s+undi\b", r"where is the \g<what>"),
    (r"(?i)[?.,\s]*\bprint\s+cheyyali\b", ""), (r"(?i)\bnew\s+prices\s+unna\s+di\b", "the one with the new prices"),
    (r"(?i)" + _START + r"(?P<what>[a-z][\w ]{1,20}?)\s+delivery\s+vachindi\s+(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>kg|kilo|boxes|bags)\b",
     r"\g<n> \g<unit> \g<what> came"), (r"(?i)\bstock\s+lo\s+add\s+cheyyi\b", "add them"),
    (r"(?i)\b(\w+)\s+sheet\s+lo\s+(\w+)\s+add\s+cheyyi\b", r"add \2 to the \1 sheet"),
    (r"(?i)\bcalendar\s+lo\s+pettu\b", "put it in the calendar"), (r"(?i)\bauto\s+reply\s+pettu\b", "put the auto reply on"),
    (r"(?i)" + _START + r"note\s+pettu\s*:", "note:"),
    (r"(?i)\b(?P<name>\w+)\s+cancel\s+chesadu\b", r"\g<name> cancelled"),
    (r"(?i)" + _START + r"repu\s+(?P<part>morning|afternoon|evening|night)\s+evaru\s+unnaru\s+shift\s+lo\b", r"who is on shift tomorrow \g<part>"),
    (r"(?i)\b(?P<old>\d+)\s+kadu\s+(?P<new>\d+)\s+(?P<what>\w+)\s+ayyindi\b", r"\g<new> \g<what> now not \g<old>"),
    (r"(?i)\b(sat|sun|mon|tue|wed|thu|fri)\w*\s+ki\b", r"for \1"), (r"(?i)\btotal\s+kuda\s+change\s+cheyyi\b", "change the total too to"),
    (r"(?i)" + _START + r"(?P<span>\w+\s+\d{1,2}\s+to\s+\w+\s+\d{1,2})\s+(?P<where>\w+)\s+velthunna\b", r"I'm going to \g<where> from \g<span>"),
    (r"(?i)\burgent\s+ayithe\s+(?P<who>\w+)\s+ki\s+call\s+cheyyamani\b", r"if urgent call \g<who> on"),
    (r"(?i)\b(\w+)\s+ki\s+(\d+%)\s+discount\b", r"\2 discount for the \1"), (r"(?i)\benni\s+avuthundi\b", "how much is that"),
    (r"(?i)\brepu\b", "tomorrow"), (r"(?i)\bivvala\b", "today"), (r"(?i)\benni\b", "how many"),
    (r"(?i)^\s*(?P<what>.+?)\s+e-?mail\s+vachinda\s+(?P<when>[\w ]{2,20}?)\s*\?\s*(?:check)?\s*$", r"did the \g<what> email come \g<when>?"),
    (r"(?i)\bvachinda\b", "come"), (r"(?i)\bundi\b", "is there"),
]


# Phrases only Telugu says, enough alone: "calendar lo pettu", "note pettu:", "Kiran cancel chesadu", "… email vachinda?"
_OWN_SAID = re.compile(r"(?i)\b(?:calendar|stock|sheet|list)\s+lo\b|\bnote\s+pettu\b|\bcancel\s+chesadu\b|\be-?mail\s+vachinda\b")


def telugu(text: str) -> bool:
    """Whether ``text`` says two words only Telugu has, or a phrase only it says."""
    return phrasebook.two_own_words(text, _OWN) or bool(_OWN_SAID.search(text))


def english(text: str) -> str:
    """``text`` with its Telugu read as English when it is Telugu; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if telugu(text) else text
