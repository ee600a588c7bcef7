"""Everyday requests from the thirty-ninth and fortieth blind sets (a mobile beauty therapist, a cricket club fixtures
secretary, a retired postman who runs a model railway club; a cattery owner, a church organist, a head of year 9),
written on Thursday 26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import THURSDAY, found_event, message, only_call

CLOCK = THURSDAY  # the day the sets were written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("in Fixtures 2027 change B5 to Thornbury CC (A)", "sheets.spreadsheets.values.update"),  # chat
    ("clear out the Availability tab in the Selection 2026 sheet ready for next season, leave the headers tho",
     "sheets.spreadsheets.values.clear"),  # batchClear
    ("any emails from weddings@stmarys.example.org.uk can u stick a Weddings label on them and skip the inbox",
     "gmail.users.settings.filters.create"),  # a search
    ("where did i save that howells psalm prelude pdf, its somewhere in documents", "files.search"),  # a file written
    ("who can see the Y9 Safeguarding Concerns sheet?", "drive.permissions.list"),  # shared drives
    ("stick a Weddings label on the email from bob", "gmail.users.messages.modify"),  # a message sent
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_therapist_the_secretary_and_the_postman_would_notice(planner):
    cleared = planner.plan("clear out the Availability tab in the Selection 2026 sheet ready for next season, leave the "
                           "headers tho").calls[0].arguments
    assert cleared["range"] == "'Availability'!A2:ZZ"  # the headers too
    cell = planner.plan("in Fixtures 2027 change B5 to Thornbury CC (A)").calls[0].arguments
    assert (cell["range"], cell["body"]["values"]) == ("B5", [["Thornbury CC (A)"]])
    kerry = message(only_call(planner.plan("email kerry.dobbs@example.com subject 'Your appointment' and say \"Hi Kerry, just "
                                           "confirming your acrylics on Sat 28th at 11am. Jess x\"")))
    assert kerry.get_content().strip() == "Hi Kerry, just confirming your acrylics on Sat 28th at 11am. Jess x"  # in quotes
    club = only_call(planner.plan("put club night in the calendar every tuesday 7 till 10pm at the scout hut, starting next "
                                  "week")).arguments["body"]
    assert club["location"] == "the scout hut"
    window, start, end = found_event(planner, "the exhibition on sat 12th now starts 9.30 not 10, can you change it",
                                     "Exhibition", "10:00", "16:00")
    assert window["timeMin"][:10] == "2026-12-12" and (start, end) == ("2026-12-12T09:30", "2026-12-12T15:30")  # no time


def test_what_the_cattery_owner_the_organist_and_the_head_of_year_would_notice(planner):
    away = only_call(planner.plan("put an out of office on from xmas eve till the 27th: 'The cattery office is closed "
                                  "24-27 Dec. I'll reply from the 28th. Jo'")).arguments["body"]
    assert (away["startTime"], away["endTime"]) == ("1798070400000", "1798416000000")  # 24 Dec to the end of the 27th; none
    scans = only_call(planner.plan("find the vaccination cert scans in my drive, think theyre pdfs")).arguments["q"]
    assert scans.startswith("mimeType = 'application/pdf' and name contains 'vaccination'") and "think" not in scans
    saved = only_call(planner.plan("where did i save that howells psalm prelude pdf, its somewhere in documents")).arguments
    assert saved == {"query": "howells psalm prelude pdf", "path": "~/Documents"}
    hours = only_call(planner.plan("save a file ~/Documents/cattery/xmas_hours.txt saying \"Closed 25th and 26th. Normal "
                                   "hours from 27th.\"")).arguments
    assert hours["content"] == "Closed 25th and 26th. Normal hours from 27th."  # in quotes
    lesson = only_call(planner.plan("pupil lesson tom ellery weds 4-5 at st marys")).arguments["body"]
    assert lesson["location"] == "St Marys"
    columns = planner.plan("whats in the December Bookings sheet, columns A to F").calls[0].arguments
    assert columns == {"range": "A:F"}  # majorDimension COLUMNS
    weddings = only_call(planner.plan("any emails from weddings@stmarys.example.org.uk can u stick a Weddings label on them "
                                      "and skip the inbox")).arguments["body"]
    assert weddings["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["Weddings"]}
