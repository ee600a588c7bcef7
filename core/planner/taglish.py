"""Tagalog words in an English request (Taglish, as typed across the Philippines and its diaspora) read as English before
it is planned: "magkano na utang ni kuya rodel" (how much does kuya rodel owe), "bukas 7am dadating truck ng coca cola
pa lagay sa calendar ko" (… put it in my calendar), "pakibura yung lista kay bong nung 18" (delete bong's entry on the
18th), "gawan mo ko ng email …, wag mo muna isend" (write me an email …, don't send it yet).

Only a request with at least two words only Tagalog has, one of them more than a particle ("po", "na", "sa" are in
English requests and names too), is read so. Capitalised words stay as typed ("Pasko na Naman" is a song), and so do
numbers and English words. Tagalog puts the owner after the thing ("calendar ko": my calendar, "number ni ate weng":
ate weng's number) and the verb first, as English does; its phrases are read whole, then its particles dropped."""

from __future__ import annotations

import re

# Words only Tagalog has (no English word is spelled so): two of them make a request Taglish
_TAGALOG = frozenset("po naman yung nga mo ko ni kay lang mga ang si nung tsaka bukas kahapon ngayon kanina kagabi sabado "
                     "lunes martes miyerkules huwebes biyernes magkano ilan sino ano anong asan nasaan utang bayad pakisabi "
                     "pakilagay pakibura pakipalitan paalala tandaan gawan hanapin ilista lista listahan wag huwag muna bang "
                     "dumating galing natitira natin nya niya ako kami namin lahat kada para ng yelo nabenta ilagay lagay "
                     "isend babasahin ata daw din kasi ha eh ba pakisend pakibasa pakidelete nasa gawa bagong salamat pagod".split())
_PARTICLES = frozenset("po na sa ng ang si ko mo ni lang pa ha eh ba din daw".split())  # in English requests and names too

_DAYS = {"sabado": "saturday", "linggo": "sunday", "lunes": "monday", "martes": "tuesday", "miyerkules": "wednesday",
         "huwebes": "thursday", "biyernes": "friday", "bukas": "tomorrow", "kahapon": "yesterday", "ngayon": "today",
         "kanina": "earlier today", "kagabi": "last night"}
_DAY = r"(?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|yesterday|today|mon|tues?|wed|thur?s?|fri|sat|sun)"

