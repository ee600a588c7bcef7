"""Catalan as a Catalan wine and tapas bar in Sheffield types it (blind set 127, mostly without its accents, "q" for que and
"x" for per) read as English before it is planned, names after their article read as themselves; and requests of other
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
