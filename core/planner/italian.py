"""Italian in a request (as typed in a family hotel or shop, with English mixed in) read as English before it is planned:
"cosa ho mercoledì?" (what do I have wednesday), "manda una mail a Yuki Tanaka: …" (send an email to Yuki Tanaka), "ricordami
di ordinare i panettoni" (remind me to order the panettoni), "il signor Bianchi ha appena pagato, segna pagato" (Mr Bianchi
has just paid, mark it paid), "dal 10 al 17 gennaio siamo chiusi" (from 10 to 17 January we are closed).

Only a request with at least two words only Italian has is read so; a date said day/month ("26/11") is that day of that
month. Names, numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Italian has (no English, French or Spanish word is spelled so): two of them make a request Italian
_ITALIAN = frozenset("""allora arriva arrivano giovedì lunedì martedì mercoledì venerdì sabato domenica domani oggi ieri stasera
    domattina grazie prego perché camera camere colazione colazioni signor signora prenotazione prenotazioni manda mandami
    scrivi scrivimi ricordami metti mettila mettilo segna segnalo segnala sposta salva condividi cerca cercami aprimi apri dove
    quanto quanta quante quanti cosa siamo chiusi ferie mille gennaio febbraio aprile maggio giugno luglio settembre ottobre
    dicembre numero della dello degli delle nella sulla sul alla alle dalle anche sempre nuovo nuova pagato pagare deve vuole
    vogliono voglio devo mio mia figlio figlia tutto tutti niente già più proprio ancora subito adesso appuntamento stessa
    toglila toglilo cancellata cancellato notte notti sconto prezzo prezzi totale""".split())

_DAYS = {"lunedì": "monday", "martedì": "tuesday", "mercoledì": "wednesday", "giovedì": "thursday", "venerdì": "friday",
         "sabato": "saturday", "domenica": "sunday"}
_MONTHS = dict(zip("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_WHO = r"(?P<who>(?:Mr|Mrs)\s+(?-i:[A-Z])[\w'-]*|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"


_PHRASES = [
    (r"(?i)\b(?:il\s+)?(?:signor|sig\.)\s+(?=(?-i:[A-Z]))", "Mr "), (r"(?i)\b(?:la\s+)?(?:signora|sig\.ra)\s+(?=(?-i:[A-Z]))", "Mrs "),
    (r"(?i)^\s*allora\s*,?\s*", ""), (r"(?i)[,.\s]*\b(?:grazie(?:\s+mille)?|per\s+favore|perfavore|prego)\b[.!]?", " "),
    # dates and times: "26/11", "dal 10 al 17 gennaio", "alle 3", "dalle 14", "8.30"
    phrasebook.DAY_MONTH,
    (r"(?i)\b(\d{1,2})\s+(" + "|".join(_MONTHS) + r")\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\bdal\s+(\d{1,2})\s+al\s+(\d{1,2})\b", r"from \1 to \2"), (r"(?i)\bdalle\s+(\d{1,2})\b", r"from \1:00"),
    (r"(?i)\balle\s+(?=\d)", "at "), phrasebook.DOTTED_TIME, (r"(?i)\bstessa\s+ora\b", "same time"),
    (r"(?i)\bdomattina\b", "tomorrow morning"), (r"(?i)\bdomani\b", "tomorrow"), (r"(?i)\boggi\b", "today"),
    (r"(?i)\bieri\b", "yesterday"), (r"(?i)\bstasera\b", "tonight"), (r"(?i)\bquesta\s+settimana\b", "this week"),
    (r"(?i)\bla\s+settimana\s+prossima\b", "next week"), (r"(?i)\bentro\s+il\s+primo\s+(" + "|".join(_MONTHS) + r")\b",
                                                            lambda m: f"before 1 {_MONTHS[m.group(1).lower()]}"),
    (r"(?i)\b(" + "|".join(_DAYS) + r")\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"(?i)\b(" + "|".join(_MONTHS) + r")\b", lambda m: _MONTHS[m.group(1).lower()]),
    # questions
    (r"(?i)\bcosa\s+ho\b", "what do I have"), (r"(?i)\bchi\s+arriva\b", "who is arriving"), (r"(?i)\bchi\s+parte\b", "who is leaving"),
    (r"(?i)\bquant[ei]\s+(\w+)", r"how many \1"), (r"(?i)\bquanto\s+fa\b", "how much is"),
    (r"(?i)\b(?P<who>Mr\s+(?-i:[A-Z])[\w'-]*(?:\s+della\s+\d+)?)\s+quanto\s+deve\s+pagare\s+in\s+tutto\b", r"how much does \g<who> owe in total"),
    (r"(?i)\bquanto\b", "how much"), (r"(?i)\ba\s+che\s+ora\b", "at what time"),
    (r"(?i)\bdove\s+ho\s+messo\b", "where did I put"), (r"(?i)\bnon\s+lo\s+trovo(?:\s+più)?\b", "I can't find it"),
    (r"(?i)\bcome\s+si\s+dice\b", "how do you say"),
    (r"(?i)\b(\S+)\s+mi\s+ha\s+scritto\s+qualcosa\s+su(?:l|lla)?\b", r"did \1 email me about"), (r"(?i)\bcercami\s+la\s+mail\b", "find the email"),
    # what is said to be done
    (r"(?i)\bmanda(?:mi)?\s+una\s+(?:e-?)?mail\s+a\s+" + _WHO, r"send an email to \g<who>"), (r"(?i)\bscrivi\s+a\s+" + _WHO + r"\s+che\b", r"email \g<who> that"),
    (r"(?i)\bin\s+inglese\b", "in English"), (r"(?i)\bricordami\s+di\b", "remind me to"), (r"(?i)\bordinare\b", "order"),
    (r"(?i)\bsegnalo\s+in\s+agenda\b|\bmettilo\s+in\s+agenda\b|\bsegnalo\s+nel\s+calendario\b", "put it in the calendar"),
    (r"(?i)\bha\s+appena\s+pagato\b", "has just paid"), (r"(?i)\bsegna\s+pagato\b", "mark it paid"),
    (r"(?i)\bmetti\s+la\s+risposta\s+automatica\s+sulla\s+mail\b", "put the automatic reply on the email"),
    (r"(?i)\bsiamo\s+chiusi\s+per\s+ferie\b", "we are closed for holidays"), (r"(?i)\bsiamo\s+chiusi\b", "we are closed"),
    (r"(?i)\bla\s+sua\s+colazione\s+mettila\b", "put her breakfast"), (r"(?i)\bmettila\b", "put it"), (r"(?i)\bnon\s+(?=\d)", "not "),
    (r"(?i)\bparte\s+presto\b", "leaves early"), (r"(?i)\bsposta\s+l['’]appuntamento\s+a\b", "move the appointment to"),
    (r"(?i)\bsposta\b", "move"), (r"(?i)\bnon\s+ce\s+la\s+faccio\s+con\b", "I can't make it with"),
    (r"(?i)\bi\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+vogliono\s+la\s+colazione\s+anche\b", r"the \g<who>s want breakfast on"),
    (r"(?i)\bcome\s+sempre\b", "as always"), (r"(?i)\bin\s+(\d+)\s*$", r"\1 people"),
    (r"(?i)\bsalva\s+il\s+numero\s+(?:dell['’]|del\s+)(\w+)\s+nuovo\b", r"save new contact, the \1"), (r"(?i)\bsalva\b", "save"),
    (r"(?i)\bcondividi\s+(.+?)\s+con\s+", r"share \1 with "), (r"(?i)\bmio\s+figlio\b", "my son"), (r"(?i)\bmia\s+figlia\b", "my daughter"),
    (r"(?i)\blui\s+deve\s+poterlo\s+modificare\b|\blei\s+deve\s+poterlo\s+modificare\b", "they can edit it"),
    (r"(?i)\bla\s+prenotazione\s+del\s+(?P<who>Mr\s+(?-i:[A-Z])[\w'-]*)\s+era\s+già\s+cancellata\b", r"\g<who>'s booking was cancelled"),
    (r"(?i)\btoglila\s+(?:proprio\s+)?dalla\s+lista\b|\btoglilo\s+(?:proprio\s+)?dalla\s+lista\b", "take it off the list"),
    (r"(?i)\baprimi\s+il\s+file\b|\bapri\s+il\s+file\b", "open the file"), (r"(?i)\bsul\s+desktop\b", "on the desktop"),
    (r"(?i)\bera\s+un\s+pdf\s+sul\s+computer\b", "it was a pdf on the computer"),
    # things and small words
    (r"(?i)\bla\s+camera\b", "the room"), (r"(?i)\bcamere\b", "rooms"), (r"(?i)\bcolazion[ei]\b", "breakfasts"),
    (r"(?i)\bil\s+contratto\b", "the contract"), (r"(?i)\bil\s+listino\s+prezzi\b", "the price list"), (r"(?i)\bnotti\b", "nights"),
    (r"(?i)\ba\s+notte\b", "a night"), (r"(?i)\bcol\s+(\d+%)\s+di\s+sconto\b", r"with \1 off"), (r"(?i)\bper\s+(?=\d)", "for "),
    (r"(?i)\banche\b", "too"), (r"(?i)\bcon\b", "with"), (r"(?i)\bdella\b|\bdel\b", "of the"), (r"(?i)\bsul\b|\bsulla\b", "on the"),
    (r"(?i)\bidraulico\b", "plumber"), (r"(?i)\belettricista\b", "electrician"), (r"(?i)\btecnico\b", "technician"),
    (r"(?i)\bcaldaia\b", "boiler"), (r"(?i)\bcommercialista\b", "accountant"), (r"(?i)\bmedico\b", "doctor"),
    (r"(?i)\bchius[oa]\b", "closed"), (r"(?i)\briapriamo\b", "we reopen"), (r"(?i)\bc['’]è\b", "there is"), (r"(?i)\bè\b", "is"),
    (r"(?i)\balla\b|\ballo\b|\bal\b(?=\s)", "at the"), (r"(?i)\bche\b", "that"), (r"(?i)\bdi\b", "of"),
    (r"\b(?:(?i:il|la|lo|le|gli)|i)\b(?=\s)", "the"), (r"(?i)\b(?:una|uno|un)\b(?=\s)", "a"), (r"(?i)\be\b(?=\s)", "and"),
]


def italian(text: str) -> bool:
    """Whether ``text`` has two words only Italian has."""
    return len({w for w in re.findall(r"[\wàèéìòù'’.-]+", text.lower()) if w in _ITALIAN}) >= 2


def english(text: str) -> str:
    """``text`` with its Italian read as English when it is Italian; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if italian(text) else text
