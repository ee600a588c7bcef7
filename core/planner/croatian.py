"""Croatian in a request (as typed by a Croatian man in Manchester who lets four holiday apartments in Split, without its
diacritics and with English mixed in) read as English before it is planned: "sta imam sutra" (what do I have tomorrow), "tko
dolazi ovaj tjedan?" (who is arriving this week?), "tko jos nije platio depozit" (who still has not paid the deposit),
"koliko dugujem Ivani za ciscenje?" (how much do I owe Ivana for cleaning?), "posalji mail Klausu Schneideru, na engleskom:
…" (send an email to Klaus Schneider, in English: …), "podsjeti me platit boravisnu pristojbu do 30.11" (remind me to pay
the tourist tax by 30 November), "otkazi Novak u Bacvicama, obrisi" (cancel Novak in Bacvice, delete it), "u cetvrtak 3.12
letim za Split, 6:40 iz Manchestera" (on thursday 3 December I fly to Split, 06:40 from Manchester), "spremi broj - Ante
vodoinstalater, …" (save the number - Ante the plumber, …), "dodaj u troskovi: …" (add to the troskovi sheet: …).

Serbian, as a Serbian builder in London types it (the same way), is read too, each of its words said first as the Croatian
one: "ko pocinje sledece nedelje?" (who starts next week?), "podseti me da platim Selco fakturu do petka" (remind me to pay
the Selco invoice until friday), "Topps doneo plocice kod Okafora" (Topps delivered the tiles at Okafor). It says with an e
what Croatian says with ije or je ("sledeci" sljedeci, "gde" gdje, "doneo" donio, "sreda" srijeda), some words otherwise
("ko" tko, "decembra" prosinca), its "nedelja" is a week too ("sledece nedelje": next week) and it says the infinitive with
"da" ("da platim": to pay), as Croatian also does.

Only a request with at least two words only Croatian has is read so; its diacritics (č ć đ š ž) are read as typed without
them ("sutra", "četvrtak": cetvrtak). A date is said day.month ("27.12", "1.1.", "30.11") and a time on the 24-hour clock
("6:40" is 06:40). The case put on a name is read as the name itself: "Klausu Schneideru" Klaus Schneider, "Ivani" Ivana,
"u Rivi" Riva, "u Bacvicama" Bacvice, "iz Manchestera" Manchester, "s Ivanom" Ivan. What is dictated after a colon (an
e-mail body, a row to add) stays as typed, and so do names, numbers, e-mail addresses and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("čćđšžČĆĐŠŽ", "ccdszCCDSZ")


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Četvrtak" → cetvrtak, "sutra" → sutra."""
    return word.lower().translate(_PLAIN)


# Words only Serbian has (no Croatian, Slovene, Bulgarian, Slovak or Czech word: "sreda", "premesti", "nedelja", "ko" are)
_SERBIAN = frozenset("""gde negde ovde nigde svugde sledeci sledeca sledece sledecu sledeceg sledecem sledecoj podseti podsetiti
    podsetnik ponedeljak ponedeljka ponedeljku sredu podeli nadji pronadji doneo donela doneli donelo hteo htela uvek ujutru
    uvece decembar novembar oktobar septembar hiljada hiljade kupatilo kupatila kupatilu sedmice sedmica""".split())
# Serbian words as the Croatian ones read below ("ko" tko, "sredu" srijedu, "decembra" prosinca)
_SR_WORDS = dict(pair.split(":") for pair in """ko:tko gde:gdje negde:negdje ovde:ovdje nigde:nigdje svugde:svugdje sledeci:iduci
    sledeca:iduca sledece:iduce sledecu:iducu sledeceg:iduceg sledecem:iducem sledecoj:iducoj podseti:podsjeti
    podsetiti:podsjetiti podsetnik:podsjetnik ponedeljak:ponedjeljak ponedeljka:ponedjeljka ponedeljku:ponedjeljku
    sreda:srijeda sredu:srijedu srede:srijede nedelja:nedjelja nedelju:nedjelju nedelje:nedjelje podeli:podijeli
    promeni:promijeni premesti:premjesti proveri:provjeri nadji:nadi pronadji:pronadi doneo:donio donela:donijela
    doneli:donijeli donelo:donijelo hteo:htio htela:htjela uvek:uvijek posle:poslije ujutru:ujutro uvece:navecer
    kupatilo:kupaonica kupatila:kupaonice kupatilu:kupaonici januar:sijecanj januara:sijecnja februar:veljaca
    februara:veljace avgust:kolovoz avgusta:kolovoza septembar:rujan septembra:rujna oktobar:listopad oktobra:listopada
    novembar:studeni novembra:studenog decembar:prosinac decembra:prosinca""".split())
# Months said shorter are words elsewhere too ("maj", "jun", "mart"): only after a day, "3. marta" (3 March)
_SR_MONTHS = {"mart": "ozujak", "marta": "ozujka", "april": "travanj", "aprila": "travnja", "maj": "svibanj", "maja": "svibnja",
              "jun": "lipanj", "juna": "lipnja", "jul": "srpanj", "jula": "srpnja"}
