"""Counts a request implies through what everybody knows, for a number parameter it gives no digit.

A standard deck has 52 cards: four of each rank, thirteen of each suit, 26 of each colour and 12
face cards. A die has six faces (three even, three odd). A fair coin lands heads half the time.
"Drawing a king from a deck of cards" is then 4 favourable outcomes of 52.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract

_DECK = re.compile(r"\bdeck\b|\bpack of (?:playing )?cards\b|\bplaying cards?\b", re.I)
_DIE = re.compile(r"\b(?:a|one|the|fair|six-sided)\s+(?:fair\s+|six-sided\s+)?die\b|\bdice\b", re.I)
_FAIR_COIN = re.compile(r"\b(?:fair|unbiased)\s+coins?\b", re.I)
_RANK = (r"ace|king|queen|jack|two|three|four|five|six|seven|eight|nine|ten|[2-9]|10")
# What is drawn: "drawing a king", "a heart card", "an ace of spades", "a red card", "a face card".
_DRAWN_CARD = re.compile(r"\b(?:an?|one|the|any)\s+(?:(red|black)\s+(?:card|suit)|(face)\s+cards?|"
                         rf"({_RANK})\s+of\s+(hearts|spades|diamonds|clubs)|({_RANK})s?\b(?!\s+(?:cards\b|of\b))|"
                         r"(hearts?|spades?|diamonds?|clubs?)(?:\s+card)?\b)", re.I)
_DRAWN_FACE = re.compile(r"\b(?:an?|the)\s+(one|two|three|four|five|six|[1-6])\b|\b(even|odd)\s+number\b", re.I)

_TOTAL_WORDS = {"total", "all", "possible", "deck", "size"}
_WANTED_WORDS = {"favorable", "favourable", "event", "desired", "success", "successful", "target", "wanted",
                 "winning", "satisfy"}


def _role(param: str, spec: dict[str, Any]) -> str | None:
    """'total' for the count of all outcomes or cards, 'wanted' for the ones the event wants."""
    name = set(extract.content_words(param.replace("_", " ")))
    described = set(re.findall(r"[a-z]+", str(spec.get("description", "")).lower()))
    if name & _WANTED_WORDS or (not name & _TOTAL_WORDS and described & _WANTED_WORDS):
        return "wanted"
    if name & _TOTAL_WORDS or "total" in described:
        return "total"
    return None


def _card_count(query: str) -> int | None:
    """How many of a standard deck's 52 cards are the kind the request draws."""
    m = _DRAWN_CARD.search(query)
    if not m:
        return None
    colour, face, rank_of, suit_of, rank, suit = m.groups()
    if colour:
        return 26
    if face:
        return 12
    if rank_of:
        return 1
    return 4 if rank else 13 if suit else None


def _face_count(query: str) -> int | None:
    """How many of a die's six faces the request wants: "a six" 1, "an even number" 3."""
    m = _DRAWN_FACE.search(query)
    if not m:
        return None
    return 1 if m.group(1) else 3


def known_count(query: str, param: str, spec: dict[str, Any]) -> int | float | None:
    """The number a number parameter takes from common knowledge the request relies on, else None."""
    name = param.lower()
    if _FAIR_COIN.search(query) and (name in ("p", "prob", "probability") or
                                     "probability of success" in str(spec.get("description", "")).lower()):
        return 0.5
    role = _role(param, spec)
    if role is None:
        return None
    if _DECK.search(query):
        return 52 if role == "total" else _card_count(query)
    if _DIE.search(query):
        return 6 if role == "total" else _face_count(query)
    return None
