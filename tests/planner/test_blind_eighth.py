"""Everyday requests from the eighth blind set (a primary school teacher, a wedding photographer, a retiree with
an allotment): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from core.planner import replies
from tests.planner.plans import date_kept, only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("can u email sarah.jones@example.com and tell her Tom's reading book turned up in lost property",
     "gmail.users.messages.send"),
    ("stick the PTA email about the bake sale under my 'PTA' label pls", "gmail.users.messages.modify"),
    ("swimming gala on friday has been called off, get rid of it from my calendar", "calendar.events.delete"),
    ("set up spelling test every friday at 9am till the end of term", "calendar.events.insert"),
    ("can you turn the 'Sports Day Letter' doc into a pdf", "drive.files.export"),
    ("take mike@example.com off the Smith wedding folder, he doesnt need it any more", "drive.permissions.delete"),
    ("answer the comment on the Hughes album layout: yes ill swap the photo on page 4", "drive.replies.create"),
    ("the runner beans all died, take them out of plants.db", "sqlite.delete"),
    ("what did I write in my notes about blight on the potatoes last year", "notes.search"),
    ("find my home insurance renewal letter on the computer, its a pdf somewhere", "files.search"),
    ("change Margaret Hill's phone number in my contacts to 01632 960555", "people.people.updateContact"),
    ("when did I last sow carrots? its in plants.db", "sqlite.query"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_events_keep_their_stated_day_time_place_and_name(planner):
    wedding = only_call(date_kept(planner, "block out sat 17 may 11am-11pm for the Carter wedding at Hollins Hall")).arguments["body"]
    assert (wedding["summary"], wedding["location"]) == ("Carter wedding", "Hollins Hall")
    assert wedding["start"]["dateTime"].startswith("2027-05-17T11:00")  # the date said, not the next Saturday
    dentist = only_call(planner.plan("book me in for the dentist on the 22nd at 10.40")).arguments["body"]
    assert (dentist["summary"], dentist["start"]["dateTime"]) == ("Dentist", "2026-12-22T10:40:00+01:00")
    evening = only_call(date_kept(planner, "put parents evening in my calendar for Tues 14th Nov 3:30-6pm, Classroom 5")).arguments["body"]
    assert (evening["summary"], evening["location"]) == ("Parents evening", "Classroom 5")
    test = only_call(planner.plan("set up spelling test every friday at 9am till the end of term")).arguments["body"]
    assert (test["summary"], test["recurrence"]) == ("Spelling test", ["RRULE:FREQ=WEEKLY;BYDAY=FR"])


def test_local_files_in_folders_named_in_words(planner):
    saved = only_call(planner.plan("save a shot list as carter_shotlist.txt in my shoots folder: first look, ring detail"))
    assert saved.arguments == {"path": "shoots/carter_shotlist.txt", "content": "first look, ring detail"}
    renamed = only_call(planner.plan("rename IMG_4432.jpg to carter_ceremony_01.jpg in the Carter folder on my computer"))
    assert renamed.arguments == {"source": "Carter/IMG_4432.jpg", "destination": "Carter/carter_ceremony_01.jpg"}
    moved = only_call(planner.plan("Move photo.jpg into the Pictures folder"))  # the folder it goes to, not where it is
    assert moved.arguments == {"source": "photo.jpg", "destination": "~/Pictures"}
    listed = only_call(planner.plan("show me whats in the bank statements folder"))
    assert listed.arguments == {"path": "bank statements"}
    searched = only_call(planner.plan("look thru the lesson plans folder on my laptop for anything that mentions fractions"))
    assert searched.arguments == {"query": "fractions", "path": "lesson plans"}


def test_what_is_searched_and_noted(planner):
    notes = only_call(planner.plan("what did I write in my notes about blight on the potatoes last year"))
    assert notes.arguments == {"query": "blight on the potatoes"}
    found = only_call(planner.plan("find my home insurance renewal letter on the computer, its a pdf somewhere"))
    assert found.arguments == {"query": "home insurance renewal letter"}
    note = only_call(planner.plan("note to self - water butt by the shed is leaking, need a new tap"))
    assert note.arguments == {"text": "water butt by the shed is leaking, need a new tap"}
    asked = planner.plan("did the Hendersons ever email me back about the deposit??")
    assert asked.calls[0].arguments["q"] == "hendersons deposit"
    binned = planner.plan("bin that email from 'Premium Bonds Winner', its a scam")
    assert planner.lookup(binned).calls[0].arguments["q"] == '"Premium Bonds Winner"'  # the quoted words, together


def test_mail_texts_labels_and_shares(planner):
    told = only_call(planner.plan("email emma.and.jack@example.com n let them know their gallery will be ready by the 20th"))
    assert replies.decoded(told.arguments["body"]["raw"]).get_content().strip() == "Their gallery will be ready by the 20th"
    rule = only_call(planner.plan("make a filter so anything from noreply@weddingwire.example.com skips the inbox and goes into Leads"))
    assert rule.arguments["body"]["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["Leads"]}
    reply = planner.plan("reply to Mr Patel's email about the Year 4 trip - yes I can do the Thursday slot")
    assert "from:Patel" in planner.lookup(reply).calls[0].arguments["q"]  # the message is found, the dash's text is the reply
    shared = planner.plan("share 'Year 3 Spring Planning' with my TA jo.marsh@example.com, she just needs to look at it")
    assert shared.calls[0].arguments == {"body": {"type": "user", "role": "reader", "emailAddress": "jo.marsh@example.com"}}
    labelled = planner.plan("stick the PTA email about the bake sale under my 'PTA' label pls")
    assert labelled.calls[0].arguments["body"] == {"addLabelIds": ["PTA"]}


def test_the_next_named_appointment_and_a_monthly_reminder(planner):
    nxt = only_call(planner.plan("when's my next hospital appointment"))
    assert nxt.arguments["q"] == "hospital" and nxt.arguments["orderBy"] == "startTime"
    assert "q" not in only_call(planner.plan("what's my next meeting")).arguments  # any meeting: no search words
    meter = only_call(planner.plan("put 'read the gas meter' on my calendar on the 1st of every month")).arguments["body"]
    assert meter["start"] == {"date": "2026-12-01"} and meter["recurrence"] == ["RRULE:FREQ=MONTHLY;BYMONTHDAY=1"]
