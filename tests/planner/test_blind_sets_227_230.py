"""Everyday requests from blind sets 227–230 (a north London bakery (Kabyle), a mum dictating while she cooks, a Stamford Hill
kosher bakery (Yiddish); a Skye B&B (Scottish Gaelic), a blind man using a screen reader, a Manchester minibus hire (Kikuyu); a
Leicester fabric shop (Sindhi), a night-shift security guard, a Birmingham tempeh maker (Javanese); a south London fish curry
takeaway (Seychellois Creole), a retired sergeant major writing labelled orders, a London tea importer (Assamese)), written on
Monday 23 November 2026; each was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("wesh what i got demain", "calendar.events.list"),  # an event made at first sight
    ("what i have haynt", "calendar.events.list"),  # chat at first sight
    ("chanukah sheet put sufganiyot jam 1.50 custard 1.80", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("what have I on andiugh a ghràidh", "calendar.events.list"),  # chat at first sight
    ("Please cancel the talking newspaper recording session next Monday. I cannot make it.", "calendar.events.delete"),  # a row deleted at first sight
    ("new mundu Brian want to drive for me, he pass car test 2019. can he drive the 16 seater on his car licence?", None),  # a file shared at first sight
    ("DIARY: Dentist Thursday 1030. Cancel it.", "calendar.events.delete"),  # an event made at first sight
    ("DIARY: Tomorrow. What have I got.", "calendar.events.list"),  # an event made at first sight
    ("NOTE: Allotment gate code. Find it.", "notes.search"),  # a note made at first sight
    ("FILE: Reunion seating plan. Brian to have edit access. brian.fairweather@btinternet.com. Carry on.", "drive.permissions.create"),  # drive.files.copy at first sight
    ("If Patel Stores takes 40 kg at £11.50, kiman is that in total?", None),  # a question of the rows at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
