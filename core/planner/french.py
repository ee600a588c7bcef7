"""French in an English request (Acadian Chiac and Quebec French, as typed in Moncton or Montreal) read as English before it
is planned: "quoi ce que j'ai demain" (what do I have tomorrow), "combien qu'on doit à Boudreau pour les patates right là"
(how much do we owe Boudreau for the potatoes right now), "ôte les Richard de vendredi, ils ont cancellé" (take the
Richards off friday, they cancelled), "mets une réponse automatique sur mes emails" (put an automatic reply on my emails).

Only a request with at least two words only French has is read so ("pour", "les", "quoi", "j'ai", "asteur" …); its names,
numbers and English words stay as typed. Phrases are read whole, the longer first; a word alone only where it means one
thing in a request."""

from __future__ import annotations

from core.planner import phrasebook

# Words only French has (no English word is spelled so): two of them make a request French
_FRENCH = frozenset("""pour les quoi qu'on j'ai ai c'est qu'est-ce asteur icitte pis combien mets envoye envoie fais-moi ôte ils elles
    sont demain monde mes une réponse fichier besoin avec dans leur souper personnes chez rendez-vous avant après vendredi samedi
    dimanche lundi mardi mercredi jeudi soir matin semaine cette fêtes ferme fermé rouvre bookée bookées cancellé awaye-le
    numéro dis-y dis-lui meilleure manière garder vie brisé peut venir faut checke annule avec rencontre ouvre montre-moi déjà
    tarif année rappeler annulé annulée monsieur où certificat partage juste lire moins sarrasin reste donne stp rappelle enregistre
    trouve-moi ajoute enlève-la enlève-le livreur amené plombier automatique loyer dépenses rdv répondu envoyé maintenant
    crée nouveau feuille viens recevoir numero montre prête pièces qu'est renouveler""".split())

