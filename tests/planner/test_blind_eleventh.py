"""Everyday requests from the eleventh blind set (a café owner, a freelance translator, a volunteer coach of a
kids' football team): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import base64
import datetime as dt
import email
from email import policy

import pytest

from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("what's in the Glossary_DE-EN sheet, columns A to C", "sheets.spreadsheets.values.get"),  # no Translation API glossary
    ("did I write any notes about Gewährleistung?", "notes.search"),  # a question, not a file to write
    ("players.db - Noah Fischer's shirt number is 9 now", "sqlite.update"),
    ("Please add the away match vs Riverside Rovers on Saturday 20 September, kick-off 10:30, at Riverside Rec Ground.",
     "calendar.events.insert"),  # an away match is no "away" status in Google Chat
    ("any emails from parents this week about lifts to the away game?", "gmail.users.messages.list"),
    ("clear all the ticked off tasks in my Team admin list", "tasks.tasks.clear"),
    ("add a line at the bottom of the 'Kit list' doc: Spare GK gloves (size 6) - Coach brings", "docs.documents.batchUpdate"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def _ms(day: str) -> str:  # requests are read on Monday 2026-11-23 (tests/planner/plans.py)
    return str(int(dt.datetime.fromisoformat(day).timestamp() * 1000))


def test_values_as_the_cafe_owner_says_them(planner):
    week = only_call(planner.plan("what have i got on in the calendar next week"))
    assert "timeZone" not in week.arguments  # "the calendar" is no time zone
    away = only_call(planner.plan("set an out of office on my email from 1st to 15th August: 'The café is closed for "
                                  "our summer break, we reopen on Sat 16 Aug. Thanks, Fern'")).arguments["body"]
    assert (away["startTime"], away["endTime"]) == (_ms("2027-08-01T00:00:00+01:00"), _ms("2027-08-16T00:00:00+01:00"))
    row = planner.plan("add a row to the Opening Hours sheet: Bank Holiday Mon 25 Aug | 9:00 | 15:00")
    assert row.calls[0].arguments["body"] == {"values": [["Bank Holiday Mon 25 Aug", "9:00", "15:00"]]}
    event = only_call(planner.plan("add event Dentist tomorrow at 3"))
    assert set(event.arguments) == {"calendarId", "body"} and event.arguments["body"]["summary"] == "Dentist"  # 3 is the hour
    assert event.arguments["body"]["start"]["dateTime"] == "2026-11-24T15:00:00+01:00"


def test_what_the_translator_writes_and_names(planner):
    label = only_call(planner.plan("create a gmail label Clients/Hartmann"))
    assert label.arguments["body"] == {"name": "Clients/Hartmann"}  # a nested label, not "Gmail label …" nor a path
    saved = only_call(planner.plan("save a txt file at termbase_todo.txt saying: check 'Gewährleistung' vs "
                                   "'Garantie' with client before delivery"))
    assert saved.arguments["content"] == "check 'Gewährleistung' vs 'Garantie' with client before delivery"
    draft = only_call(planner.plan("Could you draft an email to hello@oatco.example.com asking for a quote on 40 cartons "
                                   "of barista oat milk a week? Don't send it yet."))
    raw = draft.arguments["body"]["message"]["raw"]
    text = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    assert str(text.get_content()).strip() == "Could I ask for a quote on 40 cartons of barista oat milk a week?"


def test_a_named_task_list_of_several_words_is_looked_up(planner):
    plan = planner.plan("clear all the ticked off tasks in my Team admin list")
    assert planner.lookup(plan).calls[0].method == "tasks.tasklists.list"
    done = only_call(planner.resolve(plan, {"items": [{"id": "L1", "title": "Team admin"}, {"id": "L2", "title": "Home"}]}))
    assert done.arguments == {"tasklist": "L1"}


def test_what_she_is_told_is_said_to_her(planner):
    # "tell her she's on the sat shift": the e-mail goes to her, so it says "you're on the sat shift".
    call = only_call(planner.plan("email priya@example.com and tell her next week's rota is up and she's on the sat "
                                  "morning shift 7-1"))
    raw = call.arguments["body"]["raw"]
    text = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    assert str(text.get_content()).strip() == "Next week's rota is up and you're on the sat morning shift 7-1"
    told = only_call(planner.plan("email tom@example.com and tell him he needs to bring his boots, I'll pick him up at 9"))
    raw = told.arguments["body"]["raw"]
    text = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    assert str(text.get_content()).strip() == "You need to bring your boots, I'll pick you up at 9"


def test_a_file_is_looked_up_by_its_whole_name_and_a_count_is_no_file(planner):
    comment = planner.plan("leave a comment on the Kit order doc: need 4 more shirts in size 9-10")
    assert planner.lookup(comment).calls[0].arguments["q"] == "name contains 'Kit' and name contains 'order' and trashed = false"
    photos = planner.plan("who has access to the Match photos 2025 folder in drive?")
    assert planner.lookup(photos).calls[0].arguments["q"] == "name contains 'Match' and name contains '2025' and trashed = false"
    old = planner.plan("delete the 2 old expense files")
    assert old.kind == "clarify" and "path" not in old.calls[0].arguments  # asked which, never a file called "2"
