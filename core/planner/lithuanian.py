"""Lithuanian in a request (as typed by a Lithuanian deli and grocery in Boston, Lincolnshire, without its diacritics and
with English mixed in) read as English before it is planned: "ka turiu rytoj" (what do I have tomorrow), "kiek skolinga Rasa
Jankauskiene?" (how much does Rasa Jankauskiene owe?), "issiusk Dariui is Baltic Foods kad …" (send an email to Darius from
Baltic Foods that …), "primink man kita savaite pirmadieni uzsakyt …" (remind me next week on monday to order …), "atsauk
penktadienio susitikima su banku" (cancel friday's meeting with the bank), "idek i kalendoriu valandai" (put it in the
calendar for an hour), "duok Sauliaus elektriko numeri" (what's the number of Saulius the electrician), "istrink pelmenus is
stock" (delete pelmenus from the stock), "prie uzrasu apie kaledu uzsakymus pridek: …" (add to the note about Christmas
orders: …).

Only a request with at least two words only Lithuanian has is read so; its diacritics (ą č ę ė į š ų ū ž) are read as typed
without them ("rytoj", "šiandien": siandien). The case put on a name is read as the name itself: "Dariui" Darius, "Tomui
Vaitkui" Tomas Vaitkus, "Sauliaus" Saulius, "Rutos" Ruta, "Jankauskienei" Jankauskiene. What is added after a colon to a
note or a list ("pridek: Ona nori 2kg silkes") stays as typed, and so do names, numbers, the goods ("grikiai", "varske") and
English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("ąčęėįšųūžĄČĘĖĮŠŲŪŽ", "aceeisuuzACEEISUUZ")


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Šiandien" → siandien, "rytój" → rytoj."""
    return word.lower().translate(_PLAIN)


# Words only Lithuanian has, written without diacritics (no English word, nor one of another stored language: "kas", "ka",
# "ar", "ir", "is", "su", "po", "dar", "kita", "man", "mesa" are words elsewhere too): two of them make a request Lithuanian
_OWN = frozenset("""kiek kokia koks kurie kuris kodel kada kuo skolinga skolingas skolingi skolos skola susimoketi sumoketi
    sumokejo sumokejau sumokejom issiusk isiusk nusiusk siusk parasyk primink priminti idek ikelk irasyk uzrasyk istrink
    atsauk perkelk pakeisk pridek paieskok surask atidaryk parodyk duok pazymek issaugok pasidalink sukurk patikrink
    paskambink paskambint paskambinti rytoj siandien siandiena vakar poryt savaite savaites praeita praeitos sekancia
    pirmadieni pirmadienis pirmadienio antradieni antradienis antradienio treciadieni treciadienis treciadienio
    ketvirtadieni ketvirtadienis ketvirtadienio penktadieni penktadienis penktadienio sestadieni sestadienis sestadienio
    sekmadieni sekmadienis sekmadienio sausio vasario kovo balandzio geguzes birzelio liepos rugpjucio rugsejo spalio
    lapkricio gruodzio aciu prasau labas sveiki mums turiu turim turime reik reikia dvigubai daugiau pries kaledas kaledu
    kaledos kaledinius kalediniai viskas viska baigias baigesi baigia atsiunte saskaita saskaitos saskaitu
    turejo galioti padaryt padaryti nuolaidu lentyna valandai valanda valandos kalendoriu kalendoriuje kalendoriaus
    angliskai pasakyt pasakyti nezinau paaiskint paaiskinti duona susitikima susitikimas susitikimo banku perkelsim
    dabar kaina kainos saraso sarasas sarase sarasa numeri numeris neveikia veza vezam nebevezam beveik uzdirbom
    uzdirbome ziurek pardavimais pardavimu pardaviau faila failas apie uzrasu uzrasai uzrasus uzrasa uzsakymus
    uzsakymai uzsakymas uzsakyt uzsakyti nori silkes skilandi skilandziu krepselius elektriko saldytuvas ateis ateina
    inspekcija klausia nezinau anglas buvo pinigu pinigai tiekejas tiekejo tiekeja klientui klientas pirkejas jau
    labai nieko kazkas galima mano musu jiems jam jai sita sitas padaryk juodrasti juodrastis rytojaus siandienos
    naujas nauja naujo kontakta kontaktas laiska laiskas nuo atveza sandelyje sandelio atvaziuoja atvaziuos yra uzdaryta
    uzdarytas ijunk isjunk automatini atsakyma pietu paruostas paruosta""".split())

