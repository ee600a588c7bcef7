"""Rows changed as blind sets 119–122 said them, run on real files: a count used taken off a stock count though the customer
it went to is named ("used 2 trv valves at sandra holmes, take them off the van stock" deleted rows at first sight), and a
price dropped or set ("drop the arcteryx to 160" deleted a Drive file, "change curry leaves to 80p" was chat)."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

PLUMBING = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, address TEXT);
    INSERT INTO customers VALUES (1, 'Sandra Holmes', '14 Cottingham Road');
    INSERT INTO customers VALUES (2, 'Dave Kirk', '3 Beverley Road');
    CREATE TABLE parts (id INTEGER PRIMARY KEY, part TEXT, qty_in_van INTEGER, supplier TEXT);
    INSERT INTO parts VALUES (1, 'TRV valve 15mm', 5, 'City Plumbing');
    INSERT INTO parts VALUES (2, 'compression elbow 15mm', 20, 'Plumb Center');
"""
RESALE = """
    CREATE TABLE items (id INTEGER PRIMARY KEY, what TEXT, size TEXT, listed_price REAL, status TEXT);
    INSERT INTO items VALUES (1, 'Arcteryx Beta shell', 'M', 180, 'listed');
    INSERT INTO items VALUES (2, 'Y2K butterfly baby tee', 'S', 14, 'listed');
"""
SHOP = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, qty INTEGER, price REAL);
    INSERT INTO stock VALUES (1, 'Curry leaves (bunch)', 3, 0.70);
    INSERT INTO stock VALUES (2, 'Coconut milk 400ml', 38, 1.20);
"""


def test_parts_used_at_a_customer_are_taken_off_the_van_stock(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, jobs=PLUMBING)
    for said in ("used 2 trv valves at sandra holmes, take them off the van stock",
                 "used 2 of them trv valves at sandra holmes last week and never took them of the van stock"):
        plan = gate.plan(said)
        assert plan.calls[0].method == "sqlite.update", said  # rows deleted, or nothing, at first sight
        _run(planner, runtime, targets, plan)
    assert rows(paths["jobs"], "SELECT part, qty_in_van FROM parts ORDER BY id") == [("TRV valve 15mm", 1), ("compression elbow 15mm", 20)]
    assert rows(paths["jobs"], "SELECT count(*) FROM customers") == [(2,)]


def test_a_price_dropped_or_set_changes_the_price_and_deletes_nothing(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=RESALE)
    plan = gate.plan("drop the arcteryx to 160 icl its lowkey not moving")
    assert plan.calls[0].method == "sqlite.update"  # drive.files.delete at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stock"], "SELECT what, listed_price FROM items ORDER BY id") == [("Arcteryx Beta shell", 160),
                                                                                         ("Y2K butterfly baby tee", 14)]
    gate, planner, runtime, targets, paths = _added(tmp_path / "shop", shared_catalog_index, shop=SHOP)
    plan = gate.plan("change curry leaves to 80p")
    assert plan.calls[0].method == "sqlite.update"  # chat at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["shop"], "SELECT item, price FROM stock ORDER BY id") == [("Curry leaves (bunch)", 0.8), ("Coconut milk 400ml", 1.2)]
    assert gate.plan("move it to 10").calls[0].method == "calendar.events.patch"  # a time, no price
