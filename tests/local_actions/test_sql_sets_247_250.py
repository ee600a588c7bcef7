"""Rows said as blind sets 247–250 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (247, 4, "sales", "galle did I take on Saturday, all together?", "sqlite.query"),  # an event made at first sight
    (247, 43, "kenkey", "Nenie kenkey balls I sell last week? Monday to Sunday", "sqlite.query"),  # an event made at first sight
    (248, 10, "orders", "I don buy 20kg rice for Costco this morning so rice now 35kg. change am", "sqlite.update"),  # calendar.events.patch at first sight
    (248, 46, "orders", "Kingfish only 6 kg left after morning cutting, update it", "sqlite.update"),  # calendar.events.patch at first sight
    (249, 53, "pedidos", "cuanta masa me queda?", "sqlite.query"),  # chat at first sight
    (250, 49, "orders", "The butter delivery has come, jo. We have now 30 kg, please change it.", "sqlite.update"),  # chat at first sight
    (249, 53, "pedidos", "cuanta masa me queda?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
