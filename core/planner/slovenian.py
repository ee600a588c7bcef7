"""Slovenian in a request (as typed by a Slovenian beekeeper near Hereford who sells honey, beeswax candles and propolis at
farmers' markets, without its diacritics and with English mixed in) read as English before it is planned: "kaj imam jutri"
(what do I have tomorrow), "koliko heather mam se?" (how much heather do I have left?), "kdo se ni placal?" (who hasn't paid
yet?), "Mrs Jenkins je koncno placala" (Mrs Jenkins has finally paid), "poslji mail Ledbury Deli (…) da jim v cetrtek
dopoldan pripeljem 24 kozarckov wildflower, v anglescini prosim" (send an email in English to Ledbury Deli (…) that I'll bring
them 24 jars of wildflower on thursday morning), "spomni me v petek da narocim nove kozarcke pri Thornes" (remind me on friday
to order new jars from Thornes), "v sredo ob 2 pride bee inspector … dodaj v koledar" (on wednesday at 2 bee inspector is
coming … add it to the calendar), "kje je tista etiketa za svece" (where did I put that label for the candles), "v prodaja
sheet dodaj: …" (add to the prodaja sheet: …), "zapisi si: …" (make a note: …).

Only a request with at least two words only Slovenian has is read so (a saying only Slovenian has, "kdo se ni", "kaj moram",
"koliko … mam", counted as one); its diacritics (č š ž) are read as typed without them ("jutri", "četrtek": cetrtek). A date
is said day.month ("20.12", "3.1", "12. decembra") and a time on the 24-hour clock ("ob 2" is at 2). The case put on a name
is read as the name itself: "Tomu Priceu" Tom Price, "iz Kingtona" Kington, "v Nemcijo" to Germany, "v Sloveniji" in
Slovenia. What is dictated after a colon to a note ("zapisi si: panj 4 ima novo matico") stays as typed, and so do names,
numbers, e-mail addresses, the goods ("heather", "creamed", "gift box") and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("čšžćđČŠŽĆĐ", "cszcdCSZCD")


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Četrtek" → cetrtek, "jutri" → jutri."""
    return word.lower().translate(_PLAIN)


# Words only Slovenian has, written without diacritics (no English word, nor one of another stored language: "kdo", "koliko",
# "hvala", "dodaj", "izbrisi", "prosim", "doma", "sobota", "petka", "decembra", "poslala", "placam", "stranka", "jim" are words
# elsewhere too): two of them make a request Slovenian
_OWN = frozenset("""jutri danes vceraj pojutrisnjem jutrisnji teden tedna tednu naslednji naslednjo naslednje naslednjem
    prihodnji prihodnjo prejsnji prejsnjo ponedeljek ponedeljka ponedeljku torek torka torku sredo cetrtek cetrtka cetrtku
    petek petku soboto nedeljo nedelji januarja februarja junija julija januarju februarju dopoldan dopoldne popoldan
    popoldne zjutraj zvecer poslji posljes posljite preklici spomni opomni shrani prestavi premakni poisci odpri posodobi
    poklici preveri vpisi pripeljem posljem posiljam narocim placal placala placali placano grem odpade kaj kje kdaj zakaj
    kateri katera katero narocilo narocila narocil narocilu kozarcki kozarckov kozarcke kozarcek kozarcka kozarec kozarce
    kozarcev stranko svec svecke sveck etiketo skatli skatle skatel skatlo skatla panje panji panjev matico zalege koledar
    koledarju koledarja anglescini anglesko slovenscini funtov sem tudi vsaj koncno tista tisti tisto tiste glede zaradi
    lahko spet naprej skupaj dolzna dolzen dolzan dolzni nemcijo nemciji sloveniji slovenijo""".split())

