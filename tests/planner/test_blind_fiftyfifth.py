"""Everyday requests from the fifty-fifth and fifty-sixth blind sets (a dry stone waller, a taxi driver, a lifeboat shop
volunteer; a wedding DJ, a sub-postmistress, a signwriter), written on Friday 27 November 2026; each was planned wrong
at first sight, several of them dangerously (the whole Desktop deleted, a shared drive created, an event made for a
cancelled one)."""

from __future__ import annotations

import pytest

from core.planner.relevance import RelevanceGate
from tests.planner.plans import THURSDAY, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("whos got access to my Portfolio folder on drive? think i shared it with a magazine once", "drive.permissions.list"),  # drives.create
    ("can u export my Taxi Accounts 2026 sheet as excel, the accountant wants it", "drive.files.export"),  # a tab copied
    ("read me back what i put in the Christmas Opening Hours doc, someones asking about boxing day", "docs.documents.get"),  # batchUpdate
    ("check my PAT testing sheet, when are the lights due", "sheets.spreadsheets.values.get"),  # the spreadsheet's metadata
    ("post office cash audit thurs 10th dec 2pm, they said itll take an hour", "calendar.events.insert"),  # a blog post
    ("the frasers wont need the airport pickup sat morning after all, theyre staying on. take it out the calendar",
     "calendar.events.delete"),  # a new event for the pickup
    ("the site visit at the old crown on weds is off, they want to leave it til the new year. delete it",
     "calendar.events.delete"),  # a Search Console site deleted
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_folder_named_on_the_desktop_is_deleted_or_moved_never_the_desktop(planner):
    for request in ("delete the Mixes 2019 OLD folder off the desktop, its all on the hard drive now",
                    "delete the Mixes 2019 OLD folder on my desktop"):
        call = planner.plan(request).calls[0]  # path '~/Desktop', and a Drive file for the first
        assert (call.method, call.arguments["path"]) == ("files.delete", "~/Desktop/Mixes 2019 OLD"), request
    moved = only_call(planner.plan("move the Mixes 2019 OLD folder on my desktop to Documents"))
    assert moved.arguments["source"] == "~/Desktop/Mixes 2019 OLD"  # the whole Desktop moved into Documents
    asked = planner.plan("delete my desktop folder")
    assert asked.kind == "clarify" and "path" not in asked.calls[0].arguments


def test_both_days_asked_about_are_looked_at(planner):
    listed = only_call(planner.plan("am i booked owt on the 8th or 9th dec? mick dinsdale wants me up at hebden to look at his wall"))
    assert listed.method == "calendar.events.list"  # OAuth token info
    assert (listed.arguments["timeMin"][:10], listed.arguments["timeMax"][:10]) == ("2026-12-08", "2026-12-10")  # the 9th only


def test_a_time_put_right_moves_the_event_to_it(planner):
    plan = planner.plan("royal mail are collecting at 3 not 4 on fri 18th for the last xmas collection, change it")
    call = plan.calls[0]  # a Gmail message taken out of the Bin, then a calendar watch
    assert call.method == "calendar.events.patch"
    assert call.arguments["body"]["start"] == {"dateTime": "2026-12-18T15:00:00+00:00"}


def test_a_task_made_due_another_day_is_changed_not_added(planner):
    call = planner.plan("that buy new uplighters task, make it due fri 4th not end of the month").calls[0]
    assert (call.method, call.arguments["body"]["due"]) == ("tasks.tasks.patch", "2026-12-04T00:00:00.000Z")  # an event, then a new task


def test_a_question_starting_whens_is_no_event(planner):
    gate = RelevanceGate(planner, planner.catalog)
    assert gate.plan("whens the last 2nd class posting day before xmas this year").kind == "chat"  # a blog post, then an event


def test_advice_and_knowledge_stay_chat(planner):
    gate = RelevanceGate(planner, planner.catalog)
    for request in ("whats the right batter for a dales wall, is it 1 in 6 or am i thinking of summat else",
                    "a visitor asked whats the diff between the big boat n the little inflatable one and i fluffed it. quick answer?",
                    "can we claim gift aid on the raffle money from the fair",
                    "give us some first dance ideas that arent perfect by ed sheeran, couple are in there 50s",
                    "can i put the whole van down as a business expense if i use it for the big shop at the wkend too"):
        assert gate.plan(request).kind == "chat", request  # OAuth user info, Forms, fact checks, Idea Hub, a note
