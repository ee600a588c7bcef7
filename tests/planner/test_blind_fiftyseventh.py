"""Everyday requests from the fifty-seventh and fifty-eighth blind sets (a hedgelayer, a firewood merchant, a septic
tank emptier; a day-centre coordinator, a solicitors' practice manager, a bridge club secretary), written on Friday
27 November 2026; each was planned wrong at first sight, several of them dangerously (a file written for "did i write
down …", a Gmail forwarding address made for a look-alike address, a new record for "update his record")."""

from __future__ import annotations

import pytest

from core.planner import Planner
from core.planner.relevance import RelevanceGate
from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("stick 20/11 on the mileage sheet, welham estate 22 miles", "sheets.spreadsheets.values.append"),  # a tab copied
    ("volunteer hours sheet - add today, carol 5 hrs, dave 3 and a half", "sheets.spreadsheets.values.append"),  # a new spreadsheet
    ("set it so anything from the environment agency gets the EA label automatic",
     "gmail.users.settings.filters.create"),  # an Agencies and Brands report patched
    ("can u draft something to the families about xmas - we close after wed 23rd dec n open again mon 4th jan, xmas party is "
     "fri 18th. just a draft ill check it first", "gmail.users.drafts.create"),  # an event looked up
    ("someones been changing the fee schedule sheet, can i see who n when", "drive.revisions.list"),  # events listed
    ("somebody's been changing the school run rota doc, can u see who edited it last", "drive.revisions.list"),  # the doc read
    ("did i write down what the caretaker said about the hearing loop in the hall", "notes.search"),  # a file written
    ("what bookings have i got this week", "calendar.events.list"),  # a Google Books search for "bookings"
    ("any bookings tomorrow", "calendar.events.list"),  # chat
    ("whats in bookings.db for next week", "sqlite.query"),  # its tables listed
])
def test_the_method_a_request_means(planner, request_text, method):
    assert RelevanceGate(planner, planner.catalog).plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "bloke at cransford asking if his tank going straight in the ditch is still legal, whats the answer",  # a Forms response
    "half my monday lot cant really hold a pen any more, what can i do with them for an hour that isnt just putting the telly on",
])  # an event
def test_advice_is_answered_in_chat(planner, request_text):
    plan = RelevanceGate(planner, planner.catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_a_forward_is_a_message_and_a_look_alike_address_is_asked_about_first(planner):
    gate = RelevanceGate(planner, planner.catalog)
    asked = gate.plan("forward the drummonds the bank details for settlement, they've just emailed from a new address "
                      "drummond.h@gmial.com")  # a forwarding address was made
    assert asked.kind == "clarify" and asked.calls[0].method == "gmail.users.messages.send"
    assert "drummond.h@gmial.com is one letter away from gmail.com" in asked.reply and "Nothing was sent" in asked.reply
    mail = gate.plan("email drummond.h@gmial.com: the completion statement is attached")
    assert mail.kind == "clarify"
    assert message(only_call(planner.complete(mail, "its drummond.h@gmail.com")))["To"] == "drummond.h@gmail.com"
    kept = planner.complete(mail, "yes, its right")  # the user checked it by phone
    assert message(only_call(kept))["To"] == "drummond.h@gmial.com"
    assert planner.complete(mail, "no").calls == []
    for fine in ("email sam@mail.com: see you at 3", "email sam@gmail.com: see you at 3"):
        assert gate.plan(fine).kind == "calls", fine


def test_a_change_said_of_a_record_is_no_new_record(planner):
    gate = RelevanceGate(Planner(None, planner.catalog, clock=lambda: THURSDAY, databases=lambda: ["daycentre"]), planner.catalog)
    for request in ("maureen charlton rang, jim's going into abbeyfield full time from the 30th so thats him finished with us "
                    "after fri :( can u update his record",  # insert
                    "ivy robson came in today after all, her daughter brought her in late - can u change her from absent to attended",
                    "whos in weds and which of them need the bus picking up"):  # chat
        call = gate.plan(request).calls[0]
        assert call.method.startswith("sqlite.") and call.method != "sqlite.insert" and call.arguments["database"] == "daycentre", request
    two = RelevanceGate(Planner(None, planner.catalog, clock=lambda: THURSDAY, databases=lambda: ["matters", "wills"]),
                        planner.catalog)
    assert two.plan("in matters.db ive put the walker POA in twice (105 and 106) - get rid of 106").calls[0].method == \
        "sqlite.delete"  # insert
    assert two.plan("put everyones price up a tenner a bag in the matters db from today").calls[0].method == "sqlite.update"
