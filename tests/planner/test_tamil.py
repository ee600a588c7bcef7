"""Tanglish as the son of a Sri Lankan Tamil family running a corner shop in Tooting types it (blind set 122), and as a Sri
Lankan Tamil minicab driver in Croydon types it (blind set 125), read as English before it is planned, its verbs first and its
postpositions before their nouns; and requests of other languages left as typed."""

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
                 "what do I have tomorrow", "koliko heather mam se?", "koi e pri Joan Pritchard utre sutrinta?",
                 "Pekka anna mulle Villen numero", "det gick illa i fredags, Anna", "1:1 w/ dan tmrw → 16:00",
                 "52 + 68 + 95 + 18 evvalavu"):
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


# The minicab driver in Croydon (blind set 125): fares, pickups, airport runs, accounts

def test_the_drivers_questions_are_read_as_english():
    assert expand("naalaikku yaaru yaaru booking iruku") == "who is booked tomorrow"
    assert tamil.english("innaiku yaaru yaaru booking iruku?") == "who is booked today?"
    assert tamil.english("pona week evvalavu sambathichen?") == "how much did I earn last week?"
    assert tamil.english("pona maasam evvalavu selavalichen?") == "how much did I spend last month?"
    assert tamil.english("ethana job panniten pona week") == "how many jobs did I do last week"
    assert tamil.english("yaaru innum kaasu tharala??") == "who hasn't paid yet??"
    assert tamil.english("Kevin innum kaasu tharala") == "Kevin hasn't paid yet"
    assert tamil.english("Brightwell account la yaaru yaaru irukaanga") == "who is on the Brightwell account"
    assert tamil.english("velli saayangaalam free ah?") == "am I free friday evening?"
    assert tamil.english("Ravi anna number enna") == "what is Ravi anna's number"
    assert tamil.english("Selvi akka address enna") == "what is Selvi akka's address"
    assert tamil.english("PCO licence pdf enga vechen? renew panna venum") == "where did I put PCO licence pdf? I need to renew it"
    assert tamil.english("naalaikku Heathrow booking iruku?") == "is there a Heathrow booking tomorrow?"


def test_the_drivers_days_and_times_are_read_as_english():
    assert tamil.english("velli kaalai 5.30 Mrs Thompson, Sanderstead to Gatwick. 55 cash. booking podu") == \
        "friday at 5:30am Mrs Thompson, Sanderstead to Gatwick. 55 cash. put it in the bookings"
    assert tamil.english("thingal kaalai 6.45 Dr Anand, Shirley to Heathrow T3. 70 account. booking podu") == \
        "monday at 6:45am Dr Anand, Shirley to Heathrow T3. 70 account. put it in the bookings"
    assert tamil.english("sunday kaalaila 10 mani kovil. calendar la podu") == "sunday at 10am kovil. put it in the calendar"
    assert tamil.english("nyayiru saayangaalam 7 mani kovil, calendar la podu") == "sunday at 7pm kovil, put it in the calendar"
    assert tamil.english("sani kizhamai kaalai 9 mani ku Gatwick run, calendar la podu") == \
        "saturday at 9am Gatwick run, put it in the calendar"
    assert tamil.english("Okafor wednesday heathrow 5.15 illa, 6 mani ku maathu") == \
        "Okafor wednesday heathrow not 5:15, move it to 6"
    assert tamil.english("dec 10 la irundhu jan 5 varai ooruku poren jaffna. email ku auto reply podu english la") == \
        "from dec 10 to jan 5 I'm going home to jaffna. put an auto reply on the email in English"
    assert tamil.english("MOT dec 4 mudiyuthu. book pannanum, remind pannu") == "MOT runs out dec 4. remind me to book it"
    assert tamil.english("insurance naalaikku mudiyuthu, renew panna venum") == "insurance runs out tomorrow, I need to renew it"


def test_the_drivers_messages_and_changes_are_read_as_english():
    assert tamil.english("Dr Anand ku mail anuppu - naalai kaalai 5.15 ku veetu vaasal la irupen, flight number anuppa sollu") == \
        "send an email to Dr Anand - tomorrow at 5:15am I'll be outside your house, tell them to send the flight number"
    assert tamil.english("naalaikku 6 mani ku vara sollu") == "tell them to come tomorrow at 6"
    assert tamil.english("Mrs Patel kaasu kuduthaanga, 60 pound. paid nu podu") == "Mrs Patel paid, 60 pound. mark it paid"
    assert tamil.english("Tom Bradley paid nu podu") == "mark Tom Bradley paid"
    assert tamil.english("Kevin thursday gatwick cancel pannitaan. eduthudu") == "Kevin thursday gatwick cancelled. remove it"
    assert tamil.english("Chloe Adams booking cancel pannitaanga, eduthudu") == "Chloe Adams booking cancelled, remove it"


@pytest.mark.parametrize(("request_text", "method"), [
    ("Dr Anand ku mail anuppu - naalai kaalai 5.15 ku veetu vaasal la irupen, flight number anuppa sollu", "gmail.users.messages.send"),
    ("sunday kaalaila 10 mani kovil. calendar la podu", "calendar.events.insert"),
    ("MOT dec 4 mudiyuthu. book pannanum, remind pannu", "tasks.tasks.insert"),
    ("Ravi anna number enna", "people.people.searchContacts"),
    ("PCO licence pdf enga vechen? renew panna venum", "files.search"),
    ("dec 10 la irundhu jan 5 varai ooruku poren jaffna. email ku auto reply podu english la", "gmail.users.settings.updateVacation"),
])
def test_each_request_of_the_driver_plans_the_method_he_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
