"""Everyday requests from the fifty-first and fifty-second blind sets (a mole catcher, a picture framer, a pigeon club
secretary; a fishmonger, a domiciliary optometrist, a second mole catcher), written on Friday 27 November 2026; each
was planned wrong at first sight."""

from __future__ import annotations

import base64

import pytest

from core.planner.relevance import RelevanceGate
from tests.local_actions.test_known_databases import _added
from tests.planner.plans import THURSDAY, found_event, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("set up a contacts group Club Members 2027", "people.contactGroups.create"),  # its members modified
    ("set me up a seperate calendar just for trap checks", "calendar.calendars.insert"),  # an event patched
    ("the rugby club are collecting the shirt fri 4th at 4, change it to 5 theyre all at work til then",
     "calendar.events.patch"),  # a Classroom course work patched
    ("remind me tues to get someone to look at the ice machine its making a right racket", "tasks.tasks.insert"),  # a task read
    ("clear the done stuff off my Baby list", "tasks.tasks.clear"),  # still: the list is said
    ("corbridge gallery want me over to measure up for their new exhibition, am i free wed 2nd 9 til 12",
     "calendar.freebusy.query"),  # an event inserted
    ("scrap berrington on weds 9th, their own gardeners doing the moles now apparently", "calendar.events.delete"),  # inserted
    ("eric bamber wont be needing thurs 3rd, hes been admitted to royal preston. take him off",
     "calendar.events.delete"),  # an event "Eric bamber wont be needing" inserted
    ("email bookings@hoylandwelfare.co.uk can we have the concert room sat 9th jan for the club show, 9 til 5",
     "gmail.users.messages.send"),  # the contacts listed
    ("i put james ackland in for 9 mon to meet on site at mill house, hes asked for half 11 instead, til half 12",
     "calendar.events.patch"),  # a calendar subscribed to (calendarList.insert)
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_user_would_see(planner):
    calendar = only_call(planner.plan("set me up a seperate calendar just for trap checks"))
    assert calendar.arguments == {"body": {"summary": "Trap checks"}}  # "Set me up a seperate"
    reminder = only_call(planner.plan("remind me tues to ring the vet"))
    assert reminder.arguments["body"] == {"title": "Ring the vet", "due": "2026-12-01T00:00:00.000Z"}  # title "Tues", no day


def test_a_time_changed_after_the_event_is_said(planner):
    window, start, end = found_event(planner, "the rugby club are collecting the shirt fri 4th at 4, change it to 5 theyre all at "
                                              "work til then", "Rugby club collecting shirt", "16:00", "16:30")
    assert window["timeMin"][:16] == "2026-12-04T16:00" and (start, end) == ("2026-12-04T17:00", "2026-12-04T17:30")  # no change
    moved = planner.resolve(planner.plan("the rugby club are collecting the shirt fri 4th at 4, change it to 5 theyre all at work"),
                            {"items": [{"id": "e1", "summary": "Rugby club", "start": {"dateTime": "2026-12-04T16:00:00+00:00"},
                                        "end": {"dateTime": "2026-12-04T16:30:00+00:00"}}]})
    assert "sendUpdates" not in only_call(moved).arguments  # "theyre all at work": every guest e-mailed


def test_words_changed_in_a_doc(planner):
    for request, old, new, case in (
            ("in my price list doc change shirts £1.20 to £1.30 from jan", "£1.20", "£1.30", True),
            ("in the passenger info doc change the booking line number 01507 600999 to 01507 611222", "01507 600999", "01507 611222", True),
            ("on the rowlands inscription doc it says died 13th october, should be the 3rd. fix it pls", "13th october", "3rd october", False)):
        plan = planner.plan(request)
        assert plan.calls[0].method == "docs.documents.batchUpdate", request  # a list of files, a new doc, a doc read
        assert plan.calls[0].arguments["body"] == {"requests": [{"replaceAllText": {
            "containsText": {"text": old, "matchCase": case}, "replaceText": new}}]}
    found = {"files": [{"id": "d1", "name": "Price List", "mimeType": "application/vnd.google-apps.document"}]}
    summary = planner.resolve(planner.plan("in my price list doc change shirts £1.20 to £1.30 from jan"), found).summary
    assert "'£1.20' changed to '£1.30' everywhere" in summary  # "body: requests"


def test_advice_asked_about_ones_own_things_is_chat(planner):
    for request in ("is it ok me keeping everyones phone numbers n emails on my laptop, gdpr wise? were only a little club",
                    "can i claim 45p a mile on the pickup for my tax or is it diff for a pickup truck",
                    "someone on fb says give them bread n milk, is that right?? want to reply properly"):
        assert RelevanceGate(planner, planner.catalog).plan(request).kind == "chat", request  # contacts searched, fact-checks …


def test_mail_filters_said_loosely(planner):
    subject = only_call(planner.plan("any emails with ring order in the subject stick em under Rings")).arguments["body"]
    assert subject == {"criteria": {"subject": "ring order"}, "action": {"addLabelIds": ["Rings"]}}  # a list of messages
    sender = only_call(planner.plan("anything from checkatrade put it in a label called Leads")).arguments["body"]
    assert sender == {"criteria": {"from": "checkatrade"}, "action": {"addLabelIds": ["Leads"]}}  # chat


def test_an_email_that_asks_them_something_says_it(planner):
    sent = only_call(planner.plan("email bookings@hoylandwelfare.co.uk can we have the concert room sat 9th jan for the club show"))
    raw = base64.urlsafe_b64decode(sent.arguments["body"]["raw"]).decode()
    assert "To: bookings@hoylandwelfare.co.uk" in raw and "Can we have the concert room sat 9th jan for the club show" in raw


def test_a_whole_calendar_or_task_list_is_never_cleared_unless_said(planner):
    for request in ("clear out all the old jobs, dont need em", "clear out all the old jobs from the db, dont need em"):
        methods = [c.method for c in planner.plan(request).calls]
        assert not {"calendar.calendars.clear", "tasks.tasks.clear"} & set(methods), request  # the primary calendar
    asked = _added(planner, ["jobs"]).plan("clear out all the old jobs from the db, dont need em")
    assert asked.kind == "clarify" and asked.calls[0].method == "sqlite.delete"  # which rows are "old" is asked