# Phrases read whole, in order (the longer first); {D} is a day said
_WEEKS = [(r"\bnung\s+nakaraang\s+linggo\b", "last week"), (r"\b(?:sa\s+)?susunod\s+na\s+linggo\b", "next week")]  # not Sunday
_PHRASES = [
    (r"\bsa\s+sheet\s+ng\s+(\w+)\s+(?:pa-?)?(?:ki)?lagay\b(?:\s+(?:mo|po|naman))*\s*,?", r"put in the \1 sheet:"),
    (r"\bbagong\s+suki\b", "new customer"),
    (r"\bpambayad\s+(?:sa\s+)?", "as payment for "),
    (r"\b([a-z]+)\s+(?:nya|niya)\b", r"his \1"),
    (r"\bmagkano\s+(?:na\s+|pa\s+|po\s+)*(?:ang\s+)?utang\s+(?:ni|ng)\s+(?P<who>[^,.?!]+?)\s*(?=[,.?!]|$)", r"how much does \g<who> owe"),
    (r"\bsino(?:[\s-]+sino)?\b(?=\s+(?:po\s+)?(?:yung|ang)\b)", "who are"),
    (r"\bsino[\s-]+sino\b|\bsino\b", "who"),
    (r"\bano\s+(?:po\s+)?(?:ba\s+)?(?:ang\s+)?(?:magandang|dapat\s+kong?)\s+sabihin\b", "what's the right thing to say"),
    (r"\b(?:pa\s+|po\s+)*may\s+utang\b", "owes"),
    (r"\bna\s+di\s+pa\s+bayad\b|\bna\s+hindi\s+pa\s+bayad\b", "and hasn't paid"),
    (r"\bbayad\s+na\s+(?:po\s+)?si\s+(?P<who>[a-z][\w.' ]*?)(?=\s+sa\b|[,.]|$)", r"\g<who> has paid"),
    (r"\bpa-?ekis\b(?:\s+na\s+lang)?(?:\s+po)?(?:\s+sa\s+lista(?:han)?\b)?", "mark it paid"),
    (r"\bmay\s+dumating\s+(?:ba|bang)\s+(?:na\s+)?(e-?mail|mail|sulat)\b", r"did I get an \1"),
    (r"\bmay\s+(e-?mail|mail|sulat)\s+(?:na\s+)?(?:ba\s+|bang\s+)", r"did I get an \1 "),
    (r"\bpakisend\b(?:\s+(?:naman|po|mo|nga))*(?:\s+kay\b)?", "send"),
    (r"\bpakibasa\b(?:\s+(?:naman|po|mo|nga))*", "read"),
    (r"\bpakidelete\b(?:\s+(?:na\s+lang|naman|po|mo|nga))*", "delete"),
    (r"\b(?:ang\s+)?kulit\b", ""),  # (it's) so annoying
    (r"\bnasa\b", "it's in"),
    (r"\bdi\s+ko\s+mabuksan\b", "I can't open it"),
    (r"\bgawa\s+(?:ka|mo)\b(?:\s+(?:po|naman|nga))*\s+(?:ng\s+)?", "make "),
    (r"\bbagong\b", "a new"),
    (r"\bsalamat\b", "thank you"),
    (r"\b(?:pagod\s+na\s+)?pagod\s+na\s+(?:ako|ko)\b", "I'm so tired"),
    (r"\b(?:ano(?:ng)?\s+)?(?:nga\s+)?(?:ang\s+)?sched(?:ule)?\s+ko\b(?=\s+(?:this|next|today|tomorrow|tonight))", "what's my schedule"),
    (r"\bgaling\s+(?:sa\s+)?", "from "),
    (r"\b(?:pa[\s-]?lagay|pakilagay|ilagay)\b(?:\s+(?:na\s+lang|naman|po|mo))*", "put it"),
    (r"\bilista\s+mo\b(?:\s+(?:muna|na\s+lang|po))*|\bpakilista\b(?:\s+po)?", "enter it"),
    (r"\b(?:ano(?:ng)?\s+)?(?:nga\s+)?(?:ang\s+)?sched(?:ule)?\s+ko\s+sa\s+", "what's my schedule on "),
    (r"\bpaalala\b(?:\s+(?:po|lang))*", "remind me to"),
    (r"\bmagbayad\b", "pay"),
    (r"\bano\s+(?:nga\s+)?(?:po\s+)?(?:ang\s+|yung\s+)?(number|email|address|cell|phone)\s+(?:ni|ng)\s+(?P<who>[a-z][\w.' ]*?)(?=\s+yung\b|[,.?!]|$)",
     r"what's \g<who>'s \1"),
    (r"\bpa[\s-]?save\b(?:\s+(?:naman|po|mo))*", "save"),
    (r"\bng\s+(number|email|address)\s+(?:ni|ng)\s+(?P<who>[a-z][\w.' ]*?)(?=[,.?!]|$)", r"\g<who>'s \1"),
    (r"\bpakipalitan\b(?:\s+(?:nga|naman|po))*", "change it"),
    (r"\bpakibura\b(?:\s+(?:nga|naman|po))*", "delete"),
    (r"\byung\s+lista\s+kay\s+(?P<who>[a-z][\w.']*(?:\s+[a-z][\w.']*)?)\s+nung\s+(?P<day>\d{1,2})\b", r"\g<who>'s entry on the \g<day>th"),
    (r"\bnag\s*abot\s+ng\b", "paid"),  # handed over (money)
    (r"\bnatitira\b", "left"),
    (r"\b(?:asan|nasaan)\s+(?:na\s+)?(?:po\s+)?(?:yung|ang)\b", "where is the"),
    (r"\binupload\s+ko\b", "I uploaded it"),
    (r"\bgawan\s+mo\s+(?:ako|ko)\s+ng\s+(?=e-?mail|sulat|letter|message)", "write me an "),
    (r"\bgawan\s+mo\s+(?:ako|ko)\s+ng\b", "write me"),
    (r"\b(e-?mail|message|sulat|letter)\s+sa\b", r"\1 to"),
    (r"\bdagdagan\s+ko\b", "I'm adding to"),
    (r"\b(?:wag|huwag)\s+mo\s+(?:muna\s+)?(?:i-?send|isend|ipadala)\b(?:\s+(?:ha|muna))*", "don't send it yet"),
    (r"\bbabasahin\s+ko\s+pa\b", "I'll read it first"),
    (r"\bpara\s+sa\b", "about"),
    (r"\bsa\s+sheet\s+ng\s+(?P<what>\w+)", r"in the \g<what> sheet"),
    (r"\btandaan\s+mo\b(?:\s+(?:lang|po|na))*", "make a note:"),
    (r"\btumaas\b", "went up"),
    (r"\bkada\b", "per"),
    (r"\bhanapin\s+mo\b(?:\s+(?:nga|naman|po))*", "find"),
    (r"\b(?:yung|ang)\s+([a-z][\w ]*?)\s+natin\b", r"our \1"),
    (r"\bnagpa-?print\s+(?:po\s+)?ako\s+ng\b", "I printed"),
    (r"\bpakisabi\s+(?:naman\s+)?(?:po\s+)?kay\s+(?P<who>[a-z][\w.']*(?:\s+[a-z][\w.']*)?)\s+(?:sa\s+(?P<at>\w+)\s+)?na\b",
     lambda m: f"email {m.group('who')}{' at the ' + m.group('at') if m.group('at') else ''} that"),
    (r"\bmagkano\s+(?:po\s+)?ang\b", "how much is"),
    (r"\bmagkano\b", "how much"),
    (r"\bilan\b", "how many"),
    (r"\btsaka\b|\bat\s+saka\b", "and"),
    (r"\blahat\b", "total"),
    (r"\bnung\s+(?=" + _DAY + r"\b)", "on "),
    (r"\bnung\s+(\d{1,2})\b", r"on the \1th"),
    (r"\bsa\s+(calendar|drive|list|lista|listahan|to\s*-?\s*do\s+list|sheet|inbox)\s+ko\b", r"in my \1"),
    (r"\bsa\s+([a-z]+)\s+ko\b", r"in my \1"),
    (r"\b(calendar|drive|order|wallet|list|email|sched|schedule)\s+ko\b", r"my \1"),
    (r"\bsa\s+(?=" + _DAY + r"\b)", "on "),
    (r"\bsa\s+(?=lista(?:han)?\b)", "on the "),
    (r"\bsa\s+(?=(?:calendar|drive)\b)", "on "),
    (r"\bsa\s+(?=[a-z])", "in the "),
    (r"\byung\b", "the"),
    (r"\bano(?:ng)?\b", "what"),
    (r"\bng\b", "of"),
    (r"\bako\b|\bko\b", "I"),
]
_PARTICLE = re.compile(r"(?:^|\s+)(?:po|naman|nga|lang|na|pa|muna|ba|ha|eh|ata|din|daw|kasi|si|ang|mo)\b(?!\s+[A-Z])")  # dropped, not
# inside a name: "Pasko na Naman"
_LIST = re.compile(r"\blista(?:han)?\b(?!\.db)")


def taglish(text: str) -> bool:
    """Whether ``text`` says at least two words only Tagalog has, one of them more than a particle."""
    said = [w for w in re.findall(r"[a-z]+", text) if w in _TAGALOG]  # lower case only: names keep theirs
    return len(said) >= 2 and any(w not in _PARTICLES for w in said)


def english(text: str) -> str:
    """``text`` with its Tagalog words read as English when it is Taglish; unchanged otherwise."""
    if not taglish(text):
        return text
    for pattern, said in _WEEKS:
        text = re.sub(pattern, said, text)
    text = re.sub(r"\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1)], text)
    for pattern, said in _PHRASES:
        text = re.sub(pattern, said, text)
    text = _LIST.sub("list", _PARTICLE.sub("", text))
    return re.sub(r"\s{2,}", " ", text).strip()
