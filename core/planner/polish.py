"""Polish in a request (as typed by a Polish cleaning business in Edinburgh, with English mixed in and often without its
letters) read as English before it is planned: "kto jest jutro u Fraserowej?" (who is at Mrs Fraser's tomorrow), "ile godzin
ma Kasia w tym tyg?" (how many hours has Kasia got this week), "wyślij maila do Fiony Stewart że …" (send an email to Fiona
Stewart that …), "przypomnij mi w czw żeby kupić worki" (remind me on thursday to buy bags), "przełóż McLeodów z czwartku na
piątek" (move the McLeods from thursday to friday), "usuń tę wizytę" (delete that visit), "od 19 grudnia do 4 stycznia"
(from 19 December to 4 January), "udostępnij Agnieszce grafik" (share the rota with Agnieszka).

Only a request with at least two words only Polish has is read so; each is known with its letters (ą ę ó ł ś ć ń ż ź) or
without them ("usuń", "usun"; "dzięki", "dzieki"). A name said in another case is said as itself ("do Fiony" Fiona,
"Agnieszce" Agnieszka, "Fraserowej" Mrs Fraser). What is dictated after "zanotuj:" or "dopisz do …:" (a note, a row) stays as
typed, as do names, numbers and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Polish has, written without its letters (no English, German, Czech or other word is spelled so): two of them
# make a request Polish
_OWN = frozenset("""kto jest jutro jutra pojutrze dzisiaj dzis wczoraj godzin godzine godziny godz tyg tygodniu tydzien
    zaplacil zaplacila zaplacili zaplacone oplacone przelew przyszedl przyszla piatek piatku czwartek czwartku srode sroda srody
    wtorek wtorku poniedzialek poniedzialku sobota sobote soboty niedziela niedziele niedzieli prosze dzieki dziekuje zaznacz
    przeloz przelozyc przesun przesunac juz sprawdz musze wyslac wyslij wysylaj nowa nowy nowe klientka klientki klientow klienci
    klientem dodaj dopisz wpisz funtow funty sprzatanie sprzatania odwolala odwolal odwolaj anuluj usun wizyte wizyta wizyty
    razem bedzie wyplaty wyplata obie napisac napisz grzecznie angielsku polsku ktos chce zeby maila mailem zrob zrobic wycena
    wycene wyceny jeszcze odpisal odpisala napisal napisala kluczach klucze kluczy grudnia stycznia lutego marca kwietnia
    czerwca lipca sierpnia wrzesnia pazdziernika listopada grudzien styczen grudniu styczniu jestem ustaw autoodpowiedz
    zamkniete zamkniety wracamy wracam pilne sprawy przypomnij kupic zapisz moze udostepnij tylko mogla mogl patrzec zmieniac
    wydatkow wydatki przenies folderu pobranych pobrane zanotuj notatke sasiadki pyta wziac jakies jakis porobic faktury fakture
    dentyste dentysty corki jedzie gdzie kiedy ile jaki jaka jakie czy ktory ktora masz mna mamy kalendarza kalendarz
    spotkanie spotkania zamowienie zamowienia rezerwacje oznacz skresl plik pliku odpisz znajdz poszukaj pokaz miesiac
    przyszly przyszlym zeszly zeszlym nastepny nastepnym dzien wszystko wszystkie teraz potem bardzo troche trzeba potrzebuje
    zaplacic winien winna podaj telefonu numer mam rachunek paragon zaliczka gotowe zrobione klienta klientke godzine kolejna kolejny""".split())

_PL = str.maketrans("ąęółśćńżźĄĘÓŁŚĆŃŻŹ", "aeolscnzzAEOLSCNZZ")
_LETTERS = {"ą": "[ąa]", "ę": "[ęe]", "ó": "[óo]", "ł": "[łl]", "ś": "[śs]", "ć": "[ćc]", "ń": "[ńn]", "ż": "[żz]", "ź": "[źz]"}


_MONTHS = dict(zip("stycz lut mar kwie maj czerw lip sierp wrze paździer listopad grud".split(), phrasebook.MONTH_NAMES,
                   strict=True))
# A month in any case: "grudnia", "grudzień", "w grudniu", "stycznia", "maja", "marca"
_MONTH = (r"(?P<month>stycz(?:eń|nia|niu)|lut(?:y|ego|ym)|mar(?:zec|ca|cu)|kwie(?:cień|tnia|tniu)|maj(?:a|u)?|czerw(?:iec|ca|cu)|"
          r"lip(?:iec|ca|cu)|sierp(?:ień|nia|niu)|wrze(?:sień|śnia|śniu)|paździer(?:nik|nika|niku)|listopad(?:a|zie)?|"
          r"grud(?:zień|nia|niu))")
_DAYS = {"poniedzia": "monday", "pon": "monday", "wt": "tuesday", "śr": "wednesday", "czw": "thursday", "pi": "friday",
         "pt": "friday", "sob": "saturday", "niedz": "sunday"}
# A weekday in any case or cut short: "piątek", "z czwartku", "w środę", "we wtorek", "w sob", "czw"
_DAY_SAID = (r"poniedzia(?:łek|łku)|pon|wt(?:orek|orku)?|śr(?:oda|odę|ody|odzie)?|czw(?:artek|artku)?|pi(?:ątek|ątku)|pt|"
             r"sob(?:ota|otę|oty|ocie)?|niedz(?:iela|ielę|ieli)?")
_DAY = rf"(?P<day>{_DAY_SAID})\.?"
_NAME = r"(?-i:[A-ZĄĘÓŁŚĆŃŻŹ])[\w'-]+"
_ENGLISH_Y = {"Amy", "Lucy", "Emily", "Kelly", "Tony", "Jerry", "Gary", "Andy", "Henry", "Sally", "Betty", "Mary", "Harry",
              "Billy", "Molly", "Holly", "Jenny", "Penny", "Danny", "Jimmy", "Tommy", "Rory", "Kirsty", "Judy", "Wendy", "Toby",
              "Katy", "Daisy", "Lily", "Ruby", "Sandy", "Murray", "Lettings", "Vicki", "Nicki", "Bobby", "Fry", "Bradley"}


_COUNTED = {"godzin": "hours", "wizyt": "visits", "klientow": "clients", "sprzatan": "cleanings"}


def _when(word: str) -> str:
    """A weekday or month said in Polish as English: "czwartku" → thursday, "grudnia" → December."""
    plain = word.lower().rstrip(".")
    for stem, day in _DAYS.items():
        if plain.translate(_PL).startswith(stem.translate(_PL)):
            return day
    return next(month for stem, month in _MONTHS.items() if plain.translate(_PL).startswith(stem.translate(_PL)))


def _day(m: re.Match) -> str:
    return _when(m.group("day"))


def _month(m: re.Match) -> str:
    return _when(m.group("month"))


def _nominative(name: str) -> str:
    """A name said after "do", "od", "u", "dla" or as whom something is given, as itself: "Fiony" Fiona, "Agnieszki" and
    "Agnieszce" Agnieszka, "Kasi" Kasia, "Zofii" Zofia, "Henrego" Henry, "Kowalskiej" Kowalska, "Fraserowej" Mrs Fraser,
    "McLeodów" the McLeods; an English name ("Amy", "Brodie") stays."""
    if name in _ENGLISH_Y:
        return name
    said = [(r"^(\w{4,}?)ow(?:ej|a)$", r"Mrs \1"), (r"^(\w{3,}?)(?:ów|ow)$", r"the \1s"), (r"(sk|ck|dzk)iej$", r"\1a"),
            (r"([kg])i$", r"\1a"), (r"ii$", "ia"), (r"([sznc])i$", r"\1ia"), (r"ce$", "ka"), (r"dze$", "ga"), (r"rego$", "ry"),
            (r"(?<=[^aeiouy])y$", "a"), (r"ę$", "a")]
    for pattern, nominative in said:
        if re.search(pattern, name):
            return re.sub(pattern, nominative, name)
    return name


def _named(m: re.Match) -> str:
    """A name after "do", "u", … as itself; after a verb its accusative typed without "ę" too: "usuń Marte" → usuń Marta."""
    name = m.group("name")
    said = _nominative(name)
    if said == name and len(m.group("pre")) > 3 and re.search(r"(?<=[rtnwslmdz])e$", name) and name not in ("Anne", "Jane"):
        said = name[:-1] + "a"
    return f"{m.group('pre')} {said}"


def _place(m: re.Match) -> str:
    """"u Mrs Fraser" → at Mrs Fraser's, "u the McLeods" → at the McLeods'."""
    who = m.group("who")
    return f"at {who}'" if who.endswith("s") and who.startswith("the ") else f"at {who}'s"


_SAID = [
    # thanks and please say nothing to do; "pani Fraser" is Mrs Fraser
    (r"[,.]?\s*\b(?:proszę|dzięki|dziękuję|dzięks|pozdrawiam)\b[.!]?", " "), (r"\bpani\s+(?=(?-i:[A-Z]))", "Mrs "),
    (r"\bpan\s+(?=(?-i:[A-Z]))", "Mr "),
    # a name said in another case: "do Fiony Stewart", "u Fraserowej", "udostępnij Agnieszce", "przełóż McLeodów"
    (r"\b(?P<pre>do|od|dla|u|bez|udostępnij|wyślij|daj|powiedz|przełóż|przesuń|odwołaj|usuń|skreśl|dodaj|zapisz)\s+(?P<name>" + _NAME + ")", _named),
    (r"(?<!\w)(?P<name>(?-i:[A-Z])\w{3,}?ow(?:ej|a))\b", lambda m: _nominative(m.group("name"))),
    (r"\bu\s+(?P<who>(?:Mrs\s+|Mr\s+|the\s+)?" + _NAME + ")", _place),
    # dates and times: "od 19 grudnia do 4 stycznia", "na grudzień", "23/11", "o 10", "o 10 a nie o 9", "ta sama godz."
    (r"\b(\d{1,2})\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_month(m)}"), phrasebook.DAY_MONTH,
    (r"\bod\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "from "), (r"\s+do\s+(?=\d{1,2}\s+(?-i:[A-Z]))", " to "),
    (r"\bw\s+" + _MONTH + r"\b", lambda m: "in " + _month(m)), (r"\bna\s+" + _MONTH + r"\b", lambda m: "for " + _month(m)),
    (r"\bod\s+" + _MONTH + r"\b", lambda m: "from " + _month(m)), (r"\b" + _MONTH + r"\b", _month),
    (r"\bo\s+(?:godz\.?\s+|godzinie\s+)?(\d{1,2}(?:[:.]\d\d)?)\s+a\s+nie\s+o\s+(\d{1,2}(?:[:.]\d\d)?)\b", r"at \1 instead of \2"),
    (r"\bo\s+(?:godz\.?\s+|godzinie\s+)?(?=\d{1,2}\b)", "at "), (r"\bod\s+(\d{1,2}(?::\d\d)?)\s+do\s+(\d{1,2}(?::\d\d)?)\b", r"from \1 to \2"),
    (r"\b(\d{1,2})\.(\d\d)(?=\s*(?:rano|wieczorem)\b)", r"\1:\2"),
    (r"\b(?:ta\s+sama|tej\s+samej|o\s+tej\s+samej)\s+godz(?:inie|ina|iny)?\b", "same time"),
    (r"\b(?:na|za)\s+godz(?:inę)?\b", "an hour"), (r"\bpo\s+(?=[£$€]?\d)", "at "),
    (r"\b(\d+(?:[.,]\d\d)?)\s*(?:funtów|funty|funta|funt)\b", r"£\1"), (r"\b(\d+(?:[.,]\d\d)?)\s*(?:zł|złotych)\b", r"\1 PLN"),
    (r"\ba\s+ja\s+nie\s+chcę\b", "and I don't want"), (r"\ba\s+ja\b", "and I"),
    (r"\ba\s+(?=(?:pilne|my|nie|potem|teraz)\b)", "and "),
    (r"\bz\s+jutra\s+na\b", "from tomorrow to"), (r"\bz\s+dzisiaj\s+na\b", "from today to"),
    (r"\bze?\s+" + _DAY + r"\s+na\s+(?P<to>" + _DAY_SAID + r")\.?",
     lambda m: f"from {_day(m)} to {_when(m.group('to'))}"),
    (r"\bw\s+przyszł(?:y|ą)\s+" + _DAY, lambda m: "next " + _day(m)),
    (r"\bw\s+(?:zeszły|zeszłą|ostatni|ostatnią)\s+" + _DAY, lambda m: "last " + _day(m)),
    (r"\b(?:we?|na|za|do|od)\s+" + _DAY + r"(?=[\s,.?!]|$)", lambda m: {"na": "for ", "za": "for ", "do": "by ", "od": "from "}.get(
        m.group(0).split()[0].lower(), "on ") + _day(m)), (r"\b" + _DAY + r"(?=[\s,.?!]|$)", _day),
    (r"\b(?:dzisiaj|dziś)\s+rano\b", "this morning"), (r"\bjutro\s+rano\b", "tomorrow morning"), (r"\bpojutrze\b", "the day after tomorrow"),
    (r"\bjutr[oa]\b", "tomorrow"), (r"\b(?:dzisiaj|dziś)\b", "today"), (r"\bwczoraj\b", "yesterday"), (r"\brano\b", "in the morning"),
    (r"\bwieczorem\b", "in the evening"), (r"\bpo\s+południu\b", "in the afternoon"),
    (r"\bza\s+(?:zeszły|ostatni|poprzedni)\s+(?:tydzień|tyg\.?)", "for last week"),
    (r"\b(?:w\s+)?(?:zeszłym|ostatnim|poprzednim)\s+(?:tygodniu|tyg\.?)|\b(?:zeszły|ostatni)\s+(?:tydzień|tyg\.?)", "last week"),
    (r"\b(?:w\s+)?(?:tym|ten)\s+(?:tygodniu|tydzień|tyg\.?)(?=[\s,.?!]|$)", "this week"),
    (r"\b(?:w\s+)?(?:przyszłym|następnym)\s+(?:tygodniu|tyg\.?)|\b(?:przyszły|następny)\s+(?:tydzień|tyg\.?)", "next week"),
    (r"\bw\s+tym\s+miesiącu\b", "this month"), (r"\bw\s+(?:przyszłym|następnym)\s+miesiącu\b", "next month"),
    (r"\bw\s+(?:zeszłym|ostatnim)\s+miesiącu\b", "last month"),
    # questions: "kto jest …", "kto nie zapłacił za …", "ile godzin ma Kasia", "ile to razem będzie", "jak napisać …"
    (r"\bjak\s+(?:jest|będzie|się\s+mówi)\s+(?P<what>[^?,.]+?)\s+po\s+angielsku\b", r"what is \g<what> in English"),
    (r"\bkto\s+(?:mi\s+)?(?:jest|są)\s+(?:winien|winna|winni)(?:\s+pieniądze)?\b", "who owes me"),
    (r"\bile\s+(?:mi\s+)?(?:jest\s+)?(?:winien|winna|winni)\s+(?P<who>" + _NAME + r")", r"how much does \g<who> owe me"),
    (r"\b(?:jaki\s+jest\s+|podaj\s+(?:mi\s+)?)numer\s+(?:telefonu\s+)?(?:do\s+)?(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)",
     r"what's \g<who>'s number"),
    (r"\bo\s+której\b", "what time"), (r"\bco\s+mamy\b", "what do we have"),
    (r"\bkto\s+(?:mi\s+)?(?:jeszcze\s+)?nie\s+zapłacił(?:a|i)?\b", "who hasn't paid"), (r"\bkto\s+pracuje\b", "who is working"),
    (r"\bkto\s+sprząta\b", "who is cleaning"), (r"\bkto\s+jest\b", "who is"), (r"\bkto\s+ma\b", "who has"), (r"\bkto\b", "who"),
    (r"\bile\s+(?P<what>godzin|wizyt|klientów|sprzątań)\s+ma\s+(?P<who>" + _NAME + r")",
     lambda m: f"how many {_COUNTED[m.group('what').lower().translate(_PL)]} has {m.group('who')} got"),
    (r"\bile\s+to\s+(?:będzie\s+)?razem(?:\s+będzie)?\b", "how much is that in total"), (r"\bile\s+kosztuje\b", "how much is"),
    (r"\bile\s+(?=godzin|wizyt|klientów|klientek|sprzątań|osób|razy|dni)", "how many "), (r"\bile\b", "how much"),
    (r"\bco\s+mam\b", "what do I have"), (r"\bco\s+jest\b", "what is"), (r"\bgdzie\s+jest\b", "where is"), (r"\bgdzie\b", "where"),
    (r"\bkiedy\b", "when"), (r"\bjak\s+napisać\b", "how do I word"), (r"\bjak\s+(?:powiedzieć|się\s+mówi)\b", "how do I say"),
    (r"\bpyta\s+czy\s+może\b", "asks if she can"), (r"\bczy\s+może\b", "if she can"),
    (r"^\s*czy\s+(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)\s+odpisał(?:a)?\b", r"did \g<who> reply"),
    (r"^\s*(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)\s+(?:odpisał|odpisała|pisał|pisała|napisał|napisała)\s+(?:coś\s+)?o\b",
     r"did \g<who> email about"),
    (r"\bodpisał(?:a)?\b", "replied"), (r"\b(?:napisał|pisał)(?:a)?\b", "wrote"),
    # what is said to be done: "wyślij maila do X że …", "zrób mi draft do …", "przypomnij mi …", "przełóż …", "usuń …"
    (r"\bwyślij\s+(?:mi\s+)?(?:maila|mail|e-?maila|wiadomość|meila)\s+do\s+(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)\s+(?:że|ze)\b",
     r"send an email to \g<who> that"), (r"\bwyślij\s+(?:maila|mail|e-?maila|wiadomość)\s+do\b", "send an email to"),
    (r"\bnapisz\s+(?:maila\s+)?do\s+(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)\s+(?:że|ze)\b", r"email \g<who> that"),
    (r"\bzrób\s+(?:mi\s+)?(?:draft|drafta|szkic|wersję\s+roboczą)\s+(?:maila\s+)?do\b", "write me a draft email to"),
    (r"\bnie\s+wysyłaj(?:\s+jeszcze)?\b", "don't send it yet"), (r"\bchcę\s+(?:to\s+)?(?:najpierw\s+)?przeczytać\b", "I want to read it first"),
    (r"\bz\s+wyceną\s+na\b", "with a quote for"), (r"\bwycen(?:a|ę|y)\b", "quote"), (r"\brazem\s+z\b", "including"),
    (r"\bprzypomnij\s+mi\s+(?P<when>(?:on|by|for)\s+\w+|tomorrow(?:\s+morning)?|today|this\s+week|next\s+week|\w+day)\s+(?:żeby|że|o|by)\b",
     r"remind me \g<when> to"), (r"\bprzypomnij\s+mi\s+(?:żeby|że|by)\b", "remind me to"), (r"\bprzypomnij\s+mi\b", "remind me"),
    (r"\b(?:przełóż|przesuń)\s+mi\b", "move my"), (r"\b(?:przełóż|przesuń|przenieś)\b", "move"),
    (r"\b(?:odwołaj|anuluj)\b", "cancel"), (r"\bodwołał(?:a|i)?\b", "cancelled"), (r"\bodwoła\b", "cancels"), (r"\b(?:odwołane|anulowane)\b", "cancelled"), (r"\bto\s+płaci\b", "they pay"),
    (r"\b(?:usuń|skreśl|wykreśl)\s+(?P<who>\S+(?:\s+" + _NAME + r")?)\s+z\s+listy\b", r"take \g<who> off the list"),
    (r"\busuń\s+(?:tę|ta|tą|to)\s+wizytę\b", "delete that visit"), (r"\busuń\b", "delete"),
    (r"\bzaznacz\s+(?:jako\s+|że\s+)?(?:zapłacone|opłacone|zapłacony|zapłacona|zapłacił|zapłaciła)\b", "mark it paid"),
    (r"(?P<said>\bzapłacił(?:a|i)?\b.*)\bzaznacz\b(?=\s*[.!]?\s*$)", r"\g<said>mark it paid"), (r"\bzaznacz\b", "mark"),
    (r"\bnie\s+zapłacił(?:a|i)?\b", "hasn't paid"), (r"\bzapłacił(?:a|i)?\b", "paid"), (r"\bpłaci\b", "pays"),
    (r"\bprzelew\s+przyszedł\b", "the transfer came"), (r"\bprzelew\b", "the transfer"),
    (r"\bnow(?:a|y)\s+klient(?:ka)?\b", "new client"), (r"\bnowe\s+zlecenie\b", "new job"), (r"\bnowa\s+rezerwacja\b", "new booking"),
    (r"\b(?:dodaj|wpisz)\s+(?:now(?:ego|ą)\s+)?(?:klienta|klientkę)\b", "add a new client"),
    (r"\b(?:dodaj|wpisz)\s+(?:nowe\s+)?zamówienie\b", "add a new order"),
    (r"\b(?:dodaj|wpisz|zrób)\s+(?:nową\s+)?rezerwację\b", "add a new booking"),
    (r"\b(?:skreśl|wykreśl)\b", "cross off"), (r"\bodpisz\s+(?:do\s+)?", "reply to "),
    (r"\bnapisz\s+(?:maila\s+)?do\s+(?P<who>" + _NAME + r"(?:\s+" + _NAME + r")?)", r"email \g<who>"),
    (r"\boznacz\s+(?:jako\s+)?(?:zapłacone|opłacone|zapłacony|zapłacona)\b", "mark it paid"),
    (r"\b(?:dodaj|wpisz|wrzuć)\s+(?:mi\s+)?(?:do|w)\s+kalendarz[a]?\b", "put in the calendar"),
    (r"\bdodaj\s+(?:ją|ja)\b", "add her"), (r"\bdodaj\s+go\b", "add him"), (r"\bdodaj\s+(?:to|je)\b", "add it"),
    (r"\b(?:dopisz|dodaj|wpisz)\s+do\s+(?:kalendarza|kalendarz)\b", "put in the calendar"),
    (r"\b(?:dopisz|dodaj|wpisz)\s+do\s+wydatków\b", "add to the expenses sheet"), (r"\b(?:dopisz|dodaj|wpisz)\s+do\b", "add to"),
    (r"\bdodaj\b", "add"),
    (r"\budostępnij\s+(?P<who>" + _NAME + r")\s+(?P<what>[^,.]+?)(?=,|\.|$)", r"share \g<what> with \g<who>"),
    (r"\budostępnij\b", "share"),
    (r"\b(?:ale\s+)?(?:żeby|tak\s+żeby)\s+(?:mógł|mogła|mogli)\s+tylko\s+(?:patrzeć|czytać|oglądać)(?:\s*,?\s*(?:a\s+)?nie\s+(?:zmieniać|edytować))?",
     "view only, no editing"), (r"\btylko\s+do\s+(?:odczytu|podglądu)\b", "view only"),
    (r"\bzapisz\s+(?:nowy\s+)?(?:kontakt|numer)\b", "save new contact"), (r"\bzapisz\b", "save"),
    (r"\b(?:znajdź|poszukaj|szukaj)\s+(?:mi\s+)?maila\s+od\b", "find the email from"), (r"\b(?:znajdź|poszukaj|szukaj)\b", "find"),
    (r"^\s*zanotuj\s*:", "make a note:"), (r"\bzanotuj\b|\bzrób\s+notatkę\b", "make a note"),
    (r"\bustaw\s+(?:mi\s+)?(?:autoodpowiedź|automatyczną\s+odpowiedź|odpowiedź\s+automatyczną)\b", "put the auto reply on my email"),
    (r"\bpo\s+angielsku\b", "in English"), (r"\bpo\s+polsku\b", "in Polish"), (r"\bgrzecznie\b", "politely"),
    (r"\b(?:że|ze)\s+biuro\s+(?:jest\s+)?zamknięte\b", "that the office is closed"), (r"\bbiuro\b", "the office"),
    (r"\bwracamy\b", "we are back on"), (r"\bwracam\b", "I am back on"), (r"\bpilne\s+sprawy\s+do\b", "urgent matters to"),
    (r"\bjestem\s+w\s+Krakowie\b", "I am in Krakow"), (r"\bjestem\s+w\s+Polsce\b", "I am in Poland"), (r"\bjestem\b", "I am"),
    (r"\bsprawdź\b", "check"), (r"\bpokaż\b", "show"), (r"\bmuszę\b", "I need to"), (r"\b(?:po)?robić\s+faktury\b", "make the invoices"),
    (r"\bnie\s+chcę\b", "I don't want"), (r"\bworki\s+do\b", "bags for"),
    (r"\bwysłać\b", "send"), (r"\bkupić\b", "buy"), (r"\bzadzwonić\s+do\b", "call"), (r"\bzamówić\b", "order"), (r"\bzapłacić\b", "pay"),
    (r"\bodebrać\b", "pick up"), (r"\bwziąć\b", "take"), (r"\bjedzie\s+do\s+córki\s+do\b", "she is going to her daughter in"),
    (r"\bbędzie\b", "will be"), (r"\bjuż\s+wie\b", "already knows"), (r"\bnie\s+ma\s+pracy\b", "there is no work"),
    (r"\bnie\s+ma\b", "there is no"), (r"\bksięgow(?:a|ej|y|ego|ą)\b", "the accountant"), (r"\bprac(?:a|y)\b", "work"), (r"\bchcę\b", "I want"), (r"\bmoże\b", "maybe"),
    # things: "sprzątanie", "wizyta", "grafik", "faktury", "worki", "w folderze Pobrane"
    (r"\bz\s+Pobranych\b|\bw\s+Pobranych\b", "from Downloads"), (r"\bPobran(?:e|ych)\b", "Downloads"), (r"\bPulpit(?:u)?\b", "Desktop"),
    (r"\bdo\s+folderu\s+(?P<f>\S+)", r"to the \g<f> folder"), (r"\bfolder(?:u|ze)?\b", "folder"),
    (r"\b(?:jeszcze\s+)?(?:jakieś|jakiś|jedno)\s+sprzątanie\b", "another cleaning"), (r"\bza\s+sprzątanie\b", "for a clean"),
    (r"\bsprzątani(?:e|a)\b", "cleaning"), (r"\bplik(?:u)?\b", "the file"),
    (r"\bzamówieni(?:e|a)\b", "order"), (r"\brezerwacj(?:a|ę|i)\b", "booking"), (r"\bspotkani(?:e|a)\b", "meeting"),
    (r"\b(?:u\s+)?lekarza\b|\blekarz\b", "doctor"), (r"\brachun(?:ek|ku)\b", "bill"), (r"\bparagon\b", "receipt"),
    (r"\bzaliczk(?:a|ę|i)\b", "deposit"), (r"\bcen(?:a|ę|y)\b", "price"), (r"\bsprzątaczk(?:a|i)\b", "cleaner"),
    (r"\bzapłacone|opłacone\b", "paid"), (r"\bw\s+weekend\b", "at the weekend"), (r"\bwizyt(?:a|ę|y)\b", "visit"), (r"\bgrafik(?:u)?\b", "the rota"), (r"\bfaktur(?:y|ę|a)\b", "invoices"),
    (r"\bdo\s+wypłaty\b", "to pay out"), (r"\bklucz(?:ach|e|y)\b", "the keys"), (r"\bworki\b", "bags"), (r"\bdentyst(?:ę|y|a)\b", "dentist"),
    (r"\b(?:z\s+)?(?:oknami|okna|okien)\s+w\s+środku\b", "inside windows"), (r"\bokn(?:a|ami)\b", "windows"),
(r"\bprzepraszamy\s+za\s+zmianę\b", "sorry for the change"),
    (r"\bprzepraszam(?:y)?\b", "sorry"), (r"\bjeden\s+klient\b", "a client"), (r"\bjedna\s+klientka\b", "a client"),
    (r"\bsię\s+ze\s+mną\s+kłóci\b|\bkłóci\s+się\s+ze\s+mną\b", "is arguing with me"), (r"\bze\s+mną\b", "with me"),
(r"\b(?:żeby|by)\s+wyszło\s+niemiło\b", "it to come across rude"),
 (r"\bkontakt\b", "contact"), (r"\bklient(?:em|ką)\b", "a client"),
    (r"\bklient(?:ów|ki|ek)\b", "clients"), (r"\b(?:maila|mail)\b", "email"), (r"\bcoś\b", "something"),
    (r"\bw\s+ostatniej\s+chwili\b", "at the last minute"), (r"\bktoś\b", "someone"), (r"\bobie\b", "both"),
    # small words
    (r"\bjeszcze\b", "yet"), (r"\bjuż\b", "already"), (r"\btylko\b", "only"), (r"\brazem\b", "in total"), (r"\bale\b", "but"),
    (r"\b(?:żeby|zeby)\b", "to"), (r"\b(?:że|ze)\b", "that"), (r"\bjest\b", "is"), (r"\bnie\b", "not"), (r"\bmi\b", "me"),
    (r"\bczy\b", "if"), (r"(?:^|(?<=[.?!]\s))\s*jak\b", "how"), (r"\bjak\b", "if"), (r"\bdla\b", "for"), (r"\bza\b", "for"), (r"\bna\b", "on"), (r"\bdo\b(?!\s+I\b)", "to"),
    (r"\bod\b", "from"), (r"\bo\b", "about"), (r"\bz\b", "with"), (r"\bw\b", "in"), (r"(?-i:\bi\b)", "and"),
]
_PHRASES = phrasebook.respelled(_SAID, _LETTERS)  # "usuń" matched typed with Polish letters or without: usu[ńn]

# What is dictated after "zanotuj:", "dopisz do wydatków:" stays as typed: a note's or a row's own words
_DICTATED = re.compile(phrasebook.spelled(r"(?i)^(\s*(?:zanotuj|notatka|zapisz|(?:dopisz|dodaj|wpisz)\s+do\s+\w+)\s*:)(.*)$", _LETTERS), re.S)


def polish(text: str) -> bool:
    """Whether ``text`` has two words only Polish has."""
    return phrasebook.two_own_words(text, _OWN, lambda word: word.lower().translate(_PL))


def english(text: str) -> str:
    """``text`` with its Polish read as English when it is Polish; unchanged otherwise."""
    if not polish(text):
        return text
    dictated = _DICTATED.match(text)
    if dictated:
        return f"{phrasebook.read(dictated.group(1), _PHRASES)} {dictated.group(2).strip()}"
    return phrasebook.read(text, _PHRASES)
