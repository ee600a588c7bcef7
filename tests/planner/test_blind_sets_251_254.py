"""Everyday requests from blind sets 251–254 (a Bath Occitan deli, a night-shift midwife, a Digbeth draniki stall (Belarusian); a Clerkenwell Friulian wine bar, a
news reporter on deadline, a Dagenham tyre garage (Chechen); a Pilsen tortillería (Nahuatl), a chess coach, an Ottawa Inuit art
gallery (Inuktitut); a Leeds warung (Sundanese), a retired Shakespearean actor, a Brixton argan oil shop (Tamazight)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("Did the facture from Domaine de Brin arrive ? I wait for it since last week", "gmail.users.messages.list"),  # chat at first sight
    ("Please write an email to Luca at Collio Imports, luca@collioimports.co.uk, and tell him that for giovedì I need 2 cases of Ribolla Gialla and 1 case of Refosco, and please if he can come before 11 because after that we have the delivery of the cheese and the street is a disaster. Mandi e graciis!", "gmail.users.messages.send"),  # gmail.users.messages.import at first sight
    ("what do i have mostla?? busy day w/ all the thanksgiving orders 😅", "calendar.events.list"),  # free/busy asked at first sight
    ("En passant the Tuesday lesson with Oliver to Wednesday. Same time, same board.", "calendar.events.patch"),  # an event made at first sight
    ("Open a fresh document titled 'Endgame Syllabus – Spring 2027'. Empty board, I'll fill it in myself.", "docs.documents.create"),  # a document read at first sight
    ("udah ada email dari Bandung Spice belum kak soal invoice bulan ini?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Ariel, hath Peregrine Hale writ back concerning the Lear audiobook? I have waited, like Patience on a monument, smiling at grief!", "gmail.users.messages.list"),  # chat at first sight
    ("Write unto my agent Felicity Crane, felicity@craneartists.co.uk — \"Dearest Felicity, I accept the role of Justice Shallow with joy! The old man hath one more entrance in him. Ever thine, Tony.\" Send it forthwith!", "gmail.users.messages.send"),  # a local file written at first sight
    ("The RSC gala reading upon the fourth of December now begins at half past seven, not seven! Amend it, quick sprite, ere I forget and arrive early like an eager understudy.", "calendar.events.patch"),  # an event made at first sight
    ("tanmmirt nnm bahra ❤️ you help me a lot ass-a", None),  # an event made at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_word_that_asks_how_many_is_a_name_when_capitalised_first():
    from core.planner import shorthand

    assert shorthand.expand("mel 205 55 16 we have").startswith("how many 205 55 16")  # Chechen "mel": how much
    assert shorthand.expand("Mel wants 2 trays of baklava for friday").startswith("Mel wants")  # Mel, a name
