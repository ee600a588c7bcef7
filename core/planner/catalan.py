"""Catalan in a request (as typed by a Catalan wine and tapas bar in Sheffield: quick, lower case, mostly without its
accents, "q" for que, "x" for per, with English mixed in) read as English before it is planned: "q tinc dijous?" (what do I
have thursday), "qui ve avui a sopar?" (who is coming today for dinner), "envia un mail al Jordi de Celler Puig q em posi 2
caixes mes de garnatxa" (send an email to Jordi from Celler Puig asking them to put 2 more cases of garnatxa), "afegeix
reserva divendres 20:30 …" (new booking: friday 20:30 …), "el Raj ha cancel·lat lo de dema, esborra-la" (Raj has cancelled
tomorrow's one, delete it), "recorda'm dema trucar al gestor x lo del VAT" (remind me tomorrow to call the accountant about
the VAT), "de quins vins anem curts?" (which wines are we short of), "han arribat 12 ampolles de verdejo, suma-les" (12
bottles of verdejo have arrived, add them on), "quanta gent tenim dissabte?" (how many people are booked saturday),
"cancel·la la reunio amb la de Kelham Cheese de divendres" (cancel the meeting with the one from Kelham Cheese on friday).
And as typed by a Catalan dad coaching an under-10 football team in Manchester (players, subs, matches, kit): "qui no ha pagat
els subs encara?" (who hasn't paid the subs yet?), "l'Alfie ha pagat avui" (Alfie has paid today), "a quina hora es el partit
de dissabte? casa o fora?" (what time is the match on saturday? home or away?), "vam guanyar 3-1 a Chorlton" (we won 3-1
against Chorlton), "l'entrenament de dimecres passa a les 6" (move the entrenament on wednesday to 6), "el partit del 12 de
desembre no es juga, la lliga l'ha tret" (the match on 12 December isn't being played, the league has removed it), "he donat
2 parells de mitjons M al Leo, treu-los del kit" (I gave out 2 pairs of socks M to Leo, take them off the kit stock), "quant
portem de subs?" (how much do we have in subs?), "nou jugador!! …, la mare es …" (new player!! …, the mum is …).

Only a request with at least two words only Catalan has is read so; each is known with or without its accents ("demà":
dema, "reunió": reunio, "gràcies": gracies) and "l·l" typed "l.l" or "ll" ("cancel·la", "cancella"). The article Catalan
puts before a name ("el Jordi", "la Sophie", "en Pau") is left out, and "2.340" is two thousand three hundred and forty. A verb
in the past is read with whom it says ("he donat": I gave, "hem guanyat": we won, "han pagat": have paid, "vam perdre": we
lost); the events' own names ("entrenament") stay as typed.
What is written after a colon to a note ("apunta: …") or as the automatic reply ("posa la resposta automatica: …") stays as
typed, and so do names, numbers, the food and wine ("garnatxa", "botifarra") and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("àèéíïòóúüç’", "aeeiiooouc'")


def _plain(word: str) -> str:
    """A word as typed without its accents and its "d'"/"l'", lower case, "l·l" as "ll": "Demà" → dema, "d'hivern" → hivern."""
    return re.sub(r"^[dl]'|l[·.]l", lambda m: "ll" if len(m.group(0)) == 3 else "", word.lower().translate(_PLAIN))


# Words only Catalan has, written without accents (no English word, nor one of another stored language: "qui", "que", "mes",
# "on", "ja", "ara", "son", "nou", "posa", "guarda", "apunta", "reserva", "caixa", "factura", "pagat", "juga", "resultat",
# "ocupat", "jugador", "mig" are words elsewhere too): two of them make a request Catalan
_OWN = frozenset("""avui dema ahir dilluns dimarts dimecres dijous divendres dissabte diumenge gener febrer maig juny juliol
    setembre desembre setmana setmanes vinent propera vespre tinc tenim teniu quin quina quins quines quants quantes perque
    aquest aquesta aquests aquestes amb dels menys gracies sisplau siusplau xfa envia-li escriu escriu-li afegeix afegir
    esborra esborra-la esborra-lo esborra-les esborra-los elimina-la treu treu-la cancellat cancellar canvia canvia-la
    mou-la comparteix troba obre mostra'm ensenya'm recorda'm recordam recorda'ns passa'm dona'm digues-me digue'm suma-les
    suma'ls suma-ho resta-les posa'l posa-ho posa-la apunta-ho apunta'm trucar truca truca-li demanar encarregar recollir
    escriure ampolles ampolla caixes proveidor proveidors calendari reunio cambrer cambrera cuiner gestora tecnic sopar
    esmorzar comandes tancat tanquem obrim obert noves hivern estiu nadal arribat arriben curts anem persones diu diuen
    parlarem parlem fitxer arxiu llista taula preu lloguer metge maca maco deuen encara tambe molt algu fer-ho vull despres
    abans feina fes fes-me podries adeu cambrers taules cuina menjar truqui confirmi digui afegeixi envii treballa treballen
    treballo preus partit partits entrenament entrenaments lliga jugadors nens nenes pilotes samarretes mitjons parells guanyar
    guanyat guanyem vam perdut empatat davant darrere pavello llavors portem hauriem sessio treballar passades torneig confirmem
    juguem xandalls els""".split())

_LETTERS = {"à": "[àa]", "è": "[èe]", "é": "[ée]", "í": "[íi]", "ï": "[ïi]", "ò": "[òo]", "ó": "[óo]", "ú": "[úu]", "ç": "[çc]",
            "·": "[·.]?"}
_DAYS = {"dilluns": "monday", "dimarts": "tuesday", "dimecres": "wednesday", "dijous": "thursday", "divendres": "friday",
         "dissabte": "saturday", "diumenge": "sunday"}
_DAY = r"(?P<day>dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge)"
_MONTHS = dict(zip("gener febrer marc abril maig juny juliol agost setembre octubre novembre desembre".split(),
                   phrasebook.MONTH_NAMES, strict=True))
# A month said after "de", or "d'" before a vowel: "24 de desembre", "3 d'abril"
_MONTH = r"(?:de\s+|d')(?P<month>gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre)"
# A name after its article: "el Jordi", "la Sophie", "en Pau", "al Jordi" (to Jordi), "del Raj" (Raj's)
_NAME = r"(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
# Verbs said as infinitives after "recorda'm" (remind me), "he de" (I have to): "trucar al gestor" (call the accountant)
_VERBS = {"trucar": "call", "enviar": "send", "pagar": "pay", "comprar": "buy", "demanar": "order",
          "encarregar": "order", "portar": "bring", "recollir": "pick up", "escriure": "write to", "revisar": "check",
          "mirar": "look at", "renovar": "renew", "fer": "make", "reservar": "book", "cancel·lar": "cancel", "confirmar": "confirm",
          "netejar": "clean", "canviar": "change", "preguntar": "ask", "dir": "tell", "treure": "take out", "posar": "put",
          "tenir": "have", "treballar": "work on", "jugar": "play", "entrenar": "train", "guanyar": "win", "perdre": "lose"}
# Verbs said in the past, as "he/ha + participle" ("ha pagat": has paid, "he donat": I gave) or "vam + infinitive" ("vam
# guanyar": we won): (simple past, participle); the participle is the infinitive's "-ar" as "-at" unless said otherwise
_PAST = {"pagar": ("paid", "paid"), "donar": ("gave", "given"), "treure": ("removed", "removed"), "guanyar": ("won", "won"),
         "perdre": ("lost", "lost"), "empatar": ("drew", "drawn"), "jugar": ("played", "played"), "enviar": ("sent", "sent"),
         "comprar": ("bought", "bought"), "rebre": ("got", "received"), "posar": ("put", "put"), "canviar": ("changed", "changed"),
         "trucar": ("called", "called"), "fer": ("did", "done"), "dir": ("said", "said"), "portar": ("brought", "brought")}
_PARTICIPLES = {"perdre": "perdut", "treure": "tret", "rebre": "rebut", "fer": "fet", "dir": "dit"}
_DONE = {_PARTICIPLES.get(v, v[:-2] + "at"): v for v in _PAST}
_HAVE = {"he": ("I", "have"), "hem": ("we", "have"), "has": ("you", "have"), "heu": ("you", "have"), "ha": ("", "has"), "han": ("", "have")}
_WENT = {"vaig": "I", "vas": "you", "va": "", "vam": "we", "varem": "we", "vau": "you", "van": "they"}
# What "es" is done to ("no es juga": isn't being played)
_PASSIVE = {"juga": "played", "juguen": "played", "suspen": "called off", "cancella": "cancelled", "fa": "on", "fan": "on"}
_SAID_DAY = {"ahir": "yesterday", "avui": "today", "dema": "tomorrow"}
_DAYNAME = "dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|demà|avui"
_VERB = "(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")\b(?:\s+(?P<to>al\b|a\s+la\b|a\s+l'|a\b))?"
# The same verbs as one asks someone else to do them ("q em posi": asking them to put)
_ASKED = {"posi": "put", "porti": "bring", "enviï": "send", "envii": "send", "truqui": "call", "faci": "do", "digui": "tell",
          "confirmi": "confirm", "canviï": "change", "afegeixi": "add", "mani": "send", "reservi": "book", "passi": "pass"}
# Nouns of a bar: "reserva" (booking), "ampolles" (bottles), "gestor" (accountant)
_NOUNS = {"reserva": "booking", "reserves": "bookings", "comanda": "order", "comandes": "orders", "ampolla": "bottle",
          "ampolles": "bottles", "caixes": "cases", "vins": "wines", "vi": "wine", "proveidor": "supplier",
          "proveidors": "suppliers", "telefon": "phone number", "num": "number", "numero": "number", "correu": "email",
          "calendari": "calendar", "reunio": "meeting", "cita": "appointment", "factura": "invoice", "factures": "invoices",
          "nota": "note", "notes": "notes", "llista": "list", "full": "sheet", "gent": "people", "persones": "people",
          "cambrer": "waiter", "cambrera": "waitress", "cuiner": "cook", "cuinera": "cook", "gestor": "accountant",
          "gestora": "accountant", "tecnic": "technician", "cafetera": "coffee machine", "nevera": "fridge", "sopar": "dinner",
          "dinar": "lunch", "esmorzar": "breakfast", "fitxer": "file", "arxiu": "file", "carpeta": "folder", "taula": "table",
          "tapes": "tapas", "menu": "menu", "hivern": "winter", "estiu": "summer", "preu": "price", "lloguer": "rent",
          "metge": "doctor", "banc": "bank", "missatge": "message", "clients": "customers", "client": "customer",
          "cambrers": "waiters", "preus": "prices", "torn": "shift", "torns": "shifts",
          # … and of a football team: "partit" (match), "jugador" (player), "mitjons" (socks), "pavelló" (sports hall)
          "partit": "match", "partits": "matches", "lliga": "league", "jugador": "player", "jugadors": "players",
          "jugadora": "player", "dorsal": "shirt number", "mare": "mum", "pare": "dad", "pares": "parents", "nen": "kid",
          "nens": "kids", "nena": "girl", "nenes": "girls", "pilota": "ball", "pilotes": "balls", "samarreta": "shirt",
          "samarretes": "shirts", "mitjons": "socks", "parell": "pair", "parells": "pairs", "cons": "cones", "bomba": "pump",
          "porteria": "goal", "arbitre": "referee", "normes": "rules", "torneig": "tournament", "resultat": "result",
          "sessio": "practice", "passades": "passing", "pavello": "sports hall", "anys": "years old", "xandalls": "tracksuits", "guants": "gloves"}
# Small words as English; "a", "i", "en", "on", "es", "son" are English words too, read only in the phrases below
_SMALL = {"amb": "with", "per": "for", "de": "of", "del": "of the", "dels": "of the", "al": "to the", "als": "to the",
          "el": "the", "la": "the", "els": "the", "les": "the", "que": "that", "mes": "more", "menys": "less", "ja": "already",
          "encara": "still", "ara": "now", "tambe": "also", "molt": "very", "nou": "new", "nova": "new", "nous": "new",
          "noves": "new", "em": "me", "ens": "us", "meu": "my", "meva": "my", "nostre": "our", "nostra": "our",
          "aquest": "this", "aquesta": "this", "aquests": "these", "aquestes": "these", "un": "a", "una": "a", "uns": "some",
          "unes": "some", "tot": "all", "tots": "all", "totes": "all", "gracies": "thanks", "maca": "love", "maco": "love",
          "tancat": "closed", "tancats": "closed", "tanquem": "we are closed", "obrim": "we open", "obert": "open",
          "pagat": "paid", "nomes": "only", "vull": "I want", "necessito": "I need", "o": "or", "si": "if", "cada": "each",
          "contra": "against", "casa": "home", "fora": "away", "ocupat": "occupied", "ocupada": "occupied", "paga": "pays", "paguen": "pay", "llavors": "then",
          "som": "we are", "portem": "we have", "confirmem": "we confirm", "juguem": "we play", "faig": "I do", "fem": "we do"}


_HOURS = dict(zip("una dues tres quatre cinc sis set vuit nou deu onze dotze".split(), map(str, range(1, 13)), strict=True))
# Where what is coming is said to come: "the technician … monday at 9 is coming" is read "the technician … is coming monday at 9"
_COMING_WHEN = re.compile(r"\s+(?=(?:at|on|today|tomorrow|this|next|from|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)")


def _coming(m: re.Match) -> str:
    """Who "ve" (is coming) said before when: "\x01 the doctor monday at 9" → the doctor is coming monday at 9."""
    who, *when = _COMING_WHEN.split(m.group(1), maxsplit=1)
    return f"{who} is coming" + (f" {when[0]}" if when else "")


def _when(word: str) -> str:
    """A weekday or month said in Catalan as English: "dijous" → thursday, "desembre" → December."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _word_of(word: str) -> str:
    """A Catalan noun or small word as English when known: "ampolles" → bottles, "amb" → with; any other as typed."""
    plain = _plain(word)
    return _NOUNS.get(plain) or _SMALL.get(plain) or word