_DAYS = {"pirmadien": "monday", "antradien": "tuesday", "treciadien": "wednesday", "ketvirtadien": "thursday",
         "penktadien": "friday", "sestadien": "saturday", "sekmadien": "sunday"}
# A weekday in any case: "pirmadieni" (on monday), "penktadienio" (friday's), "iki penktadienio" (by friday)
_DAY = r"(?P<day>(?:pirm|antr|trec|ketvirt|penkt|sest|sekm)adien(?:iui|io|is|i))"
_MONTHS = dict(zip("saus vasar kov baland geguz birzel liep rugpjuc rugsej spal lapkric gruod".split(), phrasebook.MONTH_NAMES,
                   strict=True))
# A month in any case: "spalio" (of October), "gruodzio 5" (5 December), "lapkritis", "gruodi"
_MONTH = (r"(?P<month>saus(?:is|io|i)|vasar(?:is|io|i)|kov(?:as|o|a)|baland(?:is|zio|i)|geguz(?:e|es)|birzel(?:is|io|i)|"
          r"liep(?:a|os)|rugpjut(?:is|i)|rugpjucio|rugsej(?:is|o|i)|spal(?:is|io|i)|lapkrit(?:is|i)|lapkricio|gruod(?:is|zio|i))")
# A name in another case: "Dariui" (to Darius), "Tomui Vaitkui" (to Tomas Vaitkus), "Sauliaus" (Saulius's), "Rutos" (Ruta's)
_CASED = r"(?-i:[A-Z])[a-z]{2,}(?:iui|ui|iaus|aus|ai|ei|os|ienes|ytes|aites|utes)"
_NAME = r"(?P<who>" + _CASED + r"(?:\s+" + _CASED + r")?)"
# Verbs said as infinitives, after "primink man" (remind me), "reik" (need to): "uzsakyt" (order), "paskambint" (call)
_VERBS = {"uzsakyt": "order", "uzsakyti": "order", "paskambint": "call", "paskambinti": "call", "sumoketi": "pay",
          "susimoketi": "pay", "nupirkt": "buy", "nupirkti": "buy", "padaryt": "do", "padaryti": "do", "issiust": "send",
          "issiusti": "send", "pasiimt": "pick up", "pasiimti": "pick up", "patikrint": "check", "patikrinti": "check",
          "parasyt": "write", "parasyti": "write", "atsiimt": "collect", "atsiimti": "collect", "sutvarkyt": "sort out"}
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + ")"
# Nouns known, in the cases a shop writes them: "saskaita" (the invoice), "susitikima" (the meeting), "kaina" (the price)
_NOUNS = {"saskaita": "the invoice", "saskaitos": "invoices", "saskaitu": "invoices", "susitikima": "the meeting",
          "susitikimas": "the meeting", "kaina": "the price", "kainos": "prices", "faila": "the file", "failas": "the file",
          "inspekcija": "inspection", "numeri": "number", "sarasa": "the list", "sarasas": "the list", "kalendoriu": "the calendar",
          "uzsakymus": "orders", "uzsakymai": "orders", "uzsakymas": "the order", "pardavimais": "sales", "pardavimu": "sales",
          "saldytuvas": "the fridge", "krepselius": "hampers", "kaledinius": "Christmas", "kalediniai": "Christmas",
          "tiekejas": "the supplier", "tiekejo": "the supplier's", "pinigai": "the money", "pinigu": "money",
          "nuolaidu": "discount", "lentyna": "shelf", "banku": "the bank", "banko": "the bank's",
          "elektriko": "the electrician", "klientas": "the customer", "klientai": "the customers", "uzsakyma": "the order",
          "laiska": "the email", "laiskas": "the email", "sandelyje": "in stock", "santechniko": "the plumber", "buhalterio": "the accountant", "buhalteriu": "the accountant"}
