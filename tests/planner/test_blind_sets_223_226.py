"""Everyday requests from blind sets 223–226 (a Dungannon home caterer (Tetum), an anxious writer who apologises for every ask, a
Queens building firm (Guyanese Creolese); a Bristol domoda stall (Mandinka), an American military spouse, a Birmingham car
valeter (Tajik); a Caye Caulker dive shop (Belizean Kriol), the mother of a disabled child, a London lagman bar (Uyghur); a
Manchester braiding salon (Setswana), a children's party magician, a London seafood restaurant (Galician)), written on Monday 23
November 2026; each was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("what I have thursday? plant maybe change my shift", "calendar.events.list"),  # chat at first sight
    ("can send email to mana Rosa, say obrigada for the bolo recipe, i make it sunday and everybody like it ❤️", "gmail.users.messages.send"),  # an event made at first sight
    ("i go home Timor 10 december to 6 january 🙏 can put message on email say no catering order that time, back after. sorry", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("sorry to be a pain but could you cancel book club on Thursday? I don't think I can face it this week. I hope that's ok", "calendar.events.delete"),  # books.volumes.list at first sight
    ("Sorry, would you mind telling me what I've got on next week? I'm trying to work out when I could see Chloe", "calendar.events.list"),  # an event made at first sight
    ("Would you mind saving Priya's number for me? She's the new TA in Year 2, it's 07700 918244. Sorry, and thank you!", "people.people.createContact"),  # the contacts searched at first sight
    ("sorry, I'm sure I wrote a note ages ago with the wifi password for mum's house, would it be possible to find it?", "notes.search"),  # chat at first sight
    ("Sorry to ask, but could you possibly share the Christmas fair rota spreadsheet with Hannah so she can edit it? Her email is hannah.whitfield@gmail.com. I hope that's alright, she said she'd help with the tombola", "drive.permissions.create"),  # sheets.spreadsheets.create at first sight
    ("Sorry, I'm off from the 21st of December until the 4th of January. Would it be possible to set up one of those out of office replies? Just something polite saying I'll get back to them when I'm back. I hope that's ok", "gmail.users.settings.updateVacation"),  # chat at first sight
    ("I need that email from Sunflower House with the respite dates for December. It was from Jo I think? sometime in the last couple of weeks", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("what i have bii? my head is everywhere today", "calendar.events.list"),  # chat at first sight
    ("TA-DA!!! 🎩 New booking!!! Olivia Hartley's 6th birthday, Saturday 5th December, 2pm till 3pm, Westbury Park Scout Hut! Into the diary it goes!!!", "calendar.events.insert"),  # chat at first sight
    ("Boo hiss 😢 Noah's party on Sat the 5th is OFF - chickenpox!! 🐔 Zap it from the calendar!!", "calendar.events.delete"),  # the diary listed at first sight
    ("In the Party Packages doc swap the Deluxe price from £180 to £195!! Inflation is the one trick I can't make disappear 😂", "docs.documents.batchUpdate"),  # a document made at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
