"""Everyday requests from the twenty-ninth blind set (a dog walker, a primary school PTA chair, a painter and
decorator), written on Thursday 26 November 2026: the method each one means, and the values a user would notice if
they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("did brewers send my invoice yet? search my mail", "gmail.users.messages.list"),  # send-as addresses
    ("stick this in my Expenses sheet, Dec tab: 01/12/2026, Screwfix, dust sheets x3, £24.97",
     "sheets.spreadsheets.values.append"),  # a batch read
    ("cancel pepper's walk mon 30th, owners off work that day", "calendar.events.delete"),  # Classroom coursework
    ("new client - add priya shah, 07700 900412, priya.shah@btinternet.com. note: cockapoo called mabel",
     "people.people.createContact"),  # a Keep note
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_dog_walker_would_notice(planner):
    alfie = only_call(planner.plan("put alfie's walk in tmrw 11.30 till half 12, pick up from 14 elm rd")).arguments["body"]
    assert alfie["location"] == "14 Elm Rd"  # nowhere
    priya = only_call(planner.plan("new client - add priya shah, 07700 900412, priya.shah@btinternet.com. note: cockapoo called "
                                   "mabel")).arguments["body"]
    assert priya["names"] == [{"givenName": "Priya", "familyName": "Shah"}]


def test_what_the_pta_chair_would_notice(planner):
    hall = message(only_call(planner.plan("can u draft a msg to mrs hughes (head) at k.hughes@oakfield.sch.uk asking if we can use "
                                          "the hall sat 12th dec 10 til 2 for the fair. leave in drafts")))
    assert hall.get_content().strip() == "Could you let me know if we can use the hall sat 12th dec 10 til 2 for the fair?"
    committee = only_call(planner.plan("add pta committee mtg tues 8th dec 7pm to half 8 in the school library")).arguments["body"]
    assert committee["end"]["dateTime"][:16] == "2026-12-08T20:30"  # 08:30 the next morning


def test_what_the_decorator_would_notice(planner):
    kitchen = only_call(planner.plan("book in the kitchen job at 22 mill lane wed 9th dec, all day 8 till 5")).arguments["body"]
    assert kitchen["location"] == "22 Mill Lane"  # "the kitchen"
    dulux = only_call(planner.plan("add task pick up 5L of dulux white from the trade counter tmrw")).arguments["body"]
    assert dulux["title"] == "Pick up 5L of dulux white from the trade counter"  # "Task pick up …"
    ryan = planner.plan("share the Colour Charts 2026 folder with my lad ryan.harper@gmail.com, he needs to be able to add stuff")
    assert ryan.calls[0].arguments["body"]["role"] == "writer"  # a reader
    farrow = only_call(planner.plan("find any files on my computer with farrow and ball in them, had a colour list somewhere"))
    assert farrow.arguments["query"] == "farrow and ball"
