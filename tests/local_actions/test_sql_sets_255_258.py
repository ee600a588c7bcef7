"""Rows said as blind sets 255–258 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (255, 0, "orders", "tagpira trays of pancit total for thanksgiving 11/26? bihon ngan canton together. need to know how many packs noodles to buy", "sqlite.query"),  # chat at first sight
    (255, 10, "orders", "tagpira pa an pork belly in stock?", "sqlite.query"),  # chat at first sight
    (255, 14, "orders", "rice is down to 25 lbs na, update the stock", "sqlite.update"),  # chat at first sight
    (255, 54, "boutique", "who didn't pay yet? give me list", "sqlite.query"),  # chat at first sight
    (256, 10, "orders", "tokeske much did i make so far this month? all the orders", "sqlite.query"),  # chat at first sight
    (256, 13, "orders", "ohan i finished 6 more loom bracelets last nite so theres 10 now, fix that in my stock", "sqlite.update"),  # chat at first sight
    (256, 41, "stock", "hwadza Mama Fatima owe me now?? she coming this afternoon asking more credit again 🙄", "sqlite.query"),  # the tables listed at first sight
    (256, 45, "stock", "who still owe me money, give me list with how much each one pls", "sqlite.query"),  # chat at first sight
    (257, 0, "orders", "iakwe 🙂 jete coconut bread I need to bake for pick up ilju??", "sqlite.query"),  # chat at first sight
    (257, 12, "orders", "jete flour I still have", "sqlite.query"),  # chat at first sight
    (257, 18, "orders", "I got 2 more bag shredded coconut at aldi so now is 8 bags, fix the stock pls", "sqlite.update"),  # chat at first sight
    (257, 40, "orders", "Pira orders for delivery sa aga? need to prep tonight", "sqlite.query"),  # the diary listed at first sight
    (258, 14, "bookings", "2 of the L BCDs gone for service so only 2 left now, change it", "sqlite.update"),  # chat at first sight
    (258, 42, "orders", "aaniin minik manoomin have I sold so far this month?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
