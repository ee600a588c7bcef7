"""Everyday requests from the forty-ninth and fiftieth blind sets (a sheep shearer, a guitar repairer, a beach hut
owner; a knife sharpener, a community minibus coordinator, a tree surgeon), written on Friday 27 November 2026, and
the method each means; each was planned wrong at first sight."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, found_event, only_call

CLOCK = THURSDAY


@pytest.mark.parametrize(("request_text", "method"), [
    ("open the heiniger service notes txt in Shearing", "files.read"),  # a note read
    ("anything from britishwool.org.uk stick it in the Wool label", "gmail.users.settings.filters.create"),  # one message
    ("anything from lincolnshire.gov.uk put it under LCC n mark it important", "gmail.users.settings.filters.create"),
    ("save marco, head chef at clifton oyster bar, 07700 905678 marco@cliftonoyster.co.uk",
     "people.people.createContact"),  # a file written
    ("make a price list txt in Sharpening - kitchen knives £4, serrated £5, cleavers £6", "files.write"),  # a calendar
    ("get rid of flyer v1 off my drive, dont need it", "drive.files.delete"),  # a shared drive deleted
    ("send graham lowe a polite reminder g.lowe@btinternet.com - £1400 for the leylandii n stump grinding on 18th nov, "
     "14 day terms so its due wed 2nd. thanks, matt", "gmail.users.messages.send"),  # a task read
    ("take ryan off the Jobs folder on drive, hes left us", "drive.permissions.delete"),  # a file downloaded
    ("huw bevan wants his winter shear moved to mon 21st dec now", "calendar.events.patch"),  # a new event
    ("knives done n takings per month pls, accounts.db in Sharpening", "sqlite.query"),  # an update
    ("put rachel tomkins email with the oak photos under Jobs", "gmail.users.messages.modify"),  # a message inserted
    ("the leeds guitar show has moved from sat 5th to sat 12th dec, same times", "calendar.events.patch"),  # a list
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_sharpener_and_the_minibus_coordinator_would_notice(planner):
    price_list = only_call(planner.plan("make a price list txt in Sharpening - kitchen knives £4, serrated £5")).arguments
    assert price_list == {"path": "Sharpening/price list.txt", "content": "kitchen knives £4, serrated £5"}
    marco = only_call(planner.plan("save marco, head chef at clifton oyster bar, 07700 905678 marco@cliftonoyster.co.uk"))
    assert marco.arguments["body"]["organizations"] == [{"title": "Head chef", "name": "Clifton Oyster Bar"}]
    council = only_call(planner.plan("anything from lincolnshire.gov.uk put it under LCC n mark it important")).arguments["body"]
    assert council["action"] == {"addLabelIds": ["LCC", "IMPORTANT"]}  # the LCC label was lost
    filed = planner.plan("put rachel tomkins email with the oak photos under Jobs").calls[0].arguments["body"]
    assert filed == {"addLabelIds": ["Jobs"]}


def test_events_moved_keep_their_hours(planner):
    window, start, end = found_event(planner, "the leeds guitar show has moved from sat 5th to sat 12th dec, same times",
                                     "Leeds Guitar Show", "10:00", "16:00")
    assert window["timeMin"][:10] == "2026-12-05" and (start, end) == ("2026-12-12T10:00", "2026-12-12T16:00")  # read Dec 5-12
    _, start, end = found_event(planner, "huw bevan wants his winter shear moved to mon 21st dec now",
                                "Winter shear - Huw Bevan", "07:00", "16:00")
    assert (start, end) == ("2026-12-21T07:00", "2026-12-21T16:00")  # 'not what to change', nothing done
