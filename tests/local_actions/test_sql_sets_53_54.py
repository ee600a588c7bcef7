"""Database answers a thatcher, an ironmonger, a monumental mason, a model railway club secretary, a hedgehog rescue
volunteer and an ironing service asked for (blind sets 53–54, written 27 November 2026), on real SQLite files: each was
wrong at first sight (a wrong total, a person not found, or wrong values written)."""

from __future__ import annotations

from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.local_actions.test_sql_sets_49_50 import _answer
from tests.planner.plans import THURSDAY


def test_a_tab_settled_on_a_day_and_a_balance_less_its_deposit(database):
    planner, runtime, targets, _ = database("trade", """
        CREATE TABLE tab (entry_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, entry_date TEXT NOT NULL, amount REAL NOT NULL,
                          settled_on TEXT);
        INSERT INTO tab (customer, entry_date, amount, settled_on) VALUES ('Mick Sutcliffe', '2026-11-02', 40, NULL),
            ('Mick Sutcliffe', '2026-11-20', 32.75, NULL), ('Calder Joinery', '2026-11-10', 57.6, NULL),
            ('Calder Joinery', '2026-10-01', 300, '2026-10-30');
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client TEXT, start_date TEXT, quote REAL, deposit REAL, paid INTEGER);
        INSERT INTO jobs (client, start_date, quote, deposit, paid) VALUES ('Geoff Studley', '2026-10-26', 1180, 400, 0),
            ('Ann Cheverton', '2026-03-02', 900, 640, 0), ('Dennis Ford', '2027-02-15', 3200, 800, 0), ('Sue Hale', '2026-05-01', 700, 0, 1);
    """, now=THURSDAY)
    owed = _answer(planner, runtime, targets, "trade.db - who owes the most? list all the unpaid tabs biggest first", "trade")
    assert owed == [["Mick Sutcliffe", 72.75], ["Calder Joinery", 57.6]]  # the settled £300 counted: Calder 357.6 first
    roofs = _answer(planner, runtime, targets, "who still owes me for roofs we've done this yr? trade.db jobs table", "trade")
    assert roofs == [["Geoff Studley", 780.0], ["Ann Cheverton", 260.0]]  # whole quotes: 1180 and 900


def test_a_member_who_gave_the_money_is_marked_paid(database):
    planner, runtime, targets, path = database("members", """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, subs REAL, paid_on TEXT);
        INSERT INTO members (name, subs, paid_on) VALUES ('Stuart Dakin', 45, NULL), ('Alan Whitlow', 45, NULL);
    """, now=THURSDAY)
    plan = _added(planner, ["members"]).plan("stuart dakin give me £45 cash at club night weds so mark him as paid")
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}  # LIKE '%him%': no one
    assert rows(path, "SELECT name, paid_on FROM members ORDER BY member_id") == [
        ("Stuart Dakin", "2026-11-25"), ("Alan Whitlow", None)]  # the Wednesday he paid, not today


def test_words_that_are_no_day_are_not_written_in_a_day_column(database):
    planner, runtime, targets, path = database("hogs", """
        CREATE TABLE hogs (hog_id INTEGER PRIMARY KEY, name TEXT, admitted TEXT, found_at TEXT, finder_phone TEXT,
                           weight_in INTEGER, sex TEXT, status TEXT, out_date TEXT);
    """, now=THURSDAY)
    asked = planned(planner, runtime, targets, "new one in hogs.db - little female from tenbury, out in daylight by the co-op, "
                                               "240g, finders number 07700 910011, call her sage", "hogs")
    assert asked.kind == "clarify" and rows(path, "SELECT count(*) FROM hogs") == [(0,)]  # out_date 'in daylight by the co-op'


def test_whos_owing_is_who_owes(database):
    planner, runtime, targets, _ = database("orders", """
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, price REAL, paid TEXT);
        INSERT INTO orders (customer, price, paid) VALUES ('Heath Lodge', 58, 'N'), ('Heath Lodge', 55, 'N'), ('Mrs Kaur', 22, 'N'),
            ('Pat Oldroyd', 40, 'Y');
    """, now=THURSDAY)
    owed = _answer(planner, runtime, targets, "whos owing me, orders.db", "orders")
    assert owed == [["Heath Lodge", 113.0], ["Mrs Kaur", 22.0]]  # asked, and then every order summed: 175


def test_a_sum_with_a_thousands_comma_is_one_value_and_a_deposit_paid_is_not_the_balance(database):
    planner, runtime, targets, path = database("orders", """
        CREATE TABLE memorials (order_no INTEGER PRIMARY KEY, family_contact TEXT, phone TEXT, price REAL, deposit REAL,
                                balance_paid TEXT DEFAULT 'N');
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client TEXT, property TEXT, village TEXT, work TEXT, material TEXT,
                           start_date TEXT, days INTEGER, quote REAL, deposit REAL, paid INTEGER DEFAULT 0);
    """, now=THURSDAY)
    done(planner, runtime, targets, "new order in orders.db memorials table - mrs glenys howells, 01443 409288, £2,300, paid £750 "
                                    "deposit today", "orders")
    assert rows(path, "SELECT order_no, price, deposit, balance_paid FROM memorials") == [
        (1, 2300.0, 750.0, "N")]  # order_no 300, price 2.0, balance_paid 'yes'
    asked = planned(planner, runtime, targets, "new one for orders.db jobs table - dennis ford, honeysuckle cottage askerswell, new "
                                               "combed wheat ridge, starting mon 15th feb for 5 days, quoted £3,200 n hes paid £800 "
                                               "deposit", "orders")
    assert asked.kind == "clarify" and rows(path, "SELECT count(*) FROM jobs") == [(0,)]  # paid 200, quote 3.0
