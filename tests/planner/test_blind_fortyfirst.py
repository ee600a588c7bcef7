"""Everyday requests from the forty-first and forty-second blind sets (a mobile dog groomer, a WI secretary, a school
music teacher; an electrician's partner, a repair café organiser, a retired nurse who runs a walking group), written on
Friday 27 November 2026: databases named in words ("members db", "the clients database"), and the method each means."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method", "database"), [
    ("who still owes me money? need names and how much, from the clients database", "sqlite.query", "clients"),  # tables
    ("how much have i made from pet sitting each month this yr? (sits database)", "sqlite.query", "sits"),  # chat
    ("who hasnt paid their 2027 subs yet? members db", "sqlite.query", "members"),  # YouTube's channel members
    ("please take doreen platt off the members database, she's moved to her daughter's in devon", "sqlite.delete", "members"),
    ("the kowalski xmas sit finishes on the 28th not the 27th, can u fix it in my sits db", "sqlite.update", "sits"),  # insert
    ("which walks did pat lead in october & how many turned up? (walkers db)", "sqlite.query", "walkers"),  # chat
    ("whats mason clarke's phone number? club.db", "sqlite.query", "club"),  # the contacts
])
def test_a_database_named_in_words_is_that_database(planner, request_text, method, database):
    call = planner.plan(request_text).calls[0]
    assert (call.method, call.arguments.get("database")) == (method, database)


@pytest.mark.parametrize(("request_text", "method"), [
    ("has anyone commented on the december poster yet", "drive.comments.list"),  # Blogger's comments
    ("has anyone put comments on the spring programme draft? margaret said she would", "drive.comments.list"),  # a draft
    ("whats in ~/RepairCafe/Photos/2026-11 ? want to pick a few for the newsletter", "files.list"),  # a search for "pick"
    ("clear the names off the Xmas walk signups sheet, A2 downwards. its not happening now", "sheets.spreadsheets.values.clear"),
    ("put all the emails from bookings@todunitarians.org.uk under Hall Hire and mark them read", "gmail.users.messages.modify"),
    ("email ravi.hussain@outlook.com - thanks for the £95 for the outside socket, receipt will follow in the post. sign it "
     "sharon, pritchard electrical", "gmail.users.messages.send"),  # a Blogger post
    ("take josh penrose off the Orchestra Parts folder in drive, he left in the summer and he's still got access",
     "drive.permissions.delete"),  # the folder downloaded
    ("anything that comes from nfwi.org.uk can go straight in the WI National label and not clog up my inbox",
     "gmail.users.settings.filters.create"),  # one message labelled
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_organisers_would_notice(planner):
    cleared = planner.plan("clear the names off the Xmas walk signups sheet, A2 downwards. its not happening now").calls[0]
    assert cleared.arguments["range"] == "A2:A"  # cell A2 alone
    listed = only_call(planner.plan("whats in ~/RepairCafe/Photos/2026-11 ? want to pick a few for the newsletter"))
    assert listed.arguments["path"] == "~/RepairCafe/Photos/2026-11"
    sent = message(only_call(planner.plan("email ravi.hussain@outlook.com - thanks for the £95 for the outside socket, receipt "
                                          "will follow in the post")))
    assert sent["To"] == "ravi.hussain@outlook.com"
    wi = only_call(planner.plan("anything that comes from nfwi.org.uk can go straight in the WI National label and not clog up "
                                "my inbox")).arguments["body"]
    assert wi == {"criteria": {"from": "nfwi.org.uk"}, "action": {"removeLabelIds": ["INBOX"], "addLabelIds": ["WI National"]}}


def test_train_tickets_are_said_to_be_out_of_reach(planner_catalog):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    gate = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog)
    plan = gate.plan("book me 2 returns to york from leeds for sat 12th, morning train")
    assert plan.kind == "chat" and not plan.calls and plan.reply.startswith("I can't book travel tickets")  # "Me 2 returns"
