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


# "cancel the dentist Thursday I canny make it I'm in Leven all day": why, typed with no stop, after a cancel
_WHY_NOT = re.compile(r"^(\s*(?:please\s+|pls\s+)?(?:cancel|call\s+off|scrap)\b.{3,80}?)\s+(?:(?:i|we)\s+(?:can'?t|cannot|canny|cant|wont|won'?t)\s+"
                      r"(?:make\s+it|go|come|do\s+it)\b.*|(?:i'?m|i\s+am|we'?re)\s+(?:in|at|away|off|working|busy|stuck)\b.*\ball\s+day\b.*)$",
                      re.I | re.S)


# "dentist tues 1st - im still down route then. move it to fri 4th same time": why it moves, told between the thing and the move
_WHY_IT_MOVES = re.compile(r"^(\s*[^.?!]{3,60}?)\s*[-–,.:]\s+(?:i'?m|i\s+am|we'?re|i'?ll\s+be|i\s+will\s+be)\s+[^.?!]{3,60}[.!]\s+"
                           r"(?=(?:so\s+|please\s+|pls\s+|can\s+you\s+)?(?:move|push|shift|change|cancel|bring)\s+(?:it|that|them)\b)", re.I)


# "that email from the car insurance about renewing, bin it, ive already sorted it on the phone": why it goes, after the ask
_WHY_IT_GOES = re.compile(r"^(\s*.{3,120}?\b(?:bin|delete|trash|remove|scrap|cancel|get\s+rid\s+of)\s+(?:it|that|them)\b)\s*[,.;–-]\s*"
                          r"(?:i'?ve|ive|i\s+have|we'?ve|i|we)\s+(?:already|just)\s+(?:sorted|done|paid|dealt|handled|fixed|replied|answered|rung"
                          r"|called|phoned|rang)\b.*$", re.I | re.S)


def left_out(text: str) -> str:
    """``text`` without an aside of how the user heard, or why a cancel or a move (typed with no stop, or between the thing
    and the move), when something else is asked before it."""
    if why := _WHY_NOT.match(text) or _WHY_IT_GOES.match(text):
        return why.group(1)
    text = _WHY_IT_MOVES.sub(r"\1, ", text)
    m = _HEARD.search(text)
    if not m or _ABOUT_IT.search(text[:m.start()]) or _ABOUT_IT.search(text[m.end():]):
        return text
    return text[:m.start()] + text[m.end():]
