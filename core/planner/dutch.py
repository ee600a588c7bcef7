"""Dutch in a request (as typed in the Netherlands and, with its own words, in Flanders; English mixed in) read as English
before it is planned: "wie komt er morgen iets afhalen?" (who is coming to collect something tomorrow?), "zet da op betaald
aub" (mark it paid please), "maak een mail klaar voor Koen, nog ni versturen" (write a draft email to Koen, don't send it
yet), "herinner me donderdag om de frigo te laten nakijken" (remind me thursday to have the fridge checked), "zet in de
agenda: vrijdag 4 dec … van 18u tot 21u" (put in the calendar: friday 4 dec … from 18:00 to 21:00), "kapper woensdag mag
weg" (cancel the hairdresser wednesday), "deel de map met Chloe, ze mag alleen kijken" (share the folder with Chloe, she
can only view).

Only a request with two words only Dutch has ("ik", "mijn", "heeft", "niet", "vrijdag", "efkes", …), or one of them and two
words it shares with Afrikaans or German ("hoeveel", "nog", "de", "morgen", …), is read so; never a Dutch-English one ("I
have it friday with the boekhouder") nor an Afrikaans one, which afrikaans.py reads just after. The verb Dutch says last is
put where English says it ("ik wil vanaf januari de levering verdubbelen": I want to double the levering from January; "om
de frigo te laten nakijken": to have the fridge checked). Names ("Koen van Vandermeulen", "van der Berg"), numbers, English
words and the shop's own nouns ("kerstdozen", "doosjes", "parelsuiker", "prijslijst") stay as typed."""

from __future__ import annotations

import re

from core.planner import afrikaans, phrasebook

# Words only Dutch has (no English word, nor one the Afrikaans, German, Danish, Dutch-English, Spanish or Indonesian
# requests write): two of them make a request Dutch
_OWN = frozenset("""ik mij mijn jij jouw jullie hij wij onze zij hun hen uw niet heeft hebben heb zijn wordt worden zal zou
    komt komen gaat doet maakt kijk kijken zet zetten leg verstuur versturen verzend verzenden annuleer annuleren verwijder
    verwijderen verplaats verplaatsen verzet verzetten schrap zoek bewaar opslaan schrijf lezen halen afhalen ophalen nakijken
    laten bijbestellen bijzetten toevoegen invullen belde bellen gebeld betaald betalen geantwoord gestuurd gemaild
    opgeschreven gepasseerd besteld geleverd geannuleerd afgezegd vrijdag zaterdag zondag vandaag gisteren vanavond vanmiddag
    vanochtend vanmorgen morgenvroeg overmorgen vorige tijd prijs prijslijst kerst kapper leverancier leveranciers berichtje
    notitie notities lijst lijstje deze welke niets nieuw nieuwe thuis ligt zit eerst zoiets efkes seffens aub alstublieft
    alsjeblieft bedankt dankjewel dankuwel frigo werkt sla aanpassen wijzigen veranderen noteer kun kunt gehad gezien
    gekregen verdiend uitgegeven""".split())
# Words Dutch shares with Afrikaans or German: with one own word, two of them make a request Dutch
_SHARED = frozenset("""hoeveel nog wie wat waar wanneer moet wil een ni da de het van voor met naar dat geen ook graag gaan
    staat staan volgende maandag dinsdag woensdag donderdag morgen winkel klant bestelling levering factuur afspraak
    vergadering iets alleen alles weer binnen om tot te als""".split())

_DAYS = dict(zip("maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
                 "monday tuesday wednesday thursday friday saturday sunday".split(), strict=True))
_DAY = "(" + "|".join(_DAYS) + ")"
_MONTHS = dict(zip("januari februari maart april mei juni juli augustus september oktober november december".split(),
                   phrasebook.MONTH_NAMES, strict=True)) | {"mrt": "Mar", "okt": "Oct"}
