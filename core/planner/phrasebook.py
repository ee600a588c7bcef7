"""A language's phrases read as English, shared by the readers of French, Vietnamese and Swahili in an English request."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

Phrases = Sequence[tuple[str, str | Callable[[re.Match[str]], str]]]


def read(text: str, phrases: Phrases) -> str:
    """``text`` with each (pattern, English) of ``phrases`` put in, in order, and the spaces and edge commas left tidied."""
    for pattern, said in phrases:
        text = re.sub(pattern, said, text)
    return re.sub(r"\s{2,}", " ", text).strip(" ,")
