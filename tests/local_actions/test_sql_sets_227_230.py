"""Rows said as blind sets 227–230 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (227, 0, "shop", "achhal orders azekka", "sqlite.query"),  # chat at first sight
    (227, 4, "shop", "achhal flour left", "sqlite.query"),  # chat at first sight
    (227, 40, "orders", "vifl challos erev shabbos", "sqlite.query"),  # chat at first sight
    (227, 47, "orders", "vifl eggs left", "sqlite.query"),  # chat at first sight
    (229, 1, "shop", "ketra metre navy wool we have left?", "sqlite.query"),  # chat at first sight
    (229, 13, "shop", "ketra sale total this month so far?", "sqlite.query"),  # chat at first sight
    (229, 41, "orders", "sesuk piro blocks total? I need to know how much kedelai to soak saiki", "sqlite.query"),  # chat at first sight
    (229, 45, "orders", "kedelai piro kg left mbak?", "sqlite.query"),  # chat at first sight
    (229, 49, "orders", "saiki I soak 15 kg kedelai, take off from stock please", "sqlite.update"),  # chat at first sight
    (228, 1, "guests", "cia mheud are arriving a-màireach and which rooms are they in", "sqlite.query"),  # chat at first sight
    (228, 40, "hire", "ruciu ni ciigana jobs we have? and where they going", "sqlite.query"),  # chat at first sight
    (230, 41, "imports", "Kiman Halmari second flush do we have in stock?", "sqlite.query"),  # chat at first sight
    (230, 53, "imports", "Kiman kg of CTC have we sold this month?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
