"""Everyday requests from blind sets 147–150 (a Bristol plasterer, a retired Oban headteacher, a Liverpool nail technician; a
Cambridge PhD student, a Newquay surf school, a Leicester corner shop; a Nova Scotia fishing boat's bookkeeper, a London junior
doctor, a Kent PTA chair; a Newcastle window cleaner, a Dublin software consultant, a Sydney café owner), written on Monday 23
November 2026 after sets 139–146's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("add sat to locum log - ED 12h £52/hr", None),  # a Cloud Logging log scope created at first sight
    ("Any remittance advice come in since the 1st?", "gmail.users.messages.list"),  # Compute Engine's capacity advice asked
    ("In that same programme, would you change 'O Little Town of Bethlehem' to 'Once in Royal David's City' please? We've swapped "
     "them round.", "docs.documents.batchUpdate"),  # Campaign Manager's cities listed at first sight
    ("bin gym thurs, on a late", "calendar.events.delete"),  # a Drive file trashed at first sight
    ("week's takings were $9,840 – chuck it in the takings sheet", "sheets.spreadsheets.values.append"),  # a Drive file trashed
    ("diesel 62.40 today chuck it on the expenses sheet", "sheets.spreadsheets.values.append"),  # an all-day event
    ("Log 6.5 hours for Fexco today on the timesheet.", "sheets.spreadsheets.values.append"),  # an event at first sight
    ("Add Sinéad O'Rourke, CTO at Harbourview – sinead@harbourview.ie, 087 412 9930.", "people.people.createContact"),  # a row
    ("The committee coffee on Friday is moving to 9.15 after drop off, not 10!", "calendar.events.patch"),  # a second coffee
    ("feed wagon coming fri morning now not thurs", "calendar.events.patch"),  # a new event at first sight
    ("What's Wednesday looking like?", "calendar.events.list"),  # chat at first sight
    ("wheres my reflection on the sepsis case. word doc somewhere", "files.search"),  # a Google Doc read at first sight
    ("3 days at 180 plus 6 bags multi at 9.80 what we talking", None),  # an event at first sight
    ("if i do 6 biabs a day at 35 5 days a wk whats that a week babe 🤔", None),  # an event at first sight
    ("how many hrs is 4 nights 2000-0830", None),  # a database asked which at first sight
    ("Atlantic Shore's offerin 50 cent a pound more for openin but they only pay end of the month, Hines pays every friday. what "
     "would you do b'y", None),
    ("It's awful dreich out. Do you think I should go for my messages this morning or wait and see if it clears?", None),  # the mail
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_quoted_title_keeps_its_apostrophe(gate):
    plan = gate.plan("would you change 'O Little Town of Bethlehem' to 'Once in Royal David's City' please?")
    change = plan.calls[0].arguments["body"]["requests"][0]["replaceAllText"]
    assert change["replaceText"] == "Once in Royal David's City"  # "Once in Royal David" would have been written in
