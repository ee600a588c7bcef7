"""The words Bulgarian is read by, as data for ``bulgarian``: the words and sayings only Bulgarian has, and the days,
months, goods, verbs, nouns, small words and short names with what each says in English."""

from __future__ import annotations

from core.planner import phrasebook

# Words only Bulgarian has, folded (no English word, nor one of another stored language: "petak", "ima", "imam", "nema",
# "samo", "moje", "kola", "kod", "bolen", "gotova", "mesec", "mnogo", "telefona" are Croatian, Slovak or other; "kolko"
# Slovak; "dnes", "dneska" Czech; "koi" Hindi; "dekemvri", "noemvri" Greek; "kam" Arabizi; "faila" Lithuanian; "prati",
# "napravi", "proveri" Croatian or Serbian): two make a request Bulgarian
OWN = frozenset("""utre sutrinta sutrin snoshti vchera vecherta sledobed veche oshte natatak natatuk sedmitsa sedmitsata
    sledvashtata sledvashtiya sledvashtiyat minalata minaliya tazi tozi tova mesets mesetsa ponedelnik vtornik sryada sriada
    chetvartak chetvurtuk chetvyrtyk sabota nedelya yanuari fevruari yuni septemvri oktomvri otkaji otmeni iztrii iztriy
    mahni premahni dobavi izprati pratya pratish napishi napisha napomni premesti smeni promeni sloji spodeli zapishi
    zapisha pokaji nameri potarsi potursi otvori zapazi kaji kajesh kaja obadi obadish obadya pogledni pogledna prashtai
    prashtay iskam iskame mojesh mojete moga mojem shte neshto neshta nyama nyamat nyamam nyamame vsichki vsichko
    vsichkite imame imash kakvo kakva kude zashto zashtoto sashtiya sashtiyat sushtiya pochina pochinal pochinala
    dashterya dashteryata sinat agentsiyata agenciyata saboleznovaniya speshni speshno angliiski angliyski balgarski
    chasa chasat chasovete vijda zakusnee zakasnee zakusneya zakasneya spryah spryahme molya blagodarya imeto priet prieta
    visitite visitata otgovori sazdai sazday klientite belejka belejkata rabotila rabotil nomera imeila papkata sreshta
    sreshtata chernova obache kogato dokato mejdu predi tochno tryabva porachka porachki porachkata porachkite poracham
    porachah idva idvat doyde doydat dokara dokarat tsenorazpis tsenorazpisa snimkata snimkite retseptata shofyor shofyora
    proverkata burkana kashona otvaryame slojih imeyl imeyla tsenorazpisat""".split())
# Words counted in Cyrillic letters only ("petak", "kolko", "plati", "etiketa" are Croatian or Slovak in Latin ones; the
# goods English says too)
CYRILLIC_OWN = frozenset("""petak kolko koi koy dnes ima imam imat prati plati napravi proveri samo moje kola kod nema mesec
    mnogo telefona otkaza vzeme vmesto zatvoreni etiketa pravi kak kade sme novia noviya novata kozunak kozunaka kozunatsi
    kozunatsite banitsa banitsata banitsi tikvenik tikvenika lyutenitsa lyutenitsata pogacha pogachata sirene sireneto
    brashno kori tavi yaytsa che gotov gotova gotovo gotovi platil platila platili""".split())

# The letters typed more than one way, as the patterns write them: "ъ" a, u or y; "ж" zh or j; "й" i or y; "я" ya or e (a
# after "i": "novia"); "ц" ts or c
LETTERS = {"ъ": "[auy]", "ж": "(?:zh|j)", "й": "[iy]", "я": "(?:ya|ia|e|(?<=i)a)", "ц": "(?:ts|c)"}

DAYS = {"ponedelnik": "monday", "vtornik": "tuesday", "sryada": "wednesday", "sreda": "wednesday", "chetvъrtъk": "thursday",
        "petъk": "friday", "sъbota": "saturday", "nedelя": "sunday"}
MONTHS = dict(zip("yanuari fevruari mart april maй yuni yuli avgust septemvri oktomvri noemvri dekemvri".split(),
                  phrasebook.MONTH_NAMES, strict=True))
