"""Hungarian in a request (as a Hungarian in London types it, with English mixed in and often without its accents) read as
English before it is planned: "ki nem fizetett még?" (who hasn't paid yet), "küldd el Zsófinak hogy csütörtökön 7re jöjjön"
(email Zsófi that she should come at 7 on thursday), "holnap reggel szólj hogy rendeljek cake boxokat" (remind me tomorrow
morning to order cake boxes), "a fogorvost tedd át szerdáról jövő hétfőre" (move the dentist from wednesday to next monday),
"oszd meg az allergen listát Zsófival" (share the allergen list with Zsófi), "jegyezd fel: …" (make a note: …).

Only a request with at least two words only Hungarian has (a weekday or month said with its ending counts as one) is read
so, each word matched with or without its accents ("küldd", "kuldd"). The endings put on a name, an English word or a
number are read as English words before it: "Zsófinak" to Zsófi, "Jánostól" from János, "a Green Marketben" in the Green
Market, "office-nak" to the office, "cake boxokat" cake boxes, "dec 23tól jan 5ig" from 23 December to 5 January,
"du 2kor" at 2pm. Names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Hungarian has (folded without accents; no English word or word of another language the requests use)
_OWN = frozenset("""holnap holnapra holnapi holnaputan tegnap tegnapi kuldd kuldjed kuldj koszi koszonom hogy fizetett
    fizetve fizettek kifizette kifizetett kifizetve nincs kell kellene megjott jott jottek talalom leszek vagyok vagyunk
    jojjon jonnek tedd rakd irj irjad irjal irjon mentsd oszd jegyezd torold toroljed szolj emlekeztess allitsd keresd
    nezd mondd lemondta lemondtak rendelt rendeltek rendelni rendeljek rendeles rendelest rendelesek vevo vevok ugyfel
    szamla szamlat naptarba naptarban fogorvos fogorvost orvoshoz piacon konyhaba mibol fogyok fogyott egy erre ugyanarra
    ugyanott idore otthon valahol osszesen helyett szerint sokkal jobb igy csak mennyi meddig hany mikor kinek melyik huto
    nelkul kerdezte viszi szelet akkor uj atnezem elotte lehet kerek valaszt kapjon kezdek reggel delutan delelott jovo
    mult heten hetre napot napra vaj cukor tojas liszt tortat retest retesert almas turos kerem kesz jelold fizetettnek
    rendeleset hivd hivjam mappat listat listajat receptet nagyker heti""".split())
# a weekday or month said with its ending ("csütörtökön", "szerdáról", "szombatra") is a word only Hungarian has
_OWN_STEMS = re.compile(r"^(?:hetfo|kedden|keddre|szerd[ae]|csutortok|pentek|szombat|vasarnap|januar|februar|marcius|aprilis"
                        r"|majus|junius|julius|augusztus)\w*$")
_FOLD = str.maketrans("áéíóöőúüűõôû", "aeiooouuuoou")
_LETTERS = {"á": "[áa]", "é": "[ée]", "í": "[íi]", "ó": "[óo]", "ö": "[öőõo]", "ő": "[őöõôo]", "ú": "[úu]", "ü": "[üűu]",
            "ű": "[űüûu]"}
_LOOSE = {"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oóöőõô]", "u": "[uúüűû]"}


def _fold(word: str) -> str:
    """A word lower-cased without its accents: "Csütörtökön" → csutortokon."""
    return word.lower().translate(_FOLD)


def _loose(folded: str) -> str:
    """A word written without accents matched as typed with or without them: "szamla" matches "számla"."""
    return "".join(_LOOSE.get(c, c) for c in folded)


_DAYS = {"hétfő": "monday", "kedd": "tuesday", "szerd": "wednesday", "csütörtök": "thursday", "csüt": "thursday",
         "péntek": "friday", "szombat": "saturday", "vasárnap": "sunday"}
_DAY = r"(hétfő|kedd|szere?d|csütörtök|csüt|péntek|szombat|vasárnap)"  # "szereda" typed for szerda too
_MONTHS = dict(zip("január február március április május június július augusztus szeptember október november december"
                   .split(), phrasebook.MONTH_NAMES, strict=True))
_MONTH = r"(jan|febr?|márc|ápr|máj|jún|júl|aug|szept?|okt|nov|dec)[^\W\d]*\.?"


def _month(word: str) -> str:
    return next(english for hungarian, english in _MONTHS.items() if _fold(hungarian)[:3] == _fold(word)[:3])


def _day(word: str) -> str:
    return next(english for hungarian, english in _DAYS.items() if _fold(word).replace("szered", "szerd").startswith(_fold(hungarian)))


# A weekday's endings: "csütörtökön" on thursday, "szombatra" for saturday, "szerdáról" from wednesday, "pénteki" friday's
_DAY_ENDINGS = {"": "", "n": "on ", "on": "on ", "en": "on ", "ra": "for ", "re": "for ", "rol": "from ", "tol": "from ",
                "ig": "until ", "i": "the "}
_DAY_SAID = (r"\b" + _DAY + r"(?:á|é|ő|a|e)?(n|on|en|ön|ra|re|ról|ről|tól|től|ig|i)?\b",
             lambda m: _DAY_ENDINGS[_fold(m.group(2) or "").replace("on", "n").replace("en", "n")] + _day(m.group(1)))
_DATE_ENDINGS = {"tol": "from ", "ig": "until ", "an": "on ", "en": "on ", "n": "on ", "ra": "on ", "re": "on ", "a": "on ",
                 "e": "on ", "i": ""}

# Nouns (folded stem: English), said with their endings: "rendelést" order, "vevőket" customers, "számlát" invoice
_NOUNS = {"rendeles": "order", "vevo": "customer", "ugyfel": "client", "szamla": "invoice", "lista": "list",
          "naptar": "calendar", "fogorvos": "dentist", "orvos": "doctor", "piac": "market", "konyha": "kitchen",
          "bolt": "shop", "recept": "recipe", "cukor": "sugar", "vaj": "butter", "tojas": "eggs", "liszt": "flour",
          "dio": "walnuts", "tej": "milk", "keszlet": "stock", "raktar": "stock", "szallito": "supplier",
          "nagyker": "wholesaler", "fizetes": "payment", "foglalas": "booking", "idopont": "appointment",
          "megbeszeles": "meeting", "uzenet": "message", "valasz": "reply", "jegyzet": "note", "mappa": "folder",
          "fajl": "file", "tablazat": "spreadsheet", "kontakt": "contacts", "nevjegy": "contact", "szelet": "slice",
          "doboz": "box", "huto": "fridge", "szabadsag": "holiday", "alkalmazott": "employee", "szamlak": "invoices",
          "torta": "torta", "retes": "retes", "pogacsa": "pogacsa", "bejgli": "bejgli", "csiga": "csiga", "kalacs": "kalacs"}
# English nouns a Hungarian puts her endings on ("wholesalertől", "laptopon", "formhoz", "cashben")
_ENGLISH = ("office market email mail laptop desktop drive form box cash card wholesaler supplier party folder file pdf invoice "
            "order customer list calendar spreadsheet sheet doc document stall shop bank account phone contact meeting "
            "booking event note pickup delivery deposit receipt council certificate recipe menu website inbox").split()
_STEMS = "(?P<stem>" + "|".join(_loose(s) for s in sorted(list(_NOUNS) + _ENGLISH, key=len, reverse=True)) + r"|[\w.'’]+(?=-))"
# Endings (folded): the English word put before the noun; "" for the object ("listát": the list)
_CASES = {"nak": "to", "nek": "to", "val": "with", "vel": "with", "tol": "from", "bol": "from", "rol": "from",
          "ban": "in", "ben": "in", "ba": "to", "be": "to", "hoz": "for", "hez": "for", "nal": "at", "nel": "at",
          "ert": "for", "on": "on", "en": "on", "n": "on", "ra": "for", "re": "for", "ig": "until", "t": "", "at": "",
          "et": "", "ot": "", "": ""}
_SPECIAL = {("cash", "in"): "in cash", ("card", "in"): "by card", ("email", "in"): "by email", ("naptar", "to"): "in the calendar",
            ("naptar", "in"): "in the calendar", ("lista", "to"): "on the list", ("piac", "on"): "at the market"}
_ENDING = _loose("nak|nek|val|vel|tol|bol|rol|ban|ben|ba|be|hoz|hez|nal|nel|ert|ra|re|ig")


def _plural(word: str) -> str:
    return word if word.endswith("s") and word != "retes" else word + ("es" if word.endswith(("x", "sh", "ch")) else "s")


def _noun(m: re.Match) -> str:
    """A noun with its article and endings read as English: "a market office-nak" → to the market office, "a számlát" →
    the invoice, "boxokat" → boxes, "cashben" → in cash, "laptoppal" with the laptop."""
    stem = _fold(m.group("stem"))
    english = _NOUNS.get(stem, m.group("stem"))
    ending = "val" if m.group("twice") else _fold(m.group("case") or "")
    prep = _CASES.get(ending, "")
    if (stem, prep) in _SPECIAL:
        return _SPECIAL[(stem, prep)]
    said = ("the " + (m.group("pre") or "") if m.group("art") else "") + (_plural(english) if m.group("many") else english)
    return f"{prep} {said}" if prep else said


_NOUN_SAID = (re.compile(r"\b(?:(?P<art>az?)\s+(?P<pre>(?:(?!(?:az?|és|hogy)\s)[\w'’]+\s+){0,2}))?" + _STEMS
                         + r"-?(?P<many>[aeoö]?k)?(?:j?[aeáé](?=\w))?(?:(?P<case>" + _ENDING + r"|[aeoöáé]?n|[aeoöáé]?t)|(?<=(?P<last>[bcdfghjklmnprstvxz]))"
                         r"(?P<twice>(?P=last)[aáeé]l))?\b", re.I), _noun)
# An English word with its ending put on after a hyphen: "a market office-nak" to the market office, "party-t" party
_HYPHEN_SAID = (re.compile(r"\b(?:(?P<art>az?)\s+(?P<pre>(?:(?!(?:az?|és|hogy)\s)[\w'’]+\s+){0,2}))?(?P<stem>[\w.'’]+)-(?P<many>)"
                           r"(?:(?P<case>" + _ENDING + r"|[aeoöáé]?n|[aeoöáé]?t)|(?P<last>)(?P<twice>(?!)))\b", re.I), _noun)
_NAME_PREP = {"nak": "to", "nek": "to", "val": "with", "vel": "with", "tol": "from", "bol": "from", "rol": "from",
              "ban": "in", "ben": "in", "hoz": "to", "hez": "to", "nal": "at", "nel": "at"}


def _name(m: re.Match) -> str:
    """A name with its ending read as English: "Zsófinak" → to Zsófi, "Jánossal" → with János, "a Green Marketben" → in the
    Green Market, "Annának" → to Anna."""
    who = re.sub(r"á$", "a", re.sub(r"é$", "e", m.group("who")))
    prep = "with" if m.group("twice") else _NAME_PREP[_fold(m.group("case"))]
    return f"{prep} {'the ' if m.group('art') else ''}{who}"


_CAPITAL = "(?-i:[A-ZÁÉÍÓÖŐÚÜŰ])"
_NOT_NAMES = r"(?!(?:Bristol|Capitol|Festival|Percival|Ruben|Reuben|Durban|Urban|Carol|Errol|Sanchez|Lionel|Robert|Hummel|Russel)\b)"
_NAME_SAID = (re.compile(r"\b(?:(?P<art>az?)\s+)?" + _NOT_NAMES + r"(?P<who>(?:" + _CAPITAL + r"[\w'’]*\s+){0,2}" + _CAPITAL
                         + r"[\w'’]{2,}?)-?(?:(?P<case>" + _loose("nak|nek|val|vel|tol|bol|rol|ban|ben|hoz|hez|nal|nel")
                         + r")|(?<=(?P<last>[bcdfghjklmnprstvz]))(?P<twice>(?P=last)[aáeé]l))\b", re.I), _name)
_WHO = r"(?P<who>(?:" + _CAPITAL + r"[\w'’]*\s+){0,2}" + _CAPITAL + r"[\w'’]+)"


def _clock(hour: str, half: str | None) -> str:
    """A time said Hungarian's way: "du 2" → 2pm, "fél 8" (half to eight) → 7:30."""
    return f"{int(hour) - 1}:30" if half else hour


