"""Mauritian Kreol in an English request (as typed by a dholl puri stall holder in Croydon) read as English before it is
planned: "bonzour Steward 😊 ki orders mo ena pou demin?" (what orders do I have for tomorrow?), "ki mo ena this week?" (what
do I have this week?), "Mrs Khan finn pay for demin" (has paid), "kot photo menu board la? mo pa trouv li" (where is the menu
board photo? I can't find it), "komie mo finn gagne from orders last week?" (how much did I make …).

Only a request with two words only Kreol has ("ena", "pou", "finn", "kot", "trouv", "bonzour", "gagne"), or "ki mo ena", is read so; its words
for the days and "how much" are dialect.py's, read after."""

from __future__ import annotations

import re

from core.planner import phrasebook

_OWN = frozenset("ena pou finn kot trouv bonzour gagne zordi demin komie ankor kisa moin lé konbien".split())  # and Reunion Creole's

_PHRASES: phrasebook.Phrases = [
    (r"(?i)^\s*bonzour(?:\s+steward)?\b[\s,!.]*", ""),
    (r"(?i)\bki\s+(\w+)\s+mo\s+ena\s+pou\s+", r"what \1 do I have for "), (r"(?i)\bki\s+mo\s+ena\b", "what do I have"),
    (r"(?i)\bmo\s+finn\s+gagne\b", "did I make"), (r"(?i)\bfinn\s+pay\b", "has paid"), (r"(?i)\bfinn\s+(\w+)", r"has \1"),
    (r"(?i)^\s*kot\s+(.+?)\s+la\s*\?", r"where is the \1?"), (r"(?i)\bmo\s+pa\s+trouv\s+li\b", "I can't find it"),
    # Reunion Creole (a samoussa truck in Brighton): "rappel a moin jeudi pou renouveler …", "Priya la annulé son commande bouchons de
    # mercredi, efface ça", "Ajoute Nadia Grondin dans mes contacts, …", "Met dans l'agenda : …", "Met un message automatique sur les mails"
    (r"(?i)^\s*rappel\s+a\s+moin\b", "remind me"), (r"(?i)\befface\s+(?:ça|ca|sa)\b", "delete it"), (r"(?i)\bla\s+annul[ée]\b", "cancelled"),
    (r"(?i)\bson\s+commande\b", "her order"), (r"(?i)^\s*ajoute\s+(.+?)\s+dans\s+mes\s+contacts\b", r"add \1 to my contacts"),
    (r"(?i)^\s*met\s+dans\s+l'agenda\b", "put in the calendar"), (r"(?i)\bmet\s+(?:un|a)\s+message\s+automatique\b", "set an automatic reply"),
    (r"(?i)\bmet\s+[àa]\s+jour\b", "update"), (r"(?i)\bmi\s+la\s+pran\b", "I bought"), (r"(?i)\bpa\s+ankor\s+pay[ée]\b", "not paid yet"),
    (r"(?i)\bdonne\s+moin\b", "give me"), (r"(?i)\bkisa\b", "who"), (r"(?i)\bi\s+doit\b", "owes"), (r"(?i)\bla\s+r[ée]pond\b", "replied"),
    (r"(?i)^\s*o[uù]\s+l[ée]\b", "where is"), (r"(?i)^\s*f[ée]\s+moin\s+un\s+nouveau\s+document\b", "make me a new document"),
    (r"(?i)\bmi\s+trouve\s+pu\b", "I can't find it"), (r"(?i)\bankor\b", "yet"), (r"(?i)^\s*nouvelle\s+commande\b", "new order"),
    (r"(?i)\bpou\b", "for"),
]


def english(text: str) -> str:
    """``text`` with its Kreol read as English when it is Kreol; unchanged otherwise."""
    kreol = phrasebook.two_own_words(text, _OWN) or re.search(r"(?i)\bki\s+mo\s+ena\b", text)  # "ki mo ena this week?" alone
    return phrasebook.read(text, _PHRASES) if kreol else text
