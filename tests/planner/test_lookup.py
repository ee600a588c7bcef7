"""Finding the object a request names by title or time through its resource's list method."""

from __future__ import annotations

import pytest

from core.planner.lookup import items_of

EVENTS = {"kind": "calendar#events", "items": [
    {"id": "e1", "summary": "Team sync", "start": {"dateTime": "2026-11-23T16:00:00+01:00"}},
    {"id": "e2", "summary": "Lunch with Anna", "start": {"dateTime": "2026-11-24T12:00:00+01:00"}},
    {"id": "e3", "summary": "Lunch with Ben", "start": {"dateTime": "2026-11-25T12:00:00+01:00"}},
]}



def test_the_list_call_uses_the_parents_found_and_the_time_named(planner):
    asked = planner.plan("Cancel my 4pm meeting")
    listing = planner.lookup(asked)
    (call,) = listing.calls
    assert call.method == "calendar.events.list"
    assert call.arguments == {"calendarId": "primary", "timeMax": "2026-11-23T17:00:00+01:00",
                              "timeMin": "2026-11-23T16:00:00+01:00"}
    assert call.scopes == ["https://www.googleapis.com/auth/calendar.events.readonly"]  # a read, least privilege
    done = planner.resolve(asked, EVENTS)
    assert done.kind == "calls" and done.calls[0].arguments == {"calendarId": "primary", "eventId": "e1"}
    assert "'Team sync' (2026-11-23 16:00)" in done.summary


def test_several_matches_are_offered_and_the_answer_picks_one(planner):
    asked = planner.plan("Delete the lunch from my calendar")
    which = planner.resolve(asked, EVENTS)
    assert which.kind == "clarify" and [c[1] for c in which.choices] == ["e2", "e3"]
    assert "1. 'Lunch with Anna' (2026-11-24 12:00); 2. 'Lunch with Ben'" in which.reply
    picked = planner.complete(which, "the second one")
    assert picked.kind == "calls" and picked.calls[0].arguments["eventId"] == "e3"
    assert planner.complete(which, "Anna").calls[0].arguments["eventId"] == "e2"


def test_nothing_matching_is_said_and_nothing_runs(planner):
    asked = planner.plan("Delete the dentist appointment from my calendar")
    none = planner.resolve(asked, EVENTS)
    assert none.kind == "chat" and none.calls == [] and "found nothing that matches" in none.reply


def test_local_notes_are_looked_up_too(planner):
    asked = planner.plan("Delete the note about the old address")
    assert [c.method for c in planner.lookup(asked).calls] == ["notes.list"]
    rows = {"columns": ["id", "title", "text"], "rows": [[1, "Shopping", "milk"], [2, "Old address", "12 Elm St"]]}
    assert items_of(rows)[1] == {"id": 2, "title": "Old address", "text": "12 Elm St"}
    done = planner.resolve(asked, rows)
    assert done.calls[0].arguments == {"note_id": "2"}


def test_a_plan_that_lacks_no_id_needs_no_lookup(planner):
    assert planner.lookup(planner.plan("Add a dentist appointment to my calendar")) is None  # it lacks a time
    assert planner.lookup(planner.plan("Add a dentist appointment tomorrow at 3pm")) is None  # complete


def test_gmail_and_drive_look_ups_search_first(planner):
    asked = planner.plan("Open the latest email from Sarah")
    (listing,) = planner.lookup(asked).calls
    assert (listing.method, listing.arguments) == ("gmail.users.messages.list", {"userId": "me", "q": "from:Sarah"})
    newest_first = {"messages": [{"id": "m9", "threadId": "m9"}, {"id": "m4", "threadId": "m4"}]}
    assert planner.resolve(asked, newest_first).calls[0].arguments == {"userId": "me", "id": "m9"}

    asked = planner.plan("Move that newsletter email to the trash")
    assert planner.lookup(asked).calls[0].arguments["q"] == "newsletter"
    which = planner.resolve(asked, newest_first)  # ids only, no "latest": the user picks
    assert which.kind == "clarify" and [c[1] for c in which.choices] == ["m9", "m4"]

    asked = planner.plan("Delete the old draft file from my Drive")
    assert planner.lookup(asked).calls[0].arguments == {"q": "name contains 'draft' and trashed = false"}
    files = {"files": [{"id": "f1", "name": "Draft v1"}, {"id": "f2", "name": "Budget"}]}
    assert planner.resolve(asked, files).calls[0].arguments == {"fileId": "f1"}


