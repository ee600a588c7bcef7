"""Bulgarian in a request, as a Bulgarian coordinator of a home-care agency in Leicester types it in Latin letters
("shlyokavitsa": "4" for ch, "6" for sh, "q" for ya, "j" for zh, with English care words mixed in), read as English before it
is planned: "koi e pri Joan Pritchard utre sutrinta?" (who is at Joan Pritchard tomorrow morning?), "kolko visita ima Desi
tazi sedmitsa?" (how many visits does Desi have this week?), "otkazhi vsichki visits na Ron Baxter v sryada" (cancel all
visits of Ron Baxter on wednesday), "prati mail na Helen: …" (send an email to Helen: …), "napomni mi v petak da pratq payroll
chasovete na Helen" (remind me on friday to send the payroll hours to Helen), "premesti team meeting-a ot 4etvartak za
petak, sashtiq chas" (move the team meeting from thursday to friday, same time), "dai mi telefona na dashterqta na Edna
Collins" (give me the phone number of the daughter of Edna Collins), "zapishi si: …" (make a note: …), "ne go prashtai
oshte" (don't send it yet).

Only a request with at least two words only Bulgarian has is read so (a saying only it has, "v petak", "kolko e", "koi e",
a word with "4" for ch, an English word with a Bulgarian article, "rota-ta", counted as one). Its spellings are first made
one ("4etvartak" chetvartak, "6te" shte, "nqma" nyama); the letters typed more than one way are written in the patterns
below in Cyrillic: "ъ" (a, u or y: "sashtiya", "sushtiya"), "ж" (zh or j: "otkazhi", "otkaji"), "й" (i or y: "iztrii",
"iztriy"), "я" (ya or e: "mesyats", "mesets"). Bulgarian puts its article on the end of a word, English words too:
"meeting-a", "rota-ta", "review-to", "meds-ovete" are "the meeting", "the rota", "the review", "the meds". Names, numbers,
e-mail addresses and English words stay as typed; Bulgarian has no cases, so a name is said as itself, and a short name
as the name it is short for ("Gosho" Georgi, "Desi" Desislava).

And in Cyrillic, as a bakery in Edmonton, London types it: "кой идва утре за поръчки?" (who is coming tomorrow for orders?),
"Гергана плати козунаците, cash" (Gergana paid the kozunaks, cash), "колко буркана лютеница имаме" (how many jars of
lyutenitsa do we have), "нова поръчка - Mrs Okafor 2 тави баница със сирене за събота в 11" (new order - Mrs Okafor 2 trays of
banitsa with cheese for saturday at 11), "запиши Ралица Добрева в клиентите" (add Ralitsa Dobreva to the clients). Its words
are first written in Latin letters as the streamlined system spells them ("щ" sht, "ъ" a, "ц" ts, a last "ия" ia), so names
come out in their usual Latin spelling ("Ивайло" Ivaylo); what is quoted and a note after a colon stay as typed. Goods are
said by their names ("kozunatsite" the kozunaks, "12 kozunaka" 12 kozunaks), the common ones in English ("sireneto" the cheese)."""

from __future__ import annotations

import re
from functools import lru_cache

from core.planner import phrasebook
from core.planner.bulgarian_words import (
    COUNTED,
    CYRILLIC_OWN,
    DAYS,
    DO,
    DOES,
    FORMS,
    GOODS,
    LATE,
    LETTERS,
    MONTHS,
    NOUNS,
    OF,
    OWN,
    PART,
    SHORT_NAMES,
    SMALL,
    TO,
    UNIT,
)


def _fold(word: str) -> str:
    """A word as the list below writes it: lower case, "4" ch, "6" sh, "q" ya, "zh" j ("4etvartak" chetvartak, "otkazhi" otkaji)."""
    word = re.sub(r"(?<=[a-z])4|4(?=[a-z])", "ch", word.lower())
    word = re.sub(r"(?<=[a-z])6|6(?=[a-z])", "sh", word)
    return re.sub(r"q(?!u)", "ya", word).replace("zh", "j")