def _words(text: str) -> str:
    return " ".join(_word_of(w) for w in text.split())


def _ordinal(day: str) -> str:
    n = int(day)
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _date(m: re.Match) -> str:
    return f"{m.group('d')} {_when(m.group('month'))}"


def _done(m: re.Match) -> str:
    """A verb in the past as English, with whom said: "no ha pagat" → hasn't paid, "he donat 2" → I gave out 2, "l'ha tret" →
    has removed it, "vam guanyar" → we won."""
    if m.group("went"):
        return f"{_WENT[_plain(m.group('went'))]} {_PAST[_plain(m.group('inf'))][0]}".strip()
    verb = _plain(m.group("verb"))
    past, done = _PAST[_DONE[verb]]
    who, have = _HAVE[_plain(m.group("aux"))]
    said = f"{who} {past}" if who and not m.group("no") else f"{who} {have}" + ("n't " if m.group("no") else " ") + done
    said += " out" if verb == "donat" and re.match(r"\s*\d", m.string[m.end():]) else ""  # "he donat 2 parells": gave out 2 pairs
    return said.strip() + {"l'": " it", "els": " them", "les": " them"}.get((m.group("it") or "").lower().strip(), "")


def _should(m: re.Match) -> str:
    """"hauríem de tenir" → we should have; asked ("quant hauríem de tenir"), should we have."""
    who = {"hauria": "I", "hauries": "you", "hauriem": "we", "haurieu": "you", "haurien": "they"}[_plain(m.group(1))]
    asked = re.search(r"\b(?:quant\w*|qu[eè]|qui|quin\w*|on|quan|how\s+\w+|what|which|who)\s*$", m.string[:m.start()], re.I)
    return (f"should {who} " if asked else f"{who} should ") + _verb(m)


