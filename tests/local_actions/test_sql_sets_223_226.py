"""Rows said as blind sets 223–226 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (223, 4, "orders", "hira rice left", "sqlite.query"),  # chat at first sight
    (223, 6, "orders", "i buy 10 kilo chicken thigh ohin in cash and carry, pls add", "sqlite.update"),  # chat at first sight
    (223, 12, "orders", "maun Joao say he dont need the batar da'an friday anymore, can take out his order", "sqlite.delete"),  # an event made at first sight
    (223, 46, "jobs", "we use 20 bag cement at Ramdass job, tek it off de count", "sqlite.update"),  # a row deleted at first sight
    (225, 1, "shop", "hommoch money still owing fi dis week", "sqlite.query"),  # the tables listed at first sight
    (225, 6, "shop", "two a di torch dem mash up yestideh, tek dem off di working", "sqlite.update"),  # a row deleted at first sight
    (225, 45, "bar", "Hannah Lee cancelled her Friday table", "sqlite.delete"),  # a new row at first sight
    (225, 49, "bar", "flour qanche left?", "sqlite.query"),  # chat at first sight
    (225, 51, "bar", "Bugun what stock is low? Less than 5 I mean", "sqlite.query"),  # chat at first sight
    (224, 8, "orders", "Lamin drop 10kg rice this morning, add it", "sqlite.update"),  # a new row at first sight
    (224, 45, "jobs", "imruz chand money", "sqlite.query"),  # chat at first sight
    (226, 0, "salon", "dumela! who's in kamoso? 💇🏾‍♀️", "sqlite.query"),  # chat at first sight
    (226, 2, "salon", "bokae packs of 1B xpression do i have left", "sqlite.query"),  # chat at first sight
    (226, 6, "salon", "bokae am i making this week if everybody turns up", "sqlite.query"),  # oauth2.tokeninfo at first sight
    (226, 40, "mesa", "CANTOS hoxe for dinner?? how many covers", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