SYNC = {"items": [{"id": "e1", "summary": "Team sync", "start": {"dateTime": "2026-11-26T16:00:00+01:00"},
                   "end": {"dateTime": "2026-11-26T16:30:00+01:00"}},
                  {"id": "e4", "summary": "Dentist appointment", "start": {"dateTime": "2026-11-27T09:00:00+01:00"},
                   "end": {"dateTime": "2026-11-27T10:00:00+01:00"}}]}


def test_a_reschedule_moves_the_found_event_and_keeps_the_rest(planner):
    # "to 11am" is the new time, not which event: the upcoming events are searched, the event stays on its
    # own day and keeps its length, and only start/end are sent (a patch never renames it).
    asked = planner.plan("Reschedule the dentist appointment to 11am")
    assert asked.calls[0].method == "calendar.events.patch"
    assert planner.lookup(asked).calls[0].arguments == {"calendarId": "primary", "timeMin": "2026-11-23T09:30:00+01:00"}
    done = planner.resolve(asked, SYNC)
    assert done.calls[0].arguments == {"calendarId": "primary", "eventId": "e4", "body": {
        "start": {"dateTime": "2026-11-27T11:00:00+01:00"}, "end": {"dateTime": "2026-11-27T12:00:00+01:00"}}}
    moved = planner.resolve(planner.plan("Move the team sync to Friday"), SYNC)
    assert moved.calls[0].arguments["body"] == {"start": {"dateTime": "2026-11-27T16:00:00+01:00"},
                                                "end": {"dateTime": "2026-11-27T16:30:00+01:00"}}


def test_the_time_before_to_says_which_event(planner):
    asked = planner.plan("Move my 4pm meeting to 5pm")
    assert planner.lookup(asked).calls[0].arguments["timeMin"] == "2026-11-23T16:00:00+01:00"
    done = planner.resolve(asked, EVENTS)
    assert done.calls[0].arguments["eventId"] == "e1"
    assert done.calls[0].arguments["body"]["start"] == {"dateTime": "2026-11-23T17:00:00+01:00"}


@pytest.mark.parametrize(("request_text", "body"), [
    ("Change the title of Friday's event to Team Lunch", {"summary": "Team Lunch"}),
    ("Mark the laundry task as done", {"status": "completed"}),
    ("Mark the laundry task as not done", {"status": "needsAction"}),
    ('Rename the Drive file "notes" to "meeting notes"', {"name": "meeting notes"}),
])
def test_a_change_sets_only_what_the_request_changes(planner, request_text, body):
    assert planner.plan(request_text).calls[0].arguments["body"] == body


def test_sharing_a_drive_file_finds_it_and_grants_the_person(planner):
    # The permission names the person and the role ("edit" makes a writer); the file is found by name.
    asked = planner.plan("Share my resume with anna@example.com so she can edit it")
    assert asked.calls[0].method == "drive.permissions.create"
    assert asked.calls[0].arguments["body"] == {"type": "user", "role": "writer", "emailAddress": "anna@example.com"}
    listing = planner.lookup(asked)
    assert [(c.method, c.arguments) for c in listing.calls] == [
        ("drive.files.list", {"q": "name contains 'resume' and trashed = false"})]
    files = {"files": [{"id": "f1", "name": "Budget 2026"}, {"id": "f2", "name": "Resume.pdf"}]}
    done = planner.resolve(asked, files)
    assert done.calls[0].arguments["fileId"] == "f2"
    assert "writer access for anna@example.com" in done.summary and "'Resume.pdf'" in done.summary
    reader = planner.plan("Share the budget folder with bob@example.com")
    assert reader.calls[0].arguments["body"]["role"] == "reader"


def test_sharing_a_calendar_is_an_acl_rule_for_the_person(planner):
    done = planner.plan("Share my work calendar with bob@example.com")
    assert done.calls[0].method == "calendar.acl.insert"
    assert done.calls[0].arguments["body"] == {"role": "reader", "scope": {"type": "user", "value": "bob@example.com"}}


