"""Everyday requests from blind sets 243–246 (an Elephant & Castle Bolivian grocery (Aymara), a stand-up comedian, a Bristol Sardinian deli; a Borough Market charcuterie
(Corsican), a retired Latin master, a Staten Island Liberian restaurant; a Harrogate rug shop (Turkmen), an illustrator who thinks
aloud, a Birmingham Burundian restaurant (Kirundi); an Ontario farm stand (Plautdietsch), a new dad at 3 a.m., a Glasgow falafel
shop (Palestinian Arabic)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("llego el email de Andean Foods con la factura??", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("recordame pagar el rent del local el 1 de diciembre", "tasks.tasks.insert"),  # a row inserted at first sight
    ("every time the 'Open Mic Weekly' newsletter lands I lose the will to live. make them skip my inbox and go in my Later label. Later meaning never 🙃", "gmail.users.settings.filters.create"),  # messages relabelled at first sight
    ("Would you prepare, but on no account send (I wish to read it over first), a letter to the Secretary of the Durham Classical Association, secretary@durhamclassics.org.uk, tendering my apologies for the meeting on the 3rd prox.; I am indisposed. Subject: 'Apologies, 3rd Dec.'", "gmail.users.drafts.create"),  # an event read at first sight
    ("N.B. I must renew the television licence before the 30th inst. Set me a reminder, if you would.", "tasks.tasks.insert"),  # a to-do changed at first sight
    ("Pray remind me what remains upon my list of things to be done. I have quite lost track, I confess.", "tasks.tasks.list"),  # a to-do made at first sight
    ("My sister, Mrs Winifred Dobson, has removed to 14 The Close, Barnard Castle, DL12 8PQ. Kindly amend her address in my contacts.", "people.people.updateContact"),  # a contact made at first sight
    ("all da DoorDash emails, put them in the DoorDash label and take them out my inbox", "gmail.users.settings.filters.create"),  # messages relabelled at first sight
    ("We close the stand Dec 24 to Jan 4. When people email me they should get a message back that we are closed and open again Jan 5. Frehlije Wiehnachte and thank you for buying from us all year", "gmail.users.settings.updateVacation"),  # a mail filter made at first sight
    ("dankscheen, you help me so much 🙂", None),  # domainsrdap.getHelp at first sight
    ("Bilal changed his number, it's 07891 336450 now. change it in my contacts aye", "people.people.updateContact"),  # the contacts searched at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
