"""Everyday requests from blind sets 107–110, written after the changes for sets 103–106 to measure them at first sight (an
Angolan salon in Lambeth, an Austrian Kaffeehaus in Edinburgh, a Barnsley allotment secretary who dictates long voice notes; a
Welsh primary teacher in Carmarthen, a Turkish Airbnb host in Istanbul, an Afrikaans citrus farmer; a Polish cleaning company
in Edinburgh, a Danish bakery in York, a grandmother asking an assistant for the first time; a Cuban cafecito window in
Hialeah, a Sicilian fishmonger in Glasgow, a Cantonese takeaway in Manchester writing Kongish), written on Monday 23 November
2026: the method each means, and what was planned at first sight."""

from __future__ import annotations

import pytest


def _day(plan) -> str:
    body = plan.calls[0].arguments["body"]
    return body["start"].get("date") or body["start"]["dateTime"][:10]


def test_polite_questions_and_kongish_particles_are_read_plainly():
    from core.planner.shorthand import expand

    assert expand("Would you be able to tell me what I have got on this week?") == "what I have got on this week?"
    assert expand("the call gas engineer thing in my to do, done already, tick it la") == \
        "the call gas engineer thing in my to-do list, done already, tick it"


def test_days_said_with_next_week_fall_in_next_week(gate):
    assert _day(gate.plan("book the dentist next week tuesday at 3pm")) == "2026-12-01"  # the 24th at first sight
    assert _day(gate.plan("move the meeting with the bank to tuesday next week, same time")) == "2026-12-01"
    plan = gate.plan("put the winter fair in the calendar, monday and tuesday next week")
    assert plan.calls[0].arguments["body"]["start"] == {"date": "2026-11-30"}
    assert plan.calls[0].arguments["body"]["end"] == {"date": "2026-12-02"}
    assert _day(gate.plan("book the dentist tuesday at 3pm")) == "2026-11-24"  # this week's, as before


@pytest.mark.parametrize(("request_text", "method"), [
    ("Would you be able to tell me what I have got on this week?", "calendar.events.list"),  # an event read
    ("How do I get you to remind me to put the recycling out on Wednesday night?", "tasks.tasks.insert"),  # a task read
    ("Is there an email from the doctors surgery about my flu jab? They said they would write to me",
     "gmail.users.messages.list"),  # a message untrashed
    ("Can you show me my list of jobs?", "tasks.tasks.list"),  # calendars listed
    ("What is in my Documents folder? My granddaughter told me to keep everything in there", "files.list"),
    ("council send me email about food hygiene inspection mh? find for me la, cant rmb when they come",
     "gmail.users.messages.list"),  # send-as aliases listed
    ("the call gas engineer thing in my to do, done already, tick it la", "tasks.tasks.patch"),  # the tasks listed
    ("Bilal brother Hamza maybe come drive weekend, save his number sin, 07700 900189",
     "people.people.createContact"),  # a shared drive made
    ("I did a newsletter in the summer the one with the show results in and Maureen's marrow on the front and I put it on "
     "that google drive thing our Karen set up can you find it", "drive.files.list"),  # shared drives listed
    ("oh and the hospital rang me on the landline this morning I was still in me dressing gown they've moved me eye "
     "appointment from wednesday to friday same time apparently the consultant's off so can you change that on the calendar",
     "calendar.events.patch"),  # the appointment deleted
    ("share the file with ali@example.com", "drive.permissions.create"),  # a new file called "Share the file with Ali"
    ("find the invoice from Lusofood", "gmail.users.messages.list"),  # an ads account's invoices
    ("find last week's invoice", "gmail.users.messages.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "now then I was talking to Pat over the fence and she says have you had your garlic in yet and I says no so when should I "
    "be putting me garlic in and is it too late now",  # a free/busy query for Christmas Day
    "cooked rice leftover tonight can keep til tmrw make fried rice mh? how long ho",  # an event made
])
def test_advice_is_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_a_text_file_said_is_read_and_who_ordered_asks_the_rows(gate):
    plan = gate.plan("what does the allergen list say about frøsnapper? it's allergener.txt on the desktop")
    assert plan.calls[0].method == "files.read"  # the Desktop listed at first sight
    assert plan.calls[0].arguments["path"] == "~/Desktop/allergener.txt"