# The bakery's goods by their stems, as English says them (one, many), with the endings of their gender: "kozunak", "kozunaka"
# (the), "kozunatsi" (many), "kozunatsite"; "banitsa", "banitsata", "banitsi", "banitsite"; "sirene", "sireneto"
GOODS = {"kozuna": ("kozunak", "kozunaks", "m"), "tikveni": ("tikvenik", "tikveniks", "m"), "baniц": ("banitsa", "banitsas", "f"),
         "lyuteniц": ("lyutenitsa", "lyutenitsa", "f"), "pogach": ("pogacha", "pogachas", "f"), "kifl": ("kifla", "kifli", "f"),
         "siren": ("cheese", "cheese", "n"), "brashn": ("flour", "flour", "n"), "yaйц": ("eggs", "eggs", "n")}
FORMS = {"m": "(?:k|ka|kat|цi|цite)", "f": "(?:a|ata|i|ite)", "n": "(?:e|eto|o|oto|a|ata)"}

# Verbs said to the assistant, each as English: "otkazhi" cancel, "iztrii" delete, "sloji" put, "dobavi" add
DO = {"otkaжi": "cancel", "otmeni": "cancel", "iztriй": "delete", "mahni": "remove", "premahni": "remove", "dobavi": "add",
      "sloжi": "put", "izprati": "send", "prati": "send", "napishi": "write", "premesti": "move", "smeni": "change",
      "promeni": "change", "spodeli": "share", "pokaжi": "show", "nameri": "find", "potъrsi": "search for", "otvori": "open",
      "proveri": "check", "zapazi": "save", "napravi": "make", "sъzdaй": "create", "kaжi": "tell", "daй": "give",
      "otgovori": "reply to", "preprati": "forward", "svali": "download", "kachi": "upload", "potvъrdi": "confirm",
      "plati": "pay", "poruchaй": "order", "zapishi": "write down", "izpratete": "send"}
# Verbs after "da" (to), as the writer says them of herself or another: "da pratya" (to send), "da zapisha Ani" (to sign up)
TO = {"pratya": "send", "pratish": "send", "izpratya": "send", "zapisha": "sign up", "platya": "pay", "porъcham": "order",
      "proverя": "check", "pogledna": "look at", "napisha": "write", "kaжa": "tell", "iztriя": "delete", "dobavя": "add",
      "otkaжa": "cancel", "premestя": "move", "vzema": "pick up", "vidя": "see", "napomnя": "remind", "smenя": "change",
      "obadя": "call", "obadish": "call", "obadi": "call", "dokara(?:t)?": "bring", "doйd(?:e|at)": "come to", "opravя": "edit",
      "vzeme": "pick up"}
# What someone does or did, said of a name or "koi" (who): "Gergana plati" Gergana paid, "koi idva" who is coming
DOES = {"idva": "is coming", "idvat": "are coming", "vzema": "is picking up", "vzemat": "are picking up", "plati(?:l|la|ha)?": "paid",
        "otkaza(?:ha)?": "cancelled", "doйd(?:e|oha)": "came", "dъlжi": "owes", "dъlжat": "owe", "porъcha": "ordered",
        "iska": "wants"}
# Nouns, with their article or without, and words used in the writer's sentences: "chasovete" the hours, "telefona" the
# phone number, "kalendara" the calendar
NOUNS = {"chasovete": "the hours", "chasa": "the time", "chasat": "the time", "chas": "hour", "visitite": "the visits",
         "visitata": "the visit", "visita": "visits", "telefona": "the phone number", "telefon": "phone number",
         "nomera": "the number", "dashterяta": "the daughter", "dashterя": "daughter", "sinat": "the son", "sina": "the son",
         "kalendara": "the calendar", "ofisa": "the office", "agentsiяta": "the agency", "agenciяta": "the agency",
         "kolata": "the car", "kola": "car", "kod": "code", "kluchat": "the key", "saboleznovaniя": "condolences",
         "bolnitsata": "hospital", "lekarstvata": "the meds", "klienta": "the client", "klientite": "the clients",
         "mailat": "the email", "maila": "the email", "pismoto": "the letter", "beleжka": "a note", "beleжkata": "the note",
         "spisaka": "the list", "faila": "the file", "papkata": "the folder", "sreshtata": "the meeting", "sreshta": "a meeting",
         "neshta": "things", "neshto": "something", "pari": "money", "smenata": "the shift", "adres": "address",
         "adresa": "the address", "gotov": "ready", "gotova": "ready", "gotovo": "ready", "gotovi": "ready",
         # the bakery's: "porachkite" the orders, "tsenorazpisa" the price list, "kashona" boxes, "kori" pastry sheets
         "porъchka": "order", "porъchki": "orders", "porъchkata": "the order", "porъchkite": "the orders", "snimka": "photo",
         "snimkata": "the photo", "snimki": "photos", "snimkite": "the photos", "tsenorazpis": "price list", "retsepta": "recipe",
         "tsenorazpis(?:a|ъt)": "the price list", "retseptata": "the recipe", "etiket": "label", "etiketa": "the label",
         "proverka": "inspection", "proverkata": "the inspection", "shofyor": "driver", "shofyora": "the driver", "imeйl": "email",
         "imeйla": "the email", "kashon": "box", "kashona": "boxes", "burkan": "jar", "burkana": "jars", "tava": "tray",
         "tavi": "trays", "kori": "pastry sheets", "klienti": "customers", "dostavka": "delivery", "dostavkata": "the delivery"}
