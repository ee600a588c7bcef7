"""Norwegian bokmål as a Norwegian running boat trips from Oban types it (blind set 114, without its letters) read as English
before it is planned; and Danish, English and other languages' requests left as typed."""

from __future__ import annotations

import pytest

from core.planner import norwegian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("hva har jeg i morgen") == "what do I have tomorrow"
    assert norwegian.english("hvem har ikke betalt enna denne uka? vil sende en reminder") == \
        "who hasn't paid yet this week? I want to send a reminder"
    assert norwegian.english("Dougie Fraser betalt, takk") == "mark Dougie Fraser paid"
    assert norwegian.english("avlys moetet med regnskapsforeren pa torsdag, han er syk") == \
        "cancel the meeting with the accountant on thursday, he is sick"
    assert norwegian.english("minn meg pa fredag a fornye charter lisensen hos council") == \
        "remind me on friday to renew the charter licence with the council"
    assert norwegian.english("hvor skrev jeg ned koden til dieselpumpa pa piren?") == \
        "where did I write down the code for the diesel pump on the pier?"
    assert norwegian.english("hvem jobber på lørdag? takk") == "who is working on saturday?"
    assert norwegian.english("marker Jamie Ross som betalt, takk") == "mark Jamie Ross paid"


def test_typed_with_or_without_its_letters():
    assert norwegian.english("minn meg i morgen å ringe kaffemaskin teknikeren") == \
        "remind me tomorrow to call the coffee machine technician"
    assert norwegian.english("minn meg i morgen aa ringe kaffemaskin teknikeren") == \
        "remind me tomorrow to call the coffee machine technician"
    assert norwegian.english("flytt møtet med regnskapsføreren til fredag kl 14") == \
        "move the meeting with the accountant to friday at 14:00"
    assert norwegian.english("sett på autosvar på eposten fra 24. desember til 2. januar") == \
        "put the auto reply on my email from 24 December to 2 January"


def test_english_words_before_a_norwegian_noun_are_part_of_it():
    assert norwegian.english("legg til i fuel loggen: 23/11 Havhesten 140 l diesel 168 pund") == \
        "add to the fuel log: 23 November Havhesten 140 l diesel 168 pounds"
    assert norwegian.english("noen tips mot sjosyke for deep sea turen? kunde spurte") == \
        "any tips for seasickness for the deep sea trip? a customer asked"


def test_danish_and_other_languages_stay_as_typed():
    for said in ("hvor mange rugbrød skal vi bage til i morgen?", "husk mig at bestille kardemomme og perlesukker paa onsdag",
                 "Gillygate har betalt alt, bankoverførslen kom i dag. marker det tak", "ki nem fizetett meg? kell a lista",
                 "move Leo's playdate with Finn from thurs to friday 3.30", "q tengo mañana??", "who owes me money this week"):
        assert norwegian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("hva har jeg i morgen", "calendar.events.list"),
    ("minn meg pa fredag a fornye charter lisensen hos council", "tasks.tasks.insert"),
    ("hva er nummeret til Hamish mekaniker?", "people.people.searchContacts"),
    ("hvor skrev jeg ned koden til dieselpumpa pa piren?", "notes.search"),
    ("send Gordon McLeod en mail at fredag er on, 0800 fra North Pier pontoon, og ta med varme klaer. forecast ser bra ut",
     "gmail.users.messages.send"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_an_advice_question_gets_no_call(gate):
    assert not gate.plan("noen tips mot sjosyke for deep sea turen? kunde spurte").calls
