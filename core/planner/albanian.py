"""Albanian in a request (as typed by the owner of a hand car wash in Sunderland, fast, lower case, without ë and ç and with
English business words mixed in) read as English before it is planned: "c'kam te enjten?" (what do I have on thursday?),
"anulo takimin me bankun te premten" (cancel the meeting with the bank on friday), "dergo email Gary per qirane, thuaj qe …"
(send an email to Gary about the rent, say that …), "me kujto neser te porosis snow foam" (remind me tomorrow to order snow
foam), "meeting me Lisen kaloje per te henen ora 11" (move the meeting with Lisa to monday at 11), "ate emailin nga ShinePro
fshije" (delete that email from ShinePro), "numri i Dritanit?" (Dritan's number?), "ku e kam pdf e sigurimit?" (where did I
put the pdf of the insurance?), "sa makina bem javen e kaluar?" (how many cars did we do last week?), "prej 18 dhjetor deri 3
janar" (from 18 December to 3 January).
And as a builder in north London types it (blind set 133: jobs, clients, workers, materials): "c kam neser" (what do I have
tomorrow), "kush me ka borxh akoma?" (who still owes me?), "sa e paguj Tomaszin ne dit?" (how much do I pay Tomasz a day?),
"Florianit i rrita ditoren ne 130" (I put Florian's day rate up to 130), "Davies e anuloi extensionin, fshije" (Davies
cancelled the extension, delete it), "mora edhe 10 plasterboard nga Travis sot shtoji" (I got another 10 plasterboard from
Travis today, add them to the stock), "pune e re shkruaje: …" (write new job: …), "a ma ka derguar Howdens faturen?" (has
Howdens sent me the invoice?), "vendos takim me Patelin te premten ne 4" (put a meeting with Patel on friday at 4).

Only a request with at least two words only Albanian has is read so (a name said in the genitive, "i Dritanit", counts as
one); its ë and ç are read as typed without them ("nesër": neser). Albanian often says the object first and the verb after it
with "it" put on the verb ("ate emailin … fshije": delete that email …): the verb is read first. A name said in another case
is read as the name itself: "Dritanit"/"Dritanin" Dritan, "Erioni" Erion, "Besnikut" Besnik, "Lisen"/"Lises" Lisa. An adjective
or "their" said after its noun is read before it ("kuzhine e plote": full kitchen, "shpia e tyre": their house). What is
written after "shenim:" (a note) stays as typed, and so do names, numbers, e-mail addresses, "avans" and English words."""

from __future__ import annotations

import re

from core.planner import phrasebook

_PLAIN = str.maketrans("ëçËÇ’", "ecEC'")


def _plain(word: str) -> str:
    """A word as typed without its ë and ç, lower case: "Nesër" → neser, "çfarë" → cfare."""
    return word.lower().translate(_PLAIN)


# Words only Albanian has, written without ë and ç (no English word, nor one of another stored language: "ka", "ku", "kur",
# "ai", "jam", "ora", "ore", "mire", "kemi", "akoma", "vella", "mori", "avans", "sa", "me", "per", "nga" are words elsewhere)
_OWN = frozenset("""neser pasneser sot sonte dje pardje javen javes muajin muajit kete keto atij asaj kush cfare cka c'ka ckam
    c'kam cili cila dergo dergoje dergoji dergoni dergova dergoj anulo anuloje anuloni anulova fshi fshije fshiji fshini fshij
    shto shtoje shtoni ruaj ruaje ruani kaloje kaloni shtyje shtyj ndrysho ndryshoje gjej gjeje kerko kerkoje hape shiko
    shikoje kontrollo kontrolloje kujto kujtoj porosit porosis paguaj paguj paguajn paguajne pagoi bej beje bejme beme vendos
    vendose shkruaj shkruaje thuaj thuaji telefononi telefonoj marr marre eshte jane jemi nuk tani edhe dhe qe nje ndonje
    asnje takim takimin takimi takimet fatura faturen faturat faturave numri numrin numrat shenim shenimin shenimi shenimet
    pagat pagave qira qirane qiraja qirase sigurimi sigurimit lavazh lavazhi lavazhit makina makinat makinen djali djem cuna
    cunat faleminderit flm shume dite henen marten merkuren enjten premten shtunen dielen janar shkurt prill qershor korrik
    gusht shtator tetor nentor dhjetor dhjetorin janarin anglisht shqip shqiperi kushton kushtojne dalin kaluar ardhshme
    tjeter mbarojn mbarojne mbaron vjen vijne ardh ardhur shkoj duhet sjell sjellin vonesen vonese prej emailin emailit
    emaili folderin folderi sheetin sheeti sheetit dosjen kontabilitetit kontabilistja dealerit kalendarin mesazhin
    klientit klientin klienti emailet sotme nesermja fillon kontabiliste kontabilisten paguar punuar derguar pasur
    borxh vetem punet punen punesh fillojme filloj fillojne fillu filluar rrita rritem ditoren ditore ditoret mbylli mbylla
    gjitha gjithe anuloi anulove kuzhine kuzhinen kuzhina kuzhines shpia shpija shpise shtepia shtepise cmimi plote gje
    dysheme prishen vonohemi vonohem shkak shiut sjellshme dicka elektricistit elektricist prap pasdite oreve emergjenca
    paguajme pagujme shtoji cope""".split())
