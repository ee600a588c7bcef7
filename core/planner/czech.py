"""Czech in a request (as typed by a Czech tyre and MOT garage in England, with English mixed in and often without its
diacritics) read as English before it is planned: "kdo je zitra?" (who is in tomorrow?), "kolik mame skladem 205/55 R16?"
(how many 205/55 R16 do we have in stock?), "pošli mail Mo Hussain že Octavia je hotová" (send an email to Mo Hussain that
Octavia is ready), "připomeň mi zítra ráno objednat stěrače" (remind me tomorrow morning to order wiper blades), "meeting
s accountantem v pátek přesuň na 4 odpoledne" (move the meeting with the accountant on friday to 4pm), "smaž Steve Cole ze
čtvrtka" (take Steve Cole off thursday), "zapiš si: …" (make a note: …), "vánoce máme zavřeno 24.12 až 3.1." (we are closed
for Christmas from 24 December to 3 January).

Only a request with at least two words only Czech has is read so; each is known with its diacritics (á č ď é ě í ň ó ř š ť
ú ů ý ž) or without them ("zítra", "zitra"; "děkuji", "dekuji"). A date said day.month ("24.12", "1.12.") is that day of that
month. A name said in another case is said as itself ("Novákovi" Novák, "u Dvořáka" at Dvořák's, "s Novákem" with Novák,
"s accountantem" with the accountant); a word with a letter only Czech writes ("ě", "ř", "ů": "přesuň", "zítřek") counts
as one of its own. Names, numbers, tyre sizes ("205/55R16") and English words stay as typed.
"""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("áčďéěíňóřšťúůýžäôľĺŕÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ", "acdeeinorstuuyzaollrACDEEINORSTUUYZ")


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Zítra" → zitra, "příští" → pristi."""
    return word.lower().translate(_PLAIN)


# Words only Czech has, written without its diacritics (no English word, nor a Polish, Slovene or other stored language's
# word or a name is spelled so): two of them make a request Czech
_OWN = frozenset("""kdo kdy kde kolik ktery ktera ktere zitra zitrejsi dnes dneska vcera pozitri pondeli utery streda stredu ctvrtek
    ctvrtka ctvrtku patek patku sobotu nedele nedeli ledna unora brezna dubna kvetna cervna cervence srpna rijna listopadu
    prosince unor brezen duben kveten cerven cervenec srpen rijen prosinec rijnu prosinci vanoce pristi minuly minulej
    minulyho minuleho tydne tyden tydnu mesic mesice posli napis pripomen smaz zrus presun zmen uloz najdi podivej
    zkontroluj nastav pridej oznac sdilej zavolej vymaz objednej odecti neposilej zaplatil zaplatila zaplatili zaplaceno
    nezaplatil nezaplatila muze nemuze muzu nemuzu chci chceme nevim jestli jeste mame nemame jsem jsme jsou neni nejsou
    bude budu prosim dekuji dekuju diky ahoj nekdo nikdo neco nekam vsechno vsechny protoze kdyz abych celkem kartou prave
    cenu dodani zkontroluju skladem dluzi dluzni databaze databazi zavreno otevirame volaji volala volal chlap prijde
    prisel inspekci kalendare kalendari kalendar prodal koupil jednomu klukovi odpoledne vecer plno objednat zavolat
    zaplatit koupit poslat vyzvednout jinde netu jeho jeji novy novych cislo kontaktech pravidlech stahnul stahl zimni
    pneumatiky objednavka objednavku zakaznik zakaznika zakaznici schuzka schuzku soubor slozka slozce poznamku ukol seznam
    hotova hotovo hotove rict tady uz taky hned zpravu zakaznikovi fakturu stoji objednavce objednavky objednavek nejvic
    nejvice zakazniku zakaznikum schuzce hodne spatne zpravy emailem mailem rezervace rezervaci opravu vymenit prezout
    prezuti auta autem kontrolu zakaznice tabulku tabulka tabulce poznamka priloze poslal poslala napsal napsala odpovedel odpovedela odpoved odpovez muzes muzete
    kteri kterou jaky jakou nejak proste potom pozdeji teda jasne nikdy vzdy vsichni platba platbu zalohu cenik penize
    prachy""".split())

_OWN_LETTERS = re.compile("[ěřů]")  # letters only Czech writes among the stored languages: "přesuň", "zítřek", "stůl"
# The letters Czech writes, matched as typed or as a keyboard without them writes them ("zítra": zitra)
_LETTERS = {"á": "[áa]", "č": "[čc]", "ď": "[ďd]", "é": "[ée]", "ě": "[ěe]", "í": "[íi]", "ň": "[ňn]", "ó": "[óo]",
            "ř": "[řr]", "š": "[šs]", "ť": "[ťt]", "ú": "[úůu]", "ů": "[ůúu]", "ý": "[ýy]", "ž": "[žz]"}

_DAYS = {"pondělí": "monday", "úterý": "tuesday", "střed": "wednesday", "čtvrt": "thursday", "pát": "friday",
         "sobot": "saturday", "neděl": "sunday"}
