"""Tanglish in a request (romanised Tamil mixed with English, as typed by the son of a Sri Lankan Tamil family running a
corner shop in Tooting) read as English before it is planned: "naalaikku 2 mani ku … inspection, calendar la podu"
(tomorrow at 2 … inspection, put it in the calendar), "Jaffna Foods ku mail anuppu - …, thursday kulla kondu varanum nu
sollu" (send an email to Jaffna Foods - …, tell them to bring it by thursday), "coconut milk evvalavu tin irukku?" (how many
tins of coconut milk are there?), "yaaru yaaru 50 ku mela kadan vechirukaanga?" (who owes more than 50?), "friday accountant
meeting cancel pannu" (cancel the friday accountant meeting), "electrician Ganesh number enna?" (what is electrician
Ganesh's number?), "avana tab la irundhu eduthudu" (take him off the tab), "stock la ethu" (add it to the stock).

Only a request with at least two words only Tamil has is read so. Tamil puts the verb last and its postpositions after
their nouns ("calendar la": in the calendar, "Colombo la irundhu": from Colombo, "thursday kulla": by thursday, "50 ku
mela": more than 50): each clause is read with its verb first, an English verb said with "pannu" (do) as the verb itself
("cancel pannu": cancel, "submit pannanum": need to submit, "collect pannuvaanga": they will collect). What is dictated
after a colon ("note podu: …") stays as typed, and so do names, numbers, kin words ("anna", "akka", "aunty") and English."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Tamil has (no English word, nor one of another stored language: "enna", "mela", "mani", "oda", "kulla", "nee",
# "naan" and "appa" are words elsewhere too): two of them make a request Tanglish
_OWN = frozenset("""kaasu kuduthaanga kuduthaar kuduthaan kuduthen kudutha kuduthaa kudukkanum kurachidu kuraichidu kuraichu
    yaaru kadan vechirukaanga vechirukaan podu podunga podanum pottu pottachu anuppu anupu anuppunga anuppanum adutha venum
    venaam vendam kondu varanum sollu sollunga sonnaanga sonnaar sonnaan evvalavu evlo evalo evalavu evlavu ethana ethanai
    irukku irukkaa irukkum naalaikku naalaiku nalaiku naalaikki irundhu irunthu vandhuchu vanthuchu vandhucha vanthucha
    vandhaachu paaru paarunga maathu maaththu maathidu maathudu onnum varala varalai pannu pannunga pannanum pannitu
    pannuvaanga pannuvaar pannidu panniten pannala innum pudhu puthu innaiku inniki innaikku indaiku eduthaar eduthaan
    eduthaanga eduthudu eduthu satham podudhu aayitaan aayitaanga aayiduchu avana avala avangala keela enga engey
    thaan ninaikiren nenaikiren vaanginaa vaanganum velai seiyala seyyala kitta nethu vaaram maasam eppo ethu eththu
    serthudu sethudu ezhuthu thedu ellam romba konjam ippo seekiram varum vandha""".split())

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = rf"(?:naalaikk?[ui]|nalaiku|innaikk?u|inniki|indaiku|nethu|{_DAYS}|adutha\s+vaaram|\d{{1,2}}(?:st|nd|rd|th))"
_A_TIME = re.compile(rf"(?:{_WHEN}|\d{{1,2}}\s+mani)$", re.I)  # "thursday", "3 mani": a move, not a change
_ON_THE, _ON_DAY = re.compile(r"^(\d{1,2}(?:st|nd|rd|th))$"), r"on the \1"  # "23rd collect pannuvaanga": they will collect on the 23rd
_SAID_DAY = re.compile(r"(?:naalaikk?[ui]|nalaiku|innaikk?u|inniki|indaiku|nethu|today|tomorrow|yesterday|next|last|this)$", re.I)
_ASKED = r"(?:evvalavu|evlo|evalo|evalavu|evlavu|ethana|ethanai)"  # how much, how many
_BY_ROLE = frozenset("the a an my our his her their this that it him her them me all some any avan ava avanga avana avala avangala".split())
_PAST = {"pay": "paid", "take": "took", "buy": "bought", "send": "sent", "come": "came", "go": "went", "get": "got",
         "give": "gave", "put": "put", "sell": "sold", "leave": "left", "shut": "shut", "set": "set"}
_STATES = frozenset("ready done late full empty finished closed open ok".split())  # "ready aachu": is ready


def _the(np: str) -> str:
    """A noun said bare as English says it: "friday accountant meeting" → the friday accountant meeting; "Mrs Khan order",
    "him", "2 box" as they are."""
    first = np.split()[0] if np.split() else ""
    plain = not first or not first[0].islower() or first.lower() in _BY_ROLE or first[0].isdigit() or _SAID_DAY.match(first)
    return np if plain else f"the {np}"


def _past(verb: str) -> str:
    """An English verb said with "pannitu"/"aayitaan" as its past: "settle" → settled, "move out" → moved out."""
    word, _, rest = verb.partition(" ")
    said = _PAST.get(word.lower()) or (word + "d" if word.endswith("e") else word[:-1] + "ied" if re.search(r"[^aeiou]y$", word)
                                       else word + "ed")
    return f"{said} {rest}".strip()


def _who(ending: str) -> str:
    """Who a verb's ending says: "-aanga" they (or one said with respect), "-aar"/"-aan" he, "-aa(l)" she, "-en" I."""
    return "they" if ending.endswith(("anga", "aanga")) else "I" if ending.endswith("en") else "she" if ending.endswith(
        ("aa", "aal")) else "he"