# Sayings only Albanian has, each counted as one of its words: a name in the genitive after "i"/"e" ("numri i Dritanit"), a
# note said "shenim: …", "sa kushton" (how much is)
_OWN_SAID = re.compile(r"\b[ie]\s+(?-i:[A-Z])[a-z]{2,}(?:it|ut|es)\b|^\s*shenim\s*:|\bsa\s+(?:kushton|kushtojne|dalin)\b"
                       r"|(?:^|[.?!]\s+)c\s+(?:kam|kemi)\b|\bsa\s+(?:e|i|ia)\s+(?:paguaj|paguj|pagoj|paguajme|pagujme|pagova)\b"
                       r"|\b(?:me|na|i)\s+(?:ka|kane)\s+borxh\b|\bku\s+e\s+(?:kam|kemi)\b|\bse\s+(?-i:[A-Z])[a-z]{2,}(?:it|ut|es)\b"
                       r"|\b(?-i:[A-Z])[a-z]{2,}(?:it|ut)\s+i\s+(?:rrita|rritem|ula|ulem|ndryshova)\b", re.I)

_DAYS = {"hen": "monday", "mart": "tuesday", "merkur": "wednesday", "enjt": "thursday", "premt": "friday", "shtun": "saturday",
         "diel": "sunday"}
# A weekday in its cases: "te premten" (on friday), "e hene" (monday), "deri te enjten" (by thursday)
_DAY = r"(?P<day>(?:hen|mart|merkur|enjt|premt|shtun)(?:e|en|es|a)|diel(?:en|es|a)?)"
_MONTHS = dict(zip("jan shk mars pril maj qer korr gush shta tet nen dhje".split(), phrasebook.MONTH_NAMES, strict=True))
_MONTH = r"(?P<month>(?:janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nentor|dhjetor)(?:in|it|i)?)"
_NAME = r"(?P<who>(?-i:[A-Z])[a-z]{2,})"
_ORG = r"(?-i:[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})"
# Names in English that end as an Albanian case does ("Karen", "Helen"): said as typed
_KEEP = frozenset("Karen Helen Owen Ellen Allen Glen Glenn Stephen Steven Warren Darren Lauren Kristen Jensen Austen Hayden Aiden "
                  "Aden Jaden Eden Raven Wickes Jones James Hayes Barnes Holmes Charles Hughes Rhodes Agnes Moses Frances".split())
# Verbs said as imperatives, with "it" put on them or not ("fshi", "fshije": delete (it)), and after "te" (to): "te porosis"
_VERBS = {"dergo": "send", "anulo": "cancel", "fshi": "delete", "shto": "add", "ruaj": "save", "kalo": "move", "shty": "move",
          "ndrysho": "change", "gjej": "find", "kerko": "search for", "hap": "open", "shiko": "check", "kontrollo": "check",
          "vendos": "set", "shkruaj": "write", "ndaj": "share", "printo": "print", "konfirmo": "confirm", "telefono": "call",
          "rezervo": "book", "hiq": "remove", "porosit": "order", "paguaj": "pay"}
_IMPERATIVE = r"(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")"
_TO_VERBS = {"shkruaj": "write", "lene": "leave", "lini": "leave", "porosis": "order", "porosit": "order", "paguaj": "pay", "paguj": "pay", "telefonoj": "call", "dergoj": "send",
             "blej": "buy", "marr": "pick up", "kontrolloj": "check", "rinovoj": "renew", "pastroj": "clean", "shkoj": "go",
             "coj": "take", "bej": "do", "pyes": "ask", "them": "tell", "rregulloj": "fix", "laj": "wash"}
_TO_VERB = r"(?P<verb>" + "|".join(sorted(_TO_VERBS, key=len, reverse=True)) + r")"
# Participles, after "ka" (has): "ka paguar" (has paid), "ka marr" (has taken)
_DONE = {"paguar": "paid", "bere": "done", "bo": "done", "marr": "taken", "marre": "taken", "marrur": "taken", "derguar": "sent",
         "punuar": "worked", "mbaruar": "finished", "fillu": "started", "filluar": "started", "pagu": "paid", "ardhur": "come", "ardh": "come", "shkuar": "gone", "fshire": "deleted", "pasur": "had"}
