"""Egyptian Arabizi read as English before planning: an Egyptian phone-repair kiosk in a shopping centre (blind set 111,
written on Monday 23 November 2026)."""

from __future__ import annotations

import pytest

from core.planner import arabizi, darija
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


# Moroccan Darija typed in Latin letters: a hammam and beauty salon in Manchester (blind set 115, Monday 23 November 2026)
def test_darija_questions_and_commands_are_read_as_english():
    assert expand("salam, chkoun 3ndi ghda f salon? 3tini list b lwe9t 3afak").startswith("who is booked tomorrow in salon?")
    assert expand("ch7al b9a 3ndna mn argan oil Zitenia? bghit ndir commande 9bel jem3a") == \
        "how much argan oil Zitenia have we got left? I want to place an order before friday"
    assert expand("Fatima Zahra khllsat daba cash 35£ dyal argan treatment, dirha paid") == \
        "Fatima Zahra paid just now cash 35£ for argan treatment, mark her paid"
    assert expand("Samira Khan 3ayyetat daba, ma ghadich tji nhar jem3a. annuler dyalha") == \
        "Samira Khan called just now, won't come on friday. cancel her booking"
    assert expand("l meeting m3a Karima (decorator) li 3ndi lyoum f 4h, ma tl79ch. 7wlha l tnin l9adim same time") == \
        "the meeting with Karima (decorator) that I have today at 4:00, I can't make it. move it to next monday same time"
    assert expand("zid booking l Leanne Hughes sebt 28 m3a 11h, hammam + gommage, 45") == \
        "new booking: Leanne Hughes saturday 28 at 11:00, hammam + gommage, 45"
    assert expand("ch7al dkhelna l simana li fatet? ghir li khllsou, bghit n9arenha m3a had simana") == \
        "how much did we take last week? only the paid ones, I want to compare it with this week"


def test_darija_said_otherwise_is_read_alike():
    assert darija.english("chno 3ndi ghda?") == "what do I have tomorrow?"
    assert darija.english("chkoun ma khllsch had simana?") == "who hasn't paid this week?"
    assert darija.english("chkoun khddam nhar sebt?") == "who is working on saturday?"
    assert darija.english("m7i rdv dyal Samira ghda") == "delete Samira's appointment tomorrow"
    assert darija.english("ch7al khssni nchri mn ghassoul l simana jaya?") == "how much ghassoul do I need to buy next week?"
    assert darija.english("ghadi nsafer l Casa mn 18 dec 7ta 3 janvier inchallah. dir liya auto reply f email").startswith(
        "I am travelling to Casa from 18 dec to 3 January. put the auto reply on my email")


def test_darija_is_not_read_as_egyptian_nor_egyptian_as_darija():
    assert arabizi.english("fakarni el gom3a a3mel order 20W chargers, fadel 8 bas") == "remind me friday to order 20W chargers, only 8 left"
    for other in ("Dir bitte die Liste, had a fine day", "zid is a name", "wach auf, Bach!"):
        assert arabizi.english(other) == other
        assert darija.english(other) == other
    assert darija.english("fakarni el gom3a a3mel order 20W chargers, fadel 8 bas") == \
        "fakarni el gom3a a3mel order 20W chargers, fadel 8 bas"  # Egyptian: not Darija's to read


@pytest.mark.parametrize(("request_text", "method"), [
    ("7ett liya rdv m3a l accountant Mr Patel lkhmis 2pm f office dyalo f Cheetham Hill", "calendar.events.insert"),
    ("l facture dyal British Gas jatni f email chi nhar had chhar w ma l9itahach. 9elbha liya", "gmail.users.messages.list"),
    ("partagi price list 2026 m3a Aicha bach t7ottha f insta, email dyalha aicha.beauty.mcr@gmail.com", "drive.permissions.create"),
])
def test_darija_requests_are_planned(gate, request_text, method):
    plan = gate.plan(request_text)
    assert plan.calls and plan.calls[0].method == method
