"""Everyday requests from the twenty-fifth blind set (a village hall bookings secretary, a market stall trader, a maths
tutor), written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they
were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, found_event, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats the email for margaret from the bowls club?", "people.people.searchContacts"),  # a mail search
    ("what markets have i got on this weekend", "calendar.events.list"),  # Postmaster Tools
    ("move sun's market setup to 6.45 instead of 7", "calendar.events.patch"),  # files.move
    ("add last sat to the Nov tab in Market Takings: 21/11/26, Stroud, £412.50", "sheets.spreadsheets.values.append"),  # files.write
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_village_hall_secretary_would_notice(planner):
    margaret = only_call(planner.plan("whats the email for margaret from the bowls club?")).arguments
    assert margaret["query"] == "margaret"  # "bowls club"
    _, start, end = found_event(planner, "yoga lot want to move their tues 1st session from 7-8 to half 7 - half 8, can u change it "
                                "in the cal", "Yoga", "19:00", "20:00")
    assert (start, end) == ("2026-12-01T19:30", "2026-12-01T20:30")  # nothing changed
    boiler = only_call(planner.plan("remind me to get the boiler serviced before xmas pls")).arguments["body"]
    assert boiler["due"].startswith("2026-12-25")  # no day at all


def test_what_the_market_trader_would_notice(planner):
    pitch = message(only_call(planner.plan("email the farmers market lady helen@thornburymarket.co.uk, say ill need a pitch for sat 12th "
                                           "and sun 13th dec pls")))
    assert pitch.get_content().startswith("I'll need a pitch")  # "Ill need a pitch", sent as typed
    window, start, end = found_event(planner, "move sun's market setup to 6.45 instead of 7", "Market setup", "07:00", "08:00")
    assert window["timeMin"][:16] == "2026-11-29T07:00" and (start, end) == ("2026-11-29T06:45", "2026-11-29T07:45")  # nothing
    weekend = only_call(planner.plan("what markets have i got on this weekend")).arguments
    assert (weekend["timeMin"][:10], weekend["timeMax"][:10]) == ("2026-11-28", "2026-11-30")
    takings = planner.plan("add last sat to the Nov tab in Market Takings: 21/11/26, Stroud, £412.50").calls[0].arguments  # its id next
    assert (takings["range"], takings["body"]) == ("'Nov'", {"values": [["21/11/26", "Stroud", "£412.50"]]})
    delivery = only_call(planner.plan("put tmrw's delivery in the calendar, cheese van from Quicke's at 7.30am")).arguments["body"]
    assert (delivery["summary"], delivery["start"]["dateTime"][:16]) == ("Delivery", "2026-11-27T07:30")  # "Tmrw's delivery"


def test_what_the_maths_tutor_would_notice(planner):
    invoice = message(only_call(planner.plan("draft an email to paul.henshaw@yahoo.co.uk re the invoice for nov, 6 lessons at £35 = "
                                             "£210")))
    assert invoice.get_content().strip() == "The invoice for nov: 6 lessons at £35 = £210."  # asked what to say
    lily = only_call(planner.plan("search my emails for anything from lily's mum about the mock exam dates")).arguments["q"]
    assert lily == "lily mock exam dates"  # from:(lily's mum) anything …
    prices = only_call(planner.plan("find my price list somewhere on the laptop, think its called prices")).arguments
    assert prices["query"] == "prices"  # "price list"
    _, start, end = found_event(planner, "move ellie's lesson from mon 30th 6pm to wed 2nd same time", "Ellie lesson", "18:00",
                                "18:45")
    assert (start, end) == ("2026-12-02T18:00", "2026-12-02T18:45")
