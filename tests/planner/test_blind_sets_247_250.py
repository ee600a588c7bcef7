"""Everyday requests from blind sets 247–250 (an Edinburgh Christmas market stall (Sámi), an Australian on a working holiday, a Peckham kenkey shop (Ewe); a Woolwich
cookshop (Krio), a retired engineer who numbers every line, a Wembley Mangalorean restaurant (Tulu); a Birmingham cleaning firm
(Romanian), a retired telegraphist writing STOP, a Los Angeles tamales stall (Guatemalan Spanish); a Doral arepa stall (Venezuelan
Spanish), a teacher on a school trip, a Canterbury bakery (Alsatian)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("Buorre iđit. Did the invoice from Kautokeino Slakteri come in my mail? They send the bill for the suovas every month, I have not seen it", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Giitu for the help today, you are buorre", None),  # an event made at first sight
    ("Akpe kakaka, you do well today 🙏🏾😊", None),  # an event made at first sight
    ("1) Contact: Dr Anil Mehta.\n2) New telephone number: 01785 257731.\n3) Replace the old one.", "people.people.updateContact"),  # a contact made at first sight
    ("1) Convert 3.5 kN/m² to lb/ft².\n2) Answer to 2 decimal places.", None),  # a local file written at first sight
    ("- That is all for today. Thank you for your help.", None),  # an event made at first sight
    ("a venit vreun email de la Mrs Jenkins? zicea ca trimite codul de la keysafe", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("ANY EMAIL FROM HASTINGS BOROUGH COUNCIL RE COUNCIL TAX STOP", "gmail.users.messages.list"),  # a message read at first sight
    ("BIN EMAIL FROM SAGA RE CRUISES STOP NOT INTERESTED STOP", "gmail.users.messages.trash"),  # an e-mail sent at first sight
    ("guardame en contactos a Pedro el del hielo, 305 555 0166", "people.people.createContact"),  # chat at first sight
    ("guardame en contactos a Pedro el del hielo, 305 555 0166", "people.people.createContact"),  # chat at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_telegrams_stops_are_full_stops_and_its_quote_is_quoted():
    from core.planner import dictation

    assert dictation.unshouted("BIN EMAIL FROM SAGA RE CRUISES STOP NOT INTERESTED STOP") == "Bin email from saga re cruises. Not interested."
    assert '"joined gpo as boy messenger 1954 aged 14"' in dictation.unshouted(
        "ADD TO END OF MEMOIRS CHAPTER 3 STOP QUOTE JOINED GPO AS BOY MESSENGER 1954 AGED 14 STOP UNQUOTE")
