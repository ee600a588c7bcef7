"""Estonian in a request (as an Estonian running a shop in Britain types it, often without "õ", "ä", "ö" and "ü", with English
mixed in) read as English before it is planned: "kes maksis reedel?" (who paid on friday?), "saada Jamie'le Dundee Tech
Supplies'ist email: ..." (email Jamie at Dundee Tech Supplies: ...), "tuleta meelde neljapäeval thermal paste tellida"
(remind me on thursday to order thermal paste), "pane collected ja makstud" (mark collected and paid), "mis mul järgmisel
nädalal kalendris on?" (what do I have in the calendar next week?), "tühista reede hommikune hambaarst" (cancel friday
morning's dentist), "kustuta Morag Duncani Dell listist ära" (take Morag Duncan's Dell off the list), "liiguta see arve.pdf
Downloadsist Documents/Arved kausta" (move the arve.pdf from Downloads to the Documents/Arved folder).

Only a request with at least two words only Estonian has is read so; each word is known typed with its letters or without
them ("järgmisel", "jargmisel"). It runs before the Finnish reader, and no Finnish request has two of its words. The cases
put on a name, an English word or an abbreviation are read as English words before it: "Jamie'le" to Jamie, "Ebuyerist" from
Ebuyer, "Duncani Dell" Duncan's Dell, "Arbroathis" in Arbroath, "VAT-ga" with VAT, "laptopi" laptop. A date is said
"21 dets" or "21.12" (day.month), a time after "kell" ("kell 11", "kell 9-16"); names, numbers and English words stay as
typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Estonian has (written without its letters; no English word, nor one of another stored language: "homme",
# "pane", "kell", "veel", "alles", "kas" and "valmis" are words elsewhere too): two of them make a request Estonian
_OWN = frozenset("""kes kellele kelle millal kuhu kust kuidas miks milline millised mitu palju midagi keegi
    tahan tahaks tahame tahad vajan vajame vaja saaks aitah tanan palun makstud maksis maksnud maksmata maksab
    maksta makstuks tasutud tellimus tellimuse tellimused tellimust tellida tellisin tellis tarnija tarnijale tarnijalt
    kliendi kliendile kliendid kliente kliendilt klientidele arve arved arvet arvele arvuti arvuteid arvutit kausta kaustas
    kaustast kaust meil markmed markmetes markmetesse markus kalendrisse kalendris kalendrist homseks ulehomme eelmisel eelmisest
    eelmine eelmise jargmisel jargmine jargmise jargmiseks nadalal nadalast nadala nadalaks nadalavahetusel esmaspaev
    esmaspaeval teisipaev teisipaeval kolmapaev kolmapaeval neljapaev neljapaeval reede reedel reedeks laupaev laupaeval
    puhapaev puhapaeval hommikul hommikune ohtul parastlounal tuhista tuhistada kustuta liiguta muuda otsi kirjuta
    tuleta meelde jaga salvesta helista helistada helistasid helistas ostis ostsin saatis saatsin mul mulle minu
    sinu neile nende talle temale juba kindlasti kuskil kuhugi peaaegu otsas eriti mottet arvan utlen utle kusib
    kusis tasub uus uue uut uued katki ekraan parandada parandus laoseis laoseisu lattu juurde kassat kaardiga
    sularahas sularaha ulekandega automaatne vastus puhkusel tagasi kuni viinud viia jarele tulnud tuleb tulevad
    toodi kasutatud muub muua nad ning sellel siin praegu tanane eilne aasta paev paeval tundi
    mustand mustandi kontaktid kontaktidesse nimekiri nimekirjast nimekirja listist hambaarst koosolek
    broneering liigutada kokku kindel tahtsin ehk homme margi nimega eelarve tehnikule kohvimasina tegin
    kirjutasin salvestasin laadisin volgu arvete""".split())
_LETTERS = {"ä": "[äa]", "õ": "[õo]", "ö": "[öo]", "ü": "[üu]", "Ä": "[ÄA]", "Õ": "[ÕO]", "Ö": "[ÖO]", "Ü": "[ÜU]"}


def _fold(word: str) -> str:
    """A word as the list above writes it: "järgmisel" → jargmisel, "tühista" → tuhista."""
    return word.lower().translate(str.maketrans("äõöüšž", "aooosz"))


_DAYS = {"esmaspäev": "monday", "teisipäev": "tuesday", "kolmapäev": "wednesday", "neljapäev": "thursday", "reede": "friday",
         "laupäev": "saturday", "pühapäev": "sunday"}
_DAY = "(" + "|".join(_DAYS) + ")"
_MONTHS = dict(zip("jaan veebr märts apr mai juuni juuli aug sept okt nov dets".split(), phrasebook.MONTH_NAMES, strict=True))
_MONTH = r"(jaan|veebr|märts|apr|mai|juuni|juuli|aug|sept|okt|nov|dets)[a-z\u00e4\u00f5\u00f6\u00fc]*"  # "21 dets", "5. jaanuaril"
# a month said alone, with its case: "detsembris" in December, "jaanuarist" from January
_MONTH_ALONE = (r"(?-i:(jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|septemb|oktoob|novemb|detsemb)(?:er|ri|i)?"
                r"(s|st|ni|ks|l|ist|il|is|ini)?)")  # written small, never a name ("Jaan", "Mai")


def _day(word: str) -> str:
    return next(v for k, v in _DAYS.items() if _fold(k) == _fold(word))


def _month(word: str) -> str:
    return next(v for k, v in _MONTHS.items() if _fold(word).startswith(_fold(k)))


def _when(m: re.Match[str], start: int = 1) -> str:
    """A date said day.month ("21.12") as English: 21 December; one that is none stays."""
    day, month = int(m.group(start)), int(m.group(start + 1))
    return f"{day} {phrasebook.MONTH_NAMES[month - 1]}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def _dated(m: re.Match[str]) -> str:
    """A day and month said with the month's case: "24. detsembrist" from 24 December, "2. jaanuarini" until 2 January."""
    case = re.search(r"(ist|st|ini|ni|ks)$", _fold(m.group(0)))
    said = {"ist": "from ", "st": "from ", "ini": "until ", "ni": "until ", "ks": "by "}[case.group(1)] if case else ""
    return f"{said}{m.group(1)} {_month(m.group(2))}"


