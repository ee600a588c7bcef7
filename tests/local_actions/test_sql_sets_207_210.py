"""Rows said as blind sets 207–210 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (207, 1, "stall", "shinga orders are due mailo?", "sqlite.query"),  # chat at first sight
    (207, 8, "stall", "the siziba print came!! 12 metres more, add it pls", "sqlite.update"),  # a new row at first sight
    (207, 44, "shop", "skolko hangers we have?", "sqlite.query"),  # chat at first sight
    (209, 40, "bara", "omeni bara orders for tamara baya?", "sqlite.query"),  # chat at first sight
    (210, 0, "stall", "hamas kg of Goroka beans we got left?? 🤔", "sqlite.query"),  # chat at first sight
    (210, 5, "stall", "orait new order - Dave Nguyen 24 long blacks tumora for his site crew, 6.30am pickup, he pay when he come", "sqlite.insert"),  # an event made at first sight
    (210, 13, "stall", "grace got new number 0431 552 907 update it", "sqlite.update"),  # a new row at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
