"""Wording patterns of a request that both the catalog search (core/catalog) and the planner (core/planner)
read: a quoted name, and a reason said after what to do."""

from __future__ import annotations

import re

# A name in quotes ("my 'Lit review' doc", “Rota”): straight or curly, single or double, on one line.
QUOTED_NAME = re.compile(r"(?<![\w'])'([^'\n]{1,80})'(?!\w)|\"([^\"\n]{1,80})\"|‘([^’\n]{1,80})’|“([^”\n]{1,80})”")

# A reason said after the request ("…, he's stuck at work", "…? need to know if im on the early shift"): why, not
# what to do. "…? it's in the Cake Rota sheet" says where, and stays.
_REASON = re.compile(r"(?:[,;?.!]|\s[-–])\s*(?:(?:i\s+)?(?:need|want)\s+to\s+(?:know|check|see|confirm|find\s+out|(?:tell|ring|call|ask)\s+(?:him|her|them))\b|just\s+(?:checking|wondering)|so\s+(?:that\s+)?(?:i|we|my|our)\b"
                     r"|cos|coz|because|since|as\s+(?:i|we|he|she|they)\b|(?:he|she|they|we|i)(?:'s|’s|'re|'m|\s+is|\s+are|\s+was|\s+has)"
                     r"|(?:hes|shes|theyre|im)\b|(?:he|she|they)\s+(?:needs?|wants?|should|must|will|would)\b)\b.*$"
                     r"|(?:[,;]|\s[-–])\s*(?:i|we|he|she|they)\s+(?:just|already|only|had|needed|used|got|gave|can't"
                     r"|cannot|won't|rewrote|weighed|found|forgot|moved|left|typed|mistyped|entered|spelt|spelled|misspelt|misspelled)\b.*$"
                     r"|\s+so\s+(?:that\s+)?(?:my|our)\s+\w+.*$"
                     r"|[,;]\s*(?:i|we)\s+(?:gotta|got\s+to|have\s+to)\s+\w+.*$"  # "what do i got tmrw, i gotta hit the acme too"
                     r"|[?.!,;]\s*(?:i\s+)?(?:cant|can'?t|cannot)\s+find\s+(?:it|them|that)\b.*$"  # "…? cant find it anywhere"
                     r"|[?.!;]\s*(?:i\s+)?think\s+(?:i|we|he|she|they|it|its|it's)\b.*$"  # "…? think i shared it with a magazine once"
                     r"|[,;]\s*(?:[\w'’]+\s+){0,3}(?:texted|messaged|rang|phoned|emailed)(?:\s+(?:me|us))?\s*[.!]?\s*$"
                     # "cancel dentist thursday, too busy in shop", "cancel dentist thurs. on nights, be asleep"
                     r"|[,;.]\s*(?:i'?m\s+|im\s+|i\s+am\s+)?(?:too\s+(?:busy|tired|ill|sick|poorly)|not\s+up\s+to\s+it|on\s+(?:nights|lates|earlies|a\s+late|an\s+early))\b.*$"
                     r"|[,;]\s*(?:the\s+)?(?:owners?|clients?|customers?|family|parents?|kids?|mum|dad)\s+(?:are\s+|is\s+|'re\s+)?"
                     r"(?:off\s+work|off\s+sick|on\s+holiday|away|poorly|ill)\b.*$", re.I | re.S)  # "…, owners off work that day"  # "…, we just used the last box"


# A database named in words ("members db", "the clients database"): the word before "database"/"db", never an article,
# a possessive or a word like "local"/"sqlite" that says what kind of database it is. Group 1 is the name.
NOT_A_DB_NAME = r"(?!(?:the|my|our|a|an|this|that|which|what|sqlite|local|google|new|same|whole|your|his|her|their|in|from|to|of)\b)"
DB_IN_WORDS = re.compile(r"\b" + NOT_A_DB_NAME + r"([a-z][\w-]*)\s+(?:database|db)\b", re.I)


