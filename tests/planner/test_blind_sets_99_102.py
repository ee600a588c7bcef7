"""Everyday requests from blind sets 99–102, written after the changes for sets 95–98 to measure them at first sight (a
Sevillian tapas bar in Bristol and a Phoenix landscaping crew writing Spanish, a Ukrainian cleaning business in Dublin, a
Persian rug shop in Los Angeles, a Samoan youth group in Auckland, a Montreal taxi dispatcher writing Kreyòl and Quebec
French, a family hotel in Florence writing Italian, a Swedish sauna rental on a Scottish loch, a Gen-Z nail tech in Atlanta,
a Punjabi grandmother dictating in Southall, an Egyptian falafel cart in Manhattan and a clinic manager in Edinburgh who
writes in clipped notes), written on Monday 23 November 2026: the method each means, and what was planned at first sight."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


def test_italian_and_more_spanish_are_read_as_english():
    assert expand("cosa ho mercoledì?") == "what do I have wednesday?"
    assert expand("q tengo mañana??") == "what do I have tomorrow??"
    assert expand("ricordami di ordinare i panettoni al Forno Pucci entro il primo dicembre") == \
        "remind me to order the panettoni at the Forno Pucci before 1 December"
    assert expand("en la hoja de gastos apunta $86.40 de gas pa la troca") == "in the gastos sheet add $86.40 of gas for the truck"
    # a Persian "joon" is dropped, but January said "Jan" stays
    assert expand("Turn on my out of office from Dec 22 to Jan 2") == "Turn on my out of office from Dec 22 to Jan 2"


@pytest.mark.parametrize(("request_text", "method"), [
    ("q tengo mañana??", "calendar.events.list"),  # chat at first sight
    ("hazme un borrador pa Karen la de la gestoría sobre el VAT return del trimestre, que los números de octubre no me "
     "cuadran y quiero que lo mire. No lo mandes eh, que lo repaso yo luego", "gmail.users.drafts.create"),  # chat
    ("cerramos por Navidad del 24/12 al 3/1 que nos vamos a Sevilla!! pon la respuesta automática del correo diciendo q "
     "abrimos el 4 de enero", "gmail.users.settings.updateVacation"),  # an event made
    ("el 2/12 a las 10 viene la inspección de environmental health, apúntamelo q no se me olvide", "calendar.events.insert"),
    ("la cata con el de Vinos del Sur era el miércoles no? muévela al jueves a la misma hora", "calendar.events.patch"),
    ("pásame el móvil de Marcos, el de los quesos", "people.people.searchContacts"),  # chat
    ("mandale un email al Dr Mehta q el lunes le caemos a las 7 pa las palmas y q diciembre son $350. en ingles porfa",
     "gmail.users.messages.send"),  # an event made
    ("mueve la carpeta whitfield fotos de Descargas a Clientes/Whitfield", "files.move"),  # a file written
    ("guarda el numero de Marco, el de Ewing en la 16th st, el de las partes de irrigacion. 480-555-0143",
     "people.people.createContact"),  # chat
    ("busca el email del Kowalski donde me dijo lo del sprinkler roto, no me acuerdo q zona era",
     "gmail.users.messages.list"),  # an e-mail sent
    ("gade si Nathalie Cote te voye m yon email pou chanje lè kous aéroport li mercredi", "gmail.users.messages.list"),
    ("annule la rencontre avec Taxi Coop mercredi, ils ont cancellé ben là", "calendar.events.delete"),  # an event made
    ("ban m nimewo Mme Dorval la tanpri", "people.people.searchContacts"),  # a YouTube live chat ban deleted
    ("li fichye notes_aeroport.txt ki sou desktop la pou mwen", "files.read"),  # a file written
    ("manda una mail a Yuki Tanaka in inglese per favore: la camera è pronta domani dalle 14, se arriva prima può lasciare "
     "le valigie alla reception, nessun problema. grazie", "gmail.users.messages.send"),  # the mail listed
    ("giovedì alle 3 viene il tecnico della caldaia, segnalo in agenda", "calendar.events.insert"),
    ("booking.com mi ha scritto qualcosa sul signor Carter? forse cambia le date.. cercami la mail",
     "gmail.users.messages.list"),  # a message's labels changed
    ("cosa ho mercoledì?", "calendar.events.list"),  # chat
    ("venerdì non ce la faccio con il commercialista, c'è il check in dei Carter e dei Dubois.. sposta l'appuntamento a "
     "lunedì 30 stessa ora", "calendar.events.patch"),
    ("ricordami di ordinare i panettoni al Forno Pucci entro il primo dicembre, ne servono tipo 20", "tasks.tasks.insert"),
    ("salva il numero dell'idraulico nuovo: Sandro Gori 333 456 7812", "people.people.createContact"),  # chat
    ("aprimi il file menu_colazioni.txt sul desktop, non mi ricordo cosa avevamo scritto per i celiaci", "files.read"),
    ("open on laptop file alarmy.txt, need code for Keane clinic alarm", "files.read"),
    ("i wrote somewhere door code for pani Fitzgerald, find it", "notes.search"),  # local files searched
    ("zapysaty: Natalia want off 8-12 december, she go to Lviv to mama", "notes.create"),  # chat
    ("give me agha Rezaei number, I want give him call", "people.people.searchContacts"),  # an event made
    ("has the invoice from Fraser Logs come? I think it came last week eventually but I can not find it",
     "gmail.users.messages.list"),  # chat
    ("Callum comes to look at the sauna stove on wednesday after lunch, lets say 13. write it in",
     "calendar.events.insert"),  # a file called "Callum" written
    ("what is the mobile to Ewan the electrician? the tub pump is acting up again", "people.people.searchContacts"),
    ("what was that gel color combo i wrote down for mia", "notes.search"),  # the calendar's colours
    ("did Pinky Bains send any email about her daughter wedding mithai question mark", "gmail.users.messages.list"),  # a
    # send-as alias verified
    ("Cx 1:1 w Morag Thurs.", "calendar.events.delete"),  # an event made
    ("Anything from Spire billing re Nowak inv?", "gmail.users.messages.list"),  # chat
    ("Chase theatre list St John's - Weds", "tasks.tasks.insert"),  # an event made
    ("Dr Lockhart mob", "people.people.searchContacts"),  # chat
    ("My note re Xmas rota?", "notes.search"),  # a note made
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "ia so the girls wanna do a short item for the youth service next month. any ideas for a 5 min skit on the prodigal son "
    "that teens would actually enjoy",
    "what is it for weather tomorrow up at the loch? eventually I will heat the sauna already in the morning",
    "how many litres is the tub if it is 2 meter across and 90 cm deep? it is round. I need to know for the chlorine",
    "0900-1230, 20 min slots. How many?",  # Compute Engine reservation slots listed
    "quanto fa 140 a notte per 4 notti col 10% di sconto?",
    "kliyan an vle separe 84$ an 3 moun ak 15% tip, konbyen chak moun peye",
])
def test_advice_and_sums_are_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_no_file_is_written_unless_the_request_names_one(gate):
    for said in ("mrs gill took her jalebi aaj morning comma write it gone",
                 "Callum comes to look at the sauna stove on wednesday after lunch, lets say 13. write it in"):
        assert all(c.method != "files.write" for c in gate.plan(said).calls)  # files called "gone" and "Callum" before
    plan = gate.plan("save a file called shift_notes_sat.txt saying 'van keys with Maria, fridge temp ok'")
    assert plan.calls[0].method == "files.write"
