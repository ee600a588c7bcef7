"""Dutch as a Flemish chocolate and waffle shop in York types it (blind set 118) read as English before it is planned; and
Afrikaans, Dutch-English and other languages' requests left as typed."""

from __future__ import annotations

import pytest

from core.planner import dutch
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("wie komt er morgen iets afhalen?") == "who is coming to collect something tomorrow?"
    assert expand("Emma Holloway is net gepasseerd en heeft betaald voor haar kerstdozen, zet da op betaald aub") == \
        "Emma Holloway just came by and has paid for her kerstdozen, mark it paid"
    assert expand("kapper woensdag mag weg, geen tijd") == "cancel the hairdresser wednesday, no time"
    assert dutch.english("wat moet ik deze week bijbestellen? alles wat onder het minimum zit, en bij wie") == \
        "what do I need to reorder this week? everything that is below the minimum, and from whom"
    assert dutch.english("wie werkt er zaterdag?") == "who is working saturday?"
    assert dutch.english("hoeveel klanten hebben we deze week gehad?") == "how many customers did we have this week?"
    assert dutch.english("verwijder de vergadering van dinsdag, die gaat niet door") == \
        "delete the meeting on tuesday, that is not happening"


def test_the_verb_said_last_is_put_where_english_says_it():
    assert dutch.english("maak een mail klaar voor Koen van Vandermeulen, ik wil vanaf januari de levering parelsuiker "
                         "verdubbelen. nog ni versturen, ik wil het eerst lezen") == \
        "write a draft email to Koen van Vandermeulen, I want to double the delivery parelsuiker from January. don't send " \
        "it yet, I want to read it first"
    assert dutch.english("herinner me donderdag om de frigo te laten nakijken, hij maakt weer lawaai") == \
        "remind me thursday to have the fridge checked, he is making noise again"
    assert dutch.english("stuur Margaret Ellison een berichtje dat haar chocoladeletters klaar zijn, ze mag ze vanaf "
                         "woensdag komen halen. merci") == \
        "send Margaret Ellison an email that her chocoladeletters are ready, she can come and collect them from wednesday."
    assert dutch.english("kun je de bestelling van Marc naar volgende week verzetten?") == "can you move Marc's order to next week?"
    assert dutch.english("deel het document met Lies, ze mag het aanpassen") == "share the document with Lies, she can edit it"


def test_dates_times_and_names():
    assert dutch.english("zet in de agenda: vrijdag 4 dec sinterklaasavond in de winkel voor de Belgische vereniging, van 18u "
                         "tot 21u") == \
        "put in the calendar: friday 4 dec sinterklaasavond in the shop for the Belgische association, from 18:00 to 21:00"
    assert dutch.english("zet het automatisch antwoord op mijn mail van 24 december tot 2 januari") == \
        "put the auto reply on my email from 24 December to 2 January"
    assert dutch.english("sla Jan van der Berg op als contact, 0476 12 34 56") == \
        "save Jan van der Berg as a new contact, 0476 12 34 56"
    # a price is no time
    assert dutch.english("als ik 40 doosjes verkoop aan £6.50 en ze kosten mij 2.80 per stuk, wat hou ik dan over") == \
        "if I sell 40 doosjes at £6.50 and they cost me 2.80 each, what do I have left"


def test_other_languages_stay_as_typed():
    for said in ("wie moet ek nog betaal vir verlede week", "hoeveel bins het Jan Cloete verlede week gepluk?",
                 "die vergadering met die bank moet skuif na volgende Dinsdag, selfde tyd. Die bestuurder is siek",
                 "Hoeveel money stands still open from the tours in the verhuur db? I have it friday with the boekhouder",
                 "Carlos Mendes has cancelled, jammer. take him out the bookings, doei Carlos",
                 "wer hat morgen Dienst?", "hvem skylder os stadig penge?", "q tengo mañana??", "who owes me money this week"):
        assert dutch.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kapper woensdag mag weg, geen tijd", "calendar.events.delete"),
    ("herinner me donderdag om de frigo te laten nakijken, hij maakt weer lawaai", "tasks.tasks.insert"),
    ("zet in de agenda: vrijdag 4 dec sinterklaasavond in de winkel voor de Belgische vereniging, van 18u tot 21u",
     "calendar.events.insert"),
    ("maak een mail klaar voor Koen van Vandermeulen, ik wil vanaf januari de levering parelsuiker verdubbelen. nog ni "
     "versturen, ik wil het eerst lezen", "gmail.users.drafts.create"),
    ("deel de map met de foto's van de winkel met Chloe, ze doet onze instagram. chloe.r.design@gmail.com, ze mag alleen "
     "kijken", "drive.permissions.create"),
    ("wat had ik opgeschreven over da nieuw wafelijzer van Krampouz? de prijs of zoiets", "notes.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_gets_no_call(gate):
    assert not gate.plan("als ik 40 doosjes verkoop aan £6.50 en ze kosten mij 2.80 per stuk, wat hou ik dan over").calls
