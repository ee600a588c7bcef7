"""Rows said as blind sets 199–202 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (199, 0, "fiji", "bula! vica trays we doing nimataka?", "sqlite.query"),  # chat at first sight
    (199, 16, "fiji", "vica tins coconut cream left? need plenty for the lovo sat", "sqlite.query"),  # an event made at first sight
    (199, 40, "reading", "who's coming ejo?", "sqlite.query"),  # chat at first sight
    (199, 45, "reading", "angahe we made saturday?", "sqlite.query"),  # an event made at first sight
    (199, 51, "reading", "used 6 packs braiding hair uyu munsi for Aline box braids, take off pls", "sqlite.update"),  # chat at first sight
    (201, 0, "senegal", "salam. naata portions thieb elleg", "sqlite.query"),  # chat at first sight
    (201, 3, "senegal", "rice come from wholesaler 25 kilo add it", "sqlite.update"),  # chat at first sight
    (201, 6, "senegal", "who working tey", "sqlite.query"),  # chat at first sight
    (200, 0, "jobs", "uso who we got on taeao", "sqlite.query"),  # chat at first sight
    (200, 40, "manti", "Salem! Qansha orders do I have for erteng?", "sqlite.query"),  # chat at first sight
    (200, 47, "manti", "What is the number of the man who brings the lamb?", "sqlite.query"),  # the contacts searched at first sight
    (200, 48, "manti", "Qansha baursak altogether this week? I need to know how much dough to make.", "sqlite.query"),  # chat at first sight
    (202, 8, "bbq", "Enkhjin change number, new one 07700 914 223", "sqlite.update"),  # a contact made at first sight
    (202, 42, "orders", "Hoo mony balls o shaela hae I left?", "sqlite.query"),  # chat at first sight
    (202, 47, "orders", "Hoo muckle is come in dis month, peyed I mean", "sqlite.query"),  # the tables listed at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
