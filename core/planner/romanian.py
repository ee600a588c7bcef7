"""Romanian in a request (as typed by a Romanian cleaning company in Leicester, mostly without its diacritics and with
English mixed in) read as English before it is planned: "cine lucreaza joi?" (who is working thursday?), "ce am saptamana
viitoare?" (what do I have next week?), "trimite-i un mail lui Sarah Whitmore ca maine venim la 10" (send an email to Sarah
Whitmore that tomorrow we come at 10), "aminteste-mi marti sa comand saci" (remind me tuesday to order bags), "pune-mi
contabilul in calendar, miercuri 2 dec la 11" (put the accountant in my calendar, wednesday 2 December at 11), "doamna patel
a platit azi, pune-o ca platit" (Mrs patel paid today, mark her paid), "muta intalnirea de joi pe vineri" (move the meeting
from thursday to friday), "scoate-l pe Tom din clienti" (take Tom off the clients), "pune raspuns automat la mail de pe 19
dec pana pe 3 ian" (put the auto reply on my email from 19 December to 3 January).

Only a request with at least two words only Romanian has is read so (Romanian shares many words with Italian and Spanish:
"si", "la", "ora", "clienti", "ieri" are none of its own); its diacritics (ă â î ș ț) are read as typed without them
("mâine": maine). A date said "2 dec", "19 decembrie" is that day of that month; "22 ore la 11.50" is a rate, no time.
Names, numbers, the things bought as typed ("benzina", "detergenti") and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("ăâîșțşţĂÂÎȘȚŞŢ", "aaiststAAISTST")


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Mâine" → maine, "săptămâna" → saptamana."""
    return word.lower().translate(_PLAIN)


# Words only Romanian has, written without diacritics (no English, Italian, Spanish, Portuguese, French or other stored
# language's word is spelled so): two of them make a request Romanian
_OWN = frozenset("""cine lucreaza vreau vrea vrem programul trimite-i trimite-l trimite-le scrie-i scrie-le maine poimaine astazi venim
    scuze schimbare schimbarea datoreaza facturi facturile neplatite neplatit neplatita platit platita
    platite pune-mi pune-o pune-l pune-le contabilul contabila miercuri joi vineri sambata duminica doamna doamnei
    domnul plec acasa ianuarie martie aprilie iunie iulie septembrie octombrie noiembrie decembrie raspuns revin sune
    suna-l suna-o bolnav bolnava poate da-i da-mi jobul saptamana saptamanii viitoare trecuta intalniri intalnirea
    intalnire intalnirile aminteste-mi aminteste saci s-au s-a terminat cate cati facut trebe trebuie instalatorul muta
    mutat aceeasi multumesc mersi pisica noteaza noteaza-ti undeva codul cheia ghiveciul stanga usii salveaza contactul
    scoate-l scoate-o scoate clientii clientul contractul semnat scanat l-am acum gasesc nicaieri cheltuieli
    cheltuielile sheetul cand ceva cineva sterge sterge-l sterge-o anuleaza adauga arata-mi spune-mi cauta gaseste
    deschide sedinta sedinte banii pretul dupa inainte imi iti noastra nostru sunt doar astept nimeni nimic niciun
    nicio trebuia vreo mailul emailul calendarul numarul telefonul lucrat lucreaza-mi dimineata diseara deseara lunii
    cat-i comanda-mi comand platesc sa-l sa-i sa-mi cumpar dinauntru dormitoare cuptorul geamurile agentia unde
    azi luni marti lunea martea miercurea joia vinerea ciorna despre curatenie curatenia curatenii pentru fa-mi noua preturile fisierul
    incasat rezervare rezervarea partajeaza salveaza-l salveaza-o contacte marcheaza dupa-amiaza""".split())

_DAYS = {"luni": "monday", "marti": "tuesday", "miercuri": "wednesday", "joi": "thursday", "vineri": "friday",
         "sambata": "saturday", "duminica": "sunday"}
