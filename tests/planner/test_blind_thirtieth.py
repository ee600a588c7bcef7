"""Everyday requests from the thirtieth to thirty-second blind sets (a home baker, a parish clerk, a swimming teacher;
a self-employed cleaner, a food bank coordinator, a bowls club secretary; a farm shop owner, a tennis coach, a new mum),
written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they were
wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the sets were written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("quick add farmers market stall sat 19 dec 8-1", "calendar.events.quickAdd"),  # a new event titled "Quick add …"
    ("search my laptop for anything mentioning the war memorial", "files.search"),  # chat
    ("email cllr.hughes@ashby-pc.org.uk and cllr.dean@ashby-pc.org.uk reminding them full council is thurs 3rd 7.30pm in "
     "the village hall, agenda to follow", "gmail.users.messages.send"),  # the calendar listed
    ("whats margaret ellis the churchwarden's email", "people.people.searchContacts"),  # a mail search
    ("show me the version history of the Cemetery Fees sheet, someones changed it", "drive.revisions.list"),  # Drive activity
    ("on the Volunteer Rota sheet swap sue for raj in C5", "sheets.spreadsheets.values.update"),  # a read
    ("clear the old nov stuff out of Referrals Tracker, A2 to F50", "sheets.spreadsheets.values.clear"),  # a calendar cleared
    ("get rid of all the done ones on my bowls club list", "tasks.tasks.clear"),  # chat
    ("take jim wallace off the fixtures 2027 sheet, jim.wallace@btinternet.com, he's stood down",
     "drive.permissions.delete"),  # a sheet copied
    ("let the captain geoff.t@yahoo.co.uk see the club calendar, view only", "calendar.acl.insert"),  # events listed
    ("make a new calender just for the baby's appointments, call it Baby Appts", "calendar.calendars.insert"),  # an event
    ("freya mills passed stage 3 today!! put her on stage 4 in swimmers.db", "sqlite.update"),  # a new row
    ("new customer, save him: tom briggs 07700 900123 tom.briggs@yahoo.co.uk", "people.people.createContact"),  # a file
    ("who's the Fixtures 2027 sheet shared with", "drive.permissions.list"),  # shared drives listed
    ("lessons.db - how much does each kid still owe me? lessons table, add up the fee where paid is no, per student name",
     "sqlite.query"),  # a new row ("add up")
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "post the precept letter to westshire district council first class",  # a blog post
    "book a minibus taxi for the away team sat 5th 9am",  # Google Chat "away"
])
def test_what_steward_cannot_do_is_said(planner_catalog, request_text):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls and plan.reply.startswith("I can't"), plan


def test_what_the_baker_and_the_clerk_would_notice(planner):
    stall = only_call(planner.plan("quick add farmers market stall sat 19 dec 8-1")).arguments
    assert stall["text"] == "farmers market stall sat 19 dec 8-1"
    shipton = only_call(planner.plan("any emails from shipton mill since fri 20th?")).arguments["q"]
    assert "after:1795132800" in shipton  # Fri 20 Nov 2026; it asked whether "20 December" (a Sunday) was meant
    register = planner.plan("show me A1:F25 on the Sat 9am tab of my Lesson Register sheet").calls[0].arguments
    assert register["range"] == "'Sat 9am'!A1:F25"  # 'Saturday 9am': no such tab


def test_what_the_cleaner_and_the_secretary_would_notice(planner):
    prices = only_call(planner.plan("save my new prices to ~/Documents/prices2027.txt - regular clean £18/hr, deep clean £22/hr"))
    assert prices.arguments["content"] == "regular clean £18/hr, deep clean £22/hr"  # "my new prices to ~/Documents/… - …"
    thanks = message(only_call(planner.plan("draft an email to karen.lewis@asda.co.uk thanking asda for the 40 xmas hampers, "
                                            "dont send it yet")))
    assert thanks.get_content().strip() == "Thank you for the 40 xmas hampers."  # asked what to say
    season = only_call(planner.plan("set up a separate calendar for the 2027 season fixtures")).arguments["body"]
    assert season["summary"] == "2027 season fixtures"  # "Separate"
    appeal = only_call(planner.plan("start a new to do list for the xmas appeal")).arguments["body"]
    assert appeal["title"] == "Xmas appeal"  # "To-do list for the xmas appeal"


def test_what_the_farm_shop_the_coach_and_the_new_mum_would_notice(planner):
    baby = only_call(planner.plan("make a new calender just for the baby's appointments, call it Baby Appts")).arguments["body"]
    assert baby["summary"] == "Baby Appts"  # "Baby appointments"
    smile = only_call(planner.plan("move ~/Downloads/IMG_2041.jpg to ~/Pictures/Baby and call it first_smile.jpg")).arguments
    assert smile["destination"] == "~/Pictures/Baby/first_smile.jpg"  # kept its old name
    badges = only_call(planner.plan("new task list - Badge Assessments")).arguments["body"]
    assert badges["title"] == "Badge Assessments"  # "Task list - Badge Assessments"
    swap = planner.plan("on the Volunteer Rota sheet swap sue for raj in C5").calls[0].arguments
    assert swap["range"] == "C5" and swap["body"]["values"] == [["raj"]]  # nothing to write
    minutes = only_call(planner.plan("new google doc pls 'Parish Council Minutes 3 Dec 2026'")).arguments["body"]
    assert minutes["title"] == "Parish Council Minutes 3 Dec 2026"  # the date was cut off the quoted name
    jabs = only_call(planner.plan("add book 8 week jabs to my to do list, due fri 4th")).arguments["body"]
    assert jabs["title"] == "Book 8 week jabs"  # "8 week jabs"
    lesson = only_call(planner.plan("private lesson olly brennan sat 10-11 at ashcombe courts")).arguments["body"]
    assert lesson["location"] == "Ashcombe Courts"  # nowhere
    claire = only_call(planner.plan("whats claire the health visitors number, shd be in my contacts")).arguments
    assert claire["query"] == "claire"  # "health visitor"
    tom = only_call(planner.plan("new customer, save him: tom briggs 07700 900123 tom.briggs@yahoo.co.uk")).arguments["body"]
    assert tom["names"] == [{"givenName": "Tom", "familyName": "Briggs"}]


def test_two_days_asked_about_are_both_looked_at(planner):
    free = only_call(planner.plan("am i free mon or tues")).arguments["body"]
    assert (free["timeMin"][:10], free["timeMax"][:10]) == ("2026-11-30", "2026-12-02")  # Tuesday only