_DONE_SAID = r"(?P<done>" + "|".join(sorted(_DONE, key=len, reverse=True)) + r")"
# Who "ka", "kemi", "kam", "kane" say has: "kemi paguar" (we have paid)
_HAVE = {"ka": ("", "has"), "kemi": ("we", "have"), "kam": ("I", "have"), "kane": ("they", "have")}
# Nouns counted ("sa makina": how many cars); any other is how much ("sa avans": how much avans)
_COUNTED = ("makin", "cun", "ore", "dite", "klient", "fatur", "email", "takim", "shenim", "dit", "jav")
# "I can't …" said "s'shkoj dot" (I can't go), "nuk vij dot" (I can't come)
_CANT = {"shkoj": "go", "vij": "come", "dal": "go out", "punoj": "work", "paguaj": "pay", "bej": "do it", "e bej": "do it"}
# Nouns, with the article Albanian puts on their end: "takimin" (the meeting), "faturat" (the invoices), "sheetin" (the sheet)
_NOUNS = dict(pair.split(":") for pair in """email:email emaili:the_email emailin:the_email emailit:the_email emailet:the_emails
    mesazh:message mesazhi:the_message mesazhin:the_message takim:meeting takimi:the_meeting takimin:the_meeting
    takimet:the_meetings fature:invoice fatura:invoice faturen:the_invoice faturat:the_invoices faturave:the_invoices
    numri:the_number numrin:the_number shenim:note shenimi:the_note shenimin:the_note shenimet:the_notes sheet:sheet
    sheeti:the_sheet sheetin:the_sheet sheetit:the_sheet folderi:the_folder folderin:the_folder dosja:the_folder
    dosjen:the_folder kalendar:the_calendar kalendari:the_calendar kalendarin:the_calendar makina:cars makinat:the_cars
    makinen:the_car djali:the_guy cuna:lads cunat:the_lads qira:rent qirane:the_rent qiraja:the_rent sigurim:insurance
    sigurimi:the_insurance sigurimin:the_insurance lavazh:car_wash lavazhi:the_car_wash pagat:the_wages banka:the_bank
    banken:the_bank bankun:the_bank klienti:the_customer klientin:the_customer klientet:the_customers vonesen:the_delay
    vonese:delay porosine:the_order dokumentin:the_document foton:the_photo fotot:the_photos draftin:the_draft
    kontaktin:the_contact kontakt:contact listen:the_list oren:the_time dealeri:the_dealer emailet:the_emails ore:hours
    dite:days klient:customers kontabiliste:the_accountant kontabilisten:the_accountant kontabilistja:the_accountant
    kontabilistin:the_accountant pune:job punen:the_job punet:the_jobs punesh:jobs kuzhine:kitchen kuzhina:the_kitchen
    kuzhinen:the_kitchen shpia:the_house shpija:the_house shtepia:the_house ditore:day_rate ditoren:the_day_rate
    ditoret:the_day_rates banjo:bathroom banja:the_bathroom banjen:the_bathroom cope:pieces cmim:price cmimi:the_price skipi:the_skip skipin:the_skip extensionin:the_extension dysheme:floor
    dyshemene:the_floor vend:room gje:anything dicka:something punetoret:the_workers materialet:the_materials
    emergjenca:emergencies""".split())
# Nouns said in the genitive after "e", "i", "te" (of): "e sigurimit" (of the insurance), "te lavazhit" (of the car wash)
_OF = dict(pair.split(":") for pair in """sigurimit:insurance lavazhit:car_wash pagave:wages muajit:month javes:week
    dealerit:dealer klientit:customer bankes:bank qirase:rent faturave:invoices makines:car makinave:cars takimit:meeting
    shenimeve:notes oreve:hours elektricistit:electrician hidraulikut:plumber kuzhines:kitchen shpise:house shtepise:house
    punes:job shiut:rain""".split())
# Roles said after a name: "Lisen e kontabilitetit" (Lisa the accountant)
_ROLES = {"kontabilit": "the accountant", "kontabilist": "the accountant", "elektricist": "the electrician",
          "hidraulik": "the plumber", "mekanik": "the mechanic", "pronar": "the landlord"}
# Small words ("me", "ate", "jam", "ai", "time" are English too: read by the rules above, never word by word)
_SMALL = {"dhe": "and", "edhe": "and", "ose": "or", "per": "for", "nga": "from", "prej": "from", "ne": "in",
          "tani": "now", "akoma": "still", "nuk": "not", "mos": "don't", "jemi": "we are", "eshte": "is",
          "jane": "are", "kam": "I have", "kemi": "we have", "ka": "has", "nje": "a", "ndonje": "any", "asnje": "no",
          "kete": "this", "keto": "these", "ato": "those", "qe": "that", "sepse": "because", "jashte": "outside",
          "brenda": "inside", "paguajn": "they pay", "paguajne": "they pay", "paguan": "pays", "pagoi": "paid",
          "sjell": "brings", "sjellin": "bring", "vjen": "comes", "vijne": "come", "mori": "took", "ajo": "she",
          "ata": "they", "ime": "my", "tim": "my", "yne": "our", "jone": "our", "shume": "very",
          "tek": "at", "te": "at", "kush": "who", "vetem": "only", "anuloi": "cancelled", "mbylli": "closed",
          "mora": "I got", "morem": "we got", "pagova": "I paid", "fillojme": "we start", "filloj": "I start", "fillojne": "they start",
          "prishen": "break", "prap": "again", "vonohemi": "we are delayed", "vonohem": "I am delayed", "pasdite": "in the afternoon", "kur": "when", "ku": "where", "si": "as", "pse": "why", "sa": "how much"}


def _nominative(name: str) -> str:
    """A name said in another case as itself: "Dritanit"/"Dritanin"/"Dritani" → Dritan, "Besnikut"/"Besniku" → Besnik,
    "Lisen"/"Lises" → Lisa; a name that only ends so ("Martin", "Ardit", "Karen") as typed."""
    if name in _KEEP:
        return name
    for ending, said in (("it", ""), ("in", ""), ("i", ""), ("ut", ""), ("un", ""), ("u", ""), ("en", "a"), ("es", "a")):
        stem = name[: -len(ending)]
        if not name.endswith(ending) or len(stem) < 3:
            continue
        if ending in ("in", "i") and not re.search(r"[aeiouy][nrsl]$|[scr]z$", stem) or ending in ("ut", "un", "u") and stem[-1] not in "kgh":
            continue
        if ending in ("en", "es") and stem[-1] in "aeiouy" or ending == "it" and (len(stem) < 4 or stem[-1] in "aeiouy"):
            continue
        return stem + said
    return name


