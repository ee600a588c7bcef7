"""Greek typed in Latin letters (Greeklish, as a Greek souvlaki shop and bakery in Melbourne types it, with English mixed in)
read as English before it is planned: "poios pernei paraggelia avrio?" (who is picking up an order tomorrow), "o Nick
Georgiou plirose to platter tou Savvatou, vale paid" (Nick Georgiou paid for the Saturday platter, mark it paid), "to
tilefono tou Mick tou plumber?" (what's Mick the plumber's number), "i Bec akyrose to baklava, svise to" (Bec cancelled the
baklava, delete it), "vale sto imerologio: … Tetarti 2 Dek stis 10 to proi" (put in the calendar: … Wednesday 2 December at
10am), "grapse mou ena email gia ton Spiro …, alla min to steileis akoma" (write me an email to Spiro …, but don't send it
yet), "thymise mou tin Pempti na paraggeilo koutia" (remind me on Thursday to order boxes). And Greek in its own letters,
as a meze restaurant in Limassol types it with English words and names mixed in: "ποιος έχει κράτηση αύριο βράδυ;" (who has
a booking tomorrow evening?), "ο Marios Georgiou πήρε τηλέφωνο, την Πέμπτη θα είναι 14 άτομα όχι 10. άλλαξε το please"
(Marios Georgiou called, on Thursday it will be 14 people not 10. change it please), "βάλε στο bookings: Mr Doyle, …"
(new booking: Mr Doyle, …); its letters are first written as the Greeklish below spells them ("κράτηση": kratisi), ";" is
its question mark, "8μμ" 8pm, "€2.340" €2,340, and a folder named in Greek ("Λογιστικά/2026") stays as typed.

A request with two words in Greek letters is Greek; one in Latin letters only with at least two words only Greek has, a
pair of small words only Greek puts together ("apo tin", "tin ora") counting as one. Greeklish spells one word many ways
("efxaristo", "eyxaristw", "euxaristo"; "thymise", "8ymhse"; "paraggelia", "paragelia"), so each word is first folded as
it sounds (η, ι, υ, ει, οι all "i"; ω "o"; θ "th" or "8", though "thn" is τη-ν; χ "x", "h" or "ch"; doubled letters
single) and, when it is a word the phrases write, spelled as they write it. A date said day/month ("24/12") is that day of that month; names (with a capital), numbers
and English words stay as typed."""

from __future__ import annotations

import re
import unicodedata

from core.planner import phrasebook

# Words only Greek has, folded (no English word, nor one of another language the requests use): two make a request Greek
_OWN_SAID = """avrio simera xthes methavrio apopse poios poia poioi pernei paraggelia paraggelies steile steileis
    ston stous einai etoimo etoima efxaristo parakalo plirose plirosan plirothei pliromeno tilefono kinito trexei akyrose
    svise svisto kano thelei thelo theloun theloume avga kathe posa posoi imerologio erxetai tetarti pempti paraskevi
    deftera savvato savvatou kyriaki savvatokyriako savvatokyriakou proi xrostame xrostaei xrostane plirosoume grapse
    logisti logistis noemvri dekemvri noemvriou dekemvriou akoma prota rantevou prolavaino eixe eixa steilei kainouria
    kainourio kainourgio timi thymamai thymise paraggeilo koutia evdomada ftiakse grapso glyka ekana vrisko pouthena exoun
    anoixe alevri mipos akrivainoun paidi grapsei giagia giagias kapou simeiosei tapsia tapsi ferei nerohytis
    kouzina oti prin mexri tora kati tipota pote giati poso exo exoume pelatis pelates lefta ypenthymisi logariasmo
    apodeikseis kila atoma vres psakse kratise moirase allakse dimiourgise mou mas ine ligo oxi kalo tis stin stis pliromeni
    pliromena etoimi eimai diakopes logariasmos texnikos ydravlikos ilektrologos kainourios
    kratisi kratiseis plirosei""".split()


def _fold(word: str) -> str:
    """A Greeklish word as it sounds, however it is typed: "eyxaristw", "euxaristo" → evxaristo; "8ymhse" → thimise."""
    word = word.lower()
    for typed, sound in _FOLDS:
        word = re.sub(typed, sound, word)
    return re.sub(r"(\D)\1+", r"\1", word)


_FOLDS = [(r"8|th", "θ"), (r"3|ks|ch", "x"), (r"ph", "f"), (r"h", "i"), (r"w", "o"), (r"o[uy]", "ū"), (r"a[uyf]", "av"),
          (r"e[uyf]", "ev"), (r"ei|oi|y|u", "i"), (r"ai", "e"), (r"mp|b", "v"), (r"nt", "d"), (r"g[kg]|ng", "g"), (r"ū", "u")]


def _near(word: str) -> str:
    """A word as the own words are looked up, its letters read a little loosely: "8ymhse" → thimise, "eyxaristw" →
    efxaristo, "paraggelia" → paragelia (stricter than ``_fold``, so "wine" is never "einai")."""
    word = word.lower().replace("8", "th").replace("ch", "x")
    word = re.sub(r"(?<![tcp])h", "i", re.sub(r"([ae])[uy](?=[^aeiou])", r"\1f", word)).replace("w", "o").replace("y", "i")
    return re.sub(r"(\D)\1+", r"\1", word)


_OWN = frozenset(_near(w) for w in _OWN_SAID)
# Other words the phrases write (Greek, but some in other languages too), each found however it is typed
_SPELLED = """ti tin tis tou tous ton to ta sto sti stin stis stous ston sta na kai mia ena enan me se apo gia den min an alla
    pali ligo ola mera kane kanei allo alli epomeni epomeno perasmeni perasmeno afti aftin afto tha itan pire irthe exei ela
    kalimera kalispera file poli misi vgale vgalto mazi neos nea neo noumero minima ora mina apogevma mesimeri vrady lista
    fakelos arxeio simeioseis zaxari kouti promitheftis timologio magazi ypallilos vardia douleuei doulevoun erxontai
    xalase akyrosan eftiaksa evala anevasa egrapsa agoraso steilo pliroso do paro metafere metakinise dimiourgise simeiose
    kainourios kainourgios pos oxi nai ypenthymise apodeikseis kanto vale sou""".split()