# A weekday, also with its article ("lunea", "martea viitoare", "vinerea trecuta")
_DAY = r"(?P<day>luni|lunea|marti|martea|miercuri|miercurea|joi|joia|vineri|vinerea|sambata|duminica)"
_MONTHS = dict(zip("ian feb mar apr mai iun iul aug sep oct noi dec".split(), phrasebook.MONTH_NAMES, strict=True))
# A month in full or short: "ianuarie", "ian", "ian.", "noiembrie", "nov", "dec"
_MONTH = (r"(?P<month>ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie|"
          r"ian|feb|mar|apr|iun|iul|aug|sept?|oct|nov|noi|dec)")
_NAME = r"(?P<who>(?:(?:Mr|Mrs|dr|Dr)\.?\s+)?[A-Za-z][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
# Verbs said after "sa" (to) or "trebuie sa" (have to): "sa comand saci" (to order bags), "sa sune pe Vasile" (to call Vasile)
_VERBS = {"comand": "order", "comanda": "order", "sun": "call", "sune": "call", "trimit": "send", "platesc": "pay",
          "cumpar": "buy", "iau": "pick up", "verific": "check", "scriu": "write", "duc": "take", "vad": "see",
          "schimb": "change", "anulez": "cancel", "fac": "do", "dau": "give", "vorbesc": "talk", "rezerv": "book"}
_VERB = "(?P<verb>" + "|".join(_VERBS) + ")"
# Nouns with their article on the end: "contabilul" (the accountant), "facturile" (the invoices)
_NOUNS = {"contabilul": "the accountant", "contabil": "accountant", "contabila": "the accountant", "instalatorul": "the plumber",
          "instalator": "plumber", "electricianul": "the electrician", "clientul": "the client", "clienta": "the client",
          "clientii": "the clients", "clienti": "clients", "client": "client", "facturi": "invoices", "facturile": "the invoices",
          "factura": "the invoice", "programul": "the schedule", "program": "schedule", "calendarul": "the calendar",
          "intalnirea": "the meeting", "intalnire": "meeting", "intalniri": "meetings", "intalnirile": "the meetings",
          "sedinta": "the meeting", "mailul": "the email", "emailul": "the email", "contractul": "the contract",
          "contract": "contract", "jobul": "the job", "joburile": "the jobs", "joburi": "jobs", "banii": "the money",
          "bani": "money", "pretul": "the price", "pret": "price", "oferta": "a quote", "lista": "the list",
          "fisierul": "the file", "fisier": "file", "dosarul": "the folder", "contactul": "the contact", "contacte": "contacts",
          "telefonul": "the phone", "numarul": "the number", "tabelul": "the sheet", "sheetul": "the sheet",
          "cheltuieli": "expenses", "cheltuielile": "the expenses", "casa": "house", "case": "houses", "cheia": "the key",
          "codul": "the code", "alarma": "the alarm", "ghiveciul": "the flower pot", "usii": "of the door", "usa": "the door", "poarta": "the gate",
          "pisica": "a cat", "caine": "a dog", "saci": "bags", "aspiratoarele": "the hoovers", "aspiratorul": "the hoover",
          "agentia": "the agency", "cuptorul": "the oven", "geamurile": "the windows", "dormitoare": "bedrooms",
          "fetele": "the girls", "echipa": "the team", "curatenie": "clean", "curatenia": "the clean", "plata": "payment",
          "laptop": "laptop", "laptopul": "the laptop", "ore": "hours", "ora": "hour", "urgente": "urgent matters",
          "masina": "the car", "cheile": "the keys", "notita": "note", "notite": "notes", "sarcini": "tasks", "comanda": "order", "comenzi": "orders", "comenzile": "the orders",
          "rezervare": "booking", "rezervarea": "the booking", "rezervari": "bookings", "curatenii": "cleans",
          "preturile": "the prices", "preturi": "prices", "vecina": "the neighbour", "vecinul": "the neighbour",
          "banca": "the bank", "sedinte": "meetings"}

