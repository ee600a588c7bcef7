"""Nigerian Pidgin in an English request (as typed by a Woolwich grocer) read as English before it is planned: "how much be all
the money wey people still owe me" (how much is …), "who dey bring us ogbono again?" (who is bringing …), "check if greenwich
council don reply" (has replied), "wetin don almost finish for shelf?" (what is almost running out on the shelf?), "Adebayo just
drop 20 yam, add am" (just dropped off 20 yam), "wetin i fit tell am?" (what can I tell him?).

Only a request with one of its own words ("wetin", "dey", "wey", "abeg", "oya", or "don" before a verb) is read so; its single
words ("wetin", "wey", "am") are dialect.py's and its sayings read as plain English word_order.py's, both read after."""

from __future__ import annotations

import re

from core.planner import phrasebook, word_order

_OWN = re.compile(r"(?-i:\b(?:wetin|dey|wey|abeg|oya|sharp\s+sharp|never\s+finish\s+pay|don\s+(?:almost\s+)?(?:reply|replied|finish|clear|send|sent|come|pay|paid|collect|bring|arrive|reach))|just\s+drop(?=\s+\d))\b")


_DONE = {**word_order.DONE, "reply": "replied", "clear": "cleared", "bring": "brought", "reach": "reached"}  # "don reply": has replied


def _ing(m: re.Match[str]) -> str:
    verb = m.group(2)
    return f"{m.group(1)} is {verb[:-1] if verb.endswith('e') and not verb.endswith('ee') else verb}ing"


_PHRASES: phrasebook.Phrases = [
    (r"(?-i:\bhow\s+much\s+be\b)", "how much is"),
    (r"(?-i:\b(who|wetin|what)\s+dey\s+([a-z]+)\b)", _ing),  # "who dey bring us ogbono again?"
    (r"(?-i:\b(?:wetin|what)\s+don\s+(?:almost\s+)?finish\b)", "what is running low"),
    (r"(?-i:\b(?:e|it)\s+don\s+(?:almost\s+)?finish\b)", "it has run out"),
    (r"(?-i:\bdon\s+(reply|send|come|pay|clear|collect|bring|arrive|reach)\b)", lambda m: "has " + _DONE[m.group(1)]),
    (r"(?-i:\bfor\s+(?=shelf\b|stock\b))", "on the "),
    (r"(?-i:\b(i|we|you)\s+fit\s+)", r"\1 can "), (r"(?-i:\btell\s+am\b)", "tell him"),
    (r"(?-i:\bjust\s+drop\s+(?=\d))", "just dropped off "),
    (r"(?-i:\bwetin\s+(?=due\b))", "what is "), (r"(?-i:\bnever\s+finish\s+pay\b)", "has not paid"),  # "wetin due demain?", "who never
    # finish pay me?"
]


def english(text: str) -> str:
    """``text`` with its Pidgin read as English when it has any; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if _OWN.search(text) else text
