"""English as people type it who learned it after Japanese, Chinese, Romanian or Polish, African American English, and
the arrows and hashtags of quick notes, read as
the planner reads English: "Tanaka-sama … 5 person, not 4" (Tanaka, 5 people), "Please add yoyaku: …" (a booking), "milk
powder already arrive" (has arrived), "give me number of Gheorghe electrician" (what's his number), "Murphy kitchen is
finish today, put finish" (mark it finished), "ion remember who got the greens" (I don't remember), "Reggie been paid" (has been paid)."""

from __future__ import annotations

import re

_PAST = {"arrive": "arrived", "come": "come", "finish": "finished", "pay": "paid", "send": "sent", "deliver": "delivered",
         "cancel": "cancelled", "complete": "completed"}

_FORMS = [
    # Japanese: a name's honorific, the booking and the memo said in its own words
    (re.compile(r"\b([A-Z][a-z]+)-(?:sama|san|chan|kun|sensei)\b"), r"\1"),
    (re.compile(r"\byoyaku\b", re.I), "booking"), (re.compile(r"\breserve\b(?=\s+(?:is|was|for|on|at)\b)", re.I), "booking"),
    (re.compile(r"\b(?:wrote|write|made)\s+(?:a\s+)?memo\b", re.I), "wrote a note"),
    (re.compile(r"\b(\d+)\s+person\b", re.I), r"\1 people"),
    # a verb said without its ending: "reserve is cancel", "kitchen is finish today", "is come this morning", "already arrive"
    (re.compile(r"\b(is|are|was|be)\s+(cancel|finish|complete|deliver)\b", re.I), lambda m: f"{m.group(1)} {_PAST[m.group(2).lower()]}"),
    (re.compile(r"\b(?:is|are)\s+come\b", re.I), "has come"),
    (re.compile(r"\balready\s+(arrive|come|finish|pay|send|deliver)\b", re.I), lambda m: f"has {_PAST[m.group(1).lower()]}"),
    (re.compile(r"((?:^|[.,;!]\s*))put\s+(finish|finished|delivered|complete|done)\s*([.!]?\s*)$", re.I),
     lambda m: f"{m.group(1)}mark it {_PAST.get(m.group(2).lower(), m.group(2))}{m.group(3)}"),
    # forms of address and words of Persian, Arabic and Ukrainian speakers: "agha Rezaei", "Mrs. Tehrani khanoom", "ya basha",
    # "pani Doyle", "zapysaty: …" (write down), "dyakuyu"
    (re.compile(r"\bagha\s+(?=(?-i:[A-Z]))", re.I), "Mr "), (re.compile(r"\s+(?:khanoom|khanum|joon)\b(?=[\s,.!?]|$)", re.I), ""),
    (re.compile(r"\bpani\s+(?=(?-i:[A-Z]))", re.I), "Mrs "), (re.compile(r"\bpan\s+(?=[A-Z])"), "Mr "),
    (re.compile(r",?\s*\bya\s+(?:basha|habibi|habibti|rayes|m3allem|sheikh)\b\s*,?", re.I), " "),
    (re.compile(r"^(\s*)zapysaty\s*:", re.I), r"\1make a note:"), (re.compile(r"[,.]?\s*\b(?:dyakuyu|dyakuju|spasibo)\b", re.I), ""),
    # Polish: "zapisz - Patel want …" (write down), "mark paid prosze" (please), "dzieki" (thanks)
    (re.compile(r"^(\s*)zapisz\s*[:-]", re.I), r"\1make a note:"), (re.compile(r"[,.]?\s*\b(?:prosz[eę]|dzi[eę]ki|dzi[eę]kuj[eę])\b", re.I), ""),
    (re.compile(r"\bbud\s+laska\b", re.I), "please"), (re.compile(r"\bzavtra\b", re.I), "tomorrow"),
    # a cheque said "check" with its number: "Gonzalez pay today, check 9650. mark paid" (no check of anything)
    (re.compile(r"\bcheck\s+(?=(?:no\.?\s*)?\d{3,}\b)", re.I),
     lambda m: "cheque " if re.search(r"\b(?:pay|paid|pays)\b", m.string, re.I) else m.group(0)),
    # an arrow for "to" and hashtags of a to-do list: "push phone bank tues 6pm -> wed same time", "whats still open on my #todo"
    (re.compile(r"\s*(?:->|→|=>)\s*"), " to "), (re.compile(r"#\s*to-?do(?:s|\s+list)?\b", re.I), "to-do list"),
    (re.compile(r"(?<![\w&])#(?=[a-z]{3,}\b)", re.I), ""), (re.compile(r"^(\s*)fyi\s*[,:-]?\s+", re.I), r"\1"),
    # Kongish (Hong Kong English): particles that end a clause say nothing to do ("find for me la", "… inspection mh?", "rota sat
    # night who working ah"); "mh goi" is please, "sin" first, "gam" so
    (re.compile(r"\bmh\s+goi\b", re.I), "please"), (re.compile(r"\bgam\s+(?=expensive|busy|late|many|much|cheap)", re.I), "so "),
    (re.compile(r"\s+(?:la|lah|lor|ah|mh|wor|sin|ga)(?=\s*[,.?!]|\s*$)", re.I), ""),
    (re.compile(r"^(\s*)(?!(?:did|has|have|can|pls|please)\b)((?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+send\s+(me|us)\s+(?:an?\s+)?e-?mail\s+about\b(?=[^?]*\?)",
                re.I), r"\1did \2 send \3 an email about"),  # "council send me email about food hygiene inspection mh?": a question
    # asking: "give me check where is it", "give me number of X", "milk powder guy …, what his phone number"
    (re.compile(r"\bgive\s+me\s+check\b", re.I), "check"),
    (re.compile(r"^(\s*)give\s+me\s+(?:the\s+)?(?:phone\s+number|phone|number)\s+(?:of|for)\s+([^,.?!]+?)(?:\s+(?:please|pls))?(?=\s*[,.?!]|\s*$)", re.I), r"\1what's \2's number"),
    # "Rustam phone number from my suppliers please": his number, from there
    (re.compile(r"^(\s*)([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:phone\s+|mobile\s+)?number\s+(from\s+my\s+[^,.?!]+?)(?:\s+please|\s+pls)?(?=\s*[,.?!]|$)"),
     r"\1what's \2's number \3"),
    (re.compile(r"\bwhat\s+(his|her|their)\s+((?:phone\s+|mobile\s+)?number)\b", re.I), r"what's \1 \2"),
    (re.compile(r"^(\s*)(?i:give\s+me)\s+((?:(?i:mr|mrs|ms|dr)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)(?:['’]s)?\s+(?=(?i:phone\s+)?(?i:number|mobile)\b)"),
     r"\1what's \2's "),  # "give me agha Rezaei number, I want give him call"
    (re.compile(r"^(\s*(?i:what'?s|whats|what\s+is)\s+(?i:my\s+)?(?:(?i:auntie|aunty|uncle|cousin|nan|granny|brother|sister)\s+)?[A-Z][a-z]+"
                r"(?:\s+[A-Z][a-z]+)?)\s+(?=(?i:number|phone\s+number|mobile|e-?mail)\b)"), r"\1's "),  # "whats my auntie Loretta number"
    # African American English: "ion remember" (I don't), "finna" (going to)
    (re.compile(r"\bion\s+(?=(?:know|remember|have|got|think|want|need|see|care|like|get)\b)", re.I), "I don't "),
    (re.compile(r"\bfinna\b", re.I), "going to"),
    (re.compile(r"\b(?!(?:has|have|had|having|ve|s|not|never)\b)([A-Za-z]+)\s+been\s+(?=(?:paid|sent|done|told|booked|cancell?ed)\b)"),
     r"\1 has been "),  # "Reggie been paid, he got his check friday"
]


def plain(text: str) -> str:
    """``text`` with those forms written as the English the planner reads."""
    for pattern, said in _FORMS:
        text = pattern.sub(said, text)
    return text
