"""Everyday requests from blind sets 279–282 (a Southall Santali saree stall, a radio presenter, a Bradford Balochi tea house; a Stockton Chavacano bakery, a
sommelier, a Kingston Karachay kiosk; a Barking Gagauz wine shop, a betting-shop manager, a Birmingham Madurese sate stall; a
Palmers Green Aromanian pie shop, a retired forecaster who writes like the shipping forecast, a Flagstaff Hopi potter), written on Monday 23 November 2026; each
was planned wrong at first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("share my Saree Photos folder on drive with my daughter Sonali sonali.murmu@gmail.com, she put them on instagram", "drive.permissions.create"),  # chat at first sight
    ("sarhau didi 🙏 you help me so much tehen", None),  # domainsrdap.getHelp at first sight
    ("Morning morning! 🎙️ Right, what've I got on tomorrow? Run me through it like the travel bulletin", "calendar.events.list"),  # chat at first sight
    ("That was the dentist on Friday... WAS being the key word. They've rung, hygienist's off sick, so bin it off the calendar", "calendar.events.delete"),  # calendar.events.patch at first sight
    ("Chuck this straight in the calendar as it is: MOT at Kwik Fit Anlaby Road Wed 2 Dec 8.30am", "calendar.events.quickAdd"),  # calendar.events.patch at first sight
    ("Don't send it yet, just get a draft going: reply to Hull Truck saying I'm made up to host their panto Q&A on Sat 12 Dec, but can they confirm the fee before I commit", "gmail.users.drafts.create"),  # gmail.users.drafts.get at first sight
    ("Booker ka invoice aya hai email mein? last week wala", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Menu google doc ko pdf bana do, printer shop ko dena hai", "drive.files.export"),  # a blank document made at first sight
    ("Staff Hours sheet mein daal do: Waseem, week 47, 38 hours", "sheets.spreadsheets.values.append"),  # sheets.spreadsheets.sheets.copyTo at first sight
    ("minnatwar waja 🙏 bohot help ho gayi aaj", None),  # an event made at first sight
    ("Has Liberty Wines sent the Burgundy allocation yet? It ought to have arrived by now, like a late-harvest Riesling that's overstayed its welcome", "gmail.users.messages.list"),  # chat at first sight
    ("Saturday's wine-club tasting needs a little longer in the decanter — push it back to 7pm, same length.", "calendar.events.patch"),  # an event made at first sight
    ("What actually makes a wine corked, chemically? A guest asked last night and my answer had a rather short finish.", None),  # directory.users.makeAdmin at first sight
    ("what is email of my cousin Kemal? Kemal Bayramukov", "people.people.searchContacts"),  # the mail searched at first sight
    ("in my Prices sheet make khychin meat £6.50, is cell B3", "sheets.spreadsheets.values.update"),  # sheets.spreadsheets.values.get at first sight
    ("sau bol brat, you help me a lot today 🙏", None),  # an event made at first sight
    ("baptism party 40 people, each eat 2 and half placinta, kaç I must bake?", None),  # people.people.connections.list at first sight
    ("saa ol bratan 👍 you help me a lot büün", None),  # domainsrdap.getHelp at first sight
    ("has head office sent the SSBT figures yet, normally in by monday morning", "gmail.users.messages.list"),  # the diary listed at first sight
    ("fiver each way on a 9/2 shot, 1/5 the odds 3 places, it came in 3rd. What do I get back?", None),  # mybusinessplaceactions.locations.placeActionLinks.get at first sight
    ("I write note before about sambal kacang recipe from my ibu, where?", "notes.search"),  # a note made at first sight
    ("make file menu_desember.txt in Sate folder:\nSate Ayam £8.50\nSate Kambing £10.50\nSoto Ayam £8.50\nSoto Daging £9.50", "files.write"),  # drive.files.create at first sight
    ("the Menu doc in google drive, make pdf, i want print for the stall", "drive.files.export"),  # a blank document made at first sight
    ("show takings sheet last week, 16 to 22 nov", "sheets.spreadsheets.values.get"),  # a spreadsheet read at first sight
    ("ãhã and the invoice from Epirus Dairy, it come in the email yet? i cant find it", "gmail.users.messages.list"),  # chat at first sight
    ("Diary. Week ahead. Full outlook please, Monday through Sunday.", "calendar.events.list"),  # an event made at first sight
    ("WI talk moved. Was Tuesday 1st December 1930, now Thursday 3rd December, same time, same hall. Amend accordingly.", "calendar.events.patch"),  # an event made at first sight
    ("Choir subs spreadsheet. Lost. Possibly called 'Choir subs 2026'. Locate please.", "drive.files.list"),  # a spreadsheet read at first sight
    ("askwali 🙏 you're a big help", None),  # domainsrdap.getHelp at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