# Sayings only Bulgarian has, each counted as one of its words: "v petak" (Croatian says "u petak"), "kolko e" (Slovak
# "kolko je"), "koi e", "kade e", "dai mi", "ot 8:00 do 9:00", a word with "4" or "6" in it ("po4ina", "6te") and an
# English word with a Bulgarian article ("rota-ta", "review-to", "meeting-at", "meds-ovete")
_OWN_SAID = re.compile(r"(?i)\bv\s+petak\b|\bkolko\s+(?:e|struva|\w+\s+ima)\b|"
                       r"\bkoi\s+(?:[\w-]+\s+)?(?:e|sa|ima|imat|nyama|nqma|nyamat|nqmat|shte|6te)\b|"
                       r"\bkade\s+(?:e|sa|mi)\b|\bdai\s+mi\b|\bot\s+\d{1,2}(?::\d\d)?\s+(?:do|na|za)\s+\d|"
                       r"(?<![\w-])(?:[a-z]*[a-z][46][a-z]+|4[a-z]{2,}|4e|6te)\b|\b[a-z]{3,}-(?:ta|to|te|at|yat|ut|ite|ovete)\b")


def _spelled(pattern: str) -> str:
    """A pattern with its "ъ", "ж", "й", "я" matched as typed in Latin letters."""
    return "".join(LETTERS.get(c, c) for c in pattern)


_DAY = _spelled("(?:" + "|".join(DAYS) + ")")
_MONTH = _spelled("(?:" + "|".join(MONTHS) + ")")
_GOOD = "(?:" + "|".join(stem + FORMS[kind] for stem, (_, _, kind) in GOODS.items()) + ")"


def _good(word: str, counted: bool = False) -> str:
    """One of the goods as English: "kozunatsite" → the kozunaks, "kozunaka" → the kozunak (12 kozunaks when ``counted``),
    "sireneto" → the cheese, "brashno" → flour."""
    stem, match = next((k, m) for k in GOODS if (m := re.match(_spelled(k), word, re.I)))
    ending = word[match.end():].lower()
    said = GOODS[stem][1 if counted or ending.endswith(("i", "ite")) else 0]
    return said if counted or not ending.endswith(("ka", "kat", "ata", "ite", "eto", "oto")) else "the " + said


_EN_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)"
_NAME = r"(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"


def _table(words: dict[str, str]) -> list[tuple[re.Pattern, str]]:
    return [(re.compile(_spelled(key), re.I), said) for key, said in words.items()]


_TABLES = {name: _table(words) for name, words in
           (("days", {**DAYS, **MONTHS}), ("do", DO), ("to", TO), ("does", DOES), ("nouns", NOUNS), ("small", SMALL))}


@lru_cache(maxsize=4096)
def _lookup(table: str, word: str) -> str | None:
    """``word`` in a table, whose keys are written with "ъ", "ж", "й", "я": "otkazhi" → cancel, "iztriy" → delete."""
    return next((said for key, said in _TABLES[table] if key.fullmatch(word)), None)


def _day(word: str) -> str:
    """A weekday or month said in Bulgarian as English: "4etvartak" → thursday, "dekemvri" → December."""
    return _lookup("days", word) or word


def _word_of(word: str) -> str:
    return _lookup("nouns", word) or _lookup("small", word) or word


def _counted(word: str) -> str:
    """A noun after "kolko" (how many): "chasa" → hours, "visita" → visits; another as itself."""
    return next((said for key, said in COUNTED.items() if re.fullmatch(_spelled(key), word, re.I)), _word_of(word))


def _mine(m: re.Match) -> str:
    """A noun with its article and "mi"/"mu" after it as whose: "kalendara mi" → my calendar, "telefona mu" → his phone
    number; any other word before "mi" as typed."""
    noun = _lookup("nouns", m.group(1)) or ""
    if not noun.startswith("the "):
        return m.group(0)
    return ("my " if m.group(2).lower() == "mi" else "his ") + noun.removeprefix("the ")


def _ordinal(m: re.Match) -> str:
    """"30-ti" → 30th, "1-vi" → 1st, "2-ri" → 2nd."""
    n = int(m.group(1))
    return f"{n}" + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def _word(m: re.Match) -> str:
    """A Bulgarian word left, as English when known: "vsichki" → all, "kalendara" → the calendar; any other as typed."""
    word = m.group(0)
    return _lookup("small", word) or _lookup("do", word) or _lookup("nouns", word) or word


