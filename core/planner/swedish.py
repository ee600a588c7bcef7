"""Swedish in a request (as typed by a Swede who runs a cinnamon-bun and cake café in Edinburgh, mostly without "å", "ä", "ö"
and with English mixed in) read as English before it is planned: "vem hämtar imorgon?" (who is picking up tomorrow?), "hur
mycket kardemumma har vi kvar" (how much kardemumma do we have left), "Fiona har betalat prinsesstårtan" (Fiona has paid for
the prinsesstårta), "lägg in food hygiene inspection från council torsdag 3 dec kl 14" (add food hygiene inspection from
council thursday 3 December at 14:00), "ställ in tandläkaren på onsdag, hinner inte" (cancel the dentist on wednesday, I
don't have time), "påminn mig att beställa saffran innan fredag" (remind me to order saffran before friday), "dela julmenyn
med Lotta så hon kan ändra i den" (share the julmeny with Lotta so she can edit it), "sätt på autosvar 24-27 dec" (turn on
the auto reply 24-27 December), "spara nya elektrikern: …" (save the new electrician: …), "var ligger prislistan?" (where is
the price list?).

Only a request with at least two words only Swedish has is read so (a saying only Swedish has, "maila Hamish", "sätt på",
"dela X med", counted as one); each is known typed with "å", "ä", "ö" or without them ("nästa", "nasta"). A cake or a menu
said with its "the" on the end is read as "the" and itself ("morotskakan": the morotskaka, "julmenyn": the julmeny), a name
with the genitive "s" as the name's ("Fionas": Fiona's), a decimal comma as a point ("1247,50": 1247.50). Names, numbers,
the goods ("kardemumma", "mjöl", "kladdkaka"), English words and what is dictated (a note after "anteckning:", an auto reply
after "i stil med") stay as typed.

It reads a Swedish teen's spoken slang too (a dog walker in Brighton, lowercase, often without "å", "ä", "ö"): "ja" (jag),
"e" (är), "o" (och), "m" (med), "imorrn", "nån", "mkt", "asså", "typ", "sjukt", "orkar inte": "vem ska ja ga med imorrn" (who am
I walking tomorrow), "boka in tandläkarn fre 9.40" (book the dentist friday 9:40), "kan du flytta rolo fran fredag till
lordag, samma tid" (can you move rolo from friday to saturday, same time), "vad har mochis ägare för nummer" (what number
does mochi's owner have), "pickle e allergisk mot kyckling, skriv in det nånstans så ja inte glömmer" (pickle is allergic to
chicken, write it down somewhere so I don't forget). What is quoted ('Villkor hundpassning', 'no walks until 4 jan') stays."""

from __future__ import annotations

import re

from core.planner import phrasebook
from core.planner.swedish_words import (
    ASKS,
    BE,
    DAYS,
    DOING,
    DONE,
    HAS,
    HEADS,
    LETTERS,
    ME,
    MODAL,
    MONTHS,
    MUCH,
    NOT_GENITIVE,
    NOUNS,
    OBJECT,
    OWN,
    OWN_ENDING,
    OWN_SAID,
    OWN_TYPED,
    PAST,
    PRESENT,
    VERBS,
    WE,
)

_PLAIN = str.maketrans("åäöÅÄÖ", "aaoAAO")


def _fold(word: str) -> str:
    """A word as the lists below write it: lower case, without "å", "ä", "ö" ("Nästa" → nasta, "lördag" → lordag)."""
    return word.lower().translate(_PLAIN)


_DAY = r"(?P<day>(?:mån|tis|ons|tors|fre|lör|sön)dag)(?:en)?"
# A month after its day: "3 dec", "24-27 dec", "4 december", "1 mars", "5:e maj"
_MONTH = r"(?P<month>januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december|(?:jan|feb|mar|apr|jun|jul|aug|sept?|okt|nov|dec)\.?)"
_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
_VERB = "(?P<verb>" + "|".join(sorted(VERBS, key=len, reverse=True)) + r")\b"
_DONE_SAID = "(?P<done>" + "|".join(sorted(DONE, key=len, reverse=True)) + r")\b"
_PAST_SAID = "(?P<past>" + "|".join(sorted(PAST, key=len, reverse=True)) + r")\b"
_DOING_SAID = "(?P<doing>" + "|".join(DOING) + r")\b"
_NOUNS_FOLDED = {_fold(k): v.replace("_", " ") for k, v in NOUNS.items()}
_VERBS_FOLDED = {_fold(k): v for k, v in VERBS.items()}


