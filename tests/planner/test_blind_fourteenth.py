"""Everyday requests from the fourteenth blind set (a community pharmacist, a first-year student, an allotment
society's secretary): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import base64
import email
from email import policy

import pytest

from tests.planner.plans import date_kept, only_call


def _text(call) -> str:
    body = call.arguments["body"]
    raw = body.get("raw") or body["message"]["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    return str(message.get_content()).strip()


@pytest.mark.parametrize(("request_text", "method"), [
    ("add tesco shop £23.40 on 5/10 to my Budget 24/25 sheet", "sheets.spreadsheets.values.append"),
    ("mark 'read Giddens ch 4' as done on my task list", "tasks.tasks.patch"),
    ("my café shift on sat 12 oct is now 8am-2pm instead of 9-3, can you update it", "calendar.events.patch"),
    ("Could you add a heading 'References' at the end of the SOC101 Group Project - Plan doc?", "docs.documents.batchUpdate"),
    ("Make a new calendar called 'Café shifts' so my work stuff is separate from uni.", "calendar.calendars.insert"),
    ("clear all the done stuff off my 'Uni' task list", "tasks.tasks.clear"),
    ("take Ken Bridges off the waiting list in plots.db, hes moved to Leeds", "sqlite.delete"),
    ("email committee@example.com: AGM is Tues 5 Nov 7.30pm in the pavilion, agenda to follow", "gmail.users.messages.send"),
    ("delete the old expenses spreadsheet", "drive.files.update"),  # to the Bin; it created a spreadsheet of that name
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_files_and_ids_are_what_the_student_means(planner):
    binned = planner.plan("delete the old expenses spreadsheet")
    assert binned.calls[0].arguments == {"body": {"trashed": True}}  # never emptyTrash, never a new file
    assert planner.plan("permanently delete the 'Old notes' doc").calls[0].method == "drive.files.delete"
    comment = planner.plan('leave a comment on the SOC101 Group Project - Plan doc saying "maya can u add sources for '
                           'section 2 by sun 20 oct pls"')
    assert "fileId" not in comment.calls[0].arguments  # "SOC101" is a course, not the file's id
    assert planner.lookup(comment).calls[0].arguments["q"] == ("name contains 'SOC101' and name contains 'Group' and name "
                                                               "contains 'Project' and name contains 'Plan' and trashed = false")
    heading = planner.plan("Could you add a heading 'References' at the end of the SOC101 Group Project - Plan doc?")
    assert "'References'" not in planner.lookup(heading).calls[0].arguments["q"]  # the heading is text, not the doc
    shop = planner.plan("add tesco shop £23.40 on 5/10 to my Budget 24/25 sheet")
    assert shop.calls[0].arguments["body"] == {"values": [["tesco shop", "£23.40", "5/10"]]}
    asked = only_call(planner.plan("has raj@example.com emailed me about the electricity bill??"))
    assert asked.arguments["q"] == "from:raj@example.com electricity bill"


def test_messages_notes_and_places_as_the_pharmacist_and_gardener_say_them(planner):
    away = only_call(planner.plan("Please set up an out-of-office reply from 21 October to 28 October saying I'm on leave and "
                                  "to contact Emma Lewis at emma.lewis@example.com for anything urgent."))
    assert "emma.lewis@example.com" in away.arguments["body"]["responseBodyPlainText"]  # her address is the message
    audit = only_call(planner.plan("make a note - CD register audit due 29 nov, check sched 2 running balances b4 then"))
    assert audit.arguments["text"] == "CD register audit due 29 nov, check sched 2 running balances b4 then"
    tote = only_call(date_kept(planner, "add to my tasks: ring Alliance about the missing tote from tues delivery, due Fri 4 Oct"))
    assert tote.arguments["body"]["title"] == "Ring Alliance about the missing tote from tues delivery"
    seeds = only_call(planner.plan("draft (dont send yet) a seed order to orders@example.com - 2 pkts Kelvedon Wonder peas, "
                                   "1 Musselburgh leeks, 3 Boltardy beetroot"))
    assert _text(seeds) == "2 pkts Kelvedon Wonder peas, 1 Musselburgh leeks, 3 Boltardy beetroot"
    show = only_call(planner.plan("Put the annual show in my calendar: Saturday 23rd August 2025, 10am to 4pm, St Mark's church hall."))
    assert show.arguments["body"]["location"] == "St Mark's church hall"
    spam = planner.plan("bin that email from Garden Gnome Deals, its spam")
    assert planner.lookup(spam).calls[0].arguments["q"] == 'from:"Garden Gnome Deals"'


def test_a_repeating_event_said_with_its_weeks_starts_on_its_day_and_stops(planner):
    lecture = only_call(planner.plan("add my Intro to Psych lecture every monday 10-11am in LT2, from 30 sept to 9 dec")).arguments["body"]
    assert lecture["summary"] == "Intro to Psych lecture"
    assert lecture["start"]["dateTime"] == "2027-10-04T10:00:00+01:00"  # the first Monday from 30 Sept (a Thursday)
    assert lecture["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20271209T225959Z"]  # through 9 Dec, not forever
    yoga = only_call(planner.plan("yoga every tuesday at 6pm until 15 december")).arguments["body"]
    assert yoga["start"]["dateTime"] == "2026-11-24T18:00:00+01:00"  # next Tuesday; it started on the 15th
    assert yoga["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215T225959Z"]
    assert only_call(planner.plan("add Dentist to Work calendar on friday at 3")).arguments["body"]["summary"] == "Dentist"