def quoted_names(text: str) -> list[str]:
    """The quoted names in ``text``, in order."""
    return [next(g for g in m.groups() if g is not None) for m in QUOTED_NAME.finditer(text)]


# A request asked after the context ("Mrs Okafor rang, she can't make her 10:30 on Friday. Can you push it to 3pm?").
_LATER_ASK = re.compile(r"[.?!]\s+(?=(?:can|could|would|will)\s+you\b|please\b|pls\b|(?:pop|put|stick|add)\s+(?:her|him|them|it)\s+(?:in|into|on)\b)|,\s+so\s+(?=(?:please\s+)?(?:cancel|move|delete"
                        r"|remove|add|put|book|change|send|email|remind|mark|take|reschedule|push|update|clear)\b)"
                        r"|,\s+(?=(?:delete|remove|take|mark|cancel|bin)\s+(?:it|them|her|him)\s+(?:off|out|from|as|paid)\b)"
                        r"|,\s+(?=(?:shift|move|push|reschedule)\s+(?:it|them|her|him|that)\s+(?:to|till|until|back|forward)\b)"  # "haylage from
                        # Tozer's friday – he can't do it now, shift en to monday mornin 8 o'clock"
                        r"|[.!;]\s+(?=(?:delete|remove|cancel|bin|scrap|take)\s+(?:it|them|her|him|that)\b)"
                        r"|[.!;]\s+(?=(?:put|set|turn)\s+(?:on\s+)?(?:an?\s+|the\s+|my\s+)?(?:out[- ]of[- ]office|auto[- ]?reply|away\s+message)\b)",  # "… I'm
                        # frit to death. put an out of office on, back monday"
                        re.I)  # ", so cancel her …", "… past saving, shes cancelled, delete it off orders.db", "…, they want to leave it. delete it"


_ONLY_WHO_RANG = re.compile(r"\s*(?:[A-Za-z][\w'-]*\s+){1,3}(?:rang|called|phoned|texted|messaged|e-?mailed|was\s+in|came\s+in)\s*", re.I)

_WHERE_IT_IS = re.compile(r"\b(?:google\s+drive|(?:the|my|in|on)\s+drive|folder|desktop|downloads|laptop|computer|inbox)\b", re.I)
# Someone to be let see a thing: "… Her email is jenny@… if you could let her see it" (drive_wording, the planner's caller)
LET_THEM_SEE = re.compile(r"\blet\s+(?:him|her|them)\s+(?:see|view|read|look\s+at|have\s+a\s+look\s+at)\s+(?:it|them)\b", re.I)
_NUMBER_OR_ADDRESS = re.compile(r"@|\d{4,5}\s?\d{5,6}\b")
_CANT_FIND = re.compile(r"[?.!\s]*(?:i\s+)?(?:can'?t|cannot|can\s+not)\s+find\s+(?:it|them)\b", re.I)


def without_reason(text: str) -> str:
    """``text`` without a reason said after the request (a request asked after that reason stays); unchanged
    when that would leave nothing."""
    m = _REASON.search(text)
    if m and _WHERE_IT_IS.search(m.group(0)) and not _WHERE_IT_IS.search(text[:m.start()]):
        return text  # "where is drawings from architect for Kowalski dormer? I think I put in drive": where to look stays
    if m and _CANT_FIND.match(m.group(0)) and re.match(r"\s*where\b", text, re.I):
        return text  # "Where's that blank tenancy agreement? I can't find it": it is looked for
    if not m or _ONLY_WHO_RANG.fullmatch(text[:m.start()]):  # "Dave Cotton rang, he wants to move friday's meeting to 3pm": what
        return text  # he wants is the request
    if _NUMBER_OR_ADDRESS.search(m.group(0)) and not _NUMBER_OR_ADDRESS.search(text[:m.start()]):
        return text  # "Please save new number. Pemba Sherpa, he is new guard same site with me, 07853 226419": the number stays
    later = _LATER_ASK.search(m.group(0))
    asked = m.group(0)[later.end():] if later else ""
    return ", ".join(p for p in (text[:m.start()].strip(), without_reason(asked) if asked else "") if p) or text


