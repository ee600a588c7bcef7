"""Italian in a request (as typed in a family hotel or shop, or with Sicilian words by a fishmonger in Glasgow, with English
mixed in) read as English before it is planned: "cosa ho mercoledì?" (what do I have wednesday), "manda una mail a Yuki
Tanaka: …" (send an email to Yuki Tanaka), "ricordami di ordinare i panettoni" (remind me to order the panettoni), "il signor
Bianchi ha appena pagato, segna pagato" (Mr Bianchi has just paid, mark it paid), "dal 10 al 17 gennaio siamo chiusi" (from
10 to 17 January we are closed), "quanto mi deve il Gattopardo?" (how much does the Gattopardo owe me), "segna 8 kg cozze per
Two Fat Ladies per giovedì" (add 8 kg cozze for Two Fat Ladies for thursday), "cancella il dentista di domani minchia" (cancel
the dentist tomorrow), "fagli vedere il listino a Callum" (share the price list with Callum).

Only a request with at least two words only Italian has is read so; a date said day/month ("26/11") is that day of that
month, "320 sterline" is £320. Names, numbers, the fish as typed ("spigola", "cozze") and English words stay as typed."""

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
    toglila toglilo cancellata cancellato notte notti sconto prezzo prezzi totale
    bozza servono settimana consegna consegne consegnati ogni mandare parlare fratello ordinato spostalo spostala sterline
    stamattina bonifico cancella minchia faccio tutte dammi quello quella ghiaccio cozze solito durano frigo rimasti fagli
    vedere listino modificare chiude lavori cucina leggimi ordini sapere prenotato fattura scaricato nei cartella tornato
    fatto fammi cose fare manca chili usciti mese avevo segnato qualche codice cancello dietro trovamelo picciotto entrare
    scusa pesce chilo metto ricarico incassato aggiungi togli mandagli dimmi""".split())

_DAYS = {"lunedì": "monday", "martedì": "tuesday", "mercoledì": "wednesday", "giovedì": "thursday", "venerdì": "friday",
         "sabato": "saturday", "domenica": "sunday"}
_MONTHS = dict(zip("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_WHO = r"(?P<who>(?:Mr|Mrs)\s+(?-i:[A-Z])[\w'-]*|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
_DAY = r"(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)"
_WHEN = r"(?:" + _DAY + r"|domani|oggi|ieri|stamattina|stasera|domattina)"
# Nouns said "X of Y" put the English way round: "il documento degli ordini di Natale" (the Christmas orders document)
_NOUNS = {"documento": "document", "doc": "doc", "file": "file", "foglio": "sheet", "lista": "list", "ordini": "orders",
          "prenotazioni": "bookings", "consegne": "deliveries", "fatture": "invoices", "prezzi": "prices", "clienti": "customers",
          "natale": "Christmas", "pasqua": "Easter", "fornitori": "suppliers"}
_NOUN = "(" + "|".join(_NOUNS) + ")"


def _of(m: re.Match[str]) -> str:
    """"il documento degli ordini di Natale" → the Christmas orders document."""
    whose = _NOUNS[m.group(3).lower()] + " " if m.group(3) else ""
    return f"the {whose}{_NOUNS[m.group(2).lower()]} {_NOUNS[m.group(1).lower()]}"


# Italian with Sicilian words, as a fishmonger in Glasgow types it: "quanto mi deve il Gattopardo?", "segna 8 kg cozze per
# giovedì", "minchia" (said, nothing to do), "picciotto" (the lad), "sto mese" (this month); fish names stay as typed
_SICILY: phrasebook.Phrases = [
    (r"(?i)[,\s]*\bminchia\b[,!]?", ", "), (r"(?i)[,.\s]*\b(?:eh|dai|vabbè|boh)\b(?=[,.!?]|\s*$)", ""),
    # money and prices: "320 sterline" (£320), "21 sterline al chilo" (£21 a kilo), "solito prezzo 5.50" (usual price £5.50)
    (r"(?i)(\d+(?:[.,]\d+)?)\s+(?:sterline|sterlina|pounds?)\b", r"£\1"), (r"(?i)(\d+(?:[.,]\d+)?)\s+euro\b", r"€\1"),
    (r"(?i)\b(?:al|il|a|per)\s+(chilo|kg|pezzo)\b", lambda m: "a " + ("kilo" if m.group(1).lower() in ("chilo", "kg") else "piece")),
    (r"(?i)\b(?:il\s+)?solito\s+prezzo\b", "usual price"), (r"(?i)\bprezzo\s+(?=\d)", "price £"), (r"(?i)(?<=price) (?=\d)", " £"),
    # when: "di giovedì" (on thursday), "il dentista di domani" (the dentist tomorrow), "sto mese" (this month)
    (r"(?i)\bdi\s+(?=" + _DAY + r"\b)", "on "), (r"(?i)\bdi\s+(?=(?:domani|oggi|ieri|stasera|domattina)\b)", ""),
    (r"(?i)\b(?:il\s+)?giro\s+di\s+(stamattina|oggi|ieri|stasera)\b",
     lambda m: {"stamattina": "this morning's", "oggi": "today's", "ieri": "yesterday's", "stasera": "tonight's"}[m.group(1).lower()] + " round"),
    (r"(?i)\bstamattina\b", "this morning"), (r"(?i)\b(?:sto|questo)\s+mese\b", "this month"),
    (r"(?i)\bil\s+mese\s+(?:prossimo|che\s+viene)\b|\bmese\s+prossimo\b", "next month"), (r"(?i)\bil\s+mese\s+scorso\b", "last month"),
    (r"(?i)\b(?:la\s+)?settimana\s+scorsa\b", "last week"), (r"(?i)\b(?:la\s+)?(?:prossima\s+settimana|settimana\s+prossima)\b", "next week"),
    (r"(?i)\ba\s+settimana\b", "a week"), (r"(?i)\bogni\b", "every"), (r"(?i)\bentro\s+(?=" + _WHEN + r")", "by "),
    (r"(?i)\bdopodomani\b", "the day after tomorrow"), (r"(?i)\bluned[iì]\b", "monday"), (r"(?i)\bmarted[iì]\b", "tuesday"),
    (r"(?i)\bmercoled[iì]\b", "wednesday"), (r"(?i)\bgioved[iì]\b", "thursday"), (r"(?i)\bvenerd[iì]\b", "friday"),
    # questions: "quanto mi deve il Gattopardo?", "chi ha ordinato spigola", "quanti chili di scampi", "a quanto lo vendo"
    (r"(?i)\bquanto\s+mi\s+dev(?:e|ono)\s+(?:(il|la|lo|i)\s+|l['’])?" + _WHO,
     lambda m: f"how much does {'the ' if m.group(1) or m.group(0).lower().count(chr(39)) else ''}{m.group('who')} owe me"),
    (r"(?i)\bchi\s+mi\s+deve\b", "who owes me"), (r"(?i)\bchi\s+non\s+ha\s+(?:ancora\s+)?pagato\b", "who hasn't paid"),
    (r"(?i)\bchi\s+ha\s+ordinato\b", "who ordered"), (r"(?i)\bchi\s+ha\s+(?:già\s+)?prenotato\b", "who has already booked"),
    (r"(?i)\bchi\s+ha\b", "who has"), (r"(?i)\bchi\s+viene\b", "who is coming"),
    (r"(?i)\bquanto\s+dur(?:a|ano)\s+(?:il|la|lo|le|i|gli)\s+(\w+)\s+viv[ei]\b", r"how long do live \1 keep"),
    (r"(?i)\bquanto\s+dur(?:a|ano)\b", "how long do they keep"), (r"(?i)\bin\s+frigo\b", "in the fridge"),
    (r"(?i)\b(?:me|mi)\s+ne\s+sono\s+rimast[ie]\s+(\d+(?:[.,]\d+)?\s*(?:kg|chili|pezzi)?)", r"I have \1 left"),
    (r"(?i)\bquant[ei]\s+chili\b", "how many kilos"), (r"(?i)\bchili\b", "kilos"), (r"(?i)\bsono\s+usciti\b", "went out"),
    (r"(?i)\bconsegnati\s+intendo\b", "delivered I mean"), (r"(?i)\bquanto\s+ho\s+incassato\b", "how much did I take"),
    (r"(?i),?\s*\ba\s+quanto\s+(?:lo|la|li|le)\s+vendo\b", ", what do I sell it at"),
    (r"(?i)^\s*se\s+pago\s+(.+?)\s+([£€]\d+(?:[.,]\d+)?)\s+a\s+(kilo|piece)\b", r"if I pay \2 a \3 for \1"),
    (r"(?i)\bci\s+metto\s+(?:il\s+|un\s+)?(\d+\s*%)\s+di\s+(?:ricarico|margine)\b", r"put a \1 markup on it"),
    (r"(?i)\bdammi\s+il\s+numero\s+(?:di|del|della)\s+" + _WHO, r"what's \g<who>'s number"), (r"(?i)\bdammi\b", "give me"),
    (r"(?i)\bquello\s+del\s+ghiaccio\b", "the ice man"), (r"(?i)\bquell[oa]\s+(?:dell['’]|della|del)\s*", "the one from the "),
    (r"(?i)\bvuole\s+vedere\b", "wants to see"), (r"(?i)\bvoglio\s+vedere\b", "I want to see"), (r"(?i)\bla\s+settimana\b", "the week"),
    (r"(?i)\bquell[oa]\s+(?=sul|nella|nel|in)\b", "the one "),
    # what is said to be done: "scrivimi una bozza per …", "non la mandare ancora", "spostalo a venerdì", "segna fatto"
    (r"(?i)\b(?:scrivimi|fammi|preparami)\s+una\s+bozza\s+(?:per|a)\s+", "write me a draft email to "), (r"(?i)\bbozza\b", "draft"),
    (r"(?i)\bmi\s+serv(?:e|ono)\b", "I need"), (r"(?i)\bconsegna\b(?!\s+(?:la|il|le|i)\b)", "delivery"), (r"(?i)\bconsegne\b", "deliveries"),
    (r"(?i)\bnon\s+(?:la|lo|le|li)\s+mandare\s+ancora\b|\bnon\s+mandarl[aoie]\s+ancora\b", "don't send it yet"),
    (r"(?i)\bnon\s+(?:la|lo|le|li)\s+mandare\b|\bnon\s+mandarl[aoie]\b", "don't send it"),
    (r"(?i)\s*\b(?:che\s+)?ne\s+devo\s+(?:prima\s+)?parlare\s+con\b", ", I need to talk it over with"),
    (r"\b((?-i:[A-Z])\w+)\s+a\s+((?-i:[A-Z])\w+)(?=\s*:)", r"\1 in \2"),
    (r"(?i)\bmio\s+fratello\b", "my brother"), (r"(?i)\bmia\s+sorella\b", "my sister"), (r"(?i)\bmia\s+moglie\b", "my wife"),
    (r"(?i)\bl['’]appuntamento\s+(?:col|con\s+il|con\s+la|con)\s+(.+?)\s+spostalo\s+(?:a|al)\b", r"move the appointment with the \1 to"),
    (r"(?i)\bspost(?:alo|ala|ali|ale)\s+(?:nella|nel|in)\s+cartella\s+([^,.!?]+)", r"move it to the \1 folder"),
    (r"(?i)\bspost(?:alo|ala|ali|ale)\s+(?:a|al|alla|nella|nel|in)\b", "move it to"),
    (r"(?i)\bha\s+pagato\b", "has paid"), (r"(?i)\bbonifico\b", "bank transfer"), (r"(?i)\bsegna\s+fatto\b", "mark it done"),
    (r"(?i)\bsegna(?:lo|la)?\s+(?=\d)", "add "), (r"(?i)\bsegna\s*(?=[.!]|$)", "mark it"),
    (r"(?i)\bcancella(?:lo|la)\b", "cancel it"), (r"(?i)\bcancella\b", "cancel"),
    (r"(?i)\btutt[ei]\s+(?:ste|queste|sti|questi)\b", "all these"),
    (r"(?i)\bfa(?:gli|lle|teli)\s+vedere\s+(.+?)\s+a\s+" + _WHO, r"share \1 with \g<who>"), (r"(?i)\bfammi\s+vedere\b", "show me"),
    (r"(?i)\bsolo\s+(?:vedere|leggere|lettura)\b", "view only"), (r"(?i)\bnon\s+(?:deve\s+)?modificare\b", "no editing"),
    (r"(?i)\b(?:il\s+)?listino\s+(?:di|del\s+mese\s+di)\s+(" + "|".join(_MONTHS) + r")\b", lambda m: f"the {_MONTHS[m.group(1).lower()]} price list"),
    (r"(?i)\blistino\b(?!\s+prezzi)", "price list"), (r"(?i)\bdel(?:l['’]|la|lo)?\s*(?=(?-i:[A-Z]))(?!Mrs?\b)", "from the "),
    (r"\b((?-i:[A-Z])\w+)\s+di\s+(?=(?-i:[A-Z])\w+\s+(?:ha|è|has|is)\b)", r"\1 from "),
    (r"(?i)\bchiude\b", "is closed"), (r"(?i)\bper\s+lavori\s+in\s+cucina\b", "for work in the kitchen"),
    (r"(?i)\bleggimi\b", "read me"), (r"(?i)\bvoglio\s+sapere\b", "I want to know"),
    (r"(?i)\b(?:il\s+|la\s+)?" + _NOUN + r"\s+(?:degli|dei|delle|della|del|di)\s+" + _NOUN + r"(?:\s+(?:di|per)\s+" + _NOUN + r")?\b", _of),
    (r"(?i)\b(?:la\s+)?lista\s+delle\s+cose\s+da\s+fare(?:\s+per\s+(\w+))?",
     lambda m: f"the {_NOUNS.get((m.group(1) or '').lower(), m.group(1) or '')} to do list".replace("the  ", "the ")),
    (r"(?i)\bcosa\s+manca\s+ancora\b", "what's still missing"),
    (r"(?i)\bla\s+fattura\s+(?:di|del|della)\s+" + _WHO, r"the \g<who> invoice"), (r"(?i)\bfattura\b", "invoice"),
    (r"(?i)\b(?:che\s+)?ho\s+scaricato\b", "I downloaded"), (r"(?i)\bnei\s+Download(?:s)?\b", "in Downloads"),
    (r"(?i)\bè\s+tornat[oa]\b", "is back"),
    (r"(?i)\b((?:this\s+morning|today|yesterday|tonight)['’]s\s+round)\s+l['’]ha\s+fatto\s+tutto\b", r"he did all of \1"), (r"(?i)\bl['’]ha\s+fatto\s+tutto\b", "he did it all"),
    (r"(?i)\b(?:avevo|ho)\s+segnato\b", "I noted down"), (r"(?i)\bda\s+qualche\s+parte\b", "somewhere"),
    (r"(?i)\bil\s+codice\s+del\s+cancello\s+(?:di\s+)?dietro\b", "the back gate code"), (r"(?i)\bcodice\b", "code"),
    (r"(?i)\btrova(?:melo|mela|mi)\b(?:\s+che\b)?", "find it,"), (r"(?i)\bil\s+picciotto\s+nuovo\b", "the new lad"),
    (r"(?i)\bpicciott[oi]\b", "lad"), (r"(?i)\bnon\s+sa\s+entrare\b", "can't get in"),
    (r"(?i)(?<!chi\s)(?<!se\s)\barriv(?:a|ano)\s+(?:il|la|lo|i|le|gli)\s+(\w+)", r"the \1 arrives"),
    (r"(?i)(?<!chi\s)(?<!se\s)\barriv(?:a|ano)\b", "arrives"), (r"(?i)\bnon\s+(?=alle\s+\d)", "not "), (r"(?i)\bcamion\b", "lorry"),
    (r"(?i)\bda\s+(?=(?-i:[A-Z]))", "from "), (r"(?i)\bè\s+in\s+ritardo\b", "is late"), (r"(?i)\bscus(?:a|ate)\b", "sorry"),
    (r"(?i)\bmandagli\s+una\s+(?:e-?)?mail\b", "email him"), (r"(?i)\baggiungi\b", "add"), (r"(?i)\btogli\b", "take off"),
    (r"(?i)\bper\s+(?=" + _WHEN + r"\b|(?:monday|tuesday|wednesday|thursday|friday)\b|(?-i:[A-Z]))", "for "),
    (r"(?i)\bper\s+(?=(?:" + "|".join(_MONTHS) + r")\b)", "for "), (r"(?i)\bdentista\b", "dentist"), (r"(?i)\bordinato\b", "ordered"),
]


_PHRASES: phrasebook.Phrases = [
    (r"(?i)\b(?:il\s+)?(?:signor|sig\.)\s+(?=(?-i:[A-Z]))", "Mr "), (r"(?i)\b(?:la\s+)?(?:signora|sig\.ra)\s+(?=(?-i:[A-Z]))", "Mrs "),
    (r"(?i)^\s*allora\s*,?\s*", ""), (r"(?i)[,.\s]*\b(?:grazie(?:\s+mille)?|per\s+favore|perfavore|prego)\b[.!]?", " "),
    *_SICILY,
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
