"""Everyday requests from the forty-fifth and forty-sixth blind sets (an upholsterer, a netball league secretary, a
record seller; a Christmas tree grower, a foot health practitioner, a funeral celebrant), written on Friday 27 November
2026, and the method each means."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("did the linwood order confirmation come thru? ordered the sage velvet on mon", "gmail.users.messages.list"),  # Play orders
    ("any emails from bookings@wrexhamleisure.co.uk can they go straight in the Court Bookings label",
     "gmail.users.settings.filters.create"),  # one message labelled
    ("anything with tree order in the subject put it in my Orders label n skip the inbox", "gmail.users.settings.filters.create"),
    ("committee mtg wed 7.30-9 needs moving to thurs same time", "calendar.events.patch"),  # a new event 'Committee meeting needs moving'
    ("shrewsbury record fair sat 12th dec at the music hall, setting up from 8, doors 10 til 4. put it in",
     "calendar.events.insert"),  # a database row ('record')
    ("make a new label Wholesale 2026", "gmail.users.labels.create"),  # a database row
    ("make a new label called Wholesale", "gmail.users.labels.create"),  # a Meet space
    ("just quick add farmers market faversham sat 12th dec 8am", "calendar.events.quickAdd"),
    ("add 'she never missed a saturday at carrow road' to the end of the margaret ellis eulogy", "docs.documents.batchUpdate"),
    ("add 'eggs' to the end of my shopping list", "tasks.tasks.insert"),  # a new calendar called 'eggs'
    ("and delete my visit with the cooper family mon 7th", "calendar.events.delete"),  # a new all-day event
    ("whats lowri parrys number? gresford captain", "people.people.searchContacts"),  # people.get, asking for a resource name
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_pricing_advice_is_chat(planner_catalog):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog).plan(
        "is £45 a seat too cheap for recovering dining chair seats if the customer brings their own fabric? feel like im undercharging")
    assert plan.kind == "chat" and not plan.calls  # a reseller subscription's seats were changed


def test_what_the_tree_grower_would_notice(planner):
    orders = only_call(planner.plan("anything with tree order in the subject put it in my Orders label n skip the inbox")).arguments["body"]
    assert orders == {"criteria": {"subject": "tree order"}, "action": {"removeLabelIds": ["INBOX"], "addLabelIds": ["Orders"]}}
    market = only_call(planner.plan("just quick add farmers market faversham sat 12th dec 8am"))
    assert market.arguments["text"] == "farmers market faversham sat 12th dec 8am"  # 'just quick add' was part of the event
    label = only_call(planner.plan("make a new label Wholesale 2026")).arguments["body"]
    assert label == {"name": "Wholesale 2026"}


def test_a_contact_found_by_the_name_said(planner):
    for said, name in (("whats lowri parrys number? gresford captain", "lowri parry"),
                       ("whats petes number, the chap from the garden centre in ashford", "pete"),  # 'garden centre'
                       ("whats daves mobile", "dave")):  # 'daves', which finds no Dave
        assert only_call(planner.plan(said)).arguments["query"] == name


def test_a_days_hours_said_the_way_people_say_them(planner):
    def hours(request):
        body = only_call(planner.plan(request)).arguments["body"]
        return body["start"].get("dateTime", body["start"].get("date"))[:16], body["end"].get("dateTime", body["end"].get("date"))[:16]

    assert hours("shrewsbury record fair sat 12th dec at the music hall, setting up from 8, doors 10 til 4. put it in") == (
        "2026-12-12T08:00", "2026-12-12T16:00")  # all day: 'doors 10 til 4' was not read, nor the setting up
    assert hours("craft fair sat 12th dec, doors 10 til 4") == ("2026-12-12T10:00", "2026-12-12T16:00")
    assert hours("quiz night fri 4th dec at 7") == ("2026-12-04T19:00", "2026-12-04T20:00")  # 07:00
    assert hours("choir fri 4th dec at 7.30") == ("2026-12-04T19:30", "2026-12-04T20:30")  # 07:30
    assert hours("quiz night fri 4th dec from 7") == ("2026-12-04T19:00", "2026-12-04T20:00")  # all day
