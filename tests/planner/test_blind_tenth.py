"""Everyday requests from the tenth blind set (a travelling sales rep, a parent planning a birthday party, a
beekeeper who sells honey): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("my flight got delayed, push the Henderson meeting tomorrow from 9 to 11", "calendar.events.patch"),
    ("share the 'Q3 Territory Plan' doc with my manager lisa.wong@example.com, she only needs to comment",
     "drive.permissions.create"),
    ("how much did we sell in total in May? its in sales.db, the orders table", "sqlite.query"),
    ("in the Party Checklist doc add a line: order cake from Sweet Spot by the 19th", "docs.documents.batchUpdate"),
    ("whats the number for Olivia's mom? i think her name is Jen Walsh", "people.people.searchContacts"),
    ("what's in my party photos folder", "files.list"),
    ("trash the old 'Market Flyer 2022' in drive", "drive.files.update"),
    ("add sue.marsh@example.com as a guest to the Saturday farmers market event", "calendar.events.patch"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_times_titles_and_lists_as_a_parent_says_them(planner):
    swim = only_call(planner.plan("swim lessons every tuesday 4:30 to 5:15 starting next week, put it in my calendar"))
    body = swim.arguments["body"]
    assert body["summary"] == "Swim lessons" and body["start"]["dateTime"].endswith("T16:30:00+01:00")  # after school
    free = only_call(planner.plan("am i free anytime friday afternoon between 1 and 5?")).arguments["body"]
    assert (free["timeMin"], free["timeMax"]) == ("2026-11-27T13:00:00+01:00", "2026-11-27T17:00:00+01:00")
    task = only_call(planner.plan("remind me to submit my expense report by friday")).arguments["body"]
    assert task["title"] == "Submit my expense report"
    school = planner.plan("what's still on my School to-do list?")
    assert school.calls[0].arguments == {"showCompleted": False}
    (found,) = planner.resolve(school, {"items": [{"id": "L1", "title": "School"}, {"id": "L2", "title": "Groceries"}]}).calls
    assert found.arguments == {"tasklist": "L1", "showCompleted": False}


def test_what_is_looked_for(planner):
    reply = planner.plan("reply to Mark's email about the Q3 pricing and tell him the 8% discount is approved")
    assert planner.lookup(reply).calls[0].arguments["q"] == "from:Mark q3 pricing -in:sent"  # not the reply's own words
    oxalic = only_call(planner.plan("find the file on my computer where i wrote about the varroa treatment, something with oxalic"))
    assert oxalic.arguments == {"query": "varroa treatment oxalic"}
    contact = planner.plan("whats the number for Olivia's mom? i think her name is Jen Walsh")
    assert contact.calls[0].arguments["query"] == "Jen Walsh"
