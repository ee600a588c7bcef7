"""Hungarian as a Hungarian strudel baker in London types it (blind set 114), with or without accents, read as English before
it is planned; and requests in English or other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import hungarian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("ki nem fizetett meg? kell a lista") == "who hasn't paid yet? I need a list"
    assert expand("megjött már a Shipton Mill számla?? nem találom") == "has the Shipton Mill invoice arrived yet?? I can't find it"
    assert expand("mibol fogyok ki? mit kell rendelni erre a hetre") == "what am I running out of? what do I need to order for this week"
    assert hungarian.english("the smiths lemondtak a penteki almas retest, torold") == \
        "the smiths cancelled the friday almas retes, delete it"
    assert hungarian.english("holnap reggel szólj hogy rendeljek cake boxokat!!") == "remind me tomorrow morning to order cake boxes!!"
    assert hungarian.english("mennyi rendelés van szombatra?") == "how many orders are there for saturday?"


def test_endings_on_names_words_and_numbers():
    assert hungarian.english("kuldd el Zsofinak hogy csutortokon 7re jojjon ne 8ra, sok a rendeles. koszi") == \
        "email Zsofi that she should come in on thursday at 7 not at 8, there are lots of orders"
    assert hungarian.english("oszd meg az allergen listát Zsófival, csak nézni tudja ne írni bele") == \
        "share the allergen list with Zsófi, she can only view it not edit it"
    assert hungarian.english("a fogorvost tedd at szeredarol jovo hetfore ugyanarra az idore, szerdan piac van") == \
        "move the dentist from wednesday to next monday at the same time, on wednesday there's a market"
    assert hungarian.english("Marta Kovacsnak küldd el a receptet") == "send the recipe to Marta Kovacs"
    assert hungarian.english("emlékeztess hogy hívjam fel Annát kedden") == "remind me to call Anna on tuesday"
    assert hungarian.english("Kasia Nowak rendelt 2 dobos tortat szombatra, 84 font osszesen, meg nem fizetett") == \
        "Kasia Nowak ordered 2 dobos torta for saturday, £84 in total, hasn't paid yet"


def test_other_languages_stay_as_typed():
    for said in ("who hasn't paid for the almas retes yet", "hvem skylder os stadig penge?", "q tengo mañana??",
                 "wer hat morgen Dienst?", "kdo ma zitra smenu?", "Robert from Bristol is coming at 7"):
        assert hungarian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("megjott mar a Shipton Mill szamla?? nem talalom", "gmail.users.messages.list"),
    ("csut du 2kor jon az environmental health a konyhaba, tedd be", "calendar.events.insert"),
    ("holnap reggel szolj hogy rendeljek cake boxokat!!", "tasks.tasks.insert"),
    ("hol van a food hygiene certificate pdf? kell a council formhoz, valahol a laptopon van", "files.search"),
    ("dec 23tol jan 5ig otthon leszek Budapesten. allitsd be hogy aki ir kapjon valaszt hogy jan 6tol vagyok vissza, "
     "bejgli rendelest dec 20ig lehet leadni", "gmail.users.settings.updateVacation"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_advice_gets_no_call(gate):
    assert not gate.plan("meddig all el az almas retes huto nelkul? egy vevo kerdezte, 3 napra viszi el").calls
