"""Sentence particles and word order of Singapore, Malaysian, Nigerian and Philippine English read as everyday English before a
request is planned: closing particles dropped ("tmr got what orders ah", "harvest is this sunday o,", "add new member po:"),
questions said topic first asked question word first ("this month chicken spend how much"), Pidgin and Singapore turns of phrase
said in the usual order ("Comot Peckham Chair Hire from my vendors", "ryan sat lesson change to 11am can or not")."""

from __future__ import annotations

import re

from core.planner import dates

# Sentence particles of Singapore, Malaysian and Nigerian English ("tmr got what orders ah", "paid ah kow … liao", "harvest is
# this sunday o,"): they close a clause and say nothing of what to do. "ah kow" (a name) keeps its "ah".
_PARTICLE = re.compile(r"(?<=[a-z0-9])\s+(?:lah|leh|lor|liao|hor|meh|ah|o|po)(?=\s*(?:[,.?!;:]|\s[-–]\s|$))", re.I)
# and in lower case only (not "the mails from PADI,"): Wenglish "this week butt,", "off the stock list mun,", Manglish "ketto", Krio "padi",
# Zulu "mfethu", London "innit", "guv", Gen Z "fr", "rn" (right now), Vietnamese "em", Gaelic "tapadh leat" (thank you)
_LOWER_PARTICLE = re.compile(r"(?<=[a-z0-9])\s+(?:hun|hon|babe|babes|butt|mun|habibi|wallah|ketto|alle|chetta|chechi|padi|mfethu|mija|papi|pana|fam|bruv"
                             r"|innit|guv|fr|istg|lol|ngl|rn|ok\s+ok|em|tapadh\s+leat|the\s+ick|ji|na|gyal|bai|bhaji|paaji|veer|la|lor|wor|ka|krub|hai|ishi|betam|walaal|dai|didi|bhai|jing\s+jing|dawlin|cher|re)(?=\s*(?:[,.?!;:]|\s[-–]\s|$))")
# A closing word after a comma that says nothing of what to do: Punjabi "…, no driver yet, chalo", Portuguese "tá?", Dutch "hè",
# Turkish "tamam", "hadi", "inşallah", Russian "davai", Manc "sound lad", Australian "will ya", "no worries"
_CLOSING = re.compile(r"[,.]?\s+(?:chalo|tamam|hadi|in[şs]allah|davai|t[áa]|n[ée]|hè|toch|sound\s+lad|will\s+ya|no\s+worries"
                      r"|fair\s+dinkum|ne\s+ne|ke\s+garne|bless\s+(?:his|her|their)\s+heart|madone(?:\s+this\s+\w+)?|do\s+the\s+needful"
                      r"|ameseginalehu|mashallah)\s*[.!?]*\s*$", re.I)
_CAN = re.compile(r"[,.]?\s+can\s*(?:or\s+not\s*)?\?\s*$", re.I)  # "…, mrs poon ask change to 5pm, same 1 hr. can?": a request
# A question said topic first ("tmr got what orders", "this month chicken spend how much"): the question word first
_GOT_WHAT_DAY = re.compile(r"^\s*([\w' ]{2,20}?)\s+got\s+what\s*\?", re.I)  # "thurs got wat ah? got dentist or not": what's on
_GOT_WHAT = re.compile(r"^\s*([\w' ]{2,30}?)\s+(?:got|have)\s+(what|which|who|how\s+many)\s+([^,.?!]+?)\s*\??\s*$", re.I)
_HOW_MUCH_LAST = re.compile(r"^\s*([\w' ]{6,60}?)\s+(how\s+(?:much|many))(?:\s+already)?\s*\??\s*$", re.I)


