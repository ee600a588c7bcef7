"""Irish (Gaeilge, as a Connemara B&B keeper types it, with English mixed in) in a request, read as English before it is
planned: "cé atá ag teacht an deireadh seachtaine seo?" (who is coming this weekend?), "céard atá agam amárach" (what do I
have tomorrow), "seol email chuig Marie Dubois, abair léi go mbeidh an seomra réidh" (send an email to Marie Dubois, tell
her that the room will be ready), "Pádraig íoctha" (Pádraig paid), "cuir ar ceal an hair appointment Dé Céadaoin" (cancel
the hair appointment wednesday), "meabhraigh dom an tseachtain seo chugainn insurance an bháid a renewáil" (remind me next
week to renew the boat insurance), "sábháil uimhir Mháirtín Ó Conghaile" (save the number of Máirtín Ó Conghaile), "cá
bhfuil an brochure nua?" (where is the new brochure?), "bog an folder 'X' as Downloads go Pictures" (move the 'X' folder
from Downloads to Pictures). And the Ulster Irish of a Gweedore (Donegal) cottage owner: "goidé atá ar an fhéilire agam"
(what do I have in the calendar), "cé acu nár íoc an deposit go fóill?" (who hasn't paid the deposit yet?), "ní thig léi
teacht" (she can't come), "fágfaidh siad Dé Luain an 30ú" (they will leave monday the 30th), "beirt" (2 people).

Only a request with at least two words only Irish has is read so, each known typed with or without its fadas ("amarach",
"iocta"). Irish mutates the starts of its words, and each is read mutated or plain: "Dé hAoine" (friday), "ar an
mBealtaine" (on May), "sa fhéilire" (in the calendar), "uimhir Mháirtín" (Máirtín's number), "i gCill Chiaráin" (in Cill
Chiaráin). Its order is turned round where English says it otherwise: "X a íoc" (to pay X), "insurance an bháid" (the boat
insurance), "an raibh allergy ag na Kellys" (did the Kellys have an allergy). Names ("An Cuan", "Oileán Mhic Dara", "Ó
Conghaile"), numbers, English words, what is quoted ('Eolas do Aíonna') and an event's title put in the calendar
("cruinniú le Fáilte Ireland") stay as typed, as does a place named with "an"/"na" ("i dTeach an Chnoic": in Teach an
Chnoic, "Údarás na Gaeltachta"); a few places are given their English names ("Gaoth Dobhair": Gweedore)."""

from __future__ import annotations

import re
import unicodedata

from core.planner import phrasebook


def _fold(word: str) -> str:
    """A word lower case without its fadas, as the lists are written: "Íoctha" → ioctha."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower().strip("'’-")) if unicodedata.category(c) != "Mn")


# Words only Irish has (no English word, nor one of another language the stored requests use: "agus" is an Indonesian
# name, "leat" Scottish Gaelic, "ata" Tagalog), written without fadas: two of them make a request Irish
_OWN = frozenset("""ceard cathain conas amarach inniu inne anocht areir anois fos freisin aris seol abair liom linn duit agam agat aige aici againn
    acu bhfuil raibh mbeidh beidh chuig chugainn caite seachtain tseachtain seachtaine deireadh maidin trathnona oiche oicheanta meabhraigh gcuimhne
    chuir isteach ceal cealaigh athraigh sabhail uimhir ioctha d'ioc thainig fuair thug feilire fheilire dialann cruinniu coinne airithe airithint
    samhradh geimhreadh earrach fomhair nollaig athbhliain eanair feabhra aibrean bealtaine mbealtaine meitheamh iuil lunasa luain mairt ceadaoin
    deardaoin haoine aoine sathairn domhnaigh iarraidh eile tinn creatur fhail feidir ait eigin scriobh sios gaeilge deirtear mhead teacht seomra
    reidh chlog taobh thiar faoin ais feach aionna eolas bhaid dheisionn liosta comhad fillteain scrios roinn taispeain glaoch thoil grma ansin anseo
    leathuair ceathru bliain mbliana anuraidh ordu custaimeir sonrasc earlais airgead teachtaireacht riomhphost r-phost gcomhad bhfillteain dti obair
    fanacht imeacht marcail nar bhfuair ioc scarbhileog bain teagmhail theagmhail aon rud leictreachais freagra uathoibrioch teicneoir theicneoir
    meaisin mheaisin caife briste oscailte dunta deanach luath iomlan turas bosca bhosca cuntas cuntasoir praghas orduithe comhaid caipeis doicimead
    bileog sceideal glaoigh ghlaoigh seoladh ainm eochair doras aoi chuaigh thart ndiaidh eis uair duine daoine riomhphoist dreacht breac notai goide
    caide thig dtig fosta madadh beirt triur duchas dhuchas chonai londain luide fagfaidh aimsir pictiuir earagail gaeltachta hoifigi huair scairt
    foill hioc""".split())

_LETTERS = {"á": "[áa]", "é": "[ée]", "í": "[íi]", "ó": "[óo]", "ú": "[úu]"}  # each typed with its fada or without
_ECLIPSED = {"b": "m", "c": "g", "d": "n", "f": "bh", "g": "n", "p": "b", "t": "d"}


def _m(word: str) -> str:
    """A word's pattern with its start mutated or plain: "féilire" → féilire, fhéilire, bhféilire; "aoine" → haoine."""
    first, rest = word[0], word[1:]
    if first in _ECLIPSED:
        return f"(?:{_ECLIPSED[first]})?{first}h?{rest}"
    if first in "ms":
        return f"(?:t)?{first}h?{rest}" if first == "s" else f"{first}h?{rest}"
    return f"(?:h|n-?|t-?)?{word}" if first in "aeiouáéíóú" else word


_DAYS = {"luain": "monday", "luan": "monday", "mairt": "tuesday", "ceadaoin": "wednesday", "deardaoin": "thursday",
         "aoine": "friday", "haoine": "friday", "sathairn": "saturday", "satharn": "saturday", "domhnaigh": "sunday",
         "domhnach": "sunday"}
_DAY = r"(?:(?:dé\s+)?(luain|luan|máirt|céadaoin|h?aoine|sathairn|satharn|domhnaigh|domhnach)|(déardaoin))\b"
_MONTHS = dict(zip("eanair feabhra marta aibrean bealtaine meitheamh iuil lunasa meanfomhair deireadhfomhair samhain nollaig"
                   .split(), phrasebook.MONTH_NAMES, strict=True))
_MONTH = "(" + "|".join(_m(w) for w in ("eanáir", "feabhra", "márta", "aibreán", "bealtaine", "meitheamh", "iúil", "lúnasa",
                                        "meán fómhair", "deireadh fómhair", "samhain", "samhna", "nollaig", "nollag")) + ")"
_SEASONS = {"samhradh": "summer", "geimhreadh": "winter", "earrach": "spring", "fomhar": "autumn"}


def _day(m: re.Match[str]) -> str:
    return _DAYS[_fold(m.group(1) or m.group(2))]