# Sayings only Slovenian has, each counted as one of its words: "kdo se ni" (who has not yet; Czech writes není), "kaj moram"
# (what must I), "koliko … mam" (how much … have I; Croatian says imam), "mam se" (I still have), "je se dolzna" (still owes),
# "je … placal" (has paid; Croatian says platio), "ne najdem" (I can't find; Slovak writes nenájdem), "dodaj v" (add to; Croatian writes "u", Polish "w")
_OWN_SAID = tuple(re.compile("(?i)" + said) for said in (r"\bkdo\s+(?:se\s+)?ni\b", r"\bkaj\s+(?:moram|moramo|mam|mamo|imam|imamo|rabim)\b",
                                                         r"\bkoliko\b[^.?!]{0,30}?\bmam\b",
                                                         r"\bmam\s+se\b|\bkoliko\b[^.?!]{0,30}?\bimamo?\s+se\b", r"\bje\s+se\s+dolz",
                                                         r"\bje\b[^.?!,]{0,30}?\bplacal[ai]?\b", r"\bne\s+najdem\b", r"\bv\s+\S.*\bdodaj\b|\bdodaj\b.*\bv\s+\S"))

_DAYS = {"ponedelj": "monday", "tor": "tuesday", "sred": "wednesday", "cetrt": "thursday", "pet": "friday", "sobot": "saturday",
         "nedelj": "sunday"}
# A weekday in any case: "v petek" (on friday), "v sredo" (on wednesday), "do petka" (by friday), "od ponedeljka" (from monday)
_DAY = r"(?P<day>ponedelj(?:ek|ka|ku)|tor(?:ek|ka|ku)|sred(?:a|o|e|i)|cetrt(?:ek|ka|ku)|pet(?:ek|ka|ku)|sobot(?:a|o|e|i)|nedelj(?:a|o|e|i))"
_MONTHS = dict(zip("januar februar mar april maj junij julij avgust septemb oktob novemb decemb".split(), phrasebook.MONTH_NAMES,
                   strict=True))
# A month in any case: "12. decembra" (12 December), "v januarju" (in January), "do 4. januarja" (by 4 January)
_MONTH = (r"(?P<month>januar(?:ja|ju)?|februar(?:ja|ju)?|mar(?:ec|ca|cu)|april(?:a|u)?|maj(?:a|u)?|junij(?:a|u)?|julij(?:a|u)?|"
          r"avgust(?:a|u)?|septemb(?:er|ra|ru)|oktob(?:er|ra|ru)|novemb(?:er|ra|ru)|decemb(?:er|ra|ru))")
_NAME = r"(?-i:[A-Z][a-z]+)"
_NAMES = r"(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)"
# Places said in any case: "v Nemcijo" (to Germany), "v Sloveniji" (in Slovenia), "iz Anglije" (from England)
_PLACES = {"nemcij": "Germany", "slovenij": "Slovenia", "anglij": "England", "hrvask": "Croatia", "avstrij": "Austria",
           "italij": "Italy", "francij": "France", "spanij": "Spain", "irsk": "Ireland", "skotsk": "Scotland", "ljubljan": "Ljubljana"}
_PLACE = r"(?P<place>(?-i:" + "|".join(stem.capitalize() for stem in _PLACES) + r")[aeio])"
# Verbs said as infinitives or as "da" (to) with the present: "da narocim" (to order), "za tiskat" (for printing)
_VERBS = {"narocit": "order", "narocim": "order", "poslat": "send", "posljem": "send", "poklicat": "call", "poklicem": "call",
          "placat": "pay", "placam": "pay", "kupit": "buy", "kupim": "buy", "preverit": "check", "preverim": "check",
          "pregledat": "inspect", "tiskat": "print", "natisnit": "print", "natisnem": "print", "prinest": "bring",
          "prinesem": "bring", "pripeljat": "bring", "pripeljem": "bring", "odpeljat": "take", "odpeljem": "take",
          "pobrat": "collect", "poberem": "collect", "vrnit": "return", "vrnem": "return", "napisat": "write", "napisem": "write",
          "spremenit": "change", "spremenim": "change", "podaljsat": "renew", "podaljsam": "renew", "zamenjat": "change",
          "rezervirat": "book", "rezerviram": "book", "oddat": "hand in", "oddam": "hand in", "pripravit": "prepare",
          "pripravim": "prepare"}
_VERB = r"(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")i?"
# What was done, said "sem …la" (I have …): "sem poslala" (I sent), "sem natocila" (I made up)
_DONE = {"poslal": "sent", "natocil": "made up", "prodal": "sold", "narocil": "ordered", "dobil": "got", "placal": "paid",
         "pisal": "wrote", "napisal": "wrote", "pozabil": "forgot", "dal": "put", "vpisal": "put down", "odpeljal": "took",
         "pripeljal": "brought", "spakiral": "packed", "zapakiral": "packed", "pobral": "collected", "kupil": "bought"}
