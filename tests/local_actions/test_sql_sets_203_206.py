"""Rows said as blind sets 203–206 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (203, 0, "stall", "jak order mue eun?", "sqlite.query"),  # chat at first sight
    (203, 10, "stall", "Ben cancel his larb moo mue nee, take out pls", "sqlite.delete"),  # chat at first sight
    (203, 48, "shop", "I cut three and a half yards of muslin for Doris's backin, take that off", "sqlite.update"),  # a row deleted at first sight
    (205, 0, "bar", "saek ponman booking i have?", "sqlite.query"),  # chat at first sight
    (205, 4, "bar", "bong can u put Dani in thngai nih 4pm gel toes £22", "sqlite.insert"),  # an event made at first sight
    (205, 5, "bar", "acetone ponman left?", "sqlite.query"),  # chat at first sight
    (205, 13, "bar", "ponman i make saturday?", "sqlite.query"),  # chat at first sight
    (205, 46, "repairs", "used 2 xr battery iro take off", "sqlite.update"),  # chat at first sight
    (205, 50, "repairs", "cend money repairs last week", "sqlite.query"),  # chat at first sight
    (205, 52, "repairs", "jordan dont want the iphone 11 fixed no more take it off", "sqlite.delete"),  # the tables listed at first sight
    (204, 0, "takeaway", "repu enni orders unnayi? list cheyyi anna", "sqlite.query"),  # vision.projects.locations.products.list at first sight
    (204, 4, "takeaway", "chicken delivery vachindi 10 kg, stock lo add cheyyi", "sqlite.update"),  # chat at first sight
    (204, 8, "takeaway", "evaru evaru inka pay cheyyaledu? enni total each", "sqlite.query"),  # chat at first sight
    (204, 10, "takeaway", "mutton enni kg undi", "sqlite.query"),  # chat at first sight
    (204, 14, "takeaway", "repu evening evaru unnaru shift lo?", "sqlite.query"),  # chat at first sight
    (204, 16, "takeaway", "temple order 30 kadu 35 plates ayyindi sat ki, total kuda change cheyyi 297.50", "sqlite.update"),  # a question of the rows at first sight
    (206, 0, "stall", "aaj kiti orders aahet bhau? 😄", "sqlite.query"),  # chat at first sight
    (206, 1, "stall", "Mrs Patel ne paise dile, cash 👍 paid kar", "sqlite.update"),  # the tables listed at first sight
    (206, 2, "stall", "6 kilo batata aala Sandeep kadun, stock madhe add kar", "sqlite.update"),  # chat at first sight
    (206, 3, "stall", "raja bakery cha number de na", "sqlite.query"),  # the contacts searched at first sight
    (206, 4, "stall", "navin order - Shinde saheb, Wealdstone. udya 35 vada pav. paise nantar detil", "sqlite.insert"),  # chat at first sight
    (206, 5, "stall", "kon kon ne ajun paise nahi dile? naav sang", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
