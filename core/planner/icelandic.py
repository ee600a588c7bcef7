"""Icelandic in a request (as typed by an Icelandic knitwear shop owner in Edinburgh, without its special letters: "th" for
þ, "d" for ð, "a" for á, "o" for ö, and with English shop words mixed in) read as English before it is planned: "er Fiona
MacLeod buin ad borga peysuna?" (has Fiona MacLeod paid for the sweater?), "hvad eigum vid margar lopapeysur i medium?"
(how many lopapeysur do we have in medium?), "kom eitthvad fra Royal Mail um pakkann til Noregs?" (anything from Royal Mail
about the parcel to Norway?), "minntu mig a ad panta fleiri pappakassa fyrir fostudag" (remind me to order more cardboard
boxes by friday), "prjonakvold a fimmtudag kl 6 til 8 her i budinni, settu thad i calendar" (knitting night on thursday
from 6 to 8 here in the shop, put it in the calendar), "vistadu numerid hja Gudrunu" (save the number of Gudrun), "Morag
haetti vid vettlingana, eyddu theirri pontun" (Morag cancelled the vettlingar, delete that order), "hvad a eftir ad senda?"
(what still has to be sent?), "settu upp out of office fra 18 des til 4 jan" (set up out of office from 18 December to 4
January). And as a boat-trip skipper in Lerwick types it, a command said with the verb itself: "hver er bokadur a morgun?"
(who is booked tomorrow?), "David Irvine haetti vid ferdina 1 des, eyda bokuninni" (… cancelled the trip 1 December, delete
the booking), "hvad eru morg saeti laus i selaferdinni fimmtudag?" (how many seats are free on the seal trip thursday?), "hvad
hef eg eytt i oliu i november" (how much have I spent on fuel in November), "deila lunda myndunum a drive" (share the puffin
photos on drive), "vill faera sig fra fimmtudag yfir a sunnudag" (wants to move from thursday to sunday).

Only a request with at least two words only Icelandic has is read so; its letters (þ ð á é í ó ú ý æ ö) are read as typed
without them. A name said in another case is read as the name itself ("hja Gudrunu": Gudrun, "til Katrinar": Katrin, "fra
Gunnari": Gunnar). The shop's goods keep their Icelandic names as her database has them, each case read as its plain form
("vettlingana": the vettlingar, "hufan": the hufa, "svarta lettlopanum": the black lettlopi); an English word with the
Icelandic "the" on its end is read with it in front ("stockid": the stock, "markadssheetid": the market sheet). The body of
an e-mail after its address ("sendu email a Istex, pantanir@istex.is - vantar 40 dokkur …") and what is dictated after
"skrifa nidur:" or "sjalfvirkt svar fra 7 des til 4 jan:" (auto reply …) stay as typed; names, numbers, sizes, e-mail
addresses and English words stay as typed too."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans({"þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "á": "a", "Á": "A", "é": "e", "É": "E", "í": "i", "Í": "I",
                        "ó": "o", "Ó": "O", "ú": "u", "Ú": "U", "ý": "y", "Ý": "Y", "æ": "ae", "Æ": "Ae", "ö": "o", "Ö": "O"})


def _plain(word: str) -> str:
    """A word as typed without Icelandic letters, lower case: "Þú" → thu, "pöntun" → pontun."""
    return word.lower().translate(_PLAIN)


# Words only Icelandic has, written without its letters (no English word, nor one of another stored language: "hvad", "til",
# "fra", "og", "er", "vid", "mig", "kom", "dag", "vill", "helst", "vantar", "kostar", "svarta", "sem", "ny" are words elsewhere
# too): two of them make a request Icelandic
_OWN = frozenset("""hvar hvernig hvenaer hvada hverjir hverjum hversu eitthvad einhver einhvers eitthvert ekkert
    eigum eigid attu erum buin buinn buid borga borgadi borgad borgud borgadu greiddi greitt skuldar skulda
    sendu settu baetu baettu minntu mintu eyddu vistadu skrifadu merktu segdu finndu opnadu syndu breyttu faerdu
    afbokadu aflystu hringdu pantadu deildu athugadu leitadu geymdu bokadu skradu uppfaerdu gerdu taktu hentu
    panta pantadi pontun pontunina pontuninni pantanir pantanirnar pantana pontunum fleiri fyrir hja thegar thetta
    thessa thessari theirri theim okkur okkar honum henni thvi aftur samtals einnig nuna
    manudag manudaginn thridjudag thridjudaginn midvikudag midvikudaginn fimmtudag fimmtudaginn fostudag
    fostudaginn laugardag laugardaginn sunnudag sunnudaginn manudegi fimmtudegi fostudegi laugardegi
    morgun gaer kvold kvoldid hadegi vikunni viku naestu naesta sidasta sidustu helgina
    fekk haetti stendur selja seldi seldum mikid margar marga margir morg segir madur islensku ensku lokud lokad
    prjona prjonar prjonadi prjonakvold budin budina budinni budarinnar pakkann pakkinn pakkanum pakkana numerid
    numerinu verdlistinn verdlistann verdlista dokkur dokkum dokku lettlopa lettlopanum lettlopann lettlopinn
    plotulopa lopapeysa lopapeysu lopapeysur lopapeysuna lopapeysurnar peysa peysu peysuna peysur peysurnar peysum
    hufa hufu hufan hufuna hufur hufurnar vettlinga vettlingana vettlingarnir midana midanum midarnir pappakassa
    pappakassar linu linuna stockid sheetid dagatalid dagatalinu svartan hvitum hvitan hvitur raudan raudum
    graum dokkgra ljosgra vatid stadar tholinmaedi kaerlega kaer velkomin sendid eydid minnid
    tolvupost tolvupostur tolvupostinn brefid vidskiptavinur vidskiptavini vidskiptavinir tilbuin tilbuinn tilbuid
    sendingin sendinguna sendingunni fundinn fundinum endurskodandanum endurskodandann uppskriftina uppskriftin peysan
    hringja borgada borgudu pontudum
    bokadur bokud bokadir bokun bokunin bokunina bokuninni bokanir bokunum ferdin ferdina ferdinni ferdirnar selaferd
    selaferdin selaferdinni dagatal daginn eytt olia oliu litrar nidur baturinn batinn batnum sjalfvirkt deila myndunum
    myndirnar afslattur afslatt verdur haegt sjostong eyda merkja haetta faera setja saeti afboka skrifa""".split())

_DAYS = {"manud": "monday", "thridjud": "tuesday", "midvikud": "wednesday", "fimmtud": "thursday", "fostud": "friday",
         "laugard": "saturday", "sunnud": "sunday"}
# A weekday in any case: "fimmtudag", "fimmtudaginn", "fostudags" (friday's), "manudegi" (on monday)
_DAY = r"(?P<day>(?:manu|thridju|midviku|fimmtu|fostu|lauga?r|sunnu)d(?:ag(?:inn|inum|sins|s|ur)?|egi(?:num)?))"
_MONTHS = dict(zip("jan feb mar apr mai jun jul ag sep okt nov des".split(), phrasebook.MONTH_NAMES, strict=True))
# A month in full or short, with or without its dot: "januar", "5. januar", "18 des", "4 jan."
_MONTH = (r"(?P<month>(?:januar|februar|mars|april|mai|juni|juli|agust|september|oktober|november|desember)(?:s)?|"
          r"(?:jan|feb|mar|apr|jun|jul|agu|sep|sept|okt|nov|des)(?=\.|\b))(?!\w)")
# Weekday and month as English
_WHEN = {**_DAYS, **_MONTHS}


def _when(word: str) -> str:
    """A weekday or month said in Icelandic as English: "fostudags" → friday, "des." → December."""
    plain = _plain(word)
    return next((said for stem, said in _WHEN.items() if plain.startswith(stem)), word)


# A name in another case, read as itself: "Gudrunu"/"Gudrunar" Gudrun, "Katrinu" Katrin, "Gunnari" Gunnar, "Jonsdottur"
# Jonsdottir, "Jonssyni" Jonsson
_CASES = (("dottur", "dottir"), ("ssyni", "sson"), ("unu", "un"), ("unar", "un"), ("inu", "in"), ("inar", "in"),
          ("ari", "ar"), ("ars", "ar"))


def _nominative(name: str) -> str:
    """A name said in another case as itself; "Fionu", "Helgu" (a name in -a said with -u) → Fiona, Helga."""
    said = next((name[: -len(case)] + said for case, said in _CASES if name.endswith(case) and len(name) > len(case) + 2), name)
    return said[:-1] + "a" if said == name and re.search(r"[^aeiouy]u$", name) and len(name) > 3 else said


_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"


def _names(m: re.Match) -> str:
    return " ".join(_nominative(w) for w in m.group("who").split())


# Verbs as English (infinitive, and said done), after "ad" (to), "buin ad" (have done), "a eftir ad" (still to be done)
_VERBS = {"senda": ("send", "sent"), "borga": ("pay", "paid"), "greida": ("pay", "paid"), "panta": ("order", "ordered"),
          "selja": ("sell", "sold"), "gera": ("do", "done"), "prjona": ("knit", "knitted"), "hringja": ("call", "called"),
          "saekja": ("collect", "collected"), "skila": ("return", "returned"), "pakka": ("pack", "packed"), "kaupa": ("buy", "bought"),
          "svara": ("reply", "replied"), "klara": ("finish", "finished"), "laga": ("fix", "fixed"), "athuga": ("check", "checked"),
          "setja": ("put", "put"), "merkja": ("mark", "marked"), "eyda": ("delete", "deleted"), "finna": ("find", "found"),
          "opna": ("open", "opened"), "breyta": ("change", "changed"), "bua til": ("make", "made"), "posta": ("post", "posted"),
          "skrifa": ("write", "written"), "baeta vid": ("add", "added"), "thvo": ("wash", "washed"), "tala vid": ("talk to", "talked to"),
          "afboka": ("cancel", "cancelled"), "senda ut": ("send out", "sent out"), "deila": ("share", "shared"), "boka": ("book", "booked"),
          "haetta vid": ("cancel", "cancelled"), "faera sig": ("move", "moved"), "faera": ("move", "moved"), "fara": ("go", "gone"),
          "fara ut": ("go out", "gone out")}
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")\b"
# Who "vid", "eg", "thu" are in a question or a sentence: "erum vid" (have we), "eg er" (I am)
_WHO = {"vid": "we", "eg": "I", "thu": "you", "hann": "he", "hun": "she", "their": "they", "thaer": "they", "thau": "they"}

# Goods and nouns of the shop, each case: (pattern, English, English when "the" is on its end). The goods keep their
# Icelandic names as her database has them ("vettlingar", "hufa", "lettlopi"); what has an English name is said so.
_NOUNS = [
    (r"lopapeys(?:a|u|um)", "lopapeysa", None), (r"lopapeys(?:an|una|unni|unnar)", "lopapeysa", "the lopapeysa"),
    (r"lopapeysur", "lopapeysur", None), (r"lopapeysurnar|lopapeysunum", "lopapeysur", "the lopapeysur"),
    (r"peys(?:a|u)", "sweater", None), (r"peys(?:an|una|unni|unnar)", "sweater", "the sweater"), (r"peys(?:ur|um)", "sweaters", None),
    (r"peys(?:urnar|unum)", "sweaters", "the sweaters"), (r"huf(?:a|u)", "hufa", None), (r"huf(?:an|una|unni|unnar)", "hufa", "the hufa"),
    (r"huf(?:ur|um)", "hufur", None), (r"huf(?:urnar|unum)", "hufur", "the hufur"), (r"vettling(?:ar|a|um|ur)", "vettlingar", None),
    (r"vettling(?:ana|arnir|unum|anna|inn)", "vettlingar", "the vettlingar"),
    (r"((?:lett|plotu)?lop)(?:i|a)", None, None), (r"((?:lett|plotu)?lop)(?:ann|anum|ans|inn)", None, "the"),
    (r"dokk(?:a|u|ur|um)", "balls", None), (r"dokk(?:una|urnar|unum)", "balls", "the balls"),
    (r"pappakass(?:i|a|ar|ana|um)", "cardboard boxes", None), (r"kass(?:i|a|ar|um)", "boxes", None),
    (r"kass(?:ann|ana|anum)", "boxes", "the boxes"),
    (r"pakk(?:i|a|ar|um)", "a parcel", None), (r"pakk(?:inn|ann|anum|ans|ana|arnir)", "parcel", "the parcel"),
    (r"pont(?:un|unar)|pontunum", "order", None), (r"pont(?:unina|uninni|unarinnar)", "order", "the order"),
    (r"pantan(?:ir|a)", "orders", None), (r"pantan(?:irnar|irnar|anna)|pontununum", "orders", "the orders"),
    (r"numer", "number", None), (r"numer(?:id|inu|sins)", "number", "the number"), (r"verdlist(?:i|a)", "price list", None),
    (r"verdlist(?:inn|ann|anum|ans)", "price list", "the price list"), (r"lin(?:a|u|ur)", "a row", None),
    (r"lin(?:una|unni|unnar)", "row", "the row"), (r"bud(?:in|ina|inni|arinnar)", "shop", "the shop"),
    (r"mid(?:i|a|ar|um)", "labels", None), (r"mid(?:inn|ann|ana|anum|arnir)", "labels", "the labels"),
    (r"dagatal(?:id|inu|sins)", "calendar", "the calendar"), (r"(?:tolvupost(?:ur|)|bref)", "an email", None),
    (r"(?:tolvupost(?:inn|inum)|brefid|brefinu)", "email", "the email"), (r"vidskiptavin(?:ur|i|ir|a)", "customer", None),
    (r"fund(?:ur|i|)", "a meeting", None), (r"fund(?:inn|inum|arins)", "meeting", "the meeting"),
    (r"endurskodand(?:i|a)", "the accountant", None), (r"endurskodand(?:ann|anum|ans)", "accountant", "the accountant"),
    (r"sending(?:u|ar|)", "delivery", None), (r"sending(?:in|una|unni|arinnar)", "delivery", "the delivery"),
    (r"uppskrift(?:ir|)", "pattern", None), (r"uppskrift(?:in|ina|inni|irnar)", "pattern", "the pattern"),
    (r"kvittun|reikning(?:ur|)?", "invoice", None), (r"(?:kvittunina|reikninginn|reikningnum)", "invoice", "the invoice"),
    # and of the boat's trips: "ferdina" the trip, "bokuninni" the booking, "batinn" the boat, "oliu" fuel, "litrar" litres
    (r"ferd(?:|ar)", "trip", None), (r"ferd(?:ir|um)", "trips", None), (r"ferd(?:in|ina|inni|arinnar)", "trip", "the trip"),
    (r"ferd(?:irnar|unum)", "trips", "the trips"), (r"bokun(?:|ar)", "booking", None), (r"bokan(?:ir|a)|bokunum", "bookings", None),
    (r"bokun(?:in|ina|inni|arinnar)", "booking", "the booking"), (r"bokan(?:irnar|anna)|bokununum", "bookings", "the bookings"),
    (r"bat(?:ur|i)", "boat", None), (r"bat(?:urinn|inn|num|sins)", "boat", "the boat"), (r"oli(?:a|u)", "fuel", None),
    (r"oli(?:an|una|unni|unnar)", "fuel", "the fuel"), (r"litr(?:i|a|ar|um)", "litres", None), (r"saeti|saetum", "seats", None),
    (r"saet(?:id|in|unum)", "seats", "the seats"), (r"skjal|skjol(?:|um)", "document", None), (r"felag", "company", None),
    (r"skjal(?:id|inu|sins)|skjolin", "document", "the document"), (r"felag(?:id|inu|sins)", "company", "the company"),
    (r"mynd(?:|ir|a|um)", "photos", None), (r"mynd(?:in|ina|inni|irnar|unum|anna)", "photos", "the photos"), (r"beit(?:a|u)", "bait", None),
    (r"krok(?:ur|a|ar|um)", "hooks", None), (r"afslatt(?:ur|ar|)|afslaetti", "discount", None), (r"slipp(?:|inn|inum)", "slipway", None),
    (r"sjostong|sjostangveidi", "sea angling", None),
]
_NOUN = re.compile(r"(?i)^(?:" + "|".join(f"(?:{p})" for p, _, _ in _NOUNS) + r")$")
# Colours, each case: "svarta" black, "hvitum" white, "gra" grey
_COLOURS = {"svart": "black", "hvit": "white", "dokkgra": "dark grey", "ljosgra": "light grey", "gra": "grey", "raud": "red",
            "bla": "blue", "graen": "green", "brun": "brown", "bleik": "pink", "gul": "yellow", "fjolubla": "purple"}
_COLOUR = (r"(?P<colour>(?:svart|hvit|dokkgra|ljosgra|raud|graen|brun|bleik|fjolubla)(?:ur|an|ir|ar|um|a|i|t)?|"
           r"gra(?:r|u|an|um|a|tt)?|bl(?:a|ar|au|aan|um))")
# An English word with the Icelandic "the" on its end, a compound's first word in front: "stockid", "markadssheetid"
_FIRSTS = {"markads": "market", "verd": "price", "solu": "sales", "lager": "stock", "pantana": "orders", "prjona": "knitting"}
# A boat noun's first word, in a compound or before it: "selaferdinni" the seal trip, "lunda myndunum" the puffin photos
_BOAT_FIRSTS = {"sela": "seal", "lunda": "puffin", "trygginga": "insurance", "sjostangar": "sea angling", "veidi": "fishing",
                "hvala": "whale", "fugla": "bird", "oliu": "fuel"}
_HEADS = {"kvold": "night", "klubb": "club", "klubbur": "club", "namskeid": "course", "hopur": "group", "uppskrift": "pattern",
          "uppskriftir": "patterns", "bok": "book", "kvoldid": "the night", "kvoldinu": "the night", "klubbinn": "the club",
          "namskeidid": "the course", "hopinn": "the group", "uppskriftina": "the pattern", "uppskriftin": "the pattern"}


def _noun(word: str) -> str | None:
    """A noun of the shop as English, "the" put in front when it is on its end: "pakkann" → the parcel, "vettlingana" → the
    vettlingar, "lettlopanum" → the lettlopi, "numerid" → the number; None when it is none."""
    plain = _plain(word)
    for pattern, said, the in _NOUNS:
        m = re.fullmatch(pattern, plain)
        if m:
            said = said or m.group(1) + "i"
            return (f"the {said}" if the == "the" else the) if the else said
    compound = re.fullmatch(r"(\w*?)(sheet|stock|file|folder|calendar|list|label|vat|pdf|email|order)(?:id|inn|inu|ina|num)", plain)
    if compound:
        first = _FIRSTS.get(compound.group(1), compound.group(1))
        return "the " + (first + " " if first else "") + ("VAT" if compound.group(2) == "vat" else compound.group(2))
    first = next((f for f in _BOAT_FIRSTS if plain.startswith(f) and len(plain) > len(f) + 2), None)
    head = first and _noun(plain[len(first):])
    if head:
        return ("the " if head.startswith("the ") else "") + f"{_BOAT_FIRSTS[first]} {head.removeprefix('the ')}"
    compound = re.fullmatch(r"(prjona|solu|markads)(\w+)", plain)
    if compound and compound.group(2) in _HEADS:
        head = _HEADS[compound.group(2)]
        return ("the " if head.startswith("the ") else "") + f"{_FIRSTS[compound.group(1)]} {head.removeprefix('the ')}"
    return None


def _colour(word: str) -> str:
    plain = _plain(word)
    return next(said for stem, said in sorted(_COLOURS.items(), key=lambda kv: -len(kv[0])) if plain.startswith(stem))


# Countries, said "til Noregs" (to Norway), "a Islandi" (in Iceland)
_PLACES = {"noreg": "Norway", "island": "Iceland", "danmork": "Denmark", "danmerk": "Denmark", "svithjod": "Sweden",
           "thyskaland": "Germany", "frakkland": "France", "skotland": "Scotland", "england": "England", "irland": "Ireland",
           "bandarikj": "the US", "kanad": "Canada", "spani": "Spain", "holland": "the Netherlands"}
_PLACE = (r"(?P<place>(?=(?-i:[A-Z]))(?:noreg|island|danm[oe]rk|svithjod|thyskaland|frakkland|skotland|england|irland|bandarikj|"
          r"kanad|spani|holland)\w*)")


def _place(m: re.Match) -> str:
    plain = _plain(m.group("place"))
    return next((said for stem, said in _PLACES.items() if plain.startswith(stem)), m.group("place"))


_SMALL = {"og": "and", "eda": "or", "en": "but", "ef": "if", "med": "with", "af": "of", "um": "about", "til": "to",
          "fra": "from", "vid": "we", "eg": "I", "mig": "me", "mer": "me", "okkur": "us", "hann": "he",
          "hun": "she", "hana": "her", "honum": "him", "henni": "it", "thad": "it", "thetta": "this", "thessa": "this",
          "thessi": "this", "theirri": "that", "theim": "them", "their": "they", "thau": "they", "sem": "who",
          "thar": "there", "nuna": "now", "lika": "also", "einnig": "also", "bara": "just", "allt": "everything",
          "aftur": "again", "samtals": "total", "eftir": "after", "fleiri": "more", "meira": "more", "ekki": "not",
          "enn": "yet", "ny": "new", "nyr": "new", "nytt": "new", "nyja": "new", "thegar": "when", "pund": "pounds",
          "eitthvad": "something", "einhvers": "some", "stadar": "place", "stendur": "stays", "vill": "wants", "vilja": "want",
          "kemur": "is coming", "fekk": "got", "fengum": "we got", "seldi": "sold", "seldum": "we sold", "borgadi": "paid",
          "borgad": "paid", "borgud": "paid", "borgada": "paid", "greitt": "paid", "greiddi": "paid", "pantadi": "ordered",
          "haetti": "stopped", "tilbuin": "ready", "tilbuinn": "ready", "tilbuid": "ready",
          "kostar": "costs", "skuldar": "owes", "lokud": "closed", "lokad": "closed", "opid": "open", "prjonar": "knits",
          "hvad": "what", "hver": "who", "hvar": "where", "hvenaer": "when", "hvernig": "how", "hvada": "which",
          "mikid": "much", "margar": "many", "marga": "many", "margir": "many", "morg": "many", "allar": "all", "allir": "all",
          "oll": "all", "minn": "my", "min": "my", "mitt": "my", "okkar": "our", "hja": "with", "fyrir": "for", "se": "is",
          "er": "is", "eru": "are", "var": "was", "voru": "were", "eins": "like", "sinni": "time",
          **dict.fromkeys("bokadur bokud bokad bokadir".split(), "booked"), **dict.fromkeys("laus lausar lausir laust".split(), "free"),
          "sama": "same", "manns": "people", "svar": "reply", "hef": "have", "yfir": "over", "hverjir": "who", "borgadan": "paid",
          "borgadur": "paid"}


def _say(word: str) -> str:
    """A small Icelandic word as English when known (a noun of the shop, a colour): "og" → and; any other as typed."""
    if re.fullmatch(_COLOUR, _plain(word)):
        return _colour(word)
    return _noun(word) or _SMALL.get(_plain(word)) or word


def _word(m: re.Match) -> str:
    return _say(m.group(0))


def _the_colour(m: re.Match) -> str:
    """A colour before a noun with "the" on its end, the "the" in front: "svarta lettlopanum" → the black lettlopi."""
    noun = _noun(m.group("noun")) or m.group("noun")
    bare = noun.removeprefix("the ")
    return ("the " if bare != noun else "") + f"{_colour(m.group('colour'))} {bare}"


def _done(m: re.Match) -> str:
    return _VERBS[_plain(m.group("verb"))][1]


def _do(m: re.Match) -> str:
    return _VERBS[_plain(m.group("verb"))][0]


_TIME = r"(\d{1,2}(?::\d\d)?)"
_PAST = {"seldum": "sell", "seldi": "sell", "fengum": "get", "fekk": "get", "borgudum": "pay", "borgadi": "pay", "pontudum": "order",
         "pantadi": "order"}
_OWNERS = {"hans": "his", "hennar": "her", "theirra": "their", "okkar": "our",
           **dict.fromkeys("minn min mitt mina minni minum".split(), "my")}
# Said done after "hvad hef eg" (how much have I), and with "i" after it: "eytt i oliu" (spent on fuel)
_SPENT = {"eytt": ("spent", "on"), "borgad": ("paid", "for"), "selt": ("sold", "in"), "fengid": ("got", "in"), "pantad": ("ordered", "in"),
          "keypt": ("bought", "in")}
_THEM = {"hana": "her", "hann": "him", "thau": "them", "thaer": "them"}
_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "hae", "takk", "takk fyrir", "vinsamlegast"
    (r"^\s*(?:hae|hall[oa]|godan\s+daginn|gott\s+kvold)\b\s*[,!]?\s*", ""),
    (r"[,.\s]*\b(?:takk(?:\s+fyrir|\s+kaerlega)?|kaerar\s+thakkir)\b[.!]?(?=\s*$)", ""), (r"\bvinsamlegast\b", "please"),
    # dates and times: "18 des", "5. januar", "a fimmtudag", "fyrir fostudag", "kl 6 til 8", "i dag", "i morgun" (earlier today)
    (r"\b(\d{1,2})\.?\s+" + _MONTH, lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\bi\s+" + _MONTH, lambda m: "in " + _when(m.group("month"))), phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"\b(?:fra\s+)?kl\.?\s*" + _TIME + r"\s*(?:til|-|–)\s*" + _TIME + r"\b", r"from \1 to \2"),
    (r"\bkl\.?\s*(1[3-9]|2[0-3])\b(?!:)", r"at \1:00"), (r"\bkl\.?\s*" + _TIME + r"\b", r"at \1"),
    (r"\bfra\s+" + _TIME + r"\s+til\s+" + _TIME + r"\b", r"from \1 to \2"),
    (r"\b(?:a|i|um)\s+(?:naesta|naestu)\s+viku\b|\bnaestu\s+viku\b", "next week"), (r"\bi\s+(?:thessari|thessi)\s+viku\b", "this week"),
    (r"\bi\s+(?:sidustu|sidasta)\s+viku\b", "last week"), (r"\bum\s+helgina\b", "at the weekend"), (r"\bnaesta\s+manud\w*", "next month"),
    (r"\b(?:a\s+)?naesta\s+" + _DAY, lambda m: "next " + _when(m.group("day"))),
    (r"\b(?:a\s+|um\s+)?(?:sidasta|sidastlidinn)\s+" + _DAY, lambda m: "last " + _when(m.group("day"))),
    (r"\byfir\s+a\s+(?=" + _DAY + ")", "to "), (r"\ballan\s+daginn\b", "all day"),
    (r"\bfyrir\s+(?=\d{1,2}\s+(?-i:[A-Z])|" + _DAY + ")", "by "), (r"\b(?:a|um)\s+" + _DAY, lambda m: "on " + _when(m.group("day"))),
    (r"\bfra\s+" + _DAY + r"\s+til\s+(?P<to>\w+d(?:ags|egi))\b", lambda m: f"from {_when(m.group('day'))} to {_when(m.group('to'))}"),
    (r"\b" + _DAY, lambda m: _when(m.group("day"))), (r"\bi\s+dag\b", "today"), (r"\ba\s+morgun\b", "tomorrow"),
    (r"\bi\s+fyrramalid\b", "tomorrow morning"), (r"\bi\s+morgun\b", "earlier today"), (r"\bi\s+gaer\b", "yesterday"),
    (r"\bi\s+kvold\b", "tonight"), (r"\bhinn\s+daginn\b", "the day after tomorrow"), (r"\beftir\s+hadegi\b", "in the afternoon"),
    (r"\bfyrir\s+hadegi\b", "in the morning"), (r"(?-i:\bher)\s+(?=i\b|a\b)", "here "),
    # places and languages: "til Noregs" (to Norway), "a Islandi" (in Iceland), "a islensku" (in Icelandic)
    (r"\b(?:a|i)\s+" + _PLACE, lambda m: "in " + _place(m)), (r"\btil\s+" + _PLACE, lambda m: "to " + _place(m)),
    (r"\b" + _PLACE, _place), (r"\ba\s+islensku\b", "in Icelandic"), (r"\ba\s+ensku\b", "in English"),
    # names in another case after "hja", "til", "fra", "handa", "med": "hja Gudrunu" (of Gudrun), "til Katrinar" (to Katrin)
    (r"\b(?:vistadu|geymdu|skradu)\s+(?:numerid|simanumerid|netfangid)\s+(?:hja|hans|hennar)\s+" + _NAME,
     lambda m: f"save the number of {_names(m)}"),
    (r"\bhja\s+(?:mer|okkur)\s*:", ":"), (r"\b(?:hja|handa)\s+" + _NAME, lambda m: f"for {_names(m)}"),
    (r"\b(til|fra|med)\s+" + _NAME, lambda m: f"{_SMALL[m.group(1).lower()]} {_names(m)}"),
    (r"\b(for|of)\s+(?P<who>(?-i:[A-Z])[\w'-]+)\s+sem\b(?!\s+(?:borgad|greidd|greitt|sent|send))",
     lambda m: f"{m.group(1)} {_nominative(m.group('who'))} who"),
    # questions: "er X buin ad borga", "hvad eigum vid margar X", "hvad a eftir ad senda", "kom eitthvad fra X"
    (r"\ber\s+(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:buin|buinn)\s+ad\s+" + _VERB,
     lambda m: f"has {m.group('who')} {_done(m)}"),
    (r"\bhvad\s+(?:erum|eru|er)\s+(vid|eg|thu|their|thaer|thau)\s+(?:buin|buinn|bunar|bunir)\s+ad\s+" + _VERB + r"\s+fyrir\s+mikid\b",
     lambda m: f"how much have {_WHO[m.group(1).lower()]} {_done(m)}"),
    (r"\b(?:erum|eru|er)\s+(vid|eg|thu|their|thaer|thau)\s+(?:buin|buinn|bunar|bunir)\s+ad\s+" + _VERB,
     lambda m: f"have {_WHO[m.group(1).lower()]} {_done(m)}"),
    (r"\b(vid|eg|thu|their|thaer|thau)\s+(?:erum|eru|er)\s+(?:buin|buinn|bunar|bunir)\s+ad\s+" + _VERB,
     lambda m: f"{_WHO[m.group(1).lower()]} have {_done(m)}"),
    (r"\b(?:hann|hun|thad)\s+er\s+(?:buin|buinn|buid)\s+ad\s+" + _VERB, lambda m: f"it has been {_done(m)}"),
    (r"\bhvad\s+(?:a|eigum\s+vid|eg)\s+eftir\s+ad\s+" + _VERB, lambda m: f"what still has to be {_done(m)}"),
    (r"\bhver(?:jir)?\s+(?:a|eiga)\s+eftir\s+ad\s+" + _VERB, lambda m: f"who still has to {_do(m)}"),
    (r"\bhvad\s+(?:eigum|eigid|attu|a)\s+(vid|thid|thu|eg)?\s*(margar|marga|margir|morg|mikid\s+af)\s+(\w+)",
     lambda m: f"how {'much' if m.group(2).lower().startswith('mikid') else 'many'} {_say(m.group(3))} do "
               f"{_WHO.get((m.group(1) or 'vid').lower(), 'we')} have"),
    (r"\bhvad\s+(seldum|seldi|fengum|fekk|borgudum|borgadi|pontudum|pantadi)\s+(vid|eg|thu)\s+mikid\b",
     lambda m: f"how much did {_WHO[m.group(2).lower()]} {_PAST[_plain(m.group(1))]}"),
    (r"\bhvad\s+(?:mikid|mikla|marga)\s+(\w+)\s+(?:eigum|eigid)\s+vid\b", lambda m: f"how many {m.group(1)} do we have"),
    (r"\b(?:eigum|eigid)\s+vid\b", "do we have"), (r"\bvid\s+(?:eigum|eigid)\b", "we have"),
    (r"\bhvad\s+(?:skuldar|skulda)\s+(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)", r"how much does \g<who> owe"),
    (r"\bhver(?:jir)?\s+(?:skuldar|skulda)\s+(okkur|mer)(\s+enn)?\b",
     lambda m: f"who {'still ' if m.group(2) else ''}owes {_SMALL[m.group(1).lower()]}"),
    # "hvad eru morg saeti laus" (how many seats are free), "hvad hef eg eytt i oliu" (how much have I spent on fuel),
    # "hvad verdur thad" (what does that come to), "verdur haegt ad" (will it be possible to), "spain" (the forecast)
    (r"\bhvad\s+(?:eru|er)\s+(?:morg|margar|margir|marga)\s+(\w+)", lambda m: f"how many {_say(m.group(1))} are"),
    (r"\bhvad\s+(hef\s+eg|hofum\s+vid|hefur\s+thu)\s+(eytt|borgad|selt|fengid|pantad|keypt)(?:\s+mikid)?(\s+i\b)?",
     lambda m: f"how much have {_WHO[m.group(1).split()[1].lower()]} " + " ".join(_SPENT[m.group(2).lower()][: 2 if m.group(3) else 1])),
    (r"\bhvad\s+verdur\s+(?:thad|thetta)(?:\s+samtals)?\b", "what does that come to"),
    (r"\bverdur\s+haegt\s+ad\b", "will it be possible to"), (r"(?-i:\bspa(?:in|na|nni))\b", "the forecast"),
    (r"\bhvad\s+kostar\b", "how much is"),
    (r"\bhvad\s+(?:mikid|mikla)\b|\bhversu\s+mikid\b", "how much"), (r"\bhversu\s+(?:margar|margir|morg)\b", "how many"),
    (r"\bkom\s+eitthvad\s+(?:nytt\s+)?(?=fra\b|from\b)", "anything "), (r"^\s*er\s+eitthvad\s+(?=fra\b|from\b)", "anything "),
    (r"\bhvar\s+er\b", "where is"), (r"\bhvar\s+eru\b", "where are"),
    (r"\bhvenaer\s+kemur\s+([^?.!,]{1,40}?)(?=\s*[?.!,]|$)", r"when is \1 coming"),
    (r"\bhvernig\s+segir\s+(?:madur|eg)\b", "how do you say"), (r"\bhvad\s+er\b", "what is"), (r"\bhvad\s+eru\b", "what are"),
    (r"\beinhvers\s+stadar\b", "somewhere"), (r"\b(?:pdf|skjal)\s+(?=somewhere)", "a pdf "),
    # what is said to be done: "sendu email a X", "minntu mig a ad", "settu thad i calendar", "baetu vid", "eyddu", "merktu"
    (r"\bsendu\s+(?:e-?mail|tolvupost|post|mail)\s+(?:a|til)\s+", "send an email to "),
    (r"\bsendu\s+" + _NAME + r"\s+(?:e-?mail|tolvupost|post|mail|linu)(?:\s+um)?(?:\s+ad)?\b", lambda m: f"send {_names(m)} an email that"),
    (r"\b(?:minntu|mintu|minna)\s+(?:mig|okkur)\s+a\s+ad\b", "remind me to"),
    (r"\b(?:minntu|mintu|minna)\s+(?:mig|okkur)\s+a\b", "remind me about"), (r"\bsjalfvirkt\s+svar\b", "auto reply"),
    (r"\b(ad\s+)?(?:hringdu|hringja)\s+i\s+" + _NAME, lambda m: ("to " if m.group(1) else "") + "call " + _names(m)),
    (r"\bsettu\s+(?:thad|hann|hana|thetta)\s+(?:inn\s+)?i\s+(?:calendar|dagatalid|kalender)\b", "put it in the calendar"),
    (r"\bsettu\s+upp\b", "set up"), (r"\b(?:settu|skradu)\s+(.{1,40}?)\s+i\s+(?:calendar|dagatalid)\b", r"put \1 in the calendar"),
    (r"\bi\s+(?:calendar|dagatal|dagatalid|dagatalinu)\b", "in the calendar"), (r"\bsettu\b", "put"),
    (r"\bbaet?tu\s+vid\s+(?:einni\s+)?(?=lin)", "add "), (r"\bbaet?tu\s+(?:theim\s+)?vid\s+(?=stock|lager)", "add them to "),
    (r"\bbaet?tu\s+(.{1,40}?)\s+vid\s+(?=\w+(?:id|inn|ina|inu)\b)", r"add \1 to "), (r"\bbaet?tu\s+vid\b", "add"),
    (r"(?<=\badd\s)(\w+)\s+i\s+", lambda m: f"{_say(m.group(1))} to "),
    (r"\beyddu\b", "delete"), (r"\bhentu\b", "delete"), (r"\bmerk(?:tu|ja)\s+(?:hann|hana|thad)\b", "mark it"),
    (r"\bmerk(?:tu|ja)\s+(?:thau|thaer|tha)\b", "mark them"), (r"\bmerktu\b", "mark"),
    (r"\bsem\s+(?:borgad\w*|greidd\w*|greitt)\b", "as paid"), (r"\bsem\s+(?:sent|sendar?|sendur)\b", "as sent"),
    (r"\bvistadu\b|\bgeymdu\b", "save"), (r"\bskrifa(?:du)?(?:\s+nidur)?\s*:", "make a note:"), (r"\bskrifadu\s+nidur\b", "write down"),
    (r"\bskrifadu\b", "write"), (r"\bsegdu\s+(.{1,30}?)\s+ad\b", r"say \1 that"), (r"\bsegdu\b", "say"), (r"\bfinndu\b", "find"),
    (r"\bleitadu\s+ad\b", "search for"), (r"\bopnadu\b", "open"), (r"\bsyndu\s+mer\b", "show me"), (r"\bbreyttu\b", "change"),
    (r"\bfaerdu\b", "move"), (r"\b(?:afbokadu|aflystu)\b", "cancel"), (r"\bhringdu\s+i\b", "call"), (r"\bpantadu\b", "order"),
    (r"\bdeildu\b", "share"), (r"\bathugadu\b", "check"), (r"\bbokadu\b", "book"), (r"\buppfaerdu\b", "update"),
    (r"\bvill\s+" + _VERB, lambda m: "wants to " + _do(m)), (r"(^\s*|[.,;:!?]\s+)" + _VERB, lambda m: m.group(1) + _do(m)),
    (r"\bgerdu\b", "make"), (r"\bsendu\b", "send"), (r"(?<=\bto\s)" + _VERB, _do), (r"\btaktu\s+(.{1,40}?)\s+af\b", r"take \1 off"),
    (r"\blata\s+(?P<who>hana|hann|thau|thaer|(?-i:[A-Z])\w+)\s+vita\b",
     lambda m: "let " + _THEM.get(m.group("who").lower(), m.group("who")) + " know"),
    (r"\b(?:hun|hann|thad|thaer|their|thau)\s+(?:kemur|koma)\s+aftur\s+i\s+(?=stock|lager)", "it is back in "),
    (r"\bkemur\s+aftur\b", "comes back"), (r"\bfari\s+ut\b", "go out"), (r"\bfer\s+ut\b", "goes out"),
    # statements: "X borgadi", "X haetti vid Y" (cancelled), "sendi …" (I sent), "fekk …" (got), "ekki borgad enn"
    (r"\bhaetti\s+vid\b|\bhaettu\s+vid\b", "cancelled"), (r"(?:^|(?<=[.!?]\s))sendi\b", "I sent"), (r"\bsendi\b", "sent"),
    (r"\bekki\s+(borgad|borgud|greitt|sent|sendur?)\s+enn\b", lambda m: f"not {_SMALL.get(m.group(1).lower(), 'sent')} yet"),
    (r"\beg\s+er\b", "I am"), (r"\bvid\s+erum\b", "we are"), (r"\b(?:budin|budinni)\s+se\s+", "the shop is "),
    (r"^\s*ny\s+pontun\b", "new order"), (r"^\s*nyr\s+vidskiptavinur\b", "new customer"),
    (r"\bad\s+" + _VERB, lambda m: "to " + _do(m)), (r"(?<=\bthat\s)(.{1,40}?)\bse\b", r"\1is"), (r"\bad\b", "that"),
    (r"\bfyrir\s+(mig|okkur)\b", lambda m: "for " + _SMALL[m.group(1).lower()]), (r"\bmed\s+VAT\b", "with VAT"),
    (r"\b(?:VATid|vatid)\s+af\s+(?:henni|honum|thvi)\b", "the VAT on it"), (r"\baf\s+(?:henni|honum|thvi)\b", "of it"),
    # goods and colours: "svarta lettlopanum" (the black lettlopi), "peysuna" (the sweater); "a" as "to" before a name
    (r"\b" + _COLOUR + r"\s+(?P<noun>\w+)", lambda m: _the_colour(m) if _NOUN.match(_plain(m.group("noun"))) else m.group(0)),
    (r"\b(paid|pay|borgadi|borgad|borga)\s+(?=(?:lopa)?peys|huf|vettl|pont|pakk)",  # "borgadi peysuna": paid for the sweater
     lambda m: _SMALL.get(m.group(1).lower(), m.group(1)) + " for "),
    (r"\b(?P<noun>\w+)\s+(?P<own>hans|hennar|theirra|minn|min|mitt|mina|minni|minum|okkar)\b",
     lambda m: f"{_OWNERS[m.group('own').lower()]} {_noun(m.group('noun')).removeprefix('the ')}" if _noun(m.group("noun"))
     else m.group(0)),  # "pontuninni hans": his order
    (r"\bef\s+(?=(?:lopa)?peysa\b|hufa\b|pontun\b)", "if a "),
    (r"\b(" + "|".join(_BOAT_FIRSTS) + r")\s+(\w+)", lambda m: _noun(m.group(1) + m.group(2)) or m.group(0)),  # "lunda myndunum"
    (r"\bs\.\s*(?=[+\d])", "tel. "), (r"\ba\s+(?=(?:google\s+)?drive\b|dropbox\b)", "on "), (r"\bi\s+(?=\w*ferd)", "on "),
    (r"\ba\s+(?=(?-i:[A-Z]))", "to "), (r"(?-i:\bi)\s+", "in "),
    # the rest, word by word: a noun of the shop, a colour, a small word ("og": and); names and English as typed
    (r"(?<![\w./@'-])(?-i:[a-zA-Z]+)\b(?![./@_'-]\w)", _word),
]

_PHRASES = [("(?i)" + p, s) if isinstance(p, str) else (p, s) for p, s in _SAID]
# The body of an e-mail after its address stays as typed: "sendu email a Istex, pantanir@istex.is - vantar 40 dokkur …"
# and so does what is dictated after "skrifa nidur:" (write down) or "sjalfvirkt svar fra … til …:" (the auto reply)
_BODY = re.compile(r"(?i)^(.*?\bsendu\s+(?:e-?mail|tolvupost|post|mail)\s+(?:a|til)\s+[^@]{0,60}?\S+@\S+?\s*[-:–]\s*|"
                   r"\s*(?:skrifa(?:du)?\s+nidur|sjalfvirkt\s+svar\b[^:]{0,40}?)\s*:\s*)(\S.*)$", re.S)


# Sayings only Icelandic has, of words other languages have too, each counted as one of its words: "hvad a" (what has),
# "eftir ad" (still to): "hvad a eftir ad senda?", "skuldar mer" (owes me): "hver skuldar mer enn?"
_OWN_SAID = re.compile(r"(?i)\bhvad\s+a\b|\beftir\s+ad\b|\bskulda(?:r)?\s+(?:mer|okkur)\b")


def icelandic(text: str) -> bool:
    """Whether ``text`` has two words only Icelandic has (a saying only Icelandic has counted as one)."""
    return phrasebook.own_words_said(text.translate(_PLAIN), _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Icelandic read as English when it is Icelandic; unchanged otherwise."""
    if not icelandic(text):
        return text
    text = text.translate(_PLAIN)
    body = _BODY.match(text)
    if body:
        return phrasebook.read(body.group(1), _PHRASES) + " " + body.group(2).strip()
    return phrasebook.read(text, _PHRASES)
