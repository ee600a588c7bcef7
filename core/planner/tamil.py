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
after a colon ("note podu: …") stays as typed, and so do names, numbers, kin words ("anna", "akka", "aunty") and English.

It reads a Sri Lankan Tamil minicab driver in Croydon too (fares, pickups, airport runs, accounts): "naalaikku yaaru yaaru
booking iruku" (who is booked tomorrow), "pona week evvalavu sambathichen?" (how much did I earn last week?), "yaaru innum
kaasu tharala??" (who hasn't paid yet??), "Brightwell account la yaaru yaaru irukaanga" (who is on the Brightwell account),
"velli kaalai 5.30 Mrs Thompson, … booking podu" (friday at 5:30am Mrs Thompson, … put it in the bookings), "paid nu podu"
(mark it paid), "flight number anuppa sollu" (tell them to send the flight number), "dec 10 la irundhu jan 5 varai ooruku
poren" (from dec 10 to jan 5 I'm going home), "MOT dec 4 mudiyuthu" (MOT runs out dec 4), "Ravi anna number enna" (what is Ravi
anna's number). Tamil day names are read as English ones ("velli": friday, "nyayiru": sunday), and a time said with "kaalai"
(morning) or "saayangaalam" (evening) as am or pm ("kaalai 5.15 ku": at 5:15am)."""

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
    serthudu sethudu ezhuthu thedu ellam romba konjam ippo seekiram varum vandha
    naalai kaalai kaalaila kalaila saayangaalam saayangalam velli sevvai thingal viyazhan vyazhan nyayiru gnayiru kizhamai
    sambathichen sambadhichen sambaathichen selavalichen mudiyuthu mudiyudhu tharala tharalai kudukkala kudukala irupen iruppen
    iruku irukaanga irukkaanga vechen pannitaan pannitaanga pannitaar varai poren ooruku anuppa veetu vaasal selavu pona
    kovil thambi machan""".split())
# Sayings only Tamil has, each counted as one of its words: "number enna" (what is the number), "Ravi anna" (a kin word after a
# name: brother Ravi), so that "Ravi anna number enna" is read
_OWN_SAID = re.compile(r"(?i:\b(?:number|phone|mobile|address|e-?mail(?:\s+id)?|mail\s+id|postcode)\s+enna\b)"
                       r"|\b[A-Z][a-z]+\s+(?:anna|akka|thambi|machan)\b|(?i:\bmani\s+k?ku\b|\bnu\s+(?:podu|sollu)\b)")

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = rf"(?:naalai(?:kk?[ui])?|nalaiku|innaikk?u|inniki|indaiku|nethu|{_DAYS}|adutha\s+vaaram|\d{{1,2}}(?:st|nd|rd|th))"
_A_TIME = re.compile(rf"(?:{_WHEN}|\d{{1,2}}\s+mani|\d{{1,2}}:\d\d)$", re.I)  # "thursday", "3 mani": a move, not a change
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_DATE = rf"(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}|{_WHEN})"
_ON_THE, _ON_DAY = re.compile(r"^(\d{1,2}(?:st|nd|rd|th))$"), r"on the \1"  # "23rd collect pannuvaanga": they will collect on the 23rd
_SAID_DAY = re.compile(r"(?:naalai(?:kk?[ui])?|nalaiku|pona|innaikk?u|inniki|indaiku|nethu|today|tomorrow|yesterday|next|last|this)$", re.I)
_ASKED = r"(?:evvalavu|evlo|evalo|evalavu|evlavu|ethana|ethanai)"  # how much, how many
_BY_ROLE = frozenset("""the a an my our his her their this that it him her them me all some any avan ava avanga avana avala avangala
    ethavathu edhavadhu""".split())
