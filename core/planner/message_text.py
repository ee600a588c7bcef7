"""The text a request dictates for a message, a comment or an auto-reply: a quote, what follows "saying" / "tell
her" / ":" / " - ", or a question put to the person ("ask him when the plot rent is due")."""

from __future__ import annotations

import re

from core.phrasing import EMAIL_ERRAND
from core.planner import extract, shorthand

_SAYING = re.compile(r"(?:\b(?:saying|that says|to say|(?:tell(?:ing)?(?:\s+(?:him|her|them))?|let(?:ting)?\s+(?:him|her|them)\s+know)(?:\s+that)?"
                     r"|that(?!\s+effect\b))|(?:,|\band|\s[-–]|\be-?mail)\s+say)\s+(.+)", re.I | re.S)  # (not "a reply to that effect";
# "put message on email say no catering order that time")
_REMINDING = re.compile(r"\b(?:reminding|(?<=\bto\s)remind)\s+(?:everyone|everybody|them|him|her|people|all(?:\s+of\s+them)?|the\s+\w+)\s+"
                        r"(?:that\s+|of\s+|about\s+)?"
                        r"(.+)", re.I | re.S)
_CONFIRMING = re.compile(r"\bconfirming\s+(?:that\s+)?(.+)", re.I | re.S)
_COLON = re.compile(r"(?::|\s[-–](?!(?<=\d(?:st|nd|rd|th)\s[-–])\s*\d{1,2}(?:st|nd|rd|th)\b))\s+(.+)", re.S)  # "…: text", "reply to … - yes I can do Thursday"
# (not the dash of days "28th - 2nd")
_NOT_SENT = re.compile(r"[\s,;-]*\b(?:do\s*n[o'’]?t|never)\s+send\b[^.!?]*(?:[.!?]|$)"
                       r"|[\s,.;-]*\bI\s+(?:want|need|'d\s+like|would\s+like)\s+to\s+(?:check|read|see|look\s+(?:at|over))\s+it\b"
                       r"[^.!?]*(?:[.!?]|$)|[\s,.;-]*\b(?:leave|keep|save)\s+(?:it\s+)?(?:in|as)\s+(?:my\s+)?drafts?\b[^.!?]*(?:[.!?]|$)"
                       r"|[\s,.;-]*\b(?:just\s+)?draft\s+it\b[^.!?]*(?:[.!?]|$)|[\s,.;-]*\b(?:i'?ll|ill|i\s+will)\s+check\s+(?:it\s+)?(?:later|first)\b[^.!?]*(?:[.!?]|$)",
                       re.I)  # "- dont send it yet", ". leave in drafts", "I want to check it before it goes out" are no text, to
# their sentence's end: the text may follow ("… DON'T send it, just save it. Subject 'Your mum' and say: …")


def errand(query: str) -> tuple[str, str] | None:
    """What an e-mail is sent to do, when the request says so instead of dictating the text: ("order", "2 x oil
    filters for a 2017 golf"); None otherwise."""
    m = EMAIL_ERRAND.match(query)
    if not m:
        return None
    verb, what = " ".join(m.group(1).lower().split()), shorthand.as_typed(" ".join(m.group(2).split()))
    whose = re.search(r"\b(her|him|his|he|she)\b", what, re.I) if verb == "confirm" else None  # "confirm he's on for fri 18th"
    who = {"his": "him", "he": "him", "she": "her"}.get(whose.group(1).lower(), whose.group(1).lower()) if whose else ""
    return verb, addressed(what, who) if whose else what


def _errand_text(query: str, verb: str, what: str) -> str:
    """"I'd like to order 2 x oil filters …"; "Just to confirm: your practical test is …" (to the person it is about)."""
    said = _SAYING.search(query[EMAIL_ERRAND.match(query).end():])
    first = f"Just to confirm: {what}." if verb == "confirm" else f"I'd like to {verb} {what}."
    then = re.sub(r"\bi\b", "I", shorthand.as_typed(said.group(1).strip(" ,;")).rstrip(".")) if said else ""
    return first + (f" {then[:1].upper()}{then[1:]}." if then else "")


