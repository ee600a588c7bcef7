"""Everyday requests from blind sets 187–190 (a Swindon home caterer from Kerala, a Chelmsford bride-to-be, a west London
khachapuri bakery; a Croydon dholl puri stall, a London stage manager, a Leeds ceviche pop-up; a Cardiff barbershop run by a
Sudanese, a Leeds mum of twins typing one-handed, a Peckham tailoring shop; a Bristol pintxos bar, a 70-year-old in Truro on his
first computer, a New South Wales shearing contractor), written on Monday 23 November 2026 after sets 183–186's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("remind me to take the beef out of freezer tonight", "tasks.tasks.insert"),  # a task deleted at first sight
    ('Sorry if this is a silly question but what does it mean when it says "cc" at the top of an email? Ron', None),  # one sent
    ("goin bush for xmas no reception. set the email thing to say im away 24th till the 4th, ring tui 0402 555 342 if its urgent",
     "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("Bin Thursday's costume fitting. Rescheduling.", "calendar.events.delete"),  # a Drive file trashed at first sight
    ("can u draft a really polite email to Hylands asking if we can move the ceremony from 1pm to 2pm?? DON'T send it, Dan needs "
     "to see it first", "gmail.users.drafts.create"),  # some draft's content replaced at first sight
    ("Sarah says that email from 'Royal Mail' about paying £1.99 for a parcel is a scam and I should not press anything in it. "
     "Could you get rid of it for me please? I hope that's alright. Ron", "gmail.users.messages.trash"),  # a message read
    ("The plumber who came about the boiler is called Dave Rowe and his number is 07700 900356. Could I keep it in the computer "
     "please, in case the boiler plays up again? Ron", "people.people.createContact"),  # a local file moved at first sight
    ("Sarah would like to see the photographs from Joan's 70th birthday party. They are on the Google Drive in the folder called "
     "\"Joan 70th\". Is there a way I can let her look at them? Her address is sarah.trewin@gmail.com. I don't want anyone else "
     "seeing them. Ron", "drive.permissions.create"),  # the Drive's files listed at first sight
    ("I am going up to stay with Martin in Reading from Saturday the 5th of December until Saturday the 12th. Is there a way for the "
     "computer to tell people I'm away if they write to me? I would not want them thinking I am ignoring them. Ron",
     "gmail.users.settings.updateVacation"),  # a local file read at first sight
    ("What was it I had to do this week? Sarah and I made a list on here on Sunday. Ron", "tasks.tasks.list"),  # the diary
    ("am i working sat?", "calendar.events.list"),  # a token's info at first sight
    ("Dig out the rehearsal report Marcus sent Fri.", "gmail.users.messages.list"),  # the diary listed at first sight
    ("Task – chase props re breakaway vase. By Weds.", "tasks.tasks.insert"),  # an event made at first sight
    ("Draft to Ruth at the producers re crew overtime for the get-out, Sun 13 Dec – est. 6 crew × 4 hrs over. Don't send, I'll "
     "check it first.", "gmail.users.drafts.create"),  # a draft got at first sight
    ("oye si son 45 personas a £38 cada uno cuánto es?", None),  # the contacts listed at first sight
    ("14 fades at 18 n 6 beards at 10 kam", None),  # an event made at first sight
    ("combien for 3 and half metres at 12 pound", None),  # an event made at first sight
    ("kot photo menu board la? mo pa trouv li 😩", "files.search"),  # chat at first sight
    ("ki mo ena this week?", "calendar.events.list"),  # chat at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_the_contact_is_named_by_who_he_is_called(gate):
    plan = gate.plan("The plumber who came about the boiler is called Dave Rowe and his number is 07700 900356. Could I keep it in "
                     "the computer please, in case the boiler plays up again? Ron")
    assert plan.calls[0].arguments["body"]["names"] == [{"givenName": "Dave", "familyName": "Rowe"}]


@pytest.mark.parametrize("typed", [
    "maureen dans mum new numbr 07845 339102 change it pls",  # DNS records changed at first sight
    "when the council inspection again",  # a URL inspected at first sight
    "add Auntie Carol and Uncle Pete to the guest list, both DAY guests",  # a TPU node read at first sight
])
def test_no_service_the_request_never_names(gate, typed):
    plan = gate.plan(typed)
    assert not any(call.method.startswith(("dns.", "searchconsole.", "tpu.")) for call in plan.calls)