_PAST = {"cancel": "cancelled", "pay": "paid", "take": "took", "buy": "bought", "send": "sent", "come": "came", "go": "went", "get": "got",
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


def _clock(said: str) -> str:
    """A time said with "mani" (o'clock) as the time: "6 mani" → 6, "5:15" as it is."""
    return re.sub(r"\s+mani$", "", said, flags=re.I)


def _who(ending: str) -> str:
    """Who a verb's ending says: "-aanga" they (or one said with respect), "-aar"/"-aan" he, "-aa(l)" she, "-en" I."""
    return "they" if ending.endswith(("anga", "aanga")) else "I" if ending.endswith("en") else "she" if ending.endswith(
        ("aa", "aal")) else "he"


# Verbs said as what must be done ("-anum"): "Booker order podanum" (I need to place a Booker order), "pesanum" (need to talk)
_MUST = {"podanum": "put", "anuppanum": "send", "vaanganum": "buy", "kudukkanum": "pay", "sollanum": "tell", "pesanum": "talk",
         "paakkanum": "check", "edukkanum": "take", "maathanum": "change", "kondu\\s+varanum": "bring"}
_MUST_VERB = r"(?:(?P<v>[a-z]+(?:\s+(?:out|up|off|in|back|down))?)\s+(?:pannanum|pannonum|panna\s+venum)|(?P<t>" + "|".join(_MUST) + "))"
# A time said first: "thursday kulla" (by thursday), "naalaikku kaalai 8 mani ku" (tomorrow at 8am)
_TIME_SAID = rf"(?:[\w-]+\s+kulla|{_WHEN}|morning|evening|at\s+\d{{1,2}}(?::\d\d)?(?:am|pm)?|\d{{1,2}}(?::\d\d)?\s+mani(?:\s+k?ku)?)"
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


def _a(what: str) -> str:
    """A thing said bare as one of its kind: "booking" → a booking; "bookings", "Mrs Khan order", "my job" as they are."""
    plain = what[:1].islower() and not what.endswith("s") and what.split()[0] not in _BY_ROLE
    return f"{'an' if what[0] in 'aeiou' else 'a'} {what}" if plain else what


# What I did, asked how much: "evvalavu sambathichen" (how much did I earn), "selavalichen" (spent), "kuduthen" (paid)
_I_DID = r"(?P<v>sambaa?[td]h?ichen|selav(?:alichen|u\s+panniten)|kuduthen)"
_SPAN = rf"(?:(?:pona|indha|intha|adutha)\s+(?:week|vaaram|maasam|month)|{_WHEN})"  # "pona week": last week


def _did(m: re.Match) -> str:
    """ "pona week evvalavu sambathichen": how much did I earn last week; "ethana job panniten": how many jobs did I do."""
    when = " ".join(w for w in (m.group("pre"), m.group("post")) if w)
    if m.group("what"):
        return f"how many {m.group('what')}s did I do {when}".strip()
    verb = m.group("v").lower()
    return f"how much did I {'earn' if verb.startswith('samb') else 'spend' if verb.startswith('selav') else 'pay'} {when}".strip()


# What they are told to do, its verb said "-a": "flight number anuppa sollu" (tell them to send the flight number)
_TO_DO = {"anuppa": "send", "kudukka": "give", "edukka": "take", "kondu vara": "bring", "vara": "come", "ready aaga": "be ready"}
_TOLD = r"(?P<v>anuppa|kudukka|edukka|kondu\s+vara|vara|ready\s+aaga|[a-z]+\s+panna)"


def _told(m: re.Match) -> str:
    verb, what = re.sub(r"\s+", " ", m.group("v").lower()), m.group("o") or ""
    verb = verb.removesuffix(" panna") if verb.endswith(" panna") else _TO_DO[verb]
    return f"tell them to {verb} {what if verb == 'come' else _the(what) if what else 'it'}".strip()


def _is_there(m: re.Match) -> str:
    """ "naalaikku Heathrow booking irukkaa": is there a Heathrow booking tomorrow; "stock la Milo irukku": there is Milo in the stock."""
    what, when = m.group("o"), ""
    if said := _LEADING_TIME.match(what + " "):
        what, when = said.group(2).strip() or what, " " + said.group(1).strip() if said.group(2).strip() else ""
    where = f" {_words(m.group('a') + ' la')}" if m.group("a") else ""
    one = when and what.split()[-1].islower() and not what.endswith("s") and what.split()[0].lower() not in _BY_ROLE  # a booking
    return f"{'there is' if m.group('v') == 'irukku' else 'is there'} {'a ' + what if one else what}{where}{when}"


_PLACES = {"veetu vaasal": "outside your house", "vaasal": "at the door"}  # "veetu vaasal la irupen": I'll be outside your house
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
    # "Brightwell account la yaaru yaaru irukaanga" (who is on the Brightwell account), "naalaikku yaaru yaaru booking iruku"
    (r"^(?P<a>.+?)\s+la\s+yaaru(?:\s+yaaru)?\s+(?:iruk?kaanga|iruk?kaa|iruk?ku)$",
     lambda m: f"who is {'on' if re.search(r'(?:account|tab|list|rota)$', m.group('a'), re.I) else 'in'} the {m.group('a')}"),
    (r"^(?P<pre>.*?)\s*yaaru(?:\s+yaaru)?\s+(?P<x>.+?)\s+(?:iruk?ku|iruk?kaa|vechirukaanga)$",
     lambda m: ("who is booked" if m.group("x").lower() in ("booking", "bookings") else f"who has {_a(m.group('x'))}")
     + f" {m.group('pre')}".rstrip()),  # English says "who is booked" of one with a booking
    # "yaaru innum kaasu tharala" (who hasn't paid yet), "Kevin kaasu kudukkala" (Kevin hasn't paid)
    (r"^(?P<who>.*?)\s*(?P<yet>innum\s+)?(?:kaasu\s+(?:tharala|tharalai|kudukkala|kudukala|kudukkalai)|pay\s+pannala)$",
     lambda m: f"{'who' if m.group('who').lower() == 'yaaru' else m.group('who') or 'they'} hasn't paid{' yet' if m.group('yet') else ''}"),
    (rf"^(?P<pre>.*?)\s*{_ASKED}\s+(?:{_I_DID}|(?P<what>[a-z]+)\s+panniten)(?:\s+(?P<post>{_SPAN}))?$", _did),
    (r"^(?:naan\s+)?(?P<when>.+?)\s+free\s+(?:ah|aa|ah?\s+iruppen)$", r"am I free \g<when>"),  # "velli saayangaalam free ah"
    (rf"^(?P<o>.*?)\s*{_ASKED}\s+(?:varum|aagum)$", lambda m: f"{m.group('o')} how much will it come to".strip()),
    (rf"^(?:(?P<pre>.+?)\s+)?{_ASKED}\s+(?P<what>[\w-]+)(?:\s+(?P<rest>.+?))?\s+(?:irukku|irukkaa|irukka)$", _how_many),
    (r"^(?P<x>.+?)(?:\s+(?:oda|ode|ta|da))?\s+(?P<what>number|phone(?:\s+number)?|mobile|e-?mail(?:\s+id)?|mail\s+id|address)\s+enna$",
     lambda m: f"what is {m.group('x')}'s {m.group('what')}"),
    (r"^(?P<when>.*?)\s*enna\s+(?:irukku|irukkaa|plan)(?:\s+(?:calendar|diary)\s+la)?$",
     lambda m: f"what do I have {m.group('when')}".strip()),
    (r"^(?P<x>.+?)\s+enna$", lambda m: f"what is {_the(m.group('x'))}"),
    (r"^(?P<x>.+?)\s+(?:enga|engey)\s+(?:vechen|vachen)$", lambda m: f"where did I put {_the(m.group('x'))}"),
    (r"^(?P<x>.+?)\s+(?:enga|engey)(?:\s+(?:irukku|irukkudhu))?$", lambda m: f"where is {_the(m.group('x'))}"),
    (r"^(?P<x>.+?)\s+eppo(?:\s+(?:varum|varuvaanga|varudhu|vaaraanga))?$", lambda m: f"when is {_the(m.group('x'))} coming"),
    (r"^(?P<x>.+?)\s+yaaru$", r"who is \g<x>"),
    # told to someone: "X ku mail anuppu", "thursday kulla kondu varanum nu sollu" (tell them to bring it by thursday)
    (r"^(?P<a>.+?)\s+k?ku\s+(?:(?P<o>.+?)\s+)?(?:e-?mail|mail)\s+(?:anuppu|anupu|anuppunga|podu|pannu)$",
     lambda m: f"send an email to {m.group('a')}" + (f" about {m.group('o')}" if m.group("o") else "")),
    (r"^(?:(?P<a>.+?)\s+k?ku\s+)?(?P<o>.+?)\s+(?:anuppu|anupu|anuppunga)$",
     lambda m: f"send {_the(m.group('o'))}" + (f" to {m.group('a')}" if m.group("a") else "")),
    (rf"^(?:(?P<o>.+?)\s+)?{_TOLD}\s+sollu(?:nga)?$", _told),
    # "naalai kaalai 5.15 ku veetu vaasal la irupen" (tomorrow at 5:15am I'll be outside your house)
    (r"^(?P<pre>.*?)\s*(?P<x>veetu\s+vaasal|[\w'-]+)\s+la\s+irupp?en$",
     lambda m: f"{m.group('pre')} I'll be " + _PLACES.get(m.group("x").lower(), f"at {_the(m.group('x'))}")),
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
    # "paid nu podu" (mark it paid), "booking podu" (put it in the bookings), "email ku auto reply podu english la"
    (r"^(?:(?P<o>.+?)\s+)?(?P<x>[\w-]+)\s+nu\s+(?:podu|podunga|mark\s+pannu)$",
     lambda m: f"mark {_the(m.group('o') or 'it')} {m.group('x')}"),
    (r"^(?:(?P<o>.+?)\s+)?(?P<a>booking|expense|bookings|expenses|diary|rota)\s+(?:podu|podunga|pottudu)$",
     lambda m: f"put {m.group('o') or 'it'} in the {m.group('a')}{'s' if m.group('a').lower() in ('booking', 'expense') else ''}"),
    (r"^(?:(?P<a>.+?)\s+k?ku\s+)?(?:auto[\s-]?reply|out\s+of\s+office)\s+(?:podu|podunga|vei|on\s+pannu|set\s+pannu)"
     r"(?:\s+(?P<l>english|tamil)\s+la)?$", lambda m: f"put an auto reply on {_the(m.group('a') or 'my email')}"
                                                      + (f" in {m.group('l').capitalize()}" if m.group("l") else "")),
    (r"^list\s+(?:podu|podunga)$", "make a list"), (r"^note\s+(?:podu|podunga)$", "make a note"),
    (r"^(?P<o>.+?)\s+order\s+(?:podu|podunga)$", r"place a \g<o> order"),
    (r"^(?P<o>.+?)\s+(?:podu|podunga)$", lambda m: f"put {_the(m.group('o'))}"),
    # change: "curry leaves 80p ku maathu" (change … to 80p); a day or time said is a move
    (r"^(?P<to>\d{1,2}(?::\d\d)?(?:\s+mani)?|[\w£.'-]+)\s+k?ku\s+(?:maathu|maaththu|maathidu|maathudu|mathu)$",  # "6 mani ku maathu"
     lambda m: f"{'move' if _A_TIME.match(m.group('to')) else 'change'} it to {_clock(m.group('to'))}"),
    (rf"^{_O}\s+(?P<to>\d{{1,2}}\s+mani|[\w£.'-]+)\s+k?ku\s+(?:maathu|maaththu|maathidu|maathudu|mathu)$",
     lambda m: f"{'move' if _A_TIME.match(m.group('to')) else 'change'} {m.group('o')} to {_clock(m.group('to'))}"),
    (rf"^(?P<s>.+?)(?:\s+(?P<when>{_DATE}))?\s+(?:mudiyuthu|mudiyudhu|mudiyum|mudinjidum)$",  # "MOT dec 4 mudiyuthu": MOT runs out dec 4
     lambda m: f"{m.group('s')} runs out" + (f" {m.group('when')}" if m.group("when") else "")),
    # take off, add, remove: "tab la kurachidu", "stock la ethu", "avana tab la irundhu eduthudu"
    (rf"^{_OPT_O}{_A}\s+la\s+(?:kurachidu|kuraichidu|kuraichu\s+vidu|kurai)$",
     lambda m: f"knock {m.group('o') or 'it'} off {_the(m.group('a'))}"),
    (rf"^{_OPT_O}{_A}\s+la\s+(?:ethu|eththu|serthudu|sethudu|serthu(?:\s+vidu)?)$",
     lambda m: f"add {m.group('o') or 'it'} to {_the(m.group('a'))}"),
    (rf"^{_OPT_O}{_A}\s+la\s+irundhu\s+(?:eduthudu|eduthu\s+vidu|thookidu|neekidu)$",
     lambda m: f"take {m.group('o') or 'it'} off {_the(m.group('a'))}"),
    (r"^(?:(?P<o>.+?)\s+)?(?:eduthudu|eduthu\s+vidu|thookidu|neekidu|azhichidu)$", lambda m: f"remove {_the(m.group('o') or 'it')}"),
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
    (r"^(?P<s>.+?)\s+kaasu\s+(?:kuduth|thandh|thanth)(?:aanga|aar|aan|aa)$", r"\g<s> paid"),  # "Mrs Patel kaasu kuduthaanga"
    (r"^(?P<s>.*?)\s+innum\s+(?P<x>.*?)\s*(?:varala|varalai)$", lambda m: f"{m.group('s')} hasn't come {_words(m.group('x'))} yet"),
    (r"^(?P<x>.*?)\s*onnum\s+(?:varala|varalai)$", lambda m: f"nothing comes in {m.group('x')}".strip()),
    (r"^(?:(?P<a>.+?)\s+la\s+)?(?P<o>.+?)\s+(?P<v>irukku|irukkaa)$", _is_there),
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
    (r"\b(?P<v>[a-z]+)\s+(?:pannitaan|pannittaan|pannitaanga|pannittaanga|pannitaar|pannitta)\b", lambda m: _past(m.group("v"))),
    # "dec 10 la irundhu jan 5 varai" (from dec 10 to jan 5), "ooruku poren jaffna" (I'm going home to jaffna)
    (rf"\b(?P<a>{_DATE}|[\w'-]+)\s+(?:la\s+)?irundhu\s+(?P<b>{_DATE}|[\w'-]+)\s+varai\b", r"from \g<a> to \g<b>"),
    (rf"\b({_DATE}|[\w'-]+)\s+varai\b", r"until \1"),
    (r"\booruku\s+por(?:en|om)(?:\s+(?P<p>[\w'-]+)(?=\s*[,.?!]|$))?",
     lambda m: "I'm going home" + (f" to {m.group('p')}" if m.group("p") else "")),
    (r"\b([\w'-]+)\s+k?ku\s+por(?:en|om)\b", r"I'm going to \1"), (r"\bpor(?:en|om)\b", "I'm going"),
    (r"\b(english|tamil|sinhala)\s+la\b", lambda m: "in " + m.group(1).capitalize()),
    # times: "naalaikku 2 mani ku" (tomorrow at 2), "thursday kulla" (by thursday), "adutha vaaram" (next week)
    (r"\b(\d{1,2}(?::\d\d)?(?:am|pm)?)\s+illa\b", r"not \1"),  # "5.15 illa": not 5:15
    (r"\b(\d{1,2}:\d\d(?=\s+k?ku\b)|\d{1,2}(?::\d\d)?\s+mani)(?:\s+k?ku)?\b", lambda m: "at " + _clock(m.group(1))),
    (r"\b(\w+)\s+kulla\b", r"by \1"), (r"\badutha\s+(?:vaaram|week)\b", "next week"), (r"\bpona\s+(?:vaaram|week)\b", "last week"),
    (r"\b(?:indha|intha)\s+(?:vaaram|week)\b", "this week"), (r"\badutha\s+maasam\b", "next month"), (r"\bpona\s+maasam\b", "last month"),
    (r"\b(?:naalai(?:kk?[ui])?|nalaiku)\b", "tomorrow"), (r"\b(?:innaikk?u|inniki|indaiku)\b", "today"), (r"\bnethu\b", "yesterday"),
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
    (r"\b(?:ethavathu|edhavadhu)\b", "any"), (r"\bkonjam\b", "a bit"), (r"\bippo\b", "now"), (r"\bseekiram\b", "soon"),
    (r"\b(?:thaan|ah)\b", ""),
]