# A weekday in any case: "pátek", "v pátek", "z pátku", "ve středu", "ze čtvrtka", "v neděli"
_DAY = r"(?P<day>pondělí|úterý|střed[auy]|čtvrt(?:ek|ka|ku)|pát(?:ek|ku)|sobot[auy]|neděl[ie])"
_MONTHS = dict(zip("led únor břez dub květ červen(?!c) červenc srp září říj listopad prosin".split(), phrasebook.MONTH_NAMES,
                   strict=True))
# A month in any case: "ledna", "v lednu", "za říjen", "v prosinci", "do 4. ledna"
_MONTH = (r"(?P<month>led(?:en|na|nu)|únor(?:a|u)?|břez(?:en|na|nu)|dub(?:en|na|nu)|květ(?:en|na|nu)|červen(?:a|u)?|"
          r"červen(?:ec|ce|ci)|srp(?:en|na|nu)|září|říj(?:en|na|nu)|listopad(?:u)?|prosin(?:ec|ce|ci))")
_NAME = r"(?-i:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])[\w'-]+(?:\s+(?-i:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])[\w'-]+)?"
# A verb said as an infinitive, after "připomeň mi", "musím", "chci": "objednat" (order), "zavolat" (call)
_VERBS = {"objednat": "order", "zavolat": "call", "zaplatit": "pay", "koupit": "buy", "poslat": "send", "vyzvednout": "collect",
          "říct": "tell", "napsat": "write", "zkontrolovat": "check", "vrátit": "return", "přezout": "change the tyres on",
          "přeobout": "change the tyres on", "vyměnit": "change", "opravit": "fix", "odeslat": "send", "vzít": "take",
          "zrušit": "cancel", "připravit": "prepare", "nabídnout": "offer", "odvézt": "take", "dát": "put"}
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + ")"
_VERBS_PLAIN = {_plain(k): v for k, v in _VERBS.items()}
# A past tense said with "jsem" (I): "prodal jsem" (I sold), "stáhnul jsem" (I downloaded)
_DONE = {"prodal": "sold", "koupil": "bought", "zaplatil": "paid", "volal": "called", "poslal": "sent", "psal": "wrote",
         "napsal": "wrote", "přišel": "came", "stáhnul": "downloaded", "stáhl": "downloaded", "objednal": "ordered",
         "zrušil": "cancelled", "dal": "put", "nechal": "left", "uložil": "saved", "zapomněl": "forgot", "udělal": "did",
         "vyměnil": "changed", "opravil": "fixed", "dostal": "got", "zaplatila": "paid", "volala": "called",
         "poslala": "sent", "napsala": "wrote", "přišla": "came", "zrušila": "cancelled", "koupila": "bought",
         "zaplatili": "paid", "volali": "called", "přišli": "came", "zrušili": "cancelled", "prodala": "sold"}
_DONE_WORD = "(?P<done>" + "|".join(sorted(_DONE, key=len, reverse=True)) + ")"
_DONE_PLAIN = {_plain(k): v for k, v in _DONE.items()}


def _when(word: str) -> str:
    """A weekday or month said in Czech as English: "čtvrtka" → thursday, "ledna" → January."""
    plain = _plain(word)
    for stem, said in (*_DAYS.items(), *_MONTHS.items()):
        if re.match(_plain(stem), plain):
            return said
    return word


_PART_OF_DAY = {"rano": "morning", "dopoledne": "morning", "odpoledne": "afternoon", "vecer": "evening"}


def _accusative(name: str) -> str:
    """A name said as whom ("číslo na Petra", "na Annu") as itself: Petr, Anna; an English one ("Gareth") stays."""
    if re.search(r"(?<=[bcdfghjklmnprstvzž])a$", name) and not re.search(r"(?:ov|sk|ck)a$", name):
        return name[:-1]
    return re.sub(r"u$", "a", name)


def _day(m: re.Match) -> str:
    return _when(m.group("day"))


def _month(m: re.Match) -> str:
    return _when(m.group("month"))


def _day_month(m: re.Match) -> str:
    """"24.12", "3.1.", "1.12" as Czech writes a date: 24 December, 3 January, 1 December."""
    day, month = int(m.group(1)), int(m.group(2))
    return f"{day} {phrasebook.MONTH_NAMES[month - 1]}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def _ordinal(day: str) -> str:
    """"30" → 30th, "1" → 1st."""
    n = int(day)
    return day + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def _nominative(name: str) -> str:
    """A name said in another case as itself: "Novákovi" Novák, "Novákem" Novák, "Novákové" Nováková, "Dvořáka" Dvořák
    (a name that ends so in English, "Anna", "Costa", stays: only after "u", "od", "do", "bez" is its "a" dropped)."""
    words = name.split()
    last = words[-1]
    for ending, said in (("ovi", ""), ("ové", "ová"), ("ovou", "ová"), ("em", "")):
        if last.endswith(ending) and len(last) > len(ending) + 2:
            return " ".join([*words[:-1], last[: -len(ending)] + said])
    return name