# Chat spellings no folding finds: "dn" (den), "tlf" (tilefono), "h" (i, the)
_TYPED = {"dn": "den", "mn": "min", "tpt": "tipota", "kt": "kati", "tlf": "tilefono", "pws": "pos", "h": "i"}

_DAYS = {"deftera": "Monday", "triti": "Tuesday", "tetarti": "Wednesday", "pempti": "Thursday", "paraskevi": "Friday",
         "savvato": "Saturday", "kyriaki": "Sunday"}
_DAY_FORMS = {form: day for stem, day in _DAYS.items() for form in (stem, stem + "s", stem[:-1] + "ou")}  # "tis Pemptis"
_DAY = r"(deftera|triti|tetarti|pempti|paraskevi|savvato|kyriaki)(?:s|u)?\b"
_MONTHS = dict(zip("ian fev mar apr mai ioun ioul avg sep okt noe dek".split(), phrasebook.MONTH_NAMES, strict=True))
# A month by its first letters and any ending: "Dek", "Dekemvri", "Dekemvriou"; "Noemvri", "Noe"
_MONTH = r"(ian(?:ouari\w*)?|fev(?:rouari\w*)?|mar(?:ti\w*)?|apr(?:ili\w*)?|mai(?:o\w*)?|ioun(?:i\w*)?|ioul(?:i\w*)?|" \
         r"avg(?:oust\w*)?|sep(?:t(?:emvri\w*)?)?|okt(?:ovri\w*)?|noe(?:mvri\w*)?|dek(?:emvri\w*)?)\b"
_NAME = r"(?P<who>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})"  # "Chris Antoniou", "Oakleigh Quality Meats"
_WE = {"mou": "me", "mas": "us"}
_ONE = {"kratiseis": "booking", "paraggelies": "order", "pelates": "customer", "lista": "list item", "simeioseis": "note"}
_MINE = {"mou": "my", "sou": "your", "tou": "his", "tis": "her", "mas": "our", "sas": "your", "tous": "their"}
# English verbs after the "to" the phrases write, so the Greek article "to" is told from it: "remind me to order"
_AFTER_TO = r"(?:order|pay|see|send|write|call|bring|buy|get|make|do|be|find|check|ask|collect|pick|move|put|the|a|an|my|his|her|" \
            r"their|our|me|him|them|it|us|you|go|come|read|take|tell|next|last|this|tomorrow|today)\b"


def _month(word: str) -> str:
    """A month by its first letters: "Dek", "Dekemvriou" → December."""
    return _MONTHS[next(k for k in _MONTHS if word.lower().startswith(k))]


def _day(word: str) -> str:
    """A day in any of its forms: "Savvatou" → Saturday."""
    return _DAY_FORMS.get(word.lower(), word)


