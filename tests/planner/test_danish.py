"""Danish as a Danish baker in England types it (blind set 109, a bakery of rye bread and cinnamon snails) read as English
before it is planned; and English, German and Norwegian-free requests left as typed."""

from __future__ import annotations

import pytest

from core.planner import danish
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("hvor mange rugbrød skal vi bage til i morgen?") == "how many rugbrød do we have to bake for tomorrow?"
    assert expand("hvem skylder os stadig penge? altsaa ordrer der er leveret men ikke betalt") == \
        "who still owes us money? that is, orders that are delivered but not paid"
    assert expand("Gillygate har betalt alt, bankoverførslen kom i dag. marker det tak") == \
        "Gillygate has paid everything, the bank transfer came today. mark it paid"
    assert expand("slet bankmødet fredag, de har aflyst") == "delete the bank meeting friday, they have cancelled"
    assert expand("husk mig at bestille kardemomme og perlesukker paa onsdag") == \
        "remind me to order kardemomme and perlesukker on wednesday"
    assert danish.english("hvad har jeg i kalenderen i næste uge") == "what do I have in the calendar next week"
    assert danish.english("har Sarah betalt fakturaen?") == "has Sarah paid the invoice?"


def test_dates_times_and_names():
    assert danish.english("sæt julemarkedet i kalenderen, lørdag d. 5/12 kl 9 til 16 paa St Sampson's Square") == \
        "put the julemarked in the calendar, saturday 5 December from 9:00 to 16:00 at St Sampson's Square"
    assert danish.english("flyt mødet med banken til næste tirsdag kl 10") == \
        "move the meeting with the bank to next tuesday at 10:00"
    assert danish.english("alle mails fra Shipton Mill skal automatisk have label Leverandør") == \
        "all emails from Shipton Mill should automatically get the label Leverandør"


def test_other_languages_stay_as_typed():
    for said in ("what does the allergen list say about frøsnapper? it's allergener.txt on the desktop",
                 "wer hat morgen Dienst?", "q tengo mañana??", "cosa ho mercoledì?", "who owes me money this week"):
        assert danish.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("send Hannah Brook en mail at hendes lagkage er klar fredag fra kl 14, hun kan hente den i butikken",
     "gmail.users.messages.send"),
    ("sæt julemarkedet i kalenderen, lørdag d. 5/12 kl 9 til 16 paa St Sampson's Square", "calendar.events.insert"),
    ("husk mig at bestille kardemomme og perlesukker paa onsdag", "tasks.tasks.insert"),
    ("alle mails fra Shipton Mill skal automatisk have label Leverandør", "gmail.users.settings.filters.create"),
    ("find julemenuen fra sidste aar paa drevet", "drive.files.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_gets_no_call(gate):
    assert not gate.plan("hvor meget mel skal jeg bruge til 60 rugbrød hvis der gaar 450g i hvert? i kg tak").calls
