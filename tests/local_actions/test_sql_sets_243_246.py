"""Rows said as blind sets 243–246 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (243, 4, "ventas", "Marco Quispe ya me pago todo lo que debia jallalla 🙌", "sqlite.update"),  # a to-do made at first sight
    (243, 11, "ventas", "cuanto vendi jichhüru", "sqlite.query"),  # chat at first sight
    (243, 42, "ordini", "cantu culurgiones do we have left??", "sqlite.query"),  # chat at first sight
    (244, 16, "ordini", "aiò the pallet arrived, figatellu now 120 pieces, change it", "sqlite.update"),  # chat at first sight
    (244, 42, "orders", "Pastor Dolo want 3 tray jollof for Thanksgiving, $180. he will pay Thursday when he come pick up", "sqlite.insert"),  # the rows read at first sight
    (246, 2, "orders", "woo fäl dozen eggs do I still have?", "sqlite.query"),  # chat at first sight
    (246, 7, "orders", "Jake Thiessen phoned, he dont want the apple pie anymore. Take his order out please", "sqlite.delete"),  # androidpublisher.orders.get at first sight
    (246, 42, "orders", "addeish tahini we got left?", "sqlite.query"),  # chat at first sight
    (246, 43, "orders", "Mariam Yassin from the mosque wants a knafeh tray for Friday, £45, she paid already", "sqlite.insert"),  # an event made at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
