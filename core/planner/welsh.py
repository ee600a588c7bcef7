"""Welsh in a request (as a farmer in north Wales or a primary teacher in Carmarthen types it, with English mixed in) read as
English before it is planned: "pwy sy'n cyrraedd y bwthyn dydd Gwener?" (who is arriving at the cottage friday), "oes gen i
rwbath pnawn fory?" (have I got anything tomorrow afternoon), "anfon ebost at Emma Clarke - …" (send an email to Emma
Clarke), "atgoffa fi ordro lick buckets cyn dydd Gwener" (remind me to order lick buckets before friday), "Helen Murray wedi
talu, rho fo lawr" (Helen Murray has paid, mark it paid), "tynnu fo o'r calendr" (take it off the calendar), "faint sy arna i
i Idris?" (how much do I owe Idris), "symud y cyfarfod efo'r milfeddyg i dydd Iau am 2" (move the meeting with the vet to
thursday at 2); and the southern forms: "hala ebost at Mr Hughes i weud bod …" (send an email to Mr Hughes to say that …),
"pwy sy dal heb dalu am clybie'r term hyn?" (who still hasn't paid for the clubs this term), "be sy mlan wthnos nesa?" (what
is on next week), "tynna fe off nofio" (take him off nofio), "Osian Rees moyn ymuno â clwb codio" (add Osian Rees to the
codio club).

Only a request with at least two words only Welsh has is read so (one "diolch" in an English request is not Welsh, nor a
Welsh noun or two sprinkled in English: "rhieni", "neuadd"); the days ("dydd Gwener", "nos Iau"), the months ("mis Ionawr",
"18 Rhagfyr", "11eg o Ragfyr") and the times ("pnawn fory", "wsnos nesa", "eleni") are read as English, and the soft
mutations ("ganslo", "dalu", "gyrraedd", "nos Wener") as their plain words. Names, numbers, English words, a club's name
("clwb codio": the codio club) and what is typed to be written down ("bwyd defaid" on the costs sheet) stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Welsh has (no English, Spanish, French, Italian or Portuguese word is spelled so, nor a name or a place that
# English writes): two of them make a request Welsh
_OWN = frozenset("""pwy faint pryd sut oes sy sy'n sydd mae'r dwi dw ydi ydy wedi wedi'i heb di'n ti'n heddiw fory yfory
    ddoe heno pnawn prynhawn dydd ddydd wythnos wsnos nesa nesaf diwetha llynedd diolch anfon anfona gyrra ebost e-bost
    sgwennu sgwenna ysgrifennu atgoffa atgoffwch rhoi rho'r rhowch symud symuda canslo ganslo tynnu tynna dileu dilea talu
    dalu gweddill newydd efo gyda ganddo i'r o'r a'r a'i iawn eto cau giat bwthyn llyfr bwrdd defaid ŵyn oen hyrddod
    hwrdd ffair calendr dyddiadur llun mawrth mercher gwener sadwrn ionawr chwefror ebrill mehefin gorffennaf awst hydref
    tachwedd rhagfyr ffonio ffoniodd fedrith fedra fedrai ddim dorri gwrychoedd drafft taliad gyrraedd cyrraedd
    rwbath rhywbeth rhwbath bobl pobl pwyllgor sioe ordro cyn arna neud gwneud barod cneifiwr ffon ffôn chwaer brawd iddi petha
    pethau ffurflen mynd costau gwerthu ges gei cael gymraeg cymraeg anghofio deud dweud nodyn rhestr ffeil ffolder
    archeb anfoneb cwsmer cwsmeriaid blaendal rhif cyfarfod apwyntiad chwilio ffeindio ffeindia sbia sbio hefyd rŵan rwan
    wythnos ychwanegu marcio cadw dangos dangosa
    moyn heddi nawr hala weud gweud mlan odi ddiawl wnes safio rhywle creu wthnos syniade syniadau gynta erbyn rhaid casglu
    gofyn ffaelu ffili rhagor ymuno gwbod gwybod darllen hanner weddill bwrw unrhyw brys gwrs tynna hwnna ble yw fwcio
    bwcio hamdden""".split())

_DAYS = {"llun": "monday", "mawrth": "tuesday", "mercher": "wednesday", "iau": "thursday", "gwener": "friday",
         "sadwrn": "saturday", "sul": "sunday"}
_DAY = r"(llun|lun|mawrth|fawrth|mercher|fercher|iau|gwener|wener|sadwrn|sul)"
_MONTHS = dict(zip("ionawr chwefror mawrth ebrill mai mehefin gorffennaf awst medi hydref tachwedd rhagfyr".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_MONTH = "(" + "|".join(_MONTHS) + ")"
_WHO = r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_ART = r"(?:y|yr|['’]r)"  # the: "y bwthyn", "yr wyn", "i'r bwthyn"


def _day(word: str) -> str:
    """A day said plain or mutated: "Gwener", "Wener" (nos Wener), "Fawrth" (nos Fawrth) → friday, friday, tuesday."""
    word = word.lower()
    return _DAYS.get(word) or _DAYS[{"lun": "llun", "wener": "gwener", "fawrth": "mawrth", "fercher": "mercher"}[word]]


_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WHEN = r"(?:today|tomorrow|tonight|next\s+week|this\s+week|" + _WEEKDAY + r"|next\s+" + _WEEKDAY + ")"
# Nouns said "N y M" ("giat y cae": the field gate), the thing first
_THINGS = {"giat": "gate", "giât": "gate", "ffens": "fence", "drws": "door", "to": "roof", "cod": "code", "allwedd": "key",
           "goriad": "key", "technegydd": "technician", "dyn": "man"}
_PLACES = {"cae": "field", "sied": "shed", "beudy": "cowshed", "tŷ": "house", "ty": "house", "bwthyn": "cottage",
           "peiriant coffi": "coffee machine", "lockbox": "lockbox", "boiler": "boiler", "tractor": "tractor", "giat": "gate"}
_NOUNS = {"bwthyn": "cottage", "ebost": "email", "e-bost": "email", "calendr": "calendar", "dyddiadur": "calendar",
          "llyfr": "book", "bwrdd": "table", "ffeil": "file", "ffolder": "folder", "nodyn": "note", "rhestr": "list",
          "cwsmer": "customer", "cwsmeriaid": "customers", "archeb": "order", "anfoneb": "invoice", "taliad": "payment",
          "blaendal": "deposit", "gweddill": "balance", "cyfarfod": "meeting", "apwyntiad": "appointment", "milfeddyg": "vet",
          "deintydd": "dentist", "meddyg": "doctor", "cyfrifydd": "accountant", "plymar": "plumber", "trydanwr": "electrician",
          "cneifiwr": "shearer", "hyrddod": "rams", "hwrdd": "ram", "ddefaid": "sheep", "mamogiaid": "ewes", "ffôn": "phone",
          "ffon": "phone", "rhif": "number", "pres": "money", "cae": "field", "sied": "shed", "ffurflen": "form"}


def _nouns(m: re.Match[str]) -> str:
    """A thing of a place said the Welsh way round: "giat y cae" → the field gate, "technegydd y peiriant coffi" → the
    coffee machine technician."""
    return f"the {_PLACES[m.group(2).lower()]} {_THINGS[m.group(1).lower()]}"


# Southern Welsh (as a Carmarthen teacher types it): months mutated after "o" ("11eg o Ragfyr"), "fe"/"e" for him or it
_MUTATED = {"ragfyr": "rhagfyr", "dachwedd": "tachwedd", "fedi": "medi", "fai": "mai", "fehefin": "mehefin",
            "orffennaf": "gorffennaf"}
_IT = {"fe": "him", "e": "him", "fo": "him", "o": "him", "hi": "her", "nhw": "them"}
_KIN = {"mam": "mum", "tad": "dad", "mamgu": "gran", "tadcu": "grandad", "brawd": "brother", "chwaer": "sister"}
# "wedi torri ei fraich" (has broken his arm): the soft mutation says his, the plain word hers
_BODY = {"fraich": "his arm", "braich": "her arm", "goes": "his leg", "choes": "her leg", "arddwrn": "his wrist",
         "garddwrn": "her wrist", "fys": "his finger", "bys": "her finger", "figwrn": "his ankle", "migwrn": "her ankle"}
# what has been done, said after "wedi" or "newydd": "newydd roi £8" (has just given £8), "wedi casglu" (have collected)
_DONE = {"hala": "sent", "anfon": "sent", "gyrru": "sent", "yrru": "sent", "talu": "paid", "dalu": "paid", "casglu": "collected",
         "gasglu": "collected", "gwario": "spent", "wario": "spent", "gwerthu": "sold", "werthu": "sold", "ffonio": "phoned",
         "ateb": "replied", "cyrraedd": "arrived", "gyrraedd": "arrived", "bwcio": "booked", "fwcio": "booked", "rhoi": "given",
         "roi": "given", "canslo": "cancelled", "ganslo": "cancelled", "gadael": "left", "adael": "left"}
_DONE_WORD = "(" + "|".join(_DONE) + ")"
_TO = r"(?=(?:hala|anfon|ymuno|darllen|gwbod|gwybod|neud|gweld|symud|cael|siarad|mynd|dod|bwcio|talu|newid|ffonio|prynu)\b)"
_PERIODS = {"wythnos": "a week", "mis": "a month", "awr": "an hour", "diwrnod": "a day", "dydd": "a day", "plentyn": "per child",
            "pen": "a head", "tymor": "a term", "term": "a term", "sesiwn": "a session"}
_MANY = {"wythnos": "weeks", "mis": "months", "awr": "hours", "diwrnod": "days", "munud": "minutes", "plentyn": "children",
         "tymor": "terms", "sesiwn": "sessions"}


def _ordinal(n: int) -> str:
    """A day said with its Welsh ending ("11eg", "4ydd", "1af") as English writes it: 11th, 4th, 1st."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_SOUTH: phrasebook.Phrases = [
    # southern words said the common way: "heddi" (heddiw), "wthnos" (wythnos), "mlan" (on), "nawr" (now), "clybie" (clubs)
    (r"(?i)\bheddi\b", "heddiw"), (r"(?i)\bwthnos\b", "wythnos"), (r"(?i)(?<![\w'])['’]?m(?:la['’]?e?n)\b", "ymlaen"),
    (r"(?i)\bo\s+nawr\s+ymlaen\b", "from now on"), (r"(?i)\bnawr\b", "now"), (r"(?i)\brhagor\b", "any more"),
    (r"(?i)\bclybi(?:e|au)\b", "clubs"), (r"(?i)\bbl\s*(\d)", r"year \1"), (r"(?i)\b(\d+)\s+o\s+blant\b", r"\1 children"),
    # a club is named after it, the name kept: "clwb yr urdd" (the urdd club), "clwb codio'n symud" (the codio club is moving)
    (r"(?i)\b(?:y\s+|yr\s+)?clwb\s+(?:yr\s+|y\s+)?(?!(?:yn|ar|am|i|a|gyda|efo|wedi|sy|ni)\b)((?-i:p[êe]l[\s-]droed|[a-zâêîôûŵŷ][\w-]*))",
     r"the \1 club"),
    (r"(?i)\b(?:rhieni|rieni)\s+the\s+(\S+(?:\s+droed)?)\s+club\b", r"the \1 club parents"), (r"(?i)\b(?:rhieni|rieni)\b", "parents"),
    # "clwb codio'n symud i ddydd iau" (the codio club is moving to thursday): the club is to be moved
    (r"(?i)\b(the\s+\S+(?:\s+droed)?\s+club)['’]n\s+symud\s+i\b", r"move \1 to"), (r"(?i)['’]n\s+symud\s+i\b", " is moving to"), (r"(?i)\b(?:ffaelu|ffili|methu)\s+(?:neud|gwneud)\b", "can't do"),
    (r"(?i)\b(?:ffaelu|ffili)\b", "can't"),
    # who: "fi off" (I'm off), "fi moyn" (I want), "nodyn i fi:" (note to self:), "mam Elin Jones" (Elin Jones's mum), "mam e"
    (r"(?i)\bnodyn\s+i\s+fi\s*:", "note to self:"), (r"(?i)\bfi\s+off\b", "I'm off"), (r"(?i)\bar\s+gwrs\b", "on a course"),
    (r"(?i)\bnos\s+(?:yfory|fory)\b", "tomorrow night"), (r"(?i)\b(?:wsnos|wythnos|mis)\s+hyn\b", lambda m: "this " + ("month" if m.group(0)[0] in "mM" else "week")),
    (r"(?i)\bshw[td]\b", "sut"), (r"(?i)\bmas\b", "out"), (r"(?i)\bffono\b", "call"),
    (r"(?i)\b(?:gweud|gwed|dweud)\s+wrth\s+" + _WHO, r"tell \g<who>"), (r"(?i)\bni\s+moyn\b", "we want"),
    (r"(?i)\b(?:dwi|rwy|rwy['’]n|wi)\s+moyn\s+" + _TO, "I want to "), (r"(?i)\b(?:dwi|rwy|rwy['’]n|wi)\s+moyn\b", "I want"),
    (r"(?i)\bfi\s+moyn\s+" + _TO, "I want to "), (r"(?i)(?:^|(?<=[.?!,]\s))moyn\s+" + _TO, "I want to "),
    (r"(?i)\bfi\s+moyn\b", "I want"), (r"(?i)\bi\s+fi\b", "to me"),
    # "Osian Rees bl4 moyn ymuno â clwb codio" (add Osian Rees year 4 to the codio club)
    (_WHO + r"(\s+year\s+\d)?\s+(?:moyn|isio|eisiau|eisie)\s+ymuno\s+(?:â|a|ag|gyda)\s+", r"add \g<who>\2 to "),
    (r"(?i)\bymuno\s+(?:â|a|ag|gyda)\b", "join"), (r"(?i)\bmoyn\s+" + _TO, "wants to "), (r"(?i)\bmoyn\b", "wants"),
    (r"(?i)\b(mam|tad|mamgu|tadcu)\s+(e|fe|hi)\b", lambda m: ("her " if m.group(2).lower() == "hi" else "his ") + _KIN[m.group(1).lower()]),
    (r"(?i)\b(mam|tad|mamgu|tadcu)\s+" + _WHO, lambda m: f"{m.group('who')}'s {_KIN[m.group(1).lower()]}"),
    (r"(?i)\b(?:a|â|ag)\s+(?=we're\b|ni['’]n\b)", "and "), (r"(?i)\bni\s*['’]n\b", "we're"),
    (r"(?i)\b(?:dwi|fi)\s*['’]n\s+meddwl\b", "I think"), (r"(?i)\bpan\s+mae\s*['’]n\s+bwrw\s+glaw\b", "when it's raining"),
    # questions: "ble ddiawl wnes i safio'r …" (where the hell did I save the …), "odi'r urdd wedi hala …" (has the urdd sent …),
    # "faint sy da fi yn …" (how many have I got in …), "faint o arian ni wedi casglu" (how much money have we collected)
    (r"(?i)\b(?:ble|lle)\s+(?:ddiawl|uffern|yffach)\b", "where the hell"), (r"(?i)\bwnes\s+i\b", "did I"), (r"(?i)\bsafio\b", "save"),
    (r"(?i)(?:\by\s+|'r\s+)?ffurflenni\s+([^?.,!]+?)(?=\s*[?.,!]|$)", r"the \1 forms"), (r"(?i)\bffurflenni\b", "forms"),
    (r"(?i)\byn\s+rhywle\b", "somewhere"),
    (r"(?i)\b(?:odi|ydi|ydy)\s+(?:'r|y|yr)\s+(\w+)\s+wedi\s+" + _DONE_WORD + r"\b", lambda m: f"has the {m.group(1)} {_DONE[m.group(2).lower()]}"),
    (r"(?i)(?<!gen i )\b(?:unrhyw\s+beth|rhwbeth|rhywbeth)\b", "anything"), (r"(?i)\b(anything)\s+am\b", r"\1 about"),
    (r"(?i)^(\s*has\s+the\b.*)\beto\b", r"\1yet"), (r"(?i)\bbrys\b", "urgent"), (r"(?i)\bat\s+(?=(?:Mrs?|Miss|Ms)\b)", "to "),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+dal\s+(?:i\s+)?heb\s+dalu\b", "who still hasn't paid"),
    (r"(?i)\bfaint\s+sy\s+(?:da|'da|gyda|gen)\s+fi\b", "how many have I got"), (r"(?i)\byn\s+(?=p[êe]l[\s-]droed|the\s+\S+\s+club)", "in "),
    (r"(?i)\bangen\s+gw(?:y)?bod\b", "need to know"), (r"(?i)(?<!dwi\s)\bangen\b", "need"),
    (r"(?i)\bfaint\s+o\s+(\w+)\s+i\s+(?:ddod|dod)(?:\s+(?:â|a)\s+fi)?\b", r"how many \1 to bring"),
    (r"(?i)\bfaint\s+o\s+arian\b", "how much money"),
    (r"(?i)(how\s+much\s+money|how\s+many\s+\w+)\s+(?:ni|dyn\s+ni)\s+wedi\s+" + _DONE_WORD + r"\b",
     lambda m: f"{m.group(1)} have we {_DONE[m.group(2).lower()]}"),
    (r"(?i)\b(?:y|yr|'r)\s+(\w+)\s+i\s+gyd\b", r"all the \1"),
    (r"(?i)\bfaint\s+(?:yw|ydi|ydy|di)\s+(?:hwnna|hynny|hwnnw|hyn|hwn)\b", "how much is that"),
    (r"(?i)^\s*rhif\s+(?:ff[oô]n\s+)?" + _WHO, r"\g<who>'s number"), (r"(?i)\b[gc]anolfan\s+hamdden\b", "leisure centre"),
    (r"(?i)(?<='s number) (?=leisure centre)", " at the "),
    (r"(?i)\bunrhyw\s+syniad(?:e|au)\s+(?:am|ar\s+gyfer)\b", "any ideas for"),
    # what is said to be done: "hala ebost at …", "i weud bod …" (to say that …), "tynna fe off …", "rho'r … mlan" (put the … on)
    (r"(?i)\b(?:hala|hela)\s+(?:ebost|e-bost|email|neges)\s+(?:at|i)\s+", "send an email to "),
    (r"(?i)\bi\s+(?:weud|ddweud|ddeud|dweud)\s+(?:bod|fod)\b", "to say that"), (r"(?i)\bi\s+(?:weud|ddweud|ddeud)\b", "to say"),
    (r"(?i)\bpaid\s+(?:a|â)\s*(?:['’]i\s+)?(?:hala|anfon|yrru|gyrru)(?:\s+(?:fe|e|o|fo|hi))?\b", "don't send it"),
    (r"(?i)\b(?:sgwennu|sgwenna|ysgrifennu)\s+llythyr\s+(?:i|at)\s+(?=.*\b(?:hala|anfon|send)\b)", "write an email to "),
    (r"(?i)\bllythyr\b", "letter"), (r"(?i)\b(?:alli|elli|galli|allet|allech)\s+(?:di|ti|chi)\b", "can you"),
    (r"(?i)\b(?:hala|anfon)\s+(?:fe|e|hi|nhw)\s+(?:at|i|to)\s+", "send it to "), (r"(?i)\b(?:neud|gwneud)\s+(?:e|fe)\b", "do it"),
    (r"(?i)\b(do|read|send)\s+(?:e|fe)\b", r"\1 it"),
    (r"(?i)\b(?:bod|fod)\b", "that"), (r"(?i)\b((?:heb\s+)?(?:dalu|talu))\s+am\b", r"\1 for"),
    (r"(?i)\bhala\s+(?=nodyn|neges|llythyr|letter)", "send a "), (r"(?i)\bhala\b", "send"),
    (r"(?i)\bdarllen\s+(?:e|fe|o|fo|hi)\b", "read it"), (r"(?i)\b(?:gynta|gyntaf|cynta)\b", "first"),
    (r"(?i)\bneges\s+(out\s+of\s+office|auto[\s-]?reply)\b", r"\1 message"),
    (r"(?i)\b(?:rho|rhoi|rhowch|troi|troia|tro)\s+(?:'r|y|yr)\s+(.+?)\s+ymlaen\b", r"put the \1 on"),
    (r"(?i)\b(today|tomorrow|fory|yfory|heddiw)\s+a\s+(?=dydd|ddydd)", r"\1 and "), (r"(?i)\bn[ôo]l\b", "back"),
    (r"(?i)\bcreu\s+(\w+)\s+newydd\b", r"create a new \1"), (r"(?i)\bcreu\b", "create"),
    (r"(?i)\bwedi\s+torri\s+ei\s+(" + "|".join(_BODY) + r")\b", lambda m: "has broken " + _BODY[m.group(1).lower()]),
    (r"(?i)\btynn(?:a|u|wch)\s+(fe|fo|e|o|hi|nhw)\s+off\b", lambda m: "take " + _IT[m.group(1).lower()] + " off"),
    (r"(?i)\b(?:am\s+)?(?:w|gw)eddill\s+(?:y|yr)\s+(term|tymor|wythnos)\b", lambda m: "for the rest of the " + ("week" if m.group(1) == "wythnos" else "term")),
    (r"(?i)\bnewydd\s+" + _DONE_WORD + r"\b", lambda m: "has just " + _DONE[m.group(1).lower()]),
    (r"(?i)(?<!wedi\s)\b[bf]wcio\b", "book"), (r"(?i)\bbws\b", "bus"),
    (r"(?i)\bi\s+'r\s+trip\s+(?!(?:i|ar|am|yn|gyda|efo)\b)(\w+)", r"for the \1 trip"),
    (r"(?i)\brhaid\s+(?:neud|gwneud)\s+(?:e|fe|o|fo|hi)\b", "must do it"), (r"(?i)\brhaid\b", "must"), (r"(?i)\berbyn\b", "by"),
    (r"(?i)\b(need|heb|dim)\s+caniat[âa]d\b", r"\1 permission"), (r"(?i)\b(\d+)\s+(" + "|".join(_MANY) + r")\b(?=\s+x\b)", lambda m: f"{m.group(1)} {_MANY[m.group(2).lower()]}"),
    (r"(?i)([£$€]\d+(?:\.\d\d)?)\s+(?:yr|y)\s+(" + "|".join(_PERIODS) + r")\b", lambda m: f"{m.group(1)} {_PERIODS[m.group(2).lower()]}"),
    (r"(?i)\bam\s+(\d+)\s+(" + "|".join(_MANY) + r")\b", lambda m: f"for {m.group(1)} {_MANY[m.group(2).lower()]}"),
    # "for" said "am" after money and paying: "£8 i fi am yr urdd" (£8 to me for the urdd), "wedi casglu am y clybie"
    (r"(?i)((?:[£$€]\d+(?:\.\d\d)?(?:\s+(?:to\s+me|per\s+child|a\s+week|each))?)|\bpaid|\bcollected|\bspent)\s+am\b", r"\1 for"),
    (r"(?i)\b(?:for\s+)?(\w+)\s+'r\s+(?:term|tymor)\s+(?:hyn|yma|'ma|ma)\b", r"for the \1 this term"),
    (r"(?i)\b(?:y\s+|'r\s+)?(?:term|tymor)\s+(?:hyn|yma|'ma|ma)\b", "this term"),
    # things: "hanner y plant" (half the children), "arian parod" (cash), "pennaeth" (the head), "alergedd cnau" (nut allergy)
    (r"(?i)\bhanner\s+(?:y|yr)\s+", "half the "), (r"(?i)\b(?:plant|blant)\b", "children"), (r"(?i)\bffliw\b", "flu"),
    (r"(?i)\barian\s+parod\b", "cash"), (r"(?i)\barian\b", "money"), (r"(?i)\bpennaeth\s+yn\s+gofyn\b", "the head is asking"),
    (r"(?i)\bpennaeth\b", "the head"), (r"(?i)\bcofrestru\b", "registration"), (r"(?i)\bgemau\b", "games"), (r"(?i)\bneuadd\b", "hall"),
    (r"(?i)\bstyc\b", "stuck"), (r"(?i)\btua\b", "about"), (r"(?i)\badre\b", "home"), (r"(?i)\bgyda\s+nhw\b", "with them"),
    (r"(?i)\balergedd\s+(\w+)", lambda m: {"cnau": "nut"}.get(m.group(1).lower(), m.group(1)) + " allergy"), (r"(?i)\bcnau\b", "nuts"),
    (r"(?i)\bdim\s+byd\b", "nothing"),
]

