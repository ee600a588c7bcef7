"""Hebrew in a request (as typed in Latin letters, with English mixed in, by an Israeli falafel and sabich food-truck owner
in Camden and by an Israeli master's student in Manchester who babysits) read as English before it is planned: "mi oved
machar?" (who is working tomorrow?), "tishlach mail le Ruth …" (send an email to Ruth …), "tizkir li yom rishon to
change the gas bottles" (remind me sunday to …), "Dana tevatel the tasting yom chamishi, hi chola" (cancel the tasting
with Dana thursday, she is sick), "tosif Maya shift yom shishi 11 ad 7" (add Maya shift friday 11 to 7), "Tom cant do
yom revi'i, timchak oto" (… wednesday, delete it), "mi od lo shilem? kama total" (who still hasn't paid? how much
total), "tosif to calendar gas safety check 1 december 8 baboker" (add to the calendar: gas safety check 1 december at
8:00), "ma nigmar?" (what is out of stock?); the student's "tizkor li leshalem schar dira ad yom shishi" (remind me to
pay rent by friday), "mi shalach li mail al …? ani lo zocheret" (who sent me an email about …? I don't remember), "tosif
babysitting etzel ha Hendersons yom shlishi me 6 ad 10 baerev" (add babysitting at the Hendersons tuesday from 18:00 to
22:00), "ta'avir et lecture7.pdf mi Downloads la tikiya Uni/Stats" (move lecture7.pdf from Downloads to the folder
Uni/Stats), "ani ba aretz mi 18.12 ad 3.1, tasim auto reply beanglit" (I am in Israel from 18 December to 3 January, set
an auto reply in English), "ma katuv ba note shel ha shakshuka?" (what is written in the note of the shakshuka?),
"meeting im ha group …, yom rishon ba 2. tosif" (add meeting with the group …, sunday at 2).

Only a request with at least two words only Hebrew has is read so ("mi", "ma", "kama", "le", "ve", "od", "ze" are words
of other languages too; a saying only Hebrew has, "mi od lo", "ma nigmar", counts as one). Its verbs are read in the
forms said to someone (the future "tosif", "tishlach", "tevatel", the imperative "hosef", "shlach", "bater"), its
prefixes ("le-Ruth", "ha truck", "be-december") as the English words, "N baboker"/"N baerev" as a time ("me 6 ad 10
baerev" both hours), "18.12" as a date (day.month), who does or doesn't ("ani lo motzet", "hi rotza") and what was done
("katva she") as the English, a verb said last ("…, tosif") first. What is added after a colon to a note or a list stays
as typed, and so do names, numbers, e-mail addresses, the goods and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook


def _plain(word: str) -> str:
    """A word as the lists write it: lower case, without its apostrophes ("revi'i" → revii, "ba'erev" → baerev)."""
    return re.sub(r"['’]", "", word.lower())


# Words only Hebrew has (no English word, nor one of another stored language: "mi", "ma", "kama", "yom", "ani", "tas",
# "toda", "yalla", "od", "ze", "kol", "kvar", "eich", "lama" are words elsewhere too): two of them make a request Hebrew
_OWN = frozenset("""machar mahar hayom haiom etmol mochrotayim machratayim mahratayim baboker babboker batsohorayim
    batzohorayim tsohorayim tzohorayim baerev balayla halayla achshav ahshav akhshav shavua hashavua bashavua hodesh chodesh
    hachodesh rishon sheni shlishi revii chamishi hamishi khamishi shishi shabbat shabat motzash tosif tosifi tosifu hosef
    hosifi tishlach tishlechi shlach shilchi tevatel tevatli mevatel mevatelet bitel bitla bitlu timchak timchaki tamchak mchak
    mchaki tizkir tizkiri tazkir tazkiri tiftach tiftechi tishmor tasim taziz tazez tashne tashni tevadek tivdok bdok timtza
    tachpes tagid tagidi tishtaf tishtafi titkasher tetakshar tekasher tirshom tichtov tekabea takbia tazmin tazmini tesader
    lehachlif lehazmin lehitkasher letalpen leshalem liknot lishloach livdok lekabel lehavi lesader lenakot lehotsi lasim
    laasot lehazkir shilem shilma shilmu shilamti shilamnu chayav chayevet chayavim oved ovedet ovdim nigmar nigmera nigmeru
    chola chole cholim hevi hevia heviu hegia higia higiu chozer chozeret sagur sgura patuach kesef cheshbon cheshbonit
    mishmeret mishmarot pgisha hazmana hazmanot lakoach lekoach lekochot sapak sapakim mlai mekarer yoman reshima mispar
    achi ahi achla sababa beseder bevakasha shel sheli shelo shela shelanu otam zot aval kulam yesh eyn matai eifo eyfo eize
    eizeh anachnu lanu yachol yechola yecholim shuv tizkor tizkeri tizkori shalach shalcha shalchu katav katva katvu katuv
    motzet motze motzeet zocheret zocher rotza rotze rotzim yuchal tuchal yuchlu laarokh laaroch learoch efshar yachzeru
    yachzor tachzor meuchar meucheret etzel taavir taaviri haaver tizrok tizreki zrok lehaziz lehaavir tadlik tadliki beanglit
    beivrit aretz baaretz sechar paamim shaot tikiya tikia delet egozim koach relevanti""".split())

_DAYS = {"rishon": "sunday", "sheni": "monday", "shlishi": "tuesday", "revi": "wednesday", "chamishi": "thursday",
         "hamishi": "thursday", "khamishi": "thursday", "shishi": "friday", "shab": "saturday"}
_DAY = r"(?P<day>rishon|sheni|shlishi|revi'?[iy]|revi'?e|chamishi|hamishi|khamishi|shishi|shabb?at)"
# A day said bare ("shishi ve shabbat"): not "rishon", "sheni", which are "first", "second" too
_BARE_DAY = r"(?P<day>shlishi|revi'?[iy]|revi'?e|chamishi|hamishi|khamishi|shishi|shabb?at)"
# Months as Hebrew spells them ("detsember", "yanuar"), and any month after "be-" (in): "be-december"
_MONTHS = {"yanuar": "January", "februar": "February", "merts": "March", "mai": "May", "yuni": "June", "yuli": "July",
           "ogust": "August", "oktober": "October", "detsember": "December", "dezember": "December"}
_MONTH = r"(?P<month>" + "|".join(_MONTHS) + r")"
# Verbs said to someone (future and imperative forms, the feminine too), each as the English one
_VERBS = {"send": r"tishlach|tishlechi|tishlechu|shlach|shilchi", "cancel": r"tevatel|tevatli|tevatlu|batli",
          "delete": r"timchak|timchaki|tamchak|mchak|mchaki", "add": r"tosif|tosifi|tosifu|hosef|hosifi",
          "remind": r"tizkir|tizkiri|tazkir|tazkiri|tizkor|tizkeri|tizkori|zchor", "open": r"tiftach|tiftechi|ftach", "save": r"tishmor|tishmeri|shmor",
          "put": r"tasim|tasimi", "move": r"taziz|tazez|tazizi|ta'?avir|ta'?aviri|ha'?aver", "change": r"tashne|tashni", "check": r"tevadek|tivdok|bdok",
          "find": r"timtza|timtzei|tachpes|chapes", "share": r"tishtaf|tishtafi|shatef", "call": r"titkasher|tetakshar|tekasher",
          "write down": r"tirshom|tirshemi", "write": r"tichtov|tichtevi", "book": r"tekabea|takbia|tikba", "order": r"tazmin|tazmini",
          "sort out": r"tesader|tesadri", "trash": r"tizrok|tizreki|zrok"}
_VERB = {v: r"\b(?:" + forms + r")\b" for v, forms in _VERBS.items()}
# Infinitives, after "tizkir li" (remind me) or "tzarich" (need to): "lehachlif" (to change), "lehazmin" (to order)
_TO = {"lehachlif": "change", "lehazmin": "order", "lehitkasher": "call", "letalpen": "call", "leshalem": "pay", "liknot": "buy",
       "lishloach": "send", "livdok": "check", "lekabel": "get", "lehavi": "bring", "lesader": "sort out", "lenakot": "clean",
       "lehotsi": "take out", "lasim": "put", "laasot": "do", "lehazkir": "remind", "lehaziz": "move", "lehaavir": "move",
       "lavo": "come", "laarokh": "edit", "laaroch": "edit", "learoch": "edit", "lishmor": "save", "lizkor": "remember"}
# Goods counted so ("20 kilo chickpeas", "3 kufsaot"): a count of them added is added to the stock
_UNITS = r"(?:kilo|kilos|kg|k|gram|box|boxes|kufsa|kufsaot|jars?|trays?|bags?|sak|sakim|sacks?|litres?|liters?|packs?|cases?|crates?|bottles?)"
# Who is said to be how: "hi chola" (she is sick), "ani tas le" (I am flying to), "hu chozer" (he is coming back)
_WHO = {"hi": ("she", "is"), "hu": ("he", "is"), "ani": ("I", "am"), "hem": ("they", "are"), "anachnu": ("we", "are")}
_HOW = {"chola": "sick", "chole": "sick", "cholim": "sick", "tas": "flying", "tasa": "flying", "chozer": "coming back",
        "chozeret": "coming back", "chozrim": "coming back", "sagur": "closed", "sgura": "closed", "oved": "working",
        "ovedet": "working", "ovdim": "working", "ba": "coming", "baa": "coming", "baim": "coming"}
# What someone does not do: "ani lo motzet oto" (I can't find it), "ani lo zocheret" (I don't remember), "hi lo rotza"
_NOT = {"motzet": "can't find", "motze": "can't find", "motzeet": "can't find", "zocheret": "don't remember",
        "zocher": "don't remember", "rotza": "don't want", "rotze": "don't want", "rotzim": "don't want", "yodaat": "don't know",
        "yodea": "don't know"}
# What someone did, said or wants: "mi shalach li mail" (who sent me an email), "Sarah katva she" (Sarah wrote that)
_DID = {"shalach": "sent", "shalcha": "sent", "shalchu": "sent", "katav": "wrote", "katva": "wrote", "katvu": "wrote",
        "amar": "said", "amra": "said", "amru": "said", "rotza": "wants", "rotze": "wants", "rotzim": "want"}
_FAMILY = {"ima": "mum", "aba": "dad", "achot": "sister", "ach": "brother", "savta": "grandma", "saba": "grandpa"}
_NOUNS = {"kesef": "money", "cheshbon": "bill", "cheshbonit": "invoice", "mishmeret": "shift", "mishmarot": "shifts",
          "pgisha": "meeting", "hazmana": "order", "hazmanot": "orders", "lakoach": "customer", "lekoach": "customer",
          "lekochot": "customers", "sapak": "supplier", "sapakim": "suppliers", "mlai": "stock", "mekarer": "fridge",
          "yoman": "calendar", "reshima": "list", "mispar": "number", "kufsaot": "boxes", "kufsa": "box", "sakim": "sacks",
          "meil": "email", "imeil": "email", "hodaa": "message", "koach": "energy", "tikiya": "folder", "tikia": "folder",
          "delet": "door", "dira": "flat", "egozim": "nuts", "paam": "time", "shaa": "hour", "shaot": "hours", "paamim": "times"}
_SMALL = {"ve": "and", "shel": "of", "sheli": "my", "shelanu": "our", "shelo": "his", "shela": "her", "gam": "also",
          "rak": "only", "kvar": "already", "shuv": "again", "aval": "but", "ze": "it", "zot": "this", "kol": "all",
          "kulam": "everyone", "beseder": "ok", "sababa": "great", "achla": "great", "li": "me", "lanu": "us", "oto": "it",
          "ota": "it", "otam": "them", "le": "to", "ha": "the", "ad": "until", "yesh": "there is", "lo": "not", "od": "still",
          "chola": "sick", "chole": "sick", "oved": "works", "ovedet": "works", "ovdim": "work", "nigmar": "ran out",
          "nigmera": "ran out", "nigmeru": "ran out", "hevi": "brought", "hevia": "brought", "heviu": "brought",
          "hegia": "arrived", "higia": "arrived", "higiu": "arrived", "sagur": "closed", "sgura": "closed", "patuach": "open",
          "chayav": "owes", "chayevet": "owes", "chayavim": "owe", "yachol": "can", "yechola": "can", "hem": "they", "ani": "I",
          "anachnu": "we", "meuchar": "late", "meucheret": "late", "relevanti": "relevant", "yachzeru": "will be back",
          "yachzor": "will be back", "tachzor": "will be back", "efshar": "is it possible", "etzel": "at", "la": "to",
          "katuv": "written", "oti": "me"}


def _at(m: re.Match, later: int = 0) -> str:
    """A time said "8 baboker", "7 baerev", "3 batsohorayim" as the planner reads it: at 8:00, at 19:00, at 15:00."""
    hour = int(m.group("h"))
    if later and hour < 12 and not (later == 2 and hour < 5):  # "2 balayla" is 2:00, "11 balayla" 23:00
        hour += 12
    return f"at {hour}:{m.group('m') or '00'}"


def _span(m: re.Match) -> str:
    """"me 6 ad 10 baerev" as from 18:00 to 22:00: the part of the day said once for both hours ("10 ad 2 batsohorayim": 10:00
    to 14:00, the first hour before the second kept as said)."""
    when = _plain(m.group("when"))
    later = 0 if "oker" in when else 2 if "lay" in when or "lai" in when else 1
    end = _at(m, later)[3:]
    start = int(m.group("h1"))
    if later and start < 12 and not (later == 2 and start < 5) and (start <= int(m.group("h")) or later == 2):
        start += 12
    return f"{'from ' if m.group('frm') else ''}{start}:{m.group('m1') or '00'} to {end}"


def _dated(day: str, month: str) -> str:
    """"18.12" as 18 December (day.month, as Israel writes a date)."""
    return phrasebook.dotted_date(re.match(r"(?P<d>\d+)\.(?P<m>\d+)(?P<y>)", f"{day}.{month}"))


def _not(m: re.Match) -> str:
    """"ani lo motzet" (I can't find), "hi lo zocheret" (she doesn't remember)."""
    who = _WHO.get((m.group(1) or "ani").lower(), ("I", "am"))[0]
    said = _NOT[_plain(m.group(2))]
    return f"{who} " + (said.replace("don't", "doesn't") if who in ("she", "he") else said)


def _day(m: re.Match) -> str:
    return phrasebook.stem_said(m.group("day"), _plain, _DAYS)


def _who_how(m: re.Match) -> str:
    who, be = _WHO[m.group(1).lower()]
    return f"{who} {be} {_HOW[_plain(m.group(2))]}"


def _to_stock(m: re.Match) -> str:
    """"tosif 20 kilo chickpeas": add 20 kilo chickpeas to the stock (unless it says where: "… to the list")."""
    goods = m.group("goods")
    where = re.search(r"\b(?:to|into|in|on|for|le|la|ba)\b", goods, re.I)
    return f"add {goods}" + ("" if where else " to the stock")


def _word(m: re.Match) -> str:
    """A Hebrew word as English when known: "mishmeret" → shift, "ve" → and; any other as typed."""
    plain = _plain(m.group(0))
    return _NOUNS.get(plain) or _SMALL.get(plain) or m.group(0)


_TIME = r"(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*"
_NAME = r"(?-i:[A-Z])[\w'-]*"
_SAID: list[tuple[str, object]] = [
    # greetings, thanks and please say nothing to do: "achi" (bro), "yalla", "toda raba", "bevakasha"
    (r"^\s*(?:(?:ya\s+)?(?:achi|ahi|achoti|yalla|shalom|hey)\b[\s,!]*)+", ""), (r"\btoda\s+rab+a\b", "thanks a lot"),
    (r"\btoda\b", "thanks"), (r"[,\s]*\bbevakasha\b", " please"),
    # the verb said last ("meeting im ha group …, yom rishon ba 2. tosif") said first
    (r"^(.+?)[\s.,;!]+(tosif|tosifi|hosef|hosifi)[\s.!]*$", r"\2 \1"),
    # prefixes: "ha-truck" (the truck), "le-Ruth"/"leRuth" (to Ruth), "be-december" (in December), "me-Yarden" (from Yarden)
    (r"(?<![\w.@/-])ha[- ]?(?=calendar|yoman|reshima|list|truck|mail)", "the "),
    (r"(?<![\w.@/-])ha-(?=\w)", "the "), (r"(?<![\w.@/-])le-(?=\w)", "to "), (r"(?<![\w.@/-])la-(?=\w)", "to the "), (r"(?<![\w.@/-])le(?=(?-i:[A-Z])[a-z])", "to "),
    (r"(?<![\w.@/-])(?:me|mi)-(?=\w)", "from "), (r"(?<=[\w,]\s)mi\s+(?=(?-i:[A-Z])[a-z])", "from "), (r"(?<![\w.@/-])ba-(?=\w)", "in the "), (r"(?<![\w.@/-])ve-(?=\w)", "and "),
    # "ima shel Ella" (Ella's mum), "mi 18.12 ad 3.1" (from 18 December to 3 January, a date written day.month)
    (r"\b(" + "|".join(_FAMILY) + r")\s+shel\s+(" + _NAME + ")", lambda m: f"{m.group(2)}'s {_FAMILY[m.group(1).lower()]}"),
    (r"\b(?:me|mi)\s+(\d{1,2})\.(\d{1,2})\.?\s+ad\s+(\d{1,2})\.(\d{1,2})\b\.?", lambda m: m.group(0) if int(m.group(2)) > 12 or
     int(m.group(4)) > 12 else f"from {_dated(m.group(1), m.group(2))} to {_dated(m.group(3), m.group(4))}"),
    # days: "yom chamishi" (thursday), "be-yom shishi" (on friday), "kol yom shishi" (every friday), "shishi ve shabbat"
    (r"\bkol\s+(?:yom\s+)?" + _DAY + r"\b", lambda m: "every " + _day(m)),
    (r"\b(?:(?:be|ba)[- ]?)?yom\s+" + _DAY + r"(?![\w'])", _day),
    (r"\bmotz(?:ash|ei\s+shabb?at)\b", "saturday evening"),
    (r"(?<![\w-])(?<!ha\s)" + _BARE_DAY + r"(?![\w'])", _day),
    # dates: "13 detsember", "be-december" (in December)
    (r"\b(\d{1,2})\s+(?:be[- ]?)?" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group('month').lower()]}"),
    (r"\b" + _MONTH + r"\b", lambda m: _MONTHS[m.group("month").lower()]),
    (r"(?<![\w.@/-])be[- ]?(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)", "in "),
    # times: "8 baboker" (at 8:00), "7 baerev" (at 19:00), "me 11 ad 7" (from 11 to 7), "machar baboker" (tomorrow morning)
    (r"\b(?P<frm>(?:me|mi)\s+)?(?P<h1>\d{1,2})(?::(?P<m1>\d\d))?\s*ad\s+" + _TIME +
     r"(?P<when>(?:ba[- ']?|ha[- ']?)?(?:b+oker|t[sz]ohora[iy]+m|'?erev|lay?la))\b", _span),
    (r"\b" + _TIME + r"(?:ba[- ']?)?b+oker\b", _at), (r"\b" + _TIME + r"(?:ba[- ']?)?t[sz]ohora[iy]+m\b", lambda m: _at(m, 1)),
    (r"\b" + _TIME + r"(?:ba[- ']?)?'?erev\b", lambda m: _at(m, 1)), (r"\b" + _TIME + r"(?:ba[- ']?|ha[- ']?)?lay?la\b", lambda m: _at(m, 2)),
    (r"\b(?:me|mi)\s+(\d{1,2}(?::\d\d)?)\s+ad\s+(?=\d)", r"from \1 to "), (r"\b(\d{1,2}(?::\d\d)?)\s*ad\s+(?=\d)", r"\1 to "),
    (r"\b(machar|mahar|hayom|haiom)\s+(?:ba[- ']?)?b+oker\b", lambda m: ("tomorrow" if m.group(1)[0] == "m" else "this") + " morning"),
    (r"\b(machar|mahar|hayom|haiom)\s+ba[- ']?'?erev\b", lambda m: ("tomorrow" if m.group(1)[0] == "m" else "this") + " evening"),
    (r"\bachar(?:ei)?\s+ha[- ]?t[sz]ohora[iy]+m\b", "in the afternoon"), (r"\bba[- ']?t[sz]ohora[iy]+m\b", "at noon"),
    (r"\bba[- ']?b+oker\b", "in the morning"), (r"\bba[- ']?'?erev\b", "in the evening"), (r"\bbalay?la\b", "at night"),
    (r"\bhalay?la\b", "tonight"), (r"\b(?:machar|mahar)\b", "tomorrow"), (r"\b(?:hayom|haiom)\b", "today"), (r"\betmol\b", "yesterday"),
    (r"\b(?:mochrotayim|machratayim|mahratayim)\b", "the day after tomorrow"),
    (r"\b(?:ba[- ]?|ha[- ]?)?shavua\s+(?:ha[- ]?)?ba'?a?\b", "next week"), (r"\b(?:ba[- ]?|ha[- ]?)?shavua\s+she[- ']?avar\b", "last week"),
    (r"\b(?:ha[- ]?|ba[- ]?)shavua\b", "this week"), (r"\b(?:ba[- ]?|ha[- ]?)?c?hodesh\s+(?:ha[- ]?)?ba\b", "next month"),
    (r"\bha[- ]?c?hodesh\b", "this month"), (r"\ba[ck]?hshav\b|\bakhshav\b", "now"),
    (r"\bad\s+(?=(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow)\b)", "by "),
    (r"\bshel\s+(?=(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b)", "on "),
    (r"\bshel\s+(?=(?:tomorrow|today)\b)", "for "),
    (r"\bba\s+(?=\d{1,2}(?::\d\d)?(?![\d.:/]))", "at "), (r"(?<![\w.@/'-])ha\s+(?=[\w~])", "the "),
    (r"\betzel\s+(?=the\b)", "at "), (r"\betzel\s+(" + _NAME + r")", r"at \1's"),
    # who is how: "hi chola" (she is sick), "ani tas le Israel" (I am flying to Israel)
    (r"\b(hi|hu|ani|hem|anachnu)\s+ba[- ']?aretz\b", lambda m: " ".join(_WHO[m.group(1).lower()]) + " in Israel"),
    (r"\bba[- ']?aretz\b", "in Israel"), (r"\baretz\b", "Israel"),
    (r"\b(hi|hu|ani|hem|anachnu)\s+(" + "|".join(_HOW) + r")\b", _who_how),
    (r"\b(?:(hi|hu|ani|hem|anachnu)\s+)?lo\s+(" + "|".join(_NOT) + r")\b", _not),
    (r"\b(ani|anachnu|hem)\s+(rotza|rotze|rotzim|rotzot)\b", lambda m: _WHO[m.group(1).lower()][0] + " want"),
    (r"\b(hi|hu)\s+(rotza|rotze)\b", lambda m: _WHO[m.group(1).lower()][0] + " wants"),
    (r"\b(hi|hu|ani|hem|anachnu)\s+lo\s+(?:tz|ts)(?:arich|richa|richim)\b",
     lambda m: _WHO[m.group(1).lower()][0] + (" doesn't" if m.group(1).lower() in ("hi", "hu") else " don't") + " need"),
    (r"\b(?:ain|ein)\s+li\s+", "I have no "), (r"\b(?:ain|ein)\s+lanu\s+", "we have no "),
    (r"\bkvar\s+lo\s+(?=relevant)", "is no longer "), (r"\bkvar\s+lo\b", "no longer"),
    (r"\bshe[- ]?yuchal\b", "so he can"), (r"\bshe[- ]?tuchal\b", "so she can"), (r"\bshe[- ]?yuchlu\b", "so they can"),
    # what was done: "mi shalach li mail" (who sent me an email), "Sarah katva she" (Sarah wrote that)
    (r"\b(" + "|".join(_DID) + r")\s+(li|lanu)\s+(?:an?\s+)?(?:e-?mail|mail|meil|imeil)\b",
     lambda m: f"{_DID[m.group(1).lower()]} {'me' if m.group(2).lower() == 'li' else 'us'} an email"),
    (r"\b(" + "|".join(_DID) + r")\s+she[- ]?(?=\w)", lambda m: _DID[m.group(1).lower()] + " that "),
    (r"\b(" + "|".join(_DID) + r")\b", lambda m: _DID[m.group(1).lower()]),
    (r"\blo\s+(?:yachol|yechola|yecholim|yecholah)\b", "can't"),
    # paying: "mi od lo shilem?" (who still hasn't paid?), "X shilem" (X paid), "lo shilem od" (not paid yet)
    (r"\bmi\s+od\s+lo\s+shilm?(?:em|a|u)\b", "who still hasn't paid"), (r"\bmi\s+lo\s+shilm?(?:em|a|u)\b", "who hasn't paid"),
    (r"\bod\s+lo\s+shilm?(?:em|a|u)\b", "still hasn't paid"), (r"\blo\s+shilm?(?:em|a|u)\s+od\b", "not paid yet"),
    (r"\blo\s+shilmu\b", "haven't paid"), (r"\blo\s+shilm?(?:em|a)\b", "hasn't paid"), (r"\bshilamti\b", "I paid"),
    (r"\bshilamnu\b", "we paid"), (r"\bshil(?:em|ma|mu)\b", "paid"),
    # questions: "mi oved machar" (who is working), "ma nigmar" (what is out of stock), "kama X chayav" (how much does X owe)
    (r"\bmi\s+(?:oved|ovedet|ovdim)\b", "who is working"), (r"\bmi\s+ba'?(?:a|im)?\b", "who is coming"),
    (r"\bmi\s+chayav(?:im)?\b", "who owes"), (r"\blo\s+(?:oved|ovedet)\b", "isn't working"), (r"\blo\s+ovdim\b", "aren't working"), (r"^\s*ma\s+nigm(?:ar|era|eru)\b", "what is out of stock"),
    (r"^\s*ma\s+chaser\b", "what is missing"), (r"\bma\s+yesh\s+li\b", "what do I have"), (r"\bma\s+yesh\s+lanu\b", "what do we have"),
    (r"\bma\s+(?:ha[- ]?|the\s+)mispar\s+shel\s+(" + _NAME + r")", r"what's the number of \1"),
    (r"\b(?:ha[- ]?|the\s+)mispar\s+shel\s+(" + _NAME + r")", r"\1's number"), (r"^\s*ma\s+the\b", "what's the"),
    (r"\bkama\s+(?:kesef\s+)?(" + _NAME + r")\s+chay(?:av|evet)\b", r"how much does \1 owe"),
    (r"\bkama\s+(" + _NAME + r")\s+(?:tzarich|tsarich|tzricha|tsricha)\b", r"how much does \1 need"),
    (r"\bkama\s+(\w+)\s+yesh\s+(?:lanu|li)?", r"how many \1 do we have"), (r"\bkama\s+ze\b", "how much is"), (r"\bkama\b", "how much"),
    (r"\bmatai\b", "when"), (r"\b(?:eifo|eyfo)\s+(?:hem|hen)\b", "where are they"),
    (r"\b(?:eifo|eyfo)\s+(?:hu|hi)\b", "where is it"), (r"\b(?:eifo|eyfo)\b", "where is"), (r"\beize(?:h)?\b", "which"),
    (r"^\s*mi\s+ze\b", "who is"), (r"^\s*ma\s+ze\b", "what is"), (r"^\s*ma\s+katuv\b", "what is written"), (r"^\s*mi\b", "who"), (r"^\s*ma\b", "what"),
    (r"\b(?:mi|me)\s+(?=(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow|today|the)\b)", "from "),
    # what is to be done: "tishlach mail le Ruth" (send an email to Ruth), "Dana tevatel the tasting" (cancel … with Dana)
    (_VERB["send"] + r"\s+(?:li\s+)?(?:an?\s+)?(?:e-?mail|mail|meil|imeil)\s+(?:le|to|la)\s+", "send an email to "),
    (_VERB["send"] + r"\s+(?:li\s+)?(?:an?\s+)?(?:hoda'?a|message|msg|sms|text|whatsapp)\s+(?:le|to|la)\s+", "send a message to "),
    (_VERB["send"] + r"\s+(?:le|to)\s+(?=" + _NAME + ")", "send an email to "),
    (r"(\bsend (?:an email|a message) to " + _NAME + r"(?:\s+" + _NAME + r")?)\s+she[- ]?(?=\w)", r"\1 that "),
    (r"^(\s*)(" + _NAME + r")\s+(?:tevatel|mevatelet|mevatel|bitla|bitel)\s+(the\s+[\w-]+)", r"\1cancel \3 with \2"),
    (r"\b(?:mevatel|mevatelet|bitel|bitla|bitlu)\b", "cancelled"),
    (_VERB["delete"] + r"\s+(?:et\s+)?(?:oto|ota)\b", "delete it"), (_VERB["delete"] + r"\s+(?:et\s+)?otam\b", "delete them"),
    (_VERB["add"] + r"\s+(?:le|la|to|el)\s+(?:the\s+)?(?:calendar|yoman|luach|lu'ach)\b(?=\s+[^\s,.:])", "add to the calendar:"),
    (_VERB["add"] + r"\s+(?:le|la|to|el)\s+(?:the\s+)?(?:calendar|yoman|luach|lu'ach)\b", "add it to the calendar"),
    (_VERB["add"] + r"\s+(?:le|la|to|el)\s+(?:the\s+)?(?:reshima|list)\b", "add to the list"),
    (_VERB["add"] + r"\s+(?P<goods>\d+(?:[.,]\d+)?\s*" + _UNITS + r"\s+[^,.;!?:]+?)(?=\s*(?:[,.;!?]|$))", _to_stock),
    (_VERB["remind"] + r"\s+(?:li|lanu)\b", "remind me"), (_VERB["remind"], "remind me"),
    (r"\b(?:tare|tar'?i|tarai)\s+li\b", "show me"), (r"\b(?:tagid|tagidi|tagidu)\s+li\b", "tell me"),
    (r"\befshar\s+(?:lehaziz|leha'?avir)\b", "could it be moved"), (r"\bbe[- ']?anglit(?:\s+ken\b)?", "in English"),
    (r"\bbe[- ']?ivrit\b", "in Hebrew"), (r"\bs(?:e)?char\s+dira\b", "rent"), (r"\bli\s+(?=link\b)", "me the "),
    (r"\b(?:tasim|tasimi|tadlik|tadliki)\s+(?:an?\s+)?(?=auto|out[- ]of[- ]office|vacation)", "set an "),
    (r"\b(?:tzarich|tsarich|tzricha|tsricha)\s+(?=" + "|".join(_TO) + r")", "need "),
    (r"(?<![\w'])l[aei][\w']+", lambda m: "to " + _TO[_plain(m.group(0))] if _plain(m.group(0)) in _TO else m.group(0)),
    (r"\b(can't|can)\s+to\b", r"\1"), (r"\bto call\s+(?:to|le|la)\s+", "to call "),  # "lo yechola lavo": can't come
    *[(pattern, verb) for verb, pattern in _VERB.items()],
    (r"\bnigm(?:ar|era|eru)\b", "ran out"),
    # small words: "im Dana" (with Dana), "al ha-" (about the), "od 5" (5 more), "od paam" (again)
    (r"\bim\s+(?=" + _NAME + r"|the\b|\S+@)", "with "), (r"\bal\s+(?=the\b)", "about "),
    (r"\bet\s+(?=the\b|[\w~/-]+\.\w{2,4}\b|(?-i:[A-Z]))", ""),  # "et" marks the object: "ta'avir et lecture7.pdf"
    (r"(?<![\w.@/'-])la\s+(?=(?-i:[a-z]))", "to the "), (r"(?<![\w.@/'-])ba\s+(?=(?-i:[a-z]))", "in the "),
    (r"\b(\d+(?:[.,]\d+)?)\s+pe?'?amim\b", r"\1 times"), (r"\bkol\s+pa'?am\b", "each time"),
    (r"\b(\d+(?:[.,]\d+)?)\s+sha'?ot\b", r"\1 hours"), (r"\ble\s+sha'?a\b", "an hour"),
    (r"\bod\s+(\d+)", r"\1 more"), (r"\bod\s+pa'?am\b", "again"), (r"\bshel\s+(" + _NAME + r")", r"of \1"),
    # the rest, word by word: known nouns and small words ("mishmeret": shift, "ve": and)
    (r"(?<![\w./@-])(?-i:[a-z]+)\b(?![./@_'-]\w)", _word),
]

_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
# What is added after a colon to a note or a list stays as typed: "tosif le reshima: 2 kilo tahini, amba"
_ADDED = re.compile(r"(?i)^(.*\b(?:tosif|tosifi|hosef|tirshom|tichtov)\b[^:]*:)(.*)$", re.S)
# Sayings only Hebrew has, each counted as one of its words: "mi od lo (shilem)", "ma nigmar", "lo shilem"
_OWN_SAID = re.compile(r"(?i)\bmi\s+(?:od\s+lo|lo|oved|ovedet|ovdim|chayav)\b|^\s*ma\s+(?:nigm|chaser|yesh)|\blo\s+shilm?(?:em|a|u)\b|"
                       r"\bkama\s+(?:kesef\s+)?\w+\s+chay(?:av|evet)\b|^\s*mi\s+(?:shalach|shalcha|shalchu|katav|katva|katvu)\b|"
                       r"\b(?:achla|sababa)\s+toda\b")


def hebrew(text: str) -> bool:
    """Whether ``text`` has two words only Hebrew has (a saying only Hebrew has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Hebrew read as English when it is Hebrew; unchanged otherwise."""
    if not hebrew(text):
        return text
    text = text.replace("’", "'")
    return phrasebook.read_noting(text, _ADDED, _PHRASES)