_SR_WEEK = {"ove": "ovaj", "ovu": "ovaj", "ovoj": "ovom", "sledece": "iduci", "sledecu": "iduci", "iduce": "iduci",
            "prosle": "prosli", "proslu": "prosli", "proslog": "prosli"}


def _sr_word(m: re.Match) -> str:
    """A Serbian word as the Croatian one, "sledece" → iduce; a name ("Maja", "Sreda" inside a sentence) stays."""
    word = m.group(0)
    said = _SR_WORDS.get(word.lower())
    if said is None or (word[0].isupper() and m.start() > 0 and not word.isupper()):
        return word
    return said.capitalize() if word[0].isupper() else said


def _as_croatian(text: str) -> str:
    """``text`` with its Serbian said as Croatian: "ko dolazi u sredu" → tko dolazi u srijedu, "sledece nedelje" (a week,
    "nedelja" or "sedmica") → iduci tjedan, "3. marta" → 3. ozujka; Croatian stays as it is."""
    text = re.sub(r"(?i)\b(ove|ovu|ovoj|sledece|sledecu|iduce|prosle|proslu|proslog)\s+(?:nedelj[aeui]|sedmic[aeui])\b",
                  lambda m: _SR_WEEK[m.group(1).lower()] + " tjedan", text)
    text = re.sub(r"(?i)\b(\d{1,2})\.?\s+(" + "|".join(_SR_MONTHS) + r")\b", lambda m: f"{m.group(1)}. {_SR_MONTHS[m.group(2).lower()]}", text)
    return re.sub(r"(?<![\w@./-])[A-Za-z]+(?![\w@/-]|\.\w)", _sr_word, text)


# Words only Croatian has, written without diacritics (no English word, nor one of another stored language: "sta", "sto",
# "jos", "koji", "dodaj", "petak", "kada", "imam", "noci", "depozit", "kalendar", "listopad", "vrata", "iz", "sad" are words
# elsewhere too): two of them make a request Croatian
_OWN = frozenset("""tko gdje koliko zasto kamo sutra danas jucer prekosutra tjedan tjedna tjednu mjesec mjeseca mjesecu
    ponedjeljak ponedjeljka utorak srijeda srijedu srijede cetvrtak cetvrtka petka subotu nedjelja nedjelju nedjelje
    sijecanj sijecnja veljaca veljace ozujak ozujka travanj travnja svibanj svibnja lipanj lipnja srpanj srpnja kolovoz
    kolovoza rujan rujna studeni studenog studenoga prosinac prosinca prosincu posalji podsjeti stavi obrisi
    izbrisi otkazi spremi promijeni oznaci pronadi nadi pokazi premjesti pomakni nazovi javi napisi provjeri podijeli
    platio platila platili platiti placeno dolazi dolaze odlazi ostaje ostaju ostane trazi dugujem dugujemo duguje
    letim slijecem uzima imamo nije nisu mislim netko nesto umjesto hvala molim engleskom hrvatskom rezervacija rezervaciju
    rezervacije rezervacijama kljuc kutiji frizideru ciscenje ciscenja ciscenju cistacica cistacici ugovor ugovora troskovi
    troskove vodoinstalater vodoinstalatera elektricar elektricara broj slobodan slobodni slobodna ovaj ovog ovom onaj
    onog boravisnu boravisna pristojbu pristojba popravak bojlera sve gostu gosti racun racuna poruku biljesku zadatak
    nocenja nocenje sljedeci iduci prosli proslog ujutro popodne navecer sastanak sastanka sastanku gostiju
    jutros stiglo stigao stigla stigli materijala materijal ubaci plocice plocica odustao odustala odustali potkrovlje
    potkrovlja potkrovlju pocinje pocinju ponudu ponuda ponude ponudama kuhinju cekaju njom dzakova narucio narucila narucili
    skele nisam kuci""".split()) | _SERBIAN

# Sayings only Croatian (and Serbian) has, each counted as one of its words: "sta imam" (what do I have), "u kalendar" (in the
# calendar), "u nedelju" (on sunday: Slovene says "v nedeljo"), "ove nedelje" (this week)
_OWN_SAID = re.compile(r"(?i)\b(?:sta|sto|što|šta)\s+(?:imam|imamo|ima)\b|\bu\s+kalendar(?:u)?\b|\bu\s+(?:pon\w+|utorak|sri?j?edu|"
                       r"cetvrtak|petak|subotu|nedj?elju)\b|\b(?:ove|sledece|prosle)\s+(?:nedelje|sedmice)\b")

_DAYS = {"ponedjelj": "monday", "utor": "tuesday", "srijed": "wednesday", "cetvrt": "thursday", "pet": "friday",
         "subot": "saturday", "nedjelj": "sunday"}