def _month(word: str) -> str:
    """A month said plain or mutated: "Feabhra", "mBealtaine", "na Samhna" → February, May, November."""
    plain = re.sub(r"^(?:bh(?=f)|m(?=b)|g(?=c)|n(?=[dg])|b(?=p)|d(?=t)|t(?=s)|h(?=[aeiou]))", "", _fold(word).replace(" ", ""))
    plain = re.sub(r"^([bcdfgmpst])h", r"\1", plain)
    return _MONTHS[{"samhna": "samhain", "nollag": "nollaig"}.get(plain, plain)]


_WHO = r"(?P<who>(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*(?:\s+(?:(?-i:[A-ZÁÉÍÓÚ])[\w'’-]*|de|van|von))*)"
_SUBJ = {"me": "I", "tu": "you", "se": "he", "si": "she", "muid": "we", "sinn": "we", "sibh": "you", "siad": "they"}
_BE = {"I": "am", "you": "are", "we": "are", "they": "are"}
_OBJ = {"é": "it", "í": "her", "iad": "them", "e": "it", "i": "her"}
# Verbal nouns after "a", lenited ("a sheoladh": to send), and English verbs given "-áil" ("a renewáil": to renew)
_VERBS = {"ioc": "pay", "seoladh": "send", "cheannach": "buy", "ceannach": "buy", "ordu": "order", "athnuachan": "renew",
          "sheiceail": "check", "seiceail": "check", "chur": "put", "ghlanadh": "clean", "dheisiu": "fix", "fhail": "find",
          "bhailiu": "collect", "phacail": "pack", "chealu": "cancel", "bhogadh": "move", "athru": "change", "scriobh": "write",
          "leamh": "read", "shocru": "sort out", "ullmhu": "get ready", "phriontail": "print", "roinnt": "share",
          "shabhail": "save", "scriosadh": "delete", "dheanamh": "do", "insint": "tell", "sheoladh": "send"}
_VERB = r"(?P<vn>íoc|sheoladh|cheannach|ordú|athnuachan|sheiceáil|chur|ghlanadh|dheisiú|fháil|bhailiú|phacáil|chealú|bhogadh|" \
        r"athrú|scríobh|léamh|shocrú|ullmhú|phriontáil|roinnt|shábháil|scriosadh|dhéanamh|insint|[a-z]+áil)"
# "ag" with a verbal noun: "ag teacht" (coming)
_ING = {"teacht": "coming", "imeacht": "leaving", "fanacht": "staying", "obair": "working", "dul": "going", "ioc": "paying",
        "glaoch": "calling", "scriobh": "writing", "fagail": "leaving", "cuardach": "looking for", "caint": "talking"}
_ING_RE = r"(teacht|imeacht|fanacht|obair|dul|íoc|glaoch|scríobh|fágáil|cuardach|caint)"
# Nouns of a small business (written small), singular and plural; after a number Irish keeps the singular ("2 oíche")
_NOUNS = dict(pair.split(":") for pair in """seomra:room seomrai:rooms oiche:night oicheanta:nights aoi:guest aionna:guests airithint:booking
    airithinti:bookings cruinniu:meeting coinne:appointment feilire:calendar dialann:calendar liosta:list comhad:file comhaid:files fillteain:folder
    caipeis:document doicimead:document scarbhileog:spreadsheet bileog:sheet riomhphost:email r-phost:email teachtaireacht:message teacs:text
    uimhir:number fon:phone teagmhail:contact sonrasc:invoice bille:bill iocaiocht:payment earlais:deposit airgead:money praghas:price costas:cost
    custaimeir:customer custaimeiri:customers ordu:order orduithe:orders nota:note notai:notes tasc:task teach:house bad:boat turas:trip turais:trips
    bricfeasta:breakfast dinnear:dinner foireann:staff fear:man bean:woman paisti:children duine:person daoine:people la:day laethanta:days
    seachtain:week seachtaine:week mi:month bliain:year uair:hour uaire:hours eochair:key seoladh:address data:date cuntasoir:accountant siopa:shop
    carr:car oifig:office teicneoir:technician bosca:box boscai:boxes doras:door cuntas:account ainm:name filltean:folder pictiur:picture
    pictiuir:pictures grianghraf:photo grianghraif:photos madadh:dog madra:dog aimsir:weather oifigi:offices""".split())
_PLURAL = {"room": "rooms", "night": "nights", "guest": "guests", "booking": "bookings", "person": "people", "day": "days",
           "week": "weeks", "month": "months", "year": "years", "hour": "hours", "file": "files", "trip": "trips",
           "order": "orders", "customer": "customers", "note": "notes", "key": "keys", "boat": "boats"}
_NOUN_RE = r"(?-i:([^\W\d_A-ZÁÉÍÓÚ][\w-]*))"
# Nouns said after the thing they own ("insurance an bháid": the boat insurance)
_OWNER = {"bháid": "boat", "tí": "house", "tseomra": "room", "chustaiméara": "customer", "charr": "car", "chairr": "car",
          "bhille": "bill", "chruinnithe": "meeting", "turais": "trip", "tsiopa": "shop", "oifige": "office",
          "chuntais": "account", "árasáin": "flat", "bhricfeasta": "breakfast", "fhoirne": "staff", "chistine": "kitchen",
          "mheaisín caife": "coffee machine", "mheaisín níocháin": "washing machine", "bhoiler": "boiler", "chócaireáin": "cooker"}
_OWNER_RE = "(" + "|".join(sorted(_OWNER, key=len, reverse=True)) + ")"
_OWNERS = {_fold(k): v for k, v in _OWNER.items()}
_ADJ = {"reidh": "ready", "tinn": "sick", "nua": "new", "saor": "free", "dunta": "closed", "oscailte": "open", "deanach":
        "late", "luath": "early", "mor": "big", "beag": "small", "iomlan": "full", "glan": "clean", "briste": "broken",
        "ioctha": "paid"}


def _plain(word: str) -> str:
    """A word with its start unmutated: "theicneoir" → teicneoir, "bhfillteán" → fillteán, "tseomra" → seomra."""
    word = re.sub(r"^(?:bh(?=f)|m(?=b)|g(?=c)|n(?=[dg])|b(?=p)|d(?=t)|t(?=s)|h(?=[aeiou])|[nt]-)", "", _fold(word))
    return re.sub(r"^([bcdfgmpst])h", r"\1", word)


def _noun(word: str, many: bool = False) -> str:
    """A noun as English ("oíche" → night, "theicneoir" → technician), in the plural when ``many``; others stay as typed."""
    said = (_NOUNS.get(_fold(word)) or _NOUNS.get(_plain(word)) or word).replace("_", " ")
    return _PLURAL.get(said, said) if many else said


_WHEN = r"(?P<when>\s+(?:today|tomorrow|tonight|this\s+\w+|next\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday))?"


def _deed(said: str):
    """The thing said before the deed, turned round: "meabhraigh dom X a íoc" → remind me to pay X, "ní féidir liom é a
    fháil" → I can't find it."""
    def turned(m: re.Match[str]) -> str:
        vn = _fold(m.group("vn"))
        verb = _VERBS.get(vn) or re.sub(r"e?ail$", "", vn)
        thing = m.group("obj")
        return f"{said}{m.group('when') or ''}{' to' if said == 'remind me' else ''} {verb} {_OBJ.get(thing.lower(), thing)}"
    return turned


