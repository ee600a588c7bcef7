"""Everyday requests from blind sets 271–274 (a Camden Chuvash stall, a marathon runner, a Tahlequah Cherokee roadside stand; a Vallejo Ilonggo eatery
(Hiligaynon), a grime MC, a Brooklyn Kalmyk café; a Manchester Acehnese stall, a mathematician, a Southall Bhojpuri takeaway; an
Edinburgh Sámi stall, a bingo caller, a Coventry Tumbuka takeaway), written on Monday 23 November 2026; each
was planned wrong at first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("ano schedule ko buwas? i think may meeting ako sa bank pero indi ko sure 😅", "calendar.events.list"),  # an event read at first sight
    ("salamat gid day, you're a big help 🙏", None),  # domainsrdap.getHelp at first sight
    ("has Denise from the council hit me back yet? bout the funding bid — man's been waiting, no sweat", "gmail.users.messages.list"),  # chat at first sight
    ("Friday's studio session, bin it, it's dead / engineer's got the flu, he's stuck in bed", "calendar.events.delete"),  # a Drive file deleted at first sight
    ("just bang this in the calendar as it is: Nan eye test Specsavers Croydon Tue 1 Dec 2.15pm", "calendar.events.quickAdd"),  # the diary listed at first sight
    ("what's still on my to-do, run it down / bare bits to do 'fore I leave town", "tasks.tasks.list"),  # tasks.tasks.get at first sight
    ("what've I got tomorrow, spell it out / studio, nan or youth club, what's it about", "calendar.events.list"),  # chat at first sight
    ("napomni me pay NY sales tax before Dec 20, for the quarter", "tasks.tasks.insert"),  # chat at first sight
    ("Winter Menu doc in google drive - make it PDF for printing", "drive.files.export"),  # a blank document made at first sight
    ("show me november from my Cafe Expenses 2026 sheet, want see kedü I spend already", "sheets.spreadsheets.values.get"),  # a spreadsheet read at first sight
    ("bang did the invoice from Halal Meat Direct come in yet?? need check before i pay them", "gmail.users.messages.list"),  # chat at first sight
    ("masukkan ke sheet Takings Nov: Sunday 22/11 cash £214.50 card £397.90", "sheets.spreadsheets.values.append"),  # sheets.spreadsheets.sheets.copyTo at first sight
    ("uroe nyoe what i have in calendar? any meeting after stall close?", "calendar.events.list"),  # an event read at first sight
    ("Booker wala invoice aaya ka email me? last week ke", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Google Docs me 'Menu Dec 2026' ba na, oka PDF bana do, print karna ba", "drive.files.export"),  # a document read at first sight
    ("dhanyabaad bhaiya 🙏 bahut help kaila aaj", None),  # domainsrdap.getHelp at first sight
    ("add to Market takings 2026: 22.11.2026 card 1240 cash 310", "sheets.spreadsheets.values.append"),  # chat at first sight
    ("3 pouches at 35 and she want 15% off, man ollu is that", None),  # an event made at first sight
    ("Them emails from the Blackpool Gazette offers, offers@blackpoolgazette.co.uk, I don't want them, send them straight to the bin from now on", "gmail.users.settings.filters.create"),  # gmail.users.messages.trash at first sight
    ("add this up for me love: ask for more (34) grown ups paid £2.50 and legs eleven kiddies paid a pound. what's that all together?", None),  # reseller.subscriptions.startPaidService at first sight
    ("in Staff rota sheet put Grace instead of Kondwani for saturday evening (C7), he is sick", "sheets.spreadsheets.values.update"),  # an event made at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