_MONTH = "(" + "|".join(_MONTHS) + ")"
_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?:van\s+(?:der\s+|den\s+|de\s+)?)?(?-i:[A-Z])[\w'-]*)*)"

# A verb said last, as English ("{}" where its object goes): "de frigo laten nakijken" (have the fridge checked)
_VERBS = {"afhalen": "collect", "ophalen": "collect", "halen": "fetch", "komen halen": "come and collect {}",
          "komen afhalen": "come and collect {}", "versturen": "send", "sturen": "send", "verzenden": "send", "mailen": "email",
          "lezen": "read", "schrijven": "write", "verdubbelen": "double", "betalen": "pay", "bellen": "call",
          "terugbellen": "call {} back", "laten nakijken": "have {} checked", "laten repareren": "have {} repaired",
          "laten maken": "have {} made", "nakijken": "check", "checken": "check", "controleren": "check", "bestellen": "order",
          "bijbestellen": "reorder", "bijzetten": "add", "toevoegen": "add", "invullen": "fill in", "verwijderen": "delete",
          "wissen": "delete", "verplaatsen": "move", "verzetten": "move", "annuleren": "cancel", "afzeggen": "cancel",
          "maken": "make", "zien": "see", "kijken": "view", "komen": "come", "doen": "do", "zetten": "put", "leggen": "put",
          "delen": "share", "opslaan": "save", "bewaren": "keep", "zoeken": "find", "vinden": "find", "weten": "know",
          "werken": "work", "openen": "open", "sluiten": "close", "verkopen": "sell", "kopen": "buy", "leveren": "deliver",
          "brengen": "bring", "geven": "give", "vragen": "ask", "zeggen": "tell", "boeken": "book", "reserveren": "book",
          "printen": "print", "afdrukken": "print", "repareren": "repair", "bakken": "bake", "aanpassen": "edit", "wijzigen": "change",
          "veranderen": "change"}
_VERB = r"(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)).replace(" ", r"\s+") + r")"
_MODALS = {"wil": "want to", "wilt": "want to", "willen": "want to", "moet": "have to", "moeten": "have to", "mag": "can",
           "mogen": "can", "kan": "can", "kun": "can", "kunt": "can", "kunnen": "can", "zal": "will", "zullen": "will", "ga": "am going to",
           "gaat": "is going to", "gaan": "are going to", "komt": "is coming to", "komen": "are coming to"}
# A participle said last, as English (present, past, participle): "wat had ik opgeschreven" (what did I write down)
_DONE = {"gehad": ("have", "had", "had"), "gezien": ("see", "saw", "seen"), "gestuurd": ("send", "sent", "sent"),
         "gebeld": ("call", "called", "called"), "betaald": ("pay", "paid", "paid"), "besteld": ("order", "ordered", "ordered"),
         "verkocht": ("sell", "sold", "sold"), "gekocht": ("buy", "bought", "bought"), "gemaakt": ("make", "made", "made"),
         "gedaan": ("do", "did", "done"), "opgeschreven": ("write down", "wrote down", "written down"),
         "geschreven": ("write", "wrote", "written"), "gezegd": ("say", "said", "said"), "gekregen": ("get", "got", "got"),
         "ontvangen": ("receive", "received", "received"), "geleverd": ("deliver", "delivered", "delivered"),
         "gewerkt": ("work", "worked", "worked"), "verdiend": ("earn", "earned", "earned"), "uitgegeven": ("spend", "spent", "spent"),
         "gemaild": ("email", "emailed", "emailed"), "bewaard": ("save", "saved", "saved"), "gevonden": ("find", "found", "found"),
         "geantwoord": ("reply", "replied", "replied")}
_FINITE = {"verkoop": "sell", "koop": "buy", "bestel": "order", "maak": "make"}  # "als ik … verkoop" (if I sell …)
_SUBJECTS = {"ik": "I", "we": "we", "wij": "we", "je": "you", "jij": "you", "ge": "you", "gij": "you", "u": "you", "hij": "he",
             "ze": "she", "zij": "she"}
_OBJECTS = {"het": "it", "dat": "it", "die": "it", "dit": "it", "ze": "them", "hem": "him", "haar": "her", "mij": "me", "me": "me"}
_OBJ = r"(?P<obj>(?:[^\s,.?!:;]+\s+){0,8}?)"
_END = r"(?=\s*(?:[,.?!:;]|$))"
# When, said inside what is done: put after it ("verdubbelen vanaf januari": double from January)
_WHEN = re.compile(r"(?i)\b(?:vanaf\s+\w+|(?:deze|volgende|vorige)\s+week|morgen|vandaag|overmorgen|" + _DAY[1:-1]
                   + r"|eerst|nog|weer|ook|straks|seffens|efkes)\b")

