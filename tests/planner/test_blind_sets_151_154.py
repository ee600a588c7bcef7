"""Everyday requests from blind sets 151–154 (a Birmingham fabric stall, a retired Swansea nurse, an Edinburgh letting agent; a
Chicago band director, a Bath translator, a Norfolk farm shop; a Leeds Kerala restaurant, a Caerphilly teaching assistant, a
Brighton yoga teacher; a Kent vicar, a Hull fish merchant, a Lewisham childminder), written on Monday 23 November 2026 after
sets 139–150's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("We're going down to my sister's in Tenby from the 18th to the 28th of December. Put a message on the email saying I'm away "
     "till the 29th please.", "gmail.users.settings.updateVacation"),  # a mail sent at first sight
    ("share the Winter Concert Music folder w/ our new assistant director Kate Farrell kfarrell@cps.edu, she needs to be able to "
     "edit stuff", "drive.permissions.create"),  # a local file written at first sight
    ("Please share my 'Glossaire Delorme' spreadsheet with Tom (tom.hargreaves@gmail.com). Comment access only, please; I don't want "
     "him editing it.", "drive.permissions.create"),  # a comment posted at first sight
    ("In the December magazine, where it says 'Carol Service – 6pm' it should say 6.30pm. Please could you correct it?",
     "docs.documents.batchUpdate"),  # chat at first sight
    ("I want to write to the council about the potholes on Walter Road, they're terrible now. Could you help me?",
     "gmail.users.drafts.create"),  # RDAP's help at first sight
    ("Has that letter from the surgery about my flu jab come through on the email? I can't see it anywhere.",
     "gmail.users.messages.list"),  # chat at first sight
    ("Has Verbatim sent the PO for the Delorme catalogue yet?", "gmail.users.messages.list"),  # chat at first sight
    ("deliveroo payout mail came? last week one", "gmail.users.messages.list"),  # a message taken out of the Bin at first sight
    ("where is that VAT excel for october? accountant asking", "files.search"),  # chat at first sight
    ("where's the holiday concert program from last year? pretty sure it's a word doc", "files.search"),  # a Google Doc read
    ("Could you find my sermon for Advent Sunday? I think I called it advent1 something.", "files.search"),  # the diary listed
    ("am i doin owt wednesday afternoon", "calendar.events.list"),  # chat at first sight
    ("bore da! what have I got on tomorrow?", "calendar.events.list"),  # an event at first sight
    ("kids were SO chatty in 4th period last week. any tricks to get freshmen to actually stop talking the second I cut off?", None),
    ("3 classes of 28 plant and 7 off with the sickness bug, how many are coming on the trip then", None),  # Classroom listed
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_sender_is_no_question_word(gate):
    plan = gate.plan("Has Verbatim sent the PO for the Delorme catalogue yet?")
    assert plan.calls[0].arguments["q"].startswith("from:Verbatim ")  # not "from:(Has Verbatim)"


def test_a_time_put_right_in_a_line_changes_that_line_only(gate):
    plan = gate.plan("In the December magazine, where it says 'Carol Service – 6pm' it should say 6.30pm. Please could you correct it?")
    change = plan.calls[0].arguments["body"]["requests"][0]["replaceAllText"]
    assert (change["containsText"]["text"], change["replaceText"]) == ("Carol Service – 6pm", "Carol Service – 6.30pm")  # no
    # other 6pm in the magazine changes, and the time is written as typed