_DID = r"(?P<did>" + "|".join(sorted(_DONE, key=len, reverse=True)) + r")(?:a|i|e)?"
# Nouns known, in the cases they are said: "kozarckov" (jars), "narocilo" (an order), "svece" (candles)
_NOUNS = {"narocilo": "an order", "narocila": "orders", "narocil": "orders", "narocilu": "the order", "medu": "honey", "svece": "candles", "svec": "candles", "svecke": "candles", "sveck": "candles", "sveco": "a candle", "kozarckov": "jars", "kozarcev": "jars", "paketov": "parcels",
          "etiketa": "label", "etiketo": "label", "etikete": "labels", "panj": "hive", "panji": "hives", "panje": "the hives",
          "panjev": "hives", "matica": "queen", "matico": "queen", "skatla": "box", "skatlo": "box", "skatli": "boxes",
          "skatle": "boxes", "skatel": "boxes", "stranka": "customer", "stranko": "customer", "stranke": "customers",
          "strank": "customers", "kupec": "customer", "kupca": "customer", "koledar": "the calendar", "koledarju": "the calendar",
          "racun": "the invoice", "racuna": "the invoice", "zaloga": "stock", "zalogi": "stock", "zalogo": "stock", "cena": "price",
          "ceno": "the price", "cene": "prices", "sejem": "market", "sejma": "market", "trg": "market",
          "maila": "email", "sporocilo": "a message", "posta": "post", "posti": "post", "paket": "parcel", "paketa": "parcel",
          "bozic": "Christmas", "bozica": "Christmas", "bozicu": "Christmas", "cebele": "bees",
          "cebel": "bees", "propolisa": "propolis", "vosek": "wax", "voska": "wax", "stevilko": "number", "stevilka": "number"}
# (never a word English has too: "in" and, "to" that, "so" are, "med" honey are read only in their sayings)
_SMALL = {"pa": "and", "da": "that", "ali": "or", "ampak": "but", "ker": "because", "ce": "if", "ko": "when", "ze": "already",
          "spet": "again", "tudi": "also", "samo": "only", "vse": "all", "vsi": "everyone", "naprej": "onwards", "glede": "about",
          "zaradi": "because of", "je": "is", "ni": "isn't", "sem": "I am", "smo": "we are", "mi": "me", "moj": "my", "moja": "my", "moje": "my", "nov": "new", "nova": "new", "novo": "new",
          "nove": "new", "novi": "new", "koncno": "finally", "skupaj": "altogether", "doma": "home", "prosim": "please",
          "hvala": "thanks", "od": "from", "za": "for", "iz": "from", "na": "on", "pri": "at", "vsaj": "at least", "kaj": "what", "kdo": "who", "kje": "where", "kdaj": "when",
          "zakaj": "why", "koliko": "how much", "naslednji": "next", "naslednjo": "next", "naslednje": "next", "prihodnji": "next",
          "prejsnji": "last", "prejsnjo": "last", "danes": "today", "jutri": "tomorrow", "vceraj": "yesterday", "hoce": "wants",
          "rabi": "needs", "rabim": "I need", "imam": "I have", "mam": "I have", "imamo": "we have", "ima": "has",
          "tista": "that", "tisti": "that", "tisto": "that", "tiste": "those", "se": "", "si": ""}
# To whom, said before the verb: "da jim pripeljem" (that I'll bring them)
_TO = {"jim": "them", "mu": "him", "ji": "her", "vam": "you", "ti": "you"}


def _nominative(name: str, case: str) -> str:
    """A name said in another case as itself: "Tomu Priceu" → Tom Price, "Ani" → Ana (to whom), "Kingtona" → Kington,
    "Ane" → Ana (from whom), "Herefordu" → Hereford, "Ledburyju" → Ledbury (where), "Tomom", "Ano" (with whom)."""
    if len(name) < 3 or name.isupper():
        return name
    endings = {"to": (("iji", "ija"), ("ju", ""), ("u", ""), ("i", "a")), "from": (("ije", "ija"), ("yja", "y"), ("e", "a"), ("a", "")),
               "in": (("iji", "ija"), ("yju", "y"), ("u", ""), ("i", "a")), "with": (("om", ""), ("em", ""), ("o", "a"))}[case]
    for ending, said in endings:
        if name.endswith(ending):
            return name[: -len(ending)] + said
    return name


