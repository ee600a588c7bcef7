"""Gujarati in Latin letters in an English request (as typed by a sweet shop owner on Belgrave Road) read as English before it
is planned: "kaju katli ketla kg che stock ma?" (how many kg of kaju katli are there in stock?), "aaje ketla orders che"
(how many orders are there today), "Jayesh bhai paisa aapi gaya" (Jayesh has paid), "koi na paisa baki che?" (who still
owes money?), "Ambica valo invoice email aavyu ke nahi?" (has the Ambica invoice email come?), "besan ladoo 10 kg banaya
aaje, stock ma add karo" (made 10 kg besan ladoo today, add them to the stock), "customer list ma add karo - …" (add to the
customer list - …), "calendar ma nakho" (put it in the calendar), "… valu order kadhi nakho" (take the … order off).

Only a request with two words only Gujarati has ("ketla", "che", "karo", "nakho", "aavyu", "baki" …) is read so. Gujarati
puts the verb last ("stock ma add karo": add to the stock) and its postpositions after their nouns ("X nu": X's, "X ma":
in X, "X ne": to X, "X thi": from X). Names, numbers, honorifics dropped ("bhai", "ben") and English stay."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Gujarati has (no English word, nor a Hindi or Punjabi one their readers read)
_OWN = frozenset("""ketla ketlu che chhe karo karvana karyu nakho aavyu aavi aapi aapya baki joiye sudhi jau chu muko
    sambhalse vage nathi kadhi thay vadhare banavu ochu padyu sake kari valu valo vala aaje gaikale kem cho""".split())

_PHRASES: phrasebook.Phrases = [
    (r"(?i)^\s*remind\s+karo\s+(?P<when>\w+)\s+(?P<x>.+?)\s+(?P<verb>\w+)\s+karvana\s+che\b(?:\s+(?P<who>.+?)\s+val[aoe]\s+ne)?",
     lambda m: f"remind me {m.group('when')} to {m.group('verb')} {m.group('x')}" + (f" from the {m.group('who')} people" if m.group('who') else "")),
    (r"(?i)\s+(?:bhai|ben)\s+e\b|\s+(?:bhai|ben)\b", ""), (r"(?i)^\s*kem\s+cho\b[?!.]*", "hello, how are you?"),
    (r"(?i)\baaje\b", "today"), (r"(?i)\bgaikale\b", "yesterday"), (r"(?i)\bkale\b", "tomorrow"),
    (r"(?i)\b(\w+)\s+n[ua]\s+(?=\w)", r"\1's "),  # "last year nu …", "hansaben nu kale nu order"
    (r"(?i)\b(\d{1,2})\s+vage\b", r"at \1"),
    (r"(?i)^\s*koi\s+na\s+paisa\s+baki\s+che\s*\??", "who still owes money?"), (r"(?i)\bpaisa\s+baki\s+che\b", "still owes money"),
    (r"(?i)\bpaisa\s+aapi\s+(?:gaya|gayi|didha)\b", "has paid"), (r"(?i)\bpaisa\s+nathi\s+aapya\b", "not paid yet"),
    (r"(?i)^(?P<x>.+?)\s+e-?mail\s+aavyu\s+ke\s+nahi\s*\??", r"\g<x> email came?"),  # "Ambica valo invoice email aavyu ke nahi?"
    (r"(?i)\s+val[uoa]\b", ""),  # "saturday valu motichoor", "Ambica valo invoice", "gulab jamun valu order"
    (r"(?i)^(?P<what>[a-z][\w ]+?)\s+(?P<n>\d+\s*(?:kg|kilo|boxes|trays))\s+banaya\b", r"made \g<n> \g<what>"),
    (r"(?i)\bstock\s+ma\s+add\s+karo\b", "add them to the stock"),
    (r"(?i)^(?P<when>today|tomorrow|yesterday)\s+ketla\s+(?P<what>\w+)\s+che\b", r"how many \g<what> are there \g<when>"),
    (r"(?i)^(?P<x>.+?)\s+ketla\s+(?P<unit>kg|kilo|boxes)\s+che\b(?:\s+(?P<where>\w+)\s+ma\b)?",
     lambda m: f"how many {m.group('unit')} of {m.group('x')} are there" + (f" in the {m.group('where')}" if m.group('where') else "")),
    (r"(?i)\bketla\s+thay\b", "how much is that"), (r"(?i)\bketla\b", "how many"),
    (r"(?i)^(?P<x>.+?)\s+kya\s+che\s+(?P<where>\w+)\s+ma\b", r"where is \g<x> on the \g<where>"),  # "… letter pdf kya che computer ma"
    (r"(?i)\bcancel\s+karyu\b", "cancelled"), (r"(?i)\b(?:kadhi|kaadhi)\s+nakho\b", "take it off"),
    (r"(?i)\b(\w+(?:\s+list)?)\s+ma\s+add\s+karo\b", r"add to the \1"), (r"(?i)\b(\w+)\s+ma\s+nakho\b", r"put it in the \1"),
    (r"(?i)^\s*email\s+karo\s+(?P<who>[\w ]+?)\s+ne\s+", r"email \g<who> at "), (r"(?i)^\s*note\s+karo\s*:", "note:"),
    (r"(?i)^\s*remind\s+karo\s+(?P<when>tomorrow|today)\s+(?P<x>.+?)\s+karvana\s+che\b", r"remind me \g<when> to \g<x>"),
    (r"(?i)^\s*number\s+save\s+karo\s+(?P<who>[^\d+]+?)\s+(?P<number>\+?\d[\d ]{6,})", r"save \g<who>, \g<number>"),
    (r"(?i)^(?P<x>.+?)\s+(?P<who>\w+)\s+ne\s+share\s+karo\b", r"share the \g<x> with \g<who>"),
    (r"(?i)\bedit\s+kari\s+sake\b", "so they can edit it"),
    (r"(?i)^(?P<a>\d+\s+\w+)\s+thi\s+(?P<b>\d+\s+\w+)\s+(?P<where>\w+)\s+jau\s+chu\b", r"I'm going to \g<where> from \g<a> to \g<b>"),
    (r"(?i)\bemail\s+ma\s+auto\s+reply\s+muko\b", "put the auto reply on my email"), (r"(?i)\bshop\s+sambhalse\b", "will look after the shop"),
    (r"(?i)\bjoiye\b", "needed"), (r"(?i)\b(\w+)\s+sudhi\b", r"by \1"), (r"(?i)\bane\b", "and"),
    (r"(?i)\s+(?:che|chhe)\s*(?=[?.!]|$)", ""),
]


# Phrases only Gujarati says, enough alone: "number save karo …", "customer list ma add karo - …", "… pdf kya che computer ma"
_OWN_SAID = re.compile(r"(?i)\b(?:save|add|share|email|note|remind|cancel|delete|print|check|send)\s+karo\b|\bkya\s+che\b")


def gujarati(text: str) -> bool:
    """Whether ``text`` says two words only Gujarati has, or a phrase only it says."""
    return len({w.lower() for w in re.findall(r"[\w'’-]+", text)} & _OWN) + 2 * len(_OWN_SAID.findall(text)) >= 2


def english(text: str) -> str:
    """``text`` with its Gujarati read as English when it is Gujarati; unchanged otherwise."""
    if not gujarati(text):
        return text
    parts = re.split(r"(?<=[,.?!;])\s+", text.strip())
    return " ".join(phrasebook.read(p, _PHRASES) for p in parts if p.strip(" ,.!"))