def _whose(name: str) -> str:
    """A name said as owning: Dritan's, Howdens'."""
    return name + ("'" if name.endswith("s") else "'s")


def _how(noun: str) -> str:
    """How a count of ``noun`` is asked: "makina" (cars) how many, "avans" how much."""
    return "how many" if _plain(noun).startswith(_COUNTED) else "how much"


def _who(m: re.Match) -> str:
    return _nominative(m.group("who"))


def _when(word: str) -> str:
    """A weekday or month said in Albanian as English: "premten" → friday, "dhjetorin" → December."""
    return phrasebook.stem_said(word, _plain, _DAYS, _MONTHS)


def _word_of(word: str, article: bool = True) -> str:
    """An Albanian word as English when known ("takimin" → the meeting), without its "the" unless ``article``; else as typed."""
    plain = _plain(word)
    said = (_NOUNS.get(plain) or "").replace("_", " ") or _SMALL.get(plain) or word
    return said if article else said.removeprefix("the ")


def _fronted(m: re.Match) -> str:
    """The verb said after its object read first: "ate emailin … fshije" → delete ate emailin …, "meeting … kaloje" → move
    the meeting …"""
    obj = m.group("obj").strip()
    first = _plain(obj.split()[0])
    the = "" if first in _OWN or first in _NOUNS or first in _SMALL or first in _THIS or obj[0].isupper() else "the "
    return f"{m.group('lead')}{_VERBS[_plain(m.group('verb2'))]} {the}{obj}"


_THIS = {"ate": "that", "kete": "this", "keto": "these", "ato": "those"}
# Adjectives and "their", "his" said after their noun: "pune e re" (new job), "shpia e tyre" (their house)
_ADJ = {"re": "new", "ri": "new", "plote": "full", "vjeter": "old", "madhe": "big", "vogel": "small", "sjellshme": "polite"}
_POSS = {"tyre": "their", "tij": "his", "saj": "her", "mia": "my", "im": "my", "jone": "our", "yne": "our", "tone": "our"}
# Whom a pronoun put on the verb says: "a ma ka derguar" (has … sent me), "kush me ka borxh" (who owes me)
_TO_WHOM = {"ma": "me", "me": "me", "na": "us", "ia": "them", "ja": "them", "i": "them", "u": "them"}
# Verbs said for "we": "cfare punesh fillojme" (what jobs do we start)
_WE = {"kemi": "have", "fillojme": "start", "bejme": "do", "paguajme": "pay", "dergojme": "send", "presim": "expect", "mbarojme": "finish"}
# "i rrita ditoren" (I put the day rate up): what is done to a worker's or client's pay or price
_RAISED = {"rrita": "I put {} up", "rritem": "we put {} up", "rrite": "put {} up", "ula": "I put {} down", "ulem": "we put {} down",
           "ule": "put {} down", "ndryshova": "I changed {}", "ndryshoje": "change {}"}

def _have_to(m: re.Match) -> str:
    """"duhet tja dergoj" → I have to send it to them, "duhet ta paguaj Tomaszin" → I have to pay Tomasz, "si tja them Patelit"
    → how do I tell Patel."""
    verb, who = _TO_VERBS[m.group("verb").lower()], _who(m) if m.group("who") else ""
    if m.group("si"):
        return f"how do I {verb} {who}".strip()
    return f"I have to {verb} {who}" if who else f"I have to {verb} it" + (" to them" if m.group("cl") else "")


def _described(m: re.Match) -> str:
    """A noun and the adjective said after it: "pune e re" → new job, "punen e re" → the new job, "dicka e sjellshme" →
    something polite."""
    noun, adj = _word_of(m.group(1)), _ADJ[m.group(2).lower()]
    if noun == "something":
        return f"something {adj}"
    return f"the {adj} {noun.removeprefix('the ')}" if noun.startswith("the ") else f"{adj} {noun}"


