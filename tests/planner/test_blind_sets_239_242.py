"""Everyday requests from blind sets 239–242 (a Miami chipa stall (Guarani), an airline pilot writing Zulu times, a Gallup silversmith (Navajo); a Brighton food truck
(Réunion Creole), a Bristol roofer who swears, a Manchester bubble tea shop (Taiwanese Hokkien); a Leeds hair supply shop (Sesotho),
a Mennonite quilter (Pennsylvania Dutch), a Leicester chebureki café (Crimean Tatar); a San Diego BBQ caterer (Chamorro), a
receptionist who writes like texting her best friend, a Swindon Goan bakery (Konkani)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("guarda en mis contactos a la señora nueva q me compro chipa ayer, Patricia Nuñez 786-555-0142, es de Hialeah", "people.people.createContact"),  # an event made at first sight
    ("me llego el email del Bird Road Sunday Market sobre el permiso del stand pa diciembre??", "gmail.users.messages.list"),  # gmail.users.getProfile at first sight
    ("Standby Wed moved. Now 0500-1300L vice 0600-1400. Amend.", "calendar.events.patch"),  # a Drive file deleted at first sight
    ("ok that's all for today, ahéhee' 😊 hágoónee'", None),  # an event made at first sight
    ("rappel a moin jeudi pou renouveler l'assurance du truck, lé urgent !!", "tasks.tasks.insert"),  # an event made at first sight
    ("We make the shop shut from December 24 until the 26th for Christmas. Set the email so it tells people we're closed and I will write back on the 28th. Wish them a blessed Christmas too.", "gmail.users.settings.updateVacation"),  # a contact changed at first sight
    ("zapishi: yantyq new filling - potato + brynza + dill. 1 kg potato on 300 g cheese. try saturday", "notes.create"),  # an event made at first sight
    ("in Menu doc chebureki price 4.50 make 4.80", "docs.documents.batchUpdate"),  # a blank document made at first sight
    ("hun has that email from Very come thru about my refund yet?? sent that green dress back nearly 2 weeks ago and still nothing, swear they do it on purpose", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("my nan's only gone and changed her number AGAIN 🙄 third time this year I swear. it's 07723 448190 now, can u change it in my contacts babe, she's under Nan", "people.people.updateContact"),  # the contacts searched at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_pilots_four_digit_times_are_read_but_a_span_of_years_is_not():
    from core.planner import shorthand

    assert "05:00-13:00 instead of 06:00-14:00" in shorthand.expand("Standby Wed moved. Now 0500-1300L vice 0600-1400. Amend.")
    assert "2024-2025" in shorthand.expand("send me the accounts for 2024-2025 please")
