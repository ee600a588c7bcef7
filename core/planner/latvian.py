"""Latvian in a request (as a Latvian warehouse shift worker in Boston, Lincolnshire types it: without its diacritics, short,
lowercase, with English mixed in) read as English before it is planned: "kadas man mainas nakamnedel?" (what shifts do I have
next week?), "rit maina no 6 lidz 18 ieliec kalendara" (tomorrow shift from 6am to 6pm, put it in the calendar), "sestdienas
mainu atcelt" (cancel the saturday shift), "ceturtdienas mainu parcel uz nakti 22:00 lidz 6 rita" (move the thursday shift to
thursday night from 10pm to 6am), "uzraksti skolai ka Markuss sodien nebus" (send an email to the school that Markuss won't be
in today), "aizsuti landlordam emailu ka …" (send an email to the landlord that …), "vai es svetdien esmu briva no 12 lidz 4?"
(am I free on sunday from 12 to 4?), "atgadini rit no rita piezvanit GP" (remind me tomorrow morning to call GP), "kur ir mani
payslipi?? nevaru atrast" (where are my payslips?? I can't find), "saglaba Ivars Kalnins 07845 331207" (save the contact
Ivars Kalnins 07845 331207), "iedod Ivaram pieeju benzina tabulai" (give Ivars access to the benzins sheet), "kas man vel
jaizdara?" (what is still on my to-do list?).

Only a request with at least two words only Latvian has is read so (a saying only Latvian has, "kur ir", "kas man vel",
"vai es", counted as one); its diacritics (ā č ē ģ ī ķ ļ ņ š ū ž) are read as typed without them ("rīt": rit). The case put on
a name or an English word is read as the word itself: "Ivaram" Ivars, "Lienei" Liene, "Elzas" Elza's, "landlordam" the
landlord; a thing said before its verb ("sestdienas mainu atcelt") is read verb first. An hour said on the 24-hour clock in
a span ("no 6 lidz 18", "22:00 lidz 6 rita") is read am/pm. What is noted after "pieraksti" stays as typed, and so do names,
numbers, file names and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ", "acegiklnsuzACEGIKLNSUZ")

# Words only Latvian has, written without diacritics (no English word, nor one of another stored language: "kas", "kur",
# "ka", "ko", "cik", "man", "mani", "ir", "uz", "jau", "vel", "vai", "lai", "kada", "vakar", "darbu", "nedela", "diena", "skola",
# "neka", "kalendara" are words elsewhere too, and "parcel", "sis", "nav" English ones): two of them make a request Latvian
_OWN = frozenset("""ieliec ieliek uzliec uzraksti uzrakstit aizsuti nosuti atsuti atsuta nosutit aizsutit atcel atcelt
    parcelt atgadini atgadinat atver atvert parvieto parvietot saglaba saglabat pieraksti pierakstit iedod atrodi atrast
    nevaru varu gribu gribi izdzes izdzest pievieno pievienot paradi izveido izveidot nomaini parbaudi parbaudit piezvani
    piezvanit piezvanija samaksa samaksaja samaksat nopirkt pasutit pasuti paraksti parakstit ierakstit dalies jaizdara
    jadara jamaksa japerk jazvana nozime nonema nestrada atgriezisos atbildesu atbildes vizina nevajag vajag nebus esmu esi
    sodien rit parit nakamnedel nakamnedela nakamnedelu nakamaja nakamo nedel nedelas pagajuso pagajusaja pirmdien
    pirmdiena pirmdienas pirmdienai pirmdienu otrdien otrdiena otrdienas otrdienai otrdienu tresdien tresdiena tresdienas
    tresdienai tresdienu ceturtdien ceturtdiena ceturtdienas ceturtdienai ceturtdienu piektdien piektdiena piektdienas
    piektdienai piektdienu sestdien sestdiena sestdienas sestdienai sestdienu svetdien svetdiena svetdienas svetdienai
    svetdienu kadas kads kapec kontaktiem kontaktos numuru vinam vinai vinu lidz pirms atkal daudz vairak parasti
    nodokliem nodokli stundas stundam
    maina mainu mainas mainai mainam angliski latviski gulamistaba virsstundas skapis kods dzimsanas briva brivs brivi
    pieeju tabulai paldies ludzu redzet gulamistabu""".split())

_DAYS = {"pirmd": "monday", "otrd": "tuesday", "tresd": "wednesday", "ceturtd": "thursday", "piektd": "friday",
         "sestd": "saturday", "svetd": "sunday"}
# A weekday in its cases: "svetdien" (on sunday), "sestdienas" (saturday's), "lidz piektdienai" (by friday), "uz pirmdienu"
_DAY = r"(?P<day>(?:pirm|otr|tres|ceturt|piekt|sest|svet)dien(?:as|ai|u|a)?)"
_MONTHS = dict(zip("janvar februar mart april maij junij julij august septembr oktobr novembr decembr".split(),
                   phrasebook.MONTH_NAMES, strict=True))
# A month in its cases, written small: "decembri" (in December), "19. decembri", "janvara" (January's)
_MONTH = (r"(?P<month>(?-i:(?:janvar|februar|april|septembr|oktobr|novembr|decembr)(?:is|a|i|u)|(?:mart|maij|junij|julij|"
          r"august)(?:s|a|u)))")
# A name in another case: "Ivaram" (to Ivars), "Lienei" (to Liene), "Elzai" (to Elza), "Elzas" (Elza's)
_CASED = r"(?-i:[A-Z])[a-z]{2,}(?:am|ai|ei)"
_NOT_CASED = {"Thomas", "Douglas", "Nicholas", "Lucas", "Jonas", "Elias", "Tobias", "Andreas", "Dallas", "Vegas", "Texas",
              "Christmas", "Atlas", "Dubai", "Shanghai", "Mumbai", "Thai", "Hawai"}
# Verbs said as infinitives, after "vajag" (need to), "atgadini" (remind me), "gribu" (I want to), "var" (can)
_VERBS = {"piezvanit": "call", "parakstit": "sign", "samaksat": "pay", "nopirkt": "buy", "pasutit": "order", "nosutit": "send",
          "aizsutit": "send", "uzrakstit": "write", "aizvest": "take", "panemt": "pick up", "atnest": "bring", "redzet": "see",
          "ierakstit": "write in it", "izdarit": "do", "paprasit": "ask", "parbaudit": "check", "atrast": "find",
          "aiznest": "take", "sataisit": "make", "nomainit": "change", "atcelt": "cancel", "parcelt": "move",
          "izdzest": "delete", "saglabat": "save", "atvert": "open", "pierakstit": "note", "pievienot": "add"}
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + ")"
# Commands: "ieliec" (put in), "aizsuti" (send), "atcel" (cancel), "parvieto" (move), "atgadini" (remind me)
_COMMANDS = {"ieliec": "put", "ieliek": "put", "uzliec": "set up", "uzraksti": "write", "raksti": "write", "aizsuti": "send",
             "nosuti": "send", "suti": "send", "atsuti": "send", "atcel": "cancel", "parcel": "move", "atgadini": "remind me",
             "atver": "open", "parvieto": "move", "saglaba": "save", "iedod": "give", "dod": "give", "atrodi": "find",
             "sameklej": "find", "mekle": "find", "izdzes": "delete", "dzes": "delete", "pievieno": "add",
             "paradi": "show me", "izveido": "create", "nomaini": "change", "maini": "change", "parbaudi": "check",
             "piezvani": "call", "dalies": "share", "paraksti": "sign", "pasuti": "order", "samaksa": "pay"}
_COMMAND = "(?P<cmd>" + "|".join(sorted(_COMMANDS, key=len, reverse=True)) + ")"
# Nouns known, in the cases the writer uses them: "mainu" (the shift), "skolas" (the school's), "emailu" (an email)
_NOUNS = {"maina": "shift", "mainu": "the shift", "mainas": "shifts", "mainai": "the shift", "mainam": "the shifts",
          "skola": "school", "skolai": "the school", "skolas": "the school", "skolu": "the school", "emails": "email",
          "emailu": "an email", "epastu": "an email", "zinu": "a message", "zina": "message", "kalendars": "the calendar",
          "kalendara": "the calendar", "kalendari": "the calendar", "darbu": "work", "darba": "at work", "darbs": "work",
          "radiators": "the radiator", "gulamistaba": "in the bedroom", "gulamistabu": "the bedroom", "virsstundas": "the overtime",
          "stundas": "hours", "stundam": "hours", "dienas": "days", "dienam": "days", "nedelas": "weeks", "temperatura": "a temperature",
          "ekskursiju": "the trip", "ekskursija": "the trip", "pieeju": "access", "atbildi": "reply", "atbilde": "reply",
          "algas": "pay", "alga": "pay", "ire": "rent", "iri": "rent", "ires": "the rent", "kontaktiem": "contacts",
          "kontaktos": "contacts", "inhalatoru": "inhaler", "inhalators": "inhaler", "nodokliem": "tax", "nodokli": "tax",
          "tabula": "the sheet", "tabulai": "the sheet", "tabulu": "the sheet", "failu": "the file", "fails": "the file",
          "mapi": "the folder", "mape": "the folder", "kontaktu": "the contact", "numuru": "the number", "saraksta": "the list",
          "sarakstu": "the list", "piezimi": "a note", "agentura": "the agency", "agenturai": "the agency", "arsts": "the doctor",
          "arstam": "the doctor", "zobarsts": "the dentist", "kadu": "someone", "kaut": "some"}
# A country said where one is ("esmu Latvija": I am in Latvia)
_LANDS = {"latvija": "Latvia", "lietuva": "Lithuania", "anglija": "England", "polija": "Poland", "vacija": "Germany",
          "igaunija": "Estonia", "riga": "Riga", "skotija": "Scotland", "londona": "London"}
_SMALL = {"es": "I", "tu": "you", "vins": "he", "vina": "she", "mes": "we", "vini": "they", "mums": "us", "tev": "you",
          "mani": "my", "mans": "my", "mana": "my", "manu": "my", "tas": "that", "ta": "that", "sis": "this", "si": "this",
          "un": "and", "bet": "but", "ar": "with", "par": "about", "no": "from", "uz": "to", "lidz": "until", "ir": "is",
          "nav": "isn't", "bus": "will be", "atkal": "again", "jau": "already", "vel": "still", "tagad": "now", "ka": "that",
          "kad": "when", "lai": "so that", "vai": "if", "var": "can", "nevar": "can't", "gribu": "I want to", "daudz": "much",
          "vairak": "more", "neka": "than", "parasti": "usual", "pirms": "before", "pec": "after", "visu": "everything",
          "ari": "also", "tikai": "only", "ludzu": "please", "paldies": "thanks", "esmu": "I am", "esi": "you are"}


def _plain(word: str) -> str:
    """A word as typed without its diacritics, lower case: "Rīt" → rit, "šodien" → sodien."""
    return word.lower().translate(_PLAIN)


def _when(word: str) -> str:
    """A weekday or month said in Latvian as English: "sestdienas" → saturday, "decembri" → December."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _nominative(name: str) -> str:
    """A name said in another case as itself: "Ivaram" → Ivars, "Markusam" → Markuss, "Lienei" → Liene, "Elzai" → Elza."""
    for ending, said in (("am", "s"), ("ai", "a"), ("ei", "e"), ("as", "a"), ("es", "e")):
        if name.endswith(ending) and name not in _NOT_CASED:
            return name[: -len(ending)] + said
    return name