_HOW = re.compile(r"(?i)\b(?:alleen|niet|ook|gewoon|zeker)\b")  # said before the verb: "mag alleen kijken" (can only view)


def _verb(verb: str, obj: str) -> str:
    """A verb with its object: ("verdubbelen", "vanaf januari de levering") double de levering vanaf januari; a pronoun
    object as English ("het eerst lezen": read it eerst; "ze komen halen": come and collect them)."""
    said = _VERBS[re.sub(r"\s+", " ", verb.lower())]
    when = " ".join(_WHEN.findall(obj))
    how = " ".join(_HOW.findall(obj))
    rest = re.sub(r"\s+", " ", _HOW.sub("", _WHEN.sub("", obj))).strip()
    rest = _OBJECTS.get(rest.lower(), rest)
    done = said.format(rest) if "{}" in said else f"{said} {rest}"
    return re.sub(r"\s+", " ", f"{how} {done} {when}").strip()


def _modal(m: re.Match) -> str:
    """"wil vanaf januari de levering verdubbelen" (want to double de levering vanaf januari); "wat moet ik deze week
    bijbestellen" (what have to I reorder deze week); "ze mag ze vanaf woensdag komen halen", where the second "ze" is
    whom (she can come and collect them vanaf woensdag)."""
    who, obj = m.group("who2"), m.group("obj")
    asked = re.search(r"(?:^|[.?!:]\s*|\b(?:wat|wie|waar|wanneer|hoeveel|hoe|welke|dan)\s+)$", m.string[:m.start()], re.I)
    if who and not asked:
        who, obj = None, f"{who} {obj}"
    return f"{_MODALS[m.group('modal').lower()]}{' ' + who if who else ''} {_verb(m.group('verb'), obj)} "


def _to(m: re.Match) -> str:
    """"om de frigo te laten nakijken" (to have de frigo checked)."""
    return f"to {_verb(m.group('verb'), m.group('obj'))} "


def _van(m: re.Match) -> str:
    """"van" kept in a name ("Koen van Vandermeulen", "Piet van der Berg"), "from" before a name, "of" otherwise."""
    before, after = m.string[:m.start()], m.string[m.end():]
    if re.match(r"\s+(?:" + _DAY + "|" + "|".join(_DAYS.values()) + ")", after, re.I):
        return "on"
    if re.match(r"\s+(?:der\s+|den\s+|de\s+)?[A-Z]", after):
        return m.group(0) if re.search(r"[A-Z][\w'-]*\s+$", before) else "from"
    return "of"


def _owner(m: re.Match) -> str:
    """"de bestelling van Jonathan Pratt" (Jonathan Pratt's order)."""
    return f"{m.group('who')}'s {_NOUNS.get(m.group('thing').lower(), m.group('thing'))}"


def _ze(m: re.Match) -> str:
    """"ze" as she, they or them: "ze doet" she does, "ze kosten" they cost, "mag ze" them."""
    after = m.string[m.end():].lstrip().split(" ", 1)[0].lower()
    if after in _SHE_DOES:
        return "she"
    return "they" if after in {"are", "have", "cost", "were", "zijn", "hebben"} or re.fullmatch(r"\w{3,}en", after) else "them"


_SHE_DOES = frozenset("""is heeft doet mag kan wil moet komt gaat zegt belde werkt zit staat has does can will wants must
    says called works just was""".split())
_NOUNS = {"bestelling": "order", "bestellingen": "orders", "levering": "delivery", "leveringen": "deliveries",
          "klant": "customer", "klanten": "customers", "factuur": "invoice", "facturen": "invoices", "rekening": "bill",
          "map": "folder", "winkel": "shop", "zaak": "shop", "agenda": "calendar", "afspraak": "appointment",
          "afspraken": "appointments", "vergadering": "meeting", "taak": "task", "taken": "tasks", "lijst": "list",
          "lijstje": "list", "notitie": "note", "notities": "notes", "nummer": "number", "telefoonnummer": "phone number",
          "gsm": "mobile", "adres": "address", "berichtje": "message", "bericht": "message", "mail": "email", "mails": "emails",
          "bestand": "file", "bestanden": "files", "foto's": "photos", "fotos": "photos", "prijs": "price", "prijzen": "prices",
          "recept": "recipe", "deeg": "dough", "bloem": "flour", "melk": "milk", "suiker": "sugar", "boter": "butter",
          "eieren": "eggs", "gist": "yeast", "kapper": "hairdresser", "tandarts": "dentist", "dokter": "doctor",
          "huisarts": "GP", "frigo": "fridge", "koelkast": "fridge", "diepvries": "freezer", "oven": "oven",
          "leverancier": "supplier", "leveranciers": "suppliers", "voorraad": "stock", "kerst": "Christmas", "pasen": "Easter",
          "betaling": "payment", "loon": "wage", "personeel": "staff", "wafelijzer": "waffle iron", "lawaai": "noise",
          "tijd": "time", "week": "week", "maand": "month", "jaar": "year", "vereniging": "association", "geld": "money",
          "kassa": "till", "sleutel": "key", "contract": "contract", "offerte": "quote", "minimum": "minimum"}