def _clock(hour: str, minute: str | None) -> str:
    return f"{hour}:{minute or '00'}"


# A name: up to three words said with a capital ("Jamie", "Dundee Tech Supplies", "Morag Duncan")
_CAP = r"(?-i:[A-Z\u00c4\u00d6\u00dc\u00d5])"  # a capital (written as escapes so that _LETTERS leaves the class whole)
_NAME = r"((?:" + _CAP + r"[\w&.-]*\s+){0,2}" + _CAP + r"[\w&.-]*?)"
_C = "[bcdfghjklmnpqrstvwxz]"
# English names that end as an Estonian case does ("Davis", "Lewis"): never read as "in …"
_NAMES_IN_IS = frozenset("davis lewis chris harris morris ellis paris travis dennis francis curtis willis otis mavis louis "
                         "doris iris alexis phyllis tennis lois boris mathis".split())
_PLACES = {"Eesti": "Estonia", "Soome": "Finland", "Šotimaa": "Scotland", "Sotimaa": "Scotland", "Inglismaa": "England",
           "Tallinna": "Tallinn", "Tartu": "Tartu", "Pärnu": "Pärnu", "Londoni": "London"}
_PLACE = "(" + "|".join(_PLACES) + ")"


def _in(m: re.Match[str]) -> str:
    """ "Arbroathis" → in Arbroath, but a name "Davis" stays."""
    return m.group(0) if _fold(m.group(0)) in _NAMES_IN_IS else f"in {m.group(1)}"


