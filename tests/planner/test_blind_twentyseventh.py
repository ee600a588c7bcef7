"""Everyday requests from the twenty-seventh blind set (an amateur dramatics director, a running club organiser, a care
home activities coordinator), written on Thursday 26 November 2026: the method each one means, and the values a user
would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, found_event, message, only_call

CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("in cast.db put ben croft down as widow twankey - roles table, character column", "sqlite.update"),  # the table list
    ("move tues track session to quarter to 7", "calendar.events.patch"),  # a Google Fit session
    ("whats kerry's email? she runs the c25k group", "people.people.searchContacts"),  # a mail search
    ("the hairdresser on weds 2nd has moved to thurs 3rd, same time", "calendar.events.patch"),  # a new event
    ("update reverend collins' email to p.collins@stjudes.org.uk", "people.people.updateContact"),  # an e-mail sent
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "can you ring the village hall and check the heating will be on sat?",  # a list of Saturday's events
    "give mrs patel's daughter a ring and tell her the photos are ready",  # a contact's photo
])
def test_phone_calls_are_said_not_possible(planner_catalog, request_text):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: THURSDAY), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls and plan.reply.startswith("I can't make phone calls")


def test_what_the_amateur_dramatics_director_would_notice(planner):
    cast = message(only_call(planner.plan("email the whole cast pls - cast@thornburyplayers.org.uk - subject 'tech reh sun 6th', say "
                                          "tech rehearsal is sun 6 dec 1pm at the village hall, bring costumes + a packed lunch")))
    assert cast["Subject"] == "Tech reh sun 6th"  # "Tech reh Sunday 6th": the subject as typed
    notes = only_call(planner.plan("make a new google doc called Aladdin - Director's Notes Wk 3")).arguments["body"]
    assert notes["title"] == "Aladdin - Director's Notes Wk 3"  # "… week 3"
    reh = only_call(planner.plan("put reh in the diary for weds 2nd 7.30 till 10, st mary's church hall, act 2 only")).arguments["body"]
    assert (reh["summary"], reh["location"]) == ("Rehearsal", "St Mary's Church Hall")  # "Reh", nowhere
    _, start, end = found_event(planner, "move tmrw's line run from 7.30 to half 6, finishing at 9 instead", "Line run", "19:30", "21:30")
    assert (start, end) == ("2026-11-27T18:30", "2026-11-27T21:00")  # it ended at 20:30


def test_what_the_running_club_organiser_and_care_home_coordinator_would_notice(planner):
    run = only_call(planner.plan("add sunday long run this sun 9am from the leisure centre car park, 2 hrs")).arguments["body"]
    assert run["location"] == "the leisure centre car park"  # "car park"
    bernie = message(only_call(planner.plan("email bernie@berniesings.co.uk to confirm he's on for fri 18th dec 2pm in the main lounge, "
                                            "£80 as agreed")))
    assert bernie.get_content().strip() == "Just to confirm: you're on for fri 18th dec 2pm in the main lounge, £80 as agreed."
    party = message(only_call(planner.plan("draft an email to relatives@oakfieldhouse.co.uk about the xmas party tues 22nd dec 3pm, "
                                           "families welcome")))
    assert party.get_content().strip() == "The xmas party tues 22nd dec 3pm, families welcome."  # an empty draft
    batteries = only_call(planner.plan("add to my tasks - get batteries for the bingo machine, for mon")).arguments["body"]
    assert batteries["title"] == "Get batteries for the bingo machine"  # "…, for"
