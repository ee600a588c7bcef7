"""The word tables the Swedish reader (core.planner.swedish) reads with: the words and sayings only Swedish has,
the weekdays and months, and the verbs, nouns, pronouns and small words of a request with their English."""

import re

from core.planner import phrasebook

# Words only Swedish has, written without "å", "ä", "ö" (no English word, nor one of another stored language: "vem", "dela"
# Portuguese, "mig", "idag" Danish, "maila" Polish, "bort", "flytta", "gjort" Norwegian, "tarta" Spanish, "lange" German, "tack",
# "vad", "var", "har", "kan" and the weekdays are words elsewhere too): two of them make a request Swedish
OWN = frozenset("""hur mycket imorgon imorse ikvall igar inte nasta vecka veckan veckor veckans forra lagg lagga
    bestallning bestallningen bestallningar bestallningarna bestalla bestallt bestallde betalat betalade betalar paminn
    att kvar fran kopte kopt kopa socker sockret elektrikern tandlakaren tandlakare istallet anteckning anteckningen
    anteckningar minska och hittar hitta hittade vill egentligen haller stallt stallde hinner hinna skicka skickade
    skickat kassan kassaboken gardagens gardagen ngt ngn ngra nagot nagon nagra tisdag vilken vilka varfor deras finns
    hamtar hamta hamtas hamtade hamtat ringde avboka avbokat oppna stang radera kolla glom ihag behover tycker veta
    minns kunna maste salja undrar fragar fragade kund kunderna tartor bullar kalendern mejl mejla mejlet mailet listan
    prislista prislistan fakturan kvitto kvittot pengar kronor timme timmar manad manaden dagar morgon kvall ocksa
    redan annu fortfarande flera inget snalla innan mellan kanske honom andra frysen revisorn leverantoren rormokaren
    betald markera imorrn imorn tandlakarn lugnt vanligt engelska svenska aker orkar orka manader agare agaren gullig
    hoppar kyckling nanstans nagonstans nanting nagonting glommer snubbe promenad promenader promenaden hundar hundarna
    stavningen sjukt sjuk assa alltsa bitit sthlm frisorn lakarn kopplet""".split())
# Words only Swedish has when typed with its letters ("för", "är"; "for", "ar" are English words)
OWN_TYPED = frozenset("för är nån nåt också".split())
# A word with an ending only Swedish has, a cake, a bun or a menu with its "the" on the end: "prinsesstartan", "kanelbullar"
OWN_ENDING = re.compile(r"(?i)^\w{3,}(?:tårtan|tartan|tårtor(?:na)?|tartor(?:na)?|kakan|kakor(?:na)?|bullar(?:na)?|menyn)$")
# Sayings only Swedish has, each counted as one of its words: a command first ("maila Hamish", "sätt på", "spara …", "dela X med")
# ("boka in", "ställ in", "vem ska", "samma tid", "vi ses"; "spara X på Y" is "spara" and "på" together, Swedish only)
OWN_SAID = (re.compile(r"(?i)^\s*(?:maila|mejla)\s+(?-i:[A-Z])|^\s*s(?:ä|a)tt\s+p(?:å|a)\b|^\s*spara\s+\w"
                       r"|^\s*dela\s+\S.{0,40}?\s+med\b"),
            re.compile(r"(?i)\bvem\s+(?:ska|har|kan|vill|är|hämtar|kommer)\b|\bboka\s+in\b|\bställ\s+in\b"
                       r"|^\s*(?:kan\s+du\s+)?stall\s+in\b"),
            re.compile(r"(?i)^\s*spara\s+\S.{0,40}?\s+p(?:å|a)\s|\bsamma\s+(?:tid|dag|sak|pris)\b|\bvi\s+ses\b"))

LETTERS = {"å": "(?:å|a)", "ä": "(?:ä|a)", "ö": "(?:ö|o)"}
DAYS = {"måndag": "monday", "tisdag": "tuesday", "onsdag": "wednesday", "torsdag": "thursday", "fredag": "friday",
        "lördag": "saturday", "söndag": "sunday"}
