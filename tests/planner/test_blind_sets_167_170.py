"""Everyday requests from blind sets 167–170 (a Herefordshire beekeeper, a Filipino care worker in Leicester, a Liverpool driving
instructor; a Croydon nail salon, a Lewis crofter, a Sheffield allotment secretary; a Cotswolds wedding photographer, a retired
Gurkha in Aldershot, a Peckham braiding salon; a Doncaster garage, a partially sighted Norwich teacher who dictates, a Luton
care agency), written on Monday 23 November 2026 after sets 163–166's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("pakibasa naman yung handover.txt sa desktop ko, di ko mabuksan sa phone", "files.read"),  # the file overwritten at first sight
    ("may email na ba galing Home Office or UKVI this month?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("co email Treatwell ve payout chua", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("please would you write a letter an email I mean to the council about the bins not being collected on Elm Grove Lane for two "
     "weeks now but don't sent it yet I'd like my son in law to look over it first", "gmail.users.drafts.create"),  # sent at first sight
    ("pakisend naman kay ate Marites yung december rota, nasa drive ko po 🙏", "drive.permissions.create"),  # a shared drive made
    ("bholi 2 baje doctor appointment at Princes Gardens surgery. Put in calendar please", "calendar.events.insert"),  # a calendar made
    ("yung email ng Remitly na promo kanina, pakidelete na lang ang kulit 🙄", "gmail.users.messages.trash"),  # an event at first sight
    ("ano sched ko this week", "calendar.events.list"),  # chat at first sight
    ("gawa ka po ng bagong doc, 'Oakwood Christmas Party 2026 - Potluck', ilalagay ko dun kung sino magdadala ng ano 🎄🍗",
     "docs.documents.create"),
    ("nhac chi pay rent shop fri", "tasks.tasks.insert"),  # an event at first sight
    ("hom nay lam dc £1,240 add vo sheet", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("The lady from Hay Wholefoods, Jenny, asked for my price list. It's the one on the Google Drive. Her email is "
     "jenny@haywholefoods.co.uk if you could let her see it.", "drive.permissions.create"),  # the shared drives listed
    ("I had a file with the new wording for the honey labels, the one with the best before and the country of origin bit that "
     "Trading Standards wanted, and I can't for the life of me find where I saved it", "files.search"),  # a Drive file made
    ("Where's that blank tenancy agreement? I can't find it for love nor money", "files.search"),  # chat at first sight
    ("where is invoice for Gary van, EGR one? pdf. he lost it, need send again", "files.search"),  # a folder listed
    ("shove that admiral_renewal.pdf off me desktop into the car folder", "files.move"),  # the file read at first sight
    ("45 quid diesel in the expenses sheet, today, the shell on queens drive", "sheets.spreadsheets.values.append"),  # an event
    ("feed sheet. 20 bales today £90 Macaulays", "sheets.spreadsheets.values.append"),  # an event at first sight
    ("What is my duty this week, night or day? I forget.", "calendar.events.list"),  # chat at first sight
    ("Please save new number. Pemba Sherpa, he is new guard same site with me, 07853 226419", "people.people.createContact"),  # chat
    ("My son Prakash graduation I put 9 December but it is 10 December. I make mistake. Please change it.", "calendar.events.patch"),
    ("could you please sent an email to my daughter Caroline to say that I will meet her off the train at Norwich station on "
     "Saturday", "gmail.users.messages.send"),  # an event at first sight
    ("the hairdresser rang and asked if I could come at half past two on Friday instead of eleven o'clock would you change that "
     "in the diary for me please", "calendar.events.patch"),  # a second event at first sight
    ("40 bales at 4.50 how much", None),  # an event at 16:50 at first sight
    ("One night shift is 12 hour and pay is £12.85 per hour. This week I do 4 nights. How much total before tax?", None),
    ("My daughter Sunita is 21 today. Please help me write a ramro birthday message for her, from Buwa.", None),  # an event
    ("salamat po ha 🥹 pagod na pagod na ako today", None),  # an event at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


@pytest.mark.parametrize(("typed", "query"), [
    ("I was writing a letter to the Eastern Daily Press about the number 25 bus I think it's somewhere in my documents could you "
     "find it for me and read it out", "Eastern Daily Press"),  # contacts searched for 'me and read it out' at first sight
    ("find Precious timesheet for last week, the scanned one", "Precious timesheet"),  # the diary searched at first sight
    ("tim file price list moi", "price list"),  # a folder listed at first sight
])
def test_a_lost_file_is_searched_for_by_what_it_is(gate, typed, query):
    plan = gate.plan(typed)
    assert plan.calls[0].method == "files.search" and plan.calls[0].arguments["query"] == query


def test_a_note_after_its_dash_is_kept_whole(gate):
    typed = ("note for megan - keeps forgettin mirrors before signalling on roundabouts, do the rocket n queens drive ones next "
             "time. reversing bay park is made up now tho")
    plan = gate.plan(typed)
    assert plan.calls[0].method == "notes.create"  # cut at "on roundabouts" before
    assert plan.calls[0].arguments["text"].endswith("reversing bay park is made up now tho")
