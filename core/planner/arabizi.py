"""Arabic typed in Latin letters with digits for its sounds (Arabizi: 2 the glottal stop, 3 ain, 5 kh, 7 the deep h, 9 q), English
mixed in, read as English before it is planned. Egyptian ("Franco", as typed in Cairo or by Egyptians in London): "3andi eh
bokra?" (what do I have tomorrow?), "kam iphone 13 screen fadel 3andi" (how many iphone 13 screen have I got left), "Jake dafa3
5alas … 7ot enno paid" (Jake has paid … mark it paid), "e3mel draft le Claire …, bas matab3atosh delwa2ty" (write a draft email
to Claire …, but don't send it yet), "sheelo men el list" (take him off the list), "2a2el el meeting bta3 Sami le yom el talat"
(move Sami's meeting to tuesday). Moroccan Darija typed so is read by darija.py, which runs first.

A request is Egyptian with two words only Egyptian Arabizi has ("inshallah", "habibi", "yalla", "khalas" are in English requests too and count for neither). An Egyptian word is
typed many ways ("delwa2ty", "dlw2ty"; "3ayez", "3ayz"): in its phrases each is matched with its vowels, doubled letters and
digits loosely, and a word with a digit for a sound counts however its vowels go. "yom el 5ames" is Thursday, "shahr 10"
October, "el sa3a 10 el sob7" at 10am. Names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook


def _loose(word: str) -> str:
    """A word as Egyptians type it anyhow: vowels changed or dropped inside it, letters doubled, "7" or "h", "5" or "kh", "2"
    or "'" ("delwa2ty": dlw2ty, delwa2te; "3ayez": 3ayz, 3aiez); a short word ("el", "7ot", "fih") only with its letters
    doubled, since loosened it would be an English one ("hat", "fun")."""
    if len(word) < 4:
        return "".join(re.escape(c) + ("" if c in "aeiouy" else "+") for c in word)
    out, i = [], 0
    while i < len(word):
        c = word[i]
        if c in "aeiouy":
            start = i
            while i < len(word) and word[i] in "aeiouy":
                i += 1
            out.append("[aeiouy]{1,3}" if start == 0 or i == len(word) else "[aeiouy]{0,3}")
            continue
        if word.startswith("sh", i):
            out.append("(?:sh|ch)+")
            i += 2
            continue
        out.append("[2']?" if c == "2" else {"7": "(?:7|h)", "5": "(?:5|kh)", "3": "[3']", "g": "[gj]", "q": "[qk2]", "k": "[kq]"}.get(c, re.escape(c)) + "+")
        i += 1
    return "".join(out)


def _any(*words: str) -> str:
    """Any of ``words``, each typed loosely, as a whole word."""
    return r"\b(?:" + "|".join(_loose(w) for w in words) + r")\b"


# Words only Egyptian Arabizi has (never an English word, nor one of another language in a request), matched loosely
_OWN_SAID = """3ayez 3ayza 3awez ab3at eb3at ba3at ba3t 3andi 3andak 3ando 3andaha 3andena 3and bokra bta3 bta3et bta3o bta3ha bta3i
    bta3y bta3na bta3hom delwa2ty dilwa2ti 7ot 7oto 7otaha 7otohom 7ad ma7adesh 5alas ya3ni 3ashan 3alashan fakarni fakkarni
    wa7da wa7ed sa3a sa3at esbo3 gom3a 5ames arba3 talat etnein sabt dafa3 dafa3et dafa3o e3mel a3mel 3amel 3amlo 3amalt
    ekteb 2oltelha 2oltelo 2olt a2olo ma3 ma3aya matab3atosh mtb3tosh ma3ad maw3ed mi3ad 3arboun ansash tasli7 sob7 masr
    a5adt a5od 5od elgha la8a raga3tlo raga3t yeshoofo yeegi a2fel byo2af 3aref mayeswash hayekalef bykalefni ba3o zawed
    zawwed na22as elly illi meen feen fein emta imta ezay enharda naharda embare7 lessa lissa msh mesh gedid gdeed fadel
    fulus felous lehom leha gab gat maksoor maksour bayez kont kan kolo raqam rakam shahr yestalemha sheelo sheelha
    sheel msafer mesafer keda kaman dawar hatli eih ehh nas ely elli bukra 2ol 2olo gahez gahza t7ot fatoura fatora zabayen ma7al momken mumkin shaghal 3aleh wesel weslet emsa7 2a2el kalem shoof yanayer febrayer desamber zeboon 3amil 7agz talab lesa kaman kida ma3lesh ezzay izzay ba3d abl 2abl howa heya e7na homma enta enty entii ana""".split()
# a few that other languages share or that name people are matched only with their Arabizi neighbours, not counted alone
_NOT_COUNTED = {"ana", "enta", "howa", "heya", "kan", "nas", "mesh", "ba3d", "abl", "sabt", "leha", "gat", "gab", "kolo", "keda"}
_OWN: frozenset[str] = frozenset(w for w in _OWN_SAID if w not in _NOT_COUNTED)
_OWN_WORD = re.compile("|".join(f"(?P<w{i}>{_loose(w)})" for i, w in enumerate(sorted(_OWN))))
_OWN_LIST = sorted(_OWN)


def _fold(word: str) -> str:
    """A word typed anyhow as its Arabizi form when it has a digit for a sound ("dlw2ty" → delwa2ty, "3ayz" → 3ayez); a word
    of letters only as typed (so "mean" is never "meen", nor "fun" "fein")."""
    word = word.lower()
    if word in _OWN or not re.search(r"[a-z][2357]|[2357][a-z]", word):
        return word
    m = _OWN_WORD.fullmatch(word)
    return _OWN_LIST[int(m.lastgroup[1:])] if m and m.lastgroup else word


_DAYS = {"7ad": "sunday", "etnein": "monday", "talat": "tuesday", "arba3": "wednesday", "5ames": "thursday", "gom3a": "friday",
         "sabt": "saturday"}
_DAY_SAID = [(_loose(k) + r"(?:a|aa)?", v) for k, v in _DAYS.items()] + [(r"(?:itnein|etnen|ethnein|tanein)", "monday"),
                                                                         (r"(?:khamis|5amees)", "thursday"), (r"gum3a", "friday")]
_DAY = r"(?:yo?u?m\s+)?(?:el|al|il)\s+(?P<day>" + "|".join(p for p, _ in _DAY_SAID) + r")\b"


def _day(m: re.Match) -> str:
    said = m.group("day").lower()
    return next(v for p, v in _DAY_SAID if re.fullmatch(p, said, re.IGNORECASE))


# months as Egyptians say them, each as it is typed ("desamber", "disember"): never loosely, "mayo" would be "ma"
_MONTH_SAID = list(zip(["yan[ae]yer|yanayir", "febr[ae]yer|fibrayir", "mar[ie]s", "[ae]bril", "mayo", "yo[nu]yo|yunyu", "yo[lu]yo|yulyu",
                        "a[gh]+ost[ou]s|ughustus", "seb?t[ae]mb[ae]r", "o[kc]tob[ae]r", "nov[ae]mb[ae]r|nofamber", "d[ie][sz][ae]mb[ae]r"],
                       phrasebook.MONTH_NAMES, strict=True))


def _month(m: re.Match) -> str:
    """A month said in Egyptian ("desamber", "yanayer") in English."""
    return next(v for p, v in _MONTH_SAID if re.fullmatch(p, m.group(0), re.IGNORECASE))


_WHO = r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,3})"
_THE = r"(?:el|al|il)\s+"
_OWNER = {"o": "his", "ha": "her", "i": "my", "y": "my", "na": "our", "hom": "their", "ak": "your", "ek": "your"}
_WANT = _any("3ayez", "3ayza", "3awez", "3awza", "3ayzeen", "3ayzin") + r"(?:\s+(?:ana|ena))?"

_PHRASES: phrasebook.Phrases = [
    # fillers say nothing to do: "ya3ni" (I mean), "yalla", "law sama7t" (please), "5alas" after a deed (done)
    (r"(?i)^\s*(?:" + _any("ya3ni", "yalla", "ahlan", "salam") + r"\s*,?\s*)+", ""),
    (r"(?i)\b(?:law\s+sama7t|min\s+fadlak|mn\s+fadlak|men\s+fadlak|please)\b", "please"),
    (r"(?i)\b(\w+)\s+" + _any("dafa3", "dafa3et", "dafa3o") + r"\s+" + _any("5alas", "khalas") + r"\b",
     lambda m: f"{m.group(1)} has paid"),
    (r"(?i)[,\s]*" + _any("5alas", "khalas") + r"\b[,.!]?", " "),
    (r"(?i)\b" + _any("ya3ni") + r"\b", "so"),
    # dates and times: "bokra", "ba3d bokra", "enharda", "el esbo3 elly fat", "shahr 10", "yom el 5ames", "el sa3a 3",
    # "men 10 december le 3 january"
    phrasebook.DAY_MONTH,
    (r"(?i)\b(?:" + "|".join(p for p, _ in _MONTH_SAID) + r")\b", _month),
    (r"(?i)\b(?:el|al)\s+" + _any("sa3a") + r"\s+(\d{1,2}(?::\d\d)?)\s+(?:el|al|fel|bel)\s+" + _any("sob7", "saba7"), r"at \1am"),
    (r"(?i)\b(?:el|al)\s+" + _any("sa3a") + r"\s+(\d{1,2}(?::\d\d)?)\s+(?:bel|fel)\s+" + _any("leil", "lel"), r"at \1pm"),
    (r"(?i)\bba3d\s+" + _any("bokra", "bukra") + r"", "the day after tomorrow"), (r"(?i)" + _any("bokra", "bukra"), "tomorrow"),
    (r"(?i)\b(?:el\s*)?" + _any("enharda", "naharda", "innaharda") + r"", "today"), (r"(?i)" + _any("embare7", "imbare7"), "yesterday"),
    (r"(?i)\b(?:el|al)\s+" + _any("esbo3", "osbo3", "isbo3") + r"\s+(?:" + _any("elly", "el") + r"\s+)?" + _any("fat", "fa2et", "faat"), "last week"),
    (r"(?i)\b(?:el|al)\s+" + _any("esbo3", "osbo3", "isbo3") + r"\s+(?:" + _any("elly", "el") + r"\s+)?" + _any("gai", "gay", "gaay", "game3"), "next week"),
    (r"(?i)\b(?:el|al)\s+" + _any("esbo3", "osbo3", "isbo3") + r"\s+" + _any("da", "dah", "dh"), "this week"),
    (r"(?i)\b(?:el|al)\s+" + _any("shahr") + r"\s+(?:" + _any("elly", "el") + r"\s+)?" + _any("fat", "faat"), "last month"),
    (r"(?i)\b(?:el|al)\s+" + _any("shahr") + r"\s+(?:" + _any("elly", "el") + r"\s+)?" + _any("gai", "gay", "game3"), "next month"),
    (r"(?i)\b(?:el|al)\s+" + _any("shahr") + r"\s+" + _any("da", "dah", "dh"), "this month"),
    (r"(?i)\b(?:(fe|fi|f)\s+|el\s+)?" + _any("shahr") + r"\s+(\d{1,2})\b(?!\s*(?:[/.:]|day|days|week))",  # "shahr 10": October
     lambda m: ("in " if m.group(1) else "for ") + phrasebook.MONTH_NAMES[int(m.group(2)) - 1] if 1 <= int(m.group(2)) <= 12 else m.group(0)),
    (r"(?i)\b(?:" + _any("kol") + r"\s+)" + _any("yom", "youm") + r"\s+(?:el|al)\s+" + _any("sob7", "saba7"), "every morning"),
    (r"(?i)\b(?:el|al|bel|fel)\s+" + _any("sob7", "saba7"), "in the morning"), (r"(?i)\b(?:bel|fel)\s+" + _any("leil", "lel"), "at night"),
    (r"(?i)\bba3d\s+(?:el\s+)?" + _any("dohr", "zohr"), "in the afternoon"), (r"(?i)\b" + _any("kol") + r"\s+" + _any("yom", "youm"), "every day"),
    (r"(?i)\b(?:el|al)\s+" + _any("sa3a") + r"\s+(\d{1,2}(?::\d\d)?)(?:\s+(?:el|al)\s+" + _any("dohr") + r")?", r"at \1"),
    (r"(?i)\b(?:" + _any("men", "mn") + r")\s+(?=\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))", "from "),
    (r"(?i)(?<=[a-z])\s+(?:le|li|l)\s+(?=\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", " to "),
    (r"(?i)\b(?:ready|gahez|gahz|gahza)\s+" + _DAY, lambda m: f"ready on {_day(m)}"),
    (r"(?i)\b(?:" + _any("fakarni", "fakkarni") + r")\s+" + _DAY, lambda m: f"remind me {_day(m)} to"),
    (r"(?i)\b" + _DAY, lambda m: f"on {_day(m)}"),
    # questions: "3andi eh", "meen el X elly …", "kam X fadel 3andi", "kam fulus …", "fein el …", "a2olo eh?"
    (r"(?i)\b" + _any("3andi", "3andena") + r"\s+" + _any("eh", "eih", "ehh") + r"\b", "what do I have"),
    (r"(?i)\b" + _any("a2olo", "a2olaha", "a2olohom", "2olo") + r"\s+" + _any("eh", "eih", "ehh") + r"\b",
     lambda m: "what do I tell " + {"o": "him", "a": "her", "m": "them"}.get(m.group(0).split()[0].lower()[-1], "him")),
    # "meen shaghal …" (who is working), "meen lessa ma dafa3sh" (who hasn't paid yet), "meen 3aleh felous" (who owes)
    (r"(?i)\b" + _any("meen") + r"\s+" + _any("shaghal", "beyeshtaghal", "byshtaghal", "shaghala") + r"\b", "who is working"),
    (r"(?i)\b" + _any("meen") + r"\s+(?:" + _any("lessa") + r"\s+)?(?:ma\s+)?" + _any("dafa3sh", "madafa3sh", "dafa3ash") + r"\b", "who hasn't paid yet"),
    (r"(?i)\b" + _any("meen") + r"\s+" + _any("3aleh", "3aleih", "3alayh") + r"\s+(?:" + _any("fulus", "felous") + r")?", "who owes me"),
    (r"(?i)\b" + _any("kam") + r"\s+(?:el\s+)?" + _any("sa3a") + r"\b", "what time"),
    (r"(?i)\b(?:el|al)\s+(\w+)\s+" + _any("wesel", "wasal", "weslet", "wislit") + r"(?:\s+(?:wala|walla)\s+(?:la2|lessa))?\s*\?", r"did the \1 arrive?"),
    (r"(?i)\b" + _any("momken", "mumkin", "mmkn") + r"\b", "can you"),
    (r"(?i)\b" + _any("meen") + r"\s+(?:el|al)\s+(\w+)\s+" + _any("elly", "illi") + r"\b", r"which \1 are"),
    (r"(?i)\b" + _any("meen") + r"\s+" + _any("elly", "illi") + r"\b", "who"), (r"(?i)\b" + _any("meen", "min") + r"\b(?=.*\?)", "who"),
    (r"(?i)\b" + _any("kam") + r"\s+(?!fulus|felous)(.{1,40}?)\s+" + _any("fadel", "fadl", "fadla", "ba2y", "ba2i") + r"\s+" + _any("3andi", "3andena"),
     r"how many \1 have I got left"),
    (r"(?i)\b" + _any("kam") + r"\s+" + _any("fulus", "felous") + r"\s+" + _any("lessa", "lissa") + r"\s+" + _any("lina", "lena") + r"\s+" + _any("3and") + r"\s+(?:el\s+)?" + _any("nas"),
     "how much money is still owed to us"),
    (r"(?i)\b(?:" + _any("kam") + r"\s+" + _any("fulus", "felous") + r"|" + _any("bekam", "b kam") + r")\b", "how much"),
    (r"(?i)\b(?:el|al)\s+(\w+)\s+" + _any("kam") + r"\s+(percent|%)", r"what \2 is the \1"),  # "el profit kam percent?"
    (r"(?i)\b" + _any("kam") + r"\s+(percent|%)", r"what \1"), (r"(?i)\b" + _any("kam") + r"\s+(?=\w+s\b)", "how many "),
    (r"(?i)\b" + _any("kam") + r"\b", "how much"),
    (r"(?i)\b" + _any("fein", "feen", "fen") + r"\s+(?:el|al)\s+", "where is the "), (r"(?i)\b" + _any("fein", "feen", "fen") + r"\b", "where is"),
    (r"(?i)\b" + _any("emta", "imta") + r"\b", "when"), (r"(?i)\b" + _any("ezay", "ezzay", "izay") + r"\b", "how"),
    (r"(?i)\b" + _any("eh", "eih", "ehh") + r"(?=\s*\?)", "what"),
    # what is said to be done: "ab3at email le X", "e3mel draft le X", "matab3atosh", "fakarni", "7ot meeting ma3 X",
    # "7ot enno paid", "7ot auto reply", "7oto fe …", "sheelo men el list", "zawed 20 X 3al stock", "hat raqam X", "ekteb"
    (r"(?i)\b" + _WANT + r"\s+" + _any("ab3at", "eb3at", "ab3atlohom", "ib3at") + r"\s+" + _any("lehom", "lihom") + r"\s+(msg|message|email|mail|sms|text)",
     r"I want to send them a \1"),
    (r"(?i)\b" + _any("ab3at", "eb3at", "ib3at", "ba3at") + r"\s+(?:(?:an?|el|al)\s+)?(e-?mail|mail|msg|message|sms|text)\s+(?:le|li|lel|l)\s+",
     r"send an \1 to "),
    (r"(?i)\b" + _any("ab3at", "eb3at", "ib3at", "ba3at") + r"\s+(?:le|li)\s+" + _WHO, r"email \g<who>"),
    (r"(?i)\b" + _any("ab3at", "eb3at", "ib3at") + r"\b", "send"), (r"(?i)\b" + _WANT + r"\s+" + _any("a3mel", "e3mel", "3mel") + r"\b", "I want to make"),
    (r"(?i)\b" + _WANT + r"\b", "I want"),
    (r"(?i)\b(?:" + _any("e3mel", "a3mel", "i3mel", "e3mly", "e3mlii") + r"\s+)?(?:(?:a|el)\s+)?draft\s+(?:e-?mail\s+)?(?:le|li|lel|l)\s+",
     "write a draft email to "),
    (r"(?i)\b(?:bas\s+)?" + _any("matab3atosh", "matab3atohash", "matb3tosh", "mtb3tosh", "matab3atoosh", "mat3b3atosh") + r"(?:\s+" + _any("delwa2ty", "dilwa2ti") + r")?",
     "but don't send it yet"),
    (r"(?i)\b" + _any("fakarni", "fakkarni", "fakarny") + r"(?:\s+" + _any("bokra") + r")?\b(?:\s+(?:a|e)?3mel)?", "remind me to"),
    (r"(?i)\bremind\s+me\s+to\s+(tomorrow|today|on\s+\w+day|next\s+week)\b(?:\s+(?:a|e)?3mel)?", r"remind me \1 to"),
    (r"(?i)\bto\s+(?:" + _any("a3mel", "e3mel") + r")\s+order\b", "to order"),
    (r"(?i)\b" + _any("7ot", "7ott", "t7ot", "te7ot", "e3mel", "a3mel", "te3mel", "t3mel", "e3mly") + r"\s+(?:a\s+)?(meeting|ma3ad|maw3ed|mi3ad|appointment|egtema3)\s+" + _any("ma3", "m3a") + r"\s+",
     "put a meeting in the calendar with "),
    (r"(?i)\b" + _any("7ot", "7ott", "sagel") + r"\s+" + _any("enno", "enaha", "ennaha", "ennohom", "eno") + r"\s+(paid|ready|done|collected|cancelled|delivered)\b",
     r"mark it \1"),
    (r"(?i)\b" + _any("7ot", "7ott", "sha3'al", "sha8al", "fa3al") + r"\s+(?:el\s+|al\s+|an?\s+|the\s+)?(auto[\s-]?reply|out\s+of\s+office|vacation\s+reply)",
     r"put the \1 on"),
    # "el X.pdf elly fel Downloads 7oto fe Documents/Invoices": move X.pdf from Downloads to Documents/Invoices
    (r"(?i)\b(?:el\s+)?(\S+\.\w{2,4})\s+" + _any("elly", "illi", "eli") + r"\s+(?:fel|fil|f|fe|fi)\s+(\S+)\s+" + _any("7oto", "7otaha", "7ottaha", "7ottoh")
     + r"\s+(?:fe|fi|f|fel|fil)\s+", r"move \1 from \2 to "),
    (r"(?i)\b" + _any("7oto", "7otaha", "7otohom", "7ottaha") + r"\s+(?:fe|fi|f|3la|3al|3ala)\s+", "move it to "),
    (r"(?i)\b" + _any("7oto", "7otaha", "7otohom") + r"\s+" + _any("3al", "3ala") + r"\s+(?:el\s+)?(calendar|drive|list)\b", r"put it on the \1"),
    (r"(?i)\b" + _any("7ot", "7ott") + r"\s+(.{1,60}?)\s+(?:fel|fil|3al)\s+(calendar|list|drive|stock|sheet)\b", r"put \1 in the \2"),
    (r"(?i)\b" + _any("7ot", "7ott", "t7ot", "te7ot") + r"\b", "put"),
    (r"(?i)\b" + _any("sheelo", "sheelaha", "sheelha", "sheelohom", "sheel", "shil") + r"\s+(?:" + _any("men", "mn") + r"\s+)(?:el\s+|al\s+)?",
     lambda m: {"o": "take him off the ", "a": "take her off the ", "m": "take them off the "}.get(m.group(0).split()[0].lower()[-1], "take it off the ")),
    (r"(?i)\b" + _any("sheelo", "sheelaha", "sheelha", "sheelohom") + r"\b", "delete it"), (r"(?i)\b" + _any("sheel", "shil") + r"\b", "remove"),
    (r"(?i)\b" + _any("zawed", "zawwed", "zawedly", "zawd") + r"\s+(\d+)\s+(.{1,40}?)\s+" + _any("3al", "3ala", "le", "lel") + r"\s+(?:el\s+)?", r"add \1 \2 to the "),
    (r"(?i)\b" + _any("zawed", "zawwed") + r"\b", "add"),
    (r"(?i)\b" + _any("na22as", "na2as", "2alel", "2allel") + r"\s+(\d+)\s+(.{1,40}?)\s+" + _any("men") + r"\s+(?:el\s+)?", r"take \1 \2 off the "),
    (r"(?i)\b" + _any("hat", "hatli", "hatly", "eddini", "iddini") + r"\s+" + _any("raqam", "rakam", "nemret", "nimret") + r"\s+" + _WHO + r"(?:\s+bta3\s+(?:el\s+)?([\w ]{1,30}))?",
     lambda m: f"what's {m.group('who')}'s number" + (f", the {m.group(m.lastindex)} supplier" if m.group(m.lastindex) != m.group("who") else "")),
    (r"(?i)\b" + _any("raqam", "rakam", "nemret", "nimret") + r"\s+" + _WHO, r"\g<who>'s number"),
    (r"(?i)\b" + _any("hatli", "hatly") + r"\b", "get me"),
    (r"(?i)\b" + _any("ekteb", "iktib", "sagel", "sa2gel") + r"\s+" + _any("3andak", "3andek") + r"(?:\s+" + _any("3ashan", "3alashan", "3shan") + r"\s+(?:ma\s+)?" + _any("ansash", "ansa", "ansaash") + r")?\s*:?",
     "make a note so I don't forget:"),
    (r"(?i)^\s*" + _any("ekteb", "iktib") + r"\s+(?:" + _any("note", "mola7za") + r")\b\s*:?", "make a note:"),
    (r"(?i)\b" + _any("dawar", "dawarli", "dawwar") + r"\s+(?:" + _any("3ala", "3al", "3la") + r"\s+)?", "find "),
    (r"(?i)\b" + _any("2anel", "2an2el", "na2al", "na22al", "ghayar", "8ayar", "ghayyar") + r"\s+(.{1,40}?)\s+(?:le|li|lel|l)\s+", r"move \1 to "),
    (r"(?i)\bshare\s+(.{1,40}?)\s+" + _any("ma3", "m3a") + r"\s+", r"share \1 with "),
    (r"(?i)\b" + _any("2ol", "2oll", "2ool") + r"\s+(?:le|li|l)\s+" + _WHO + r"\s+(?:enno|eno|en)\b", r"tell \g<who> that"),
    (r"(?i)\b" + _any("kalem", "kallem", "etasel") + r"\s+(?:b\s+)?", "call "), (r"(?i)\b" + _any("shoof", "shof", "shouf") + r"\s+(?:law|lw)\b", "check if"),
    (r"(?i)\b" + _any("shoof", "shof", "shouf") + r"\b", "check"), (r"(?i)\b" + _any("emsa7", "ems7", "imsa7", "im7i", "em7i") + r"\b", "delete"),
    (r"(?i)\b" + _any("2a2el", "2agel", "a2agel", "2aggel", "2ageel") + r"\s+(.{1,40}?)\s+(?:le|li|lel|l)\s+", r"move \1 to "),
    (r"(?i)\b" + _any("sayev", "save", "khazen", "5azen") + r"\s+" + _any("raqam", "rakam", "nemret") + r"\s+", "save new contact "),
    (r"(?i)\b(customer|zeboon|zebon|3amil|order|talab|7agz|booking)\s+" + _any("gedid", "gdeed", "gedida", "gdida") + r"\s*:?",
     lambda m: "new " + {"zeboon": "customer", "zebon": "customer", "3amil": "customer", "talab": "order", "7agz": "booking"}.get(m.group(1).lower(), m.group(1).lower()) + ":"),
    (r"(?i)\b" + _any("elgha", "la8a", "lagha", "alagh") + r"\b", "cancelled"), (r"(?i)\b" + _any("elghi", "el8i", "elghy") + r"\b", "cancel"),
    # what was done: "X dafa3", "dafa3et 20 deposit", "gat delwa2ty", "gab el shipment", "2oltelha £60", "raga3tlo el £40 bta3o"
    (r"(?i)\b" + _any("dafa3et") + r"\b", "she paid"), (r"(?i)\b" + _any("dafa3o") + r"\b", "they paid"), (r"(?i)\b" + _any("dafa3", "dafa3t") + r"\b", "paid"),
    (r"(?i)\b" + _any("gat") + r"\s+" + _any("delwa2ty", "dilwa2ti") + r"\b", "came in just now"),
    (r"(?i)\b" + _any("ga", "gih") + r"\s+" + _any("delwa2ty", "dilwa2ti") + r"\b", "came in just now"),
    (r"(?i)\b" + _any("gab", "gaab") + r"\b", "brought"), (r"(?i)\b" + _any("2oltelha", "2oltilha") + r"\b", "I told her"),
    (r"(?i)\b" + _any("2oltelo", "2oltilo") + r"\b", "I told him"),
    (r"(?i)\b" + _any("raga3tlo", "raga3tlaha", "raga3tlohom") + r"\s+(?:el\s+)?([£$€]?\d+(?:\.\d\d)?)\s+" + _any("bta3o", "bta3ha", "bta3hom"),
     lambda m: "I gave " + ("her" if "ha" in m.group(0).split()[0].lower()[-3:] else "him") + f" back the {m.group(1)}"),
    (r"(?i)\b" + _any("raga3tlo") + r"\b", "I gave him back"),
    (r"(?i)\b" + _any("maksoor", "maksour", "maksora", "maksoura", "bayez", "bayza", "baiez") + r"\b", "broken"),
    (r"(?i)\b" + _any("hayekalef", "hay2alef", "hayetkalef") + r"\b", "will cost"), (r"(?i)\b" + _any("bykalefni", "bikalefni", "bitkalefni") + r"\b", "costs me"),
    (r"(?i)\bw\s+" + _any("ba3o", "ba3ha", "babe3o") + r"\s+b\s*", "and I sell it for "),
    (r"(?i)\b" + _any("mayeswash") + r"\b", "is not worth"),
    (r"(?i)\b(?:ana\s+)?" + _any("msafer", "mesafer", "msafra", "mesafra") + r"\b(?!\s+(?:men|mn|from|bokra|tomorrow)\b)", "I am travelling to"),
    (r"(?i)\b(?:ana\s+)?" + _any("msafer", "mesafer", "msafra", "mesafra") + r"\b", "I am away"), (r"(?i)\b" + _any("masr", "misr") + r"\b", "Egypt"),
    (r"(?i)\b" + _any("lessa") + r"\s+ma\s+" + _any("gash") + r"\s+" + _any("7ad") + r"\s+" + _any("yestalemha", "yestalemhom", "yestalemo") + r"\b", "not collected yet"),
    (r"(?i)\b(?:ma\s+)?" + _any("7adesh", "ma7adesh") + r"\b", "nobody"),
    (r"(?i)\blazem\s+" + _any("7ad") + r"\s+" + _any("yeegi", "yegi", "yigi") + r"\s+" + _any("yeshoofo", "yeshofo", "yeshoofha") + r"\b", "someone has to come and look at it"),
    (r"(?i)\b" + _any("byo2af", "bye2af", "bi2af") + r"\s+(?:fel|fi|fe)\s+" + _any("nos") + r"\b", "gets stuck halfway"),
    (r"(?i)\b(?:w\s+)?ana\s+(?:mesh|msh)\s+" + _any("3aref", "3arfa") + r"\s+(\w+)\s+" + _any("sa3at") + r"\b", r"and sometimes I can't \1 it"),
    (r"(?i)\b" + _any("a2fel", "a2felo") + r"\b", "lock"),
    (r"(?i)\b(?:law\s+)" + _any("fi", "fe", "fih") + r"\s+", "if there is a "),
    (r"(?i)\blaw\s+" + _any("a5adt", "5adt", "akhadt") + r"\s+(\d+)\s+" + _any("marra") + r"\s+" + _any("wa7da"), r"if I order \1 at once"),
    (r"(?i)\b" + _any("marra") + r"\s+" + _any("wa7da"), "at once"),
    (r"(?i)\b" + _any("elly", "illi", "eli") + r"\s+" + _any("fih", "feeh", "fiha", "feha") + r"\b", "with"),
    (r"(?i)\b(?:el|al)\s+(\w+)\s+" + _any("kolo", "kollo", "kolaha") + r"\b", r"the whole \1"),
    (r"(?i)(?<=[a-z0-9])\s+(?=broken\b)", " is "),
    (r"(?i)\b(?:el|al)\s+(\w+)\s+(?:el|al)\s+" + _any("gedid", "gdeed", "gedida", "gdida") + r"\b", r"el new-\1"),  # "el code el gedid": the new code
    (r"(?i)\b(?:el|al)\s+(\w+)\s+(?:el|al)\s+" + _any("2adim", "adim", "2adima", "2deem") + r"\b", r"el old-\1"),
    # "X bta3 Y" (Y's X): "el email bta3 amazon" (the amazon email), "el £40 bta3o" (his £40)
    (r"(?i)\b(?:el|al|the)\s+(\w+)\s+bta3\s+(?-i:([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}))\b(?![\w'-]|\s+(?-i:[A-Z]))", r"\2's \1"),  # "el meeting bta3 Sami": Sami's meeting
    (r"(?i)\b(?:el|al|the)\s+(e-?mail|mail|msg|message)\s+bta3\s+(?!el\b|al\b)(?-i:([a-z][\w.]*))(?=\s)", r"the \1 from \2"),
    (r"(?i)\b(?:el|al)\s+([^\s,.?]+)\s+bta3(o|ha|i|y|na|hom|ak|ek)\b", lambda m: f"{_OWNER[m.group(2).lower()]} {m.group(1)}"),
    (r"(?i)\bbta3(o|ha|i|y|na|hom|ak|ek)\b", lambda m: _OWNER[m.group(1).lower()]),
    (r"(?i)\b" + _any("bta3", "beta3", "bta3et", "bta3t") + r"\b", "of"),
    # small words, last: "elly" (that), "fel" (in the), "3al" (on the), "el" (the), "w" (and), "mesh" (not), "kont 3amlo" (I made it)
    (r"(?i)\bana\s+" + _any("kont") + r"\s+" + _any("3amlo", "3amelo", "3amalto") + r"\b", "I made it"), (r"(?i)\b" + _any("kont") + r"\b", "I was"),
    (r"(?i)\bkan\s+(?=(?:on|in|the|last|yesterday|\d))", "it was "),
    (r"(?i)\b" + _any("fih", "feeh") + r"\b", "with"),
    (r"(?i)\b" + _any("elly", "illi", "eli") + r"\s+(?:fel|fil)\s+", "in "), (r"(?i)\b" + _any("elly", "illi", "eli", "lli") + r"\s+(?=mesh\b|msh\b)", "that are "),
    (r"(?i)\b" + _any("elly", "illi", "eli", "lli") + r"\b", "that"),
    (r"(?i)\b" + _any("3ashan", "3alashan", "3shan") + r"\s+(?:el|al|the)\s+", "about the "), (r"(?i)\b" + _any("3ashan", "3alashan", "3shan") + r"\b", "because"),
    (r"(?i)\b(?:fel|fil)\s+", "in the "), (r"(?i)\b(?:3al|3ala|3la)\s+(?:el\s+)?(?=drive|calendar|list|stock)", "on the "),
    (r"(?i)\b(?:3al)\s+", "for the "), (r"(?i)\b(?:3ala|3la)\b", "on"),
    (r"(?i)\b" + _any("ma3", "m3a") + r"\b", "with"), (r"(?i)\b" + _any("men", "mn") + r"\s+(?:el|al)\s+", "from the "),
    (r"(?i)\b(?:mesh|msh)\s+", "not "), (r"(?i)\bba3d\s+(?=\w)", "after "), (r"(?i)\b(?:abl|2abl)\s+(?=\w)", "before "),
    (r"(?i)\b(?:" + _any("wesel", "wasal") + r")\b", "arrived"), (r"(?i)\b" + _any("weslet", "wislit") + r"\b", "arrived"), (r"(?i)\b" + _any("lessa") + r"\b", "still"), (r"(?i)\b" + _any("kaman") + r"\b", "also"),
    (r"(?i)\b" + _any("gedid", "gdeed") + r"\b", "new"), (r"(?i)\b" + _any("lina", "lena") + r"\b", "owed to us"),
    (r"(?i)^(\w+)\s+" + _any("3ando") + r"\b", r"a \1 has"), (r"(?i)\b" + _any("3ando") + r"\b", "has"), (r"(?i)\b" + _any("3andaha") + r"\b", "she has"), (r"(?i)\b" + _any("3andi") + r"\b", "I have"),
    (r"(?i)\b" + _any("tasli7", "tasle7") + r"\b", "repair"), (r"(?i)(?<=[a-z0-9])\s+" + _any("gahez", "gahza", "gahzin") + r"\b", " is ready"),
    (r"(?i)\b" + _any("gahez", "gahza", "gahzin") + r"\b", "ready"),
    (r"(?i)\b" + _any("fatoura", "fatora", "fawateer") + r"\b", lambda m: "invoices" if m.group(0).lower().startswith("fawa") else "invoice"),
    (r"(?i)\b" + _any("felous", "fulus") + r"\b", "money"), (r"(?i)\b" + _any("ma7al") + r"\b", "shop"),
    (r"(?i)\b" + _any("zeboon", "zebon") + r"\b", "customer"), (r"(?i)\b" + _any("zabayen", "zabayin") + r"\b", "customers"),
    (r"(?i)\b" + _any("ma3ad", "maw3ed", "mi3ad") + r"\b", "appointment"), (r"(?i)\b" + _any("paund", "gneh", "geneh") + r"\b", "pounds"),
    (r"(?i)\b(?-i:el|al|il)\s+(?=[\w£$€])", "the "), (r"(?i)\b(?-i:w)\s+(?=\S)", "and "), (r"(?i)\b(?-i:bas)\b", "only"),
    (r"(?i)\b(?-i:law)\s+(?=\S)", "if "), (r"(?i)\b(?:le|li)\s+(?=[\w£$€])", "to "), (r"(?i)\b(?:fe|fi)\s+(?=[\w£$€])", "in "),
    (r"(?i)\b" + _any("fadel", "fadl") + r"\s+(\d+)\s+only\b", r"only \1 left"), (r"(?i)\b" + _any("fadel", "fadl") + r"\b", "left"),
    (r"(?i)\b" + _any("ana", "ena") + r"\b(?=\s+[a-z])", "I"), (r"(?i)\b" + _any("nas") + r"\b", "people"),
    (r"(?i)\b" + _any("kol") + r"\s+the\b", "all the"), (r"(?i)\b" + _any("kol") + r"\b", "every"),
    (r"(?i)\bthe\s+(?=(?:today|tomorrow|yesterday)\b)", ""), (r"\b(new|old)-(\w)", r"\1 \2"), (r"(?i)\bto\s+on\s+(?=\w+day\b)", "to "),
    (r"(?i)\bthe\s+(\w+)\s+of\s+(tomorrow|today|yesterday)\b", r"\2's \1"),  # "el meeting bta3 bokra": tomorrow's meeting
]

def arabizi(text: str) -> bool:
    """Whether ``text`` has two words only Egyptian Arabizi has, as typed anyhow."""
    return phrasebook.two_own_words(text, _OWN, _fold)


def english(text: str) -> str:
    """``text`` read as English when it is written in Egyptian Arabizi; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if arabizi(text) else text
