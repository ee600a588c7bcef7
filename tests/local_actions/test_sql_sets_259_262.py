"""Rows said as blind sets 259–262 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (259, 14, "orders", "pilan sisig we sold since friday?", "sqlite.query"),  # an event made at first sight
    (259, 40, "winkel", "i marini boerewors per kg again? customer asking", "sqlite.query"),  # chat at first sight
    (259, 44, "winkel", "Sipho wants 3kg boerewors for Saturday, add the order. he'll pay when he collects", "sqlite.insert"),  # an event made at first sight
    (260, 0, "market", "nisä jars of lime honey i have left? and what price i put on it", "sqlite.query"),  # chat at first sight
    (260, 14, "market", "Rustam phone number from my suppliers pls, need call Ufa about new batch", "sqlite.query"),  # people.people.batchCreateContacts at first sight
    (260, 40, "bookings", "sisi who's coming in lamuhla? 🙏🏾", "sqlite.query"),  # chat at first sight
    (261, 0, "duka", "adi omena remaining?", "sqlite.query"),  # chat at first sight
    (261, 13, "duka", "give me phone for Ochieng wholesale from my suppliers list", "sqlite.query"),  # a row inserted at first sight
    (261, 40, "stall", "kahy sable hats left? and price", "sqlite.query"),  # chat at first sight
    (261, 43, "stall", "who not paid yet? list", "sqlite.query"),  # chat at first sight
    (261, 49, "stall", "vchera skolko sold? how many and total £", "sqlite.query"),  # chat at first sight
    (262, 8, "repairs", "iphone 12 screen koto left in stock?", "sqlite.query"),  # chat at first sight
    (262, 40, "pedidos", "ke haber! kuanto orders for amanyana?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
