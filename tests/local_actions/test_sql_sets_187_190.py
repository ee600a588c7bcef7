"""Rows said as blind sets 187–190 said them, planned on the writers' own databases (real files): a home caterer's orders and
chicken asked and bought in Malayalam words, a khachapuri bakery's Georgian (tomorrow's orders, cheese left, flour in), a dholl
puri stall's Kreol (tomorrow's orders, paid), a ceviche pop-up's Peruvian Spanish (new booking, prawns in), a barbershop's
Sudanese Arabic (tomorrow's bookings, today's takings), a tailor's Camfranglais (unpaid, fabric in and left), a
pintxos bar's Basque, a shearing contractor's new number."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (187, 0, "kitchen", "got 5 kilo chicken from costco add it", "sqlite.update"),  # chat at first sight
    (187, 0, "kitchen", "ethra biryani portions this week total", "sqlite.query"),  # chat at first sight
    (187, 40, "bakery", "khval ramdeni orders?", "sqlite.query"),  # chat at first sight
    (187, 40, "bakery", "sulguni ramdeni kilo left", "sqlite.query"),  # chat at first sight
    (187, 40, "bakery", "dghes came 10 bag flour. add", "sqlite.update"),  # chat at first sight
    (188, 0, "stall", "Mrs Khan finn pay for demin 👍", "sqlite.update"),  # chat at first sight
    (188, 0, "stall", "komie mo finn gagne from orders last week?", "sqlite.query"),  # chat at first sight
    (188, 41, "popup", "booking nuevo: Olivia Grant, sábado 8pm, 4 personas, 07700 900958, todavía no paga", "sqlite.insert"),
    (188, 41, "popup", "ya llegaron 5 kilos de langostinos, súmalos", "sqlite.update"),  # chat at first sight
    (188, 41, "popup", "quién chambea el sábado?", "sqlite.query"),  # an event made at first sight
    (189, 0, "shop", "kam booking bukra", "sqlite.query"),  # an event made at first sight
    (189, 0, "shop", "kam we made alyoum ya zol", "sqlite.query"),  # chat at first sight
    (189, 40, "shop", "who never finish pay me? na so people dey do 😤", "sqlite.query"),  # the contacts listed at first sight
    (189, 40, "shop", "the kente delivery reach, add 12 metres", "sqlite.update"),  # a new row at first sight
    (189, 40, "shop", "combien metres Vlisco yellow remain", "sqlite.query"),  # chat at first sight
    (190, 0, "bar", "zenbat bihar?", "sqlite.query"),  # chat at first sight
    (190, 0, "bar", "zenbat txakoli left", "sqlite.query"),  # chat at first sight
    (190, 40, "contracts", "jonno's got a new number 0422 555 019", "sqlite.update"),  # a contact changed at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
