"""Everyday requests from blind sets 135–138, all in English (a Swansea dental receptionist, a Brighton web developer, a Glasgow
stay-at-home dad; a Belfast youth worker, a Blackpool ice-cream van owner, an Austin real-estate agent; a retired RAF officer
writing clipped messages, a Leeds student nurse, a Bristol food co-op treasurer; a Carmarthenshire farmhouse B&B, a Birmingham
Uber driver, a Perth mum running the canteen roster), written on Monday 23 November 2026 after sets 127–134's changes."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("cancel dentist thurs im on a late", "calendar.events.delete"),  # a Drive approval cancelled at first sight
    ("cancel dentist thurs cant do it", "calendar.events.delete"),  # the same
    ("14 wains at £12.50 each is what?? my head's melted", None),  # a Pub/Sub Lite head cursor computed at first sight
    ("14 hrs at 18.50 an hr take off ubers 25% wot do i actually get", None),  # an event at first sight
    ("Quick one, Mr and Mrs Pritchard both on band 1 at £20 each and she's having the whitening at £250 on top, what do I charge "
     "altogether?", None),
    ("got 3 nights in a row next wk any tips for sleeping in the day lol im dead", None),
    ("I'm a bit worried about how many people are behind on paying for their boxes. Do you think it would be fair to ask members to "
     "pay in advance?", None),  # a contact group changed at first sight
    ("better word than 'cozy' for the Wilson St listing that doesn't scream tiny lol", None),
    ("shopping list: nappies size 4, calpol, bread, milk, fish fingers", "notes.create"),  # DoubleClick sizes listed at first sight
    ("sav gaz from the rank 07891 442310 hes bostin", "people.people.createContact"),  # a Discovery Engine ranking at first sight
    ("Anything in from the insurers re the hall roof claim?", "gmail.users.messages.list"),  # fact-check claims searched
    ("owt come from the council bout me street trading licence", "gmail.users.messages.list"),  # chat at first sight
    ("was there an email from the nursery about christmas jumper day? cant mind what date they said", "gmail.users.messages.list"),
    # a message sent at first sight
    ("We're off to my sister's in Aberystwyth from the 1st to the 3rd of December. Can you set the email so people know I'm away and "
     "will answer when I'm back?", "gmail.users.settings.updateVacation"),  # a contact changed at first sight
    ("Squash w/ Clive Tues - scrub it. He's crocked his knee.", "calendar.events.delete"),  # an event made at first sight
    ("bin the bowling on saturday, only 3 wains signed up, catch yourself on", "calendar.events.delete"),  # a Drive file trashed
    ("Mail to d.pryce@btinternet.com. Subj: Hall cttee mtg. Derek - mtg moved to Thu 26th 1930 hrs, small room. Regards, Geoff",
     "gmail.users.messages.send"),  # a mail search at first sight
    ("Bill Thorne's tel no?", "people.people.searchContacts"),  # chat at first sight
    ("Dentist Fri now 1045 not 0930. Amend pls.", "calendar.events.patch"),  # chat at first sight
    ("Can you put the co-op committee meeting in for Wednesday the 2nd of December at 7pm, at the Old Library on Eastbrook Road?",
     "calendar.events.insert"),  # chat at first sight
    ("open house at Avenue F this Sunday 1-4 pls", "calendar.events.insert"),  # a file read at first sight
    ("in my essay doc change every Gibbs 1998 to Gibbs (1988) ugh wrong year everywhere", "docs.documents.batchUpdate"),
    ("Christmas Fayre rota - give jean.marsh@gmail.com edit access. She's running the tombola.", None),  # the calendar shared
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


@pytest.mark.parametrize(("typed", "read"), [
    ("Morning! Who's on canteen tomorrow? 🙏", "Who's on canteen tomorrow?"),  # an event at "morning" at first sight
    ("Dentist Fri now 1045 not 0930. Amend pls.", "Dentist Friday now 10:45 instead of 09:30. Amend please."),
    ("mtg moved to Thu 26th 1930 hrs", "meeting moved to Thursday 26th 19:30"),
    ("rent going from 1450 to 1525, whats that as a %", "rent going from 1450 to 1525, whats that as a %"),  # money stays money
    ("shopping list: bread, milk", "make a note 'shopping list': bread, milk"),
    ("the WI craft fair sat 12 dec", "the WI craft fair Saturday 12 dec"),  # the WI stays the WI
])
def test_read_as_meant(typed, read):
    assert expand(typed) == read
