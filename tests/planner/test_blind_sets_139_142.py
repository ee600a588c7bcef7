"""Everyday requests from blind sets 139–142, in plain English and other Englishes (a Manchester wedding photographer, a retired
Norwich librarian, a Nottingham driving instructor; a Melbourne plumber, a London barristers' clerk, a Sheffield allotment
secretary; a New Jersey mom, a Bangalore engineer who tutors, a Cotswolds dog groomer; a Cardiff PE teacher, a Croydon nurse who
grew up in Lagos, an Edinburgh bookkeeper), written on Monday 23 November 2026 after session 46's changes."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("The Ashworth trial at the Bailey has cracked. Take it out of Mr Desai's diary.", "calendar.events.delete"),  # a Vertex AI
    # study's trial deleted at first sight
    ("Am I on the church flowers this week or next week? I have quite forgotten.", "calendar.events.list"),  # a token's info read
    ("open my revalidation reflective account, I need to finish am before Sunday", "files.search"),  # the user's profile read
    ("Helen would like to look at the family tree. Could you let her see it, but not alter anything, please? Her email is "
     "helen.marsh@btinternet.com.", "drive.permissions.create"),  # a family's Books library read at first sight
    ("Jean recommended a novel to me at book group, something to do with a lighthouse, and I am sure I wrote it down. Could you "
     "look in my notes, please?", "notes.search"),  # Google Books recommendations listed (and one rated) at first sight
    ("New solicitor at Harcourt Lyle - Priya Raman, 020 7946 0321, p.raman@harcourtlyle.co.uk. Save her, would you.",
     "people.people.createContact"),  # a local file written at first sight
    ("Chase Callum Reid for INV-2026-111 please: £250, due 14 November. Polite but firm. callum@reidjoinery.co.uk",
     "gmail.users.messages.send"),  # a task due 14 Nov 2027 at first sight (a row added, with the clients database)
    ("Draft a polite chaser to Brennan & Co on the Mahmood fee note - £1,850 outstanding since September. Don't send it, I want to "
     "look at it first.", "gmail.users.drafts.create"),  # a note at first sight
    ("Miss Hartley's con on Wednesday has moved to 4.30.", "calendar.events.patch"),  # a new all-day event at first sight
    ("fitba training moved to 5.30 on wednesday cos of the pitches being flooded", "calendar.events.patch"),
    ("ugh can u move lilys dentist from tues to fri same time", "calendar.events.patch"),  # a new event at first sight
    ("minibus booked 1.45 till 6 weds for plasmawr, stick it in my cal", "calendar.events.insert"),  # a listing at first sight
    ("Call with Tom Baxter Thursday at 2pm, 30 minutes, re his VAT return.", "calendar.events.insert"),  # a listing
    ("Abeg what time is my shift on Thursday? I don forget 😩", "calendar.events.list"),  # a recurring event's instances
    ("chuck $86.40 diesel at the servo on the fuel sheet", "sheets.spreadsheets.values.append"),  # a sheet copied elsewhere
    ("Hall bookings sheet, new line: Sat 5 Dec, Brownies Xmas party, 1400-1700, £45, paid cash.", "sheets.spreadsheets.values.append"),
    ("Any revert from Priya on the PR review? Kindly check.", "gmail.users.messages.list"),  # Play Store reviews listed
    ("has owt come from the council about putting the rents up? they said they'd write before Christmas",
     "gmail.users.messages.list"),  # chat at first sight
    ("Has HMRC come back to me about Priya Khan's late filing penalty appeal yet?", "gmail.users.messages.list"),
    ("Well done o 😊 email Mrs Adebayo, tell her choir practice has moved to Saturday 4pm in the church hall, not Friday again",
     "gmail.users.messages.send"),  # the event moved at first sight, no one told
    ("In my CV change Band 5 Staff Nurse to Band 6 Senior Staff Nurse abeg", "docs.documents.batchUpdate"),  # a Drive file changed
    ("In the engagement letter template, change every '2025-26' to '2026-27'.", "docs.documents.batchUpdate"),  # chat
    ("3 long days, 12.5 hrs each, minus 1 hr break each day, how many hours be that", None),  # an event at first sight
    ("UK standup is 9:30am, what time it is in IST now? Daylight saving ended na", None),  # a listing at first sight
    ("gimme a quick 10 min wet weather warm up for yr 7s in the sports hall, its hammering down", None),  # a note
    ("who've i got tmrw", "calendar.events.list"),  # no database added: the diary
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_cv_line_is_replaced_as_said_and_a_value_is_never_replaced_as_text(gate):
    plan = gate.plan("In my CV change Band 5 Staff Nurse to Band 6 Senior Staff Nurse abeg")
    change = plan.calls[0].arguments["body"]["requests"][0]["replaceAllText"]
    assert (change["containsText"]["text"], change["replaceText"]) == ("Band 5 Staff Nurse", "Band 6 Senior Staff Nurse")
    plan = gate.plan("in my notes doc change the wifi password to Currach2027")  # its value, not the words "the wifi password"
    assert "body" not in plan.calls[0].arguments


@pytest.mark.parametrize(("typed", "read"), [
    ("minibus booked 1.45 till 6 weds for plasmawr", "minibus booked 1.45 till 6 Wednesday for plasmawr"),
    ("Hall bookings sheet, new line: Sat 5 Dec", "Hall bookings sheet, new line: Saturday 5 Dec"),  # a row, no line break said
    ("Any revert from Priya on the PR review?", "Any reply from Priya on the PR review?"),
    ("who've i got tmrw", "who have i got tomorrow"),
])
def test_read_as_meant(typed, read):
    assert expand(typed) == read
