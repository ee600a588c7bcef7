"""Words of other Englishes read as what they mean before a request is planned: Scots and Jamaican spellings ("take her aff",
"di council email mi yet"), the sentence particles of Singapore, Malaysian, Nigerian and Philippine English ("tmr got what
orders ah", "harvest is this sunday o,", "add new member po:") and questions said topic first ("this month chicken spend
how much")."""

from __future__ import annotations

import re

# Scots and Jamaican spellings of everyday words, taken only in lower case ("take her aff", "whit did I write doon aboot
# the roof", "di council email", "tek it out"; "Di Maria" is a name)
_DIALECT = {"aff": "off", "oot": "out", "doon": "down", "tae": "to", "whit": "what", "whits": "what's", "aboot": "about",
            "afore": "before", "fae": "from", "dae": "do", "wi": "with", "di": "the", "fi": "for", "pon": "on", "tek": "take",
            "mek": "make", "whe": "where", "jus": "just", "cyaan": "can't", "nuttin": "nothing", "bout": "about", "dem": "them",
            "wha": "what", "wats": "what's", "goin": "going", "comin": "coming", "mornin": "morning", "evenin": "evening",
            "runnin": "running", "startin": "starting", "fixin": "fixing", "payin": "paying", "bringin": "bringing",
            "lettin": "letting", "doin": "doing", "gettin": "getting", "takin": "taking", "makin": "making", "sellin": "selling",
            "fishin": "fishing", "nothin": "nothing", "somethin": "something", "anythin": "anything"}
_DIALECT_WORD = re.compile(r"(?<![\w@./'-])(" + "|".join(_DIALECT) + r")(?![\w@/'-])")
_MI = re.compile(r"(?<![\w@./'-])mi\s+(?=(?:have|did|need|want|got|can|will|must|nah|cyaan)\b)")  # Jamaican: "who mi have booked": I
_DE = re.compile(r"(?<![\w@./'-])(?<!van )(?<!von )(?<!\bla )(?<!\bda )(?<!\bdi )(?<!\bdu )de(?=\s+[a-z])(?!\s+(?:la|los|las|souza|silva|jong|vries|bruin|villiers|klerk|wet|beer|gaulle)\b)")  # Caribbean
# "the": "take him off de players list" (not "van de merwe", "de souza")
_WHIT_VE = re.compile(r"\bwhit['’]?ve\b")  # "whit've I got …": what have
_OF = re.compile(r"(?<=[a-z])\s+o\s+(?=[a-z])")  # Scots: "6 bags o coal", "pulled oot o glenpean"
_THE_MORN = re.compile(r"\bthe\s+morn\b(?!ing)")  # Scots: tomorrow
_MIND_ME = re.compile(r"^(\s*)mind\s+me\s+(?=to\b|tae\b)")  # "mind me tae phone the estate …": remind me


def plain(text: str) -> str:
    """``text`` with its Scots and Jamaican spellings written as everyday English, lower-case words only."""
    text = _MIND_ME.sub(r"\1remind me ", _THE_MORN.sub("tomorrow", _WHIT_VE.sub("what have", _OF.sub(" of ", _MI.sub("I ", _DE.sub("the", text))))))
    return _DIALECT_WORD.sub(lambda m: _DIALECT[m.group(1)], text)


# Sentence particles of Singapore, Malaysian and Nigerian English ("tmr got what orders ah", "paid ah kow … liao", "harvest is
# this sunday o,"): they close a clause and say nothing of what to do. "ah kow" (a name) keeps its "ah".
_PARTICLE = re.compile(r"(?<=[a-z0-9])\s+(?:lah|leh|lor|liao|hor|meh|ah|o|po)(?=\s*(?:[,.?!;:]|\s[-–]\s|$))", re.I)
_CAN = re.compile(r"[,.]?\s+can\s*(?:or\s+not\s*)?\?\s*$", re.I)  # "…, mrs poon ask change to 5pm, same 1 hr. can?": a request
# A question said topic first ("tmr got what orders", "this month chicken spend how much"): the question word first
_GOT_WHAT_DAY = re.compile(r"^\s*([\w' ]{2,20}?)\s+got\s+what\s*\?", re.I)  # "thurs got wat ah? got dentist or not": what's on
_GOT_WHAT = re.compile(r"^\s*([\w' ]{2,30}?)\s+(?:got|have)\s+(what|which|who|how\s+many)\s+([^,.?!]+?)\s*\??\s*$", re.I)
_HOW_MUCH_LAST = re.compile(r"^\s*([\w' ]{6,60}?)\s+(how\s+(?:much|many))(?:\s+already)?\s*\??\s*$", re.I)


def asked_first(text: str) -> str:
    """``text`` without its closing particles, a topic-first question asked question word first."""
    text = _CAN.sub("", _PARTICLE.sub("", text))
    if m := _GOT_WHAT_DAY.match(text):
        return f"what's on {m.group(1)}?{text[m.end():]}"
    if m := _GOT_WHAT.match(text):
        return f"{m.group(2)} {m.group(3)} {m.group(1)}"
    if (m := _HOW_MUCH_LAST.match(text)) and not re.match(r"\s*(?:who|what|how|which|when|where)\b", text, re.I):
        return f"{m.group(2)} {m.group(1)}"
    return text