_PHRASES_SAID: list[tuple[str, object]] = [
    # please, thanks and fillers say nothing to do: "aub", "merci", "efkes" (just), "allez", "amai", "hé"
    (r"[,\s]*\b(?:aub|a\.u\.b\.|alstublieft|alsjeblieft|merci|bedankt|dankjewel|dankuwel|dank\s+je(?:\s+wel)?)\b[.!]?", " "),
    (r"^\s*(?:allez|amai|hallo|hoi|dag)\s*[,!]?\s+", ""), (r"\s*\b(?:efkes|effe|eens)\b", ""),
    # Flemish said short: "ni" (niet), "da" (dat), "wa" (wat), "ge"/"gij" (je), "nen"/"ne" (een), "'t" (het)
    (r"\bni\b", "niet"), (r"\bda\b", "dat"), (r"\bwa\b", "wat"), (r"\bgij\b", "ge"), (r"\bnen?\b(?=\s)", "een"), (r"'t\b", "het"),
    # the verb said last, put where English says it: "ik wil vanaf januari de levering verdubbelen" (I want to double
    # de levering vanaf januari), "om de frigo te laten nakijken" (to have de frigo checked), "6 kg callets bijzetten"
    (r"\b(?:(?:nog\s+)?niet|nog\s+niet)\s+(?:versturen|verzenden|sturen)\b", "don't send it yet"),
    (r"\bom\s+" + _OBJ + r"te\s+" + _VERB + r"\b", _to),
    (r"\b(?P<modal>" + "|".join(_MODALS) + r")\s+(?:(?P<who2>ik|we|wij|je|jij|ge|u|hij|ze|zij)\s+)?(?:er\s+)?" + _OBJ + _VERB + _END,
     _modal),
    (r"(?:^|(?<=:\s)|(?<=:))\s*(?P<obj>(?:[^\s,.?!:;]+\s+){1,6}?)" + _VERB + _END, lambda m: " " + _verb(m.group("verb"), m.group("obj"))),
    (r"(?:^|(?<=[.!?]\s))\s*(?P<what>[^,.?!]{1,40}?)\s+(?:mag|kan|moet)\s+(?:weg|eruit|geschrapt\s+worden)\b", r"cancel the \g<what>"),
    (r"\bmag\s+weg\b", "can go"),  # "kapper woensdag mag weg": cancel the hairdresser wednesday
    # what is said to be done
    (r"\bmaak\s+een\s+(?:e-?)?mail(?:tje)?\s+klaar\s+(?:voor|naar|aan)\b|\b(?:maak|schrijf)\s+een\s+concept(?:mail)?\s+(?:voor|naar|aan)\b",
     "write a draft email to"),
    (r"\bstuur\s+" + _NAME + r"\s+een\s+(?:e-?)?(?:mail(?:tje)?|berichtje|bericht)\b", r"send \g<who> an email"),
    (r"\b(?:stuur|schrijf)\s+een\s+(?:e-?)?(?:mail(?:tje)?|berichtje|bericht)\s+(?:naar|aan)\b", "send an email to"),
    (r"\bmail\s+(?=(?-i:[A-Z]))", "email "), (r"\bherinner\s+me(?:\s+eraan)?\b|\bherinner\s+mij(?:\s+eraan)?\b", "remind me"),
    (r"\bzet\s+in\s+(?:de|mijn)\s+agenda\b", "put in the calendar"), (r"\bzet\s+(.{1,40}?)\s+in\s+(?:de|mijn)\s+agenda\b", r"put \1 in the calendar"),
    (r"\b(?:zet|markeer)\s+(?:dat|het|die|dit)\s+(?:op|als)\s+betaald\b", "mark it paid"),
    (r"\b(?:zet|markeer)\s+" + _NAME + r"\s+(?:op|als)\s+betaald\b", r"mark \g<who> paid"),
    (r"\b(?:zet|leg|verplaats|steek)\s+(?:die|dat|het|dit)\s+(?:in|naar)\s+de\s+map\b", "move it to the folder"),
    (r"\b(?:verplaats|verzet)\s+(.{1,50}?)\s+naar\b", r"move \1 to"), (r"\bdeel\s+(.+)\s+met\s+(?=(?-i:[A-Z]))", r"share \1 with "),
    (r"\bsla\s+(.{1,40}?)\s+op\s+als\s+(?:nieuw\s+)?contact\b", r"save \1 as a new contact"), (r"\bnieuw\s+contact\b", "new contact"),
    (r"\bnieuwe\s+bestelling\b", "new order"), (r"\bnieuwe\s+klant\b", "new customer"), (r"\bnieuwe\s+afspraak\b", "new appointment"),
    (r"\bde\s+(?P<thing>bestelling|factuur|rekening|afspraak|nummer|adres|levering)\s+van\s+" + _NAME, _owner),
    (r"\bannuleer\b", "cancel"), (r"\b(?:verwijder|wis|schrap)\b", "delete"), (r"\bzoek\b", "find"), (r"\bvoeg\s+(.{1,40}?)\s+toe\b", r"add \1"),
    (r"\bmaak\s+(?:een\s+)?(?:nieuw|nieuwe)\b", "create a new"), (r"\bdan\s+vul\s+ik\s+(?:dat|het|die)\s+(\w+\s+)?in\b", r"I'll fill it in \1"),
    (r"\bkijk\s+in\s+(?:mijn|de)\s+(?:e-?)?mail\b", "check my email"), (r"\bkijk\s+in\b", "look in"),
    (r"\bhebben\s+(we|wij)\s+(nog\s+)?(?:staan|liggen|zitten|in\s+stock)?(?=\s*[,.?!]|\s*$)", lambda m: f"do we {'still ' if m.group(2) else ''}have"),
    (r"\b(?:toch\s+)?niet\s+meer\s+komt\b", "is not coming anymore"), (r"\bbelde\s+dat\b", "called to say that"),
    (r"\bis\s+net\s+(?:gepasseerd|langsgekomen|langs\s+geweest)\b", "just came by"), (r"\bis\s+net\s+binnen(?:gekomen)?\b", "just came in"),
    (r"\balles\s+wat\s+(.{1,40}?)\s+(?:zit|is|staat|ligt)\b", r"everything that is \1"), (r"\bklaar\s+zijn\b", "are ready"), (r"\bklaar\s+is\b", "is ready"), (r"\bnog\s+niet\s+betaald\b", "not paid yet"),
    (r"\bmaakt\s+weer\s+lawaai\b", "is making noise again"), (r"\bwat\s+hou\s+(ik|we)\s+(?:dan\s+)?over\b", lambda m: f"what do {_SUBJECTS[m.group(1).lower()]} have left"),
    (r"\b(?:afhalen|ophalen)\s+(?=" + _DAY + r"|morgen|vandaag)", "pickup "),
    # "als ik 40 doosjes verkoop aan £6.50" (if I sell 40 doosjes at £6.50)
    (r"\bals\s+(ik|we|je|hij|ze)\s+(?P<obj>(?:[^\s,.?!:;]+\s+){1,4}?)(verkoop|verkopen|koop|kopen|bestel|bestellen|maak|maken)\b",
     lambda m: f"if {_SUBJECTS[m.group(1).lower()]} {_FINITE.get(m.group(3).lower()) or _VERBS[m.group(3).lower()]} {m.group('obj').strip()}"),
    # questions: "wie komt er", "wat moet ik", "hoeveel X", "waar staat", "heeft X al geantwoord"
    (r"\bwie\s+(?:is|komt)\s+(?:er\s+)?", "who is "), (r"\bwat\s+(have\s+to)\s+(ik|we)\b", lambda m: f"what do {_SUBJECTS[m.group(2).lower()]} need to"),
    (r"\b(wie|wat|waar|wanneer)\s+(have|want)\s+to\s+(ik|we|je|hij|ze)\b", lambda m: f"{m.group(1)} do {_SUBJECTS[m.group(3).lower()]} {m.group(2)} to"),
    (r"\b(wie|wat|waar|wanneer)\s+can\s+(ik|we|je|hij|ze)\b", lambda m: f"{m.group(1)} can {_SUBJECTS[m.group(2).lower()]}"),
    (r"\bhoeveel\s+(?=\w+(?:en|s|jes|'s)\b)", "how many "), (r"\bhoeveel\b", "how much"), (r"\bhoe\s+laat\b", "what time"),
    (r"\bwaar\s+(?:staat|ligt|zit|is)\b", "where is"), (r"\bwaar\s+(?:staan|liggen|zitten|zijn)\b", "where are"),
    (r"\bwie\s+moet\s+(?:er\s+)?nog\s+betalen\b", "who still has to pay"), (r"\bwie\s+heeft\s+(?:er\s+)?nog\s+niet\s+betaald\b", "who hasn't paid yet"),
    (r"\bwie\s+werkt(?:\s+er)?\b", "who is working"), (r"\bwanneer\s+komt\s+([^,.?!]{1,50}?)(?=\s*[?,.!]|$)", r"when is \1 coming"),
    (r"\b(?P<ask>wat|wie|hoeveel(?:\s+\w+)?|how\s+m(?:any|uch)(?:\s+\w+)?|welke\s+\w+|wanneer|waar)\s+(?:heb|hebt|heeft|hebben|had|hadden)\s+(?:er\s+)?(?P<who>ik|we|wij|je|jij|ge|hij|ze|zij)\s+"
     + _OBJ + r"(?P<done>" + "|".join(_DONE) + r")\b", lambda m: f"{m.group('ask')} did {_SUBJECTS[m.group('who').lower()]} {_DONE[m.group('done').lower()][0]} {m.group('obj')}"),
    (r"\b(?P<who>ik|we|wij|hij|ze|zij)\s+(?:heb|hebt|heeft|hebben|had|hadden)\s+" + _OBJ + r"(?P<done>" + "|".join(_DONE) + r")" + _END,
     lambda m: f"{_SUBJECTS[m.group('who').lower()]} {_DONE[m.group('done').lower()][1]} {m.group('obj')}"),
    (r"\bgaat\s+niet\s+door\b", "is not happening"), (r"\bmaak\s+een\s+notitie\b|\bnoteer\b", "make a note"),
    (r"\b(?:zet|doe)\s+(?:de|het|mijn)\s+(?:automatisch(?:e)?\s+antwoord|afwezigheidsmelding|out\s+of\s+office)\s+(?:op|aan)(?:\s+(?:op\s+)?(?:mijn|de)\s+mail)?",
     "put the auto reply on my email"), (r"\bmaak\b", "make"), (r"\bwat\s+heb\s+ik\b", "what do I have"), (r"\bwat\s+hebben\s+we\b", "what do we have"),
    (r"\bheeft\s+(.{1,50}?)\s+al\s+(" + "|".join(_DONE) + r")\b", lambda m: f"has {m.group(1)} {_DONE[m.group(2).lower()][2]} yet"),
    (r"\bbij\s+wie\b", "from whom"), (r"\bdie\s+van\s+de\b", "the one from the"),
    # dates and times: "morgen", "volgende week", "4/12", "4 dec", "van 18u tot 21u", "om 10u30", "half 8"
    phrasebook.DAY_MONTH, (r"\b(om|van|tot|tegen|vanaf)\s+([01]?\d|2[0-3])\.([0-5]\d)\b", r"\1 \2:\3"),  # "om 9.30", never "2.80 per stuk"
    (r"\b(\d{1,2})\s*u(?:ur)?\s*(\d\d)\b", r"\1:\2"), (r"\b(\d{1,2})\s*(?:u|uur)\b", r"\1:00"),
    (r"\bhalf\s+(\d{1,2})\b", lambda m: f"{int(m.group(1)) - 1 or 12}:30"),
    (r"\bvan\s+(\d{1,2}:\d\d)\s+tot\s+(\d{1,2}:\d\d)", r"from \1 to \2"), (r"\bom\s+(?=\d)", "at "), (r"\btegen\s+(?=\d)", "by "),
    (r"\b(\d{1,2})\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"\b(?:vanaf|sinds)\s+(?=\d|" + _MONTH + "|" + _DAY + ")", "from "), (r"\bvan\s+(?=\d[^,.?!]*\btot\b)", "from "), (r"\btot\s+(?=\d|" + _MONTH + "|" + _DAY + ")", "to "),
    (r"\b(?:in|voor)\s+" + _MONTH + r"\b", lambda m: "in " + _MONTHS[m.group(1).lower()]), (r"\b" + _MONTH + r"\b", lambda m: _MONTHS[m.group(1).lower()]),
    (r"\bmorgen\s*(?:vroeg|ochtend)\b|\bmorgenvroeg\b", "tomorrow morning"), (r"\bovermorgen\b", "the day after tomorrow"),
    (r"\bmorgen\b", "tomorrow"), (r"\bvandaag\b", "today"), (r"\bgisteren\b", "yesterday"), (r"\bvanavond\b", "tonight"),
    (r"\bvanmiddag\b", "this afternoon"), (r"\bvanochtend\b|\bvanmorgen\b", "this morning"), (r"\bdeze\s+week\b", "this week"),
    (r"\bvolgende\s+week\b", "next week"), (r"\bvorige\s+week\b", "last week"), (r"\bdeze\s+maand\b", "this month"),
    (r"\bvolgende\s+maand\b", "next month"), (r"\bvorige\s+maand\b", "last month"), (r"\bdit\s+weekend\b", "this weekend"),
    (r"\bvolgende\s+" + _DAY + r"\b", lambda m: "next " + _DAYS[m.group(1).lower()]), (r"\bvorige\s+" + _DAY + r"\b", lambda m: "last " + _DAYS[m.group(1).lower()]),
    (r"\b(?:op\s+)?" + _DAY + r"\b", lambda m: _DAYS[m.group(1).lower()]), (r"\b(?:seffens|straks)\b", "later"),
    # things: nouns said in lower case (a capitalised one is a name: "de map Boekhouding")
    (r"(?-i:\b[a-z][\w']*)", lambda m: _NOUNS.get(m.group(0).lower(), m.group(0))),
    # small words, last
    (r"\bze\b", _ze), (r"\bhij\b", "he"), (r"\bik\b", "I"), (r"\bmij\b|\bme\b", "me"), (r"\bmijn\b", "my"), (r"\bwij\b", "we"),
    (r"\bonze\b|\bons\b", "our"), (r"\bjij\b|\bge\b|\bje\b", "you"), (r"\bhaar\b", "her"), (r"\bhem\b", "him"), (r"\bhun\b", "their"),
    (r"\bheeft\s+betaald\b", "has paid"), (r"\bbetaald\b", "paid"), (r"\bheeft\b", "has"), (r"\bhebben\b", "have"), (r"\bheb\b", "have"),
    (r"\bis\s+het\b", "is it"), (r"\bzijn\b(?=\s*[,.?!]|\s*$)", "are"), (r"\bzijn\b", "his"), (r"\bdoet\b", "does"), (r"\bkosten\b", "cost"),
    (r"\bkost\b", "costs"), (r"\bstaat\b|\bligt\b|\bzit\b", "is"), (r"\bbelde\b", "called"), (r"\bkomt\b", "is coming"),
    (r"\bmaakt\b", "makes"), (r"\bwil\b", "want"), (r"\bmag\b", "can"), (r"\bkan\b", "can"), (r"\bmoet\b", "must"),
    (r"\bof\b", "or"), (r"\bvan\b", _van), (r"\ben\b", "and"), (r"\bmet\b", "with"), (r"\bvoor\b", "for"), (r"\bnaar\b", "to"), (r"\bover\s+(?=\w)", "about "),
    (r"\baan\s+(?=[£$€]?\d)", "at "), (r"\bper\s+stuk\b", "each"), (r"\bbij\b", "at"), (r"\bonder\b", "below"), (r"\bboven\b", "above"),
    (r"\bniet\b", "not"), (r"\bgeen\b", "no"), (r"\bnog\b", "still"), (r"\bal\b", "already"), (r"\book\b", "also"), (r"\bmaar\b", "but"),
    (r"\bweer\b", "again"), (r"\balleen\b", "only"), (r"\bnet\b", "just"), (r"\bdan\b", "then"), (r"\btoch\b", ""), (r"\bnu\b", "now"),
    (r"\bongeveer\b", "roughly"), (r"\bhier\b", "here"), (r"\bdaar\b", "there"), (r"\bthuis\b", "at home"), (r"\balles\b", "everything"),
    (r"\biets\b", "something"), (r"\bniets\b", "nothing"), (r"\bzoiets\b", "something"), (r"\beerst\b", "first"), (r"\bals\b", "if"),
    (r"\bwat\b", "what"), (r"\bwie\b", "who"), (r"\bwaar\b", "where"), (r"\bwanneer\b", "when"), (r"\bwelke\b", "which"),
    (r"\bwaarom\b", "why"), (r"\bhoe\b", "how"), (r"\bnieuwe?\b|\bnieuw\b", "new"), (r"\bsta\b", "am standing"), (r"\bhou\b", "keep"),
    (r"\bdie\s+(?=\w)|\bdeze\s+(?=\w)", "that "), (r"\b(?:dat|die|het|dit)\b(?=\s*[,.?!]|\s*$)", "it"), (r"\bdat\b", "that"),
    (r"\bdit\b", "this"), (r"\bde\b", lambda m: _van(m) if _van(m) == m.group(0) else "the"), (r"\bhet\b", "the"), (r"\been\b", "a"), (r"\bop\s+(?=\d)", "for "), (r"\ber\b\s*", ""),
    (r"\ba\s+(?=[aeiou])", "an "), (r"\s+(?=[,.?!:;](?:\s|$))", ""),
]
_PHRASES: phrasebook.Phrases = phrasebook.respelled(_PHRASES_SAID, {})  # each matched in any case


def dutch(text: str) -> bool:
    """Whether ``text`` has two words only Dutch has, or one of them and two it shares with Afrikaans or German."""
    words = {w.lower() for w in re.findall(r"[\w'’-]+", text)}
    own = len(words & _OWN)
    return own >= 2 or (own == 1 and len(words & _SHARED) >= 2)


# Dutch words read in an English request too ("hoeveel bikes available vandaag?", "who comes morgen to pick up?", "Marco has
# cancelled. haal him eruit"): no English word is spelled so
_MIXED = re.compile(r"(?-i:\b(?:vandaag|hoeveel|eruit|morgen|oktober|schuif)\b)")
_GERMAN_AROUND = re.compile(r"(?-i:\b(?:wer|hat|ist|und|der|das|nicht|ich|wir|haben|bitte|sind|mit|für|auf|heute)\b)")
_RAIN_WHEN = {"morgen": "tomorrow", "vandaag": "today", "vanavond": "tonight"}
_MIXED_SAID: phrasebook.Phrases = [
    (r"(?-i:\bhoeveel)(?=\s+(?:did|do|does|is|was|have|has|will)\b)", "how much"), (r"(?-i:\bhoeveel\b)", "how many"),
    (r"(?-i:\bvandaag\b)", "today"), (r"(?-i:\bmorgen\b)", "tomorrow"), (r"(?-i:\boktober\b)", "October"),
    (r"\bhaal\s+(\w+)\s+eruit\b", r"take \1 out"), (r"\bstaat\s+(?=in\b)", "it's "),
    (r"(?:,\s*|\s+)gooi\s+(?:het\s+|hem\s+)?eruit\s*[.!]?\s*$", ", delete it"),  # "Femke cancel de batavus, gooi eruit"
    (r"\bde\s+(?=[a-z]\w+\s*,)", "the "),
    (r"(?-i:\bschuif)\s+(?:(?:het|hem)\s+)?naar\b", "move it to"),  # "boekhouder is wednesday right? schuif naar friday same time"
]


def english(text: str) -> str:
    """``text`` with its Dutch read as English when it is Dutch, or its Dutch words read when they are few; unchanged otherwise."""
    text = re.sub(r"(?i)^\s*gaat\s+het\s+(morgen|vandaag|vanavond)\s+regenen\b", lambda m: f"will it rain {_RAIN_WHEN[m.group(1).lower()]}", text)
    if dutch(text):
        return phrasebook.read(text, _PHRASES)
    mixed = _MIXED.search(text) and not _GERMAN_AROUND.search(text) and not afrikaans.afrikaans(text)  # Afrikaans is afrikaans.py's,
    return phrasebook.read(text, _MIXED_SAID) if mixed else text  # read just after; German's "wer hat morgen Dienst?" stays
