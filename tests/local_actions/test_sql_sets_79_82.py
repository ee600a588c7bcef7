"""Rows changed as blind sets 79–82 said them, in Swahili, Wenglish and Bajan English: a debt at a Gikomba stall marked paid
("mark amelipa", mark as paid), a delivery of kegs added to the bar's stock, a line taken off the stock list, a supplier taken
out of the supplier list. Planned by the app's planner with the files added in Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run, rows

DUKA = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO customers VALUES (1, 'Mama Njeri', '0712 345678');
    INSERT INTO customers VALUES (2, 'Kevo Otieno', '0722 111222');
    CREATE TABLE deni (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), item TEXT, amount INTEGER,
                       date_taken TEXT, paid INTEGER DEFAULT 0, date_paid TEXT);
    INSERT INTO deni VALUES (1, 1, 'jeans 2', 700, '2026-11-22', 0, NULL);
    INSERT INTO deni VALUES (2, 1, 'sweater', 350, '2026-11-10', 0, NULL);
    INSERT INTO deni VALUES (3, 2, 'ladies tops 3', 450, '2026-11-20', 0, NULL);
    INSERT INTO deni VALUES (4, 2, 'canvas shoes', 500, '2026-11-18', 0, NULL);
    CREATE TABLE float_log (id INTEGER PRIMARY KEY, log_date TEXT, opening_float REAL, closing_float REAL, commission REAL);
    INSERT INTO float_log VALUES (1, '2026-11-16', 20000, 18500, 310.0);
    INSERT INTO float_log VALUES (2, '2026-11-17', 18500, 21000, 285.0);
"""
CLUBHOUSE = """
    CREATE TABLE bar_stock (id INTEGER PRIMARY KEY, item TEXT NOT NULL, unit TEXT, qty INTEGER, reorder_level INTEGER);
    INSERT INTO bar_stock VALUES (1, 'Carling', 'keg', 1, 3);
    INSERT INTO bar_stock VALUES (2, 'Strongbow', 'keg', 1, 2);
    INSERT INTO bar_stock VALUES (3, 'Scampi Fries', 'box', 4, 2);
    CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    INSERT INTO players VALUES (1, 'Gareth Evans');
    CREATE TABLE subs (id INTEGER PRIMARY KEY, player_id INTEGER REFERENCES players(id), month TEXT, paid INTEGER);
    INSERT INTO subs VALUES (1, 1, '2026-11', 0);
"""
STALL = """
    CREATE TABLE suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, boat TEXT, phone TEXT);
    INSERT INTO suppliers VALUES (1, 'Anderson Springer', 'Miss Ruthie', '246-555-0101');
    INSERT INTO suppliers VALUES (2, 'Carlisle Gittens', 'Sea Bird', '246-555-0102');
    CREATE TABLE deliveries (id INTEGER PRIMARY KEY, supplier_id INTEGER REFERENCES suppliers(id), fish TEXT, lbs INTEGER,
                             paid INTEGER DEFAULT 0);
    INSERT INTO deliveries VALUES (1, 2, 'tuna', 30, 0);
"""


