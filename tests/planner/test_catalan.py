"""Catalan as a Catalan wine and tapas bar in Sheffield types it (blind set 127, mostly without its accents, "q" for que and
"x" for per) and as a Catalan dad coaching an under-10 football team in Manchester types it (blind set 131: players, subs,
matches, kit) read as English before it is planned, names after their article read as themselves; and requests of other
languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import catalan
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("q tinc dijous?") == "what do I have thursday?"
    assert catalan.english("qui ve avui a sopar?") == "who is coming today for dinner?"
    assert catalan.english("de quins vins anem curts? menys de 6 ampolles") == "which wines are we short of? less than 6 bottles"
    assert catalan.english("quanta gent tenim dissabte en total?") == "how many people are booked saturday in total?"
    assert catalan.english("han arribat 12 ampolles de verdejo, suma-les") == "12 bottles of verdejo have arrived, add them on"
    assert catalan.english("on tinc el pdf de la food hygiene inspection? el del council") == \
        "where did I put the pdf of the food hygiene inspection? the one from the council"
    assert catalan.english("quant es 18 ampolles a 26£ menys un 10%?") == "how much is 18 bottles at 26£ less 10%?"
    # and as the writer would also type them, with or without the accents
    assert catalan.english("què tenim demà a la tarda?") == "what do we have tomorrow afternoon?"
    assert catalan.english("quines reserves tenim avui?") == "which bookings do we have today?"
    assert catalan.english("quantes ampolles de cava tenim?") == "how many bottles of cava do we have?"
    assert catalan.english("quant em deu la Sophie?") == "how much does Sophie owe me?"
    assert catalan.english("qui treballa dissabte?") == "who is working saturday?"


def test_names_after_their_article_dates_and_times():
    assert catalan.english("envia un mail al Jordi de Celler Puig q em posi 2 caixes mes de garnatxa amb la comanda de la "
                           "setmana que ve, gracies!!") == \
        "send an email to Jordi from Celler Puig asking them to put 2 more cases of garnatxa with the order for next week, thanks!!"
    assert catalan.english("el Raj ha cancel·lat lo de dema, esborra-la") == "Raj has cancelled tomorrow's one, delete it"
    assert catalan.english("la Sophie de dijous diu q ara son 10, no 8") == "Sophie on thursday says they are now 10, not 8"
    assert catalan.english("cancel·la la reunio amb la de Kelham Cheese de divendres, ja ho parlarem x telefon") == \
        "cancel the meeting with the one from Kelham Cheese on friday, we'll talk about it by phone"
    assert catalan.english("recorda'm dema trucar al gestor x lo del VAT") == "remind me tomorrow to call the accountant about the VAT"
    assert catalan.english("apunta a l'excel de caixa el cap de setmana: dissabte 2.340, diumenge 1.185") == \
        "add to the caixa spreadsheet the weekend: saturday 2340, sunday 1185"
    assert catalan.english("esborra la reserva del Tom de divendres") == "delete Tom's booking on friday"
    assert catalan.english("mou la reunió amb el gestor de dijous a divendres") == \
        "move the meeting with the accountant from thursday to friday"
    assert catalan.english("passa'm el telèfon d'en Pau") == "what's Pau's number"
    assert catalan.english("vull fer una reserva per dissabte a les nou, 4 persones") == \
        "I want to make a booking for saturday at 9, 4 people"
    assert catalan.english("posa al calendari dilluns que ve a les 11 ve el metge") == \
        "put in the calendar next monday at 11 the doctor is coming"
    assert catalan.english("recorda'm el dia 5 pagar el lloguer") == "remind me on the 5th to pay the rent"


def test_what_is_dictated_stays_as_typed():
    assert catalan.english("apunta: tapes noves x menu d'hivern - croquetes de bolets, botifarra amb mongetes, escalivada") == \
        "make a note: tapes noves x menu d'hivern - croquetes de bolets, botifarra amb mongetes, escalivada"
    assert catalan.english("posa la resposta automatica al mail: tancat del 24 de desembre al 2 de gener, obrim el 3. bon nadal!") == \
        "put the automatic reply on my email from 24 December to 2 January: tancat del 24 de desembre al 2 de gener, obrim el 3. bon nadal!"


def test_other_languages_stay_as_typed():
    for said in ("q tenemos hoy? quien va a donde", "cancella il dentista di domani", "o que tenho esta semana?",
                 "on ferme pour les fêtes du 24 dec au 3 janvier. mets une réponse automatique sur mes mails",
                 "entao pa, vamos fechar de 24 de dezembro a 2 de janeiro. poe aquela resposta automatica nos emails",
                 "guarda el numero de Marco, el de Ewing en la 16th st", "what do I have tomorrow", "ka turiu rytoj"):
        assert catalan.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("q tinc dijous?", "calendar.events.list"),
    ("posa al calendari dimecres a les 10 ve el tecnic de la cafetera 🙏", "calendar.events.insert"),
    ("recorda'm dema trucar al gestor x lo del VAT", "tasks.tasks.insert"),
    ("cancel·la la reunio amb la de Kelham Cheese de divendres, ja ho parlarem x telefon", "calendar.events.delete"),
    ("guarda el num del cambrer nou, Pau Soler 07700 900551", "people.people.createContact"),
    ("posa la resposta automatica al mail: tancat del 24 de desembre al 2 de gener, obrim el 3. bon nadal! 🎄",
     "gmail.users.settings.updateVacation"),
    ("apunta: tapes noves x menu d'hivern - croquetes de bolets, botifarra amb mongetes, escalivada", "notes.create"),
    ("on tinc el pdf de la food hygiene inspection? el del council", "files.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_the_football_coach_is_read_as_english():
    assert catalan.english("qui no ha pagat els subs encara?") == "who hasn't paid the subs yet?"
    assert expand("l'Alfie ha pagat avui, 35 quid cash") == "Alfie has paid today, £35 cash"
    assert catalan.english("a quina hora es el partit de dissabte? casa o fora?") == "what time is the match on saturday? home or away?"
    assert catalan.english("apunta el resultat d'ahir: vam guanyar 3-1 a Chorlton!!!") == \
        "record yesterday's result: we won 3-1 against Chorlton!!!"
    assert catalan.english("nou jugador!! Oliver Nowak, dorsal 14, la mare es Kasia Nowak 07700 912334. subs encara no") == \
        "new player!! Oliver Nowak, shirt number 14, the mum is Kasia Nowak 07700 912334. subs not yet"
    assert catalan.english("l'entrenament de dimecres passa a les 6, el pavello esta ocupat fins llavors") == \
        "move the entrenament on wednesday to 6, the sports hall is occupied until then"
    assert catalan.english("el partit del 12 de desembre vs Burnage no es juga, la lliga l'ha tret. esborra'l") == \
        "the match on 12 December vs Burnage isn't being played, the league has removed it. delete it"
    assert catalan.english("he donat 2 parells de mitjons M al Leo, treu-los del kit") == \
        "I gave out 2 pairs of socks M to Leo, take them off the kit stock"
    assert catalan.english("quant portem de subs en total?") == "how much do we have in subs in total?"
    assert catalan.english("afegeix entrenament extra dijous 5:30 a 6:30 a Fog Lane Park") == \
        "add entrenament extra thursday 5:30 to 6:30 at Fog Lane Park"
    assert catalan.english("recorda'm comprar cons i una bomba per les pilotes abans de dissabte") == \
        "remind me to buy cones and a pump for the balls before saturday"
    assert catalan.english("si cada nen paga 35 i som 13 amb l'Oliver, quant hauriem de tenir?") == \
        "if each kid pays 35 and we are 13 with Oliver, how much should we have?"
    # and as he would also type them: other verbs in the past, other days, other kit
    assert catalan.english("el Leo encara no ha pagat") == "Leo hasn't paid yet"
    assert catalan.english("la Kasia ha pagat els subs de l'Oliver") == "Kasia has paid Oliver's subs"
    assert catalan.english("ahir vam empatar 2-2 amb Burnage") == "yesterday we drew 2-2 with Burnage"
    assert catalan.english("el partit de diumenge passa a les 11") == "move the match on sunday to 11"
    assert catalan.english("l'entrenament de dijous es mou a divendres") == "move the entrenament on thursday to friday"
    assert catalan.english("he donat 3 samarretes L a la Kerry, treu-les del kit") == "I gave out 3 shirts L to Kerry, take them off the kit stock"
    assert catalan.english("el partit de dissabte es suspèn per la pluja, esborra'l") == \
        "the match on saturday is called off for the pluja, delete it"
    assert catalan.english("passa'm el telefon de la mare de l'Alfie") == "what's the phone number of Alfie's mum"
    assert catalan.english("quants nens tenim?") == "how many kids do we have?"


def test_the_coach_s_dictated_words_stay_as_typed():
    assert catalan.english("apunta: dissabte 2-3-1. Harry porter 1a part, Marc 2a part. Pau i Jayden davant, Mo al mig") == \
        "make a note: dissabte 2-3-1. Harry porter 1a part, Marc 2a part. Pau i Jayden davant, Mo al mig"
    assert catalan.english("posa resposta automatica del 18 de desembre al 4 de gener: I'm in Barcelona for Christmas") == \
        "put the automatic reply on my email from 18 December to 4 January: I'm in Barcelona for Christmas"


def test_other_languages_about_matches_and_payments_stay_as_typed():
    for said in ("el partido del sábado es a las 10", "la partita di sabato è alle 10", "ha pagato la quota", "pagat e muajit",
                 "wer hat noch nicht bezahlt?", "who hasn't paid the subs yet?", "la mare aux canards", "kes pole veel maksnud?"):
        assert catalan.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("que tinc dema?", "calendar.events.list"),
    ("afegeix entrenament extra dijous 5:30 a 6:30 a Fog Lane Park", "calendar.events.insert"),
    ("l'entrenament de dimecres passa a les 6, el pavello esta ocupat fins llavors", "calendar.events.patch"),
    ("recorda'm comprar cons i una bomba per les pilotes abans de dissabte", "tasks.tasks.insert"),
    ("apunta: dissabte 2-3-1. Harry porter 1a part, Marc 2a part. Pau i Jayden davant, Mo al mig", "notes.create"),
    ("on tinc el pdf de les normes de la lliga? el del respect / fair play", "files.search"),
])
def test_each_coach_request_plans_the_method_he_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.fixture(scope="module")
def coach(planner_catalog):
    """The planner with the coach's equip.db added: its tables' and columns' words and the names its rows hold."""
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate
    from tests.planner.plans import NOW

    words = frozenset({"away", "column:home away", "column:match date", "column:subs paid", "home", "kickoff", "kit", "match",
                       "matches", "result", "size", "sub", "subs", "table:kit", "table:matches", "table:players"})
    names = frozenset({"alfie", "brennan", "leo", "hughes", "finley", "walsh", "burnage", "rovers", "chorlton", "villa"})
    planner = Planner(None, planner_catalog, clock=lambda: NOW, databases=lambda: ["equip"],
                      held=lambda name: names if name == "equip" else frozenset(),
                      schema=lambda name: words if name == "equip" else frozenset())
    return RelevanceGate(planner, planner_catalog)


@pytest.mark.parametrize(("request_text", "method"), [
    ("qui no ha pagat els subs encara?", "sqlite.query"),
    ("l'Alfie ha pagat avui, 35 quid cash 👍", "sqlite.update"),
    ("a quina hora es el partit de dissabte? casa o fora?", "sqlite.query"),
    ("nou jugador!! Oliver Nowak, dorsal 14, la mare es Kasia Nowak 07700 912334. subs encara no", "sqlite.insert"),
    ("el partit del 12 de desembre vs Burnage no es juga, la lliga l'ha tret. esborra'l", "sqlite.delete"),
    ("he donat 2 parells de mitjons M al Leo, treu-los del kit", "sqlite.update"),
    ("quant portem de subs en total?", "sqlite.query"),
])
def test_each_change_to_his_team_database_plans_its_method(coach, request_text, method):
    assert coach.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "quina sessio de 45 min faig dimecres per treballar passades? son 12 nens de 9 anys",
    "si cada nen paga 35 i som 13 amb l'Oliver, quant hauriem de tenir?",
])
def test_his_questions_of_advice_and_sums_are_answered_in_chat(coach, request_text):
    assert not coach.plan(request_text).calls
