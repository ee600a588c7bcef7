"""Everyday requests from blind sets 191–194 (an Edinburgh varenyky kitchen (Ukrainian words), an Edinburgh night-shift taxi driver
dictating to his phone, a Bristol halal butcher (Somali words); a Huddersfield Chinese takeaway (Cantonese words), a Deaf woman
in Derby writing in BSL order, a Newlyn crab fisherman; a Dagenham gele business (Yoruba words), a retired RAF navigator in
Lincoln, a Sheffield pastizzi shop (Maltese words); a Wolverhampton suya grill (Hausa words), a Glasgow 17-year-old with
dyslexia, a London mohinga stall (Burmese words)), written on Monday 23 November 2026; each was planned wrong at first sight
(session 51), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("where is my christmas menu from last year? word file i think", "files.search"),  # the Drive searched at first sight
    ("send a male to Karen at the office saying I'll not be in Friday night the motors in the garage till Saturday", "gmail.users.messages.send"),  # an event made at first sight
    ("find the male from the council about my licence renewal", "gmail.users.messages.list"),  # local files searched at first sight
    ("that male from bolt about the new fares bin it", "gmail.users.messages.trash"),  # a Drive file deleted for good at first sight
    ("in the December rota dock put that I'm off Christmas day and boxing day", "docs.documents.batchUpdate"),  # chat at first sight
    ("severnside invoice where? email", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Cancel chiropodist 1 Dec. Negative on that one, feet fine.", "calendar.events.delete"),  # searchads360.customers.customerNegativeCriteria.mutate at first sight
    ("Draft email to City Council re: green bin not collected Fri 20th. Hold. Will check before sending.", "gmail.users.drafts.create"),  # some draft sent at first sight
    ("Email english check please. 'Me not come meeting because interpreter not book.' Right english how?", None),  # an e-mail sent at first sight
    ("180 kilo at 2.60 wass that come to", None),  # an event made at first sight
    ("Al-Madina send invoice? check my email", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("put driveing lesson thursday 4 till 5", "calendar.events.insert"),  # a file shared at first sight
    ("For English customer how I explain mohinga short on the board? Please help me", None),  # domainsrdap.getHelp at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
