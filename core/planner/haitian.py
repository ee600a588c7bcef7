"""Haitian Creole in a request (as typed in Little Haiti, with English mixed in) read as English before it is planned:
"kisa m genyen demen" (what do I have tomorrow), "konbyen vizit Fabiola genyen semèn sa" (how many visits has Fabiola got
this week), "raple m rele Judith … vandredi" (remind me to call Judith … friday), "voye yon email bay Carline Noel" (send an
email to Carline Noel), "mete Nadège pito" (put Nadège instead).

Only a request with at least two words only Kreyòl has is read so. The words after a noun that only mark it (la, a, an, yo)
are dropped; "madanm X" and "mesye X" are Mrs X and Mr X. Names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Kreyòl has (no English or French word is spelled so): two of them make a request Haitian
_KREYOL = frozenset("""mwen demen yon tanpri mèsi mesi vizit semèn jodi yè swa rele malad fè pito mete konbyen genyen kisa raple
    pitit anile rete ajoute samdi dimanch lendi madi mèkredi jedi vandredi desanm novanm janvye pataje bezwen gade travay kote
    fache paske reponn byen pèdi kliyan madanm mesye fini voye bliye maten aswè apremidi avan sètifika ane vle manje pwason
    ankò kijan ka ki kous nou chofè konfime efase chak moun peye chanje kalandriye randevou nimewo jwenn fichye mande ekri nòt
    kòd pòt retounen""".split())

_DAYS = {"lendi": "monday", "madi": "tuesday", "mèkredi": "wednesday", "jedi": "thursday", "vandredi": "friday",
         "samdi": "saturday", "dimanch": "sunday"}
_MONTHS = {"janvye": "January", "fevriye": "February", "mas": "March", "avril": "April", "jen": "June", "jiyè": "July",
           "out": "August", "septanm": "September", "oktòb": "October", "novanm": "November", "desanm": "December"}
_MARK = r"(?:\s+(?:la|a|an|yo))?"  # what follows a noun only to mark it



def _this(m: re.Match) -> str:
    """A noun with "sa" after it, as "this …": "pay period sa" → this pay period ("pèdi kliyan sa": lose this client)."""
    before, noun = m.group(1), m.group(2)
    if before and before.lower() not in _KREYOL:
        return f"this {before} {noun}"
    return f"{before + ' ' if before else ''}this {noun}"


_PHRASES = [
    (r"(?i)[,.]?\s*\b(?:tanpri|mèsi|mesi)\b", ""), (r"(?i)\bvizit\b", "visit"), (r"(?i)\bmadanm\s+(?=(?-i:[A-Z]))", "Mrs "), (r"(?i)\bmesye\s+(?=(?-i:[A-Z]))", "Mr "),
    # days, months and times: "samdi 5 desanm 9am rive 12", "10am a 2pm", "2h"
    (r"(?i)\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"(?i)\b(" + "|".join(_MONTHS) + r")\b(?:\s+nan)?", lambda m: _MONTHS[m.group(1).lower()]),
    (r"(?i)\b(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s+(?:rive|a)\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b", r"\1 to \2"),
    (r"\b(\d{1,2})h\b", lambda m: f"{m.group(1)}{'pm' if 1 <= int(m.group(1)) <= 7 else 'am'}"),
    (r"(?i)\bdemen\b", "tomorrow"), (r"(?i)\bjodi\s+a\b|\bjodi\s+(?:la|an)\b|\bjodi\b", "today"), (r"(?i)\byè\s+swa\b", "last night"),
    (r"(?i)\bsemèn\s+sa\b", "this week"), (r"(?i)\bsemèn\s+pase\b", "last week"), (r"(?i)\bmaten\s+an\b", "morning"),
    (r"(?i)\bfen\s+ane\s+a\b", "the end of the year"), (r"(?i)\bdepi\b", "since"), (r"(?i)\bavan\b", "before"),
    (r"(?i)\bMme\s+(?=(?-i:[A-Z]))", "Mrs "), (r"(?i)\bM\.\s+(?=(?-i:[A-Z]))", "Mr "),
    # questions
    (r"(?i)\bki\s+aide\s+ki\s+ap\s+ale\s+kay\s+(?P<who>(?:Mrs|Mr)\s+(?-i:[A-Z])[\w'-]*)", r"which aide is going to \g<who>'s"),
    (r"(?i)\bki\s+(\w+)\s+(\w+\s+)?nou\s+genyen\b", r"which \1 \2do we have"), (r"(?i)\bki\s+(chofè|aide)\s+ki\b", r"which \1 is"),
    (r"(?i)\bkisa\s+(?:m|mwen)\s+te\s+gen\s+pou\s+(?:m|mwen)\s+fè\b", "what was on my to-do list for"),
    (r"(?i)\bkonbyen\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+fè\b", r"how much did \g<who> make"),
    (r"(?i)\bkonbyen\s+chak\s+moun\s+peye\b", "how much does each person pay"), (r"(?i)\bgade\s+si\b", "check if"),
    (r"(?i)\bban\s+(?:m|mwen)\s+nimewo\s+(?P<who>(?:Mrs|Mr)\s+(?-i:[A-Z])[\w'-]*|(?-i:[A-Z])[\w'-]*)", r"what's \g<who>'s number"),
    (r"(?i)\bjwenn\s+fichye\s+(.+?)\s+(?:la\s+)?nan\s+Drive\b", r"find the \1 file in google drive"),
    (r"(?i)\bli\s+fichye\s+(\S+)", r"read the file \1"), (r"(?i)\b(?:ki\s+)?sou\s+desktop\s+la\b", "on the desktop"),
    (r"(?i)\bpou\s+mwen\b", "for me"),
    (r"(?i)\b(?:m|mwen)\s+te\s+ekri\s+yon\s+nòt\s+sou\b", "I wrote a note about"), (r"(?i)\bjwenn\s+li\b", "find it"),
    (r"(?i)\bmete\s+nan\s+kalandriye\b", "put in the calendar"), (r"(?i)\brandevou\b", "appointment"),
    (r"(?i)\bmete\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+sou\s+kous\s+(?P<whom>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)", r"put \g<who> on \g<whom>'s ride"),
    (r"(?i)\bli\s+cancel\b", "cancelled"), (r"(?i)\bli\s+pa\s+vini\s+ankò\b", "is not coming anymore"), (r"(?i)\befase\b", "delete"),
    (r"(?i)\bte\s+voye\s+(?:m|mwen)\b", "sent me"), (r"(?i)\bchanje\b", "change"), (r"(?i)\bkonfime\s+li\b", "confirm it"),
    (r"(?i)\bap\s+retounen\b", "is going back to"), (r"(?i)\bkous\b", "ride"), (r"(?i)\bchofè\b", "driver"), (r"(?i)\bkliyan\b", "client"),
    (r"(?i)\bvle\s+separe\b", "wants to split"), (r"(?i)\bmoun\b", "people"), (r"(?i)\bpis\b", "and"), (r"(?i)\byè\b", "yesterday"), (r"(?i)\bpas\s+de\s+trouble\b", ""),
    # Quebec French mixed in: "annule la rencontre avec Taxi Coop", "rappeler l'assurance … - c fait", "un client me demande"
    (r"(?i)\bannule\s+la\s+rencontre\s+avec\b", "cancel the meeting with"), (r"(?i)\bc\s+fait\b", "done"),
    (r"(?i)\bun\s+client\s+me\s+demande\b", "a client asks me"), (r"(?i)\bouvre\s+le\s+sheet\b", "open the sheet"),
    (r"(?i)\bmontre-moi\s+combien\b", "show me how much"),
    (r"(?i)\bkisa\s+(?:m|mwen)\s+genyen\b", "what do I have"), (r"(?i)\bki\s+sa\s+ki\s+rete\s+nan\b", "what is left on"),
    (r"(?i)\bkonbyen\s+sa\s+fè\b", "how much does that come to"),
    (r"(?i)\bkonbyen\s+(\w+)\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+genyen\b", r"how many \1s has \g<who> got"),
    (r"(?i)\bkonbyen\s+è\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+travay\b", r"how many hours \g<who> worked"), (r"(?i)\bkonbyen\b", "how many"),
    (r"(?i)\bkote\s+(?P<what>.+?)\s+la\s+ye\b", r"where is \g<what>"), (r"(?i)\bkijan\s+pou\s+(?:m|mwen)\s+reponn\s+li\b", "how do I answer them nicely"),
    # what is said to be done
    (r"(?i)\bvoye\s+yon\s+e-?mail\s+bay\b", "send an email to"), (r"(?i)\bdi\s+li\b", "tell them"), (r"(?i)\braple\s+(?:m|mwen)\b", "remind me to"),
    (r"(?i)\bmete\s+(?:l|li)\s+nan\s+calendar\b", "put it in the calendar"), (r"(?i)\bmete\s+auto\s+reply\b", "put on an auto reply"),
    (r"(?i)\bmete\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+pito\b", r"put \g<who> instead"), (r"(?i)\bmark\s+li\b", "mark it"),
    (r"(?i)\bajoute\s+yon\b", "add a"), (r"(?i)\bajoute\s+sa\s*:", "add this:"), (r"(?i)\bsave\s+li\s+nan\b", "save them in"),
    (r"(?i)\bpataje\s+(?P<what>.+?)\s+ak\s+", r"share the \g<what> with "), (r"(?i)\bgade\s+nan\b", "look in"),
    (r"(?i)\bcancel\s+tout\s+visit\s+li\b", "cancel all his visits"), (r"(?i)\btout\b", "all"), (r"(?i)\b(?P<who>(?-i:[A-Z])[\w'-]*)\s+ap\s+fè\s+l\b", r"\g<who> will do it"),
    (r"(?i)\bli\s+pa\s+ka\s+fè\s+visit\b", "she can't do the visit"), (r"(?i)\bmwen\s+pa\s+la\b", "I'm away"),
    (r"(?i)\bpitit\s+(?P<who>(?:Mrs|Mr)\s+(?-i:[A-Z])[\w'-]*)\s+rele\s+(?:m|mwen)\b", r"\g<who>'s son called me"),
    (r"(?i)\bpitit\s+fi\b", "daughter of"), (r"(?i)\brele\s+(?:m|mwen)\b", "called me"), (r"(?i)\brele\b", "call"),
    (r"(?i)\bvizit\s+(?:maten\s+an|morning)\s+fini\b", "morning visit is finished"), (r"(?i)\bfini\b", "finished"),
    (r"(?i)\bli\s+malad\b", "she is sick"), (r"(?i)\bpapa\s+l\s+nan\b", "his father is in"), (r"(?i)\bbezwen\s+sign\s+li\b", "needs to sign it"),
    (r"(?i)\bsètifika\s+yo\s+ap\s+expire\b", "certificates expire"), (r"(?i)\bmwen\s+bezwen\b", "I need to"), (r"(?i)\bmwen\s+te\b", "I"),
    # what is left: the marks after a noun, then the small words
    (r"(?i)\bnan\s+(\w[\w-]*(?:\s+\w+)?)\s+mwen\b", r"in my \1"), (r"(?i)\b((?:[\w-]+\s+)?[\w-]+)\s+mwen\b(?=\s*[,.?!]|\s*$)", r"my \1"),
    (r"(?i)\b(?:([\w-]+)\s+)?([\w-]+)\s+sa\b(?=\s*[,.?!]|\s*$)", lambda m: _this(m)),
    (r"(?i)\bsou\s+(\w+)\s+la\b", r"on the \1"), (r"(?i)\bsou\b", "about"), (r"(?i)\s+(?:la|yo)\b(?=\s|[,.?!:]|$)", ""),
    (r"(?i)\bpou\b", "for"), (r"(?i)\bnan\b", "in"), (r"(?i)\bak\b", "and"), (r"(?i)\byon\b", "a"), (r"(?i)\bvizit\b", "visit"),
    (r"(?i)\bkay\b", "at"), (r"(?i)\bmwen\b|(?<!')\bm\b(?=\s)", "I"), (r"(?i)\bli\b", "them"), (r"(?i)\bsa\b(?=\s*[,.?!:]|\s*$)", "this"),
]


def haitian(text: str) -> bool:
    """Whether ``text`` has two words only Kreyòl has."""
    return phrasebook.two_own_words(text, _KREYOL)


def english(text: str) -> str:
    """``text`` with its Kreyòl read as English when it is Kreyòl; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if haitian(text) else text