def _thing(m: re.Match[str]) -> str:
    """A Swedish noun (written small) as English: "kunden" → the customer, "morotskakan" → the morotskaka; else as typed."""
    word = m.group(0)
    key = _fold(word)
    key = key[:-1] + "en" if key.endswith(("arn", "orn")) and key[:-1] + "en" in _NOUNS_FOLDED else key  # "tandläkarn" as said
    if key in _NOUNS_FOLDED:
        return _NOUNS_FOLDED[key]
    for head, cut in HEADS.items():
        if key.endswith(head) and len(key) >= len(head) + 3:
            return "the " + word[:-cut]
    return word


def _day(word: str) -> str:
    """A weekday as English, said whole ("fredagen"), in "i fredags" or short ("fre", "mån")."""
    return DAYS[next(d for d in DAYS if _fold(d) == _fold(word)[: len(d)] or _fold(d).startswith(_fold(word)))]


def _month(word: str) -> str:
    return MONTHS[_fold(word).rstrip(".")[:3]]


def _clock(hour: str, minute: str | None) -> str:
    return f"{int(hour)}:{minute or '00'}"


def _who(m: re.Match[str]) -> str:
    """A name said with the genitive "s" before a noun as the name's: "Fionas beställning" → Fiona's order, "Priyas kladdkaka"
    → Priya's kladdkaka; any other as typed ("Mungoswells imorse")."""
    what = _fold(m.group("what"))
    owned = what in _NOUNS_FOLDED or re.search(r"(?:kaka|kakan|tarta|tartan|bulle|bullar|bullen|menyn?)$", what)
    return m.group("who")[:-1] + "'s" if owned and _fold(m.group("who")) not in NOT_GENITIVE else m.group("who")


_PRES = "(?P<pres>" + "|".join(PRESENT) + r")\b"
_SUBJECT = r"(?P<we>jag|vi|du|ni|hon|han|de|dom)\s+"
# A weekday said short: "fre 9.40", "vi ses mån" ("man", "son", "lor" written without their letter only before a time)
_SHORT = re.compile(r"(?i)\b(?:(?:p[åa]\s+)?(mån|tis|ons|tors|fre|lör|sön)\b(?=\s+(?:\d|som\b|kl\b|till\b)|\s*[,.!?]|\s*$)"
                    r"|(?:(?<=\bfr[åa]n\s)|(?<=\btill\s))(?:mån|tis|ons|tors|fre|lör|sön)\b|(man|lor|son)(?=\s+\d))")

# The spoken slang as written Swedish first, so the readings below read it: "ja" jag, "e" är, "o" och, "m" med, "imorrn"
# imorgon, "nån" någon, "mkt" mycket; "asså", "alltså", "liksom" say nothing
_SPOKEN: list[tuple[str, object]] = [
    (r"(?:^|\s+)(?:asså|alltså|liksom)\b", ""), (r"\bimorr?n\b", "imorgon"), (r"\bmkt\b", "mycket"), (r"\bsthlm\b", "Stockholm"),
    (r"\bja\b(?=\s+(?-i:[a-z\u00e5\u00e4\u00f6]))(?!\s+tack)", "jag"), (r"(?<=\S\s)e(?=\s)", "är"), (r"(?<=\S\s)o(?=\s+\S)", "och"),
    (r"(?<=[^\W\d]\s)m(?=\s+[^\W\d])", "med"), (r"\bnån\b", "någon"), (r"\bnåt\b", "något"), (r"\bnånting\b", "någonting"),
    (r"\bnånstans\b", "någonstans"),
]