_VERB = "(?:" + "|".join(_spelled(k) for k in sorted(DO, key=len, reverse=True)) + ")"
_DOES_VERB = "(?:" + "|".join(_spelled(k) for k in sorted(DOES, key=len, reverse=True)) + ")"
_TO_VERB = "(?:" + "|".join(_spelled(k) for k in sorted(TO, key=len, reverse=True)) + ")"
# Bulgarian small words, never part of an English name before an article ("na visit-a": of the visit)
_SMALL_WORD = r"(?:na|za|ot|s|v|do|i|e|mu|go|mi|da|ne|pri|kъm|sъs|che|ya|q)"
# An English word or two with the Bulgarian article: "social worker-a" the social worker, "meds-ovete" the meds
_ARTICLED = (r"((?:(?!(?:" + _SMALL_WORD + "|" + _VERB + "|" + _TO_VERB + r")\b)(?-i:[a-z]+)\s+){0,2}(?-i:[a-z]{2,}))"
             r"-(?:a|at|yat|ta|to|te|ut|ite|ovete|evete)\b")

_SAID: list[tuple[str, object]] = [
    # a short name as the name itself: "Gosho" Georgi, "Desi" Desislava
    (r"\b(?-i:" + "|".join(SHORT_NAMES) + r")\b", lambda m: SHORT_NAMES[m.group(0)]),
    # greetings and thanks say nothing to do
    (r"^\s*(?:zdraveй|zdrasti|dobro\s+utro)\s*[,!]?\s*", ""), (r"[,.\s]*\b(?:blagodarя|mersi|molя\s+te)\b[.!]?", " "),
    # English words with a Bulgarian article or plural: "the social worker", "the care plan review", "carer-i" carers
    (r"(?<![\w-])" + _ARTICLED, r"the \1"), (r"\b([a-z]{2,})-(?:i|ove)\b", r"\1s"),
    # dates and times: "8 dekemvri", "30-ti do 4-ti", "v petak 10:00", "v 10 chasa", "utre sutrinta", "tazi sedmitsa"
    (r"\b(\d{1,2})-?(?:ti|vi|ri|mi)\b", _ordinal),
    (r"\b(\d{1,2})\s+(" + _MONTH + r")\b", lambda m: f"{m.group(1)} {_day(m.group(2))}"),
    (r"\b(?:za|prez)\s+(" + _MONTH + r")\b", lambda m: "for " + _day(m.group(1))),
    (r"(?:\b(?:ot|sled)\s+|(?<![\w-]))(\d{1,2}(?:st|nd|rd|th))\s+do\s+(?=\d)", r"from the \1 to the "),
    (r"\bot\s+(\d{1,2}(?::\d\d)?)\s+(?:do|na|za)\s+(?=\d)", r"from \1 to "),
    (r"\bot\s+(" + _DAY + r")\s+(?:za|na|v)\s+(" + _DAY + r")\b", lambda m: f"from {_day(m.group(1))} to {_day(m.group(2))}"),
    (r"\bna\s+(?=\d{1,2}(?:st|nd|rd|th)\b)", "on the "),  # "otvaryame na 29-ti": on the 29th
    (r"\b(\d{1,2}(?::\d\d)?)\s+(sutrin(?:ta)?|sledobed|vecherta)\b", lambda m: m.group(1) + ("am" if m.group(2)[:2].lower() == "su" else "pm")),
    (r"\b(?:v|vav|vъv)\s+(" + _DAY + r")\s+(?:v\s+)?(\d{1,2}(?::\d\d)?(?:am|pm)?)(?:\s*chasa)?\b",
     lambda m: f"on {_day(m.group(1))} at {m.group(2)}"),
    (r"\b(?:v|vav|vъv)\s+(?=" + _DAY + r"\b)", "on "), (r"\bdo\s+(?=" + _DAY + r"\b)", "by "),
    (r"\bsledvashtiя\s+(?=" + _DAY + r"\b)", "next "), (r"\b(?:tozi|tazi)\s+(?=" + _DAY + r"\b)", "this "),
    (r"\b" + _DAY + r"\b", lambda m: _day(m.group(0))), (r"\b" + _MONTH + r"\b(?=\s+\d|\s*$|[,.?!])", lambda m: _day(m.group(0))),
    (r"\b(?:dekemvri|noemvri|oktomvri|septemvri|yanuari|fevruari)\b", lambda m: _day(m.group(0))),
    (r"\bv\s+(\d{1,2}(?::\d\d)?(?:am|pm)?)(?:\s*chasa)?(?=[\s,.?!]|$)", r"at \1"), (r"\b(\d{1,2}:\d\d)\s*chasa\b", r"\1"),
    (r"\bsledvashtata\s+sedmitsa\b", "next week"), (r"\bminalata\s+sedmitsa\b", "last week"),
    (r"\b(?:tazi|tekushtata)\s+sedmitsa\b", "this week"), (r"\bsedmitsata\b", "the week"), (r"\bsedmitsa\b", "week"),
    (r"\bsledvashtiя\s+mesяt?[cs]\b", "next month"), (r"\bminaliя\s+mesяt?[cs]\b", "last month"),
    (r"\btozi\s+mesяt?[cs]\b", "this month"),
    (r"\b(utre|dnes)\s+sutrinta\b", lambda m: ("tomorrow" if m.group(1).lower() == "utre" else "this") + " morning"),
    (r"\b(utre|dnes)\s+sledobed\b", lambda m: ("tomorrow" if m.group(1).lower() == "utre" else "this") + " afternoon"),
    (r"\b(" + _EN_DAY + r")\s+(su|sl|ve)(?:trinta|edobed|cherta)\b", lambda m: f"{m.group(1)} " + PART[m.group(2).lower()]),
    (r"\bsutrinta\b", "in the morning"), (r"\bsledobed\b", "in the afternoon"), (r"\bvecherta\b", "in the evening"),
    (r"\bot\s+(dnes|utre|" + _DAY + r")\s+natъtъk\b", lambda m: f"from {_word_of(_day(m.group(1)))} on"),
    (r"\bot\s+snoshti\b", "since last night"), (r"\bot\s+vchera\b", "since yesterday"),
    (r"\butre\b", "tomorrow"), (r"\bdnes\b", "today"), (r"\bvchera\b", "yesterday"), (r"\bsnoshti\b", "last night"),
    (r"\bsъshtiя(?:t)?\s+chas\b", "same time"), (r"\bsъshtiя(?:t)?\b", "the same"),
    (r"\b(\d+(?:[.,]\d+)?)\s+chasa\s+po\s+(?=[£$€]?\d)", r"\1 hours at "), (r"\b(\d+(?:[.,]\d+)?)\s+chasa\b", r"\1 hours"),
    (r"\bkak\s+(?:da\s+(?:napisha|kaжa|preveda)|se\s+kazva|se\s+pishe)\s+na\s+angl?iйski\s+(\"[^\"]*\"|„[^“”\"]*[“”\"]|[^\s,.?!]+)",
     r"how do I say \1 in English"),  # "kak da napisha na angliyski "bez yaytsa"": how do I say … in English
    (r"\bna\s+angl?iйski\b", "in English"), (r"\bna\s+bъlgarski\b", "in Bulgarian"), (r"\bot\s+imeto\s+na\b", "on behalf of"),
    # the bakery's: "12 kozunaka" 12 kozunaks, "kozunatsite" the kozunaks, "2 tavi banitsa" 2 trays of banitsa, "oshte 6" 6 more
    (r"\b(\d+)\s+(" + _GOOD + r")\b", lambda m: f"{m.group(1)} {_good(m.group(2), counted=True)}"), (r"\b" + _GOOD + r"\b", lambda m: _good(m.group(0))),
    (r"\bkolko\s+(" + UNIT + r")\s+((?:[\w-]+\s+){0,2}?)(?:imame|ima|ostanaha)\b",
     lambda m: f"how many {_counted(m.group(1))} of {m.group(2).strip()} do we have"),
    (r"\boshte\s+(\d+(?:[.,]\d+)?)\s+", r"\1 more "), (r"\b(\d+(?:[.,]\d+)?|more)\s+(" + UNIT + r")\s+(?!(?:za|ot|na|v|i|do|s|po|the|of|for|from|by)\b)(?=[a-z])",
     lambda m: f"{m.group(1)} {_counted(m.group(2))} of "),
    # questions: "koi e pri X", "koi carer ima kola", "kolko visita ima X", "kolko e", "imame li", "mojesh li da"
    (r"\bkoй\s+(" + _DOES_VERB + r")\b", lambda m: "who " + _lookup("does", m.group(1))),  # "koi idva utre": who is coming
    (r"\bkъde\s+(mi\s+|ni\s+)?(e|sa)\b", lambda m: ("where is" if m.group(2).lower() == "e" else "where are")  # "kade mi e"
     + {"": "", "m": " my", "n": " our"}[(m.group(1) or "")[:1].lower()]), (r"\bkolko\s+pari\b", "how much money"),
    (r"\bkolko\s+(?:pravi|stava)\b", "how much is that"),
    (r"^\s*koй\s+e\s+pri\b", "who is at"), (r"\bkoй\s+(?!e\b|sa\b|ima\w*\b|nяma\w*\b|shte\b|ot\b|ne\b)(?=[a-z]{3,})", "which "),
    (r"\bkolko\s+(\w+)\s+ima\s+(" + _NAME + r")", lambda m: f"how many {_counted(m.group(1))} does {m.group(2)} have"),
    (r"\bkolko\s+(\w+)\s+imame\b", lambda m: f"how many {_counted(m.group(1))} do we have"),
    (r"\bkolko\s+(\w+)\s+(?:e|sa)\s+rabotil[aio]?\s+(" + _NAME + r")",
     lambda m: f"how many {_counted(m.group(1))} has {m.group(2)} worked"),
    (r"\bkolko\s+(?:e|struva)\b", "how much is"), (r"\bkolko\b", "how many"),
    (r"\bkakvo\s+imam\b", "what do I have"), (r"\bkakvo\s+imame\b", "what do we have"),
    (r"\bkakvo\s+ima\s+(?=v\b)", "what is "), (r"\bkakvo\s+ima\b", "what is there"),
    (r"\bimame\s+li\s+(?:mail|e-?mail|pismo)\b", "do we have an email"), (r"\bimame\s+li\b", "do we have"),
    (r"\bima\s+li\b", "is there"), (r"\bimash\s+li\b", "do you have"),
    (r"\bmoжe(?:sh|te)\s+li\s+(?:da\s+)?(?:se\s+)?", "can you "),
    (r"\bneshto\s+si\b", "something"),
    # what someone is or did: "e bolen", "utre ne moje", "priet e v LRI", "po4ina", "nyama kola", "veche ima", "sam v Bulgaria"
    (r"\b(?:e\s+|sa\s+)?(priet|prieta|prieti)\s+(?:e\s+|sa\s+)?v\b",
     lambda m: {"priet": "he was", "prieta": "she was", "prieti": "they were"}[m.group(1).lower()] + " admitted to"),
    (r"\be\s+(?:bolen|bolna)\b", "is ill"),
    (r"\b(utre|dnes|tomorrow|today)\s+ne\s+moжe\b", lambda m: "can't make it " + _word_of(m.group(1))),
    (r"\bne\s+moжe\b", "can't make it"), (r"\bpochina(?:l|la)?\b", "passed away"),
    (r"\b(ne\s+)?(e|sa)\s+(pl|vz|po)(?:atil|el|rъchal)[aio]?\b", lambda m: ("has" if m.group(2).lower() == "e" else "have")  # "ne e
     + ("n't " if m.group(1) else " ") + {"pl": "paid", "vz": "picked up", "po": "ordered"}[m.group(3).lower()]),  # platil": hasn't paid
    # what a name did: "Gergana plati" Gergana paid, "Stefka otkaza X" Stefka cancelled X, "doyde sireneto" the cheese came
    (r"(" + _NAME + r")\s+(" + _DOES_VERB + r")\b", lambda m: f"{m.group(1)} {_lookup('does', m.group(2))}"),
    (r"(^|[,.;!?]\s*)doйd(?:e|oha)\s+((?:the\s+)?[a-z]+)", r"\1\2 came"),
    (r"\b(?:idva|idvat|otkaza|otkazaha|doйde|doйdoha|dъlжi|dъlжat|porъcha)\b", lambda m: _lookup("does", m.group(0))),
    (r"\bnяma(t?)\s+(?:kola|kolata)\b", lambda m: ("have" if m.group(1) else "has") + " no car"),
    (r"\b(?:ima(t?))\s+kola\b", lambda m: ("have" if m.group(1) else "has") + " a car"),
    (r"\bveche\s+ima\b", "now has"), (r"\bveche\s+nяma\b", "no longer has"), (r"\bnяma\b", "there is no"),
    (r"\bsъm\s+v\b", "I am in"),
    (r"\bshte\s+zakъsne(e|я|m)\s+(\d+\s*\w+)", lambda m: f"{LATE[m.group(1).lower()[:1]]} be {m.group(2)} late"),
    (r"\bshte\s+zakъsne(e|я|m)\b", lambda m: f"{LATE[m.group(1).lower()[:1]]} be late"), (r"\bshte\s+(go|я)\s+(" + _TO_VERB + r")\b",
     lambda m: f"I will {_lookup('to', m.group(2))} it"), (r"\bshte\s+(?:si\s+)?vzem(?:e|at)\b", "will pick up"), (r"\bshte\b", "will"),
    (r"\bspryah\s+mu\b", "I stopped his"), (r"\bspryah\b", "I stopped"), (r"\be\s+v\b", "is in"),
    (r"\b(?:e|sa)\s+rabotil[aio]?\b", "worked"),
    # what is to be done: "napomni mi", "zapishi si:", "prati mail na X", "obadi se na X", "sloji go v kalendara"
    (r"\bnapomni\s+mi\b", "remind me"), (r"\bzapishi\s+si\b\s*:?", "make a note:"),
    (r"^\s*(?:da\s+)?si\s+zapisha\s+(?=[^:]*:)", "make a note titled "),  # "da si zapisha retseptata na kozunaka: …"
    (r"\bzapishi\s+(" + _NAME + r")\s+(?:v|kъm)\s+", r"add \1 to "),  # "zapishi Ralitsa Dobreva v klientite"
    (r"\bzapishi\s+(?=(?:telefona|nomera|adresa|imeйla)\b)", "save "),  # "zapishi telefona na …": save the phone number of
    (r"\b(?:izprati|prati)\s+(?:mail|e-?mail|imeйl|sъobshtenie)\s+(?:na|do)\s+", "send an email to "),
    (r"\b(?:izprati|prati)\s+(?:mail|e-?mail|imeйl)\b", "send an email"),
    (r"\bnapishi\s+(?:draft|chernova)\s+(?:na|do)\s+", "write a draft to "), (r"\bnapishi\s+(?:draft|chernova)\b", "write a draft"),
    (r"\bnapishi\s+(?:mail|e-?mail)\s+(?:na|do)\s+", "write an email to "),
    (r"\bne\s+go\s+prashtaй\s+oshte\b", "don't send it yet"), (r"\bne\s+go\s+prashtaй\b", "don't send it"),
    (r"\bda\s+se\s+obad(?:ish|я|i)\s+na\b", "to call"), (r"\b(?:se\s+)?obad(?:ish|я|i)\s+(?:se\s+)?na\b", "call"),
    (r"\b(?:i\s+)?da\s+i\s+kaжesh\b", "and tell her"), (r"\b(?:i\s+)?da\s+mu\s+kaжesh\b", "and tell him"),
    (r"\bkaжi\s+mu\b", "tell him"), (r"\bkaжi\s+i\b", "tell her"), (r"\bkaжi\s+na\b", "tell"), (r"\botgovori\s+na\b", "reply to"),
    (r"\bpishi\s+na\b", "write to"), (r"\bdaй\s+mi\b", "give me"),
    (r"\bpokaжi\s+mi\b", "show me"), (r"\bkaжi\s+mi\b", "tell me"),
    (r"\b([a-z]+)\s+(mi|mu)\b", _mine), (r"\bv\s+kalendara\b", "in the calendar"), (r"\bv\s+ofisa\b", "in the office"),
    (r"\b(?:sloжi|nastroй|pusni)\s+(?=auto)", "set an "),
    (r"\bsmeni\s+go\s+s\b", "replace him with"), (r"\bsmeni\s+я\s+s\b", "replace her with"),
    (r"\b(?:dobavi|sloжi)\s+go\s+(?:kъm|v)\b", "add it to"), (r"\bdobavi\s+(?:nov|nova|novo|novi)\b", "add a new"),
    (r"\bdobavi\s+(?=visit\b|carer\b|client\b)", "add a "),
    (r"\bsamo\s+da\s+я\s+viжda\b", "so she can only view it"), (r"\bsamo\s+da\s+go\s+viжda\b", "so he can only view it"),
    (r"\b(?:da\s+)?ne\s+(?:я|go)\s+pipa\b", "not edit it"),
    (r"\bda\s+moжe\s+(?:da\s+)?(?:go|я)\s+(?:opravя|redaktira|promenя|pipa)\b", "so they can edit it"),
    (r"\b(?:(?:go|я)\s+)?sloжih\b", "I put"), (r"\bv\s+(?=instagram|facebook|tiktok)", "on "),
    (r"\b(tryabva\s+)?da\s+(mi|mu|ni)\s+(" + _TO_VERB + r")\b",  # "da mi dokara" to bring me, "tryabva da mi doydat" should come to me
     lambda m: ("should " if m.group(1) else "to ") + _lookup("to", m.group(3)) + " " + {"mi": "me", "mu": "him", "ni": "us"}[m.group(2).lower()]),
    (r"\biskam\s+da\s+go\s+pogledna\b", "I want to look at it"), (r"\biskam\s+da\b", "I want to"), (r"\biskam\b", "I want"),
    (r"\bda\s+(" + _TO_VERB + r")\b", lambda m: "to " + _lookup("to", m.group(1))),
    (r"\b(" + _VERB + r")\s+(go|я)\b", lambda m: _lookup("do", m.group(1)) + (" it" if m.group(2).lower() == "go" else " her")),
    # "mu" before a noun is his; a noun with its article after an English word: "payroll chasovete" the payroll hours
    (r"\b(?:vsichkite|vsichki)\s+mu\b|\bmu\s+(?:vsichkite|vsichki)\b", "all his"), (r"\bmu\s+(?=[a-z])", "his "),
    (r"\b(?!" + _SMALL_WORD + r"\b|the\b|his\b|all\b)([a-z]{3,})\s+(chasovete|visitite|spisaka|papkata)\b",
     lambda m: f"the {m.group(1)} {_lookup('nouns', m.group(2)).removeprefix('the ')}"),
    # "na": of after a noun said whose; to after sending, giving, sharing; to a time moved to; on a number or a day
    (r"\b(" + OF + r")\s+na\b", r"\1 of"),
    (r"\b(pay|call)\s+na\s+(?=(?-i:[A-Z]))", r"\1 "),  # "da platya na Balkan Foods": to pay Balkan Foods
    (r"\b(" + _VERB + r"|" + _TO_VERB + r"|send|give|tell|write|forward|share)\b([^,.;:?!]{0,40}?)\s+na\s+(?!\d)", r"\1\2 to "),
    (r"\b(the\s+[a-z]+)\s+na\b", r"\1 of"),
    (r"\bna\s+(?=\d{1,2}:\d\d)", "to "), (r"\bna\s+(?=[+\d])", "on "), (r"\b(with\s+\w+)\s+na\s+", r"\1 on "),
    (r"\b(premesti|move)\b([^,.;?!]{0,50}?)\s+(?:za|na)\s+(?=(?:next\s+|this\s+)?(?:" + _EN_DAY + r"|week|month)\b)", r"\1\2 to "),
    (r"\bza\s+(?=" + _EN_DAY + r"\b)", "for "), (r"\bpo\s+(?=[£$€]\s?\d)", "at "),
    (r"\b(dobavi|add)\b([^,.;?!]{0,40}?)\s+(?:v|kъm)\s+(?=[a-z])", r"\1\2 to "),
    (r"\b" + _VERB + r"\b", lambda m: _lookup("do", m.group(0))),
    # the rest, word by word: known nouns and small words ("kalendara": the calendar, "vsichki": all, "i": and)
    (r"(?<![\w/@'-])(?<!\w\.)(?-i:[a-z]+)(?![\w/@'-])(?!\.\w)", _word), (r"\b(is|are)\s+not\b", r"\1n't"),
    (r"\b(his|her|my|our|all|of|in|to|for|with|from|at)\s+the\s+the\b", r"\1 the"), (r"\b(his|her|my|our|all)\s+the\b", r"\1"),
]

