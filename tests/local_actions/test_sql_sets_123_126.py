"""Rows changed as blind sets 123–126 said them, run on real files: money paid off a credit balance said in Ghanaian Pidgin
("Sister Abena just pay me £20 chale. remove am from wetin she owe" deleted her at first sight), and a cleaning client's
booking cancelled in phonetic spelling."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

STALL = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, owes REAL);
    INSERT INTO customers VALUES (1, 'Sister Abena', '07700 900201', 45.0);
    INSERT INTO customers VALUES (2, 'Auntie Efua', '07700 900202', 12.5);
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, qty INTEGER, price REAL);
    INSERT INTO stock VALUES (1, 'gari 1kg', 30, 3.5);
"""


def test_money_paid_off_a_balance_in_pidgin_lowers_it_and_deletes_nobody(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    plan = gate.plan("Sister Abena just pay me £20 chale. remove am from wetin she owe")
    assert plan.calls[0].method == "sqlite.update"  # sqlite.delete at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stall"], "SELECT name, owes FROM customers ORDER BY id") == [("Sister Abena", 25.0), ("Auntie Efua", 12.5)]
