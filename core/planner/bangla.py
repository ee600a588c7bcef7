"""Bangla (Sylheti and Bengali) in Latin letters in an English request (as typed by a Brick Lane restaurant owner) read as
English before it is planned: "kalke koto booking ache?" (how many bookings are there tomorrow?), "onion koto ache" (how
much onion is there?), "chicken delivery aislo 20 kilo add koro" (the chicken delivery came, 20 kilo, add it), "Tania number
dao" (what's Tania's number), "sunday ke ke kaj korbe?" (who is working sunday?), "Nazia apa phone korse, sat e 10 jon na 14
jon hobe" (Nazia rang, saturday it's 14 people not 10), "xmas menu file ta koi? print korte hobe" (where is the xmas menu
file? I need to print it), "gotokal takings card 1840 cash 620. sheet e dao" (yesterday's takings …, put it in the sheet).

Only a request with two words only Bangla has ("koto", "ache", "kalke", "korbe", "dao" …), or one phrase only it says
("number dao", "… koto?" at the end), is read so. Bangla puts the verb last: each clause is read with its verb first. Names,
numbers, honorifics dropped ("apa", "bhai", "dada") and English stay."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Bangla has (no English word, nor a Hindi one the Hinglish reader reads: "kal", "aaj", "koi" are Hindi too)
_OWN = frozenset("""koto kotho kotha ache ase achhe kalke gotokal porshu korbe korse korsi korlo korle koro korte korben dao diben
    aislo aisla aise ashlo ashche ashse hobe hoise hoyeche jon kaj thik nai aiz khujo khujen theke bolse kisu""".split())
_OWN_SAID = re.compile(r"(?i)\bnumber\s+dao\b|\bkoto\s*\?*\s*$|\bke\s+ke\b|\bkotha\s+ase\b|\bkhuj(?:o|en)?\b"
                      r"|^\s*book\s+kor\b|\b\d+\s+(?:jon|hobe)\b|\bstart\s+korse\b|\b\w+\s+e\s+add\s+koro\b")  # enough alone

_PHRASES: phrasebook.Phrases = [
    (r"(?i)\s+(?:apa|bhai|bhaiya|dada|didi|bhabi)\b(?!\s*[-:])", ""),  # honorifics after a name
    (r"(?i)\bthik\s+ache\b", "ok"), (r"(?i)\bgotokal\b", "yesterday"), (r"(?i)\b(?:kalke|kail)\b", "tomorrow"),
    (r"(?i)\b(?:aaj(?:ke)?|aiz)\s+raat\b", "tonight"), (r"(?i)\b(?:aaj(?:ke)?|aiz)\b", "today"),  # Sylheti "aiz", "kail"
    (r"(?i)\bkotha\b", "koto"), (r"(?i)\b(?:achhe|ase)\b", "ache"), (r"(?i)\b(?:aise|aisla|ashlo|ashse)\b", "aislo"),
    (r"(?i)^\s*book\s+kor(?:o|en)?\b", "book"), (r"(?i)\bstart\s+kor(?:se|lo)\b", "started"),  # "book kor Mr Rahman 8 jon …"
    (r"(?i)\b(\d+)\s+hobe\s+not\s+(\d+)\b", r"it's \1 not \2"),  # "deloitte lot saturday 14 hobe not 12"
    (r"(?i)\b(?P<what>\w+)\s+nie\s+kisu\s+bolse\b", r"it said something about \g<what>"),  # "commission nie kisu bolse"
    (r"(?i)\b(\w+)\s+er\s+(?=\w)", r"\1's "), (r"(?i)(?<=\w)\s+ta\b(?=\s+\w)", ""),  # "deliveroo er email ta": deliveroo's email
    (r"(?i)\bpc\s+te\b", "on the pc"), (r"(?i)^(?P<what>.+?)\s+khuj(?:o|en|e)?\b(?P<rest>.*)$", r"find \g<what>\g<rest>"),
    (r"(?i)\b(?P<from>\w+)\s+theke\s+(?P<to>\w+)\b", r"from \g<from> to \g<to>"), (r"(?i)\b(week-?end)\s+e\b", r"at the \1"),
    (r"(?i)^(?P<when>\w+)\s+ke\s+ke\s+ache\s+shift\s*e?\s*\??$", r"who is on shift \g<when>?"),  # "kail ke ke ase shift e"
    (r"(?i)\b(?P<what>stock|sheet)\s+e\s+add\s+koro\b", r"add it to the \g<what>"),  # "20 kg onion aise, stock e add koro"
    (r"(?i)^(?P<who>[A-Z][\w'-]*)\s+(?:er\s+)?number\s+dao\b", r"what's \g<who>'s number"),  # "Tania number dao"
    (r"(?i)^(?P<when>\w+)\s+ke\s+ke\s+kaj\s+kor(?:be|ben|se)\s*\??", r"who is working \g<when>?"),  # "sunday ke ke kaj korbe?"
    (r"(?i)\bdelivery\s+(?:aislo|aisla|ashlo|ashche|ashse)\s+(\d+\s*(?:kilo|kg|box(?:es)?|bags?|cases?)?)\s+add\s+koro\b",
     r"delivery come, \1, add it"),  # "chicken delivery aislo 20 kilo add koro"
    (r"(?i)\b(?:phone|call)\s+kor(?:se|lo|sila)\b(?=\s*,)", "rang to say"), (r"(?i)\b(?:phone|call)\s+kor(?:se|lo|sila)\b", "rang"),
    (r"(?i)\b(?P<day>\w+)\s+e\s+(\d+)\s+jon\s+na\s+(\d+)\s+jon\s+hobe\b", r"it's \3 people on \g<day> not \2"),  # "sat e 10 jon na 14 jon hobe"
    (r"(?i)\b(\d+)\s+jon\s+na\s+(\d+)\s+jon\s+hobe\b", r"it's \2 people not \1"),  # "10 jon na 14 jon hobe": 14 people, not 10
    (r"(?i)\b(\d+)\s+jon\b", r"\1 people"),
    (r"(?i)^(?P<what>.+?)\s+(?:ta\s+)?koi\s*\?", r"where is the \g<what>?"),  # "xmas menu file ta koi?"
    (r"(?i)\bprint\s+korte\s+hobe\b", "I need to print it"),
    (r"(?i)\bsheet\s+e\s+dao\b", "put it in the sheet"),
    (r"(?i)(?P<what>\d[\d.]*%\s+\w+)\s+add\s+korle\s+koto\s*\??", r"how much is it with \g<what> added?"),  # "12.5% service add korle koto?"
    (r"(?i)^(?P<when>today|tonight|tomorrow|yesterday)?\s*koto\s+(?P<what>\w+?)s?\s+ache\s*\??$", r"how many \g<what>s are there \g<when>?"),
    (r"(?i)^(?P<what>[\w ]+?)\s+koto\s+ache\s*\??$", r"how much \g<what> is there?"),  # "onion koto ache"
    (r"(?i)^(?P<when>.+?)\s+total\s+(?P<what>\w+)\s+koto\s*\??$", r"what are the total \g<what> \g<when>?"),  # "fri sat sun total
    # covers koto?"
    (r"(?i)^(?P<when>.+?)\s+total\s+koto\s+(?P<what>\w+)\s*\??$", r"what are the total \g<what> \g<when>?"),  # "weekend e total kotha
    # covers?"
    (r"(?i)^(?P<what>.+?)\s+koto\s*\??$", r"how many \g<what>?"),
    (r"(?i)\badd\s+koro\b", "add it"), (r"(?i)\bkoto\b", "how much"), (r"(?i)\baislo\b", "came"),
]


def bangla(text: str) -> bool:
    """Whether ``text`` says two words only Bangla has, or a phrase only it says."""
    words = {w.lower() for w in re.findall(r"[\w'’-]+", text)}
    return len(words & _OWN) + 2 * len(_OWN_SAID.findall(text)) >= 2


def english(text: str) -> str:
    """``text`` with its Bangla read as English when it is Bangla; unchanged otherwise."""
    if not bangla(text):
        return text
    parts = re.split(r"(?<=[,.?!;])\s+", text.strip())
    return " ".join(phrasebook.read(p, _PHRASES) for p in parts if p.strip(" ,.!"))
