"""Everyday requests from the twentieth blind set (a bookkeeper, a yoga teacher, a removals firm), written on Thursday
26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("the Dawson move's been pushed back a week, its Fri 4th Dec now not tmrw. same times", "calendar.events.patch"),  # events.move
    ("move wednesdays restorative class (2nd dec) from 7pm to quarter to 8, same length", "calendar.events.patch"),  # a course
    ("whats in Documents/Quotes", "files.list"),  # a search for no words
    ("any emails from companies house since start of nov?", "gmail.users.messages.list"),  # untrash
    ("do I have an email for Leon the physio", "people.people.searchContacts"),  # his e-mails
    ("look up Harlow Plumbing's VAT number in clients.db", "sqlite.query"),  # the list of tables
    ("add a row to Mileage Log: 26/11/2026, Harlow Plumbing site visit, 34 miles", "sheets.spreadsheets.values.append"),  # sqlite
    ("add this to the bottom of my Class Plans - December doc: Week 2 theme - heart openers. camel, bridge, wheel prep, "
     "finish w/ supported fish", "docs.documents.batchUpdate"),  # a new document
    ("add an all day thing on mon 7th dec - VAT return due Greenway Bakery (Q/E Oct)", "calendar.events.insert"),  # a file "Q/E"
    ("can u add a private 1-2-1 with Carla Mendes next tues at 7.30am, an hour, at the studio", "calendar.events.insert"),
    ("put a call in w/ Tom Okafor re his year end accounts mon 30th half 2, 45 mins", "calendar.events.insert"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_bookkeeper_would_notice(planner):
    vat = message(only_call(planner.plan("email Priya Shah pls (priya@shahdesign.co.uk) - tell her her Q3 VAT return is ready to "
                                         "approve, its in the shared folder, and I need her sign off by Fri 4th Dec latest")))
    assert vat.get_content().startswith("Your Q3 VAT return is ready to approve")  # it began "You Q3 VAT return"
    hmrc = only_call(planner.plan("make a filter so anything from noreply@hmrc.gov.uk gets labelled HMRC and skips the inbox"))
    assert hmrc.arguments["body"]["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["HMRC"]}  # "HMRC and skips the inbox"
    house = only_call(planner.plan("any emails from companies house since start of nov?"))
    assert house.arguments["q"] == "from:(companies house) after:1793491200"  # from them, since 1 November 2026, 00:00 GMT
    call = only_call(planner.plan("put a call in w/ Tom Okafor re his year end accounts mon 30th half 2, 45 mins"))
    assert call.arguments["body"] == {"summary": "Call with Tom Okafor re his year end accounts",
                                      "start": {"dateTime": "2026-11-30T14:30:00+00:00"},
                                      "end": {"dateTime": "2026-11-30T15:15:00+00:00"}}  # it asked for the time
    due = only_call(planner.plan("add an all day thing on mon 7th dec - VAT return due Greenway Bakery (Q/E Oct)"))
    assert due.arguments["body"] == {"summary": "VAT return due Greenway Bakery (Q/E Oct)", "start": {"date": "2026-12-07"},
                                     "end": {"date": "2026-12-08"}}  # it wrote "an all day thing" to a file "Q/E"
    row = planner.plan("add a row to Mileage Log: 26/11/2026, Harlow Plumbing site visit, 34 miles")
    assert row.calls[0].arguments["body"] == {"values": [["26/11/2026", "Harlow Plumbing site visit", "34 miles"]]}
    assert "name contains 'Mileage Log'" in planner.lookup(row).calls[0].arguments["q"]
    found = only_call(planner.plan("find the studio insurance certificate somewhere on my laptop, its a pdf, called insurance "
                                   "cert or something"))
    assert found.arguments["query"] == "insurance cert"  # the name remembered, not "studio insurance certificate"


def test_what_the_yoga_teacher_would_notice(planner):
    moved = planner.plan("move wednesdays restorative class (2nd dec) from 7pm to quarter to 8, same length")
    assert planner.lookup(moved).calls[0].arguments["timeMin"] == "2026-12-02T19:00:00+00:00"
    event = {"id": "e1", "summary": "Restorative yoga", "start": {"dateTime": "2026-12-02T19:00:00+00:00"},
             "end": {"dateTime": "2026-12-02T20:00:00+00:00"}}
    assert only_call(planner.resolve(moved, {"items": [event]})).arguments["body"] == {
        "start": {"dateTime": "2026-12-02T19:45:00+00:00"}, "end": {"dateTime": "2026-12-02T20:45:00+00:00"}}  # 8am the next day
    bolsters = only_call(planner.plan("remind me to order 10 bolsters from yogamatters by fri"))
    assert bolsters.arguments["body"]["title"] == "Order 10 bolsters from yogamatters"  # "Order 10 bolsters"
    paid = planner.plan("bookings sheet - change E12 to Paid, thats priya's row")
    assert paid.calls[0].arguments["body"] == {"values": [["Paid"]]}  # "Paid, thats priya's row" in the cell
    notes = only_call(planner.plan("what did i write about the Portugal retreat venue in my notes?"))
    assert notes.arguments["query"] == "Portugal retreat venue"
    leon = only_call(planner.plan("do I have an email for Leon the physio"))
    assert leon.arguments["query"] == "Leon"


def test_what_the_removals_firm_would_notice(planner):
    dawson = planner.plan("the Dawson move's been pushed back a week, its Fri 4th Dec now not tmrw. same times")
    assert planner.lookup(dawson).calls[0].arguments["timeMin"] == "2026-11-27T00:00:00+00:00"  # found tomorrow, where it is
    job = {"id": "d1", "summary": "Dawson move", "start": {"dateTime": "2026-11-27T08:00:00+00:00"},
           "end": {"dateTime": "2026-11-27T17:00:00+00:00"}}
    assert only_call(planner.resolve(dawson, {"items": [job]})).arguments["body"] == {
        "start": {"dateTime": "2026-12-04T08:00:00+00:00"}, "end": {"dateTime": "2026-12-04T17:00:00+00:00"}}
    mot = only_call(planner.plan("to do: book MOT for the luton van FX19 KLM by tue 15th dec"))
    assert mot.arguments["body"] == {"title": "Book MOT for the luton van FX19 KLM", "due": "2026-12-15T00:00:00.000Z"}
    piano = only_call(planner.plan("jot down - Mrs Patel has an upright piano, needs 4 lads on the stairs, narrow hallway, measure "
                                   "the front door frame before the 11th"))
    assert piano.arguments["text"].endswith("measure the front door frame before the 11th")  # it stopped at "4 lads"
    hughes = only_call(planner.plan("book the Hughes job in the calender, sat 12th dec 8am to 5pm, 14 Elm Grove Kenilworth to "
                                    "3 Mill Lane Coventry"))
    assert hughes.arguments["body"]["location"] == "14 Elm Grove Kenilworth to 3 Mill Lane Coventry"  # "14 Elm Grove"
