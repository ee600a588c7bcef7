"""Everyday requests from blind sets 119–122 (a Singapore tuition centre, a Croatian holiday landlord, a Deaf designer typing in
BSL order; a dyslexic Hull plumber, a Swedish café, a retired headmaster writing courteous letters; a teenage Depop reseller,
a Lagos-born event planner writing Nigerian Pidgin, a Latvian shift worker; a Tamil corner shop, a Bulgarian care
coordinator, a sysadmin typing like a command line), written on Monday 23 November 2026. The languages are tested in their
own files (test_croatian.py, test_swedish.py, test_latvian.py, test_tamil.py, test_bulgarian.py)."""

from __future__ import annotations

import pytest

from core.planner.courtesy import ask_first
from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("cal mv change-review thu->fri same time", "calendar.events.patch"),  # an event made at first sight
    ("cal ls next wk", "calendar.events.list"),
    ("cal rm thu 1:1 w/ karen", "calendar.events.delete"),  # an event made at first sight
    ("notes grep bgp", "notes.search"),
    ("mail raj re: PO 7781 -> 'approved, go ahead'", "gmail.users.messages.send"),  # a message untrashed at first sight
    ("cat ~/notes/oncall-handover.md", "files.read"),  # a file written at first sight
])
def test_a_request_typed_like_a_command_line_plans_what_it_says(gate, typed, method):
    assert gate.plan(typed).calls[0].method == method


def test_a_command_line_event_keeps_its_title_and_length(gate):
    body = gate.plan("cal add fri 15:00 dentist, 45m").calls[0].arguments["body"]
    assert body["summary"] == "Dentist"
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2026-11-27T15:00:00+01:00", "2026-11-27T15:45:00+01:00")


@pytest.mark.parametrize("asked", ["1.5TB/day -> Mbit/s?", "what is 1.5TB/day in Mbit/s?", "3 days work, £280 day, VAT 20% add. total?",
                                   "3/4 of 48 minus 15% of 60 = ? want check the answer key got wrong or not",
                                   "A small sum, if you would be so kind. We have 47 full members at £85 and 12 social members at £30. "
                                   "What ought the subscription income to come to for the season, assuming everyone pays?",
                                   "I wonder whether you might advise me. If the AGM should prove not to be quorate, what is the proper "
                                   "course?"])
def test_sums_and_advice_write_no_file_and_call_nothing(gate, asked):
    assert gate.plan(asked).kind == "chat"  # "1.5TB/day" was a file to write at first sight


@pytest.mark.parametrize(("typed", "read"), [
    ("tomorrow dentist me cancel", "cancel the dentist tomorrow"),
    ("Dave email send, logo finish Friday", "email Dave saying logo finish Friday"),
    ("interpreter book Thursday meeting – me forget, remind today", "remind me today to book interpreter Thursday meeting"),
    ("Mum mobile number what?", "what is Mum's mobile number?"),
    ("client email say 'ballpark figure' – mean what?", "what does 'ballpark figure' mean?"),
    ("Friday deadline Brewery labels – move Monday", "move the Friday deadline Brewery labels to Monday"),
])
def test_bsl_order_is_read_in_english_order(typed, read):
    assert expand(typed) == read


@pytest.mark.parametrize(("typed", "read"), [
    ("ryan sat lesson change to 11am can or not, mr tan say ok already", "change ryan sat lesson to 11am"),
    ("thurs 7pm the accountant meeting cancel pls, she say postpone to jan",
     "cancel Thursday 7pm the accountant meeting, she say postpone to jan"),
    ("aiyo where is the p4 chinese worksheet i make last week?? cannot find",
     "where is the p4 chinese worksheet i made last week?? cannot find"),
    ("ch7al dkhelna l simana li fatet?", "how much did we take last week?"),  # "did we take" stays
    ("Comot Peckham Chair Hire from my vendors", "remove Peckham Chair Hire from my vendors"),
    ("Make I no forget: Eze family want royal blue and gold", "make a note: Eze family want royal blue and gold"),
    ("Where that invoice wey I do for Mrs Olatunji? The pdf", "where is that invoice I did for Mrs Olatunji? The pdf"),
    ("If Aisha engagement na £7,500 for 150 people, how much be that per head?",
     "If Aisha engagement is £7,500 for 150 people, how much is that per head?"),
])
def test_singapore_english_and_nigerian_pidgin_are_read_as_meant(typed, read):
    assert expand(typed).startswith(read)