_SIGN_OFF = re.compile(r"[.!,;]?\s*\b(?:sign\s+(?:it\s+off|off|it)\s+(?:as\s+|from\s+|with\s+)?|signed\s+)((?-i:[A-Z])[^.!?\n]{0,60})"
                       r"(?:[.!]?\s*(?:thanks|thank\s+you|cheers|ta)\b)?[.!]?\s*$", re.I)


def message_text(query: str) -> str:
    """The text a request dictates for a message: a quote, or what follows "saying"/"that"/":"; an errand
    ("email x@… and order …") is said as the sender's own sentence before it; "Sign it off Rosie at Petal & Stem"
    is its signature, not its text."""
    query = _HOW_TO_WRITE.sub("", query)
    signed = _SIGN_OFF.search(query)
    text = tidied(_text(query[:signed.start()] if signed else query))
    return f"{text}\n\n{signed.group(1).strip()}" if signed and text else text


def unquoted(text: str) -> str:
    """``text`` without the quotes around all of it ("\"Hi Kerry, see you then\"" → Hi Kerry, see you then)."""
    whole = re.fullmatch(r"\s*([\"“])([^\"“”]+)[\"”]\s*[.!]?\s*", text) or re.fullmatch(r"\s*(['‘])(.+)['’]\s*[.!]?\s*", text, re.S)
    return whole.group(2).strip() if whole and not (whole.group(1) in "'‘" and re.search(r"\w['’]\s", whole.group(2))) else text


def body_as_said(said: str) -> str:
    """Text the request dictates after its subject ("subject X - <text>"), as typed, without "dont send it yet"."""
    text = shorthand.as_typed(" ".join(_NOT_SENT.sub("", _NOT_SENT_ASIDE.sub(" ", said)).split())).strip(" ,;")
    text = unquoted(text)  # 'and say "Hi Kerry, … Jess x"': the words, not their quotes
    text = tidied(text)
    return text[:1].upper() + text[1:]


_ASKS_THEM = re.compile(rf"^\s*(?:pls\s+|please\s+)?e-?mail\s+(?:{extract.EMAIL.pattern})\s*,?\s+((?:can|could|would|will|is|are|do|does|have|has)"
                        r"\s+(?:we|i|you|they|the|it|there)\b.+)$", re.I | re.S)


_AFTER_ADDRESS = re.compile(rf"^\s*(?:pls\s+|please\s+)?(?:draft|write)\s+(?:one|an?\s+e-?mail|a\s+message)\s+to\s+(?:[a-z][\w&'-]*\s+){{0,4}}"
                            rf"(?:{extract.EMAIL.pattern})\s*,\s+(.+)$", re.I | re.S)  # "draft one to pennine trade sales@…, 2nd time …"


