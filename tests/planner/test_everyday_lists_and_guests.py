"""Everyday requests found by a probe of 30 new ones: how many and in which order to list, to-dos with a
due day, time blocks, files and calendars found by name, guests added to an event that exists."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner import Planner

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))  # a Monday
DENTIST = {"items": [
    {"id": "ev1", "summary": "Dentist appointment", "attendees": [{"email": "me@example.com", "organizer": True}],
     "start": {"dateTime": "2026-11-25T10:00:00+01:00"}, "end": {"dateTime": "2026-11-25T10:30:00+01:00"}},
    {"id": "ev2", "summary": "Team sync", "start": {"dateTime": "2026-11-25T11:00:00+01:00"},
     "end": {"dateTime": "2026-11-25T11:30:00+01:00"}},
]}


@pytest.fixture(scope="module")
def planner(planner_catalog):
    return Planner(None, planner_catalog, clock=lambda: NOW)


def only_call(plan):
    assert plan.kind == "calls" and len(plan.calls) == 1, plan
    return plan.calls[0]


def test_how_many_items_and_in_which_order(planner):
    emails = only_call(planner.plan("Show me the last 5 emails"))
    assert emails.method == "gmail.users.messages.list" and emails.arguments["maxResults"] == 5
    files = only_call(planner.plan("Show my 10 most recent files in Drive"))
    assert files.method == "drive.files.list"
    assert files.arguments == {"orderBy": "modifiedTime desc", "pageSize": 10}  # no name filter, no team drives
    nxt = only_call(planner.plan("What's my next meeting?"))
    assert nxt.method == "calendar.events.list"
    assert nxt.arguments == {"calendarId": "primary", "maxResults": 1, "orderBy": "startTime",
                             "singleEvents": True, "timeMin": "2026-11-23T09:30:00+01:00"}


def test_mail_of_a_day_is_searched_in_the_users_own_time_zone(planner):
    call = only_call(planner.plan("Who emailed me today?"))
    assert call.method == "gmail.users.messages.list"  # it was gmail.users.stop
    start = int(dt.datetime(2026, 11, 23, tzinfo=NOW.tzinfo).timestamp())
    assert call.arguments["q"] == f"after:{start} before:{start + 86400}"
    from_sarah = only_call(planner.plan("Show emails from Sarah yesterday"))
    assert from_sarah.arguments["q"] == f"from:Sarah after:{start - 86400} before:{start}"


def test_a_to_do_gets_its_due_day_and_a_clean_title(planner):
    call = only_call(planner.plan("Create a task to renew my passport due next Friday"))
    assert call.method == "tasks.tasks.insert"
    assert call.arguments["body"] == {"title": "Renew my passport", "due": "2026-11-27T00:00:00.000Z"}
    rent = only_call(planner.plan("Add a reminder to pay rent on the 1st"))
    assert rent.arguments["body"] == {"title": "Pay rent", "due": "2026-12-01T00:00:00.000Z"}


def test_a_blocked_or_booked_time_is_an_event_of_that_length_named_for_its_purpose(planner):
    focus = only_call(planner.plan("Block two hours tomorrow morning for focus time"))
    assert focus.arguments["body"] == {"summary": "Focus time", "start": {"dateTime": "2026-11-24T09:00:00+01:00"},
                                       "end": {"dateTime": "2026-11-24T11:00:00+01:00"}}
    booked = only_call(planner.plan("Book an hour on Friday at 3pm for planning"))
    assert booked.method == "calendar.events.insert"  # it was the Books API
    assert booked.arguments["body"]["summary"] == "Planning"


def test_a_drive_file_named_in_the_request_is_looked_up_by_its_whole_name(planner):
    asked = planner.plan("Delete old_report.pdf from my Drive")
    assert asked.kind == "clarify"  # the name is no fileId (it was sent as one)
    (listing,) = planner.lookup(asked).calls
    assert listing.method == "drive.files.list"
    assert listing.arguments == {"q": "name = 'old_report.pdf' and trashed = false"}
    done = planner.resolve(asked, {"files": [{"id": "1AbC", "name": "old_report.pdf"}]})
    assert only_call(done).arguments == {"fileId": "1AbC"}


def test_a_calendar_named_in_the_request_is_found_in_the_users_calendar_list(planner):
    asked = planner.plan("Rename my Gym calendar to Fitness")
    (listing,) = planner.lookup(asked).calls
    assert listing.method == "calendar.calendarList.list"
    done = planner.resolve(asked, {"items": [{"id": "me@example.com", "summary": "me@example.com"},
                                             {"id": "gym@group.calendar.google.com", "summary": "Gym"}]})
    assert only_call(done).arguments == {"calendarId": "gym@group.calendar.google.com", "body": {"summary": "Fitness"}}


def test_changing_an_appointment_to_a_time_moves_it_there(planner):
    asked = planner.plan("Update my dentist appointment to Thursday at 4pm")
    listing = planner.lookup(asked).calls[0]
    assert listing.arguments["timeMin"] == "2026-11-23T09:30:00+01:00"  # upcoming ones, not Thursday 4pm
    done = only_call(planner.resolve(asked, DENTIST))
    assert done.arguments["body"] == {"start": {"dateTime": "2026-11-26T16:00:00+01:00"},
                                      "end": {"dateTime": "2026-11-26T16:30:00+01:00"}}


def test_a_guest_joins_an_existing_event_and_its_guests_stay(planner):
    asked = planner.plan("Invite joe@example.com to my dentist appointment")
    assert asked.calls[0].method == "calendar.events.patch"  # it was a list of events
    done = only_call(planner.resolve(asked, DENTIST))
    assert done.arguments["eventId"] == "ev1"
    assert done.arguments["body"] == {"attendees": [{"email": "me@example.com", "organizer": True},
                                                    {"email": "joe@example.com"}]}
    no_address = planner.plan("Invite Anna to the team sync")
    assert no_address.kind == "clarify" and "the guest's e-mail address" in no_address.reply


def test_inviting_to_a_new_event_at_a_time_creates_it(planner):
    call = only_call(planner.plan("Invite bob@example.com to lunch tomorrow at noon"))
    assert call.method == "calendar.events.insert"
    assert call.arguments["body"]["summary"] == "Lunch"
    assert call.arguments["body"]["attendees"] == [{"email": "bob@example.com"}]