# Cases put on a name, an abbreviation or a place: "Jamie'le" to Jamie, "Supplies'ist" from Supplies, "VAT-ga" with VAT
_CASES: phrasebook.Phrases = [
    (re.compile(_PLACE + r"(?:s|l)\b"), lambda m: "in " + _PLACES[m.group(1)]),  # "Tallinnas" in Tallinn, "Šotimaal"
    (re.compile(_PLACE + r"(?:sse|le)\b"), lambda m: "to " + _PLACES[m.group(1)]),
    (re.compile(_PLACE + r"(?:st|lt)\b"), lambda m: "from " + _PLACES[m.group(1)]),
    (re.compile(r"\b([A-Z0-9]{2,})-(?:ga|iga)\b"), r"with \1"), (re.compile(r"\b([A-Z0-9]{2,})-(?:le|ile)\b"), r"to \1"),
    (re.compile(r"\b([A-Z0-9]{2,})-(?:st|ist|lt)\b"), r"from \1"), (re.compile(r"\b([A-Z0-9]{2,})-(?:d|i|e|t|id)\b"), r"\1"),
    (re.compile(r"\b" + _NAME + r"['’](?:i)?le\b"), r"to \1"), (re.compile(r"\b" + _NAME + r"['’](?:i)?(?:st|lt)\b"), r"from \1"),
    (re.compile(r"\b" + _NAME + r"['’](?:i)?ga\b"), r"with \1"), (re.compile(r"\b" + _NAME + r"['’]i\b"), r"\1's"),
    # without the apostrophe: "ThinkPadile" (a consonant before "ile"), "Kallele" (a vowel before "le"), "Ebuyerist"
    (re.compile(r"\b((?-i:[A-Z])\w{2,}" + _C + r")ile\b"), r"to \1"), (re.compile(r"\b((?-i:[A-Z])\w{2,}[aeiu])le\b"), r"to \1"),
    (re.compile(r"\b((?-i:[A-Z])\w{2,}" + _C + r")ist\b"), r"from \1"), (re.compile(r"\b((?-i:[A-Z])\w{2,}" + _C + r")iga\b"), r"with \1"),
    (re.compile(r"\b((?-i:[A-Z])\w{2,}" + _C + r")is\b"), _in),
    # a genitive said before a thing: "Duncani Dell" Duncan's Dell, "Ebuyeri tellimuse" Ebuyer's order
    (re.compile(r"\b((?-i:[A-Z])\w{2,}" + _C + r")i(?=\s+(?:(?-i:[A-Z])|(?i:tellimus|arve|number|numbri|telefon|aadress|"
                r"e-?mail|meil|kiri|kirja|auto|arvuti|laptop|remont|too|töö|kontakt|fail|dokument)))"), r"\1's"),
    (r"\b((?:(?-i:[A-Z])\w*\s+){0,2})(\w+ing)u?st\b", r"from \1\2"),  # "Fulton buildingust": from Fulton building
    (r"\b(\d+)\s+(laptop|printer|router|monitor|server|charger|keyboard|tablet|telefon)i\b", r"\1 \2s"),  # "10 laptopi"
    (r"\b(laptop|printer|router|monitor|server|charger|keyboard|tablet|telefon|backup)(?:i|it|ile|iga|is)\b", r"\1"),
    (r"\b(laptop|printer|router|monitor|server|charger|keyboard|tablet|telefon)(?:id|eid)\b", r"\1s"),
    (r"\bdrive'?i?s\b(?=\s+\w+\s*$|\s*$|\s+kuskil|\s+on\b)", "in Drive"), (r"\bdrive'?i?sse\b", "to Drive"),  # "drives kuskil"
]
# A verb said "to do" after "tahan" (I want), "tuleta meelde" (remind me) or "vaja" (need): "tellida" to order
_TO_DO = {"tellida": "order", "osta": "buy", "helistada": "call", "maksta": "pay", "saata": "send", "kontrollida": "check",
          "parandada": "repair", "tuua": "bring", "viia": "take", "küsida": "ask", "vastata": "reply to", "broneerida": "book",
          "uuendada": "renew", "korjata": "pick up", "kirjutada": "write", "tühistada": "cancel", "liigutada": "move",
          "kustutada": "delete", "vaadata": "look at", "teha": "do", "panna": "put", "lisada": "add", "otsida": "find", "tulla": "come"}
_INF = "(" + "|".join(_TO_DO) + ")"
_WANT = {"tahan": "I want", "tahaks": "I'd like", "tahame": "we want", "tahtsin": "I wanted", "pean": "I have",
         "peame": "we have"}
