"""A language's phrases read as English, shared by the readers of French, Vietnamese, Swahili, Spanish, Italian, Portuguese,
German, Welsh and Haitian Creole in an English request; and the dates and times the languages that write day/month and "19.30" mean."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

Phrases = Sequence[tuple[str | re.Pattern[str], str | Callable[[re.Match[str]], str]]]


def read(text: str, phrases: Phrases) -> str:
    """``text`` with each (pattern, English) of ``phrases`` put in, in order, and the spaces and edge commas left tidied."""
    for pattern, said in phrases:
        text = re.sub(pattern, said, text)
    return re.sub(r"\s{2,}", " ", text).strip(" ,")



def read_noting(text: str, noted: re.Pattern[str], phrases: Phrases) -> str:
    """``text`` read with ``phrases``, what ``noted`` takes as dictated (its second group, after "note:") left as typed."""
    m = noted.match(text)
    return read(m.group(1), phrases) + " " + m.group(2).strip() if m else read(text, phrases)

def two_own_words(text: str, own: frozenset[str], fold: Callable[[str], str] = str.lower) -> bool:
    """Whether ``text`` has two words of ``own``, a language's own words, each word folded as the list is written (lower
    case; the Polish, German and Danish lists with their letters written out)."""
    return len({fold(w) for w in re.findall(r"[\w'’-]+", text)} & own) >= 2


def spelled(pattern: str, letters: Mapping[str, str]) -> str:
    """``pattern`` with each of ``letters`` matched as typed or as a keyboard without it writes it ("lösch": loesch, losch)."""
    return "".join(letters.get(c, c) for c in pattern)


def respelled(phrases: Phrases, letters: Mapping[str, str]) -> Phrases:
    """``phrases`` case-blind, each written pattern ``spelled`` with ``letters`` (a compiled one kept as it is)."""
    return [("(?i)" + spelled(p, letters), s) if isinstance(p, str) else (p, s) for p, s in phrases]


MONTH_NAMES = "January February March April May June July August September October November December".split()


def _day_month(m: re.Match[str]) -> str:
    """"6/12" as Spanish and Italian write it: 6 December."""
    day, month = int(m.group(1)), int(m.group(2))
    return f"{day} {MONTH_NAMES[month - 1]}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def stem_said(word: str, fold: Callable[[str], str], *tables: Mapping[str, str]) -> str:
    """The English of the first of ``tables``' stems that ``word``, folded, starts with (a weekday or month in any of its
    cases: Lithuanian "penktadienio" → friday, Croatian "prosinca" → December); ``word`` as typed when none."""
    plain = fold(word)
    return next((said for table in tables for stem, said in table.items() if plain.startswith(stem)), word)


def dotted_date(m: re.Match[str]) -> str:
    """"27.12", "1.1.", "30.11.2026" as the languages that write day.month say a date (groups d, m and y): 27 December,
    1 January, 30 November 2026; as typed when no such day."""
    day, month = int(m.group("d")), int(m.group("m"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return m.group(0)
    return f"{day} {MONTH_NAMES[month - 1]}" + (f" {m.group('y')}" if m.group("y") else "")


def own_words_said(text: str, own: frozenset[str], said: re.Pattern[str], fold: Callable[[str], str]) -> bool:
    """Whether ``text`` has two of a language's own words (``own``, each word folded), a saying only it has (``said``)
    counted as one."""
    return len({fold(w) for w in re.findall(r"[\w'’-]+", text)} & own) + len(said.findall(text)) >= 2


# A date said day/month ("el 6/12", "del 18/12 al 8/1", "26/11") and a time said with a dot ("19.30", never "$86.40")
DAY_MONTH = (r"\b(\d{1,2})/(\d{1,2})\b(?!/)", _day_month)
DOTTED_TIME = (r"(?<![$£€\d.])\b([01]?\d|2[0-3])\.([0-5]\d)\b(?!\d)", r"\1:\2")  # (never a price: "3 sate ayam …, 25.50")