# Frames said before a thing and its deed: "meabhraigh dom" (remind me), "ní féidir liom" (I can't), "caithfidh mé" (I have to)
_FRAMES = {r"meabhraigh\s+dom|cuir\s+i\s+gcuimhne\s+dom": "remind me", r"ní\s+féidir\s+liom|níl\s+mé\s+in\s+ann": "I can't",
           r"caithfidh\s+mé": "I have to", r"ba\s+mhaith\s+liom": "I'd like to", r"an\s+féidir\s+leat": "can you",
           r"ná\s+déan\s+dearmad": "don't forget to"}
_TURNED = [(r"\b(?:" + frame + ")" + _WHEN + r"\s+(?P<obj>[^,.?!:]{1,60}?)\s+a\s+" + _VERB + r"\b", _deed(said))
           for frame, said in _FRAMES.items()]

_CAL = r"(?:sa|san|i|ar\s+an|sna)\s+(?:" + _m("féilire") + "|" + _m("dialann") + r")\b"
_PERIODS = {"seachtain": "week", "tseachtain": "week", "mi": "month", "mhi": "month", "bliain": "year", "bhliain": "year",
            **_SEASONS}
_WHICH = {"seo chugainn": "next", "seo caite": "last", "seo a chuaigh thart": "last", "seo": "this"}
_WHICH_RE = r"(seo\s+chugainn|seo\s+caite|seo\s+a\s+chuaigh\s+thart|seo)\b"
_DOES = {"dheisionn": "fixes", "dheanann": "makes", "dhiolann": "sells", "oibrionn": "works", "ghlanann": "cleans",
         "thagann": "comes", "thugann": "brings", "fhanann": "stays", "ghlanfaidh": "will clean"}
_AMBIGUOUS = {"fear", "bean", "teach", "data", "bad", "la", "mi", "fon", "carr", "bille", "nota", "tasc", "turas", "costas"}
_HOLIDAYS = {"nollaig": "Christmas", "nollag": "Christmas", "athbhliain": "New Year", "chaisc": "Easter", "caisc": "Easter"}


def _subj(word: str) -> str:
    """A subject as English: "sí" → she; "an seomra" stays, read further on."""
    return _SUBJ.get(_fold(word), word)


def _is(word: str) -> str:
    said = _subj(word)
    return f"{said} {_BE.get(said, 'is')}"


_SMALL = {"ar fad": "altogether", "le chéile": "together", "go léir": "all", "fós": "still", "anois": "now", "arís": "again",
          "freisin": "too", "ansin": "then", "anseo": "here", "agus": "and", "ach": "but", "le": "with", "chuig": "to",
          "faoin": "about the", "faoi": "about", "sa": "in the", "san": "in the", "ar an": "on the", "den": "of the",
          "don": "for the", "mo": "my", "dom": "me", "liom": "with me", "ag": "at", "sí": "she", "sé": "he", "siad": "they",
          "thuas ar": "up on", "thuas": "up", "suas": "up", "síos": "down", "sna": "in the", "roimh": "before", "fáilte": "welcome",
          "an féidir leat": "can you", "i ndiaidh": "after"}
# Ulster (Donegal) said as Connemara says it or in English, longest first: "goidé" (what), "cá mhéad" (how much), "fá dtaobh den"
# (about the), "fosta" (too), "rud ar bith" (anything), "beirt" (2 people), "lúide" (minus), "Gaoth Dobhair" (Gweedore)
_ULSTER = dict(pair.strip().split("=") for pair in """goidé=cad é;caidé=cad é;cad chuige=why;cá mhéad=cé mhéad;fá dtaobh den nollaig=about
    Christmas;fá dtaobh den=about the;fá dtaobh de=about;fá choinne=for;fán=about the;fá=about;fosta=too;ar chor ar bith=at all;rud ar
    bith=anything;duine ar bith=anyone;scairt ar=call;cuir scairt ar=call;fáilte go=welcome to;san iomlán=in total;lúide=minus;móide=plus;
    an chuid eile den=the rest of the;an chuid eile=the rest;is é an ceann nua=the new one is;an ceann nua=the new one;beirt=2 people;
    triúr=3 people;ceathrar=4 people;Gaoth Dobhair=Gweedore;Londain=London;Dún na nGall=Donegal;Leitir Ceanainn=Letterkenny;Béal
    Feirste=Belfast;Doire=Derry;Sasana=England;Albain=Scotland;an Earagail=Errigal;Earagail=Errigal""".replace("\n    ", " ").split(";"))
# "ní thig léi teacht" (she can't come), "fágfaidh siad" (they will leave), "cad é a scríobh mé" (what did I write)
_WITH = {"liom": "I", "leat": "you", "leis": "he", "lei": "she", "linn": "we", "libh": "you", "leo": "they"}
_INF = {"teacht": "come", "dul": "go", "fanacht": "stay", "imeacht": "leave", "ioc": "pay", "glaoch": "call", "fagail": "leave"}
_INF_RE = r"(?:\s+(?P<vn>teacht|dul|fanacht|imeacht|íoc|glaoch|fágáil)\b)?"
_WILL = {"fagfaidh": "leave", "imeoidh": "leave", "tiocfaidh": "come", "iocfaidh": "pay", "seolfaidh": "send", "fanfaidh": "stay"}
_PAST = {"scriobh": "write", "duirt": "say", "d'ioc": "pay", "cheannaigh": "buy", "sheol": "send", "rinne": "do", "chuir": "put"}


def _then(m: re.Match[str], to: str = " to ") -> str:
    """The verbal noun after "can" or "want" as the verb: "ag iarraidh dul" (want to go), "ní thig léi teacht" (she can't come)."""
    return f"{to}{_INF[_fold(m.group('vn'))]}" if m.group("vn") else ""