_NOUNS = {  # things a shop says, with their case: "kliendile" to the customer, "märkmetes" in my notes
    "klient": "the customer", "kliendi": "customer's", "kliendile": "for the customer", "kliendid": "customers",
    "kliente": "customers", "tellimus": "order", "tellimuse": "order", "tellimused|tellimust|tellimusi": "orders", "arve": "invoice",
    "arved": "invoices", "arvet": "invoice", "numbrit|numbri": "number", "parool|parooli|salasõna": "password",
    "ekraan|ekraani": "screen", "aku": "battery", "klaviatuur": "keyboard", "arvuti|arvutit": "computer", "arvuteid|arvutid": "computers",
    "sülearvuti|sülearvutit": "laptop", "hambaarst|hambaarsti": "dentist", "tehnik|tehnikule|tehnikut": "technician", "kohvimasin|kohvimasina": "coffee machine",
    "raamatupidaja|raamatupidajale": "accountant", "elektrik|elektrikule": "electrician", "eelarve": "budget", "arst|arsti": "doctor", "koosolek|kohtumine": "meeting",
    "broneering|broneeringu": "booking", "tarnija": "the supplier", "tarnijale": "to the supplier", "tarnijalt": "from the supplier",
    "markmed|märkmed": "notes", "märkmetes": "in my notes", "märkmetesse": "to my notes", "märkus|märge": "note",
    "kalendris": "in the calendar", "kalendrisse": "in the calendar", "kalendrist": "from the calendar", "hind": "price",
    "kontaktidesse|kontaktidele": "to my contacts", "kontaktides": "in my contacts", "kontakt|kontakti": "contact",
    "nimekirjast|listist": "off the list", "nimekiri|nimekirja": "the list", "laoseisu|lattu|laoseisule": "to the stock",
    "laos": "in stock", "laoseis": "stock", "kassat|kassa": "the till", "raha": "money", "sularahas": "in cash",
    "kaardiga": "by card", "ülekandega": "by bank transfer", "puhkusel": "on holiday", "tabel|tabelit": "spreadsheet",
    "tabelis": "in the spreadsheet", "dokument|dokumenti": "document", "fail|faili": "file", "mustand|mustandi": "draft",
    "e-?kiri|e-?kirja": "email", "sõnum|sõnumi": "message",
}


def _noun(said: str) -> str:
    return next(v for k, v in _NOUNS.items() if re.fullmatch(phrasebook.spelled(k, _LETTERS), said, re.IGNORECASE))


_WE = {"mul": "I", "meil": "we"}
_US = {"mulle": "me", "meile": "us"}
# What someone has or hasn't done, said after "pole" (hasn't): "kes pole veel maksnud" who hasn't paid yet
_DONE = {"maksnud": "paid", "vastanud": "replied", "tulnud": "come", "saatnud": "sent", "helistanud": "called",
         "toonud": "brought it", "viinud": "collected it", "tellinud": "ordered", "allkirjastanud": "signed"}
_CASE_SAID = {"s": "in ", "is": "in ", "l": "in ", "il": "in ", "st": "from ", "ist": "from ", "ni": "until ", "ini": "until ",
              "ks": "by "}
_I_DID = {"saatsin": "sent", "tegin": "made", "kirjutasin": "wrote", "salvestasin": "saved", "laadisin": "downloaded",
          "ostsin": "bought", "tellisin": "ordered", "panin": "put"}  # "arve mis ma eile saatsin": the invoice that I sent yesterday
_DOES = {"muub": "sells", "parandab": "repairs", "ostab": "buys", "teeb": "makes"}
_THEM = {"talle": "him", "temale": "him", "neile": "them"}
_PART_OF_DAY = {"hommikul": " morning", "hommikune": " morning's", "ohtul": " evening", "lounal": " lunchtime"}
_DAY_CASE = {"l": "on ", "ks": "by ", "st": "from ", "le": "to ", "ni": "until "}
_AS_ASKED = {"number": "phone number", "telefon": "phone number", "telefoninumber": "phone number", "meil": "email", "aadress": "address"}