_SAID: list[tuple[str, object]] = [
    # thanks say nothing to do; "vella" (bro) is only said to the reader
    (r"\b(?:faleminderit|flm|rrofsh)\b", "thanks"), (r"[,\s]*\b(?:vella|vlla)\b[,!]?", " "), (r"^\s*(?:more|mor)\b[,!]?\s+", ""),
    (r"\bte\s+gjitha\b", "all of them"), (r"\bte\s+gjithe\b", "all"),
    # goods counted and "shtoji" (add them to what there is): "mora edhe 10 plasterboard nga Travis sot shtoji"
    (r"^(?P<what>[^.?!]*\d[^.?!]*?)[,\s]+shto(?:ji|jini)\s*[.!]?\s*$", r"\g<what>, add them to the stock"),
    (r"\b(?:mora|morem|erdhen)\s+edhe\s+(?=\d)", lambda m: {"mora": "I got", "morem": "we got"}.get(m.group(0).split()[0].lower(),
     "there came") + " another "),
    # the verb said after its object: "ate emailin nga ShinePro … fshije" (delete that email from ShinePro …)
    (r"(?P<lead>^\s*|[.?!]\s+)(?P<obj>(?:(?!" + _IMPERATIVE + r")[^\s.?!,]+\s+){1,8}?)" + _IMPERATIVE.replace("verb", "verb2")
     + r"(?:je|ji|ni|(?<=j)e)\b", _fronted),
    (r"\bdergo(?:ji|je|ni)?\s+" + _NAME + r"\s+(?:nje\s+)?(?P<what>e-?mail|mail|mesazh)\w*",
     lambda m: f"send {'a message' if m.group('what').lower() == 'mesazh' else 'an email'} to {_who(m)}"),
    (r"\bbej(?:e|ni)?\s+(?:nje\s+)?draft\w*\s+(?:per|te|tek)\s+", "write a draft email to "),
    # "email … per" is about it: "emailin nga ShinePro per pressure washer"; "ruaj numrin e X nga Y" (save contact X, Y)
    (r"\b(email\w*|mesazh\w*|draft\w*|fatur\w*|takim\w*)((?:\s+(?:nga|from)\s+" + _ORG + r")?)\s+per\b", r"\1\2 about"),
    (r"\bruaj(?:e|ni)?\s+(?:numrin|kontaktin|nr)\s+(?:e\s+|i\s+)?" + _NAME + r"(?:\s+(?:nga|te|tek)\s+(?P<org>" + _ORG + r"))?",
     lambda m: f"save contact {_who(m)}" + (f", {m.group('org')}," if m.group("org") else "")),
    # a pay or price put up: "Florianit i rrita ditoren ne 130" (I put Florian's day rate up to 130)
    (r"\b(?-i:(?P<who>[A-Z][a-z]{2,}))\s+i\s+(?P<verb>" + "|".join(_RAISED) + r")\s+(?P<what>\w+)(?P<to>\s+ne\s+(?=[£$€]?\d))?",
     lambda m: _RAISED[m.group("verb").lower()].format(f"{_who(m)}'s {_word_of(m.group('what'), False)}") + (" to " if m.group("to") else "")),
    (r"\b(?:[ie]\s+)?(?P<verb>" + "|".join(_RAISED) + r")\s+(?P<what>\w+)(?:\s+[ie]\s+" + _NAME + r")?(?P<to>\s+ne\s+(?=[£$€]?\d))?",
     lambda m: _RAISED[m.group("verb").lower()].format(f"{_who(m)}'s {_word_of(m.group('what'), False)}" if m.group("who")
                                                        else _word_of(m.group("what"))) + (" to " if m.group("to") else "")),
    (r"\bvendos(?:e|ni)?\s+(?:nje\s+)?(?=takim\b)", "put a "), (r"(?<=\d)\s+me\s+(?=\d)", " by "),
    # names in another case after a word that puts it there: "me Lisen" (with Lisa), "i Dritanit" (Dritan's)
    (r"\b(?P<pre>me|per|nga|prej|te|tek|thuaj|pyet|telefono|telefononi|njofto|marr|marre|mori|vjen)\s+" + _NAME + r"\b",
     lambda m: f"{m.group('pre')} {_nominative(m.group('who'))}"),
    (r"\b(?:numri|numrin|nr)\s+(?:i|e)\s+" + _NAME + r"\b", lambda m: f"{_nominative(m.group('who'))}'s number"),
    (r"\b(?P<what>" + "|".join([*_NOUNS, *_OF]) + r")\s+(?:e|i|se)\s+" + _NAME + r"\b", lambda m: _whose(_who(m)) + " "
     + (_word_of(m.group("what"), False) if m.group("what").lower() in _NOUNS else _OF[m.group("what").lower()].replace("_", " "))),
    (r"\b(?:e|i|te)\s+(?=(?-i:[A-Z])[\w-]*'s?\s)", "of "),
    (r"\b" + _NAME + r"\s+e\s+(?P<role>" + "|".join(_ROLES) + r")\w*", lambda m: f"{_nominative(m.group('who'))} " + next(
        said for stem, said in _ROLES.items() if m.group("role").lower().startswith(stem))),
    # dates: "18 dhjetor" (18 December), "dhjetorin" (December), "ne janar" (in January), "prej … deri …" (from … to …)
    (r"\b(?:e|i|te)\s+(?-i:" + _MONTH + r")\b", lambda m: "for " + _when(m.group("month"))),
    (r"\b(\w+)\s+(?:e|te)\s+(sotme|sotem|nesermja|nesermit)\b", lambda m: ("today's " if m.group(2).lower().startswith("sot") else
     "tomorrow's ") + _word_of(m.group(1), False)),
    (r"\b(\d{1,2})\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_when(m.group('month'))}"),
    (r"\b(?:ne|në)\s+(?-i:" + _MONTH + r")\b", lambda m: "in " + _when(m.group("month"))),
    (r"\b(?!mars\b|maj\b)(?-i:" + _MONTH + r")\b", lambda m: _when(m.group("month"))),
    (r"\b(?:prej|nga)\s+(?:e\s+)?(?=\d{1,2}\s+(?-i:[A-Z])|" + _DAY + r"\b)", "from "), (r"\bderi\s+(?:ne|te|me)?\s*(?=\d)", "to "),
    (r"\b((?:move|kalo\w*|shty\w*|ndrysho\w*)\b[^.?!]{0,40}?)\bper\s+(?:te\s+|e\s+)?(?=" + _DAY + r"\b|\d)", r"\1to "),
    (r"\bper\s+(?:te|e)\s+" + _DAY + r"\b", lambda m: "for " + _when(m.group("day"))),
    (r"\bderi\s+(?:te|ne|të)?\s*(?:e\s+)?" + _DAY + r"\b", lambda m: "by " + _when(m.group("day"))),
    (r"\bkete\s+" + _DAY + r"\b", lambda m: "this " + _when(m.group("day"))),
    (r"\b(?:te|të|e)\s+" + _DAY + r"\b", lambda m: "on " + _when(m.group("day"))), (r"\b" + _DAY + r"\b", lambda m: _when(m.group("day"))),
    (r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:pasdite|mbasdite)\b", r"\1 afternoon"),
    (r"\bneser\s+(?:ne\s+)?mengjes\b", "tomorrow morning"), (r"\bneser\s+(?:pasdite|mbasdite)\b", "tomorrow afternoon"),
    (r"\bpasneser\b", "the day after tomorrow"), (r"\bneser\b", "tomorrow"), (r"\bsot\b", "today"), (r"\bsonte\b", "tonight"),
    (r"\bdje\b", "yesterday"), (r"\bkete\s+jave\b", "this week"), (r"\bkete\s+muaj\b", "this month"),
    (r"\bjaven\s+(?:e\s+ardhshme|tjeter|qe\s+vjen)\b", "next week"), (r"\bjaven\s+e\s+(?:kaluar|shkuar)\b", "last week"),
    (r"\bmuajin\s+(?:e\s+ardhshem|tjeter|qe\s+vjen)\b", "next month"), (r"\bmuajin\s+e\s+(?:kaluar|shkuar)\b", "last month"),
    (r"\bne\s+fund\s+te\s+(muajit|javes)\b", lambda m: "at the end of the " + _OF[m.group(1).lower()]),
    (r"\bne\s+(jave|muaj|dite|dit)\b", lambda m: {"jave": "a week", "muaj": "a month"}.get(m.group(1).lower(), "a day")),
    (r"\b(\d+)\s+(jave|muaj|dite|dit)\b", lambda m: m.group(1) + " " + {"jave": "week", "muaj": "month"}.get(m.group(2).lower(), "day")
     + ("" if m.group(1) == "1" else "s")),
    # times: "ora 2" (at 2), "£11 ora" (£11 an hour), "45 ore" (45 hours), "per nje ore" (for an hour)
    (r"([£$€]\s?\d+(?:[.,]\d\d)?)\s+(?:ne\s+)?or[ae]\b", r"\1 an hour"), (r"\b(?:ne\s+)?or(?:a|en)\s+(\d{1,2}(?::\d\d)?)\b", r"at \1"),
    (r"\bne\s+((?:[01]?\d|2[0-3])(?::[0-5]\d)?)\b(?![.,:]?\d|\s*(?:%|x\b|or[ae]\b|dit|jav|muaj|vjet|m2?\b|cm\b|mm\b|kg\b|cop))", r"at \1"),
    (r"\b(at\s+\d{1,2}(?::\d\d)?)\s+sakt\b", r"\1 sharp"),
    (r"\b(?:per\s+)?nje\s+ore\b", "for an hour"), (r"\b(\d+(?:[.,]\d+)?)\s+ore\b", r"\1 hours"),
    # questions: "c'kam" (what do I have), "sa kushton" (how much is), "ku e kam" (where did I put), "a ka ardh" (has … come)
    (r"\b(?:c'|ç')?(?:c'?kam|cfare\s+kam|ca\s+kam|cka\s+kam)\b|(?:^|(?<=[.?!]\s))\s*c\s+kam\b", "what do I have"),
    (r"\b(?:c'kemi|cfare\s+kemi)\b|(?:^|(?<=[.?!]\s))\s*c\s+kemi\b", "what do we have"),
    (r"\b(?:cfare|cka)\s+(?:(\w+)\s+)?(" + "|".join(_WE) + r")\b",
     lambda m: "what " + (_word_of(m.group(1), False) + " " if m.group(1) else "") + "do we " + _WE[m.group(2).lower()]),
    # owing: "kush me ka borxh akoma?" (who still owes me?), "sa na ka borxh Patel?" (how much does Patel owe us?)
    (r"\bkush\s+(me|na|i)\s+(?:ka|kane)\s+borxh(\s+akoma)?\b", lambda m: "who " + ("still " if m.group(2) else "") + "owes "
     + _TO_WHOM[m.group(1).lower()]),
    (r"\bsa\s+(me|na|i)\s+(?:ka|kane)\s+borxh\s+" + _NAME, lambda m: f"how much does {_who(m)} owe {_TO_WHOM[m.group(1).lower()]}"),
    (r"\b(me|na|i)\s+(ka|kane)\s+borxh\b", lambda m: ("owes " if m.group(2).lower() == "ka" else "owe ") + _TO_WHOM[m.group(1).lower()]),
    # pay: "sa e paguj Tomaszin ne dit?" (how much do I pay Tomasz a day?)
    (r"\bsa\s+(?:e|i|ia)\s+(paguaj|paguj|pagoj|paguajme|pagujme|pagova)\s+" + _NAME, lambda m: "how much " + {"paguajme": "do we",
     "pagujme": "do we", "pagova": "did I"}.get(m.group(1).lower(), "do I") + f" pay {_who(m)}"),
    # "sa m2 del nje dysheme 3.6 me 4.2?" (what does a floor 3.6 by 4.2 come to in m2?)
    (r"\bsa\s+(\S+)\s+del\s+((?:[^?.!]|\.(?=\d))+)", r"what does \2 come to in \1"),
    (r"\bsa\s+del\s+((?:[^?.!]|\.(?=\d))+)", r"what does \1 come to"),
    (r"\bper\s+shkak\s+se\b", "because"), (r"\bper\s+shkak\s+te\s+(" + "|".join(_OF) + r")\b", lambda m: "because of the " + _OF[m.group(1).lower()]),
    (r"\bsa\s+kushton\b", "how much is"), (r"\bsa\s+kushtojne\b", "how much are"), (r"\bsa\s+dalin\b", "how much does it come to"),
    (r"\bsa\s+(\w+)\s+(?:bem|beme|bejme)\b", lambda m: f"how many {_word_of(m.group(1), False)} did we do"),
    (r"^\s*a\s+(?:ka|kane)\s+(?:ardh|ardhur)\s+(?:ndonje\s+)?(\w+)", lambda m: f"has any {_word_of(m.group(1), False)} come"),
    (r"(?:^|(?<=[.?!]\s))\s*a\s+(?:(?P<cl>ma|me|na|ia|ja)\s+)?(?P<aux>ka|kemi|kam|kane)\s+" + _DONE_SAID + r"(?:\s+" + _NAME + r")?", lambda m:
     f"{_HAVE[m.group('aux').lower()][1]} {_who(m) if m.group('who') else _HAVE[m.group('aux').lower()][0]} {_DONE[m.group('done').lower()]}"
     + (" " + _TO_WHOM[m.group("cl").lower()] if m.group("cl") else "")),
    (r"\bsa\s+(\w+)\s+(?P<aux>ka|kemi|kam|kane)\s+" + _DONE_SAID + r"(?:\s+" + _NAME + r")?", lambda m: f"{_how(m.group(1))} "
     + f"{_word_of(m.group(1), False)} {_HAVE[m.group('aux').lower()][1]} {_who(m) if m.group('who') else _HAVE[m.group('aux').lower()][0]} "
     + _DONE[m.group("done").lower()]),
    (r"\bsa\s+(?=(?:" + "|".join(_COUNTED) + r")\w*)", "how many "),
    (r"\b(?:kush\s+)?(nuk\s+|s'|s\s+)?(?P<aux>ka|kemi|kam|kane)\s+" + _DONE_SAID + r"\b", lambda m: ("who " if m.group(0).lower().startswith("kush")
     else _HAVE[m.group("aux").lower()][0] + " ") + _HAVE[m.group("aux").lower()][1] + " " + ("not " if m.group(1) else "")
     + _DONE[m.group("done").lower()]),
    (r"\bkush\s+(?:vjen|po\s+vjen)\b", "who is coming"), (r"\bku\s+eshte\b", "where is"), (r"\bku\s+jane\b", "where are"),
    (r"\bku\s+e\s+(?:kam|kemi|kisha|vura|ruajta|lashe|lash)\b(?:\s+(?=(?!ate|kete)[a-z]))?",
     lambda m: "where did I put" + (" the " if m.group(0).endswith(" ") else "")),
    (r"\bka\s+(?:ardh|ardhur)\b", "has come"), (r"\bkush\s+e\s+ka\b", "who has"),
    # what is said to be done: "dergo email X per" (send an email to X about), "bej nje draft per X" (write a draft email to X)
    (r"\bdergo(?:ji|je|ni)?\s+(?:nje\s+)?(?:e-?mail|mail|mesazh)\w*\s+(?:(?:te|tek|per)\s+)?" + _NAME + r"(?P<about>\s+per\b)?",
     lambda m: f"send an email to {_who(m)}" + (" about" if m.group("about") else "")),
    (r"\bme\s+kujto\b|\bkujtome\b", "remind me"), (r"\bme\s+duhet\b", "I need it"), (r"\bna\s+duhet\b", "we need it"),
    (r"\bme\s+(?:trego|thuaj)\b", "tell me"), (r"\bme\s+(?:jep|dergo)\s+(?=\w+'s\s+number)", "what's "),
    (r"\b(?:(?P<si>^\s*si)|duhet)\s+(?:t'?(?P<cl>ia|ja|i)|ta|te|t'?a|t'?e)\s+" + _TO_VERB + r"(?:\s+" + _NAME + r"\b)?", _have_to),
    (r"^\s*si\b", "how"), (r"\bjam\s+ne\b", "I am in"), (r"\bjam\s+(?=jashte|zene|gati|ketu)", "I am "),
    (r"(?<!remind\s)(?<!tell\s)(?<!give\s)(?<!show\s)(?<!owes\s)(?<!owe\s)(?<!sent\s)\bme\b(?!')", "with"),
    (r"\bte\s+" + _TO_VERB + r"\b", lambda m: "to " + _TO_VERBS[m.group("verb").lower()]),
    (r"\be\s+(paguaj|paguj|dergoj|bej|coj|marr)\b", lambda m: "I'll " + _TO_VERBS[m.group(1).lower()]),
    (r"\bmos\s+e\s+" + _IMPERATIVE + r"\b", lambda m: f"don't {_VERBS[m.group('verb').lower()]} it"),
    (r"\b(?:s'|nuk\s+)(" + "|".join(_CANT) + r")\s+dot\b", lambda m: f"I can't {_CANT[m.group(1).lower()]}"),
    (r"\bakoma\b(?=\s*[.!]?\s*$)", "yet"), (r"\s*\bpo\s+mbaro(?:jn|jne|n)\b", ", they are running out"),
    (r"\bka\s+mbaruar\b", "has run out"), (r"\b(ai|ajo)\s+qe\b", lambda m: ("he" if m.group(1).lower() == "ai" else "she") + "'s the one who"),
    (r"\b(vjen|vijne)\s+(?=(" + "|".join(_NOUNS) + r"|(?-i:[A-Z])\w+)\b)(\w+)\b",
     lambda m: f"{_word_of(m.group(3))} {'is' if m.group(1).lower() == 'vjen' else 'are'} coming"),
    (r"\bvjen\b", "is coming"), (r"\bvijne\b", "are coming"), (r"\bfillon\b", "starts"), (r"\bvone\b", "late"),
    (r"\bthuaj(?:i)?\s+qe\b", "say that"), (r"\bthuaj(?:i)?\b", "tell"), (r"\btelefono(?:ni|je)?\b", "call"),
    (r"\bshto(?:je|ni)?\s+ne\b", "add to"), (r"\bvendos(?:e|ni)?\s+(?=auto)", "set an "), (r"\bbej(?:e|ni)?\b", "make"),
    (r"\b" + _IMPERATIVE + r"(?:je|ji)\b(?=\s*[.!?,]?\s*$)", lambda m: _VERBS[m.group("verb").lower()] + " it"),
    (r"\b" + _IMPERATIVE + r"(?:je|ji|ni|e)?\b", lambda m: _VERBS[m.group("verb").lower()]),
    # "e kemi te sheeti" (we have it in the sheet), "jam ne Shqiperi" (I am in Albania), "ne anglisht" (in English)
    (r"\be\s+(kemi|kam)\b", lambda m: "we have it" if m.group(1).lower() == "kemi" else "I have it"),
    (r"\b(?:te|ne)\s+(?=(?:sheet|folder|dosj|kalendar|shenim|email|drive)\w*)", "in "),
    (r"\bshqiperi\w*\b", "Albania"), (r"\b(?:ne\s+)?anglisht\b", "in English"), (r"\b(?:ne\s+)?shqip\b", "in Albanian"),
    (r"\b(\w+)\s+eshte\b(?=\s*[.!]?\s*$)", r"it's \1"),
    (r"\bshenim\s*:", "note:"), (r"\bsorry\s+per\b", "sorry for"),
    # of: "pdf e sigurimit te lavazhit" (pdf of the insurance of the car wash)
    (r"\b([a-z]+)\s+(?:e|i|te)\s+(" + "|".join(_POSS) + r")\b", lambda m: f"{_POSS[m.group(2).lower()]} {_word_of(m.group(1), False)}"),
    (r"\bpara\s+(" + "|".join(_OF) + r")\b", lambda m: "in front of the " + _OF[m.group(1).lower()]),
    (r"\b(write|send|tell|say)\s+(" + "|".join(_OF) + r")\b", lambda m: f"{m.group(1)} to the {_OF[m.group(2).lower()]}"),
    (r"\b(?:e|i|te|të)\s+(" + "|".join(_OF) + r")\b", lambda m: "of the " + _OF[m.group(1).lower()].replace("_", " ")),
    (r"\b([a-z]+)\s+(?:e|i|te)\s+(" + "|".join(_ADJ) + r")\b", _described),
    (r"\b(ate|kete|keto|ato)\s+(\w+)", lambda m: f"{_THIS[m.group(1).lower()]} {_word_of(m.group(2), False)}"),
    # the rest, word by word: known nouns and small words ("takimin": the meeting, "dhe": and); "e"/"i" said nothing more
    (r"(?<![\w./@'-])(?-i:[a-z]+)\b(?![./@_'-]\w)", lambda m: _word_of(m.group(0))),
    (r"(?<=\s)(?-i:[ei])(?=\s)", ""), (r"\bthe\s+the\b", "the"),
]


_PHRASES = [("(?i)" + p, s) for p, s in _SAID]
# What is written after "shenim:" (a note) stays as typed: "shenim: Erioni mori £40 avans sot"
_ADDED = re.compile(r"(?i)^(\s*(?:shenim|shkruaj(?:\s+nje\s+shenim)?|ruaj\s+shenim)\s*:)(.*)$", re.S)


def albanian(text: str) -> bool:
    """Whether ``text`` has two words only Albanian has (a name in the genitive after "i"/"e" counted as one)."""
    return phrasebook.own_words_said(text, _OWN, _OWN_SAID, _plain)


def english(text: str) -> str:
    """``text`` with its Albanian read as English when it is Albanian; unchanged otherwise."""
    if not albanian(text):
        return text
    text = text.translate(_PLAIN)
    return phrasebook.read_noting(text, _ADDED, _PHRASES)