_PHRASES_SAID: list[tuple[str | re.Pattern[str], object]] = [
    # thanks, please and greetings say nothing to do: "go raibh maith agat", "le do thoil", "GRMA", "a chara", "a stór"
    (r"[,.\s]*\b(?:go\s+raibh\s+(?:míle\s+)?maith\s+agat|grma|le\s+do\s+thoil|a\s+chara|a\s+stór)\b[.!]?", " "),
    (r"^\s*(?:dia\s+duit|haigh)\s*[,!]?\s*", ""), (r"\ban\s+créatúr\b", "the poor thing"),
    # names mutated: "uimhir Mháirtín" (Máirtín's number), "do Sheán" (to Seán), "i gCill Chiaráin" (in Cill Chiaráin); a
    # place's own mutation stays ("Oileán Mhic Dara")
    (r"\b(a|do|ó|faoi|de|ar|uimhir|seoladh)\s+(?-i:([BCDFGMPST])h(?=[^\W\d_A-ZÁÉÍÓÚ]))", r"\1 \2"), (r"\bi\s+(?-i:(?:bh|m|g|n|b|d|t)-?)(?=(?-i:[A-ZÁÉÍÓÚ][^\W\d_A-ZÁÉÍÓÚ]))", "in "),
    (r"\b(?:i\s+)?(?-i:n)?(?-i:G)aillimh\b", "Galway"), (r"\bBaile\s+Átha\s+Cliath\b", "Dublin"),
    # Ulster (Donegal): "cé acu" (which; who of them), "go fóill" (yet, still), "ní thig léi teacht" (she can't come)
    *[(r"(?<![\w'’])" + said.replace(" ", r"\s+") + r"(?![\w'’])", english) for said, english in sorted(_ULSTER.items(), key=lambda s: -len(s[0]))],
    (r"\bcá\s+huair\s+(?:atá|a\s+bhfuil)\s+" + _WHO + r"\s+ag\s+" + _ING_RE, lambda m: f"when is {m.group('who')} {_ING[_fold(m.group(m.lastindex))]}"),
    (r"\b(cad\s+é\s+mar|cá\s+huair)(\s+(?:atá|a\s+bhfuil))?\b", lambda m: ("when" if "huair" in m.group(1) else "how") + (" is" if m.group(2) else "")),
    (r"\bcé\s+acu\s+(?=(?:nár|nach|a|atá)\b)", "cé "), (r"\bcé\s+acu\s+(\w+)\s+(?:atá|a\s+bhfuil)\b", lambda m: f"which {_noun(m.group(1))} is"),
    (r"\bcé\s+acu\b", "which"), (r"\bcé\s+nár\s+íoc\b(?=[^?.!]*\bgo\s+fóill\b)", "who hasn't paid"), (r"\bná\s+seol\s+(?:é\s+)?go\s+fóill(?:\s+é)?\b", "don't send it yet"),
    (r"(\b(?:níl|ní|nár|ná|nach|níor|cha|chan|hasn't)\b[^.?!]*?)\s+go\s+fóill\b", r"\1 yet"), (r"\bgo\s+fóill\b", "still"),
    (r"\ban\s+bhfuair\s+(mé|muid)\s+(?:aon\s+rud|anything)\s+ó\b", lambda m: f"did {_subj(m.group(1))} get any mail from"),
    (r"\ban\s+dtig\s+(?:leat|libh)" + _INF_RE, lambda m: "can you" + _then(m, " ") if m.group("vn") else "an féidir leat"),
    (r"\b(?:ní|cha)\s+thig\s+liom\b(?!" + _INF_RE[3:-2] + ")", "ní féidir liom"),  # the deed said first: "ní thig liom é a fháil"
    (r"\b(?:(?:ní|cha)\s+)?thig\s+(?:(?P<with>liom|leat|leis|léi|linn|libh|leo)|le\s+" + _WHO + ")" + _INF_RE, lambda m: (_WITH[_fold(
        m.group("with"))] if m.group("with") else m.group("who")) + (" can't" if _fold(m.group(0))[0] in "nc" else " can") + _then(m, " ")),
    # "cad é atá le déanamh agam" (what do I have to do), "cad é a scríobh mé síos" (what did I write down), "a bhí againn" (we had)
    (r"\b(?:céard|cad(?:\s+é)?)\s+(?:atá|a\s+bhfuil)\s+(le\s+déanamh|" + _CAL + r")\s+(agam|againn)\b", lambda m: "what do " + (
        "I" if _fold(m.group(2)) == "agam" else "we") + " have " + ("to do" if _fold(m.group(1)).startswith("le") else "in the calendar")),
    (r"\b(?:céard|cad(?:\s+é)?)\s+a\s+(scríobh|dúirt|d'íoc|cheannaigh|sheol|rinne|chuir)\s+(mé|tú|sé|sí|siad|muid)(\s+síos)?\b",
     lambda m: f"what did {_subj(m.group(2))} {_PAST[_fold(m.group(1))]}" + (" down" if m.group(3) else "")),
    (r"\b(?:céard|cad(?:\s+é)?)\s+(an\s+[\w-]+)\s+a\s+bhí\s+(agam|againn)\b", lambda m: f"what was {m.group(1)} {'I' if _fold(m.group(2)) == 'agam' else 'we'} had"),
    (r"\b(?:céard|cad(?:\s+é)?|cén)\s+(?:an\s+)?uimhir\s+(?:fóin\s+)?(?:atá\s+)?ag\s+(?=an\b|na\b)", "what's the number of "),
    (r"\b(?:faigh|aimsigh)\s+(?:dom\s+)?uimhir\s+(?:fóin\s+)?", "find the number of "),
    # "d'íoc X an deposit, cuir isteach é" (X paid the deposit, mark it paid), "an booking ag Anna" (Anna's booking), "go bhfuil
    # an t-airgead le híoc" (that the money is to be paid), "cead ag an madadh teacht" (the dog is allowed to come)
    (r"(\b(?:d'íoc|íoctha)\b[^.?!]{1,80}?)\s*,?\s*cuir\s+isteach\s+(?:é|í)\b", r"\1, mark it paid"),
    (r"\b(?-i:an)\s+(booking|áirithint|ordú|order|seomra|room|bille)\s+ag\s+" + _WHO, lambda m: f"{m.group('who')}'s {_noun(m.group(1))}"),
    (r"\bcé\s+mhéad\s+(?:atá|a\s+bhfuil)\s+le\s+h?íoc\s+ag\s+" + _WHO, r"how much does \g<who> owe"),
    (r"\bgo\s+bhfuil\s+([^,.?!]{1,40}?)\s+le\s+h?íoc\b", r"that \1 is to be paid"), (r"\ble\s+h?íoc\b", "to pay"),
    (r"\b(go\s+bhfuil|tá)\s+cead\s+ag\s+((?-i:an|na)\s+[\w-]+|" + _WHO + ")" + _INF_RE, lambda m: ("that " if m.group(1)[0] in "gG" else "")
     + f"{m.group(2)} {'are' if m.group(2).startswith('na ') else 'is'} allowed" + _then(m)),
    (r"\btá\s+((?-i:an|na)\s+[^,.?!]{1,40}?)\s+(?=(?:réidh|tinn|saor|dúnta|oscailte|déanach|luath|briste)\b)", lambda m: f"{m.group(1)} {'are' if m.group(1).startswith('na') else 'is'} "),
    (r"\btá\s+sé\s+(?=(?:sa|san|sna|i|ar\s+an)\s+(?:spreadsheet|scarbhileog|doc|cáipéis|comhad|file|folder|fillteán|drive|email|ríomhphost|liosta|list)\b)", "it's "),
    (r"\b(?:tá\s+)?(?-i:na)\s+((?-i:[A-ZÁÉÍÓÚ])[\w'’-]*)\s+ag\s+iarraidh" + _INF_RE, lambda m: f"the {m.group(1)} want" + _then(m)),
    (r"\b(?:tá\s+)?" + _WHO + r"\s+ag\s+iarraidh" + _INF_RE, lambda m: f"{m.group('who')} wants" + _then(m)),
    # "18ú go 21ú Nollaig" (18 to 21 December), "as X ó dhúchas é" (he is from X originally), "ina chónaí i" (lives in)
    (r"\b(fágfaidh|imeoidh|tiocfaidh|íocfaidh|seolfaidh|fanfaidh)\s+(mé|tú|sé|sí|siad|muid|sibh|" + _WHO + r")\b", lambda m: f"{_subj(m.group(2))} will {_WILL[_fold(m.group(1))]}"),
    (r"\b(\d{1,2})ú?\s+go\s+(?:dtí\s+)?(?=\d{1,2}ú?\s+(?:de\s+mhí\s+|mí\s+)?(?:na\s+)?" + _MONTH + ")", r"\1 to "),
    (r"\b(an\s+)?(\d{1,2})ú\b(?!\s+(?:lá\s+)?(?:de\s+mhí\s+|mí\s+)?(?:na\s+)?" + _MONTH + ")", lambda m: ("the " if m.group(1) else "")
     + m.group(2) + ("th" if m.group(2) in ("11", "12", "13") else {"1": "st", "2": "nd", "3": "rd"}.get(m.group(2)[-1], "th"))),
    (r"\broimh\s+(?:an\s+)?(?=\d)", "before "),
    (r"\bina\s+(g?ch?ónaí)\s+(?:i|in|ar)\s+(?:(?-i:bh|m|g|n|b|d|t)-?(?=(?-i:[A-ZÁÉÍÓÚ])))?", lambda m: "live in " if m.group(1)[0] in "gG" else "lives in "),
    (r"\bas\s+([^,.?!]{1,30}?)\s+ó\s+dhúchas\s+(é|í|iad)\b", lambda m: {"e": "he is", "i": "she is"}.get(_fold(m.group(2)), "they are") + f" from {m.group(1)} originally"),
    (r"\bas\s+Gaeilge\b", "in Irish"), (r"\bas\s+Béarla\b", "in English"), (r"\baon\s+rud\b", "anything"), (r"\bfreagra\s+(?:uathoibríoch|auto)\b|\bauto[\s-]?reply\b", "auto reply"),
    (r"\bcuir\s+(?:an\s+|the\s+)?(auto\s+reply|out\s+of\s+office)\s+(?:ar\s+siúl|ar)\b", r"put the \1 on"),
    (re.compile(r"(?<![\w'’])ón\s+(?=\d)"), "from "), (re.compile(r"(?<![\w'’])ón(?![\w'’])"), "from the"),
    # dates: "12 Feabhra", "an 3ú Nollaig", "i mí na Samhna" (in November), "don Nollaig" (for Christmas)
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME, (r"\b(\d{1,2})(?:ú|u)?\s+(?:lá\s+)?(?:de\s+mhí\s+|mí\s+)?(?:na\s+)?" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_month(m.group(2))}"),
    (r"\bi\s+(?:mí|mhí)\s+(?:na\s+)?" + _MONTH + r"\b", lambda m: "in " + _month(m.group(1))), (r"\b(?:mí|mhí)\s+(?:na\s+)?" + _MONTH + r"\b", lambda m: _month(m.group(1))),
    (r"\blá\s+(?:nollag|nollaig)\b", "Christmas Day"), (r"\boíche\s+(?:nollag|nollaig)\b", "Christmas Eve"),
    (r"\boíche\s+chinn\s+bliana\b", "New Year's Eve"), (r"\blá\s+caille\b", "New Year's Day"),
    (r"\b(?:don|go\s+dtí\s+an|roimh\s+an|faoin)\s+(?=(?:nollaig|nollag|athbhliain|cháisc)\b)", lambda m: {"d": "for ", "g": "until ", "r": "before ", "f": "by "}[m.group(0)[0].lower()]),
    (r"\b(?:an\s+)?(nollaig|nollag|athbhliain|cháisc|cáisc)\b", lambda m: _HOLIDAYS[_fold(m.group(1))]),
    (r"\b(?:i\s+|ar\s+an\s+)?(?-i:(?:m|bh|h)?([EFMAIL]\w+))\b(?=\s+\d{4})", lambda m: (("in " + _month(m.group(1))) if _fold(m.group(1)) in _MONTHS else m.group(0))),
    # times: "ag 2" (at 2), "3 a chlog" (3 o'clock), "leathuair tar éis 3" (3:30), "10 ar maidin" (10am), "ó 3 go 5"
    (r"\b(\d{1,2})\s+a\s+chlog\b", r"\1 o'clock"), (r"\bleathuair\s+(?:tar\s+éis|i\s+ndiaidh)\s+(\d{1,2})\b", r"\1:30"),
    (r"\bceathrú\s+(?:tar\s+éis|i\s+ndiaidh)\s+(\d{1,2})\b", r"\1:15"), (r"\b(\d{1,2}(?::\d\d)?)\s+(?:ar\s+maidin|sa\s+mhaidin)\b", r"\1am"),
    (r"\b(\d{1,2}(?::\d\d)?)\s+(?:tráthnóna|san\s+oíche|istoíche|sa\s+tráthnóna)\b", r"\1pm"),
    (r"\bó\s+(\d{1,2}(?::\d\d)?(?:am|pm)?)\s+go\s+(?:dtí\s+)?(\d{1,2}(?::\d\d)?)", r"from \1 to \2"),
    (r"\bó\s+(?=\d)", "from "), (r"\b(?:ag|ar)\s+a\s+(?=\d)", "at "), (r"\bag\s+(?=[€£$]?\d)", "at "),
    (r"\bmaidin\s+amárach\b|\bamárach\s+ar\s+maidin\b", "tomorrow morning"), (r"\btráthnóna\s+amárach\b|\bamárach\s+sa\s+tráthnóna\b", "tomorrow afternoon"),
    (r"\btráthnóna\s+inniu\b|\binniu\s+sa\s+tráthnóna\b", "this afternoon"), (r"\barú\s+amárach\b", "the day after tomorrow"),
    (r"\bamárach\b", "tomorrow"), (r"\binniu\b", "today"), (r"\binné\b", "yesterday"), (r"\banocht\b", "tonight"),
    (r"\baréir\b", "last night"), (r"\bar\s+maidin\b", "this morning"), (r"\bi\s+mbliana\b", "this year"),
    (r"\banuraidh\b", "last year"), (r"\bgo\s+dtí\s+(?=(?:today|tomorrow|\d))", "until "),
    # "an deireadh seachtaine seo" (this weekend), "an tseachtain seo chugainn" (next week), "an samhradh seo caite" (last summer)
    (r"\b(?:an\s+|ag\s+an\s+)?deireadh\s+(?:na\s+)?seachtaine\s+" + _WHICH_RE, lambda m: _WHICH[re.sub(r"\s+", " ", m.group(1).lower())] + " weekend"),
    (r"\b(?:ag\s+|ar\s+)?an\s+deireadh\s+seachtaine\b|\bdeireadh\s+seachtaine\b", "at the weekend"),
    (r"\b(?:an\s+|na\s+)?(tseachtain|seachtain|mhí|mí|bhliain|bliain|samhradh|geimhreadh|earrach|fómhar)\s+" + _WHICH_RE,
     lambda m: f"{_WHICH[re.sub(r'[ ]+', ' ', m.group(2).lower())]} {_PERIODS[_fold(m.group(1))]}"),
    (r"\b(?:don|do\s+an)\s+(?=(?:next|this|last)\b)", "for "),
    # days: "Dé hAoine" (friday), "Déardaoin" (thursday), "ar an Luan" (on monday), "Dé Máirt seo chugainn" (next tuesday)
    (r"\b(?:ar\s+an\s+)?" + _DAY + r"\s+" + _WHICH_RE, lambda m: f"{_WHICH[re.sub(r'[ ]+', ' ', m.group(3).lower())]} {_day(m)}"),
    (r"\bar\s+an\s+" + _DAY, lambda m: "on " + _day(m)), (r"\b" + _DAY, _day),
    # questions: "cé atá ag teacht" (who is coming), "cé mhéad" (how much), "céard atá agam" (what do I have), "cá bhfuil" (where is)
    (r"\bcé\s+mhéad\s+(oíche|aoi|duine|seomra|airithint)\s+(?:atá|a\s+bhfuil)\s+(agam|againn)\b",
     lambda m: f"how many {_noun(m.group(1), True)} do {'I' if m.group(2).lower() == 'agam' else 'we'} have"),
    (r"\bcé\s+mhéad\s+(oíche|aoi|duine|seomra|lá|seachtain|uair|airithint)\b", lambda m: "how many " + _noun(m.group(1), True)),
    (r"\bcé\s+mhéad\s+(?:é|sin|atá\s+air\s+sin)\b", "how much is that"), (r"\bcé\s+mhéad\s+a\s+d'íoc\s+" + _WHO, r"how much did \g<who> pay"),
    (r"\b(how\s+many\s+\w+)\s+(?:atá|a\s+bhfuil)\b", r"\1 are"), (r"\bcé\s+mhéad\s+(?:atá|a\s+bhfuil)\b", "how much is"), (r"\bcé\s+mhéad\b", "how much"), (r"\ble\s+teacht\s+isteach\b", "to come in"),
    (r"\bcé\s+(?:nár\s+íoc|(?:atá|nach\s+bhfuil)\s+(?:fós\s+)?gan\s+íoc)(?:\s+fós)?\b", "who still hasn't paid"),
    (r"\bcé\s+(?:atá|a\s+bhfuil)\s+ag\s+" + _ING_RE, lambda m: "who is " + _ING[_fold(m.group(1))]),
    (r"\bcé\s+a\s+chuir\s+(.{1,40}?)\s+in\s+áirithe\b", r"who booked \1"), (r"\bcé\s+a\s+d'íoc\b", "who paid"),
    (r"\bcé\s+(?:atá|hé|hí)\b", "who is"), (r"\bcé\s+a\b", "who"), (r"\bcé\b", "who"),
    (r"\b(?:céard|cad|cad\s+é|goidé)\s+(?:atá|a\s+bhfuil)\s+(agam|againn|agat)\b", lambda m: "what do " + {"agam": "I", "againn": "we", "agat": "you"}[m.group(1).lower()] + " have"),
    (r"\b(?:céard|cad)\s+atá\s+ar\s+siúl\b", "what is on"), (r"\b(?:céard|cad)\s+(?:atá|é|is\s+é)\b", "what is"),
    (r"\b(?:céard|goidé)\b", "what"), (r"\bcá\s+bhfuil\b", "where is"), (r"\bcá\s+háit\b|\bcá\b", "where"),
    (r"\bcathain\b|\bcén\s+uair\b", "when"), (r"\bcén\s+t-am\b", "what time"), (r"\bcén\s+lá\b", "what day"),
    (r"\bcén\s+fáth\b", "why"), (r"\bconas\s+a\s+deirtear\b", "how do you say"), (r"\bconas\b", "how"),
    (r"\bcén\s+uimhir\s+(?:fóin\s+)?(?:atá\s+)?ag\s+" + _WHO, r"what's \g<who>'s number"), (r"\bcén\b", "which"),
    (r"\ban\s+bhfuil\s+(.{1,40}?)\s+(agam|againn)\b", lambda m: f"do {'I' if m.group(2).lower() == 'agam' else 'we'} have {m.group(1)}"),
    (r"\ban\s+bhfuil\s+aon\b", "is there any"), (r"\ban\s+bhfuil\s+(mé|tú|sé|sí|siad|muid)\b", lambda m: " ".join(reversed(_is(m.group(1)).split()))), (r"\ban\s+bhfuil\b", "is there"),
    (r"\ban\s+raibh\s+(\w+)\s+ag\s+((?-i:na)\s+\w+|" + _WHO + r")", lambda m: f"did {re.sub('^na ', 'the ', m.group(2))} have "
     f"{'an' if m.group(1)[0].lower() in 'aeiou' else 'a'} {m.group(1)}"),
    (r"\ban\s+raibh\s+(.{1,30}?)\s+(aige|aici|acu)\b", lambda m: f"did {dict(aige='he', aici='she', acu='they')[m.group(2).lower()]} have {m.group(1)}"),
    (r"\ban\s+raibh\b", "was there"), (r"\bar\s+tháinig\s+(?:an\s+|aon\s+)?(?:email|e-mail|ríomhphost|r-phost|teachtaireacht|mail)\b", "did I get an email"),
    (r"\bar\s+tháinig\s+(an\s+\w+|" + _WHO + r")", r"has \1 arrived"), (r"\btháinig\b", "came"), (r"\ban\s+bhfuair\s+(mé|tú|sé|sí|siad|muid)\b", lambda m: f"did {_subj(m.group(1))} get"),
    (r"\bar\s+íoc\s+" + _WHO, r"has \g<who> paid"), (r"\bar\s+sheol\s+" + _WHO, r"did \g<who> send"),
    # "seol email chuig X" (send an email to X), "abair léi go" (tell her that), "ná seol fós é" (don't send it yet)
    (r"\b(?:seol|cuir)\s+(?:an\s+|a\s+)?(?:email|e-mail|ríomhphost|r-phost|teachtaireacht|mail)\s+(?:chuig|go\s+dtí|ar)\s+", "send an email to "),
    (r"\b(?:seol|cuir)\s+téacs\s+(?:chuig|go|ar)\s+", "send a text to "), (r"\b(?:scríobh|déan)\s+dréacht(?:\s+email|\s+ríomhphoist)?\s+(?:chuig|do|go)\s+", "write a draft email to "),
    (r"\bscríobh\s+(?:email\s+|ríomhphost\s+)?chuig\s+", "email "), (r"\bná\s+seol\s+(?:é\s+fós|fós\s+é)\b", "don't send it yet"), (r"\bná\s+seol\s+é\b", "don't send it"),
    (r"\bseol\s+(?:é|í)\s+chuig\s+", "send it to "), (r"\bseol\s+chuig\s+", "send to "), (r"\bseol\b", "send"),
    # "go mbeidh an seomra réidh" (that the room will be ready), "go bhfuil parking …" (that there is parking …), "tá sí tinn"
    (r"\bgo\s+mbeidh\s+(an\s+\w+|mé|tú|sé|sí|siad|muid|" + _WHO + r")", lambda m: f"that {_subj(m.group(1))} will be"),
    (r"\bgo\s+bhfuil\s+(mé|tú|sé|sí|siad|muid)\b", lambda m: "that " + _is(m.group(1))), (r"\bgo\s+bhfuil\s+(an\s+\w+)\b", r"that \1 is"),
    (r"\bgo\s+bhfuil\b", "that there is"), (r"\btá\s+" + _WHO + r"\s+íoctha\b", r"\g<who> has paid"),
    (r"\babair\s+(léi|leis|leo)(\s+go\b)?", lambda m: "tell " + {"lei": "her", "leis": "him", "leo": "them"}[_fold(m.group(1))] + (" that" if m.group(2) else "")),
    (r"\b(?:abair\s+le|inis\s+do)\s+" + _WHO + r"(\s+go\b)?", lambda m: f"tell {m.group('who')}" + (" that" if m.group(2) else "")),
    (r"\btá\s+(mé|tú|sé|sí|siad|muid)\b", lambda m: _is(m.group(1))), (r"\bníl\s+am\s+agam\b", "I don't have time"),
    (r"\bníl\s+(.{1,30}?)\s+agam\b", r"I don't have \1"), (r"\btá\s+(.{1,30}?)\s+agam\b", r"I have \1"),
    # "meabhraigh dom X a íoc" (remind me to pay X), "ní féidir liom é a fháil" (I can't find it): the deed said first
    *_TURNED, (r"\b(?:meabhraigh|cuir\s+i\s+gcuimhne)\s+dom\s+faoi\b", "remind me about"), (r"\b(?:meabhraigh|cuir\s+i\s+gcuimhne)\s+dom\b", "remind me"),
    (r"\bní\s+féidir\s+liom\b|\bníl\s+mé\s+in\s+ann\b", "I can't"), (r"\b(?:glaoch|glaoigh)\s+ar\b", "call"),
    # the calendar: "cuir isteach sa fhéilire:" (put in the calendar:), "cuir X sa fhéilire" (put X in the calendar)
    (r"\bcuir\s+isteach\s+" + _CAL, "put in the calendar"), (r"\bcuir\s+(.{1,50}?)\s+" + _CAL, r"put \1 in the calendar"), (_CAL, "in the calendar"),
    # "cuir ar ceal" (cancel), "bog X go Y" (move X to Y), "athraigh X go Y" (change X to Y), "cuir siar" (put back)
    (r"\bcuir\s+ar\s+ceal\b|\bcealaigh\b", "cancel"), (r"\bar\s+ceal\b", "cancelled"),
    (r"\bcuir\s+(?:siar\s+)?(.{1,50}?)\s+(?:siar\s+)?go\s+dtí\s+", r"move \1 to "), (r"\bcuir\s+siar\b", "postpone"),
    (r"\b(bog|athraigh)\s+(.{1,60}?)\s+go\s+(?:dtí\s+)?", lambda m: ("move " if m.group(1).lower() == "bog" else "change ") + m.group(2) + " to "),
    (r"\bbog\b", "move"), (r"\bathraigh\b", "change"), (r"\ban\s+(folder|fillteán|comhad|file|doc|cáipéis)\s+(\ue000\d+\ue001)", lambda m: f"the {m.group(2)} {_noun(m.group(1))}"),
    (r"\bas\s+(?=(?-i:[A-Z])|an\b|na\b)", "from "),
    # paid: "Pádraig íoctha" (Pádraig paid), "marcáil X mar íoctha" (mark X paid), "d'íoc X" (X paid)
    (r"\bmarcáil\s+(?:é|í|iad)\s+(?:mar\s+)?íoctha\b", "mark it paid"), (r"\bmarcáil\s+(.{1,40}?)\s+(?:mar\s+)?íoctha\b", r"mark \1 paid"),
    (r"\bd'íoc\s+" + _WHO, r"\g<who> paid"), (r"\bgan\s+íoc\b", "unpaid"), (r"\bíoctha\b|\bd'íoc\b", "paid"), (r"\bíoc\b", "pay"),
    (r"\bthug\s+(sé|sí|siad|" + _WHO + r")\s+(.{1,40}?)\s+dom\b", lambda m: f"{_subj(m.group(1))} gave me {m.group(m.lastindex)}"),
    (r"\bfuair\s+(mé|sé|sí|siad|muid)\s+(?:email|ríomhphost|r-phost)\b", lambda m: f"{_subj(m.group(1))} got an email"),
    (r"\bfuair\s+(mé|sé|sí|siad|muid)\b", lambda m: f"{_subj(m.group(1))} got"),
    # lists and rows: "cuir isteach é" (add it), "cuir X leis an liosta" (add X to the list), "bain X den liosta", "scrios"
    (r"\bcuir\s+isteach\s+(é|í|iad)\b", lambda m: "add " + _OBJ[_fold(m.group(1))]), (r"\bcuir\s+(.{1,40}?)\s+(?:leis\s+an|ar\s+an)\s+liosta\b", r"add \1 to the list"),
    (r"\bbain\s+(.{1,40}?)\s+(?:den|as\s+an|ón)\s+liosta\b", r"take \1 off the list"), (r"\bscrios\s+(?:é|í|iad)\b", "delete it"),
    (r"\bscrios\b", "delete"), (r"\bcuir\s+(.{1,40}?)\s+in\s+áirithe\b", r"book \1"), (r"\bin\s+áirithe\b", "booked"),
    # contacts: "sábháil uimhir X" (save the number of X), "uimhir X" (X's number), "teagmháil nua" (new contact)
    (r"\bsábháil\s+uimhir\s+(?:fóin\s+)?", "save the number of "), (r"\bsábháil\s+(.{1,40}?)\s+mar\s+theagmháil(?:\s+nua)?\b", r"save \1 as a new contact"),
    (r"\buimhir\s+(?:fóin\s+)?" + _WHO, r"\g<who>'s number"), (r"\bsábháil\b", "save"), (r"\bteagmháil\s+nua\b", "new contact"),
    (r"\ban\s+(fear|bhean|bean|duine)\s+a\s+(\w+)", lambda m: f"the {dict(fear='man', bhean='woman', bean='woman', duine='person')[m.group(1).lower()]}"
     f" who {_DOES.get(_fold(m.group(2)), m.group(2))}"),
    # "roinn X le Y" (share X with Y), "aimsigh X" (find X), "féach sa X" (look in the X), "taispeáin dom" (show me)
    (r"\broinn\s+(.{1,50}?)\s+le\s+", r"share \1 with "), (r"\broinn\b", "share"), (r"\b(?:aimsigh|cuardaigh|faigh)\s+dom\b", "find me"),
    (r"\b(?:aimsigh|cuardaigh)\b", "find"), (r"\bfaigh\b", "get"), (r"\bféach\s+(?:sa|san|ar\s+an)\b", "look in the"),
    (r"\bféach\s+ar\b", "look at"), (r"\bféach\b", "look"), (r"\bseiceáil\b", "check"), (r"\btaispeáin\s+dom\b", "show me"), (r"\bdéan\s+nóta\b|\bbreac\s+síos\b", "make a note"),
    (r"\bscríobh\s+(mé|sé|sí)\s+síos\s+(é|í|iad)\b", lambda m: f"{_subj(m.group(1))} wrote {_OBJ[_fold(m.group(2))]} down"),
    (r"\bscríobh\s+síos\b", "write down"), (r"\bscríobh\b", "write"), (r"\báit\s+éigin\b", "somewhere"), (r"\brud\s+éigin\b", "something"), (r"\bduine\s+éigin\b", "someone"),
    # "Anke ag iarraidh" (Anke wants), "Klaus ag teacht ar ais" (Klaus is coming back), "atá ag fanacht" (is staying)
    (r"\bag\s+iarraidh\b", "wanting"), (_WHO + r"\s+ag\s+" + _ING_RE, lambda m: f"{m.group('who')} is {_ING[_fold(m.group(m.lastindex))]}"),
    (r"\b(?:atá\s+)?ag\s+" + _ING_RE, lambda m: ("is " if m.group(0).lower().startswith("at") else "") + _ING[_fold(m.group(1))]),
    (r"\bar\s+ais\b", "back"), (r"\bisteach\b", "in"), (r"\baon\b", "any"),
    # things: "2 oíche" (2 nights), "€80 an oíche" (€80 a night), "oíche eile" (another night), "an brochure nua" (the new
    # brochure), "insurance an bháid" (the boat insurance), "taobh thiar den teach" (behind the house)
    (r"([€£$]\s?\d+(?:[.,]\d\d)?)\s+an\s+(oíche|duine|seomra|uair|lá|seachtain)\b", lambda m: f"{m.group(1)} a {_noun(m.group(2))}"),
    (r"\b(\d+)\s+" + _NOUN_RE, lambda m: f"{m.group(1)} {_noun(m.group(2), m.group(1) != '1')}"),
    (r"\b" + _NOUN_RE + r"\s+eile\b", lambda m: f"another {_noun(m.group(1))}"), (r"\beile\b", "other"),
    (r"\b(?-i:an)\s+([\w-]+)\s+nua\b", lambda m: f"the new {_noun(m.group(1))}"), (r"\b([\w-]+)\s+nua\b", lambda m: f"new {_noun(m.group(1))}"),
    (r"\b(?!(?:ar|sa|san|ag|le|do|ó|faoi|go|as|den|don|is|agus|chuig|mar|in|i|the|to|of|a|ach|nó|call)\b)([\w-]+)\s+(?-i:an)\s+"
     + _OWNER_RE + r"\b", lambda m: f"the {_OWNERS[_fold(m.group(2))]} {_noun(m.group(1))}"),
    (r"\b(?:(?-i:an)\s+)?bille\s+(?:an\s+)?(leictreachais|gháis|gáis|uisce|fóin|idirlín)\b", lambda m: ("the " if m.group(0)[0] in "aA" else "") + dict(
        leictreachais="electricity", ghais="gas", gais="gas", uisce="water", foin="phone", idirlin="internet")[_fold(m.group(1))] + " bill"),
    (r"\b(?-i:an)\s+([\w-]+)\s+(?:seo)\b", lambda m: f"this {_noun(m.group(1))}"),
    (r"\btaobh\s+thiar\s+(?:den|de|d')", lambda m: "behind the" if m.group(0).lower().endswith("den") else "behind"),
    (r"\btaobh\s+amuigh\s+(?:de|den)", "outside"), (r"\bin\s+aice\s+(?:le|leis\s+an)\b", "next to"),
    (r"\b(?-i:(?:an|na|sa|san|den|don|faoin)\s+)(?=" + _NOUN_RE + r")", lambda m: m.group(0) if _fold(m.group(1)) not in _NOUNS else {"sa": "in the ", "san": "in the ", "den": "of the ",
     "don": "for the ", "faoin": "about the "}.get(m.group(0).split()[0].lower(), "the ")),
    (r"(?<=the )" + _NOUN_RE + r"\b", lambda m: _noun(m.group(1))), (r"\b" + _NOUN_RE + r"\b", lambda m: m.group(1) if _fold(m.group(1)) in _AMBIGUOUS else _noun(m.group(1))),
    (r"\b(réidh|tinn|saor|dúnta|oscailte|déanach|luath|iomlán|briste)\b", lambda m: _ADJ[_fold(m.group(1))]),
    # small words, last: "agus" (and), "le" (with), "chuig" (to), "sa" (in the), "an" (the, but "an email" stays), never in "don't"
    (r"(?<![\w'’-])(?-i:i)\s+(?=(?-i:[A-ZÁÉÍÓÚ])|\ue000)", "in "), (r"(?<![\w'’-])(?<!what\s)do\s+(?=(?-i:[A-ZÁÉÍÓÚ][^\W\d_A-ZÁÉÍÓÚ]))", "for "),
    *[(r"(?<![\w'’])" + said.replace(" ", r"\s+") + r"(?![\w'’])", english) for said, english in _SMALL.items()],
    (r"\b(?-i:ní)\s+(?=\d)", "not "), (r"(?<![\w'’])(?-i:an|na)(?![\w'’])(?!\s+(?-i:[aeiou]))", "the"),
    (re.compile(r"(?<![\w'’-])ó(?=\s)"), "from"), (re.compile(r"(?<![\w'’-])é(?![\w'’-])"), "it"),
    (re.compile(r"(?<![\w'’-])í(?![\w'’-])"), "her"), (re.compile(r"(?<![\w'’-])nó(?![\w'’-])"), "or"),
]

