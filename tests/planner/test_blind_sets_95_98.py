"""Everyday requests from blind sets 95–98 (a Syrian-British sweet shop, a Baltimore crab house, a Lincolnshire farmer who
types in capitals, a Mandarin-speaking bubble tea shop in Flushing, a Cockney pie-and-mash shop, a Haitian-American home-care
scheduler writing Kreyòl, a Colombian nanny agency in Miami writing Spanish, a Japanese izakaya in Vancouver, a Chicago
soul-food restaurant, an Argentinian tango school in London, a Romanian building crew and a Leeds cake maker whose phone
autocorrects), written on Monday 23 November 2026: the method each means, and what they would notice if it were wrong."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand
from tests.planner.plans import only_call


def test_spanish_and_kreyol_are_read_as_english_and_english_is_left_alone():
    assert expand("que tengo mañana?") == "what do I have tomorrow?"
    assert expand("cual es el cel de la señora Rosenthal") == "what's Mrs Rosenthal's number"
    assert expand("Tom no puede venir el viernes, sacalo de la lista de la milonga") == \
        "Tom can't come friday, take them off the milonga list"
    assert expand("kisa m genyen demen") == "what do I have tomorrow"
    assert expand("konbyen vizit Fabiola genyen semèn sa") == "how many visits has Fabiola got this week"
    # a French request stays French's, and English with a Spanish name or two stays as typed
    assert expand("book a table at El Toro for the Garcia family, 6 people") == \
        "book a table at El Toro for the Garcia family, 6 people"


def test_a_request_typed_in_capitals_is_read_in_sentence_case():
    assert expand("TAKE THE CHIROPODIST OFF FOR WEDNESDAY SHE HAS RUNG TO SAY SHES POORLY") == \
        "Take the chiropodist off wednesday she has rung to say shes poorly"
    assert expand("can you email the NHS about my MRI") == "can you email the NHS about my MRI"


@pytest.mark.parametrize(("request_text", "method"), [
    # Spanish (Colombian and Rioplatense)
    ("ay que tengo pa mañana??", "calendar.events.list"),  # an event made
    ("recuerdame el viernes llamar a david cohen pa cobrarle la limpieza de noviembre", "tasks.tasks.insert"),  # chat
    ("cual es el cel de la señora Rosenthal", "people.people.searchContacts"),  # chat
    ("me voy pa Medellin del 18 de diciembre al 4 de enero 🙏 ponme la respuesta automatica del correo en ingles y español, "
     "que vuelvo el 5 y pa emergencias llamen a la oficina 305-555-0100", "gmail.users.settings.updateVacation"),  # the pollen forecast
    ("donde esta el excel de las horas de noviembre?? el que hice en el drive", "drive.files.list"),  # chat
    ("anota: la señora Fernandez quiere alguien que cocine vegano pa enero, 3 dias a la semana. preguntarle a Sandra",
     "notes.create"),  # chat
    ("me llego algo de care.com sobre Valentina?", "gmail.users.messages.list"),
    ("mandale un mail a Lucía: el jueves la avanzada empieza 20hs no 19.30 porque los de yoga tienen la sala hasta las 8. besos",
     "gmail.users.messages.send"),  # the mail listed
    ("escribime un borrador para Mr Hollis del church hall en Upper Street, pidiendole el salon tambien los domingos de enero "
     "de 4 a 7pm para la practica. no lo mandes, quiero leerlo primero", "gmail.users.drafts.create"),  # an event made
    ("recordame comprar las luces de colores pa la milonga navideña, antes del 15/12", "tasks.tasks.insert"),
    ("guardame a la nueva profe de tecnica de mujer: Valentina Ruiz, 07911 234567, vale.ruiz.tango@gmail.com",
     "people.people.createContact"),  # Gmail push notifications stopped
    ("compartile a Hannah el video de la clase de principiantes del jueves pasado, el que subí al drive",
     "drive.permissions.create"),  # a YouTube video rated
    ("donde carajo guardé el flyer de la milonga navideña?? era un pdf", "files.search"),
    # Kreyòl
    ("kisa m genyen demen", "calendar.events.list"),  # chat
    ("voye yon email bay Carline Noel tanpri, di li Mesye Alphonse nan Jackson hospital depi yè swa, tout vizit li anile "
     "semèn sa. mèsi", "gmail.users.messages.send"),
    ("raple m rele Judith, pitit fi madanm Celestin, vandredi pou care plan review la", "tasks.tasks.insert"),  # chat
    ("ki sa ki rete nan to-do list mwen", "tasks.tasks.list"),
    ("kote care plan Mesye Baptiste la ye sou laptop la? mwen te scan li semèn pase", "files.search"),  # chat
    # other Englishes
    ("where'd I save that thanksgiving hours flyer I made?? cant find it anywhere on this computer", "files.search"),  # a file
    # written
    ("the council they send me something about the hygiene inspection? i think it come last week but i cant find it anywhere",
     "gmail.users.messages.list"),  # a Search Console URL inspected
    ("TAKE THE CHIROPODIST OFF FOR WEDNESDAY SHE HAS RUNG TO SAY SHES POORLY", "calendar.events.delete"),  # an event made
    ("WHATS THAT ROOFERS NUMBER FROM MANBY MICK SOMETHING HOLLINGSWORTH I THINK", "people.people.searchContacts"),
    ("HAS THE NFU SENT ME OWT ABOUT THE INSURANCE RENEWAL ITS DUE NEXT MONTH", "gmail.users.messages.list"),  # chat
    ("START ME A NEW LETTER TO ALL THE TENANTS ABOUT NOT PARKING IN FRONT OF THE GRET BIG BARN DOORS I WILL TELL YOU WHAT TO "
     "PUT IN IT", "docs.documents.create"),
    ("Did Okada-sama reply about bonenkai deposit?", "gmail.users.messages.list"),  # a Drive comment's reply
    ("I wrote memo about sake pairing for Sato-sama party. Where is it please?", "notes.search"),  # a note made
    ("give me number of Gheorghe electrician", "people.people.searchContacts"),  # a contact made
    ("milk powder guy at golden bay, what his phone number", "people.people.searchContacts"),  # a contact made
    ("whats my auntie Loretta number", "people.people.searchContacts"),
    ("remind me tomorrow morning early call scaffold man for take down scaffold at Okonkwo", "tasks.tasks.insert"),  # an event
    ("where is drawings from architect for Kowalski dormer? I think I put in drive", "drive.files.list"),  # chat
    ("that barking eels invoice in me downloads, I'm too cream crackered to find it meself, shift it into the Invoices folder "
     "on the desktop would ya", "files.move"),  # chat
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "quick sum habibi - 14 tray baklawa at 38 and 6 tray mabrouma at 45, minus 200 deposit. how much left to pay",
    "customer ask me the baklawa keep how long? the wedding is sunday next week and i make it thursday before. fridge or no "
    "fridge?",
    "got a wake for 60 friday week, how many pies do I want allowing for the greedy ones having seconds",
    "if aide work 34 hour at 16.50, konbyen sa fè avan tax?",
    "yon kliyan fache paske aide la rive an reta 2 fwa. kijan pou m reponn li byen, mwen pa vle pèdi kliyan sa",
    "cuanto le cobro a la señora Weiss si Paola hace 10 horas a $21 y le sumo el 15% de la agencia",
    "For 30 person sashimi, 80g salmon each person, how many kg I need?",
    "How to say polite in English, when guest is late 20 minute, we can keep table only until 8pm? I want to write on reserve "
    "confirm message",
    "how many lbs of greens i need for 120 ppl",
    "si el pack de 10 sale £120 y le hago 15% a los estudiantes de la uni cuanto queda? y por clase?",
    "che how do I tell a student nicely que tiene que usar desodorante antes de la milonga 😅 sin que se ofenda",
    "ceiling is 4.2 by 3.6 metre, how many plasterboard sheet I need? normal sheet 2.4 by 1.2",
])
def test_advice_and_sums_are_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls  # events, rows, contacts and Drive replies before


def test_a_share_that_says_they_cant_change_it_is_read_only(planner):
    for said in ("let Tammy see the new menu doc on the drive, her email's tammykraus73@gmail.com. she cant change nothin tho",
                 "share the rota with tammykraus73@gmail.com, she can't change it"):
        call = planner.plan(said).calls[0]  # which file is asked
        assert call.method == "drive.permissions.create"  # "her email's" made a Gmail message before
        assert call.arguments["body"]["role"] == "reader"  # writer before: she could have changed the menu


def test_spanish_dates_are_day_then_month(planner):
    call = only_call(planner.plan("me voy a bs as del 18/12 al 8/1 🙌 poné respuesta automatica en el mail que estoy de "
                                  "vacaciones y las clases vuelven el 12/1"))
    assert call.method == "gmail.users.settings.updateVacation"
    body = call.arguments["body"]
    assert body["startTime"] < body["endTime"]
    call = only_call(planner.plan("recordame comprar las luces de colores pa la milonga navideña, antes del 15/12"))
    assert call.arguments["body"]["due"].startswith("2026-12-15")
