"""English in the word order of British Sign Language, as a Deaf writer may type it, read in English order before it is
planned: the topic first and the verb or question word last ("thursday meeting bank man — cancel", "wages sheet — Kayleigh
32 hours this week, Ben 18. add", "saturday staff who in?", "money still owe me who?", "this week me busy when?"), and
"me" as the one who does ("me write note before", "me worry").

A request is read so only when it has that shape: a topic set off by a dash before its verb, a last sentence that is a verb
alone, or a question word just before its question mark. Names, numbers and dates stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

_VERB = r"(?:cancel|delete|add|find|change|move|book|send|share|save|update|tick|remove)"
_WH = r"(?:who|when|where|what|which|how\s+much|how\s+many)"

_PHRASES: phrasebook.Phrases = [
    # the one who does: "me write note before" (I wrote a note before), "me worry", "me busy when?"
    (r"(?i)\bme\s+write\s+(?:a\s+)?note\s+before\b", "I wrote a note"), (r"(?i)\bwhat\s+do\s*\?", "what should I do?"), (r"(?i)(?:^|(?<=[.,]\s))me\s+worry\b", "I am worried"),
    (r"(?i)\bmoney\s+(?:still\s+)?owe\s+me\s+who\s*\?", "who still owes me money?"),
    (r"(?i)^(?P<topic>[^?.—–]{2,40}?)\s+me\s+busy\s+when\s*\?", lambda m: f"when am I busy {m.group('topic')}?"),
    # a question word last: "saturday staff who in?" (who is in saturday), "christmas menu photo last year — drive where?"
    (r"(?i)^(?P<day>[a-z]+day|today|tomorrow|this\s+week|next\s+week)\s+(?P<who>staff|team|drivers?|people)\s+who\s+(?:in|on|working)\s*\?",
     lambda m: f"who is working {m.group('day')}?"),
    (r"(?i)^(?P<topic>[^?.—–]{3,60}?)\s*[—–-]+\s*(?P<place>drive|computer|laptop|email|phone)\s+where\s*\?",
     lambda m: f"where is the {m.group('topic')} on my {m.group('place')}?"),
    # the verb last: "thursday meeting bank man — cancel. loan sorted", "Tuesday order Sarah cake — cancel", "wages sheet — …. add"
    (r"(?i)^(?P<topic>[^?.—–]{3,80}?)\s*[—–]+\s*(?P<verb>" + _VERB + r")\b\s*(?:please|pls)?\s*[.!]?",
     lambda m: f"{m.group('verb')} the {m.group('topic')}."),
    (r"(?i)^(?P<topic>[^?.]{3,80}?)\s*[—–]+\s*(?P<what>[^?.]{3,80}?)\.\s*(?P<verb>find|search)\s*[.!]?\s*$",
     lambda m: f"find the {m.group('topic')}, {m.group('what')}".replace(", I wrote a note", " in my notes")),
    (r"(?i)^(?P<topic>[^?.]{3,60}?)\s*[—–]+\s*(?P<what>[^?.]{3,80}?)\.\s*(?P<verb>add|save|update)\s*(?:please|pls)?\s*[.!]?\s*$",
     lambda m: f"{m.group('verb')} to the {m.group('topic')}: {m.group('what')}"),
    # a new value, then "change please": "Ben phone number new. 07700 900812. change please"
    (r"(?i)^(?P<who>[A-Z][\w'-]*)\s+(?P<what>phone\s+number|number|email|address)\s+new\s*[.:,]\s*(?P<value>[^.]{5,60}?)\s*\.\s*change(?:\s+please)?\s*[.!]?\s*$",
     lambda m: f"change {m.group('who')}'s {m.group('what')} to {m.group('value')}"),
]
_SHAPE = re.compile(r"\s[—–]\s*\w|[.!]\s*" + _VERB + r"(?:\s+please)?\s*[.!]?\s*$|\b" + _WH + r"(?:\s+(?:in|on|working))?\s*\?|\bme\s+(?:write|worry|busy)\b", re.I)


def english(text: str) -> str:
    """``text`` in English order when it is written in sign order; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if _SHAPE.search(text) else text
