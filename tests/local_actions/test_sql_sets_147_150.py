"""Rows said as blind sets 147–150 said them, planned on real files: a question asked first is asked of the rows, however the
request goes on ("how many spaces left on the 5th? stag lot wanna bring 2 more lads" added a row at first sight), an instructor
put on a lesson (an event deleted at first sight), a shift covered, a new volunteer, and a database's tables still asked as such."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

SURF = """
    CREATE TABLE lessons (id INTEGER PRIMARY KEY, date TEXT, time TEXT, level TEXT, instructor TEXT, places INTEGER);
    INSERT INTO lessons VALUES (1, '2026-11-28', '13:00', 'Intermediate', 'Bex', 8);
    INSERT INTO lessons VALUES (2, '2026-12-05', '10:00', 'Beginner', 'Dan', 10);
    CREATE TABLE bookings (id INTEGER PRIMARY KEY, lesson_date TEXT, lesson_time TEXT, name TEXT, people INTEGER, paid INTEGER);
    INSERT INTO bookings VALUES (1, '2026-12-05', '10:00', 'Stag party (Josh Penrose)', 6, 1);
"""
CAFE = """
    CREATE TABLE shifts (id INTEGER PRIMARY KEY, date TEXT, staff TEXT, start TEXT, finish TEXT);
    INSERT INTO shifts VALUES (1, '2026-11-27', 'Chloe', '07:00', '15:00');
    INSERT INTO shifts VALUES (2, '2026-11-28', 'Mia', '07:00', '15:00');
"""
PTA = """
    CREATE TABLE volunteers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, email TEXT, child_class TEXT, dbs TEXT);
    INSERT INTO volunteers VALUES (1, 'Nadia Hussain', '07590 331846', 'nadia.h@gmail.com', 'Oak', 'Pending');
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"school": SURF}, "how many spaces left on the 5th? stag lot wanna bring 2 more lads", "sqlite.query"),  # a row added
    ({"school": SURF}, "bex is off sat so put Dan on the arvo intermediate one", "sqlite.update"),  # an event deleted
    ({"school": SURF}, "what tables are in school.db? cant remember what i called them", "sqlite.tables"),  # asked, still its tables
    ({"cafe": CAFE}, "chloe can't do friday, mia's covering her. swap em over", "sqlite.update"),  # an event at first sight
    ({"pta": PTA}, "Super news – we have a new volunteer!! Gemma Pryce, Alfie's mum in Hazel class, 07845 221903, "
                   "gemma.pryce@gmail.com. No DBS yet but she's happy to do one!", "sqlite.insert"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))
