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
_WHEN = r"(?:today|tonight|tomorrow|(?:next\s+week\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+week)"
_TOPIC_VERBS = r"(?:book|call|ring|email|send|pay|buy|order|post|print|check|cancel|renew)"


def _verb_first(topic: str) -> str:
    """A topic signed thing first, verb second, in English order: "interpreter book Thursday meeting" → book interpreter
    Thursday meeting."""
    return re.sub(r"(?i)^(\w+)\s+(" + _TOPIC_VERBS + r")\b", r"\2 \1", topic.strip())

_PHRASES: phrasebook.Phrases = [
    # the one who does: "me write note before" (I wrote a note before), "me worry", "me busy when?"
    (r"(?i)\bme\s+write\s+(?:a\s+)?note\s+before\b", "I wrote a note"), (r"(?i)\bwhat\s+do\s*\?", "what should I do?"), (r"(?i)(?:^|(?<=[.,]\s))me\s+worry\b", "I am worried"),
    (r"(?i)\bmoney\s+(?:still\s+)?owe\s+me\s+who\s*\?", "who still owes me money?"),
    (r"(?i)^(?P<topic>[^?.—–]{2,40}?)\s+me\s+busy\s+when\s*\?", lambda m: f"when am I busy {m.group('topic')}?"),
    # a question word last: "saturday staff who in?" (who is in saturday), "christmas menu photo last year — drive where?"
    (r"(?i)^(?P<day>[a-z]+day|today|tomorrow|this\s+week|next\s+week)\s+(?P<who>staff|team|drivers?|people)\s+who\s+(?:in|on|working)\s*\?",
     lambda m: f"who is working {m.group('day')}?"),
    (r"(?i)^(?P<topic>[^?.—–]{3,60}?)\s*(?:[—–-]+|,)\s*(?P<place>drive|computer|laptop|email|phone|desktop|downloads|documents)\s+where\s*\?",
     lambda m: f"where is the {m.group('topic')} on my {m.group('place')}?"),
    # "me" and the verb last: "tomorrow dentist me cancel" (cancel the dentist tomorrow)
    (r"(?i)^(?P<when>" + _WHEN + r")\s+(?P<topic>[^?.—–]{3,60}?)\s+me\s+(?P<verb>cancel|delete|move)\s*(?:please|pls)?\s*[.!]?\s*$",
     lambda m: f"{m.group('verb')} the {m.group('topic')} {m.group('when')}"),
    (r"(?i)^(?P<topic>[^?.—–]{3,60}?)\s+me\s+(?P<verb>cancel|delete|move)\s*(?:please|pls)?\s*[.!]?\s*$",
     lambda m: f"{m.group('verb')} the {m.group('topic')}"),
    # "Sam Carter bike finish – email send. tomorrow collect ok, £38": an e-mail to Sam Carter saying so
    (r"^(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+(?P<topic>[^—–.]{2,40}?)\s*[—–-]+\s*email\s+send\b[.!]?\s*(?P<rest>.*)$",
     lambda m: f"email {m.group('who')} saying {m.group('topic')}. {m.group('rest')}"),
    # "Kate Brompton finish. ready tick": marked ready
    (r"(?i)^(?P<topic>[^?.—–]{3,50}?)(?:\s+(?:finish|finished|done))?\s*[.,]\s*(?P<state>ready|paid|done|collected)\s+tick\s*[.!]?\s*$",
     lambda m: f"{m.group('topic')}, mark it {m.group('state')}"),
    # "tomorrow Deaf club what time?"
    (r"(?i)^(?P<when>" + _WHEN + r")\s+(?P<topic>[^?]{3,40}?)\s+what\s+time\s*\?", lambda m: f"what time is the {m.group('topic')} {m.group('when')}?"),
    # "inner tube 700c box arrive – 20 stock add": more in stock
    (r"(?i)^(?P<thing>[^—–?]{3,40}?)\s+(?:box(?:es)?\s+)?arrived?\s*[—–-]+\s*(?P<n>\d{1,5})\s+stock\s+add\b",
     lambda m: f"{m.group('n')} {m.group('thing')} arrived, add them to the stock"),
    # "brake pads … order – email Madison write. me check first, not send": an e-mail written, kept unsent
    (r"\bemail\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+write\b", lambda m: f"write an email to {m.group('who')}"),
    (r"(?i)[.,]?\s*me\s+check\s+first\s*,?\s*not\s+send\s*[.!]?\s*$", ". don't send it, I will check it first"),
    # "Sunday remind me – parts list make. Monday Shimano rep come"
    (r"(?i)^(?P<when>" + _WHEN + r")\s+remind\s+me\s*[—–-]+\s*(?P<topic>[^.]{3,40}?)\s+(?P<verb>make|buy|call|ring|email|send|order|book|pay|check|fix|clean)\s*[.!]",
     lambda m: f"remind me to {m.group('verb')} {m.group('topic')} on {m.group('when')}."),
    # "price list – Service Gold £75, change £80"
    (r"(?i)^(?P<sheet>[^—–]{3,30}?\b(?:list|sheet))\s*[—–-]+\s*(?P<item>[^£$€]{2,40}?)\s*[£$€](?P<old>[\d.]+)\s*,\s*change\s+(?:to\s+)?[£$€](?P<new>[\d.]+)",
     lambda m: f"in the {m.group('sheet')}, change {m.group('item')} from £{m.group('old')} to £{m.group('new')}"),
    # "Dave email send, logo finish Friday": an e-mail to Dave saying so
    (r"(?i)^(?P<who>(?-i:[A-Z])[\w'-]*)\s+email\s+send\s*[,.:;—–-]*\s*(?P<what>\S.*)$",
     lambda m: f"email {m.group('who')} saying {m.group('what')}"),
    # "interpreter book Thursday meeting – me forget, remind today": a reminder, its verb put first
    (r"(?i)^(?P<topic>[^?.—–]{3,80}?)\s*[—–-]+\s*me\s+forget\s*[,.]?\s*remind(?:\s+me)?\s*(?P<when>" + _WHEN + r")?\s*[.!]?\s*$",
     lambda m: f"remind me {m.group('when') or ''} to {_verb_first(m.group('topic'))}"),
    # "Mum mobile number what?": whose number
    (r"(?i)^(?P<who>(?-i:[A-Z])[\w'-]*)\s+(?P<what>(?:mobile|phone|home|work)\s+number|number|email(?:\s+address)?|address)\s+what\s*\?\s*$",
     lambda m: f"what is {m.group('who')}'s {m.group('what')}?"),
    # "brochure draft Fiona comment leave, what she say?": her comments on the file
    (r"(?i)^(?P<file>[^?.—–]{3,40}?)\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+comments?\s+(?:leave|left|put|write|wrote)\b[^?]*?\bwhat\s+(?:she|he|they)\s+"
     r"say\s*\?\s*$", lambda m: f"list the comments {m.group('who')} left on the '{m.group('file')}' file"),
    # "client email say 'ballpark figure' – mean what?"
    (r"(?i)^.*?(?P<phrase>['‘\"“][^'’\"”]{2,40}['’\"”])\s*[—–-]*\s*mean\s+what\s*\?\s*$", lambda m: f"what does {m.group('phrase')} mean?"),
    # "Brewery brief doc – poster size what? A2 or A1?": what the doc says
    (r"(?i)^(?P<doc>[^?.—–]{3,50}?\b(?:doc|document))\s*[—–-]+\s*(?P<what>[^?]{3,40}?)\s+what\s*\?",
     lambda m: f"what {m.group('what')} does the {m.group('doc')} say?"),
    # the verb last: "thursday meeting bank man — cancel. loan sorted", "Tuesday order Sarah cake — cancel", "wages sheet — …. add"
    (r"(?i)^(?P<topic>[^?.—–]{3,80}?)\s*[—–]+\s*(?P<verb>" + _VERB + r")\b(?!\s+(?:me|him|her|them|us|it|a|an|the|my|our|this|that)\b)"
     r"\s*(?:please|pls)?\s*[.!]?",  # not "rota sheet — add me on-call mon 14/12": the verb's own object said after it
     lambda m: f"{m.group('verb')} the {m.group('topic')}" + (" to " if m.group("verb").lower() == "move" and m.group(0)[-1] not in ".!" else ". ")),
    (r"(?i)^(?P<topic>[^?.]{3,80}?)\s*[—–]+\s*(?P<what>[^?.]{3,80}?)\.\s*(?P<verb>find|search)\s*[.!]?\s*$",
     lambda m: f"find the {m.group('topic')}, {m.group('what')}".replace(", I wrote a note", " in my notes")),
    (r"(?i)^(?P<topic>[^?.]{3,60}?)\s*[—–]+\s*(?P<what>[^?.]{3,80}?)\.\s*(?P<verb>add|save|update)\s*(?:please|pls)?\s*[.!]?\s*$",
     lambda m: f"{m.group('verb')} to the {m.group('topic')}: {m.group('what')}"),
    # a new value, then "change please": "Ben phone number new. 07700 900812. change please"
    (r"(?i)^(?P<who>[A-Z][\w'-]*)\s+(?P<what>phone\s+number|number|email|address)\s+new\s*[.:,]\s*(?P<value>[^.]{5,60}?)\s*\.\s*change(?:\s+please)?\s*[.!]?\s*$",
     lambda m: f"change {m.group('who')}'s {m.group('what')} to {m.group('value')}"),
]
_SHAPE = re.compile(r"\bme\s+(?:cancel|delete|move|forget|check\s+first)\b|\bemail\s+send\b|\b(?:ready|paid|done|collected)\s+tick\b|\bwhat\s+time\s*\?"
                    r"|\bstock\s+add\b|\bemail\s+[A-Z][\w'-]*\s+write\b|\bremind\s+me\s*[—–-]|\bcomments?\s+(?:leave|left)\b|\s[—–]\s*\w|[.!]\s*" + _VERB + r"(?:\s+please)?\s*[.!]?\s*$|\b" + _WH + r"(?:\s+(?:in|on|working))?\s*\?|\bme\s+(?:write|worry|busy)\b", re.I)


def english(text: str) -> str:
    """``text`` in English order when it is written in sign order; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if _SHAPE.search(text) else text