_SMALL = {"si": "and", "sau": "or", "cu": "with", "fara": "without", "pentru": "for", "pt": "for", "din": "from", "ca": "that",
          "nu": "not", "e": "is", "este": "is", "sunt": "are", "acum": "now", "inca": "still", "deja": "already", "doar": "only",
          "undeva": "somewhere", "nicaieri": "anywhere", "ceva": "something", "cineva": "someone", "foarte": "very",
          "multe": "many", "mult": "much", "nou": "new", "noua": "new", "toate": "all", "toti": "all", "tot": "all",
          "sub": "under", "pe": "on", "un": "a", "o": "a", "eu": "I", "noi": "we", "ei": "they", "ea": "she", "el": "he",
          "meu": "my", "mea": "my", "nostru": "our", "noastra": "our", "are": "has", "semnat": "signed", "bolnav": "sick",
          "bolnava": "sick", "fix": "fixed", "vrea": "wants", "vreau": "I want", "cred": "I think", "au": "they have",
          "unde": "where", "cand": "when", "cine": "who", "ce": "what", "sa": "to", "de": "of", "in": "in", "la": "at",
          "inclusiv": "including", "include": "including", "dinauntru": "inside", "semnata": "signed", "neplatite": "unpaid",
          "neplatit": "unpaid", "neplatita": "unpaid", "platit": "paid", "platita": "paid", "platite": "paid",
          "despre": "about", "vin": "I'll come", "gata": "ready"}


def _noun(m: re.Match) -> str:
    """A small Romanian word as English when known: "contabilul" → the accountant, "si" → and."""
    word = m.group(0)
    plain = _plain(word)
    return _NOUNS.get(plain) or _SMALL.get(plain) or word


def _day(m: re.Match) -> str:
    """A weekday with or without its article as English: "joi", "joia" → thursday, "martea" → tuesday."""
    day = _plain(m.group("day"))
    return next(said for word, said in _DAYS.items() if day.startswith(word[:3]))


def _month(m: re.Match) -> str:
    return _MONTHS[_plain(m.group("month"))[:3].replace("nov", "noi")]


def _verb(m: re.Match) -> str:
    return _VERBS[_plain(m.group("verb"))]


_ADJ = {"neplatit": "unpaid", "platit": "paid", "semnat": "signed", "nou": "new", "noi": "new", "fix": "fixed", "vechi": "old"}


def _adj(m: re.Match) -> str:
    """A noun and its adjective the English way round: "facturi neplatite" → unpaid invoices, "contractul semnat" → the
    signed contract."""
    noun = _NOUNS.get(_plain(m.group(1)))
    if not noun:
        return m.group(0)
    adj = _ADJ[re.sub(r"(?<=t)[ae]$|(?<=no)ua$", lambda e: "u" if e.group(0) == "ua" else "", _plain(m.group(2)))]
    article, _, bare = noun.rpartition(" ")
    return f"{article} {adj} {bare}".strip()


_DONE = {"scanat": "scanned", "trimis": "sent", "pus": "put", "salvat": "saved", "sters": "deleted", "platit": "paid"}


def _her(name: str) -> str:
    """A woman's name said to her (dative) as itself: "Mariei" → Maria, "Andreei" → Andreea."""
    return name[:-1] + "a" if name.endswith("eei") else name[:-2] + "a"


def _noun_of(word: str) -> str:
    """A noun as English: "jobul" → the job, "ore" → hours, one unknown as typed."""
    return _NOUNS.get(_plain(word), word)


