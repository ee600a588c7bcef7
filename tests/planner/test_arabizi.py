"""Egyptian Arabizi read as English before planning: an Egyptian phone-repair kiosk in a shopping centre (blind set 111,
written on Monday 23 November 2026)."""

from __future__ import annotations

import pytest

from core.planner import arabizi
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("3andi eh bokra?") == "what do I have tomorrow?"
    assert expand("kam iphone 13 screen fadel 3andi") == "how many iphone 13 screen have I got left"
    assert expand("Jake dafa3 5alas, 45 cash 3al battery. 7ot enno paid") == "Jake has paid, 45 cash for the battery. mark it paid"
    assert expand("Tom Brennan elgha el pixel, raga3tlo el £40 bta3o. sheelo men el list") == \
        "Tom Brennan cancelled the pixel, I gave him back the £40. take him off the list"
    assert expand("el MobileParts_INV_4471.pdf elly fel Downloads 7oto fe Documents/Invoices") == \
        "move MobileParts_INV_4471.pdf from Downloads to Documents/Invoices"
    assert expand("fein el excel bta3 el sales shahr 10? ana kont 3amlo 3al drive") == \
        "where is the excel of the sales for October? I made it on the drive"


def test_spellings_typed_anyhow_are_read_alike():
    assert arabizi.english("e3mel draft le Claire, bas matab3atosh delwa2ty").endswith("but don't send it yet")
    assert arabizi.english("e3mel draft le Claire, bas mtb3tosh dlw2ty").endswith("but don't send it yet")
    assert arabizi.english("3ayz a3mel meeting ma3 Sami bukra") == "I want to make meeting with Sami tomorrow"
    assert arabizi.english("fakkarni yom el 7ad a3mel order") == "remind me sunday to order"


def test_only_arabizi_is_read():
    for other in ("quick sum habibi - 14 tray baklawa at 38 and 6 tray mabrouma at 45, minus 200 deposit. how much left to pay",
                  "samira nasser wedding is off. khalas, family problem. cancel her order", "what do I have tomorrow?",
                  "was ist mein termin am freitag, alles fein?"):
        assert arabizi.english(other) == other


@pytest.mark.parametrize(("request_text", "method"), [
    ("3andi eh bokra?", "calendar.events.list"),
    ("fakarni el gom3a a3mel order 20W chargers, fadel 8 bas", "tasks.tasks.insert"),
    ("hat raqam Waleed bta3 el cases", "people.people.searchContacts"),
])
def test_arabizi_requests_are_planned(gate, request_text, method):
    plan = gate.plan(request_text)
    assert plan.calls and plan.calls[0].method == method
