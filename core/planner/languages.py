"""A language said by name, for a parameter whose options are language codes.

"convert this sentence from English to French" for source_language ['en', 'hi', …] and target_language
['hi', 'id', 'fr', …] is en → fr; "spoken audio in Spanish" for ['en-US', 'es-ES', …] is 'es-ES'.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import strings

CODES = {"english": "en", "french": "fr", "spanish": "es", "german": "de", "italian": "it", "portuguese": "pt",
         "dutch": "nl", "hindi": "hi", "indonesian": "id", "chinese": "zh", "mandarin": "zh", "japanese": "ja",
         "korean": "ko", "russian": "ru", "arabic": "ar", "turkish": "tr", "polish": "pl", "swedish": "sv",
         "danish": "da", "norwegian": "no", "finnish": "fi", "greek": "el", "hebrew": "he", "thai": "th",
         "vietnamese": "vi", "ukrainian": "uk", "czech": "cs", "hungarian": "hu", "romanian": "ro", "malay": "ms",
         "bengali": "bn", "tamil": "ta", "urdu": "ur", "persian": "fa", "swahili": "sw", "tagalog": "tl"}
_SAID = re.compile(r"\b(" + "|".join(CODES) + r")\b", re.I)
_CODE = re.compile(r"[a-z]{2}(?:[-_][A-Z]{2})?")


def is_code_enum(enum: list[Any]) -> bool:
    """Options that are language codes: 'en', 'fr', or 'en-US', 'es-ES'."""
    codes = [v for v in enum if isinstance(v, str) and _CODE.fullmatch(v)]
    return len(codes) >= 2 and len(codes) >= len(enum) - 1 and any(v[:2] in CODES.values() for v in codes)


def code_said(query: str, param: str, enum: list[Any]) -> Any | None:
    """The option for the language the request names for ``param``: the one after "from" for a source,
    after "to/into" for a target, else the first named; None when it names none the options have."""
    said = list(_SAID.finditer(query))
    end = strings.role(param)
    if end and len(said) > 1:
        before = {m: query[max(0, m.start() - 12):m.start()].lower() for m in said}
        wanted = r"\bfrom\s+$" if end == "source" else r"\b(?:to|into|in)\s+$"
        said = [m for m in said if re.search(wanted, before[m])] or (said[:1] if end == "source" else said[-1:])
    for m in said:
        code = CODES[m.group(1).lower()]
        option = next((v for v in enum if isinstance(v, str) and v[:2].lower() == code), None)
        if option is not None:
            return option
    return None


_ENGLISH_WORDS = frozenset("the a an and or but of to in on at for with is are was were it its this that i you he she we they "
                           "my your our their not be have has had do does did so very always here there what how".split())


def is_language_param(param: str, pspec: dict[str, Any]) -> bool:
    """A free-text parameter naming a language (``language``, ``lang``, ``text_language``)."""
    return not pspec.get("enum") and bool(re.search(r"(?:^|_)lang(?:uage)?$|[a-z]Lang(?:uage)?$", param, re.I))


def written_in(query: str, texts: list[str]) -> str | None:
    """The language of the text a request gives ("the sentiment of 'I love the food here!…'"), when it names none:
    "English" when most of its words are English function words' company (a fifth or more of them), else None."""
    if _SAID.search(query) or not texts:
        return None
    words = [w.lower() for t in texts for w in re.findall(r"[A-Za-z']+", t)]
    common = sum(w in _ENGLISH_WORDS for w in words)
    return "English" if len(words) >= 4 and common >= max(2, len(words) / 5) else None