# Read before all else: Tamil days ("velli": friday, "sani kizhamai": saturday) and times said with the part of the day
# ("kaalai 5.15 ku": at 5:15am, "saayangaalam 7 mani": at 7pm, "velli saayangaalam": friday evening); "5.15 ku" a time
_TAMIL_DAYS = {"thingal": "monday", "sevvai": "tuesday", "budhan": "wednesday", "puthan": "wednesday", "viyazhan": "thursday",
               "vyazhan": "thursday", "velli": "friday", "sani": "saturday", "nyayiru": "sunday", "gnayiru": "sunday"}
_MORNING, _EVENING = r"(?:kaalai(?:la|yila|le)?|kalaila)", r"(?:saayangaalam|saayangalam|saayanthiram|maalai|raathiri|iravu)"
_CLOCK = r"(?P<h>\d{1,2})(?:[.:](?P<m>\d\d))?(?:\s+mani)?(?:\s+k?ku)?\b"


def _at(m: re.Match, half: str) -> str:
    return f"at {m.group('h')}{':' + m.group('m') if m.group('m') else ''}{half}"


_EARLY: list[tuple[str, object]] = [
    (r"\b(thingal|sevvai|budhan|puthan|viyazhan|vyazhan|velli|nyayiru|gnayiru|sani(?=\s*(?:ki|ke)[lz]|\s+(?:kaalai|saay|maalai|\d)))"
     r"(?:\s*(?:kizhamai|kilamai|kelamai))?\b", lambda m: _TAMIL_DAYS[m.group(1).lower()]),
    (rf"\b{_MORNING}\s+{_CLOCK}", lambda m: _at(m, "am")), (rf"\b{_EVENING}\s+{_CLOCK}", lambda m: _at(m, "pm")),
    (r"\b(?:kaalaila|kalaila|kaalaiyila)\b", "in the morning"), (r"\bkaalai\b", "morning"), (rf"\b{_EVENING}\b", "evening"),
    (r"(?<![£$€\d.])\b([01]?\d|2[0-3])\.([0-5]\d)\b(?=\s+(?:k?ku|mani|illa)\b)", r"\1:\2"),  # "5.15 illa": not 5:15
]
_EARLY_PHRASES = [(re.compile(p, re.I), s) for p, s in _EARLY]
_FIRST_PHRASES = [(re.compile(p, re.I), s) for p, s in _FIRST]
_CLAUSE_PHRASES = [(re.compile(p, re.I), s) for p, s in _CLAUSES]
_WORD_PHRASES = [(re.compile(p, re.I), s) for p, s in _WORDS]
# Where a clause ends: a comma, a stop, a question mark, " - " (not the dot of "8.99" nor "£12.50")
_BREAK = re.compile(r"(\s*[,;]\s+|[.?!]+(?=\s|$)\s*|\s+[-–]\s+|\s*:\s+)")
# What is dictated after a colon stays as typed: "note podu: christmas ku extra Maliban, …"
_DICTATED = re.compile(r"^(?P<head>[^:]{1,60}\b(?:podu|podunga|ezhuthu|pannu|pannunga|anuppu)\s*:)(?P<said>.*)$", re.I | re.S)