def _dative(word: str) -> str:
    """Whom a thing is for, said in the dative: "skolai" → the school, "landlordam" → the landlord, "agentam" → the agent."""
    plain = _plain(word)
    if plain in _NOUNS:
        return _NOUNS[plain]
    for ending in ("iem", "am", "im", "ai", "ei"):
        if plain.endswith(ending):
            return "the " + plain[: -len(ending)] + ("s" if ending == "iem" else "")
    return word


def _said_of(genitive: str) -> str:
    """A word said as whose ("benzina tabula": the petrol sheet) as the word itself: "benzina" → benzins, "algas" → alga."""
    for ending, said in (("as", "a"), ("es", "e"), ("a", "s")):
        if genitive.endswith(ending):
            return genitive[: -len(ending)] + said
    return genitive


def _hour(hour: str, minutes: str | None, part: str | None, twelve: bool) -> str:
    """An hour of a span as the planner reads it: on the 24-hour clock am/pm ("18" → 6pm, "22:00" → 10pm, "6 rita" → 6am)."""
    h = int(hour)
    if part:
        h = h % 12 + (12 if _plain(part).startswith(("vakar", "pecpusd")) else 0)
    elif not twelve:
        return f"{hour}:{minutes}" if minutes else hour
    suffix = "pm" if h >= 12 else "am"
    return f"{h % 12 or 12}{':' + minutes if minutes and minutes != '00' else ''}{suffix}"


