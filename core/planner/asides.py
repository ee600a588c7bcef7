"""Asides that say how the user heard of a thing, left out of what is asked: "cancel Giulia Rossi for New Year, I got an
email, she is sick" asks to cancel her booking, not about e-mail (it planned nothing); "delete Tom's booking, he sent a text"
likewise. The aside stays when it is the whole request or what it is about ("I got an email from Tesco, find it")."""

from __future__ import annotations

import re

_HEARD = re.compile(r",\s*(?:and\s+)?(?:i|we)\s+(?:just\s+)?(?:got|had|received|have\s+had)\s+an?\s+(?:email|e-mail|text|message|call"
                    r"|voicemail|whatsapp)(?:\s+from\s+(?:her|him|them))?(?=\s*(?:[,.;!]|$))"
                    r"|,\s*(?:she|he|they)\s+(?:just\s+)?(?:sent\s+(?:me\s+)?an?\s+(?:email|text|message)|emailed|texted|messaged)"
                    r"(?:\s+me)?(?:\s+(?:yesterday|today|earlier|this\s+morning|last\s+night|just\s+now))?(?=\s*(?:[,.;!]|$))", re.I)
_ABOUT_IT = re.compile(r"\b(?:find|open|read|forward|reply|answer|show|search|look|where|which|what)\b|\b(?:it|that|this)\s*[.!?]?\s*$",
                       re.I)


def left_out(text: str) -> str:
    """``text`` without an aside of how the user heard, when something else is asked before it."""
    m = _HEARD.search(text)
    if not m or _ABOUT_IT.search(text[:m.start()]) or _ABOUT_IT.search(text[m.end():]):
        return text
    return text[:m.start()] + text[m.end():]
