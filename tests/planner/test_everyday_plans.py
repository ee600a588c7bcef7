"""Everyday requests over the real catalog become calls the API accepts: a calendar event with its
title and times, the day's events, a dictated e-mail, a named folder; what is missing is asked for."""

from __future__ import annotations

import base64
import email
from email import policy

import pytest

from core.planner.bodies import FOLDER_MIME, describe
from tests.planner.plans import only_call


def test_an_appointment_becomes_an_event_on_the_primary_calendar(planner):
    call = only_call(planner.plan("Add a dentist appointment to my calendar next Friday at 3pm"))
    assert call.method == "calendar.events.insert"
    assert call.arguments == {"calendarId": "primary", "body": {
        "summary": "Dentist appointment",
        "start": {"dateTime": "2026-11-27T15:00:00+01:00"}, "end": {"dateTime": "2026-11-27T16:00:00+01:00"}}}
    assert "'Dentist appointment' Fri 27 Nov 2026 15:00–16:00" in call.summary  # readable in the dialog


def test_an_event_with_a_guest_and_a_stated_end(planner):
    call = only_call(planner.plan("Schedule a project review with bob@example.com on Dec 3 from 10 to 11:30am"))
    assert call.method == "calendar.events.insert"
    body = call.arguments["body"]
    assert body["start"] == {"dateTime": "2026-12-03T10:00:00+01:00"}
    assert body["end"] == {"dateTime": "2026-12-03T11:30:00+01:00"}
    assert body["attendees"] == [{"email": "bob@example.com"}]
    assert body["summary"] == "Project review with Bob"  # the guest by name, not a dangling "with"


def test_the_days_events_are_listed_between_its_midnights(planner):
    call = only_call(planner.plan("What's on my calendar tomorrow?"))
    assert call.method == "calendar.events.list"
    assert call.arguments["calendarId"] == "primary"
    assert call.arguments["timeMin"] == "2026-11-24T00:00:00+01:00"
    assert call.arguments["timeMax"] == "2026-11-25T00:00:00+01:00"


