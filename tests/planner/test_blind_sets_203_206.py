"""Everyday requests from blind sets 203–206 (a London larb stall (Lao words), a Singaporean student writing Singlish, a West
Virginia quilt shop; a Milton Keynes biryani takeaway (Telugu), a woman with fibromyalgia typing as little as she can, a Bath
chocolatier (Swiss German words); a Leeds nail bar (Khmer words), an American in London, a Liverpool barber and phone repairs
(Kurmanji words); a Harrow vada pav stall (Marathi), a van driver dictating at red lights, a Norfolk pig farmer), written on
Monday 23 November 2026; each was planned wrong at first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("put rebwar haircut sibe 11", "calendar.events.insert"),  # chat at first sight
    ("hassan send the parts email yet?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("menu pdf ekkada undi? new prices unna di, print cheyyali", "files.search"),  # a folder listed at first sight
    ("takings sheet lo yesterday add cheyyi – 1,680 total, cash 520 card 1,160", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("15 chicken biryani 9.50 each, cricket club ki 10% discount, enni avuthundi?", None),  # a question of the rows at first sight
    ("pip email from dwp", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("share pain log w dr patel", "drive.permissions.create"),  # baremetalsolution.projects.locations.nfsShares.create at first sight
    ("bin nhs survey email", "gmail.users.messages.trash"),  # an e-mail sent at first sight
    ("harrow council cha email aala ka? street trading licence renewal baddal", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("udya kay kay aahe?", "calendar.events.list"),  # chat at first sight
    ("mala remind kar bhau - gas cylinder order karaycha friday chya aadhi", "tasks.tasks.insert"),  # an event made at first sight
    ("navin customer save kar - Anjali Deshmukh 07912 448301. tichya office la catering pahije aste, Wealdstone", "people.people.createContact"),  # a note made at first sight
    ("raja bakery che october che invoice kuthe aahet? pdf hota", "files.search"),  # a folder listed at first sight
    ("VAT wala sheet accountant la share kar - mehta.accounts@gmail.com. edit karu de tyala", "drive.permissions.create"),  # gmail.users.labels.patch at first sight
    ("let my boy Sam see the farm accounts spreadsheet. sam.thrower87@gmail.com. dont let him change narthin mind", "drive.permissions.create"),  # a sheet row added at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
