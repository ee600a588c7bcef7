"""Everyday requests from blind sets 71–74 (a tailor in Accra, a Geordie scaffolder, a Mumbai tiffin service writing
Hinglish, an Oahu surf school writing Pidgin, a West Cork cheesemaker, a Bradford taxi dispatcher, a Twillingate B&B, a
Kampala savings group, a Scouse nail technician, a Cajun caterer, a Caernarfon school secretary and a terse Melbourne
accountant), written on Monday 23 November 2026: the method each means, and what they would notice if it were wrong."""

from __future__ import annotations

import pytest

from core.planner.hinglish import english
from core.planner.shorthand import expand
from tests.planner.plans import only_call


def test_hinglish_is_read_as_english_and_english_is_left_alone():
    assert english("kal 11 baje FSSAI inspection hai, calendar me daal do") == "tomorrow at 11 FSSAI inspection, put in the calendar"
    assert english("Neha Kapoor ko list se hata do, usne start hi nahi kiya").startswith("remove Neha Kapoor from the list,")
    assert english("naya delivery boy Sunil ka number save karo 98190 44567") == "save new delivery boy Sunil's number 98190 44567"
    assert english("rohan.mehta@gmail.com ko mail kar do ki aaj dabba 1 baje tak aayega") == (
        "mail rohan.mehta@gmail.com that today dabba by 1 aayega")
    assert english("abhi bhejna mat, husband dekhega pehle") == "now don't send, husband dekhega first"
    for typed in ("send me the list", "email me the menu please", "ask Ki about the se booking", "put me down for the 3pm"):
        assert english(typed) == typed  # one word that could be Hindi is no Hinglish


@pytest.mark.parametrize(("request_text", "method"), [
    ("kal 11 baje FSSAI inspection hai, calendar me daal do", "calendar.events.insert"),  # an event read
    ("rohan.mehta@gmail.com ko mail kar do ki aaj dabba 1 baje tak aayega, bhaiya late hai", "gmail.users.messages.send"),
    ("society secretary ko mail likho shantiniwas.sec@gmail.com, delivery boys ko lift use karne do please. abhi bhejna mat, "
     "husband dekhega pehle", "gmail.users.drafts.create"),  # a message imported into the mailbox
    ("yaad dilana kal gas cylinder book karna hai", "tasks.tasks.insert"),  # Google Books searched
    ("naya delivery boy Sunil ka number save karo 98190 44567", "people.people.createContact"),  # a file written
    ("Raju bhaiya sabzi wale ka number kya hai", "people.people.searchContacts"),
    ("wo note kaha hai jisme Diwali order ka hisaab tha", "notes.search"),  # a note made
    ("drive pe FSSAI licence wala pdf dhundo, inspection ke liye chahiye", "drive.files.list"),  # a download
    ("ah think ah binned that email off Travis Perkins wi the invoice on, can ye find it", "gmail.users.messages.list"),  # sent
    ("whats on thursda", "calendar.events.list"),  # chat
    ("wats Uncle Makoa numba again", "people.people.searchContacts"),  # chat
    ("I'll do the dinner money now in a minute, first find me the email from the council about the boiler",
     "gmail.users.messages.list"),  # an e-mail sent
    ("Josh Kelly email?", "people.people.searchContacts"),  # an e-mail sent
    ("nadeems new numbr", "people.people.searchContacts"),  # a new contact
    ("gizza me nans landline", "people.people.searchContacts"),
    ("give me the number of mzee Ssekandi, the landlord where we park", "people.people.searchContacts"),
    ("save Auntie Comfort the bead seller number 0249 337 810", "people.people.createContact"),  # a file written
    ("do us an email to sweet squared sayin me order never come, order no SS48213, paid on the 12th. dont send it yet il check "
     "me mums first in case it went there", "gmail.users.drafts.create"),  # the drafts listed
    ("write one email to da Turtle Bay concierge bout group rates fo christmas week but NO send um yet, I like read um first",
     "gmail.users.drafts.create"),  # a message read
    ("turn on the away email from jan 4th to the end of february. say were closed for the winter", "gmail.users.settings.updateVacation"),
    ("has the Woodin people replied me about the wholesale price", "gmail.users.messages.list"),  # connections listed
    ("any mails from Bord Bia this week", "gmail.users.messages.list"),  # chat
    ("where is the price list i typed last month, i cant find it", "files.search"),  # chat
    ("Dilan WFH log on drive?", "drive.files.list"),  # chat
    ("wat I get on da calendar dis week", "calendar.events.list"),  # one event read
    ("take dave out the night shift group in contacts hes gone on days now", "people.contactGroups.members.modify"),  # read
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_file_dropped_into_a_folder_is_moved_not_deleted(planner):
    call = only_call(planner.plan("drop dilan_rcpts.zip from Downloads into Tax/FY26/Dilan"))
    assert call.method == "files.move"  # files.delete of the zip
    assert call.arguments["source"] == "~/Downloads/dilan_rcpts.zip" and call.arguments["destination"].endswith("Tax/FY26/Dilan")


def test_a_request_that_says_not_to_delete_deletes_nothing(planner):
    for request in ("Bantry is off friday with the storm. don't take it out of the calendar now, just put CANCELLED on it so I know",
                    "the fete on saturday is off, do not delete it from the calendar"):
        assert not any(call.method.endswith(".delete") for call in planner.plan(request).calls), request  # the event deleted
    bantry = planner.plan("Bantry is off friday with the storm. don't take it out of the calendar now, just put CANCELLED on it")
    assert bantry.calls[0].method == "calendar.events.patch"  # an all-day event "Bantry is off …" made (patch: only what changes)
    (listed,) = planner.lookup(bantry).calls  # the event is found on Friday, then changed
    assert (listed.method, listed.arguments["timeMin"][:10]) == ("calendar.events.list", "2026-11-27")
    still = planner.plan("permanently delete the old Staff Photos 2019 folder on drive, dont just bin it")
    assert still.calls[0].method == "drive.files.delete"  # a delete asked for besides the one said not to


@pytest.mark.parametrize("request_text", [
    "how many ties wad ah need for a 12m by 8m independent, rough like",  # a database query
    "brah if I get 6 kids in one group at 85 each n I gotta pay Keoni 30 percent how much I clear",  # an event made
    "is the christmas market in cork city worth it at all or is it a pure waste of a saturday, what do you think",  # cities
    "how many pound crawfish per person for a boil if half of em is kids",  # a contact read
    "tax on 92k FY26 resident, no HELP, approx?",  # an RDAP help lookup
    "chale order 3 dozen zips and 2 boxes of thread from Melcom for me, mine is finish",  # a mail thread read
    "one member has disappeared with our ka-money 300k, he is not picking calls for 2 weeks now. should we go to police or wait "
    "first?",  # YouTube channel members listed
    "WFH fixed rate FY26 still 70c/hr?",  # a file "70c/hr" written
])
def test_advice_and_sums_are_chat(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_other_englishes_words_are_read_as_what_they_mean():
    assert expand("I'm after selling 6 of the Mizen Gold") == "I sold 6 of the Mizen Gold"
    assert expand("shes after sendin a 50 dollar deposit") == "she sent a 50 dollar deposit"
    assert expand("Megan Doyle no can make thursday") == "Megan Doyle can't make thursday"
    assert expand("howzit, who stay coming tmrw") == "who is coming tomorrow"  # "howzit" a greeting (session 52)
    assert expand("ask Luis da Silva") == "ask Luis da Silva" and expand("van da berg") == "van da berg"  # names keep "da"
