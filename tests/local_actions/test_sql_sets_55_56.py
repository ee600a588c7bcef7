"""Database answers a dry stone waller, a taxi driver, a lifeboat shop volunteer, a sub-postmistress and a signwriter
asked for (blind sets 55–56, written 27 November 2026), on real SQLite files: each was asked, planned to another
service or answered wrong at first sight."""

from __future__ import annotations

import pytest

from core.local_actions import CallNotRunnable, action_for_call
from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_sets_49_50 import _answer
from tests.planner.plans import THURSDAY

STOCK = """
    CREATE TABLE stock (sku TEXT PRIMARY KEY, item TEXT, category TEXT, price REAL, qty INTEGER, reorder_at INTEGER);
    INSERT INTO stock VALUES ('RN101', 'RNLI 2027 calendar', 'paper', 8.5, 14, 20), ('RN102', 'Lifeboat tea towel', 'home', 6, 30, 10),
        ('RN105', 'Kids crew bear', 'toys', 12, 5, 6);
"""


def test_stock_sold_is_taken_off_the_count_and_undone_as_it_was(database):
    planner, runtime, targets, path = database("shop", STOCK, now=THURSDAY)
    plan = _added(planner, ["shop"]).plan("sold 6 of the 2027 calendars at the coffee morning, take them off in shop.db")
    assert plan.calls[0].method == "sqlite.update"  # the calendars' row was to be deleted
    (schema,) = planner.lookup(plan).calls
    tables = runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result
    (sold,) = planner.resolve(plan, tables).calls
    outcome = runtime.execute(action_for_call(sold.method, sold.arguments, targets))
    assert outcome.result == {"rows_changed": 1}
    committed = runtime.commit(outcome.undo)
    assert rows(path, "SELECT sku, qty FROM stock ORDER BY sku") == [("RN101", 8), ("RN102", 30), ("RN105", 5)]
    runtime.undo(committed)
    assert rows(path, "SELECT qty FROM stock WHERE sku = 'RN101'") == [(14,)]


def test_what_needs_reordering_is_stock_at_or_under_its_level(database):
    planner, runtime, targets, _ = database("shop", STOCK, now=THURSDAY)
    plan = _added(planner, ["rota", "shop"]).plan("what do i need to reorder for the shop")  # chat: nothing was looked up
    (schema,) = planner.lookup(plan).calls
    tables = runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result
    (query,) = planner.resolve(plan, tables).calls
    assert runtime.execute(action_for_call(query.method, query.arguments, targets)).result["rows"] == [
        ["Kids crew bear", 5, 6], ["RNLI 2027 calendar", 14, 20]]


def test_a_payment_comes_off_a_running_balance(database):
    planner, runtime, targets, path = database("papers", """
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, papers TEXT, weekly REAL, owed REAL DEFAULT 0,
                                last_paid TEXT);
        INSERT INTO customers (name, papers, weekly, owed, last_paid) VALUES ('Mr Harry Jackson', 'Cumberland News', 7.1, 28.4,
            '2026-11-07'), ('Mrs Ann Tyson', 'Times', 6.75, 27, '2026-10-31');
    """, now=THURSDAY)
    done(planner, runtime, targets, "papers.db, harry jackson paid his £28.40 this morning", "papers")  # sqlite.tables listed
    done(planner, runtime, targets, "ann tyson paid £20 off her papers in papers.db", "papers")
    assert rows(path, "SELECT name, owed, last_paid FROM customers ORDER BY id") == [
        ("Mr Harry Jackson", 0.0, "2026-11-26"), ("Mrs Ann Tyson", 7.0, "2026-11-26")]  # last_paid was read as a paid flag


