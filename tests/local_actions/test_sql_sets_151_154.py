"""Rows said as blind sets 151–154 said them, planned on real files: a price put up, eggs dropped off added to the count, a pub
that "hev paid", an order scrubbed, a fish order asked after, injuries asked of the students, a new student joining."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

FARM_SHOP = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, on_hand INTEGER, price REAL, supplier TEXT);
    INSERT INTO stock VALUES (1, 'eggs', 30, 3.2, 'Church Farm');
    INSERT INTO stock VALUES (2, 'parsnips', 40, 1.5, 'Walpoles');
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, items TEXT, collect_date TEXT, paid INTEGER);
    INSERT INTO orders VALUES (1, 'Rose & Crown', 'eggs and bacon', '2026-11-21', 0);
    INSERT INTO orders VALUES (2, 'Alan Cubitt', 'logs', '2026-11-28', 0);
"""
YOGA = """
    CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, email TEXT, phone TEXT, injuries TEXT);
    INSERT INTO students VALUES (1, 'Tom Reid', 'tom@example.com', '07700 900111', 'shoulder');
    CREATE TABLE classes (id INTEGER PRIMARY KEY, date TEXT, time TEXT, style TEXT, spaces INTEGER);
    INSERT INTO classes VALUES (1, '2026-11-25', '18:30', 'hatha', 12);
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"shop": FARM_SHOP}, "put the parsnips up to £1.75", "sqlite.update"),  # chat at first sight
    ({"shop": FARM_SHOP}, "Church Farm just dropped off, add 24 to the eggs", "sqlite.update"),  # a new row at first sight
    ({"shop": FARM_SHOP}, "Rose & Crown hev paid for their eggs an bacon", "sqlite.update"),  # the tables listed at first sight
    ({"shop": FARM_SHOP}, "that's a rum 'un, Alan Cubitt rung, he dun't want the logs now. scrub his order", "sqlite.delete"),  # chat
    ({"yoga": YOGA}, "planning wednesday's hatha... does anyone have knee stuff i should know about", "sqlite.query"),  # an event
    ({"yoga": YOGA}, "new lovely soul joining: jess okafor, jess.okafor@gmail.com, 07946 332018. lower back, so go gentle",
     "sqlite.insert"),  # a draft at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))
