"""Rows said as blind sets 219–222 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (219, 0, "stall", "mmeka eggs are left? i dont want to run out enkya 🥚", "sqlite.query"),  # chat at first sight
    (219, 4, "stall", "who is on with me enkya?", "sqlite.query"),  # chat at first sight
    (219, 53, "carers", "unsa gani address ni Mrs O'Neill? I forgot na", "sqlite.query"),  # chat at first sight
    (221, 48, "firm", "Jones Lewis paid £240 today, take off their account", "sqlite.update"),  # a row deleted at first sight
    (221, 50, "firm", "meeqa Tiger Bay owe us now", "sqlite.query"),  # the tables listed at first sight
    (220, 0, "shop", "mantenha mano, who i got in oji?", "sqlite.query"),  # chat at first sight
    (220, 5, "shop", "kantu i make last week mano", "sqlite.query"),  # chat at first sight
    (220, 40, "shop", "góðan dag. hvussu nogv ragworm left", "sqlite.query"),  # chat at first sight
    (222, 7, "stall", "urad dal eshtu ide?", "sqlite.query"),  # chat at first sight
    (222, 40, "truck", "howzit brah, who working tomorrow?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