# A weekday in any case: "u cetvrtak" (on thursday), "do nedjelje" (until sunday), "od ponedjeljka" (from monday)
_DAY = r"(?P<day>ponedjelj(?:ak|ka|ku)|utor(?:ak|ka|ku)|srijed(?:a|u|e|i)|cetvrt(?:ak|ka|ku)|pet(?:ak|ka|ku)|subot(?:a|u|e|i)|nedjelj(?:a|u|e|i))"
_MONTHS = dict(zip("sij velj ozu trav svib lip srp kolov ruj listop stud pros".split(), phrasebook.MONTH_NAMES, strict=True))
# A month in any case: "za prosinac" (for December), "3. prosinca" (3 December), "u studenom" (in November)
_MONTH = (r"(?P<month>sij(?:ecanj|ecnja|ecnju)|velj(?:aca|ace|aci)|ozu(?:jak|jka|jku)|trav(?:anj|nja|nju)|svib(?:anj|nja|nju)|"
          r"lip(?:anj|nja|nju)|srp(?:anj|nja|nju)|kolov(?:oz|oza|ozu)|ruj(?:an|na|nu)|listop(?:ad|ada|adu)|stud(?:eni|enog|enoga|enom)|"
          r"pros(?:inac|inca|incu))")
_NAME = r"(?-i:[A-Z][a-z]+)"
_NAMES = r"(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)"
# Verbs said as infinitives, after "podsjeti me" (remind me), "moram" (I have to): "platit" (pay), "nazvat" (call)
_VERBS = {"platit": "pay", "nazvat": "call", "poslat": "send", "kupit": "buy", "narucit": "order", "provjerit": "check",
          "javit": "tell", "pokupit": "pick up", "promijenit": "change", "rezervirat": "book", "obnovit": "renew",
          "napisat": "write", "odgovorit": "reply to", "predat": "hand in", "ocistit": "clean", "popravit": "fix", "vratit": "return"}
_VERB = r"(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")i?"
# Verbs said with "da" (as Serbian says the infinitive): "podsjeti me da platim" (remind me to pay), "da zovu Milana" (to call)
_DA_VERBS = dict(pair.split(":") for pair in """platim:pay kupim:buy narucim:order posaljem:send pozovem:call nazovem:call
    zovem:call zove:call zovu:call nazove:call provjerim:check javim:tell pokupim:pick_up vratim:return napisem:write
    odgovorim:reply_to promijenim:change obnovim:renew predam:hand_in ocistim:clean popravim:fix rezerviram:book
    rezervisem:book uzmem:take zavrsim:finish donesem:bring""".split())
_TO_VERBS = frozenset("platim posaljem javim vratim napisem odgovorim predam".split())  # to whom: "da platim Nenadu" (pay Nenad)
_DA_VERB = r"(?P<da>" + "|".join(_DA_VERBS) + r")"
# What was done, said in the past: "stiglo" (arrived), "donio" (delivered), "narucio" (ordered); said first, by the writer
_DONE = dict(pair.split(":") for pair in """stigao:arrived stigla:arrived stiglo:arrived stigli:arrived stigle:arrived
    donio:delivered donijela:delivered donijeli:delivered donijelo:delivered narucio:ordered narucila:ordered
    narucili:ordered poslao:sent poslala:sent poslali:sent kupio:bought kupila:bought zvao:called zvala:called
    zavrsio:finished zavrsila:finished zavrsili:finished odustao:pulled_out odustala:pulled_out odustali:pulled_out
    rekao:said rekla:said rekli:said spasio:saved spasila:saved""".split())
_DONE_WORD = r"(?P<done>" + "|".join(_DONE) + r")"
# Things of a job, said with whose they are ("Okafor kuhinju": the Okafor kitchen, "Selco fakturu": the Selco invoice)
_THINGS = dict(pair.split(":") for pair in """faktura:invoice fakturu:invoice fakture:invoices ponuda:quote ponudu:quote
    ponude:quotes ponudama:quotes kuhinja:kitchen kuhinju:kitchen kuhinje:kitchen kuhinji:kitchen potkrovlje:loft
    potkrovlja:loft potkrovlju:loft kupaonica:bathroom kupaonicu:bathroom kupaonice:bathroom kupaonici:bathroom
    plocice:tiles plocica:tiles fotke:photos slike:photos posao:job posla:job materijal:materials materijala:materials skele:scaffolding""".split())
_THING = r"(?P<thing>" + "|".join(_THINGS) + r")"
# Nouns known, in the cases they are said: "depozit" (the deposit), "ciscenje" (cleaning), "para" (money)
_NOUNS = {"depozit": "the deposit", "depozita": "the deposit", "rezervacija": "booking", "rezervaciju": "the booking",
          "rezervacije": "bookings", "noci": "nights", "noc": "night", "nocenja": "nights", "para": "money", "novaca": "money",
          "ciscenje": "cleaning", "ciscenja": "cleanings", "ciscenju": "cleaning", "ugovor": "contract", "ugovora": "contract",
          "broj": "number", "vodoinstalater": "the plumber", "elektricar": "the electrician", "cistacica": "the cleaner",
          "apartman": "apartment", "apartmana": "apartments", "gost": "the guest", "gosti": "the guests", "kljuc": "the key",
          "racun": "the bill", "poruku": "a message", "biljesku": "a note", "zadatak": "a task", "kalendar": "the calendar",
          "sastanak": "the meeting", "sastanka": "the meeting", "sastanku": "the meeting", "bojler": "the boiler", "bojlera": "the boiler",
          "vodoinstalatera": "the plumber", "elektricara": "the electrician", "cistacicu": "the cleaner", "cistacici": "the cleaner",
          "odgovor": "an answer", **{noun: "the " + said for noun, said in _THINGS.items()}}
