"""Everyday requests from the thirty-sixth to thirty-eighth blind sets (a children's party entertainer, a hospice
volunteer driver, a school science technician; a foster carer, a pub quiz host, a kitchen fitter; a parish magazine
editor, a school governor, a dog breeder), written on Thursday 26 November 2026: the method each one means, and the
values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, found_event, message, only_call

CLOCK = THURSDAY  # the day the sets were written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats in the diary next week? trying to find a slot to do the layout", "calendar.events.list"),  # Compute Engine slots
    ("add chase mothers union report to my Magazine task list, due mon", "tasks.tasks.insert"),  # a new task list
    ("whats the structure of ~/Governors/monitoring.db, tables and columns? cant remember how i set it up",
     "sqlite.tables"),  # a query with no SQL
    ("log my visit in the Governor Visits Log sheet: 26/11/2026, Karen Mills, SEND provision, met with SENCo",
     "sheets.spreadsheets.values.append"),  # Chrome's URL visits
    ("whats in ~/Pictures/Litters/B26, just the jpgs", "files.list"),  # a search for "just"
    ("email sarah.okafor@gmail.com - hi sarah, thats all booked for ollie's party sat 12th dec 11am, £50 deposit received "
     "thanks, see you then! Captain Confetti", "gmail.users.messages.send"),  # messages.import
    ("show me whats on the Driver Rota Dec 2026 sheet", "sheets.spreadsheets.values.get"),  # the spreadsheet's metadata
    ("change bill ellis's mobile to 07836 221904", "people.people.updateContact"),  # a search
    ("diary: yr10 titration prep for mr okafor mon 30th 8-8.45 in prep room 2", "calendar.events.insert"),  # chat
    ("add to my Prep list: PAT test kettles in S3, due weds 9th", "tasks.tasks.insert"),  # YouTube tests
    ("draft an email to office@stmarksprimary.sch.uk re Kayden's PEP meeting - ask if we can move it to the afternoon as i "
     "have his contact in the morning. dont send yet", "gmail.users.drafts.create"),  # an event moved
    ("quickadd: brewery open day with Dave sat 12th 1pm", "calendar.events.quickAdd"),  # events.get
    ("red lion quiz on thurs 10th needs to start at half 8 not 8, can u change it", "calendar.events.patch"),  # Google Forms
    ("pull up A1:D20 on my Xmas Quiz Answers sheet", "sheets.spreadsheets.values.get"),  # Google Forms
    ("which file on my laptop has the eiffel tower question in it", "files.search"),  # Drive
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_editor_the_governor_and_the_breeder_would_notice(planner):
    label = only_call(planner.plan("new gmail label Magazine/Letters to the Editor")).arguments["body"]
    assert label == {"name": "Magazine/Letters to the Editor"}  # "Magazine/Letters"
    away = only_call(planner.plan("turn on out of office from christmas eve till 3rd jan: \"The Messenger office is closed over "
                                  "Christmas, I'll reply from Mon 4th Jan. Happy Christmas! Helen\"")).arguments["body"]
    assert (away["startTime"], away["endTime"]) == ("1798070400000", "1799020800000")  # from now, or with no end
    weights = planner.plan("in the Litter B26 weights sheet put 1.25 in D4 - red collar wk 5").calls[0].arguments
    assert weights["range"] == "D4"  # B26, of the sheet's name
    jpgs = only_call(planner.plan("whats in ~/Pictures/Litters/B26, just the jpgs")).arguments
    assert jpgs == {"path": "~/Pictures/Litters/B26", "pattern": "*.jpg"}
    season = only_call(planner.plan("note to self: bramble came into season tues 24th nov, plan mating with hector around "
                                    "5th-7th dec. tag breeding")).arguments
    assert season["tags"] == ["breeding"] and not season["text"].endswith("tag breeding")
    vet = only_call(planner.plan("vet mon 10am at westfield vets - bramble's pups 1st vaccs and microchips")).arguments["body"]
    assert vet["location"] == "Westfield Vets"  # nowhere
    asked = planner.plan("send that draft i wrote to the head about ofsted prep")
    assert "cannot list" not in asked.reply  # drafts are looked up
    assert planner.lookup(asked).calls[0].method == "gmail.users.drafts.list"


def test_what_the_quiz_host_would_notice(planner):
    quick = only_call(planner.plan("quickadd: brewery open day with Dave sat 12th 1pm")).arguments
    assert quick["text"] == "brewery open day with Dave sat 12th 1pm"  # "quickadd: …"
    eiffel = only_call(planner.plan("which file on my laptop has the eiffel tower question in it")).arguments
    assert eiffel["query"] == "eiffel tower question"  # "laptop"
    content = only_call(planner.plan("save round 3 answers to ~/quiz/round3_answers.txt - 1 Canberra 2 1966 3 Mercury 4 "
                                     "Bananarama 5 Everest")).arguments["content"]
    assert content == "1 Canberra 2 1966 3 Mercury 4 Bananarama 5 Everest"  # "round 3 answers"
    unread = only_call(planner.plan("show me unread emails that mention picture round")).arguments["q"]
    assert unread == 'is:unread "picture round"'  # "mention picture round …"
    special = only_call(planner.plan("book in the xmas quiz special at the Red Lion thurs 17th dec 8 till half 10")).arguments
    assert special["body"]["location"] == "the Red Lion"  # "the Red Lion Thursday"
    draft = message(only_call(planner.plan("draft an email to quizteams@redlionquiz.co.uk subject 'Christmas Quiz 17th Dec' - "
                                           "teams of max 6, £2 a head, fancy dress optional, starts 8pm sharp. just draft it "
                                           "ill check later")))
    assert draft["Subject"] == "Christmas Quiz 17th Dec" and "check later" not in draft.get_content()
    window, start, end = found_event(planner, "red lion quiz on thurs 10th needs to start at half 8 not 8, can u change it",
                                     "Quiz", "20:00", "22:00")
    assert window["timeMin"][:10] == "2026-12-10" and (start, end) == ("2026-12-10T20:30", "2026-12-10T22:30")  # no time


def test_what_the_entertainer_the_driver_and_the_foster_carer_would_notice(planner):
    window, start, end = found_event(planner, "patel party sun 13th has moved, its now 3 till 5 not 1 till 3",
                                     "Patel party", "13:00", "15:00")
    assert window["timeMin"][:13] == "2026-12-13T13" and (start, end) == ("2026-12-13T15:00", "2026-12-13T17:00")  # a new all-day event
    drive = only_call(planner.plan("driving mr davies tues 1st, pick up 9.15 from 22 elm close, drop at st catherine's day "
                                   "hospice, done by 10")).arguments["body"]
    assert (drive["start"]["dateTime"][11:16], drive["end"]["dateTime"][11:16]) == ("09:15", "10:00")  # 10:00 to 22:00
    party = only_call(planner.plan("can u put the henderson party in the diary sat 5th 2-4pm, 14 orchard rd bexley, maisie's "
                                   "6th, unicorn theme")).arguments["body"]
    assert party["location"] == "14 Orchard Rd Bexley"
    review = only_call(planner.plan("can u put Kayden's LAC review in my diary tues 1st 10am at county hall, should be about "
                                    "an hour and a half")).arguments["body"]
    assert review["end"]["dateTime"][11:16] == "11:30" and review["location"] == "County Hall"  # an hour, nowhere
    contact = message(only_call(planner.plan("email sarah.okafor@northshire.gov.uk subject 'Contact Sat 28th' - just say Mia's "
                                             "contact with mum on sat went well. thanks, Claire")))
    assert contact["Subject"] == "Contact Sat 28th" and contact.get_content().startswith("Mia's contact")  # "…' - just"
    worktops = only_call(planner.plan("diary - template worktops at Mrs Patel's, 14 Elm Rd, mon 9am, 2hrs")).arguments["body"]
    assert (worktops["summary"], worktops["location"]) == ("Template worktops", "Mrs Patel's, 14 Elm Rd")
    prep = planner.plan("add to my Prep list: PAT test kettles in S3, due weds 9th").calls[0].arguments["body"]
    assert prep["title"] == "PAT test kettles in S3"