_PHRASES = [("(?i)" + _spelled(p), s) for p, s in _SAID]


def bulgarian(text: str) -> bool:
    """Whether ``text`` has two words only Bulgarian has (a saying only Bulgarian has counted as one)."""
    return len({_fold(w) for w in re.findall(r"[\w'’-]+", text)} & OWN) + len(_OWN_SAID.findall(text)) >= 2


def _spelled_out(text: str) -> str:
    """The text's Bulgarian spellings made one: "4etvartak" chetvartak, "po4ina" pochina, "6te" shte, "nqma" nyama, "q" ya
    (a number with its ending, "4th", "6pm", "4-ti", stays)."""
    def one(m: re.Match) -> str:
        word = m.group(0)
        if re.fullmatch(r"\d+(?:st|nd|rd|th|am|pm|h|hr|hrs|min|mins|k|kg|g|x|ml|l|m)?", word):
            return word
        return re.sub(r"q(?!u)", "ya", word.replace("4", "ch").replace("6", "sh"))
    return re.sub(r"(?<![\w@/£$€])(?<!\w\.)[a-z46q]*(?:[46](?=[a-z])|(?<=[a-z])[46]|q(?!u))[a-z46q]*(?![\w@/])(?!\.\w)", one, text)


# Cyrillic as the streamlined system writes it in Latin letters ("щ" sht, "ъ" a, "ю" yu); a letter Bulgarian lacks makes no Bulgarian
_CYRILLIC = str.maketrans(dict(zip("абвгдежзийклмнопрстуфхцчшщъьюя", "a b v g d e zh z i y k l m n o p r s t u f h ts ch sh sht a y yu ya".split(),
                                   strict=True)))
