"""Arabic typed in Latin letters with digits for its sounds (Arabizi: 2 the glottal stop, 3 ain, 5 kh, 7 the deep h, 9 q), English
mixed in, read as English before it is planned. Egyptian ("Franco", as typed in Cairo or by Egyptians in London): "3andi eh
bokra?" (what do I have tomorrow?), "kam iphone 13 screen fadel 3andi" (how many iphone 13 screen have I got left), "Jake dafa3
5alas … 7ot enno paid" (Jake has paid … mark it paid), "e3mel draft le Claire …, bas matab3atosh delwa2ty" (write a draft email
to Claire …, but don't send it yet), "sheelo men el list" (take him off the list), "2a2el el meeting bta3 Sami le yom el talat"
(move Sami's meeting to tuesday). Moroccan Darija (as a Moroccan in Manchester types it, French words mixed in): "chkoun 3ndi
ghda f salon?" (who is booked tomorrow in salon?), "ch7al b9a 3ndna mn argan oil?" (how much argan oil have we got left?),
"Fatima khllsat daba, dirha paid" (Fatima paid just now, mark her paid), "7wlha l tnin l9adim" (move it to next monday),
"fakkarni ghda f sbah n3ayet l landlord" (remind me to call the landlord tomorrow morning), "annuler dyalha" (cancel her booking).

A request is Darija with two words only Darija has ("dyal", "bghit", "daba", "9bel"), else Egyptian with two only Egyptian
Arabizi has ("inshallah", "habibi", "yalla", "khalas" are in English requests too and count for neither). An Egyptian word is
typed many ways ("delwa2ty", "dlw2ty"; "3ayez", "3ayz"): in its phrases each is matched with its vowels, doubled letters and
digits loosely, and a word with a digit for a sound counts however its vowels go. "yom el 5ames" is Thursday, "shahr 10"
October, "el sa3a 10 el sob7" at 10am; Darija's "lkhmis" Thursday, "3 janvier" 3 January, "m3a 11h" at 11:00. Names, numbers
and English words stay as typed."""

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

# Moroccan Darija: words only it has among the languages of a request ("dyal", "bghit", "chkoun", "daba", "9bel"), counted as
# typed; "had", "fin", "chi", "wach", "dir", "liya" are English, French, German words or names too: read, never counted
_DARIJA = frozenset("""imta jat tlat nchri nsift nchouf zid khddam khddama khssni khasni jdid jdida ra9m nemra chkoun chkon chkun chkoune achkoun ghda ghedda ghadda
    daba dyal dial dyali diali dyalek dyalo dyalou dialo dyalha dialha dyalna dyalhom bghit bghiti bghat bgha bghaw bghina kanbghi 3afak 3fak 3tini a3tini ch7al chhal
    sh7al 9bel 9bl jem3a jm3a jjem3a ljem3a khlles khelles khllsat khlsat khelsat khllsou khlsou khellsou khllest khlst nkhlsha nkhlsek dirha dirhom dirli 7ta msdoud
    mseddod b9a b9at b9aw b9ali nhar lyoum lyouma l9itoch l9itahach l9itha l9ito l9it lgitha 9elb 9elbha 9elbo 9lebli 3ayet 3ayyet 3ayyetat 3ayetat n3ayet n3ayyet ghadi
    ghadia ghadin ghadich tji nji yji jatni wslat wslet l7ed tnin letnin ltnin ttlat larb3 lkhmis lkhamis khmis sebt ssebt l9adim ljay fekkerni fkkerni dakerni sbah
    sba7 mzyan mzyana mezyan simana kifach kifash 3lach fayn fyn ktebli ktbli 7it bzaf chwiya hadchi chno chnou mmkn fatet dkhelna n9arenha sowlatni ma3rftch ma3reftch
    ngolha ngolih partagi 7ett 7ttit 7wlha 7wlo 7wel beddel kat7mlch kaysakhnch hennaya tkhdem m3ana kayn kayna makaynch wakha flous lflous l7sab zidhom zidha zidli
    msse7 7ydha lbar7 l3chiya fo9ach wa9tach lwe9t chhar""".split())
