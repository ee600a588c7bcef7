"""Romanian as a Romanian cleaning company in Leicester types it (blind set 118, without its diacritics) read as English
before it is planned; and requests of other languages, and the Romanian builder's English, left as typed."""

from __future__ import annotations

import pytest

from core.planner import romanian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("cine lucreaza joi si la ce clienti? vreau sa vad programul") == \
        "who is working thursday and at which clients? I want to see the schedule"
    assert expand("ce am saptamana viitoare? am multe intalniri?") == "what do I have next week? do I have many meetings?"
    assert romanian.english("nr lui dorin instalatorul?") == "what's the number of dorin the plumber?"
    assert romanian.english("doamna patel a platit azi cash, pune-o ca platit") == "Mrs patel paid today cash, mark her paid"
    assert romanian.english("scoate-l pe Tom Fairbrother din clienti, s-a mutat la nottingham") == \
        "take Tom Fairbrother off the clients, they've moved to nottingham"
    assert romanian.english("scrie-i Mariei un email ca factura e gata") == "send an email to Maria that the invoice is ready"
    assert romanian.english("marcheaza factura lui Dr Okafor ca platita") == "mark Dr Okafor's invoice paid"
    assert romanian.english("cand vine instalatorul?") == "when is the plumber coming?"


def test_dates_times_and_words_on_their_nouns():
    assert romanian.english("pune-mi contabilul in calendar, mr desai, miercuri 2 dec la 11") == \
        "put the accountant in my calendar, mr desai, wednesday 2 December at 11"
    assert romanian.english("Plec acasa in Romania de pe 19 dec pana pe 3 ian. Pune raspuns automat la mail ca revin pe "
                            "4 ianuarie") == \
        "I'm going home to Romania from 19 December to 3 January. put the auto reply on my email that I'm back on 4 January"
    assert romanian.english("muta intalnirea cu cei de la Evington Community Centre de joi pe vineri, aceeasi ora. multumesc") \
        == "move the meeting with Evington Community Centre from thursday to friday, same time"
    assert romanian.english("birstall lettings cat ne mai datoreaza?? cred ca au 2 facturi neplatite") == \
        "birstall lettings how much do they still owe us?? I think they have 2 unpaid invoices"
    assert romanian.english("muta curatenia de la Patel de marti pe miercuri la 9 dimineata") == \
        "move the clean at Patel from tuesday to wednesday at 9am"
    assert romanian.english("ce am azi dupa-amiaza?") == "what do I have this afternoon?"
    assert romanian.english("aminteste-mi mâine să sun la bancă") == "remind me tomorrow to call the bank"
    assert romanian.english("ce am mâine? pune-mi ședința în calendar") == "what do I have tomorrow? put the meeting in my calendar"


def test_other_languages_stay_as_typed():
    for said in ("quante colazioni domattina e a che ora? Rosa deve sapere stasera", "q tengo mañana??",
                 "el cliente pregunta si le podamos las bugambilias ahorita en noviembre",
                 "how much mister Patel still owe me", "ki kous aéroport nou genyen demen? ak ki chofè",
                 "Thabo is nou spanleier van span C"):
        assert romanian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("ce am saptamana viitoare? am multe intalniri?", "calendar.events.list"),
    ("trimite-i un mail lui Sarah Whitmore ca maine venim la 10 nu la 9, scuze pt schimbare", "gmail.users.messages.send"),
    ("aminteste-mi marti sa comand saci pt aspiratoarele henry, s-au terminat", "tasks.tasks.insert"),
    ("nr lui dorin instalatorul?", "people.people.searchContacts"),
    ("salveaza contactul: Lisa Morton de la Fosse Park Lettings, lisa.morton@fosseparklettings.co.uk, 0116 496 0321",
     "people.people.createContact"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
