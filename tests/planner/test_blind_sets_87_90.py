"""Everyday requests from blind sets 87–90 (a Punjabi-Canadian truck dispatcher, a Guyanese roti shop in Queens, a Dublin
window cleaner, a Brazilian cleaning team in Massachusetts, a Manchester car valeter, a Korean dry cleaner in Los Angeles, an
Amsterdam bike rental writing Dunglish, a Brighton Beach tax office writing Russian English, a dyslexic landscaper in
Swindon, a Moncton lobster supper writing Chiac, an outback Queensland cattle station and a Kreuzberg döner shop writing
German and Turkish), written on Monday 23 November 2026: the method each means, and what they would notice if it were
wrong."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner.french import english
from core.planner.shorthand import expand
from tests.planner.plans import NOW, only_call


def test_french_is_read_as_english_and_a_french_name_alone_is_left_alone():
    assert expand("quoi ce que j'ai demain") == "what do I have tomorrow"
    assert english("combien qu'on doit à Boudreau pour les patates right là") == \
        "how much do we owe Boudreau for the potatoes right now"
    assert english("ôte les Richard de vendredi, ils ont cancellé") == "take the Richards off vendredi, they cancelled"
    assert english("c quoi le numéro à Rémi mon dishwasher") == "what is Rémi's number my dishwasher"
    for typed in ("lunch at Chez Pierre on friday", "email Marie-Claire Dubois about the deposit", "Send a line to Chloé Martin"):
        assert english(typed) == typed  # one French word or a French name is no French request


def test_the_words_of_other_englishes_are_read_as_what_they_mean():
    assert expand("sat sri akal ji. which loads r on the road rite now n who's driving em") == \
        "which loads are on the road right now and who's driving"
    assert expand("wah me got dis week gyal, me cyah remember nuttin").startswith("what have I got this week")
    assert expand("de landlord cancel de friday meetin, tek it off") == "the landlord cancelled the friday meeting, take it off"
    assert expand("jatinder tire wala da number? the mississauga one").startswith("jatinder tire guy's number?")
    assert expand("wich quotes are still out from befor the 10th havnt herd nothing") == \
        "which quotes are still out from before the 10th haven't heard nothing"
    assert expand("Hygienekontrolle from Bezirksamt on 2. december 10 uhr, put in kalender") == \
        "Hygienekontrolle from Bezirksamt on 2 december 10:00, put in calendar"
    # a name or a word the user means stays: Pidgin "wen come by" is no "when" (its past, "came by", since session 52), "take care
    # of the kids" keeps its "of"
    assert expand("Kainoa tutu wen come by n pay cash") == "Kainoa tutu came by n pay cash"
    assert expand("take care of the kids on friday") == "take care of the kids on friday"


@pytest.mark.parametrize(("request_text", "method"), [
    # Punjabi, Guyanese and Dublin English
    ("what i got tmrw", "calendar.events.list"),  # chat
    ("wah me got dis week gyal, me cyah remember nuttin", "calendar.events.list"),  # a note searched
    ("de landlord cancel de friday meetin, tek it off", "calendar.events.delete"),  # an event made
    ("whats on me list", "tasks.tasks.list"),  # a Data Loss Prevention job
    ("get us the number for gary the scaffolding fella", "people.people.searchContacts"),  # a contact group read
    ("whats the code for yer ones side gate in howth, i wrote it down somewhere", "notes.search"),  # chat
    # Portuguese, Manc and Korean English
    ("I go to Brasil dec 18 and come back jan 4 put the automatic answer in my email, say Rosana take care of everything",
     "gmail.users.settings.updateVacation"),  # a message put in the mailbox
    ("put dentist for me december 2nd 3:30, Dr Oliveira on concord st", "calendar.events.insert"),  # a database row
    ("new client!!! Heather Dunn 508 555 0143, she live in Holliston, find us on facebook. save her number",
     "people.people.createContact"),  # rows asked
    ("anota ai: Klein house the garage code change to 7720, and dont use the vacuum on the living room rug",
     "notes.create"),  # rows changed
    ("take the darts off thurs night, our lass says we're goin to her mam's for scran", "calendar.events.delete"),  # made
    ("me mam's 70th, sunday 6th dec, table booked at the Hare and Hounds for 7, put it in", "calendar.events.insert"),  # a row
    ("need Mrs Yoon number. seamstress ajumma. too many hem this week", "people.people.searchContacts"),  # people.get
    # Dunglish, Russian English and a dyslexic typist
    ("Make a concept mail for Van Dijk Events with the offer for their tour on 4 december. Not send yet",
     "gmail.users.drafts.create"),  # a contact made
    ("The meeting with the gemeente about the parking permit, can that from tuesday to friday? Same time",
     "calendar.events.patch"),  # the diary listed
    ("remember me friday that the chains of all the stadsfietsen must be oiled", "tasks.tasks.insert"),  # a note
    ("in sheet Notary Log 2026 please to add line: 11/20, Oksana Melnyk, car title, $15, ID passport",
     "sheets.spreadsheets.values.append"),  # a new spreadsheet
    ("emale pat holoway tell her ill be ther 8 oclock tomoz for the fense", "gmail.users.messages.send"),  # an event moved
    ("put in diry sat 10 oclock go an look at nadia khans pergoler", "calendar.events.insert"),  # a database row
    ("i sorted the skip for dave parsens patio tick it of my list", "tasks.tasks.patch"),  # Safe Browsing hash lists
    ("save colin webb in my contacs 07891 223344 colin.webb@btinternet.com", "people.people.createContact"),  # a file written
    ("make a note sharons drive is 9m by 5m she wants charcol blocks and a drain acros the front", "notes.create"),  # a shared drive
    # Chiac, Australian and Berlin English
    ("quoi ce que j'ai demain", "calendar.events.list"),  # an event made
    ("envoye un email à Janine Gallant pour confirmer leur souper samedi le 28, 14 personnes à 6h",
     "gmail.users.messages.send"),  # an event made
    ("fais-moi un draft pour Marc à Pêcheries Cormier, j'ai besoin de 200 lb de canners pour vendredi matin",
     "gmail.users.drafts.create"),  # an event made
    ("c quoi le numéro à Rémi mon dishwasher", "people.people.searchContacts"),  # chat
    ("on ferme pour les fêtes du 24 dec au 3 janvier. mets une réponse automatique sur mes emails",
     "gmail.users.settings.updateVacation"),  # a message imported
    ("le fichier nbpower_nov.pdf dans mes Downloads, awaye-le dans le folder Factures 2026", "files.move"),  # downloaded
    ("Hygienekontrolle from Bezirksamt on 2. december 10 uhr, put in kalender", "calendar.events.insert"),  # chat
    ("write Herr Krüger from Steuerbüro a mail, the Kassenberichte from october i bring thursday", "gmail.users.messages.send"),
    # (a message taken out of the bin)
    ("every day this Metro werbung mail comes, I dont want see it anymore in inbox, make it go in trash automatic",
     "gmail.users.settings.filters.create"),  # one message trashed
    ("new Lieferant, Hasan from Anatolia Gemüse, 0176 5550 2231, save him", "people.people.createContact"),  # a file written
    ("i saved Metro rechnung from october somewhere on laptop as pdf, find it", "files.search"),  # a Drive file exported
    ("on my Einkaufsliste note put also Sumak and Petersilie, hadi", "notes.update"),  # two note searches
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "bhaji how many hrs can a driver drive in one day here in ontario? new guy asking me, i told him 13 but not sure",
    "35 dhal puri at 12.50 an 20 at 14, how much dat come to",
    "how much chicken me need fuh curry fuh 80 people? is a wake thursday night",
    "if the girls make 22 the hour and each one work 6 hours, 4 girls, 5 days, how much i pay in the week",
    "an american lady asks me if it is obligated to wear a helmet on the bike in Amsterdam. What do I say her?",
    "please to calculate: refund 1840, minus my fee 250, minus bank fee 39.95. how much she get?",
    "is it to cold to lay turf this week its been frosty evry morning and kev wants his back lawn done",
    "le vivier est brisé pis le gars peut pas venir avant mardi. quoi c'est la meilleure manière de garder les homards en vie",
])
def test_advice_and_sums_are_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls  # a Drive activity query, an event, a Doc, a contact list before


def test_an_auto_reply_ends_on_the_day_the_shop_opens_again(planner):
    call = only_call(planner.plan("closed thurs fri thanksgiving. auto reply on email pls, open again sat 8am"))
    assert call.method == "gmail.users.settings.updateVacation"  # the setting was only read before
    body = call.arguments["body"]
    start, end = (dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo).date() for k in ("startTime", "endTime"))
    assert (start, end) == (dt.date(2026, 11, 26), dt.date(2026, 11, 28))


def test_a_reminder_said_with_that_is_titled_by_what_follows(planner):
    call = only_call(planner.plan("remember me friday that the chains of all the stadsfietsen must be oiled"))
    assert call.arguments["body"]["title"] == "The chains of all the stadsfietsen must be oiled"  # titled "Friday" before
    assert call.arguments["body"]["due"].startswith("2026-11-27")
