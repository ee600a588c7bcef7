"""Everyday requests from blind sets 235–238 (a Walworth Road grocery (Pulaar), a retired postman with aphasia after a stroke, a Camden felt stall (Kyrgyz); a Falmouth
crêperie (Breton), a Gullah basket weaver, a Manchester brik café (Tunisian Arabic); a Waipahu bakery (Ilocano), an over-precise
philosopher, a Houston pupusería (Salvadoran Spanish); a Ludlow beekeeper (Slovene), a Māori elder in Rotorua, an Edinburgh pashmina
shop (Kashmiri)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("eey the invoice from afro foods wholesale it come in email? they say they send it friday", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("on jaaraama my friend 🙏🏿 you help me too much today", None),  # an event made at first sight
    ("Tomorrow. Whats on. Physio?", "calendar.events.list"),  # an event made at first sight
    ("Letter from the hospital. Maelor. Email I mean. Come yet?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("What I wrote. About tablets. Find it", "notes.search"),  # bigtableadmin.projects.instances.clusters.hotTablets.list at first sight
    ("Bowls Wednesday. Not going. Knee. Take it off", "calendar.events.delete"),  # an event made at first sight
    ("Photos. The grandkids. Sian put them. the Drive. Where", "drive.files.list"),  # a Drive file shared at first sight
    ("My list. Jobs. What's left", "tasks.tasks.list"),  # cloudchannel.accounts.unregister at first sight
    ("Bowls Dave. New mobile. 07824 519336. Change it", "people.people.updateContact"),  # chat at first sight
    ("Blood pressure. The sheet. 138. 84. Today", "sheets.spreadsheets.values.append"),  # an event made at first sight
    ("zapiska: Kazakh lady wants red-white shyrdak 2x3 m, ask Gulnara eje price and how long", "notes.create"),  # chat at first sight
    ("Tek off dat eye doctor Tuesday, I ain gwine mek it. I done call um already", "calendar.events.delete"),  # an event made at first sight
    ("memba me fuh pay de stand rent to Mr Pinckney Dec 1", "tasks.tasks.insert"),  # chat at first sight
    ("Wuh still on my list fuh do?", "tasks.tasks.list"),  # streetviewpublish.photos.list at first sight
    ("Lady from Atlanta buy two basket Saturday an e wan a big one fuh Christmas. Save she: Mrs. Loretta Jenkins 404-555-0187 lorettaj@bellsouth.net", "people.people.createContact"),  # a local file written at first sight
    ("wuh Sister Geneva phone number?? de one wha sell benne wafer next to me at de market", "people.people.searchContacts"),  # a contact made at first sight
    ("Dat lady from Savannah, Mrs Whitfield, she done send me a email bout de bread basket yet?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("wuh I write down bout Deacon Smalls order, I cyan memba", "notes.search"),  # a note made at first sight
    ("Tenkyuh baby. I binya all my life an ain never had help like oonuh 🙏🏾", None),  # lifesciences.projects.locations.get at first sight
    ("Please draft (but on no account send) an email to Dr Imogen Castell (imogen.castell@phil.ox.ac.uk), thanking her for her comments on my vagueness paper and saying that I shall incorporate her objection concerning higher-order vagueness into §4, insofar as space permits. I should like to reread it myself before it goes.", "gmail.users.drafts.create"),  # a draft sent at first sight
    ("ya me llego el correo de Sysco con la factura de noviembre?", "gmail.users.messages.list"),  # chat at first sight
    ("whats on āpōpō dear", "calendar.events.list"),  # chat at first sight
    ("Aroha's birthday lunch has been moved from Saturday to Sunday, same time. Can you change it in the diary", "calendar.events.patch"),  # a contact changed at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
