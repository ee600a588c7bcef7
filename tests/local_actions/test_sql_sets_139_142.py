"""Rows said as blind sets 139–142 said them, planned on real files: a row's street held as its name ("Kinney Ave"), a fixture binned (a Drive file deleted at first sight), a client taken off "my client list" (a to-do deleted), a new pup "on the
books" (a Google Books search), a pupil marked absent, a dog's next booking taken out, a paid invoice and stock asked after."""

from __future__ import annotations

import sqlite3

import pytest

from core.planner.database_names import held_names
from tests.local_actions.test_sql_sets_65_68 import _added, rows

REALTY = """
    CREATE TABLE listings (id INTEGER PRIMARY KEY, address TEXT, price INTEGER, status TEXT, seller TEXT);
    INSERT INTO listings VALUES (1, '2205 Kinney Ave', 615000, 'Active', 'Ben Okafor');
    INSERT INTO listings VALUES (2, '3311 Govalle Ave', 565000, 'Active', 'Derek Haines');
"""
FIXTURES = """
    CREATE TABLE fixtures (id INTEGER PRIMARY KEY, date TEXT, team TEXT, opponent TEXT, venue TEXT, kick_off TEXT, result TEXT);
    INSERT INTO fixtures VALUES (1, '2026-11-28', 'U14 Rugby', 'St Teilo''s', 'away', '10:00', NULL);
    INSERT INTO fixtures VALUES (2, '2026-11-28', 'U15 Football', 'Cathays High', 'home', '10:30', NULL);
"""
CLIENTS = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, business TEXT, email TEXT, monthly_fee REAL);
    INSERT INTO clients VALUES (1, 'Jenny Douglas', 'Douglas Design', 'jenny@douglasdesign.co.uk', 90);
    INSERT INTO clients VALUES (2, 'Marco Rossi', 'Spice Route Deli', 'marco@spiceroute.co.uk', 120);
    CREATE TABLE invoices (id INTEGER PRIMARY KEY, client_id INTEGER, number TEXT, date TEXT, amount REAL, paid TEXT);
    INSERT INTO invoices VALUES (1, 2, 'INV-2026-101', '2026-10-31', 220, NULL);
"""
DOGS = """
    CREATE TABLE dogs (id INTEGER PRIMARY KEY, name TEXT, breed TEXT, owner TEXT, owner_phone TEXT);
    INSERT INTO dogs VALUES (1, 'Nutmeg', 'Border terrier', 'Margaret Cole', '07700 900411');
    INSERT INTO dogs VALUES (2, 'Pickle', 'Dachshund', 'Sue Barnes', '07700 900412');
    CREATE TABLE appointments (id INTEGER PRIMARY KEY, dog TEXT, date TEXT, time TEXT, service TEXT, status TEXT);
    INSERT INTO appointments VALUES (1, 'Nutmeg', '2026-12-03', '10:00', 'Bath and tidy', 'booked');
    INSERT INTO appointments VALUES (2, 'Pickle', '2026-11-23', '09:00', 'Full groom', 'booked');
"""
TUITION = """
    CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, class TEXT, parent TEXT, phone TEXT);
    INSERT INTO students VALUES (1, 'Karthik Iyer', '10', 'Ravi Iyer', '98450 11223');
    CREATE TABLE sessions (id INTEGER PRIMARY KEY, student TEXT, date TEXT, time TEXT, topic TEXT, attended INTEGER);
    INSERT INTO sessions VALUES (1, 'Karthik Iyer', '2026-11-22', '18:00', 'Quadratics', 1);
"""
JOBS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, suburb TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Greg Whitfield', 'Brunswick', '0412 555 019');
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer_id INTEGER, date TEXT, time TEXT, job TEXT);
    INSERT INTO jobs VALUES (1, 1, '2026-11-24', '08:00', 'Hot water service swap');
    CREATE TABLE parts (id INTEGER PRIMARY KEY, part TEXT, supplier TEXT, on_hand INTEGER, cost REAL);
    INSERT INTO parts VALUES (1, 'TPR valve 500kPa', 'Reece', 3, 42.0);
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"fixtures": FIXTURES}, "St Teilo's have pulled out of sat, bin that fixture", "sqlite.delete"),  # a Drive file deleted
    ({"clients": CLIENTS}, "Jenny Douglas has gone back into employment – take her off my client list.", "sqlite.delete"),  # a to-do
    ({"clients": CLIENTS}, "Spice Route Deli's October invoice has been paid – £220 landed in the account today.", "sqlite.update"),
    ({"clients": CLIENTS}, "Chase Marco Rossi for INV-2026-101 please: £220, polite but firm. marco@spiceroute.co.uk",
     "gmail.users.messages.send"),  # a row added at first sight
    ({"dogs": DOGS}, "Ooh new pup on the books! Fig, 14 week old cockapoo, owner is Lucy Marsh, 07700 912448.", "sqlite.insert"),
    ({"dogs": DOGS}, "Pickle's a no show again 🙄 that's twice this autumn. Mark it would you", "sqlite.update"),
    ({"dogs": DOGS}, "Sad news, Margaret rang – Nutmeg went over the rainbow bridge at the weekend 😢 Can you take her next booking "
                     "out please", "sqlite.delete"),  # chat at first sight
    ({"students": TUITION}, "Karthik did not come for yesterday class. Mark him absent", "sqlite.update"),  # a question
    ({"jobs": JOBS}, "who've i got tmrw", "sqlite.query"),  # the diary at first sight
    ({"jobs": JOBS}, "got any tpr valves left or do i need to hit up reece", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method.startswith(method)
    assert not plan.calls[0].method.startswith("sqlite.") or plan.calls[0].arguments.get("database") == next(iter(databases))


def test_a_binned_fixture_leaves_the_other_fixtures_and_the_drive_alone(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, fixtures=FIXTURES)
    plan = gate.plan("St Teilo's have pulled out of sat, bin that fixture")
    assert [c.method for c in plan.calls] == ["sqlite.delete"]  # no Drive file trashed or deleted
    assert rows(paths["fixtures"], "SELECT count(*) FROM fixtures") == [(2,)]  # nothing runs before it is approved


def test_a_rows_street_is_held_as_its_name_without_the_street_kind(tmp_path):
    path = tmp_path / "listings.db"
    with sqlite3.connect(path) as conn:
        conn.executescript(REALTY)
    held = held_names(path)
    assert {"kinney", "govalle"} <= held  # "KINNEY AVE IS UNDER CONTRACT": the listing at 2205 Kinney Ave
    assert not {"ave", "2205"} & held  # "ave" would name every listing on an avenue