_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "hej", "tack!", "tusen tack", "snälla"
    (r"^\s*(?:hej|hejsan|hallå|tjena|god\s+morgon)\b\s*[,!]*\s*", ""),
    (r"[,.\s]*\b(?:tack\s+så\s+mycket|tusen\s+tack|tack)\b\s*[.!]*(?=\s*$)", ""), (r"\bsnälla\b\s*,?", "please"),
    # numbers, dates and times: "1247,50", "3 dec", "24-27 dec", "6/12", "kl 14", "kl 9-16", "imorgon", "nästa vecka"
    (r"(?<![\d,.])(\d+),(\d\d)(?![\d,])", r"\1.\2"), phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"\b(\d{1,2})(?::e|:a)?(\s*[-–]\s*\d{1,2})?\.?\s+" + _MONTH + r"(?=[\s,.!?)]|$)",
     lambda m: f"{m.group(1)}{(m.group(2) or '').replace(' ', '')} {_month(m.group('month'))}"),
    (r"\bi\s+(januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december)\b",
     lambda m: "in " + _month(m.group(1))),
    (r"\b(?:från\s+)?kl\.?\s*(\d{1,2})(?:[:.](\d\d))?\s*(?:-|–|till)\s*(\d{1,2})(?:[:.](\d\d))?\b",
     lambda m: f"from {_clock(m.group(1), m.group(2))} to {_clock(m.group(3), m.group(4))}"),
    (r"\bfrån\s+kl\.?\s*(\d{1,2})(?:[:.](\d\d))?\b", lambda m: f"from {_clock(m.group(1), m.group(2))}"),
    (r"\bkl\.?\s*(\d{1,2})(?:[:.](\d\d))?\b", lambda m: f"at {_clock(m.group(1), m.group(2))}"),
    (r"\bi\s*morgon\s+bitti\b", "tomorrow morning"), (r"\bi\s*morgon\b", "tomorrow"), (r"\bi\s*morse\b", "this morning"),
    (r"\bi\s*dag\b", "today"), (r"\bi\s*går\b", "yesterday"), (r"\bi\s*kväll\b", "tonight"), (r"\bi\s+eftermiddag\b", "this afternoon"),
    (r"\bi\s+förmiddag\b", "this morning"), (r"\bi\s+övermorgon\b", "the day after tomorrow"), (r"\bi\s+förrgår\b", "the day before yesterday"),
    (r"\bi\s+helgen\b", "this weekend"), (r"\bnästa\s+helg\b", "next weekend"), (r"\b(?:i\s+)?nästa\s+veck(?:a|an)\b", "next week"),
    (r"(\d)(\s+\w+)?\s+(?:i|om|per)\s+veckan\b", r"\1\2 a week"), (r"\b(?:i|om|per)\s+månaden\b", "a month"),  # "12 i veckan"
    (r"(\d)\s+om\s+dagen\b", r"\1 a day"), (r"\b(?:i|per)\s+timmen\b", "an hour"),
    (r"\b(?:i\s+)?förra\s+veckan\b", "last week"), (r"\b(?:den\s+här|denna)\s+veckan?\b|\bi\s+veckan\b", "this week"),
    (r"\bnästa\s+månad\b", "next month"), (r"\bförra\s+månaden\b", "last month"), (r"\b(?:den\s+här|denna)\s+månaden?\b", "this month"),
    (r"\bgårdagens\b", "yesterday's"), (r"\bdagens\b", "today's"), (r"\bmorgondagens\b", "tomorrow's"), (r"\bveckans\b", "this week's"),
    (r"\bnästa\s+gång\b", "next time"), (r"\bi\s+jul\b", "at Christmas"), (r"\btill\s+jul\b", "for Christmas"), (r"\bjulafton\b", "Christmas Eve"),
    (r"\bi\s+(?:mån|tis|ons|tors|fre|lör|sön)dags\b", lambda m: "last " + _day(m.group(0).split()[1])),  # "i fredags": last friday
    (r"\bpå\s+" + _DAY + r"\b", lambda m: "on " + _day(m.group("day"))), (r"\bnästa\s+" + _DAY + r"\b", lambda m: "next " + _day(m.group("day"))),
    (r"\b(?:innan|före)\s+" + _DAY + r"\b", lambda m: "before " + _day(m.group("day"))),
    (r"\bsenast\s+(?:på\s+)?" + _DAY + r"\b", lambda m: "by " + _day(m.group("day"))),
    (r"\btill\s+" + _DAY + r"\b", lambda m: _moved(m) + " " + _day(m.group("day"))),
    (r"\b" + _DAY + r"\b", lambda m: _day(m.group("day"))),
    (_SHORT, lambda m: ("on " if m.group(0)[:1].lower() == "p" else "") + _day(m.group(0).split()[-1])),
    # a name with the genitive "s" before a word written small: "Fionas beställning" Fiona's order
    (r"\b(?P<who>(?-i:[A-Z])[a-z]{2,}s)(?=\s+(?P<what>(?-i:[a-z\u00e5\u00e4\u00f6]+)))", _who),
    (r"\b(?P<who>(?-i:[a-z]{3,}s))(?=\s+(?:ägaren?|nummer|numret|adressen?|mamma|pappa)\b)",  # "mochis ägare": mochi's owner
     lambda m: m.group("who") if m.group("who").lower() in ("hans", "deras", "dess", "hos", "ens") else m.group("who")[:-1] + "'s"),
    # slang and sayings: "orkar inte", "sjukt gullig", "typ 12", "som vanligt", "samma tid", "vi ses", "på engelska", "hos mormor"
    (r"(?:\b(?:jag\s+)?(?:orkar|orka|pallar)\s+inte|\borka)\b(?:\s+" + _VERB + ")?",
     lambda m: "can't be bothered" + (" to " + _VERBS_FOLDED[_fold(m.group("verb"))] if m.group("verb") else "")),
    (r"\b(?:sjukt|fett)\s+(?=\w)", "really "), (r"\btyp\s+(?=\d)", "about "), (r"\btyp\s+(?=\ue000)", "something like "),
    (r"\btyp\b(?=\s*[?!.]|\s*$)", "or something"), (r"(?:^|(?<=[.,!?]\s))typ\b,?\s*", ""), (r"\btyp\b", "kind of"),
    (r"\bba\b(?=\s)", "just"), (r"\bsom\s+vanligt\b", "as usual"), (r"\bvi\s+ses\b", "we'll see each other"),
    (r"\bsamma\s+(tid|dag)\b", lambda m: "same " + ("time" if _fold(m.group(1)) == "tid" else "day")),
    (r"\bpå\s+(engelska|svenska)\b", lambda m: "in " + _NOUNS_FOLDED[_fold(m.group(1))]),
    (r"\bhos\s+(?!(?:mig|dig|oss|er|dem|dom|henne|honom|sig)\b)(\w+)", r"at \1's"),
    (r"\ballergisk\s+mot\b", "allergic to"),
    (r"\b" + _SUBJECT + r"åker\s+till\b", lambda m: f"{_we(m)} {BE.get(_fold(m.group('we')), 'are')} going to"),  # "dom åker till"
    (r"\bdet\s+är\s+lugnt(\s+med)?\b", lambda m: "it's fine" + (" about" if m.group(1) else "")), (r"\blugnt\s+med\b", "fine about"),
    (r"\blugnt\b", "fine"), (r"\bjag\s+är\b", "I'm"),
    (r"\bdet\s+är\b(?!\s+(?:klar|klart|färdig))", "it's"), (r"\b(?:dom|de)\s+är\b", "they are"), (r"\bvi\s+är\b", "we are"),
    # questions: "vem hämtar", "vem har inte betalat", "hur mycket X har vi kvar", "vad har jag", "var ligger", "när kommer"
    (r"\bvem\s+ska\s+" + _SUBJECT + _VERB + r"(?P<with>\s+med\b)?", lambda m: f"who {BE.get(_fold(m.group('we')), 'are')} {_we(m)} "
     f"{_ing(_VERBS_FOLDED[_fold(m.group('verb'))])}{' with' if m.group('with') else ''}"),  # "vem ska ja gå med": who am I walking
    (r"\b(?:vem|vilka)\s+" + _DOING_SAID, lambda m: "who " + _doing(m)),
    (r"\bvem\s+har\s+inte\s+" + _DONE_SAID + r"(\s+(?:än|ännu))?", lambda m: f"who hasn't {_done(m)}{' yet' if m.group(2) else ''}"),
    (r"\bvilka\s+(?:(\w+)\s+)?har\s+inte\s+" + _DONE_SAID + r"(\s+(?:än|ännu))?",
     lambda m: f"{'which ' + _word(m.group(1)) if m.group(1) else 'who'} haven't {_done(m)}{' yet' if m.group(3) else ''}"), (r"\b(?:vem|vilka)\s+har\s+" + _DONE_SAID, lambda m: "who has " + _done(m)),
    (r"\b(?:vem|vilka)\s+är\s+skyldig[a]?\b", "who owes"), (r"\bär\s+skyldig[a]?\b", "owes"),
    (r"\bhur\s+(mycket|många)\s+((?:\w+\s+){0,2}?)har\s+(vi|jag)\b(?!\s+(?:inte\s+)?" + _DONE_SAID + ")", lambda m: f"how {MUCH[_fold(m.group(1))]} {m.group(2)}do {WE[m.group(3).lower()]} have"),
    (r"\bhur\s+(mycket|många)\s+((?:\w+\s+){0,2}?)" + _PAST_SAID + r"\s+(vi|jag|du|hon|han|de|dom)\b",
     lambda m: f"how {MUCH[_fold(m.group(1))]} {m.group(2)}did {WE[m.group(4).lower()]} {PAST[_past(m.group('past'))][1]}"),
    (r"\bhur\s+mycket\s+blir\s+det\b", "how much is that"),
    (r"\bhur\s+mycket\b", "how much"), (r"\bhur\s+många\b", "how many"), (r"\bhur\s+länge\s+håller\s+sig\s+(\w+)", r"how long do \1 keep"),
    (r"\bhur\s+länge\b", "how long"), (r"\bhur\b", "how"), (r"\bhåller\s+sig\b", "keep"),
    # "vad har mochis ägare för nummer": what number does mochi's owner have
    (r"\bvad\s+har\s+(.{1,40}?)\s+för\s+(\w+)", lambda m: f"what {m.group(2)} "
     f"{'do' if m.group(1).lower() in ('vi', 'jag', 'du', 'ni', 'dom', 'de') else 'does'} {WE.get(m.group(1).lower(), m.group(1))} have"),
    (r"\bvad\s+har\s+(vi|jag)\b", lambda m: f"what do {WE[m.group(1).lower()]} have"), (r"\bvad\s+kostar\b", "how much is"),
    (r"\bvad\s+blir\s+det\b", "what does that come to"), (r"\bvad\s+är\b", "what is"), (r"\bvad\b", "what"),
    (r"(?:^|(?<=[.?!]\s))var\s+har\s+(jag|vi)\s+(lagt|sparat)\b", lambda m: f"where did {WE[m.group(1).lower()]} {'save' if _fold(m.group(2)) == 'sparat' else 'put'}"),
    (r"(?:^|(?<=[.?!]\s))var\s+(?:ligger|är|finns)\b", "where is"), (r"^\s*var\s+(?=\w)", "where "),
    (r"\bnär\s+kommer\s+([^\s?.,!]+(?:\s+(?-i:[A-Z])[\w-]+)?)", r"when is \1 coming"), (r"\bnär\b", "when"), (r"\bvarför\b", "why"),
    (r"\bvilken\b|\bvilket\b|\bvilka\b", "which"), (r"\bvem\b", "who"),
    (r"\bhittar\s+(?:den|det)\s+inte\b|\bhittar\s+inte\s+(?:den|det)\b", "can't find it"), (r"\bhittar\s+inte\b", "can't find"),
    (r"\b(?:jag\s+)?hinner\s+inte\b", "I don't have time"), (r"\binte\s+säker\b", "not sure"), (r"\b(?:jag\s+)?vet\s+inte\b", "I don't know"),
    (r"\b" + _NAME + r"\s+kan\s+inte\s+(?=(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)", r"\g<who> can't do "),
    (r"\bkan\s+du\s+" + _VERB, lambda m: "can you " + _VERBS_FOLDED[_fold(m.group("verb"))]),
    (r"\bska\s+(jag|vi)\b(?=[^.!]*\?)", lambda m: "should " + WE[m.group(1).lower()]), (r"\bja\b(?=\s*[?!.,]|\s*$)", "yes"),
    (r"\bkan\s+inte\b", "can't"), (r"\bkan\s+du\b", "can you"), (r"\b(kolla|se|undrar|vet)\s+om\b", lambda m: ASKS[_fold(m.group(1))] + " if"),
    # what has been done: "X har betalat Y" (X has paid for Y), "har ställt in", "köpte", "inte betalt än"
    (r"\bhar\s+inte\s+" + _DONE_SAID + r"\s+(?:än|ännu)\b", lambda m: f"hasn't {_done(m)} yet"),
    (r"\b(?:inte|ej)\s+" + _DONE_SAID + r"\s+(?:än|ännu)\b", lambda m: f"not {_done(m)} yet"), (r"\binte\s+än\b", "not yet"),
    (r"\bhar\s+betalat\s+(?=(?:för\s+)?(?-i:[a-z\u00e5\u00e4\u00f6]))(?:för\s+)?", "has paid for "),
    (r"^(\s*)har\s+" + _NAME + r"\s+(inte\s+)?" + _DONE_SAID, lambda m: f"{m.group(1)}has {m.group('who')} {'not ' if m.group(3) else ''}{_done(m)}"),
    (r"\bhar\s+(vi|jag|du|ni|de|dom|hon|han)\s+" + _DONE_SAID, lambda m: f"{HAS[m.group(1).lower()]} {WE[m.group(1).lower()]} {_done(m)}"),
    (r"\bhar\s+(inte\s+)?" + _DONE_SAID, lambda m: ("hasn't " if m.group(1) else "has ") + _done(m)),
    (r"\bhar\s+(vi|jag)\b", lambda m: f"do {WE[m.group(1).lower()]} have"), (r"\b(vi|jag)\s+har\b", lambda m: f"{WE[m.group(1).lower()]} have"),
    (r"\b" + _PAST_SAID, lambda m: PAST[_past(m.group("past"))][0]),
    # what is said to be done: "påminn mig att …", "lägg in/till", "ta bort", "ställ in", "flytta", "dela X med", "maila X"
    (r"\bpåminn\s+mig\s+" + _VERB, lambda m: "remind me to " + _VERBS_FOLDED[_fold(m.group("verb"))]),  # "påminn mig köpa"
    (r"\bboka\s+in\b", "book"), (r"^\s*spara\s+(.{1,30}?)\s+på\s+(?=[^\W\d])", r"save \1 at "),  # "spara jack på coastway vets"
    (r"\b(?:skriv|gör)\s+en\s+(?:ny\s+)?anteckning\b", "write a note"),
    (r"\bskriv\s+(?:in|ner|upp)\s+(?:den|det)\b(?!\s+(?:i|på)\s)", "write it down"),
    (r"\bpåminn\s+mig\s+(?:om\s+)?att\b", "remind me to"), (r"\bkom\s+ihåg\s+att\b", "remember to"), (r"\bglöm\s+inte\s+att\b", "don't forget to"), (r"\bpåminn\s+mig\s+om\b", "remind me about"), (r"\bpåminn\s+mig\b", "remind me"),
    (r"\b(?:lägg\s+till|lägg\s+in|skriv\s+in)\s+(?:en\s+)?(?:ny\s+)?beställning\b", "new order"),
    (r"\b(?:lägg\s+till|lägg\s+in)\s+(?:en\s+)?(?:ny\s+)?(kund|kontakt)\b", lambda m: "new " + _NOUNS_FOLDED[_fold(m.group(1))]),
    (r"\bny\s+beställning\b", "new order"), (r"\bny\s+kund\b", "new customer"), (r"\bny\s+anteckning\b", "new note"),
    (r"\b(?:lägg|skriv)\s+(?:till|in)\s+(?:den|det|dem)?\s*(?:i|på)\s+", "add it to "),
    (r"\b(?:lägg|skriv)\s+(?:till|in)\s+(.{1,60}?)\s+(?:i|på)\s+(?=(?-i:[a-z\u00e5\u00e4\u00f6]))", r"add \1 to "),
    (r"\blägg\s+(?:den|det|dem)\s+i\s+kalendern\b|\blägg\s+in\s+(?:den|det|dem)\b", "put it in the calendar"),
    (r"\b(?:lägg|skriv)\s+(?:till|in)\b", "add"), (r"\blägg\b", "put"),
    (r"\bta\s+bort\s+(den|det|dem)\b", lambda m: "delete " + ME[m.group(1).lower()]), (r"\bta\s+bort\b", "delete"),
    (r"\bställ(?:a)?\s+in\b", "cancel"), (r"\bställt\s+in\b", "cancelled"), (r"\bavboka\b", "cancel"),
    (r"\bflytta\s+(.{1,60}?)\s+(?:till|to)\b", r"move \1 to"), (r"\bändra\s+i\s+(den|det|dem)\b", lambda m: "edit " + ME[m.group(1).lower()]),
    (r"\bändra\s+(.{1,60}?)\s+till\b", r"change \1 to"), (r"\bdela\s+(.{1,60}?)\s+med\b", r"share \1 with"),
    (r"^\s*(?:maila|mejla)\s+(?=(?-i:[A-Z]))", "email "),
    (r"\bskicka\s+(?:ett\s+)?(?:mejl|mail|e-?post)\s+till\s+" + _NAME, r"send an email to \g<who>"),
    (r"\bskicka\s+(?:ett\s+)?(?:sms|meddelande)\s+till\s+" + _NAME, r"text \g<who>"),
    (r"\bmarkera\s+(?:den|det)(?:\s+som\s+(?:betald|betalt))?\b", lambda m: "mark it" + (" paid" if "som" in m.group(0) else "")),
    (r"\bmarkera\s+(.{1,40}?)\s+som\s+(?:betald[a]?|betalt)\b", r"mark \1 paid"),
    (r"\b(?:sätt|slå)\s+på\s+(?:autosvar(?:et)?|frånvaromeddelande(?:t)?)\b", "turn on the auto reply"),
    (r"\b(?:stäng|slå)\s+av\s+(?:autosvar(?:et)?|frånvaromeddelande(?:t)?)\b", "turn off the auto reply"),
    (r"\bspara\s+(?:den\s+)?nya\b", "save the new"), (r"\bspara\s+(.{1,40}?)\s+som\s+(?:ny\s+)?kontakt\b", r"save \1 as a new contact"),
    (r"\b(?:leta\s+upp|sök\s+efter|sök)\b", "find"), (r"^\s*(?:ny\s+)?anteckning\s*:", "note:"), (r"\banteckna\s*:", "note:"),
    (r"\bvill\s+att\s+" + _SUBJECT + _PRES, lambda m: f"wants {OBJECT.get(m.group('we').lower(), 'you')} to {_present(m)}"),
    (r"\btar\s+(?=£?\d)", "charge "), (r"\bom\s+(?=(?:jag|vi|du|hon|han|de|dom)\s)", "if "),  # "om ja tar 14 pund": if I charge 14 pounds
    (r"\b" + _SUBJECT + r"inte\s+" + _PRES,
     lambda m: f"{_we(m)} {'doesn' if _fold(m.group('we')) in ('hon', 'han') else 'don'}'t {_present(m)}"),
    (r"\b" + _SUBJECT + _PRES, lambda m: f"{_we(m)} {_present(m, _fold(m.group('we')) in ('hon', 'han'))}"),
    (r"\bsom\s+(?:har\s+)?" + _DONE_SAID, lambda m: "that has " + _done(m)), (r"\b" + _PRES, lambda m: _present(m, True)),
    (r"\bvill\s+ha\b", "wants"), (r"\b(vi|jag)\s+vill\b", lambda m: f"{WE[m.group(1).lower()]} want to"), (r"\bvill\b", "wants to"),
    (r"\b(?:att|och|to)\s+" + _VERB, lambda m: ("and " if _fold(m.group(0)).startswith("och") else "to ") + _VERBS_FOLDED[_fold(m.group("verb"))]),
    (r"(?:^\s*|(?<=[,.;!?]\s))" + _VERB, lambda m: _VERBS_FOLDED[_fold(m.group("verb"))]),  # a command: "flytta", "skicka"
    (r"\bså\s+(hon|han|de|dom|vi|jag|du)\s+kan\b", lambda m: f"so {WE[m.group(1).lower()]} can"),
    (r"\b(can|will|must|should)\s+((?:I|we|you)\s+)?" + _VERB,
     lambda m: f"{m.group(1)} {m.group(2) or ''}{_VERBS_FOLDED[_fold(m.group('verb'))]}"),
    (r"\b(kan|ska|måste|behöver)\s+" + _VERB, lambda m: f"{MODAL[_fold(m.group(1))]} {_VERBS_FOLDED[_fold(m.group('verb'))]}"),  # "kan hämta": can pick up
    (r"\b(?:ngt|något|nåt)\s+i\s+stil\s+med\b", "something like"), (r"\bi\s+stil\s+med\b", "like"),
    # things: a noun written small, with its "the" on the end ("kunden": the customer, "prinsesstårtan": the prinsesstårta)
    (r"(?<![\w@./-])(?-i:[a-z\u00e5\u00e4\u00f6]{3,})(?![\w@/-]|\.\w)", _thing),
    (r"\b(?:the\s+)?new\s+the\s+", "the new "),  # "nya elektrikern": the new electrician
    # small words, last
    (r"\bistället\s+för\b", "instead of"), (r"\bistället\b", "instead"), (r"\bkommer\b", "is coming"), (r"\bför\b", "for"), (r"\bockså\b", "also"), (r"\bredan\b", "already"), (r"\bfortfarande\b", "still"), (r"\bkanske\b", "maybe"),
    (r"\begentligen\b", "actually"), (r"\bkvar\b", "left"), (r"\bigen\b", "again"), (r"\binnan\b", "before"), (r"\bmellan\b", "between"),
    (r"\bär\s+(?:klar|klart|klara|färdig|färdigt|färdiga)\b", "is ready"), (r"\b(?:betald|betalda)\b", "paid"), (r"\bobetald[a]?\b", "unpaid"),
    (r"\bär\b", "is"), (r"\batt\b", "that"), (r"\b(?:ngt|något|nåt)\b", "something"), (r"\b(?:ngn|någon|nån)\b", "someone"), (r"\binte\b", "not"), (r"\boch\b", "and"),
    (re.compile(r"(?i)\bän\b(?=\s*[,.!?]|\s*$)"), "yet"), (r"\bnågonstans\b", "somewhere"), (r"\bnågonting\b", "something"),
    (r"\bingenting\b", "nothing"), (r"\bhos\b", "at"), (r"\ben\s+annan\b", "another"), (r"\b(?:annan|annat)\b", "other"),
    (r"\bmen\b(?!['’])", "but"), (r"\b(?:och|and)\s+har\b", "and have"),
    (r"\bsom\b", "that"), (r"\b(?:en|ett)\b(?=\s)", "a"), (r"(?<![\d.])(?<!\d\s)\b(?:min|mitt|mina)\b", "my"),
    (r"\b(?:din|ditt|dina)\b", "your"),
    (re.compile(r"(?i)\bvår[at]?\b"), "our"),
    (r"\beller\b", "or"), (r"\bfrån\b", "from"), (r"\bmed\b", "with"), (r"\butan\b", "without"), (r"\bpå\s+(?=(?-i:[A-Z]))", "at "), (r"\bpå\b", "on"), (r"\btill\b", "to"),
    (r"\bhennes\b", "her"), (r"\bhans\b", "his"), (r"\b(?:deras|sina|sin|sitt)\b", "their"), (r"\bnya?\b|\bnytt\b", "new"),
    (r"\b(vi|jag|hon|han|dom)\b(?=\s)", lambda m: WE[m.group(1).lower()]), (r"\b(mig|oss|honom|henne)\b", lambda m: ME[m.group(1).lower()]),
    (r"\b(?:den|det)\b(?=\s*[.,?!]|\s*$)", "it"), (r"(?-i:\bi\b)(?=\s)", "in"), (r"\bså\b(?=\s)", "so"), (r"\bom\b", "about"),
]


