"""Rows changed as blind sets 131–134 said them, run on real files: drugs used taken off a stock count ("just used 2 vials of
propofol on Biscuit's dental, take them off" deleted a shared drive at first sight), a player added to the roster (a Gmail
Postmaster Tools domain created at first sight) and fuel logged by its table's word (an all-day event at first sight)."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

PRACTICE = """
    CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, species TEXT, owner TEXT, phone TEXT);
    INSERT INTO pets VALUES (1, 'Biscuit', 'rabbit', 'Mrs Jenkins', '07700 900101');
    CREATE TABLE stock (id INTEGER PRIMARY KEY, drug TEXT, amount INTEGER, unit TEXT, reorder_at INTEGER);
    INSERT INTO stock VALUES (1, 'Propofol 10mg/ml', 6, 'vials', 3);
    INSERT INTO stock VALUES (2, 'Metacam 1.5mg/ml oral', 4, 'bottles', 2);
"""
BOAT = """
    CREATE TABLE trips (id INTEGER PRIMARY KEY, date TEXT, time TEXT, kind TEXT, places INTEGER, price REAL);
    CREATE TABLE fuel (id INTEGER PRIMARY KEY, date TEXT, litres REAL, cost REAL);
    INSERT INTO fuel VALUES (1, '2026-11-16', 240, 271.20);
"""
TEAM = """
    CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT, number INTEGER, parent TEXT, email TEXT, phone TEXT);
    INSERT INTO players VALUES (1, 'Owen Desjardins', 7, 'Julie Desjardins', 'julie.d@gmail.com', '204-555-0131');
"""


def test_drugs_used_come_off_the_stock_and_nothing_is_deleted(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, practice=PRACTICE)
    plan = gate.plan("just used 2 vials of propofol on Biscuit's dental, take them off")
    assert plan.calls[0].method == "sqlite.update"  # a shared drive deleted at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["practice"], "SELECT drug, amount FROM stock ORDER BY id") == [("Propofol 10mg/ml", 4), ("Metacam 1.5mg/ml oral", 4)]
    assert rows(paths["practice"], "SELECT count(*) FROM pets") == [(1,)]


def test_a_player_added_to_the_roster_is_a_new_row(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, team=TEAM)
    plan = gate.plan("we got a call up for the brandon tourney – Zach Olson #12, mom is Kim Olson, kim.olson@gmail.com 204-555-0112. "
                     "add him to the roster")
    assert plan.calls[0].method == "sqlite.insert"  # a Postmaster Tools domain created at first sight


def test_fuel_logged_by_its_tables_word_is_a_row(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, ferdir=BOAT)
    assert gate.plan("fuel today 250 litres, 287.50 pounds").calls[0].method == "sqlite.insert"  # an all-day event at first sight