_PHRASES = phrasebook.respelled(_PHRASES_SAID, _LETTERS)  # each fada matched as typed or left off ("amárach": amarach)
_QUOTED = re.compile(r"(?<![\w'’])(['‘\"“])[^'‘’\"“”]{1,80}?['’\"”](?![\w'’])")
# An event's title after "sa fhéilire:" stays as typed ("cruinniú le Fáilte Ireland"), up to its day or time
_TITLE = re.compile(phrasebook.spelled(r"(?i)(" + _CAL + r"\s*:\s*)(.+?)(?=\s+(?:dé\s|déardaoin|amárach|inniu|anocht|ar\s+an\s|ag\s+\d|"
                                       r"ar\s+a\s+\d|ó\s+\d|\d)|\s*,|\s*$)", _LETTERS))

# A place named with "an"/"na" stays, mutated after "i" or not: "i dTeach an Chnoic" (in Teach an Chnoic), "Údarás na Gaeltachta"
_NAMED = re.compile(r"(?<![\w'’-])(i\s+(?:(?:bh|m|g|n|b|d|t)-?(?=[A-ZÁÉÍÓÚ]))?)?([A-ZÁÉÍÓÚ][\w'’-]*\s+(?:an|na)\s+[A-ZÁÉÍÓÚ][\w'’-]*)")

