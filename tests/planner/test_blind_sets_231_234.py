"""Everyday requests from blind sets 231–234 (a Cardiff grill (Iraqi Arabic), a student nurse on placement, a Croydon hair salon
(Cameroonian French); a London bakery (Luxembourgish), a man in old text-speak, a Glasgow pizzeria (Neapolitan); a St Paul
story-cloth stall (Hmong), a man who talks to his assistant with wake words, an Orkney egg farm; a Bronx barber (Dominican
Spanish), a woman writing for her elderly father, an Auckland catering van (Niuean)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("le landlord a répondu pour le radiateur ou pas? ça fait 2 semaines 🙄", "gmail.users.messages.list"),  # chat at first sight
    ("rappelle moi de payer les business rates vendredi", "tasks.tasks.insert"),  # an event made at first sight
    ("enregistre Tony le plombier 07931 554433", "people.people.createContact"),  # chat at first sight
    ("ajoute au sheet des dépenses: loyer 1450 le 1 déc", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("trouve-moi le fichier des tarifs quelque part sur l'ordi, la liste des prix", "files.search"),  # chat at first sight
    ("Mets le message automatique sur le mail: salon fermé du 24 déc au 4 janvier, on rouvre le mardi 5. Joyeuses fêtes à toutes 🎄✨", "gmail.users.settings.updateVacation"),  # the mail searched at first sight
    ("what I have tag kis?", "calendar.events.list"),  # chat at first sight
    ("Hey Steward, what have I got on tomorrow", "calendar.events.list"),  # an event made at first sight
    ("So um cancel the dentist on Friday", "calendar.events.delete"),  # an event made at first sight
    ("OK computer remind me to renew the car insurance before the 1st of December", "tasks.tasks.insert"),  # a local file moved at first sight
    ("OK computer take a note, Harrogate Hotel want a quote for two combi ovens and a blast chiller, budget about fifteen grand, they decide before Christmas", "notes.create"),  # local files searched at first sight
    ("So um share the November pipeline spreadsheet with Gareth, view only", "drive.permissions.create"),  # sheets.spreadsheets.get at first sight
    ("Right, draft a reply to Priya, thank her for the meeting and say I'll send the quote over by Friday", "gmail.users.drafts.create"),  # some draft sent at first sight
    ("So um is it gonna rain in Harrogate Thursday", None),  # an event made at first sight
    ("guarda el numero del plomero Ramón 718-555-0143", "people.people.createContact"),  # chat at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
