"""Everyday requests from the twenty-sixth blind set (a church treasurer, a childminder, a locksmith), written on
Thursday 26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import datetime as dt

from core.planner import times
from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


def test_an_office_number_changed_is_a_contact_change(planner):
    plan = planner.plan("harbour lets have a new office number, update it to 01632 960455")  # a Cloud number registry
    assert plan.calls[0].method == "people.people.updateContact"
    assert plan.calls[0].arguments["body"] == {"phoneNumbers": [{"value": "01632 960455"}]}


def test_what_the_church_treasurer_would_notice(planner):
    share = only_call(planner.plan("any emails from the diocese about the parish share since 1st oct?")).arguments["q"]
    assert share.startswith("diocese parish share after:")  # "share" was dropped as a Drive verb
    pcc = only_call(planner.plan("put PCC finance mtg in my calendar tues 8 dec 7.30pm in the church hall, about an hour and a "
                                 "half")).arguments["body"]
    assert (pcc["start"]["dateTime"][11:16], pcc["end"]["dateTime"][11:16]) == ("19:30", "21:00")  # an hour
    share = message(only_call(planner.plan("can u draft an email to the vicar revsarah@stmichaelsparish.org.uk re parish share for 2027 "
                                           "- diocese want £38,500, up from £36,200 this yr. dont send it yet i want to check the figures")))
    assert share["Subject"] == "Parish share for 2027"  # "Diocese want £38,500, …"


def test_what_the_childminder_would_notice(planner):
    alfie = message(only_call(planner.plan("email jess.turner82@gmail.com to remind her alfie's invoice for nov is £412.50, due fri "
                                           "4th dec")))
    assert alfie.get_content().strip() == "Just a reminder: alfie's invoice for nov is £412.50, due fri 4th dec."  # asked what to say
    isla = only_call(planner.plan("put isla's settling in session in the diary tues 1st dec 10.15 till 11.15")).arguments["body"]
    assert (isla["start"]["dateTime"][:16], isla["end"]["dateTime"][:16]) == ("2026-12-01T10:15", "2026-12-01T11:15")  # all day
    free = only_call(planner.plan("am i free wed 2nd dec between 1 and 3? ofsted want to ring")).arguments["body"]
    assert (free["timeMin"][11:16], free["timeMax"][11:16]) == ("13:00", "15:00")  # the whole day
    noah = planner.plan("move noah's parents meeting from tmrw 4pm to mon 30th quarter past 3").calls[0].arguments["body"]
    assert noah["start"]["dateTime"][:16] == "2026-11-30T15:15"  # 03:15


def test_what_the_locksmith_would_notice(planner):
    hughes = only_call(planner.plan("book in a lock change for mr hughes, 7 mill lane, tmrw at half 2, about an hour")).arguments["body"]
    assert (hughes["summary"], hughes["location"]) == ("Lock change for Mr Hughes", "7 Mill Lane")  # no one, nowhere
    restock = only_call(planner.plan("add to tasks for mon: restock 35/35 euro cylinders")).arguments["body"]
    assert (restock["title"], restock["due"][:10]) == ("Restock 35/35 euro cylinders", "2026-11-30")  # neither
    bede = only_call(planner.plan("find the quote i did for the school, its somewhere in Documents and has St Bede's in it")).arguments
    assert bede["query"] == "St Bede's"  # "school"
    newsletter = only_call(planner.plan("new google doc pls - Christmas newsletter for parents 2026")).arguments["body"]
    assert newsletter["title"] == "Christmas newsletter for parents 2026"  # "Google doc"


def test_a_bare_afternoon_clock_time_is_the_afternoon():
    said = times.when("Monday 30th 3:15", dt.datetime(2026, 11, 26, 9, 30, tzinfo=dt.UTC))
    assert said.start.hour == 15  # as "at 3:15" is; "03:15" stays the night
    assert times.when("03:15 tomorrow", dt.datetime(2026, 11, 26, 9, 30, tzinfo=dt.UTC)).start.hour == 3
