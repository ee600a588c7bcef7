"""Everyday requests from blind sets 111–114 (an Egyptian phone kiosk typing Arabizi, a lettings assistant pasting whole
messages with her instruction after them, a Finnish design shop; an Indonesian caterer, a personal trainer texting in emoji,
a Greek bakery typing Greeklish; a Czech tyre garage, a Devon farmer dictating to speech-to-text, an Irish-speaking B&B; a
Hungarian cake stall, a Norwegian boat hire, a Vietnamese pho restaurant), written on Monday 23 November 2026; and the
arguments session 43 left wrong."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


def _body(plan) -> dict:
    return plan.calls[0].arguments["body"]


@pytest.mark.parametrize(("typed", "read"), [
    ("💷 Dan ✅ £90 cash", "Dan paid £90 cash"),
    ("🔍📧 clifton gym rent invoice nov", "find the email clifton gym rent invoice nov"),
    ("📋 to-do?", "my to-do list?"),
    ("❌ my physio thurs 🙄", "cancel my physio Thursday"),
    ("📂 Priya meal plan ➡️ Priya 👀 only", "share Priya meal plan with Priya view only"),
    ("find that e male from the vet about the heifers", "find that email from the vet about the heifers"),
    ("what did I right down about daisies foot", "what did I write down about daisies foot"),
    ("tanker took six hundred and twelve litres", "tanker took 612 litres"),
    ("what's five hundred and eighty four litres at thirty nine point five pence", "what's 584 litres at 39.5 pence"),
    ("call me on two three", "call me on two three"),  # no one number: as typed
])
def test_emoji_speech_to_text_and_numbers_in_words_are_read_as_meant(typed, read):
    assert expand(typed) == read


def test_an_instruction_under_a_pasted_message_is_read_first():
    typed = ("Hi, re the viewing at Dagnall Park today at 5.30 - we've found somewhere else so won't need it, sorry for the "
             "short notice! Priya\n\ncancel that")
    assert expand(typed).startswith("cancel that: Hi, re the viewing at Dagnall Park today at 5:30")
    typed = "Keysafe for 19 Dagnall Park is on the side wall by the gate, code 2580. Alarm code 1936#\n\nkeep this somewhere for me"
    assert expand(typed).startswith("make a note of this: Keysafe")
    assert expand("save him in contacts") == "save him in contacts"  # nothing pasted: as typed


@pytest.mark.parametrize(("request_text", "method"), [
    ("Hi, re the viewing at Dagnall Park today at 5.30 - we've found somewhere else so won't need it, sorry for the short "
     "notice! Priya\n\ncancel that", "calendar.events.delete"),  # an event added at first sight
    ("Hi, it's Mark from ProDamp. I can do the damp survey at Chatsworth Road this Thursday between 10 and 12 if that works? "
     "Tenant will need to be in.\n\nput this in for me", "calendar.events.insert"),
    ("Keysafe for 19 Dagnall Park is on the side wall by the gate, code 2580. Alarm code 1936#\n\nkeep this somewhere for me",
     "notes.create"),  # nothing at first sight
    ("🔍📧 clifton gym rent invoice nov", "gmail.users.messages.list"),  # nothing at first sight
    ("📋 to-do?", "tasks.tasks.list"),  # a task added
    ("📸 ellie_progress_nov.jpg in Downloads ➡️ Clients/Ellie", "files.move"),  # the photo read
    ("what did I right down about daisies foot", "notes.search"),  # nothing at first sight
])
def test_requests_of_sets_111_114_plan_the_method_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_sums_said_in_words_are_worked_out_not_looked_up(gate):
    assert gate.plan("what's five hundred and eighty four litres at thirty nine point five pence").kind == "chat"


def test_times_and_days_said_in_words_are_the_ones_meant(gate):
    body = _body(gate.plan("Kindly put the next committee meeting in my diary: Tuesday, 8 December 2026, from ten o'clock "
                           "until twelve noon, at the Friends Meeting House."))
    assert body["summary"] == "Committee meeting" and body["location"] == "the Friends Meeting House"  # no title, 12–13
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2026-12-08T10:00:00+01:00", "2026-12-08T12:00:00+01:00")
    body = _body(gate.plan("put on the calendar huw the scanner is coming tuesday the fifth of january nine oclock"))
    assert body["start"]["dateTime"] == "2027-01-05T09:00:00+01:00"  # this Tuesday, all day
    body = _body(gate.plan("Can you put in my calendar that I have the hairdresser on Friday at half past ten?"))
    assert body["start"]["dateTime"] == "2026-11-27T10:30:00+01:00"  # all day
    assert body["summary"] == "Hairdresser"  # none
    body = _body(gate.plan("put the young farmers dinner in the dairy Saturday the twelfth seven a clock"))
    assert body["start"]["dateTime"].startswith("2026-12-12T")  # the 28th


def test_a_folder_in_a_usual_folder_is_the_destination(gate):
    plan = gate.plan("The bank statement for October is in my Downloads folder under the name Statement_Oct2026.pdf. Kindly "
                     "move it into the U3A Bank Statements folder within my Documents.")
    assert plan.calls[0].arguments == {"source": "~/Downloads/Statement_Oct2026.pdf",
                                       "destination": "~/Documents/U3A Bank Statements"}  # ~/Documents
    plan = gate.plan("move report.docx into the Work folder on my desktop")
    assert plan.calls[0].arguments["destination"] == "~/Desktop/Work"  # "Work"


def test_a_sum_with_a_thousands_comma_stays_one_cell(gate):
    plan = gate.plan("add Nov takings £2,340 to the Income sheet")
    assert plan.calls[0].arguments["body"]["values"] == [["Nov takings", "£2,340"]]  # "£2", "340"


def test_a_portuguese_dish_keeps_its_de():
    assert "bolo de bolacha" in expand("a Fernanda ja pagou o resto do bolo de bolacha, poe como pago")  # "bolo the bolacha"
    assert expand("take him off de players list") == "take him off the players list"