def _names(m: re.Match, case: str = "to") -> str:
    """The name or two of ``m`` as themselves; two kept as typed unless both are said in the case ("Ledbury Deli" stays)."""
    words = m.group("who").split()
    said = [_nominative(w, case) for w in words]
    return m.group("who") if len(words) == 2 and (said[0] == words[0]) != (said[1] == words[1]) else " ".join(said)


def _place(m: re.Match) -> str:
    """A country said in a case, as English with where to or where: "v Nemcijo" → to Germany, "v Sloveniji" → in Slovenia."""
    word = _plain(m.group("place"))
    said = next(english for stem, english in _PLACES.items() if word.startswith(stem))
    pre = _plain(m.group("pre") or "")
    if pre in ("iz", "od"):
        return "from " + said
    return ("to " if word.endswith("o") else "in ") + said if pre in ("v", "na") else said


def _when(word: str) -> str:
    """A weekday or month said in Slovenian as English: "petka" → friday, "decembra" → December."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _date(m: re.Match) -> str:
    """"20.12", "3.1", "15.12.2026" as Slovenian writes a date: 20 December, 3 January, 15 December 2026."""
    return phrasebook.dotted_date(m)


def _word(m: re.Match) -> str:
    """A small Slovenian word as English when known: "kozarckov" → jars, "ze" → already; any other as typed."""
    plain = _plain(m.group(0))
    if plain.startswith("kozar"):
        return "jars" if plain not in ("kozarec", "kozarcek") else "a jar"
    said = _NOUNS.get(plain)
    return said if said is not None else _SMALL.get(plain, m.group(0))


# Nouns counted ("koliko kozarckov": how many jars), said in the genitive plural
_COUNTED = r"(?P<n>kozarckov|kozarcev|narocil|strank|panjev|skatel|svec|sveck|paketov)"
# A date said day.month ("20.12", "3.1", "15.12.2026"), never a price ("po 7.50", "6.50 funtov") nor a decimal ("1.5 kg")
_DATE = (r"(?<![£$€\d.,:])(?<!po\s)\b(?P<d>\d{1,2})\.(?P<m>\d{1,2})(?:\.(?P<y>20\d\d))?\.?(?!\d|[.,]\d|\s*(?:funt|eur|€|£|%|kg|g\b|ml))")
_DATED = r"\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+20\d\d)?"
_POUNDS = r"(?:funt(?:ov|a|e|i)?|gbp|£)"

_SAID: list[tuple[str, object]] = [
    # greetings and thanks say nothing to do: "zivjo", "hvala bogu" (thank god)
    (r"^\s*(?:zivjo|pozdravljen[aie]?|dober\s+dan)\s*[,!]?\s*", ""), (r"\bhvala\s+bogu\b", "thank god"),
    # what is to be done, said with "da" (to, that): "spomni me v petek da narocim …" (remind me on friday to order …), "da jim
    # v cetrtek pripeljem 24 kozarckov" (that I'll bring them 24 jars on thursday)
    (r"\b(?:spomni|opomni)\s+me\s+(.{0,30}?)\bda\s+" + _VERB, lambda m: f"remind me {m.group(1)}to {_VERBS[_plain(m.group('verb'))]}"),
    (r"\bda\s+(?:(?P<to>jim|mu|ji|vam|ti)\s+)?(?P<mid>[^,.;:]{0,40}?)\s*\b(?P<verb>" + "|".join(v for v in _VERBS if v.endswith("m")) + r")\b(?P<rest>[^,.;:]*)",
     lambda m: f"that I'll {_VERBS[_plain(m.group('verb'))]}" + (f" {_TO[_plain(m.group('to'))]}" if m.group("to") else "") + f"{m.group('rest')} {m.group('mid')}"),
    # dates and times: "20.12", "12. decembra", "od 20.12 do 3.1", "od 4. januarja naprej", "ob 2", "v cetrtek dopoldan"
    (_DATE, _date), (r"\b(\d{1,2})\.?\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\bod\s+(" + _DATED + r")\s+(?:do|-|–)\s+(?=" + _DATED + ")", r"from \1 to "),
    (r"\bod\s+(" + _DATED + r")\s+naprej\b", r"from \1 onwards"), (r"\bdo\s+(?=" + _DATED + ")", "by "),
    (r"\bod\s+(?=" + _DATED + ")", "from "), (r"\bv\s+" + _MONTH + r"\b", lambda m: "in " + _when(m.group("month"))),
    (r"\b" + _MONTH + r"\b", lambda m: _when(m.group("month"))),
    (r"\b(?:naslednji|prihodnji)\s+(?:teden|tedna)\b", "next week"), (r"\b(?:ta|tale)\s+teden\b", "this week"),
    (r"\bprejsnji\s+teden\b", "last week"), (r"\b(?:naslednji|prihodnji)\s+mesec\b", "next month"), (r"\bta\s+mesec\b", "this month"),
    (r"\b(?:naslednji|naslednjo|prihodnji|prihodnjo)\s+" + _DAY, lambda m: "next " + _when(m.group("day"))),
    (r"\bod\s+" + _DAY + r"\s+do\s+(?P<to>" + _DAY[8:-1] + r")", lambda m: f"from {_when(m.group('day'))} to {_when(m.group('to'))}"),
    (r"\bna\s+(?=(?:naslednji|naslednjo|prihodnji|prihodnjo|next)\b)", "to "), (r"\b(?P<pre>v|do|od|za|na)\s+" + _DAY + r"\b",
     lambda m: {"v": "on", "do": "by", "od": "from", "za": "for", "na": "to"}[m.group("pre").lower()] + " " + _when(m.group("day"))),
    (r"\b" + _DAY + r"\b", lambda m: _when(m.group("day"))),
    (r"\b(?:jutri|danes)\s+(?:zjutraj|dopoldan|dopoldne)\b", lambda m: ("tomorrow" if _plain(m.group(0))[0] == "j" else "this") + " morning"),
    (r"\b(?:jutri|danes)\s+(?:popoldan|popoldne)\b", lambda m: ("tomorrow" if _plain(m.group(0))[0] == "j" else "this") + " afternoon"),
    (r"\bjutri\b", "tomorrow"), (r"\bpojutrisnjem\b", "the day after tomorrow"), (r"\bdanes\b", "today"), (r"\bvceraj\b", "yesterday"),
    (r"\b(?:zjutraj|dopoldan|dopoldne)\b", "morning"), (r"\b(?:popoldan|popoldne)\b", "afternoon"), (r"\bzvecer\b", "evening"),
    (r"(?<=day) (morning|afternoon|evening)\b", r" \1"), (r"\b(?<!day )(morning|afternoon|evening)\b", r"in the \1"),
    (r"\bob\s+(?=\d)", "at "),
    # money and counts: "212 funtov" (£212), "po 6 funtov" (at £6 each), "po 7.50", "24 kozarckov wildflower" (24 jars of wildflower)
    (r"\b(\d+)\s+kozar\w*\s+(?!(?:po|za|in|pa|je|so|ze|v|na)\b)((?-i:[a-z][\w-]*))", r"\1 jars of \2"),
    (r"\bpo\s+(\d+(?:[.,]\d\d)?)\s*" + _POUNDS + r"(?!\w)", r"at £\1 each"), (r"\bpo\s+(\d+[.,]\d\d)\b", r"at £\1 each"),
    (r"(?<![\w£.])(\d+(?:[.,]\d\d)?)\s*" + _POUNDS + r"(?!\w)", r"£\1"), (r"\bpa\s+se\s+(?=\d)", "and another "),
    (r"\bvsaj\s+(\d+)\s+skat\w*", r"at least \1 boxes"),
    # places and names in another case: "v Nemcijo", "v Sloveniji", "iz Kingtona", "Tomu Priceu", "s Tomom"
    (r"\b(?:(?P<pre>v|na|iz|od)\s+)?" + _PLACE + r"\b", _place),
    (r"\bpo\s+post(?:i|o)\b", "by post"),
    (r"((?:naroc\w*|order)\b[^,.]*?)\bpri\s+(?=(?-i:[A-Z]))", r"\1from "),
    (r"\biz\s+" + _NAMES, lambda m: "from " + _names(m, "from")), (r"\b(?:v|pri)\s+" + _NAMES + r"(?=\s*(?:[,.!?]|$))", lambda m: "in " + _names(m, "in")),
    (r"\b(?:z|s)\s+" + _NAMES, lambda m: "with " + _names(m, "with")),
    # who it was done for, said first: "Tomu Priceu sem danes poslala gift box" (I sent Tom Price gift box today)
    (r"^\s*(?P<who>(?-i:[A-Z])[a-z]+(?:u|i)(?:\s+(?-i:[A-Z])[a-z]+(?:u|i))?)\s+sem\s+(?:(?P<when>today|yesterday)\s+)?" + _DID
     + r"\s+(?P<what>[\w' -]*\w)", lambda m: f"I {_DONE[_plain(m.group('did'))]} {_names(m)} {m.group('what')}" + (f" {m.group('when')}" if m.group("when") else "")),
    # questions: "koliko heather mam se", "koliko sem se dolzna", "kdo se ni placal", "kaj moram se poslat", "kje je tista …"
    (r"\bkoliko\s+" + _COUNTED + r"(?:\s+(?P<of>(?-i:[a-z][\w-]*)))?\s+(?P<we>i?mam|i?mamo)\b(?P<left>\s+se\b)?",
     lambda m: f"how many {_word_of(m.group('n'))}" + (f" of {m.group('of')}" if m.group("of") else "")
     + (" do we have" if m.group("we").endswith("o") else " do I have") + (" left" if m.group("left") else "")),
    (r"\bkoliko\s+" + _COUNTED, lambda m: "how many " + _word_of(m.group("n"))),
    (r"\bkoliko\s+(\w+(?:\s+\w+)?)\s+(?:i)?mam\s+se\b", r"how much \1 do I have left"),
    (r"\bkoliko\s+(\w+(?:\s+\w+)?)\s+(?:i)?mamo\s+se\b", r"how much \1 do we have left"),
    (r"\bkoliko\s+(?:i)?mam(?:o)?\s+se\s+(\w+)", r"how much \1 is left"),
    (r"\bkoliko\s+(?:i)?mam\s+(\w+)", lambda m: f"how much {_word_of(m.group(1))} do I have"),
    (r"\bkoliko\s+sem\s+(se\s+)?dolzn(?:a|en)\b", lambda m: "how much do I " + ("still " if m.group(1) else "") + "owe"),
    (r"\bkoliko\s+(?:mi\s+)?(?:je\s+)?(se\s+)?dolzn(?:a|en)\s+" + _NAMES, lambda m: f"how much does {m.group('who')} " + ("still " if m.group(1) else "") + "owe me"),
    (r"\bkoliko\s+je\s+(?:to\s+)?skupaj\b", "how much is that altogether"), (r"\bkoliko\s+stane\b", "how much is"),
    (r"\bkdo\s+(?:mi\s+)?(?:je\s+)?se\s+dolz(?:an|na|ni)\b", "who still owes me"),
    (r"\bkdo\s+(se\s+)?ni\s+placal[ai]?\b", lambda m: "who hasn't paid" + (" yet" if m.group(1) else "")), (r"\bkdo\s+pride\b", "who is coming"),
    (r"\bkaj\s+(?:i)?mam(?:o)?\s+(?=(?:tomorrow|today|on|next|this)\b)", "what do I have "),
    (r"\bkaj\s+moram(?:o)?\s+se\s+poslat(?:i)?\b", "what still has to be sent"),
    (r"\bkaj\s+moram\s+(se\s+)?(.{0,25}?)\s*\b" + _VERB,
     lambda m: "what do I " + ("still " if m.group(1) else "") + "have to " + _VERBS[_plain(m.group("verb"))] + (f" {m.group(2)}" if m.group(2) else "")),
    (r"\bmoram\s+(?:se\s+)?" + _VERB, lambda m: "I have to " + _VERBS[_plain(m.group("verb"))]), (r"\bmoram\b", "I have to"),
    (r"\bkje\s+(?:je|so|imam)\s+(?:tist[aioe]|ta|tisti)\b", "where did I put that"), (r"\bkje\s+je\b", "where is"), (r"\bkje\b", "where"),
    (r"\bkdaj\s+je\b", "when is"), (r"\bkdaj\b", "when"),
    (r"^\s*(?:a|ali)\s+mi\s+je\s+" + _NAMES + r"\s+(kaj\s+)?(?:pisal|pisala|poslal|poslala)\b",
     lambda m: f"did {m.group('who')} email me" + (" anything" if m.group(2) else "")),
    (r"^\s*(?:a|ali)\s+je\s+" + _NAMES + r"\s+(?:ze\s+)?placal[ai]?\b", lambda m: f"has {m.group('who')} paid"),
    (r"^\s*(?:a|ali)\s+lahko\s+(?:(\w+)\s+)?(posljem|poslat|posljemo|prodam|dam|vzamem)\b",
     lambda m: "is it ok if I " + {"posljem": "send", "poslat": "send", "posljemo": "send", "prodam": "sell", "dam": "give",
                                   "vzamem": "take"}[_plain(m.group(2))] + (f" {m.group(1)}" if m.group(1) else "")),
    (r"(?:^|(?<=[.?!]\s))(?:a|ali)\s+je\s+kaj\b", "is there anything"), (r"(?:^|(?<=[.?!]\s))a\s+(?=(?:je|mi|si|lahko|bo|so|i?mam)\b)", ""),
    (r"\bne\s+najdem\b", "I can't find it"), (r"\bje\s+to\s+(?=problem|tezava)", "is that a "), (r"\bje\s+to\b", "is that"), (r"\bzaradi\s+((?-i:[a-z]+?))a\b", r"because of \1"),
    # what was done: "je koncno placala" (has finally paid), "je ze placala" (she has already paid), "natocila sem 12 …"
    (r"(?:^|(?<=,\s))je\s+(ze\s+)?placal(a|i)?\b",
     lambda m: {"a": "she", "i": "they"}.get((m.group(2) or "").lower(), "he") + " has " + ("already " if m.group(1) else "") + "paid"),
    (r"\bje\s+(koncno\s+|ze\s+)?placal[ai]?\b", lambda m: "has " + ({"koncno": "finally ", "ze": "already "}.get(_plain((m.group(1) or "").strip()), "")) + "paid"),
    (r"\bni\s+placal[ai]?\b", "hasn't paid"), (r"\bplacal[ai]?\b", "paid"),
    (r"\b" + _DID + r"\s+sem\b|\bsem\s+" + _DID.replace("did", "did2"),
     lambda m: "I " + _DONE[_plain(m.group("did") or m.group("did2"))]),
    (r"\bsem\s+doma\b", "I'm home"), (r"\bne\s+grem\b", "I'm not going"), (r"\bgrem\b", "I'm going"),
    (r"\bodpade\b|\bodpadel[ao]?\b", "is off"),
    (r"\bpride\s+([^,.?!]{3,40}?)(?=\s*[,.?!]|$)", r"\1 is coming"),
    (r"\b(narocil[ao]|paket[e]?)\s+posiljam\b", lambda m: f"I'm sending {_word_of(m.group(1))}"), (r"\bposiljam\b", "I'm sending"),
    (r"\bhoce\b", "wants"), (r"\bza\s+bozic\b", "for Christmas"),
    # what is said to be done: "poslji mail X … da", "spomni me", "dodaj v koledar", "zapisi si:", "izbrisi", "shrani"
    (r"\b(?:poslji|napisi)\s+(?:e-?mail|mail|sporocilo)\s+(?:za\s+)?" + _NAMES, lambda m: f"send an email to {_names(m, 'to')}"),
    (r"\b(?:poslji|napisi)\s+(?:e-?mail|mail|sporocilo)\b", "send an email"),
    (r"(?<=send an email to )([^:]{1,80}?),?\s+da\b", r"\1 that"),
    (r"\bposlji\s+" + _NAMES, lambda m: f"send {_names(m)}"), (r"\bposlji\b", "send"),
    (r"\b(?:spomni|opomni)\s+me\b", "remind me"),
    (r"\bda\s+" + _VERB + r"\b", lambda m: "to " + _VERBS[_plain(m.group("verb"))]), (r"\bza\s+" + _VERB, lambda m: f"for {_VERBS[_plain(m.group('verb'))]}ing"),
    (r"\b" + _VERB + r"\b", lambda m: "to " + _VERBS[_plain(m.group("verb"))]),
    (r"\b(?:dodaj|daj|vpisi)\s+(?:to\s+|ga\s+)?v\s+koledar(?:ju)?\b", "add it to the calendar"),
    (r"\bv\s+(\w+)\s+(?:sheet|tabel[oi]|preglednic[oi])\s+dodaj\s*:", r"add to the \1 sheet:"),
    (r"\bdodaj\s+v\s+(\w+)\s+(?:sheet|tabel[oi]|preglednic[oi])\s*:", r"add to the \1 sheet:"),
    (r"\b(?:zapisi|zabelezi)\s*(?:si\s*)?:", "make a note:"), (r"\b(?:shrani|dodaj)\s+(nov[oa]\s+)?stran(?:ko|ka)\b", lambda m: "save a " + ("new " if m.group(1) else "") + "customer"),
    (r"(?:^|(?<=[,.;]))\s*(?P<verb>izbrisi|zbrisi|preklici|dodaj|shrani|oznaci)\s*[.!]?\s*$",
     lambda m: " " + {"izbrisi": "delete it", "zbrisi": "delete it", "preklici": "cancel it", "dodaj": "add them on", "shrani": "save it",
                      "oznaci": "mark it"}[_plain(m.group("verb"))]),
    (r"\b(?:izbrisi|zbrisi)\b", "delete"), (r"\bpreklici\b", "cancel"), (r"\bdodaj\b", "add"), (r"\bshrani\b", "save"),
    (r"\b(?:prestavi|premakni)\b", "move"), (r"\b(?:poisci|najdi)\b", "find"), (r"\bodpri\b", "open"), (r"\bnastavi\b", "set"),
    (r"\bposodobi\b", "update"), (r"\boznaci\b", "mark"), (r"\bpoklici\b", "call"), (r"\bpreveri\b", "check"), (r"\bpokazi\b", "show me"),
    (r"\bdeli\s+z\b", "share with"), (r"\bv\s+anglescini\b", "in English"), (r"\bv\s+slovenscini\b", "in Slovenian"),
    (r"(?<=set) (?=auto)", " an "), (r"\bmed\s+(?=\d)", "between "), (r"\bmed\s+(?=ted|vikend|poletj|zim)", "during "),
    (r"\bmed\b", "honey"),
    # the rest, word by word: known nouns and small words ("svece": candles, "ze": already)
    (r"(?<![\w'’])v\s+(?=[^\d\s])", "in "), (r"(?<![\w'’])[zs]\s+(?=[^\d\s])", "with "),
    (r"(?<![\w./@'’-])(?-i:[a-z]+)\b(?![./@_'’-]\w)", _word), (r"\s+([,.?!])", r"\1"),
]


def _word_of(word: str) -> str:
    plain = _plain(word)
    return _NOUNS.get(plain) or _SMALL.get(plain) or word


_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
# What is dictated after a colon to a note stays as typed: "zapisi si: panj 4 ima novo matico (rumena pika)"
_ADDED = re.compile(r"(?i)^(.*\b(?:zapisi|zabelezi|zapiski?|beleska|opomba)\b[^:]*:)(.*)$", re.S)
# The language an e-mail or a reply is to be written in, said last ("…, v anglescini prosim"): said with what is to be written
_IN_LANGUAGE = re.compile(r"(?i)[,\s]*\bv\s+(anglescini|slovenscini)\b(?:\s+prosim)?\s*[.!]?\s*$")


def slovenian(text: str) -> bool:
    """Whether ``text`` has two words only Slovenian has (a saying only Slovenian has counted as one)."""
    own = {_plain(w) for w in re.findall(r"[\w'’-]+", text)} & _OWN
    return len(own) + sum(1 for said in _OWN_SAID if said.search(text.translate(_PLAIN))) >= 2


def english(text: str) -> str:
    """``text`` with its Slovenian read as English when it is Slovenian; unchanged otherwise."""
    if not slovenian(text):
        return text
    text = text.translate(_PLAIN)
    language = _IN_LANGUAGE.search(text) if re.search(r"(?i)\b(?:poslji|napisi)\s+(?:e-?mail|mail|sporocilo)\b", text) else None
    if language:  # "poslji mail X … , v anglescini prosim": send an email in English to X …
        text = text[: language.start()]
    added = _ADDED.match(text)
    said = (phrasebook.read(added.group(1), _PHRASES) + " " + added.group(2).strip()) if added else phrasebook.read(text, _PHRASES)
    if language:
        said = said.replace("send an email", "send an email in " + ("English" if language.group(1).lower().startswith("angl") else "Slovenian"), 1)
    return said
