"""Lithuanian as a Lithuanian deli and grocery in Boston, Lincolnshire types it (blind set 118, without its diacritics) read
as English before it is planned, names in their cases read as themselves; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import lithuanian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("ka turiu rytoj") == "what do I have tomorrow"
    assert lithuanian.english("kiek skolinga Rasa Jankauskiene? sake kad ateis susimoketi") == \
        "how much does Rasa Jankauskiene owe? said they'll come in to pay"
    assert lithuanian.english("atsauk penktadienio susitikima su banku, perkelsim po kaledu") == \
        "cancel the friday meeting with the bank, we'll move it after Christmas"
    assert lithuanian.english("istrink pelmenus is stock, nebevezam ju daugiau") == \
        "delete pelmenus from the stock, we don't carry them any more"
    assert lithuanian.english("kas dar skolingas?") == "who still owes us?"
    assert lithuanian.english("pasidalink kainu sarasa su Ruta") == "share the price list with Ruta"
    assert lithuanian.english("pazymek kad Jonas sumokejo") == "mark Jonas paid"


def test_names_in_their_cases_dates_and_what_is_added():
    assert lithuanian.english("issiusk Dariui is Baltic Foods kad rytoj reik dvigubai daugiau skilandziu") == \
        "send an email to Darius from Baltic Foods that tomorrow we need twice as many skilandziu"
    assert lithuanian.english("duok Sauliaus elektriko numeri, saldytuvas vel neveikia!!") == \
        "what's the number of Saulius the electrician, the fridge isn't working again!!"
    assert lithuanian.english("padaryk juodrasti Jonui apie kaledinius uzsakymus") == \
        "write a draft email to Jonas about Christmas orders"
    assert lithuanian.english("perkelk susitikima su buhalteriu is penktadienio i pirmadieni") == \
        "move the meeting with the accountant from friday to monday"
    assert lithuanian.english("nuo gruodzio 24 iki sausio 2 uzdaryta, ijunk automatini atsakyma") == \
        "from 24 December to 2 January we are closed, turn on the auto reply"
    assert lithuanian.english("prie uzrasu apie kaledu uzsakymus pridek: Ona nori 2kg silkes ir viena skilandi") == \
        "add to the note about Christmas orders: Ona nori 2kg silkes ir viena skilandi"
    assert lithuanian.english("atidaryk ta faila kainos_kaledoms.txt ant desktop") == \
        "open the file kainos_kaledoms.txt on the desktop"


def test_other_languages_stay_as_typed():
    for said in ("kes maksis reedel?", "kuka ei oo viela maksanut?", "kto jest jutro u Fraserowej?",
                 "mai 3h chieu council den check binh chua chay", "what do I have tomorrow"):
        assert lithuanian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("ka turiu rytoj", "calendar.events.list"),
    ("primink man kita savaite pirmadieni uzsakyt kaledinius krepselius, aciu", "tasks.tasks.insert"),
    ("atidaryk ta faila kainos_kaledoms.txt ant desktop", "files.read"),
    ("duok Sauliaus elektriko numeri, saldytuvas vel neveikia!!", "people.people.searchContacts"),
    ("atsauk penktadienio susitikima su banku, perkelsim po kaledu", "calendar.events.delete"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