def _we(m: re.Match[str]) -> str:
    return WE[m.group("we").lower()]


def _ing(verb: str) -> str:
    """An English verb as its "-ing": walk → walking, pick up → picking up, take → taking."""
    first, _, rest = verb.partition(" ")
    first = first[:-1] if first.endswith("e") and not first.endswith("ee") else first
    return f"{first}ing {rest}".strip()


def _present(m: re.Match[str], third: bool = False) -> str:
    """A Swedish present said as English: "tar" → take (takes after "hon", "han" or alone: "hoppar" → jumps)."""
    verb = next(v for k, v in PRESENT.items() if _fold(k) == _fold(m.group("pres")))
    if not third or verb == "usually":
        return verb
    first, _, rest = verb.partition(" ")
    first = {"do": "does", "go": "goes"}.get(first, first + ("es" if first.endswith(("s", "sh", "ch")) else "s"))
    return f"{first} {rest}".strip()


def _word(word: str) -> str:
    """A small Swedish word as English when it is a noun known: "kunder" → customers; any other as typed."""
    return _NOUNS_FOLDED.get(_fold(word), word)


def _doing(m: re.Match[str]) -> str:
    return next(v for k, v in DOING.items() if _fold(k) == _fold(m.group("doing")))


def _done(m: re.Match[str]) -> str:
    said = re.sub(r"\s+", " ", _fold(m.group("done")))
    return next(v for k, v in DONE.items() if _fold(k) == said)