_PHRASES = [
    # a Croydon salon's French of France: "combien de packs de 1B il reste?", "Donne moi le numéro de Kemi stp", "rappelle moi de payer
    # …", "enregistre Tony le plombier 0793…", "trouve-moi le fichier des tarifs quelque part sur l'ordi", "Mets le message automatique
    # sur le mail: …", "Laure a annulé pour jeudi, enlève-la", "Le livreur a amené 10 edge control Ebin, ajoute", "ajoute au sheet
    # des dépenses: loyer 1450 le 1 déc", "le landlord a répondu pour le radiateur ou pas?", "… je vais faire combien en tout avec
    # les rdv?", "Sandrine a envoyé le reste du deposit, c'est 40 maintenant"
    (r"(?i)\bcombien\s+de\s+(?P<what>[\w ]+?)\s+il\s+reste\b", r"how many \g<what> are left"),
    (r"(?i)^\s*donne[\s-]+moi\s+le\s+numéro\s+de\s+(?P<who>(?-i:[A-Z])[\w'-]+)", r"what's \g<who>'s number"), (r"(?i)[,\s]*\bstp\b", ""),
    (r"(?i)\brappelle[\s-]+moi\s+de\s+", "remind me to "), (r"(?i)\bpayer\b", "pay"),
    # a Lewisham grill's: "il reste combien de boeuf", "qu'est ce que j'ai suba", "rappelle moi renouveler la food licence avant 15 décembre"
    (r"(?i)^\s*il\s+(?:me\s+|nous\s+)?reste\s+combien\s+de\s+(?P<what>[\w' ]+?)\s*(?P<q>\?*)\s*$", r"how much \g<what> is left?"),
    (r"(?i)\brappelle[\s-]+moi\s+(?=[a-zé]+er\b)", "remind me to "), (r"(?i)\brenouveler\b", "renew"),
    # a Montreal bakery's: "rappelle moi lundi prochain de payer le loyer du local", "je viens de recevoir 100 kg farine de Lachance,
    # ajoute au stock", "c quoi le numero de Samir le livreur", "montre moi la feuille Ventes Novembre, A1 à D30", "crée un nouveau doc
    # 'Menu Ramadan 2027'", "envoie un mail a nadia.benali@gmail.com: …"
    (r"(?i)\brappelle[\s-]+moi\s+(?P<day>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+prochain\s+de\s+",
     lambda m: f"remind me next {m.group('day').lower()} to "),  # the day in English by dialect.py's words
    (r"(?i)^\s*je\s+viens\s+de\s+recevoir\s+", "just received "), (r"(?i)\bajoute\s+au\s+stock\b", "add it to the stock"),
    (r"(?i)^\s*c(?:'est|\s+est)?\s+quoi\s+le\s+num[ée]ro\s+de\s+(?P<who>(?-i:[A-Z])[\w'-]+)", r"what's \g<who>'s number"),
    (r"(?i)\bmontre[\s-]+moi\s+la\s+feuille\b", "show me the sheet"), (r"\b([A-Z]{1,2}\d{1,4})\s+à\s+([A-Z]{1,2}\d{1,4})\b", r"\1 to \2"),
    (r"(?i)^\s*crée\s+(?:un\s+)?nouveau\s+doc(?:ument)?\b", "create a new doc"),
    (r"(?i)\benvoie\s+un\s+(?:e-?)?mail\s+(?:à|a)\b", "send an email to"), (r"(?i)\bdu\s+local\b", "of the shop"),
    (r"(?i)^\s*enregistre\s+(?=(?-i:[A-Z]).*\d{4})", "save new contact "), (r"(?i)\ble\s+plombier\b", "the plumber"),
    (r"(?i)\btrouve[\s-]+moi\s+le\s+fichier\s+des\s+(\w+)", r"find the \1 file"),
    (r"(?i)\bquelque\s+part\s+sur\s+l'ordi\b", "somewhere on the computer"), (r"(?i)\bla\s+liste\s+des\s+prix\b", "the price list"),
    (r"(?i)\bmets\s+le\s+message\s+automatique\s+sur\s+le\s+mail\b", "put the automatic reply on my email"),
    (r"(?i)\bfermée?\b", "closed"), (r"(?i)\bon\s+rouvre\b", "we reopen"), (r"(?i)\bd[ée]c\b\.?", "december"),
    (r"(?i)\benl[èe]ve[\s-]+(?:la|le|les)\b", "take them off"),
    (r"(?i)^\s*le\s+livreur\s+a\s+amené\s+(\d+)\s+(.+?)\s*,\s*ajoute\s*[.!]?\s*$", r"\1 \2 came, add them"),
    (r"(?i)^\s*ajoute\s+au\s+(?:sheet|tableau)\s+des\s+dépenses\s*:", "add to the expenses sheet:"), (r"(?i)\bloyer\b", "rent"),
    (r"(?i)^\s*le\s+(\w+)\s+a\s+répondu\s+pour\s+le\s+(\w+)\s+ou\s+pas\s*\?", r"has the \1 replied about the \2?"),
    (r"(?i)\bradiateur\b", "radiator"), (r"(?i)\bça\s+fait\s+(\d+)\s+semaines\b", r"it's been \1 weeks"),
    (r"(?i)\bje\s+vais\s+faire\s+combien\s+en\s+tout\s+avec\s+les\s+rdv\b", "how much will I make in total from the appointments"),
    (r"(?i)^\s*(?P<who>(?-i:[A-Z])[\w'-]+)\s+a\s+envoyé\s+le\s+reste\s+du\s+deposit\b", r"\g<who> sent the rest of the deposit"),
    (r"(?i)\bc'est\s+(\d+)\s+maintenant\b", r"it's \1 now"), (r"(?i)\bmerci\s+ma\s+s(?:œ|oe)ur\b", "thanks"),
    (r"(?i)\ba\s+annulé\b", "cancelled"),
    # questions
    (r"\b(?:quoi\s+(?:ce\s+que|c'?est\s+que|c'?est\s+qu')|qu'est[-\s]ce\s+que|qu'est[-\s]ce\s+qu')\s*j'ai\b", "what do I have"),
    (r"\bquoi\s+c'?est\s+(?=la|le|les)\b", "what is "), (r"\bc\s+quoi\b", "what is"),
    (r"\bla\s+meilleure\s+(?:manière|façon|facon)\s+de\b", "the best way to"),
    (r"\bcombien\s+de\s+monde\b", "how many people"), (r"\bcombien\s+qu'on\s+doit\s+(?:à|a)\b", "how much do we owe"),
    (r"\bcombien\s+qu'on\b", "how much do we"), (r"\bcombien\s+(?=people\b|personnes\b|covers\b|tables\b|bookings\b|batches\b)", "how many "),
    (r"\bcombien\b", "how much"), (r"\bqu'est-ce\s+qui\s+est\b", "what is"), (r"\bmoins\s+de\b", "under"),
    (r"\bo[uù]\s+est\b", "where is"), (r"\bce\s+soir\b", "tonight"), (r"\bce\s+matin\b", "this morning"),
    (r"\bannulée?s?\b", "cancelled"), (r"\bmidi\b", "12pm"), (r"\ble\s+numéro\s+du\s+monsieur\s+du\s+(\w+)", r"the \1 man's number"),
    (r"\bpartage\b", "share"), (r"\bjuste\s+pour\s+lire\b", "view only"), (r"\bmerci\b", "thanks"), (r"\bde\s+(?=sarrasin\b)", "of "),
    (r"\bwhos\s+bookée?s?\b", "who's booked"), (r"\bon\s+a\s+de\s+bookée?s?\b", "do we have booked"), (r"\bbookée?s?\b", "booked"),
    (r"\bfaut\s+(?:je|que\s+je)\s+checke\b", "I have to check"), (r"\bfaut\s+(?:je|que\s+je)\b", "I have to"),
    # verbs said to Steward
    (r"\benvoye\s+un\s+e-?mail\s+(?:à|a)\b", "send an email to"), (r"\benvoye\b|\benvoie\b", "send"),
    (r"\bfais-moi\s+un\b", "make me a"), (r"\bfais-moi\b", "make me"),
    (r"\bmets\s+une\s+réponse\s+automatique\b", "put an automatic reply"), (r"\bmets-le\b", "put it"), (r"\bmets\b", "put"),
    (r"\bawaye-le\s+dans\s+le\b", "move it to the"), (r"\bawaye-le\b", "move it"),
    (r"\b[ôo]te\s+les\s+(?P<who>[A-Z][\w'-]+)\s+de\s+", r"take the \g<who>s off "), (r"\b[ôo]te\b", "take off"),
    (r"\bdis-(?:y|lui)\b", "tell them"), (r"\bje\s+vas\s+le\s+watcher\b", "I'll look at it"),
    (r"\bannule\b", "cancel"), (r"\bla\s+rencontre\b", "the meeting"), (r"\bavec\b", "with"), (r"\bouvre\b", "open"),
    (r"\bmontre-moi\b", "show me"), (r"\brappeler\b", "call back"), (r"\bc\s+fait\b", "done"),
    (r"\bun\s+client\s+me\s+demande\b", "a client asks me"), (r"\bcette\s+année\b", "this year"), (r"\bdéjà\b", "again"),
    # what was done or is so
    (r"\bils\s+ont\s+cancell[ée]s?\b", "they cancelled"), (r"\bont\s+call\b", "called"), (r"\bils\s+sont\b", "they are"),
    (r"\bon\s+ferme\b", "we're closed"), (r"\bqu'on\s+est\s+fermés?\b", "that we're closed"), (r"\bqu'on\s+rouvre\b", "and back"),
    (r"\bqu'on\s+a\s+besoin\s+(?:du|de|d')\b", "that we need the"), (r"\bj'ai\s+besoin\s+de\b", "I need"),
    (r"\bqui\s+dit\b", "saying"), (r"\bbonne\s+année\b", ""),
    # things, times and places
    (r"\bdu\s+(\d{1,2})\s+(\w+)\s+au\s+(\d{1,2})\b", r"from \1 \2 to \3"), (r"\bde\s+(\d+)\s*\$", r"of $\1"),
    (r"\b(\d{1,2})h(\d\d)?\b", lambda m: f"{m.group(1)}:{m.group(2) or '00'}pm" if 1 <= int(m.group(1)) <= 11 else f"{m.group(1)}:{m.group(2) or '00'}"),
    (r"\bsamedi\s+le\s+(\d{1,2})\b", r"saturday the \1"),
    (r"\bà\s+matin\b", "this morning"), (r"\bcette\s+semaine\b", "this week"), (r"\bright\s+là\b", "right now"),
    (r"\b(?:les\s+fêtes)\b", "the holidays"), (r"\ble\s+fichier\b", "the file"), (r"\ble\s+folder\b", "the folder"),
    (r"\ble\s+numéro\s+(?:à|a)\s+(?P<who>[A-Z][\w'-]+)", r"\g<who>'s number"), (r"\bpersonnes\b", "people"),
    (r"\bleur\s+souper\b", "their supper"), (r"\bsouper\b", "supper"), (r"\bdépôt\b", "deposit"), (r"\bpatates\b", "potatoes"),
    (r"\bhomards\b", "lobsters"), (r"\ben\s+vie\b", "alive"), (r"\bparty\s+de\s+(\d+)", r"party of \1"),
    (r"\bson\s+cell\s+c(?:'est)?\b", "their cell is"), (r"\bjanvier\b", "january"), (r"\bdécembre\b", "december"),
    (r"\bsoir\b", "evening"), (r"\bmatin\b", "morning"), (r"\basteur\b", "now"), (r"\bicitte\b", "here"),
    (r"\bpas\s+(?=\d)", "not "), (r"\bpour\s+confirmer\b", "to confirm"), (r"\bpour\b", "for"), (r"\bavant\b", "before"),
    (r"\bdans\s+mes\b", "in my"), (r"\bdans\s+le\b", "in the"), (r"\bsur\s+mes\b", "on my"), (r"\bmon\b(?!\s*\d)", "my"),
    (r"\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+[àa]\s+(?=(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b)",
     r"\1 to "), (r"\s*\bà\s+la\s+gang\b", ""), (r"\bde\s+chez\b", "from"), (r"\bdu\b", "of the"), (r"\bde\b", "of"),
    (r"\bla\b", "the"), (r"\bmes\b", "my"), (r"\bune?\b", "a"), (r"\bles\b", "the"), (r"\ble\b(?=\s+\d)", "the"), (r"\bà\b", "at"),
    (r"^\s*ben\s+", ""), (r"\bpis\b", "and"),
]


def french(text: str) -> bool:
    """Whether ``text`` has two words only French has."""
    return phrasebook.two_own_words(text, _FRENCH)


def english(text: str) -> str:
    """``text`` with its French read as English when it is French; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if french(text) else text