MONTHS = dict(zip("jan feb mar apr maj jun jul aug sep okt nov dec".split(), phrasebook.MONTH_NAMES, strict=True))
# Verbs in their forms (the infinitive and command, the present, the past, the supine) as English
VERBS = {"beställ": "order", "beställa": "order", "köp": "buy", "köpa": "buy", "betala": "pay", "ring": "call", "ringa": "call",
         "skicka": "send", "maila": "email", "mejla": "email", "hämta": "pick up", "boka": "book", "avboka": "cancel",
         "baka": "bake", "fixa": "sort out", "kolla": "check", "kontrollera": "check", "svara": "reply to", "skriva": "write",
         "hitta": "find", "ta": "take", "göra": "do", "markera": "mark", "laga": "fix", "tömma": "empty", "frysa": "freeze",
         "leverera": "deliver", "ändra": "change", "flytta": "move", "dela": "share", "spara": "save", "radera": "delete", "öppna": "open",
         "säga": "say", "säg": "say", "gå ut med": "walk", "gå med": "walk", "gå": "go", "passa": "look after", "träffa": "meet",
         "plugga": "study", "boka in": "book", "påminna": "remind"}
DONE = {"betalat": "paid", "betalt": "paid", "beställt": "ordered", "skickat": "sent", "hämtat": "picked up", "ringt": "called",
        "bokat": "booked", "avbokat": "cancelled", "ställt in": "cancelled", "köpt": "bought", "svarat": "replied", "mejlat": "emailed",
        "mailat": "emailed", "levererat": "delivered", "ändrat": "changed", "flyttat": "moved", "glömt": "forgotten", "sålt": "sold",
        "bakat": "baked", "gjort": "done", "fått": "got", "hittat": "found", "sparat": "saved", "lagt": "put", "tjänat": "made",
        "bitit": "bitten"}
# The past, with its verb for a question ("hur många X sålde vi": how many X did we sell)
PAST = {"köpte": ("bought", "buy"), "betalade": ("paid", "pay"), "hämtade": ("picked up", "pick up"), "beställde": ("ordered", "order"),
        "ringde": ("called", "call"), "skickade": ("sent", "send"), "sålde": ("sold", "sell"), "bakade": ("baked", "bake"),
        "fick": ("got", "get"), "kom": ("came", "come"), "glömde": ("forgot", "forget"), "ställde in": ("cancelled", "cancel"),
        "avbokade": ("cancelled", "cancel"), "sade": ("said", "say"), "frågade": ("asked", "ask"), "lämnade": ("left", "leave"),
        "hittade": ("found", "find"), "tjänade": ("made", "make"), "gjorde": ("did", "do")}
# What is done now, said after "vem" (who is … ing): "vem hämtar" who is picking up, "vem kommer" who is coming
DOING = {"hämtar": "is picking up", "kommer": "is coming", "jobbar": "is working", "betalar": "is paying", "bakar": "is baking",
         "levererar": "is delivering", "beställer": "is ordering", "ringer": "is calling", "fyller": "has a birthday"}