def _new(m: re.Match) -> str:
    """"nou jugador" → new player; "nou" before a plural is nine ("nou jugadors")."""
    return m.group(0) if _plain(m.group(1)) == "nou" and m.group(2).lower().endswith("s") else "new "


_DATE = r"(?P<d>\d{1,2})\s+" + _MONTH + r"\b"

_SAID: list[tuple[str, object]] = [
    # greetings say nothing to do; "q" is que, "x" is per, "pf"/"xfa" please; "gràcies" thanks
    (r"^\s*(?:hola|bon\s+dia|bones)\s*[,!]?\s*", ""), (r"\b(?:si\s+us\s+plau|sisplau|siusplau|xfa|pf)\b", "please"),
    (r"\bq\b", "que"), (r"\bmoltes\s+gràcies\b", "thanks a lot"),
    # what moves: "l'entrenament de dimecres passa a les 6" (move the entrenament on wednesday to 6), "el partit es mou a diumenge"
    (r"^(\s*)((?:el|la|els|les|l')\s*[^,.;:?!]{1,40}?)\s+(?:passa|passen|es\s+mou|es\s+mouen|es\s+canvia)\s+(?:a|al|per\s+a)\s+(?:les\s+|la\s+)?"
     r"(?=\d|" + _DAYNAME + r")", r"\1move \2 to "),
    (r"\b(no\s+)?es\s+(juga|juguen|suspèn|cancel·la|fa|fan)\b",
     lambda m: ("there is " + ("no " if m.group(1) else "") if _PASSIVE[_plain(m.group(2))] == "on" and re.match(r"\s+\w", m.string[m.end():])
                else ("isn't " + ("" if _PASSIVE[_plain(m.group(2))] == "on" else "being ") if m.group(1) else "is ") + _PASSIVE[_plain(m.group(2))])),
    (r"\bencara\s+no\s+((?:he|ha|hem|han|has|heu)\s+\w+)", r"no \1 yet"), (r"\bencara\s+no\b", "not yet"), (r"(\bno\b[^,.;?!]*?\s)encara\b", r"\1yet"),
    (r"(?<![\d.])(?<!\d\s)\bx\s+lo\s+(del?)\b", lambda m: "about" + (" the" if m.group(1).lower() == "del" else "")), (r"(?<![\d.])(?<!\d\s)\bx\s+(?=\D)", "per "),
    (r"\bper\s+telèfon\b", "by phone"), (r"\bper\s+mail\b", "by email"),
    # numbers: "2.340" (two thousand three hundred and forty), "26,50 €"; times "20.30", "a les 10", "a les 8 del vespre"
    (r"(?<![\d.,])(\d{1,3})\.(\d{3})(?!\d|[.,]\d)", r"\1\2"), (r"(?<![\d.,])(\d+),(\d\d)(?=\s*[€£])|(?<=[€£])(\d+),(\d\d)\b", r"\1\3.\2\4"),
    phrasebook.DOTTED_TIME, phrasebook.DAY_MONTH,
    (r"\b(a\s+(?:les|la)\s+)(una|dues|tres|quatre|cinc|sis|set|vuit|nou|deu|onze|dotze)\b", lambda m: m.group(1) + _HOURS[_plain(m.group(2))]),
    (r"\b(\d{1,2})\s+i\s+(mitja|quart)\b", lambda m: m.group(1) + (":30" if _plain(m.group(2)) == "mitja" else ":15")),
    (r"\ba\s+(?:les|la)\s+(\d{1,2}(?::\d\d)?)\s*(?:h\s+)?(?:del\s+matí|del\s+mati)\b", r"at \1am"),
    (r"\ba\s+(?:les|la)\s+(\d{1,2}(?::\d\d)?)\s*(?:h\s+)?(?:de\s+la\s+tarda|del\s+vespre|de\s+la\s+nit)\b", r"at \1pm"),
    (r"\ba\s+(?:les|la)\s+(?=\d)", "at "), (r"\b(\d{1,2})\s*h\b(?!:)", r"\1:00"),
    (r"\bde\s+(\d{1,2}(?::\d\d)?)\s+a\s+(\d{1,2}(?::\d\d)?)\b", r"from \1 to \2"), (r"\b(\d{1,2}:\d\d)\s+a\s+(\d{1,2}(?::\d\d)?)\b", r"\1 to \2"),
    (r"\b(\d{1,2}\s*-\s*\d{1,2})\s+(?:a|contra)\s+(?=(?-i:[A-Z]))", r"\1 against "),  # "vam guanyar 3-1 a Chorlton": against
    (r"(?:(?<=\d:\d\d)|(?<=at\s\d)|(?<=at\s\d\d)|(?<=[ap]m))\s+a\s+(?=(?-i:[A-Z]))", " at "),  # "… 6:30 a Fog Lane Park": at the place
    # dates: "del 24 de desembre al 2 de gener", "el 3 de gener", "obrim el 3", "dia 5", "al desembre"
    (r"\b(?:el\s+)?" + _DATE, _date),
    (r"\bdel\s+(?=\d{1,2}\s+(?-i:[A-Z])[a-z]+\b(?!\s+(?:al|fins\s+al|a)\s+\d))", "on "),  # "el partit del 12 de desembre"
    (r"\bdel\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "from "), (r"\s+(?:al|fins\s+al)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", " to "),
    (r"\bdel\s+(\d{1,2})\s+al\s+(?=\d{1,2}\s+(?-i:[A-Z]))", r"from \1 to "),
    (r"\b(el\s+)?dia\s+(\d{1,2})\b", lambda m: ("on " if m.group(1) else "") + "the " + _ordinal(m.group(2))),
    (r"\b(obrim|tornem|tanquem|ve|vénen|venen)\s+el\s+(\d{1,2})\b(?!\s*[:.,]?\d)", lambda m: f"{m.group(1)} on the {_ordinal(m.group(2))}"),
    (r"\b(?:al|el\s+mes\s+de)\s+(?P<month>(?-i:gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre))\b",
     lambda m: "in " + _when(m.group("month"))),
    (r"\b(?P<month>gener|febrer|maig|juny|juliol|setembre|desembre)\b", lambda m: _when(m.group("month"))),
    # days and weeks: "la setmana que ve", "el cap de setmana", "dijous que ve", "de divendres" (on friday), "lo de demà"
    (r"\b(?:de\s+)?la\s+setmana\s+(?:que\s+ve|vinent|pròxima)\b|\b(?:de\s+)?la\s+propera\s+setmana\b",
     lambda m: ("for " if _plain(m.group(0)).startswith("de") else "") + "next week"),
    (r"\bla\s+setmana\s+passada\b", "last week"), (r"\baquesta\s+setmana\b", "this week"),
    (r"\b(?:el\s+)?cap\s+de\s+setmana\s+passat\b", "last weekend"), (r"\baquest\s+cap\s+de\s+setmana\b", "this weekend"),
    (r"\bel\s+cap\s+de\s+setmana\b", "the weekend"), (r"\bcap\s+de\s+setmana\b", "weekend"),
    (r"\bel\s+mes\s+que\s+ve\b", "next month"), (r"\baquest\s+mes\b", "this month"), (r"\bel\s+mes\s+passat\b", "last month"),
    (r"\b(?:el\s+)?" + _DAY + r"\s+(?:que\s+ve|vinent)\b", lambda m: "next " + _DAYS[m.group("day").lower()]),
    (r"\b(?:el\s+)?" + _DAY + r"\s+passat\b", lambda m: "last " + _DAYS[m.group("day").lower()]),
    (r"\baquest\s+" + _DAY, lambda m: "this " + _DAYS[m.group("day").lower()]),
    (r"\b(?:el|la|els|les|l')\s*(\w+)\s+(?:de\s+|d')(ahir|avui|demà)\b",
     lambda m: _SAID_DAY[_plain(m.group(2))] + "'s " + _word_of(m.group(1))),
    (r"\babans\s+(?:de\s+|d')", "before "), (r"\bdesprés\s+(?:de\s+|d')", "after "), (r"\bfins\s+llavors\b", "until then"),
    (r"\bfins\s+(?:a\s+)?(?=" + _DAYNAME + r")", "until "),
    (r"\blo\s+de\s+demà\b", "tomorrow's one"), (r"\blo\s+d'avui\b", "today's one"),
    (r"\blo\s+(?:de|del)\s+" + _DAY, lambda m: _DAYS[m.group("day").lower()] + "'s one"),
    (r"\bdemà\s+passat\b", "the day after tomorrow"), (r"\bdemà\s+(?:al|de)\s+matí\b", "tomorrow morning"),
    (r"\bdemà\s+a\s+la\s+tarda\b", "tomorrow afternoon"), (r"\baquest\s+matí\b", "this morning"),
    (r"\baquesta\s+tarda\b", "this afternoon"), (r"\baquesta\s+nit\b", "tonight"),
    (r"\b(?:de|d')(?:demà|avui|ahir)\b", lambda m: _SAID_DAY[_plain(m.group(0))[-4:]] + "'s"),
    (r"\bdemà\b", "tomorrow"), (r"\bavui\b", "today"), (r"\bahir\b", "yesterday"),
    (r"\bde\s+" + _DAY + r"\s+(?:a|al)\s+(?P<to>dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge)\b",
     lambda m: f"from {_DAYS[m.group('day').lower()]} to {_DAYS[m.group('to').lower()]}"),
    (r"\b(?:de|el|per\s+al?)\s+" + _DAY, lambda m: "on " + _DAYS[m.group("day").lower()]),
    (r"\b" + _DAY, lambda m: _DAYS[m.group("day").lower()]),
    (r"\b(?:al|de\s+)matí\b", "in the morning"), (r"\ba\s+la\s+tarda\b", "in the afternoon"), (r"\bal\s+vespre\b", "in the evening"),
    # a verb in the past: "qui no ha pagat" (who hasn't paid), "la lliga l'ha tret" (has removed it), "vam guanyar" (we won)
    (r"\b(?:(?P<went>vaig|vas|va|vam|vàrem|vau|van)\s+(?P<inf>" + "|".join(_PAST) + r")|(?P<no>no\s+)?(?P<it>l'|els\s+|les\s+)?"
     r"(?P<aux>he|has|ha|hem|heu|han)\s+(?P<verb>" + "|".join(_DONE) + r"))\b", _done),
    # a verb said as an infinitive: "recorda'm … trucar al gestor" (to call the accountant), "he de pagar" (I have to pay)
    (r"\b(he|hem)\s+de\s+" + _VERB, lambda m: ("I" if m.group(1).lower() == "he" else "we") + " have to " + _verb(m)),
    (r"\b(hauria|hauríem|hauries|hauríeu|haurien)\s+de\s+" + _VERB, _should), (r"\bper\s+(?=(?:" + "|".join(_VERBS) + r")\b)", ""),
    (r"\b" + _VERB, lambda m: "to " + _verb(m)),
    # whom: "al Jordi de Celler Puig" (to Jordi from Celler Puig), "la de Kelham Cheese" (the one from), "dels de penedès"
    (r"\b(d?els)\s+de(?:l)?\s+(\w+)", lambda m: ("of " if m.group(1).lower() == "dels" else "") + f"the {m.group(2).capitalize()} people"),
    (r"\b(?:el|la)\s+del\s+", "the one from the "), (r"\b(?:el|la)\s+de\s+(?=(?-i:[A-Z]))", "the one from "),
    (r"\b(a\s+)?(?:el|la|els|les)\s+(\w+)\s+(?:del|de\s+la|de\s+na|d'en|de\s+l'|de)\s*" + _NAME,
     lambda m: ("to " if m.group(1) else "") + f"{m.group('who')}'s {_word_of(m.group(2))}"),
    (r"\b(?:a\s+la|a\s+en|a\s+na|al|a\s+l')\s*" + _NAME, lambda m: "to " + m.group("who")),
    (r"\b(?:del|de\s+la|de\s+na|d'en|de\s+l')\s*" + _NAME, lambda m: m.group("who") + "'s"),
    (r"(?:^|(?<=\s))(?:el|la|en|na|l')\s*(?=(?-i:[A-Z])[\w'-]+)", ""),
    (r"(?<=[\w'])\s+de\s+(?=(?-i:[A-Z])[\w-]*'s\s)", " of "), (r"(?<=[\w'])\s+de\s+(?=(?-i:[A-Z]))", " from "),  # "de Alfie's mum": of
    # questions: "q tinc dijous", "qui ve avui", "quanta gent tenim", "de quins vins anem curts", "on tinc el pdf"
    (r"\b(?:que|què)\s+tinc\b", "what do I have"), (r"\b(?:que|què)\s+tenim\b", "what do we have"),
    (r"\b(?:que|què)\s+hi\s+ha\b", "what is there"), (r"\bqui\s+(?:ve|vindrà|vénen|venen)\b", "who is coming"),
    (r"\bqui\s+(?:em|m')\s*deu\b", "who owes me"), (r"\bqui\s+ens\s+deu\b|\bqui\s+deu\b", "who owes us"),
    (r"\bquant\s+(?:em|ens)\s+deu\s+" + _NAME, lambda m: f"how much does {m.group('who')} owe " + ("me" if "em" in _plain(m.group(0)).split() else "us")),
    (r"\bquanta\s+gent\s+(?:tenim|hi\s+ha|ve|vindrà)\b", "how many people are booked"),
    (r"\bde\s+quin(?:s|es|a)?\s+(\w+)\s+(?:anem|estem)\s+(?:curts|curtes|justos|justes)\b", lambda m: f"which {_word_of(m.group(1))} are we short of"),
    (r"\b(?:anem|estem)\s+(?:curts|curtes|justos|justes)\s+de\b", "we are short of"),
    (r"\bmenys\s+de\s+(?=\d)", "less than "), (r"\bmés\s+de\s+(?=\d)", "more than "), (r"\bmenys\s+(?:un\s+)?(?=\d)", "less "),
    (r"\bquant\s+(?:és|es|val|costa|fa)\b", "how much is"), (r"\bquanta\s+gent\b", "how many people"),
    (r"\bquant(?:s|es|a)?\s+(?:portem|tenim)\s+(?:de|en)\s+", "how much do we have in "),  # "quant portem de subs"
    (r"\bquant(?:s|es)\s+([^,.?!]{1,30}?)\s+(tenim|portem|tinc|queden|falten)\b",
     lambda m: f"how many {_words(m.group(1))} " + {"tenim": "do we have", "portem": "do we have", "tinc": "do I have", "queden": "are left"}.get(m.group(2).lower(), "are missing")),
    (r"\bquant(?:s|es)\b", "how many"), (r"\bquanta?\b", "how much"),
    (r"\bquin(?:s|es|a)?\s+([^,.?!]{1,30}?)\s+(tenim|tinc)\b",
     lambda m: f"which {_words(m.group(1))} " + ("do we have" if m.group(2).lower() == "tenim" else "do I have")),
    (r"\b(?:a\s+)?quina\s+hora\b", "what time"), (r"\bquin(?:s|es|a)?\b", "which"), (r"\bqui\s+treballa\b", "who is working"),
    (r"(?:^|(?<=[.?!¿]\s))\s*on\s+(?:tinc|he\s+posat|he\s+guardat|vaig\s+posar|vaig\s+guardar)\b", "where did I put"),
    (r"(?:^|(?<=[.?!¿]\s))\s*on\s+(?:és|es|està|esta|són)\b", "where is"), (r"\bquan\s+(?:ve|arriba)\b", "when is coming"),
    (r"\b(?:és|es|està)\b(?=\s+(?:el|la|els|les|l'|un|una|molt|ocupat|ocupada|tancat|tancada|obert|oberta|a|al)\b|\s+(?-i:[A-Z]))", "is"),
    (r"(?<!ara\s)\b(?:són|son)\s+(?=\d)", "they are "), (r"\b(?:a\s+)?casa\s+o\s+fora\b", "home or away"), (r"\ba\s+casa\b", "at home"),
    (r"(?:^|(?<=[.?!¿]\s))\s*quan\b", "when"), (r"(?:^|(?<=[.?!¿]\s))\s*qui\b", "who"), (r"(?:^|(?<=[.?!¿]\s))\s*(?:que|què)\b", "what"),
    # what is said to be done: "envia un mail a …", "afegeix reserva", "esborra-la", "posa al calendari", "recorda'm …"
    (r"\bdient(?:-li|-los)?\s+que\b", "saying"), (r"\bescriu(?:-li)?\s+(?:a\s+|to\s+)(?=(?-i:[A-Z]))", "send an email to "),
    (r"\b(?:envia|escriu)(?:-li|-los)?\s+(?:un\s+)?(?:mail|email|correu|missatge)\s+(?:(?:a\s+la|a\s+en|a\s+na|al|a\s+l')\s*(?=(?-i:[A-Z]))|a\s+|to\s+)?",
     "send an email to "),
    (r"\b(?:que|què)\s+(?:em|ens|m')\s*(" + "|".join(_ASKED) + r")\b", lambda m: "asking them to " + _ASKED[_plain(m.group(1))]),
    (r"\b(?:afegeix|posa|apunta)\s+(?:una\s+)?reserva(?:\s+nova)?\b\s*:?|\bnova\s+reserva\b\s*:?|\breserva\s+nova\b\s*:?", "new booking: "),
    (r"\b(?:ha|han)\s+cancel·lat\b", lambda m: ("has" if _plain(m.group(0)).startswith("ha ") else "have") + " cancelled"),
    (r"\b(?:treu|resta)(?:-los|-les|'ls)\s+(?:del|de\s+l')\s*(kit|material|estoc|stock|magatzem)\b",  # a count kept: "treu-los del kit"
     lambda m: "take them off the " + ("kit stock" if _plain(m.group(1)) in ("kit", "material") else "stock")),
    (r"\b(?:esborra|borra|elimina|treu)(?:-la|-lo|'l)\b", "delete it"), (r"\b(?:esborra|borra|elimina|treu)(?:-les|-los|'ls)\b", "delete them"),
    (r"\btreu\s+(.{1,40}?)\s+de\s+la\s+llista\b", lambda m: f"take {_words(m.group(1))} off the list"),
    (r"\b(?:esborra|borra|elimina)\b", "delete"), (r"\bcancel·la(?:-la|-lo)\b", "cancel it"), (r"\bcancel·la\b", "cancel"),
    (r"\b(?:posa|apunta|afegeix)(?:'l|-ho|-la|-lo)\s+(?:al|en\s+el)\s+calendari\b", "put it in the calendar"),
    (r"\b(?:posa|apunta|afegeix)\s+(?:al|en\s+el|a\s+l')\s*calendari\b", "put in the calendar"),
    (r"\b(?:posa|activa)\s+(?:la\s+)?resposta\s+automàtica\s+(?:al|del|en\s+el)\s+(?:mail|correu|email)\b", "put the automatic reply on my email"),
    (r"\b(?:posa|activa)\s+(?:la\s+)?resposta\s+automàtica\b", "put the automatic reply on my email"),
    (r"\b(?:treu|desactiva)\s+(?:la\s+)?resposta\s+automàtica\b", "turn off the automatic reply"),
    (r"\b(?:posa|afegeix)\s+una\s+(reunió|cita)\b", lambda m: "add a " + _word_of(m.group(1))),
    (r"^\s*(?:apunta|anota)(?:-ho|'m)?\s*:", "make a note:"),
    (r"\b(?:apunta|anota)(?:'m)?\s+(?=(?:el|la|els|les|l'|the|yesterday's|today's|tomorrow's)\b)", "record "),  # "apunta el resultat"
    (r"\b(?:només|nomes)\s+(?:per\s+)?(?:veure|lectura|llegir)\b", "view only"), (r"\bper\s+editar\b", "can edit"),
    (r"\ben\s+(anglès|català|castellà)\b", lambda m: "in " + {"angles": "English", "catala": "Catalan"}.get(_plain(m.group(1)), "Spanish")),
    (r"\b(?:apunta|afegeix|posa)\s+a\s+l'excel\s+de\s+(\w+)", lambda m: f"add to the {m.group(1)} spreadsheet"),
    (r"\bl'excel\s+de\s+(\w+)", lambda m: f"the {m.group(1)} spreadsheet"),
    (r"\b(?:apunta|afegeix|posa)\s+a\s+la\s+llista\s+de\s+(?:la\s+)?(\w+)", lambda m: f"add to the {m.group(1)} list"),
    (r"\brecorda(?:'m|-m|m|-me)(?!\w)", "remind me"), (r"\brecorda'ns\b", "remind us"),
    (r"\b(?:passa|dona|digue|digues)(?:'m|-me)\s+" + _NAME + r"'s\s+(?P<what>phone\s+number|number|email)\b",
     lambda m: f"what's {m.group('who')}'s " + ("email" if m.group("what").lower() == "email" else "number")),
    (r"\b(?:passa|dona|digue|digues|envia)(?:'m|-me)\s+(?:el\s+)?(?:telèfon|num|número|mòbil)\b", "what's the phone number"),
    (r"\b(?:passa|dona|digue|digues)(?:'m|-me)\s+(?:el\s+)?(?:mail|correu|email)\b", "what's the email"),
    (r"\bguarda(?:'m)?\s+(?:el\s+)?(?:num|número|telèfon|mòbil)\b", "save the number"),
    (r"\bguarda\b", "save"), (r"\bsuma(?:-les|'ls|-los|-ho)\b", "add them on"), (r"\bresta(?:-les|'ls|-los|-ho)\b", "take them off"),
    (r"\b(?:han|ha)\s+arribat\s+([^,.;!?]+)", lambda m: f"{_words(m.group(1))} {'has' if _plain(m.group(0)).startswith('ha ') else 'have'} arrived"),
    (r"\bdiu\s+que\s+ara\s+(?:són|son)\b", "says they are now"), (r"\bdiu\s+que\b", "says"), (r"\bdiuen\s+que\b", "say"),
    (r"\bara\s+(?:són|son)\b", "now they are"), (r",\s*no\s+(?=\d)", ", not "), (r"\bja\s+ho\s+parlarem\b", "we'll talk about it"), (r"\bparlarem\b", "we'll talk"),
    (r"\b(?:mou|passa|canvia)(?:-la|-lo|'l)\s+(?:a|al|per\s+a)\b", "move it to"), (r"\bmou\b", "move"), (r"\bcanvia\b", "change"),
    (r"\bcomparteix\s+(.{1,40}?)\s+amb\b", lambda m: f"share {_words(m.group(1))} with"), (r"\bcomparteix\b", "share"),
    (r"\b(?:busca|troba)(?:'m)?\b", "find"), (r"\bobre\b", "open"), (r"\b(?:mostra|ensenya)'m\b", "show me"),
    (r"\bmarca(?:-la|-lo|'l)\s+com\s+a\b", "mark it as"), (r"\bmarca\b", "mark"), (r"\btruca(?:-li)?\b", "call"),
    (r"\benvia(?:-li|-ho|'l)?\b", "send"), (r"\bafegeix\b", "add"), (r"\b(?:apunta|anota)\b", "make a note"),
    (r"\btècnic\s+(?:de\s+la|de\s+l'|del|de)\s*", "technician for the "), (r"\baire\s+condicionat\b", "air conditioning"),
    (r"\b(\d+)\s+(\w+)\s+més\b", lambda m: f"{m.group(1)} more {_word_of(m.group(2))}"),
    (r"\b(?!(?:a|les|de)\b)(\w+)\s+(?:nou|nova|nous|noves)\b(?!\s+(?:de|del)\b)", lambda m: f"new {_word_of(m.group(1))}"),
    (r"(?:^|(?<=[.!?]\s)|(?<=\bun\s)|(?<=\buna\s))(nou|nova|nous|noves)\s+(?=(\w+))", _new),  # "nou jugador!!": new player
    (r"\bamb\s+la\s+comanda\b", "with the order"), (r"\ben\s+total\b", "in total"),
    (r"\b(?:tinc|tenim)\b", lambda m: "I have" if _plain(m.group(0)) == "tinc" else "we have"),
    (r"\bve\s+(?=(?:el|la|els|les|l')\b)", "\x01 "), (r"(?<=\w)\s+(?-i:i)\s+(?=\w)", " and "),
    # the rest, word by word: known nouns and small words ("ampolles": bottles, "amb": with)
    (r"\bl'(?=\w)", "the "), (r"\bd'(?=\w)", "of "), (r"(?<![\w./@-])(?-i:[a-z\u00e0-\u00ff\u00b7]+)\b(?![./@_-]\w)", lambda m: _word_of(m.group(0))),
    (r"\x01\s+([\w\s':-]+\w)", _coming), (r"\ba\s+(?=the\b)", "to "), (r"\ba\s+(?=dinner|lunch|breakfast)", "for "), (r"\ba\s+(?=[£€$]?\d)", "at "),
]


def _verb(m: re.Match) -> str:
    """An infinitive as English, with whom it is done to: "trucar al gestor" → call the (gestor), "trucar a Jordi" → call."""
    said = next(eng for cat, eng in _VERBS.items() if _plain(cat) == _plain(m.group("verb")))
    named = re.match(r"\s*(?-i:[A-Z])", m.string[m.end():])
    return said + (" the" if m.group("to") and _plain(m.group("to")) != "a" and not named else "")


_PHRASES = [("(?i)" + phrasebook.spelled(p, _LETTERS), s) for p, s in _SAID]
# What is written after a colon to a note ("apunta: …") or as the automatic reply stays as typed
_ADDED = re.compile(r"(?i)^(\s*(?:apunta|anota)(?:-ho|'m)?\s*:|.*\bresposta\s+autom[àa]tica\b[^:]*:)(.*)$", re.S)
# A span of days said in the reply: "tancat del 24 de desembre al 2 de gener"
_SPAN = re.compile(r"(?i)\bdel\s+(\d{1,2})(?:\s+(?:de\s+|d')(\w+))?\s+(?:al|fins\s+al)\s+(\d{1,2})\s+(?:de\s+|d')(\w+)")


# Sayings only Catalan has, each counted as one of its words: "cancel·la", "d'en Pau", "a les 10", "em deu" (owes me), "on tinc"
# (where did I put), "el cambrer nou" (the new waiter)
_OWN_SAID = re.compile(r"(?i)\w+l·l\w+|\bd'en\s+(?-i:[A-Z])|\ba\s+les\s+\d|(?:(?<=\bem\s)|(?<=\bens\s)|(?<=\bqui\s))deu(?:en)?\b"
                       r"|\bquant\s+(?:em|ens|és|es|costa|val)\b|^\s*qui\s+(?:ve|vindrà|venen)\b"
                       r"|^\s*on\s+(?:tinc|tens|tenim|he\s+posat|he\s+guardat|vaig\s+posar|vaig\s+guardar)\b"
                       r"|\b(?:d?el|la|d?els|les|als?)\s+(?-i:[a-z]{3,})\s+(?:nou|nova|nous|noves)\b"
                       # "ha pagat" (has paid), "la mare" (the mum), "quant portem" (how much do we have)
                       r"|\b(?:he|ha|hem|han)\s+(?:" + "|".join(_DONE) + r")\b|\b(?:la|sa)\s+mare\b|\b(?:el|son)\s+pare\b|\bquant\w*\s+portem\b")


def catalan(text: str) -> bool:
    """Whether ``text`` has two words only Catalan has (a saying only Catalan has counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Catalan read as English when it is Catalan; unchanged otherwise."""
    if not catalan(text):
        return text
    text = text.replace("’", "'")
    added = _ADDED.match(text)
    if not added:
        return phrasebook.read(text, _PHRASES)
    said = phrasebook.read(added.group(1), _PHRASES)
    span = _SPAN.search(added.group(2))
    if span and said.endswith(":"):  # the days the reply is on, said in English before it: "… from 24 December to 2 January:"
        first = f"{span.group(1)} {_when(span.group(2))}" if span.group(2) else span.group(1)
        said = f"{said[:-1]} from {first} to {span.group(3)} {_when(span.group(4))}:"
    return said + " " + added.group(2).strip()