def _text(query: str) -> str:
    asked = errand(query)
    if asked:
        return _errand_text(query, *asked)
    names = extract.named_things(query)  # "a comment on the 'Summer Fete Plan' doc: '…'": the doc is no text
    quoted = [q for run in extract.quoted_runs(query) for q in run if q not in names
              and not re.search(r"\bsubject(?:\s+line)?\s*:?\s*['\"‘“]?$", query[:query.find(q)], re.I)]  # "subject 'June News': …"
    if quoted:
        return shorthand.as_typed(quoted[0])
    rest = _NOT_SENT.sub("", _NOT_SENT_ASIDE.sub(" ", query))  # "draft (dont send yet) a seed order to … - 2 pkts …"
    masked = extract.EMAIL.sub(lambda a: " " * len(a.group()), rest)  # the recipients say no text; an address in the text stays
    confirming = _CONFIRMING.search(masked)  # "… confirming harbour view 18-21 dec, 3 nights £495": a confirmation of that
    if confirming and not _SAYING.search(masked):
        said = shorthand.as_typed(" ".join(rest[confirming.start(1):confirming.end(1)].split()).rstrip(" ,;:."))
        return f"Just to confirm: {said}." if said else ""
    reminding = _REMINDING.search(masked)  # "… reminding everyone rent's due 1 jan, …": a reminder of that
    if reminding:
        said = shorthand.as_typed(" ".join(rest[reminding.start(1):reminding.end(1)].split()).rstrip(" ,;:."))
        return f"Just a reminder: {said}." if said else ""
    thank = _THANK_YOU_FOR.search(masked)
    if thank:  # "draft a thank you to dr anita roy … for her talk on …, say a £100 donation … will follow": thanks, then the rest
        what = shorthand.as_typed(" ".join(rest[thank.start(1):thank.end(1)].split()))
        said = _SAYING.search(masked[thank.end(1):])
        then = shorthand.as_typed(" ".join(said.group(1).split()).rstrip(" ,;:.")) if said else ""
        text = f"Thank you for {what}." + (f" {then[:1].upper()}{then[1:]}." if then else "")
        who = re.search(r"\b(her|him|his)\b", text, re.I)
        return addressed(text, "her" if who.group(1).lower() == "her" else "him") if who else text
    chasing = _CHASING.search(masked) if not _SAYING.search(masked) else None
    if chasing:  # "… chasing inv 0147 for £1,180 - was due 13th nov": what is chased, in the sender's words
        what = shorthand.as_typed(" ".join(rest[chasing.start(1):chasing.end(1)].split()).rstrip(" ,;:."))
        return f"Just chasing {what}."
    direct = _ASKS_THEM.match(rest) or _AFTER_ADDRESS.match(rest)
    if direct:  # "email bookings@… can we have the concert room sat 9th jan …": what follows, as asked
        said = shorthand.as_typed(" ".join(direct.group(1).split()).rstrip(" ,;:"))
        return said[:1].upper() + said[1:]
    m = _SAYING.search(masked) or _COLON.search(masked)  # "… saying X" before "…: X"
    if m:
        said = re.sub(rf"\s*[:;.]\s*(?:{extract.EMAIL.pattern})[\s.]*$", "", rest[m.start(1):m.end(1)])  # "…: landlord@x.com", the answer
        text = shorthand.as_typed(" ".join(said.split()).rstrip(" ,;:"))
        text = re.sub(r",?\s+and\s+to\s+(ring|call|contact|e-?mail|phone|text|speak\s+to|get\s+in\s+touch\s+with)\b", r". Please \1",
                      text, flags=re.I)  # "saying Im at the show and to ring Huw on …": the second thing said, as said to them
        told = _TOLD.search(rest[:m.start(1)]) if m.re is _SAYING else None
        if told:
            return addressed(text, told.group(1).lower())
        about = re.match(r"(his|her)\s+(?!own\b)", text, re.I) if m.re is _COLON else None
        if about:  # "email dan@… - his Specialized Rockhopper is ready": to him, "your …"
            return addressed(text, "him" if about.group(1).lower() == "his" else "her")
        titled = re.search(r"\b(?:(Mrs|Ms|Miss)|(Mr))\.?\s+[A-Z]", rest[:m.start(1)]) if m.re is _SAYING else None
        return addressed(text, "her" if titled.group(1) else "him") if titled else text  # "to Mrs Patel - say sorry for her loss"
    asked = asked_question(extract.EMAIL.sub(" ", rest))
    thanks = _THANKING.search(rest) if not asked else None
    if thanks:  # "thanking asda for the 40 xmas hampers, dont send it yet" → "Thank you for the 40 xmas hampers."
        return f"Thank you for {shorthand.as_typed(' '.join(thanks.group(1).split()))}."
    topic = _RE_WITH_DETAILS.search(masked) if not asked else None
    if topic:  # "re the invoice for nov, 6 lessons at £35 = £210": the topic, then what is said about it
        what, details = (shorthand.as_typed(" ".join(rest[topic.start(g):topic.end(g)].split()).strip(" ,;:.")) for g in (1, 2))
        return f"{what[:1].upper()}{what[1:]}: {details}."
    return asked


