"""A message pasted into the chat with the user's own short instruction after it (or before it), read instruction first:
"Hi, re the viewing at Dagnall Park today at 5.30 - we've found somewhere else … Priya⏎⏎cancel that" → "cancel that: Hi, re
the viewing at Dagnall Park today at 5.30 - …"; "Dean: "All done at Brigstock Rd flat 1 …"⏎^ close that job and put the cost
on" → "close that job and put the cost on: Dean: …". The pasted lines become one, so the instruction's "that", "it", "him"
have what they point at right after them."""

from __future__ import annotations

import re

_PARAGRAPHS = re.compile(r"\n\s*\n|\n(?=\s*\^)")  # a blank line, or a line starting "^" (the message above)
_WORDS = re.compile(r"[\w'’£$€.-]+")


def instruction(text: str) -> str | None:
    """The user's own instruction when ``text`` is a pasted message with it ("cancel that"), else None."""
    read = instruction_first(text)
    return read.split(": ", 1)[0] if read != text else None


def instruction_first(text: str) -> str:
    """``text`` with a short instruction after (or before) a pasted message put first and the message joined after it;
    unchanged when the request is not written so."""
    parts = [p.strip() for p in _PARAGRAPHS.split(text.strip()) if p.strip()]
    if len(parts) < 2:
        return text
    last, rest = re.sub(r"^\^+\s*", "", parts[-1]), _one_line(" ".join(parts[:-1]))
    said, pasted = len(_WORDS.findall(last)), len(_WORDS.findall(rest))
    if "\n" in last or said > 35 or pasted < 6 or said >= pasted:
        return text
    if _WHEN.search(rest):  # "put this in for me" under a message that says when: in the calendar
        last = _PUT_IN.sub(r"\1 in my calendar", last)
    last = _LOG_AS.sub(r"add a new \1", _KEEP.sub("make a note of this", last.rstrip(".!")))
    return f"{last}: {rest}"


_WHEN = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|\d{1,2}(?::\d\d)?\s*[ap]m)\b", re.I)
_PUT_IN = re.compile(r"^((?:please\s+|pls\s+|can\s+you\s+)?(?:put|pop|stick|bung)\s+(?:this|that|it))\s+in(?:\s+for\s+me)?\s*$", re.I)
_KEEP = re.compile(r"^(?:please\s+|pls\s+|can\s+you\s+)?(?:keep|save|store|note)\s+(?:this|that)(?:\s+somewhere)?(?:\s+for\s+me)?\s*$",
                   re.I)  # "keep this somewhere for me": a note of what is pasted
_LOG_AS = re.compile(r"^(?:please\s+|pls\s+)?(?:log|record|enter)\s+(?:this|that|it)\s+as\s+an?\s+(?:new\s+)?([a-z]+)\b", re.I)  # "log this
# as a new job": a new row of jobs


def _one_line(text: str) -> str:
    """Pasted lines as one: a line break ends a sentence where nothing else does."""
    return re.sub(r"\s*\n\s*", lambda m: " " if re.search(r"[.,;:!?]$", text[:m.start()]) else ". ", text).strip()
