"""German in a request (as typed by a Swiss-German shopkeeper in Scotland, or an Austrian running a Kaffeehaus in Edinburgh,
with English mixed in) read as English before it is planned: "wer kommt morgen abholen?" (who is coming tomorrow to pick up),
"schick dem Hamish Stewart ein mail: …" (send Hamish Stewart an email), "erinner mich am freitag die DIN nachzustellen"
(remind me on friday to readjust the DIN), "bitte als bezahlt eintragen" (mark as paid), "verschieb den bitte auf mittwoch
gleiche zeit" (move it to wednesday same time), "lösch seine buchung" (delete his booking), "teil die Preisliste mit der
Mhairi" (share the Preisliste with Mhairi), "vom 24. bis 28. Dezember" (from 24 to 28 December), "ab halb 9" (from 8:30);
and the Austrian "wer hat morgen Dienst?" (who is working tomorrow), "brauch ma" (we need), "kann am Donnerstag ned" (can't
make it on thursday), "um 10 in der Früh" (at 10am), "heuer" (this year), "2. Dez" (2 December), "tu die rüber" (move it over).

Only a request with at least two words only German has is read so; each is known with its umlauts written out or left off
("lösch", "loesch"; "für", "fuer") and "ß" as "ss", as the Swiss write it. A date said "29.12." or "24. Dezember" is that
day of that month; "halb 9" is half past eight. Names, numbers, quoted words, English words and the name of a folder or
sheet ("den Ordner Rechnungen 2026") stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only German has (no English, Spanish, French or Italian word is spelled so, nor a name or a place English
# writes), umlauts written out: two of them make a request German
_OWN = frozenset("""wer wem wann warum wieso wieviel wieviele welche welcher welches welchen wohin woher ich wir uns euch ihm ihn ihr
    ihre ihren mein meine meinen meinem meiner dein deine seinen seinem unser unsere ist sind habe hab hast haben
    hatte kann kannst koennen muss musst muessen soll sollte sollen moechte willst bitte danke gruess gruesse
    gruessli grueezi gell isch noed nicht nichts auch noch schon jetzt gleich gleiche heute heut morgen gestern
    uebermorgen huet montag dienstag mittwoch donnerstag freitag samstag sonntag januar jaenner februar maerz juni
    juli oktober dezember woche wochen wochenende naechste naechsten naechster naechstes letzte letzten diese diesen
    dieser dieses uhr halb viertel abend abends morgens nachmittag mittag stunde stunden tage monat jahr und oder
    aber weil wenn dass ob fuer fuers ueber auf vom zum zur beim bei nach wegen ohne bevor nachdem zusammen ein eine
    einen einem einer eines neue neuen neuer neues alles jeder jede jedem etwas irgendein irgendwo wieder nochmal
    mache machen macht schick schicke schicken schreib schreibe schreiben erinner erinnere erinnern trag trage
    eintragen verschieb verschiebe verschieben loesch loesche loeschen streich streiche stornier storniere stornieren
    teil teile teilen speicher speichere speichern finde suche zeig zeige stell stelle setz setze kommt kommen gibt
    geht bezahlt gezahlt abgesagt geantwortet geschrieben geschickt abholen mitbringen anrufen kriegt kriegen brauche
    braucht weiss glaub glaube heisst dauert kostet notiz notier notiere merk aendern bearbeiten termin termine
    rechnung rechnungen bestellung bestellungen kunde kundin kunden buchung buchungen reservierung tabelle ordner
    datei geld entwurf antwort erinnerung zahlung zahlungen preisliste nummer telefonnummer handynummer geschaeft
    parat dringend unbezahlt unbezahlten offen automatische abwesenheitsnotiz steuerberater vertreter versicherung
    schuhe schulgruppe rabatt stammkunde viel markier markiere nimm schuldet schulde gespeichert verschoben freien
    freie zaehlen natel pendenz pendenzen erledigt abhaken angerufen bekommen gekriegt urlaub ferien
    servus heuer hamma samma brauch schau schaus frueh dienst schicht uebernimmt umschreiben rezept mehl backen nehm
    bestellt abholung zugriff lieferanten lieferantenliste storniert notiert zurueckgeschrieben
    gehoert rueber dokumente buchhaltung jetzt irgendwas davon steuer kurze wissen liefern schlagobers obers jause
    topfen semmel kipferl bissl gschwind""".split())

_DAYS = {"montag": "monday", "dienstag": "tuesday", "mittwoch": "wednesday", "donnerstag": "thursday", "freitag": "friday",
         "samstag": "saturday", "sonnabend": "saturday", "sonntag": "sunday"}
_DAY = "(" + "|".join(_DAYS) + ")"
_MONTHS = dict(zip("januar februar märz april mai juni juli august september oktober november dezember".split(),
                   phrasebook.MONTH_NAMES, strict=True)) | {"jänner": "January", "maerz": "March", "marz": "March"}
_MONTH = "(" + "|".join(_MONTHS) + ")"
_SHORT_MONTHS = dict(zip("jan feb mae apr mai jun jul aug sep okt nov dez".split(), phrasebook.MONTH_NAMES, strict=True)) | {"jae": "January", "mar": "March"}
_SHORT_DAYS = {"mo": "monday", "di": "tuesday", "mi": "wednesday", "do": "thursday", "fr": "friday", "sa": "saturday", "so": "sunday"}
_WE = {"brauch": "need", "hab": "have", "mach": "make", "bestell": "order", "schick": "send", "kriag": "get", "krieg": "get"}
_WHO = r"(?:(?:dem|der|den|die)\s+)?(?P<who>(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_ART = r"(?:(?:der|die|das|den|dem|des|ein|eine|einen|einem|ne|n|'ne)\s+)"  # der, die, das, ein, "ne" (eine)
_UMLAUT = {"ä": "(?:ä|ae|a)", "ö": "(?:ö|oe|o)", "ü": "(?:ü|ue|u)", "ß": "(?:ß|ss)"}

# A verb's infinitive as English, for "… zu VERB" and "X anrufen": "die DIN nachzustellen" (to readjust the DIN)
_VERBS = {"anrufen": "call", "zurückrufen": "call back", "bestellen": "order", "bezahlen": "pay", "zahlen": "pay",
          "schicken": "send", "abschicken": "send", "holen": "get", "abholen": "pick up", "machen": "do", "kaufen": "buy",
          "nachstellen": "readjust", "einstellen": "set", "prüfen": "check", "kontrollieren": "check", "putzen": "clean",
          "reparieren": "repair", "fragen": "ask", "schreiben": "write", "buchen": "book", "kündigen": "cancel",
          "mitbringen": "bring", "mitnehmen": "take", "vorbereiten": "prepare", "wachsen": "wax", "schleifen": "sharpen",
          "zurückgeben": "return", "abgeben": "hand in", "einzahlen": "pay in", "erledigen": "do", "bringen": "bring",
          "ausdrucken": "print", "drucken": "print", "reservieren": "reserve", "zählen": "count", "sagen": "tell",
          "geben": "give", "sehen": "see", "kommen": "come", "gehen": "go", "ändern": "change", "bearbeiten": "edit",
          "lesen": "read", "wissen": "know", "parat legen": "get ready", "bereitlegen": "get ready", "haben": "have",
          "anschauen": "look at", "löschen": "delete", "absagen": "cancel", "verschieben": "move", "antworten": "reply",
          "eintragen": "put in", "liefern": "deliver", "arbeiten": "work", "helfen": "help", "warten": "wait",
          "backen": "bake", "entkalken": "descale", "nehmen": "take", "übernehmen": "take over", "umschreiben": "change"}
# A verb said of someone as English: "sobald er die Daten schickt" (as soon as he sends the dates)
_SAID_OF = {"schickt": "sends", "kommt": "comes", "kriegt": "gets", "bekommt": "gets", "braucht": "needs", "geht": "goes",
            "gibt": "gives", "arbeitet": "works", "zahlt": "pays", "bezahlt": "pays", "bringt": "brings", "holt": "fetches",
            "ruft": "calls", "schreibt": "writes", "weiss": "knows", "weiß": "knows", "wohnt": "lives", "bucht": "books"}
_PREFIXES = "an|ab|auf|aus|ein|mit|nach|vor|zurück|zurueck|weg|her|hin|durch|los|fest|um"


def _plain(word: str) -> str:
    """A word with its umlauts written out: "lösch" → loesch, "Grüess" → grueess, "weiß" → weiss."""
    return word.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")


def _verb(word: str) -> str:
    """An infinitive, plain or with its "zu" inside ("nachzustellen", "anzurufen", "zu bestellen"), as English."""
    word = re.sub(r"^zu\s+", "", word.lower())
    word = re.sub(r"^(" + _PREFIXES + r")zu(?=\w{3,}en$)", r"\1", word)
    return _VERBS_PLAIN.get(_plain(word), word)


def _modal(m: re.Match) -> str:
    """"er kann ab halb 9 im Laden abholen": he can pick up from 8:30 at the shop; a verb not known stays as said."""
    verb = _VERBS_PLAIN.get(_plain(m.group("verb")))
    if verb is None:
        return m.group(0)
    middle, who = m.group("middle").strip(), "I " if m.group("lead") is not None else ""
    when = re.match(r"(tonight|today|tomorrow(?:\s+\w+ing)?|(?:this|next|on)\s+\w+)\s+(.+)", middle)
    if when:  # "heut abend alles parat legen": get everything ready tonight
        middle = f"{when.group(2)} {when.group(1)}" if verb != "get ready" else when.group(2)
        if verb == "get ready":
            return f"{m.group('lead') or ''}{who}{_MODALS[_plain(m.group('modal'))]} get {middle} ready {when.group(1)}"
    if verb == "get ready" and middle:  # "alles parat legen": get everything ready
        return f"{m.group('lead') or ''}{who}{_MODALS[_plain(m.group('modal'))]} get {middle} ready"
    return f"{m.group('lead') or ''}{who}{_MODALS[_plain(m.group('modal'))]} {verb} {middle}".rstrip()


_VERBS_PLAIN = {_plain(k): v for k, v in _VERBS.items()}
_MODALS = {"kann": "can", "kannst": "can", "koennen": "can", "soll": "should", "sollte": "should", "muss": "must",
           "musst": "must", "muessen": "must", "will": "want to", "moechte": "would like to", "willst": "want to"}
_INFINITIVE = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + ")"


def _said_last(m: re.Match) -> str:
    """"wieviel Sacher ich backen muss" (Austrian, its verb last): how much Sacher I have to bake."""
    verb = _VERBS_PLAIN.get(_plain(m.group("verb")))
    if verb is None:
        return m.group(0)
    modal = {"mu": "have to", "kö": "can", "ka": "can", "so": "should"}[m.group("modal").lower()[:2].replace("ü", "u")]
    return f"{'I' if m.group('who').lower() == 'ich' else 'we'} {modal} {verb} {m.group('what')}".rstrip()


def _remind_that(m: re.Match) -> str:
    """"erinner mich morgen, dass ich die Siebträger entkalk": remind me tomorrow to descale the Siebträger."""
    said = _plain(m.group("verb"))
    verb = next((_VERBS_PLAIN[v] for v in (said, said + "en", said + "n") if v in _VERBS_PLAIN), m.group("verb"))
    return f"remind me {(m.group('when') or '').strip()} to {verb} {m.group('what').strip()}".replace("  ", " ")


def _remind(m: re.Match) -> str:
    """"erinner mich am freitag die DIN nachzustellen": remind me on friday to readjust the DIN."""
    when, what, verb = m.group("when") or "", m.group("what").strip(" ,"), m.group("verb")
    return f"remind me {when.strip()} to {_verb(verb)} {what}".replace("  ", " ")


def _date(m: re.Match) -> str:
    """"29.12." or "24.12.2026": that day of that month (and year)."""
    day, month, year = int(m.group(1)), int(m.group(2)), m.group(3)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return m.group(0)
    return f"{day} {phrasebook.MONTH_NAMES[month - 1]}" + (f" {year}" if year else "")


def _nth(day: str) -> str:
    """"24" → 24th, "1" → 1st."""
    n = int(day)
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _half(m: re.Match) -> str:
    """"halb 9" (half before nine): 8:30; "viertel nach 3": 3:15; "viertel vor 3": 2:45."""
    hour = int(m.group("hour"))
    said = m.group("said").lower()
    minutes = {"halb": (hour - 1 or 12, 30), "viertel nach": (hour, 15), "viertel vor": (hour - 1 or 12, 45)}
    h, mm = minutes[re.sub(r"\s+", " ", said)]
    return f"{m.group('at') and 'at ' or ''}{h}:{mm:02d}"


_PHRASES_SAID: list[tuple[str, object]] = [
    # greetings and thanks say nothing to do: "Gruess Regula" at the end of a mail stays (it is the mail's)
    (r"^\s*(?:hallo|hoi|grüezi|servus|grüß\s+di(?:ch)?|guten\s+morgen|morgen)\s*[,!]\s*", ""), (r"[,.\s]*\b(?:danke(?:\s+dir)?|merci\s+vielmal|gell|servus|baba)\b[.!?]?", " "), (r"\s*\bbitte\b", ""),
    (r"\bHerr(?:n)?\s+(?=(?-i:[A-Z]))", "Mr "), (r"\bFrau\s+(?=(?-i:[A-Z]))", "Mrs "),
    # Austrian: "hamma" (haben wir), "brauch ma" (we need), "kann am Donnerstag ned" (can't on thursday), "heuer" (this year),
    # "in der Früh" (in the morning), "tu die rüber" (move it over), "ich schau's mir am Abend an" (I'll look at it tonight)
    (r"\b(brauch|hab|mach|bestell|schick|kriag|krieg)(?:en)?\s+ma\b", lambda m: "we " + _WE[_plain(m.group(1))]),
    (r"\bhamma\b", "haben wir"), (r"\bsamma\b", "sind wir"), (r"\b(?:kann|kannst)\s+(.{0,30}?)\s*\b(?:ned|nicht)\b(?=\s*[,.;!?]|\s*$)", r"can't make it \1"),
    (r"\bab\s+(?=(?:nächste|diese)(?:n|r|s)?\s+woche)", "from "), (r"\bned\b", "nicht"), (r"\bheuer\b", "this year"),
    (r"\bum\s+(\d{1,2})\s+in\s+der\s+früh\b", r"at \1am"), (r"\b(morgen|heut(?:e)?)\s*,?\s+in\s+der\s+früh\b", r"\1 früh"),
    (r"\bin\s+der\s+früh\b", "in the morning"), (r"\bam\s+abend\b", "in the evening"),
    (r"\btu(?:e)?\s+(?:die|das|es|sie|den|ihn)\s+(?:bitte\s+)?(?:rüber|hinüber)\b", "move it over"),
    (r"\b(\S+)\s+gehört\s+(?:nach|in|zu)\s+", r"\1 belongs in "), (r"\bDokumente/", "Documents/"),
    (r"\bich\s+schau['’]?(?:s|\s+es)?\s+mir\s+(.{0,20}?)\s*an\b", r"I'll look at it \1"), (r"\bschau\s+(?=in|im|bei|nach)", "look "),
    (r"\b(?:schlag)?obers\b", "whipping cream"), (r"\bhalt\b(?=\s*[.,!]|\s*$)", ""),
    (r"\b(?:a|eine?)\s+(\d{2})er\s+form\b", r"a \1cm tin"), (r"\b(?:a|eine?)\s+(\d{2})er\b", r"a \1cm one"),  # "a 22er Form"
    (r"\b(?P<who>ich|wir)\s+(?P<what>(?:[^.,;:!?\s]+\s+){0,3}?)(?P<verb>\w+en)\s+(?P<modal>muss|müssen|kann|können|soll|sollen)(?=\s*(?:[.,;:!?]|$))", _said_last),
    (r"\b(?:die|der)\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+übernimmt\b", r"\g<who> is taking over"), (r"\bübernimmt\b", "is taking over"),
    (r"\bumschreiben\b(?=\s*[.!]?\s*$)", "change it"), (r"^\s*trag(?:['’]?s)?\s+ein\s*:", "add to the calendar:"),
    (r"\bjeden\s+(mo|di|mi|do|fr|sa|so)\b(?:\s*(?:und|,|&)\s*(mo|di|mi|do|fr|sa|so)\b)?",
     lambda m: "every " + " and ".join(_SHORT_DAYS[d.lower()] for d in m.groups() if d)),
    # dates and times: "29.12.", "24.12.2026", "vom 24. bis 28. Dezember", "am 3.", "um 14 Uhr", "um halb 9", "14.30 Uhr"
    (r"\b(\d{1,2})[.:](\d\d)\s*uhr\b|\b(\d{1,2})\s*uhr\s+(\d\d)\b", lambda m: f"{m.group(1) or m.group(3)}:{m.group(2) or m.group(4)}"), (r"\b(\d{1,2})\s*uhr\b", r"\1:00"),
    (r"(?<![\d.])\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?![\d])", _date),
    (r"(?<![\d.])\b(\d{1,2})\.(\d{1,2})(?![\d.])(?=\s*(?:bis|-|–))", _date),  # "24.12 bis 2.1."
    (r"(?<![\d.])\b((?:2[4-9]|3[01]))\.(\d{1,2})\b(?![\d.])", _date),  # "29.12": no time of day
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"\b(\d{1,2})\.?\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"\b(\d{1,2})\.?\s+(jän|jan|feb|mär|apr|jun|jul|aug|sept?|okt|nov|dez)\b\.?", lambda m: f"{m.group(1)} {_SHORT_MONTHS[_plain(m.group(2))[:3]]}"),
    (r"\bvom\s+(\d{1,2}\s+(?-i:[A-Z])\w+)\s+bis\s+(?:zum\s+)?(?=\d{1,2}\s+(?-i:[A-Z]))", r"from \1 to "),
    (r"\bvom\s+(\d{1,2})\.?\s+bis\s+(?:zum\s+)?(\d{1,2})\.?(?=\s)", r"from \1 to \2"),
    (r"\b(?:am|den)\s+(\d{1,2})\.(?!\d)", lambda m: f"on the {_nth(m.group(1))}"),
    (r"(?P<at>\bum\s+)?\b(?P<said>halb|viertel\s+nach|viertel\s+vor)\s+(?P<hour>\d{1,2})\b(?![:.]\d)", _half),
    (r"\bum\s+(?=\d)", "at "), (r"\bab\s+(?=\d)", "from "), (r"\bbis\s+(?=\d)", "until "), (r"\bgegen\s+(?=\d)", "around "),
    (r"\bheut(?:e)?\s+abend\b", "tonight"), (r"\bheut(?:e)?\s+(?:morgen|früh)\b", "this morning"),
    (r"\bheut(?:e)?\s+nachmittag\b", "this afternoon"), (r"\bmorgen\s+(?:früh|vormittag)\b", "tomorrow morning"),
    (r"\bmorgen\s+nachmittag\b", "tomorrow afternoon"),
    (r"\bvon\s+(\d{1,2}(?::\d\d)?)\s+bis\s+(?=\d)", r"from \1 to "), (r"\bam\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "on "), (r"\bmorgen\s+abend\b", "tomorrow evening"),
    (r"\bübermorgen\b", "the day after tomorrow"), (r"\b(?:morgen|morn)\b", "tomorrow"), (r"\b(?:heute|heut|hüt)\b", "today"),
    (r"\bgestern\b", "yesterday"), (r"\bmorgens\b|\bam\s+morgen\b", "in the morning"), (r"\babends\b", "in the evening"),
    (r"\bnachmittags\b", "in the afternoon"), (r"\bmittags\b", "at lunchtime"), (r"\bdiese\s+woche\b", "this week"), (r"\bnächste(?:n)?\s+woche\b", "next week"),
    (r"\bletzte(?:n)?\s+woche\b", "last week"), (r"\b(?:am|übers|fürs|dieses)\s+wochenende\b", lambda m: "for the weekend" if m.group(0).lower().startswith("f") else "this weekend"),
    (r"\bnächste(?:s|n)?\s+wochenende\b", "next weekend"), (r"\bwochenende\b", "weekend"),
    (r"\bgleiche\s+zeit\b|\bzur\s+gleichen\s+zeit\b|\bselbe\s+zeit\b", "same time"),
    (r"\bjede(?:n)?\s+" + _DAY, lambda m: "every " + _DAYS[m.group(1).lower()]),
    (r"\bnächste(?:n|r)?\s+" + _DAY, lambda m: "next " + _DAYS[m.group(1).lower()]),
    (r"\bletzte(?:n|r)?\s+" + _DAY, lambda m: "last " + _DAYS[m.group(1).lower()]),
    (r"\bdiese(?:n|r)?\s+" + _DAY, lambda m: "this " + _DAYS[m.group(1).lower()]),
    (r"\b(?:am|an\s+dem)\s+" + _DAY, lambda m: "on " + _DAYS[m.group(1).lower()]),
    (r"\bbis\s+" + _DAY, lambda m: "by " + _DAYS[m.group(1).lower()]), (r"\bab\s+" + _DAY, lambda m: "from " + _DAYS[m.group(1).lower()]),
    (r"\b" + _DAY + r"s\b", lambda m: "on " + _DAYS[m.group(1).lower()] + "s"),
    (r"\bvon\s+" + _DAY + r"\s+(?:auf|zu|nach)\s+" + _DAY, lambda m: f"from {_DAYS[m.group(1).lower()]} to {_DAYS[m.group(2).lower()]}"),
    (r"\b" + _DAY + r"\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"\bnächste(?:n|r)?\s+" + _MONTH + r"\b", lambda m: "next " + _MONTHS[m.group(1).lower()]),
    (r"\b(?:im|ab|bis|anfang|ende)\s+" + _MONTH + r"\b", lambda m: {"i": "in ", "a": "from ", "b": "until "}.get(m.group(0)[0].lower(), m.group(0).split()[0].lower().replace("anfang", "early").replace("ende", "end of") + " ") + _MONTHS[m.group(1).lower()]),
    (r"\b(januar|jänner|februar|märz|juni|juli|oktober|dezember)\b", lambda m: _MONTHS[m.group(1).lower()]),
    (r"\b(\d+)\s+(?:std|stunden?)\b", lambda m: f"{m.group(1)} hour" + ("s" if m.group(1) != "1" else "")),
    (r"\beine\s+stunde\b", "an hour"), (r"\bdauert\s+(?:so\s+|ca\.?\s+|etwa\s+)?", "takes about "),
    (r"\bca\.?\s+(?=\d)", "about "), (r"\bam\s+tag\b|\bpro\s+tag\b", "a day"), (r"\b(\d+)\s+tage\b", r"\1 days"),
    # what is said to be done: mail and drafts
    (r"\bschick(?:e)?\s+" + _WHO + r"\s+(?:bitte\s+)?(?:ein(?:e)?|ne|n)\s+(?:e-?)?mail\b", r"send \g<who> an email"),
    (r"\bschreib(?:e)?\s+" + _WHO + r"\s+(?:bitte\s+)?(?:ein(?:e)?|ne|n)\s+(?:e-?)?mail\b", r"send \g<who> an email"),
    (r"\bschreib(?:e)?\s+(?:bitte\s+)?(?:ein(?:e)?|ne|n)\s+(?:e-?)?mail\s+an\s+" + _WHO, r"send an email to \g<who>"),
    (r"\bschick(?:e)?\s+(?:bitte\s+)?(?:ein(?:e)?|ne|n)\s+(?:e-?)?mail\s+an\s+" + _WHO, r"send an email to \g<who>"),
    (r"\bschreib(?:e)?\s+" + _WHO + r"\s*,?\s+dass\b", r"email \g<who> that"),
    (r"\b(?:mach|schreib)(?:e)?\s+(?:mir\s+)?(?:bitte\s+)?(?:einen|nen|n|ein)\s+entwurf\s+(?:an|für)\s+(?:(?:die|den|der|dem)\s+(?=(?-i:[A-Z])))?", "write me a draft email to "),
    (r"\bschick(?:e)?\s+(?:dem|der|den)\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?(?:\s+(?:von|vom)\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)?)\s*:", r"email \g<who>:"),
    (r"\b(?:mach|schreib)(?:e)?\s+(?:mir\s+)?(?:bitte\s+)?(?:einen|nen|n|ein)\s+entwurf\b", "write me a draft email"),
    (r"\b(?:noch\s+)?nicht\s+(?:ab)?schicken\b|\bnoch\s+nicht\s+senden\b", "don't send it yet"),
    (r"\bich\s+les(?:e)?\s+(?:es\s+)?(\w+\s+)?(?:nochmal\s+)?drüber\b", r"I'll read it over \1"),
    (r"\bhat\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+(?:schon\s+|mir\s+)*(?:geantwortet|zurückgeschrieben)\b", r"has \g<who> replied yet"),
    # "hat der Vermieter, Mr Kerr, schon zurückgeschrieben": has the landlord, Mr Kerr, replied yet
    (r"\bhat\s+(?P<who>(?:der|die)\s+[^.?!]{1,40}?)\s+(?:schon\s+|mir\s+)*(?:geantwortet|zurückgeschrieben)\b", r"has \g<who> replied yet"),
    (r"\bhat\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+(?:schon\s+)?(?:mir\s+)?(?:ge)?(?:schrieben|mailt|gemailt)\b", r"did \g<who> email me"),
    (r"\b(?:such|find)(?:e)?\s+mir\s+(?:die|das)\s+(?:e-?)?mail\b", "find me the email"), (r"\b(?:such|find)(?:e)?\s+(?:die|das)\s+(?:e-?)?mail\b", "find the email"),
    (r"\b(?:mach|stell|setz)(?:e)?\s+(?:mir\s+)?(?:bitte\s+)?(?:eine|die|ne)\s+(?:automatische\s+antwort|abwesenheitsnotiz)(?:\s+(?:auf|in|für)\s+(?:meine(?:r|n)?|die|der|den)\s+(?:e-?)?mails?)?\b(?:\s+(?:an|ein|rein))?\b", "put the automatic reply on my email"),
    (r"\bautomatische\s+antwort\b|\babwesenheitsnotiz\b", "automatic reply"),
    (r"\b(?:laden|geschäft)\s+(?:ist\s+)?(?:zu|geschlossen)\b", "shop closed"), (r"\b(?:from|ab)\s+(\d{1,2}\s+(?-i:[A-Z])\w+|\w+day)\s+(?:bin\s+ich\s+|sind\s+wir\s+)?wieder\s+da\b", r"back on \1"),
    (r"\bwieder\s+da\b", "back"), (r"\bbei\s+(?:mami|mama|mutti|meiner\s+mutter)\b", "at my mum's"),
    (r"\bbin\s+ich\s+in\b", "I am in"), (r"\bbin\s+ich\s+(?:weg|nicht\s+da|in\s+den\s+ferien|im\s+urlaub)\b", "I am away"),
    # reminders, notes, the calendar: "erinner mich am freitag X zu machen", "notiz:", "trag es in den kalender ein"
    (r"\berinner(?:e|n)?\s+mich\s+(?:bitte\s+)?(?P<when>(?:(?:on|next|this|every)\s+\w+|tomorrow(?:\s+\w+ing)?|today|tonight|on\s+the\s+\w+)\s+)?(?:daran\s*,?\s*)?"
     r"(?P<what>[^.?!:]*?)\s*(?P<verb>\b(?:" + _PREFIXES + r")?zu\w{3,}en|\bzu\s+\w+en)\b", _remind),
    (r"\berinner(?:e|n)?\s+mich\s+(?:bitte\s+)?(?P<when>(?:(?:on|next|this|every)\s+\w+|tomorrow(?:\s+\w+ing)?|today|tonight|on\s+the\s+\w+)\s*)?,?\s*(?:daran\s*,?\s*)?dass\s+ich\s+"
     r"(?P<what>[^.?!:]*?)\s*\b(?P<verb>\w+)(?=\s*[.?!]|\s*$)", _remind_that),
    (r"\berinner(?:e|n)?\s+mich\s+(?:bitte\s+)?(?:daran\s*,?\s*)?", "remind me "), (r"\berinnerung\b", "reminder"),
    (r"^\s*(?:notiz|notiere|notier|merk\s+dir)\s*(?:bitte)?\s*:", "make a note:"), (r"\b(?:notiere|notier|merk\s+dir)\b", "make a note"),
    (r"\b(?:trag|schreib)(?:e)?\s+(?:mir\s+)?(?:(?:es|das|ihn|sie)\s+|(?P<what>[^.!?]{1,80}?)\s+)?(?:in\s+(?:den|meinen)\s+kalender|im\s+kalender|in\s+die\s+agenda)\s+ein\b",
     lambda m: f"put {m.group('what') or 'it'} in the calendar"),
    (r"\bin\s+(?:den|meinen)\s+kalender\b|\bim\s+kalender\b|\bin\s+(?:die|der|meine(?:r)?)\s+agenda\b", "in the calendar"),
    (r"\bals\s+erledigt\s+(?:markieren|abhaken)\b|\babhaken\b", "mark as done"), (r"\berledigt\b", "done"),
    (r"\bverschieb(?:e)?\s+(?:den|die|das|ihn|sie|es)?\s*(?:bitte\s+)?(?:auf|zu)\b", "move it to"), (r"\bverschieb(?:e|en)?\b", "move"),
    (r"\bsag(?:e)?\s+((?:den|die|das|meinen)\s+[^.,!?]{1,60}?)\s+ab\b", r"cancel \1"),
    (r"\bhat\s+(?:abgesagt|storniert)\b", "has cancelled"), (r"\bstorniert\b", "cancelled"), (r"\bverschoben\b", "moved"), (r"\babgesagt\b", "cancelled"), (r"\b(?:absagen|stornieren|storniere|stornier)\b", "cancel"),
    # payments: "hat alles bar bezahlt", "bitte als bezahlt eintragen", "auf bezahlt setzen"
    (r"\b(?:trag|markier|setz|stell)(?:e)?\s+" + _WHO + r"\s+(?:als|auf)\s+bezahlt\b(?:\s+ein\b)?", r"mark \g<who> paid"),
    (r"\b(?:bitte\s+)?(?:als|auf)\s+bezahlt\s+(?:eintragen|markieren|setzen|stellen)\b|\b(?:trag|markier|setz|stell)(?:e)?\s+(?:es|das|ihn|sie)\s+(?:als|auf)\s+bezahlt\b(?:\s+ein\b)?", "mark as paid"),
    # "Fiona Grant hat grad den Strudel bezahlt, trag ein": mark Fiona Grant paid for the Strudel
    (r"\b(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+hat\s+(?:grad(?:e)?\s+|schon\s+|jetzt\s+)?(?P<what>(?:den|die|das)\s+\w+)\s+bezahlt\s*[,.]?\s*(?:bitte\s+)?(?:trag(?:['’]?s)?\s+(?:es\s+)?ein|eintragen|markieren)\b", r"mark \g<who> paid for \g<what>"),
    (r"\b(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+hat\s+(?:\w+\s+){0,3}?bezahlt\s*[,.]?\s*(?:bitte\s+)?(?:eintragen|markieren)\b", r"mark \g<who> paid"),
    (r"\bhat\s+(?:\w+\s+){0,3}?(?:bar\s+)?bezahlt\b", lambda m: "has paid " + ("in cash" if " bar " in f" {m.group(0).lower()} " else "")),
    (r"\bbezahlt\b|\bgezahlt\b", "paid"), (r"\bunbezahlt(?:e|en)?\b|\bnicht\s+bezahlt(?:e|en)?\b", "unpaid"),
    (r"\bnoch\s+offen\b", "still unpaid"), (r"\boffen(?:e|en)?\b(?=\s+(?:rechnung|betr))", "unpaid"),
    (r"\b(?:im\s+kalender\s+)?eintragen\b(?=\s*[.!]?\s*$)", "put it in the calendar"),
    # adding, taking off, sharing, saving, finding
    (r"\bneue(?:r|n)?\s+kund(?:e|in)\b", "new customer"), (r"\bneue(?:n)?\s+bestellung\b", "new order"), (r"\bneue(?:n)?\s+buchung\b", "new booking"),
    (r"\bfüg(?:e)?\s+(.+?)\s+hinzu\b", r"add \1"), (r"\bnimm\s+(.+?)\s+von\s+der\s+liste\b", r"take \1 off the list"),
    (r"\bvon\s+der\s+liste\s+(?:nehmen|streichen|löschen)\b", "take off the list"),
    (r"(?P<what>\b(?:der|die|das|den)\s+[^,.;!?]{1,50}?)\s+(?:kannst|musst)\s+(?:du\s+)?(?:rausnehmen|rausstreichen|streichen|löschen|wegtun)\b", r"you can remove \g<what>"),
    (r"\bnimm\s+(.{1,40}?)\s+raus\b", r"remove \1"), (r"\b(?:lösch|streich)(?:e|en)?\b", "delete"),
    (r"\bgib\s+(.{1,40}?)\s+zugriff\s+(?:auf|zu)\b", r"give \1 access to"),
    (r"\bteil(?:e)?\s+(?P<what>(?:die|das|den)\s+[^,.]+?)\s+mit\s+" + _WHO, r"share \g<what> with \g<who>"),
    (r"\b(?:sie|er)\s+soll(?:te)?\s+(?:es\s+)?(?:auch\s+)?(?:ändern|bearbeiten)\s+können\b", "they can edit too"),
    (r"\bnur\s+(?:lesen|ansehen|anschauen)\b", "view only"), (r"\bteil(?:e|en)?\b", "share"),
    (r"\bspeicher(?:e)?\s+(?P<what>[^.!?]{1,80}?)\s+(?:in|bei|unter)\s+(?:meinen\s+|den\s+)?kontakte(?:n)?(?:\s+ab)?\b", r"save \g<what> in my contacts"),
    (r"\b(?:neuer\s+)?kontakt\s*:", "new contact:"), (r"\bspeicher(?:e|n)?\b", "save"),
    (r"\bstell(?:e)?\s+(?:es|das|ihn|sie|den|die)\s+(?:bitte\s+)?auf\s+", "set it to "),
    (r"\b(?:hast\s+du|gibt\s+es)\s+(?:die|eine|ne)\s+(?:e-?)?mail\s+(?:von|vom|von\s+der)\s+" + _WHO, r"find the email from \g<who>"),
    (r"\b(?:hab|habe)\s+ich\s+(?:eine|ne|'ne|die)\s+(?:e-?)?mail\s+(?:von|vom)\s+" + _WHO + r"\s+(?:bekommen|gekriegt|erhalten)\b", r"did I get an email from \g<who>"),
    (r"\b(?:wie|was)\s+ist\s+(?:die\s+)?(?:telefon|handy|natel)?nummer\s+(?:von|vom|von\s+der)\s+" + _WHO, r"what's \g<who>'s number"),
    (r"\b(?:wie|was)\s+ist\s+(?:die\s+)?(?:e-?)?mail(?:-?adresse)?\s+(?:von|vom|von\s+der)\s+" + _WHO, r"what's \g<who>'s email"),
    (r"\bhat\s+" + _WHO + r"\s+(?:schon\s+|mich\s+)*angerufen\b", r"did \g<who> call"), (r"\bgibt\s+es\b|\bgibt['’]s\b", "is there"),
    (r"\bhast\s+du\s+(?:die|eine)\s+(?:telefon|handy)?nummer\s+(?:von|vom|von\s+der|von\s+dem)\s+" + _WHO, r"what's \g<who>'s number"),
    (r"\b(?:die\s+)?(?:telefon|handy)?nummer\s+(?:von|vom|von\s+der)\s+" + _WHO, r"\g<who>'s number"),
    (r"\b(?:die\s+)?(?:e-?)?mail(?:-?adresse)?\s+(?:von|vom|von\s+der)\s+" + _WHO, r"\g<who>'s email"),
    (r"\b(?P<who>(?-i:[A-Z])[\w'-]*)\s+(?:anrufen|anzurufen)\b", r"call \g<who>"), (r"\bruf(?:e)?\s+" + _WHO + r"\s+an\b", r"call \g<who>"),
    (r"\b(?:mach|schreib|erstell)(?:e)?\s+(?:mir\s+)?(?:eine|ne|'ne)\s+liste\s+(?=was|wer|wo|wann|mit)", "make me a list of "),
    (r"\b(?:erstell|mach)(?:e)?\s+(?:mir\s+)?(?:einen\s+neuen|einen|nen|ein\s+neues|ein|eine\s+neue|eine|ne)\s+(?=ordner|datei|dokument|tabelle|liste|notiz|termin)", "create a "),
    (r"\bzeig(?:e)?\s+mir\b", "show me"), (r"\bsuch(?:e)?\s+(?:mir\s+)?(?=die|das|den|nach|meine)", "find "), (r"\bnach\s+(?=der|dem|den)\b", ""),
    (r"(?P<lead>(?:^|(?<=[,.;:!?]))\s*)?\b(?P<modal>kann|kannst|können|soll|sollte|muss|musst|müssen|will|willst|möchte)\s+(?P<middle>(?:[^.,;:!?]|(?<=\d)[:.](?=\d)){0,60}?)\s*\b" + _INFINITIVE + r"(?=\s*(?:[.,;:!?]|$))", _modal),
    (r"\b(?:kann|kannst)\s+so\s+nicht\s+raus\b", "can't go out like this"), (r"\braus\b", "out"),
    # a clause with its verb last: "sobald er die Daten schickt" (as soon as he sends the dates)
    (r"\b(?P<conj>sobald|wenn|weil|dass|bevor|ob|nachdem)\s+(?P<who>er|sie|ich|wir|es|(?-i:[A-Z])[\w'-]*)\s+(?P<what>[^.,;:!?]{1,50}?)\s+(?P<verb>"
     + "|".join(_SAID_OF) + r")(?=\s*(?:[.,;:!?]|$))", r"\g<conj> \g<who> \g<verb> \g<what>"),
    # questions
    (r"\bwie\s*viel\s+schuldet\s+(?:mir\s+)?" + _WHO + r"(?:\s+mir)?(?:\s+noch)?\b", r"how much does \g<who> still owe me"),
    (r"\bwann\s+kommt\s+" + _WHO, r"when is \g<who> coming"), (r"\bwas\s+ist\s+(tomorrow|today|on\s+\w+)\s+los\b", r"what's on \1"),
    (r"\bwas\s+steht\s+(?:bei\s+mir\s+)?(.{0,30}?)\s*an\b(?=\s*[?.!]|\s*$)", r"what do I have \1"),
    (r"\bwer\s+hat\s+(.{0,30}?)\s*dienst\b", r"who is working \1"), (r"\bwas\s+(?:is|ist)\s+(.{0,30}?)\s*bestellt\b", r"what orders are there \1"),
    (r"\b(?:ich\s+)?muss\s+wissen\b", "I need to know"), (r"\bvon\s+wem\s+(?:kriegen|bekommen|beziehen|haben)\s+wir\s+(?P<what>[^?.,!]{1,40}?)(?P<again>\s+nochmal)?(?=\s+und\b|\s*[?.,!]|$)",
                                                                  lambda m: f"who do we get {m.group('what')} from" + (" again" if m.group("again") else "")),
    (r"\bwann\s+(\w+e?n)\s+(?:die|sie)\b", lambda m: f"when do they {_verb(m.group(1))}"),
    (r"\bwie\s*viel(?:e)?\s+(\w+)\s+(nehm|nehme|brauch|brauche)\s+ich(?:\s+da)?\b", lambda m: f"how much {m.group(1)} do I " + ("use" if m.group(2).startswith("n") else "need")),
    (r"\bwie\s*viel(?:e)?\s+(\w+)\s+haben\s+wir\b", r"how much \1 do we have"), (r"\bwie\s*viel\s+davon\b", "how much of that"),
    (r"^\s*bin\s+ich\b", "am I"), (r"\bbin\s+ich\b|\bich\s+bin\b", "I am"),    (r"\bwer\s+kommt\s+(tomorrow|today|on\s+\w+|this\s+\w+|next\s+\w+)\s+abholen\b", r"who is picking up \1"),
    (r"\bwer\s+(?:holt|kommt)\b(?=.*\babholen\b)", "who is picking up"), (r"\bwer\s+kommt\b", "who is coming"),
    (r"\bwer\s+arbeitet\b", "who is working"), (r"\bwer\s+hat\s+(?:noch\s+)?nicht\s+(?:bezahlt|paid)\b|\bwer\s+hat\s+(?:noch\s+)?not\s+paid\b", "who hasn't paid"),
    (r"\bwer\s+schuldet\s+mir(?:\s+noch)?\b", "who still owes me"), (r"\bwer\s+ist\b", "who is"), (r"\bwer\s+hat\b", "who has"), (r"\bwer\b", "who"),
    (r"\bwas\s+(?:hab|habe)\s+ich\s+(?:mir\s+)?(?:da\s+)?(?:notiert|aufgeschrieben)\b", "what did I write down"),
    (r"\bwas\s+(?:hab|habe)\s+ich\s+(.{0,30}?)\s*(?:alles\s+)?(?:für|an)\s+termine\b", r"what appointments do I have \1"),
    (r"\bwas\s+(?:hab|habe)\s+ich\b|\bwas\s+steht\s+(?:bei\s+mir\s+)?an\b", "what do I have"),
    (r"\bwas\s+jede(?:r)?\s+(?:kriegt|bekommt)\b", "what each one gets"),
    (r"\bwie\s*viel(?:e)?\s+macht\s+das\b|\bwas\s+macht\s+das\b", "how much does that come to"), (r"\bwas\s+kostet\b", "how much is"),
    (r"\bwie\s*viel(?:e)?\s+(\w+)\s+(?:hab|habe)\s+ich\b", r"how many \1 do I have"), (r"\bwie\s*viele\b", "how many"), (r"\bwie\s*viel\b", "how much"),
    (r"\bwelche\s+(\w+)\s+(?:hab|habe)\s+ich\b", r"which \1 do I have"), (r"\bwelche(?:r|s|n)?\b", "which"),
    (r"\bwie\s+sagt\s+man\b", "how do you say"), (r"\bauf\s+engl(?:isch|ish)\b", "in English"),
    (r"\bwo\s+(?:ist|sind)\b", "where is"), (r"\bwo\s+(?:hab|habe)\s+ich\s+(?P<what>[^.!?]{1,60}?)\s+(?:gespeichert|abgelegt|hingetan|hingelegt|gespeichert)\b", r"where did I save \g<what>"),
    (r"\bwo\s+(?:hab|habe)\s+ich\b", "where did I put"), (r"\bwann\b", "when"), (r"\bwarum\b|\bwieso\b", "why"),
    (r"\bheisst\s+glaub(?:e)?\b|\bheißt\s+glaub(?:e)?\b", "called I think"), (r"\bheisst\b|\bheißt\b", "called"),
    (r"\bhast\s+du\b", "do you have"), (r"\bkannst\s+du\b", "can you"), (r"\b(?:hab|habe)\s+ich\b", "do I have"),
    # shop talk: nouns of a small business
    (r"\brechnungen\b", "invoices"), (r"\brechnung\b", "invoice"), (r"\bbestellung(en)?\b", lambda m: "orders" if m.group(1) else "order"),
    (r"\bzahlung(en)?\b", lambda m: "payments" if m.group(1) else "payment"), (r"\bkund(?:e|in)\b", "customer"), (r"\bkunden\b", "customers"),
    (r"\bstammkund(?:e|in)\b", "regular customer"), (r"\b(?:buchung|reservierung)(en)?\b", lambda m: "bookings" if m.group(1) else "booking"),
    (r"\bfreie(?:n|r)?\s+termin(e)?\b", "free slot"), (r"\btermin(e)?\b", lambda m: "appointments" if m.group(1) else "appointment"), (r"\bbesprechung\b", "meeting"),
    (r"\bliste\b", "list"), (r"\btabelle\b", "spreadsheet"), (r"\bnotiz(en)?\b", lambda m: "notes" if m.group(1) else "note"),
    (r"\bordner\b", "folder"), (r"\bdatei(en)?\b", lambda m: "files" if m.group(1) else "file"), (r"\bentwurf\b", "draft"),
    (r"\bkalender\b", "calendar"), (r"\b(?:telefon|handy)?nummer\b", "number"), (r"\bkontakte(?:n)?\b", "contacts"),
    (r"\bgeld\b", "money"), (r"\brabatt\b", "discount"), (r"\bpreis(e)?\b", lambda m: "prices" if m.group(1) else "price"),
    (r"\b(?:im|vom|beim)\s+laden\b", lambda m: {"i": "at the shop", "v": "of the shop", "b": "at the shop"}[m.group(0)[0].lower()]),
    (r"\bsteuerberater(?:in)?\b", "accountant"), (r"\bvertreter(?:in)?\b", "rep"), (r"\btechniker(?:in)?\b", "technician"),
    (r"\blieferant(?:en)?\b", "supplier"), (r"\blieferung\b", "delivery"), (r"\bversicherung\b", "insurance"),
    (r"\bversicherungspolice\b", "insurance policy"), (r"\bvertrag\b", "contract"), (r"\bskischuhe\b", "ski boots"), (r"\bschuhe\b", "boots"),
    (r"\bschulgruppe\b", "school group"), (r"\bkinder\b", "children"), (r"\bkasse\b", "till"), (r"\bschild\b", "sign"),
    (r"\breparatur\b", "repair"), (r"\bpfund\b", "pounds"), (r"\bbar\b(?=\s*(?:bezahlt|paid|,|$))", "cash"),
    (r"\bdie\s+daten\b", "the dates"), (r"\b(?:handy|natel)\b", "mobile"), (r"\bofferte\b|\bangebot\b", "quote"),
    (r"\bpendenz(en)?\b|\baufgabe(n)?\b", lambda m: "tasks" if m.group(1) or m.group(2) else "task"), (r"\bgeburtstag\b", "birthday"),
    (r"\b(?:ferien|urlaub)\b", "holiday"), (r"\bmitarbeiter(?:in|innen)?\b", "staff"), (r"\bschicht(en)?\b", lambda m: "shifts" if m.group(1) else "shift"),
    (r"\bmiete\b", "rent"), (r"\bausgaben\b", "expenses"), (r"\beinnahmen\b|\bumsatz\b", "takings"), (r"\banhang\b", "attachment"),
    (r"\bdokument\b", "document"), (r"\bquittung\b|\bbeleg\b", "receipt"), (r"\banzahlung\b", "deposit"), (r"\bposteingang\b", "inbox"),
    (r"\brezept(e)?\b", "recipe"), (r"\bmehl\b", "flour"), (r"\beier\b", "eggs"), (r"\bzucker\b", "sugar"), (r"\bliter\b", "litres"),
    (r"\bbei\s+(?:der\s+)?abholung\b", "on pickup"), (r"\babholung\b", "pickup"), (r"\b(?:klempner|installateur)(?:in)?\b", "plumber"),
    (r"\bvermieter(?:in)?\b", "landlord"), (r"\bheizung\b", "heating"), (r"\blieferantenliste\b", "supplier list"), (r"\bsteuer\b", "tax"),
    (r"\bsiebträger(?:maschine)?\b|\bkaffeemaschine\b", "espresso machine"), (r"\bweihnachtsmarkt\b", "Christmas market"), (r"\bmischung\b", "blend"),
    (r"\binspektion\b", "inspection"), (r"\babfluss\b", "drain"), (r"\bdienst\b", "shift"),
    (r"\bnächste(?:r|n|s|m)?\b", "next"), (r"\bletzte(?:r|n|s|m)?\b", "last"), (r"\bdiese(?:r|n|s|m)?\b", "this"), (r"\bdaten\b", "dates"), (r"\bwoche\b", "week"), (r"\btag\b", "day"), (r"\btage\b", "days"),
    # small words, last: "grad" (just now), "ne" (eine), "parat legen" (get ready)
    (r"\bwar\s+grad\s+da\b", "was just in"), (r"\bwar\s+(?:heut(?:e)?|today)\s+da\b", "was here today"), (r"\bbis\s+jetzt\b", "so far"),
    (r"\bsteht\s+(?:im|in\s+der|in\s+dem)\b", "it's in the"), (r"^\s*kurze\s+frag(?:e)?\s*:", "quick question:"), (r"\binkl\.", "incl."),
    (r"\bguter\s+mann\b", "good man"), (r"\birgendwas\b", "something"), (r"\bmehr\b", "more"), (r"\bjetzt\b", "now"), (r"\bgib\b", "give"), (r"^\s*das\s+ist\b|(?<=[,.]\s)das\s+ist\b", "that is"),
    (r"(?:^|(?<=[?.!]\s))(?:der|die)\s+mit\b", "the one with"),
    (r"\b(?:ob|wenn|dass)\s+sie\b", lambda m: {"o": "whether", "w": "if", "d": "that"}[m.group(0)[0].lower()] + " they"),
    (r"\ber\b", "he"), (r"\bsie\b", "she"), (r"\bfürs\b", "for the"),
    (r"\b(?:an|bei)\s+der\b|\ban\s+dem\b|\bam\b(?=\s+(?-i:[A-Z])\w)", "at the"), (r"\bauf\b", "on"),
    (r"\b(" + "|".join(_SAID_OF) + r")\b", lambda m: _SAID_OF[m.group(1).lower()]),
    (r"\b(" + "|".join(k for k in _VERBS if " " not in k) + r")\b", lambda m: _VERBS_PLAIN[_plain(m.group(1))]), (r"\bgrad(?:e)?\s+frei\b", "free right now"), (r"\bgrad(?:e)?\b", "right now"), (r"\bfrei\b", "free"),
    (r"\bsobald\b", "as soon as"), (r"\bbevor\b", "before"), (r"\bnachdem\b", "after"), (r"\bwegen\b", "about"), (r"\bweil\b", "because"),
    (r"\bwenn\b", "if"), (r"\bob\b", "whether"), (r"\bdass\b", "that"), (r"\bund\b", "and"), (r"\boder\b", "or"), (r"\baber\b", "but"),
    (r"\bfür\b", "for"), (r"\bmit\b", "with"), (r"\bohne\b", "without"), (r"\bvom\b|\bvon\s+der\b|\bvon\s+dem\b", "of the"), (r"\bvon\b", "from"),
    (r"\bbeim\b", "at the"), (r"\bbei\b", "at"), (r"\bim\b", "in the"), (r"\bzum\b|\bzur\b", "to the"), (r"\bauf\s+dem\b", "on the"),
    (r"\bin\s+der\b|\bin\s+dem\b", "in the"), (r"\baus\b(?=\s+(?-i:[A-Z]))", "from"), (r"\bnach\b", "to"), (r"\büber\b", "about"),
    (r"\bnoch\s+nicht\b", "not yet"), (r"\bnicht\b", "not"), (r"\bnoch\b", "still"), (r"\bschon\b", "yet"), (r"\bauch\b", "also"),
    (r"\bnur\b", "only"), (r"\bwieder\b", "again"), (r"\bnochmal\b", "again"), (r"\bdringend\b", "urgent"), (r"\bzusammen\b", "added up"),
    (r"\birgendein(?:e)?\b", "some"), (r"\balle\b", "all"), (r"\balles\b", "everything"), (r"\bjede(?:r|s|n)?\b", "each"),
    (r"\bneue(?:n|r|s)?\b", "new"), (r"\bich\b", "I"), (r"\bmir\b|\bmich\b", "me"), (r"\bdu\b", "you"),
    (r"\bwir\b", "we"), (r"\bist\b", "is"), (r"\bsind\b", "are"), (r"\bkann\b", "can"), (r"\bsoll\b", "should"), (r"\bmuss\b", "must"),
    (r"\bwill\b", "wants"), (r"\bhat\b", "has"), (r"\b(?:hab|habe)\b", "have"), (r"\bmach(?:e)?\b", "make"), (r"\bschick(?:e)?\b", "send"),
    (r"\bsein(?:e|en)?\b", "his"), (r"\bihr(?:e|en)?\b", "her"), (r"\bmein(?:e|en)?\b", "my"), (r"\bdein(?:e|en)?\b", "your"),
    (r"\b(?:der|die|das|den|dem|des)\b(?=\s)", "the"), (r"\b(?:eine|einen|einem|einer|ein|ne|'ne)\b(?=\s)", "a"),
]


_PHRASES = phrasebook.respelled(_PHRASES_SAID, _UMLAUT)  # each umlaut matched written out or left off ("lösch": loesch, losch)


def german(text: str) -> bool:
    """Whether ``text`` has two words only German has."""
    return phrasebook.two_own_words(text, _OWN, _plain)


# A name after "Ordner", "Sheet", "Tabelle", "Datei" stays as typed: "den Ordner Rechnungen 2026" (the folder Rechnungen 2026)
_NAMED = re.compile(r"(?i)\b(ordner|sheet|tabelle|datei|dokument)\s+((?-i:[A-Z])[\w-]*(?:\s+(?:\d{4}|(?-i:[A-Z])[\w-]*))*)")


def english(text: str) -> str:
    """``text`` with its German read as English when it is German; unchanged otherwise."""
    if not german(text):
        return text
    names: list[str] = []

    def keep(m: re.Match) -> str:
        names.append(m.group(2))
        return f"{m.group(1)} {chr(0xE000 + len(names) - 1)}"

    said = phrasebook.read(_NAMED.sub(keep, text), _PHRASES)
    return re.sub("[\ue000-\ue0ff]", lambda m: names[ord(m.group(0)) - 0xE000], said)