_THANK_YOU_FOR = re.compile(r"\b(?:a\s+)?thank[- ]?you\s+(?:note\s+|e-?mail\s+|message\s+|letter\s+)?to\s+.+?\s+for\s+(.+?)(?=\s*,\s*(?:and\s+)?say\b|\s*[.!]\s|\s*$)",
                            re.I | re.S)
_CHASING = re.compile(r"\bchasing\s+(?:up\s+)?(.+?)(?:[.!]\s*(?:(?:polite|friendly|firm|nice)\b[^.!]*[.!]?\s*)?)?\s*$", re.I | re.S)
_THANKING = re.compile(r"\b(?:thanking|to\s+thank|and\s+thank|thank)\s+(?:them|him|her|you|[\w&'.-]+(?:\s+[\w&'.-]+)?)\s+(?:so\s+much\s+)?for\s+"
                       r"(.+?)\s*(?:[,.;!]\s*(?:(?:and\s+)?(?:pls\s+|please\s+)?(?:do\s*n'?o?t|dont|don't)\s+send|leave\s+it|keep\s+it|just\s+save)\b.*)?[.!]?$",
                       re.I | re.S)
_RE_WITH_DETAILS = re.compile(r"\s(?:re|regarding)\s+([^,:;]{3,60}?),\s*(\S.*\S)", re.I | re.S)
_APOSTROPHE = {"im": "I'm", "ive": "I've", "i": "I", "cant": "can't", "dont": "don't", "wont": "won't", "didnt": "didn't",
               "doesnt": "doesn't", "isnt": "isn't", "wasnt": "wasn't", "arent": "aren't", "havent": "haven't", "hasnt": "hasn't",
               "couldnt": "couldn't", "shouldnt": "shouldn't", "wouldnt": "wouldn't", "thats": "that's", "theres": "there's"}
_MISSING_APOSTROPHE = re.compile(r"\b(" + "|".join(_APOSTROPHE) + r")\b|\b(ill)(?=\s+(?:need|be|have|send|do|get|come|call|ring|let|bring|pay"
                                 r"|check|see|drop|pop|try|make|sort|book|pick|email|text|leave|put|give|take|confirm)\b)", re.I)


def tidied(text: str) -> str:
    """A message as the user would have written it with care: "Ill need", "im", "cant" → "I'll need", "I'm", "can't"."""
    def mended(m: re.Match) -> str:
        said = _APOSTROPHE[m.group(1).lower()] if m.group(1) else "I'll"
        return said[:1].upper() + said[1:] if m.group(0)[:1].isupper() else said

    return _MISSING_APOSTROPHE.sub(mended, text)


_HOW_TO_WRITE = re.compile(r"[.,;]?\s*\b(?:keep\s+it|make\s+it)\s+(?:short|brief|quick|friendly|polite|formal)(?:\s+and\s+\w+)?"
                           r"(?:\s+please|\s+pls)?[.!]?\s*$", re.I)  # "… - takings £1,842 … keep it short": how, not what
_NOT_SENT_ASIDE = re.compile(r"\(\s*(?:do\s*n[o'’]?t|never)\s+send\b[^)]*\)", re.I)
_TOLD = re.compile(r"\b(?:tell(?:ing)?|let(?:ting)?)\s+(him|her)\b", re.I)
_SUBJECT = {"him": "he", "her": "she"}
_ES = re.compile(r"(?:sh|ch|ss|x|o)es$")
_YOU_FORM = {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't", "isn't": "aren't",
             "wasn't": "weren't", "hasn't": "haven't"}


