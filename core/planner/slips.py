"""Slips of an unsteady hand mended before a request is read: a key's neighbour hit instead ("tge" for "the", "ny" for "my"),
a letter struck twice ("movve", "pleasse", "cancell", "sleeeping", "pharmacyy") or two swapped ("teh"), two everyday words run
together ("nextweek"), as a user with a tremor or on a bumpy bus types.

Only a request in which two words slip, or one word three times, is mended (one odd word is more often a name, a dialect word
or another language's), only a request of English words otherwise, and only words no English dictionary (pyspellchecker's word
list) knows, each one slip away from an everyday word. Measured on the blind requests: docs/planner.md (blind sets 179–182)."""

from __future__ import annotations

import functools
import re

from core.planner import dialect, typed_words

_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEY = {key: (row, col) for row, keys in enumerate(_ROWS) for col, key in enumerate(keys)}
# The words a slip is taken for: the everyday words of a request, and the ones that say what to do and when
_ASKING = set("move cancel send set give please add delete remind change find share put book email mail there their they then them "
              "this these those that what when where which would could should have has had will with from your you my the and for "
              "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september "
              "october november december tomorrow today tonight morning afternoon evening appointment calendar diary number address "
              "meeting lunch dinner doctor dentist surgery week next last first second third twelve eleven ten nine eight seven six "
              "five four three two one".split())
_COMMON_COUNT = 300  # the most frequent words of the list, besides those above
_WORD = re.compile(r"(?<![\w@./'’-])[A-Za-z]{2,}(?![\w@/'’-]|\.\w)")
_ENGLISH_SHARE = 0.85  # of its other lowercase words (abbreviations with no vowel left out), English ones (measured on the blind
# sets: requests in other languages that would slip twice 0–0.82, slipped English ones 0.85–1, a doctor's lowercase name among them)
_FREQUENT = 1000
_KNOWN_LONG = 50
_KNOWN = 100  # rarer in the list ("sett", a badger's) is taken for a slip when it is one
_VOWEL = re.compile(r"[aeiouy]")
# Days, months and family names written short, no slips: "Nan eye test Specsavers Croydon Tue 1 Dec 2.15pm" became "Man … The 1 Dec"
_SHORT_FOR = frozenset("mon tue tues wed weds thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec nan nana nanna gran".split())


@functools.cache
def _frequencies() -> dict[str, int]:
    from spellchecker import SpellChecker  # loaded on the first request that could hold a slip
    return SpellChecker().word_frequency.dictionary


@functools.cache
def _targets() -> dict[str, int]:
    freq = _frequencies()
    common = sorted(freq, key=freq.get, reverse=True)[:_COMMON_COUNT]
    return {w: freq.get(w, 1) for w in (*common, *_ASKING)}


@functools.cache
def _neighbours(key: str) -> str:
    row, col = _KEY[key]
    near = ((row, col - 1), (row, col + 1), (row - 1, col), (row - 1, col + 1), (row + 1, col - 1), (row + 1, col))
    return "".join(_ROWS[r][c] for r, c in near if 0 <= r < 3 and 0 <= c < len(_ROWS[r]))


def _meant(word: str, named: bool = False) -> str | None:
    """The everyday word ``word`` (lower case) is one slip away from, when no dictionary knows it; else None (``named``: typed
    with a capital, so a name's doubled letter stays: "Bunn", "Tuckett")."""
    freq = _frequencies()
    if (freq.get(word, 0) >= _KNOWN or word in typed_words.WORDS or word in dialect.SPELLINGS or word in _SHORT_FOR
            or not _VOWEL.search(word)  # "gst", "hrs": abbreviations
            or any(word[:i] + "'" + word[i:] in freq for i in range(1, len(word)))):  # "dont", "whos": said without the '
        return None
    tried = _undoubled(word)
    if len(word) > 2:  # "teh" (but "sa" is Tagalog's, not "as")
        tried |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    tried |= {word[:i] + near + word[i + 1:] for i, key in enumerate(word) for near in _neighbours(key) if key in _KEY}
    targets = _targets()
    found = [w for w in tried if w in targets]
    if found:
        return max(found, key=targets.__getitem__)
    return None if named else _struck_twice(word, freq) or _run_together(word)


def _undoubled(word: str) -> set[str]:
    """``word`` with one of its doubled letters taken out, each way it can be ("bridgge": "bridge")."""
    return {word[:i] + word[i + 1:] for i in range(len(word) - 1) if word[i] == word[i + 1]}


def _struck_twice(word: str, freq: dict[str, int]) -> str | None:
    """The word ``word`` is with one or two of its letters struck twice (or thrice) taken out, when the dictionary knows it
    ("bridgge", "pharmacyy", "sleeeping", "edditt"): any known word, not only an everyday one, as a doubled letter is seldom
    a word of its own."""
    once = _undoubled(word)
    twice = {w for struck in once for w in _undoubled(struck)}
    found = [w for w in once | twice if freq.get(w, 0) >= _FREQUENT and len(w) > 2]  # not "ooo" (out of office)
    return max(found, key=freq.__getitem__) if found else None


def _run_together(word: str) -> str | None:
    """Two everyday words of four letters or more typed with no space between ("nextweek"), split; else None."""
    targets = _targets()
    found = [(word[:i], word[i:]) for i in range(4, len(word) - 3) if word[:i] in targets and word[i:] in targets]
    return " ".join(found[0]) if found else None


def _english(word: str, freq: dict[str, int]) -> bool:
    """Whether ``word`` reads as English: a frequent word, or a long one the list knows ("chiropodist")."""
    said = freq.get(word.lower(), 0)
    return said >= _FREQUENT or len(word) >= 5 and said >= _KNOWN_LONG


def mended(text: str) -> str:
    """``text`` with its slips mended when two words slip, or one three times; else unchanged."""
    words = [m for m in _WORD.finditer(text) if not m.group().isupper()]  # "GST", "NY": abbreviations
    if len(words) < 3:
        return text
    freq = _frequencies()
    slips = [(m, meant) for m in words if (meant := _meant(m.group().lower(), m.group()[0].isupper()))]
    slipped = {m.start() for m, _ in slips}
    said = [m.group() for m in words if not m.group()[0].isupper() and m.start() not in slipped  # a name is no language's word,
            and _VOWEL.search(m.group().lower())]  # nor "hmrc", "dr" (abbreviations)
    if sum(_english(word, freq) or word.lower() in typed_words.WORDS for word in said) < _ENGLISH_SHARE * len(said):  # "cancell"
        return text
    if len(slips) < 3 and len({m.group().lower() for m, _ in slips}) < 2:  # "in 20 ov, … in 18.2 ov", "some seh …, some seh …"
        return text
    for m, meant in reversed(slips):
        said = m.group()
        meant = meant.capitalize() if said[0].isupper() else meant
        text = text[:m.start()] + meant + text[m.end():]
    return text
