"""Punjabi in Latin letters in an English request (as typed by a volunteer who runs a gurdwara's langar kitchen in
Southall) read as English before it is planned: "Sunday di rota ch kaun kaun aa?" (who is on Sunday's rota?), "atta kinna
bachya store ch?" (how much atta is left in the store?), "20 kilo moong daal aa gayi Dhamecha ton, stock ch paa do" (20 kilo
moong daal has come from Dhamecha, put it in the stock), "Kuldeep ji Friday India ja rahe ne 3 hafte layi, rota ton hata do"
(Kuldeep is going to India Friday for 3 weeks, remove him from the rota), "langar menu wali file kithe aa?" (where is the
langar menu file?), "Thursday nu yaad kara dena Flogas nu phone karna" (remind me Thursday to phone Flogas).

Only a request with two words only Punjabi has ("kithe", "kinna", "paa", "layi", "dasso" …), or one of them and a Punjabi
postposition ("ch": in, "ton": from, "nu": to), or a saying only Punjabi has ("ki ki", "sat sri akal"), is read so. Punjabi
puts the verb last and its postpositions after their nouns: each clause is read with its verb first. Names, numbers,
honorifics dropped ("ji", "bhenji", "veer"), Sikh words ("seva", "sangat", "langar", "karah parshad") and English stay."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Punjabi has (no English word, nor a Hindi one the Hinglish reader reads: "hai", "kal", "kar do" are Hindi too)
_OWN = frozenset("""kithe kitthe kinna kinni kinne dasso dassna paa layi ohna ohnu ohde ehna ehnu sakde sakda sakdi karange
    karega karegi karenge bachya bacheya bachi ghatt thalle ditte dite dita ditta chahida chahidi chahide vaje hove taan
    mangvaune mangvauna mangva sevadar sevadaar parivar bhenji veerji paaji banani banana lene leni pahunch jao
    haige""".split())
_POSTPOSITIONS = frozenset("ch ton nu".split())  # "store ch", "Dhamecha ton", "Flogas nu"
_OWN_SAID = re.compile(r"(?i)\bki\s+ki\b|\bsat\s+sri\s+akal\b|\bkaun\s+kaun\s+aa\b|\baa\s*\?")  # "… aa?": is it …?


def punjabi(text: str) -> bool:
    """Whether ``text`` says two words only Punjabi has (or one and a Punjabi postposition, or a saying only it has)."""
    words = {w.lower() for w in re.findall(r"[\w'’-]+", text)}
    own = len(words & _OWN) + len(_OWN_SAID.findall(text))
    return own >= 2 or own >= 1 and bool(words & _POSTPOSITIONS)


_VERB_LAST = {"paa": "put", "pa": "put", "daal": "put", "likh": "put", "hata": "remove", "kadh": "remove", "add kar": "add",
              "bhej": "send", "check kar": "check"}
_INTO = {"ch": "in", "te": "on", "nu": "to", "ton": "from"}


def _verb_last(m: re.Match[str]) -> str:
    """"stock ch paa do": put it in the stock; "rota ton hata do": remove it from the rota; "X nu email bhej do": email X."""
    what, post, verb = m.group("what").strip(), m.group("post").lower(), _VERB_LAST[re.sub(r"\s+", " ", m.group("verb").lower())]
    if verb == "send" and re.search(r"\be-?mail\s*$", what, re.I):
        return "email " + re.sub(r"\s*\be-?mail\s*$", "", what, flags=re.I)
    if post == "nu":  # "Manjit veer nu paa do": put Manjit on
        return f"{verb} {what} on" if verb == "put" else f"{verb} {what}"
    where = "the " + what if not re.match(r"(?i)(?:the|my|our|\S+@)", what) else what
    into = "to" if verb == "add" else "from" if verb == "remove" else _INTO[post]
    return f"{verb} it {into} {where}"


_CLAUSE_PHRASES: phrasebook.Phrases = [
    (r"(?i)^(?P<x>.+?)\s+ch\s+kaun(?:\s+kaun)?\s+(?:aa|ne|hai|haige)$", r"who is on \g<x>"),  # "Sunday di rota ch kaun kaun aa"
    (r"(?i)^(?P<x>.+?)\s+kinn[aie]\s+bach(?:ya|eya|i|e)\s+(?:(?:aa|ne|hai)\s+)?(?P<where>.+?)\s+ch$",
     r"how much \g<x> is left in the \g<where>"),  # "atta kinna bachya store ch"
    (r"(?i)^(?P<x>.+?)\s+kinn[aie]\s+bach(?:ya|eya|i|e)(?:\s+(?:aa|ne|hai))?$", r"how much \g<x> is left"),
    (r"(?i)^(?:ki\s+ki|kehdi|kehdiyan)\s+cheez(?:an)?\s+ghatt?\s+(?:aa|ne|hai|haigi)$", "what is running low"),  # "ki ki cheez ghatt aa"
    (r"(?i)^(?P<x>.+?)\s+ton\s+thalle\s+(?:wala\s+|wale\s+|wali\s+)?sab\s+das(?:so|s\s+do|\s+dena)$", r"tell me everything under \g<x>"),
    (r"(?i)^(?P<pre>.*?)\s*ki\s+ki\s+(?P<x>programme|program|plan|kam|kamm)\s+(?:aa|ne|hai)$", r"what is on \g<pre>"),  # "is hafte ki ki programme aa"
    (r"(?i)^(?P<x>.+?)\s+kit?the\s+(?:aa|hai|ne|gayi|gaya|rakhi|rakhya)$", r"where is the \g<x>"),  # "langar menu wali file kithe aa"
    (r"(?i)^(?P<x>.+?)\s+ch\s+banaya\s+(?:si|aa|c)$", r"I made it in \g<x>"),  # "Gurpurab wala, Word ch banaya si"
    (r"(?i)^kinn[aie]\s+(?P<x>.+?)\s+chahid[aie]$", r"how much \g<x> do I need"),  # "kinna atta chahida"
    (r"(?i)^(?P<when>.*?)\s*(?:nu\s+)?yaad\s+kara?\s+d(?:ena|eo|io|e)\s+(?P<x>.+)$",
     lambda m: f"remind me {m.group('when')} to {_clause(m.group('x'))}"),  # "Thursday nu yaad kara dena Flogas nu phone karna"
    (r"(?i)^(?P<who>.+?)\s+(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+nahi\s+aa\s+sak(?:de|da|di)$", r"\g<who> can't come \g<day>"),
    (r"(?i)^(?:ohna|ohde|ohdi|ehna)\s+di\s+jagah\s+(?P<who>.+?)\s+nu\s+(?:paa|pa|la|laa)\s+do$", r"put \g<who> in her place"),
    (r"(?i)^(?P<what>.+?)\s+(?P<post>ch|te|ton|nu)\s+(?P<verb>" + "|".join(v.replace(" ", r"\s+") for v in _VERB_LAST) + r")\s+(?:do|dena|deo|dio)(?:\s+ji)?$",
     _verb_last),
    (r"(?i)^(?P<who>.+?)\s+(?P<when>(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?P<where>[A-Z]\w+)\s+ja\s+rah?[eia]\w*(?:\s+(?:ne|aa|hai|han))?"
     r"(?P<rest>.*)$", r"\g<who> is going to \g<where> \g<when>\g<rest>"),  # "Kuldeep ji Friday India ja rahe ne 3 hafte layi"
    (r"(?i)^(?:(?P<who>.+?)\s+)?(?P<when>(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?P<what>\S+(?:\s+\S+)?)\s+di\s+seva\s+kar(?:ange|ega|egi|enge)$",
     r"\g<who> will do the \g<what> seva \g<when>"),  # "Baljit aunty ji Sunday karah parshad di seva karange"
    (r"(?i)^(?P<who>.+?)\s+ne\s+(?P<amount>[£$€]\s?[\d,.]+)\s+dit+[ea]\s+(?P<rest>.*)$", r"\g<who> gave \g<amount> \g<rest>"),  # "Sandhu parivar ne £251 ditte"
    (r"(?i)^(?P<o>.+?)\s+nu\s+(?P<v>phone|call|email|text|message)\s+kar(?:na|o|\s+do|\s+dena)$", r"\g<v> \g<o>"),  # "Flogas nu phone karna"
    (r"(?i)^(?P<o>.+?)\s+nu\s+(?:e-?mail|mail)\s+(?:bhej|kar)\s+(?:do|dena|deo)$", r"email \g<o>"),  # "committee@… nu email bhej do"
    (r"(?i)^(?P<x>.+?)\s+mangva(?:une|una|o|na)(?:\s+(?:ne|aa|hai))?(?P<rest>.*)$", r"to order \g<x>\g<rest>"),  # "cylinder mangvaune ne Sunday layi"
    (r"(?i)^(?P<where>.+?)\s+ch\s+(?P<app>whats\s?app)\s+te\s+(?:paa|pa|daal|bhej)\s+do\s+(?:ke\s+)?(?P<said>.+)$",
     r"post on \g<app> in the \g<where> that \g<said>"),  # "seva group ch WhatsApp te paa do ke …"
]
_CLAUSE_PHRASES = [(re.compile(p), s) for p, s in _CLAUSE_PHRASES]

_WORD_PHRASES: phrasebook.Phrases = [
    (r"(?i)\bsat\s+sri\s+akal\b(?:\s+ji)?\s*[!,.]?\s*", ""),
    (r"(?i)\s+(?:aunty|uncle|bhen)\s+ji\b|\s+(?:bhenji|veerji|veer|paaji|paji|ji)\b(?!\s*[-:])", ""),  # honorifics after a name
    (r"(?i)^\s*ji\s+", ""),
    (r"(?i)\bis\s+hafte\b", "this week"), (r"(?i)\bagle\s+hafte\b", "next week"), (r"(?i)\bpichhle\s+hafte\b", "last week"),
    (r"(?i)\bsab\s+(?=at\s+\d|\d)", "everyone "), (r"(?i)\bpahunch\s+ja(?:o|na|ana)\b", "should arrive"),
    (r"(?i)\b(?:naya|navan|navi|nave|naye)\b", "new"), (r"(?i)\bsevad(?:a)?ar\b", "volunteer"), (r"(?i)\bparivar\b", "family"),
    (r"(?i)\baa\s+(?:gayi|gaya|gaye|gayian)\b", "has come"), (r"(?i)\b(?:aa\s+rahi|aa\s+rahe|aa\s+reha)\b", "coming"),
    (r"(?i)\b(\d+)\s+hafte\s+layi\b", r"for \1 weeks"), (r"(?i)\b(\S+)\s+layi\b", r"for \1"),
    (r"(?i)\b(\S+)\s+ton\b", r"from \1"), (r"(?i)\b(\S+)\s+ch\b", r"in \1"),
    (r"(?i)\b(\w+)\s+(?:di|da|de)\s+(?=\w)", r"\1's "),
    (r"(?i)\b(?:per|har)\s+banda\b", "per person"), (r"(?i)\b(\w+)\s+bandi\s+aa\b", r"makes \1"),
    (r"(?i)\b(\d{1,2})\s+vaje\b", r"at \1"),
    (r"(?i)\s+(?:wala|wali|wale)\b", ""), (r"(?i)\bbanaya\s+si\b", "made"), (r"(?i)\s+(?:aa|si)\s*(?=[?.!]|$)", ""),
]


def _clause(clause: str) -> str:
    """One clause read as English: the first of its whole readings that fits, then its words."""
    end = clause[-1] if clause[-1:] in ",.?!;" else ""
    text = clause[: len(clause) - len(end)] if end else clause
    text = phrasebook.read(text, _WORD_PHRASES[:3])  # greetings and honorifics first
    for pattern, said in _CLAUSE_PHRASES:
        if pattern.search(text):
            text = pattern.sub(said, text, count=1)
            break
    return phrasebook.read(text, _WORD_PHRASES[3:]) + end


# What a request dictates after its verb ("… nu email bhej do ji - Sunday Gurpurab langar di sari tayari …", "note bana lo: …")
_DICTATED = re.compile(r"(?i)^(?P<head>[^:–-]+?\b(?:bhej|paa|pa|likh|bana|kar)\s+(?:do|dena|deo|lo|lao)(?:\s+ji)?)(?P<sep>\s*[-:–]\s*)(?P<said>.+)$",
                       re.S)


def english(text: str) -> str:
    """``text`` with its Punjabi read as English when it is Punjabi; unchanged otherwise."""
    if not punjabi(text):
        return text
    if dictated := _DICTATED.match(text):
        return _read(dictated.group("head")) + dictated.group("sep") + dictated.group("said").strip()
    return _read(text)


def _read(text: str) -> str:
    parts = re.split(r"(?<=[,.?!;])\s+", text.strip())
    return re.sub(r"\s+([,?!.])", r"\1", " ".join(c for c in (_clause(p) for p in parts) if c.strip(" ,.!")))