# Nouns counted ("koliko imamo rezervacija": how many bookings), said in the genitive plural
_COUNTED = {"rezervacija": "bookings", "gostiju": "guests", "gosta": "guests", "noci": "nights", "nocenja": "nights",
            "apartmana": "apartments", "ciscenja": "cleanings", "ponuda": "quotes", "faktura": "invoices", "poslova": "jobs",
            "radnika": "workers", "plocica": "tiles"}
_SMALL = {"ili": "or", "ali": "but", "sa": "with", "za": "for", "od": "from", "iz": "from",
          "je": "is", "su": "are", "nije": "is not", "sad": "now", "sada": "now", "vec": "already", "opet": "again",
          "samo": "only", "jos": "still", "mi": "me", "meni": "me", "moj": "my", "moja": "my", "moje": "my", "onaj": "that",
          "ona": "she", "ovaj": "this", "ova": "this", "ovo": "this", "sve": "everything",
          "netko": "someone", "nesto": "something", "umjesto": "instead of", "jer": "because", "mislim": "I think",
          "slobodan": "free", "slobodni": "free", "slobodna": "free", "nova": "new", "novi": "new", "novu": "new", "hvala": "thanks",
          "i": "and", "njom": "her", "njim": "him", "njima": "them", "tu": "here", "kako": "how", "naravno": "of course",
          "negdje": "somewhere", "brate": "mate", "hitno": "urgent", "idem": "I'm going", "kuci": "home", "nisam": "I'm not",
          "dolazim": "I'm coming", "dolazimo": "we are coming", "pocinje": "starts", "pocinju": "start", "hoce": "wants",
          "napreduje": "is progressing", "cekaju": "are waiting for", "ceka": "is waiting for", "da": "that"}


def _nominative(name: str, case: str) -> str:
    """A name said in another case as itself: "Klausu" → Klaus, "Ivani" → Ivana, "Mariji" → Marija (to or in whom),
    "Bacvicama" → Bacvice, "Manchestera" → Manchester (from where), "Ivanom" → Ivan (with whom); "Kowalski" stays."""
    if re.search(r"(?:sk|ck)(?:og|oga|om|ome)$", name):  # "Kowalskog", "Kowalskom": Kowalski
        return re.sub(r"(?:og|oga|om|ome)$", "i", name)
    if re.search(r"(?:ski|cki|ska|cka)$", name) and len(name) > 5 or len(name) < 4:
        return name
    endings = {"to": (("ama", "e"), ("iji", "ija"), ("i", "a"), ("u", "")), "from": (("ama", "a"), ("e", "a"), ("a", "")),
               "of": (("ije", "ija"), ("e", "a")), "whom": (("iju", "ija"), ("u", "a")), "with": (("ijom", "ija"), ("ama", "e"), ("om", ""), ("em", ""))}[case]
    for ending, said in endings:
        if name.endswith(ending):
            return name[: -len(ending)] + said
    if case in ("of", "whom") and len(name) > 4 and re.search(r"[^aeiouj]a$", name):  # "od Micka", "zovu Milana": Mick, Milan
        return name[:-1]
    return name


def _names(m: re.Match, case: str = "to") -> str:
    words = m.group("who").split()
    if case == "of" and len(words) == 2 and words[1].endswith("e") and _nominative(words[0], case) == words[0]:
        return m.group("who")  # "kod Paul Greene": an English name as typed (not "Ivane Horvat": Ivana Horvat)
    return " ".join(_nominative(w, case) for w in words)