# Phrases only Irish has, each counted as an own word: "bog an" (move the), "go dtí" (to), "ar an" (on the), "leis an"
_OWN_PHRASES = re.compile(phrasebook.spelled(r"(?i)\b(?:bog\s+(?:an|na|é|í|iad)|go\s+dtí|ar\s+an|leis\s+an|"
                                                    r"(?:custaiméir|ordú|aoi|teagmháil|comhad|fillteán|ceann)\s+nua)\b", _LETTERS))


def irish(text: str) -> bool:
    """Whether ``text`` has two words (or phrases) only Irish has."""
    own = {_fold(w) for w in re.findall(r"[\w'’-]+", text)} & _OWN
    return len(own) + len(_OWN_PHRASES.findall(text)) >= 2


def english(text: str) -> str:
    """``text`` with its Irish read as English when it is Irish; unchanged otherwise. What is quoted and an event's title
    are kept aside while the rest is read."""
    if not irish(text):
        return text
    kept: list[str] = []

    def keep(said: str) -> str:
        kept.append(said)
        return f"\ue000{len(kept) - 1}\ue001"

    said = _QUOTED.sub(lambda m: keep(m.group(0)), text)
    said = _TITLE.sub(lambda m: m.group(1) + keep(m.group(2)), said)
    said = _NAMED.sub(lambda m: ("i " if m.group(1) else "") + keep(m.group(2)), said)
    said = phrasebook.read(said, _PHRASES)
    return re.sub("\ue000(\\d+)\ue001", lambda m: kept[int(m.group(1))], said)