TOMORROW = {"items": [
    {"id": "t1", "summary": "Standup", "start": {"dateTime": "2026-11-24T09:30:00+01:00"}},
    {"id": "t2", "summary": "Budget review", "start": {"dateTime": "2026-11-24T14:00:00+01:00"}},
]}
INBOX = {"messages": [{"id": "m3", "threadId": "m3"}, {"id": "m2", "threadId": "m2"}, {"id": "m1", "threadId": "m1"}]}


def test_all_acts_on_every_object_the_look_up_finds(planner):
    asked = planner.plan("Cancel all my meetings tomorrow")
    (listing,) = planner.lookup(asked).calls
    assert listing.arguments == {"calendarId": "primary", "timeMax": "2026-11-25T00:00:00+01:00",
                                 "timeMin": "2026-11-24T00:00:00+01:00"}  # tomorrow's events
    done = planner.resolve(asked, TOMORROW)
    assert done.kind == "calls"
    assert [c.arguments for c in done.calls] == [{"calendarId": "primary", "eventId": "t1"},
                                                 {"calendarId": "primary", "eventId": "t2"}]  # "all" notifies no one
    assert "each of 2: 'Standup' (2026-11-24 09:30), 'Budget review' (2026-11-24 14:00)" in done.summary
    assert all(c.scopes == ["https://www.googleapis.com/auth/calendar.events"] for c in done.calls)

    only_lunches = planner.resolve(planner.plan("Delete all the lunch events from my calendar"), EVENTS)
    assert [c.arguments["eventId"] for c in only_lunches.calls] == ["e2", "e3"]  # the title still chooses


def test_all_emails_from_a_sender_are_each_changed_and_the_latest_only_one(planner):
    asked = planner.plan("Archive all emails from Groupon")
    assert planner.lookup(asked).calls[0].arguments == {"userId": "me", "q": "from:Groupon"}
    done = planner.resolve(asked, INBOX)
    assert [(c.method, c.arguments) for c in done.calls] == [
        ("gmail.users.messages.modify", {"userId": "me", "id": m, "body": {"removeLabelIds": ["INBOX"]}})
        for m in ("m3", "m2", "m1")]
    assert done.summary.endswith("each of the 3 messages found") and done.reversible

    latest = planner.resolve(planner.plan("Archive the latest email from Groupon"), INBOX)
    assert [c.arguments["id"] for c in latest.calls] == ["m3"]


def test_too_many_objects_for_all_are_refused_plainly(planner):
    from core.planner.planner import MAX_EACH

    many = {"messages": [{"id": f"m{i}", "threadId": f"m{i}"} for i in range(MAX_EACH + 1)]}
    refused = planner.resolve(planner.plan("Mark all emails from Sarah as read"), many)
    assert refused.kind == "chat" and refused.calls == []
    assert f"{MAX_EACH + 1} messages" in refused.reply and "nothing was done" in refused.reply


def test_deleting_an_email_moves_it_to_the_bin_unless_permanence_is_asked(planner):
    binned = planner.resolve(planner.plan("Delete the email from Sarah"), {"messages": [{"id": "m7", "threadId": "m7"}]})
    (call,) = binned.calls
    assert (call.method, call.arguments) == ("gmail.users.messages.trash", {"userId": "me", "id": "m7"})
    assert call.reversible and call.scopes == ["https://www.googleapis.com/auth/gmail.modify"]  # not full mail access

    asked = planner.plan("Permanently delete the email from Sarah")
    assert planner.lookup(asked).calls[0].arguments["q"] == "from:Sarah"
    gone = planner.resolve(asked, {"messages": [{"id": "m7", "threadId": "m7"}]})
    assert gone.calls[0].method == "gmail.users.messages.delete" and not gone.reversible


def test_all_completed_tasks_are_the_completed_ones_only(planner):
    tasks = {"items": [{"id": "a", "title": "Buy milk", "status": "completed"},
                       {"id": "b", "title": "Call mom", "status": "needsAction"},
                       {"id": "c", "title": "Pay rent", "status": "completed"}]}
    done = planner.resolve(planner.plan("Delete all completed tasks"), tasks)
    assert [c.arguments["task"] for c in done.calls] == ["a", "c"]  # "Call mom" is still to do