EMAIL_ERRAND = re.compile(r"^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:e-?mail|message|write\s+to)\s+(?:[\w'-]+\s+){0,3}?\S+@\S+\s+(?:and|to)\s+"
                          r"(order|book|reserve|ask\s+for|request|cancel|confirm)\s+(.+?)(?=,\s*(?:and\s+)?(?:say|tell\s+them)\b|[.!?]?\s*$)",
                          re.I | re.S)  # "email orders@… and order 2 x oil filters for …, say i need them by tues": the e-mail's errand


# Who is asked of a day's rows: "whos", "who are", "who do i got", "who have we got" (known_databases, sql_requests)
WHO_ASKED = r"who(?:'?s|\s+is|\s+are|\s+(?:do|have)\s+(?:i|we)\s+(?:got|have)|\s+(?:i|we)\s+got)"
# A database file said before the request: "papers.db, …", "in jobs.db - …"
DB_SAID_FIRST = r"(?:in\s+|on\s+)?[\w-]+\.(?:db|sqlite3?)\s*[-–:,]?\s+"
# A statement that someone has paid, with no question and no new row: "margaret hale has sent her deposit over", "papers.db,
# harry jackson paid his £28.40 this morning"
PAID_NOW = re.compile(r"\s*(?:" + DB_SAID_FIRST + r")?(?!.*\b(?:new|add|log|book|not\s+(?:paid|yet)|hasn'?t|haven'?t|hasnt|havent|yet)\b)(?!(?:who|whos|which|what|how|has|have|did|does|is|are|mark|put|set|change|update|make|tick|please|pls|can|could)\b)(?:(?:mrs?|ms|miss|dr)\.?\s+)?[a-z][\w'&.-]*(?:\s+(?:&|[a-z][\w'&.-]*)){0,4}?(?:\s+(?:at|in)\s+[a-z][\w'-]+)?"
                      r"(?:\s+came\s+(?:in\s+|by\s+|round\s+)?(?:just\s+now|today|this\s+morning|earlier)?\s*,)?\s+"  # "Agha Pemberton came just now, paid …"
                      r"(?:has\s+|have\s+|just\s+|finally\s+|been\s+)*(?:paid|settled\s+up|sent\s+(?:her|his|their|the)\s+(?:[£$€]\s?\d[\d.,]*\s+)?"
                      r"(?:deposit|balance|payment|money))\b(?![^?]*\?)"
                      # or the user paid someone for what they brought: "paid ah kow for the 3 bag rice last tues"
                      r"|\s*(?:(?:i|we|just|finally)\s+)*paid\s+(?!(?:for|the|a|an|my|our|by|in|on|off|up|it|back|out|cash|what)\b)"
                      r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?\s+for\s+(?:the|his|her|their|that|those|them|\d)\b(?![^?]*\?)"
                      # or money handed over: "Pierre Lavoie gave me a chèque for 450 hier, faque he's all paid up", "Mai Tadiwa has
                      # brought the $100 cash this morning"
                      r"|\s*(?!(?:who|whos|which|what|how|did|does|is|are|please|pls|can|could)\b)[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*){0,3}?\s+(?:has\s+|just\s+)*"
                      r"(?:gave\s+(?:me|us)|given\s+(?:me|us)|brought(?:\s+in)?|dropped\s+(?:off|in))\s+(?:a|an|the|his|her|their)?\s*(?:[£$€]?\d[\d.,]*\s*)?"
                      r"(?:ch[eè]que|check|cash|payment|money|deposit|balance|fees?)\b(?![^?]*\?)"
                      r"|.*\b(?:he'?s|she'?s|they'?re|is|are)\s+(?:all\s+)?paid\s+up\b(?![^?]*\?)", re.I)
