"""The text a request dictates for a message, a comment or an auto-reply: a quote, what follows "saying" / "tell
her" / ":" / " - ", or a question put to the person ("ask him when the plot rent is due")."""

from __future__ import annotations

import re

from core.planner import extract

_SAYING = re.compile(r"(?:\b(?:saying|that says|to say|(?:tell(?:ing)?(?:\s+(?:him|her|them))?|let(?:ting)?\s+(?:him|her|them)\s+know)(?:\s+that)?"
                     r"|that)|(?:,|\band)\s+say)\s+(.+)", re.I | re.S)
_COLON = re.compile(r"(?::|\s[-–])\s+(.+)", re.S)  # "…: text", "reply to … - yes I can do Thursday"
_NOT_SENT = re.compile(r"[\s,;-]*\b(?:do\s*n[o'’]?t|never)\s+send\b.*$", re.I | re.S)  # "- dont send it yet" is no text


def message_text(query: str) -> str:
    """The text a request dictates for a message: a quote, or what follows "saying"/"that"/":"."""
    names = extract.named_things(query)  # "a comment on the 'Summer Fete Plan' doc: '…'": the doc is no text
    quoted = [q for run in extract.quoted_runs(query) for q in run if q not in names]
    if quoted:
        return quoted[0]
    rest = _NOT_SENT.sub("", extract.EMAIL.sub(" ", query))
    m = _SAYING.search(rest) or _COLON.search(rest)  # "… saying X" before "…: X"
    if m:
        return " ".join(m.group(1).split()).rstrip(" ,;:")
    return asked_question(rest)


_ASK = re.compile(r"\bask(?:ing)?\s+(?:(him|her|them)\s+)?(if|whether|when|what|where|how|why|who|which)\s+(.+?)[\s?.!]*$", re.I | re.S)
_ADDRESSEE = {"him": "he", "her": "she", "them": "they"}


def asked_question(request: str) -> str:
    """A question the request asks someone by e-mail, put to them: "ask him when the plot rent is due" → "Could you
    tell me when the plot rent is due?"; "asking if I can have Friday off" → "Could you let me know if I can have
    Friday off?" ("ask her if she can cover" → "… if you can cover"). "" when it asks none."""
    m = _ASK.search(request)
    if not m:
        return ""
    who, word, rest = m.group(1), m.group(2).lower(), " ".join(m.group(3).split())
    said = re.match(r"(he|she|they)\b", rest, re.I)
    if said and (who is None or _ADDRESSEE[who.lower()] == said.group(1).lower()):
        rest = "you" + rest[len(said.group(1)):]  # the person asked is "you" in the message
    lead = "Could you let me know" if word in ("if", "whether") else "Could you tell me"
    return f"{lead} {word} {rest}?"
