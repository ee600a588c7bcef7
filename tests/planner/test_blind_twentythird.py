"""Everyday requests from the twenty-third blind set (an allotment secretary, a window cleaner, a school office manager),
written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("what have i got on next wk", "calendar.events.list"),  # chat
    ("whats garys number, the pure water bloke", "people.people.searchContacts"),  # people.get
    ("wheres my 2025 tax return spreadsheet on drive", "drive.files.list"),  # a new spreadsheet
    ("move the Ofsted Prep folder into the SLT shared folder on drive", "drive.files.update"),  # a shared drive's settings
    ("put mr dawson up to £22 in rounds.db, he's had a conservatory put on", "sqlite.update"),  # a new row
    ("take the hendersons at 3 mill lane out of rounds.db customers, theyve moved away", "sqlite.delete"),  # the table list
    ("whos on the friday round? rounds.db, customers table, theres a round_day col", "sqlite.query"),  # the table list
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize(("request_text", "said"), [
    ("order me 2 new 14 inch squeegee channels from window cleaning warehouse", "I can't order things"),  # a YouTube channel
    ("put a post on the school facebook page about the PTA cake sale fri 4th dec after school", "I can't post on social media"),
    ("pay dave £65 for valeting the van", "I can't make payments"),  # no answer at all
    ("can you ring Bob on plot 3 and tell him his bonfire is way out of order", "I can't make phone calls"),
])
def test_what_steward_cannot_do_is_said(planner_catalog, request_text, said):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls and plan.reply.startswith(said)


def test_what_the_allotment_secretary_would_notice(planner):
    pat = message(only_call(planner.plan("email pat.hughes@gmail.com and tell her plot 14 is free from 1st jan if she still wants it, "
                                         "rent is £38 a yr, can she let me know by fri 4th dec pls")))
    assert "if you still want it" in pat.get_content()  # "you still wants"
    committee = only_call(planner.plan("put the committee mtg in my calendar tues 1st dec 7.30pm at the pavilion, usually goes on 2 hrs"))
    assert committee.arguments["body"]["end"]["dateTime"][11:16] == "21:30"  # an hour
    maureen = only_call(planner.plan("save maureen pike as a contact - 07700 900431, mo.pike@hotmail.co.uk, she's plot 7")).arguments
    assert maureen["body"]["names"] == [{"givenName": "Maureen", "familyName": "Pike"}]  # asked for a name
    rent = message(only_call(planner.plan("draft an email to plotholders@greenlaneallotments.org.uk reminding everyone rent's due "
                                          "1 jan, £38 full plot £20 half plot. dont send it yet i want to check it")))
    assert rent.get_content().strip() == "Just a reminder: rent's due 1 jan, £38 full plot £20 half plot."  # asked what to say


def test_what_the_window_cleaner_would_notice(planner):
    gutter = only_call(planner.plan("book in a gutter clear at 27 station rd tues 1st dec half 9, takes about 2 hrs")).arguments["body"]
    assert (gutter["summary"], gutter["location"], gutter["start"]["dateTime"][11:16], gutter["end"]["dateTime"][11:16]) == (
        "Gutter clear", "27 Station Rd", "09:30", "11:30")  # asked when it starts
    prices = only_call(planner.plan("save my prices to prices.txt - front only £10, front n back £16, conservatory £25, gutters from £40"))
    assert prices.arguments["content"] == "front only £10, front n back £16, conservatory £25, gutters from £40"  # "my prices"
    assert only_call(planner.plan("whats garys number, the pure water bloke")).arguments["query"] == "gary"  # "garys"
    lisa = planner.plan("reply to lisa carrs email and tell her yes i can do the conservatory roof thurs 3rd, its £45")
    assert planner.lookup(lisa).calls[0].arguments["q"] == "from:(lisa carr) -in:sent"  # "lisa carrs"
    khan = planner.plan("update mrs khans phone no. in contacts to 07700 900812")
    assert planner.lookup(khan).calls[0].arguments["query"] == "khan"  # no look-up at all


def test_what_the_school_office_manager_would_notice(planner):
    busy = only_call(planner.plan("is mrs adeyemi free tues 1st between 2 and 4? her calendar is j.adeyemi@stmarysprimary.org.uk"))
    assert (busy.arguments["body"]["timeMin"][11:16], busy.arguments["body"]["timeMax"][11:16]) == ("14:00", "16:00")  # all day
    coach = only_call(planner.plan("find the email from coach hire ltd w/ the quote for the yr 5 trip"))
    assert coach.arguments["q"].startswith('from:"coach hire ltd" quote')  # from:(coach hi)
    mum = only_call(planner.plan("whats the contact details for leon fairbanks mum"))
    assert mum.arguments["query"] == "fairbanks"  # "leon fairbanks mum"
    ava = planner.plan("in the Dinner Money sheet change ava thompsons balance to £12.50, its D14").calls[0]
    assert (ava.arguments["range"], ava.arguments["body"]) == ("D14", {"values": [["£12.50"]]})  # nothing to write
    invoice = only_call(planner.plan("cant find the invoice i did for harbour view flats, its somewhere in Documents"))
    assert invoice.arguments == {"query": "harbour view flats", "path": "~/Documents"}  # "harbour view flats, its"
