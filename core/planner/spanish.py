"""Spanish in a request (as typed in Miami, Hialeah, Bogotá, Buenos Aires, Seville or Phoenix, with English mixed in) read
as English before it is planned: "que tengo mañana?" (what do I have tomorrow), "quienes me deben el fee todavia??" (who
still owes me the fee), "recuerdame el viernes llamar a david cohen" (remind me friday to call david cohen), "ponme la
respuesta automatica del correo" (put the automatic reply on my email), "sacalo de la lista de la milonga" (take him off
the milonga list); and the Cuban of Hialeah: "quién debe ahorita?" (who owes me right now), "apúntame 60 croquetas pa
Migdalia" (new order: 60 croquetas for Migdalia), "pon eso del email q contesta solo" (put the auto reply on my email),
"el de la guayaba q día es q viene?" (what day does the guayaba guy come).

Only a request with at least two words only Spanish has, and no French, is read so; the voseo of the River Plate ("anotá",
"compartile", "recordame", "poné") is read as the tú forms. A date said day/month ("el 6/12", "del 18/12 al 8/1") is that
day of that month, as everyone who writes Spanish means it, and a price "3 bandejas a 37.50" is no time; its names,
numbers and English words stay as typed."""

from __future__ import annotations

import re

from core.planner import french, phrasebook

# Words only Spanish has (no English or French word is spelled so): two of them make a request Spanish
_SPANISH = frozenset("""qué quien quién quienes quiénes cuanto cuánto cuantos cuántos cuantas cuántas cual cuál donde dónde tengo
    tiene tienen mañana hoy ayer anoche porfa para señora señor lunes martes miercoles miércoles jueves viernes sabado sábado
    domingo enero febrero marzo junio julio agosto septiembre octubre noviembre diciembre semana correo cita nueva nuevo lista
    todavia todavía también tambien porque aqui aquí algo sobre pagó pagado pagada pagaron hice llegó llego esta está este año
    horas limpieza ponme ponla ponlo ponela ponelo poné pon recuérdame recuerdame recordame escríbele escribele escribile
    escribime escríbeme escribeme mándale mandale mandá comparte compartile compártele anota anotá anótame guárdame guardame
    sácalo sacalo sacala sácala quítalo quitalo borra borrá cancela cancelá márcalo marcalo marcala márcala descontales pasalo
    pásalo cambió ahora quiero quiere necesito vuelvo vuelven encuentro guardé subí bajé baje mandes clases dale mija boludo
    carajo gracias dios hola cel número numero teléfono telefono borrador respuesta automatica automática vacaciones
    calendario contrato muchacha niños familias deben debe hizo llamar cobrarle cobro cobrado llevo somos contando invitados
    viene amiga ese esa día dias días quedan preguntó estoy antes hasta desde pero sin muy cada vinieron hago queda q por han
    llamado pasadla pasala pásala muévela muevela bórrala borrala ponlo llegado ningún pásame pasame móvil movil apunta
    apúntamelo recibido cancelan mueve carpeta guarda busca hoja gastos dijo acuerdo nadie trabaja todos curra hazme tenemos
    quien debe lana jale jales troca quitalo quítalo ocupo pido cerramos factura reserva llamar fontanero llegaron súmalos sumalos
    apunté receta chambea sumale súmale borralo bórralo cancelo canceló nomas nomás acabando estan están menos tenga pedido pago pagó tato cliente navajas debia debía vendi vendí cambiale cámbiale turno cuanta cuánta
    queda guardame guárdame contactos restalo réstalo usé""".split())
_OWN_LETTERS = re.compile(r"[ñáíóú¿¡]")  # letters (or accents on them) only Spanish writes among these languages

_DAY = r"(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|sab|domingo)"
_DAYS = {"lunes": "monday", "martes": "tuesday", "miercoles": "wednesday", "miércoles": "wednesday", "jueves": "thursday",
         "viernes": "friday", "sabado": "saturday", "sábado": "saturday", "sab": "sat", "domingo": "sunday"}
_MONTHS = dict(zip("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
                   phrasebook.MONTH_NAMES, strict=True))
_MONTH = "(" + "|".join(_MONTHS) + ")"
_WHO = r"(?P<who>(?:(?:la\s+señora|el\s+señor|la\s+sra\.?|el\s+sr\.?)\s+)?[A-Za-zÁÉÍÓÚáéíóúñ][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"


def _person(m: re.Match) -> str:
    """A person said with her title: "la señora Goldberg" → Mrs Goldberg."""
    return re.sub(r"(?i)^(?:la\s+)?(?:señora|sra\.?)\s+", "Mrs ", re.sub(r"(?i)^(?:el\s+)?(?:señor|sr\.?)\s+", "Mr ", m.group("who")))