SMALL = {"e": "is", "sa": "are", "i": "and", "ili": "or", "s": "with", "sas": "with", "sъs": "with", "za": "for",
         "ot": "from", "pri": "at", "kъm": "to", "v": "in", "vav": "in", "vъv": "in", "na": "of", "da": "to", "ne": "not",
         "mi": "me", "mu": "him", "che": "that", "ako": "if", "samo": "only", "veche": "already", "sega": "now", "tuk": "here",
         "vsichki": "all", "vsichkite": "all", "vsichko": "everything", "nov": "new", "nova": "new", "novo": "new",
         "novi": "new", "moя": "my", "moяt": "my", "moite": "my", "tozi": "this", "tazi": "this", "tova": "this",
         "oshte": "more", "koй": "who", "kakvo": "what", "kolko": "how many", "koga": "when", "kъde": "where",
         "zashto": "why", "molя": "please", "mersi": "thanks", "dnes": "today", "utre": "tomorrow", "vchera": "yesterday",
         "snoshti": "last night", "sъm": "I am", "bolen": "ill", "bolna": "ill", "speshni": "urgent", "speshno": "urgently",
         "ima": "has", "imat": "have", "imam": "I have", "imame": "we have", "imash": "you have", "rabotila": "worked",
         "rabotil": "worked", "predi": "before", "sled": "after", "obache": "but", "tryabva": "need to", "kak": "how",
         "deto": "that", "koeto": "that", "vmesto": "instead of", "sme": "we are", "noviя": "the new", "novata": "the new",
         "novoto": "the new", "novite": "the new", "zatvoreni": "closed", "otvoreni": "open", "otvarяme": "we open"}

# The short forms Bulgarians call one another by, as the name itself (as "Bill" is William): "Gosho" Georgi, "Pesho" Petar
SHORT_NAMES = {"Gosho": "Georgi", "Pesho": "Petar", "Tosho": "Todor", "Mitko": "Dimitar", "Sasho": "Aleksandar", "Misho": "Mihail",
               "Vasko": "Vasil", "Kiro": "Kiril", "Lyubo": "Lyubomir", "Desi": "Desislava"}

# Nouns a "na" after says whose: "telefona na dashterqta na Edna Collins" the phone number of the daughter of Edna Collins
OF = ("telefona|nomera|adresa|imeto|dashterяta|dashterя|sinat|sina|sъprugata|sъprugat|maйkata|bashtata|semeйstvoto|"
      "chasa|chasat|visits?|visitite|visitata|needs|porъchkata|porъchkite|snimkata|snimkite|retseptata|etiketa|tsenorazpisa|"
      "dostavkata")
# Words said after "kolko" (how many) in their counted form: "37.5 chasa" hours, "kolko visita" how many visits
COUNTED = {"chasa": "hours", "visita": "visits", "dni": "days", "pъti": "times", "sedmitsi": "weeks", "klienta": "clients",
           "porъchki": "orders", "kashona": "boxes", "burkana": "jars", "tavi": "trays", "paketa": "packs"}
UNIT = "(?:kashona|kashon|burkana|burkan|tavi|tava|paketa|paket)"  # said before what they hold: "2 tavi banitsa" 2 trays of banitsa

PART = {"su": "morning", "sl": "afternoon", "ve": "evening"}  # "v petak sutrinta": on friday morning
LATE = {"e": "will", "y": "I will", "i": "I will", "m": "we will"}  # "shte zakusnee" (she will), "zakusneq" (I will)
