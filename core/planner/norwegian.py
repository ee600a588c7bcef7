"""Norwegian bokmål in a request (as a Norwegian running boat trips in Scotland types it, with English mixed in) read as
English before it is planned: "hva har jeg i morgen" (what do I have tomorrow), "hvem har ikke betalt ennå denne uka?" (who
hasn't paid yet this week), "Dougie Fraser betalt, takk" (mark Dougie Fraser paid), "minn meg på fredag å fornye lisensen"
(remind me on friday to renew the licence), "avlys møtet med regnskapsføreren på torsdag" (cancel the meeting with the
accountant on thursday), "send Gordon en mail at fredag er on" (send Gordon an email that friday is on), "legg til i fuel
loggen: …" (add to the fuel log: …), "flytt X fra downloads til Documents" (move X from downloads to Documents), "hvor skrev
jeg ned koden til dieselpumpa?" (where did I write down the code for the diesel pump).

A request is Norwegian with two words only Norwegian has (none of them Danish: "hva", "mye", "meg", "uke", "takk", "ennå"),
or one of them with a word it shares with Danish ("betalt", "jeg", "fredag"), or two shared words with "på" typed "pa" (a
Dane types "paa"). Each word is known typed with "å", "ø", "æ" or without them ("pa", "paa", "på"; "klaer", "klær"). A date
said day/month ("23/11") is that day of that month; names, numbers and English words stay as typed, and an English word
before a Norwegian noun is part of it ("fuel loggen": the fuel log, "deep sea turen": the deep sea trip)."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Norwegian has (no Danish, English or other stored language's word), as typed without "å", "ø", "æ" ("enna")
# or with them written out ("ennaa"): two of them, or one with a word of _SHARED, make a request Norwegian
_OWN = frozenset("""hva mye noe noen uke uka uken ukene enna ennaa takk tusen kjope kjoepe kjopt kjoept kjop kjoep
    moetet moete moeter regnskapsforer regnskapsfoerer regnskapsforeren regnskapsfoereren legg minn fornye lisens
    lisensen tilbake baat baaten baatene batene baater forsikringspapirene flytt slett avlys avlyst avlyse igjen
    sjosyke sjoesyke spurte kveld kvelden ikveld etterpa etterpaa mellom gjerne gjore gjoere gjor gjoer trenger
    penger hjelp hjelpe klaer piren syk fant feilen ikkje helg helgen sjekk sjekke sier avtale avtalen paminnelse
    paaminnelse epost eposten lagre endre endret oppdater oppdatere fortsatt veldig kjempe purre purring kanseller
    kansellere kjore kjoere kvitteringa heter nytt kjopte kjoepte""".split())
# Words Norwegian shares with Danish (none English): one with an own word makes a request Norwegian
_SHARED = frozenset("""ikke jeg hvem hvor hvordan hvilken hvilke skal betalt sendt kalenderen mandag tirsdag onsdag torsdag
    fredag lordag loerdag sondag soendag denne pund kroner kunde kunden kunder mailen nummeret loggen fra til som med og av paa
    naar kommer""".split())

_LETTERS = {"å": "(?:å|aa|a)", "ø": "(?:ø|oe|o)", "æ": "(?:æ|ae|e)"}
_DAYS = {"mandag": "monday", "tirsdag": "tuesday", "onsdag": "wednesday", "torsdag": "thursday", "fredag": "friday",
         "lørdag": "saturday", "søndag": "sunday"}
_DAY = "(" + "|".join(_DAYS) + ")"
_MONTHS = dict(zip("januar februar mars april mai juni juli august september oktober november desember".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_MONTH = r"(" + "|".join(m[:3] + "(?:" + m[3:] + r")?\.?" for m in _MONTHS) + ")"
_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_ME = {"jeg": "I", "meg": "me", "vi": "we", "oss": "us", "du": "you", "dere": "you", "de": "they", "han": "he", "hun": "she"}
# A verb as English after "å", "skal", "vil", "må", "kan": "å fornye" (to renew), "skal kjøpe" (should buy)
_VERBS = {"betale": "pay", "sende": "send", "ringe": "call", "kjøpe": "buy", "bestille": "order", "hente": "collect",
          "levere": "deliver", "fornye": "renew", "sjekke": "check", "finne": "find", "skrive": "write", "lage": "make",
          "flytte": "move", "avlyse": "cancel", "slette": "delete", "lagre": "save", "dele": "share", "huske": "remember",
          "svare": "reply", "spørre": "ask", "booke": "book", "fikse": "fix", "rydde": "tidy", "legge": "put", "gi": "give",
          "gjøre": "do", "vite": "know", "bruke": "use", "trenge": "need", "møte": "meet", "jobbe": "work", "kjøre": "drive",
          "reparere": "repair", "oppdatere": "update", "endre": "change", "åpne": "open", "selge": "sell", "purre": "chase",
          "minne": "remind", "ta": "take", "se": "see", "få": "get", "ha": "have", "være": "be", "sende en reminder": "send a reminder"}
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")\b"
# Nouns of a small business, their "the" said on the end ("møtet": the meeting); a compound ends in one ("dieselpumpa")
_NOUNS = dict(pair.split(":") for pair in """møte:meeting møtet:the_meeting møter:meetings regnskapsfører:accountant
    regnskapsføreren:the_accountant mail:email mailen:the_email mailene:the_emails epost:email eposten:the_email
    nummer:number nummeret:the_number telefonnummer:phone_number kode:code koden:the_code båt:boat båten:the_boat
    båtene:the_boats båter:boats tur:trip turen:the_trip turer:trips turene:the_trips kunde:customer kunden:the_customer
    kunder:customers kundene:the_customers mekaniker:mechanic mekanikeren:the_mechanic feil:fault feilen:the_fault
    lisens:licence lisensen:the_licence papirer:papers papirene:the_papers forsikring:insurance fornyelse:renewal
    fornyelsen:the_renewal posten:the_post logg:log loggen:the_log pumpe:pump pumpa:the_pump pumpen:the_pump pir:pier
    piren:the_pier folk:people agn:bait klær:clothes sjøsyke:seasickness pund:pounds pers:people faktura:invoice
    fakturaen:the_invoice regning:bill regningen:the_bill bestilling:order bestillingen:the_order ordre:order
    ordren:the_order avtale:appointment avtalen:the_appointment kalender:calendar kalenderen:the_calendar liste:list
    lista:the_list listen:the_list fil:file filen:the_file filene:the_files mappe:folder mappa:the_folder
    mappen:the_folder dokument:document dokumentet:the_document notat:note notatet:the_note kontakt:contact
    adresse:address adressen:the_address regnskap:accounts lønn:wages vakt:shift vakter:shifts ansatt:employee
    ansatte:staff butikken:the_shop kontoret:the_office penger:money kveld:evening havn:harbour havna:the_harbour
    kai:quay kaia:the_quay brygge:pier brygga:the_pier motor:engine motoren:the_engine slipp:slip slippen:the_slip
    diesel:diesel bensin:petrol kvittering:receipt kvitteringen:the_receipt booking:booking bookingen:the_booking
    elektriker:electrician rørlegger:plumber snekker:carpenter frisør:hairdresser lege:doctor tannlege:dentist
    sjåfør:driver banken:the_bank tannlegen:the_dentist legen:the_doctor rørleggeren:the_plumber
    elektrikeren:the_electrician snekkeren:the_carpenter frisøren:the_hairdresser sjåføren:the_driver
    kvitteringa:the_receipt dieselen:the_diesel kaffemaskin:coffee_machine kaffemaskinen:the_coffee_machine
    tekniker:technician teknikeren:the_technician bookinger:bookings bookingene:the_bookings
    betaling:payment betalingen:the_payment lån:loan lånet:the_loan kontrakt:contract kontrakten:the_contract
    regnskapet:the_accounts propell:propeller måned:month måneden:the_month vær:weather været:the_weather utkast:draft""".split())
# Norwegian and English small words, never an English noun's first word ("for baatene": not "the for boats")
_NOT_MOD = frozenset("""i på pa paa til med om for fra av hos og eller men finn avlys slett flytt send sjekk fant ned kom er var
    har alle hele noen noe hva hvem hvor det den de en et ei ny nytt nye skal vil må ma kan meg deg oss jeg du han hun vi
    ikke enna ennå også ogsa igjen nå bare mye mange min mitt mine din ditt sin sitt vår vårt våre hans hennes deres dem
    the a an to in on at of with from and or by as into onto about up down back off out over under after before than then
    so but if is are am was were be been being do does did have has had will would should can could must may might want
    wants need needs know find check send show open update delete move add cancel mark put get see read share save email
    call pay book make write take bring print renew give collect order buy asked asking came found said says paid sent
    booked fixed cancelled ordered delivered replied called written got i we you they he she it me us him them my our your
    his her their this that these those new any anything some something no not yet also again now just all every each
    how much many what who where when which why there here today tomorrow yesterday tonight next last week monday tuesday
    wednesday thursday friday saturday sunday kommer trenger står sier heter koster jobber betaler sender ringer bestiller
    venter ligger går gjør vet tror""".split())


def _fold(word: str) -> str:
    """A word as the lists are written: lower case, "ø" → oe, "å" → aa, "æ" → ae ("klær" → klaer, "møtet" → moetet)."""
    return word.lower().replace("ø", "oe").replace("å", "aa").replace("æ", "ae")


def _key(word: str) -> str:
    """A word folded past its spellings for looking up: "baatene", "båtene", "batene" → batene."""
    return _fold(word).replace("oe", "o").replace("aa", "a")


_NOUNS_KEYED = {_key(k): v.replace("_", " ") for k, v in _NOUNS.items()}
_VERBS_KEYED = {_key(k): v for k, v in _VERBS.items()}


def _thing(word: str) -> str | None:
    """A Norwegian noun as English: "båtene" → the boats, "dieselpumpa" → the diesel pump, "forsikringspapirene" → the
    insurance papers, "impelleren" (an English word said the Norwegian way) → the impeller; None when it is no noun."""
    key = _key(word)
    if key in _NOUNS_KEYED:
        return _NOUNS_KEYED[key]
    for cut in range(3, len(key) - 4):
        head = _NOUNS_KEYED.get(key[cut:])
        mod = key[:cut]
        mod = _NOUNS_KEYED.get(mod) or _NOUNS_KEYED.get(mod[:-1]) if mod.endswith("s") else _NOUNS_KEYED.get(mod) or mod
        if head and mod:
            the, bare = ("the ", head[4:]) if head.startswith("the ") else ("", head)
            return f"{the}{mod.removeprefix('the ')} {bare}"
    if re.fullmatch(r"[a-z]{3,}er(?:en|ne)", word) and word not in _NOT_MOD:
        return "the " + word[:-2]
    return None


def _things(m: re.Match[str]) -> str:
    """Each Norwegian noun (written small) as English, an English word before it made part of it: "i fuel loggen" → in the
    fuel log."""
    parts = re.split(r"(\b\w[\w'-]*\b)", m.group(0))
    plain = set()  # where a noun without its "the" was said: "kaffemaskin teknikeren": the coffee machine technician
    for i in range(1, len(parts), 2):
        word = parts[i]
        said = _thing(word) if word.islower() else None
        if not said:
            continue
        first = i  # the English words said before it, back to a Norwegian or small word: "deep sea turen"
        while first >= 3 and parts[first - 1] == " " and i - first < 6 and (first - 2 in plain or (
                re.fullmatch(r"[a-z][a-z-]+", parts[first - 2]) and parts[first - 2] not in _NOT_MOD
                and _key(parts[first - 2]) not in _VERBS_KEYED and _thing(parts[first - 2]) is None)):
            first -= 2
        if said.startswith("the ") and first < i:
            parts[first], said = "the " + parts[first], said[4:]
        parts[i] = said
        if not said.startswith("the "):
            plain.add(i)
    return "".join(parts)


def _verb(m: re.Match[str]) -> str:
    return _VERBS_KEYED[_key(m.group("verb"))]


_ASK = {"hva": "what", "hvem": "who", "hvor": "where", "nar": "when", "hvilke": "which"}
_DID = {"skrev": "write", "la": "put", "lagret": "save", "satte": "put", "puttet": "put"}
_DONE_SAID = "sendt|betalt|svart|ringt|skrevet|bestilt|fått|levert|avlyst|booket|fikset|tjent|solgt|brukt|gjort|hatt|lagt|hentet"
_DONE = {"tjent": "earned", "solgt": "sold", "brukt": "spent", "gjort": "done", "hatt": "had", "lagt": "put", "hentet": "collected",
         "sendt": "sent", "betalt": "paid", "svart": "replied", "ringt": "called", "skrevet": "written", "bestilt": "ordered",
         "fatt": "got", "levert": "delivered", "avlyst": "cancelled", "booket": "booked", "fikset": "fixed"}
_PAST = {"tjente": "earn", "solgte": "sell", "brukte": "spend", "kjøpte": "buy", "betalte": "pay", "sendte": "send",
         "ringte": "call", "bestilte": "order"}
_PAST_SAID = {"tjente": "earned", "solgte": "sold", "brukte": "spent", "kjøpte": "bought", "betalte": "paid", "sendte": "sent",
              "ringte": "called", "bestilte": "ordered"}
_MODAL = {"skal": "should", "vil": "want to", "ma": "need to", "kan": "can"}
_IT = {"henne": "her", "ham": "him", "han": "him", "den": "it", "det": "it", "dem": "them"}

_PHRASES_SAID: list[tuple[str | re.Pattern[str], object]] = [
    # greetings and thanks say nothing to do: "hei", "takk", "tusen takk"
    (r"^\s*(?:hei|hallo|heisann|hei\s+hei)\s*[,!]?\s+", ""),
    (r"[,.\s]*\b(?:tusen\s+takk|takk\s+skal\s+du\s+ha|takk)\b[.!]*(?=\s*$|\s*[.,])", ""),
    # a name said paid is to be marked so: "Dougie Fraser betalt" (mark Dougie Fraser paid)
    (r"^\s*" + _NAME + r"\s+(?:har\s+)?betalt\s*[.!]?\s*$", r"mark \g<who> paid"),
    # dates and times: "23/11", "5. desember", "fra 24. des til 2. jan", "kl 13", "kl 9-16", "i morgen", "neste uke"
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"\b(\d{1,2})\.?\s+" + _MONTH + r"(?=\W|$)", lambda m: f"{m.group(1)} {_MONTHS[_month(m.group(2))]}"),
    (r"\b(?:den|d\.)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", ""),
    (r"\bfra\s+(?=\d{1,2}\s+(?-i:[A-Z])\w+\s+til\s+\d)", "from "), (r"(?<=[a-z])\s+til\s+(?=\d{1,2}\s+(?-i:[A-Z]))", " to "),
    (r"\bkl\.?\s*(\d{1,2})(?::(\d\d))?\s*(?:til|-)\s*(\d{1,2})(?::(\d\d))?\b",
     lambda m: f"from {m.group(1)}:{m.group(2) or '00'} to {m.group(3)}:{m.group(4) or '00'}"),
    (r"\bfra\s+kl\.?\s*(\d{1,2})(?::(\d\d))?\b", lambda m: f"from {m.group(1)}:{m.group(2) or '00'}"),
    (r"\bkl\.?\s*(\d{1,2})(?::(\d\d))?\b", lambda m: f"at {m.group(1)}:{m.group(2) or '00'}"),
    (r"\bi\s+morgen\s+tidlig\b", "tomorrow morning"), (r"\btil\s+i\s*morgen\b", "for tomorrow"), (r"\bi\s*morgen\b", "tomorrow"),
    (r"\bi\s*dag\b", "today"), (r"\bi\s*går\b", "yesterday"), (r"\bi\s*kveld\b", "tonight"), (r"\bi\s+formiddag\b", "this morning"),
    (r"\bi\s+overmorgen\b", "the day after tomorrow"), (r"\b(?:i\s+)?denne\s+uk(?:a|en|e)\b", "this week"),
    (r"\b(?:i\s+)?neste\s+uk(?:a|en|e)\b", "next week"), (r"\b(?:i\s+)?forrige\s+uk(?:a|en|e)\b", "last week"),
    (r"\bi\s+helg(?:a|en)?\b", "at the weekend"), (r"\bi\s+år\b", "this year"), (r"\bi\s+fjor\b", "last year"),
    (r"\bhele\s+dagen\b", "all day"), (r"\bneste\s+måned\b", "next month"), (r"\bdenne\s+måneden\b", "this month"),
    (r"\bpå\s+" + _DAY + r"\b", lambda m: "on " + _DAYS[_day(m.group(1))]),
    (r"\btil\s+" + _DAY + r"\b", lambda m: _moved(m) + " " + _DAYS[_day(m.group(1))]),  # "flytt X til fredag": to friday
    (r"\bneste\s+" + _DAY + r"\b", lambda m: "next " + _DAYS[_day(m.group(1))]),
    (r"\bforrige\s+" + _DAY + r"\b", lambda m: "last " + _DAYS[_day(m.group(1))]),
    (r"\b" + _DAY + r"\b", lambda m: _DAYS[_day(m.group(1))]),
    (r"\b(i\s+)?" + _MONTH + r"(?=\W|$)", lambda m: ("in " if m.group(1) else "") + _MONTHS[_month(m.group(2))]),
    # questions: "hva har jeg", "hvem er booket", "hvem har ikke betalt", "hvor mye", "hva er nummeret til X"
    (r"\b(hva|hvem|hvor|når|hvilke)\s+har\s+(jeg|vi|du|dere|de)\b(?!\s+(?:ikke\s+)?(?:" + _DONE_SAID + r")\b)", lambda m: f"{_ASK[_key(m.group(1))]} do {_ME[m.group(2).lower()]} have"),
    (r"\bhar\s+(jeg|vi|du|dere|de)\s+(ikke\s+)?(" + _DONE_SAID + r")\b",  # "har vi tjent": have we earned
     lambda m: f"have {_ME[m.group(1).lower()]} {'not ' if m.group(2) else ''}{_DONE[_key(m.group(3))]}"),
    (r"\bhar\s+(jeg|vi|du|dere|de)\b", lambda m: f"do {_ME[m.group(1).lower()]} have"),
    (r"\bhvem\s+(?:jobber|er\s+på\s+jobb)\b", "who is working"),
    (r"\bhvem\s+har\s+ikke\b", "who hasn't"), (r"\bhvem\s+skylder\s+(meg|oss)\b", lambda m: f"who owes {_ME[m.group(1).lower()]}"),
    (r"\bhva\s+sitter\s+(jeg|vi)\s+igjen\s+med\b", lambda m: "what am I left with" if m.group(1).lower() == "jeg" else "what are we left with"),
    (r"\bhvor\s+(skrev|la|lagret|satte|puttet)\s+(jeg|vi)\b",
     lambda m: f"where did {_ME[m.group(2).lower()]} {_DID[_key(m.group(1))]}"), (r"\bskrev\s+ned\b", "wrote down"),
    (r"\bhva\s+er\s+(?:telefon)?nummeret\s+(?:til|på)\b", "what's the number of"),
    (r"\bhva\s+er\s+(?:e-?post|mail)(?:adressen)?\s+(?:til|på)\b", "what's the email of"),
    (r"\b(koden|passordet|adressen)\s+(?:til|på)\b", lambda m: f"{_thing(m.group(1)) or 'the password'} for"),
    (r"\b" + _NAME + r"\s+(?-i:(mekaniker|regnskapsfører|elektriker|rørlegger|snekker|frisør|tannlege|lege|sjåfør))\b",
     lambda m: f"{m.group('who')} the {_NOUNS_KEYED.get(_key(m.group(2)), 'doctor')}"),
    (r"\bhvor\s+mange\s+er\b", "how many are"), (r"\bhvor\s+mange\b", "how many"), (r"\bhvor\s+mye\b", "how much"),
    (r"\bhva\s+koster\b", "how much is"), (r"\bhva\s+står\s+det\s+i\b", "what does it say in"),
    (r"\b(how\s+much|how\s+many|hva|hvem|hvor|når)\s+(" + "|".join(_PAST) + r")\s+(jeg|vi|du|dere|de)\b",  # "hvor mye tjente vi"
     lambda m: f"{_ASK.get(_key(m.group(1)), m.group(1))} did {_ME[m.group(3).lower()]} {_said(_PAST, m.group(2))}"), (r"\bhva\s+er\b", "what is"), (r"\bhvor\s+er\b", "where is"), (r"\bhvem\s+er\b", "who is"),
    (r"\bnår\s+kommer\s+([^\s?.,!]+(?:\s+[^\s?.,!]+)?)(?=\s*[?.,!]|\s*$)", r"when is \1 coming"),
    (r"\bhvordan\b", "how"), (r"\bhvorfor\b", "why"), (r"\bhvilke[nt]?\b", "which"), (r"\bnår\b", "when"),
    (r"\bhvem\b", "who"), (r"\bhva\b", "what"), (r"\bhvor\b", "where"), (r"\bkan\s+du\b", "can you"),
    (r"^(\s*)har\s+(.{1,40}?)\s+(sendt|betalt|svart|ringt|skrevet|bestilt|fått|levert|avlyst)\b",
     lambda m: f"{m.group(1)}has {m.group(2)} {_DONE[_key(m.group(3))]}"),
    (r"\bhar\s+ikke\s+(sendt|betalt|svart|ringt|skrevet|bestilt|fått|levert|avlyst)\b", lambda m: f"hasn't {_DONE[_key(m.group(1))]}"),
    (r"\bnoen\s+tips\s+mot\b", "any tips for"), (r"\b(?:et\s+)?par\s+fra\b", "a couple from"),
    (r"\bspør\s+om\b", "asking about"), (r"\b(sjekk|sjekke|se)\s+om\b", lambda m: f"{_VERBS.get(m.group(1).lower(), 'check')} if"), (r"\bspurte\s+om\b", "asked about"), (r"\b(\w+)\s+ledig[e]?\b", r"\1 free"),
    # what is said to be done: "send X en mail at …", "minn meg på fredag å …", "legg inn", "legg til i X", "avlys", "flytt"
    (r"\bsend\s+" + _NAME + r"\s+en\s+(?:e-?post|e-?mail|mail)\s+(?:om\s+)?at\b", r"send \g<who> an email that"),
    (r"\bsend\s+" + _NAME + r"\s+en\s+(?:melding|sms|tekst)\s+(?:om\s+)?at\b", r"text \g<who> that"),
    (r"\bsend\s+(?:en\s+)?(?:melding|sms)\s+til\s+" + _NAME, r"text \g<who>"),
    (r"\bsend\s+(?:en\s+)?(?:melding|sms)\s+til\s+alle\b", "text everyone"), (r"\bring\s+(?:til\s+)?(?=(?-i:[A-Z]))", "call "),
    (r"\b(?:skriv|send)\s+en\s+(?:e-?post|e-?mail|mail)\s+til\s+" + _NAME, r"send an email to \g<who>"),
    (r"\bskriv\s+til\s+" + _NAME, r"email \g<who>"), (r"\b(?:lag|skriv)\s+(?:et|en)\s+utkast\s+til\b", "write a draft email to"),
    (r"\bikke\s+send\s+(?:den|det|den\s+ennå|det\s+ennå)\b", lambda m: "don't send it" + (" yet" if m.group(0)[-1] in "aå" else "")),
    (r"\bom\s+at\b", "that"), (r"\bpga\.?\b|\bpå\s+grunn\s+av\b", "because of"),
    (r"\b(?:sett|slå|skru)\s+på\s+(?:autosvar(?:et)?|fraværsmelding(?:en)?)(?:\s+på\s+(?:e-?posten|mailen))?",
     "put the auto reply on my email"),
    (r"\bminn\s+meg\s+(?:om\s+|på\s+)?(?:å|at)\s+", "remind me to "),
    (r"\bminn\s+meg\b", "remind me"), (r"\bpåminnelse\b", "reminder"),
    (r"(?-i:(?<![\w'])(?:å|aa|a)\s+)(?=" + _VERB + ")", "to "),
    (r"(?-i:(?<=\s)(?:à|a)\s+)(?=[£$€]?\d)", "at "),  # "6 folk a 55 pund": 6 people at 55 pounds
    (r"\blegg\s+(?:det|den|dem)?\s*inn\s+i\s+kalenderen\b", "put it in the calendar"),
    (r"\blegg\s+(?:det|den|dem)\s+inn\b|\blegg\s+inn\s*(?=[.!]?\s*$)", "put it in the calendar"),
    (r"\b(?:et\s+)?møte\s+med\b", "a meeting with"),
    (r"\blegg\s+(?:inn\s+)?(.{1,80}?)\s+(?:inn\s+)?i\s+kalenderen\b", r"put \1 in the calendar"), (r"\bi\s+kalenderen\b", "in the calendar"),
    (r"\blegg\s+til\s+(?:i|på)\s+", "add to "), (r"\blegg\s+til\s+(.{1,50}?)\s+(?:i|på)\s+", r"add \1 to "),
    (r"\blegg\s+til\b", "add"), (r"\blegg\b", "put"),
    (r"\bsett\s+(henne|ham|han|den|det|dem)\s+tilbake\s+i\s+drift\b", lambda m: f"put {_IT[m.group(1).lower()]} back in service"),
    (r"\bi\s+drift\b", "in service"), (r"\bute\s+av\s+drift\b", "out of service"), (r"\btilbake\b", "back"),
    (r"\bflytt\s+(.{1,60}?)\s+fra\s+(.{1,40}?)\s+til\b", r"move \1 from \2 to"), (r"\bflytt\s+(.{1,60}?)\s+til\b", r"move \1 to"),
    (r"\b(?:endre|bytt)\s+(.{1,60}?)\s+til\b", r"change \1 to"), (r"\bdel\s+(.{1,40}?)\s+med\b", r"share \1 with"),
    (r"\bta\s+(.{1,40}?)\s+(?:av|ut\s+av)\s+(?:lista|listen)\b", r"take \1 off the list"),
    (r"\blagre\s+(.{1,50}?)\s+som\s+(?:ny\s+)?kontakt\b", r"save \1 as a new contact"), (r"\bny\s+kontakt\b", "new contact"),
    (r"\bmerk\s+(?:det|den|dem)\s+(?:som\s+)?betalt\b|\bmarker\s+(?:det|den|dem)\s+(?:som\s+)?betalt\b", "mark it paid"),
    (r"\b(?:merk|marker)\s+" + _NAME + r"\s+(?:som\s+)?betalt\b", r"mark \g<who> paid"),
    (r"\bny(?:tt)?\s+(booking|bestilling|kunde|ordre|avtale|notat)\b", lambda m: "new " + _NOUNS_KEYED[_key(m.group(1))]),
    (r"\blag\s+(?:et\s+nytt|en\s+ny|ei\s+ny|et|en)\s+", "create a new "), (r"\bsom\s+heter\b", "called"),
    (r"\bta\s+med\b", "bring"), (r"\bser\s+bra\s+ut\b", "looks good"), (r"\bser\s+ut\b", "looks"),
    (r"\bskal\s+(?=på\s|til\s)", "is going "),
    (r"\ber\s+fikset\b", "is fixed"), (r"\bfant\s+feilen\b", "found the fault"), (r"\bpå\s+slipp\b", "on the slip"), (r"\b(skal|vil|må|kan)\s+(jeg|vi)\b", lambda m: f"{_MODAL[_key(m.group(1))]} {_ME[m.group(2).lower()]}"),
    (r"^(\s*)(?:vil|skal)\s+(?=" + _VERB + ")", r"\1I want to "),
    (r"^(\s*)må\s+(?=" + _VERB + ")", r"\1I need to "),
    (r"(?<=[.?!]\s)(?:vil|skal)\s+(?=" + _VERB + ")", "I want to "),
    (r"(?<=[.?!]\s)må\s+(?=" + _VERB + ")", "I need to "),
    (r"\bavlys\b", "cancel"), (r"\bslett\b", "delete"), (r"\bflytt\b", "move"), (r"\bfinn\b", "find"), (r"\bsjekk\b", "check"),
    (r"\blagre\b", "save"), (r"\bskriv\b", "write"), (r"\bbestill\b", "order"), (r"\bbetal\b", "pay"), (r"\bring\s+til\b", "call"),
    (r"\bkjøp\b", "buy"), (r"\bhent\b", "collect"), (r"\bvis\s+meg\b", "show me"), (r"\bvis\b", "show"), (r"\bsvar\b", "reply to"),
    (r"\boppdater\b", "update"), (r"\bforny\b", "renew"), (r"\bfjern\b", "remove"), (r"\bspurte\b", "asked"),
    (r"(?i:^|(?<=[.?!]\s))kunde\s+(?=spurte|asked|ringte)", "a customer "),
    # things: nouns (Norwegian writes them small) with their "the" on the end, an English word before one part of it
    (re.compile(r"(?s)\A.+\Z"), _things),
    # small words, last
    (r"\bikke\b", "not"), (r"\bennå\b", "yet"), (r"\bogså\b", "also"), (r"\bigjen\b", "again"), (r"\bnå\b", "now"),
    (r"\bnoen\b", "any"), (r"\bnoe\b", "anything"), (r"\balle\b", "all"), (r"\balt\b", "everything"), (r"\bmye\b", "a lot"),
    (r"\bmange\b", "many"), (r"\bbare\b", "just"), (r"\bvarme\b", "warm"), (r"\bsyk\b", "sick"), (r"\bny\b|\bnytt\b|\bnye\b", "new"),
    (r"\bhos\s+(?=(?-i:[a-z]))(?!the\b|meg\b|oss\b)", "with the "), (r"\bhos\b", "with"), (r"\bmot\b", "against"),
    (r"\b(sendt|betalt|svart|ringt|skrevet|bestilt|fått|levert|avlyst|booket|fikset)\b", lambda m: _DONE[_key(m.group(1))]),
    (r"\bkom\b", "came"), (r"\bkommer\b", "is coming"), (r"\btrenger\b", "needs"), (r"\bventer\b", "is waiting"),
    (r"\bvet\b", "know"), (r"\btror\b", "think"), (r"\b(" + "|".join(_PAST) + r")\b", lambda m: _said(_PAST_SAID, m.group(1))), (r"\bfant\b", "found"), (r"\bvar\b", "was"), (r"\bsier\b", "says"), (r"\bsa\b(?=\s+(?:at|that))", "said"),
    (r"\b(skal|vil|må|kan)\s+" + _VERB, lambda m: f"{_MODAL[_key(m.group(1))]} {_verb(m)}"), (r"\b" + _VERB, _verb),
    (r"\bhar\b", "has"), (r"\bskal\b", "will"), (r"\bvil\b", "wants"), (r"\bmå\b", "must"), (r"\bkan\b", "can"),
    (r"\bjeg\s+er\b", "I am"), (r"\b(vi|de|dere)\s+er\b", lambda m: f"{_ME[m.group(1).lower()]} are"), (r"(?<=[a-z]s\s)er\b", "are"), (r"\ber\b", "is"),
    (r"\bog\b", "and"), (r"\beller\b", "or"), (r"\bmen\b", "but"), (r"\bom\b", "about"), (r"\bmed\b", "with"), (r"\bfra\b", "from"),
    (r"\bpå\b", "on"), (r"\btil\b", "to"), (r"\bav\b", "of"), (r"(?-i:\bi\b)(?=\s)", "in"), (r"\bned\b", "down"),
    (r"\bjeg\b", "I"), (r"\bmeg\b", "me"), (r"\bvi\b", "we"), (r"\boss\b", "us"), (r"\bdere\b", "you"), (r"\bhun\b", "she"),
    (r"\bhan\b", "he"), (r"\bhenne\b", "her"), (r"\bham\b", "him"), (r"\bdem\b", "them"), (r"\bvår\b|\bvårt\b|\bvåre\b", "our"),
    (r"\bmin\b|\bmitt\b|\bmine\b", "my"), (r"\b(?:den|det)\b(?=\s*[.,?!]|\s*$)", "it"), (r"\b(?:den|det)\b", "the"),
    (r"\b(?:en|et|ei)\b(?=\s+(?:from|to|on|with|in|of|for|at)\b|\s*[.,?!]|\s*$)", "one"), (r"\b(?:en|et|ei)\b(?=\s)", "a"), (r"\bas\s+a\s+(?=(?:new\s+)?contact)", "as a "),
]


def _moved(m: re.Match[str]) -> str:
    """ "til" before a day: "to" after a move ("flytt møtet til fredag"), "for" otherwise ("booking til fredag")."""
    return "to" if re.search(r"(?i)\b(?:flytt|endre|bytt|utsett|move|change)", m.string[:m.start()]) else "for"


def _said(words: dict[str, str], word: str) -> str:
    """``word`` as ``words`` says it, however its letters were typed: "kjopte" → bought."""
    return {_key(k): v for k, v in words.items()}[_key(word)]


def _day(word: str) -> str:
    """A day as _DAYS writes it: "lordag", "loerdag" → lørdag."""
    return {_key(d): d for d in _DAYS}[_key(word)]


def _month(word: str) -> str:
    """A month as _MONTHS writes it: "des." → desember."""
    return next(m for m in _MONTHS if m.startswith(word.lower().rstrip(".")[:3]))


_PHRASES = phrasebook.respelled(_PHRASES_SAID, _LETTERS)  # "å", "ø", "æ" matched as typed or written out ("på": pa, paa)


_TO_DO = re.compile("(?i)(?<![\\w'])(?:å|aa|a)\\s+(?:" + phrasebook.spelled("|".join(v for v in _VERBS if len(v) > 3), _LETTERS) + r")\b")


def norwegian(text: str) -> bool:
    """Whether ``text`` is Norwegian: two words only Norwegian has ("å" before a verb one of them), one with a word it
    shares with Danish, or two shared words with "på" typed "pa"."""
    words = {_fold(w) for w in re.findall(r"[\w'’-]+", text)}
    own = len(words & _OWN) + bool(_TO_DO.search(text))  # "å" before a verb ("å ringe"): Danish says "at"
    shared = len(words & _SHARED)
    return own >= 2 or own >= 1 and shared >= 1 or shared >= 2 and "pa" in words


def english(text: str) -> str:
    """``text`` with its Norwegian read as English when it is Norwegian; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if norwegian(text) else text
