"""Finnish in a request (as a Finn running a shop in England types it, often without the dots of "ä" and "ö", with English
mixed in) read as English before it is planned: "kuka ei oo viela maksanut?" (who hasn't paid yet?), "laheta Mikolle
Liekkiin: ..." (email Mikko at Liekki: ...), "muistuta mua perjantaina tilaamaan lisaa kynttiloita" (remind me friday to
order more candles), "Hannah maksoi just, merkkaa maksetuksi" (Hannah just paid, mark as paid), "laita kalenteriin"
(put it in the calendar), "mika on Anneli Kuuran puhelinnumero" (what is Anneli Kuura's phone number), "poista Oliver
Grantin tilaus" (delete Oliver Grant's order), "etsi se email Norrsken Textililta" (find the email from Norrsken Textil).

Only a request with at least two words only Finnish has is read so; each word is known typed with "ä" and "ö" or without
them ("vielä", "viela"). The cases put on a name are read as English: "Mikolle" to Mikko, "Liekilta" from Liekki,
"Liekkiin" to Liekki, "Kuuran puhelinnumero" Kuura's phone number; a Finnish name's weak grade is made strong again
("Mikolle": Mikko), but not for names said with one consonant ("Satulle": Satu); the "i" put after a foreign name is taken
off ("Grantin": Grant's, "VATiin": VAT). A date said day.month ("5.12", "21.12-4.1.") is that day of that month and a
time is said after "klo" ("klo 9-16", "klo 9.30"); names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Finnish has (no English word, nor one of another stored language), written without the dots: two of them
# make a request Finnish
_OWN = frozenset("""kuka ketka kenen kenelle mika mita mitka mitaan missa mista mihin milloin koska paljonko montako kuinka
    viela jo maksanut maksoi maksettu maksetuksi maksamatta maksaa laheta lahetin kiitos kiitti huomenna ylihuomenna tanaan
    eilen ensi viikolla viikko viikon talla ensviikolla muistuta muistutus mulla mulle minulla minulle minua meilla meille
    meidan niita jaljella laita laitoin kalenteriin kalenterista kalenterissa maanantaina tiistaina keskiviikkona torstaina
    perjantaina lauantaina sunnuntaina merkkaa merkitse tilaukset tilaus tilauksen tilauksia tilaamaan tilata tilaa
    molemmat lisaa alennus alennusta alennuksesta toimitus toimituksen tuli tulee harmaata varastoon varastossa varasto
    puhelinnumero puhelinnumeron numero olen olemme automaattinen vastaus englanniksi suomeksi tuotteet tuote tuotteita
    vahissa pitaa pitaako tilata ennen joulua joulu jouluksi etsi jossa oli uusi uuden hinnasto tein hinta dokumentti
    nimella kirjoitan kirjoitin siihen myohemmin tekematta poista poistin vaan kokeilin siita uutta latasin viime jonnekin
    koneelle koneella rekisteroitya liikevaihto noin tana vuonna tarvitsisin tarvitsen onnistuuko punnasta puntaa kpl klo
    sahkoposti sahkopostin viesti viestin asiakas asiakkaat asiakkaalle lasku laskun laskut peruuta siirra jaa tallenna
    yhteystieto muistiinpano kansio kansiossa tiedosto tiedoston toissa varaus varauksen mulla mua minun sinisia""".split())
_OWN |= {day + end for day in "maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai".split() for end in ("", "n", "lle")}
_LETTERS = {"ä": "[äa]", "ö": "[öo]", "Ä": "[ÄA]", "Ö": "[ÖO]"}
_V = "[aeiouy\u00e4\u00f6]"  # a vowel (written as escapes so that _LETTERS leaves the class whole)
_C = "[bcdfghjklmnpqrstvwxz]"


def _fold(word: str) -> str:
    """A word as the list above writes it: "vielä" → viela."""
    return word.lower().replace("ä", "a").replace("ö", "o").replace("å", "a")


_DAYS = {"maanantai": "monday", "tiistai": "tuesday", "keskiviikko": "wednesday", "torstai": "thursday",
         "perjantai": "friday", "lauantai": "saturday", "sunnuntai": "sunday"}
_DAY = "(" + "|".join(_DAYS) + ")(?:na)?"
_MONTHS = dict(zip("tammi helmi maalis huhti touko kesä heinä elo syys loka marras joulu".split(), phrasebook.MONTH_NAMES, strict=True))
_MONTH = "(" + "|".join(_MONTHS) + ")kuu"
_MONTH_NAMES = {_fold(k): v for k, v in _MONTHS.items()}

# Names said with one consonant in their last syllable, whose weak grade is the name itself ("Satulle": to Satu)
_ONE_CONSONANT = frozenset("aki aatu eetu kati niko outi riku saku satu tapio veeti".split())
_FOREIGN = re.compile(r"[bcfqwxzå]|(?<!n)g|sh|th|ck", re.IGNORECASE)  # letters a Finnish name has not: "Grant", "Textil"


def _name(words: str) -> str:
    """A name as said before its case ending ("Oliver Granti", "Miko", "VATi"), as it is written alone ("Oliver Grant",
    "Mikko", "VAT")."""
    head, _, last = words.rpartition(" ")
    if re.search(_C + "i$", last) and (last[:-1].isupper() or _FOREIGN.search(words)):
        return words[:-1]  # "Grantin", "Textililta", "VATiin": the i put after a foreign name
    weak = re.fullmatch(r"(.*" + _V + ")([kpt])(" + _V + ")", last)
    if weak and not _FOREIGN.search(words) and _fold(last) not in _ONE_CONSONANT:
        last = weak.group(1) + weak.group(2) * 2 + weak.group(3)  # "Mikolle" → Mikko, "Liekilta" → Liekki
    return f"{head} {last}".strip()


_PRE = r"(?:(?-i:[A-ZÄÖ])[\w&-]*(?<!lle)(?<!lta)(?<!ltä)(?<!ssa)(?<!ssä)\s+){0,2}"  # a name's first words, none with a case
_NAME = r"(" + _PRE + r"(?-i:[A-ZÄÖ])[\w-]*?)"  # "Mikko", "Anneli Kuura", "Norrsken Textil"
_NOT_NAME = (r"(?!(?i:mitä|mita|mikä|mika|mitkä|mitka|kuka|missä|missa|mihin|laita|poista|muistuta|lähetä|laheta|etsi|tee|olen|"
             r"pitää|pitaa|pitääkö|pitaako|paljonko|uusi|tilaa|lisää|lisaa)\b)")  # a Finnish word said first, no name
# a noun that a name's genitive is said before: "Kuuran toimitus" Kuura's delivery, "Grantin tilaus" Grant's order
_OWNED = (r"(?=\s+(?i:toimitu|tilau|puhelinnumer|numer|sähköpost|sahkopost|osoit|alennu|lasku|hinnast|tuott|varau|"
          r"yhteystied|kansio|tiedosto|email|order)\w*)")


def _cased(said: str) -> object:
    return lambda m: said.format(_name(m.group(1)))


# A name with its case ending: whose, to, from, into, in
_NAMES: phrasebook.Phrases = [
    (re.compile(r"\b" + _NOT_NAME + r"(" + _PRE + r"(?-i:[A-ZÄÖ])[\w-]{3,}?(" + _V + r")):?\2n\b"), _cased("to {}")),  # "Liekkiin"
    (re.compile(r"\b" + _NOT_NAME + r"(" + _PRE + r"(?-i:[A-ZÄÖ])[\w-]{3,}?):?(?:ssa|ssä)\b"), _cased("in {}")),
    (re.compile(r"\b" + _NOT_NAME + _NAME + r"(?<![tsd]o):?n\b" + _OWNED), _cased("{}'s")),
    (re.compile(r"\b" + _NOT_NAME + _NAME + r":?lle\b"), _cased("to {}")),
    (re.compile(r"\b" + _NOT_NAME + _NAME + r":?(?:lta|ltä)\b"), _cased("from {}")),
]
_NAMES += [  # "VATiin": to VAT; "Mikon kanssa": with Mikko
    (re.compile(r"\b((?-i:[A-Z]{2,})):?iin\b"), r"to \1"),
    (re.compile(r"\b" + _NOT_NAME + _NAME + r":?n\s+kanssa\b"), _cased("with {}")),
]
_PLACES: phrasebook.Phrases = [  # places said with a case ending of their own: "Suomessa" in Finland
    (r"\bSuome(?:ssa|ssä)\b", "in Finland"), (r"\bSuomeen\b", "to Finland"), (r"\bSuomesta\b", "from Finland"),
    (r"\bLontoossa\b", "in London"), (r"\bEnglannissa\b", "in England"), (r"\bRuotsissa\b", "in Sweden"),
]
# Past participles said after "ei oo" (hasn't): "ei oo viela maksanut" hasn't paid yet
_DONE = {"maksanut": "paid", "vastannut": "replied", "tullut": "come", "lähettänyt": "sent", "soittanut": "called",
         "tilannut": "ordered", "hakenut": "collected", "palauttanut": "returned", "allekirjoittanut": "signed", "maksaneet": "paid"}
# A verb said "to do" after "muistuta" (remind) or "pitää" (need): "tilaamaan" to order
_TO_DO = {"tilaamaan": "order", "soittamaan": "call", "maksamaan": "pay", "hakemaan": "pick up", "lähettämään": "send",
          "ostamaan": "buy", "kysymään": "ask", "tarkistamaan": "check", "vastaamaan": "reply to", "laskuttamaan": "invoice",
          "viemään": "take", "peruuttamaan": "cancel", "varaamaan": "book", "tilata": "order", "soittaa": "call",
          "maksaa": "pay", "lähettää": "send", "ostaa": "buy", "tarkistaa": "check", "varata": "book"}
_NOUNS = {  # Finnish nouns and their forms said in a shop: "toimitus" delivery, "tuotteet" products, "mukia" mugs
    "toimitu(?:s|ksen)": "delivery", "tilau(?:s|ksen)": "order", "tilaukset|tilauksia": "orders",
    "puhelinnumero(?:n|a)?": "phone number", "sähköpostin?|sähköpostia|meili[näa]?": "email", "viesti(?:n|ä)?": "message",
    "tuote|tuotteen": "product", "tuotteet|tuotteita": "products", "hinnasto(?:n|a)?": "price list", "hinta": "price",
    "alennu(?:s|sta|ksesta|ksen)": "discount", "varastoon": "to stock", "varastossa": "in stock", "dokumentti(?:a)?": "document",
    "taulukko|taulukon": "spreadsheet", "kansio(?:on|ssa|n)?": "folder", "tiedosto(?:n|a)?": "file", "asiakas": "customer",
    "asiakkaat|asiakkaita": "customers", "lasku(?:n|a)?": "invoice", "laskut|laskuja": "invoices", "varau(?:s|ksen)": "booking",
    "kokou(?:s|ksen)": "meeting", "muistiinpano(?:n|a)?": "note", "liikevaihto": "turnover", "testi": "test", "ideat": "the ideas",
    "muki": "mug", "mukit|mukia|mukeja": "mugs", "kulho": "bowl", "kulhot|kulhoja": "bowls", "kynttilä": "candle",
    "kynttilät|kynttilöitä|kynttilää": "candles", "joulukynttilät|joulukynttilöitä": "Christmas candles", "maljakko": "vase",
    "maljakoita": "vases", "tyyny": "cushion", "tyynyjä": "cushions", "pyyhe": "towel", "pyyhkeitä|pyyhkeet": "towels",
    "villahuopa|villahuopaa": "wool throw", "huopa|huopaa": "throw", "lahja": "gift", "lahjoja": "gifts", "joulu": "Christmas",
    "joulua": "Christmas", "jouluksi": "for Christmas",
}
_COLOURS = {"sini": "blue", "harmaa": "grey", "valkoi": "white", "musta": "black", "punai": "red", "vihreä": "green"}
# English shop words said with a Finnish ending: "candlea" candles, "toweleita" towels, "checkoutia" checkout
_ENGLISH = r"(candle|towel|mug|bowl|vase|cushion|throw|checkout|order|invoice|label|sticker|box|bag|card|print|poster|sample|parcel)"
_DAYS_EN = r"(black\s+friday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"


def _when(m: re.Match[str], start: int = 1) -> str:
    """A date said day.month ("5.12") as English: 5 December; one that is none stays."""
    day, month = int(m.group(start)), int(m.group(start + 1))
    return f"{day} {phrasebook.MONTH_NAMES[month - 1]}" if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)


def _clock(hour: str, minute: str | None) -> str:
    return f"{hour}:{minute or '00'}"


_PHRASES_SAID: phrasebook.Phrases = [
    # greetings and thanks said last say nothing to do: "merkkaa maksetuksi kiitos" (a "kiitos, Aino" signing a message stays)
    (r"^\s*(?:hei|moi|moikka|terve)\s*[,!]\s*", ""), (r"[,.\s]*\b(?:kiitos|kiitti)(?:\s+paljon)?\b[.!]*\s*$", ""),
    # dates and times: "5.12", "21.12-4.1.", "klo 9-16", "klo 9.30", "ensi viikolla", "lokakuussa"
    (r"\bklo\s+(\d{1,2})(?:[.:](\d\d))?\s*[-–]\s*(\d{1,2})(?:[.:](\d\d))?\b",
     lambda m: f"from {_clock(m.group(1), m.group(2))} to {_clock(m.group(3), m.group(4))}"),
    (r"\bklo\s+(\d{1,2})(?:[.:](\d\d))?\b", lambda m: "at " + _clock(m.group(1), m.group(2))),
    (r"(?<![£$€\d.,])\b(\d{1,2})\.(\d{1,2})\.?\s*[-–]\s*(\d{1,2})\.(\d{1,2})\b",
     lambda m: f"from {_when(m)} to {_when(m, 3)}"),
    (r"(?<![£$€\d.,])\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b", lambda m: f"{_when(m)} {m.group(3)}"),
    (r"(?<![£$€\d.,])\b(\d{1,2})\.(\d{1,2})\b(?!\.?\d)", _when),
    (r"\b(\d{1,2})\.\s*" + _MONTH + r"ta\b", lambda m: f"{m.group(1)} {_MONTH_NAMES[_fold(m.group(2))]}"),
    (r"\b" + _MONTH + r"ssa\b", lambda m: "in " + _MONTH_NAMES[_fold(m.group(1))]),
    (r"\b" + _MONTH + r"(?:n|ta)?\b", lambda m: _MONTH_NAMES[_fold(m.group(1))]),
    (r"\b(ensi\s+)?" + _DAY + r"lle\b", lambda m: ("to next " if m.group(1) else "to ") + _DAYS[m.group(2).lower()]),
    (r"\bensi\s+" + _DAY + r"\b", lambda m: "next " + _DAYS[m.group(1).lower()]),
    (r"\b" + _DAY + r"n\b", lambda m: _DAYS[m.group(1).lower()] + "'s"),  # "tiistain kokous": tuesday's meeting
    (r"\b" + _DAY + r"\b", lambda m: _DAYS[m.group(1).lower()]), (r"\b" + _DAYS_EN + r"na\b", r"on \1"),
    (r"\b(?:ensi\s+viikolla|ensviikolla)\b", "next week"), (r"\btällä\s+viikolla\b", "this week"),
    (r"\bviime\s+viikolla\b", "last week"), (r"\bviime\s+kuussa\b", "last month"), (r"\btänä\s+vuonna\b", "this year"),
    (r"\bensi\s+vuonna\b", "next year"), (r"\bylihuomenna\b", "the day after tomorrow"), (r"\bhuomenna\b", "tomorrow"),
    (r"\btänään\b", "today"), (r"\beilen\b", "yesterday"), (r"\btänä\s+iltana\b", "tonight"), (r"\bennen\b", "before"),
    # sums: "20% alennus 95 punnasta" 20% off £95; "paljonko on 20% ..." what is 20% ...
    (r"(\d+(?:[.,]\d+)?)\s*(?:punnasta|puntaa|punnan|punta)\b", r"£\1"), (r"(\d+\s*%)\s*(?:alennus|alennusta|ale)\b", r"\1 off"),
    (r"\bpaljonko\s+on\s+(?=\d+\s*%)", "what is "),
    # questions: "kuka ei oo viela maksanut", "paljonko meilla on X jaljella", "mita mulla on viela tekematta"
    (r"\bei\s+(?:oo|ole)\s+(?:vielä\s+)?(" + "|".join(_DONE) + r")\b(\s+vielä\b)?",
     lambda m: f"hasn't {_said(_DONE, m.group(1))} yet"),
    (r"\bpaljonko\s+(meillä|mulla|minulla)\s+on\s+(?:niitä\s+)?(.+?)\s+jäljellä\b",
     lambda m: f"how many {m.group(2)} do {'we' if _fold(m.group(1)) == 'meilla' else 'I'} have left"),
    (r"\bmitä\s+(?:mulla|minulla)\s+on\s+(?:vielä\s+)?tekemättä\b", "what's still on my to-do list"),
    (r"\bmitä\s+(mulla|minulla|meillä)\s+on\b", lambda m: f"what do {'we' if _fold(m.group(1)) == 'meilla' else 'I'} have"),
    (r"\bmitä\s+(?:minä\s+|mä\s+)?kirjoitin\b", "what did I write"), (r"\bkuka\s+on\s+töissä\b", "who is working"),
    (r"\bmissä\s+(?:se|ne)\s+(.{1,60}?)\s+on\s*\?", r"where is the \1?"), (r"\bmissä\s+on\s+(?:se|ne)\b", "where is that"),
    (r"\bmissä\s+on\b", "where is"), (r"\bmikä\s+on\b", "what is"), (r"\bmitkä\b", "which"), (r"\bmitä\b", "what"),
    (r"\bmikä\b", "what"), (r"\bmissä\b", "where"), (r"\bmilloin\b", "when"), (r"\bkuka\b", "who"), (r"\bkenelle\b", "who to"),
    (r"\b(?:paljonko|kuinka\s+paljon)\b", "how much"), (r"\b(?:montako|kuinka\s+monta)\b", "how many"),
    (r"\bpitääkö\s+(?:mun|minun)\b", "do I have to"), (r"\bpitääkö\s+meidän\b", "do we have to"),
    (r"\b(?:pitää|täytyy)\b", "need"), (r"\b(?:on|ovat)\s+vähissä\b", "are running low"),
    (r"\balle\s+(?=\d)", "under "), (r"\byli\s+(?=\d)", "over "), (r"(?<=\d)\s*kpl\b", " pcs"),
    (r"\bon\s+noin\b", "is about"), (r"\bnoin\b", "about"), (r"\bjos\b", "if"), (r"\bonnistuuko\b", "is that possible"),
    # what is said to be done: "laheta X:lle", "muistuta mua", "laita kalenteriin", "merkkaa maksetuksi", "poista", "etsi"
    (r"\blähetä\s+(?:sähköposti|sähköpostia|viesti|meili|email)?\s*to\s+(.+?)\s+to\s+", r"email \1 at "),
    (r"\blähetä\s+to\s+((?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)\s+(?:sähköposti|sähköpostia|viesti|meili|email)\b", r"email \1"),
    (r"\b(?:lähetä|kirjoita)\s+(?:sähköposti|sähköpostia|viesti|meili|email)?\s*to\s+", "email "),
    (r"\b(?:tee|kirjoita)\s+luonnos\s+to\s+", "write a draft email to "), (r"\blähetä\b", "send"),
    (r"\bmuistuta\s+(?:mua|minua|mut|meitä)\b", "remind me"), (r"\b(soittamaan|soittaa)\s+to\s+", r"\1 "), (r"\b(" + "|".join(_TO_DO) + r")\b", lambda m: "to " + _said(_TO_DO, m.group(1))),
    (r"\blaita\s+(?:se\s+|tämä\s+)?kalenteriin\b", "put it in the calendar"), (r"\blaita\s+(.{1,60}?)\s+kalenteriin\b", r"put \1 in the calendar"),
    (r"\bkalenteriin\b", "in the calendar"), (r"\blaita\s+automaattinen\s+vastaus\b", "put the auto reply on"),
    (r"\bautomaattinen\s+vastaus\b", "auto reply"), (r"\benglanniksi\b", "in English"), (r"\bsuomeksi\b", "in Finnish"),
    (r"\b(?:merkkaa|merkitse)\s+(?:se\s+|ne\s+)?(?:maksetuksi|maksetut|maksettu)\b", "mark as paid"),
    (r"\bmaksoi\s+just\b", "just paid"), (r"\bmaksoi\b", "paid"), (r"\bmolemmat\b", "both"), (r"\bkaikki\b", "all"),
    (r"\b(?:peru|peruuta)\b", "cancel"), (r"\bsiirrä\b", "move"), (r"\bjaa\b", "share"), (r"\bpoista\b", "delete"), (r"\betsi\s+se\b", "find the"),
    (r"\betsi\b", "find"), (r"\btallenna\s+(.{1,50}?)\s+yhteystie(?:doksi|toihin)\b", r"save \1 as a new contact"),
    (r"\buusi\s+yhteystieto\b", "new contact"), (r"\btee\s+muistiinpano\b", "make a note"),
    (r"\btee\s+(?:uusi|uuden)\b", "create a new"), (r"\bnimellä\b", "called"), (r"\b(?:uusi|uutta|uuden)\b", "new"),
    (r"\b(\d+\s+.{1,40}?)\s+lisää\s+varastoon\b", r"add \1 to stock"), (r"\blisää\s+(.{1,40}?)\s+varastoon\b", r"add \1 to stock"),
    (r"\b(\d+)\s+(.{1,40}?)\s+lisää\b", r"\1 more \2"), (r"^\s*lisää\b", "add"), (r"\blisää\b", "more"),
    (r"\btarvitsisin\b", "I would need"), (r"\btarvitsen\b", "I need"), (r"\btuli\b", "came"), (r"\boli\s+vaan\s+testi\b", "was just a test"), (r"\boli\s+vaan\b", "was just"),
    (r"\bkun\s+kokeilin\b", "when I tried"), (r"\bkokeilin\b", "I tried"), (r"\blatasin\b", "I downloaded"), (r"\btein\b", "I made"),
    (r"\bkirjoitan\b", "I'll write"), (r"\bsiihen\b", "in it"), (r"\bmyöhemmin\b", "later"), (r"\bjonnekin\b", "somewhere"),
    (r"\bkoneelle|koneella\b", "on the computer"), (r"\bjossa\s+oli\b", "with"), (r"\bjossa\b", "where"),
    (r"\brekisteröityä\s+(?:to\s+)?", "register for "), (r"\bolen\b", "I'm"), (r"\bolemme\b", "we're"),
    # things: shop nouns and colours, and English words said with a Finnish ending
    (r"\b(\d+\s+(?:\w+\s+){0,3}?)" + _ENGLISH + r"(?:a|ia|ea)\b", r"\1\2s"), (r"\b" + _ENGLISH + r"(?:eita|eja|ja|ita|it|et)\b", r"\1s"),
    (r"\b" + _ENGLISH + r"(?:ia|ea|a)\b", r"\1"),
    (r"\b(" + "|".join(_NOUNS) + r")\b", lambda m: _noun(m.group(1))),
    (r"\b(" + "|".join(_COLOURS) + r")(?:nen|set|siä|stä|sta|ta|ita|t)?\b", lambda m: _said(_COLOURS, m.group(1))),
    # small words, last: "se" the, "sen" it, "mua" me
    (r"\bse\s+(?=was\b|is\b|came\b|oli\b|on\b)", "it "), (r"\boli\b", "was"), (r"\bsiitä\b", "about"), (r"\bsitä\b", "that"),
    (r"\bsen\b", "it"), (r"\bse\b", "the"), (r"\bvielä\b", "still"), (r"\bvaan\b", "just"), (r"\bmua\b", "me"),
    (r"\b(?:mun|minun)\b", "my"), (r"\bmeidän\b", "our"), (r"\bja\b", "and"), (r"\btai\b", "or"), (r"\bmutta\b", "but"),
    (r"\bmyös\b", "also"), (r"\bmulle|minulle\b", "me"), (r"\bmeille\b", "us"),
]


def _said(words: dict[str, str], said: str) -> str:
    """The English of a word as typed, with or without its dots: "lahettamaan" → send."""
    return next(v for k, v in words.items() if _fold(k) == _fold(said))


def _noun(said: str) -> str:
    return next(v for k, v in _NOUNS.items() if re.fullmatch(phrasebook.spelled(k, _LETTERS), said, re.IGNORECASE))


_PHRASES = [*_PLACES, *_NAMES, *phrasebook.respelled(_PHRASES_SAID, _LETTERS)]


def finnish(text: str) -> bool:
    """Whether ``text`` has two words only Finnish has."""
    return phrasebook.two_own_words(text, _OWN, _fold)


def english(text: str) -> str:
    """``text`` with its Finnish read as English when it is Finnish; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if finnish(text) else text
