"""Welsh in a request (as a farmer in north Wales types it, with English mixed in) read as English before it is planned:
"pwy sy'n cyrraedd y bwthyn dydd Gwener?" (who is arriving at the cottage friday), "oes gen i rwbath pnawn fory?" (have I
got anything tomorrow afternoon), "anfon ebost at Emma Clarke - …" (send an email to Emma Clarke), "atgoffa fi ordro lick
buckets cyn dydd Gwener" (remind me to order lick buckets before friday), "Helen Murray wedi talu, rho fo lawr" (Helen
Murray has paid, mark it paid), "tynnu fo o'r calendr" (take it off the calendar), "faint sy arna i i Idris?" (how much do
I owe Idris), "symud y cyfarfod efo'r milfeddyg i dydd Iau am 2" (move the meeting with the vet to thursday at 2).

Only a request with at least two words only Welsh has is read so (one "diolch" in an English request is not Welsh); the
days ("dydd Gwener", "nos Iau"), the months ("mis Ionawr", "18 Rhagfyr") and the times ("pnawn fory", "wsnos nesa",
"eleni") are read as English, and the soft mutations ("ganslo", "dalu", "gyrraedd", "nos Wener") as their plain words.
Names, numbers, English words and what is typed to be written down ("bwyd defaid" on the costs sheet) stay as typed."""

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
    wythnos ychwanegu marcio cadw dangos dangosa""".split())

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


_PHRASES: phrasebook.Phrases = [
    # "'r" (the) written onto a word ("efo'r", "canslo'r", "i'r") stood apart; please and thanks dropped: "diolch", "plis"
    (r"(?i)(?<=[^\W\d_])['’]r\b", " 'r"), (r"(?i)\ba\s+plis\b", "and please"),
    (r"(?i)[,.\s]*\b(?:diolch(?:\s+yn\s+fawr)?|plis|os\s+gwelwch\s+yn\s+dda)\b[.!]?", " "), (r"(?i)^\s*(?:reit|iawn)\s*,\s*", ""),
    # times and days: "pnawn fory", "nos Iau", "dydd Llun nesa", "wsnos nesa", "mis Ionawr", "18 Rhagfyr", "am 3"
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"(?i)\b(\d{1,2})(?:ed|fed|af|ain|ydd)?\s+(?:o\s+)?" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
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
    (r"(?i)\bsut\s+(?:ti|chi|dach\s+chi|wyt\s+ti)\s*['’]?n\s+(?:deud|dweud)\b", "how do you say"),
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
    (r"(?i)\b(?:rho|rhoi|rhowch)\s+(?:o|fo|hi)\s+yn\s+y\s+(?:calendr|dyddiadur)\b", "put it in the calendar"),
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
    words = set(re.findall(r"[\w'’-]+", text.lower()))
    return len(words & _OWN) >= 2


def english(text: str) -> str:
    """``text`` with its Welsh read as English when it is Welsh; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if welsh(text) else text
