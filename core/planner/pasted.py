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
    last, first = re.sub(r"^\^+\s*", "", parts[-1]), parts[0]
    last_rest, first_rest = _pasted(parts[:-1]), _pasted(parts[1:])
    if _said_under(last, last_rest) and (_ASKS.match(last) or not _said_over(first, first_rest)):
        said, rest = last, last_rest
    elif _said_over(first, first_rest):  # "reply to her saying thanks …⏎⏎From: Tanya Clarke …"
        said, rest = first, first_rest
    else:
        return text
    if _WHEN.search(rest):  # "put this in for me" under a message that says when: in the calendar
        said = _PUT_IN.sub(r"\1 in my calendar", said)
    said = _LOG_AS.sub(r"add a new \1", _KEEP.sub("make a note of this", said.rstrip(".!")))
    said = _AT_THE_END.sub(r"add \1 to the end of", said)  # "stick this at the end of the december newsletter doc"
    return f"{said}: {rest}"


def _said_under(said: str, rest: str) -> bool:
    """Whether the last paragraph is the user's own short word on the message above it."""
    count, pasted = len(_WORDS.findall(said)), len(_WORDS.findall(rest))
    return "\n" not in said and count <= 35 and pasted >= 6 and count < pasted and not _MESSAGE.match(said)


def _said_over(said: str, rest: str) -> bool:
    """Whether the first paragraph is the user's own instruction on the message under it."""
    return "\n" not in said and len(_WORDS.findall(said)) <= 40 and len(_WORDS.findall(rest)) >= 6 and bool(_ASKS.match(said)) \
        and not _MESSAGE.match(said)


def _pasted(parts: list[str]) -> str:
    """The pasted paragraphs as one line, without e-mail header lines that say only when and to whom it was sent and without
    quote marks ("> Hi Jo, …")."""
    lines = [re.sub(r"^\s*>+\s?", "", line) for part in parts for line in part.splitlines()]
    kept = [line for line in lines if line.strip() and not _SENT.match(line) and not _SIGN_OFF.match(line)]
    return _one_line("\n".join(kept))


# The user's words to the assistant ("mark him as paid pls", "can you do a reply to this …"), and a message's own first words
_ASKS = re.compile(r"^\s*(?:(?:please|pls|plz|can\s+(?:you|u)|could\s+(?:you|u)|would\s+you|just|ok|so)\s+)*"
                   r"(?:mark|reply|answer|respond|put|pop|stick|bung|add|take|save|cancel|update|change|move|delete|remove|draft|do|log|"
                   r"record|enter|keep|store|note|send|forward|book|remind|tell|email|text|ring|call|sort|file|find|share|chase|check|"
                   r"make|write)\b", re.I)
_MESSAGE = re.compile(r"^\s*(?:>|(?:from|sent|to|subject|date|cc)\s*:|(?:hi|hello|hey|hiya|dear|morning|good\s+(?:morning|afternoon|"
                      r"evening))\b)", re.I)
_SIGN_OFF = re.compile(r"^\s*(?:many\s+thanks|thanks(?:\s+again)?|thank\s+you|kind\s+regards|best\s+wishes|(?:warm\s+|best\s+)?regards|"
                       r"cheers|yours\s+(?:sincerely|faithfully))\s*[,.!]*\s*$", re.I)  # "Many thanks," above a name: no name
_AT_THE_END = re.compile(r"^(?:please\s+|pls\s+)?(?:stick|pop|put|bung|add)\s+(this|that|it)\s+(?:at|on)\s+the\s+(?:end|bottom)\s+of\b",
                         re.I)
_SENT = re.compile(r"^\s*(?:sent|date|to|cc)\s*:", re.I)  # "Sent: 20 November 2026 16:45": no day the message asks about


_WHEN = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|\d{1,2}(?::\d\d)?\s*[ap]m)\b", re.I)
_PUT_IN = re.compile(r"^((?:please\s+|pls\s+|can\s+you\s+)?(?:put|pop|stick|bung)\s+(?:this|that|it))\s+in(?:\s+for\s+me)?\s*$", re.I)
_KEEP = re.compile(r"^(?:please\s+|pls\s+|can\s+you\s+)?(?:keep|save|store|note)\s+(?:this|that)(?:\s+somewhere)?(?:\s+for\s+me)?\s*$",
                   re.I)  # "keep this somewhere for me": a note of what is pasted
_LOG_AS = re.compile(r"^(?:please\s+|pls\s+)?(?:log|record|enter)\s+(?:this|that|it)\s+as\s+an?\s+(?:new\s+)?([a-z]+)\b", re.I)  # "log this
# as a new job": a new row of jobs


def _one_line(text: str) -> str:
    """Pasted lines as one: a line break ends a sentence where nothing else does."""
    return re.sub(r"\s*\n\s*", lambda m: " " if re.search(r"[.,;:!?]$", text[:m.start()].rstrip()) else ". ", text).strip()