# A question with its day said first: "saturday how much we take in", "tmrw who's working"
_DAY_FIRST = re.compile(r"^\s*((?:last\s+|this\s+|next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)"
                        r"(?:\s+(?:thanksgiving|christmas|xmas|night|morning|afternoon|evening))?|yesterday|today|tomorrow"
                        r"|last\s+(?:week|month))\s*,?\s+((?:how\s+(?:much|many)|who(?:'s)?|what(?:'s)?|which)\s[^?,.]+)\s*(\?)?\s*(?:[,.]\s*)?(.*)$", re.I)


# "Kevin Chan fiancee email me the final menu choice or not?": did they; "sella rice how many bags left?": of it
_OR_NOT = re.compile(r"^\s*(.{3,40}?)\s+(email|e-mail|send|sent|text|call|ring|pay)\s+me\s+(.+?)\s+or\s+not\s*\?", re.I)
_TOPIC_HOW = re.compile(r"^\s*(?!(?:who|what|which|how|when|where|why|do|does|did|is|are|can)\b)([a-z][\w'-]*(?:\s+[a-z0-9][\w'-]*){0,3})\s+"
                        r"(how\s+(?:much|many)\b[^?]*\b(?:left|in\s+stock|have\s+(?:we|i)|(?:we|i)\s+(?:got|have)))\s*\?(.*)$", re.I)


# Singapore English: "ryan sat lesson change to 11am can or not, mr tan say ok already" (change it; asked, and who agreed, left
# out), "thurs 7pm the accountant meeting cancel pls, she say postpone to jan" (the verb said last), "the worksheet i make last
# week" (made)
_CAN_OR_NOT = re.compile(r"\s+can\s+or\s+not\b|,\s*(?:(?:mr|mrs|ms|miss|auntie|uncle)\s+)?[a-z]+\s+(?:say|said|says)\s+(?:ok|okay|can)"
                         r"(?:\s+already)?\s*[.!]?\s*$", re.I)
_CHANGED_LAST = re.compile(r"^\s*(?!(?:can|could|pls|please|i|we|you|will|would|shall|did|do|does)\b)(?P<topic>[\w' ]{3,40}?)\s+"
                           r"(?P<verb>change|move|shift)\s+(?P<rest>to\s+.+)$", re.I)
_CANCELLED_LAST = re.compile(r"^\s*(?!(?:can|could|pls|please|i|we|you|will|would|shall|did|do|does|dont|don't|no)\b)"
                             r"(?=[\w' :]*(?:\d\s*(?:am|pm)|\d:\d\d|\bmeeting|\bappointment|\bappt|\bfitting|\blesson|\bsession|\bclass))(?P<topic>[\w' :]{3,50}?)"
                             r"\s+cancel(?:\s+(?:pls|please))?\s*(?P<rest>[,.;].*)?$", re.I)
_BARE_PAST = {"make": "made", "write": "wrote", "send": "sent", "save": "saved", "put": "put", "do": "did", "take": "took", "buy": "bought"}
_MADE = re.compile(r"(?<!\bdid\s)(?<!\bdo\s)(?<!\bwill\s)(?<!\bcan\s)(?<!\bshould\s)\b(i|we)\s+(" + "|".join(_BARE_PAST) + r")\b(?=\s+(?:last\s+\w+|yesterday|this\s+morning|earlier|just\s+now"
                   r"|the\s+other\s+day|on\s+\w+day)\b)", re.I)


# Nigerian Pidgin: "Comot Peckham Chair Hire from my vendors" (remove), "Make I no forget: …" (a note), "send Funmi email, tell am
# say …" (telling her that), "Where that invoice wey I do for Mrs Olatunji?" (where is the invoice I did), "how much be that per
# head?", "Aisha engagement na £7,500" (is), "guests don increase to 90" (have gone up)
# A verb after Pidgin's "don", as English says it done (pidgin.py adds its own)
DONE = {"increase": "gone up", "reduce": "gone down", "change": "changed", "pay": "paid", "come": "come", "finish": "finished",
        "cancel": "cancelled", "send": "sent", "collect": "collected", "arrive": "arrived", "land": "arrived"}
