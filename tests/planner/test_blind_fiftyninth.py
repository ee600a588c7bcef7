"""Everyday requests from the fifty-ninth and sixtieth blind sets (a piano tuner, a TV aerial installer, a cobbler; a brass
band secretary, a canoe club membership secretary, a Parkinson's group organiser) still planned wrong after session 28:
a mileage row and a budget change put in the diary or a Google Fit session, a document started on the day it speaks of,
a new contact's details written to a file, a meeting "moved from tues to weds" read as a look-up."""

from __future__ import annotations

import pytest

from tests.planner.plans import NOW, only_call

CLOCK = NOW  # Monday 23 November 2026, as bench/blind.py plans them

BUDGET = {"range": "Sheet1!A1:Z4", "values": [["Item", "Per session"], ["Room hire", "£25"], ["Tea and biscuits", "£6"],
                                               ["Instructor", "£40"]]}


@pytest.mark.parametrize(("request_text", "method"), [
    ("mileage sheet - 42 miles today, stow n back for the okafor quote", "sheets.spreadsheets.values.append"),  # the diary
    ("mileage sheet - 27/11 dilwyn n back 18 miles, then pembridge 11", "sheets.spreadsheets.values.append"),  # a tab copied
    ("room hire's going up to £28 a session from jan, change it on the budget sheet",
     "sheets.spreadsheets.values.update"),  # a Google Fit session
    ("start a doc for the agm minutes, agm is sun 17th jan", "docs.documents.create"),  # an event on 17 January
    ("save the new MD's details - andrew chadderton 07955 612387 andy.chadderton@outlook.com",
     "people.people.createContact"),  # a local file written
    ("committee meetings moved from tues to weds, same time", "calendar.events.patch"),  # Tuesday's events listed
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_a_sheet_row_is_not(planner):
    """A sheet named before a dash with a question or a cell after it is no new row."""
    assert planner.plan("bookings sheet - change E12 to Paid, thats priya's row").calls[0].method \
        == "sheets.spreadsheets.values.update"
    assert planner.plan("whats in the Stock Levels sheet, apples tab, A1 to D20").calls[0].method \
        == "sheets.spreadsheets.values.get"


def test_a_new_price_said_first_is_found_by_its_row(planner):
    change = planner.plan("room hire's going up to £28 a session from jan, change it on the budget sheet")
    assert "range" not in change.calls[0].arguments  # "budget sheet" is the spreadsheet's name, not a tab
    sheet = planner.resolve(change, {"files": [{"id": "b1", "name": "Group budget"}]})
    assert planner.lookup(sheet).calls[0].arguments == {"spreadsheetId": "b1", "range": "A:Z"}
    hired = only_call(planner.resolve(sheet, BUDGET))
    assert (hired.arguments["range"], hired.arguments["body"]) == ("B2", {"values": [["£28"]]})  # room hire's price


def test_what_the_new_file_and_contact_are_called(planner):
    assert only_call(planner.plan("start a doc for the agm minutes, agm is sun 17th jan")).arguments["body"] \
        == {"title": "Agm minutes"}
    assert only_call(planner.plan("make a new doc for the 2027 price list")).arguments["body"] == {"title": "2027 price list"}
    director = only_call(planner.plan("save the new MD's details - andrew chadderton 07955 612387 andy.chadderton@outlook.com"))
    assert director.arguments["body"] == {"names": [{"givenName": "Andrew", "familyName": "Chadderton"}],
                                          "phoneNumbers": [{"value": "07955 612387"}],
                                          "emailAddresses": [{"value": "andy.chadderton@outlook.com"}]}


def test_a_meeting_moved_to_another_day_keeps_its_time(planner):
    moved = planner.plan("committee meetings moved from tues to weds, same time")
    assert planner.lookup(moved).calls[0].arguments == {"calendarId": "primary", "timeMin": "2026-11-24T00:00:00+01:00",
                                                        "timeMax": "2026-11-25T00:00:00+01:00"}  # Tuesday's, to find it
    tuesday = {"items": [{"id": "c1", "summary": "Committee meeting", "start": {"dateTime": "2026-11-24T19:30:00+00:00"},
                          "end": {"dateTime": "2026-11-24T21:00:00+00:00"}}]}
    patched = only_call(planner.resolve(moved, tuesday))
    assert patched.arguments["eventId"] == "c1"
    assert patched.arguments["body"] == {"start": {"dateTime": "2026-11-25T19:30:00+00:00"},
                                         "end": {"dateTime": "2026-11-25T21:00:00+00:00"}}