_SMALL = {"ir": "and", "ar": "or", "su": "with",
          "apie": "about", "po": "after", "pries": "before", "iki": "by", "dabar": "now", "vel": "again", "jau": "already",
          "dar": "still", "viskas": "everything", "viska": "everything", "daugiau": "more", "beveik": "almost", "labai": "very",
          "mums": "us", "mes": "we", "jis": "he", "ji": "she", "jie": "they", "ju": "them", "kad": "that",
          "sita": "this", "sitas": "this", "mano": "my", "musu": "our", "nori": "wants",
          "neveikia": "isn't working", "ateina": "is coming", "ateis": "will come", "buvo": "was", "cia": "here",
          "o": "and", "kaip": "how", "reik": "need to", "reikia": "need to", "jei": "if", "jeigu": "if", "nebe": "no more"}


def _nominative(name: str) -> str:
    """A name said in another case as itself: "Dariui" → Darius, "Tomui" → Tomas, "Vaitkui" → Vaitkus, "Sauliaus" → Saulius,
    "Vaitkaus" → Vaitkus, "Rutai"/"Rutos" → Ruta, "Jankauskienei"/"Jankauskienes" → Jankauskiene."""
    for ending, said in (("iui", "ius"), ("auskui", "auskas"), ("kui", "kus"), ("ui", "as"), ("iaus", "ius"), ("aus", "us"),
                         ("ienei", "iene"), ("ienes", "iene"), ("ytes", "yte"), ("aites", "aite"), ("utes", "ute"),
                         ("ai", "a"), ("ei", "e"), ("os", "a")):
        if name.endswith(ending):
            return name[: -len(ending)] + said
    return name


def _names(m: re.Match) -> str:
    return " ".join(_nominative(w) for w in m.group("who").split())