def _when(word: str) -> str:
    """A weekday or month said in Croatian as English: "nedjelje" → sunday, "prosinca" → December."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _date(m: re.Match) -> str:
    """"27.12", "1.1.", "30.11.2026" as Croatian writes a date: 27 December, 1 January, 30 November 2026."""
    return phrasebook.dotted_date(m)


def _word(m: re.Match) -> str:
    """A small Croatian word as English when known: "depozit" → the deposit, "sad" → now; any other as typed."""
    plain = _plain(m.group(0))
    return _NOUNS.get(plain) or _SMALL.get(plain) or m.group(0)


# A date said day.month ("27.12", "1.1.", "30.11.2026"), never a sum ("12.50 eur") nor a decimal ("37.5 sati")
_DATE = (r"(?<![£$€\d.,:])\b(?P<d>\d{1,2})\.(?P<m>\d{1,2})(?:\.(?P<y>20\d\d))?\.?(?!\d|[.,]\d|\s*(?:eur|€|kn|kuna|£|%|kg|sati|h\b))")
_DATED = r"\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+20\d\d)?"
_FOLDERS = r"(?P<folder>Documents|Downloads|Desktop|Pictures|Music|Videos)"

_PRE = {"za": "for", "od": "of", "u": "in", "iz": "from", "sa": "with", "s": "with"}
_FINAL = {"obrisi": "delete", "izbrisi": "delete", "otkazi": "cancel", "oznaci": "mark", "promijeni": "change", "spremi": "save", "dodaj": "add"}
_OFF = {"auto": "car", "kola": "car", "kombi": "van", "prilaza": "driveway", "ulaza": "entrance", "vrata": "door", "ulice": "street"}


def _how_much(noun: str, said: str) -> str:
    """"koliko para imam" (how much money do I have), "koliko imam ponuda" (how many quotes do I have); else as said."""
    plain = _plain(noun)
    if plain in _COUNTED:
        return f"how many {_COUNTED[plain]} do I have"
    return f"how much {_NOUNS[plain].removeprefix('the ')} do I have" if plain in _NOUNS else said


_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please: "bok", "hvala", "molim te"
    (r"^\s*(?:bok|pozdrav|dobar\s+dan)\s*[,!]?\s*", ""), (r"\bto\s+je\s+sve(?:\s+za\s+sad(?:a)?)?\b", "that is all for now"),
    (r"\bmolim\s+te\b|\bmolim\b", "please"), (r"\bhvala\b", "thanks"),
    # dates and times: "27.12 do 1.1", "od 4.12 do 7.12", "do 30.11", "3. prosinca", "za prosinac", "6:40", "u 14h"
    (_DATE, _date), (r"\b(\d{1,2})\.?\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\bod\s+(" + _DATED + r")\s+(?:do|-|–)\s+(?=" + _DATED + ")", r"from \1 to "),
    (r"\b(" + _DATED + r")\s+(?:do|-|–)\s+(?=" + _DATED + ")", r"\1 to "), (r"\bdo\s+(?=" + _DATED + ")", "by "),
    (r"\bod\s+(?=" + _DATED + ")", "from "), (r"\bza\s+" + _MONTH + r"\b", lambda m: "for " + _when(m.group("month"))),
    (r"\bu\s+" + _MONTH + r"\b", lambda m: "in " + _when(m.group("month"))), (r"\b" + _MONTH + r"\b", lambda m: _when(m.group("month"))),
    (r"(?<![\d:.])\b(\d):(\d\d)\b(?!\s*(?:am|pm))", r"0\1:\2"), (r"\b(\d{1,2})\s*h\b", r"\1:00"),
    (r"\bu\s+(?=\d{1,2}:\d\d\b)", "at "), (r"\b(slijecem|stizem|sletim)\s+(?=\d{1,2}:\d\d)", r"\1 at "),
    # an hour said bare, "u 2", "u 8 ujutru" (at 2, at 8 in the morning), never "u 2 dana" (in 2 days) nor a date
    (r"\bu\s+(?=\d{1,2}\b(?![.:,]\d)(?!\s*(?:dana|dan|sata|sati|sat|tjedna|tjedana|noci|mjeseci|minuta|min|eur|kn|funti|posto|%|(?-i:[A-Z]))))",
     "at "),
    (r"\b(?:za|preko)\s+Bozic(?:a)?\b", "for the Christmas holidays"), (r"\bBozic(?:a|u)?\b", "Christmas"),
    (r"\b(?:od|iz)\s+" + _DAY + r"\s+(?:do|na)\s+(?P<to>" + _DAY[8:-1] + r")", lambda m: f"from {_when(m.group('day'))} to {_when(m.group('to'))}"),
    (r"\b(?:sljedeci|iduci)\s+" + _DAY, lambda m: "next " + _when(m.group("day"))),
    (r"\b(?P<pre>u|do|od|za|na)\s+" + _DAY + r"\b",
     lambda m: {"u": "on", "do": "until", "od": "from", "za": "for", "na": "to"}[m.group("pre").lower()] + " " + _when(m.group("day"))),
    (r"\b" + _DAY + r"\b", lambda m: _when(m.group("day"))),
    (r"\b(?:ovaj|ovog|ovom)\s+tjed(?:an|na|nu)\b", "this week"), (r"\b(?:sljedeci|iduci|sljedeceg|iduceg)\s+tjed(?:an|na)\b", "next week"),
    (r"\b(?:prosli|proslog|proslom)\s+tjed(?:an|na|nu)\b", "last week"), (r"\b(?:ovaj|ovog|ovom)\s+mjesec(?:a|u)?\b", "this month"),
    (r"\b(?:sljedeci|iduci)\s+mjesec\b", "next month"), (r"\b(?:prosli|proslog)\s+mjesec(?:a)?\b", "last month"),
    (r"\bsutra\s+ujutro\b", "tomorrow morning"), (r"\bdanas\s+popodne\b", "this afternoon"), (r"\bsutra\b", "tomorrow"),
    (r"\bprekosutra\b", "the day after tomorrow"), (r"\bdanas\b", "today"), (r"\bjucer\b", "yesterday"),
    (r"\bjutros\b", "this morning"), (r"\bveceras\b", "tonight"), (r"\bujutro\b", "in the morning"), (r"\bpopodne\b", "in the afternoon"), (r"\bnavecer\b", "in the evening"),
    # names in another case: "Klausu Schneideru", "Ivani" (to whom), "u Rivi", "iz Manchestera", "s Ivanom", "broj od Micka"
    (r"\b(?:daj|posalji|nadi)\s+(?:mi\s+)?(?:broj|telefon)\s+(?:od\s+)?" + _NAMES, lambda m: f"what's the number of {_names(m, 'of')}"),
    # a thing said with whose it is: "za Okafor kuhinju" (for the Okafor kitchen), "Selco fakturu" (the Selco invoice)
    (r"\b(?P<pre>za|od|u|iz|sa|s)\s+" + _NAMES + r"\s+" + _THING + r"\b", lambda m: f"{_PRE[m.group('pre').lower()]} the {m.group('who')} "
     f"{_THINGS[m.group('thing').lower()]}"),
    (r"\b" + _NAMES + r"\s+" + _THING + r"\b", lambda m: f"the {m.group('who')} {_THINGS[m.group('thing').lower()]}"),
    (r"\b(?:posalji|napisi)\s+(?:e-?mail|mail|poruku)\s+" + _NAMES, lambda m: f"send an email to {_names(m)}"),
    (r"(?<=send an email to )([^,:]{1,40}?),?\s+da\b", r"\1 that"),
    (r"\b(?:posalji|napisi)\s+(?:e-?mail|mail|poruku)\b", "send an email"), (r"\b(?:posalji|napisi)\s+" + _NAMES + r"\s+da\b", lambda m: f"send an email to {_names(m)} that"),
    (r"\bnapisi\s+" + _NAMES, lambda m: f"send an email to {_names(m)}"), (r"\bposalji\s+" + _NAMES, lambda m: f"send {_names(m)}"),
    (r"\bjavi\s+" + _NAMES + r"(?:\s+da\b)?", lambda m: f"let {_names(m)} know" + (" that" if m.group(0).endswith("da") else "")), (r"\bnazovi\s+" + _NAMES, lambda m: f"call {_names(m, 'whom')}"),
    (r"\b(?:premjesti|pomakni|prebaci)\s+" + _NAMES, lambda m: f"move {_names(m, 'whom')}"),
    (r"\bkoliko\s+(?:jos\s+)?dugujem(?:o)?\s+" + _NAMES, lambda m: f"how much do I owe {_names(m)}"),
    (r"\bkoliko\s+(?:mi\s+)?duguje\s+" + _NAMES, lambda m: f"how much does {_names(m)} owe me"),
    (r"\b(?:na|u)\s+" + _FOLDERS + r"\b", lambda m: f"in my {m.group('folder')} folder"),
    (r"\bmislim\s+(?=in\s+my\b)", "I think it is "), (r"\b(pdf|excel|word|docx?|xlsx?|jpg|fajl)\s+je\b", r"it's a \1"),
    (r"\bu\s+" + _NAMES, lambda m: "in " + _names(m)), (r"\bna\s+(?=(?-i:[A-Z]))", "at "),
    (r"\b(?:iz|preko)\s+(?-i:(?P<up>[A-Z]{2,}))\b", lambda m: ("from " if m.group(0)[0] in "iI" else "via ") + m.group("up")),
    (r"\b(?P<pre>iz|preko)\s+" + _NAMES, lambda m: ("from " if m.group("pre").lower() == "iz" else "via ") + _names(m, "from")),
    (r"\bpreko\s+([a-z]+?)a\b", r"on \1"), (r"\bpreko\s+(?=[a-z])", "on "),
    (r"\b(?P<pre>od|do|kod)\s+" + _NAMES, lambda m: {"od": "from ", "do": "to ", "kod": "at "}[m.group("pre").lower()] + _names(m, "of")),
    (r"\b(?:s|sa)\s+" + _NAMES, lambda m: "with " + _names(m, "with")), (r"\bza\s+(?=(?-i:[A-Z]))", "to "),
    (r"\bkod\s+(?=\d)", "code "), (r"(?<=%)\s+od\b", " of"), (r"\b(?-i:i)\s+(?=(?-i:[A-Z])|\d)", "and "),
    # questions: "tko dolazi", "tko jos nije platio", "sta imam sutra", "koliko imamo para", "koji apartman je slobodan"
    (r"\btko\s+(?:jos\s+)?nije\s+plati(?:o|la|li)\b", lambda m: "who still has not paid" if "jos" in m.group(0).lower() else "who has not paid"),
    (r"\btko\s+dolazi\b", "who is arriving"), (r"\btko\s+odlazi\b", "who is leaving"), (r"\btko\s+je\b", "who is"), (r"\btko\b", "who"),
    (r"\b(?:sta|sto|šta|što)\s+imam\b", "what do I have"), (r"\b(?:sta|sto|šta|što)\s+imamo\b", "what do we have"),
    (r"\bkoliko\s+imamo\s+(\w+)", lambda m: f"how many {_COUNTED[_plain(m.group(1))]} do we have" if _plain(m.group(1)) in _COUNTED
     else f"how much {_word_of(m.group(1)).removeprefix('the ')} do we have"),
    (r"\bkoliko\s+je\s+" + _NAMES + r"\s+plati(?:o|la|li)\b", r"how much has \g<who> paid"),
    (r"\bkoliko\s+(?:mi\s+|meni\s+)ostane\b", "what am I left with"), (r"\bkoliko\s+(?:nam\s+)ostane\b", "what are we left with"),
    (r"\bkoliko\s+(?:(\w+)\s+imam|imam\s+(\w+))\b", lambda m: _how_much(m.group(1) or m.group(2), m.group(0))),
    (r"\bkoliko\s+(?P<v>dajem|placam|dajemo|placamo)\s+" + _NAMES, lambda m: f"how much do {'we' if m.group('v').endswith('mo') else 'I'} "
     f"{'give' if m.group('v').startswith('daj') else 'pay'} {_names(m)}"),
    (r"\bna\s+dan\b", "per day"), (r"\bna\s+sat\b", "per hour"), (r"\b(\d+)\s*posto\b", r"\1%"), (r"\bkoliko\s+je\s+(?=\d)", "what is "),
    (r"\bkoliko\s+kosta\b", "how much is"), (r"\bkoliko\b", "how much"),
    (r"\b(?:sta|sto)\s+(?P<still>jos\s+)?nije\s+" + _DONE_WORD + r"\b",
     lambda m: f"what has not {_DONE[m.group('done').lower()].replace('_', ' ')}" + (" yet" if m.group("still") else "")),
    (r"(?<=\w)\s+(?:sto|sta|koje|koji|koja)\s+(?P<still>jos\s+)?(?P<v>cekaju|ceka)\b",
     lambda m: " that " + ("are" if m.group("v").endswith("u") else "is") + (" still" if m.group("still") else "") + " waiting for"),
    (r"\bod\s+(?=(?:materijala|plocica|stvari|toga|svega)\b)", "of "),
    (r"\b(?:koji|koja|koje)\s+(\w+)\s+je\s+slobod(?:an|na|no)\b", lambda m: f"which {_word_of(m.group(1))} is free"),
    (r"\bgdje\s+je\s+(?:(?P<that>onaj|ona|ono|taj|ta|to)\s+)?(?=(?-i:[a-z]))", lambda m: "where is " + ("that " if m.group("that") else "the ")),
    (r"\bgdje\s+je\b", "where is"), (r"\bgdje\b", "where"), (r"\bkad(?:a)?\s+(?=dolazi|dolaze|je)", "when "), (r"\bzasto\b", "why"),
    (r"\b(?:koji|koja|koje)\b", "which"), (r"^\s*(?:sta|sto)\b", "what"),
    # what is done or said: "platio", "nije platila", "ostaje jos 2 noci", "trazi 30 eur po ciscenju", "letim za Split"
    (r"\b(\w+)\s+(?:jos\s+)?nije\s+plati(?:o|la|li)\b", lambda m: f"{_word_of(m.group(1))} has not been paid yet"),
    (r"\bnije\s+plati(?:o|la|li)\b", "has not paid"), (r"\bplati(?:o|la|li)\b", "paid"), (r"\bdolaze\s+gosti\b", "guests are arriving"), (r"\bdolazi\s+gost\b", "a guest is arriving"),
    (r"\bdolazi\b", "is arriving"),
    (r"\bdolaze\b", "are arriving"), (r"\bostaje\s+jos\s+(\d+)", r"stays \1 more"), (r"\bostaje\b", "stays"),
    (r"\bjos\s+(\d+)\b", r"\1 more"), (r"\btrazi\b", "asks"), (r"\bpo\s+(\w+?)u\b", lambda m: f"per {_word_of(m.group(1) + 'u')}"),
    (r"\bletim\b", "I fly"), (r"\b(?:slijecem|sletim)\b", "I land"), (r"\bstizem\b", "I arrive"), (r"\buzima\b", "takes"),
    (r"\bpita\b", "is asking"), (r"\bna\s+engleskom\b", "in English"), (r"\bna\s+hrvatskom\b", "in Croatian"),
    (r"\bboravisn\w+\s+pristojb\w+", "the tourist tax"),
    (r"(?:^\s*|\bsam\s+)(?P<done>narucio|narucila|poslao|poslala|kupio|kupila|zvao|zvala|zavrsio|zavrsila)(?:\s+sam)?\b",
     lambda m: ("I " if m.start() == 0 else " I ") + _DONE[m.group("done").lower()]),
    (r"\b(?:je|su|smo|ste|si)\s+(?=" + _DONE_WORD + r"\b)", ""),  # "Milan je doneo": Milan delivered
    (r"\bodusta(?:o|la|li)\s+od\b", "pulled out of"), (r"\brek(?:ao|la|li)\s+(?-i:(DA|NE))\b(?P<to>\s+za\b)?",
     lambda m: "said " + {"DA": "YES", "NE": "NO"}[m.group(1)] + (" to" if m.group("to") else "")),
    (r"\bspasi(?:o|la|li)\s+(?:si|ste)\s+me\b", "you saved me"),
    (r"\bnije\s+" + _DONE_WORD + r"\b", lambda m: "has not " + _DONE[m.group("done").lower()].replace("_", " ")),
    (r"\b" + _DONE_WORD + r"\b", lambda m: _DONE[m.group("done").lower()].replace("_", " ")),
    (r"\b(\d+)\s+(?:dzakova|dzaka|vreca|vrece)\b(?P<of>\s+(?=\w))?", lambda m: f"{m.group(1)} bags" + (" of " if m.group("of") else "")),
    (r"\b(\d+)\s+(?:kutija|kutije)\b(?P<of>\s+(?=\w))?", lambda m: f"{m.group(1)} boxes" + (" of " if m.group("of") else "")),
    (r"\bnisam\s+tu\b", "I'm away"), (r"\bza\s+hitno\b", "for anything urgent"), (r"\bauto\s*odgovor\b", "auto reply"),
    (r"\bneka\s+(?=skloni|makne|pomakne|ostavi|nazove|javi)", "please "),
    (r"\b(?:skloni|makni|pomakni)\s+(?P<what>auto|kola|kombi)\s+(?:sa|s|od)\s+(?P<off>prilaza|ulaza|vrata|ulice)\b",
     lambda m: f"move the {_OFF[m.group('what').lower()]} off the {_OFF[m.group('off').lower()]}"),
    (r"\bsamo\s+da\s+gleda(?:ju)?\b", "just to look"), (r"\bda\s+vid(?:i|e|im)\b", "to see"), (r"\bkako\s+napreduj[eu]\b", "how it is progressing"),
    # what is said to be done: "podsjeti me", "stavi u kalendar", "otkazi", "obrisi", "spremi broj", "oznaci", "promijeni"
    (r"\bpodsjeti\s+(?:me|mene)\s+(?:da\s+)?", "remind me "), (r"\b(?:moram|trebam|treba)\s+" + _VERB, lambda m: "need to " + _VERBS[_plain(m.group("verb"))]),
    (r"\b" + _VERB + r"\b", lambda m: "to " + _VERBS[_plain(m.group("verb"))]),
    (r"(?:(?<=remind me )|\bda\s+)" + _DA_VERB + r"\b(?:\s+" + _NAMES + ")?", lambda m: "to " + _DA_VERBS[m.group("da").lower()].replace("_", " ")
     + (" " + _names(m, "to" if m.group("da").lower() in _TO_VERBS else "whom") if m.group("who") else "")),
    (r"\bubaci\b", "stavi"), (r"\b(?:stavi|oznaci|upisi)\s+da\s+(?P<be>je|su)\b", lambda m: "mark " + ("it" if m.group("be") == "je" else "them") + " as"),
    (r"\b(?P<verb>obrisi|izbrisi|otkazi|oznaci|promijeni|spremi|dodaj)\s+(?P<it>ga|je|to|ih)\s*[.!]?\s*$",
     lambda m: _FINAL[_plain(m.group("verb"))] + (" them" if m.group("it").lower() == "ih" else " it")),
    (r"\bstavi\s+(?:to\s+|ga\s+|je\s+)?u\s+kalendar\b(?=\s*[.!]?\s*$)", "put it in the calendar"),
    (r"\bstavi\s+u\s+kalendar\b", "put in the calendar"), (r"\bstavi\s+(?=auto)", "set an "),
    (r"\bdodaj\s+u\s+(troskov[ei]|prihod[ei]|racun[ei])\s*:", r"add to the \1 sheet:"), (r"\bdodaj\s+u\b", "add to"),
    (r"\bspremi\s+broj\b", "save the number"), (r"\b(\w+)\s+vodoinstalater\b", r"\1 the plumber"),
    (r"(?:^|(?<=[,.;]))\s*(?P<verb>obrisi|izbrisi|otkazi|oznaci|promijeni|spremi|dodaj)\s*[.!]?\s*$",
     lambda m: " " + _FINAL[_plain(m.group("verb"))] + " it"),
    (r"\b(?:obrisi|izbrisi)\b", "delete"), (r"\botkazi\b", "cancel"), (r"\boznaci\b", "mark"), (r"\bpromijeni\b", "change"),
    (r"\bspremi\b", "save"), (r"\bstavi\b", "put"), (r"\bdodaj\b", "add"), (r"\b(?:premjesti|pomakni|prebaci)\b", "move"),
    (r"\b(?:pronadi|nadi)\b", "find"), (r"\bpokazi\b", "show me"), (r"\bprovjeri\b", "check"), (r"\bpodijeli\b", "share"),
    (r"\bnazovi\b", "call"), (r"\b(?:onaj|onu|ono|taj|tu)\s+(?=\w)", "that "),
    (r"\bnova\s+rezervacija\b", "new booking"), (r"\bu\b", "in"), (r"\bna\b", "on"), (r"\bpo\b", "per"),
    # the rest, word by word: known nouns and small words ("depozit": the deposit, "sad": now)
    # (what is looked for keeps its word, as his files are named: "gdje je onaj ugovor" → where is that ugovor)
    (r"(?<![\w./@-])(?<!where is that )(?<!where is the )(?-i:[a-z]+)\b(?![./@_-]\w)", _word),
]


def _word_of(word: str) -> str:
    plain = _plain(word)
    return _NOUNS.get(plain) or _SMALL.get(plain) or word


_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
# What is dictated after a colon stays as typed: "posalji mail X, na engleskom: kljuc je u kutiji …", "dodaj u troskovi: …"
_ADDED = re.compile(r"(?i)^(.*\b(?:posalji|napisi|dodaj|zapisi|biljeska|poruka|odgovori)\b[^:]*:)(.*)$", re.S)


def croatian(text: str) -> bool:
    """Whether ``text`` has two words only Croatian (or Serbian) has (a saying only they have counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Croatian read as English when it is Croatian; unchanged otherwise."""
    if not croatian(text):
        return text
    text = text.translate(_PLAIN)
    added = _ADDED.match(text)
    if added:
        return phrasebook.read(_as_croatian(added.group(1)), _PHRASES) + " " + added.group(2).strip()
    return phrasebook.read(_as_croatian(text), _PHRASES)