_PIDGIN: list[tuple[re.Pattern[str], str | object]] = [
    (re.compile(r"^(\s*)comot\b", re.I), r"\1remove"),
    # Ghanaian: "remove am from wetin she owe" (take the money off what she owes), "for where the freezer receipt dey? e be pdf, i save
    # am", "i get anything dat time?", "wan come check", "plantain don land!! … add am to the stock"
    (re.compile(r"\bremove\s+(?:am|it)\s+from\s+(?:wetin|what)\s+(she|he|dem|they|them)\s+owes?\b", re.I), r"take it off what \1 owes"),
    (re.compile(r"^(\s*)for\s+where\s+(.+?)\s+(?:dey|is)\s*\?", re.I), r"\1where is \2?"),
    (re.compile(r"\be\s+be\b", re.I), "it is"), (re.compile(r"\b(i|we)\s+save\s+am\b", re.I), r"\1 saved it"),
    (re.compile(r"\b(i|we)\s+get\s+anything\b", re.I), r"do \1 have anything"), (re.compile(r"\bwan\s+(?=come|go|see|check|buy|pay|know)", re.I), "want to "),
    (re.compile(r"\badd\s+am\b", re.I), "add them"), (re.compile(r"\bjust\s+pay\b", re.I), "just paid"),
    (re.compile(r"^(\s*)make\s+i\s+no\s+forget\b\s*[:,-]?\s*", re.I), r"\1make a note: "),
    (re.compile(r"\btell\s+(?:am|dem|una)\s+say\b", re.I), "telling them that"),
    (re.compile(r"^(\s*)where\s+(?=(?:that|the|my|dat)\s)(?![^?]*\b(?:is|are|was|were)\b|[^?]*'s\b)", re.I), r"\1where is "),
    (re.compile(r"\b(?:wey|which)\s+(i|we)\s+do\s+(?=for\b)", re.I), r"\1 did "),
    (re.compile(r"\bhow\s+much\s+be\s+(?=that|it|this)\b", re.I), "how much is "),
    (re.compile(r"\bwho\s+get\s+(?=(?:event|party|booking|wedding|order|job)s?\b)", re.I), "who has an "),  # "who get event this weekend?"
    (re.compile(r"\bna\s+(?=[£$€]\s?\d)", re.I), "is "),
    # "who i get tmrw chale" (who have I got tomorrow), "ei how many 613 we get left" (have we got), "wetin be Mercy number again"
    (re.compile(r"^(\s*)who\s+(i|we)\s+get\b", re.I), r"\1who have \2 got"),
    (re.compile(r"\bhow\s+many\s+(.{1,30}?)\s+(i|we)\s+get\s+(?=left|remain)", re.I), r"how many \1 have \2 got "),
    (re.compile(r"^(\s*)(?:wetin|what)\s+be\s+(?-i:([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?))\s+(number|phone|e-?mail|address)\b", re.I), r"\1what's \2's \3"),
    (re.compile(r"\bdon\s+(" + "|".join(DONE) + r")\b", re.I), lambda m: f"have {DONE[m.group(1).lower()]}"),
]


def _pidgin(text: str) -> str:
    """Nigerian Pidgin said in plain English (see above)."""
    for pattern, said in _PIDGIN:
        text = pattern.sub(said, text)
    return text


