"""Rows said as blind sets 143–146 said them, planned and run on real files: stock sold "off me" taken off the count (rows deleted
at first sight), eggs and kegs added to it, a member taken off "our list of members" and a child off "my list" (to-dos deleted), a
client's booking taken out, a session marked DNA, a rota and a clinic's day asked, a collection's total and a new client."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

HAIR = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, address TEXT, phone TEXT, usual_service TEXT);
    INSERT INTO clients VALUES (1, 'Jade Russell', '4 Kingshill Rd', '07700 900401', 'foils');
    INSERT INTO clients VALUES (2, 'Margaret Ellis', '12 Bath Rd', '07700 900402', 'wash & set');
    CREATE TABLE appointments (id INTEGER PRIMARY KEY, client TEXT, appt_date TEXT, appt_time TEXT, service TEXT, price REAL);
    INSERT INTO appointments VALUES (1, 'Jade Russell', '2026-11-27', '10:00', 'foils', 55);
    CREATE TABLE products (id INTEGER PRIMARY KEY, product TEXT, on_hand INTEGER, cost REAL);
    INSERT INTO products VALUES (1, 'Olaplex No.3', 5, 14.5);
    INSERT INTO products VALUES (2, 'Elnett hairspray', 8, 4.2);
"""
STAND = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, on_hand INTEGER, price REAL);
    INSERT INTO stock VALUES (1, 'eggs', 34, 6.0);
    INSERT INTO stock VALUES (2, 'shelled pecans', 20, 12.0);
"""
CHAPEL = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, address TEXT, phone TEXT);
    INSERT INTO members VALUES (1, 'Ceri Bevan', '3 Bryn Terrace', '01443 430001');
    INSERT INTO members VALUES (2, 'Mair Davies', '9 Heol Fach', '01443 430002');
    CREATE TABLE rota (id INTEGER PRIMARY KEY, date TEXT, duty TEXT, member TEXT);
    INSERT INTO rota VALUES (1, '2026-11-29', 'flowers', 'Mair Davies');
    CREATE TABLE collections (id INTEGER PRIMARY KEY, date TEXT, service TEXT, amount REAL, counted_by TEXT);
    INSERT INTO collections VALUES (1, '2026-11-01', 'morning', 120.5, 'Mair Davies');
"""
CLINIC = """
    CREATE TABLE patients (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, condition TEXT);
    INSERT INTO patients VALUES (1, 'Tom Hadley', '07700 900601', 'knee');
    INSERT INTO patients VALUES (2, 'Sophie Okafor', '07700 900602', 'shoulder');
    CREATE TABLE sessions (id INTEGER PRIMARY KEY, patient_id INTEGER, date TEXT, time TEXT, type TEXT, attended INTEGER);
    INSERT INTO sessions VALUES (1, 1, '2026-11-20', '10:00', 'Follow-up', NULL);
    INSERT INTO sessions VALUES (2, 2, '2026-11-24', '09:00', 'Assessment', NULL);
"""
PUB = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, kegs_or_cases TEXT, on_hand INTEGER, supplier TEXT);
    INSERT INTO stock VALUES (1, 'Guinness', 'kegs', 9, 'Diageo');
    CREATE TABLE rota (id INTEGER PRIMARY KEY, date TEXT, staff TEXT, start TEXT, finish TEXT);
    INSERT INTO rota VALUES (1, '2026-11-26', 'Dara', '17:00', '23:30');
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"hair": HAIR}, "jade's cancelled friday, her little one's got chicken pox bless her. take her out x", "sqlite.delete"),  # a question
    ({"hair": HAIR}, "new lady for my book – hannah price, 9 tismeads cres old town, 07700 900418. wants a restyle", "sqlite.insert"),
    ({"chapel": CHAPEL}, "Ceri Bevan has moved down to Cardiff and joined a chapel there, so please take her off our list of members.",
     "sqlite.delete"),  # a to-do deleted at first sight
    ({"chapel": CHAPEL}, "Could you tell me who is doing the flowers this Sul, please? I can never remember.", "sqlite.query"),  # chat
    ({"chapel": CHAPEL}, "What have the collections come to so far this month, morning and evening together?", "sqlite.query"),
    ({"clinic": CLINIC}, "Good morning 🙂 kindly show me who I am seeing tomorrow", "sqlite.query"),  # an event at first sight
    ({"clinic": CLINIC}, "Tom Hadley did not come on Friday and he did not even call 🙄 put him down as DNA", "sqlite.update"),
    ({"clinic": CLINIC}, "Sophie Okafor wants to come back. Book her Thursday 2pm, normal follow-up", "sqlite.insert"),  # the diary
    ({"pub": PUB}, "is dara in on thurs?", "sqlite.query"),  # the user's own diary at first sight
    ({"pub": PUB}, "the diageo lads are after dropping off 6 kegs of guinness, stick them on the stock there", "sqlite.update"),  # chat
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))


def test_stock_sold_off_me_comes_off_the_count_and_no_row_is_deleted(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, hair=HAIR)
    plan = gate.plan("margaret bought 2 of the olaplex no.3 off me, take them off the stock pls")
    assert plan.calls[0].method == "sqlite.update"  # rows deleted at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["hair"], "SELECT product, on_hand FROM products ORDER BY id") == [("Olaplex No.3", 3), ("Elnett hairspray", 8)]
    assert rows(paths["hair"], "SELECT count(*) FROM clients") == [(2,)]


def test_eggs_laid_go_onto_the_count(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stand=STAND)
    plan = gate.plan("hens been busy! add 3 dozen to the eggs")
    assert plan.calls[0].method == "sqlite.update"  # free/busy asked at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stand"], "SELECT item, on_hand FROM stock ORDER BY id") == [("eggs", 37), ("shelled pecans", 20)]