def test_mark_as_paid_in_swahili_marks_the_debt_said_never_rows_like_as(tmp_path, shared_catalog_index):
    """"mama njeri ametuma doh ya zile jeans 2 alichukua jana, mark amelipa" (she has sent the money for the 2 jeans she
    took yesterday, mark as paid) marked rows whose item was LIKE '%as%'."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, duka=DUKA)
    plan = gate.plan("mama njeri ametuma doh ya zile jeans 2 alichukua jana, mark amelipa")
    assert plan.calls[0].method == "sqlite.update"
    _run(planner, runtime, targets, plan)
    assert rows(paths["duka"], "SELECT id FROM deni WHERE paid = 1") == [(1,)]  # the jeans she took yesterday, nothing else


def test_a_delivery_is_added_to_the_stock_and_a_line_taken_off_the_stock_list(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, clubhouse=CLUBHOUSE)
    kegs = gate.plan("delivery just come, 4 kegs of Carling in")
    assert kegs.calls[0].method == "sqlite.update"  # chat
    _run(planner, runtime, targets, kegs)
    assert rows(paths["clubhouse"], "SELECT item, qty FROM bar_stock ORDER BY id") == [("Carling", 5), ("Strongbow", 1),
                                                                                      ("Scampi Fries", 4)]
    scampi = gate.plan("take the scampi fries off the stock list mun, no bugger buys em")
    assert scampi.calls[0].method == "sqlite.delete"  # a task deleted
    _run(planner, runtime, targets, scampi)
    assert rows(paths["clubhouse"], "SELECT item FROM bar_stock ORDER BY id") == [("Carling",), ("Strongbow",)]


def test_a_supplier_taken_out_of_the_supplier_list_is_that_row(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    plan = gate.plan("tek Anderson Springer out de supplier list, he sell de boat an gone Canada kiss-muh-neck")
    assert plan.calls[0].method == "sqlite.delete"  # a query
    _run(planner, runtime, targets, plan)
    assert rows(paths["stall"], "SELECT name FROM suppliers") == [("Carlisle Gittens",)]
    paid = gate.plan("i pay Carlisle fuh de tuna")
    assert paid.calls[0].method == "sqlite.update"  # chat
    _run(planner, runtime, targets, paid)
    assert rows(paths["stall"], "SELECT paid FROM deliveries") == [(1,)]


MARAE = """
    CREATE TABLE koha (id INTEGER PRIMARY KEY, donor TEXT NOT NULL, amount REAL, received TEXT, purpose TEXT, thanked INTEGER DEFAULT 0);
    INSERT INTO koha VALUES (1, 'Tapsell whanau', 150.0, '2026-11-14', 'hangi', 0);
    CREATE TABLE roster (id INTEGER PRIMARY KEY, name TEXT NOT NULL, duty TEXT, duty_date TEXT);
    INSERT INTO roster VALUES (1, 'Sione Taufa', 'dishes', '2026-11-26');
"""
ROUNDS = """
    CREATE TABLE regulars (id INTEGER PRIMARY KEY, name TEXT NOT NULL, pitch TEXT);
    INSERT INTO regulars VALUES (1, 'Maureen Rowley', 'Coseley');
    INSERT INTO regulars VALUES (2, 'Kev Walters', 'Tipton');
    CREATE TABLE orders (id INTEGER PRIMARY KEY, regular_id INTEGER REFERENCES regulars(id), order_date TEXT, total REAL,
                         paid INTEGER DEFAULT 0);
    INSERT INTO orders VALUES (1, 1, '2026-11-06', 12.5, 1);
    INSERT INTO orders VALUES (2, 1, '2026-11-20', 9.0, 1);
    INSERT INTO orders VALUES (3, 2, '2026-11-20', 7.5, 0);
"""


def test_money_come_in_and_popped_in_is_a_new_row(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, marae=MARAE)
    plan = gate.plan("$200 koha just came thru from Te Arawa Lakes Trust for the kapa haka uniforms, ka pai. pop it in")
    assert plan.calls[0].method == "sqlite.insert"  # Gmail's POP settings read


def test_what_a_regular_spent_is_asked_of_the_rows_not_the_diary(tmp_path, shared_catalog_index):
    """"… thinkin of givin er a free un" asked the calendar when the user is free."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, rounds=ROUNDS)
    plan = gate.plan("ow much as Maureen Rowley spent wi we this month? er's bin bostin, thinkin of givin er a free un")
    assert plan.calls[0].method == "sqlite.query"  # calendar.freebusy.query


def test_a_sum_over_last_weeks_rows_and_a_regulars_order_are_the_rows_not_the_diary(tmp_path, shared_catalog_index):
    """"commission ya wiki iliyopita ilikua ngapi jumla?" (how much was last week's commission in total) listed the calendar;
    "scrub Kev Walters order fer thursday" deleted a calendar event."""
    gate, *_ = _added(tmp_path, shared_catalog_index, duka=DUKA)
    assert gate.plan("commission ya wiki iliyopita ilikua ngapi jumla? from mon mpaka sun").calls[0].method == "sqlite.query"
    gate, *_ = _added(tmp_path / "rounds", shared_catalog_index, rounds=ROUNDS)
    plan = gate.plan("scrub Kev Walters order fer thursday, poor sod's in Russells Hall ospital wi is hip")
    assert plan.calls[0].method == "sqlite.delete"