_CYRILLIC_WORD = re.compile(r"[\u0400-\u04ff]+")
_NOT_BULGARIAN = re.compile(r"[ыэёіїєґўјљњћђџЫЭЁІЇЄҐЎЈЉЊЋЂЏ]")
_QUOTED = re.compile(r"(\"[^\"]*\"|„[^“”\"]*[“”\"]|«[^»]*»)")  # said as typed: "kak da napisha na angliyski "без яйца""
# A note after a colon stays as typed: "да си запиша рецептата на козунака: 1кг брашно, 6 яйца, …"
_NOTED = re.compile(r"(?s)^(.*?(?:запиши|запиша|бележка)[^:]*:)(.*)$", re.I)


def _latin(word: str) -> str:
    """A word in Cyrillic letters in Latin ones, its capital kept: "Ивайло" → Ivaylo, "ще" → shte, "ванилия" → vanilia."""
    low = word.lower()
    said = (low[:-1] + "a" if low.endswith("ия") else low).translate(_CYRILLIC)
    return said.upper() if word.isupper() and len(word) > 1 else said[:1].upper() + said[1:] if word[:1].isupper() else said


def _from_cyrillic(text: str) -> str:
    """Bulgarian typed in Cyrillic in Latin letters, what is quoted left as typed: "кой идва утре?" → koy idva utre?"""
    return "".join(part if _QUOTED.fullmatch(part) else _CYRILLIC_WORD.sub(lambda m: _latin(m.group(0)), part)
                   for part in _QUOTED.split(text))


def cyrillic(text: str) -> bool:
    """Whether ``text`` is Bulgarian in Cyrillic letters: two words of it Bulgarian (a word in these letters counts that
    Latin letters share with another language, "петък", "колко"), and no letter Bulgarian lacks."""
    words = _CYRILLIC_WORD.findall(text)
    if len(words) < 2 or _NOT_BULGARIAN.search(text):
        return False
    own = {_fold(_latin(w)) for w in words} & (OWN | CYRILLIC_OWN)
    return len(own) + len(_OWN_SAID.findall(_from_cyrillic(text))) >= 2


def english(text: str) -> str:
    """``text`` with its Bulgarian read as English when it is Bulgarian (in Latin letters or Cyrillic); unchanged otherwise."""
    if cyrillic(text):
        head, note = (m.group(1), " " + m.group(2).strip()) if (m := _NOTED.match(text)) and m.group(2).strip() else (text, "")
        return phrasebook.read(_from_cyrillic(head), _PHRASES) + note
    if not bulgarian(text):
        return text
    return phrasebook.read(_spelled_out(text), _PHRASES)
