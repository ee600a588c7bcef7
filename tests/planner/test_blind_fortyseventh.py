"""Everyday requests from the forty-seventh and forty-eighth blind sets (a farrier, a narrowboat hire owner, a BSL
interpreter; a clock repairer, a potter, a Men's Shed coordinator), written on Friday 27 November 2026, and the
method each means; each was planned wrong at first sight."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("stick bramble in visits.db again for weds 16th dec, full set £95, sue atkinson at thirkleby, not paid obv",
     "sqlite.insert"),  # an update
    ("amy thwaites has sold pepper so take the trim on mon 7th dec out the visits db", "sqlite.delete"),  # the table list
    ("my sister gave me a spare mattress so scrap the kingfisher mattress job from maintenance db", "sqlite.delete"),
    ("whats in firings.db again, cant remember what columns i set up", "sqlite.tables"),  # a query
    ("open studio sat 12th dec 10 till 4, mulled wine n seconds sale, stick it in the calendar",
     "calendar.events.insert"),  # events.get
    ("start me a new list called Xmas Fair Stall", "tasks.tasklists.insert"),  # a database row
    ("archive all them newsletters from ASLI, theyre clogging up my inbox",
     "gmail.users.messages.modify"),  # a message put in a Google group's archive
    ("cancel the tues beginners class on 22nd dec, nobody can make it so close to xmas",
     "calendar.events.delete"),  # a Classroom course deleted
    ("let fliss see when im free on my calendar so she can pair up with me, fliss.ahmed@gmail.com. just free/busy not "
     "the details", "calendar.acl.insert"),  # a free/busy query
    ("email sarah at the RUH sarah.mills@nhs.net confirming im booked for the audiology appt mon 14th 9.15, ill meet "
     "the patient in main reception 10 mins before", "gmail.users.messages.send"),  # events.get
    ("anything that comes from the website booking form noreply@hebdenfarrier.co.uk stick it under my Bookings label",
     "gmail.users.settings.filters.create"),  # a Books stream
    ("save the new chap at the cathedral works dept, martin keal 01522 561607 martin.keal@lincolncathedral.com, he "
     "looks after their turret clock", "people.people.createContact"),  # Classroom coursework
    ("make a txt in Clocks called xmas hours - open tues to sat 10 till 4 up to wed 23rd dec, shut 24th dec to mon 4th "
     "jan, no repairs taken in after sat 12th dec", "files.write"),  # an event 'xmas hours - open tues'
    ("whos got access to the shed accounts spreadsheet", "drive.permissions.list"),  # a new spreadsheet 'Whos got access'
    ("show us the parts stock sheet", "sheets.spreadsheets.values.get"),  # its metadata, no values
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_interpreter_and_the_clock_repairer_would_notice(planner):
    shared = only_call(planner.plan("let fliss see when im free on my calendar so she can pair up with me, "
                                    "fliss.ahmed@gmail.com. just free/busy not the details")).arguments["body"]
    assert shared == {"role": "freeBusyReader", "scope": {"type": "user", "value": "fliss.ahmed@gmail.com"}}  # a reader
    kept = only_call(planner.plan("make a txt in Clocks called xmas hours - open tues to sat 10 till 4")).arguments
    assert kept == {"path": "Clocks/xmas hours.txt", "content": "open tues to sat 10 till 4"}
    saved = only_call(planner.plan("save the new chap at the cathedral works dept, martin keal 01522 561607 "
                                   "martin.keal@lincolncathedral.com")).arguments["body"]
    assert saved["names"] == [{"givenName": "Martin", "familyName": "Keal"}]
    sent = only_call(planner.plan("anything that comes from the website booking form noreply@hebdenfarrier.co.uk stick "
                                  "it under my Bookings label")).arguments["body"]["criteria"]
    assert sent == {"from": "noreply@hebdenfarrier.co.uk"}  # from 'website'


def test_advice_is_chat(planner_catalog):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    gate = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog)
    for said in ("a lady asked if its ok to turn the hands backwards on her bracket clock, whats the proper answer",
                 "any ideas how we get a few younger ones coming along? were nearly all 70 plus n i dont want it to fizzle out"):
        plan = gate.plan(said)
        assert plan.kind == "chat" and not plan.calls, said  # a Forms response, an Idea Hub listing
