"""Everyday requests from the twenty-eighth blind set (a driving instructor, a holiday letting agent, a choir treasurer
who runs a book club), written on Thursday 26 November 2026: the method each one means, and the values a user would
notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats margaret dunn's email again", "people.people.searchContacts"),  # a mail search
    ("draft a note to the book club lot at bookclub.hebden@googlegroups.com - next book is the covenant of water, meeting thurs "
     "17 dec 7.30 at the fox & hounds", "gmail.users.drafts.create"),  # a Keep note
    ("add 26/11/26, 84 miles, fuel £52.10 to the Mileage tab in 2026 accounts", "sheets.spreadsheets.values.append"),  # files.write
    ("save new pupil lily ahmed 07700 900456 lily.ahmed@outlook.com", "people.people.createContact"),  # files.write
    ("sue's got a new email sue.tanner.cleaning@gmail.com can u update her contact", "people.people.updateContact"),  # messages.insert
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_driving_instructor_would_notice(planner):
    ryan = only_call(planner.plan("put a 2hr lesson in for ryan patel mon 7th at half 4")).arguments["body"]
    assert (ryan["summary"], ryan["end"]["dateTime"][11:16]) == ("Lesson for ryan patel", "18:30")  # "2 hour lesson in for …", an hour
    car = only_call(planner.plan("add a task - get car serviced b4 fri 4th")).arguments["body"]
    assert car["title"] == "Get car serviced"  # "… b4"
    lily = only_call(planner.plan("save new pupil lily ahmed 07700 900456 lily.ahmed@outlook.com")).arguments["body"]
    assert lily["names"] == [{"givenName": "Lily", "familyName": "Ahmed"}]
    assert only_call(planner.plan("whats in my downloads folder, looking for the dvsa pdf")).arguments["path"] == "~/Downloads"  # …/downloads
    mileage = planner.plan("add 26/11/26, 84 miles, fuel £52.10 to the Mileage tab in 2026 accounts").calls[0].arguments
    assert mileage["body"]["values"][0][:2] == ["26/11/26", "84 miles"]  # no row at all


def test_what_the_letting_agent_would_notice(planner):
    hendersons = message(only_call(planner.plan("draft an email to the hendersons p.henderson@yahoo.co.uk confirming harbour view "
                                                 "18-21 dec, 3 nights £495, £150 deposit due by 4th dec")))
    assert hendersons.get_content().startswith("Just to confirm: harbour view 18-21 dec, 3 nights £495")  # asked what to say
    handover = only_call(planner.plan("stick a key handover in the cal tmrw 2.30 at harbour view, half hr")).arguments["body"]
    assert (handover["summary"], handover["end"]["dateTime"][11:16]) == ("Key handover", "15:00")  # "Stick a …", an hour
    weekend = only_call(planner.plan("what've i got on sat and sun")).arguments
    assert (weekend["timeMin"][:10], weekend["timeMax"][:10]) == ("2026-11-28", "2026-11-30")  # Saturday only


def test_what_the_choir_treasurer_would_notice(planner):
    club = only_call(planner.plan("book club thurs 17 dec half 7 till half 9 at the fox & hounds, pls add it")).arguments["body"]
    assert (club["summary"], club["location"]) == ("Book club", "The Fox & Hounds")  # "Club", nowhere
    week = only_call(planner.plan("whats in my diary the week of the 14th")).arguments
    assert (week["timeMin"][:10], week["timeMax"][:10]) == ("2026-12-14", "2026-12-21")  # no days at all
    alto = only_call(planner.plan("add our new alto priya shah to contacts, priya.shah@gmail.com, 07811 234567")).arguments["body"]
    assert alto["names"] == [{"givenName": "Priya", "familyName": "Shah"}]  # asked for a name
