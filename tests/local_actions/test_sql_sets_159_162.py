"""Rows said as blind sets 159–162 said them, planned on real files: a Turkish barber's bookings asked, cancelled, moved and his
stock counted in English with Turkish words; a Bradford caterer's guest numbers put up and deposits asked in Urdu words; a
pasty shop's swede brought in; a cabbie's diesel stuck in and a fare put right."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

BARBER = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Kevin O''Brien', '07700 900201');
    INSERT INTO customers VALUES (2, 'Jamal Hussain', '07700 900202');
    CREATE TABLE bookings (id INTEGER PRIMARY KEY, customer TEXT, date TEXT, time TEXT, service TEXT, barber TEXT);
    INSERT INTO bookings VALUES (1, 'Kevin O''Brien', '2026-11-26', '10:30', 'Haircut', 'Yusuf');
    INSERT INTO bookings VALUES (2, 'Jamal Hussain', '2026-11-25', '14:00', 'Skin fade', 'Emre');
    CREATE TABLE products (id INTEGER PRIMARY KEY, item TEXT, qty INTEGER, price REAL);
    INSERT INTO products VALUES (1, 'Derby razor blades', 3, 4.5);
    INSERT INTO products VALUES (2, 'Kolonya lemon 400ml', 10, 6.5);
"""
CATERING = """
    CREATE TABLE events (id INTEGER PRIMARY KEY, client TEXT, event_type TEXT, date TEXT, venue TEXT, guests INTEGER, deposit_paid INTEGER);
    INSERT INTO events VALUES (1, 'Farhan Hussain', 'Walima', '2026-12-06', 'Aakash Banqueting', 400, 1);
    INSERT INTO events VALUES (2, 'Rizwan Akhtar', 'Mehndi', '2026-12-12', 'Carlisle Hall', 250, 0);
    CREATE TABLE payments (id INTEGER PRIMARY KEY, client TEXT, amount REAL, date TEXT);
    INSERT INTO payments VALUES (1, 'Farhan Hussain', 2000, '2026-10-01');
"""
PASTIES = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, qty REAL);
    INSERT INTO stock VALUES (1, 'swede', 12);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, pasties INTEGER, collect_date TEXT, paid INTEGER);
    INSERT INTO orders VALUES (1, 'Carbis Bay Hotel', 30, '2026-11-27', 0);
"""
CAB = """
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, date TEXT, pickup TEXT, dropoff TEXT, fare REAL, account TEXT, paid INTEGER);
    INSERT INTO jobs VALUES (1, '2026-11-12', 'Moorgate', 'Heathrow T5', 85, 'Pemberton Capital', 0);
    CREATE TABLE expenses (id INTEGER PRIMARY KEY, date TEXT, item TEXT, amount REAL);
    INSERT INTO expenses VALUES (1, '2026-11-20', 'Diesel', 58.1);
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"barber": BARBER}, "who we got tomorrow abi", "sqlite.query"),  # chat at first sight
    ({"barber": BARBER}, "Kevin cancel etti thursday, sil kardeşim", "sqlite.delete"),  # an event deleted at first sight
    ({"barber": BARBER}, "10 box Derby blade geldi, ekle", "sqlite.update"),  # chat at first sight
    ({"barber": BARBER}, "Jamal wednesday 2 değil 4 o'clock yapalım, tamam?", "sqlite.update"),  # a new event at first sight
    ({"barber": BARBER}, "Emre this week kaç booking var", "sqlite.query"),  # chat at first sight
    ({"barber": BARBER}, "kolonya price 8 pound yap", "sqlite.update"),  # chat at first sight
    ({"catering": CATERING}, "hussain walima numbers gone up bhai, 400 se 450 kar do", "sqlite.update"),  # chat at first sight
    ({"catering": CATERING}, "december mein kis kis ne deposit nahi diya abhi tak", "sqlite.query"),  # chat at first sight
    ({"pasties": PASTIES}, "Jago brought in 20 kilo swede from his dad's, add it on", "sqlite.update"),  # a new row at first sight
    ({"cab": CAB}, "62.40 diesel this morning, stick it in", "sqlite.insert"),  # chat at first sight
    ({"cab": CAB}, "that heathrow run on the 12th for pemberton - i put 85, it was 95. sort it", "sqlite.update"),  # a new event
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))


def test_a_stock_sheet_said_in_urdu_words_is_the_sheet_not_the_rows(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, catering=CATERING)
    plan = gate.plan("stock sheet mein daal do 2 drums oil 20L £46 each from shabbir today")
    assert plan.calls[0].method == "sheets.spreadsheets.values.append"  # a row put in the caterers' events at first sight