# Nouns of a café as English, with their "the" on the end ("kunden": the customer, "mötet": the meeting)
NOUNS = dict(pair.split(":") for pair in """beställning:order beställningen:the_order beställningar:orders
    beställningarna:the_orders kund:customer kunden:the_customer kunder:customers kunderna:the_customers faktura:invoice
    fakturan:the_invoice fakturor:invoices kvitto:receipt kvittot:the_receipt kvitton:receipts möte:meeting mötet:the_meeting
    möten:meetings kalender:calendar kalendern:the_calendar mejl:email mejlet:the_email mailet:the_email mejlen:the_emails
    lista:list listan:the_list prislista:price_list prislistan:the_price_list anteckning:note anteckningen:the_note
    anteckningar:notes anteckningarna:the_notes dokument:document dokumentet:the_document fil:file filen:the_file
    mapp:folder mappen:the_folder kontakt:contact kontakten:the_contact kontakter:contacts numret:the_number
    telefonnummer:phone_number nummer:number lagret:the_stock kassa:takings kassan:the_takings elektriker:electrician
    elektrikern:the_electrician rörmokare:plumber rörmokaren:the_plumber tandläkare:dentist tandläkaren:the_dentist
    frisör:hairdresser frisören:the_hairdresser läkare:doctor läkaren:the_doctor revisor:accountant revisorn:the_accountant
    leverantör:supplier leverantören:the_supplier leverantörer:suppliers banken:the_bank rabatt:discount frysen:the_freezer
    kylen:the_fridge ugnen:the_oven pund:pounds kort:card kontant:cash kontanter:cash autosvar:auto_reply
    autosvaret:the_auto_reply tårta:cake tårtan:the_cake tårtor:cakes bullar:buns pengar:money
    timme:hour timmar:hours timmen:the_hour dagar:days bullarna:the_buns hund:dog hunden:the_dog hundar:dogs
    hundarna:the_dogs promenad:walk promenaden:the_walk promenader:walks ägare:owner ägaren:the_owner månad:month
    månader:months stavning:spelling stavningen:the_spelling engelska:English svenska:Swedish kyckling:chicken folk:people
    snubbe:guy tjej:girl kille:guy adress:address adressen:the_address mormor:grandma farmor:grandma morfar:grandad
    farfar:grandad mamma:mum pappa:dad gullig:cute kass:bad sjuk:ill koppel:lead kopplet:the_lead allergisk:allergic
    spanien:Spain sverige:Sweden""".split())
# A compound with its "the" on the end, read as "the" and the compound: "prinsesstårtan" the prinsesstårta, "julmenyn" the
# julmeny, "kassaboken" the kassabok, "kanelbullarna" the kanelbullar (how many letters the "the" is)
HEADS = {"tartan": 1, "kakan": 1, "bullen": 1, "menyn": 1, "boken": 2, "listan": 1, "ladan": 1, "tartorna": 2, "kakorna": 2,
         "bullarna": 2, "filen": 2, "mappen": 2}
WE = {"vi": "we", "jag": "I", "du": "you", "ni": "you", "hon": "she", "han": "he", "de": "they", "dom": "they"}
ME = {"mig": "me", "oss": "us", "henne": "her", "honom": "him", "dem": "them", "dom": "them", "den": "it", "det": "it"}
HAS = {"vi": "have", "jag": "have", "du": "have", "ni": "have", "de": "have", "dom": "have", "hon": "has", "han": "has"}

BE = {"jag": "am", "hon": "is", "han": "is"}  # "are" for the others
OBJECT = {"jag": "me", "vi": "us", "hon": "her", "han": "him", "de": "them", "dom": "them"}
# The present, after its doer ("jag tar": I take, "så ja inte glömmer": so I don't forget, "hoppar på folk": jumps on people)
PRESENT = {"tar": "take", "glömmer": "forget", "hoppar": "jump", "går": "go", "behöver": "need", "gör": "do", "säger": "say",
           "bor": "live", "åker": "go", "passar": "look after", "ringer": "call", "skickar": "send", "bokar": "book",
           "jobbar": "work", "brukar": "usually", "skäller": "bark", "drar": "pull"}
MODAL = {"kan": "can", "ska": "will", "maste": "must", "behover": "needs to"}
ASKS = {"kolla": "check", "se": "see", "undrar": "wonder", "vet": "know"}
MUCH = {"mycket": "much", "manga": "many"}
NOT_GENITIVE = frozenset("""is was has does its this his hers ours yours theirs thanks plus always perhaps towards news
    christmas mars lucas thomas james charles nicholas douglas chris agnes iris lois""".split())