def test_a_courteous_letter_is_read_with_its_ask_first():
    letter = ("Good morning. Mrs Eileen Lister very kindly handed me her subscription for the coming season at Saturday's coffee "
              "morning, £85 in cash. I should be most grateful if you would record it in the subscriptions spreadsheet. Many "
              "thanks, Geoffrey")
    assert ask_first(letter) == ("record it in the subscriptions spreadsheet: Mrs Eileen Lister very kindly handed me her "
                                 "subscription for the coming season at Saturday's coffee morning, £85 in cash.")
    asked = "Would you be so good as to tell me which of our members have not yet paid?"
    assert ask_first(asked) == asked  # nothing told before the ask


@pytest.mark.parametrize(("letter", "method"), [
    ("Good morning. Mrs Eileen Lister very kindly handed me her subscription for the coming season at Saturday's coffee morning, "
     "£85 in cash. I should be most grateful if you would record it in the subscriptions spreadsheet. Many thanks",
     "sheets.spreadsheets.values.append"),  # an event on Saturday at first sight
    ("Dear Steward, the Annual General Meeting takes place on Thursday the 3rd of December and, as usual, the minutes will fall "
     "to me. Would you kindly create a fresh document in readiness, suitably titled? Thank you. Geoffrey", "docs.documents.create"),
    ("Good afternoon. At the October committee meeting we discussed the green-keeper's fee. I should be grateful if you would "
     "look at the minutes of that meeting and tell me what was recorded. Many thanks.", "docs.documents.get"),
    ("I have just heard from Margaret that the club's Christmas lunch at the Crown Hotel has had to be moved. It is now to be "
     "held on Saturday the 19th of December instead of the 12th, at the same time. I should be grateful if you would amend my "
     "diary accordingly. Geoffrey", "calendar.events.patch"),  # a mail search ("heard from") at first sight
    ("Barbara and I are going to Whitby from Friday the 4th of December until Tuesday the 8th. I should be grateful if you "
     "would arrange for anyone who writes to me in that time to receive a polite reply saying that I am away.",
     "gmail.users.settings.updateVacation"),
])
def test_a_courteous_letter_plans_what_it_asks(gate, letter, method):
    assert gate.plan(letter).calls[0].method == method


def test_someone_able_to_read_a_spreadsheet_is_given_read_access(gate):
    call = gate.plan("The auditor, Mr Colin Pearson, has asked to see the club accounts spreadsheet before the AGM. I should like "
                     "him to be able to read it, but on no account to alter it. His address is "
                     "colin.pearson@pearsonaccountancy.co.uk. Thank you, Geoffrey").calls[0]
    assert call.method == "drive.permissions.create"
    assert call.arguments["body"] == {"type": "user", "role": "reader", "emailAddress": "colin.pearson@pearsonaccountancy.co.uk"}


def test_the_days_between_now_and_a_weekday_are_listed(gate):
    args = gate.plan("Would you be so kind as to remind me what I have in the diary between now and Sunday?").calls[0].arguments
    assert (args["timeMin"][:10], args["timeMax"][:10]) == ("2026-11-23", "2026-11-30")  # Sunday alone, as a reminder, at first
    args = gate.plan("what's on between Tuesday and Sunday").calls[0].arguments
    assert (args["timeMin"][:10], args["timeMax"][:10]) == ("2026-11-24", "2026-11-30")


def test_a_move_said_to_a_folder_moves_the_file_into_it(gate):
    args = gate.plan("move that payslip_20-11 to Documents/Algas").calls[0].arguments  # the folder into the file at first sight
    assert (args["source"], args["destination"]) == ("payslip_20-11", "~/Documents/Algas")


@pytest.mark.parametrize(("typed", "method"), [
    ("theres an email from the council about the free school meals checks, came in last week sometime. can you dig it out",
     "gmail.users.messages.list"),  # an e-mail to send at first sight
    ("cancel the dentist Thursday I canny make it I'm in Leven all day", "calendar.events.delete"),  # an all-day event made
    ("bestie can u find the royal mail email abt the parcel that went missing, the one w the claim ref", "gmail.users.messages.list"),
    ("save dan's number hes the bundle guy 07712 448903", "people.people.createContact"),
    ("reminde me to ring gas safe about my renewel before the end of the month", "tasks.tasks.insert"),
])
def test_everyday_wordings_of_sets_115_to_122_plan_what_they_ask(gate, typed, method):
    assert gate.plan(typed).calls[0].method == method


def test_one_request_read_two_ways_plans_its_call_once(gate):
    plan = gate.plan("I believe the Third Age Trust sent an invoice for the capitation fee at some point in October. I should be "
                     "most grateful if you would find that email for me.")
    assert [c.method for c in plan.calls] == ["gmail.users.messages.list"]