_PHRASES_SAID: list[tuple[str, object]] = [
    # thanks and greetings say nothing to do: "köszi", "köszönöm", "szia"
    (r"[,.\s]*\b(?:köszi\s+szépen|köszi|köszönöm|kösz|szia|sziasztok|légyszi|légy\s+szíves)\b[.!]?", " "),
    # dates: "dec 23tól jan 5ig" from 23 December to 5 January, "dec 21 és 22re" on 21 and 22 December, "dec 20ig" until
    (r"\b" + _MONTH + r"\s*(\d{1,2})\.?\s*(?:és|meg)\s+(\d{1,2})\.?-?(?:(?:á|é|e)?n|á|a|é|e|ra|re)?\b",
     lambda m: f"on {m.group(2)} and {m.group(3)} {_month(m.group(1))}"),
    (r"\b" + _MONTH + r"\s*(\d{1,2})\.?-?(tól|től|ig|(?:á|é|e)?n|ra|re|á|a|é|e|i)?\b",
     lambda m: f"{_DATE_ENDINGS.get(_fold(m.group(3) or '').lstrip('ae') if len(m.group(3) or '') == 2 and _fold(m.group(3))[1] == 'n' else _fold(m.group(3) or ''), '')}"
               f"{m.group(2)} {_month(m.group(1))}"),
    # times: "7kor" at 7, "du 2kor" at 2pm, "reggel 7kor" at 7am, "fél 8kor" at 7:30, "7re jöjjön ne 8ra" at 7, not at 8
    (r"\b(?:du\.?|délután|este)\s+(fél\s+)?(\d{1,2})(?::(\d\d))?\s*-?(?:kor|ra|re|órakor)?\b",
     lambda m: f"at {_clock(m.group(2), m.group(1))}{':' + m.group(3) if m.group(3) else ''}pm"),
    (r"\b(?:de\.?|reggel|délelőtt)\s+(fél\s+)?(\d{1,2})(?::(\d\d))?\s*-?(?:kor|ra|re|órakor)\b",
     lambda m: f"at {_clock(m.group(2), m.group(1))}{':' + m.group(3) if m.group(3) else ''}am"),
    (r"\b(fél\s+)?(\d{1,2}(?::\d\d)?)\s*-?(?:kor|órakor|órára)\b", lambda m: "at " + _clock(m.group(2), m.group(1))),
    (r"\b(\d{1,2}(?::\d\d)?)\s*-?(?:ra|re)\b(?=\s+(?:jöjjön|jön|jöjjek|jövök|legyen|legyél|gyere|kész|ne\s))", r"at \1"),
    (r"\bne\s+(\d{1,2}(?::\d\d)?)\s*-?(?:ra|re|kor)\b", r"not at \1"), (r"\b(\d{1,2}(?::\d\d)?)-?(?:ra|re)\b", r"for \1"),
    (r"\b(\d+)\s+napra\s+viszi\s+el\b", r"she's taking it for \1 days"), (r"\b(\d+)\s+napra\b", r"for \1 days"), (r"\b(\d+(?:[.,]\d+)?)\s*font\b", r"£\1"), (r"\b(\d+(?:[.,]\d+)?)\s*kiló\b", r"\1 kg"),
    # when: "holnap reggel", "holnapra", "a holnapi", "erre a hétre", "jövő héten", "jövő hétfőre", "ugyanarra az időre"
    (r"\bholnap\s+reggel\b", "tomorrow morning"), (r"\bholnap\s+(?:du|délután)\b", "tomorrow afternoon"),
    (r"\bholnap\s+este\b", "tomorrow evening"), (r"\bholnapután\b", "the day after tomorrow"), (r"\bholnapra\b", "for tomorrow"),
    (r"\bholnapi\b", "tomorrow's"), (r"\bholnap\b", "tomorrow"), (r"\bmai\b", "today's"), (r"\bma\b", "today"), (r"\bkérem\b", "give me"),
    (r"\bma\s+(?=este|reggel|délután)", "today "), (r"\btegnapi\b", "yesterday's"), (r"\btegnap\b", "yesterday"),
    (r"\berre\s+a\s+hétre\b", "for this week"), (r"\b(?:ezen\s+)?a\s+héten\b", "this week"),
    (r"\b(?:a\s+)?jövő\s+héten\b", "next week"), (r"\bjövő\s+hétre\b", "for next week"), (r"\bmúlt\s+héten\b", "last week"),
    (r"\b(?:a\s+)?karácsonyi\s+hétre\b", "for Christmas week"), (r"\bkarácsony(?:ra|kor)?\b", "Christmas"),
    (r"\bjövő\s+" + _DAY + r"(?:á|é|ő)?(n|on|en|ön|ra|re|ig)?\b",
     lambda m: _DAY_ENDINGS[_fold(m.group(2) or "").replace("on", "n").replace("en", "n")] + "next " + _day(m.group(1))),
    _DAY_SAID, (r"\bugyanarra\s+az\s+időre\b|\bugyanabban\s+az\s+időben\b|\bugyanakkor\b", "at the same time"),
    (r"\breggel\b", "in the morning"), (r"\bdélután\b", "in the afternoon"), (r"\beste\b", "in the evening"),
    (r"\bBudapesten\b", "in Budapest"), (r"\bMagyarországon\b", "in Hungary"), (r"\b(?:otthon|itthon)\s+leszek\b", "I'll be at home"),
    # set phrases: the auto reply, running out, paying, sharing to read only
    (r"\bállítsd\s+be\s+(?:egy\s+)?(?:automatikus\s+választ|autoreplyt?|hogy\s+aki\s+ír\s+(?:nekem\s+)?(?:kapjon|kap)\s+"
     r"(?:egy\s+)?(?:automatikus\s+)?választ)\s*(?:hogy|:)?", "set up an auto reply saying"),
    (r"\bautomatikus\s+válasz\w*", "auto reply"),
    (r"\bmiből\s+fogy(?:ok|unk)\s+ki\b", "what am I running out of"), (r"\bmi\s+fogyott\s+ki\b", "what has run out"),
    (r"\bmit\s+kell\s+(rendelni|venni)\b", lambda m: "what do I need to " + ("order" if m.group(1)[0] == "r" else "buy")),
    (r"\bki\s+nem\s+fizetett\s+(?:még|meg)\b|\bki\s+nem\s+fizetett\b|\bkik\s+nem\s+fizettek\b", "who hasn't paid yet"),
    (r"\b(?:még|meg)\s+nem\s+fizetett\b|\bnem\s+fizetett\s+(?:még|meg)\b", "hasn't paid yet"),
    (r"\bki\s+tartozik\b", "who owes me"), (r"\bki\s+fizetett\b", "who paid"), (r"\b(?:ki)?fizetett\b|\bkifizette\b", "paid"),
    (r"\bcsak\s+(?:nézni|olvasni|megnézni)\s+tudja\b", "she can only view it"), (r"\bne\s+(?:írni|szerkeszteni)(?:\s+bele)?\b", "not edit it"),
    (r"\bne\s+küldd\s+el\s+(?:még|meg)\b", "don't send it yet"), (r"\bne\s+küldd\s+el\b", "don't send it"),
    (r"\bátnézem\s+(?:előtte|először)\b|\bmegnézem\s+előtte\b", "I'll look it over first"),
    (r"\bnem\s+találom\b", "I can't find it"),
    (r"\bha\s+lehet\b", "if possible"), (r"\bsok\s+a\s+rendelés\b", "there are lots of orders"), (r"\bugyanott\b", "in the same place"),
    (r"\bszerint\s+sokkal\s+jobb\s+így\b", "says it's much better this way"), (r"\bsokkal\s+jobb\b", "much better"),
    (r"\b(\S+)\s+helyett\b", r"instead of \1"),
    (r"\bviszi\s+el\b", "she's taking it"), (r"\bhűtő\s+nélkül\b", "without refrigeration"),
    (r"\bmeddig\s+áll\s+el\s+(?:a|az)\s+(.{1,30}?)(\s+without\s+refrigeration)?(?=\s*\?)", r"how long does \1 keep\2"), (r"\b(at\s+\d{1,2}(?::\d\d)?(?:am|pm)?)\s+kezdek\b", r"I start \1"),
    (r"\búj\s+vevő\b", "new customer"), (r"\búj\s+rendelés\b", "new order"), (r"\búj\s+recept\b", "new recipe"),
    (r"\b(?:mentsd|rakd)\s+el\s+(?:a\s+)?(?:kontaktok|névjegyek)\s+közé\b", "save as a contact"),
    # names and nouns with their endings: "Zsófinak" to Zsófi, "a Green Marketben" in the Green Market, "listát" the list
    (r"\bjövő\s+heti\b", "next week's"), (r"\b(?:e|ez)\s*heti\b", "this week's"),
    (r"\bhív(?:jam|d|jad|juk|jál)\s+fel\s+" + _WHO + r"(?:a|e|á|é|o|ö)?t\b", lambda m: "call " + re.sub(r"á$", "a", m.group("who"))),
    _NAME_SAID, _HYPHEN_SAID, _NOUN_SAID, _NOUN_SAID, (r"\b(?:a|az)\b(?=\s)", "the"), (r"\b(?:the\s+)?market\s+van\b", "there's a market"), (r"\bkell\s+the\s+list\b", "I need a list"),
    (r"\bmikor\s+jön\s+(the\s+\w+(?:\s+\w+)?)", r"when is \1 coming"),
    (r"\bjön\s+(the\s+.{1,40}?)(?=\s+(?:to|in|on|at|for)\s+the\b|\s*[,.!?]|$)", r"\1 is coming"),  # "jön az X a konyhába"
    (r"\bvalahol\s+(.{1,30}?)\s+van\b", r"it's somewhere \1"), (r",\s*([^,]{1,40}?)\s+csinál\b", r", she's doing \1"),
    (r"\bthe\s+(tomorrow's|today's|yesterday's|the)\b", r"\1"), (r"\b(\d+)\s+(slice|box|order|customer|day|invoice)\b", r"\1 \2s"),
    # commands: "küldd el X-nak hogy" email X that, "írj egy emailt", "tedd be", "tedd át", "szólj hogy", "jegyezd fel"
    (r"\bto\s+" + _WHO + r"\s+(?:küldd|küldj|küldjed)\s+el\s+(?P<what>the\s+[^,.?!]+)", r"send \g<what> to \g<who>"),
    (r"\b(?:küldd|küldj|küldjed)\s+(?:el\s+)?(?:egy\s+)?(?:email\s+|üzenetet\s+)?to\s+" + _WHO + r"\s*,?\s+hogy\b", r"email \g<who> that"),
    (r"\bírj\s+(?:egy\s+)?(?:email|levelet)\s+((?:to|for)\s+(?:the\s+)?[^,.]{1,40}?)\s+hogy\b", r"write an email \1 that"),
    (r"\bírj\s+(?:egy\s+)?(?:email|levelet)\b", "write an email"), (r"\b(?:küldd|küldj|küldjed)\s+el\b", "send"),
    (r"\bmegjött\s+(?:már\s+)?(the\s+[^?.!,]{1,40}?)(\s*[?.!,]|$)", r"has \1 arrived yet\2"), (r"\bmegjött\b", "has arrived"),
    (r"\bjött\s+(.{1,40}?)(?=\s+from\b|\s*[,.!?]|$)", r"\1 came"), (r"\bjött\b", "came"), (r"\bkérek\b", "I'm asking for"), (r"\bextra\s+napot\b", "extra days"),
    (r"\b(paid\b.{0,80}?)(?:írd|írjad|vezesd)\s+be\b", r"\1mark it paid"),  # "Marta fizetett …, írd be": record the payment
    (r"\b(?:írd|írjad|vezesd)\s+be\b", "put it in"), (r"\b(?:jegyezd|írd)\s+fel\b", "make a note"),
    (r"\b(?:szólj|emlékeztess)\s+(?:hogy|,)?\s*", "remind me to "),
    (r"^(\s*(?:tomorrow|today|on\s+\w+day|\w+day|next\s+week)(?:\s+(?:morning|afternoon|evening))?(?:\s+at\s+\S+)?)\s+remind\s+me\s+to\b",
     r"remind me \1 to"),  # "holnap reggel szólj hogy …": remind me tomorrow morning to …
    (r"\b(?:tedd|rakd|írd)\s+be\s+in\s+the\s+calendar\b", "put it in the calendar"), (r"\b(?:tedd|rakd)\s+be\b", "put it in the calendar"),
    (r"\b((?:the\s+)?[\w'’]+(?:\s+[\w'’]+)?)\s+(?:tedd|rakd|helyezd)\s+át\b", r"move \1"), (r"\b(?:tedd|rakd|helyezd)\s+át\b", "move"),
    (r"\bsend\s+to\s+" + _WHO + r"\s+(?P<what>the\s+[^,.?!]+?)(?=\s*[,.?!]|\s+(?:tomorrow|today|on|at)\b|$)", r"send \g<what> to \g<who>"),
    (r"\b(?:mennyi|hány)\s+(\w+?)s?\s+van\b", r"how many \1s are there"), (r"\b(?:töröld|töröljed)\s+(?=the\b)", "delete "),
    (r"\b(?:jelöld|írd)\s+(?:be\s+)?(?:ki)?fizetettnek\s+(.{1,40}?)(?=\s*[,.!?]|$)", r"mark \1 paid"),
    (r"\b(?:oszd\s+meg|megosztod)\b", "share"), (r"\b(?:töröld|töröljed|vedd\s+ki)\b", "delete it"),
    (r"\bmentsd\s+el\b", "save it"), (r"\b(?:keresd\s+meg|keresd)\b", "find"), (r"\bnézd\s+meg\b", "check"),
    (r"\bállítsd\s+be\b", "set up"), (r"\bmondd\s+le\b", "cancel"), (r"\blemondt(?:ák|ak|a)\b", "cancelled"),
    (r"\b(?:jelöld|írd)\s+(?:be\s+)?(?:ki)?fizetettnek\b", "mark it paid"),
    (r"\b(move\b.{0,40}?\bfrom\s+[\w ]{1,20}?)\s+for\s+", r"\1 to "), (r"\brendeljek\b", "order"), (r"\brendelt\b", "ordered"), (r"\bcsinál\b", "is doing"),
    (r"\bin\s+cash\s+adta\b", "she gave it in cash"), (r"\badta\b", "gave it"), (r"\bkapjon\b", "gets"),
    (r"\begy\s+(?:customer|vevő)\s+kérdezte\b", "a customer asked"), (r"\bkérdezte\b", "asked"),
    # who is to do it: "jöjjön" she should come, "leszek" I'll be, "vagyok vissza" I'm back, "kezdek" I start
    (r"\b((?:on\s+\w+\s+)?at\s+[\d:]+(?:am|pm)?)\s+jöjjön\b", r"she should come in \1"), (r"\bjöjjön\b", "she should come"), (r"\bjön\b", "is coming"), (r"\bleszek\b", "I'll be"), (r"\bvagyok\s+vissza\b", "I'm back"),
    (r"\bvissza\s+vagyok\b", "I'm back"), (r"\bkezdek\b", "I start"), (r"\blehet\s+leadni\b", "can be placed"),
    # questions: "ki" who, "mi van" what is there, "hol van" where is, "mennyi" how much, "hány" how many, "mikor" when
    (r"(?:^|(?<=[.?!]\s))\s*(for\s+tomorrow|for\s+today|tomorrow|today|this\s+week)\s+mi\s+van\s+(\w+)\s*\?",
     r"what \2 is there \1?"),  # "holnapra mi van pickup?": what pickup is there for tomorrow
    (r"\bakkor\s+(.{1,30}?)\s+mennyi\b", r"then how much is \1"), (r"\bha\s+(?:egy|a|the)\s+(\w+)\s+(?=\d)", r"if a \1 is "),
    (r"\bmi\s+van\b", "what is there"), (r"\bhol\s+van\b", "where is"), (r"\bvalahol\b", "somewhere"), (r"\bmennyi\b", "how much"),
    (r"\bhány\b", "how many"), (r"\bmikor\b", "when"), (r"\bkinek\b", "who"), (r"\bmelyik\b", "which"), (r"\bmit\b", "what"),
    (r"\bki\b", "who"), (r"\bmi\b", "what"), (r"\bha\s+", "if "), (r"\bakkor\b", "then"), (r"\bkell\b", "I need it"),
    # small words, last
    (r"\bés\b", "and"), (r"\bvagy\b", "or"), (r"\bde\b", "but"), (r"\bcsak\b", "only"), (r"\bmár\b", "already"),
    (r"\bmég\b", "still"), (r"\bnem\b", "not"), (r"\bne\b", "not"), (r"\bmost\b", "now"),
    (r"\bösszesen\b", "in total"), (r"\bszerint\b", "says"), (r"\bígy\b", "this way"), (r"\begy\b", "a"), (r"\bvan\b", "is"),
    (r"\bhogy\b", "that"), (r"\baki\b", "whoever"), (r"\bpls\b", "please"),
]

_PHRASES = phrasebook.respelled(_PHRASES_SAID, _LETTERS)  # "küldd" matched as typed or without its accents ("kuldd")


def hungarian(text: str) -> bool:
    """Whether ``text`` has two words only Hungarian has (a weekday or month with its ending counting as one)."""
    words = {_fold(w) for w in re.findall(r"[\w'’-]+", text)}
    return len(words & _OWN) + len([w for w in words if _OWN_STEMS.match(w) and w not in _OWN]) >= 2


def english(text: str) -> str:
    """``text`` with its Hungarian read as English when it is Hungarian; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if hungarian(text) else text