# and Malaysian English: "pls help email mrs kaur say her blouse ready already" (email her saying), "my price list can share with my
# sister or not" (share it with her), "royal mail got email or not" (did they e-mail me), "the red lehenga photo i do last month
# where ah" (where is it), "folder 'new photos' change name to 'diwali orders 2026' can" (rename it), "this week what i need to do"
_MALAYSIAN: list[tuple[re.Pattern[str], object]] = [
    (re.compile(r"^(\s*)(?:pls|please)\s+help\s+(?:me\s+)?(?=(?:email|send|put|add|book|find|check|set|cancel|remind|share|move|save|make|write|reply)\b)",
                re.I), r"\1"),
    (re.compile(r"\b(email|e-mail|tell|text|message|whatsapp)\s+(?!(?:on|out|to|off|up|back)\b)([^,.?]{1,40}?)(?<!\bto)\s+say\s+(?=\w)", re.I),
     r"\1 \2 saying "),
    (re.compile(r"^\s*(?P<what>(?:my|the|our)\s+[^,?]{2,40}?)\s+can\s+share\s+with\s+(?P<who>[^,?]{2,40}?)\s+or\s+not\b", re.I),
     lambda m: f"share {m.group('what')} with {m.group('who')}"),
    (re.compile(r"^\s*(?P<who>[^,?]{3,30}?)\s+got\s+(?:send\s+)?(?:any\s+)?e-?mail\s+or\s+not\b", re.I),
     lambda m: f"did {m.group('who')} send me an email"),
    (re.compile(r"^\s*(?!(?:who|what|which|how|when|where|why)\b)(?P<topic>(?:the|my|that)\s[^?,]{3,60}?)\s+where\s*(?:ah|leh|lah)?\s*(?:[?,]|$)", re.I),
     lambda m: f"where is {m.group('topic')}?"),
    (re.compile(r"^\s*(?P<what>.{3,60}?)\s+change\s+(?:the\s+)?name\s+to\s+(?P<new>.+?)(?:\s+can)?\s*[?.!]?\s*$", re.I),
     lambda m: f"rename {m.group('what')} to {m.group('new')}"),
    (re.compile(r"^\s*(?P<when>this\s+week|today|tomorrow|tmr)\s+what\s+(?:do\s+)?i\s+(?:need|have)\s+to\s+do\b", re.I),
     "what is on my to-do list"),
]


def _singapore(text: str) -> str:
    """Singapore and Malaysian English said in the usual order (see above)."""
    text = _MADE.sub(lambda m: f"{m.group(1)} {_BARE_PAST[m.group(2).lower()]}", _CAN_OR_NOT.sub("", text))
    for pattern, said in _MALAYSIAN:
        text = pattern.sub(said, text)
    text = re.sub(r"\bhp\s+(?=(?:number|no\.?|num)\b)", "phone ", text, flags=re.I)  # "aarav mummy hp number": handphone
    if m := _CHANGED_LAST.match(text):
        return f"{m.group('verb')} {m.group('topic')} {m.group('rest')}"
    if m := _CANCELLED_LAST.match(text):
        return f"cancel {m.group('topic')}{m.group('rest') or ''}"
    return text


def asked_first(text: str) -> str:
    """``text`` without its closing particles, a topic-first question asked question word first."""
    text = _pidgin(_singapore(text))
    if m := _OR_NOT.match(text):
        text = f"did {m.group(1)} {m.group(2)} me {m.group(3)}?{text[m.end():]}"
    if m := _TOPIC_HOW.match(text):
        text = f"{m.group(2)} of {m.group(1)}?{m.group(3)}"
    text = _CAN.sub("", _PARTICLE.sub("", _LOWER_PARTICLE.sub("", _CLOSING.sub("", text))))
    if m := _DAY_FIRST.match(text):
        day = re.sub(r"\b[a-z]+\b", lambda w: dates.DAY_SHORTHAND.get(w.group(0).lower(), w.group(0)).lower(), m.group(1), count=1)
        return f"{m.group(2)} {day}{m.group(3) or ''}" + (f"{' ' if m.group(3) else ', '}{m.group(4)}" if m.group(4) else "")
    if m := _GOT_WHAT_DAY.match(text):
        return f"what's on {m.group(1)}?{text[m.end():]}"
    if m := _GOT_WHAT.match(text):
        return f"{m.group(2)} {m.group(3)} {m.group(1)}"
    if (m := _HOW_MUCH_LAST.match(text)) and not re.match(r"\s*(?:who|what|how|which|when|where)\b", text, re.I):
        return f"{m.group(2)} {m.group(1)}"
    return text
