"""Everyday requests from the seventeenth blind set (a garage owner, a parish vicar, a nanny): the method each one
means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from core.planner import replies
from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats booked in monday", "calendar.events.list"),
    ("Please put the Hughes/Okonkwo wedding rehearsal in the diary for Friday 6th June, 6.30-7.30pm at St Michael's.",
     "calendar.events.insert"),  # it wrote a file
    ("could you add our churchwarden margaret.ellis@example.org to the PCC meeting on the 9th? she missed the original "
     "invite", "calendar.events.patch"),
    ("who's on the flower rota for the next few weeks? it's in the Flower Rota 2025 sheet, columns A to C",
     "sheets.spreadsheets.values.get"),  # it appended a row
    ("put a label 'Weddings 2025' on the email from the Fernandes couple", "gmail.users.messages.modify"),
    ("to do: ring the organist re hymn choices for sunday, by thurs", "tasks.tasks.insert"),
    ("rename 'harvest suppr menu' to 'Harvest Supper Menu 2025' on drive, I spelt it wrong", "drive.files.update"),
    ("whats the organists number again - Geoffrey", "people.people.searchContacts"),
    ("move Leo's playdate with Finn from thurs to friday 3.30, Finn's mum texted", "calendar.events.patch"),  # text to speech
    ("need to buy a birthday present for Isla's party on the 14th, add to my to dos", "tasks.tasks.insert"),
    ("what did i write down about the cooper's alarm code", "notes.search"),
    ("where did i save that payslip from february, something with payslip in the name", "files.search"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_values_the_vicar_and_the_mechanic_would_notice(planner):
    fete = planner.plan("add this to the end of the parish newsletter doc 'June Newsletter': \"The summer fete will be held "
                        "on Saturday 28th June from 2pm. Cake donations to Sue please!\"").calls[0].arguments["body"]
    assert fete["requests"][0]["insertText"]["text"] == ("\nThe summer fete will be held on Saturday 28th June from 2pm. "
                                                         "Cake donations to Sue please!")  # it inserted "June Newsletter"
    label = planner.plan("put a label 'Weddings 2025' on the email from the Fernandes couple").calls[0]
    assert label.arguments["body"] == {"addLabelIds": ["Weddings 2025"]}
    assert only_call(planner.plan("delete old_quotes_2019.csv off the desktop its just clutter")).arguments == {
        "path": "~/Desktop/old_quotes_2019.csv"}
    vat = only_call(planner.plan("where's that VAT return 2023 spreadsheet on my drive, can't find it anywhere")).arguments
    assert "pageSize" not in vat  # 2023 is part of the name, not 2,023 results


def test_set_seventeen_values_fixed_after_first_sight(planner):
    parts = only_call(planner.plan("can you make it so all emails from partsdirect.example.com go under a label called "
                                   "Parts automatically"))
    assert parts.arguments["body"] == {"criteria": {"from": "partsdirect.example.com"}, "action": {"addLabelIds": ["Parts"]}}
    rota = planner.plan("in the Readers Rota spreadsheet change C7 to 'Brian Toms' - Jean's swapped with him for the 16th")
    assert rota.calls[0].arguments["body"] == {"values": [["Brian Toms"]]}  # the aside is no cell value
    banns = planner.plan("reply to Chloe's email about the banns, tell her we'll read them on the 1st, 8th and 15th of June "
                         "and she and James are welcome to come along on any of those Sundays")
    assert planner.lookup(banns).calls[0].arguments["q"] == "from:Chloe banns -in:sent"  # the reply's own words find no message
    order = only_call(planner.plan("email orders@partsdirect.example.com and order 2 x oil filters for a 2017 golf 1.6 tdi "
                                   "and a set of wiper blades, say i need them by tues morning, account no GH2231"))
    message = replies.decoded(order.arguments["body"]["raw"])
    assert message["Subject"].startswith("Order: 2 x oil filters")
    assert message.get_content().strip() == ("I'd like to order 2 x oil filters for a 2017 golf 1.6 tdi and a set of wiper "
                                             "blades. I need them by tues morning, account no GH2231.")
    booking = only_call(planner.plan("email bookings@thepig.example.com and book a table for 4 on saturday at 7pm"))
    assert booking.method == "gmail.users.messages.send"  # it searched Google Books
