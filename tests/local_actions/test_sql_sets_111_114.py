"""Rows changed as blind sets 111–118 and session 43's leftovers said them, run on real files: the day the money came when
said ("Sheila Barnett gave me her £24 at the coffee morning on Saturday" set today), a weight said before the thing stocked
("10 kg butter came from the wholesaler" looked for "kg butter"), and a delete asked only in a message the user pasted (a
landlord's "please take it off the market" under "^ can u sort" deleted one of her let properties)."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

BRIDGE = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO members VALUES (1, 'Iris Fenwick', '01202 555101');
    INSERT INTO members VALUES (2, 'Sheila Barnett', '01202 555102');
    CREATE TABLE fees (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), term TEXT, paid_on TEXT);
    INSERT INTO fees VALUES (1, 1, 'Autumn 2026', '2026-09-10');
    INSERT INTO fees VALUES (2, 2, 'Autumn 2026', NULL);
"""
STALL = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, qty REAL, unit TEXT);
    INSERT INTO stock VALUES (1, 'butter', 4.5, 'kg');
    INSERT INTO stock VALUES (2, 'flour', 20, 'kg');
    INSERT INTO stock VALUES (3, 'acetone 1L', 2, 'bottle');
"""
LETTINGS = """
    CREATE TABLE properties (id INTEGER PRIMARY KEY, address TEXT, landlord TEXT, status TEXT);
    INSERT INTO properties VALUES (1, 'Flat 3, 22 Lower Addiscombe Road', 'Linda Hartley', 'let');
    INSERT INTO properties VALUES (2, '5 Chatsworth Road', 'Linda Hartley', 'let');
    INSERT INTO properties VALUES (3, '42 Canterbury Road', 'Linda Hartley', 'available');
"""


def test_the_day_the_money_came_is_the_day_said(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, bridgeclub=BRIDGE)
    plan = gate.plan("Sheila Barnett gave me her £24 at the coffee morning on Saturday. Would you be able to mark her down as "
                     "paid please?")
    _run(planner, runtime, targets, plan)
    assert rows(paths["bridgeclub"], "SELECT paid_on FROM fees WHERE member_id = 2") == [("2026-11-21",)]  # today at first


def test_a_weight_said_before_the_thing_stocked_is_no_part_of_its_name(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    _run(planner, runtime, targets, gate.plan("10 kg butter came from the wholesaler, put it in please"))
    assert rows(paths["stall"], "SELECT qty FROM stock WHERE item = 'butter'") == [(14.5,)]  # no row matched "kg butter"


def test_a_delete_asked_only_in_a_pasted_message_deletes_nothing(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, lettings=LETTINGS)
    plan = gate.plan("Hi Sam, after a lot of thought I've decided to sell Canterbury Road rather than re-let it, so please take "
                     "it off the market for now. I'll be in touch about the sale. Thanks, Linda\n\n^ can u sort")
    assert not plan.calls or plan.calls[0].method != "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["lettings"], "SELECT count(*) FROM properties") == [(3,)]
    from core.planner.unasked_deletes import asked_only_in_pasted

    pasted = "Hi Sam, just to let you know Marcus moved out at the end of October.\nChloe (Flat 3)\n\n"
    assert not asked_only_in_pasted("sqlite.delete", pasted + "take him off")  # the user's own words ask it
    assert asked_only_in_pasted("sqlite.delete", pasted + "can u sort")
    assert not asked_only_in_pasted("sqlite.update", pasted + "can u sort")  # no delete


def test_a_count_said_added_to_the_stock_adds_to_its_row(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    plan = gate.plan("a parcel came from Sweet Squared, 6x acetone, add it to the stock")
    assert plan.calls[0].method == "sqlite.update"  # nothing planned at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stall"], "SELECT qty FROM stock WHERE item = 'acetone 1L'") == [(8,)]


REPAIRS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Morag Duncan', '07700 900101');
    INSERT INTO customers VALUES (2, 'Gordon McLeod', '07700 900102');
    CREATE TABLE repairs (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), device TEXT, status TEXT);
    INSERT INTO repairs VALUES (1, 1, 'Dell Inspiron 15', 'waiting');
    INSERT INTO repairs VALUES (2, 2, 'Lenovo ThinkPad T480', 'ready');
"""


def test_a_thing_of_theirs_taken_off_never_deletes_the_customer(tmp_path, shared_catalog_index):
    from core.planner.database_names import person_for_thing

    tables = {"customers": [("id", "INTEGER"), ("name", "TEXT")], "repairs": [("id", "INTEGER"), ("customer_id", "INTEGER")]}
    assert person_for_thing("take Morag Duncan's Dell off the list", "sqlite.delete", {"table": "customers"}, tables)
    assert not person_for_thing("delete Morag Duncan from the customers", "sqlite.delete", {"table": "customers"}, tables)
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, remont=REPAIRS)
    _run(planner, runtime, targets, gate.plan("kustuta Morag Duncani Dell listist ara, ta ostis uue laptopi"))  # Estonian
    assert rows(paths["remont"], "SELECT name FROM customers ORDER BY id") == [("Morag Duncan",), ("Gordon McLeod",)]
