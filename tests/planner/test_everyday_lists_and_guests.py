"""Everyday requests found by a probe of 30 new ones: how many and in which order to list, to-dos with a
due day, time blocks, files and calendars found by name, guests added to an event that exists."""

from __future__ import annotations

import datetime as dt

from tests.planner.plans import NOW, only_call

DENTIST = {"items": [
    {"id": "ev1", "summary": "Dentist appointment", "attendees": [{"email": "me@example.com", "organizer": True}],
     "start": {"dateTime": "2026-11-25T10:00:00+01:00"}, "end": {"dateTime": "2026-11-25T10:30:00+01:00"}},
    {"id": "ev2", "summary": "Team sync", "start": {"dateTime": "2026-11-25T11:00:00+01:00"},
     "end": {"dateTime": "2026-11-25T11:30:00+01:00"}},
]}




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


def test_a_number_or_a_phrase_is_never_sent_as_an_objects_id(planner):
    for request, param in [("Change the location of the team sync to Room 4", "eventId"),
                           ("Update John's phone number to 555-9999", "resourceName"),
                           ("What's in cell B2 of the budget sheet?", "spreadsheetId")]:
        plan = planner.plan(request)
        assert plan.kind == "clarify" and param in plan.calls[0].missing, (request, plan)  # found by a look-up
    assert only_call(planner.plan("Delete the event abc123xyz")).arguments["eventId"] == "abc123xyz"


def test_a_spreadsheet_named_in_the_request_is_found_in_drive_by_name_and_kind(planner):
    asked = planner.plan("What's in cell B2 of the budget sheet?")
    (listing,) = planner.lookup(asked).calls
    assert listing.method == "drive.files.list"
    assert listing.arguments == {"q": "mimeType = 'application/vnd.google-apps.spreadsheet' and name contains 'budget' "
                                      "and trashed = false"}
    done = planner.resolve(asked, {"files": [{"id": "1SheetId", "name": "Budget 2026"}]})
    assert only_call(done).arguments == {"spreadsheetId": "1SheetId", "range": "B2"}


def test_gmail_searches_use_gmails_own_operators(planner):
    def q(request):
        return only_call(planner.plan(request)).arguments["q"]

    assert q("Show me unread emails") == "is:unread"
    assert q("Show starred emails from Sarah") == "from:Sarah is:starred"
    assert q("Find emails with attachments from last week") == "has:attachment newer_than:7d"  # not attachments.get
    assert q("Show emails from the past 3 days about the invoice") == "invoice newer_than:3d"


def test_a_repeating_event_has_its_rule_and_a_named_time_zone(planner, monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Paris")  # the machine's zone, UTC+1 in November: Calendar expands in it
    call = only_call(planner.plan("Add a standup every weekday at 9:15"))
    body = call.arguments["body"]
    assert body["summary"] == "Standup" and body["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]
    assert body["start"] == {"dateTime": "2026-11-24T09:15:00+01:00", "timeZone": "Europe/Paris"}
    assert "repeating FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" in call.summary
    monkeypatch.setenv("TZ", "America/New_York")  # not the offset the clock says: the fixed zone of that offset
    assert only_call(planner.plan("Add a standup every weekday at 9:15")).arguments["body"]["end"]["timeZone"] == "Etc/GMT-1"
    weekly = only_call(planner.plan("Schedule a team meeting every Monday at 9am")).arguments["body"]
    assert weekly["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO"] and weekly["summary"] == "Team meeting"


def test_changing_an_events_place_sets_only_its_location(planner):
    asked = planner.plan("Change the location of the team sync to Room 4")
    done = only_call(planner.resolve(asked, DENTIST))
    assert done.arguments == {"calendarId": "primary", "eventId": "ev2", "body": {"location": "Room 4"}}


def test_what_is_due_lists_tasks_in_that_window(planner):
    call = only_call(planner.plan("What tasks are due this week?"))
    assert call.method == "tasks.tasks.list"
    assert call.arguments == {"tasklist": "@default", "dueMax": "2026-11-30T00:00:00+01:00",
                              "dueMin": "2026-11-23T00:00:00+01:00"}


def test_local_notes_and_folders_named_in_the_request(planner):
    note = only_call(planner.plan("Create a note called Packing list with passport, charger, socks"))
    assert note.arguments == {"title": "Packing list", "text": "passport, charger, socks"}  # it asked for the text
    listing = only_call(planner.plan("List the files in my Documents folder"))
    assert listing.method == "files.list" and listing.arguments == {"path": "~/Documents"}
    search = only_call(planner.plan("Search for tax in my Documents folder"))
    assert search.arguments == {"query": "tax", "path": "~/Documents"}


def test_a_to_dos_due_day_is_readable_in_the_permission_dialog(planner):
    call = only_call(planner.plan("Create a task to renew my passport due next Friday"))
    assert "'Renew my passport' due Fri 27 Nov 2026" in call.summary


def test_an_upload_sends_the_named_local_file_not_an_empty_one(planner):
    call = only_call(planner.plan("Upload photo.jpg to my Google Drive"))
    assert call.arguments == {"body": {"name": "photo.jpg"}, "media": "photo.jpg"}  # it was an empty, untitled file
    assert call.summary.endswith("· uploads the contents of photo.jpg")
    folder = only_call(planner.plan("Create a folder called Receipts in my Drive"))  # metadata alone still works
    assert folder.method == "drive.files.create" and folder.arguments["body"]["name"] == "Receipts"
    copy = planner.plan("Copy report.txt to backup/report.txt")
    assert all("copyComments" not in c.arguments for c in copy.calls)  # "copy" is the verb, not copyComments


def test_marking_an_email_does_not_search_for_what_it_will_become(planner):
    asked = planner.plan("Mark the email from Sarah as unread")
    assert asked.calls[0].arguments["body"] == {"addLabelIds": ["UNREAD"]}
    assert planner.lookup(asked).calls[0].arguments["q"] == "from:Sarah"  # not is:unread: it is read now