_PHRASES: phrasebook.Phrases = [
    # "'r" (the) written onto a word ("efo'r", "canslo'r", "i'r") stood apart; please and thanks dropped: "diolch", "plis"
    (r"(?i)(?<=[^\W\d_])['’]r\b", " 'r"), (r"(?i)\ba\s+plis\b", "and please"),
    (r"(?i)[,.\s]*\b(?:diolch(?:\s+yn\s+fawr)?|plis|os\s+gwelwch\s+yn\s+dda)\b[.!]?", " "), (r"(?i)^\s*(?:reit|iawn)\s*,\s*", ""),
    *_SOUTH,
    # times and days: "pnawn fory", "nos Iau", "dydd Llun nesa", "wsnos nesa", "mis Ionawr", "18 Rhagfyr", "am 3"
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"(?i)\b(\d{1,2})(?:ed|fed|af|ain|ydd|eg)?\s+(?:o\s+)?" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\b(\d{1,2})(?:ed|fed|af|ain|ydd|eg)?\s+o\s+(" + "|".join(_MUTATED) + r")\b",
     lambda m: f"{m.group(1)} {_MONTHS[_MUTATED[m.group(2).lower()]]}"),
    (r"(?i)\bar\s+(?:yr?\s+)?(?=\d{1,2}\s+(?:" + "|".join(phrasebook.MONTH_NAMES) + r")\b)", "on "),
    (r"(?i)\b(\d{1,2})(af|il|ydd|edd|ed|fed|eg|ain)\b", lambda m: _ordinal(int(m.group(1)))),
    (r"(?i)\bmis\s+" + _MONTH + r"\b", lambda m: "in " + _MONTHS[m.group(1).lower()]),
    (r"(?i)\b(?:bore|pnawn|prynhawn)\s+(?:yfory|fory)\b", lambda m: "tomorrow " + ("morning" if m.group(0)[0] in "bB" else "afternoon")),
    (r"(?i)\b(?:yfory|fory)\s+(?:bore|pnawn|prynhawn)\b", lambda m: "tomorrow " + ("morning" if "bore" in m.group(0).lower() else "afternoon")),
    (r"(?i)\bbore\s+(?:ma|'ma|yma)\b", "this morning"), (r"(?i)\bpnawn\s+(?:ma|'ma|yma)\b", "this afternoon"),
    (r"(?i)\b(?:yfory|fory)\b", "tomorrow"), (r"(?i)\bheddiw\b", "today"), (r"(?i)\bddoe\b|\bdoe\b", "yesterday"),
    (r"(?i)\bheno\b", "tonight"), (r"(?i)\bneithiwr\b", "last night"), (r"(?i)\b(?:pnawn|prynhawn)\b", "afternoon"),
    (r"(?i)\b(?:wsnos|wythnos)\s+(?:nesa|nesaf|nesa'|sy['’]n\s+dod)\b", "next week"),
    (r"(?i)\b(?:wsnos|wythnos)\s+(?:yma|hon|'ma|ma)\b", "this week"),
    (r"(?i)\b(?:wsnos|wythnos)\s+(?:diwetha|diwethaf|dwytha|dwetha)\b", "last week"),
    (r"(?i)\b(?:mis|fis)\s+nesa(?:f)?\b", "next month"), (r"(?i)\beleni\b", "this year"), (r"(?i)\bllynedd\b", "last year"),
    (r"(?i)\b(?:dydd|ddydd)\s+" + _DAY + r"\s+(?:nesa|nesaf)\b", lambda m: "next " + _day(m.group(1))),
    (r"(?i)\b(?:dydd|ddydd)\s+" + _DAY + r"\s+(?:diwetha|diwethaf|dwytha)\b", lambda m: "last " + _day(m.group(1))),
    (r"(?i)\b(?:dydd|ddydd)\s+" + _DAY + r"\b", lambda m: _day(m.group(1))),
    (r"(?i)\bnos\s+" + _DAY + r"\b", lambda m: _day(m.group(1)) + " night"),
    (r"(?i)\b(?:bore|pnawn)\s+" + _DAY + r"\b", lambda m: _day(m.group(1)) + (" morning" if m.group(0)[0] in "bB" else " afternoon")),
    (r"(?i)\b" + _MONTH + r"\b(?=\s+\d{4}|\s*$)", lambda m: _MONTHS[m.group(1).lower()]),
    # "am 3 o'r gloch" (at 3), but "am 20 bag" (for 20 bags) and "am £92" (at £92)
    (r"(?i)\bam\s+(\d+)\s+(?:o\s+)?(bag|bagia|bagiau|tunnell|litr)\b", lambda m: f"for {m.group(1)} {_UNITS[m.group(2).lower()]}"),
    (r"(?i)\bam\s+(\d{1,2}(?::\d\d)?)\s*(?:o\s+'r\s+gloch)?", r"at \1"), (r"(?i)\bo\s+'r\s+gloch\b", "o'clock"),
    (r"(?i)\bo\s+(?=\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)", "from "),
    (r"(?i)\bNadolig\b", "Christmas"), (r"(?i)\btan\s+(?=" + _WEEKDAY + r"|\d)", "until "),
    (r"(?i)\bcyn\b", "before"), (r"(?i)\bar\s+[ôo]l\s+chi\b", "behind you"), (r"(?i)\bar\s+[ôo]l\b", "after"),
    # questions: "pwy sy'n cyrraedd …", "oes gen i rwbath …", "faint ges i am …", "faint sy arna i i …", "sut ti'n deud …"
    (r"(?i)\bsy(?:dd)?['’]n\b", "sy yn"),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:heb\s+dalu|ddim\s+wedi\s+talu)\b", "who hasn't paid"),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:yn\s+)?(?:cyrraedd|dod)\s+(?:i\s+'r|y|yr)\b", "who is arriving at the"),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:yn\s+)?(?:cyrraedd|dod)\b", "who is arriving"),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:yn\s+)?(?:gadael|mynd)\b", "who is leaving"),
    (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:yn\s+)?gweithio\b", "who is working"), (r"(?i)\bpwy\s+sy(?:dd)?\s+(?:yn\s+)?aros\b", "who is staying"),
    (r"(?i)\bpwy\s+sy\s+(?:efo|gyda)\s+pres\s+(?:arna|i\s+mi)\b|\bpwy\s+sy\s+(?:ar\s+)?ddyled\b", "who owes me"),
    (r"(?i)\bpwy\b", "who"),
    (r"(?i)\boes\s+gen\s+i\s+(?:rwbath|rhywbeth|rhwbath|unrhyw\s+beth)\b", "have I got anything"),
    (r"(?i)\bbe(?:th)?\s+sy\s+(?:gen\s+i|gynna\s+i|gyda\s+fi)\b", "what do I have"), (r"(?i)\boes\s+gen\s+i\b", "have I got"),
    (r"(?i)\boes\s+(?:na|'na|yna)\s+(?:ebost|e-bost|email)\s+(?:wedi\s+dod\s+)?(?:gan|oddi\s+wrth|o|gyn)\b", "is there an email from"),
    (r"(?i)\boes\s+(?:na|'na|yna)\b", "is there"),
    (r"(?i)\bfaint\s+(?:ges|gafodd|geshi|gesh)\s+i\s+am\b", "how much did I get for"), (r"(?i)\bfaint\s+ges\s+i\b", "how much did I get"),
    (r"(?i)\bfaint\s+(?:ga|gai|geith|gaf)\s+i\b", "how much will I get"),
    (r"(?i)\bfaint\s+sy(?:dd)?\s+arna\s+i\s+(?:i|y|i\s+'r)\s+" + _WHO, r"how much do I owe \g<who>"),
    (r"(?i)\bfaint\s+sy(?:dd)?\s+ar\s+" + _WHO + r"\s+i\s+mi\b", r"how much does \g<who> owe me"),
    (r"(?i)\bfaint\s+o\s+'r\s+gloch\b", "what time"), (r"(?i)\bfaint\s+o\b", "how many"), (r"(?i)\bfaint\b", "how much"),
    (r"(?i)\bam\s+be(?:th)?\s+(?:mae|ma)\s+(?:o|hi)\s+wedi\s+(?:neud|gwneud)\s+yn\s+barod\b", "for what has been done so far"),
    (r"(?i)\bsut\s+(?:ti|chi|dach\s+chi|wyt\s+ti)\s*['’]?n\s+(?:deud|dweud|gweud)\b", "how do you say"), (r"(?i)\bsut\b", "how"),
    (r"(?i)\byn\s+[GC]ymraeg\b", "in Welsh"), (r"(?i)\byn\s+Saesneg\b", "in English"),
    (r"(?i)\b(?:lle|ble)\s+(?:mae|ma)\s+'r\b", "where is the"), (r"(?i)\b(?:lle|ble)\s+(?:mae|ma)\b", "where is"),
    (r"(?i)\bpryd\s+(?:mae|ma)\b", "when is"), (r"(?i)\bpryd\b", "when"),
    (r"(?i)\bbe(?:th)?\s+(?:di|ydi|ydy|yw)\s+rhif\s+(?:ff[oô]n\s+)?" + _WHO, r"what's \g<who>'s number"),
    (r"(?i)\bbe(?:th)?\s+(?:di|ydi|ydy|yw)\s+(?:ebost|e-bost|cyfeiriad\s+ebost)\s+" + _WHO, r"what's \g<who>'s email"),
    (r"(?i)\bbe(?:th)?\s+(?:di|ydi|ydy|yw)\b", "what is"), (r"(?i)\bbe(?:th)?\s+sy\s+(?:mlaen|ymlaen)\b", "what is on"),
    (r"(?i)^\s*be(?:th)?\s+(?=(?-i:[a-z]))", "what "),
    (r"(?i)\bos\s+(?:dw|dwi|rydw)\s*(?:i)?\s*['’]?n\s+(\w+)", lambda m: "if I " + _VERBS.get(m.group(1).lower(), m.group(1))),
    (r"(?i)\bdwi\s+(?:di|wedi)\s+anghofio\b", "I've forgotten"), (r"(?i)\bwedi\s+anghofio\b", "forgot"),
    # what is said to be done: "anfon ebost at …", "sgwennu drafft i …", "atgoffa fi …", "rho'r … yn y calendr", "symud o i …"
    (r"(?i)\b(?:anfon|anfona|gyrra|gyrru|yrru|yrra)\s+(?:ebost|e-bost|email|neges)\s+(?:at|i)\s+", "send an email to "),
    (r"(?i)\b(?:sgwennu|sgwenna|ysgrifennu|ysgrifenna|gwneud|gwna)\s+(?:drafft|ddrafft)\s+(?:at|i)\s+", "write a draft email to "),
    (r"(?i)\bpaid\s+(?:a|â)['’]i\s+(?:anfon|yrru|gyrru)\b|\bpaid\s+(?:anfon|yrru|gyrru)\b", "don't send it"),
    (r"(?i)\bmi\s+(?:sbia|sbiai|edrycha)\s+i\s+arno\s+(?:fo|o|hi)\b", "I'll look at it"),
    (r"(?i)\batgoffa(?:wch)?\s+fi\s+(?:(" + _WHEN + r")\s+)?(?:i\s+)?", lambda m: f"remind me {m.group(1) or ''} to ".replace("  ", " ")),
    (r"(?i)\bordro\b", "order"), (r"(?i)\bwedi\s+ffonio\b", "phoned"), (r"(?i)\b(?:ffonio|ffonia|ffoniwch)\b", "call"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:fo|o|hi)\s+lawr\b", "mark it paid"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:'r|y|yr)\s+ateb\s+awtomatig\s+ar\s+fy\s+(?:ebost|e-bost|email)\b", "put the auto reply on my email"),
    (r"(?i)\bateb\s+awtomatig\b", "auto reply"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:'r|y|yr)\s+(.+?)\s+yn\s+y\s+(?:calendr|dyddiadur)\b", r"put the \1 in the calendar"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:o|fo|hi|fe|e)\s+yn\s+y\s+(?:calendr|dyddiadur)\b", "put it in the calendar"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:'r|y|yr)\s+(.+?)\s+yn\s+y\s+ff[oô]n\b", r"save the \1 in my contacts"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+ar\s+y\s+(?:sheet|daenlen|spreadsheet)\s+(\w+)\s*:", r"add to the \1 sheet:"),
    # "tynnu Mali oddi ar y rhestr" (take Mali off the list), "rho Osian ar y rhestr côr" (add Osian to the côr list)
    (r"(?i)\btynnu\s+(.+?)\s+oddi\s+ar\s+y\s+rhestr\b", r"take \1 off the list"),
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(.+?)\s+ar\s+y\s+rhestr\b", r"add \1 to the list"), (r"(?i)\boddi\s+ar\b", "off"),
    (r"(?i)\bwedi\s*['’]i\s+(?:ganslo|chanslo)\b", "has been cancelled"), (r"(?i)\bwedi\s+(?:canslo|ganslo)\b", "has cancelled"),
    (r"(?i)\btynnu\s+(?:fo|o|hi|nhw)\s+(?:allan\s+)?o\s+'r\s+(?:calendr|dyddiadur)\b", "delete it from the calendar"),
    (r"(?i)\btynnu\s+(?:fo|o|hi|nhw)\s+(?:allan\s+)?o\s+'r\b", "take them out of the"), (r"(?i)\btynnu\b", "take off"),
    (r"(?i)\b(?:dileu|dilea)\b", "delete"), (r"(?i)\b(?:canslo|ganslo|canslwch)\b", "cancel"),
    (r"(?i)\bmarc(?:io|ia)\s+" + _WHO + r"\s+(?:fel\s+)?(?:wedi\s+talu|yn\s+talu)\b", r"mark \g<who> paid"),
    (r"(?i)\bmarc(?:io|ia)\s+(?:o|fo|hi|nhw)\s+(?:fel\s+)?wedi\s+talu\b", "mark it paid"),
    (r"(?i)\bychwaneg(?:u|a|wch)\b", "add"), (r"(?i)\bcadw\s+rhif\s+" + _WHO, r"save \g<who>'s number"), (r"(?i)\bcadw\b", "save"),
    (r"(?i)\b(?:chwilia|chwilio|ffeindia|ffeindio|ffendia)\s+(?:am\s+)?", "find "), (r"(?i)\bdangos(?:a)?\s+(?:i\s+mi\s+)?", "show me "),
    (r"(?i)\b(?:gwna|gwneud|sgwenna|sgwennu)\s+nodyn\b", "make a note"),
    (r"(?i)\bdwi\s+(?:isio|eisiau|angen)\b", "I want"), (r"(?i)\b(?:isio|eisiau)\b", "wants"),
    (r"(?i)\bwedi\s+(?:gyrru|anfon|yrru)\b", "has sent"), (r"(?i)\bwedi\s+(?:bwcio|archebu)\b", "has booked"),
    (r"(?i)\bwedi\s+gorffen\b", "has finished"), (r"(?i)\bwedi\s+torri\b", "is broken"),
    (r"(?i)\bfedrith\s+(?:o|hi|fo)\s+ddim\s+dod\b|\bfedr(?:a|ai)\s+(?:o|hi|fo)\s+ddim\s+dod\b", "can't come"),
    (r"(?i)\bi\s+dorri(?:\s+'r)?\s+gwrychoedd\b", "for the hedge cutting"),
    (r"(?i)\bffurflen\s+symud\s+defaid\b", "sheep movement form"),
    (r"(?i)\bsymud\s+(?:o|fo|hi|nhw)\s+i\b", "move it to"), (r"(?i)\bsymud\b", "move"),
    (r"(?i)\bwedi\s+mynd\s+i\b", "has gone to"), (r"(?i)\bwedi\s+talu\b", "has paid"), (r"(?i)\bwedi\s+dod\b", "has come"),
    (r"(?i)\b(?:sy(?:dd)?\s+)?heb\s+(?:gyrraedd|cyrraedd|ddod)(?:\s+eto)?\b", "that has not arrived yet"),
    (r"(?i)\b(?:sy(?:dd)?\s+)?heb\s+dalu(?:\s+eto)?\b", "that has not paid yet"), (r"(?i)\bdim\s+(\w+)\s+eto\b", r"no \1 yet"),
    (r"(?i)\b(?:share|rhannu|rhanna)\s+(.+?)\s+(?:efo|gyda|hefo)\s+", r"share \1 with "),
    (r"(?i)\bidd(?:i|o)\s+gael\s+newid\s+(?:petha|pethau)\b", "so they can edit it"),
    (r"(?i)\bfy\s+chwaer\b", "my sister"), (r"(?i)\bfy\s+mrawd\b", "my brother"), (r"(?i)\bfy\b", "my"),
    # things: "giat y cae" (the field gate), "cod y lockbox ydi" (the lockbox code is), "wyn stor", "pwyllgor y sioe"
    (r"(?i)\bpeiriant\s+coffi\b", "peiriant coffi"),
    (r"(?i)\b(" + "|".join(_THINGS) + r")\s+(?:y|yr)\s+(" + "|".join(_PLACES) + r")\b", _nouns),
    (r"(?i)\b(the\s+\w+\s+code)\s+(?:ydi|ydy|yw)\b", r"\1 is"),
    (r"(?i)\bpwyllgor\s+y\s+sioe\b", "the show committee"), (r"(?i)\btaliad\s+((?-i:[A-Z]{2,}))", r"\1 payment"),
    (r"(?i)\bs[êe]l\s+(?:yr\s+|y\s+)?hyrddod\b", "ram sale"), (r"(?i)\bs[êe]l\b", "sale"),
    (r"(?i)\b(?:wyn|ŵyn)\s+stor\b", "store lambs"), (r"(?i)\b(?:wyn|ŵyn)\s+tew\b", "fat lambs"), (r"(?i)\b(?:wyn|ŵyn|oen)\b", "lambs"),
    (r"(?i)\b(\w+)\s+newydd\b", r"new \1"), (r"(?i)\bnew\s+booking\s+i\s+'r\b", "new booking for the"), (r"(?i)\bo\s+fwyd\b", "of feed"),
    (r"(?i)\b(\d+)\s+o\s+bobl\b", r"\1 people"), (r"(?i)\bgweddill\b", "the balance"),
    (r"(?i)\b(" + "|".join(_NOUNS) + r")\b", lambda m: _NOUNS[m.group(1).lower()]),
    (r"(?i)\bcau\b", "close"), (r"(?i)\bgwerthu\b", "sell"), (r"(?i)\byr\s+un\b", "each"), (r"(?i)\bam\s+(?=[£$€]\d)", "at "),
    (r"(?i)\byn\s+(?=\d+\s*%)", "is "), (r"(?i)\bi\s+gyd\b", "altogether"), (r"(?i)\byn\s+(?=(?-i:[A-Z]))", "in "),
    (r"(?i)\bam\s+(?=(?:the|ram|sale|email|payment|cottage|booking)\b)", "about "),
    (r"(?i)\b(" + _WEEKDAY + r")\s+a\s+(?=" + _WEEKDAY + ")", r"\1 and "), (r"(?i)\ba\s+'r\b", "and the"), (r"(?i)\bac\b", "and"),
    (r"(?i)\bi\s+(?=" + _WHEN + r"\b)", "to "), (r"(?i)\bgan\s+(?=(?-i:[A-Z]))", "from "),
    # small words: "mae'r", "i'r", "o'r", "yn y", "efo", "eto", "allan", "yn barod"
    (r"(?i)\b(?:mae|ma)\s+'r\b", "the"), (r"(?i)\bi\s+'r\b", "to the"), (r"(?i)\bo\s+'r\b", "from the"),
    (r"(?i)\byn\s+y\b", "in the"), (r"(?i)\bar\s+y\b", "on the"), (r"(?i)\bam\s+y\b|\bam\s+yr\b", "about the"),
    (r"(?i)\b(?:efo|gyda|hefo)\b", "with"), (r"(?i)\beto\b", "again"), (r"(?i)\bhefyd\b", "too"), (r"(?i)\br[ŵw]an\b", "now"),
    (r"(?i)\ballan\b", "out"), (r"(?i)\byn\s+barod\b", "already"), (r"(?i)(?<=\s)o\s+(?=(?-i:[A-Z]))", "from "),
    (r"(?i)(?<!\w)(?:yr|y|'r)\b(?=\s)", "the"), (r"(?i)\b(?:ydi|ydy|yw)\b", "is"), (r"(?i)\bdim\b(?=\s)", "no"),
]

_UNITS = {"bag": "bags", "bagia": "bags", "bagiau": "bags", "tunnell": "tonnes", "litr": "litres"}
# Verbs said after "dw i'n" ("os dw i'n gwerthu": if I sell)
_VERBS = {"gwerthu": "sell", "prynu": "buy", "talu": "pay", "gyrru": "send", "anfon": "send", "symud": "move", "cael": "get"}


def welsh(text: str) -> bool:
    """Whether ``text`` has two words only Welsh has."""
    return phrasebook.two_own_words(text, _OWN)


def english(text: str) -> str:
    """``text`` with its Welsh read as English when it is Welsh; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if welsh(text) else text
