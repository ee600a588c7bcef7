"""Everyday requests from the eighteenth blind set (a sheep farmer, a school librarian, an estate agent): the method
each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("feed merchant was meant to be wed 10am can u move him to fri same time", "calendar.events.patch"),  # moved calendars
    ("cancel hoof trimming on the 3rd hes not coming", "calendar.events.delete"),  # a Vision operation
    ("cant find my BPS claim spreadsheet on the drive, can you look", "drive.files.list"),  # fact-check claims
    ("add to lambing 2025 sheet - 14/03, ewe 2231, twins, 1 tup 1 ewe lamb, no assistance",
     "sheets.spreadsheets.values.append"),  # a new spreadsheet
    ("whats Rhys the shearers number", "people.people.searchContacts"),
    ("wheres that movement licence pdf i saved, its got ARAMS in the name somewhere", "files.search"),
    ("what classes have i got booked in the library on thurs", "calendar.events.list"),  # Google Books
    ("add this to the end of my Library Newsletter October doc: \"New this month: the Manga shelf has moved next to the "
     "graphic novels, and Year 8 can now borrow 4 books at a time.\"", "docs.documents.batchUpdate"),  # a bookshelf
    ("Please clear out the old reservations in library.db – delete anything in the reservations table made before "
     "1 January 2024.", "sqlite.delete"),
    ("label the rightmove email about upgrading our listing as Portals", "gmail.users.messages.modify"),  # sent an e-mail
    ("bin '12 Kings Rd brochure v1' from the drive, the final versions done", "drive.files.update"),  # a shared drive
    ("Kevin Doyle has a new mobile, 07700 900331 - update him pls", "people.people.updateContact"),  # a Fit session
    ("Please add Year 7 library induction on Monday 8 September, 9:15 to 10:15, and invite Mr Patel (r.patel@stmarys.sch.uk).",
     "calendar.events.insert"),  # the model picked books.cloudloading.addBook from a near tie (34.8 vs 34.5)
    ("properties.db - whats the total asking price of everything we have listed in BS6? listings table, theres a "
     "postcode column", "sqlite.query"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_farmer_would_notice(planner):
    contact = only_call(planner.plan("new contact pls - Bethan Morgan, haulier, 07700 900412, bethan@morganhaulage.co.uk"))
    assert contact.arguments["body"] == {"names": [{"givenName": "Bethan", "familyName": "Morgan"}],
                                         "occupations": [{"value": "haulier"}], "phoneNumbers": [{"value": "07700 900412"}],
                                         "emailAddresses": [{"value": "bethan@morganhaulage.co.uk"}]}  # it asked for a body
    note = only_call(planner.plan("make a note - ram 'Big Ted' lame on back left, check him again friday"))
    assert note.arguments == {"text": "ram 'Big Ted' lame on back left, check him again friday"}  # it saved "Big Ted"
    lambing = planner.plan("add to lambing 2025 sheet - 14/03, ewe 2231, twins, 1 tup 1 ewe lamb, no assistance")
    assert lambing.calls[0].arguments["body"] == {"values": [["14/03", "ewe 2231", "twins", "1 tup 1 ewe lamb", "no assistance"]]}
    assert "name contains 'lambing'" in planner.lookup(lambing).calls[0].arguments["q"]
    flock = planner.plan("read me whats in the Flock Register sheet, Ewes tab, A2 to D40")
    assert flock.calls[0].arguments["range"] == "'Ewes'!A2:D40"
    licence = only_call(planner.plan("wheres that movement licence pdf i saved, its got ARAMS in the name somewhere"))
    assert licence.arguments["query"] == "ARAMS"
    away = only_call(planner.plan("Im away at the Royal Welsh 21st to 24th July. Can you put an out of office on my email "
                                  "saying Im at the show and to ring Huw on 07700 900877 if its urgent")).arguments["body"]
    assert away["responseBodyPlainText"] == "I'm at the show. Please ring Huw on 07700 900877 if its urgent"


def test_what_the_librarian_would_notice(planner):
    filtered = only_call(planner.plan("Can you set it up so anything from orders@peterspublications.co.uk skips the inbox and "
                                      "gets the Suppliers label?"))
    assert filtered.arguments["body"]["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["Suppliers"]}
    fixed = planner.plan("in the Accelerated Reader sheet change C14 to 42 pls, i typed it wrong")
    assert fixed.calls[0].arguments["body"] == {"values": [["42"]]}  # it wrote "42 pls, i typed it wrong"
    folder = only_call(planner.plan("new folder on the drive - World Book Day 2026"))
    assert folder.arguments["body"]["name"] == "World Book Day 2026"


def test_what_the_estate_agent_would_notice(planner):
    viewing = only_call(planner.plan("viewing 14 elm grove sat 10.30 w/ Mr & Mrs Achebe, 30 mins")).arguments["body"]
    assert (viewing["start"], viewing["end"]) == ({"dateTime": "2026-11-28T10:30:00+01:00"}, {"dateTime": "2026-11-28T11:00:00+01:00"})
    valuation = planner.plan("push the valuation at 22 Marsh Lane tmrw back an hour")
    window = planner.lookup(valuation).calls[0].arguments  # 22 is the house, not 10pm
    assert (window["timeMin"], window["timeMax"]) == ("2026-11-24T00:00:00+01:00", "2026-11-25T00:00:00+01:00")
    listing = planner.plan("add 41 Willow Way to the listings sheet - 3 bed semi, 320k, asking, instructed 2/10")
    assert listing.calls[0].arguments["body"] == {"values": [["41 Willow Way", "3 bed semi", "320k", "asking", "instructed 2/10"]]}
    assert "name contains 'listings'" in planner.lookup(listing).calls[0].arguments["q"]
    moved = only_call(planner.plan("Please move tenancy_agreement_flat2.pdf out of Downloads and into Documents/Lettings/Flat 2 Regent Ct."))
    assert moved.arguments == {"source": "~/Downloads/tenancy_agreement_flat2.pdf", "destination": "~/Documents/Lettings/Flat 2 Regent Ct"}
    binned = only_call(planner.plan("delete the 'photos 14 elm grove copy' folder off my desktop, its a duplicate"))
    assert binned.arguments == {"path": "~/Desktop/photos 14 elm grove copy"}
