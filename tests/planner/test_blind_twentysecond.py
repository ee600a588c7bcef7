"""Everyday requests from the twenty-second blind set (a wedding planner, a bike shop owner, a school exams officer),
written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("add a to do: chase the DJ for his PLI certificate by fri", "tasks.tasks.insert"),  # an all-day event
    ("whats on 7 dec", "calendar.events.list"),  # a log bucket deleted
    ("what have i got on between the 7th and 11th of dec", "calendar.events.list"),  # a calendar's owner changed
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def _span(call):
    body = call.arguments["body"]
    return body["start"]["dateTime"][11:16], body["end"]["dateTime"][11:16]


def test_times_as_the_uk_writes_them(planner):
    walkthrough = only_call(planner.plan("put a venue walkthrough at Hedsor House in my calendar mon 30th 2pm-3.30 with Priya & Tom"))
    assert _span(walkthrough) == ("14:00", "15:30")  # it ended at 15:00
    assert walkthrough.arguments["body"]["summary"] == "Venue walkthrough with Priya & Tom"
    mock = only_call(planner.plan("add Y11 maths mock paper 1 to the calendar - tue 8 dec 9am-10.30 in the Sports Hall"))
    assert _span(mock) == ("09:00", "10:30")
    fit = only_call(planner.plan("book a bike fit for Chris Okoye sat 10am, takes about 90 mins"))
    assert _span(fit) == ("10:00", "11:30")  # an hour
    exams = only_call(planner.plan("what exams have i got on the calendar between 7 and 11 dec"))
    assert (exams.arguments["timeMin"][:10], exams.arguments["timeMax"][:10]) == ("2026-12-07", "2026-12-12")  # the 11th only
    assert only_call(planner.plan("lunch with Tom at 12.30 tomorrow")).arguments["body"]["start"]["dateTime"][11:16] == "12:30"
    for said in ("add release of version 2.10 to the calendar on friday", "put the £12.50-15.00 price change in the diary for friday"):
        assert only_call(planner.plan(said)).arguments["body"]["start"] == {"date": "2026-11-27"}  # no time of day


def test_a_move_keeps_its_length_and_its_time(planner):
    tasting = planner.plan("can u move the cake tasting w/ the Lees from tmrw 11am to wed 2 dec same time")
    assert planner.lookup(tasting).calls[0].arguments["timeMin"][:16] == "2026-11-27T11:00"  # it looked on the 2nd
    listed = {"items": [{"id": "e1", "summary": "Cake tasting - the Lees", "start": {"dateTime": "2026-11-27T11:00:00Z"},
                         "end": {"dateTime": "2026-11-27T12:30:00Z"}}]}
    assert only_call(planner.resolve(tasting, listed)).arguments["body"] == {
        "start": {"dateTime": "2026-12-02T11:00:00+00:00"}, "end": {"dateTime": "2026-12-02T12:30:00+00:00"}}
    wheel = planner.plan("push tomorrows 3pm wheel build with Ayesha to mon 4pm")
    assert planner.lookup(wheel).calls[0].arguments["timeMin"][:16] == "2026-11-27T15:00"  # today's 3pm


def test_what_the_wedding_planner_would_notice(planner):
    enquiries = only_call(planner.plan("can you make it so anything from hitched.co.uk goes straight into an Enquiries label and "
                                       "skips the inbox"))
    assert enquiries.arguments["body"]["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["Enquiries"]}  # no label
    shared = planner.plan("share the Harris Wedding Timeline doc with the couple, ella.harris88@gmail.com and jrobinson@outlook.com - "
                          "they can comment but not edit")
    both = planner.resolve(shared, {"files": [{"id": "d1", "name": "Harris Wedding Timeline"}]}).calls
    assert [(c.arguments["fileId"], c.arguments["body"]["emailAddress"], c.arguments["body"]["role"]) for c in both] == [
        ("d1", "ella.harris88@gmail.com", "commenter"), ("d1", "jrobinson@outlook.com", "commenter")]  # only Ella
    rsvps = planner.plan("add 3 more RSVPs to the Patel guest list sheet: Anita Shah yes veg, Raj Shah yes, Dev Mehta no").calls[0]
    assert rsvps.arguments["body"]["values"] == [["Anita Shah", "yes", "veg"], ["Raj Shah", "yes"], ["Dev Mehta", "no"]]  # one row
    bands = message(only_call(planner.plan(
        "draft an email to the Lees w/ the 3 band options and prices - The Swing Cats £1,800, Velvet Groove £2,250, Northern Soul "
        "Collective £1,950. dont send yet i want to check it. lees.wedding@gmail.com")))
    assert (bands["Subject"], bands.get_content().strip()) == (
        "3 band options and prices", "The Swing Cats £1,800, Velvet Groove £2,250, Northern Soul Collective £1,950")  # + the address
    oakwood = only_call(planner.plan("find the emails from Oakwood Catering about the menu tasting, think they sent a quote sometime in oct"))
    assert oakwood.arguments["q"].startswith("from:(Oakwood Catering) menu tasting quote after:")  # "they"


def test_what_the_bike_shop_would_notice(planner):
    ready = message(only_call(planner.plan("email dan.wright77@gmail.com - his Specialized Rockhopper is ready, new chain and cassette "
                                           "fitted, total £126.50, can pick up any time b4 5.30")))
    assert ready.get_content().startswith("Your Specialized Rockhopper is ready")  # "His"
    price = planner.plan("change the price of the Brompton C Line in the Price List sheet to £1,395 - its row 14 col C")
    cell = only_call(planner.resolve(price, {"files": [{"id": "s1", "name": "Price List"}]}))
    assert (cell.arguments["range"], cell.arguments["body"]) == ("C14", {"values": [["£1,395"]]})  # "Brompton C Line", nothing
    steve = only_call(planner.plan("whats the number for Steve at Raleigh trade? hes in my contacts")).arguments
    assert steve == {"query": "Steve", "readMask": "names,emailAddresses,phoneNumbers,organizations"}  # which Steve: where he works
    spam = planner.plan("bin that email from crypto-rewards its obvs spam")
    assert planner.lookup(spam).calls[0].arguments["q"] == "from:crypto-rewards"  # "crypto rewards obvs"
    madison = planner.plan("reply to the email from Madison Distributors abt the backorder, tell them yes pls send the Shimano 105 "
                           "groupsets when they're in and invoice us as usual")
    assert planner.lookup(madison).calls[0].arguments["q"] == "from:(Madison Distributors) backorder -in:sent"  # "abt"


def test_what_the_exams_officer_would_notice(planner):
    y11 = planner.plan("can u pull up the candidate numbers for 11C from the Candidate List sheet, tab is Y11").calls[0]
    assert y11.arguments["range"] == "'Y11'"  # the cell Y11
    away = only_call(planner.plan("set an out of office from sat 19 dec, back mon 4 jan, saying I'm away over xmas and urgent exam "
                                  "queries go to exams-team@stmarkshigh.org.uk")).arguments["body"]
    assert (away["startTime"], away["endTime"]) == ("1797638400000", "1799020800000")  # 19 Dec 00:00 to 4 Jan 2027 00:00; no end


def test_a_reply_and_a_search_find_the_sender_by_both_names(planner):
    sarah = planner.plan("reply to sarah mitchell's email - yes tmrw at half 2 is fine, it's £45 for Bella's full groom")
    assert planner.lookup(sarah).calls[0].arguments["q"] == "from:(sarah mitchell) -in:sent"  # her words, any Sarah
    assert only_call(planner.plan("any emails from sarah mitchell this week")).arguments["q"].startswith("from:(sarah mitchell) after:")
    assert only_call(planner.plan("any emails from last week about the boiler")).arguments["q"] == "boiler newer_than:7d"