# Verbs said as what must be done ("-anum"): "Booker order podanum" (I need to place a Booker order), "pesanum" (need to talk)
_MUST = {"podanum": "put", "anuppanum": "send", "vaanganum": "buy", "kudukkanum": "pay", "sollanum": "tell", "pesanum": "talk",
         "paakkanum": "check", "edukkanum": "take", "maathanum": "change", "kondu\\s+varanum": "bring"}
_MUST_VERB = r"(?:(?P<v>[a-z]+(?:\s+(?:out|up|off|in|back|down))?)\s+pannanum|(?P<t>" + "|".join(_MUST) + "))"
# A time said first: "thursday kulla" (by thursday), "naalaikku kaalai 8 mani ku" (tomorrow at 8am)
_TIME_SAID = rf"(?:[\w-]+\s+kulla|{_WHEN}|kaalai|saayangalam|raathiri|\d{{1,2}}(?::\d\d)?\s+mani(?:\s+k?ku)?)"
_LEADING_TIME = re.compile(rf"^((?:{_TIME_SAID}\s+)+)(.*)$", re.I)


def _must(m: re.Match, *, day_last: bool = False) -> str:
    """What must be done, its verb first: "VAT return submit pannanum" → submit the VAT return; "Booker order podanum" →
    place a Booker order; ``day_last``: a day said first said last ("thursday VAT return …": … VAT return thursday)."""
    what, day = m.group("o") or "", ""
    when = _LEADING_TIME.match(what + " ") if day_last else None
    if when:
        what, day = when.group(2).strip(), " " + when.group(1).strip()
    verb = m.group("v") or _MUST[next(k for k in _MUST if re.fullmatch(k, m.group("t"), re.I))]
    if verb == "put" and what.lower().endswith("order"):
        return f"place a {what}{day}"
    if (to := re.match(r"^(?P<a>.+?)\s+k?ku\s+(?P<rest>.+)$", what)) and verb in ("pay", "send", "tell"):  # "Raju anna ku 20 pound"
        return f"{verb} {to.group('a')} {to.group('rest')}{day}" if verb != "send" else f"send {to.group('rest')} to {to.group('a')}{day}"
    return f"{verb} {_the(what) if what else 'it'}{day}".strip()


def _how_many(m: re.Match) -> str:
    """ "coconut milk evvalavu tin irukku": how many tins of coconut milk are there; "evlo items 5 ku keela irukku": how many
    items are 5 ku keela; "stock la evlo Milo irukku": how many Milo are there in stock."""
    pre, what, rest = (m.group("pre") or "").strip(), m.group("what"), (m.group("rest") or "").strip()
    if pre and not re.search(r"\b(?:la|ku)$", pre) and what.islower() and " " not in what:
        return f"how many {what if what.endswith('s') else what + 's'} of {pre} are {rest or 'there'}"
    return f"how many {what} are {rest or 'there'}" + (f" {pre}" if pre else "")