def test_a_dictated_email_is_a_real_rfc_2822_message(planner):
    call = only_call(planner.plan("Send an email to ana@example.com saying I'll be late for dinner"))
    assert call.method == "gmail.users.messages.send" and call.arguments["userId"] == "me"
    raw = call.arguments["body"]["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    assert message["To"] == "ana@example.com"
    assert message.get_content().strip() == "I'll be late for dinner"
    assert "to ana@example.com: \"I'll be late for dinner\"" in call.summary  # readable, not base64


def test_a_named_folder_in_drive(planner):
    call = only_call(planner.plan("Create a folder called Taxes 2026 in my Drive"))
    assert call.method == "drive.files.create"
    assert call.arguments["body"] == {"name": "Taxes 2026", "mimeType": FOLDER_MIME}
    assert describe(call.arguments["body"]) == "folder 'Taxes 2026'"
    assert call.scopes == ["https://www.googleapis.com/auth/drive.file"]


@pytest.mark.parametrize(("request_text", "method", "asks"), [
    ("Add a dentist appointment to my calendar", "calendar.events.insert", "when it starts"),
    ("Send an email to my boss", "gmail.users.messages.send", "what the message should say"),
    ("Delete the event 'Lunch' from my calendar", "calendar.events.delete", "eventId"),
])
def test_what_the_api_needs_and_the_request_lacks_is_asked_for(planner, request_text, method, asks):
    plan = planner.plan(request_text)
    assert plan.kind == "clarify" and plan.calls[0].method == method
    assert asks in plan.reply


def test_a_request_without_a_verb_takes_the_method_it_can_complete(planner):
    """Tied catalog hits: a delete would have to ask which event; the request states a new one."""
    call = only_call(planner.plan("Lunch with Anna on Tuesday from 12 to 1pm"))
    assert call.method == "calendar.events.insert"
    assert call.arguments["body"]["summary"] == "Lunch with Anna"


@pytest.mark.parametrize(("request_text", "method", "arguments"), [
    ("Write a file called hello.txt with 'Hello world'", "files.write", {"path": "hello.txt", "content": "Hello world"}),
    ("Write hello to the file todo.txt", "files.write", {"path": "todo.txt", "content": "hello"}),
    ("Move photo.jpg into the Pictures folder", "files.move", {"source": "photo.jpg", "destination": "~/Pictures"}),
    ("Rename report-draft.docx to report-final.docx", "files.move",
     {"source": "report-draft.docx", "destination": "report-final.docx"}),
    ("Make a note that the spare key is under the mat", "notes.create", {"text": "the spare key is under the mat"}),
    ("Jot down a memo: call the bank on Monday", "notes.create", {"text": "call the bank on Monday"}),
    ("Remind me to call the plumber as a task", "tasks.tasks.insert",
     {"tasklist": "@default", "body": {"title": "Call the plumber"}}),
    ("Add a task to pick up the dry cleaning", "tasks.tasks.insert",  # a task, titled by what it is for
     {"tasklist": "@default", "body": {"title": "Pick up the dry cleaning"}}),
    ("Add buy milk to my to-do list", "tasks.tasks.insert", {"tasklist": "@default", "body": {"title": "Buy milk"}}),
    ("Search my notes for the garage code", "notes.search", {"query": "garage code"}),
    ("Create a spreadsheet called Budget 2027", "sheets.spreadsheets.create",
     {"body": {"properties": {"title": "Budget 2027"}}}),
    ("Show my events for this week", "calendar.events.list",  # no singleEvents just because it says "events"
     {"calendarId": "primary", "timeMax": "2026-11-30T00:00:00+01:00", "timeMin": "2026-11-23T00:00:00+01:00"}),
])
def test_local_and_everyday_values_go_where_they_belong(planner, request_text, method, arguments):
    call = only_call(planner.plan(request_text))
    assert (call.method, call.arguments) == (method, arguments)


@pytest.mark.parametrize(("request_text", "method", "asks"), [
    ("Append a line to my local journal.txt file", "files.write", "content"),  # which line?
    ("How many customers are in the shop database?", "sqlite.query", "sql"),  # "many" is no query
    ("Cancel my 4pm meeting", "calendar.events.delete", "eventId"),  # never calendars.delete of 'primary'
    ("Delete the Groceries task list", "tasks.tasklists.delete", "tasklist"),  # no made-up id
])
def test_a_value_the_request_does_not_spell_out_is_asked_for_not_invented(planner, request_text, method, asks):
    plan = planner.plan(request_text)
    assert plan.kind == "clarify" and plan.calls[0].method == method and plan.calls[0].missing == [asks]
    assert asks not in plan.calls[0].arguments and asks in plan.reply


def test_an_email_address_is_never_a_file_name(planner):
    plan = planner.plan("Write to dad@example.com: happy birthday")
    assert all("@" not in str(call.arguments.get("path", "")) for call in plan.calls), plan


def test_the_answer_to_a_question_completes_the_plan(planner):
    asked = planner.plan("Add a dentist appointment to my calendar")
    done = planner.complete(asked, "tomorrow at 10am")
    call = only_call(done)
    assert call.method == "calendar.events.insert"
    assert call.arguments["body"]["summary"] == "Dentist appointment"
    assert call.arguments["body"]["start"] == {"dateTime": "2026-11-24T10:00:00+01:00"}

    asked = planner.plan("Cancel my 4pm meeting")
    assert asked.calls[0].arguments == {"calendarId": "primary"}  # what was found is kept
    call = only_call(planner.complete(asked, "'7cbh8rpc10lrc0ckih9tafss99'"))  # the one value asked for, as given
    assert (call.method, call.arguments) == ("calendar.events.delete",
                                             {"calendarId": "primary", "eventId": "7cbh8rpc10lrc0ckih9tafss99"})
    assert call.scopes == ["https://www.googleapis.com/auth/calendar.events"]

    asked = planner.plan("How many customers are in the shop database?")
    call = only_call(planner.complete(asked, "SELECT count(*) FROM customers"))
    assert call.arguments == {"database": "shop", "sql": "SELECT count(*) FROM customers"}


def test_never_mind_drops_the_question(planner):
    asked = planner.plan("Send an email to my boss")
    dropped = planner.complete(asked, "never mind")
    assert dropped.kind == "chat" and dropped.calls == [] and dropped.reply == "OK, nothing was done."


@pytest.mark.parametrize(("request_text", "asks", "answer", "to", "text"), [
    ("Email my landlord that the rent is paid", "the recipient's e-mail address", "landlord@example.com",
     "landlord@example.com", "The rent is paid"),
    ("Send an email to ana@example.com", "what the message should say", "I'll be late", "ana@example.com",
     "I'll be late"),
])
def test_a_message_asks_only_for_what_it_lacks_and_the_answer_completes_it(planner, request_text, asks, answer,
                                                                          to, text):
    asked = planner.plan(request_text)
    needs = ["the recipient's e-mail address", "what the message should say"]
    assert asked.kind == "clarify" and [n for n in needs if n in asked.reply] == [asks]
    raw = only_call(planner.complete(asked, answer)).arguments["body"]["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    assert (message["To"], message.get_content().strip()) == (to, text)


@pytest.mark.parametrize(("request_text", "time_min", "time_max"), [
    ("What do I have tonight?", "2026-11-23T18:00:00+01:00", "2026-11-24T00:00:00+01:00"),
    ("Is anything scheduled this afternoon?", "2026-11-23T12:00:00+01:00", "2026-11-23T18:00:00+01:00"),
    ("Do I have anything scheduled tomorrow?", "2026-11-24T00:00:00+01:00", "2026-11-25T00:00:00+01:00"),
])
def test_a_question_about_a_time_lists_its_events(planner, request_text, time_min, time_max):
    # A question never creates an event titled "What do I have".
    call = only_call(planner.plan(request_text))
    assert call.method == "calendar.events.list"
    assert (call.arguments["timeMin"], call.arguments["timeMax"]) == (time_min, time_max)


def test_am_i_free_asks_free_busy_for_the_window(planner):
    call = only_call(planner.plan("Am I free on Friday afternoon?"))
    assert call.method == "calendar.freebusy.query"
    assert call.arguments["body"] == {"timeMin": "2026-11-27T12:00:00+01:00", "timeMax": "2026-11-27T18:00:00+01:00",
                                      "items": [{"id": "primary"}]}
    assert "Fri 27 Nov 2026 12:00–18:00 for primary" in call.summary
    other = only_call(planner.plan("Is bob@example.com free tomorrow at 10?"))
    assert other.arguments["body"]["items"] == [{"id": "bob@example.com"}]
    assert planner.plan("Am I free?").kind == "clarify"  # no day or time: asked, not guessed


@pytest.mark.parametrize(("request_text", "body"), [
    ("Star the email from my boss about the budget", {"addLabelIds": ["STARRED"]}),
    ("Archive all emails from the newsletter", {"removeLabelIds": ["INBOX"]}),
    ("Mark the email from Sarah as read", {"removeLabelIds": ["UNREAD"]}),
])
def test_gmail_actions_change_the_message_labels(planner, request_text, body):
    plan = planner.plan(request_text)  # the message itself is then looked up ("from:Sarah")
    assert plan.calls[0].method == "gmail.users.messages.modify"
    assert plan.calls[0].arguments["body"] == body


def test_an_all_day_event_takes_no_option_from_its_date_or_a_compound(planner):
    call = only_call(planner.plan("Set an all-day event on December 24 called Christmas Eve"))
    assert call.method == "calendar.events.insert"  # "set an …" creates; "all-day" is no sendUpdates=all,
    assert call.arguments == {"calendarId": "primary", "body": {  # and 24 is the day, no eventLabelVersion
        "summary": "Christmas Eve", "start": {"date": "2026-12-24"}, "end": {"date": "2026-12-25"}}}


def test_adding_to_a_file_appends_instead_of_overwriting(planner):
    for request_text, content in (('Append "buy bread" to shopping.txt', "buy bread"),
                                  ("Add a line to my journal.txt saying hello", "hello")):
        call = only_call(planner.plan(request_text))
        assert call.method == "files.write" and call.arguments["append"] is True
        assert call.arguments["content"] == content


def test_contact_requests_send_what_the_people_api_needs(planner):
    # The People API answers nothing without a field mask, and "Required." in a description is required.
    listed = only_call(planner.plan("List all my contacts"))
    assert listed.method == "people.people.connections.list"
    assert listed.arguments == {"resourceName": "people/me", "personFields": "names,emailAddresses,phoneNumbers"}
    found = only_call(planner.plan("What's John's phone number?"))
    assert found.method == "people.people.searchContacts"
    assert found.arguments == {"query": "John", "readMask": "names,emailAddresses,phoneNumbers"}
    made = only_call(planner.plan("Add a contact Bob Smith, bob@example.com, +44 20 7946 0958"))
    assert made.method == "people.people.createContact"
    assert made.arguments["body"] == {"names": [{"givenName": "Bob", "familyName": "Smith"}],
                                      "phoneNumbers": [{"value": "+44 20 7946 0958"}],
                                      "emailAddresses": [{"value": "bob@example.com"}]}
    assert planner.plan("Add a new contact").kind == "clarify"  # no name: asked, not invented


def test_searches_use_the_apis_own_syntax(planner):
    drive = only_call(planner.plan("Search Drive for files named invoice"))
    assert drive.method == "drive.files.list"
    assert drive.arguments["q"] == "name contains 'invoice' and trashed = false"  # not "files named invoice"
    assert only_call(planner.plan("Find my tax documents in Drive")).arguments["q"] == \
        "name contains 'tax' and trashed = false"
    mail = only_call(planner.plan("Show emails from Sarah about the invoice"))
    assert mail.method == "gmail.users.messages.list" and mail.arguments["q"] == "from:Sarah invoice"


def test_a_request_to_find_something_never_creates_it(planner):
    plan = planner.plan("Find the budget spreadsheet in my Drive")
    assert not any(c.method.endswith((".create", ".insert")) for c in plan.calls)
