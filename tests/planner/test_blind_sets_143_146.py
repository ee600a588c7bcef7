"""Everyday requests from blind sets 143–146 (a Swindon mobile hairdresser, a retired Harrogate GP, a Wigan football club
secretary; a Texas farm stand, a Durham history lecturer, a Highland tour guide; a London cycle courier, a Rhondda chapel secretary,
a Toronto home daycare; a Reading physiotherapist who grew up in Nairobi, a Yorkshire Dales sheep farmer, a Galway landlady),
written on Monday 23 November 2026 after sets 139–142's changes."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("Is there anything in the diary for this week? My memory is not what it was.", "calendar.events.list"),  # events ingested into
    # a Vertex AI memory bank at first sight
    ("email mart entries@hawesmart.co.uk. 40 swaledale draft yows for sale tuesday week. J Metcalfe Gayle",
     "gmail.users.drafts.create"),  # some draft sent at first sight; kept as a draft to check, never an old draft sent
    ("I am going to my sister in Aberystwyth from the 1st to the 8th of December. Could you set the email to tell people I am away, "
     "and to ring Dai Morgan on 01443 433871 if it is anything urgent?", "gmail.users.settings.updateVacation"),  # a contact changed
    ("going home to Samoa 10 Dec til 4 Jan!!! can u make my email tell ppl im away and to contact Losa for youth stuff",
     "gmail.users.settings.updateVacation"),  # a new contact, and before that Google Chat set to away
    ("Kindly add the new treasurer of the bridge club to my contacts: Mr Geoffrey Ainsworth, telephone 07700 900741, e-mail "
     "geoff.ainsworth@btinternet.com.", "people.people.createContact"),  # a draft at first sight
    ("I misread the moderation sheet - Thomas Reid's essay mark on the HIST2261 marks spreadsheet should be 62, not 58. Could you "
     "correct it?", "sheets.spreadsheets.values.update"),  # a new spreadsheet at first sight
    ("let our sarah in on lambing sheet sarah.metcalfe@gmail.com so she can fill it in", "drive.permissions.create"),  # a new sheet
    ("Please move the external examiner's report, Downloads/EE_report_HIST_2025-26.pdf, into Documents/Admin/External Examiner.",
     "files.move"),  # read at first sight ("Please moved …")
    ("not going nsa meeting wed. take it off", "calendar.events.delete"),  # the event only looked up
    ("The optician has telephoned. My appointment on Thursday is now at 4 p.m. rather than 11. Kindly amend the diary.",
     "calendar.events.patch"),  # a second appointment at first sight
    ("have i got anything on wed night?? kayla wants to go bingo at the mecca", "calendar.events.list"),  # chat
    ("Has the surgery written to me about my flu vaccination?", "gmail.users.messages.list"),  # chat at first sight
    ("has getyourguide sent through next weeks bookings yet", "gmail.users.messages.list"),  # chat at first sight
    ("wats the code for the shard loading bay again", "notes.search"),  # chat at first sight
    ("wheres movement licence for them tups", "files.search"),  # chat at first sight
    ("where's the risk assessment fer the skye run, need tae check whit it says aboot the skye bridge in high winds", "files.search"),
    ("38 drops at 4.20 a drop wats that", None),  # an event at 4:20 at first sight
    ("Roughly how many hours of marking am I looking at: 48 essays at about 25 minutes apiece, plus an hour for moderation?", None),
    ("Diolch bach, you have been a great help today. A big cwtch to you.", None),  # an event at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_sheet_shared_so_she_can_fill_it_in_lets_her_edit(gate):
    plan = gate.plan("let our sarah in on lambing sheet sarah.metcalfe@gmail.com so she can fill it in")
    assert plan.calls[0].arguments["body"] == {"type": "user", "role": "writer", "emailAddress": "sarah.metcalfe@gmail.com"}


@pytest.mark.parametrize(("typed", "read"), [
    ("Please move the report into Documents", "Please move the report into Documents"),  # no "Please moved"
    ("Could you tell me who is doing the flowers this Sul, please?", "who is doing the flowers this Sunday, please?"),
    ("Good morning 🙂 kindly show me who I am seeing tomorrow", "kindly show me who I am seeing tomorrow"),
    ("who've i got tmrw hun? need to sort my route x", "who have i got tomorrow? need to sort my route x"),
])
def test_read_as_meant(typed, read):
    assert expand(typed) == read
