"""Everyday requests from blind sets 255–258 (a Daly City carinderia (Waray), a Sunday-league referee, a Bronx melhfa shop (Hassaniya); a Rapid City beadworker
(Lakota), a solicitor who writes in legalese, a Tottenham grocery (Shikomori); a Springdale Marshallese baker, a sarcastic
teenager, a Surrey BC home kitchen (Bikol); a Brighton dive shop (Dhivehi), a developer who writes like code, a Bemidji wild rice
seller (Ojibwe)), written on Monday 23 November 2026; each
was planned wrong at first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("manay quick math: pancit tray is $55, Marivic orders 4 trays and i give her 10% discount kay suki man, tagpira total?", None),  # the rows read at first sight
    ("kam is 3 metres voile at $12 + 2 box of tea $18 each?", None),  # the rows read at first sight
    ("pilamaya, lila waste 🙏 you saved me a bunch of time today", None),  # an event made at first sight
    ("I should be obliged if you would grant Mr Pennington (r.pennington@blofeldpike.co.uk) permission to comment upon, but on no account to edit, the document entitled \"Report on Title - 27 Eaton Road\" held in my Drive.", "drive.permissions.create"),  # drive.comments.create at first sight
    ("Please advise whether any comments have been appended by any party to the draft \"Contract for Sale - Cringleford\" since I circulated the same.", "drive.comments.list"),  # drive.comments.create at first sight
    ("Would you be so good as to set out, in brief, the distinction between a joint tenancy and a tenancy in common, suitable for inclusion in a letter to a lay client?", None),  # authorizedbuyersmarketplace.buyers.clients.patch at first sight
    ("the Marseille people send the invoice yet?? Comores Import. they always late wallah", "gmail.users.messages.list"),  # a contact made at first sight
    ("take off choir practice wednesday night from calendar, they cancel bc thanksgiving", "calendar.events.delete"),  # an event made at first sight
    ("ok kommol tata you help me a lot rainin 🙏", None),  # domainsrdap.getHelp at first sight
    ("Please furnish me with a list of all matters presently outstanding upon my task list.", "tasks.tasks.list"),  # the task lists listed
    # at first sight, a task list made in session 55 ("furnish me with" read as making one) until mended
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
