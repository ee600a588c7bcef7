"""Finnish as a Finn running a Nordic design shop in Brighton types it, without the dots (blind set 111), read as English
before it is planned; and requests in English or other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import finnish
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("kuka ei oo viela maksanut?") == "who hasn't paid yet?"
    assert expand("paljonko meilla on niita sinisia linen tea toweleita jaljella?") == \
        "how many blue linen tea towels do we have left?"
    assert expand("Hannah Briggs maksoi just molemmat tilaukset, merkkaa maksetuksi kiitos") == \
        "Hannah Briggs just paid both orders, mark as paid"
    assert finnish.english("mitä mulla on vielä tekemättä?") == "what's still on my to-do list?"
    assert finnish.english("siirra tiistain kokous ensi torstaille, kiitos") == "move tuesday's meeting to next thursday"


def test_names_with_their_cases_dates_and_times():
    assert finnish.english("laheta Mikolle Liekkiin: hei Mikko, tarvitsisin 40 birch candlea lisaa ennen 10.12, onnistuuko? "
                           "kiitos, Aino") == "email Mikko at Liekki: hei Mikko, I would need 40 more birch candles before " \
                                             "10 December, is that possible? kiitos, Aino"
    assert finnish.english("mika on Anneli Kuuran puhelinnumero") == "what is Anneli Kuura's phone number"
    assert finnish.english("poista Oliver Grantin tilaus") == "delete Oliver Grant's order"
    assert finnish.english("laheta Satulle viesti: hei Satu, kiitos") == "email Satu: hei Satu"  # Satu, said with one t
    assert finnish.english("Brighton Christmas market lauantaina 5.12 klo 9-16, laita kalenteriin") == \
        "Brighton Christmas market saturday 5 December from 9:00 to 16:00, put it in the calendar"
    assert finnish.english("olen Suomessa 21.12-4.1. laita automaattinen vastaus englanniksi: back soon") == \
        "I'm in Finland from 21 December to 4 January. put the auto reply on in English: back soon"


def test_other_languages_stay_as_typed():
    for said in ("Mika, can you email Satu about the Kati order?", "who owes me money this week",
                 "hvem skylder os stadig penge", "wer hat morgen Dienst?", "q tengo mañana??"):
        assert finnish.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("Brighton Christmas market lauantaina 5.12 klo 9-16, laita kalenteriin", "calendar.events.insert"),
    ("muistuta mua perjantaina tilaamaan lisaa joulukynttiloita Hygge Lysilta", "tasks.tasks.insert"),
    ("mika on Anneli Kuuran puhelinnumero", "people.people.searchContacts"),
    ("mita mulla on viela tekematta?", "tasks.tasks.list"),
    ("mita mina kirjoitin siita Fjord Glassin alennuksesta", "notes.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_gets_no_call(gate):
    assert not gate.plan("paljonko on 20% alennus 95 punnasta? villahuopa black fridayna").calls