def _paid(m: re.Match) -> str:
    """ "Kamala aunty 20 pound kaasu kuduthaanga": Kamala aunty paid 20 pound; "innaiku £12.50 eduthaar": today he took £12.50."""
    verb = m.group("v").lower()
    said = "paid" if verb.startswith("kuduth") and m.group("cash") else "gave" if verb.startswith("kuduth") else \
        "bought" if verb.startswith("vaangin") else "took"
    who = m.group("s").strip()
    named = who and not re.fullmatch(rf"(?:{_WHEN}\s*)+", who, re.I)
    return f"{who} {said if named else _who(verb) + ' ' + said} {m.group('o')}".strip()


_O = r"(?P<o>.+?)"
_OPT_O = r"(?:(?P<o>.+?)\s+)?"
_A = r"(?P<a>[\w£'-]+(?:\s+(?:sheet|list|folder|file|group|calendar|db))?)"  # where: "tab", "christmas hamper sheet"
_PANNU = r"(?:pannu|pannunga|pannidu|panniru|pannudu|pannungo)"
_ENGLISH_VERB = r"(?P<v>(?!(?:la|ku|nu|ah|thaan|kadan|kaasu)\b)[a-z]+(?:\s+(?:out|up|off|in|back|down))?)"

# Each clause read whole: its verb first, what it is done to after ("A la O podu": put O in the A)
_CLAUSES: list[tuple[str, object]] = [
    # asked: who owes, how much, how many, what, where, when
    (r"^yaaru(?:\s+yaaru)?\s+(?P<x>.*?)\s*kadan\s+(?:vechirukaanga|vechirukaan|irukku|kudukkanum|tharanum)$", r"who owes \g<x>"),
    (rf"^(?P<who>.+?)(?:\s+k?ku)?(?:\s+tab\s+la)?\s+(?:{_ASKED}\s+kadan|kadan\s+{_ASKED})"
     r"(?:\s+(?:irukku|irukkaa|vechirukaanga|vechirukaan|kudukkanum))?$",
     r"how much does \g<who> owe"),
    (rf"^(?P<o>.*?)\s*{_ASKED}\s+(?:varum|aagum)$", lambda m: f"{m.group('o')} how much will it come to".strip()),
    (rf"^(?:(?P<pre>.+?)\s+)?{_ASKED}\s+(?P<what>[\w-]+)(?:\s+(?P<rest>.+?))?\s+(?:irukku|irukkaa|irukka)$", _how_many),
    (r"^(?P<x>.+?)(?:\s+(?:oda|ode|ta|da))?\s+(?P<what>number|phone(?:\s+number)?|mobile|e-?mail(?:\s+id)?|mail\s+id|address)\s+enna$",
     lambda m: f"what is {m.group('x')}'s {m.group('what')}"),
    (r"^(?P<when>.*?)\s*enna\s+(?:irukku|irukkaa|plan)(?:\s+(?:calendar|diary)\s+la)?$",
     lambda m: f"what do I have {m.group('when')}".strip()),
    (r"^(?P<x>.+?)\s+enna$", lambda m: f"what is {_the(m.group('x'))}"),
    (r"^(?P<x>.+?)\s+(?:enga|engey)(?:\s+(?:irukku|irukkudhu|vechen))?$", lambda m: f"where is {_the(m.group('x'))}"),
    (r"^(?P<x>.+?)\s+eppo(?:\s+(?:varum|varuvaanga|varudhu|vaaraanga))?$", lambda m: f"when is {_the(m.group('x'))} coming"),
    (r"^(?P<x>.+?)\s+yaaru$", r"who is \g<x>"),
    # told to someone: "X ku mail anuppu", "thursday kulla kondu varanum nu sollu" (tell them to bring it by thursday)
    (r"^(?P<a>.+?)\s+k?ku\s+(?:(?P<o>.+?)\s+)?(?:e-?mail|mail)\s+(?:anuppu|anupu|anuppunga|podu|pannu)$",
     lambda m: f"send an email to {m.group('a')}" + (f" about {m.group('o')}" if m.group("o") else "")),
    (r"^(?:(?P<a>.+?)\s+k?ku\s+)?(?P<o>.+?)\s+(?:anuppu|anupu|anuppunga)$",
     lambda m: f"send {_the(m.group('o'))}" + (f" to {m.group('a')}" if m.group("a") else "")),
    (rf"^(?:(?P<o>.+?)\s+)?{_MUST_VERB}\s+nu\s+sollu(?:nga)?$", lambda m: "tell them to " + _must(m, day_last=True)),
    (r"^(?P<o>.+?)\s+nu\s+(?:(?P<a>.+?)\s+k?ku\s+)?sollu(?:nga)?$",
     lambda m: f"tell {m.group('a') or 'them'} that {_clause(m.group('o'))}"),
    (r"^(?P<a>.+?)\s+k?ku\s+sollu(?:nga)?$", r"tell \g<a>"),
    (r"^(?P<o>.+?)\s+nu\s+(?:ninaikiren|nenaikiren|ninaikren)$", lambda m: f"I think {_clause(m.group('o'))}"),
    (r"^(?P<a>.+?)\s+la\s+(?:thaan\s+)?irukkum$", r"it'll be in \g<a>"),
    # put: "calendar la podu", "christmas hamper sheet la Mrs Khan order podu", "list podu", "Booker order podanum"
    (r"^(?P<a>[^,]+?)\s+la\s+(?P<o>.+?)\s+(?:podu|podunga|pottudu)$", lambda m: f"put {m.group('o')} in {_the(m.group('a'))}"),
    (rf"^(?:(?P<o>.+?)\s+)?{_A}\s+la\s+(?:podu|podunga|pottudu)$",
     lambda m: f"put {m.group('o') or 'it'} in {_the(m.group('a'))}"),
    (r"^list\s+(?:podu|podunga)$", "make a list"), (r"^note\s+(?:podu|podunga)$", "make a note"),
    (r"^(?P<o>.+?)\s+order\s+(?:podu|podunga)$", r"place a \g<o> order"),
    (r"^(?P<o>.+?)\s+(?:podu|podunga)$", lambda m: f"put {_the(m.group('o'))}"),
    # change: "curry leaves 80p ku maathu" (change … to 80p); a day or time said is a move
    (rf"^{_O}\s+(?P<to>\d{{1,2}}\s+mani|[\w£.'-]+)\s+k?ku\s+(?:maathu|maaththu|maathidu|maathudu|mathu)$",
     lambda m: f"{'move' if _A_TIME.match(m.group('to')) else 'change'} {m.group('o')} to {m.group('to')}"),
    # take off, add, remove: "tab la kurachidu", "stock la ethu", "avana tab la irundhu eduthudu"
    (rf"^{_OPT_O}{_A}\s+la\s+(?:kurachidu|kuraichidu|kuraichu\s+vidu|kurai)$",
     lambda m: f"knock {m.group('o') or 'it'} off {_the(m.group('a'))}"),
    (rf"^{_OPT_O}{_A}\s+la\s+(?:ethu|eththu|serthudu|sethudu|serthu(?:\s+vidu)?)$",
     lambda m: f"add {m.group('o') or 'it'} to {_the(m.group('a'))}"),
    (rf"^{_OPT_O}{_A}\s+la\s+irundhu\s+(?:eduthudu|eduthu\s+vidu|thookidu|neekidu)$",
     lambda m: f"take {m.group('o') or 'it'} off {_the(m.group('a'))}"),
    (r"^(?P<o>.+?)\s+(?:eduthudu|eduthu\s+vidu|thookidu|neekidu|azhichidu)$", lambda m: f"remove {_the(m.group('o'))}"),
    # check, find, write: "Booker invoice mail vandhucha paaru" (check if the Booker invoice mail came)
    (r"^(?P<o>.+?)\s+(?:vandhucha|vanthucha|vandhuchaa)\s+(?:paaru|paarunga)$", lambda m: f"check if {_the(m.group('o'))} came"),
    (r"^(?P<o>.+?)\s+(?:irukkaa|irukka)\s+(?:paaru|paarunga)$", lambda m: f"check if {_the(m.group('o'))} is there"),
    (r"^(?P<o>.+?)\s+(?:paaru|paarunga)$", lambda m: f"check {_the(m.group('o'))}"),
    (r"^(?P<o>.+?)\s+(?:thedu|thedunga)$", lambda m: f"find {_the(m.group('o'))}"),
    (rf"^{_A}\s+la\s+ezhuthu$", lambda m: f"write in {_the(m.group('a'))}"),
    # an English verb said with "pannu" (do it) is the verb: "… cancel pannu", "fix pannu pls", "X ku reply pannu"
    (rf"^(?P<a>.+?)\s+k?ku\s+(?P<v>reply|forward|mail|email|message|call)\s+{_PANNU}$",
     lambda m: f"{m.group('v')}{' to' if m.group('v') in ('reply', 'forward') else ''} {m.group('a')}"),
    (rf"^(?:(?P<o>.+?)\s+)?(?P<a>[\w'-]+)\s+kitta\s+(?:(?P<o2>.+?)\s+)?share\s+{_PANNU}$",
     lambda m: f"share {_the(m.group('o') or m.group('o2') or 'it')} with {m.group('a')}"),
    (rf"^remind\s+{_PANNU}$", "remind me"),
    (rf"^{_OPT_O}{_ENGLISH_VERB}\s+{_PANNU}(?P<pls>\s+(?:pls|plz|please))?$",
     lambda m: f"{m.group('v')} {_the(m.group('o')) if m.group('o') else 'it'}{m.group('pls') or ''}"),
    (rf"^(?:(?P<o>.+?)\s+)?{_MUST_VERB}$", lambda m: f"I need to {_must(m)}"),
    (rf"^(?P<o>.*?)\s*{_ENGLISH_VERB}\s+pannuvaanga$",
     lambda m: f"they will {m.group('v')} {_ON_THE.sub(_ON_DAY, m.group('o'))}".strip()),
    # what was done: "… 20 pound kaasu kuduthaanga" (… paid 20 pound), "innaiku £12.50 eduthaar" (today he took £12.50)
    (r"^(?P<s>.*?)\s*(?P<o>(?:£\s?\d|\d)[^,]*?)\s+(?P<cash>kaasu\s+)?(?P<v>kuduth(?:aanga|aar|aan|aa|en)|eduth(?:aanga|aar|aan|aa|en)"
     r"|vaangin(?:aanga|aar|aan|aa|en))$", _paid),
    (r"^(?P<s>.*?)\s+innum\s+(?P<x>.*?)\s*(?:varala|varalai)$", lambda m: f"{m.group('s')} hasn't come {_words(m.group('x'))} yet"),
    (r"^(?P<x>.*?)\s*onnum\s+(?:varala|varalai)$", lambda m: f"nothing comes in {m.group('x')}".strip()),
    (r"^(?:(?P<a>.+?)\s+la\s+)?(?P<o>.+?)\s+(?P<v>irukku|irukkaa)$", lambda m: f"{'there is' if m.group('v') == 'irukku' else 'is there'} "
     f"{m.group('o')}" + (f" {_words(m.group('a') + ' la')}" if m.group("a") else "")),
    (r"^(?:(?P<a>.+?)\s+la\s+)?(?P<o>.+?)\s+venum$",
     lambda m: (f"in {_the(m.group('a'))} " if m.group("a") else "") + f"we need {m.group('o')}"),
]