def _past(word: str) -> str:
    said = re.sub(r"\s+", " ", _fold(word))
    return next(k for k in PAST if _fold(k) == said)


def _moved(m: re.Match[str]) -> str:
    """ "till" before a day: "to" after a move ("flytta X till fredag"), "for" otherwise ("beställning till fredag")."""
    return "to" if re.search(r"(?i)\b(?:flytta|ändra|andra|byt|skjut|move|change)", m.string[: m.start()]) else "for"


_PHRASES = phrasebook.respelled(_SPOKEN + _SAID, LETTERS)  # "å", "ä", "ö" matched as typed or without them ("nästa": nasta)
# What is dictated stays as typed: a note after "(skriv en) anteckning:", an auto reply after "i stil med", a text after "som säger"
_DICTATED = re.compile(r"(?is)^(\s*(?:(?:skriv|g(?:ö|o)r)\s+en\s+)?(?:ny\s+)?(?:anteckning|anteckna)\s*:"
                       r"|.*?\b(?:i\s+stil\s+med|som\s+s(?:ä|a)ger)\b)(.*)$")
# What is quoted stays as typed: a document's name ('Villkor hundpassning'), a reply to send ('no walks until 4 jan')
_QUOTED = re.compile(r"(?<!\w)'[^'\n]{1,80}'(?!\w)|(?<!\w)\"[^\"\n]{1,80}\"(?!\w)|‘[^’\n]{1,80}’|“[^”\n]{1,80}”")


def swedish(text: str) -> bool:
    """Whether ``text`` has two words only Swedish has (a saying only Swedish has counted as one)."""
    words = re.findall(r"[\w'’-]+", text)
    own = {_fold(w) for w in words} & OWN
    ending = {_fold(w) for w in words if OWN_ENDING.match(w)} - own
    typed = {w.lower() for w in words} & OWN_TYPED
    return len(own) + len(ending) + len(typed) + sum(len(said.findall(text)) for said in OWN_SAID) >= 2


def english(text: str) -> str:
    """``text`` with its Swedish read as English when it is Swedish; unchanged otherwise."""
    if not swedish(text):
        return text
    quoted: list[str] = []

    def keep(m: re.Match[str]) -> str:
        quoted.append(m.group(0))
        return f"\ue000{len(quoted) - 1}\ue001"

    dictated = _DICTATED.match(text)
    if dictated:
        said = (phrasebook.read(_QUOTED.sub(keep, dictated.group(1)), _PHRASES) + " " + dictated.group(2).strip()).strip()
    else:
        said = phrasebook.read(_QUOTED.sub(keep, text), _PHRASES)
    return re.sub("\ue000(\\d+)\ue001", lambda m: quoted[int(m.group(1))], said)
