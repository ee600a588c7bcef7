"""Afrikaans in a request (as typed on a farm or in a small business in South Africa, with English mixed in) read as English
before it is planned: "wie moet ek nog betaal vir verlede week" (who do I still have to pay for last week), "hoeveel bins het
Jan Cloete verlede week gepluk?" (how many bins did Jan Cloete pick last week?), "stuur vir Marietjie 'n epos dat …" (send
Marietjie an email that …), "herinner my om die loodgieter te bel" (remind me to call the plumber), "haal hom af die lys"
(take him off the list), "deel die oesskatting met Riana" (share the oesskatting with Riana), "sit in die kalender:
spuitkontrakteur Donderdag 6uur die oggend" (put in the calendar: spuitkontrakteur thursday 6am).

Only a request with at least two words only Afrikaans has is read so (never the South African English loans "bakkie", "oom",
"braai", nor a word Dutch-English, Polish, Danish or Haitian requests write). The verb Afrikaans says last is put where
English says it ("het … gepluk": picked; "moet die pyp vervang": must replace the pipe; "om dit in te sit": to put it in).
Names (a capitalised word mid-sentence, "Gert van Zyl", "Versekering folder"), numbers, English words and a note's own
words ("skryf neer: ry 23 lek") stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Afrikaans has (no English word, nor one the Dutch, Polish, Danish, Welsh or Haitian requests write): two of them
# make a request Afrikaans
_OWN = frozenset("""verlede volgende hierdie daardie daai vandag gister eergister môre oormôre vanoggend vanmiddag vanaand vannag
    naweek maandag dinsdag woensdag donderdag vrydag saterdag sondag januarie maart junie julie augustus desember maand
    asseblief asb dankie baie nou sy dit ek jy jou julle hulle hy hom ons nog ook maar daar hoeveel hoekom waarom wanneer watter lank
    het moet wil gaan kyk skuif skryf stuur herinner betaal merk afmerk haal deel verander vervang kanselleer bestel
    gepluk geskat gestuur gebel gekoop gemaak reggemaak ingekom gekry gevra gesê vergeet ontvang epos e-pos kalender
    afspraak vergadering taak lys nota nommer selfoon lêer lêers vouer faktuur rekenmeester bestuurder loodgieter
    plukker plukkers spanleier koelkamer pakhuis plaas oes trok trekker pyp lisensie verval einde selfde tyd uur oggend
    siek sleg hulle nuwe nooit niks geen inbring insit kwotasie bestelling klant kliënt klante betaling lone werkers
    waar kontrak stoor tandarts outomatiese antwoord skuld maak soek foon dokter klaar werk""".split())

_DAYS = dict(zip("maandag dinsdag woensdag donderdag vrydag saterdag sondag".split(),
                 "monday tuesday wednesday thursday friday saturday sunday".split(), strict=True))
_MONTHS = dict(zip("januarie februarie maart april mei junie julie augustus september oktober november desember".split(),
                   phrasebook.MONTH_NAMES, strict=True)) | {"jan": "Jan", "feb": "Feb", "mrt": "Mar", "des": "Dec", "okt": "Oct"}
_SUBJ = r"(?:ek|ons|jy|julle|hy|sy|she|hulle|die\s+\w+|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})"
_THAT = {"dat": "that", "as": "if", "wanneer": "when", "voor": "before"}
_PRONOUN = {"ek": "I", "ons": "we", "jy": "you", "julle": "you", "hy": "he", "sy": "she", "hulle": "they"}

# A verb as English ("{}" where its object goes): "moet die pyp vervang" (must replace the pipe)
_VERBS = {"pluk": "pick", "betaal": "pay", "stuur": "send", "skryf": "write", "bel": "call", "kyk": "view", "verander": "change",
          "vervang": "replace", "inbring": "bring in", "bring": "bring", "insit": "put {} in", "sit": "put", "afmerk": "mark {} done",
          "afhaal": "take {} off", "haal": "fetch", "skuif": "move", "kanselleer": "cancel", "bestel": "order", "koop": "buy",
          "verkoop": "sell", "aflewer": "deliver", "lewer": "deliver", "kry": "get", "maak": "make", "regmaak": "fix",
          "deel": "share", "stoor": "save", "soek": "find", "kom": "come", "gaan": "go", "werk": "work", "begin": "start",
          "hou": "keep", "skat": "estimate", "tel": "count", "laai": "load", "oplaai": "upload", "aflaai": "download",
          "vra": "ask", "sê": "tell", "antwoord": "reply to", "help": "help", "wag": "wait", "onthou": "remember",
          "terugbel": "call {} back", "nagaan": "check", "check": "check", "spuit": "spray", "oes": "harvest", "plant": "plant",
          "vergeet": "forget", "herinner": "remind", "ontvang": "receive", "hernu": "renew", "teken": "sign", "druk": "print"}
# A participle's stem as English (infinitive, past, participle): "gepluk" picked, "ingekom" come in, "reggemaak" fixed
_DONE = {"pluk": ("pick", "picked", "picked"), "skat": ("estimate", "estimated", "estimated"), "stuur": ("send", "sent", "sent"),
         "skryf": ("write", "wrote", "written"), "bel": ("call", "called", "called"), "koop": ("buy", "bought", "bought"),
         "maak": ("make", "made", "made"), "kom": ("come", "came", "come"), "kry": ("get", "got", "got"),
         "vra": ("ask", "asked", "asked"), "sê": ("say", "said", "said"), "bring": ("bring", "brought", "brought"),
         "lewer": ("deliver", "delivered", "delivered"), "kanselleer": ("cancel", "cancelled", "cancelled"),
         "skuif": ("move", "moved", "moved"), "deel": ("share", "shared", "shared"), "stoor": ("save", "saved", "saved"),
         "werk": ("work", "worked", "worked"), "antwoord": ("reply", "replied", "replied"), "merk": ("mark", "marked", "marked"),
         "sit": ("put", "put", "put"), "laai": ("load", "loaded", "loaded"), "haal": ("fetch", "fetched", "fetched"),
         "sien": ("see", "saw", "seen"), "spuit": ("spray", "sprayed", "sprayed"), "plant": ("plant", "planted", "planted"),
         "tel": ("count", "counted", "counted"), "teken": ("sign", "signed", "signed"), "doen": ("do", "did", "done"),
         # said without "ge": "het vergeet" (forgot), "is betaal" (paid)
         "betaal": ("pay", "paid", "paid"), "bestel": ("order", "ordered", "ordered"), "vergeet": ("forget", "forgot", "forgotten"),
         "verander": ("change", "changed", "changed"), "vervang": ("replace", "replaced", "replaced"),
         "verkoop": ("sell", "sold", "sold"), "ontvang": ("receive", "received", "received"), "hernu": ("renew", "renewed", "renewed")}
_PARTICLES = {"in": "in", "af": "off", "op": "up", "uit": "out", "terug": "back", "weg": "away", "oor": "over", "aan": "on",
              "neer": "down", "reg": "", "saam": "along"}
_NO_GE = "betaal|bestel|vergeet|verander|vervang|verkoop|ontvang|hernu"
_DONE_WORD = (r"(?P<done>(?P<part>in|af|op|uit|terug|weg|oor|aan|neer|reg|saam)?ge(?P<stem>" + "|".join(_DONE) + r")|"
              r"(?P<bare>" + _NO_GE + r"))\b")
_VERB_WORD = r"(?P<verb>" + "|".join(sorted(_VERBS, key=len, reverse=True)) + r")"
_END = r"(?=\s*(?:[,.?!:;]|\bnie\b|$))"  # where a clause ends: the verb Afrikaans says last comes just before
_OBJ = r"(?P<obj>(?:[^\s,.?!:;]+\s+){0,6}?)"


def _done(m: re.Match, form: int) -> str:
    """A participle as English: "gepluk" (picked), "ingekom" (come in), "reggemaak" (fixed), "afgemerk" (marked done)."""
    if m.group("bare"):
        return _DONE[m.group("bare").lower()][form]
    part, stem = (m.group("part") or "").lower(), m.group("stem").lower()
    if part == "reg":
        return "fix" if form == 0 else "fixed"
    word = _DONE[stem][form]
    return f"{word} done" if (part, stem) == ("af", "merk") else f"{word} {_PARTICLES.get(part, '')}".strip()


def _verb(verb: str, obj: str) -> str:
    """A verb with its object as English: ("vervang", "die pyp") replace die pyp; ("insit", "dit") put dit in."""
    said = _VERBS[verb.lower()]
    return said.format(obj.strip()) if "{}" in said else f"{said} {obj.strip()}".strip()


def _modal(m: re.Match) -> str:
    """"moet die pyp vervang" (must replace die pyp); "kan daai taak afmerk" (can mark daai taak done)."""
    return f"{m.group('modal')} {_verb(m.group('verb'), m.group('obj'))}"


def _van(m: re.Match) -> str:
    """"van" kept in a name ("Gert van Zyl"), "from" before "… na" ("van downloads na …"), "of" otherwise."""
    before, after = m.string[:m.start()].split()[-1:], m.string[m.end():]
    if before and before[0][:1].isupper() and re.match(r"\s+(?:der\s+|den\s+)?[A-Z]", after):
        return m.group(0)
    return "from" if re.match(r"\s+\S+(?:\s+\S+)?\s+na\b", after) else "of"


def _to(m: re.Match) -> str:
    """"om dit in te sit" (to put dit in); "om Vrydag die loodgieter te bel" (Vrydag to call die loodgieter)."""
    verb, obj = (m.group("part") or "") + m.group("verb"), m.group("obj")
    when = re.match(r"(?i)(?:(?:" + "|".join(_DAYS) + r"|môre|vandag|vanaand)\s+)+", obj)
    obj = obj[when.end():] if when else obj
    said = _verb(verb, obj) if verb.lower() in _VERBS else f"{m.group('verb')} {obj}"
    return f"{when.group(0) if when else ''}to {said}"


def _subject(word: str) -> str:
    return _PRONOUN.get(word.lower(), word)


_PHRASES: phrasebook.Phrases = [
    # greetings and please: "asseblief", "asb", "dankie"; "oom Gert", "tannie Sarie" (a title said to an elder) left off
    (r"(?i)[,\s]*\b(?:asseblief|asb|dankie|baie\s+dankie)\b[.!]?", " "), (r"(?i)\b(?:oom|tannie)\s+(?=(?-i:[A-Z]))", ""),
    # "'n" (a) however typed: "n epos", "'n nota"
    (r"(?i)(?:^|(?<=\s))['’]?n\s+(?=[aeiou])", "an "), (r"(?i)(?:^|(?<=\s))['’]?n\s+(?=\w)", "a "),
    # what is said to be done
    # "om … te VERB" (to VERB …): "herinner my om Vrydag die loodgieter te bel" (remind me to call the plumber friday)
    (r"(?i)\bom\s+(?P<obj>(?:[^\s,.?!:;]+\s+){0,5}?)(?:(?P<part>in|af|op|uit|terug|reg)\s+)?te\s+(?P<verb>\w+)", _to),
    (r"(?i)\bskryf\s+neer\s*:|\bmaak\s+a\s+nota\s*:|^\s*nota\s*:", "make a note:"),
    (r"(?i)\bstuur\s+vir\s+(?P<who>\S+(?:\s+(?-i:[A-Z])\S*)?)\s+(?P<by>by\s+die\s+\w+\s+)?an?\s+e-?pos\b",
     lambda m: f"send {m.group('who')} {m.group('by') or ''}an email"),
    (r"(?i)\b(?:stuur|skryf)\s+an?\s+e-?pos\s+(?:vir|aan|na)\b", "send an email to"), (r"(?i)\be-?pos\s+vir\b", "email"),
    (r"(?i)\bherinner\s+my\s+(?:om|to)\b", "remind me to"), (r"(?i)\bherinner\s+my\b", "remind me"),
    (r"(?i)\bsit\s+(?:dit\s+)?in\s+(?:die|my)\s+kalender\b", "put in the calendar"),
    (r"(?i)\bhaal\s+(\w+)\s+(?:af\s+die|van\s+die|uit\s+die)\s+lys\b", r"take \1 off the list"),
    (r"(?i)\b(?:merk|sit)\s+(\w+(?:\s+(?-i:[A-Z])\w*)?)\s+(?:as\s+)?betaal\b", r"mark \1 paid"),
    (r"(?i)\bsit\s+(?:die\s+)?outomatiese\s+antwoord\s+op\b", "put the automatic reply on"), (r"(?i)\bstoor\b", "save"),
    (r"(?i)\bkanselleer\b", "cancel"), (r"(?i)\bvee\s+(.+?)\s+uit\b", r"delete \1"), (r"(?i)\bsoek\b", "find"),
    (r"(?i)\bhoeveel\s+skuld\s+(\S+)\s+(my|ons)(\s+nog)?\b", lambda m: f"how much does {m.group(1)}{m.group(3) or ''} owe "
     f"{'me' if m.group(2).lower() == 'my' else 'us'}"),
    (r"(?i)^\s*wat\s+het\s+(ek|ons)\b", lambda m: f"what do {_subject(m.group(1))} have"), (r"(?i)\bmerk\s+(\w+)\s+af\b", r"tick \1 off"),
    (r"(?i)\bdeel\s+(.+?)\s+met\s+", r"share \1 with "),
    (r"(?i)\bsy\b(?=\s+(?:moet|kan|is|het|sal|wil|gaan|was|kom|werk)\b)", "she"),
    (r"(?i)\bmoet\s+net\s+kan\s+kyk\b|\bkan\s+net\s+kyk\b", "can only view"), (r"(?i)\bnie\s+verander\s+nie\b", "not edit"),
    (r"(?i)\bsit\s+(\w+\s+\w+)\s+op\s+na\b", r"put \1 up to"), (r"(?i)\bskuif\s+na\b", "move to"),
    (r"(?i)\bis\s+terug\s+(.+?)\s+toe\b", r"went back to \1"),
    (r"(?i)\bwat\s+is\s+(.+?)\s+se\s+(?:nommer|selfoon(?:nommer)?|foonnommer)\b|\bwat['’]s\s+(.+?)\s+se\s+nommer\b",
     lambda m: f"what's {m.group(1) or m.group(2)}'s number"),
    (r"(?i)\bdie\s+ou\s+met\b", "the guy with"),
    # times: "6uur die oggend" (6am), "om 7" (at 7), "teen 7" (by 7), "half 8" (7:30), "teen R18.50" (at R18.50)
    (r"(?i)\b(\d{1,2})\s*uur\s+(?:in\s+)?die\s+oggend\b|\b(\d{1,2})\s*uur\s+soggens\b", lambda m: f"{m.group(1) or m.group(2)}am"),
    (r"(?i)\b(\d{1,2})\s*uur\s+(?:in\s+)?die\s+(?:middag|aand)\b", lambda m: f"{m.group(1)}pm"),
    (r"(?i)\b(\d{1,2})\s*uur\b", r"\1:00"), (r"(?i)\bhalf\s+(\d{1,2})\b", lambda m: f"{int(m.group(1)) - 1 or 12}:30"),
    (r"(?i)\bom\s+(?=\d)", "at "), (r"(?i)\bteen\s+(?=\d)", "by "), (r"(?i)\bteen\s+(?=R\s?\d)", "at "), (r"(?i)\bso\s+(?=\d)", "about "),
    phrasebook.DAY_MONTH, phrasebook.DOTTED_TIME,
    (r"(?i)\b(\d{1,2})\s+(" + "|".join(_MONTHS) + r")\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\bvan\s+(?=\d)", "from "), (r"(?i)\btot\s+(?=\d)", "to "),
    (r"(?i)\b(?:in|vir|van|voor|na|teen|einde|begin)\s+(" + "|".join(_MONTHS) + r")\b",
     lambda m: m.group(0).split()[0] + " " + _MONTHS[m.group(1).lower()]),
    (r"(?i)\beinde\s+van\s+die\s+maand\b", "end of the month"), (r"(?i)\beinde\s+van\s+die\s+week\b", "end of the week"),
    (r"(?i)\bverlede\s+week\b", "last week"), (r"(?i)\bvolgende\s+week\b", "next week"), (r"(?i)\bhierdie\s+week\b|\bdeesweek\b", "this week"),
    (r"(?i)\bverlede\s+maand\b", "last month"), (r"(?i)\bvolgende\s+maand\b", "next month"), (r"(?i)\bhierdie\s+maand\b", "this month"),
    (r"(?i)\bvolgende\s+(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1).lower()] + " next week"),
    (r"(?i)\bverlede\s+(" + "|".join(_DAYS) + r")\b", lambda m: "last " + _DAYS[m.group(1).lower()]),
    (r"(?i)\b(?:op\s+)?(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"(?i)\boorm[ôo]re\b", "the day after tomorrow"), (r"(?i)\bm[ôo]re(?:\s+oggend|oggend)\b", "tomorrow morning"),
    (r"(?i)\bmôre\b", "tomorrow"), (r"(?i)\bvandag\b", "today"), (r"(?i)\bgister\b", "yesterday"),
    (r"(?i)\bvanoggend\b", "this morning"), (r"(?i)\bvanmiddag\b", "this afternoon"), (r"(?i)\bvanaand\b|\bvannag\b", "tonight"),
    (r"(?i)\bnaweek\b", "weekend"), (r"(?i)\bselfde\s+tyd\b", "same time"),
    # the verb said last: "hoeveel bins het Jan gepluk?" (how many bins did Jan pick?), "het die staat al ingekom?" (has the
    # statement come in yet?), "Dawid het 6 bins gepluk" (Dawid picked 6 bins), "die pomp is gister reggemaak" (was fixed)
    (r"(?i)\b(?P<ask>hoeveel(?:\s+\w+)?|wat|wie|wanneer|waar|hoekom|watter\s+\w+)\s+het\s+(?P<who>" + _SUBJ + r")\s+" + _OBJ + _DONE_WORD,
     lambda m: f"{m.group('ask')} did {_subject(m.group('who'))} {_done(m, 0)} {m.group('obj')}"),
    (r"(?i)(?:^|(?<=[.?!]\s))\s*het\s+(?P<who>ek|ons|jy|julle|hy|sy|hulle)\s+" + _OBJ + _DONE_WORD,
     lambda m: f"did {_subject(m.group('who'))} {_done(m, 0)} {m.group('obj')}"),
    (r"(?i)\b" + _DONE_WORD + r"\s+is" + _END, lambda m: f"is {_done(m, 2)}"),
    (r"(?i)(?:^|(?<=[.?!]\s))\s*het\s+(?P<obj>(?:[^\s,.?!:;]+\s+){1,8}?)(?:al\s+)?" + _DONE_WORD,
     lambda m: f"has {m.group('obj')}{_done(m, 2)} yet"),
    (r"(?i)\b(?P<who>" + _SUBJ + r")\s+het\s+" + _OBJ + _DONE_WORD, lambda m: f"{_subject(m.group('who'))} {_done(m, 1)} {m.group('obj')}"),
    (r"(?i)\bis\s+" + _OBJ + _DONE_WORD + _END, lambda m: f"was {_done(m, 2)} {m.group('obj')}".strip()),
    (r"(?i)\b(?P<ask>wie|wat)\s+moet\s+(?P<who>ek|ons)\s+(?P<still>nog\s+)?" + _VERB_WORD + r"\b",
     lambda m: f"{m.group('ask')} do {_subject(m.group('who'))} {'still ' if m.group('still') else ''}have to {_verb(m.group('verb'), '')}"),
    (r"(?i)\b(?P<modal>moet|kan|sal|wil|gaan|mag)\s+" + _OBJ + _VERB_WORD + _END, _modal),
    (r"(?i)\b(?P<that>dat|as|wanneer|voor)\s+(?P<who>ons|ek|hy|sy|hulle|jy|julle)\s+" + _OBJ + _VERB_WORD + _END,
     lambda m: f"{_THAT[m.group('that').lower()]} {m.group('who')} {_verb(m.group('verb'), m.group('obj'))}"),
    # questions
    (r"(?i)\bwie\s+was\b", "who were"), (r"(?i)\bhoe\s+lank\s+hou\s+(\w+)", r"how long do \1 keep"), (r"(?i)\bhoe\s+lank\b", "how long"),
    (r"(?i)\bhoe\s+laat\b", "what time"), (r"(?i)\bhoeveel\s+is\b", "how much is"), (r"(?i)\bhoeveel\s+(?:geld|kos)\b", "how much"),
    (r"(?i)\bhoeveel\b", "how many"), (r"(?i)\bwat\s+is\b", "what is"), (r"(?i)\bwat['’]s\b", "what's"), (r"(?i)\bwie\s+werk\b", "who is working"),
    (r"(?i)\bwie\b", "who"), (r"(?i)\bwat\b", "what"), (r"(?i)\bwaar\s+is\b", "where is"), (r"(?i)\bwaar\b", "where"),
    (r"(?i)\bwanneer\b", "when"), (r"(?i)\bhoekom\b|\bwaarom\b", "why"), (r"(?i)\bwatter\b", "which"),
    (r"(?i)\bvoor\s+hulle\s+sleg\s+begin\s+word\b", "before they start going bad"), (r"(?i)\bsleg\s+word\b", "go bad"),
    # words said as English: "X se Y" (X's Y), "nie … nie" (not)
    (r"(?i)\b(\S+)\s+se\s+(?=\w)", r"\1's "), (r"(?i)\bdis\b", "it's"),
    (r"(?i)(\bnie\b.*?)\s+nie(?=\s*[.?!]?\s*$)", r"\1"), (r"(?i)\bvan\b", lambda m: _van(m)),
    (r"(?i)\bek\b", "I"), (r"(?i)\bjy\b", "you"), (r"(?i)\bjou\b", "your"), (r"(?i)\bjulle\b", "you"), (r"(?i)\bhy\b", "he"),
    (r"(?i)\bhom\b", "him"), (r"(?i)\bsy\b(?=\s+(?:moet|kan|is|het|sal|wil|gaan|was|kom|werk))", "she"), (r"(?i)\bsy\b", "his"),
    (r"(?i)\bhaar\b", "her"), (r"(?i)\bvir\s+ons\b", "for us"), (r"(?i)\bons\b", "we"), (r"(?i)\bhulle\b", "they"),
    (r"(?i)\bdit\b", "it"), (r"(?i)\bdaai\b|\bdaardie\b", "that"), (r"(?i)\bhierdie\b", "this"), (r"(?i)\bnie\b", "not"),
    (r"(?i)\bnog\b", "still"), (r"(?i)\bal\b", "already"), (r"(?i)\book\b", "also"), (r"(?i)\bnet\b", "only"), (r"(?i)\bnou\b", "now"),
    (r"(?i)\bmaar\b", "but"), (r"(?i)\ben\b", "and"), (r"(?i)\bmet\b", "with"), (r"(?i)\bvir\b", "for"), (r"(?i)\bna\b", "to"),
    (r"(?i)\bby\s+die\b", "at the"), (r"(?i)\bdie\b", "the"), (r"(?i)\bmoet\b", "must"), (r"(?i)\bkan\b", "can"), (r"\bsal\b", "will"),
    (r"(?i)\bwil\b", "want to"), (r"(?i)\bis\s+daar\b", "is there"), (r"(?i)\bdaar\b", "there"), (r"(?i)\bbaie\b", "a lot of"),
    (r"(?i)\bnuwe\b", "new"), (r"(?i)\bsiek\b", "sick"), (r"(?i)\bsleg\b", "bad"), (r"(?i)\bskuif\b", "move"), (r"(?i)\bbetaal\b", "pay"),
    (r"(?i)\bverval\b", "expires"), (r"(?i)\blek\b", "leaks"), (r"(?i)\bdat\b", "that"), (r"(?i)\btot\b", "until"), (r"(?i)\bskuld\b", "owe"), (r"(?i)\bhet\b", "has"),
    # things, said in lower case (a capitalised one is a name: "die Versekering folder")
    (r"\be-?pos\b", "email"), (r"\bkalender\b", "calendar"), (r"\bafspraak\b", "appointment"), (r"\bvergadering\b", "meeting"),
    (r"\btaak\b", "task"), (r"\btake\b(?=\s*[,.?!]?\s*$)", "tasks"), (r"\blys\b", "list"), (r"\bnota\b", "note"),
    (r"\bnommer\b", "number"), (r"\bselfoon\b", "cellphone"), (r"\blêer\b", "file"), (r"\blêers\b", "files"), (r"\bvouer\b", "folder"),
    (r"\bfaktuur\b", "invoice"), (r"\bstaat\b", "statement"), (r"\bbestelling\b", "order"), (r"\bkwotasie\b", "quote"),
    (r"\bkli[ëe]nt\b|\bklant\b", "customer"), (r"\bklante\b", "customers"), (r"\bbetaling\b", "payment"), (r"\blone\b", "wages"),
    (r"\brekenmeester\b", "accountant"), (r"\bbestuurder\b", "manager"), (r"\bloodgieter\b", "plumber"), (r"\bdokter\b", "doctor"), (r"\btandarts\b", "dentist"),
    (r"\bkontrak\b", "contract"), (r"\bfoon\b", "phone"), (r"\bantwoord\b", "reply"), (r"\bafsprake\b", "appointments"),
    (r"\bplukkers\b", "pickers"), (r"\bplukker\b", "picker"), (r"\bwerkers\b", "workers"), (r"\bspanleier\b", "team leader"),
    (r"\bspan\b", "team"), (r"\bkoelkamer\b", "cold room"), (r"\bpakhuis\b", "packhouse"), (r"\bplaas\b", "farm"),
    (r"\btrok\b", "truck"), (r"\btrekker\b", "tractor"), (r"\bpomp\b", "pump"), (r"\bpyp\b", "pipe"), (r"\bry\b", "row"),
    (r"\blisensie\b", "licence"), (r"\bko[öo]p\b", "co-op"), (r"\bhaelskade\b", "hail damage"), (r"\bskade\b", "damage"),
    (r"\bfoto['’]?s\b", "photos"), (r"\bgeld\b", "money"), (r"\btyd\b", "time"), (r"\bmaand\b", "month"), (r"\boggend\b", "morning"),
    (r"\s+(?=[,.?!](?:\s|$))", ""),  # the space a verb moved forward leaves: "last week ?"
]


def afrikaans(text: str) -> bool:
    """Whether ``text`` has two words only Afrikaans has."""
    return phrasebook.two_own_words(text, _OWN)


def english(text: str) -> str:
    """``text`` with its Afrikaans read as English when it is Afrikaans; unchanged otherwise. A note's own words stay as
    typed: "skryf neer: ry 23 in blok 7 lek" (make a note: ry 23 in blok 7 lek)."""
    if not afrikaans(text):
        return text
    note = re.match(r"(?i)\s*(?:skryf\s+neer|maak\s+['’]?n\s+nota|nota)\s*:\s*(?=\S)", text)
    if note:
        return "make a note: " + text[note.end():].strip()
    return phrasebook.read(text, _PHRASES)
