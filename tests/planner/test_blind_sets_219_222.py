"""Everyday requests from blind sets 219–222 (a Birmingham rolex stall (Luganda), a long-haul lorry driver, a London caregiver
agency (Cebuano); a Bournemouth barber (Cape Verdean Kriolu), a 91-year-old solicitor's clerk ('the 27th inst.'), an Aberdeen
tackle shop (Faroese); a Louisiana crawfish caterer (Cajun), a 13-year-old in Gen Alpha slang, a Cardiff minicab firm (Oromo); a
Leicester dosa stall (Kannada), a retired sea captain, a Honolulu plate-lunch truck (Hawaii Pidgin)), written on Monday 23
November 2026; each was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("webale nnyo nnyabo, you are helping me too much 😊", None),  # domainsrdap.getHelp at first sight
    ("unsa akong schedule ugma?", "calendar.events.list"),  # an event made at first sight
    ("asa man ang manual handling certificate ni Marites? need for the CQC file", "files.search"),  # drive.files.download at first sight
    ("What engagements have I on the 27th inst.?", "calendar.events.list"),  # chat at first sight
    ("Mrs Fenn, the chiropodist, has telephoned to say she is indisposed. Strike out her appointment of the 26th inst.", "calendar.events.delete"),  # an event got at first sight
    ("I shall be staying with my sister at Bexhill from the 10th prox. to the 17th prox. inclusive. Please arrange for e-mails to receive a courteous reply to that effect, and say that I shall answer on my return.", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("That circular from the double-glazing people. Dispose of it.", "gmail.users.messages.trash"),  # a contact changed at first sight
    ("That Yorkshire Water circular about the meter. Ditch it.", "gmail.users.messages.trash"),  # drive.files.update at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