_SAID: list[tuple[str, object]] = [
    # greetings, thanks and fillers say nothing to do: "ela", "re paidi mou" (mate), "efxaristo" (thanks), "parakalo"
    (r"^\s*(?:ela|gia\s+sou|kalimera|kalispera)\b\s*[,!]?\s*", ""),
    (r"[,\s]*\b(?:re\s+paidi\s+mou|re\s+file|efxaristo(?:\s+poli)?|parakalo)\b[.!]?", ""), (r"[,\s]+\bre\b(?=\s*[,.!?]|\s*$)", ""), (r"^\s*re\b", ""), (r"^[\s,.!]+", ""),
    # dates and times: "2 Dek", "24/12", "Tetarti 2 Dek", "stis 10 to proi" (at 10am), "stis 2" (at 2), "stis 10.30"
    phrasebook.DAY_MONTH, (r"\b(\d{1,2})\s+" + _MONTH, lambda m: f"{m.group(1)} {_month(m.group(2))}"),
    (r"\b(?:tis|stis|apo\s+tis)\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "on "),
    (r"\b(stis\s+)?(\d{1,2})(?:[:.](\d\d))?\s+(?:to\s+)?(proi|mesimeri|apogevma|vrady)\b",
     lambda m: f"{'at ' if m.group(1) else ''}{m.group(2)}{':' + m.group(3) if m.group(3) else ''}{'am' if m.group(4).lower() == 'proi' else 'pm'}"),
    (r"\bstis\s+(\d{1,2})\s+kai\s+misi\b", r"at \1:30"), (r"\bstis\s+(\d{1,2})[:.](\d\d)\b", r"at \1:\2"), (r"\bstis\s+(?=\d)", "at "),
    (r"\bapo\s+tis\s+(\d{1,2})\s+(?:mexri|os)\s+tis\s+(\d{1,2})\b", r"from \1 to \2"), (r"\bapo\s+(\d{1,2}\s+\w+)\s+(?:mexri|os)\s+(?=\d)", r"from \1 to "), (r"\bmexri\s+tis\s+(?=\d)", "until "),
    (r"\bavrio\s+(?:to\s+)?proi\b", "tomorrow morning"), (r"\bavrio\s+(?:to\s+)?vrady\b", "tomorrow evening"), (r"\bsimera\s+to\s+apogevma\b", "this afternoon"), (r"\bto\s+proi\b", "in the morning"),
    (r"\bto\s+apogevma\b", "in the afternoon"), (r"\bto\s+vrady\b", "in the evening"), (r"\bmethavrio\b", "the day after tomorrow"),
    (r"\bavrio\b", "tomorrow"), (r"\bsimera\b", "today"), (r"\bxthes\b", "yesterday"), (r"\bapopse\b", "tonight"),
    (r"\b(?:tin|ti)\s+(?:alli|epomeni)\s+evdomada\b", "next week"), (r"\b(?:afti|aftin)\s+(?:tin|ti)\s+evdomada\b", "this week"),
    (r"\b(?:tin|ti)\s+perasmeni\s+evdomada\b", "last week"), (r"\bton\s+(?:allo|epomeno)\s+mina\b", "next month"),
    (r"\bafto\s+ton\s+mina\b", "this month"), (r"\bton\s+perasmeno\s+mina\b", "last month"),
    # days: "tin Pempti" (on Thursday), "tin alli Pempti" (next Thursday), "to platter tou Savvatou" (the Saturday platter)
    (r"\b(?:to|ta|ton|tin|ti|tis|i|o|oi)\s+(\S+)\s+(?:tou|tis)\s+savvatokyriakou\b", r"the weekend \1"),
    (r"\b(\S+)\s+tou\s+savvatokyriakou\b", r"\1 of the weekend"),
    (r"\bgia\s+to\s+savvatokyriako\b", "for the weekend"), (r"\b(?:to|sto)\s+savvatokyriako\b", "at the weekend"), (r"\bsavvatokyriako\b", "weekend"),
    (r"\b(?:to|ta|ton|tin|ti|tis|i|o|oi)\s+(\S+)\s+(?:tou|tis)\s+" + _DAY, lambda m: f"the {_day(m.group(2))} {m.group(1)}"),
    (r"\b(?:sto|sti|stin|ston)\s+(\S+)\s+(?:tou|tis)\s+" + _DAY, lambda m: f"on the {_day(m.group(2))} {m.group(1)}"),
    (r"\b(?:to|ta|ton|tin|ti|tis)\s+(\S+)\s+tou\s+" + _MONTH, lambda m: f"the {_month(m.group(2))} {m.group(1)}"),
    (r"\bgia\s+(?:(?:to|tin|ti)\s+)?" + _DAY, lambda m: "for " + _day(m.group(1))),
    (r"\b(?:tin|to|ti)\s+(?:alli|epomeni|epomeno|allo)\s+" + _DAY, lambda m: "next " + _day(m.group(1))),
    (r"\b(?:tin|to|ti)\s+perasmen[io]\s+" + _DAY, lambda m: "last " + _day(m.group(1))),
    (r"\bkathe\s+" + _DAY, lambda m: "every " + _day(m.group(1))), (r"\bapo\s+" + _DAY, lambda m: "from " + _day(m.group(1))),
    (r"\b(?:tin|to|ti|stin|sto|sti)\s+" + _DAY, lambda m: "on " + _day(m.group(1))), (r"\b" + _DAY, lambda m: _day(m.group(1))),
    (r"\bproi\b", "morning"), (r"\bvrady\b", "evening"), (r"\bapogevma\b", "afternoon"), (r"\bmesimeri\b", "midday"),
    (r"\b(?:ton|tou|sto|ston)\s+" + _MONTH + r"(?!\s*\d)", lambda m: "in " + _month(m.group(1))), (r"\b" + _MONTH + r"(?=\s*\d)", lambda m: _month(m.group(1))),
    (r"(?-i:\bto)\s+(?=(?-i:[A-Z])\w+\s+(?-i:[a-z]))", "the "),  # "to December roster": the December roster
    (r"\bkratise\s+(?:to\s+)?(?:tilefono|noumero|kinito|epafi)\s+(?:tou|tis)\s+" + _NAME, r"save new contact \g<who>"),
    (r"(?-i:\btis\s+((?:[A-Z])\w+a)s)\b", r"tis \1"),  # "tis Marias" (Maria's)
    # questions: "poios pernei paraggelia", "poso xrostame stous X", "ti eixa grapsei gia", "pou einai", "to tilefono tou X?"
    (r"\bexei\s+kratisi\b", "has a booking"), (r"\bexei\s+repo\b", "has the day off"), (r"\bthelei\s+repo\b", "wants a day off"),
    (r"\brepo\b", "day off"), (r"\bolo\s+to\s+poso\b", "the full amount"), (r"\bsynolika\b", "in total"),
    (r"\bpos\s+(?:to\s+)?(?:leme|lene|legete)\b", "how do you say"), (r"\bsta\s+agglika\b", "in English"), (r"\bsta\s+ellinika\b", "in Greek"),
    (r"\bpos[oa]\s+(\w+)\s+thelei\b", r"how much \1 does it need"),  # "poso arni thelei gia 10 merides": how much lamb
    (r"\btha\s+(exo|exoume)\b(?=[^.!?]*\?)", lambda m: "will " + ("I" if m.group(1).lower() == "exo" else "we") + " have"),
    (r"(?:^|(?<=[.?!]\s))\s*(?:irthe|eftase)\s+([^?.!]{1,60})\?", r"did \1 come?"),  # "irthe to invoice apo tin Keo?"
    (r"\bkoita\s+(?:sta|sto|stin)\s+(?=e-?mails?\b|mail\b|inbox\b)", "check my "), (r"\bkoita\b", "look at"),
    (r"\bpoi(?:os|a|oi)\s+pernei\s+paraggelia\b", "who is picking up an order"), (r"\bpernei\s+paraggelia\b", "is picking up an order"),
    (r"\bpoi(?:os|a|oi)\s+(mou|mas)\s+xrosta(?:ei|ne|on)\b", lambda m: "who owes " + _WE[m.group(1).lower()]), (r"\bpoi(?:os|oi)\s+xrosta(?:ei|ne|on)\b", "who owes"),
    (r"\bpos[oa]\s+xrostame\s+(in\s+total\s+)?(?:stous|stis|ston|stin|sto)\s+((?-i:[a-z]))?",  # "posa xrostame synolika stous suppliers"
     lambda m: f"how much do we owe {'in total to ' if m.group(1) else ''}{'the ' + m.group(2) if m.group(2) else ''}"), (r"\bposo\s+xrostao\s+(?:stous|stis|ston|stin|sto)\s+", "how much do I owe "),
    (r"\bpos[oa]\s+(mou|mas)\s+xrostaei\s+(?:o|i)\s+" + _NAME, lambda m: f"how much does {m.group('who')} owe {_WE[m.group(1).lower()]}"),
    (r"\bposo\s+exei\s+(?:to|i|o)\s+", "how much is the "), (r"\bposo\s+(?:einai|kanei)\s+(?=[^?]*%)", "what is "),  # a sum:
    (r"\bposo\s+kanei\b", "how much is"),  # "poso einai to FPA 9% se €2.340?": what is the VAT 9% on €2,340
    (r"\bpoi(?:os|oi)\s+doulev(?:ei|oun)\b", "who is working"), (r"\bpoi(?:os|a|oi)\s+erxet(?:ai|e)\b|\bpoi(?:os|oi)\s+erxontai\b", "who is coming"),
    (r"\bti\s+(?:eixa|exo)\s+grapsei\s+gia\b", "what did I write about"), (r"\bti\s+exo\b", "what do I have"), (r"\bti\s+exoume\b", "what do we have"),
    (r"\b(ti\s+ora|pote)\s+erxet(?:ai|e)\s+(?:o|i|to)\s+" + _NAME, lambda m: f"{'when' if m.group(1).lower() == 'pote' else 'what time'} is {m.group('who')} coming"),
    (r"\bti\s+ora\b", "what time"), (r"\bto\s+(?:tilefono|kinito|noumero)\s+tou\s+" + _NAME + r"\s+tou\s+(\w+)\b", r"what's \g<who> the \2's number"),
    (r"\bto\s+(?:tilefono|kinito|noumero)\s+(?:tou|tis)\s+" + _NAME, r"what's \g<who>'s number"),
    (r"\bvres\s+(?:mou\s+)?to\s+e-?mail\s+(?:tou|tis|apo\s+(?:ton|tin|to|tous)|apo)\s+" + _NAME, r"find the email from \g<who>"),
    (r"\bto\s+email\s+(?:tou|tis)\s+" + _NAME, r"what's \g<who>'s email"),
    (r"(?:^|(?<=[.?!]\s))\s*pou\s+(?:einai|ine)\b", "where is"), (r"\bpou\s+(?=ekana|eixa|evala|anevasa|eftiaksa|egrapsa)", "that "),
    (r"\bden\s+(?:to|ta|ton|tin)\s+vrisko\b", "I can't find it"), (r"\bden\s+vrisko\b", "I can't find"), (r"\bpouthena\b", "anywhere"),
    (r"\beixe\s+steilei\s+(kati|email|mail)\s+(?:o|i|to)\s+" + _NAME, r"did \g<who> send \1"),
    (r"\besteile\s+(kati|email|mail)\s+(?:o|i|to)\s+" + _NAME, r"did \g<who> send \1"),
    (r"\bposa\s+(\w+)\s+na\s+paro\b", r"how many \1 should I buy"),
    (r"\b(pos[aeo]s?|posoi|ti|poi(?:a|es))\s+((?:\w+\s+){0,2})(exo|exoume)\b", lambda m: f"{m.group(1)} {m.group(2)}do {'I' if m.group(3).lower() == 'exo' else 'we'} have"), (r"\bposa\b|\bposoi\b|\bposes\b", "how many"), (r"\bposo\b", "how much"),
    (r"\bpoi(?:a|es)\s+(?=\w+s\b)", "which "), (r"\bpoi(?:os|oi)\b", "who"), (r"\bpoi[ao]\b", "which"),
    (r"(?:^|(?<=[.?!,]\s))\s*ti\b", "what"), (r"\bpote\b", "when"), (r"\bgiati\b", "why"), (r"(?:^|(?<=[.?!]\s))\s*pou\b", "where"),
    (r"\b(kati|e-?mail|mail|minima)\b(.{0,60}?)\bgia\s+(?!(?:ton|tin|tous)\s+(?-i:[A-Z]))", r"\1\2 about "),  # "kati … gia kainouria timi": something about a new price
    # what is said to be done: "steile email ston X oti …", "grapse mou ena email gia ton X", "min to steileis akoma"
    (r"\bsteile\s+(?:mou\s+)?(?:ena\s+)?(?:e-?mail|mail)\s+(?:ston|stin|sto|stous|se|gia\s+ton|gia\s+tin)\s+" + _NAME + r"\s+oti\b",
     r"send an email to \g<who> that"),
    (r"\bsteile\s+(?:ena\s+)?(?:e-?mail|mail)\s+(?:ston|stin|sto|stous|se)\s+", "send an email to "),
    (r"\bsteile\s+(?:ena\s+)?(?:minima|mnm|sms)\s+(?:ston|stin|sto|stous|se)\s+", "send a message to "),
    (r"\bsteile\b", "send"), (r"\bkleise\s+(?:ena\s+)?trapezi\b", "book a table"), (r"\bkleise\b", "book"),
    (r"\bvale\s+(?:to\s+)?(?:auto[\s-]?reply|aftomati\s+apantisi)\s+sto\s+(?:e-?mail|mail)(?:\s+mou)?\b", "put the auto reply on my email"),
    (r"\bgrapse\s+(?:mou\s+)?(?:ena\s+)?(?:e-?mail|mail)\s+(?:ston|stin|sto|se|gia\s+ton|gia\s+tin|gia\s+to)\s+", "write me an email to "),
    (r"\bgrapse\s+(?:mou\s+)?(?:ena\s+)?(?:e-?mail|mail)\b", "write me an email"), (r"\b(?:ftiakse|kane|grapse)\s+(?:mou\s+)?ena\s+draft\s+(?:gia\s+ton|gia\s+tin|gia\s+ti|ston|stin|se)\s+", "write me a draft email to "),
    (r"\b(?:ftiakse|kane|grapse)\s+(?:mou\s+)?ena\s+draft\b", "write me a draft"),
    (r"\bmin\s+(?:to|ta)\s+steileis\b", "don't send it"), (r"\bthelo\s+na\s+(?:to|ta)\s+do\b", "I want to see it"),
    (r"\bthelo\s+na\s+do\b", "I want to see"), (r"\bthelo\b", "I want"), (r"\btheloume\b", "we want"), (r"\btheloun\s+na\s+plirosoume\b", "they want us to pay"),
    (r"\btheloun\b", "they want"), (r"\bkai\s+thelei\s+(?=\d)", "and it takes "), (r"\bthelei\s+(?=\d)", "takes "), (r"\bthelei\s+na\b", "wants to"), (r"\bthelei\b", "needs"),
    (r"\b(?:thymise|ypenthymise)\s+mou\b", "remind me"), (r"\bvale\s+(?:mou\s+)?ypenthymisi\b", "set me a reminder"),
    (r"\bvale\s+(to\s+|ta\s+)?sto\s+(?:imerologio|calendar)\b", lambda m: "put it in the calendar" if m.group(1) else "put in the calendar"),
    (r"\b(?:vale|prosthese)\s+(?:sto|stin|sta|stis|ston)\s+((?-i:[a-z])\w+)\s*:",  # "vale sto bookings: Mr Doyle, …": new booking
     lambda m: "new " + _ONE.get(m.group(1).lower(), re.sub(r"s$", "", m.group(1))) + ":"),
    (r"\ballakse\s+(?:to|ta)\b(?=\s*(?:[,.!?]|$|please\b))", "change it"), (r"\bmidenise\s+(?:to|ta)?(?=\s*(?:[,.!?]|$))", "set it to 0"),
    (r"\bmidenise\b", "zero"), (r"\bdiavase\s+(mou\s+)?(?:to|ta|tin|ton)\s+", lambda m: "read me the " if m.group(1) else "read the "),
    (r"\bdiavase\s+mou\b", "read me"), (r"\bdiavase\b", "read"),
    (r"\bplirosa(me)?\s+(today|yesterday)\s+(?:(?:ton|tin|tous|to)\s+)?" + _NAME,  # "plirosa simera ton Psaropoulos": I paid Psaropoulos today
     lambda m: f"{'we' if m.group(1) else 'I'} paid {m.group('who')} {m.group(2)}"),
    (r"\bplirosa\b", "I paid"), (r"\bplirosame\b", "we paid"), (r"\bpirame\b", "we got"), (r"\bna\s+epivevaiosoume\b", "confirming"),
    (r"\bepivevaiose\b", "confirm"), (r"\bpou\s+(ekane|egrapse|esteile|eftiakse)\s+(?:o|i)\s+" + _NAME,  # "pou ekane i Dimitra"
     lambda m: f"that {m.group('who')} " + {"ekane": "made", "egrapse": "wrote", "esteile": "sent"}.get(m.group(1).lower(), "made")),
    (r",\s*einai\s+(?=(?:sto|sti|stin|sta|ston)\b)", ", it is "), (r"\b(?:sto|ston|se)\s+fakelo\s+(\S+)", r"to the \1 folder"),
    (r"(?-i:\bto)\s+(?=(?-i:[A-Z])[\w-]*\.\w{2,4}\b)", "the "), (r"\bkai\s+ta\s+dyo\b", "both"),
    (r"\bna\s+paro\s+(?:ton|tin|to|tous)\s+(?=(?-i:[A-Z]))", "to call "),  # "na paro tin Pafos Gas": to call Pafos Gas
    (r"\bsto\s+imerologio\b", "in the calendar"),
    (r"\bvale\s+(?:(?:tin|ton|to|ta|tous)\s+)?(?:paid|pliromen[oia]|oti\s+plirose)\b", "mark it paid"), (r"\bvale\s+(?=[$€]?\d)", "set "), (r"\bvale\b", "put"),
    (r"\beimai\s+(?:se\s+)?diakopes\b", "I'm on holiday"), (r"\beimai\b", "I am"), (r"\bdiakopes\b", "holidays"),
    (r"\bsto\s+(e-?mail|mail)\s+mou\b", r"on my \1"), (r"\b(?:sto|stin|ston|sta)\s+(\w+)\s+mou\b", r"in my \1"),
    (r"\b(?:svise|svisto)\s+(?:to|ta|ton|tin)?(?=\s*(?:[,.!?]|$))", "delete it"), (r"\bsvise\s+(?:apo\s+)?", "delete "),
    (r"\bvgal(?:e|to)\s+(?:ton|tin|to|ta)?\s*(.{0,40}?)\s*apo\s+(?:ti|tin)\s+lista\b", r"take \1 off the list"),
    (r"(?:^|(?<=[,.]\s))\s*akyrose\b", "cancel"), (r"\bakyrose\b", "cancelled"), (r"\bakyrosan\b", "cancelled"),
    (r"^\s*plirose\s+(?=(?:to|ta|tin|ton|ti)\b)", "pay "), (r"\bden\s+plirose\s+akoma\b", "hasn't paid yet"), (r"\bden\s+plirose\b", "hasn't paid"),
    (r"\bden\s+exoun\s+plirothei\s+akoma\b", "haven't been paid yet"), (r"\bden\s+exoun\s+plirothei\b", "haven't been paid"),
    (r"\bden\s+exei\s+plirothei\b", "hasn't been paid"),
    (r"\bden\s+(exei|exoun)\s+plirosei(\s+akoma)?\b", lambda m: ("hasn't" if m.group(1).lower() == "exei" else "haven't") + " paid" + (" yet" if m.group(2) else "")), (r"\bplir(?:ose|osan)\s+(?=(?:to|ta|tin|ti|ton|the)\s+(?-i:[a-zA-Z]))", "paid for "), (r"\bplirose\b|\bplirosan\b", "paid"), (r"\bpliromen[oia]\b", "paid"),
    (r",?\s*\bkan(?:e\s+)?to\s+(?=(?:on\s+)?(?:next\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|at\s+\d)\b)",
     ", move it to "),  # "to rantevou … tin Pempti kanto Paraskevi stis 2": move it to Friday at 2
    (r"\b(?:met[ae]fere|metakinise|allakse)\s+(.{1,60}?)\s+(?:gia\s+|se\s+|on\s+|for\s+)?(?=(?:next\s+)?(?:Monday|Tuesday|Wednesday|"
     r"Thursday|Friday|Saturday|Sunday|tomorrow)\b|at\s+\d)", r"move \1 to "), (r"\b(?:met[ae]fere|metakinise)\s+", "move "), (r"\ballakse\s+", "change "), (r"\bden\s+prolavaino\b", "I won't make it"),
    (r"\b(?:ftiakse|ftiakse\s+mou|dimiourgise)\s+(?:ena|mia)\s+(?:kainourio|kainouria|kainourgio|neo|nea)\b", "create a new"),
    (r"\b(?:ftiakse|dimiourgise)\b", "create"), (r"\banoixe\b", "open"), (r"\bvres\s+(?:mou\s+)?", "find "), (r"\bpsakse\b", "search for"),
    (r"\bkratise\b", "save"),
    (r"\bmoiras(?:e|ou)\s+(.{1,40}?)\s+me\s+(?:ton|tin|tous|tis)?\s*", r"share \1 with "), (r"\bsimeiose\b", "make a note"),
    (r"\bkapou\s+(?:to|ta)\s+eixa\s+simeiosei\b", "I had noted it somewhere"), (r"\bdouleuei\b", "is working"),
    (r"\bnea\s+paraggelia\b|\bkainouria\s+paraggelia\b", "new order"), (r"\b(?:nea|kainouria)\s+kratisi\b", "new booking"),
    (r"\b(?:mia\s+)?synantisi\b", "a meeting"), (r"\bepivevaiomen[oia]\b", "confirmed"), (r"\bakyromen[oia]\b", "cancelled"),
    (r"\b(?:to\s+)?revma(?:tos)?\b", "the electricity bill"), (r"\bneos\s+pelatis\b|\bkainourios\s+pelatis\b", "new customer"),
    (r"\bme\s+(?=(?:ton|tin|to|ta|tous|tis|ti)\b)", "with "), (r"\bmazi\s+me\b", "with"),
    # things said as they happen: "i Tash pire raise" (Tash got a raise), "o nerohytis trexei pali" (the sink is leaking again)
    (r"\bpire\s+tilefono\b", "called"), (r"\btha\s+(?:einai|eimaste)\s+(\d+)\s+atoma\b", r"it will be \1 people"),
    (r"\berxet(?:ai|e)\s+(?:o|i|to)\s+([^,.!?]{1,40}?)(?=\s*(?:[,.!?]|$))",  # "erxetai o health inspector": the … is coming
     lambda m: ("" if m.group(1)[:1].isupper() else "the ") + m.group(1) + " is coming"),
    (r"\bpire\s+(?:raise|afxisi)\b", "got a raise"), (r"\bpire\b", "got"), (r"\berxet(?:ai|e)\b", "is coming"), (r"\berxontai\b", "are coming"), (r"\birthe\b", "came"),
    (r"\btrexei\b", "is leaking"), (r"\bxalase\b", "is broken"), (r"\bola\s+akrivainoun\b", "everything is getting dearer"), (r"\bakrivainoun\b", "are getting dearer"),
    (r"\bkati\s+thymamai\b", "I remember something"), (r"\bthymamai\b", "I remember"), (r"\bekana\b", "I made"), (r"\ban\s+kano\b", "if I make"), (r"\bkano\b", "I make"),
    (r"\btha\s+einai\b", "will be"), (r"^\s*einai\s+ok\s+([$€]?[\d.,]+)", r"is \1 ok"), (r"(?-i:\bi)\s+(?=mipos\b)", "or "),
    (r"\b(\w+)\s+(\d+)\s+atoma\b", r"\1 for \2 guests"), (r"\bmipos\s+einai\s+ligo\b", "is it too little"), (r"\bor\s+is\b", "or is"), (r"^\s*einai\b", "is"), (r"\beinai\b", "is"),
    (r"\bitan\b", "was"), (r"\bexoun\b", "have"), (r"\bexei\b", "has"), (r"\bexo\b", "I have"), (r"\bexoume\b", "we have"),
    (r",?\s*\bna\s+ferei\s+kai\s+", ", he should also bring "), (r",?\s*\bna\s+ferei\b", ", he should bring"),
    (r"\bna\s+paraggeilo\b", "to order"), (r"\bna\s+plirosoume\b", "to pay"),
    (r"\bna\s+pliroso\b", "to pay"), (r"\bna\s+grapso\b", "to write"), (r"\bna\s+steilo\b", "to send"), (r"\bna\s+paro\s+tilefono\b", "to call"), (r"\bpare\s+tilefono\b", "call"),
    (r"\bna\s+paro\b", "to get"), (r"\bna\s+agoraso\b", "to buy"), (r"\bna\s+do\b", "to see"),
    # things: "tapsia" (trays), "2 kila" (2 kg), "20 atoma" (20 guests), "tis giagias" (grandma's), "kai alla 2" (and 2 more)
    (r"\bkai\s+alla\s+(\d+)\s+(\w+)", r"and \1 more \2"), (r"\btapsia\s+(?=(?-i:[a-z]))(?!gia\b|kai\b|me\b|na\b|do\b|for\b|and\b)", "trays of "), (r"\b(\d+)\s+tapsia\b", r"\1 trays"), (r"\b(\d+)\s+kila\b", r"\1 kg"),
    (r"\b(\d+)\s+atoma\b", r"\1 guests"), (r"\b(?:ti|tin|to)\s+(\w+)\s+tis\s+giagias\b", r"grandma's \1"),
    (r"\bto\s+kathe\s+ena\b", "each"), (r"\btin\s+ora\b", "an hour"), (r"\btis\s+times\b", "the prices"), (r"\bkainouri(?:o|a)\s+timi\s+(?:sto|stin|ston)\b", "a new price on the"), (r"\bkainouri(?:o|a)\s+timi\b", "a new price"),
    (r"\btimi\s+(?:sto|stin|ston)\b", "price on the"), (r"\b(?:ta|to)\s+(?:desktop|drive)\b", lambda m: "the " + m.group(0).split()[1]),
    (r"\bsto\s+(?=desktop|drive|laptop)", "on the "), (r"\bsta\s+(?=downloads|documents)", "in "),
    (r"\b(?:ti|tin)\s+laiki\b", "the market"), (r"\blaiki\b", "market"), (r"\barni\b", "lamb"), (r"\bmerid(?:es|a)\b", "portions"),
    (r"\bfiales\b", "gas cylinders"), (r"\barket(?:ous|a|es|oi|o|i)\b", "enough"), (r"\bservitor(?:oi|es)\b", "waiters"),
    (r"\bpromithe(?:ftes|tes)\b", "suppliers"), (r"\btrapezi\b", "table"), (r"\bprokatavoli\b", "deposit"), (r"\bypoloipo\b", "balance"),
    (r"%\s+se\s+(?=[$€£]?\d)", "% on "), (r"(?-i:\bto)\s+(?=(?-i:[A-Z]{2,})\b)", "the "),  # "to VAT 9% se €2,340": the VAT 9% on
    (r"\bstin\s+kouzina\b", "in the kitchen"), (r"\bnerohytis\b", "sink"), (r"\bkouzina\b", "kitchen"), (r"\bimerologio\b", "calendar"),
    (r"\brantevou\b", "appointment"), (r"\bparaggelies\b", "orders"), (r"\bkratiseis\b", "bookings"), (r"\bkratisi\b", "booking"), (r"\bparaggelia\b", "order"), (r"\bpelates\b", "customers"),
    (r"\bpelatis\b", "customer"), (r"\btapsia\b", "trays"), (r"\btapsi\b", "tray"), (r"\bavga\b", "eggs"), (r"\balevri\b", "flour"),
    (r"\bzaxari\b", "sugar"), (r"\bkoutia\b", "boxes"), (r"\bkouti\b", "box"), (r"\bglyka\b", "sweets"), (r"\btimi\b", "price"),
    (r"\blogisti[s]?\b", "accountant"), (r"\bpromitheftis\b", "supplier"), (r"\blista\b", "list"), (r"\bfakelo[s]?\b", "folder"),
    (r"\barxeio\b", "file"), (r"\bsimeioseis\b", "notes"), (r"\bsimeiosei\b", "note"), (r"\blefta\b", "money"), (r"\bvardia\b", "shift"),
    (r"\bapodeikseis\b", "receipts"), (r"\b(?:ton\s+|to\s+)?logariasmos?\s+tou\s+(reumatos|nerou|tilefonou)\b",
     lambda m: "the " + {"reumatos": "electricity", "nerou": "water", "tilefonou": "phone"}[m.group(1).lower()] + " bill"),
    (r"\blogariasmos?\b", "bill"), (r"\btexniko[s]?\b", "technician"), (r"\bydravliko[s]?\b", "plumber"), (r"\bilektrologo[s]?\b", "electrician"), (r"\btimologio\b", "invoice"), (r"\bmagazi\b", "shop"), (r"\btilefono\b", "phone"),
    (r"\bmera\b", "day"), (r"\bevdomada\b", "week"), (r"\bypallilos\b", "employee"), (r"\betoim[oai]\b", "ready"),
    (r"\bkainouri(?:o|a|os)\b|\bkainourgi(?:o|a|os)\b", "new"), (r"\bola\b", "everything"),
    # names: "tou Mick" (Mick's), "ston Chris" (to Chris), "i Bec", "o Nick" (Bec, Nick), "Spiro ton logisti" (Spiro the accountant)
    (r"\b(?:to|ta|ton|tin|ti|tis|i|o|oi)\s+(\w+)\s+(?:tou|tis)\s+" + _NAME, r"\g<who>'s \1"),
    (r"\b(?:to|ta|ton|tin|ti|tis|i|o|oi)\s+(\w+)\s+(mou|sou|tou|tis|mas|sas|tous)(?=\s*(?:[,.?!]|$|kai\b|na\b|pou\b|gia\b))",
     lambda m: f"{_MINE[m.group(2).lower()]} {m.group(1)}"),  # "to esky tou" (his esky)
    (r"(?:^|(?<=[,.!?:]\s))\s*(?:o|i|oi|I|O)\s+(?=(?-i:[A-Z]))", ""), (r"(?-i:\b(?:o|i|oi)\s+)(?=(?-i:[A-Z]))", ""),
    (r"\b(?:me|mazi\s+me)\s+(?:ton|tin|to|tous|tis)\s+(?=(?-i:[A-Z]))", "with "), (r"\b(?:ston|stin|sto|stous|stis|se)\s+(?=(?-i:[A-Z]))", "to "),
    (r"\b(?:ton|tin|tous|tis)\s+(?=(?-i:[A-Z])[\w'-]*\s+(?:ton|tin|to)\s+\w)", ""),
    (r"(?<=\w)\s+(?:ton|tin|to)\s+(?=accountant|plumber|electrician|baker|driver)", " the "),
    (r"\b(?:ton|tin|tous|tis|ta)\s+(?=(?-i:[A-Z]))", ""), (r"\b(?:tou|tis)\s+(?=(?-i:[A-Z]))", "of "),
    # small words, last
    (r"(?:^|(?<=[.?!]\s))\s*oxi\b", "no"), (r"\boxi\b", "not"), (r"(?:^|(?<=[.?!]\s))\s*pos\b", "how"), (r"\bdyo\b", "two"),
    (r"\bmin\b", "don't"), (r"\bden\b", "not"), (r"\bakoma\b", "yet"), (r"\bpali\b", "again"), (r"\bprota\b", "first"),
    (r"\bkati\b", "something"), (r"\bkapou\b", "somewhere"), (r"\btora\b", "now"), (r"\bmipos\b", "maybe"),
    (r"\bi\s+maybe\b", "or maybe"), (r"\bligo\b", "a little"), (r"\boti\b", "that"), (r"\bprin\b", "before"), (r"\bmeta\b", "after"),
    (r"\bmexri\b", "until"), (r"\bgia\b", "for"), (r"\bapo\b", "from"), (r"\bme\b(?=\s+(?:ton|tin|to|ta|tous|tis)\b)", "with"),
    (r"\bkai\b", "and"), (r"\balla\b", "but"), (r"(?:^|(?<=[,.?!]\s))\s*an\b", "if"), (r"\btha\b", "will"), (r"\bna\b", "to"),
    (r"\b(?:sto|stin|sti|ston)\b", "in the"), (r"\b(?:stous|stis|sta)\b", "to the"), (r"\bse\b", "to"),
    (r"\bto\s+(?!" + _AFTER_TO + r")(?=(?-i:[a-z])|')", "the "), (r"\b(?:ta|ton|tin|ti|tis|tous|oi)\b(?=\s)", "the"),
    (r"(?-i:\b(?:o|i)\s+(?=[a-z]))", "the "), (r"\btou\b", "of the"), (r"\b(?:ena|enan|mia)\b", "a"),
    (r"\bmou\b", "me"), (r"\bmas\b", "us"), (r"\bwho\s+haven't\b", "who hasn't"), (r"\bowes\s+(me|us)\s+yet\b", r"still owes \1"), (r"\bwho\s+have\s+day\s+off\b", "who has the day off"),
]


_SPELLING = {_fold(w): w for w in sorted({*_OWN_SAID, *_SPELLED, *_DAY_FORMS}, key=lambda w: (len(w), w)) if len(_fold(w)) > 1}
_ENGLISH = frozenset("new news see too two auto allow pure style stow tow town wine ferry fairy nah une".split())  # as typed
_SPELLING.update({_fold(typed): said for typed, said in _TYPED.items()})
_PHRASES = [("(?i)" + p, s) for p, s in _SAID]


def greek(text: str) -> bool:
    """Whether ``text`` has two words only Greek has (however each is spelled), a pair of Greek words counted as one:
    "apo tin", "tin ora", "tin alli" (each word found in other languages, the pair only in Greek)."""
    pairs = {re.sub(r"\s+", " ", m.group(0).lower()) for m in _PAIRS.finditer(text)}
    words = re.findall(r"[\w'’-]+", text)
    return len({_near(w) for w in words} & _OWN | {_near(_TH.sub("ti", w)) for w in words} & _OWN) + len(pairs) >= 2


_PAIRS = re.compile(r"(?i)\b(?:apo|gia|sto|ston|stin)\s+(?:tin|ton|to|ta|ti|tis|tous)\b|\bme\s+(?:tin|ton|tis|tous)\b|\b(?:tin|ton|tis)\s+(?:alli|allo|ora|mera)\b")


_TH = re.compile(r"th(?=[^aeiouy]|$)", re.IGNORECASE)


def _respelled(m: re.Match) -> str:
    """A word spelled as the phrases write it, its capital kept: "Savvatou", "8ymhse" → thymise."""
    word = m.group(0)
    if word.lower() in _ENGLISH or word.isupper() and len(word) > 1:
        return word
    said = _SPELLING.get(_fold(word)) or _SPELLING.get(_fold(_TH.sub("ti", word)), word)  # "thn", "thlefwno": "th" for τη
    return said[:1].upper() + said[1:] if word[:1].isupper() else said


# Greek letters written as the phrases spell them: "κράτηση" → kratisi, "θύμισέ" → thymise; αυ, ευ are "av", "ev" before a
# vowel or voiced sound ("αύριο": avrio) and "af", "ef" before a voiceless one or at the end ("ευχαριστώ": efxaristo)
_LETTERS = dict(zip("αβγδεζηθικλμνξοπρστυφχψως", "a v g d e z i th i k l m n ks o p r s t y f x ps o s".split(), strict=True))
_GREEK_WORD = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]+")
# Said before the letters are changed: "8μμ" (8pm), "10π.μ." (10am), "ΦΠΑ" (VAT), ";" (the Greek question mark), "2.340" (2,340)
_BEFORE = [(r"(\d)\s*μ\.?\s?μ\.?(?!\w)", r"\1pm"), (r"(\d)\s*π\.?\s?μ\.?(?!\w)", r"\1am"), (r"\bΦ\.?Π\.?Α\.?(?!\w)", "VAT"),
           (r"[;\u037e](?!\w)", "?"), (r"\u0387", ";"), (r"(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.,]\d)", r"\1,\2")]


