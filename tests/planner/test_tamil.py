"""Tanglish as the son of a Sri Lankan Tamil family running a corner shop in Tooting types it (blind set 122) read as
English before it is planned, its verbs first and its postpositions before their nouns; and requests of other languages
left as typed."""

from __future__ import annotations

import pytest

from core.planner import tamil
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("coconut milk evvalavu tin irukku?") == "how many tins of coconut milk are there?"
    assert tamil.english("yaaru yaaru 50 ku mela kadan vechirukaanga? list podu") == "who owes more than 50? make a list"
    assert tamil.english("evlo items 5 ku keela irukku? Booker order podanum") == \
        "how many items are below 5? I need to place a Booker order"
    assert tamil.english("electrician Ganesh number enna? fridge compressor satham podudhu") == \
        "what is electrician Ganesh's number? fridge compressor is making a noise"
    assert tamil.english("shop insurance renewal pdf enga? Downloads la thaan irukkum nu ninaikiren") == \
        "where is the shop insurance renewal pdf? I think it'll be in Downloads"
    assert tamil.english("Raju anna kadan evvalavu?") == "how much does Raju anna owe?"
    assert tamil.english("stock la evlo Milo irukku?") == "how many Milo are there in the stock?"
    assert tamil.english("naalaikku enna irukku?") == "what do I have tomorrow?"


def test_commands_put_their_verb_first():
    assert tamil.english("naalaikku 2 mani ku council la irundhu food hygiene inspection, calendar la podu") == \
        "tomorrow at 2 food hygiene inspection from the council, put it in the calendar"
    assert tamil.english("friday accountant meeting cancel pannu, appa innum Colombo la irundhu varala") == \
        "cancel the friday accountant meeting, dad hasn't come from Colombo yet"
    assert tamil.english("thursday VAT return submit pannanum, remind pannu") == "remind me to submit VAT return thursday"
    assert tamil.english("naalaikku kaalai 8 mani ku Booker order podanum, remind pannu") == \
        "remind me to place a Booker order tomorrow at 8am"
    assert tamil.english("Jaffna Foods ku mail anuppu - adutha delivery la 2 box mango pulp extra venum, thursday kulla kondu "
                         "varanum nu sollu") == "send an email to Jaffna Foods - in the next delivery we need 2 box mango pulp " \
                                               "extra, tell them to bring it by thursday"
    assert tamil.english("christmas hamper sheet la Mrs Khan order podu - 1 big hamper £25, 23rd collect pannuvaanga") == \
        "put Mrs Khan order in the christmas hamper sheet - 1 big hamper £25, they will collect on the 23rd"
    assert tamil.english("adutha vaaram thursday accountant meeting ah friday ku maathu") == \
        "move next week thursday accountant meeting to friday"
    assert tamil.english("Ravi kitta hamper sheet share pannu") == "share the hamper sheet with Ravi"


def test_what_was_done_and_the_rows_it_changes():
    assert tamil.english("Kamala aunty 20 pound kaasu kuduthaanga, tab la kurachidu") == \
        "Kamala aunty paid 20 pound, knock it off the tab"
    assert tamil.english("Selvi akka 15 pound kaasu kuduthaanga, tab la kurachidu") == \
        "Selvi akka paid 15 pound, knock it off the tab"
    assert tamil.english("Jaffna Foods delivery vandhuchu. ginger beer 24 bottle, stock la ethu") == \
        "Jaffna Foods delivery came. ginger beer 24 bottle, add it to the stock"
    assert tamil.english("Dave flat 3 full ah settle pannitu move out aayitaan, avana tab la irundhu eduthudu") == \
        "Dave flat 3 settled in full and moved out, take him off the tab"
    assert tamil.english("pudhu tab customer - Murugan anna, next door barber. innaiku £12.50 eduthaar, number 07700 900456") == \
        "new tab customer - Murugan anna, next door barber. today he took £12.50, number 07700 900456"
    assert tamil.english("5kg basmati 8.99 - 3 bag vaanginaa 10% off kudutha evvalavu varum?") == \
        "5kg basmati 8.99 - if they buy 3 bag and I give 10% off, how much will it come to?"
    assert tamil.english("card machine velai seiyala 😩 fix pannu pls") == "card machine isn't working 😩, fix it pls"


def test_what_is_dictated_stays_as_typed():
    assert tamil.english("note podu: christmas ku extra Maliban, Milo, panettone, Quality Street order pannanum. amma sonnaanga") == \
        "make a note: christmas ku extra Maliban, Milo, panettone, Quality Street order pannanum. amma sonnaanga"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "hvem har ikke betalt enna denne uka? vil sende en reminder", "kur ir mani payslipi?? nevaru atrast",
                 "vikas malhotra ka roka cancel ho gaya yaar. 6 dec wala calendar se hata do",
                 "magkano na utang ni kuya rodel", "number save pannu: Suresh - Lebara rep - 07911 234567",
                 "what do I have tomorrow"):
        assert tamil.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("naalaikku 2 mani ku council la irundhu food hygiene inspection, calendar la podu", "calendar.events.insert"),
    ("friday accountant meeting cancel pannu, appa innum Colombo la irundhu varala", "calendar.events.delete"),
    ("thursday VAT return submit pannanum, remind pannu", "tasks.tasks.insert"),
    ("electrician Ganesh number enna? fridge compressor satham podudhu", "people.people.searchContacts"),
    ("shop insurance renewal pdf enga? Downloads la thaan irukkum nu ninaikiren", "files.search"),
    ("Booker invoice mail vandhucha paaru, last week", "gmail.users.messages.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