# Read first, across the clauses: "if …" ("3 bag vaanginaa 10% off kudutha": if they buy 3 bag and I give 10% off) and what
# is said of a thing, a clause of its own ("card machine velai seiyala fix pannu": the card machine isn't working, fix it)
_FEELING = r"(?P<e>(?:\s*[^\w\s,.?!£$%&'()/@#+*-]+)*)(?=\s+\w)"  # an emoji after it, and more said: "velai seiyala 😩 fix pannu"
_FIRST: list[tuple[str, object]] = [
    (r"(?P<x>[^\s,.?!-][^,.?!-]*?)\s+(?:vaanginaa|vaanginaal)\s+", r"if they buy \g<x>, "),
    (r"(?P<x>[^\s,.?!-][^,.?!-]*?)\s+(?:kuduthaa|kudutha|kuduthaal)\s+(?=\w)", r"if I give \g<x>, "), (r"(\bif [^,]+), if\b", r"\1 and"),
    (r"\bsatham\s+podudhu\b" + _FEELING, r"is making a noise\g<e>,"), (r"\bsatham\s+podudhu\b", "is making a noise"),
    (r"\b(?:velai|vela)\s+(?:seiyala|seyyala|seiyudhu\s+illa)\b" + _FEELING, r"isn't working\g<e>,"),
    (r"\b(?:velai|vela)\s+(?:seiyala|seyyala|seiyudhu\s+illa)\b", "isn't working"), (r"\b(?:velai|vela)\s+seiyudhu\b", "is working"),
]