def tamil(text: str) -> bool:
    """Whether ``text`` has two words only Tamil has (a saying only Tamil has counted as one)."""
    own = {w.lower() for w in re.findall(r"[\w'’-]+", text)} & _OWN
    return len(own) + len(_OWN_SAID.findall(text)) >= 2


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
_REMINDED = re.compile(rf"(?:^|(?<=[.?!]\s))(?:(?P<o>[^,.?!]+?)\s+)?{_MUST_VERB}\s*,?\s*(?:nu\s+)?remind\s+{_PANNU}\b", re.I)


def _read(text: str) -> str:
    text = phrasebook.read(text, _EARLY_PHRASES)
    text = phrasebook.read(_REMINDED.sub(lambda m: "remind me to " + _must(m, day_last=True), text), _FIRST_PHRASES)
    parts = _BREAK.split(re.sub(r"\biruk?ku(?=\s*\?)", "irukkaa", text.strip()))  # "irukku?" asks: is there
    return re.sub(r"\s+([,?!])", r"\1", "".join(_clause(p) if i % 2 == 0 else p for i, p in enumerate(parts))).strip()


def english(text: str) -> str:
    """``text`` with its Tamil read as English when it is Tanglish; unchanged otherwise."""
    if not tamil(text):
        return text
    dictated = _DICTATED.match(text)
    if dictated:
        return _read(dictated.group("head").rstrip(": ")) + ": " + dictated.group("said").strip()
    return _read(text)