def addressed(text: str, who: str) -> str:
    """The message to the person it tells ("tell her she's on the sat shift" → "you're on the sat shift"): their
    pronouns become "you"/"your". ``who`` is "him" or "her"."""

    def subject(m: re.Match) -> str:
        if m.group(1):  # "she's", "he'll"
            said = "you" + {"'s": "'re", "’s": "’re"}.get(m.group(1).lower(), m.group(1))
        elif m.group(3) is None:
            said = "you"
        else:
            low = m.group(3).lower()
            plain = _YOU_FORM.get(low)
            if plain is None and low.endswith("s") and len(low) > 3 and not low.endswith(("ss", "us", "is")):
                plain = low[:-2] if _ES.search(low) else low[:-1]  # "she needs" → "you need", "he goes" → "you go"
            said = f"you{m.group(2) or ''} {plain or m.group(3)}"  # "she still wants" → "you still want"
        return said.capitalize() if m.group(0)[0].isupper() else said

    text = re.sub(rf"\b{_SUBJECT[who]}\b(?:('s|’s|'ll|'d)|(\s+(?:still|also|just|really|already|always|never|only|definitely))?"
                  r"\s+([a-z]+(?:n't)?)\b)?", subject, text, flags=re.I)
    if who == "her":  # "her shift" → "your shift"; "see her there" → "see you there"
        text = re.sub(r"^(\s*)(h)er\b(?=\s+\S)", lambda m: m.group(1) + ("Y" if m.group(2) == "H" else "y") + "our", text,
                      flags=re.I)  # "[tell her] her Q3 VAT return is ready": at the start, hers
        text = re.sub(r"\bher\b(?=\s+[a-z])(?!\s+(?:to|for|at|on|in|and|or|if|that|about|with|by|from|there|here|now|then|again|up|down|off|out|over|back|home|know|a|an|the)\b)",
                      "your", text)
        return re.sub(r"\bher\b", "you", text)
    return re.sub(r"\bhim\b", "you", re.sub(r"\bhis\b", "your", text))


_ASK = re.compile(r"\bask(?:ing)?\s+(?:(him|her|them)\s+)?(if|whether|when|what|where|how|why|who|which)\s+(.+?)[\s?.!]*$", re.I | re.S)
_ASK_FOR = re.compile(r"\bask(?:ing)?\s+(?:(?:him|her|them)\s+)?for\s+(.+?)[\s?.!]*$", re.I | re.S)
_ASK_TO = re.compile(r"\bask(?:ing)?\s+(?:(?:him|her|them)\s+)?(?:if\s+we\s+(?:can|could)\s+)?to\s+(?!me\b|you\b)([a-z].+?)[\s?.!]*$",
                     re.I | re.S)
_ADDRESSEE = {"him": "he", "her": "she", "them": "they"}


def asked_question(request: str) -> str:
    """A question the request asks someone by e-mail, put to them: "ask him when the plot rent is due" → "Could you
    tell me when the plot rent is due?"; "asking if I can have Friday off" → "Could you let me know if I can have
    Friday off?" ("ask her if she can cover" → "… if you can cover"). "" when it asks none."""
    m = _ASK.search(request)
    wanted = None if m else _ASK_FOR.search(request)
    to_do = None if m or wanted else _ASK_TO.search(request)
    if to_do:  # "asking to rearrange the u10s home game on sun 6th, our pitch is waterlogged"
        what, _, why = shorthand.as_typed(" ".join(to_do.group(1).split())).partition(", ")
        return f"Could we {what}?" + (f" {why[:1].upper()}{why[1:]}." if why else "")
    if wanted:  # "asking for a quote on 40 cartons of oat milk a week"
        return f"Could I ask for {' '.join(wanted.group(1).split())}?"
    if not m:
        return ""
    who, word, rest = m.group(1), m.group(2).lower(), shorthand.as_typed(" ".join(m.group(3).split()))  # "7.30" as typed
    said = re.match(r"(he|she|they)\b", rest, re.I)
    if said and (who is None or _ADDRESSEE[who.lower()] == said.group(1).lower()):
        rest = "you" + rest[len(said.group(1)):]  # the person asked is "you" in the message
    lead = "Could you let me know" if word in ("if", "whether") else "Could you tell me"
    return f"{lead} {word} {rest}?"
