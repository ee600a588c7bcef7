"""Rows said as blind sets 163–166 said them, planned on real files: an Orkney fisherman's week asked in Orcadian, a Ukrainian
cleaner's day asked with a Ukrainian word, a takeaway's rice delivery added and a driver taken off, a Saturday school's absences
asked with a Somali word; a Classroom course never made for a locksmith's training day."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

CATCH = """
    CREATE TABLE landings (id INTEGER PRIMARY KEY, date TEXT, species TEXT, kilos REAL, price_per_kilo REAL);
    INSERT INTO landings VALUES (1, '2026-11-17', 'lobster', 12.5, 24.0);
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, standing_order TEXT);
    INSERT INTO customers VALUES (1, 'Jessie Flett', '07700 900301', 'one lobster a week');
"""
CLEANING = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, address TEXT, phone TEXT, usual_day TEXT);
    INSERT INTO clients VALUES (1, 'Mrs Brown', '14 Warrender Park Rd', '07700 900401', 'Tuesday');
    CREATE TABLE visits (id INTEGER PRIMARY KEY, client TEXT, date TEXT, hours REAL, paid INTEGER);
    INSERT INTO visits VALUES (1, 'Mrs Brown', '2026-11-24', 3, 0);
"""
TAKEAWAY = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, qty REAL, unit TEXT);
    INSERT INTO stock VALUES (1, 'rice', 15, 'kg');
    CREATE TABLE drivers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, shift_day TEXT);
    INSERT INTO drivers VALUES (1, 'Gerard Quinn', '07700 900501', 'Friday');
"""
SATURDAY = """
    CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, age INTEGER, parent TEXT, parent_phone TEXT);
    INSERT INTO students VALUES (1, 'Hamza Ali', 9, 'Fadumo Ali', '07700 900601');
    CREATE TABLE attendance (id INTEGER PRIMARY KEY, student TEXT, date TEXT, present INTEGER);
    INSERT INTO attendance VALUES (1, 'Hamza Ali', '2026-11-21', 0);
"""
LOCKS = """
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, address TEXT, job TEXT, date TEXT, price REAL, paid INTEGER);
    INSERT INTO jobs VALUES (1, 'Tony Bayliss', '3 Oxley Moor Rd', 'snapped key', '2026-11-20', 70, 0);
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"catch": CATCH}, "whit did the lobster mak last week", "sqlite.query"),  # chat at first sight
    ({"clients": CLEANING}, "zavtra where I go?", "sqlite.query"),  # chat at first sight
    ({"takeaway": TAKEAWAY}, "rice delivery come, 20 kilo, add it", "sqlite.update"),  # chat at first sight
    ({"takeaway": TAKEAWAY}, "Gerard not driving for us no more. take him off", "sqlite.delete"),  # a Drive comment deleted
    ({"saturday": SATURDAY}, "who was absent sabtida? 🤔", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))


def test_a_training_day_put_in_makes_no_classroom_course(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, locks=LOCKS)
    plan = gate.plan("put the MLA safe openin course in, daventry, thursdee wik 9 til 4")
    assert not any(call.method.startswith("classroom.") for call in plan.calls)  # a course made at first sight
