"""Everyday requests from the sixty-first and sixty-second blind sets (a dog groomer in Adelaide, an HVAC office manager in
Columbus, a food bank organiser in Leicester; a florist in Galway, a driving instructor in Pune, a village cricket club
treasurer), each planned wrong at first sight: advice questions sent to far-off APIs (a Translate dataset deleted), a mail
put into the mailbox instead of sent, a new calendar read as an event renamed, a mail search bounded to a day to come."""

from __future__ import annotations

import base64
import datetime as dt

import pytest

from core.planner import Planner
from core.planner.relevance import RelevanceGate
from tests.planner.plans import NOW, only_call

CLOCK = NOW  # Monday 23 November 2026, 09:30 (+01:00), as bench/blind.py plans them


def _stamp(day: str) -> int:
    return int(dt.datetime.fromisoformat(f"{day}T00:00:00+01:00").timestamp())


@pytest.mark.parametrize(("request_text", "method"), [
    ("has groomers warehouse sent the invoice for the hydrobath pump yet", "gmail.users.messages.list"),  # chat
    ("did ballynahinch ever send back the signed t&cs for deirdres wedding sat", "gmail.users.messages.list"),  # a query
    ("wheres that price list i did for the website, the one with the puppy intro groom on it", "files.search"),  # Search Console
    ("pull up the comfort club pricing sheet for 2027, what did we land on for a 2 system home",
     "sheets.spreadsheets.values.get"),  # a tab copied to another spreadsheet
    ("what did i put about the freezer engineer, when was he coming", "notes.search"),  # chat
    ("what i had noted about hinjewadi phase 3 route for highway practice?", "notes.search"),  # chat
    ("mail Rahul Mehta rahul.mehta88@gmail.com that tmrw class is 7am only, pickup from Baner phata near HP petrol pump, be "
     "on time", "gmail.users.messages.send"),  # messages.insert: put in the mailbox, never sent
    ("add in my to do - car servicing at sai service paud road before 30th, brake pads also to get checked",
     "tasks.tasks.insert"),  # a database row
    ("set us up a new calendar for next years fixtures, call it scarthwaite cc fixtures 2027",
     "calendar.calendars.insert"),  # an event patched
    ("put the dinner bar takings in the accounts sheet, £412.50, sat 21st", "sheets.spreadsheets.values.append"),  # an event
    ("in me treasurers report doc i put bar profit £3,410, should be £3,140, fix it",
     "docs.documents.batchUpdate"),  # a new document
    ("amit chavan's RTO test on 1st dec is shifted to 10.30 from 9, kindly change in calendar",
     "calendar.events.patch"),  # a new event
    ("save the new wedding coordinator at the twelve in barna, gráinne hession 091 597 000 events@thetwelvehotel.ie",
     "people.people.createContact"),  # a local file written
    ("aisling oconnors wedding is off, god love her. deposits refunded so take the feb order out altogether (orders.db)",
     "sqlite.delete"),  # its tables listed
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "best way to get burrs out of a kelpie without shaving him? the ones out past mt barker are feral this yr",  # Translate
    "is €95 a fair price for 6 buttonholes or am i underselling meself",  # OAuth2 token info
    "what is the fine now for not wearing seat belt in maharashtra, one student is asking",  # Classroom students
])
def test_advice_is_answered_in_chat(planner_catalog, request_text):
    gate = RelevanceGate(Planner(None, planner_catalog, clock=lambda: CLOCK), planner_catalog)
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_a_mail_search_is_never_bounded_to_a_day_to_come(planner):
    wedding = only_call(planner.plan("did ballynahinch ever send back the signed t&cs for deirdres wedding sat"))
    assert "after:" not in wedding.arguments["q"] and "ballynahinch" in wedding.arguments["q"]  # the wedding's day, not the mail's
    friday = only_call(planner.plan("find the emails from bob on friday"))  # said on a Monday: the Friday just gone
    assert f"after:{_stamp('2026-11-20')} before:{_stamp('2026-11-21')}" in friday.arguments["q"]
    invoice = only_call(planner.plan("has groomers warehouse sent the invoice for the hydrobath pump yet"))
    assert {"groomers", "warehouse", "invoice"} <= set(invoice.arguments["q"].split())


def test_what_is_looked_for(planner):
    assert only_call(planner.plan("wheres that price list i did for the website, the one with the puppy intro groom on it")) \
        .arguments["query"] == "price list"
    assert only_call(planner.plan("wheres that pdf of the yamaha u1 service manual gone")).arguments["query"] \
        == "yamaha u1 service manual"
    assert only_call(planner.plan("what did i put about the freezer engineer, when was he coming")).arguments["query"] \
        == "freezer engineer"


def test_what_is_written(planner):
    sent = only_call(planner.plan("mail Rahul Mehta rahul.mehta88@gmail.com that tmrw class is 7am only, pickup from Baner "
                                  "phata near HP petrol pump, be on time"))
    raw = base64.urlsafe_b64decode(sent.arguments["body"]["raw"]).decode()
    assert "To: rahul.mehta88@gmail.com" in raw and "Baner phata" in raw
    fixtures = only_call(planner.plan("set us up a new calendar for next years fixtures, call it scarthwaite cc fixtures 2027"))
    assert fixtures.arguments["body"] == {"summary": "scarthwaite cc fixtures 2027"}
    takings = planner.plan("put the dinner bar takings in the accounts sheet, £412.50, sat 21st")
    assert takings.calls[0].arguments["body"] == {"values": [["the dinner bar takings", "£412.50", "sat 21st"]]}
    assert planner.lookup(takings).calls[0].arguments["q"] == \
        "mimeType = 'application/vnd.google-apps.spreadsheet' and name contains 'accounts' and trashed = false"
    miles = planner.plan("mileage sheet - 42 miles today, stow n back for the okafor quote")
    assert miles.calls[0].arguments["body"] == {"values": [["2026-11-23", "42 miles", "stow n back for the okafor quote"]]}
    report = planner.plan("in me treasurers report doc i put bar profit £3,410, should be £3,140, fix it")
    assert report.calls[0].arguments["body"] == {"requests": [{"replaceAllText": {
        "containsText": {"text": "£3,410", "matchCase": True}, "replaceText": "£3,140"}}]}  # only the sum
    assert "name contains 'treasurers' and name contains 'report'" in planner.lookup(report).calls[0].arguments["q"]


def test_a_test_shifted_to_another_time(planner):
    shifted = planner.plan("amit chavan's RTO test on 1st dec is shifted to 10.30 from 9, kindly change in calendar")
    test = {"items": [{"id": "t1", "summary": "Amit Chavan RTO test", "start": {"dateTime": "2026-12-01T09:00:00+01:00"},
                       "end": {"dateTime": "2026-12-01T10:00:00+01:00"}}]}
    patched = only_call(planner.resolve(shifted, test))
    assert patched.arguments["eventId"] == "t1"
    assert patched.arguments["body"] == {"start": {"dateTime": "2026-12-01T10:30:00+01:00"},
                                         "end": {"dateTime": "2026-12-01T11:30:00+01:00"}}