def _latin(word: str) -> str:
    """A word in Greek letters as the phrases spell it, its capital kept: "Παρασκευή" → Paraskevi, "ευχαριστώ" → efxaristo."""
    low = "".join(unicodedata.normalize("NFD", c)[0] for c in word.lower())
    said = re.sub(r"([αε])υ(?=([θκξπστφχψ]|$)?)", lambda m: {"α": "a", "ε": "e"}[m.group(1)] + ("f" if m.group(2) is not None else "v"),
                  low.replace("ου", "ou"))
    said = "".join(_LETTERS.get(c, c) for c in said)
    said = _SPELLING.get(_fold(said), said)
    return said.upper() if word.isupper() and len(word) > 1 else said[:1].upper() + said[1:] if word[:1].isupper() else said


def _named(text: str, m: re.Match) -> bool:
    """Whether a Greek word names a folder or file, and so stays as typed: "Λογιστικά/2026", "Μενού.docx"."""
    return bool(re.match(r"[/\\_]|\.\w", text[m.end():]) or m.start() and text[m.start() - 1] in "/\\_")


def _from_alphabet(text: str) -> str:
    """Greek written in its own letters, its English words and names kept: "ποιος έχει κράτηση αύριο βράδυ;" → poios exei
    kratisi avrio vrady?"""
    for pattern, said in _BEFORE:
        text = re.sub(pattern, said, text)
    text = _GREEK_WORD.sub(lambda m: m.group(0) if _named(text, m) else _latin(m.group(0)), text)
    return re.sub(r"(?i)\b(val|kan|fer|pes)['’]\s*", r"\1e ", text)  # "βάλ' το": vale to


def english(text: str) -> str:
    """``text`` with its Greek read as English when it is Greek (in Greek letters or Latin ones); unchanged otherwise."""
    if len(_GREEK_WORD.findall(text)) >= 2:
        return phrasebook.read(_from_alphabet(text), _PHRASES)
    if not greek(text):
        return text
    return phrasebook.read(re.sub(r"(?<![\w.])[A-Za-z8]*[A-Za-z][A-Za-z8]*", _respelled, text), _PHRASES)
