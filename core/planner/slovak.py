"""Slovak in a request, as a Slovak nail salon in Peterborough types it (mostly without diacritics), read as English before
it is planned, through the Czech reader (czech.py): "kto mam zajtra?" (who is booked in tomorrow?), "posli mail
Gemme ze chcem objednat …" (send an email to Gemma that I want to order …), "ten training posun z utorka na stredu" (move
the training from tuesday to wednesday), "este to neposielaj" (don't send it yet). A request with two words only Slovak has
("zajtra", "štvrtok"), or one of them or its "zo", "pre" with a word Czech writes too ("zaplatila"), is Slovak: its phrases
are read, then each word as the Czech one ("štvrtok" čtvrtek) and the Czech reads the rest."""

from __future__ import annotations

import re

from core.planner import phrasebook
from core.planner.czech import _AND, _LETTERS, _NAME, _OWN, _PHRASES, _accusative, _plain

# Slovak, typed mostly without its diacritics, is read through the Czech above: first its own phrases, then each of its
# words said as the Czech word ("zajtra" zitra, "štvrtok" ctvrtek, "budúci" pristi) or the English one ("alebo": or)
_SK_LETTERS = {**_LETTERS, "ä": "[äa]", "ô": "[ôo]", "ľ": "[ľl]", "ĺ": "[ĺl]", "ŕ": "[ŕr]"}
# Words only Slovak has (no Czech, Polish, Slovene, Croatian or Hungarian word is spelled so): two make a request Slovak
_SLOVAK = frozenset("""zajtra zajtrajsi pozajtra kolko dakujem dakujeme vdaka chcem mozem nemozem mozes vediet buduci buduca buduce buducu buduceho stvrtok stvrtka stvrtku piatok piatka piatku utorok
    utorka utorku pondelok pondelka pondelku nedela nedelu tyzden tyzdna tyzdni mesiac mesiaca kvoli vianoce vianoc zavrety zatvorene narodeniny niekedy nieco niekto niekde dochadza rovnaky rovnako
    automaticku cennik cenniku hladam nechty nechtov prisiel pripocitaj vydavky vydavkov pridaj stazuje odpadol robim kedy preco neposielaj dlhuje dlzi zavolaj pozri povedz oktobri novembri decembri
    septembri alebo lebo nepride stretnutie stretnutia priecinok zoznam objednaj odpocitaj zdielaj skontroluj zmaz zaplatene zaplateny zaplatena novu kalendara skolenie peniaze nepridem pridem
    posledna posledny posledne zarobili""".split())
