"""Everyday requests from the thirty-sixth to thirty-eighth blind sets (a children's party entertainer, a hospice
volunteer driver, a school science technician; a foster carer, a pub quiz host, a kitchen fitter; a parish magazine
editor, a school governor, a dog breeder), written on Thursday 26 November 2026: the method each one means, and the
values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, only_call

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
