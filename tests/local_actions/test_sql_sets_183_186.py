"""Rows said as blind sets 183–186 said them, planned on the writers' own databases (real files): a roastery's stock asked in
Amharic words, a flamenco school's leaver, an Edinburgh sushi bar's bookings in Japanese words (a new booking with a
reservations table, a cancellation, a party's size put right, fish come in), a crêperie's franglais (tonight's covers, buckwheat
delivered, a booking cancelled), a tyre shop's unpaid jobs asked in Pashto words, a minibus hire's Swahili (tomorrow's bookings,
unpaid trips, a cancelled trip, a new bus), a burek bakery's flour delivery and a customer's cancelled order."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (183, 1, "roastery", "sint kilo yirga left", "sqlite.query"),  # chat at first sight
    (183, 1, "roastery", "what going out nege", "sqlite.query"),  # chat at first sight
    (183, 41, "school", "Tom Ashby is leaving us 😢 take him off", "sqlite.delete"),  # a team drive deleted at first sight
    (184, 0, "bar", "ashita nanko covers?", "sqlite.query"),  # chat at first sight
    (184, 0, "bar", "new booking. Fraser, fri 7.30pm, 4 people. 07700 900 123", "sqlite.insert"),  # an event made at first sight
    (184, 0, "bar", "Lindsay cancel thurs.", "sqlite.delete"),  # an event deleted at first sight
    (184, 0, "bar", "Kerr party friday now 10 people, not 8", "sqlite.update"),  # an event made at first sight
    (184, 0, "bar", "hamachi 3kg more came in kyou", "sqlite.update"),  # chat at first sight
    (184, 40, "cafe", "6 kg de sarrasin arrived ce matin, add please", "sqlite.update"),  # chat at first sight
    (184, 40, "cafe", "Patel vendredi soir, annulé. they call this morning", "sqlite.delete"),  # an event made at first sight
    (185, 0, "shop", "who not paid yet wror, list me", "sqlite.query"),  # chat at first sight
    (185, 0, "shop", "sabah who coming", "sqlite.query"),  # chat at first sight
    (185, 40, "hire", "kesho tuko na bookings ngapi msee?", "sqlite.query"),  # chat at first sight
    (185, 40, "hire", "nani bado hajalipa for trips zimeshaenda?", "sqlite.query"),  # chat at first sight
    (185, 40, "hire", "Kevin Ochieng ame-cancel Luton ya sunday, futa", "sqlite.delete"),  # an event deleted at first sight
    (185, 40, "hire", "nimenunua bus mpya 🚐 reg LN22 ZKC, 16 seater, MOT due 14 sept 2027. weka kwa system", "sqlite.insert"),
    (186, 0, "bakery", "flour delivery come now, 25 kg more, add it", "sqlite.update"),  # chat at first sight
    (186, 0, "bakery", "Dragan call, he cancel everything for saturday. delete pls", "sqlite.delete"),  # an event deleted
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