def _when(word: str) -> str:
    """A weekday or month said in Lithuanian as English: "penktadienio" → friday, "spalio" → October."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _word(m: re.Match) -> str:
    """A small Lithuanian word as English when known: "saskaita" → the invoice, "ir" → and; any other as typed."""
    plain = _plain(m.group(0))
    return _NOUNS.get(plain) or _SMALL.get(plain) or m.group(0)


_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "labas", "aciu", "prasau"
    (r"^\s*(?:labas|sveiki|laba\s+diena)\s*[,!]?\s*", ""), (r"[,.\s]*\b(?:aciu|dekui|prasau)\b[.!]?", " "),
    # "is" is "from": "is Baltic Foods", "is stock", "istrink X is saraso" (take X off the list)
    (r"\b(?:istrink|isbrauk|isimk)\s+(.{1,40}?)\s+(?:is|iš)\s+saraso\b", r"take \1 off the list"),
    (r"\b(?:is|iš)\s+(?=(?-i:[A-Z]))", "from "), (r"\b(?:is|iš)\s+(?=stock|saraso|sandelio|lentynos)", "from the "),
    # dates and times: "gruodzio 5", "5 gruodzio", "spalio men" (in October), "rytoj 14:00", "valandai" (for an hour)
    (r"\b" + _MONTH + r"\s+(\d{1,2})\s*(?:d\.?)?(?=[\s,.?!]|$)", lambda m: f"{m.group(2)} {_when(m.group('month'))}"),
    (r"\b(\d{1,2})\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\b" + _MONTH + r"\s+(?:men\.?|menesi|menesio|menesy)(?=[\s,.?!]|$)", lambda m: "in " + _when(m.group("month"))),
    (r"\b" + _MONTH + r"\b", lambda m: _when(m.group("month"))), phrasebook.DAY_MONTH,
    (r"\b(?:kita|sekancia|ateinancia)\s+savaite\b", "next week"), (r"\b(?:praeita|pereita)\s+savaite\b", "last week"),
    (r"\b(?:sia|sita)\s+savaite\b", "this week"), (r"\b(?:kita|sekanti)\s+menesi\b", "next month"),
    (r"\b(?:praeita|pereita)\s+menesi\b", "last month"), (r"\b(?:si|sita)\s+menesi\b", "this month"),
    (r"\bnuo\s+(\d{1,2}\s+(?-i:[A-Z])\w+)\s+(?:iki|-)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", r"from \1 to "),
    (r"\b(?:is|nuo)\s+" + _DAY + r"\s+(?:i|iki)\s+(?P<to>(?:pirm|antr|trec|ketvirt|penkt|sest|sekm)adieni)\b",
     lambda m: f"from {_when(m.group('day'))} to {_when(m.group('to'))}"),  # "is penktadienio i pirmadieni": from friday to monday
    (r"\biki\s+" + _DAY, lambda m: "by " + _when(m.group("day"))), (r"\b(?P<day>\w+adieniui)\b", lambda m: "for " + _when(m.group("day"))),
    (r"\b" + _DAY + r"\s+(susitikim\w*|uzsakym\w*)", lambda m: f"the {_when(m.group('day'))} {_word_of(m.group(2)).removeprefix('the ')}"),
    (r"\b" + _DAY, lambda m: _when(m.group("day"))),
    (r"\b(?:siandien|siandiena)\s+po\s+pietu\b", "this afternoon"), (r"\brytoj\s+po\s+pietu\b", "tomorrow afternoon"),
    (r"\bpo\s+pietu\b", "in the afternoon"), (r"\brytojaus\b", "tomorrow's"), (r"\bsiandienos\b", "today's"),
    (r"\bpo\s+(\d{1,2}(?::\d\d)?)\s*val\.?(?=[\s,.?!]|$)", r"after \1:00"), (r"\bsu\s+((?-i:[A-Z])\w+?)u\b", r"with \1as"),
    (r"\brytoj\s+(?:ryte|is\s+ryto)\b", "tomorrow morning"), (r"\brytoj\b", "tomorrow"), (r"\bporyt\b", "the day after tomorrow"),
    (r"\b(?:siandien|siandiena|sd)\b", "today"), (r"\bvakar\b", "yesterday"), (r"\b(?:po|pries)\s+kaledu\b|\bpries\s+kaledas\b",
     lambda m: ("after" if _plain(m.group(0)).startswith("po") else "before") + " Christmas"),
    (r"\bkaled(?:os|u|as|om)\b", "Christmas"), (r"\bvalandai\b", "for an hour"), (r"\b(?:2|dvi)\s+valandom\b", "for two hours"),
    (r"\b(\d{1,2}(?::\d\d)?)\s*val\.?(?=[\s,.?!]|$)", r"at \1"),
    # names in another case: "Dariui" Darius, "Sauliaus" Saulius (after "issiusk", "duok", "primink", "parasyk", "kiek")
    (r"\b(?:issiusk|isiusk|nusiusk|siusk|parasyk)\s+(?:laiska\s+|maila\s+|mail'?a\s+)?" + _NAME + r"\s+from\s+",
     lambda m: f"send an email to {_names(m)} from "),
    (r"\b(?:issiusk|isiusk|nusiusk|siusk|parasyk)\s+(?:laiska\s+|maila\s+|mail'?a\s+)?" + _NAME,
     lambda m: f"send an email to {_names(m)}"),
    (r"\b(?:issiusk|isiusk|nusiusk|siusk|parasyk)\s+(?:laiska|maila|mail'?a)\s+", "send an email to "),
    (r"\b(?:duok|parodyk|koks)\s+(?:man\s+)?(?P<who>(?-i:[A-Z])\w+)\s+(?:(\w+o)\s+)?(?:tel(?:efono)?\s+)?numer[ii]s?\b",
     lambda m: f"what's the number of {_nominative(m.group('who'))}" + (f" {_word_of(m.group(2))}" if m.group(2) else "")),
    (r"\buzrasyk\s+" + _NAME + r"\s+ant\s+skolos\s+", lambda m: f"add to {_names(m)}'s tab "),
    (r"(?<=\s)" + _NAME + r"(?=[\s,.?!]|$)", _names),
    # questions: "kiek skolinga X", "ka turiu rytoj", "ka dar turiu padaryt is saraso", "kas baigia galioti", "kas mums veza"
    (r"\bkiek\s+(?:turim(?:e)?|turiu)\s+(\w+)\s+(?:sandelyje|sandely|sandelio|lentynoje)\b", r"how many \1 do we have in stock"),
    (r"\bkada\s+(?:ateis|ateina|atvaziuoja|atvaziuos|atveza)\s+(\w+(?:\s+(?-i:[A-Z])\w+)?)", r"when is \1 coming"),
    (r"\bkur\s+yra\b", "where is"),
    (r"\bkiek\s+(?:yra\s+)?skoling(?:a|as|i)\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)", r"how much does \g<who> owe"),
    (r"\bkas\s+(?:mums\s+|man\s+)?(?:dar\s+)?skoling(?:a|as|i)\b", "who still owes us"),
    (r"\bviska\s+ka\s+buvo\s+skoling(a|as)\b", lambda m: "everything " + ("she" if m.group(1).lower() == "a" else "he") + " owed"), (r"\bsake\s+kad\s+ateis\s+susimoketi\b", "said they'll come in to pay"),
    (r"\bka\s+dar\s+turiu\s+padaryt(?:i)?\s+from\s+the\s+saraso\b", "what else do I have to do on my to do list"),
    (r"\bka\s+(?:as\s+)?turiu\b", "what do I have"), (r"\bka\s+turim(?:e)?\b", "what do we have"),
    (r"\bkas\s+baigia\s+galioti\b", "what expires"), (r"\bkas\s+(?:mums\s+)?veza\b", "who delivers"),
    (r"\bkiek\s+uzdirbom(?:e)?\b", "how much did we make"), (r"\bkiek\s+cia\s+bus\b", "how much is that"),
    (r"\bkiek\s+kainuoja\b", "how much is"), (r"\bkiek\b", "how much"), (r"\bkada\b", "when"), (r"\bkur\b", "where"),
    (r"\bkaip\s+angliskai\s+pasakyt(?:i)?\s+(\w+)", r"how do you say \1 in English"),
    (r"\banglas\s+klausia\b", "an English customer is asking"), (r"\bo\s+as\s+nezinau\s+kaip\s+paaiskint(?:i)?\b", "and I don't know how to explain"),
    (r"^\s*ar\s+atsiunte\s+(\w+)\s+from\s+", lambda m: f"did they send {_word_of(m.group(1))} from "),
    (r"\bar\s+atsiunte\b", "did they send"), (r"\bturejo\s+but(?:i)?\b", "it should have come"),
    (r"^\s*kas\b", "who"), (r"^\s*ka\b", "what"),
    # what is said to be done: "primink man … uzsakyt", "idek i kalendoriu", "atsauk", "pakeisk kaina", "istrink X is stock"
    (r"\bpadaryt(?:i)?\s+nuolaidu\s+lentyna\b", "make a discount shelf"), (r"\b(?:reik|reikia)\s+(?=dvigubai|daugiau|dar)", "we need "),
    (r"\bjei(?:gu)?\s+(.{1,40}?)\s+pardaviau\b", r"if I sold \1"), (r"\bpo\s+(\d+[.,]\d\d)\b", r"at \1 each"),
    (r"\bateina\s+([^,.?!]{3,60}?)(?=\s*[,.?!]|$)", r"\1 is coming"), (r"\bvel\s+neveikia\b", "isn't working again"),
    (r"\bant\s+(?=skolos)", "on "),
    (r"\bprimink\s+(?:man\s+)?", "remind me "),
    (r"\bpadaryk\s+juodrast\w*\s+" + _NAME, lambda m: f"write a draft email to {_names(m)}"),
    (r"\bpadaryk\s+juodrast\w*\s+", "write a draft email to "), (r"\bkontakt(?:a|as)\b", "the contact"),
    (r"\b(\w+)\s+paruost(?:as|a|i)\b", lambda m: f"{_word_of(m.group(1))} is ready"), (r"\bgali\s+atsiimti\b", "can collect it"),
    (r"\bpazymek\s+(?:kad\s+)?(.{1,40}?)\s+(?:sumokejo|apmokejo)\b", r"mark \1 paid"),
    (r"\bpazymek\s+(?:kaip\s+)?(?:apmoketa|sumoketa|apmoketas|sumoketas)\b", "mark it paid"),
    (r"\bnauj(?:as|a|i)\s+(\w+)", lambda m: "new " + _word_of(m.group(1)).removeprefix("the ")),
    (r"\bpasidalink\s+(.{1,40}?)\s+su\b", r"share \1 with"), (r"\bkainu\s+sarasa\w*", "the price list"),
    (r"\buzrasyk\s*:", "make a note:"), (r"\bijunk\s+automatini\s+atsakyma\b", "turn on the auto reply"),
    (r"\buzdaryt(?:a|as|i)\b", "we are closed"),
    (r"\b(?:surask|rask)\s+(?:laiska|maila)\s+nuo\b", "find the email from"), (r"\bnuo\b", "from"),
    (r"\batveza\b", "is delivering"), (r"\b(?:reik|reikia)\s+" + _VERB, lambda m: "need to " + _VERBS[m.group("verb").lower()]),
    (r"\b" + _VERB + r"\b", lambda m: "to " + _VERBS[m.group("verb").lower()]),
    (r"\b(?:idek|ikelk|irasyk)\s+(?:i\s+)?kalendori(?:u|uje)\b(?=\s+(?!valand|for\b)\w)", "put in the calendar"),
    (r"\b(?:idek|ikelk|irasyk)\s+(?:i\s+)?kalendori(?:u|uje)\b", "put it in the calendar"),
    (r"\bpaieskok\s+mail'?e\b", "search the email"), (r"\b(?:paieskok|surask|rask)\b", "find"),
    (r"\bprie\s+uzrasu\s+apie\s+(.{1,40}?)\s+pridek\s*:", lambda m: f"add to the note about {_words(m.group(1))}:"),
    (r"\bpridek\s+prie\s+", "add to "), (r"\bpridek\b", "add"), (r"\bistrink\s+(\w+)\s+is\s+stock\b", r"delete \1 from the stock"),
    (r"\bnebevezam\s+ju\s+daugiau\b", "we don't carry them any more"), (r"\bnebevezam\b", "we don't carry"),
    (r"\bdvigubai\s+daugiau\b", "twice as many"), (r"\bviskas\s+baigias\b", "everything sells out"), (r"\bbaigesi\b", "ran out"),
    (r"\batidaryk\b", "open"), (r"\bant\s+desktop\b", "on the desktop"), (r"\bziurek\s+ta\s+sheet'?a\s+su\s+(\w+)", lambda m: f"look at the {_word_of(m.group(1))} sheet"),
    (r"\batsauk\b", "cancel"), (r"\bperkelsim\b", "we'll move it"), (r"\bperkelk\b", "move"), (r"\bpakeisk\b", "change"),
    (r"\bistrink\b", "delete"), (r"\bpazymek\b", "mark"), (r"\bissaugok\b", "save"), (r"\bpasidalink\b", "share"),
    (r"\bsukurk\b", "create"), (r"\bpatikrink\b", "check"), (r"\bparodyk\b", "show me"), (r"\bduok\b", "give me"),
    (r"\bsumokejo\b", "paid"), (r"\bsumokejau\b", "I paid"), (r"\bpardaviau\b", "I sold"),
    (r"\bi\s+(?=the\s+calendar)", "in "),
    (r"\bkas\s+(?:mums\s+|man\s+)?dar\s+skoling\w*", "who still owes us"),
    (r"\bta(?:s)?\s+(?=(\w+))", lambda m: "" if _plain(m.group(1)) in _NOUNS else "that "), (r"\bman\b", "me"),
    # the rest, word by word: known nouns and small words ("saskaita": the invoice, "ir": and)
    (r"(?<![\w./@-])(?-i:[a-z]+)\b(?![./@_-]\w)", _word), (r"\b(tomorrow|today|\w+day)'s\s+the\s+", r"\1's "),
]


def _word_of(word: str) -> str:
    plain = _plain(word)
    return _NOUNS.get(plain) or _SMALL.get(plain) or word


def _words(text: str) -> str:
    return " ".join(_word_of(w) for w in text.split())


_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
# What is added after a colon to a note or a list stays as typed: "pridek: Ona nori 2kg silkes ir viena skilandi"
_ADDED = re.compile(r"(?i)^(.*\b(?:pridek|irasyk|uzrasyk|parasyk)\b[^:]*:)(.*)$", re.S)


# Sayings only Lithuanian has, each counted as one of its words: "ka turiu" (what do I have), "kas dar" (who still)
_OWN_SAID = re.compile(r"(?i)^\s*ka\s+(?:turiu|turim|turime|dar)\b|^\s*kas\s+(?:dar|mums|man)\b")


def lithuanian(text: str) -> bool:
    """Whether ``text`` has two words only Lithuanian has (a saying only Lithuanian has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Lithuanian read as English when it is Lithuanian; unchanged otherwise."""
    if not lithuanian(text):
        return text
    text = text.translate(_PLAIN)
    return phrasebook.read_noting(text, _ADDED, _PHRASES)