def test_a_booking_cancelled_is_marked_cancelled_on_its_day(database):
    planner, runtime, targets, path = database("bookings", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, pickup_date TEXT, pickup_time TEXT, customer TEXT, fare REAL, status TEXT);
        INSERT INTO bookings (pickup_date, pickup_time, customer, fare, status) VALUES ('2026-11-26', '19:30', 'Kirsty Munro', 28, 'booked'),
            ('2026-12-03', '19:30', 'Kirsty Munro', 28, 'booked');
    """, now=THURSDAY)
    done(planner, runtime, targets, "bookings.db - kirsty munro's cancelled her thurs night drumnadrochit job", "bookings")
    assert rows(path, "SELECT pickup_date, status FROM bookings ORDER BY id") == [
        ("2026-11-26", "cancelled"), ("2026-12-03", "booked")]  # the tables were listed


def test_a_quote_let_go_is_removed_from_the_one_database(database):
    planner, runtime, targets, path = database("jobs", """
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client TEXT, farm_or_site TEXT, quoted REAL, status TEXT);
        INSERT INTO jobs (client, farm_or_site, quoted, status) VALUES ('Helen Ashworth', 'Mill Cottage', 900, 'quoted'),
            ('Tom Metcalfe', 'Top Pasture', 2400, 'booked');
    """, now=THURSDAY)
    plan = _added(planner, ["jobs"]).plan("helen ashworth rang, shes gone with someone cheaper for mill cottage. get rid of her quote")
    assert plan.calls[0].method == "sqlite.delete"  # chat
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT client FROM jobs") == [("Tom Metcalfe",)]


def test_materials_low_are_under_their_minimum(database):
    planner, runtime, targets, _ = database("jobs", """
        CREATE TABLE materials (item TEXT PRIMARY KEY, unit TEXT, in_stock REAL, min_stock REAL);
        INSERT INTO materials VALUES ('23ct transfer gold leaf', 'book', 3, 5), ('Gilders tip', 'each', 2, 2), ('Size', 'tin', 1, 2);
    """, now=THURSDAY)
    low = _answer(planner, runtime, targets, "jobs.db what am i low on in materials", "jobs")
    assert low == [["23ct transfer gold leaf", 3.0, 5.0], ["Size", 1.0, 2.0]]  # asked


def test_a_change_by_an_amount_that_is_not_a_number_is_refused(database):
    _, _, targets, _ = database("shop", STOCK, now=THURSDAY)
    with pytest.raises(CallNotRunnable, match="add"):
        action_for_call("sqlite.update", {"database": "shop", "table": "stock", "values": {"qty": {"add": "six"}},
                                          "where": "sku = ?", "params": ["RN101"]}, targets)


def test_whos_owing_on_a_running_balance_leaves_out_those_at_nothing(database):
    planner, runtime, targets, _ = database("papers", """
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, weekly REAL, owed REAL DEFAULT 0, last_paid TEXT);
        INSERT INTO customers (name, weekly, owed, last_paid) VALUES ('Mr Harry Jackson', 7.1, 28.4, '2026-11-07'),
            ('Mrs Ann Tyson', 6.75, 0, '2026-11-21'), ('The Royal Oak', 14.2, 14.2, '2026-11-07');
    """, now=THURSDAY)
    owing = _answer(planner, runtime, targets, "whos owing on there papers, papers.db", "papers")
    assert owing == [["Mr Harry Jackson", 28.4], ["The Royal Oak", 14.2]]  # Mrs Tyson owing £0 was listed


def test_an_invoice_paid_by_its_number_and_rows_let_go_by_who_and_state(database):
    planner, runtime, targets, path = database("jobs", """
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, quote REAL, status TEXT, invoice_no TEXT);
        INSERT INTO jobs (customer, quote, status, invoice_no) VALUES ('The Vine (West Bromwich)', 1850, 'done', 'INV-0412'),
            ('The Vine (West Bromwich)', 300, 'done', 'INV-0420'), ('Harborne Fish Bar', 450, 'enquiry', NULL),
            ('Harborne Fish Bar', 120, 'paid', 'INV-0399');
    """, now=THURSDAY)
    done(planner, runtime, targets, "jobs.db - the vine have paid INV-0412 at long last", "jobs")  # the tables were listed
    plan = _added(planner, ["jobs"]).plan("harborne fish bar have gone with vinyl from some printers, scrap there enquiry")
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}  # chat
    assert rows(path, "SELECT invoice_no, status FROM jobs ORDER BY id") == [("INV-0412", "paid"), ("INV-0420", "done"),
                                                                            ("INV-0399", "paid")]


def test_a_cancelled_booking_cleared_out_is_only_that_one(database):
    planner, runtime, targets, path = database("bookings", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, pickup_date TEXT, customer TEXT, status TEXT);
        CREATE TABLE fuel (id INTEGER PRIMARY KEY, filled_on TEXT, litres REAL, cost REAL);
        INSERT INTO bookings (pickup_date, customer, status) VALUES ('2026-11-20', 'Craig Shand', 'cancelled'),
            ('2026-12-04', 'Craig Shand', 'booked');
    """, now=THURSDAY)
    plan = _added(planner, ["bookings"]).plan("get rid of the craig shand booking that got cancelled, its just clutter")
    assert plan.calls[0].method == "sqlite.delete"  # a calendar event deleted
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT status FROM bookings") == [("booked",)]


def test_the_permission_dialog_says_what_a_change_by_an_amount_does(database):
    planner, runtime, targets, _ = database("shop", STOCK, now=THURSDAY)
    plan = _added(planner, ["shop"]).plan("sold 6 of the 2027 calendars at the coffee morning, take them off in shop.db")
    (schema,) = planner.lookup(plan).calls
    tables = runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result
    (sold,) = planner.resolve(plan, tables).calls
    assert "values: qty less 6" in sold.summary  # "values: qty"


def test_new_stock_and_a_fill_up_are_rows_of_the_database_added(database):
    planner, *_ = database("bookings", "CREATE TABLE fuel (id INTEGER PRIMARY KEY, filled_on TEXT, litres REAL, cost REAL);",
                           now=THURSDAY)
    fill_up = _added(planner, ["bookings"]).plan("filled up at tesco inshes just now, 46.8 litres £67.39, clock says 87412")
    assert fill_up.calls[0].method == "sqlite.insert"  # chat
    stock = _added(planner, ["bookings", "shop"]).plan("new stock just come in - reindeer crew xmas jumpers, 12 of them, £22 each")
    assert stock.calls[0].method == "sqlite.insert" and "Which of your databases" in stock.reply  # a note


def test_a_total_keeps_to_the_flag_and_the_states_said(database):
    planner, runtime, targets, _ = database("jobs", """
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, gold_leaf TEXT DEFAULT 'N', quote REAL, status TEXT);
        INSERT INTO jobs (customer, gold_leaf, quote, status) VALUES ('The Vine', 'Y', 1850, 'booked'), ('JQ Coffee', 'Y', 1450, 'quoted'),
            ('Kings Heath Deli', 'N', 340, 'booked'), ('The Plough', 'Y', 1600, 'done');
    """, now=THURSDAY)
    total = _answer(planner, runtime, targets, "jobs.db how much gold leaf work have i got booked or quoted", "jobs")
    assert total == [[3300.0]]  # every quote: 5240