# Then word by word: what was done, what is said of a thing, times, postpositions after their nouns, small words
_WORDS: list[tuple[str, object]] = [
    (r"(?:(?P<adv>\w+)\s+ah\s+)?(?P<v>[a-z]+)\s+pannitu\b",  # "full ah settle pannitu": settled in full and
     lambda m: _past(m.group("v")) + (f" in {m.group('adv')}" if m.group("adv") else "") + " and"),
    (r"\b(?P<v>[a-z]+(?:\s+(?:out|in|up|off|back))?)\s+(?:aayitaan|aayitaanga|aayitaar|aayiduchu|aagitaan|aachu)\b",
     lambda m: f"is {m.group('v')}" if m.group("v") in _STATES else _past(m.group("v"))),
    (r"\b(?P<v>[a-z]+)\s+(?:panniten|pannitten)\b", lambda m: "I " + _past(m.group("v"))),
    (r"\b(?P<v>[a-z]+)\s+pannala\b", r"didn't \g<v>"),
    # times: "naalaikku 2 mani ku" (tomorrow at 2), "thursday kulla" (by thursday), "adutha vaaram" (next week)
    (r"\bkaalai\s+(\d{1,2})\s+mani(?:\s+k?ku)?\b", r"at \1am"),
    (r"\b(?:saayangalam|saayanthiram|raathiri)\s+(\d{1,2})\s+mani(?:\s+k?ku)?\b", r"at \1pm"),
    (r"\b(\d{1,2}(?::\d\d)?)\s+mani(?:\s+k?ku)?\b", r"at \1"),
    (r"\b(\w+)\s+kulla\b", r"by \1"), (r"\badutha\s+(?:vaaram|week)\b", "next week"), (r"\bpona\s+(?:vaaram|week)\b", "last week"),
    (r"\b(?:indha|intha)\s+(?:vaaram|week)\b", "this week"), (r"\badutha\s+maasam\b", "next month"), (r"\bpona\s+maasam\b", "last month"),
    (r"\b(?:naalaikk?[ui]|nalaiku)\b", "tomorrow"), (r"\b(?:innaikk?u|inniki|indaiku)\b", "today"), (r"\bnethu\b", "yesterday"),
    (r"\b(yesterday|today|last\s+week|this\s+week)\s+vandha\s+([^,.?!]+)", r"\2 that came \1"),  # "nethu vandha mail"
    # postpositions after their nouns: "50 ku mela" (more than 50), "council la irundhu food hygiene inspection" (… from the council)
    (r"\b([£\d][\w.,£%]*)\s+k?ku\s+mela\b", r"more than \1"), (r"\b([£\d][\w.,£%]*)\s+k?ku\s+keela\b", r"below \1"),
    (r"\b([\w'-]+)\s+la\s+irundhu\s+(?P<rest>[^,]+?)\s*$", lambda m: f"{m.group('rest')} from {_the(m.group(1))}"),
    (r"\b([\w'-]+)\s+la\s+irundhu\b", lambda m: f"from {_the(m.group(1))}"),
    (r"\b([£\d][\w.,£%]*)\s+la\b", r"at \1"), (r"\b(tab|list|delivery|rota|menu)\s+la\b", r"on the \1"),
    (r"\b([\w'-]+)\s+la\b", lambda m: f"in {_the(m.group(1))}"),
    (r"\b(christmas|xmas|diwali|pongal|new\s+year)\s+k?ku\b", r"for \1"), (r"\b([\w'-]+)\s+k?ku\b", r"to \1"),
    (r"\bavan\s+kitta\b", "with him"), (r"\bava\s+kitta\b", "with her"), (r"\b([\w'-]+)\s+kitta\b", r"with \1"),
    (r"\b(\w+)\s+pathi\b", r"about \1"), (r"\bkadan\b", "credit"), (r"\b(\w+)\s+(?:oda|ode)\b", r"\1's"), (r"\bfull\s+ah\b", "in full"),
    (r"\bpudhu\b|\bputhu\b", "new"), (r"\badutha\b", "next"), (r"\bappa\b", "dad"), (r"\bamma\b", "mum"), (r"\bkaasu\b", "money"),
    (r"\bavana\b", "him"), (r"\bavala\b", "her"), (r"\bavangala\b", "them"), (r"\bvandhuchu\b|\bvanthuchu\b|\bvandhaachu\b", "came"),
    (r"\bsonnaanga\b|\bsonnaar\b|\bsonnaan\b", "said"), (r"\binnum\b", "still"), (r"\bellam\b", "all"), (r"\bromba\b", "very"),
    (r"\bkonjam\b", "a bit"), (r"\bippo\b", "now"), (r"\bseekiram\b", "soon"), (r"\b(?:thaan|ah)\b", ""),
]