_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "buna", "salut", "te rog", "multumesc", "mersi"
    (r"^\s*(?:buna(?:\s+ziua)?|salut|hei)\s*[,!]?\s*", ""),
    (r"[,.\s]*\b(?:te\s+rog|va\s+rog|multumesc(?:\s+frumos)?|mersi|ms)\b[.!]?", " "),
    (r"\b(?:doamna|doamnei|dna\.?)\s+", "Mrs "), (r"\b(?:domnul|domnului|dl\.?)\s+", "Mr "),
    # dates and times: "de pe 19 dec pana pe 3 ian", "miercuri 2 dec la 11", "pe 4 ianuarie", "la ora 10", "de joi pe vineri"
    (r"\b(\d{1,2})\s+" + _MONTH + r"(?![\w-])", lambda m: f"{m.group(1)} {_month(m)}"), phrasebook.DAY_MONTH,
    (r"\b(?:de\s+)?(?:pe|la|din)\s+(\d{1,2}\s+(?-i:[A-Z])\w+)\s+(?:pana|pana\s+pe|pana\s+la|-)\s+(?:pe\s+|la\s+|in\s+)?(?=\d{1,2}\s+(?-i:[A-Z]))",
     r"from \1 to "),
    (r"\bpe\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "on "), (r"\bpana\s+(?:pe|la|in)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "until "),
    (r"\bde\s+(?:la\s+)?(\d{1,2}(?::\d\d)?)\s+(?:pana\s+la|la)\s+(\d{1,2}(?::\d\d)?)\b(?!\.\d)", r"from \1 to \2"),
    (r"\b(?:la|pe)\s+(\d{1,2}(?::\d\d)?)\s+nu\s+la\s+(\d{1,2}(?::\d\d)?)\b(?!\.\d)", r"at \1 instead of \2"),  # "la 10 nu la 9"
    (r"\b(?:la\s+)?ora\s+(?=\d)", "at "), (r"\bla\s+(?=\d{1,2}(?::\d\d)?\b(?![.,]\d|\s*(?:ore|lei|£|%|lire)))", "at "),
    (r"\b(?:de\s+la|de|din)\s+" + _DAY + r"\s+(?:pe|la|in)\s+(?P<to>luni|marti|miercuri|joi|vineri|sambata|duminica)\b",
     lambda m: f"from {_day(m)} to {_DAYS[_plain(m.group('to'))]}"),
    (r"\b" + _DAY + r"\s+viitoare\b", lambda m: "next " + _day(m)), (r"\b" + _DAY + r"\s+trecuta\b", lambda m: "last " + _day(m)),
    (r"\bpe\s+" + _DAY + r"\b", lambda m: "to " + _day(m)), (r"\b(?:de|din)\s+" + _DAY + r"\b", lambda m: "on " + _day(m)),
    (r"\b" + _DAY + r"\b", _day), (r"\b" + _MONTH + r"\b(?!-)", lambda m: _month(m) if len(m.group(0)) > 3 else m.group(0)),
    (r"\bin\s+(?=January|February|March|April|June|July|August|September|October|November|December)", "in "),
    (r"\b(?:azi|astazi)\s+dupa-?\s*(?:amiaza|masa)\b", "this afternoon"), (r"\bmaine\s+dupa-?\s*(?:amiaza|masa)\b", "tomorrow afternoon"),
    (r"\b(?:azi|astazi)\s+dimineata\b", "this morning"), (r"\bdupa-?\s*(?:amiaza|masa)\b", "in the afternoon"),
    (r"\bpe\s+(?=(?:saptamana|sapt|luna)\s+(?:viitoare|asta|aceasta|trecuta)|maine\b)", "for "),
    (r"\bmaine\s+dimineata\b", "tomorrow morning"), (r"\bmaine\s+seara\b", "tomorrow evening"), (r"\bpoimaine\b", "the day after tomorrow"),
    (r"\bmaine\b", "tomorrow"), (r"\b(?:azi|astazi)\b", "today"), (r"\bieri\b", "yesterday"), (r"\b(?:diseara|deseara)\b", "tonight"),
    (r"\b(?:saptamana|sapt)\s+(?:viitoare|urmatoare)\b", "next week"), (r"\b(?:saptamana|sapt)\s+trecuta\b", "last week"),
    (r"\b(?:saptamana|sapt)\s+(?:asta|aceasta)\b", "this week"), (r"\bluna\s+(?:viitoare|urmatoare)\b", "next month"),
    (r"\bluna\s+trecuta\b", "last month"), (r"\bluna\s+(?:asta|aceasta)\b", "this month"), (r"\baceeasi\s+ora\b", "same time"),
    (r"\b(\d+)\s+ore\s+la\s+(\d+[.,]\d\d)\b", r"\1 hours at \2 an hour"), (r"\ba\s+facut\s+(?=\d)", "did "),
    (r"\bpe\s+ora\b", "an hour"), (r"\b(\d{1,2}(?::\d\d)?)\s+dimineata\b", r"\1am"),
    (r"\b(\d{1,2}(?::\d\d)?)\s+(?:dupa-?\s*(?:amiaza|masa)|seara)\b", r"\1pm"),
    (r"\bdimineata\b", "in the morning"),
    # questions: "cine lucreaza", "la ce clienti", "ce am", "cat ne mai datoreaza X", "cate ore a facut X", "unde am pus"
    (r"\bcine\s+(?:lucreaza|munceste)\b", "who is working"), (r"\bla\s+ce\s+(\w+)", r"at which \1"),
    (r"\bcine\s+(?:(?:imi|ne)\s+)?(?:mai\s+)?datoreaza\b", "who owes me"), (r"\bcine\s+nu\s+a\s+platit(\s+inca)?\b", lambda m: "who hasn't paid" + (" yet" if m.group(1) else "")),
    (r"\bcat\s+(?:imi|ne)\s+mai\s+datoreaza\b", "how much do they still owe us"),
    (r"\bcat\s+(?:imi|ne)\s+datoreaza\b", "how much do they owe us"),
    (r"\bcate\s+(\w+)\s+a\s+(?:facut|lucrat)\s+" + _NAME, lambda m: f"how many {_noun_of(m.group(1))} did {m.group('who')} do"),
    (r"\bcat\s+sa\s+cer(?:\s+(?:la|pentru|pt))?\b", "how much should I charge for"), (r"\bcat\s+ii\s+dau\b", "how much do I pay her"),
    (r"\bcat\s+costa\b", "how much is"), (r"\bcat\s+(?:am|ai|au|a)\s+(?:incasat|castigat)\b", "how much did I take"),
    (r"(?:^|(?<=[.?!]\s))\s*a\s+platit\s+" + _NAME, r"has \g<who> paid"), (r"\bcat(?:i)?\s+bani\b", "how much money"), (r"\bcat\b", "how much"),
    (r"\bcate\b|\bcati\b", "how many"),
    (r"(?:^|(?<=[.?!]\s))\s*ce\s+am\b", "what do I have"), (r"(?:^|(?<=[.?!]\s))\s*ce\s+avem\b", "what do we have"),
    (r"(?:^|(?<=[.?!]\s))\s*am\s+multe\b", "do I have many"), (r"(?:^|(?<=[.?!]\s))\s*am\s+ceva\b", "do I have anything"),
    (r"\bunde\s+am\s+pus\b", "where did I put"), (r"\bunde\s+(?:e|este|sunt)\b", "where is"),
    (r"\bcand\s+vine\s+(\w+)", lambda m: f"when is {_noun_of(m.group(1))} coming"), (r"\bcare\s+e\b", "what's"),
    (r"\b(?:care\s+e\s+|da-mi\s+|spune-mi\s+)?(?:nr|numarul|telefonul)(?:\s+de\s+telefon)?\s+(?:al\s+|a\s+)?(?:lui|de\s+la)\s+",
     "what's the number of "),
    (r"\bnu-l\s+gasesc\b|\bnu-o\s+gasesc\b|\bn-o\s+gasesc\b", "I can't find it"), (r"\bnu\s+gasesc\b", "I can't find"),
    (r"\bl-am\s+(\w+at)\b", lambda m: "I " + _DONE.get(_plain(m.group(1)), m.group(1)) + " it"),
    (r"\bs-a\s+mutat(?:\s+(?:la|in))?\b", "they've moved to"), (r"\bs-au\s+terminat\b", "they ran out"), (r"\bs-a\s+terminat\b", "it ran out"),
    # what is said to be done: "trimite-i un mail lui X ca …", "aminteste-mi … sa …", "pune-mi X in calendar", "muta", "sterge"
    (r"\b(?:trimite-i|trimite|scrie-i|scrie)\s+(?:un\s+)?(?:e-?mail|mail|mesaj)\s+(?:lui|la|catre)\s+" + _NAME + r"\s+(?:ca|sa)\b",
     r"send an email to \g<who> that"),
    (r"\b(?:trimite-i|trimite|scrie-i|scrie)\s+(?:un\s+)?(?:e-?mail|mail|mesaj)\s+(?:lui|la|catre)\s+", "send an email to "),
    (r"\b(?:trimite-i|trimite|scrie-i|scrie)\s+(?:lui\s+" + _NAME + r"|(?P<her>(?-i:[A-Z])\w+ei))\s+(?:un\s+)?(?:e-?mail|mail|mesaj)(?:\s+(ca|sa))?\b",
     lambda m: f"send an email to {m.group('who') or _her(m.group('her'))}" + (" that" if m.group(3) else "")),
    (r"\b(?:fa|scrie)(?:-mi)?\s+(?:un\s+|o\s+)?(?:draft|ciorna)\s+(?:pentru|pt|catre|lui)\s+", "write a draft email to "),
    (r"\b(?:aminteste-mi|adu-mi\s+aminte)\b", "remind me"), (r"\b(?:trebe|trebuie)\s+sa\s+(?:ii|le)\s+fac\s+plata\b", "I have to pay her"),
    (r"\btrebe\s+sa\b|\btrebuie\s+sa\b", "I have to"),
    (r"\bsa\s+sune\s+pe\b", "to call"),
    (r"\bsa\s+sun\s+la\b", "to call"), (r"\bsa(?:-l|-o)?\s+" + _VERB + r"\b", lambda m: "to " + _verb(m)),
    (r"\bpune-mi\s+in\s+calendar(?:ul)?\b", "put in my calendar"), (r"\bpune-mi\s+(.{1,40}?)\s+in\s+calendar\b", r"put \1 in my calendar"),
    (r"\bpune-mi\b", "put"), (r"\bin\s+calendar(?:ul)?\b", "in the calendar"),
    (r"\bpune(?:-mi)?\s+(?:un\s+)?raspuns(?:ul)?\s+automat\s+(?:la|pe)\s+(?:e-?mail|mail)\b", "put the auto reply on my email"),
    (r"\braspuns(?:ul)?\s+automat\b", "auto reply"),
    (r"\b(?:pune|marcheaza)-(o|l|le)\s+(?:ca\s+)?platit[ae]?\b",
     lambda m: "mark " + {"o": "her", "l": "him", "le": "them"}[m.group(1).lower()] + " paid"),
    (r"\b(?:pune|marcheaza)\s+(?:ca\s+)?platit[ae]?\b", "mark it paid"), (r"\ba(?:u)?\s+platit\b", "paid"),
    (r"\bda-i\s+(\w+)\s+lui\s+", lambda m: f"give {_noun_of(m.group(1)).replace('the ', 'his ')} to "),
    (r"\bmuta\s+(\w+)\s+cu\s+cei\s+de\s+la\b", lambda m: f"move {_noun_of(m.group(1))} with"),
    (r"\bmuta\b", "move"), (r"\bcei\s+de\s+la\b", "the people from"),
    (r"\bclient(?:a)?\s+no(?:u|ua)\b", "new client"), (r"\bnoteaza(?:-ti)?(?:\s+undeva)?\s*:", "make a note:"),
    (r"\bnoteaza(?:-ti)?\b", "make a note"), (r"\bsalveaza\s+contactul\b", "save the contact"),
    (r"\bsalveaza(?:-l|-o)?\s+(?:in|la)\s+contacte(?:\s+pe)?\b", "save new contact"),
    (r"\b(?:partajeaza|imparte)\s+(.{1,50}?)\s+cu\b", r"share \1 with"), (r"\bmarcheaza\s+(.{1,40}?)\s+ca\s+platit[ae]?\b", r"mark \1 paid"),
    (r"\b(curatenia|jobul|lucrarea)\s+de\s+la\s+(?=(?-i:[A-Z]))", r"\1 at "), (r"\bpe\s+(laptop|calculator|desktop|telefon)\b", r"on the \1"),
    (r"\b(\w+)\s+lui\s+" + _NAME, lambda m: f"{m.group('who')}'s {_noun_of(m.group(1)).removeprefix('the ')}" if _plain(m.group(1)) in _NOUNS else m.group(0)),
    (r"\b(?:scoate|sterge)-(?:l|o|i)\s+pe\s+" + _NAME + r"\s+din\s+(?:lista\s+de\s+)?", r"take \g<who> off the "),
    (r"\bbaga\s+in\s+(\w+?)(?:ul)?\s+de\s+(\w+)\s*:", lambda m: f"add to the {_noun_of(m.group(2))} {_noun_of(m.group(1))}:"),
    (r"\b(\w+?)(?:ul)?\s+de\s+cheltuieli\b", lambda m: f"the expenses {m.group(1)}"),
    (r"\bnu\s+poate\b", "can't make it"), (r"\bpoate\b", "can"), (r"\bvenim\b", "we come"), (r"\b(?:plec|merg)\s+acasa(?:\s+in)?\b", "I'm going home to"),
    (r"\brevin\b", "I'm back"), (r"\bscuze\b", "sorry"), (r"\bschimbare(?:a)?\b", "the change"),
    (r"\bsterge\b", "delete"), (r"\banuleaza\b", "cancel"), (r"\badauga\b", "add"), (r"\bcauta\b", "find"),
    (r"\bgaseste\b", "find"), (r"\bdeschide\b", "open"), (r"\barata-mi\b", "show me"), (r"\bspune-mi\b", "tell me"),
    (r"\bbaga\b", "add"), (r"\bpune\b", "put"), (r"\btrimite\b", "send"), (r"\bvreau\s+sa\s+vad\b", "I want to see"),
    (r"\bcred\s+ca\b", "I think"), (r"\b(?:un|o)\s+(?=[aeiou])", "an "),
    (r"\b(\w+)\s+de\s+la\s+(alarma|usa|poarta)\b", lambda m: f"the {_noun_of(m.group(2))[4:]} {_noun_of(m.group(1))[4:]}"),  # "codul de la alarma": the alarm code
    (r"\bde\s+la\b", "from"), (r"\bdin\s+stanga\b", "on the left"), (r"\bdin\s+dreapta\b", "on the right"),
    (r"\bpe\s+dinauntru\b", "inside"), (r"\bcu\s+(\d+)\s+dormitoare\b", r"with \1 bedrooms"), (r"\blui\b", "to"),
    (r"\b(\w+)\s+(neplatit[ae]?|platit[ae]?|semnat[ae]?|nou|noua|noi|fix|vechi)\b", _adj), (r"\binclude\s+si\b", "including"),
    # the rest, word by word: nouns with their article ("contabilul": the accountant) and small words ("si": and)
    (r"(?<![\w./@-])(?-i:[a-z]+)\b(?![./@_-]\w)", _noun),
]

_PHRASES = [("(?i)" + p, s) for p, s in _SAID]


# Sayings only Romanian has, each counted as one of its words: "client nou" (new client), "£15 pe ora" (an hour), "nu poate"
# (can't make it), "te rog" (please), "nr lui Dorin" (Dorin's number), "din lista" (off the list), "sterge-o pe Ana" (delete
# Ana), "a platit" (has paid), "ce am" (what do I have)
_OWN_SAID = re.compile(r"(?i)\bclient(?:a)?\s+no(?:u|ua)\b|\bpe\s+ora\b|\bnu\s+poate\b|\b(?:te|va)\s+rog\b|"
                       r"\b(?:nr|numarul|telefonul)\s+(?:lui|de\s+la)\b|\bdin\s+lista\b|\b\w+-(?:l|o)\s+pe\b|\b(?:a|au)\s+platit\b|\be\s+gata\b|"
                       r"^\s*ce\s+(?:am|avem)\b")


def romanian(text: str) -> bool:
    """Whether ``text`` has two words only Romanian has (a saying only Romanian has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Romanian read as English when it is Romanian; unchanged otherwise."""
    return phrasebook.read(text.translate(_PLAIN), _PHRASES) if romanian(text) else text
