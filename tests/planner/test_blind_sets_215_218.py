"""Everyday requests from blind sets 215–218 (a north London carpet cleaner (Azerbaijani), a south London lad in roadman slang, a
Croydon tailor (Macedonian); a Reading braai caterer (Xhosa), a Cardiff paramedic, a Bristol vanilla stall (Malagasy); a London
salteñas stall (Bolivian Spanish), a man whose phone autocorrects his words, a Sheffield mandi restaurant (Yemeni Arabic); a
London cheese stall (West Frisian), an adult with ADHD, a Leicester man-and-van (Shona)), written on Monday 23 November 2026;
each was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("cancel dentist thursday, too busy in shop", "calendar.events.delete"),  # a row deleted at first sight
    ("guarda este numero: Marco, el q arregla el horno, 07700 900788", "people.people.createContact"),  # chat at first sight
    ("el certificado del food hygiene donde lo guarde? el pdf, tengo q mandar copia", "files.search"),  # a folder listed at first sight
    ("pon en la hoja de gastos: 21/11 gas Calor 2 botellas £58", "sheets.spreadsheets.values.append"),  # chat at first sight
    ("whats on ngomso", "calendar.events.list"),  # chat at first sight
    ("on nights wed thu fri. stick them in the cal", "calendar.events.insert"),  # the diary listed at first sight
    ("rota next wk?", "calendar.events.list"),  # an event made at first sight
    ("cancel dentist thurs. on nights, be asleep", "calendar.events.delete"),  # chat at first sight
    ("AL 14-20 dec, back mon 21st. OOH on pls. any rota stuff to gareth", "gmail.users.settings.updateVacation"),  # an event made at first sight
    ("4 x 12hr shifts minus 30 min break each, hrs?", None),  # airquality.currentConditions.lookup at first sight
    ("Eny, what do I have on Thursday?", "calendar.events.list"),  # an event made at first sight
    ("My shamwari Tinashe from church wants to help on weekends. Save his number 07944 218377, Tinashe Chikwanha.", "people.people.createContact"),  # domainsrdap.getHelp at first sight
    ("Sekuru wants to know what I have on Saturday, he wants me to come to Coventry. Check my calendar.", "calendar.events.list"),  # an event made at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