_ABBREVIATED = {"dic": "December", "ene": "January", "ago": "August", "abr": "April"}  # Spanish months shortened unlike English's
_PHRASES = [
    # a Peruvian pop-up's: "holaaa 👋 qué tengo hoy?", "cuánta gente tengo el viernes??", "quién chambea el sábado?", "booking nuevo:
    # …, todavía no paga", "ya llegaron 5 kilos de langostinos, súmalos", "dónde apunté la receta de leche de tigre de Rosa??",
    # "oye si son 45 personas a £38 cada uno cuánto es?"
    (r"(?i)^\s*hola+\b[\s👋!,.]*", ""), (r"(?i)\bcu[áa]nta\s+gente\s+tengo\b", "how many people do I have"),
    (r"(?i)\bqui[ée]n\s+chambea\b", "who is working"), (r"(?i)\bbooking\s+nuevo\b", "new booking"),
    (r"(?i)\btodav[íi]a\s+no\s+paga\b", "not paid yet"),
    (r"(?i)^\s*ya\s+llegaron\s+(\d+\s+\w+)\s+de\s+([^,.]+?)\s*,\s*s[úu]malos\b", r"\1 of \2 arrived, add them"),
    (r"(?i)\bd[óo]nde\s+apunt[ée]\b", "where did I write down"), (r"(?i)\bla\s+receta\s+de\b", "the recipe for"),
    (r"(?i)^\s*(?:oye\s+)?si\s+son\s+(\d+)\s+personas\s+a\s+", r"if it's \1 people at "), (r"(?i)\bcu[áa]nto\s+es\s*\?*\s*$", "how much?"),
    # a Bolivian stall's, written without accents: "apunta un pedido: Jhonny Mamani, …, todavia no me paga", "quien viene a trabajar el
    # domingo?", "ya llego el pollo de Smithfield, 10 kilos, sumale al stock", "guarda este numero: Marco, …", "… cancelo lo del viernes,
    # borralo todo nomas", "el certificado del food hygiene donde lo guarde?", "q cosas se estan acabando? lo q tenga 3 o menos",
    # "pon en la hoja de gastos: …"
    (r"(?i)^\s*(?:ap[úu]nta(?:me)?|anota)\s+(?:un\s+)?(?:nuevo\s+)?pedido(?:\s+nuevo)?\s*:", "new order:"), (r"(?i)\btodav[íi]a\s+no\s+me\s+paga\b", "not paid yet"),
    (r"(?i)\bqui[ée]n(?:es)?\s+viene(?:n)?\s+a\s+trabajar\b", "who is working"),
    (r"(?i)^\s*(?:ya\s+)?lleg[óo]\s+(?:el|la|los|las)\s+(\w+)(?:\s+de\s+[\w ]+?)?\s*,\s*(\d+(?:[.,]\d+)?\s*\w+)\s*,\s*s[úu]male(?:lo)?\s+al\s+stock\b",
     r"\2 \1 came, add them"),
    (r"(?i)^\s*guarda\s+este\s+n[úu]mero\s*:", "save new contact:"), (r"(?i)\bcancel[óo]\b", "cancelled"),
    (r"(?i)\bb[óo]rralo\s+todo(?:\s+nom[áa]s)?\b", "delete it all"), (r"(?i)\s*\bnom[áa]s\b", ""),
    (r"(?i)^\s*(?:el|la)\s+(\w+)\s+del?\s+(.+?)\s+d[óo]nde\s+l[oa]\s+guard[ée]\s*\?", r"where did I save the \2 \1?"),
    (r"(?i)\bcertificado\b", "certificate"),
    (r"(?i)^\s*(?:q|que|qu[ée])\s+cosas\s+se\s+est[áa]n\s+acabando\b", "what's running low"),
    (r"(?i)\blo\s+(?:q|que)\s+tenga\s+(\d+)\s+o\s+menos\b", r"anything with \1 or less"),
    (r"(?i)^\s*p[óo]n(?:lo|le)?\s+en\s+la\s+hoja\s+de\s+(\w+)\s*:", r"add to the \1 spreadsheet:"),
    # a Bronx barber's Dominican: "klk quien tiene cita mañana", "Kelvin me pago lo del sabado tato", "ponme a Yunior pa mañana a las 3,
    # corte y barba", "guarda el numero del plomero Ramón 718-…", "quedan navajas?", "llego la caja de Suavecito, sumale 12 a la
    # pomada", "cliente nuevo: Brayan Morel …"
    (r"(?i)\bqui[ée]n\s+tiene\s+cita\b", "who has an appointment"), (r"(?i)\bme\s+pag[óo]\s+lo\s+del?\s+", "paid me for "),
    (r"(?i)[,\s]*\btato\b", ""), (r"(?i)^\s*ponme\s+a\s+(?P<who>(?-i:[A-Z])[\w'-]+)\s+(?:pa|para)\s+", r"book \g<who> for "),
    (r"(?i)\bcorte\s+y\s+barba\b", "cut and beard"),
    (r"(?i)\bguarda\s+el\s+n[úu]mero\s+del?\s+(\w+)\s+(?P<who>(?-i:[A-Z])[\w'-]+)", r"save new contact \g<who> the \1"),
    (r"(?i)\bplomero\b", "plumber"), (r"(?i)^\s*(?:me\s+)?quedan\s+(\w+)\s*\?", r"how many \1 are left?"), (r"(?i)\bnavajas\b", "razors"),
    (r"(?i)^\s*(?:ya\s+)?lleg[óo]\s+la\s+caja\s+de\s+(\w+)\s*,\s*s[úu]male\s+(\d+)\s+a\s+la\s+(\w+)", r"the \1 box came, add \2 to the \3 stock"),
    (r"(?i)^\s*guarda(?:me)?\s+en\s+(?:mis\s+|los\s+)?contactos\b", "save in my contacts"),  # "guarda en mis contactos a la señora …"
    (r"(?i)^\s*cu[aá]nt[oa]s?\s+(\w+)\s+me\s+queda(?:n)?\s*\?", r"how much \1 do I have left?"),  # "cuanta masa me queda?"
    (r"(?i)^\s*(?:ya\s+)?(?:me\s+)?lleg[oó]\s+la\s+factura\s+(?:de|del)\b", "did I get an email with the invoice from"),  # "ya llego la factura
    # de Restaurant Depot de esta semana?"
    (r"(?i)^\s*(?:ya\s+)?(?:me\s+)?lleg[oó]\s+(?:el|un|la)\s+(?:e-?mail|correo|mail)\s+(?:de|del)\b", "did I get an email from"),  # "llego el email
    # de Andean Foods con la factura??", "ya me llego el correo de Sysco …?"
    (r"(?i)\b(?:ya\s+)?me\s+pag[óo]\s+todo(?:\s+lo\s+que\s+(?:me\s+)?deb[ií]a)?\b", "has paid everything owed"),  # "Marco Quispe ya me pago
    # todo lo que debia"
    (r"^\s*(?:[Ee]l|[Ll]a)\s+(?=[A-Z][\w'-]+\s+[A-Z])", ""), (r"(?i)\btodo\s+lo\s+de\b", "everything for"),  # "el Walter Hernandez
    # cancelo todo lo de manana, borralo": his orders for tomorrow
    # a Paraguayan stall's: "usé 5 kilos almidón today, restalo del stock", "número de Doña Elena? está en mis contactos"
    (r"(?i)^\s*us[ée]\s+(\d+(?:[.,]\d+)?\s*\w+)\s+(.+?)\s*,\s*r[ée]stal[oae]s?\s+del\s+stock\b", r"used \1 \2, take it off the stock"),
    (r"(?i)^\s*(?:el\s+)?n[úu]mero\s+de\s+(.+?)\?\s*est[áa]\s+en\s+mis\s+contactos\b", r"what is the number of \1? look in my contacts"),
    (r"(?i)\bc[áa]mbiale\s+el\s+turno\b", "change his shift"), (r"(?i)\bva\s+a\s+entrar\b", "will start"),
    (r"(?i)\ben\s+la\s+ma[ñn]ana\b", "in the morning"), (r"(?i)(?<!la\s)\bmanana\b", "tomorrow"),
    (r"(?i)\bdel\s+local\b", "of the shop"), (r"(?i)\bel\s+local\b", "the shop"),  # "recordame pagar el rent del local …": the premises
    (r"(?i)^\s*cliente\s+nuevo\s*:", "new client:"), (r"(?i)\bel\s+primo\s+de\b", "the cousin of"),
    # whom, with a title: "la señora Rosenthal" (Mrs Rosenthal); "mija", "che", "boludo", "ay dios mío" say nothing to do
    (r"(?i)\b(?:la\s+)?(?:señora|sra\.?)\s+(?=(?-i:[A-Z]))", "Mrs "), (r"(?i)\b(?:el\s+)?(?:señor|sr\.?)\s+(?=(?-i:[A-Z]))", "Mr "),
    (r"(?i)^\s*(?:(?:ay|mija|che|hola|buenas|ay\s+dios\s+m[íi]o|gracias\s+a\s+dios)\s*[,!]?\s+)+", ""),
    (r"(?i)[,\s]*\b(?:boludo|carajo|gracias\s+a\s+dios|dale|porfa(?:vor)?|por\s+favor|beso[s]?)\b[.!]?", " "),
    # words said anyhow: "q" (que), "pal" (para el), "pa'" (para); "coño", "oye", "tío", "mijo", "vale" say nothing to do
    (r"(?i)\bq\b", "que"), (r"(?i)\bpal\b", "para el"), (r"(?i)\bpa'", "para"),
    (r"(?i)(?:^|[,\s])(?:coño|oye|tío|tio|mijo|vale|asere)\b[,!]?", " "), (r"(?i)\bya\s+no\s+quiere\b", "no longer wants"),
    (r"(?i)\bya\s+(?=\S)", ""),
    # clitic verbs and what they do: "pasadla a las 21:30", "muévela al jueves", "bórrala", "quitalo del route", "ponlo como
    # recibido", "apúntamelo", "apunta en el reservas db:", "pásame el móvil de Marcos", "hazme un borrador pa Karen"
    (r"(?i)\b(?:p[áa]sa(?:d)?la|p[áa]salo|mu[ée]vel[ao]|c[áa]mbial[ao])\s+(?:a|al)\b(?:\s+las\b)?", "move it to"),
    (r"(?i)\bpasa\s+todos\s+los\s+(\w+)\s+del\s+" + _DAY + r"\s+(?:para\s+el|al)\s+" + _DAY,
     lambda m: f"move all the {m.group(1)} from {_DAYS[m.group(2).lower()]} to {_DAYS[m.group(3).lower()]}"),
    (r"(?i)\bb[óo]rral[ao]\b", "delete it"), (r"(?i)\b(?:qu[íi]tal[oa]|s[áa]cal[oa])\s+de\s+la\s+lista\s+de\s+la\s+(\w+)\b", r"take them off the \1 list"),
    (r"(?i)\b(?:qu[íi]tal[oa]|s[áa]cal[oa])\s+del?\s+(?:la\s+)?", "take them off the "),
    (r"(?i)\b(?:pon|m[áa]rca)l[oa]\s+como\s+", "mark it "), (r"(?i)\blo\s+del\s+(?=" + _DAY + r")", "the "), (r"(?i)\bap[úu]ntamelo\b|\bap[úu]ntalo\b", "put it in the calendar"),
    (r"(?i)\ben\s+la\s+hoja\s+de\s+(\w+)\s+(?:p[óo]n(?:le|me)?|m[ée]te(?:le)?|agr[ée]ga(?:le)?)\s+(?:(?:lo\s+)?del?\s+|the\s+)?" + _DAY + r"\s*:",
     lambda m: f"add to the {m.group(1)} spreadsheet: {_DAYS[m.group(2).lower()]},"),  # "en la hoja de ventas ponle lo del sábado: …"
    (r"(?i)\bp[óo]n(?:me|e)?\s+(?:eso|lo)\s+del\s+(?:e-?mail|correo)\s+que\s+(?:contesta|responde)\s+solo\b", "put the auto reply on my email"),
    (r"(?i)\bp[óo]n(?:le|ele)\s+la\s+cuenta\s+en\s+(?:cero|0)\b", "set his tab to zero"), (r"(?i)\bcuenta\s+abierta\b", "an open tab"),
    (r"(?i)\bp[óo]n(?:me|e)?lo\s+en\s+el\s+calendario\b", "put it in the calendar"),
    (r"(?i)^\s*ap[úu]ntame\s+(?=\d)", "new order: "),  # "apúntame 60 croquetas pa Migdalia": a new order
    (r"(?i)^\s*ap[úu]nta(?:me)?\s+(?=(?:la|el|esto|una?)\b)", "make a note of "), (r"(?i)\bgu[áa]rd[aá]?me\s+el\s+n[úu]mero\s+de\s+(?:la|el)\s+", "save new contact, the "),
    (r"(?i)\b(muchach|chic)([oa])\s+nuev[oa]\b", lambda m: "new " + ("girl" if m.group(2).lower() == "a" else "guy")),
    # a salsa teacher's Cuban: "quiénes no han pagado este mes?", "Hannah ya está lista pa intermedios 🎉 cámbiala", "nueva chica en
    # beginners!! Valentina Ruiz, …", "número de Megan? la de advanced", "apunta pa los intermedios next week: …", "qué clases tengo el
    # miércoles?", "dónde está la playlist de navidad?? la guardé en algún sitio"
    (r"(?i)\bqui[ée]nes\s+no\s+han\s+pagado\b", "who hasn't paid"), (r"(?i)\beste\s+mes\b", "this month"),
    (r"(?i)^\s*(?P<who>(?-i:[A-Z])[\w'-]+)\s+est[áa]\s+list[oa]\s+(?:pa'?|para)\s+(?:los\s+|las\s+)?(?P<what>\w+)\b[^.!?]*?\bc[áa]mbial[ao]\b",
     r"move \g<who> up to \g<what>"),
    (r"(?i)^\s*nuev[oa]\s+(?:chic[oa]|alumn[oa]|estudiante)\s+en\s+(\w+)\s*[!.:,-]*\s*", r"new student in \1: "),
    (r"(?i)^\s*n[úu]mero\s+de\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s*\?", r"what's \g<who>'s number?"), (r"(?i)\bla\s+de\s+(?=\w+\s*$)", "the one in "),
    (r"(?i)^\s*ap[úu]nta\s+(?:pa'?|para)\s+(?:los\s+|las\s+)?([^:]+?)\s*:", r"make a note for the \1:"),
    (r"(?i)^\s*qu[ée]\s+clases\s+tengo\b", "what classes do I have"),
    (r"(?i)\bl[ao]\s+guard[ée]\s+en\s+alg[úu]n\s+sitio\b", "I saved it somewhere"),
    (r"(?i)\bd[óo]nde\s+est[áa]\s+la\s+(\w+)\s+de\s+(\w+)\b", r"where is the \2 \1"),
    (r"(?i)\bb[úu]sc(?:a|á)mel[oa]\b", "find it"), (r"(?i)\bb[úu]sc(?:a|á)me\b", "find"), (r"(?i)\bb[óo]rr(?:a|á)sel[oa]\b", "delete it"),
    (r"(?i)\bme\s+mandaron\s+algo\s+(del?)\b", lambda m: "did they send me something from" + (" the" if m.group(1).lower() == "del" else "")),
    (r"(?i)^\s*(?:y\s+)?el\s+de\s+(?:la|el|los|las)\s+(\w+)\s+que\s+d[íi]a\s+(?:es\s+que\s+)?viene\b", r"what day does the \1 guy come"),
    (r"(?i)\bque\s+d[íi]a\s+(?:es\s+que\s+)?viene\b", "what day does he come"), (r"(?i)\bla\s+[úu]ltima\s+vez\b", "last time"),
    (r"(?i)\ba\s+c[óo]mo\s+me\s+l[ao]\s+cobr[óo]\b", "how much did he charge me"),
    (r"(?i)\bapunta\s+en\s+el\s+(\w+)\s+db\s*:", r"add to the \1 db:"), (r"(?i)\ben\s+la\s+hoja\s+de\s+(\w+)\s+apunta\b", r"in the \1 sheet add"),
    (r"(?i)\bp[áa]same\s+el\s+(?:m[óo]vil|cel|celular|n[úu]mero|tel[ée]fono)\s+de\s+" + _WHO, lambda m: f"what's {_person(m)}'s number"),
    (r"(?i)\bguarda\s+el\s+n[úu]mero\s+de\s+" + _WHO, lambda m: f"save new contact {_person(m)}"),
    (r"(?i)\bbusca\s+el\s+(?:e-?mail|correo)\s+del?\s+", "find the email from "),
    (r"(?i)\bmueve\s+la\s+carpeta\s+(.+?)\s+de\s+(\w+)\s+a\s+", r"move the \1 folder from \2 to "),
    (r"(?i)\bhaz(?:me)?\s+un\s+borrador\s+(?:para|pa)\s+(?:el\s+|la\s+)?", "write me a draft email to "),
    (r"(?i)\bme\s+ha\s+llegado\s+(?:ya\s+)?", "did I get "), (r"(?i)\bha\s+llegado\s+(?:por\s+fin\s+|ya\s+)?", "has arrived "),
    (r"(?i)\bno\s+l[ao]\s+(?:encuentro|hallo)\b", "I can't find it"), (r"(?i)\bd[óo]nde\s+qued[óo]\b", "where is"),
    (r"(?i)\bhan\s+llamado\s+los\s+(?P<who>(?-i:[A-Z])[\w'-]*)", r"the \g<who>s called"), (r"(?i)\bme\s+habl[óo]\s+el\b", "a call from"),
    (r"(?i)\bcerramos\s+por\b", "we are closed for"), (r"(?i)\bnos\s+vamos\s+a\b", "we go to"),
    (r"(?i)\bpon\s+(?:la\s+)?respuesta\s+autom[áa]tica\s+del\s+correo\b", "put the automatic reply on my email"),
    (r"(?i)\bel\s+cliente\s+pregunta\b", "the client asks me"), (r"(?i)\bque\s+le\s+digo\b", "what do I tell him"),
    (r"(?i)\bc[óo]mo\s+pongo\b", "how do I say"), (r"(?i)\ba\s+la\s+misma\s+hora\b", "same time"),
    # dates and times: "del 18 de diciembre al 4 de enero", "el 6/12", "del 18/12 al 8/1", "a las 10 de la mañana", "20hs"
    phrasebook.DAY_MONTH,
    (r"(?i)\b(\d{1,2})\s+de\s+" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\bp[áa]sal[oa]\s+al\b", "move it to"), (r"(?i)\bmuchachas?\b", lambda m: "girls" if m.group(0).endswith("s") else "girl"),
    (r"(?i)\bdel\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "from "), (r"(?i)\s+al\s+(?=\d{1,2}\s+(?-i:[A-Z]))", " to "),
    (r"(?i)\ba\s+las\s+(\d{1,2}(?::\d\d)?)\s+de\s+la\s+mañana\b", r"at \1am"),
    (r"(?i)\ba\s+las\s+(\d{1,2}(?::\d\d)?)\s+de\s+la\s+(?:tarde|noche)\b", r"at \1pm"),
    (r"(?i)\ba\s+las\s+(?=\d)", "at "), (r"(?i)\bde\s+(\d{1,2}(?::\d\d)?)\s+a\s+(\d{1,2}(?::\d\d)?)", r"from \1 to \2"),
    (r"(?i)\b(\w{2,}s)\s+a\s+([$€£]?\d+[.,]\d\d)\b", r"\1 at \2 each"),  # "3 bandejas a 37.50": 3 trays at 37.50 each
    (r"(?i)\b(\d{1,2})\s*hs?\b", r"\1:00"), (phrasebook.DOTTED_TIME[0] + r"(?!\s+each\b)", phrasebook.DOTTED_TIME[1]),
    (r"(?i)\bm[áa]s\s+(?:el\s+)?(\d+(?:[.,]\d+)?)\s*(?:%|de|por\s*ciento)\s+(?:de\s+)?(?:tax|taxes|impuestos?|iva)\b", r"plus \1% tax"),
    (r"(?i)\bmañana\s+(?:temprano|por\s+la\s+mañana)\b", "tomorrow morning"),
    (r"(?i)\b(tengo|tenemos)\s+el\s+" + _DAY + r"\b", lambda m: f"{m.group(1)} on {_DAYS[m.group(2).lower()]}"),  # "qué tengo el viernes"
    (r"(?i)\bhora\s+y\s+media\b", "an hour and a half"), (r"(?i)\bmismo\s+horario\b", "same time"),
    (r"(?i)\b(?:pa|para)\s+mañana\b", "tomorrow"), (r"(?i)\besta\s+mañana\b", "this morning"), (r"(?i)\bmañana\b", "tomorrow"),
    (r"(?i)\bhoy\b", "today"), (r"(?i)\bayer\b", "yesterday"), (r"(?i)\banoche\b", "last night"),
    (r"(?i)\bla\s+semana\s+pasada\b", "last week"), (r"(?i)\besta\s+semana\b|\bsemana\s+esta\b", "this week"),
    (r"(?i)\bla\s+semana\s+que\s+viene\b|\bla\s+pr[óo]xima\s+semana\b", "next week"), (r"(?i)\beste\s+año\b", "this year"),
    (r"(?i)\b(?:el|los)\s+" + _DAY + r"\s+pasado\b", lambda m: "last " + _DAYS[m.group(1).lower().replace("á", "a")]),
    (r"(?i)\b(?:el|los|del|al)\s+" + _DAY + r"\b", lambda m: _DAYS[m.group(1).lower().replace("á", "a")]),
    (r"(?i)\b" + _DAY + r"\b", lambda m: _DAYS[m.group(1).lower().replace("á", "a")]),
    (r"(?i)\b(?:de|en|pa|para)\s+" + _MONTH + r"\b", lambda m: "in " + _MONTHS[m.group(1).lower()]),
    (r"(?i)\b" + _MONTH + r"\b", lambda m: _MONTHS[m.group(1).lower()]),
    (r"(?i)\b(?:antes\s+del?)\b", "before"),
    # questions
    (r"(?i)\bqui[ée]n(?:es)?\s+tiene(?:n)?\s+reserva\b", "who has a booking"), (r"(?i)\bqui[ée]n\s+(?:curra|trabaja)\b", "who is working"),
    (r"(?i)\bqui[ée]n\s+va\s+a\s+d[óo]nde\b", "who is going where"), (r"(?i)\bqui[ée]n(?:es)?\s+me\s+debe(?:n)?\b", "who owes me"),
    (r"(?i)\bcu[áa]nto\s+llevamos\s+gastado\s+en\b", "how much have we spent on"),
    (r"(?i)\bcu[áa]nto\s+le\s+pago\s+al?\s+" + _WHO, lambda m: f"how much do I pay {_person(m)}"),
    (r"(?i)\bcu[áa]nt[oa]s\s+(\w+)\s+(?:de\s+\w+\s+)?(?:pido|ocupo|necesito)\b", r"how many \1 do I need"),
    (r"(?i)\bcu[áa]ntos\s+son\s+cada\s+una\b", "how many in each"),
    (r"(?i)(?:^|(?<=[.?!¿]\s))\s*(?:que|qu[ée])\s+tenemos\b", "what do we have"),
    (r"(?i)(?:^|(?<=[.?!¿]\s))\s*(?:que|qu[ée])\s+(\w+)\s+hay\b", r"what \1 are there"),  # "q bandejas hay pa recoger"
    (r"(?i)\bqui[ée]n(?:es)?\s+(?:me\s+)?debe(?:n)?\s+ahorita\b", "who owes me right now"), (r"(?i)\bahorita\b", "right now"),
    (r"(?i)\blos\s+que\s+tienen\b", "the ones with"), (r"(?i)\bdime\b", "tell me"), (r"(?i)\bcu[áa]nto\s+es\b", "how much is"),
    (r"(?i)(?:^|(?<=[.?!¿]\s))\s*(?:que|qu[ée])\s+tengo\b", "what do I have"), (r"(?i)\bqui[ée]nes\s+me\s+deben\b", "who owes me"),
    (r"(?i)\bqui[ée]n(?:es)?\s+no\s+me\s+(?:ha\s+|han\s+)?pag(?:ó|o|aron|ado)\b", "who hasn't paid"),
    (r"(?i)\bcu[áa]l\s+es\s+el\s+(?:cel|celular|n[úu]mero|tel[ée]fono)\s+de\s+" + _WHO, lambda m: f"what's {_person(m)}'s number"),
    (r"(?i)\bcu[áa]l\s+es\s+el\s+(?:correo|mail|e-?mail)\s+de\s+" + _WHO, lambda m: f"what's {_person(m)}'s email"),
    (r"(?i)\bcu[áa]nto\s+llevo\s+cobrado\b", "how much have I collected"), (r"(?i)\bcu[áa]ntos\s+somos\b", "how many are booked"),
    (r"(?i)\bhow\s+many\s+clases\s+le\s+quedan\s+a\s+" + _WHO, lambda m: f"how many classes has {_person(m)} got left"),
    (r"(?i)\bcu[áa]nt[oa]s\s+(\w+)\s+le\s+quedan\s+a\s+" + _WHO, lambda m: f"how many {m.group(1)} has {_person(m)} got left"),
    (r"(?i)\bcu[áa]nto\s+le\s+cobro\s+a\s+" + _WHO, lambda m: f"how much should I charge {_person(m)}"),
    (r"(?i)\bcu[áa]nto\s+queda\b", "what does that come to"), (r"(?i)\ble\s+sumo\b", "I add"), (r"(?i)\bhace\s+(?=\d)", "does "),
    (r"(?i)\bsale\s+(?=[£$€]?\d)", "costs "), (r"(?i)\ble\s+hago\s+(\d+\s*%)", r"I give \1 off"), (r"(?i)\ba\s+(?=[£$€]\d)", "at "),
    (r"(?i)\bcu[áa]nt[oa]s\b", "how many"), (r"(?i)\bcu[áa]nto\b", "how much"),
    (r"(?i)\bd[óo]nde\s+(?:carajo\s+)?guard[ée]\b", "where did I save"), (r"(?i)\bd[óo]nde\s+est[áa]n?\b", "where is"),
    (r"(?i)\bd[óo]nde\b", "where"),
    (r"(?i)\bno\s+encuentro\b", "I can't find"), (r"(?i)\bme\s+lleg[óo]\s+algo\s+de\b", "did I get an email from"),
    (r"(?i)\bme\s+lleg[óo]\b", "did I get"), (r"(?i)\bwho\s+do\s+i\s+have\s+free\b", "who is free"),
    # what is said to be done: "escribele a …", "mandale un mail a …", "recordame …", "ponme …", "anotá …", "sacalo de …"
    (r"(?i)\bescr[íi]b(?:ele|ile)\s+a\s+" + _WHO + r"\s+que\b", lambda m: f"email {_person(m)} that"),
    (r"(?i)\bescr[íi]b(?:ele|ile)\s+a\s+" + _WHO, lambda m: f"email {_person(m)}"),
    (r"(?i)\bescr[íi]b(?:ime|eme)\s+un\s+borrador\s+(?:para|pa)\s+", "write me a draft email to "),
    (r"(?i)\bm[áa]nd(?:ale|a)\s+un\s+(?:e-?mail|mail|correo)\s+al?\s+" + _WHO, lambda m: f"send an email to {_person(m)}"),
    (r"(?i)\bno\s+lo\s+mandes\b", "don't send it"), (r"(?i)\bquiero\s+leerlo\s+primero\b", "I want to read it first"),
    (r"(?i)\brec(?:u[ée]rd|ord)ame\s+(?P<when>\w+(?:\s+(?:morning|afternoon|evening))?)\s+(?=llamar|comprar|pagar|mandar|enviar|cobrar|pedir|buscar)",
     r"remind me \g<when> to "), (r"(?i)\brec(?:u[ée]rd|ord)ame\b", "remind me to"),
    (r"(?i)(?:\s*,)?\s+que\s+tengo\s+que\b", ", I have to"), (r"(?i)\btengo\s+que\b", "I have to"), (r"(?i)(?<!\ba\s)\bcada\s+uno\b", "each"),
    (r"(?i)\b((?-i:[A-Z])[\w'-]+)\s+(?:el|la)\s+de\s+(?=(?-i:[A-Z]))", r"\1 from "),  # "Ernesto el de Pilón": Ernesto from Pilón
    (r"(?i)\ble\s+digo\s+a\s+una\s+clienta?\s+que\s+pida\b", "should a customer order"), (r"(?i)\bcumpleaños\b", "birthday"),
    (r"(?i)\bpersonas\b", "people"), (r"(?i)\bla\s+mitad\s+son\s+niños\b", "half are kids"), (r"(?i)\bnecesito\b", "I need"),
    (r"(?i)\bcajas\b", "cases"), (r"(?i)\bllevar\s+a\b", "take"), (r"(?i)\bno\s+s[ée]\b", "I don't know"),
    (r"(?i)\bcoge\s+la\s+guagua\b", "she takes the bus"), (r"(?i)\bguagua\b", "bus"), (r"(?i)\bo\s+la\s+llevo\s+yo\b", "or I take her"),
    (r"(?i)\b(?:d[óo]nde|where)\s+l[ao]\s+met[íi]\b", "where I put it"), (r"(?i)\b(?:antes\s+(?:de\s+)?)?que\s+se\s+me\s+olvide\b", "before I forget"),
    (r"(?i)\bque\s+despu[ée]s\s+se\s+me\s+olvida\b", "or I'll forget"), (r"(?i)\bque\s+la\s+hija\s+lo\s+va\s+a\s+hacer\b", "her daughter is making it"),
    (r"(?i)\bvino\s+y\b", "came and"), (r"(?i)\btodo\s+lo\s+que\s+deb[íi]a\b", "everything he owed"), (r"(?i)\brecogi[óo]\b", "picked up"),
    (r"(?i)\b(?:para|pa)\s+recoger\b", "to pick up"), (r"(?i)\bcon\s+la\s+hora\b", "with the time"), (r"(?i)\borganizar\b", "organise"),
    (r"(?i)\bque\s+estamos\s+cerrados\b", "that we are closed"), (r"(?i)\bestamos\s+cerrados\b", "we are closed"),
    (r"(?i)\by\s+abrimos\b", "and we open again"), (r"(?i)\bpor\s+(?=(?-i:[A-Z]))", "for "), (r"(?i)\bno\s+ha\s+pagado\b", "not paid"),
    (r"(?i)\bson\s+(?=[$€£]\d)", "it's "), (r"(?i)\bllam[óo]\b", "called"), (r"(?i)\bempieza\b", "starts"),
    (r"(?i)\bllamar\s+al\b", "call the"), (r"(?i)\bllamar\s+a\b", "call"), (r"(?i)\btemprano\b", "early"), (r"(?i)\bcomprar\b", "buy"), (r"(?i)\bpagar\b", "pay"),
    (r"(?i)\bpa\s+cobrarle\b", "to charge them for"), (r"(?i)\bpreguntarle\s+a\b", "ask"),
    (r"(?i)\bpon(?:me|é|e)\s+(?:la\s+)?respuesta\s+autom[áa]tica\s+(?:del|en\s+el)\s+(?:correo|mail)\b", "put the automatic reply on my email"),
    # Chilean "pon respuesta automática po: me voy a Chile del 17 dic al 7 de enero …"
    (r"(?i)\bpon(?:me|é|e)?\s+(?:la\s+)?respuesta\s+autom[áa]tica\b(?:\s+po\b)?", "put the automatic reply on"),
    (r"(?i)\b(\d{1,2})\s+(dic|ene|ago|abr)\b\.?", lambda m: f"{m.group(1)} {_ABBREVIATED[m.group(2).lower()]}"),  # "del 17 dic al 7 de enero"
    (r"(?i)\bme\s+voy\s+(?:pa|para|a)\b", "I'm away to"), (r"(?i)\bque\s+vuelvo\s+el\b", "back on the"),
    (r"(?i)\bque\s+estoy\s+de\s+vacaciones\b", "that I'm on holiday"), (r"(?i)\bvuelven\s+el\b", "start again on"),
    (r"(?i)\bpon(?:me|é)\s+(?:una\s+)?(?=entrevista|cita|reuni[óo]n)", "add an "),
    (r"(?i)\bpon(?:e)?la\s+en\s+el\s+calendario\b", "put it in the calendar"),
    (r"(?i)\bpon(?:la|ela)\s+pagad[ao]\b|\bm[áa]rcal[ao]\s+pagad[ao]\b", "mark it paid"),
    (r"(?i)\bpon(?:la|ela)\s+activa\b", "mark her active"), (r"(?i)\bpon(?:lo|elo)\s+activo\b", "mark him active"),
    (r"(?i)\bcompart(?:e|ile|ele)\s+(?:a\s+)?(?P<who>(?-i:[A-Z])[\w'-]*)\s+(?P<what>(?:el|la|los|las)\s+[^,.]+?)(?=,|\.|$)",
     r"share \g<what> with \g<who>"),
    (r"(?i)\bcompart(?:e|ile|ele)\b", "share"), (r"(?i)\bque\s+solo\s+lo\s+pueda\s+ver\s+no\s+editar\b", "view only, no edit"),
    (r"(?i)^\s*anot[áa]\s*:", "make a note:"), (r"(?i)\banot[áa]\s+la\b", "make a note of the"),
    (r"(?i)\banot[áa]\s+a\s+(?P<who>(?-i:[A-Z])[\w'-]*)\s+para\b", r"put \g<who> down for"),
    (r"(?i)\bguard(?:a|á)me\s+a\s+(?:la|el)\s+nuev[oa]\s+", "save new contact, the new "),
    (r"(?i)\bs[áa]cal[oa]\s+de\s+la\s+lista\s+de\s+la\s+(\w+)\b", r"take them off the \1 list"),
    (r"(?i)\bdesc[oe]nt(?:ale|áles|ales)\s+una\s+clase\s+del\s+pack\s+a\s+cada\s+uno\b", "take one class off each of their packs"),
    (r"(?i)\bcancel[áa]\b", "cancel"), (r"(?i)\bborr[áa]\b", "delete"),
    (r"(?i)\bnuev[oa]\s+(\w+)\s+(?:pa'?|para)\s+la\s+lista\s*:", r"new \1 for the list:"),
    (r"(?i)\bme\s+pag[óo]\b", "paid me"), (r"(?i)\bpag[óo]\b", "paid"), (r"(?i)\bme\s+hizo\s+zelle\b", "sent me a zelle"),
    (r"(?i)\bya\s+volvi[óo]\s+de\b", "is back from"), (r"(?i)\bcambi[óo]\b", "changed"), (r"(?i)\bahora\s+es\s+solo\b", "now it's only"),
    (r"(?i)\bno\s+puede\s+(?:venir|ir)\b", "can't come"), (r"(?i)\bvinieron\s+a\b", "came to"),
    (r"(?i)\bl[oa]\s+baj[ée]\b", "I downloaded it"), (r"(?i)\bel\s+que\s+sub[íi]\s+al\s+drive\b", "the one I put on the drive"),
    (r"(?i)\bel\s+que\s+hice\s+en\s+el\s+drive\b", "the one I made in google drive"), (r"(?i)\baqu[íi]\s+en\s+la\s+compu\b", "on the computer"),
    (r"(?i)\bcontando\s+los\s+invitados\b", "counting the guests"),
    # things
    (r"(?i)\bfactura\b", "invoice"), (r"(?i)\ben\s+la\s+(laptop|compu|computadora)\b", r"on the \1"), (r"(?i)\bbandejas\b", "trays"), (r"(?i)\bbandeja\b", "tray"), (r"(?i)\bpermiso\b", "permit"),
    (r"(?i)\breceta\b", "recipe"), (r"(?i)\bmi\s+abuela\b", "my grandma"), (r"(?i)\bmami\b", "mom"), (r"(?i)\bal\s+m[ée]dico\b", "to the doctor"),
    (r"(?i)\bt[ée]cnico\b", "technician"), (r"(?i)\bnevera\b", "fridge"), (r"(?i)\best[áa]\s+goteando\b", "is leaking"), (r"(?i)\botra\s+vez\b", "again"), (r"(?i)\breserva\b", "booking"), (r"(?i)\bla\s+carta\b", "the menu"), (r"(?i)\bcita\b", "appointment"),
    (r"(?i)\bjales\b", "jobs"), (r"(?i)\bjale\b", "job"), (r"(?i)\btroca\b", "truck"), (r"(?i)\blana\b", "money"),
    (r"(?i)\bfontanero\b", "plumber"), (r"(?i)\bla\s+cata\b", "the tasting"), (r"(?i)\brecibid[oa]\b", "received"),
    (r"(?i)\bcarpeta\b", "folder"), (r"(?i)\bdescargas\b", "Downloads"), (r"(?i)\bescritorio\b", "Desktop"),
    (r"(?i)\bcancelan\b", "cancelled"), (r"(?i)\bviene\b", "comes"),
    (r"(?i)\bel\s+excel\s+de\s+las\s+horas\b", "the hours spreadsheet"), (r"(?i)\bla\s+lista\s+de\b", "the list of"),
    (r"(?i)\bla\s+limpieza\b", "the cleaning"), (r"(?i)\bel\s+contrato\b", "the contract"), (r"(?i)\bel\s+video\b", "the video"),
    (r"(?i)\bla\s+clase\s+de\b", "the class of"), (r"(?i)\bla\s+clase\b", "the class"), (r"(?i)\bel\s+pack\b", "the pack"),
    (r"(?i)\bel\s+fee\b", "the fee"), (r"(?i)\bentrevista\b", "interview"), (r"(?i)\bcon\s+una\s+girl\s+nueva\b", "with a new girl"),
    (r"(?i)\bcon\b", "with"), (r"(?i)\bsobre\b", "about"), (r"(?i)\btodav[íi]a\b", "still"), (r"(?i)\btambi[ée]n\b", "also"),
    (r"(?i)\bporque\b", "because"), (r"(?i)\bpara\b|\bpa'?(?=\s)", "for"), (r"(?i)\bhoras\b", "hours"), (r"(?i)\bla\s+oficina\b", "the office"),
    (r"(?i)\baqu[íi]\b", "here"), (r"(?i)\bcel\b", "cell"), (r"(?i)\bmsj\b", "message"), (r"(?i)\bun\s+pdf\b", "a pdf"),
    (r"(?i)\bera\s+un\b", "it was a"), (r"(?i)\bya\s+me\s+pas[óo]\b", "already sent me"), (r"(?i)\bviene\s+con\b", "coming with"),
    (r"(?i)\bdel\b", "of the"), (r"(?i)\bde\b", "of"), (r"(?i)\ben\b", "in"), (r"(?i)\bsi\b", "if"), (r"(?i)\bpor\s+clase\b", "per class"), (r"(?i)\b(?:el|la|los|las)\b", "the"), (r"(?i)\bunas?\b|\bun\b", "a"), (r"(?i)\bmis?\b(?=\s)", "my"),
    (r"(?i)\ben\s+el\b", "in the"), (r"(?i)\b(?:y|e)\b(?=\s)", "and"), (r"(?i)\ba\s+cada\s+uno\b", "each"),
]


# Phrases only Spanish says that are enough alone: "número de Megan? la de advanced", "nueva chica en beginners!! …"
_SPANISH_ALONE = re.compile(r"^\s*n[úu]mero\s+de\s+(?-i:[A-Z])|^\s*nuev[oa]\s+(?:chic[oa]|alumn[oa]|estudiante)\s+en\b|^\s*quedan\s+\w+\s*\?", re.I)


def spanish(text: str) -> bool:
    """Whether ``text`` has two words only Spanish has, or a phrase only it says."""
    words = set(re.findall(r"[\wáéíóúñ'’-]+", text.lower()))
    return len({w for w in words if w in _SPANISH or _OWN_LETTERS.search(w)}) >= 2 or bool(_SPANISH_ALONE.search(text))


def english(text: str) -> str:
    """``text`` with its Spanish read as English when it is Spanish; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if spanish(text) and not french.french(text) else text
