"""Numbers said in words, as digits, as speech-to-text and careful writers leave them: clock times ("half past ten" →
"half past 10", "quarter to eight" → "quarter to 8"), days of the month ("the fifth of january" → "the 5th of january",
"january the twenty-first" → "january the 21st", "saturday the twelfth" → "saturday the 12th") and numbers of two words or more ("six hundred and twelve litres" →
"612 litres", "thirty nine point five pence" → "39.5 pence"). A single number word ("ten people"), an ordinal with no month
("the second one") and words that make no one number ("two three") stay as typed."""

from __future__ import annotations

import re

HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
              "eleven": 11, "twelve": 12}  # also times.py's "ten o'clock"
_UNITS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_ORDINALS = {word: n for n, word in enumerate(_UNITS, 1)} | {
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
    "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30}
_ORDINALS |= {f"twenty{sep}{word}": 20 + n for n, word in enumerate(_UNITS, 1) for sep in ("-", " ", "")}
_ORDINALS |= {f"thirty{sep}first": 31 for sep in ("-", " ", "")}
_ORDINAL = "|".join(sorted(map(re.escape, _ORDINALS), key=len, reverse=True))

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?"
          r"|nov(?:ember)?|dec(?:ember)?)")
_CLOCK = re.compile(r"\b(half\s+past|quarter\s+(?:past|to|after))\s+(" + "|".join(HOUR_WORDS) + r")\b", re.I)
_DAY_OF = re.compile(rf"\b({_ORDINAL})(?=\s+(?:of\s+)?{_MONTH}\b)", re.I)
_MONTH_THE = re.compile(rf"\b({_MONTH}\s+(?:the\s+)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+the\s+)({_ORDINAL})\b", re.I)


_SMALL = {"zero": 0, **HOUR_WORDS, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
          "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_NUMBER_WORD = "|".join([*_SMALL, *_TENS, *_SCALES])
_RUN = re.compile(rf"\b(?:{_NUMBER_WORD})(?:(?:\s+|-)(?:and\s+|point\s+)?(?:{_NUMBER_WORD}))+\b", re.I)


def _cardinal(words: list[str]) -> int | None:
    """The whole number ``words`` say ("five hundred and eighty four" → 584), or None when they say no one number."""
    total, group, last = 0, 0, None  # last: the kind of the previous word, so "two three" and "twenty thirty" are no number
    for word in words:
        if word == "and":
            if last not in ("hundred", "scale"):
                return None
            continue
        if word in _SMALL:
            if last in ("small", "teen") or (last == "tens" and _SMALL[word] >= 10):
                return None
            group, last = group + _SMALL[word], "teen" if _SMALL[word] >= 10 else "small"
        elif word in _TENS:
            if last in ("small", "teen", "tens"):
                return None
            group, last = group + _TENS[word], "tens"
        elif word == "hundred":
            if last not in ("small", "teen") or group >= 100:
                return None
            group, last = group * 100, "hundred"
        else:
            if last in (None, "scale"):
                return None
            total, group, last = total + (group or 1) * _SCALES[word], 0, "scale"
    return total + group if last != "and" else None


def _said_number(m: re.Match[str]) -> str:
    words = [w.lower() for w in re.split(r"[\s-]+", m.group(0))]
    whole, point = (words[:words.index("point")], words[words.index("point") + 1:]) if "point" in words else (words, [])
    number = _cardinal(whole)
    if number is None or (point and not all(w in _SMALL and _SMALL[w] < 10 for w in point)):
        return m.group(0)
    return f"{number}.{''.join(str(_SMALL[w]) for w in point)}" if point else str(number)


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def as_digits(text: str) -> str:
    """``text`` with clock times, days of the month and numbers of two words or more said in words written in digits."""
    text = _CLOCK.sub(lambda m: f"{m.group(1)} {HOUR_WORDS[m.group(2).lower()]}", text)
    text = _DAY_OF.sub(lambda m: _nth(_ORDINALS[m.group(1).lower()]), text)
    text = _MONTH_THE.sub(lambda m: m.group(1) + _nth(_ORDINALS[m.group(2).lower()]), text)
    return _RUN.sub(_said_number, text)
