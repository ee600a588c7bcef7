"""Everyday requests from the sixty-third and sixty-fourth blind sets (a retired teacher in Toronto, a PhD student in
Edinburgh, a translator in Cape Town; a vet receptionist in Feilding, a church treasurer in Lagos, a hawker in Singapore),
each planned wrong at first sight: an away message put into the mailbox, a Word export read as the document, a weather
question run as a database query, a worried owner's call saved as a new contact."""

from __future__ import annotations

import pytest

from core.planner import Planner
from core.planner.relevance import RelevanceGate
from tests.planner.plans import NOW, only_call

CLOCK = NOW  # Monday 23 November 2026, 09:30 (+01:00), as bench/blind.py plans them


@pytest.mark.parametrize(("request_text", "method"), [
    ("ron and i are in sarasota jan 8 to feb 5. put an away message on my email saying im away and to phone karen at "
     "416-555-0163 if its urgent", "gmail.users.settings.updateVacation"),  # messages.insert
    ("forgot to put thurs 19th in the tutorial attendance sheet: group 4, 9 of 11, callum n freya absent",
     "sheets.spreadsheets.values.append"),  # a new spreadsheet
    ("export my wingerdhuis ch4-6 doc as a word file pls, annerie wants to do track changes", "drive.files.export"),  # read
    ("the auditor wants the 2025 annual financial statement in pdf, convert it for me", "drive.files.export"),  # listed
    ("in the soutwater radio script doc change every 'robot' to 'traffic light', its going to their london office",
     "docs.documents.batchUpdate"),  # the document read
    ("give chantal chantal.jacobs@gmail.com comment access to the wingerdhuis folder, shes proofreading for me",
     "drive.permissions.create"),  # a comment written on it
    ("open the 2026 budget sheet, check what we budgeted for diesel under Expenses",
     "sheets.spreadsheets.values.get"),  # a Cloud Billing budget
    ("where did I write the account details for the Ikeja orphanage we want to donate to?", "notes.search"),  # a file written
    ("put yesterday sales inside the sales sheet, cash 842 paynow 315 grab 276", "sheets.spreadsheets.values.append"),
    ("grab send the payout email for last week already or not", "gmail.users.messages.list"),  # an e-mail sent
    ("mdm goh from kim hock change her hp, new number 8123 5567", "people.people.updateContact"),  # a Cloud DNS change
    ("hawker association meeting thurs night cancel already, take out from calendar", "calendar.events.delete"),  # a new one
    ("open new google sheet for next year sales, call it 2027 Sales", "sheets.spreadsheets.create"),  # one read
    ("where the photo of the nea hygiene grade cert i upload to drive last time", "drive.files.list"),  # downloaded
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_database_named_as_where_a_row_goes(planner_catalog):
    """"… put it in with the bills" names the bills database as where the new row goes (a Cloud Billing account before)."""
    gate = RelevanceGate(Planner(None, planner_catalog, clock=lambda: CLOCK, databases=lambda: ["bills", "bookclub"]),
                         planner_catalog)
    plan = gate.plan("signed up with franks snow removal for the winter, $425 for the season, cheque due dec 15th. put it in "
                     "with the bills")
    assert plan.calls[0].method == "sqlite.insert" and plan.calls[0].arguments["database"] == "bills"


@pytest.mark.parametrize("request_text", [
    "whats the weather looking like up apiti way 2moro? aroha has to go up to nigel harveys and that road gets dodgy",
    "client on the phone, her lab got into a block of dark choc, 30kg dog, is that enough to worry about",  # a contact
    "chicken price go up again, should i raise my plate from 4.50 to 5 or not ah, scared customer run",  # an event
])
def test_questions_of_advice_are_answered_in_chat(planner_catalog, request_text):
    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: CLOCK), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_what_each_call_carries(planner):
    away = only_call(planner.plan("ron and i are in sarasota jan 8 to feb 5. put an away message on my email saying im away "
                                  "and to phone karen at 416-555-0163 if its urgent"))
    assert away.arguments["body"]["enableAutoReply"] is True and "416-555-0163" in away.arguments["body"]["responseBodyPlainText"]
    word = planner.plan("export my wingerdhuis ch4-6 doc as a word file pls, annerie wants to do track changes")
    assert word.calls[0].arguments["mimeType"] == "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    robot = planner.plan("in the soutwater radio script doc change every 'robot' to 'traffic light', its going to their "
                         "london office")
    assert robot.calls[0].arguments["body"] == {"requests": [{"replaceAllText": {
        "containsText": {"text": "robot", "matchCase": False}, "replaceText": "traffic light"}}]}  # every one, any case
    proofreader = planner.plan("give chantal chantal.jacobs@gmail.com comment access to the wingerdhuis folder, shes "
                               "proofreading for me")
    assert proofreader.calls[0].arguments["body"] == {"type": "user", "role": "commenter",
                                                      "emailAddress": "chantal.jacobs@gmail.com"}
    attendance = planner.plan("forgot to put thurs 19th in the tutorial attendance sheet: group 4, 9 of 11, callum n freya absent")
    assert attendance.calls[0].arguments["body"] == {"values": [["thurs 19th", "group 4", "9 of 11", "callum n freya absent"]]}
    sales = planner.plan("put yesterday sales inside the sales sheet, cash 842 paynow 315 grab 276")
    assert sales.calls[0].arguments["body"]["values"][0][0] == "2026-11-22"  # yesterday's date first
    payout = only_call(planner.plan("grab send the payout email for last week already or not"))
    assert payout.arguments["q"] == "grab payout newer_than:7d"  # no "already": every word must be in the mail
    goh = planner.plan("mdm goh from kim hock change her hp, new number 8123 5567")
    assert goh.calls[0].arguments["body"] == {"phoneNumbers": [{"value": "8123 5567"}]}
    assert planner.lookup(goh).calls[0].arguments["query"] == "goh"  # found by her name, without "mdm"
    sheet = only_call(planner.plan("open new google sheet for next year sales, call it 2027 Sales"))
    assert sheet.arguments["body"] == {"properties": {"title": "2027 Sales"}}