_FIRST_PHRASES = [(re.compile(p, re.I), s) for p, s in _FIRST]
_CLAUSE_PHRASES = [(re.compile(p, re.I), s) for p, s in _CLAUSES]
_WORD_PHRASES = [(re.compile(p, re.I), s) for p, s in _WORDS]
# Where a clause ends: a comma, a stop, a question mark, " - " (not the dot of "8.99" nor "£12.50")
_BREAK = re.compile(r"(\s*[,;]\s+|[.?!]+(?=\s|$)\s*|\s+[-–]\s+|\s*:\s+)")
# What is dictated after a colon stays as typed: "note podu: christmas ku extra Maliban, …"
_DICTATED = re.compile(r"^(?P<head>[^:]{1,60}\b(?:podu|podunga|ezhuthu|pannu|pannunga|anuppu)\s*:)(?P<said>.*)$", re.I | re.S)


def tamil(text: str) -> bool:
    """Whether ``text`` has two words only Tamil has."""
    return phrasebook.two_own_words(text, _OWN)


def _clause(clause: str) -> str:
    """One clause read as English: the first of its whole readings that fits, then its words."""
    for pattern, said in _CLAUSE_PHRASES:
        if pattern.search(clause):
            clause = pattern.sub(said, clause, count=1)
            break
    return _words(clause)


def _words(text: str) -> str:
    return phrasebook.read(text, _WORD_PHRASES)


# A reminder of what must be done, read before the clauses: "thursday VAT return submit pannanum, remind pannu"
_REMINDED = re.compile(rf"(?:^|(?<=[.?!]\s))(?P<o>[^,.?!]+?)\s+{_MUST_VERB}\s*,?\s*(?:nu\s+)?remind\s+{_PANNU}\b", re.I)


def _read(text: str) -> str:
    text = phrasebook.read(_REMINDED.sub(lambda m: "remind me to " + _must(m, day_last=True), text), _FIRST_PHRASES)
    parts = _BREAK.split(re.sub(r"\birukku(?=\s*\?)", "irukkaa", text.strip()))  # "irukku?" asks: is there
    return re.sub(r"\s+([,?!])", r"\1", "".join(_clause(p) if i % 2 == 0 else p for i, p in enumerate(parts))).strip()


def english(text: str) -> str:
    """``text`` with its Tamil read as English when it is Tanglish; unchanged otherwise."""
    if not tamil(text):
        return text
    dictated = _DICTATED.match(text)
    if dictated:
        return _read(dictated.group("head").rstrip(": ")) + ": " + dictated.group("said").strip()
    return _read(text)