# the days as typed, each a group named for its English ("lkhmis", "jem3a", "ssebt"): a match's lastgroup says the day
_D_DAY = (r"\b(?:nhar\s+)?(?:(?P<sunday>l?7[ae]?dd?)|(?P<monday>(?:l|le|t)?t[ie]?nin)|(?P<tuesday>(?:l|t)?tlat[ae]?)|(?P<wednesday>l?arb[3a]a?)|"
          r"(?P<thursday>l?kh?a?mis)|(?P<friday>(?:l|j)?j[eo]?m[3']?a)|(?P<saturday>s?s[ea]bt))\b")
_D_MONTH = r"(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)"
_D_MONTHS = dict(zip("janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(), phrasebook.MONTH_NAMES, strict=True))
_D_MONTHS.update({"fevrier": "February", "aout": "August", "decembre": "December"})
_D_OWNER = {"i": "my", "ek": "your", "o": "his", "ou": "his", "ha": "her", "na": "our", "kom": "your", "hom": "their"}  # "dyalha": her
_D_VERBS = {"chri": "buy", "sift": "send", "dir": "do", "chouf": "check", "khlles": "pay", "3ayet": "call", "kteb": "write", "jib": "get",
            "commandi": "order", "bdel": "change", "7ett": "put", "zid": "add", "m7i": "delete", "sed": "close", "7el": "open"}
_D_OBJ = {"ha": "her", "o": "him", "ou": "him", "hom": "them", "ih": "him", "iha": "her"}
_CHKOUN, _CH7AL, _KTEB, _SIFT = r"(?:chkoun|chkon|chkun|chkoune|achkoun|shkoun)", r"(?:ch7al|chhal|sh7al)", r"(?:ktebli|ktbli|kteb|ktb)", r"(?:sift|seft|sifet|sifti)"
_D_NAME = r"((?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_D_DYAL = r"(?:dyal|dial)(?P<own>i|ek|ou|o|ha|na|kom|hom)\b"


_DARIJA_PHRASES: phrasebook.Phrases = [
    # greetings and fillers: "salam", "3afak" (please), "inchallah"
    (r"(?i)^\s*(?:salam(?:\s+3alaykom)?|slm|sba7\s+lkhir|msa\s+lkhir)\s*[,!]?\s*", ""), (r"(?i)[,\s]*\b(?:3afak|3fak)\b", " please"),
    (r"(?i)\s*\b(?:inchallah|inshallah|nchallah)\b", ""), (r"(?i)\bila\s+m(?:u|o)?m?kn\b", "if possible"),
    # moved, done before the days are read: "7wlha l tnin l9adim" (move it to next monday), "zid booking l X" (new booking for X)
    (r"(?i)\b(?:7wl|7wel|7ewel|beddel|bddel|bdel)(?:ha|o|ou|hom)?\s+(?:l|li|le)\s+", "move it to "),
    (r"(?i)\bzid\s+(?:wa7ed\s+)?(booking|r[ée]servation|rdv|client|cliente|commande)\s+(?:l|li|le|dyal)\s+",
     lambda m: "new " + {"commande": "order", "client": "client", "cliente": "client"}.get(m.group(1).lower(), "booking") + ": "),
    # dates and times: "ghda f sbah", "lyoum f 4h", "m3a 11h", "sebt 28", "l simana li fatet" (last week), "mn 18 dec 7ta 3 janvier"
    phrasebook.DAY_MONTH, (r"(?i)\b(\d{1,2})\s+" + _D_MONTH + r"\b", lambda m: f"{m.group(1)} {_D_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\b(?:f|fi)\s+" + _D_MONTH + r"\b", lambda m: "in " + _D_MONTHS[m.group(1).lower()]), (r"(?i)\bmn\s+(?=\d{1,2}\s+\w+\s+(?:7ta|l)\s+\d)", "from "),
    (r"(?i)\s(?:7ta|l)\s+(?=\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", " to "), (r"(?i)\b(?:f|m3a|fi)\s+(\d{1,2})h(\d\d)?\b", lambda m: f"at {m.group(1)}:{m.group(2) or '00'}"),
    (r"(?i)\b(\d{1,2})h(\d\d)?\b", lambda m: f"{m.group(1)}:{m.group(2) or '00'}"),
    (r"(?i)\b(?:ghda|ghedda|ghadda)\s+(?:f\s*)?(?:sbah|sba7)\b", "tomorrow morning"), (r"(?i)\b(?:ghda|ghedda|ghadda)\b", "tomorrow"),
    (r"(?i)\b(?:l|f\s+)?(?:sbah|sba7)\b", "in the morning"), (r"(?i)\b(?:f\s+)?l?3chiya\b", "in the afternoon"),
    (r"(?i)\blyouma?\b", "today"), (r"(?i)\blbar[7h]e?\b", "yesterday"), (r"(?i)\b(?:l\s*)?(?:simana|smana)\s+(?:li|lli)\s+(?:fatet|fat|dazet|daz)\b", "last week"),
    (r"(?i)\b(?:l\s*)?(?:simana|smana)\s+(?:l9adma|jaya|ljaya)\b", "next week"), (r"(?i)\bhad\s+(?:simana|smana)\b", "this week"),
    (r"(?i)\b(?:l\s*)?(?:chhar|shhar)\s+(?:li|lli)\s+(?:fat|daz)\b", "last month"), (r"(?i)\bhad\s+(?:chhar|shhar)\b", "this month"),
    (r"(?i)\b(?:l\s*)?(?:chhar|shhar)\s+(?:l9adim|jay|ljay)\b", "next month"),
    ("(?i)" + _D_DAY + r"\s+(?:l9adim|ljay|jay)\b", lambda m: f"next {m.lastgroup}"),  # "tnin l9adim": next monday
    ("(?i)" + _D_DAY + r"\s+(?:li|lli)\s+(?:fat|daz)\b", lambda m: f"last {m.lastgroup}"), (r"(?i)\b(?:fakkarni|fekkerni|fkkerni|fakarni|dakerni|dkkerni)\b", "remind me"),
    (r"(?i)\b(?:l|f|fi)\s+" + _D_DAY + r"(?=\s+\d)", lambda m: m.lastgroup), (r"(?i)\b(?:l|f|fi|nhar)\s+" + _D_DAY, lambda m: f"on {m.lastgroup}"), ("(?i)" + _D_DAY, lambda m: m.lastgroup), (r"(?i)\bf\s+l?weekends?\b", "at weekends"),
    # questions: "chkoun 3ndi" (who is booked), "ch7al b9a 3ndna mn X" (how much X have we got left), "fin 7ttit" (where did I put)
    (r"(?i)\b" + _CHKOUN + r"\s+(?:3ndi|3andi)\b", "who is booked"), (r"(?i)\b" + _CHKOUN + r"\s+(?:li\s+)?(?:khddam|khddama|khddamin)\b", "who is working"),
    (r"(?i)\b" + _CHKOUN + r"\s+(?:li\s+)?ma\s+(?:khllsch|khlsch|khllsatch|khlsatch|khllsouch)\b", "who hasn't paid"), (r"(?i)\b" + _CHKOUN + r"(?:\s+(?:li|lli))?\b", "who"),
    (r"(?i)\bwach\s+" + _D_NAME + r"\s+(?:khllsat|khlsat|khlles|khlls|khllsou)\b", r"has \1 paid"),
    (r"(?i)\b(?:chno|chnou|ach)\s+(?:3ndi|3andi)\b", "what do I have"), (r"(?i)\b(?:chno|chnou|ach)\s+(?:3ndna|3andna)\b", "what do we have"),
    (r"(?i)\b" + _CH7AL + r"\s+b9a\s+(?:3ndna|3andna|3ndi|3andi)\s+(?:mn|men)\s+([^?,.]{1,40})", r"how much \1 have we got left"),
    (r"(?i)\b" + _CH7AL + r"\s+b9a\s+(?:mn|men)\s+([^?,.]{1,40})", r"how much \1 is left"), (r"(?i)\b" + _CH7AL + r"\s+(?:dkhelna|dkhlna|dkhel|dakhla)\b", "how much did we take"),
    (r"(?i)\b" + _CH7AL + r"\s+n(?:khlsha|khllsha|khlesha)\b", "how much do I charge her"), (r"(?i)\b" + _CH7AL + r"\s+n(?:khlsou|khllsou|khlsek|khlsih)\b", "how much do I charge"),
    (r"(?i)\b" + _CH7AL + r"\s+(?:khssni|khasni|khssna|khasna)\s+n(\w+)\s+(?:mn|men)\s+([^?,.]{1,40}?)(?=\s+(?:next|last|this|for|before|tomorrow|today)\b|[?,.]|$)",
     lambda m: f"how much {m.group(2)} do I need to {_D_VERBS.get(m.group(1).lower(), m.group(1))}"),
    (r"(?i)\b(?:imta|fo9ach)\s+(?:jat|ja|wslat|wsel)\s+(?:l\s+|la\s+)?([^?,.]{1,40})", r"when did the \1 arrive"),
    (r"(?i)\b" + _CH7AL + r"\s+(?:mn|men)\b", "how many"), (r"(?i)\b" + _CH7AL + r"\b", "how much"),
    (r"(?i)\b(?:fin|fayn|fyn)\s+(?:7ttit|7tit|dert)\b", "where did I put"), (r"(?i)\b(?:fin|fayn|fyn)\s+(?:kayn|kayna)\b", "where is"),
    (r"(?i)\b(?:fin|fayn|fyn)\b(?=.*\?)", "where is"), (r"(?i)\b(?:imta|fo9ach|wa9tach)\b", "when"), (r"(?i)\b(?:kifach|kifash)\b", "how"),
    (r"(?i)\b3lach\b", "why"), (r"(?i)\b(?:chno|chnou|ach)\s+n(?:golha|9olha)\b", "what to tell her"),
    (r"(?i)\b(?:chno|chnou|ach)\s+n(?:golih|9olih|golo)\b", "what to tell him"), (r"(?i)\b(?:chno|chnou)\b", "what"), (r"(?i)(?:^|(?<=[.?!]\s))\s*wach\b", "is"),
    # what is said to be done: "sift email l X", "7ett liya rdv m3a X", "dirha paid", "annuler dyalha", "zidhom f stock", "9elbha liya"
    (r"(?i)\b" + _SIFT + r"\s+(?:(?:wa7ed|chi)\s+)?(e-?mail|mail|msg|message|sms|text)\s+(?:l|li|le)\s+", r"send an \1 to "),
    (r"(?i)\b" + _SIFT + r"\s+(?:l|li)\s+" + _D_NAME + r"\s+(?:wa7ed\s+)?(e-?mail|mail|msg|sms)\b", r"send an \2 to \1"),
    (r"(?i)\b" + _SIFT + r"(?:lha|liha)\b", "send her"), (r"(?i)\b" + _SIFT + r"(?:lo|lih)\b", "send him"), (r"(?i)\b" + _KTEB + r"\s+(?:wa7ed\s+)?note\b", "make a note"),
    (r"(?i)\b" + _KTEB + r"\s+(?:(?:wa7ed|chi)\s+)?(?:brouillon|draft)\s+(?:l|li)\s+", "write a draft email to "),
    (r"(?i)\b" + _KTEB + r"\s+(?:(?:wa7ed|chi)\s+)?e-?mail\s+(?:l|li)\s+", "write an email to "),
    (r"(?i)\b(?:7ett|7et|7ot|7oti|dir)\s+(?:(?:liya|lia)\s+)?(?:wa7ed\s+)?(?:rdv|rendez-vous|meeting|maw3id)\s+m3a\s+", "put an appointment in the calendar with "),
    (r"(?i)\b(?:dir|7ett|7ot|7et|diri)\s+(?:(?:liya|lia)\s+)?(?:l\s*)?(auto[\s-]?reply|out\s+of\s+office|r[ée]ponse\s+automatique)(?:\s+(?:f|fi|3la)\s+(?:l\s*)?(e-?mail))?",
     lambda m: f"put the {m.group(1)} on" + (" my email" if m.group(2) else "")),
    (r"(?i)\b(?:dir|7ett|7ot)(ha|o|ou|hom)\s+(?:f|fi)\s+(?:l\s*)?(?:calendar|calendrier|agenda)\b", "put it in the calendar"),
    (r"(?i)\b(?:3tini|a3tini|fin\s+(?:howa|hiya))\s+(?:(?:l\s*)?(?:ra9m|nemra|num[ée]ro)\s+(?:dyal\s+)?|ra9m\s+)" + _D_NAME, r"what's \1's number"),
    (r"(?i)\bdir(ha|o|ou|hom|ih|iha)\s+(paid|pay[ée]|khalsa|ready|done|cancelled)\b",
     lambda m: f"mark {_D_OBJ[m.group(1).lower()]} " + ("paid" if m.group(2).lower()[:3] in ("pay", "kha") else m.group(2).lower())),
    (r"(?i)\b(?:annuler|annul[ée]|anuli|lghi|elghi)\s+(?:l\s*)?(?:rdv\s+|booking\s+|r[ée]servation\s+)?" + _D_DYAL,
     lambda m: f"cancel {_D_OWNER[m.group('own').lower()]} booking"), (r"(?i)\b(?:annuler|anuli|lghi|elghi)\b", "cancel"),
    (r"(?i)\bzid\s+(?:f|fi)\s+(?:l\s*)?(sheet|spreadsheet|excel|liste?)\s+(?:dyal|dial)\s+(?:les\s+|la\s+|l\s*)?([^:]+?)\s*:", r"add a row to the \2 \1:"),
    (r"(?i)\bzid\s+(?:had|hadi|wa7ed)\s+(?:l\s*)?(?:num[ée]ro|nemra|ra9m)\s+(?:f|fi|l)\s+(?:l\s*)?contacts?\s*:?", "save new contact:"),
    (r"(?i)\bzid(hom|ha|o|ou)\s+(?:f|fi|l)\s+(?:l\s*)?(stock|list[ea]?|calendar)\b", lambda m: f"add {_D_OBJ[m.group(1).lower()]} to the {m.group(2)}"),
    (r"(?i)\bzid\s+(\d+)\s+(.{1,40}?)\s+(?:f|fi|l)\s+(?:l\s*)?stock\b", r"add \1 \2 to the stock"), (r"(?i)\bzid\b", "add"),
    (r"(?i)\b(?:7ydha|7aydha|7ydo|msse7|m7i|m7iha)\s+(?:mn|men)\s+(?:l\s+)?", "take it off the "), (r"(?i)\b(?:msse7|m7i|m7iha)\b", "delete"),
    (r"(?i)\b(?:partagi|partaji|partager|charki)\s+(.{1,40}?)\s+m3a\s+", r"share \1 with "),
    (r"(?i)\bbach\s+t?[7h]o?tt?(?:ha|o|hom)?\s+(?:f|fi|3la)\s+", "for "),  # "bach t7ottha f insta": for (putting it on) insta
    (r"(?i)\b9(?:e|a)?ll?[ea]?b(?:ha|o|ou)?\s+(?:liya|lia)\b", "find it for me"), (r"(?i)\b9(?:e|a)?ll?[ea]?b\s+(?:3la|3ala)\b", "search for"),
    (r"(?i)\b(?:3tini|a3tini)\s+(?:l\s*)?list[ea]?\s+b\s+(?:l\s*)?(?:we9t|w9t|wa9t|sa3a)\b", "give me the list with the times"),
    (r"(?i)\b(?:3tini|a3tini)\b", "give me"), (r"(?i)\b(?:ma\s+)?(?:l9itahach|l9itoch|l9itouch|l9itach|l9itch|lgitch)\b", "I can't find it"), (r"(?i)\bn3ay+et\s+(?:l|li|3la)\s+", "to call the "),
    (r"(?i)\bn(chri|sift|chouf|khlles|kteb|jib|commandi|bdel|7ett|zid|m7i|sed|7el)\b", lambda m: "to " + _D_VERBS[m.group(1).lower()]), (r"(?i)\b3ay+et\s+(?:l|li|3la)\s+(?=[A-Z])", "call "), (r"(?i)\b3ay+et(?:at)?\b", "called"),
    (r"(?i)\bma\s+(?:tl79ch|nl79ch|tl7e9ch|nl7e9ch|n9derch)\b", "I can't make it"), (r"(?i)\bma\s+ghadi(?:ch|a?ch)\s+t?ji\b", "won't come"),
    (r"(?i)\bghadi\s+nsafer\s+(?:l|li)\s+", "I am travelling to "), (r"(?i)\bghadi\s+t?khdem\s+m3ana\b", "will work with us"), (r"(?i)\bghadi\b", "will"),
    (r"(?i)\b(?:li|lli)\s+(?:khllsou|khlsou|khellsou)\b", "the paid ones"), (r"(?i)\b(?:khllsat|khlsat|khelsat|khllsou|khlsou|khlles|khllest|khlst)\b", "paid"),
    (r"(?i)\b(?:wslat|wslet)\s+(?:la|l)\s+(commande|livraison)\s+(?:dyal|dial|mn)\s+([^,.]+)", lambda m: "the " + ("order" if m.group(1).lower() == "commande" else "delivery") + f" from {m.group(2)} arrived"),
    (r"(?i)\b(?:wslat|wslet|wsel)\b", "arrived"), (r"(?i)\bjatni\s+(?:f|fi)\s+(?:l\s*)?e-?mail\b", "came in my email"), (r"(?i)\b(?:jatni|jani)\b", "I got"), (r"(?i)\bjat\b", "came"),
    (r"(?i)\bbghit\s+ndir\s+(?:wa7d\s+)?(?:l\s*)?commande\b", "I want to place an order"), (r"(?i)\bbghit\s+n9arenha\s+m3a\b", "I want to compare it with"),
    (r"(?i)\b(?:khssni|khasni|5assni)\b", "I need to"), (r"(?i)\b(?:khddam|khddama|khddamin)\b", "working"),
    (r"(?i)\b(client|cliente|commande|booking|rdv)\s+(?:jdida|jdid)\b\s*:?", lambda m: "new " + {"commande": "order", "cliente": "client", "rdv": "booking"}.get(m.group(1).lower(), m.group(1).lower()) + ":"),
    (r"(?i)\bbghit\b", "I want"), (r"(?i)\bbghat\b", "wants"), (r"(?i)\bbgha\b", "wants"), (r"(?i)\bbghaw\b", "want"),
    (r"(?i)\b3ndha\b", "she has"), (r"(?i)\b3ndo\b", "he has"), (r"(?i)\b3a?ndna\b", "we have"), (r"(?i)\b3a?ndi\b", "I have"),
    (r"(?i)\b(?:msdoud|mseddod|msdod)\b", "closed"), (r"(?i)\b(?:sowlatni|swlatni)\b", "asked me"), (r"(?i)\bma3re?ftch\b", "I didn't know"),
    (r"(?i)\bma\s+kat7mlch\b", "cannot stand"), (r"(?i)\bri7t\b", "the smell of"), (r"(?i)\bzit\s+(?:l\s*)?louz\b", "almond oil"),
    (r"(?i)\blma\s+ma\s+kaysakhnch\b", "the water is not getting hot"), (r"(?i)\bhennaya\b", "henna artist"),
    # things, then small words: "l facture dyal X" (X's bill), "35£ dyal argan" (for), "dyalha" (her), "bl english" (in English)
    (r"(?i)\b(?:l\s+)?factur[ea]\b", "bill"), (r"(?i)\b(?:l\s+)?commande\b", "order"), (r"(?i)\blivraison\b", "delivery"),
    (r"(?i)\bnum[ée]ro\b", "number"), (r"(?i)\brdv\b", "appointment"), (r"(?i)\bl?flous\b", "money"), (r"(?i)\bcliente\b", "client"), (r"(?i)\bl?list[ae]\b", "list"),
    (r"(?i)\bchi\s+7e?d\b", "someone"), (r"(?i)\b(?:7ta\s+7e?d|7e?ta\s+wa7ed)\b", "nobody"), (r"(?i)\bmn\s+fadl(?:ek|ak)\b", "please"),
    (r"(?i)\b(?:dyal|dial)\s+no[eë]l\b", "for Christmas"), (r"(?i)\bl?we9t\b", "the time"), (r"(?i)\bwa7da\b", "a"), (r"(?i)([£$€]?\d+(?:[.,]\d\d)?\s*[£$€]?)\s+(?:dyal|dial)\b", r"\1 for"),
    (r"(?i)(?:\bl\s+)?\b(appointment|booking|meeting|number|e-?mail|phone|birthday|massage|facial)\s+(?:dyal|dial)\s+" + _D_NAME,
     r"\2's \1"),  # "rdv dyal Samira Khan": Samira Khan's appointment
    (r"(?i)(?:\bl\s+)?\b(\w+)\s+(?:dyal|dial)\s+(?=(?-i:[A-Z]))", r"the \1 from "),  # "l facture dyal British Gas": the bill from British Gas
    (r"(?i)(?:\bl\s+)?\b(\S+)\s+" + _D_DYAL, lambda m: f"{_D_OWNER[m.group('own').lower()]} {m.group(1)}"),  # "office dyalo": his office
    (r"(?i)\b(?:dyal|dial)\b", "of"), (r"(?i)\bmzyana?\s+(?:l|li)\s+", "good for "), (r"(?i)\bmzyana?\b", "properly"),
    (r"(?i)\bchi\s+nhar\b", "one day"), (r"(?i)\bnhar\b", "day"), (r"(?i)\bdaba\b", "just now"), (r"(?i)\bghir\b", "only"),
    (r"(?i)\bmachi\b", "not"), (r"(?i)\b7it\b", "because"), (r"(?i)\bbach\b", "so that"), (r"(?i)\bwla\b", "or"), (r"(?i)\b(?:liya|lia)\b", "for me"),
    (r"(?i)\bm3ana\b", "with us"), (r"(?i)\bm3a\b", "with"), (r"(?i)\b9bel\b", "before"), (r"(?i)\b7ta\b", "until"), (r"(?i)\bhad\b", "this"),
    (r"(?i)\b3la\b", "about"), (r"(?i)\bmn\b", "from"), (r"(?i)\bbl\s+", "in "), (r"(?i)\bf\s+(?:l\s*)?(desktop|drive|bureau)\b", r"on the \1"),
    (r"(?i)\b(?-i:w)\s+(?=\S)", "and "), (r"(?i)\bb\s+(?=\w)", "with "), (r"(?i)\bf\s+(?=\w)", "in "),
    (r"(?i)\b(?:l|li)\s+(?=(?-i:[A-Z])(?!\s))", "to "), (r"\bl\s+(?=[a-z])", "the "), (r"(?i)\bli\b", "that"), (r"(?i)\blha\b", "her"), (r"(?i)\bthe\s+the\b", "the"),
]


def arabizi(text: str) -> bool:
    """Whether ``text`` has two words only Egyptian Arabizi has, as typed anyhow."""
    return phrasebook.two_own_words(text, _OWN, _fold)


def english(text: str) -> str:
    """``text`` read as English when it is written in Moroccan Darija or Egyptian Arabizi; unchanged otherwise."""
    if phrasebook.two_own_words(text, _DARIJA):  # two words only Moroccan Darija has
        return phrasebook.read(text, _DARIJA_PHRASES)
    return phrasebook.read(text, _PHRASES) if arabizi(text) else text