_PART = r"(?:\s+(?P<{0}>rita|vakara|pecpusdiena))?"
_SPAN = re.compile(r"\b(?P<from>no\s+)?(?P<h1>[01]?\d|2[0-3])(?::(?P<m1>[0-5]\d))?" + _PART.format("p1") + r"\s+(?:lidz|-)\s+"
                   r"(?P<h2>[01]?\d|2[0-3])(?::(?P<m2>[0-5]\d))?" + _PART.format("p2") + r"(?![\d:./])", re.I)


def _span(m: re.Match) -> str:
    """A span of hours: "no 6 lidz 18" → from 6am to 6pm, "22:00 lidz 6 rita" → from 10pm to 6am, "no 12 lidz 4" as said."""
    twelve = any(int(m.group(h)) > 12 for h in ("h1", "h2")) or bool(m.group("p1") or m.group("p2"))
    said = [_hour(m.group(f"h{i}"), m.group(f"m{i}"), m.group(f"p{i}"), twelve) for i in (1, 2)]
    return f"from {said[0]} to {said[1]}"


def _word(m: re.Match) -> str:
    """A small Latvian word as English when known: "mainu" → the shift, "un" → and; any other as typed."""
    plain = _plain(m.group(0))
    return _NOUNS.get(plain) or _SMALL.get(plain) or m.group(0)