def _of(m: re.Match) -> str:
    """A name after "u", "od", "do", "bez" (genitive): "u Dvořáka" → at Dvořák's, "od Nováka" → from Novák."""
    name = _nominative(m.group("name"))
    if re.search(r"(?<=[bcčdďfghjklmnňprřsštťvzž])a$", name) and not re.search(r"(?i)(?:ov|sk|ck)a$", name):
        name = name[:-1]
    said = {"u": "at", "od": "from", "do": "to", "bez": "without"}[_plain(m.group("pre"))]
    return f"{said} {name}'s" if said == "at" else f"{said} {name}"


def _with(m: re.Match) -> str:
    """"s Novákem" → with Novák, "s accountantem" → with the accountant."""
    word = m.group("who")
    if word[0].isupper():
        return "with " + _nominative(word)
    return "with the " + word[:-2]


def _moved(m: re.Match) -> str:
    """What is said before "přesuň na" moved: "meeting s accountantem v pátek přesuň na 4" → move the meeting … to 4."""
    what = m.group("what")
    said = what if re.match(r"(?:the|my|a|an|it|him|her|them)\b|[A-Z]", what) else "the " + what
    return f"move {said} to"


_AND = (r"(?<=\S)\s+a\s+(?=\S)", " and ")
_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "ahoj", "díky", "děkuji", "prosím"
    (r"^\s*(?:ahoj|čau|dobrý\s+den)\s*[,!]?\s*", ""), (r"[,.]?\s*\b(?:díky|děkuji|děkuju|prosím)\b[.!]?", " "),
    (r"\bpaní\s+(?=(?-i:[A-Z]))", "Mrs "), (r"\bpan\s+(?=(?-i:[A-Z]))", "Mr "),
    # "a" is "and" in Czech: "wiper blades a 5W-30", "winter a 10ks"
    _AND,
    # a name said in another case: "u Dvořáka", "od Nováka", "s Novákem", "s accountantem", "Novákovi"
    (r"\b(?P<pre>u|od|do|bez)\s+(?P<name>(?-i:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])\w+?(?:ovi|a|ové|em))(?=[\s,.?!]|$)", _of),
    (r"\bse?\s+(?P<who>(?!(?:problem|system|item|them)\b)\w{4,}em)\b", _with),
    (r"\bpanu\s+(?=(?-i:[A-Z]))", "Mr "), (r"(?<!\w)(?P<name>(?-i:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])\w{2,}ovi)\b", lambda m: _nominative(m.group("name"))),
    (r"\b(\d+)\s+(?!Janu|Febru)(?P<name>(?-i:[A-Z])[a-z]+[bcdfghklmnprstvz])y\b", r"\1 \g<name>s"),  # "2 Avony": 2 Avons
    # dates and times: "24.12 až 3.1.", "od 24.12 do 3.1.", "4. ledna", "pondělí 30.", "v 9:30", "na 4 odpoledne"
    (r"(?<![£$€\d.,/])\b(\d{1,2})\.(\d{1,2})(?:\.(?=\s+(?:až|do|od|v|ve|na|-|–)\s)|\b(?![.,]?\d|/|%))", _day_month),
    (r"\b(\d{1,2})\.?\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_month(m)}"),
    (r"\b(\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December))\s+(?:až|-)\s+"
     r"(?=\d{1,2}\s+(?-i:[A-Z]))", r"from \1 to "),
    (r"\bod\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "from "), (r"\s+do\s+(?=\d{1,2}\s+(?-i:[A-Z]))", " to "),
    (r"\b(?:v|ve)\s+" + _MONTH + r"\b", lambda m: "in " + _month(m)), (r"\bza\s+" + _MONTH + r"\b", lambda m: "for " + _month(m)),
    (r"\b" + _MONTH + r"\b", _month),
    (r"\b(?:v|ve|na|do|od)\s+(\d{1,2}(?::\d\d)?)\s+(?:hodin\s+)?(?:odpoledne|večer)\b",
     lambda m: {"na": "to ", "do": "by ", "od": "from "}.get(_plain(m.group(0).split()[0]), "at ") + m.group(1) + "pm"),
    (r"\b(?:v|ve)\s+(\d{1,2}(?::\d\d)?)\s+(?:hodin\s+)?ráno\b", r"at \1am"),
    (r"\b(\d{1,2}(?::\d\d)?)\s+(?:hodin\s+)?(?:odpoledne|večer)\b", r"\1pm"), (r"\b(\d{1,2}(?::\d\d)?)\s+(?:hodin\s+)?ráno\b", r"\1am"),
    (r"\b(?:v|ve)\s+(?=\d{1,2}(?::\d\d)?(?:\s*(?:hodin|h))?\b(?![.:]\d|\s+\w+ech\b))", "at "), (r"(?<=\d)\s*(?:hodin|hod)\b", ""),
    (r"\bpo\s+(?=[£$€]\d)", "at "), (r"(?<=\d)\s+kus\b", " each"),  # "4 pneu po £68", "fitting £15 kus"
    (r"\bpo\s+(?=\d{1,2}(?::\d\d)?\b(?![.,]\d|\s*[£$€%]))", "after "),
    (r"\b(?:ze?|od)\s+" + _DAY + r"\s+na\s+(?P<to>" + _DAY[8:-1] + r")", lambda m: f"from {_day(m)} to {_when(m.group('to'))}"),
    (r"\b(?:příští|další)\s+" + _DAY, lambda m: "next " + _day(m)), (r"\b(?:minulý|minulou|minulej)\s+" + _DAY, lambda m: "last " + _day(m)),
    (r"\b(?:v|ve)\s+" + _DAY + r"\s+(\d{1,2})\.(?=\s|$)", lambda m: f"on {_day(m)} {_ordinal(m.group(2))}"),
    (r"\b" + _DAY + r"\s+(\d{1,2})\.(?=\s|$)", lambda m: f"{_day(m)} {_ordinal(m.group(2))}"),
    (r"\b(?:v|ve|na|do|ze?|od)\s+" + _DAY + r"(?=[\s,.?!]|$)",
     lambda m: {"na": "for ", "do": "by ", "z": "from ", "ze": "from ", "od": "from "}.get(_plain(m.group(0).split()[0]), "on ") + _day(m)),
    (r"\b" + _DAY + r"(?=[\s,.?!]|$)", _day),
    (r"\b(tomorrow|today|\w+day)\s+(ráno|dopoledne|odpoledne|večer)\b",
     lambda m: f"{m.group(1)} {_PART_OF_DAY[_plain(m.group(2))]}"),  # "v pondělí ráno": on monday morning
    (r"\bzítra\s+(ráno|dopoledne|odpoledne|večer)\b", lambda m: "tomorrow " + _PART_OF_DAY[_plain(m.group(1))]),
    (r"\bdnes\s+(dopoledne|odpoledne)\b", lambda m: "this " + _PART_OF_DAY[_plain(m.group(1))]),
    (r"\bzítřejší\b", "tomorrow's"), (r"\bdnešní\b", "today's"), (r"\bzítra\s+ráno\b", "tomorrow morning"), (r"\bdnes\s+ráno\b", "this morning"), (r"\bdnes\s+večer\b", "tonight"),
    (r"\bpozítří\b", "the day after tomorrow"), (r"\bzítra\b", "tomorrow"), (r"\b(?:dnes|dneska)\b", "today"), (r"\bvčera\b", "yesterday"),
    (r"\b(?:ze?\s+)?(?:minulého|minulýho|minulej|minulý)\s+(?:týdne|týden)\b", lambda m: ("from " if m.group(0)[0] in "zZ" else "") + "last week"),
    (r"\b(?:příští|přístí|další)\s+(?:týden|týdnu)\b", "next week"), (r"\b(?:tento|tenhle|tenhle|tento)\s+týden\b|\btento\s+týden\b", "this week"),
    (r"\bminul(?:ý|ej)\s+měsíc\b", "last month"), (r"\bpříští\s+měsíc\b", "next month"), (r"\btento\s+měsíc\b", "this month"),
    (r"\bvánoce\b|\bvánoc\b", "Christmas"), (r"\bráno\b", "in the morning"), (r"\bodpoledne\b", "in the afternoon"), (r"\bvečer\b", "in the evening"),
    # questions: "kdo je zítra", "kdo mi ještě dluží", "co mám v kalendáři", "kolik máme skladem …?", "kde mám to pdf"
    (r"\bkdo\s+je\s+(?=tomorrow|today|on\s|\w+day\b|this|next)", "who is in "), (r"\bkdo\s+(?:mi|nám)\s+(?:ještě\s+)?dluží\b", "who still owes me"),
    (r"\bkdo\s+dluží\b", "who owes"), (r"\bkdo\s+(?:mi\s+|nám\s+)?(?:ještě\s+)?nezaplatil[ai]?\b", "who hasn't paid"), (r"\bnejvíc(?:e)?\b", "the most"), (r"\bkdo\s+zaplatil\b", "who paid"),
    (r"\bkdo\s+je\b", "who is"), (r"\bkdo\s+má\b", "who has"), (r"\bkdo\b", "who"),
    (r"\bkolik\s+(?:toho\s+)?máme\s+(?:na\s+)?sklad(?:em|ě)\s+(?P<what>[^?,.]+?)(?=\?|$|,)", r"how many \g<what> do we have in stock"),
    (r"\bkolik\s+máme\s+(?P<what>[^?,.]+?)\s+(?:na\s+)?sklad(?:em|ě)\b", r"how many \g<what> do we have in stock"),
    (r"\bkolik\s+(?:to\s+)?(?:je|dělá|bude)(?:\s+to)?(?:\s+celkem)?\b", "how much is that"), (r"\bkolik\s+stojí\b", "how much is"),
    (r"\bkolik\s+(?P<what>(?!máme|mám)\w+)\s+(?:máme|mám)\b", r"how many \g<what> do we have"), (r"\bkolik\s+máme\b", "how many do we have"), (r"\bkolik\s+mám\b", "how many do I have"), (r"\bkolik\b", "how much"),
    (r"\bco\s+mám\b", "what do I have"), (r"\bco\s+máme\b", "what do we have"), (r"\bco\s+je\b", "what is"),
    (r"\bkde\s+(?:mám|máme)(?:\s+(?:to|ten|tu|ty))?\b", "where did I put the"), (r"\bkde\s+je\s+(?=faktur|objednávk|soubor|složk|zpráv|účtenk)", "where is the "), (r"\bkde\s+je\b", "where is"), (r"\bkde\b", "where"), (r"\bkdy\s+přijde\s+(?P<who>" + _NAME + r")", r"when is \g<who> coming"), (r"\bkdy\b", "when"),
    (r"\bproč\b", "why"), (r"\bnevím\s+(?:jestli|zda|jestě)\b", "I don't know if"), (r"\bnevím\b", "I don't know"),
    (r"\bpodívej\s+se\s+(?:do|v)\s+(?:databáz(?:e|i)|db)\b", "look in the database"), (r"\bpodívej\s+se\b", "check"),
    (r"\bzkontroluj\b", "check"), (r"\bjestli\b", "if"),
    # what is said to be done: "pošli mail X že …", "napiš draft pro …", "připomeň mi …", "dej do kalendáře", "dej paid"
    (r"\b(?:pošli|napiš)\s+(?:mail|email|e-mail|zprávu|mejl)\s+(?:pro\s+)?(?P<who>(?:Mr\s+|Mrs\s+)?" + _NAME + r")\s*,?\s+(?:že|ze)\b", r"send an email to \g<who> that"),
    (r"\b(?:pošli|napiš)\s+(?:mail|email|e-mail|zprávu|mejl)\s+(?:pro\s+)?(?=(?-i:[A-Z]))", "send an email to "),
    (r"\bpošli\s+(?P<who>" + _NAME + r")\s+(?:mail|email|e-mail|zprávu|mejl)\s+(?:že|ze)\b", r"send \g<who> an email that"),
    (r"\bpošli\s+(?P<who>" + _NAME + r")\s+(?:mail|email|e-mail|zprávu|mejl)\b", r"send \g<who> an email"),
    (r"\bnapiš\s+(?:mi\s+)?(?:draft|koncept|návrh)\s+(?:mailu\s+)?(?:pro\s+)?", "write a draft email to "),
    (r"\bneposílej\s+(?:to\s+)?(?:ještě|zatím)\b", "don't send it yet"), (r"\bneposílej\b", "don't send it"),
    (r"\bjen\s+draft\b", "just a draft"), (r"\bať\s+(?:to\s+)?(?:zkontroluju|si\s+to\s+přečtu)\b", "so I can check it"),
    (r"\bnapiš\s+(?P<who>" + _NAME + r")\s+(?:že|ze)\b", r"email \g<who> that"),
    (r"\bpřipomeň\s+mi\s+(?P<when>(?:tomorrow|today)(?:\s+(?:morning|afternoon|evening))?|(?:on|by|for)\s+\w+(?:\s+(?:morning|afternoon|evening))?|this\s+week|next\s+week|\w+day)\s+" + _VERB + r"\b",
     lambda m: f"remind me {m.group('when')} to {_VERBS_PLAIN[_plain(m.group('verb'))]}"),
    (r"\bpřipomeň\s+mi\s+(?:že|ať|abych)?\s*" + _VERB + r"\b", lambda m: f"remind me to {_VERBS_PLAIN[_plain(m.group('verb'))]}"),
    (r"\bpřipomeň\s+mi\b", "remind me"),
    (r"\b(?:dej|dát|zapiš|napiš)\s+do\s+kalendáře\s+(?P<what>[^,.?!]+?)(?=\s+(?:on|at|for|tomorrow|today|next)\b|[,.?!]|$)",
     r"put \g<what> in the calendar"),  # "dej do kalendáře MOT pro Ford Focus v sobotu v 9": put MOT … in the calendar on saturday
    (r"\b(?:dej|dát|zapiš|napiš)\s+(?:to\s+)?do\s+kalendáře\b", "put it in the calendar"), (r"\bv\s+kalendáři\b", "in the calendar"),
    (r"\bdo\s+kalendáře\b", "in the calendar"), (r"\bkalendá(?:ř|ře|ři)\b", "calendar"),
    (r"\b(?:dej|dát|označ)\s+(?:(?:mu|jí|jim|to)\s+)?(?:jako\s+)?(?:paid|zaplacen(?:o|é|ý|á))\b", "mark it paid"),
    (r"\boznač\s+(?P<who>" + _NAME + r")\s+(?:jako\s+)?(?:paid|zaplacen(?:o|é|ý|á)|že\s+zaplatil[ai]?)\b", r"mark \g<who> paid"),
    (r"\boznač\b", "mark"),
    (r"\b(?:dej|přesuň|dát)\s+(?P<who>ji|ho|je|jí|to)\s+(?:na|to|for)\b",
     lambda m: "move " + {"ji": "her", "jí": "her", "ho": "him", "je": "them"}.get(_plain(m.group("who")), "it") + " to"),
    (r"^(?P<what>.{1,60}?)\s+přesuň\s+(?:na|to|for)\b", _moved), (r"\bpřesuň\s+(?P<what>.{1,60}?)\s+(?:na|to|for)\b", r"move \g<what> to"),
    (r"\bpřesuň\b", "move"),
    (r"\b(?:smaž|vymaž|škrtni|vyhoď)\s+(?P<who>" + _NAME + r")\s+(?:from|ze?|od)\s+(?=(?:\w+day|tomorrow|today)\b)",
     r"take \g<who> off "), (r"\b(?:smaž|vymaž|odstraň)\b", "delete"), (r"\bzruš\b", "cancel"),
    (r"\bzměň\s+(?:mu|jí|jim)?\s*to\s+v\s+kontaktech\b", "change it in contacts"), (r"\bv\s+kontaktech\b", "in contacts"),
    (r"\bzměň\b", "change"), (r"\bodepiš\b", "reply to"),
    (r"\bulož\s+(?:si\s+)?(?:číslo|kontakt|telefon)\s+(?:na\s+)?(?P<name>" + _NAME + r")", lambda m: "save new contact " + _accusative(m.group("name"))), (r"\b(?:ulož|přidej)\s+(?:nový\s+)?kontakt\b", "save new contact"), (r"\bnový\s+kontakt\b", "new contact"),
    (r"\b(?P<who>" + _NAME + r")\s+má\s+nov(?:é|ý)\s+číslo\b", r"\g<who> has a new number"),
    (r"\bnajdi\s+(?:mi\s+)?(?:ten\s+|ty\s+)?(?:e-?)?mail(?:y)?\b", "find the email"), (r"\bnajdi\s+(?:mi\s+)?(?:ten|tu|to|ty)\b", "find the"), (r"\bnajdi\b", "find"),
    (r"^\s*(?:zapiš|poznamenej)\s+si\s*:", "make a note:"), (r"^\s*poznámka\s*:", "make a note:"), (r"\b(?:zapiš|poznamenej)\s+si\b", "make a note"),
    (r"\bnastav\s+(?:na\s+mailu|v\s+mailu|na\s+e-?mailu)\s+(?:auto\s*reply|automatickou\s+odpověď)\b", "set the auto reply on my email"),
    (r"\bnastav\s+(?:auto\s*reply|automatickou\s+odpověď)\b", "set the auto reply"), (r"\bnastav\b", "set"),
    (r"\bmáme\s+zavřeno\b", "we are closed"), (r"^\s*Christmas\s+we\s+are\s+closed\b", "we are closed for Christmas"),
    (r"\botevíráme\b", "we open again"), (r"\bzavřeno\b", "closed"),
    (r"\bkdyž\s+(?=urgent|něco|je\s+to)", "if "), (r"\bať\s+(?:mi\s+)?volají\b", "they should call"), (r"\bať\s+(?:mi\s+)?zavolá\b", "he should call"),
    (r"\bobjednej\s+(?:mi\s+)?", "order me "), (r"\bať\s+to\s+je\s+tady\b", "so it's here"),
    (r"\bsdílej\s+(?:se?|with)\s+(?P<who>" + _NAME + r")\s+(?P<what>[^,.?!]+)", r"share \g<what> with \g<who>"),
    (r"\bsdílej\s+(?P<what>.{1,40}?)\s+(?:se?|with)\s+", r"share \g<what> with "), (r"\bpřidej\b", "add"), (r"\bulož\b", "save"),
    (r"\bodečti\s+(?:je|to)\b", "take them off"), (r"\bodečti\b", "take off"),
    (r"\bněkam\s+jsem\s+(?:to\s+)?" + _DONE_WORD + r"\b", lambda m: f"I {_DONE_PLAIN[_plain(m.group('done'))]} it somewhere"),
    (r"\b" + _DONE_WORD + r"\s+jsem\b", lambda m: "I " + _DONE_PLAIN[_plain(m.group("done"))]),
    (r"\bjsem\s+(?:to\s+)?" + _DONE_WORD + r"\b", lambda m: "I " + _DONE_PLAIN[_plain(m.group("done"))]),
    (r"\b(?:právě|zrovna)\s+" + _DONE_WORD + r"\b", lambda m: "has just " + _DONE_PLAIN[_plain(m.group("done"))]),
    (r"\bvolala\s+(?:že|ze)\b", "called to say she"), (r"\bvolal\s+(?:že|ze)\b", "called to say he"),
    # things said of a garage and its day: "jednomu klukovi co přišel z ulice", "přijde na inspekci", "mám plno"
    (r"\břict\s+(mu|jí|jim)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", lambda m: "tell " + {"mu": "him", "jim": "them"}.get(m.group(1), "her") + " on "),
    (r"\bkdyž\s+přijde\b", "when he comes"), (r"\bjednomu\s+klukovi\s+co\s+přišel\s+z\s+ulice\b", "to a guy who came in off the street"),
    (r"\b(?:z|ze)\s+ulice\b", "off the street"), (r"\b(?:klukovi|chlapovi)\b", "a guy"),
    (r"^\s*(?P<who>(?-i:[A-Z])[\w-]+)\s+chlap\b", r"the \g<who> guy"), (r"\bchlap\b", "guy"),
    (r"\bpřijde\s+na\s+(?:inspekci|kontrolu)\b", "is coming for an inspection"), (r"\bpřijde\s+na\b", "comes for"), (r"\bpřijde\b", "is coming"),
    (r"\b(?:ráno|in\s+the\s+morning)\s+mám\s+plno\b", "I'm busy in the morning"), (r"\bmám\s+plno\b", "I'm fully booked"),
    (r"\buž\s+(?:skoro\s+)?nic\s+nemáme\b", "we have almost none left"), (r"\bnemáme\b", "we don't have"),
    (r"\bv\s+(?:pátek|friday)\s+nemůže\b|\bon\s+friday\s+nemůže\b", "can't come on friday"),
    (r"\b(?P<when>on\s+\w+day)\s+nemůže\b", r"can't come \g<when>"), (r"\bnemůže\b", "can't come"),
    (r"\bmůže\s+si\s+(?:ji|ho|je|to)\s+vyzvednout\b", "they can collect it"), (r"\bmůže\b", "can"), (r"\bje\s+to\s+hotov(?:é|o)\b", "it is ready"),
    (r"\bauto\s+(?=(?:je|bude)\s+hotov)", "the car "), (r"\b(?:je|bude)\s+hotov(?:á|ý|é|o)\b", lambda m: ("will be" if _plain(m.group(0)).startswith("b") else "is") + " ready"), (r"\bhotov(?:á|ý|é|o)\b", "ready"), (r"\bcelkem\b", "total"), (r"\bkartou\s+ok\b", "card is fine"),
    (r"\bkartou\b", "by card"), (r"\bhotově\b", "cash"), (r"\bchci\s+cenu\s+na\b", "I want a price for"), (r"\bdodání\b", "delivery"),
    (r"\bzaplatil[ai]?\s+za\s+(?:ty|ten|tu|to)\b", "paid for the"), (r"\bza\s+(?:ty|ten|tu|to)\b", "for the"),
    (r"\b(\d+)\s*ks\b", r"\1x"), (r"(?<=\d)\s+pneu\s+na\s+(?=(?-i:[A-Z]))", " tyres on the "),
    (r"\b(\w+)\s+ho\s+chce\b", r"the \1 wants it"), (r"\bchce\b", "wants"), (r"\bchci\b", "I want"), (r"\bchceme\b", "we want"),
    (r"\b(?:potřebuju|potřebuji)\b", "I need"), (r"\bmáme\s+dost\b", "we have enough"),
    (r"\bkoupil\s+pneu\s+jinde\s+na\s+netu\b", "he bought tyres elsewhere online"), (r"\bjinde\b", "elsewhere"), (r"\bna\s+netu\b", "online"),
    (r"\bjeho\s+problém\b", "his problem"), (r"\bněkam\b", "somewhere"), (r"\bo\s+těch\s+nových\b", "about the new"),
    (r"\bpravidl(?:a|ech|o)\b", "rules"), (r"\bpřední\s+disky\b", "front discs"), (r"\bskoro\s+na\s+limitu\b", "nearly at the limit"),
    (r"\břict\s+mu\b", "tell him"), (r"\bkdyž\s+přijde\b", "when he comes"), (r"\bna\s+zimní\s+pneu\b", "for winter tyres"),
    (r"\bzimní\b", "winter"), (r"\bna\s+(\w+)\s+webu\b", r"on the \1 website"), (r"\bweb(?:u|ovky)?\b(?!\.)", "website"),
    # things: the nouns of a small business, said in any case
    (r"\bseznam\s+zákazníků\b", "the customer list"), (r"\bnov(?:á|ou)\s+objednávk(?:a|u)\b", "new order"),
    (r"\bnov(?:ý|ého)\s+zákazník(?:a)?\b", "new customer"), (r"\bnov(?:á|ou)\s+rezervac(?:e|i)\b", "new booking"),
    (r"\b(?:ta\s+)?auto\s+je\s+hotov(?:é|o)\b", "the car is ready"), (r"\bauto\b(?!\s*-?\s*reply)", "car"), (r"\baut(?:a|em)\b", "car"),
    (r"\brezervac(?:e|i)\b", "booking"), (r"\btermín(?:u|y)?\b", "appointment"), (r"\bzákazníků\b", "customers"),
    (r"\bzpráv(?:u|y|a)\b", "message"), (r"\b(?:e-?)?mailem\b", "by email"), (r"\bodpověz\b", "reply to"),
    (r"\bodpověděl[ai]?\b", "replied"), (r"\bnapsal[ai]?\b", "wrote"), (r"\bposlal[ai]?\b", "sent"),
    (r"\bpneumatik(?:a|u|y|ám|ami)?\b|\bpneu\b", "tyres"), (r"\bdatabáz(?:e|i|í)\b", "database"), (r"\bfaktur[auy]\b", "invoice"),
    (r"\bobjednáv(?:ka|ku|ky|ce|ek)\b", "order"), (r"\bzákazní(?:k|ka|kovi)\b", "customer"), (r"\bzákazníci\b", "customers"),
    (r"\bschůzk[auy]\b", "meeting"), (r"\bkontakt(?:y|ů|u)?\b", "contacts"), (r"\bčíslo\b", "number"), (r"\bsoubor(?:y|u)?\b", "file"),
    (r"\bsložk[aueyi]\b|\bsložce\b", "folder"), (r"\bstažen(?:é|ý)\b", "Downloads"), (r"\bploše\b|\bplocha\b", "Desktop"),
    (r"\búkol\b", "task"), (r"\bseznam(?:u)?\b", "list"), (r"\búčtenk[auy]\b", "receipt"), (r"\bmail(?:u|em)\b", "email"),
    (r"\bna\s+STK\b", "for an MOT"), (r"\bSTK\b", "MOT"), (r"\b(?:s|se|with)\s+účetní(?:m)?\b", "with the accountant"),
    (r"\búčetní(?:m|ho)?\b", "the accountant"), (r"\bv\s+příloze\b", "attached"), (r"\bvýměna\s+oleje\b", "oil change"),
    (r"\bkvůli\b", "about"), (r"\b(?:s|with)\s+přezutím\b", "with fitting"), (r"\bpřezutí(?:m)?\b", "fitting"),
    (r"\bpoznámk(?:a|u|y)\b", "note"), (r"\btabulk(?:a|u|y|ce)\b", "spreadsheet"), (r"\bceník(?:em|u)?\b", "price list"),
    (r"\b(?:with|se?)\s+cenami\b", "with the prices"), (r"\bjsme\s+vydělali\b|\bvydělali\s+jsme\b", "did we make"),
    (r"\bmáme\s+(?P<when>on\s+\w+day|tomorrow|today)\s+volno\b", r"we are closed \g<when>"), (r"\bvolno\b", "off"),
    (r"\bstěrače\b", "wiper blades"), (r"\bolej(?:e|em)?\b", "oil"), (r"\bbrzdy\b", "brakes"), (r"\bdíly\b", "parts"), (r"\bsklad(?:em|ě)?\b", "stock"),
    # small words, last
    (r"\bto\s+je\b", "it is"), (r"\bže\b", "that"), (r"\bkdyž\b", "when"), (r"\bale\b", "but"), (r"\bjen\b", "just"), (r"\buž\b", "already"), (r"\bještě\b", "still"),
    (r"\btaky\b", "also"), (r"\bhned\b", "right away"), (r"\bskoro\b", "nearly"), (r"\bnic\b", "nothing"), (r"\bnové\b|\bnový\b|\bnová\b", "new"),
    (r"(?<![\w'’])(?:ten|ta|ty|tu|ti)\s+(?=(?-i:[a-zA-Z]))", "the "), (r"\bto\b(?=\s*[.,?!]|\s*$)", "it"), (r"\bmáme\b", "we have"), (r"\bmám\b", "I have"),
    (r"\bmá\b", "has"), (r"\bje\b(?=\s)", "is"), (r"\bjsou\b", "are"), (r"(?-i:\bpro\b)", "for"), (r"\bod\b", "from"), (r"(?<![\w'’])ze?\b(?=\s)", "from"),
    (r"\bna\b", "on"), (r"(?<![\w'’])ve?\b(?=\s)", "in"), (r"(?<![\w'’])se?\b(?=\s)", "with"), (r"\bdo\s+(?=the\b|database\b)", "in "), (r"(?<![\w'’])o\b(?=\s)", "about"),
    (r"\b" + _VERB + r"\b", lambda m: _VERBS_PLAIN[_plain(m.group("verb"))]),  # "zapiš si: objednat olej": order oil
    (r"\b(cancel|delete|move|find|share|change|check|send|pay|order)\s+(?=(?:meeting|invoice|order|customer|file|folder|list|booking|note|task|"
     r"receipt|email|message|appointment)\b)", r"\1 the "), (r"\bmi\b", "me"), (r"\bmu\b", "him"), (r"\bjí\b", "her"), (r"\bjim\b(?=\s)", "them"), (r"\bmůj\b|\bmoje\b", "my"), (r"\bnaše?\b", "our"),
]

_PHRASES: phrasebook.Phrases = phrasebook.respelled(_SAID, _LETTERS)


def czech(text: str) -> bool:
    """Whether ``text`` has two words only Czech has, or written with a letter only Czech writes ("ě", "ř", "ů")."""
    words = set(re.findall(r"[\w'’-]+", text.lower()))
    return len({w for w in words if _plain(w) in _OWN or _OWN_LETTERS.search(w)}) >= 2


def english(text: str) -> str:
    """``text`` with its Czech read as English when it is so written; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if czech(text) else text