# Words Slovak shares with Czech or Polish ("kto", "mám") and its small words ("zo", "pre"): see slovak()
_SK_BOTH, _SK_SMALL = frozenset("konecne pristup kto mam".split()), frozenset("zo pre ako jej sa nie".split())
_SK_OWN_LETTERS = re.compile("[ľĺŕ]")  # letters only Slovak writes among the stored languages: "hľadám", "zatiaľ"
# Slovak words as the Czech word the reader above knows, or as English ("_" a space): "kto" kdo, "alebo" or
_SK_WORDS = dict(pair.split(":") for pair in """kto:kdo kolko:kolik kedy:kdy preco:proc zajtra:zitra zajtrajsi:zitrejsi pozajtra:pozitri pondelok:pondeli pondelka:pondeli pondelku:pondeli utorok:utery
    utorka:utery utorku:utery stvrtok:ctvrtek stvrtka:ctvrtka stvrtku:ctvrtku piatok:patek piatka:patku piatku:patku nedela:nedele nedelu:nedeli buduci:pristi buduca:pristi buduce:pristi buducu:pristi
    buduceho:pristi minulu:minulou tyzden:tyden tyzdna:tydne tyzdni:tydnu mesiac:mesic mesiaca:mesice chcem:chci mozem:muzu nemozem:nemuzu mozes:muzes moze:muze nemoze:nemuze potrebujem:potrebuju
    dakujem:dekuju dakujeme:dekuju vdaka:diky este:jeste ci:if pre:pro zo:z su:jsou som:jsem sme:jsme neposielaj:neposilej posun:presun zmaz:smaz pozri:podivej skontroluj:zkontroluj pridaj:pridej
    zdielaj:sdilej zavolaj:zavolej objednaj:objednej odpocitaj:odecti daj:dej ju:ji ich:them dlhuje:dluzi dlhuju:dluzi dlzi:dluzi kalendara:kalendare vianoce:vanoce vianoc:vanoc
    automaticku:automatickou subor:soubor subory:soubory priecinok:slozka priecinku:slozce cennik:cenik cenniku:ceniku kupit:koupit vyzdvihnut:vyzvednout povedat:rict napisat:napsat
    skontrolovat:zkontrolovat odoslat:odeslat kvoli:kvuli poobede:odpoledne popoludni:odpoledne stretnutie:schuzka stretnutia:schuzky zoznam:seznam zoznamu:seznamu rezervaciu:rezervaci pride:prijde
    nepride:isn't_coming alebo:or nie:not aj:also jej:her aky:what aka:what ake:what konecne:finally niekedy:sometime myslim:I_think zubar:dentist zubara:the_dentist chora:sick chory:sick pisala:wrote
    pisal:wrote napisala:wrote balik:parcel ucet:account fotku:photo fotka:photo fotky:photos nechty:nails nechtov:nails zavrety:closed zavreta:closed zavrete:closed zatvorene:closed zatvoreny:closed
    klientka:a_client klientke:the_client klientku:the_client cas:time vikend:weekend vydavky:expenses vydavkov:expenses vydavkoch:expenses prijmy:income terminy:appointments teraz:now tiez:also
    mail:email ako:jako zaplatene:zaplacene zaplateny:zaplaceny zaplatena:zaplacena skolenie:training peniaze:money narodeniny:a_birthday nepridem:I_can't_come pridem:I'll_come prisla:came prislo:came
    prisli:came posledna:the_last posledny:the_last posledne:the_last poslednu:the_last""".split())
_SK_MONTH = (r"(?P<skm>januá?r[ai]?|februá?r[ai]?|mar(?:ec|ca|ci)|apríl[ai]?|máj[ai]?|jún[ai]?|júl[ai]?|august[ae]?|"
             r"septemb(?:er|ra|ri)|októb(?:er|ra|ri)|novemb(?:er|ra|ri)|decemb(?:er|ra|ri))")
# A verb said as an infinitive after "chcem", "musím", "idem": "chcem objednať" (I want to order)
_SK_VERBS = dict(pair.split(":") for pair in """objednat:order objednavat:order zavolat:call volat:call zaplatit:pay platit:pay kupit:buy nakupit:buy poslat:send posielat:send vyzdvihnut:collect
    povedat:tell napisat:write pisat:write skontrolovat:check vratit:return zrusit:cancel pripravit:prepare dat:put prist:come urobit:do spravit:do robit:do vymenit:change opravit:fix zobrat:take
    vediet:know ist:go""".split())
_SK_MODALS = {"chcem": "I want to", "chceme": "we want to", "chce": "wants to", "musim": "I have to", "musime": "we have to", "potrebujem": "I need to",
              "mozem": "I can", "mozes": "can you", "idem": "I'm going to", "ideme": "we're going to"}
_SK_IT = {"ho": "it", "to": "it", "ju": "her", "ich": "them"}
_SK_DATIVE = re.compile(r"(?:(?<=k)|(?<=mm))e$")  # a woman's name said to whom: "Monike" Monika, "Gemme" Gemma ("Leanne" stays)


def _sk_word(m: re.Match) -> str:
    """A small Slovak word as the Czech or English one: "štvrtok" → ctvrtek, "alebo" → or; a name stays."""
    word, said = m.group(0), _SK_WORDS.get(_plain(m.group(0)))
    if said and not (word[0].isupper() and m.start() > 0):
        return said.replace("_", " ")
    return _plain(word) if word[0].islower() else word


def _sk_wants(m: re.Match) -> str:
    """"chcem objednať" → I want to order, "chce ho dať na" → wants to put it on, "chcem dať Chloe" → I want to give Chloe."""
    verb = _SK_VERBS[_plain(m.group("verb"))]
    verb = "give" if verb == "put" and m.group("cap") else verb
    return " ".join(w for w in (_SK_MODALS[_plain(m.group("modal"))], verb, _SK_IT.get(_plain(m.group("it") or ""))) if w)