_PHRASES_SAID: phrasebook.Phrases = [
    # greetings and thanks: "tere", "aitäh" (thanks), "palun" (please) say nothing to do
    (r"^\s*(?:tere|tsau|hei)\s*[,!]\s*", ""), (r"\b(?:aitäh|tänan|tänks)\b", "thanks"), (r"[,\s]*\bpalun\b", ""),
    # dates and times: "21 dets kuni 28 dets", "21.12-4.1", "kell 11", "kell 9-16", "järgmisel nädalal", "reedeks"
    (r"\bkell\s+(\d{1,2})(?:[.:](\d\d))?\s*[-–]\s*(\d{1,2})(?:[.:](\d\d))?\b",
     lambda m: f"from {_clock(m.group(1), m.group(2))} to {_clock(m.group(3), m.group(4))}"),
    (r"\b(?:kell|kella|kl\.?)\s+(\d{1,2})(?:[.:](\d\d))?\b(?:-?ks|-?ni)?", lambda m: "at " + _clock(m.group(1), m.group(2))),
    (r"(?<![£$€\d.,])\b(\d{1,2})\.(\d{1,2})\.?\s*[-–]\s*(\d{1,2})\.(\d{1,2})\b\.?",
     lambda m: f"from {_when(m)} to {_when(m, 3)}"),
    (r"(?<![£$€\d.,])\b(\d{1,2})\.(\d{1,2})\b(?![.,]?\d|\s*(?:h\b|tundi|tund|kg|%|€|£))\.?", _when),  # never "1.5h"
    (r"\b(\d{1,2})\.?\s+" + _MONTH + r"(?=\s|$|[,.!?])", _dated),  # "24. detsembrist" from 24 December
    (r"\b(\d{1,2}\s+[A-Z][a-z]+)\.?\s*(?:kuni|[-–])\s*(\d{1,2}\s+[A-Z][a-z]+)\b", r"from \1 to \2"),
    (r"\b" + _MONTH_ALONE + r"\b", lambda m: _CASE_SAID.get(m.group(2) or "", "") + _month(m.group(1))),
    (r"\b(?:järgmisel|tuleval)\s+nädalal\b", "next week"), (r"\b(?:eelmisel|möödunud)\s+nädalal\b", "last week"),
    (r"\b(?:eelmisest|möödunud)\s+nädalast\b", "from last week"), (r"\b(?:sel|sellel|käesoleval)\s+nädalal\b", "this week"),
    (r"\bjärgmiseks\s+nädalaks\b", "for next week"), (r"\bnädalavahetusel\b", "at the weekend"),
    (r"\bjärgmisel\s+kuul\b", "next month"), (r"\beelmisel\s+kuul\b", "last month"), (r"\bsel\s+kuul\b", "this month"),
    (r"\b(?:sel\s+aastal|tänavu)\b", "this year"), (r"\bhomme\s+hommikul\b", "tomorrow morning"), (r"\btäna\s+õhtul\b", "tonight"),
    (r"\bülehomme\b", "the day after tomorrow"), (r"\bhomne\b", "tomorrow's"), (r"\btänane\b", "today's"),
    (r"\beilne\b", "yesterday's"), (r"\bhomseks\b", "for tomorrow"), (r"\bhomme\b", "tomorrow"), (r"\btäna\b", "today"),
    (r"\beile\b", "yesterday"),
    (r"\b(järgmisel|eelmisel)\s+" + _DAY + r"a?l\b", lambda m: ("next " if m.group(1)[0] in "jJ" else "last ") + _day(m.group(2))),
    (r"\b" + _DAY + r"a?\s+(hommikul|hommikune|õhtul|lõunal)\b",  # "reede hommikune hambaarst": friday morning's dentist
     lambda m: _day(m.group(1)) + _PART_OF_DAY[_fold(m.group(2))]),
    (r"\b" + _DAY + r"a?(l|ks|st|le|ni)\b", lambda m: _DAY_CASE[m.group(2).lower()] + _day(m.group(1))),  # "reedel" on friday
    (r"\b" + _DAY + r"\b", lambda m: _day(m.group(1))), (r"\bhommikul\b", "in the morning"), (r"\bõhtul\b", "in the evening"),
    (r"\bkuni\b", "until"), (r"\b(\d+(?:[.,]\d+)?)\s*h\s+tööd\b", r"\1h of work"), (r"\b(\d+(?:[.,]\d+)?)\s*tundi\b", r"\1 hours"),
    (r"(?<=\d)\s*tk\b", " x"),  # "5 tk" 5 x
    # questions: "kes maksis", "mis mul ... on", "mitu X meil veel alles on", "mis Kalle number on", "kus see X on"
    (r"\bmis\s+" + _NAME + r"\s+(number|telefon|telefoninumber|e-?mail|meil|aadress)\s+on\b",
     lambda m: f"what is {m.group(1)}'s {_AS_ASKED.get(_fold(m.group(2)), m.group(2))}"),
    (r"\bmis\s+on\s+" + _NAME + r"\s+(number|telefon|telefoninumber|e-?mail|meil|aadress)\b",
     lambda m: f"what is {m.group(1)}'s {_AS_ASKED.get(_fold(m.group(2)), m.group(2))}"),
    (r"\bmitu\s+(.{1,40}?)\s+(meil|mul)\s+(veel\s+)?(?:alles|järel|laos)\s+on\b",
     lambda m: f"how many {m.group(1)} do {_WE[_fold(m.group(2))]} {'still ' if m.group(3) else ''}have left"),
    (r"\b(?:mis|mida)\s+(mul|meil)\s+(.{0,50}?)\s*on\b(?=\s*[?.!,]|\s*$)",  # "mis mul homme on?" what do I have tomorrow?
     lambda m: f"what do {_WE[_fold(m.group(1))]} have {m.group(2)}"),
    (r"\b(?:mis|mida)\s+(mul|meil)\s+on\b", lambda m: f"what do {_WE[_fold(m.group(1))]} have"),
    (r"\bmitu\s+(\S+)\s+(mul|meil)\s+(.{0,40}?)\s*on\b(?=\s*[?.!,]|\s*$)",
     lambda m: f"how many {m.group(1)} do {_WE[_fold(m.group(2))]} have {m.group(3)}"),
    (r"\bkus\s+(?:on\s+)?see\s+(.{1,60}?)\s+on\b", r"where is the \1"), (r"\bkus\s+on\s+see\b", "where is the"),
    (r"\bkus\s+on\b", "where is"), (r"\bkuhu\s+ma\s+panin\b", "where did I put"),
    (r"\b(?:pole|ei\s+ole)\s+(veel\s+)?(" + "|".join(_DONE) + r")\b",  # "kes pole veel maksnud" who hasn't paid yet
     lambda m: f"hasn't {_said(_DONE, m.group(2))}" + (" yet" if m.group(1) else "")),
    (r"\b(?:palju|kui\s+palju)\s+" + _NAME + r"\s+(mulle|meile)\s+võlgu\s+on\b",
     lambda m: f"how much does {m.group(1)} owe {_US[_fold(m.group(2))]}"),
    (r"\bkes\s+(?:on\s+)?(mulle|meile)\s+(veel\s+)?võlgu(?:\s+on)?\b",
     lambda m: "who " + ("still " if m.group(2) else "") + "owes " + _US[_fold(m.group(1))]),
    (r"\bkes\s+on\s+(.{0,30}?)\s*tööl\b", r"who is working \1"), (r"\btööl\b", "at work"),
    (r"\bkeegi\s+(?:pole|ei\s+ole)\s+(veel\s+)?(?:ära\s+viinud|järele\s+tulnud|ära\s+võtnud)\b",
     lambda m: "nobody has collected" + (" yet" if m.group(1) else "")),
    (r"\b(?:mis|mida)\s+ma\s+(talle|neile|temale)\s+ütlen\b", lambda m: f"what do I tell {_THEM[_fold(m.group(1))]}"),
    (r"\b(?:kui\s+)?palju\s+(?:see|seda)\s+(.{0,40}?)\s*kokku\s+tuleb\b", r"how much does it come to in total \1"),
    (r"\bkokku\s+tuleb\b", "comes to in total"), (r"\bkokku\b", "in total"),
    (r"\bkes\s+((?:in|from)\s+\S+\s+)?(.{1,40}?)\s+(müüb|parandab|ostab|teeb)\b",  # "kes Arbroathis arvuteid müüb"
     lambda m: f"{m.group(1) or ''}who {_DOES[_fold(m.group(3))]} {m.group(2)}"),
    (r"\b(?:mis|mille)\s+ma\s+(.{0,30}?)\s*\b(" + "|".join(_I_DID) + r")\b",
     lambda m: f"that I {_said(_I_DID, m.group(2))} {m.group(1)}".rstrip()),
    (r"\bmis\s+on\b", "what is"), (r"\bkes\s+on\b", "who is"), (r"\bkes\s+maksis\b", "who paid"), (r"\bkellele\b", "who to"),
    (r"\bmitu\b", "how many"), (r"\b(?:kui\s+)?palju\b", "how much"), (r"\bmillal\b", "when"), (r"\bkus\b", "where"),
    (r"\bmiks\b", "why"), (r"\bkuidas\b", "how"), (r"\bmillised\b", "which"), (r"\bmilline\b", "which"), (r"\bkelle\b", "whose"),
    (r"\bkes\b", "who"), (r"\b(?:mis|mida)\b", "what"),
    (r"\bkas\s+(.{1,40}?)\s+tasub\s+(\w+?)(?:ida|da)\b", r"whether it's worth doing a \2 on \1"),  # "… tasub defragida"
    (r"\btasub\s+(\w+?)(?:ida|da)\b", r"it's worth doing a \1"), (r"\bküsi[bs]\s*,?\s+kas\b", "asks whether"),
    (r"\bküsib\b", "asks"), (r"\bkas\s+saab\b", "can you do it"), (r"\bkas\s+saaks\b", "could you"),
    (r"(?:^|(?<=[.?!]\s))kas\s+", ""), (r"\bkas\b", "whether"),
    # what is said to be done: "saada X'le Y'ist email", "tuleta meelde", "pane kalendrisse", "pane makstud", "kustuta listist"
    (r"\b(?:saada|kirjuta)\s+(?:(?:e-?mail|meil|kiri|sõnum)\s+)?to\s+" + _NAME + r"\s*,?\s+et\b", r"email \1 that"),
    (r"\b(?:saada|kirjuta)\s+to\s+(.+?)\s+from\s+(.+?)\s+(?:e-?mail|meil|e-?kiri|kiri|sõnum)\b", r"email \1 at \2"),
    (r"\b(?:saada|kirjuta)\s+(?:e-?mail|meil|e-?kiri|kiri|sõnum)\s+to\s+", "email "), (r"\b(?:saada|kirjuta)\s+to\s+", "email "),
    (r"\b(?:tee|kirjuta)\s+(?:mustand|kavand)\s+to\s+", "write a draft email to "), (r"\bsaada\b", "send"),
    (r"\bkirjuta\b", "write"), (r"\btee\s+(?:üks\s+)?(?:märge|märkus)\b", "make a note"),
    (r"\btuleta\s+(?:mulle\s+)?((?:tomorrow|today)\s+)meelde\b", r"tuleta meelde \1"),  # "tuleta mulle homme meelde"
    (r"\btuleta\s+(?:mulle\s+)?meelde\s+((?:(?:on|by|next|last)\s+\w+|tomorrow(?:\s+morning)?|today|next\s+week)\s+)?"
     r"(.{0,60}?)\s*\b" + _INF + r"\b", lambda m: f"remind me {m.group(1) or ''}to {_said(_TO_DO, m.group(3))} {m.group(2)}".rstrip()),
    (r"\btuleta\s+(?:mulle\s+)?meelde\b", "remind me"),
    (r"\b(tahan|tahaks|tahame|tahtsin|pean|peame)\s+(.{0,40}?)\s*\b" + _INF + r"\b",  # "tahan kassat kontrollida"
     lambda m: f"{_WANT[_fold(m.group(1))]} to {_said(_TO_DO, m.group(3))} {m.group(2)}".strip()),
    (r"\bei\s+saa\s+" + _INF + r"\b", lambda m: f"can't {_said(_TO_DO, m.group(1))}"), (r"\bei\s+saa\b", "can't"),
    (r"\bei\s+taha\s+(?:enam\s+)?" + _INF + r"\b", lambda m: f"doesn't want to {_said(_TO_DO, m.group(1))} it any more"),
    (r"\bmul\s+on\s+(.{1,40}?)\s+vaja\b", r"I need the \1"), (r"\bmeil\s+on\s+(.{1,40}?)\s+vaja\b", r"we need the \1"),
    (r"\btuli\s+(?:to\s+)?(\S+?)(?:['’]?i?le)?\s+järele\b", r"came to collect the \1"),  # "tuli ThinkPadile järele"
    (r"\bto\s+(\S+)\s+järele\b", r"to collect the \1"), (r"\btuli\s+järele\b", "came to collect"),
    (r"\b(?:ära\s+viinud|järele\s+tulnud)\b", "collected"),
    (r"\bmärgi\s+(.{1,40}?)\s+(?:makstuks|makstud|tasutuks|tasutud)\b", r"mark \1 paid"), (r"\bmärgi\b", "mark"),
    (r"\bpane\s+(?=(?:[\w-]+\s+(?:ja|and)\s+)?(?:makstu[dk]s?|tasutu[dk]s?|valmi[sk]s?|collected|paid|done|ready)\b)", "mark "),
    (r"\b(?:makstuks|makstud|tasutud|tasutuks)\b", "paid"), (r"\bmaksmata\b", "unpaid"),
    (r"\bpane\s+(?:see\s+|seda\s+)?kalendrisse\b", "put in the calendar"),
    (r"\bpane\s+(.{1,60}?)\s+kalendrisse\b", r"put \1 in the calendar"),
    (r"\bpane\s+(?:peale\s+)?automaatne\s+vastus\b", "put the auto reply on my email"), (r"\bautomaatne\s+vastus\b", "auto reply"),
    (r"\bkustuta\s+(.{1,60}?)\s+(?:listist|nimekirjast)(?:\s+ära)?\b", r"take \1 off the list"),
    (r"\blisa\s+(.{1,40}?)\s+(?:laoseisu|lattu)(?:\s+juurde)?\b", r"add \1 to the stock"),
    (r"\blisa\s+(?:laoseisu|lattu)(?:\s+juurde)?\b", "add to the stock"),
    (r"\b(\S+)\s+kausta(?:sse)?\b", r"to the \1 folder"), (r"\b(\S+)\s+kaustas\b", r"in the \1 folder"),
    (r"\b(\S+)\s+kaustast\b", r"from the \1 folder"),
    (r"\bleia\s+(?:see\s+)?üles\b", "find it"), (r"\b(?:otsi|leia)\s+(?:see|selle)\b", "find the"), (r"\b(?:otsi|leia)\b", "find"),
    (r"\buus\s+(?:töö|too)\b", "new job"), (r"\buus\s+klient\b", "new customer"), (r"\buus\s+tellimus\b", "new order"),
    (r"\btõi\b", "brought in"), (r"\b(ekraan|ekraani)\s+katki\b", "cracked screen"),
    (r"\btühista\b", "cancel"), (r"\bkustuta\b", "delete"), (r"\bliiguta\b", "move"), (r"\bmuuda\b", "change"),
    (r"\bjaga\b", "share"), (r"\bsalvesta\b", "save"), (r"\bhelista\b", "call"), (r"\bpane\b", "put"), (r"\blisa\b", "add"),
    (r"\bnad\s+helistasid\b", "they called"), (r"\bhelistasid?\b", "called"), (r"\bostis\b", "bought"),
    (r"\bostsin\b", "I bought"), (r"\bsaatis\b", "sent"), (r"\bsaatsin\b", "I sent"), (r"\bmaksis\b", "paid"),
    (r"\bmaksab\b", "costs"), (r"\bvajan\b", "I need"), (r"\bmüüb\b", "sells"), (r"\bparandab\b", "repairs"),
    (r"\bon\s+lisas\b", "is attached"), (r"\btuleb\b", "is coming"), (r"\bnimega\b", "called"), (r"\bkasutatud\b", "used"),
    (r"\bon\s+peaaegu\s+otsas\b", "is almost out"), (r"\bon\s+otsas\b", "is out"), (r"\bkatki\b", "broken"),
    (r"\bkindlasti\b", "surely"), (r"\bkuskil\b", "somewhere"), (r"\bpeaaegu\b", "almost"), (r"\bvalmis\b", "ready"),
    (r"\bmul\s+oli\b", "I had"), (r"\bmul\s+on\b", "I have"), (r"\bmeil\s+on\b", "we have"), (r"\bolen\b", "I'm"),
    (r"\boleme\b", "we're"), (r"\bma\s+ise\s+arvan\b", "I think myself"), (r"\barvan\b", "I think"),
    (r"\bpole\s+eriti\s+mõtt?et\b", "there's not much point"), (r"\bminu\s+hind\b", "my rate"),
    (r"\b(?:koos|with)\s+with\b", "with"), (r"\bkoos\b", "with"),  # "koos VAT-ga": with VAT
    # things, and small words last: "see" the, "ja" and, "aga" but, "veel" yet
    (r"(?<![/\w.-])(" + "|".join(_NOUNS) + r")(?![/\w-]|\.\w)", lambda m: _noun(m.group(1))),  # a folder "Arved/" stays
    (r"\b(?:selle|see|seda)\b(?=\s+\w)", "the"), (r"\bsee\b", "it"), (r"\bseda\b", "it"), (r"\bneid\b", "them"),
    (r"\bja\b", "and"), (r"\baga\b", "but"), (r"\bvõi\b", "or"), (r"\bveel\b", "yet"), (r"\bjuba\b", "already"),
    (r"\bka\b", "also"), (r"\bet\b", "that"), (r"\bei\b", "not"), (r"\buue\b", "a new"), (r"\b(?:uus|uut|uued)\b", "new"),
    (r"\bvana\b", "old"), (r"\benam\b", "any more"), (r"\bneile\b", "them"), (r"\btalle\b", "him"), (r"\bnad\b", "they"),
    (r"\bma\b", "I"), (r"\bminu\b", "my"), (r"\bmeie\b", "our"), (r"\bta\b", "he"), (r"\bmulle\b", "me"),
]


def _said(words: dict[str, str], said: str) -> str:
    """The English of a word as typed, with or without its letters: "kusida" → ask."""
    return next(v for k, v in words.items() if _fold(k) == _fold(said))


_PHRASES = [*phrasebook.respelled(_CASES, _LETTERS), *phrasebook.respelled(_PHRASES_SAID, _LETTERS)]


def estonian(text: str) -> bool:
    """Whether ``text`` has two words only Estonian has."""
    return phrasebook.two_own_words(text, _OWN, _fold)


def english(text: str) -> str:
    """``text`` with its Estonian read as English when it is Estonian; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if estonian(text) else text
