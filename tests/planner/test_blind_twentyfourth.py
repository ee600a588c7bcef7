"""Everyday requests from the twenty-fourth blind set (a bed and breakfast owner, a youth football club secretary, a piano
teacher), written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they
were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("am i free wed 2nd dec in the afternoon? tourism board want a mtg", "calendar.freebusy.query"),  # events.list
    ("did ABRSM send anything about the december exam dates?", "gmail.users.messages.list"),  # chat
    ("share the Winter Recital Programme doc with jane.hughes@gmail.com so she can add comments",
     "drive.permissions.create"),  # a comment
    ("take harry wood out of the students table in lessons.db, he's stopped lessons", "sqlite.delete"),  # the table list
    ("emails about cancellations this month", "gmail.users.messages.list"),  # messages.import
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_money_sent_back_is_said_not_possible(planner_catalog):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog).plan(
        "send £60 back to mrs patel for the lesson i missed")  # an e-mail to nobody
    assert plan.kind == "chat" and not plan.calls and plan.reply.startswith("I can't make payments")


def test_what_the_bed_and_breakfast_owner_would_notice(planner):
    dogs = planner.plan("reply to mark.daniels@hotmail.co.uk's email asking about dogs - yes we take dogs, its £15 a night extra")
    assert planner.lookup(dogs).calls[0].arguments["q"] == "from:mark.daniels@hotmail.co.uk dogs -in:sent"  # "daniels hotmail co uk"
    cancelled = only_call(planner.plan("any emails from booking.com about cancellations this month?")).arguments["q"]
    assert cancelled.startswith("from:booking.com cancellations after:1793491200 ")  # no topic, and the month began today
    cereal = only_call(planner.plan("remind me to order more cereal and oat milk by sat")).arguments["body"]
    assert cereal["title"] == "Order more cereal and oat milk"  # the oat milk was lost
    marta = only_call(planner.plan("add the new cleaner to my contacts - Marta Kowalski, 07700 900431, marta.k@outlook.com"))
    assert marta.arguments["body"]["names"] == [{"givenName": "Marta", "familyName": "Kowalski"}]  # asked for a name
    window = planner.plan("window cleaner is in for tmrw at 10, move him to tues 1st same time pls")
    assert "location" not in window.calls[0].arguments["body"]  # "for tomorrow at 10" was the new place
    assert planner.lookup(window).calls[0].arguments["timeMin"][:16] == "2026-11-27T10:00"


def test_what_the_football_club_secretary_would_notice(planner):
    waterlogged = message(only_call(planner.plan("draft an email to fixtures@mdjfl.org.uk asking to rearrange the u10s home game on "
                                                 "sun 6th, our pitch is waterlogged")))
    assert waterlogged.get_content().strip() == "Could we rearrange the u10s home game on sun 6th? Our pitch is waterlogged."  # asked
    weekend = only_call(planner.plan("what fixtures have i got in the calendar sat 5th and sun 6th")).arguments
    assert (weekend["timeMin"][:10], weekend["timeMax"][:10]) == ("2026-12-05", "2026-12-07")  # Saturday only
    alfie = planner.plan("mark Alfie Brown as paid in the Subs 2026-27 sheet, it's cell E14").calls[0].arguments  # its id next
    assert alfie["body"] == {"values": [["Paid"]]}  # nothing to write
    title = only_call(planner.plan("create a doc called Christmas Tournament 2026 - Info for Parents")).arguments["body"]["title"]
    assert title == "Christmas Tournament 2026 - Info for Parents"  # "… - Info"


def test_what_the_piano_teacher_would_notice(planner):
    abrsm = only_call(planner.plan("did ABRSM send anything about the december exam dates?")).arguments["q"]
    assert abrsm == "from:ABRSM december exam dates"
    worksheets = only_call(planner.plan("find my grade 5 theory worksheets on google drive")).arguments["q"]
    assert worksheets == ("name contains 'grade' and name contains '5' and name contains 'theory' and name contains 'worksheet' "
                          "and trashed = false")  # "worksheets" alone