def _sk_month(m: re.Match) -> str:
    """A month said in Slovak as English: "októbri" → October, "januára" → January."""
    return phrasebook.MONTH_NAMES["jan feb mar apr maj jun jul aug sep okt nov dec".split().index(_plain(m.group("skm"))[:3])]


_SK_SAID: list[tuple[str, object]] = [
    _AND, (r"[,.]?\s*\b(?:ďakujem|ďakujeme|vďaka|prosím\s+ťa)\b[.!]?", " "),  # "a" said first: the English after keeps its "a"
    # questions: "kto mám zajtra?", "čo mi dochádza?", "koľko je 20% z 38?", "potrebujem vedieť či môžem prísť až o 10"
    (r"\b(?:kto|who)\s+(?:mám|máme)\b", "who is booked in"), (r"\bčo\s+mi\s+dochádza\b", "what am I running low on"),
    (r"\bčo\s+robím\s+zle\b", "what am I doing wrong"), (r"\bkoľko\s+je\s+(?=[£$€]?\d)", "what is "), (r"(\d+\s*%)\s+z\s+(?=[£$€]?\d)", r"\1 of "),
    (r"\bkoľko\s+sme\s+zarobili\b", "how much did we make"), (r"\bkoľko\s+(?:mi|nám)\s+(?:ešte\s+)?(?:dlží|dlhuje)\s+(?P<who>" + _NAME + r")", r"how much does \g<who> owe me"),
    (r"(?<=[^\W\d_])\s+čo\s+(mám|máme)\b", " that I have"),  # "cenník čo mám na drive": the price list that I have on drive
    (r"\b(?P<modal>chcem|chceme|chce|musím|musíme|potrebujem|môžem|môžeš|idem|ideme)\s+(?:(?P<it>ho|ju|to|ich)\s+)?(?P<verb>"
     + "|".join(_SK_VERBS) + r")(?=(?P<cap>\s+(?-i:[A-Z]))?)\b", _sk_wants),
    (r"\baž\s+(?=(?:o|at)\s+\d|od\b)", "only "), (r"\bo\s+(?=\d{1,2}(?::\d\d)?\b(?!\s*(?:%|min|h\b|hod|dn|týž)))", "at "),
    # dates: "4. januára", "v októbri", "na vianoce", "po týždni"
    (r"\b(\d{1,2})\.?\s+" + _SK_MONTH + r"\b", lambda m: f"{m.group(1)} {_sk_month(m)}"),
    (r"\b(?:v|vo)\s+" + _SK_MONTH + r"\b", lambda m: "in " + _sk_month(m)), (r"\b" + _SK_MONTH + r"\b", _sk_month),
    (r"\bpo\s+týždni\b", "after a week"), (r"\bna\s+narodeniny\b", "for her birthday"),
    (r"\brovnaký\s+čas\b|\brovnako\b", "same time"), (r"\bpo\s+anglicky\b", "in English"), (r"\bna\s+vianoce\b", "for Christmas"),
    # what is said to be done: "daj mi to do kalendára", "daj ju ako cancelled", "daj Amy na utorok", "posuň z … na …"
    (r"\bdaj\s+(?:mi\s+)?to\s+do\s+kalendára\b", "put it in the calendar"), (r"\bdaj\s+(?P<it>ju|ho|ich|to)\s+ako\s+", lambda m: f"mark {_SK_IT[_plain(m.group('it'))]} as "),
    (r"\bdaj\s+(?P<who>" + _NAME + r")\s+prístup\s+ku?\s+", lambda m: f"give {_SK_DATIVE.sub('a', m.group('who'))} access to the "),
    (r"\bdaj\s+(?P<who>" + _NAME + r")\s+na\s+", r"book \g<who> for "), (r"\b(?:pošli|napíš)\s+(?:mail|email|e-mail|správu)\s+(?P<who>" + _NAME + r")", lambda m: "send an email to " + _SK_DATIVE.sub("a", m.group("who"))),
    (r"\bnapíš\s+(?:mi\s+)?(?:draft|koncept|návrh)\s+(?:mailu\s+)?pre\s+(?P<mr>Mr|Mrs|pána|pani)\s+(?P<who>" + _NAME + r")",
     lambda m: f"write a draft email to {'Mr' if _plain(m.group('mr')) in ('mr', 'pana') else 'Mrs'} {_accusative(m.group('who'))}"),
    (r"\b(?:ešte|zatiaľ)\s+(?:to\s+)?neposielaj\b", "don't send it yet"), (r"\bsorry\s+za\b", "sorry for the"),
    (r"\b(?P<what>[a-z]+)\s+pošlem\b", r"I'll send the \g<what>"), (r"\bpošlem\b", "I'll send"),  # "rent pošlem": I'll send the rent
    (r"^(?P<what>.{1,60}?)\s+posuň\s+(?=zo?\b|od\b)", r"move \g<what> "),  # "ten training posuň z utorka …": move the training from …
    (r"\bidem\s+domov\s+do\b", "I'm going home to"), (r"\bidem\s+domov\b", "I'm going home"),
    (r"\bnastav\s+automatickú\s+odpoveď\b", "set the auto reply on my email"), (r"\bsa\s+sťažuje\b", "complains"),
    (r"^\s*prišiel\s+(?:mi\s+)?balík\b", "a parcel came"), (r"(?<=[,.])\s*prišiel\b", " it came"), (r"\bprišiel\b", "came"),
    (r"\bpripočítaj\s+(?:to|ich)\b", "add it to the stock"), (r"\bpripočítaj\b", "add"), (r"^\s*do\s+(?P<what>\w+)\s+pridaj\b", r"add to \g<what>"),
    (r"\bs\s+(?P<who>(?-i:[A-Z])\w+)ou\b", r"with \g<who>a"), (r"\bnov(?:ú|á|ý)\s+klient(?:ku|ka|a)?\b", "new client"),  # "s Monikou"
    (r"\bodpadol\b|\bodpadla\b|\bodpadli\b", "came off"), (r"\buž\s+druhá\b", "already the second"), (r"\bje\s+(?=chor)", "she is "),
    (r"\bhľadám\s+už\s+(?=\d)", "I've been looking for "), (r"\bhľadám\b", "I'm looking for"), (r"\baccountant(?:ke|ka|ku|ky)\b|\búčtovní(?:čke|čka|kovi|k)\b", "the accountant"),
    (r"\bna\s+(?=(?-i:[A-Z])\w+\s+(?:Rd|Road|St|Street|Ave)\b)", "at "),  # "na Lincoln Rd": at Lincoln Rd
    (r"\b[^\W\d_]+\b", _sk_word),  # each word as the Czech or English one: "kto" kdo, "štvrtok" ctvrtek, "alebo" or
]
_SK_PHRASES: phrasebook.Phrases = phrasebook.respelled(_SK_SAID, _SK_LETTERS)
_CZ_AFTER_SK = [p for p in _PHRASES if p[0] != "(?i)" + _AND[0]]  # the Czech read after, its "a" (and) said already


def slovak(text: str) -> bool:
    """Whether ``text`` has two words only Slovak has ("zajtra", "štvrtok", "ďakujem") or a letter only it writes; or two
    words Czech or Slovak write ("zaplatila", "konečne", "kto") with one of Slovak's own or its small words ("zo", "pre")."""
    words = {_plain(w) for w in re.findall(r"[\w'’-]+", text.lower())}
    own = {w for w in words if w in _SLOVAK or _SK_OWN_LETTERS.search(w)}
    small, czech_too = words & _SK_SMALL, words & (_OWN | _SK_BOTH)
    return len(own) >= 2 or bool(own | small) and bool(own | (words & _OWN)) and len(own | small | czech_too) >= 2


def english(text: str) -> str:
    """``text`` with its Slovak read as English (its own phrases, then the Czech reader's) when it is so written; unchanged
    otherwise."""
    return phrasebook.read(phrasebook.read(text, _SK_PHRASES), _CZ_AFTER_SK) if slovak(text) else text
