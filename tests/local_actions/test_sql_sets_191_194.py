"""Rows said as blind sets 191–194 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (191, 0, "kitchen", "dobre rano! skilky orders zavtra? need to plan what i cook tonight", "sqlite.query"),  # the diary listed at first sight
    (191, 10, "kitchen", "flour delivery came, +25 kg", "sqlite.update"),  # chat at first sight
    (191, 40, "shop", "immisa kg lamb berri?", "sqlite.query"),  # an event made at first sight
    (191, 47, "shop", "chicken supplier phone?", "sqlite.query"),  # a contact made at first sight
    (193, 7, "business", "Yemisi don change her number, na 07931 442118 now", "sqlite.update"),  # driveactivity.activity.query at first sight
    (193, 8, "business", "melo geles we dey tie this Saturday total? i wan know if i go call Bukola come help me", "sqlite.query"),  # an event made at first sight
    (193, 40, "shop", "kemm orders ghandi for ghada habib? need to know how many to bake tonight", "sqlite.query"),  # chat at first sight
    (193, 43, "shop", "kemm kinnie left in the back?", "sqlite.query"),  # chat at first sight
    (193, 46, "shop", "rita got a new phone, 07845 221903, change it mela", "sqlite.update"),  # a contact changed at first sight
    (192, 1, "shop", "gam yat gei do order already", "sqlite.query"),  # chat at first sight
    (192, 43, "catch", "denzils share wass it to", "sqlite.query"),  # a file shared at first sight
    (192, 44, "catch", "jago got a new number 07700 900388 change un will ee", "sqlite.update"),  # a new row at first sight
    (194, 0, "grill", "nawa sticks we get for gobe total", "sqlite.query"),  # chat at first sight
    (194, 11, "grill", "charcoal man number", "sqlite.query"),  # the contacts searched at first sight
    (194, 42, "stall", "Beh-lout mohinga orders for ma-net-phan?", "sqlite.query"),  # chat at first sight
    (194, 48, "stall", "Ko Aung cancel his Saturday order, please take it out", "sqlite.delete"),  # an event made at first sight
    (194, 55, "stall", "Which customer still not pay?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
