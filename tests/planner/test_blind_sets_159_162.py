"""Everyday requests from blind sets 159–162 (a Harrogate dog trainer, a Bolton dinner lady who runs the Brownies, an Inverness
fiddle teacher; a Cavan dairy farmer, an Ohio grad student in Edinburgh, a St Ives pasty shop; a London cabbie, a Glasgow
guidance teacher, a Bradford wedding caterer who types Urdu words; a Dartmoor livery yard, a Wigan mum of four, an Enfield
Turkish barber), written on Monday 23 November 2026 after sets 155–158's changes."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand


@pytest.mark.parametrize(("typed", "method"), [
    ("Do us a draft to the Brownie parents about the panto trip!! Saturday 12th Dec, Octagon, £15 each, money n forms back by "
     "Wednesday 2nd. Don't send it yet I want to read it first", "gmail.users.drafts.create"),  # a Google Form made at first sight
    ("send the christmas order form to kerensa so she can fill it in an' change it", "drive.permissions.create"),  # a form changed
    ("takings in the sheet pls, sat £412.60 sun £288", "sheets.spreadsheets.values.append"),  # a sheet copied at first sight
    ("can you email Dr. MacLeod and ask if we can push our Thursday 2pm meeting to Friday? I'm hosting Friendsgiving Thursday and "
     "totally spaced when I said yes to the meeting", "gmail.users.messages.send"),  # an event read at first sight
    ("Add Daniel Kowalski to the leavers tracker please - 6C, Glasgow Clyde College, HNC Social Sciences, applied 20/11.",
     "sheets.spreadsheets.values.append"),  # a database row asked for at first sight, no database added
    ("haylage from Tozer's friday – he can't do it now, shift en to monday mornin 8 o'clock", "calendar.events.patch"),  # a new event
    ("cancel alfies swimming thurs hes still poorly 😩", "calendar.events.delete"),  # chat at first sight
    ("save this 07934 552118 its gemma, jessicas mum (laceys mate)", "people.people.createContact"),  # a note at first sight
    ("wheres the herd register i scanned cant find it", "files.search"),  # chat at first sight
    ("did raj ever send them dates for the xmas do runs", "gmail.users.messages.list"),  # chat at first sight
    ("What would be a nice easy reel for a grade 2 to learn for the ceilidh?", None),  # the rows asked at first sight
    ("90 cows at 14 litre wats that a day", None),  # an event at first sight
    ("quickest way city to t5 fri bout 5, m4 or a4?", None),  # Campaign Manager's cities at first sight
    ("450 guests ke liye 250g chawal per head toh total kitna rice chahiye", None),  # the rows asked at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_the_words_of_a_turkish_barber_and_a_bradford_caterer_are_read_as_english():
    assert expand("Jamal wednesday 2 değil 4 o'clock yapalım, tamam?") == "Jamal wednesday 4 o'clock now not 2"
    assert expand("Emre this week kaç booking var").startswith("how many bookings for Emre this week")
    assert expand("price list pdf nerde? the new one with £22 fade").startswith("where is the price list pdf?")
    assert expand("kolonya price 8 pound yap") == "change the kolonya price to £8"
    assert expand("who we got tomorrow abi") == "who have we got tomorrow"
    assert expand("begum baji ne 1500 cash diya aaj") == "begum baji paid 1500 cash today"
    assert expand("december mein kis kis ne deposit nahi diya abhi tak").startswith("who has not paid the deposit")
    assert expand("stock sheet mein daal do 2 drums oil 20L £46 each").startswith("put 2 drums oil 20L £46 each in the stock sheet")


def test_a_herd_stays_a_herd_and_herd_said_for_heard_is_heard():
    assert expand("wheres the herd register i scanned") == "wheres the herd register i scanned"
    assert expand("havnt herd nothing from them") == "haven't heard nothing from them"
