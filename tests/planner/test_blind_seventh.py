"""Everyday requests from the seventh blind set (a nurse on shifts, a PhD student, a plumber): the method each
one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner import replies
from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("log tonights overtime in my 'Overtime 2025' sheet: 14/03, 2.5 hrs, covered ICU", "sheets.spreadsheets.values.append"),
    ("make a filter so everything from rota@example.com gets the label Rota", "gmail.users.settings.filters.create"),
    ("make me a separate calendar called Rota just for work shifts", "calendar.calendars.insert"),
    ("where's the smith 2019 pdf, i think its somewhere in downloads", "files.search"),
    ("who can see my 'Lit review' doc rn?", "drive.permissions.list"),
    ("show me the comments on 'Chapter 2 Methods'", "drive.comments.list"),
    ("reply to dr okafor's comment on chapter 2: 'fixed, see new fig 2.3'", "drive.replies.create"),
    ("can i see the older versions of the chapter 1 doc", "drive.revisions.list"),
    ("search my drive for anything with 'ethics approval' in the name", "drive.files.list"),
    ("set up supervisor meeting every other tuesday 2-3pm starting next week", "calendar.events.insert"),
    ("stop sharing 'Price list 2024' with sam@example.com, he's left", "drive.permissions.delete"),
    ("Tell sam@example.com the report is late", "gmail.users.messages.send"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_a_sheet_gets_the_row_after_the_colon_and_a_cell_range_is_never_its_id(planner):
    logged = planner.plan("log tonights overtime in my 'Overtime 2025' sheet: 14/03, 2.5 hrs, covered ICU")
    assert logged.calls[0].arguments["body"] == {"values": [["14/03", "2.5 hrs", "covered ICU"]]}  # as typed
    pulled = planner.plan("pull A1:F50 from my 'pilot data' sheet")
    assert pulled.calls[0].arguments == {"range": "A1:F50"}  # the spreadsheet is looked up by name
    assert "name contains 'pilot data'" in planner.lookup(pulled).calls[0].arguments["q"]


def test_a_quoted_name_is_neither_a_number_nor_a_message(planner):
    comments = planner.plan("show me the comments on 'Chapter 2 Methods'")
    assert comments.calls[0].arguments == {}  # no pageSize 2
    assert planner.lookup(comments).calls[0].arguments == {"q": "name contains 'Chapter 2 Methods' and trashed = false"}
    shared = planner.plan("share my 'Shift Swap Tracker' sheet with jess.k@example.com, she needs to edit it")
    assert shared.calls[0].arguments == {"body": {"type": "user", "role": "writer", "emailAddress": "jess.k@example.com"}}
    searched = only_call(planner.plan("search my drive for anything with 'ethics approval' in the name"))
    assert searched.arguments == {"q": "name contains 'ethics approval' and trashed = false"}


def test_adding_to_a_note_appends_to_the_note_found_by_its_name(planner):
    asked = planner.plan("add to my 'ch5 ideas' note: Kim suggested bayesian hierarchical models")
    assert asked.calls[0].arguments == {"text": "Kim suggested bayesian hierarchical models", "append": True}
    assert planner.lookup(asked).calls[0].method == "notes.list"
    listed = {"columns": ["id", "title", "text"], "rows": [[3, "Groceries", "milk"], [7, "ch5 ideas", "GLMs?"]]}
    call = only_call(planner.resolve(asked, listed))
    assert call.arguments == {"note_id": "7", "text": "Kim suggested bayesian hierarchical models", "append": True}
    tagged = only_call(planner.plan("show my notes tagged quotes"))
    assert (tagged.method, tagged.arguments) == ("notes.list", {"tag": "quotes"})


def test_a_copy_is_named_as_asked_and_a_contact_group_by_its_name(planner):
    copied = planner.plan("make a copy of 'Thesis template' and call it 'Thesis v2'")
    assert copied.calls[0].arguments == {"body": {"name": "Thesis v2"}}
    assert planner.lookup(copied).calls[0].arguments["q"] == "name contains 'Thesis template' and trashed = false"
    group = only_call(planner.plan("make a contact group 'Regular customers'"))
    assert group.arguments == {"body": {"contactGroup": {"name": "Regular customers"}}}
    calendar = only_call(planner.plan("make me a separate calendar called Rota just for work shifts"))
    assert calendar.arguments == {"body": {"summary": "Rota"}}


def test_a_contact_is_removed_after_the_people_search_finds_it(planner):
    asked = planner.plan("Remove the dentist from my contacts")
    search = planner.lookup(asked).calls[0]
    assert (search.method, search.arguments["query"]) == ("people.people.searchContacts", "dentist")
    found = {"results": [{"person": {"resourceName": "people/c1", "etag": "e1", "names": [{"displayName": "Dr Amy Patel"}]}}]}
    call = only_call(planner.resolve(asked, found))  # People matched "dentist" by job; the name need not say it
    assert (call.method, call.arguments) == ("people.people.deleteContact", {"resourceName": "people/c1"})
    moved = planner.plan("jim howe's got a new number 07700 900456, update him")
    assert planner.lookup(moved).calls[0].arguments["query"] == "jim howe"


def test_local_files_are_where_the_request_puts_them(planner):
    read = only_call(planner.plan("open shift_swap_rules.txt on my desktop"))
    assert read.arguments == {"path": "~/Desktop/shift_swap_rules.txt"}
    found = only_call(planner.plan("where's the smith 2019 pdf, i think its somewhere in downloads"))
    assert found.arguments == {"query": "smith 2019 pdf", "path": "~/Downloads"}
    renamed = only_call(planner.plan("rename ~/thesis/draft_final_FINAL.docx to ch3_v7.docx"))  # stays in its folder
    assert renamed.arguments == {"source": "~/thesis/draft_final_FINAL.docx", "destination": "~/thesis/ch3_v7.docx"}
    kept = only_call(planner.plan("where did I save the fire certificate on this computer?"))
    assert kept.arguments == {"query": "fire certificate"}


def test_mail_rules_and_messages_say_what_was_asked(planner):
    rule = only_call(planner.plan("make a filter so everything from rota@example.com gets the label Rota"))
    assert rule.arguments["body"] == {"criteria": {"from": "rota@example.com"}, "action": {"addLabelIds": ["Rota"]}}
    told = only_call(planner.plan("email priya@example.com - tell her im happy to swap my sunday day shift for her wed late"))
    assert replies.decoded(told.arguments["body"]["raw"]).get_content().strip() == \
        "I'm happy to swap my sunday day shift for your wed late"  # to her, her shift is "your" shift
    draft = only_call(planner.plan("draft an email to gradoffice@example.com asking about the submission extension form"
                                   " - dont send it yet"))
    assert replies.decoded(draft.arguments["body"]["message"]["raw"])["Subject"] == "The submission extension form"


def test_times_places_and_repeats_of_events(planner):
    free = only_call(planner.plan("am i free saturday 8 to 12? want to book the CPR refresher"))
    assert (free.arguments["body"]["timeMin"], free.arguments["body"]["timeMax"]) == \
        ("2026-11-28T08:00:00+01:00", "2026-11-28T12:00:00+01:00")  # hours, not the whole day
    meeting = only_call(planner.plan("set up supervisor meeting every other tuesday 2-3pm starting next week")).arguments["body"]
    assert meeting["recurrence"] == ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"]
    start = dt.datetime.fromisoformat(meeting["start"]["dateTime"])
    assert (start.weekday(), start.hour, meeting["summary"]) == (1, 14, "Supervisor meeting")
    job = only_call(planner.plan("book mrs patel boiler service thurs 9-11am, 14 Elm Rd")).arguments["body"]
    assert job["location"] == "14 Elm Rd" and job["start"]["dateTime"] == "2026-11-26T09:00:00+01:00"
    audit = only_call(planner.plan("block tomorrow 9-5 for the audit")).arguments["body"]
    assert (audit["summary"], audit["end"]["dateTime"]) == ("Audit", "2026-11-24T17:00:00+01:00")
    unsure = planner.plan("Block two hours on Friday for focus time")  # no start: asked, never booked all day
    assert unsure.kind == "clarify"
    task = only_call(planner.plan("remind me to order 15mm copper pipe tomorow"))
    assert task.arguments["body"] == {"title": "Order 15mm copper pipe", "due": "2026-11-24T00:00:00.000Z"}
    todo = only_call(planner.plan("add to my to do list - renew BLS cert before march 30"))
    assert todo.arguments["body"] == {"title": "Renew BLS cert", "due": "2027-03-30T00:00:00.000Z"}


def test_a_tab_of_a_sheet_is_part_of_the_range(planner):
    read = planner.plan("what's in A1:H15 on the Rota tab of my Staff sheet")
    assert (read.calls[0].method, read.calls[0].arguments) == ("sheets.spreadsheets.values.get", {"range": "'Rota'!A1:H15"})
    whole = planner.plan("show the June tab of my budget spreadsheet")
    assert (whole.calls[0].method, whole.calls[0].arguments) == ("sheets.spreadsheets.values.get", {"range": "'June'"})  # every
    # cell of that tab, one range (session 55: the blind writers read a shown sheet so, 36 of 38)
    put = planner.plan("in my Staff sheet, put OFF in cell C7 on the Rota tab")
    assert (put.calls[0].method, put.calls[0].arguments) == ("sheets.spreadsheets.values.update", {
        "range": "'Rota'!C7", "valueInputOption": "USER_ENTERED", "body": {"values": [["OFF"]]}})


def test_spans_of_weeks_and_months_are_windows_not_counts(planner):
    weeks = only_call(planner.plan("what meetings do I have over the next 2 weeks")).arguments
    assert (weeks["timeMin"], weeks["timeMax"]) == ("2026-11-23T00:00:00+01:00", "2026-12-07T00:00:00+01:00")
    assert "maxResults" not in weeks  # "2 weeks" is no page of 2
    month = only_call(planner.plan("what's on my calendar next month")).arguments
    assert (month["timeMin"], month["timeMax"]) == ("2026-12-01T00:00:00+01:00", "2027-01-01T00:00:00+01:00")
    yoga = planner.plan("Show me every occurrence of my yoga class over the next month")
    assert yoga.calls[0].arguments["timeMax"] == "2026-12-23T00:00:00+01:00"


def test_a_block_without_a_start_is_asked_and_then_booked_for_its_length(planner):
    asked = planner.plan("Block two hours on Friday for focus time")
    done = only_call(planner.complete(asked, "2pm")).arguments["body"]
    assert (done["summary"], done["start"]["dateTime"], done["end"]["dateTime"]) == \
        ("Focus time", "2026-11-27T14:00:00+01:00", "2026-11-27T16:00:00+01:00")
