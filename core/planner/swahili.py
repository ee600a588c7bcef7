"""Swahili and Sheng in an English request (as typed across Kenya and Tanzania) read as English before it is planned:
"nataka list ya wasee wote wako na deni juu ya thao" (who owes over 1000), "weka chama ya wamama jumamosi saa nane mchana"
(put the chama on Saturday at 2pm), "andika email … usiitume, nataka kuisoma kwanza" (write an email …, don't send it, I
want to read it first), "ile scan ya business permit … iko wapi" (where is the scan of the business permit).

Only a request with at least two words only Swahili has, or opening with a Swahili verb and its object ("ongeza kwa sheet ya
bales: …"), is read so ("ya", "na", "kwa" are in English chat and names too).
Capitalised words, numbers and English words stay as typed. Swahili counts the hours of the day from 6 in the morning:
"saa nane mchana" (the eighth hour, afternoon) is 2pm, "saa mbili asubuhi" 8am. Its phrases are read whole, then its
connecting words ("ya", "wa", "za": of; "na": and; "kwa": to, at) as English."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Swahili and Sheng have (no English word is spelled so; not "jana", "pesa", "nani", "mara", which Hinglish
# has too): two of them make a request Swahili
_SWAHILI = frozenset("nataka wasee wote wako deni kesho asubuhi leo wiki iliyopita ilikua ilikuwa ngapi jumla mpaka "
                     "amechukua ataleta amekuja amelipa zote ile viatu niliandika tarehe mbili toa moja tuma umwambie "
                     "nitakuja kuchukua andika kulalamika haijaingia usiitume kuisoma kwanza kuna imekuja kutoka nitaenda "
                     "mtu akinitumia ajue niko iko weka wamama jumamosi jumapili jumatatu jumanne jumatano alhamisi ijumaa "
                     "mchana jioni usiku nikumbushe kulipa nipe namba fundi wapi ongeza fungua nione bei hii nisisahau "
                     "thao niaje ushago ijayo uliopita mwezi huu aniwekee asiuzie mwingine ilikuwa sasa hivi "
                     "nilipe amelipwa hajalipa hawajalipa nini lini wapi ametuma zile alichukua nimeuza kukopesha mteja "
                     "yoyote tuko bado zimeshaenda futa wameongeza nimenunua mpya nilisave ameleta itafika wamesema nina hiyo hajanilipa".split())
_DAYS = {"jumamosi": "saturday", "jumapili": "sunday", "jumatatu": "monday", "jumanne": "tuesday", "jumatano": "wednesday",
         "alhamisi": "thursday", "ijumaa": "friday", "leo": "today", "kesho": "tomorrow", "jana": "yesterday"}
_HOURS = {"moja": 1, "mbili": 2, "tatu": 3, "nne": 4, "tano": 5, "sita": 6, "saba": 7, "nane": 8, "tisa": 9, "kumi": 10,
          "kumi na moja": 11, "kumi na mbili": 12}
_CLOCK = re.compile(r"\bsaa\s+(kumi\s+na\s+(?:moja|mbili)|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)"
                    r"(?:\s+(asubuhi|mchana|jioni|usiku))?\b")


def _clock(m: re.Match) -> str:
    """Swahili time, counted from 6am: "saa nane mchana" → at 2pm, "saa mbili asubuhi" → at 8am."""
    counted = _HOURS[re.sub(r"\s+", " ", m.group(1))]
    hour = (counted + 6) % 12 or 12
    part = m.group(2)
    morning = part == "asubuhi" or part is None and counted <= 5
    return f"at {hour}{'am' if morning and hour != 12 else 'pm'}"


# Phrases read whole, in order (the longer first)
_PHRASES = [
    (r"\bwiki\s+iliyopita\b", "last week"), (r"\bwiki\s+ijayo\b", "next week"), (r"\bwiki\s+hii\b", "this week"),
    (r"\bmwezi\s+uliopita\b", "last month"), (r"\bmwezi\s+huu\b", "this month"),
    (r"\bnataka\s+list\s+ya\s+(?:wasee|watu|customers?)\s+(?:wote\s+)?(?:wako|walio)\s+na\s+deni\b", "who owes"),
    (r"^\s*(?P<who>[a-z]+(?:\s+[a-z]+)?)\s+ako\s+na\s+deni\s+ngapi(?:\s+total)?\b", r"how much does \g<who> owe"),
    (r"\bmark\s+amelipa\b|\bmark\s+kama\s+amelipa\b", "mark as paid"), (r"\bametuma\s+doh\b|\bametuma\s+pesa\b", "has sent the money"),
    (r"\balichukua\b", "took"), (r"\bzile\b", "those"), (r"\bnimeuza\b", "I sold"),
    (r"\btotal\s+ni\s+ngapi\b|\bjumla\s+ni\s+ngapi\b", "what does that come to"),
    (r"^\s*ni\s+poa\s+(?:ku)?", "should I "), (r"\bkukopesha\b|\bkopesha\b", "lend"),
    (r"\bjuu\s+ya\s+thao\b", "over 1000"), (r"\bjuu\s+ya\s+(\d[\d,]*)\b", r"over \1"),
    (r"\b(\w+)\s+ya\s+(last\s+week|this\s+week|last\s+month|this\s+month)\s+ilik(?:u|uw)a\s+ngapi\s+jumla\b", r"how much was the total \1 \2"),
    (r"\bilik(?:u|uw)a\s+ngapi\b", "how much was it"),
    (r"\bamechukua\b", "took"), (r"\bon\s+credit\b", "on credit"), (r"\b(\d[\d,]*)\s+bob\b", r"\1 shillings"),
    (r"\bataleta\s+doh\b|\batalipa\b", "will pay"),
    (r"\bamekuja\s+amelipa\s+zote\b|\bamelipa\s+zote\b|\bamelipa\s+yote\b", "has paid everything"), (r"\bamelipa\b", "has paid"),
    (r"\bako\s+clear\s+sasa\b|\bako\s+clear\b", "cleared"),
    (r"\bkwa\s+(\w+\s+log|\w+\s+sheet)\b", r"in the \1"),
    (r"\bniliandika\b", "I entered"), (r"\btarehe\s+(\d{1,2})\b", r"the \1th"), (r"\bmara\s+mbili\b", "twice"),
    (r"\btoa\s+moja\b", "delete one"),
    (r"\btuma\s+e-?mail\s+kwa\s+(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s+wa\s+\w+)?\s+umwambie\b", r"email \g<who> saying"),
    (r"\btuma\s+e-?mail\s+kwa\b", "send an email to"),
    (r"\bandika\s+e-?mail\s+ya\s+kulalamika\s+kwa\b", "write a complaint email to"),
    (r"\bandika\s+e-?mail\s+kwa\b", "write an email to"), (r"\bandika\s+e-?mail\b", "write an email"),
    (r"\busiitume\b", "don't send it"), (r"\bnataka\s+kuisoma\s+kwanza\b", "I want to read it first"),
    (r"\bandika\s+hii\s+nisisahau\b|\bandika\s+note\b", "make a note so I don't forget"),
    (r"\bkuna\s+e-?mail\s+yoyote\b", "is there any email"),  # "kuna email yoyote from the council about …?"
    (r"^\s*(?P<when>kesho|leo|today|tomorrow)\s+tuko\s+na\s+(?P<what>\w+)\s+ngapi\b", r"how many \g<what> do we have \g<when>"),
    (r"^\s*(?P<when>today|tomorrow)\s+nina\s+(?P<what>\w+)\s+ngapi\b", r"how many \g<what> do I have \g<when>"),  # "kesho nina jobs ngapi"
    (r"\bnani\s+bado\s+(?:hajalipa|hawajalipa|hajanilipa)\b", "who still hasn't paid"),
    (r"(?:,\s*|\s+)futa\s+(?:hiyo|hii)\s+(\w+)\b", r", delete that \1"),  # "Juma cancel the astra clutch friday, futa hiyo job"
    (r"^(?P<what>[\w ]{2,30}?)\s+ngapi\s+left\b", r"how many \g<what> left"), (r"\s+bwana\b", ""), (r"\b(?:hajalipa|hawajalipa)\s+bado\b", "not paid yet"),
    (r"\bzimeshaenda\b", "already done"), (r"\bame-?cancel\b", "has cancelled"), (r"(?:,\s*|\s+)futa\s*$", ", delete it"),
    (r"\bwameongeza\s+watu\b", "have added people"), (r"\bnimenunua\s+(\w+)\s+mpya\b", r"I bought a new \1"),
    (r"\bweka\s+kwa\s+system\b", "add it to the system"), (r"\bnilisave\b", "I saved"), (r"\bameleta\s+pesa\b", "has brought the money"),
    (r"\bkuna\s+e-?mail\s+imekuja\s+kutoka\b", "did I get an email from"), (r"\bimekuja\b", "came"), (r"\bkutoka\b", "from"),
    (r"\bnitaenda\s+ushago\b|\bnitaenda\s+likizo\b|\bniko\s+ushago\b", "I'm away"),
    (r"\bmtu\s+akinitumia\s+e-?mail\s+ajue\s+niko\s+off\b", "set an auto-reply so anyone who emails me knows I'm off"),
    (r"\bweka\b(?=.*\b(?:at\s+\d|saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow)\b)", "put in the calendar"),
    (r"\bnikumbushe\b", "remind me to"), (r"\bkulipa\b", "pay"), (r"\bnilipe\b", "to pay"),
    (r"\bnipe\s+(?:number|namba)\s+ya\s+(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\b(?:\s+fundi\b.*$)?", r"what's \g<who>'s number"),
    (r"\bile\s+(?P<what>.+?)\s+iko\s+wapi\b", r"where is the \g<what>"), (r"\biko\s+wapi\b", "where is it"),
    (r"\bnili-?upload\b", "I uploaded"), (r"\bkwa\s+google\s+drive\b", "to google drive"),
    (r"\bongeza\s+kwa\s+sheet\s+ya\s+(\w+)\b", r"add a row to the \1 sheet"), (r"^(\s*[\w ]{2,30}?\s+sheet)\s+ongeza\s*:", r"\1 - add"),
    (r"\bongeza\b", "add"),
    (r"\bfungua\b", "open"), (r"\biko\s+kwa\s+(desktop|downloads|laptop)\b", r"on the \1"), (r"\bnione\b", "so I see"),
    (r"\bbei\s+za\s+(?P<who>[A-Z][\w'-]*)\b", r"\g<who>'s prices"), (r"\bbei\b", "price"),
    (r"\bmpaka\b", "to"), (r"\bile\s+ya\b", "the one for"), (r"\bile\b", "the"), (r"\bhii\b", "this"), (r"\bzote\b|\bwote\b", "all"),
    (r"\b(?:ya|wa|za)\b", "of"), (r"\bna\b", "and"), (r"\bkwa\b", "to"), (r"\bama\b", "or"), (r"\bniaje\b|\bsasa\b", ""),
]


def swahili(text: str) -> bool:
    """Whether ``text`` says at least two words only Swahili (or Sheng) has."""
    said = [w for w in re.findall(r"[a-z]+", text) if w in _SWAHILI]  # lower case only: names keep theirs
    return len(said) >= 2 or bool(_OPENS.match(text) or _ENOUGH.search(text))


_ENOUGH = re.compile(r"\bame-(?:cancel|book|pay)\w*|\bfuta\s*$|\bwameongeza\b|\bongeza\s*:|\bkuna\s+e-?mail\b")  # each enough alone
_OPENS = re.compile(r"\s*(?:ongeza|weka|tuma|andika|fungua|nikumbushe|nipe)\s+(?:kwa|ya|hii|ile|e-?mail|number|namba)\b")  # one is enough


def english(text: str) -> str:
    """``text`` with its Swahili words read as English when it is Swahili; unchanged otherwise."""
    if not swahili(text):
        return text
    text = _CLOCK.sub(_clock, text)
    text = re.sub(r"\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1)], text)
    return phrasebook.read(text, _PHRASES)
