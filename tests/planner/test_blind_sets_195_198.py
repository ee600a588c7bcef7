"""Everyday requests from blind sets 195–198 (a west London lahmajoun bakery (Armenian words), a Leeds hospice night nurse, a Fife
fish van; a Peckham car parts shop (Igbo words), a French student in Manchester, a Hull dog groomer; a Cambridge cleaning
company (Brazilian Portuguese), a Yorkshire Dales headteacher, an east London plov café (Uzbek words); a Tottenham roti shop
(Trini English), a retired Edinburgh judge, a Bedford cannoli shop (Sicilian words)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("where is christmas menu I made last year, word file i think", "files.search"),  # the Drive searched at first sight
    ("that email from the car insurance about renewing, bin it, ive already sorted it on the phone", "gmail.users.messages.trash"),  # a contact deleted at first sight
    ("sabado tenho alguma coisa?", "calendar.events.list"),  # an event made at first sight
    ("me lembra quarta de comprar zoflora, luva e saco de lixo no costco", "tasks.tasks.insert"),  # chat at first sight
    ("cade o invoice do Mr Bellamy de outubro? ta no pc em algum lugar", "files.search"),  # the mail searched at first sight
    ("como tira mancha de vinho tinto de tapete de la? a cliente nova tem um caro demais, nao quero estragar", None),  # a new row at first sight
    ("daalu nna u try today 🙏", None),  # an event made at first sight
    ("Add in my contacts please : Léa Fontaine, she is in my group of project, 07700 912443, lea.fontaine@student.manchester.ac.uk", "people.people.createContact"),  # a contact group changed at first sight
    ("Where is my CV in english ? I think I have put it in a folder in Documents but I don't find it", "files.search"),  # a local file moved at first sight
    ("the gas man moving to friday now, same time", "calendar.events.patch"),  # an event made at first sight
    ("The surgery has moved my appointment with Dr Macleod from Wednesday to Tuesday the 1st of December, at ten minutes past eleven. Amend the diary accordingly.", "calendar.events.patch"),  # an event made at first sight
    ("I should be obliged if you would share chapter seven of my memoirs with my son Alasdair, who has kindly offered to read it. He may comment upon it but is not to alter the text.", "drive.permissions.create"),  # a comment written at first sight
    ("There is an email from a firm purporting to offer me a 'legacy investment opportunity'. It is plainly fraudulent. Dispose of it.", "gmail.users.messages.trash"),  # an e-mail sent at first sight
    ("remind me make i call DVLA echi morning about the van log book", "tasks.tasks.insert"),  # an event made once "echi" was read
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
