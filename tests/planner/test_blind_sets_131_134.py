"""Everyday requests from blind sets 131–134 (a Catalan football dad, a Cornish cake maker, a retired Ohio teacher; a Japanese
salaryman, a Cardiff veterinary nurse, a Winnipeg hockey mom; an Albanian builder, a Dundee primary teacher, an Israeli student
who babysits; an Icelandic skipper in Shetland, a Milton Keynes warehouse shift manager, a Dublin widow dictating), written
on Monday 23 November 2026, after sets 127–130's changes, to measure them at first sight. The languages are tested in their
own files."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("That email from AARP about the supplemental insurance, you can throw that away.", "gmail.users.messages.trash"),  # a
    # message sent at first sight
    ("that email from the crowd saying I won an iPad delete that Declan says it's a scam", "gmail.users.messages.trash"),  # sent
    ("Please save the new florist's details, she's doing the flowers on a lot of my wedding cakes this winter: Hannah Vosper, "
     "Petals of Truro, 07866 435210, hannah@petalsoftruro.co.uk", "people.people.createContact"),  # a file written at first sight
    ("save the ref assigner – Doug Penner 204-555-0199", "people.people.createContact"),  # a note at first sight
    ("save the joiner's number - Gordon Petrie 07835 447219. he's coming to look at the back door", "people.people.createContact"),
    ("My volunteer shift at the library on Wednesday has been moved from 10 o'clock to 1 o'clock. Would you change that for me?",
     "calendar.events.patch"),  # a contact centre's shifts generated at first sight
    ("How many nights will it take me to do my report comments if I do 4 a night? 27 in the class. Deadline's the 11th", None),
    # an error event reported to Cloud Error Reporting at first sight
    ("How many portions would I get out of a three tier, 6, 8 and 10 inch rounds, if it's cut wedding style?", None),
    ("how much metacam for a 12kg dog at maintenance, the 1.5mg/ml oral", None),
    ("how long is the drive to brandon from wpg in winter? need to tell parents when to leave for the 9am game", None),  # Drive's about
    ("what've i got on this week besides hockey lol", "calendar.events.list"),  # chat at first sight
    ("whats sharon in HRs email", "people.people.searchContacts"),  # a mail search at first sight
    ("send the photos of Aoife's communion to Declan in Boston they're in the Google drive in a folder I think Siobhan made it",
     "drive.permissions.create"),
    ("I'm going down to Siobhan in Galway from the 5th to the 12th so would you put on the thing that tells people I'm away and "
     "I'll answer them when I'm back", "gmail.users.settings.updateVacation"),  # a new contact at first sight
    ("Would you show me what's in my Documents folder? I've forgotten what I called half of those files.", "files.list"),
    ("Everything's gone up, so in my Price List 2026 document could you change the three tier price from £380 to £400 please",
     "docs.documents.batchUpdate"),  # a sheet's cells at first sight
    ("I forgot where I saved Q4_pricing.pptx", "files.search"),  # Cloud Asset's saved queries listed
    ("Would you help me write a thank-you note to the Women's Guild for the lovely card and flowers they sent while I was in the "
     "hospital? It can go to Betty Schaefer at betty.schaefer@att.net, but please just save it so I can look it over first.",
     "gmail.users.drafts.create"),  # a note at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_new_contact_listed_after_a_colon_is_the_person_not_the_town(gate):
    body = gate.plan("Please save the new florist's details: Hannah Vosper, Petals of Truro, 07866 435210").calls[0].arguments["body"]
    assert body["names"][0]["givenName"] == "Hannah"  # "Truro" at first sight


def test_an_auto_reply_said_by_what_it_does_runs_over_the_days_said(gate):
    body = gate.plan("I'm going down to Siobhan in Galway from the 5th to the 12th so would you put on the thing that tells people "
                     "I'm away").calls[0].arguments["body"]
    assert "5 December" in body["responseBodyPlainText"] and "12 December" in body["responseBodyPlainText"]
    assert body["startTime"] < body["endTime"]


@pytest.mark.parametrize(("typed", "read"), [
    ("whats owen d's moms cell", "whats owen d's moms mobile number"),
    ("what's in cell B4 of the budget sheet", "what's in cell B4 of the budget sheet"),  # a sheet's cell stays
    ("Would you show me what's in my Documents folder?", "what's in my Documents folder?"),
    ("Dr Fitzgerald can't see me tomorrow they've moved me to Monday next same time",
     "Dr Fitzgerald can't see me tomorrow, move it to next Monday same time"),  # a new event at first sight
    ("I forgot where I saved Q4_pricing.pptx", "where did I save Q4_pricing.pptx"),
])
def test_read_as_meant(typed, read):
    assert expand(typed) == read