def _verb_first(m: re.Match) -> str:
    """A thing said before its verb, verb first ("sestdienas mainu atcelt": atcelt sestdienas mainu), when no verb came first."""
    if any(_plain(w) in _COMMANDS or _plain(w) in _VERBS for w in m.group(1).split()):
        return m.group(0)
    return f"{_VERBS.get(_plain(m.group(2)), m.group(2))} {m.group(1)}"


def _words(text: str) -> str:
    return " ".join(_NOUNS.get(_plain(w)) or _SMALL.get(_plain(w)) or w for w in text.split())


_SAID: list[tuple[str, object]] = [
    # greetings and thanks say nothing to do: "sveiki", "paldies", "ludzu"
    (r"^\s*(?:sveiki|cau|labdien)\s*[,!]?\s*", ""), (r"[,.\s]*\b(?:paldies|ludzu)\b[.!]?", " "),
    # "to" is "that" after a command: "parvieto to payslip" (move that payslip)
    (r"\b(parvieto|atver|izdzes|dzes|atcel|parcel|saglaba|ieliec|aizsuti|nosuti)\s+to\s+(\S+)",
     lambda m: f"{m.group(1)} that {re.sub('^(?:the|an?) ', '', _NOUNS.get(_plain(m.group(2)), m.group(2)))}"),
    # a day's thing moved to that day's night: "ceturtdienas mainu parcel uz nakti" (move the thursday shift to thursday night)
    (r"\b" + _DAY + r"\s+(\w+)\s+(?:parcel|parcelt)\s+uz\s+(nakti|ritu|vakaru)\b",
     lambda m: f"move the {_when(m.group('day'))} {_words(m.group(2)).removeprefix('the ')} to {_when(m.group('day'))} "
     + {"nakti": "night", "ritu": "morning", "vakaru": "evening"}[_plain(m.group(3))]),
    # a thing said before its verb is read verb first: "sestdienas mainu atcelt" (cancel the saturday shift)
    (r"^\s*([^,.?!]{3,50}?)\s+(atcelt|parcelt|izdzest|nomainit|atcel|parcel|izdzes|dzes|parvieto|nomaini|atver)(?=\s|[,.!]|$)"
     r"(?!\s+to\b)", _verb_first),
    # put in the calendar, said last: "GP ceturtdien 10:40 Parkside. ieliec", "rit maina no 6 lidz 18 ieliec kalendara"
    (r"[,.]?\s+(?:ieliec|ieliek|ieraksti|uzliec)(?:\s+(?:man\s+)?(?:kalendar(?:a|i|u)|kalendari))?\s*[.!]?\s*$",
     ", put it in the calendar"),
    (r"\b(?:ieliec|ieliek|ieraksti|uzliec)\s+(?:to\s+)?(?:kalendar(?:a|i|u))\b", "put in the calendar"),
    # hours and spans: "no 6 lidz 18" from 6am to 6pm, "22:00 lidz 6 rita" from 10pm to 6am, "no 19 dec lidz 3 jan"
    (_SPAN, _span),
    (r"\b(\d{1,2})\s+(?:rita|no\s+rita)\b", r"\1am"), (r"\b(\d{1,2})\s+vakara\b", lambda m: f"{int(m.group(1)) % 12 or 12}pm"),
    (r"\bno\s+(\d{1,2}\.?\s+\w+)\s+(?:lidz|-)\s+(?=\d)", r"from \1 to "),
    # dates: "19. decembri", "decembri" (in December), "3 dienas" (3 days)
    (r"\b(\d{1,2})\.?\s+" + _MONTH, lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\b" + _MONTH + r"(?!\s*\d)", lambda m: "in " + _when(m.group("month"))), phrasebook.DAY_MONTH,
    (r"\b(?:nakam(?:aja|a|o)\s+nedel[au]?|nakamnedel[au]?)\b", "next week"),
    (r"\b(?:pagajus(?:aja|a|o)\s+nedel[au]?|pagajusnedel[au]?)\b", "last week"),
    (r"\b(?:so|saja)\s+nedel[au]?\b|\bsonedel[au]?\b", "this week"),
    (r"\b(?:nakam(?:aja|a|o)\s+menes[ia]?)\b", "next month"), (r"\b(?:so|saja)\s+menes[ia]?\b", "this month"),
    # a weekday: "sestdienas mainu" the saturday shift, "lidz piektdienai" by friday, "uz pirmdienu" to monday
    (r"\b" + _DAY + r"\s+(maina|mainu|mainas|mainai|vizit\w*|tiksan\w*|pieraksts|pierakstu|sapulc\w*)\b",
     lambda m: f"the {_when(m.group('day'))} {_words(m.group(2)).removeprefix('the ')}"),
    (r"\blidz\s+" + _DAY, lambda m: "by " + _when(m.group("day"))), (r"\buz\s+" + _DAY, lambda m: "to " + _when(m.group("day"))),
    (r"\b" + _DAY, lambda m: _when(m.group("day"))),
    (r"\b(?:rit|ritu)\s+no\s+rita\b", "tomorrow morning"), (r"\brit\s+vakara\b", "tomorrow evening"),
    (r"\bsodien\s+vakara\b|\bsovakar\b", "this evening"), (r"\bno\s+rita\b", "in the morning"), (r"\bvakara\b", "in the evening"),
    (r"\bsodien\b", "today"), (r"\bparit\b", "the day after tomorrow"), (r"\brit\b", "tomorrow"), (r"\bvakar\b", "yesterday"),
    (r"\b(\d+)\s+(dienas|dienam|stundas|stundam|nedelas|minutes)\b", lambda m: f"{m.group(1)} {_NOUNS.get(m.group(2), m.group(2))}"),
    (r"\bjau\s+(\d+\s+(?:days|hours|weeks))\b", r"for \1 already"),
    # names in another case: "Ivaram" Ivars, "Lienei dzimsanas diena" (it's Liene's birthday), "Elzas inhalatoru" Elza's
    (r"\b(" + _CASED + r")\s+dzimsanas\s+dien(?:a|u|ai)\b", lambda m: f"it's {_nominative(m.group(1))}'s birthday"),
    (r"\bdzimsanas\s+dien(?:a|u|ai|as)\b", "birthday"),
    (r"\b((?-i:[A-Z])[a-z]{2,}(?:as|es))\s+(?=(?-i:[a-z]))", lambda m: (_nominative(m.group(1)) + "'s " if m.group(1) not in _NOT_CASED
                                                                      else m.group(0))),
    # who a message is for: "uzraksti skolai", "aizsuti landlordam emailu" (send an email to the landlord)
    (r"\b(?:aizsuti|nosuti|suti|atsuti|uzraksti|raksti)\s+(?:e-?pastu\s+|emailu\s+|zinu\s+)?(?P<who>" + _CASED + r")\b"
     r"(?:\s+(?:e-?pastu|emailu|zinu))?", lambda m: f"send an email to {_nominative(m.group('who'))}"),
    (r"\b(?:aizsuti|nosuti|suti|atsuti|uzraksti|raksti)\s+(?:e-?pastu\s+|emailu\s+|zinu\s+)?(?P<to>(?-i:[a-z])\w+(?:ai|am|ei|im|iem))"
     r"(?:\s+(?:e-?pastu|emailu|zinu))?\b", lambda m: f"send an email to {_dative(m.group('to'))}"),
    (r"\b(piezvanit|piezvani|zvani|iedod|dod|atgadini)\s+(?P<to>(?-i:[a-z])\w+(?:ai|am|ei|im|iem))\b",
     lambda m: f"{m.group(1)} {_dative(m.group('to'))}"),
    (r"\b(?:iedod|dod)\s+(?P<who>" + _CASED + r")\s+pieeju\s+(\w+)\s+(?:tabulai|tabulu|failam|failu|dokumentam)\b",
     lambda m: f"give {_nominative(m.group('who'))} access to the {_said_of(_plain(m.group(2)))} sheet"),
    (r"(?<=\s)(?P<who>" + _CASED + r")(?=[\s,.?!]|$)", lambda m: _nominative(m.group("who"))),
    # questions: "kadas man mainas …" (what shifts do I have), "kur ir" (where is), "cik bus" (how much is), "ko nozime X"
    (r"\b(?:kadas|kadi|kads|kada)\s+man\s+(\w+)", lambda m: f"what {_words(m.group(1)).removeprefix('the ')} do I have"),
    (r"\bkas\s+man\s+vel\s+ja\w+", "what is still on my to-do list"), (r"\bkas\s+man\s+ja\w+", "what is on my to-do list"),
    (r"\bkur\s+ir\s+(?:mani|manas)\b", "where are my"), (r"\bkur\s+ir\b", "where is"), (r"^\s*kur\b", "where"),
    (r"\bcik\s+(?:bus|ir|maksa)\b", "how much is"), (r"\bcik\b", "how much"), (r"\bkapec\b", "why"),
    (r"^\s*ko\s+nozime\s+(.+?)(?=\s+uz\s|\s*[?!.]|$)", r"what does \1 mean"),
    (r"^\s*vai\s+es\s+(?:(\S+)\s+)?(?:esmu\s+)?(?:briva|brivs)\b",
     lambda m: "am I free" + (" on" if (m.group(1) or "").endswith("day") else "") + " " + (m.group(1) or "")),
    (r"^\s*vai\s+(?:es\s+)?esmu\b", "am I"), (r"^\s*vai\s+ir\b", "is there"),
    (r"\bnevaru\s+atrast\b", "I can't find"), (r"\bnevaru\b", "I can't"), (r"\bvaru\b", "I can"),
    # what is said to be done: "saglaba Ivars Kalnins 07845 331207" (save the contact), "pieraksti: …", "uzliec auto atbildi"
    (r"\bsaglaba\s+(?=(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?\s+\+?\d)", "save the contact "),
    (r"\b(?:vins|vina)\s+mani\s+vizina\b", lambda m: ("he" if _plain(m.group(0)).startswith("vins") else "she") + " gives me a lift"),
    (r"\buzliec\s+(email\s+|e-?pasta\s+)?auto\s*atbild\w*", lambda m: f"set up an {'email ' if m.group(1) else ''}auto reply"),
    (r"\besmu\s+(?P<land>(?-i:[A-Z])\w+)\b", lambda m: "I am in " + _LANDS.get(_plain(m.group("land")), m.group("land"))),
    (r"\bkad\s+atgriezisos\b", "when I get back"),
    (r"\batbildesu\b", "I will reply"), (r"\batgriezisos\b", "I get back"),
    (r"\b(?:vinam|vinai)\s+(?:ir\s+)?(\w+)", lambda m: ("he" if _plain(m.group(0)).startswith("vinam") else "she") + " has "
     + _words(m.group(1))), (r"\b(sodien|rit|today|tomorrow)\s+nebus\b", r"nebus \1"),
    (r"\bnebus\b", "won't be in"), (r"\bnebusu\b", "I won't be in"), (r"\bbusu\b", "I'll be"),
    (r"\batkal\s+nestrada\b", "isn't working again"), (r"\bnestrada\b", "isn't working"), (r"\bstrada\b", "is working"),
    (r"\bpiezvanija\b", "called"), (r"\bsamaksaja\b", "they paid"), (r"\bnonema\b", "they took"), (r"\batsuta\b", "they send"),
    (r"\bnevajag\b(?=\s*[,.!?]|\s*$)", "it's not needed"), (r"\bnevajag\b", "no need to"), (r"\bvajag\s+(?=" + _VERB + ")", "need to "),
    (r"\bvajag\b", "I need"), (r"\bvar\s+(?=" + _VERB + ")", "can "), (r"\bgribu\s+(?=" + _VERB + ")", "I want to "),
    (r"\bpieraksti\s*:?\s*", "make a note: "), (r"\bneka\s+parasti\b", "than usual"), (r"\bdaudz\s+vairak\b", "much more"),
    (r"\bpa\s+(?=£?\d)", "at "), (r"\buz\s+(?=payslip|lapas|galda|ekrana)", "on "), (r"\bangliski\b", "in English"),
    (r"\blatviski\b", "in Latvian"), (r"\bpievieno\s+(.{1,40}?)\s+kontakt(?:iem|os)\b", lambda m: f"add {_words(m.group(1))} to contacts"),
    (r"\b" + _COMMAND + r"\b", lambda m: _COMMANDS[_plain(m.group("cmd"))]),
    (r"\b(?:remind me)\s+(?=" + _VERB + ")", "remind me "), (r"\b" + _VERB + r"\b", lambda m: "to " + _VERBS[_plain(m.group("verb"))]),
    (r"\b(need|can|want|I can't|no need)\s+to\s+to\b", r"\1 to"), (r"\b(can|I can't)\s+to\b", r"\1"),
    (r"\b(\w+)payslipi\b|\bpayslipi\b", lambda m: (m.group(1) or "") + "payslips"),
    (r"\bemails\b", "email"),
    # the rest, word by word: known nouns and small words ("mainas": shifts, "un": and)
    (r"(?<![\w./@-])(?-i:[a-z]+)\b(?![./@_-]\w)", _word), (r"\b(this|my)\s+(?:the|an?)\s+", r"\1 "),
    (r"\b(tomorrow|today|yesterday)\s+the\s+(\w+)", r"the \2 \1"),  # "atcel rit mainu": cancel the shift tomorrow
    (r"\s+([?!,])", r"\1"),
]
_PHRASES = [("(?i)" + p if isinstance(p, str) else p, s) for p, s in _SAID]
# What is noted stays as typed: "pieraksti skapis 14 kods 4471", "pieraksti: …"
_NOTED = re.compile(r"(?i)^\s*(?:pieraksti|pierakstit|piezime)\s*:?\s*(.+)$", re.S)
# Sayings only Latvian has, each counted as one of its words: "kur ir" (where is), "kas man vel" (what do I still), "vai es"
# (am I), a thing moved or sent "uz" somewhere ("parvieto to payslip uz Documents": move that payslip to Documents)
_OWN_SAID = re.compile(r"(?i)\bkur\s+ir\b|\bkas\s+man\s+vel\b|^\s*vai\s+(?:es|tu|ir)\b|\b(?:ieliec|ieraksti)\s+(?:\S+\s+){0,3}?"
                       r"kalendar[ai]\b|\bsaglaba\s+(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?\s+\+?\d|"
                       r"\b(?:parvieto|atver|izdzes|dzes|atcel|saglaba|ieliec|aizsuti|nosuti|nomaini|paradi|pievieno)\s+to\b|"
                       r"\b(?:parvieto|parvietot|parcelt|aizsuti|nosuti|atsuti|saglaba|ieliec|uzliec)\s+(?:to\s+)?\S+(?:\s+\S+)?\s+uz\b")


def latvian(text: str) -> bool:
    """Whether ``text`` has two words only Latvian has (a saying only Latvian has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Latvian read as English when it is Latvian; unchanged otherwise."""
    if not latvian(text):
        return text
    text = text.translate(_PLAIN)
    noted = _NOTED.match(text)
    if noted:
        return "make a note: " + noted.group(1).strip()
    return phrasebook.read(text, _PHRASES)
