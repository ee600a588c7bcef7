"""Plain requests on a real SQLite file: the planner looks the database's tables up (a read), writes the
statement from the schema with the request's values as parameters, and the runtime runs it, undoably."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from core.catalog import Catalog
from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import Runtime
from tests.planner.plans import NOW


@pytest.fixture
def shop(tmp_path: Path, shared_catalog_index: Path):
    path = tmp_path / "shop.db"
    with sqlite3.connect(path) as conn:
        conn.executescript("""
            CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, email TEXT);
            CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, status TEXT, total REAL);
            CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL, stock INTEGER);
            INSERT INTO customers (name, email) VALUES ('Ada', 'ada@example.com'), ('Bo', 'bo@example.com');
            INSERT INTO orders (customer_id, status, total) VALUES (1, 'cancelled', 10), (2, 'paid', 20), (1, 'cancelled', 5);
            INSERT INTO products (name, price, stock) VALUES ('Green Tea', 7.5, 10), ('Black Tea', 6.0, 3);
        """)
    targets = ActionTargets.from_paths(tmp_path / "files", tmp_path / "notes.db", [path])
    runtime = Runtime(tmp_path / "runtime")
    catalog = Catalog.open(shared_catalog_index)
    yield Planner(None, catalog, clock=lambda: NOW), runtime, targets, path
    runtime.close()
    catalog.close()


def planned(planner, runtime, targets, request, database="shop"):
    """The plan after its look-ups, as the assistant runs them: the schema, then (when the tables alone do not settle
    it) the rows; each must be a read of that database."""
    asked = planner.plan(request)
    assert asked.kind == "clarify" and asked.calls[0].arguments["database"] == database, asked
    for expected in ("sqlite.tables", "sqlite.query"):
        found = planner.lookup(asked)
        if found is None:
            break
        (read,) = found.calls
        assert (read.method, read.scopes, read.arguments["database"]) == (expected, ["local:sqlite.read"], database)
        asked = planner.resolve(asked, runtime.execute(action_for_call(read.method, read.arguments, targets)).result)
    assert planner.lookup(asked) is None
    return asked


def rows(path, sql):
    with sqlite3.connect(path) as conn:
        return conn.execute(sql).fetchall()


def test_a_question_is_counted_from_the_table_it_names(shop):
    planner, runtime, targets, _ = shop
    plan = planned(planner, runtime, targets, "How many customers are in shop.db?")
    (call,) = plan.calls
    assert call.arguments == {"database": "shop", "sql": 'SELECT count(*) FROM "customers"'}
    assert runtime.execute(action_for_call(call.method, call.arguments, targets)).result["rows"] == [[2]]


def test_a_comparison_reads_the_rows_under_a_number(shop):
    planner, runtime, targets, _ = shop
    (call,) = planned(planner, runtime, targets, "In the shop database, which products are down to fewer than 10 in stock?").calls
    assert (call.arguments["sql"], call.arguments["params"]) == ('SELECT * FROM "products" WHERE "stock" < ? LIMIT 100', ["10"])
    rows = runtime.execute(action_for_call(call.method, call.arguments, targets)).result["rows"]
    assert [r[1] for r in rows] == ["Black Tea"]  # 3 in stock; Green Tea has 10


def test_a_change_names_its_row_by_a_value_passed_as_a_parameter(shop):
    planner, runtime, targets, path = shop
    (call,) = planned(planner, runtime, targets, "in shop.db set the price of Green Tea to 8.99").calls
    assert call.arguments == {"database": "shop", "table": "products", "values": {"price": 8.99},
                              "where": 'lower("name") = lower(?)', "params": ["Green Tea"]}  # "green tea" finds it too
    outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
    runtime.commit(outcome.undo)
    assert rows(path, "SELECT name, price FROM products ORDER BY id") == [("Green Tea", 8.99), ("Black Tea", 6.0)]


def test_deleting_by_state_and_adding_a_row_are_undone(shop):
    planner, runtime, targets, path = shop
    (delete,) = planned(planner, runtime, targets, "Remove all the cancelled orders from shop.db").calls
    assert (delete.arguments["table"], delete.arguments["where"], delete.arguments["params"]) == \
        ("orders", '"status" = ?', ["cancelled"])
    (insert,) = planned(planner, runtime, targets, "Add a new product to shop.db: Blue Mug, $12.50, 40 in stock").calls
    assert insert.arguments["row"] == {"name": "Blue Mug", "price": 12.5, "stock": 40}
    for call in (delete, insert):
        outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
        runtime.undo(outcome.undo)
    assert rows(path, "SELECT count(*) FROM orders") == [(3,)] and rows(path, "SELECT count(*) FROM products") == [(2,)]


def test_a_request_the_schema_cannot_ground_shows_the_schema_and_runs_nothing(shop):
    planner, runtime, targets, _ = shop
    plan = planned(planner, runtime, targets, "Delete the old stuff from shop.db")
    assert plan.kind == "clarify" and plan.looked_up
    assert "customers (id, name, email); orders (id, customer_id, status, total)" in plan.reply
    assert planner.lookup(plan) is None  # the schema is not fetched again


def run(runtime, targets, call):
    return runtime.execute(action_for_call(call.method, call.arguments, targets))


def test_how_much_is_a_sum_narrowed_only_by_what_the_schema_can_tell(database):
    planner, runtime, targets, _ = database("invoices", """
        CREATE TABLE invoices (id INTEGER PRIMARY KEY, client TEXT, amount REAL, paid INTEGER, issued_on TEXT);
        INSERT INTO invoices (client, amount, paid, issued_on) VALUES ('Reyes', 120, 0, '2026-03-02'),
            ('Patel', 850, 1, '2026-03-10'), ('Howe', 95.5, 0, '2026-04-01');
    """)
    answers = [run(runtime, targets, planned(planner, runtime, targets, request, "invoices").calls[0]).result["rows"]
               for request in ("how much am i still owed? unpaid ones in invoices.db", "how much did I invoice in March? invoices.db")]
    assert answers == [[[215.5]], [[970.0]]]  # unpaid: 120 + 95.5; March: 120 + 850
    vague = planned(planner, runtime, targets, "how much did I spend on seeds in invoices.db", "invoices")  # no column says what
    assert vague.kind == "clarify"  # asked with the schema, never a wrong total


def test_marking_a_row_as_paid_sets_its_flag_by_the_name_said(database):
    planner, runtime, targets, path = database("clients", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, client TEXT, fee REAL, paid INTEGER);
        INSERT INTO bookings (client, fee, paid) VALUES ('Grace Okafor', 2400, 0), ('Sophie Turner', 1800, 0);
    """)
    (call,) = planned(planner, runtime, targets, "in clients.db mark the Okafor booking as paid", "clients").calls
    assert call.arguments == {"database": "clients", "table": "bookings", "values": {"paid": 1},
                              "where": '"client" LIKE ? AND ("paid" = 0 OR "paid" IS NULL)', "params": ["%Okafor%"]}  # the rows owed
    runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT client, paid FROM bookings") == [("Grace Okafor", 1), ("Sophie Turner", 0)]


def test_a_numbered_row_gets_a_state_only_where_the_schema_has_a_column_for_it(database):
    planner, runtime, targets, path = database("accounts", """
        CREATE TABLE invoices (id INTEGER PRIMARY KEY, client TEXT, amount REAL, paid INTEGER);
        INSERT INTO invoices (id, client, amount, paid) VALUES (1041, 'Reyes', 120, 0), (1042, 'Patel', 850, 0);
    """)
    (call,) = planned(planner, runtime, targets, "in accounts.db mark invoice 1042 as paid", "accounts").calls
    assert call.arguments == {"database": "accounts", "table": "invoices", "values": {"paid": 1},
                              "where": '"id" = ?', "params": [1042]}
    runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT id, paid FROM invoices") == [(1041, 0), (1042, 1)]
    cancelled = planned(planner, runtime, targets, "in accounts.db mark invoice 1041 as cancelled", "accounts")
    assert cancelled.kind == "clarify"  # no status column: asked with the schema, never a change to a column that is not there


def test_a_count_keeps_the_condition_said_or_asks(database):
    planner, runtime, targets, _ = database("flock", """
        CREATE TABLE ewes (id INTEGER PRIMARY KEY, tag TEXT, scan_result TEXT, scanned_on TEXT);
        INSERT INTO ewes (tag, scan_result, scanned_on) VALUES ('UK1', 'twins', '2026-02-10'), ('UK2', 'single', '2026-02-10'),
            ('UK3', 'Twins', '2026-02-11'), ('UK4', 'twins', '2025-02-09');
    """)
    (call,) = planned(planner, runtime, targets, "how many ewes scanned twins this year? its in flock.db, ewes table, the "
                      "column is scan_result", "flock").calls
    assert run(runtime, targets, call).result["rows"] == [[2]]  # it counted all 4 ewes
    overdue = planned(planner, runtime, targets, "How many ewes are overdue for a check? It's in flock.db", "flock")
    assert overdue.kind == "clarify"  # a condition the schema cannot ground: asked, never every row counted


def test_a_table_and_column_named_as_a_user_says_them(database):
    planner, runtime, targets, path = database("library", """
        CREATE TABLE books (barcode TEXT PRIMARY KEY, title TEXT, status TEXT);
        CREATE TABLE reservations (id INTEGER PRIMARY KEY, barcode TEXT, pupil TEXT, made_on TEXT);
        INSERT INTO books VALUES ('003417', 'Holes', 'on shelf'), ('003418', 'Wonder', 'on shelf');
        INSERT INTO reservations (barcode, pupil, made_on) VALUES ('003417', 'Amy', '2023-11-02'), ('003418', 'Ben', '2024-02-01');
    """)
    for request in ("in library.db can u mark barcode 003417 as lost, books table, status column",
                    "Please clear out the old reservations in library.db – delete anything in the reservations table made "
                    "before 1 January 2024."):
        (call,) = planned(planner, runtime, targets, request, "library").calls
        runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT barcode, status FROM books") == [("003417", "lost"), ("003418", "on shelf")]
    assert rows(path, "SELECT pupil FROM reservations") == [("Ben",)]


def test_a_total_over_a_postcode_district_and_a_row_listed_by_position(database):
    planner, runtime, targets, path = database("properties", """
        CREATE TABLE listings (id INTEGER PRIMARY KEY, address TEXT, postcode TEXT, asking_price INTEGER, listed_on TEXT);
        INSERT INTO listings (address, postcode, asking_price) VALUES ('9 Orchard Close', 'BS6 5AB', 285000),
            ('2 Elm Row', 'bs6 7QT', 300000), ('1 Mill Lane', 'BS60 1AA', 150000);
    """)
    (total,) = planned(planner, runtime, targets, "properties.db - whats the total asking price of everything we have listed "
                       "in BS6? listings table, theres a postcode column", "properties").calls
    assert run(runtime, targets, total).result["rows"] == [[585000]]  # BS60 is another district
    (added,) = planned(planner, runtime, targets, "properties.db - add to listings: 41 Willow Way, BS6 2PL, 320000, 2 October",
                       "properties").calls
    runtime.commit(run(runtime, targets, added).undo)
    assert rows(path, "SELECT address, asking_price, listed_on FROM listings WHERE id = 4") == [
        ("41 Willow Way", 320000, f"{NOW.year}-10-02")]


def test_a_charity_shops_totals_clear_out_and_stock_count(database):
    planner, runtime, targets, path = database("donations", """
        CREATE TABLE items (id INTEGER PRIMARY KEY, description TEXT, status TEXT, donated_on TEXT, sold_on TEXT, amount REAL);
        CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, quantity INTEGER);
        INSERT INTO items (description, status, donated_on, sold_on, amount) VALUES
            ('coat', 'sold', '2026-06-01', '2026-08-20', 12), ('books', 'sold', '2026-10-01', '2026-11-05', 3),
            ('lamp', 'for sale', '2026-07-01', NULL, 0), ('books', 'sold', '2026-10-02', '2026-11-20', 4.5);
        INSERT INTO stock (item, quantity) VALUES ('Eucalyptus', 12), ('Roses', 30);
    """)
    (total,) = planned(planner, runtime, targets, "how much have we made on books this month? its in donations.db, items table, "
                       "there's a description column and an amount column", "donations").calls
    assert run(runtime, targets, total).result["rows"] == [[7.5]]  # November's books only
    for request in ("In donations.db, please clear out everything in the items table that's marked sold and was sold before "
                    "the 1st of September - it's just clutter now.",
                    "got 40 bunches of eucalyptus in this morning, update the stock table in donations.db so eucalyptus says 40"):
        (call,) = planned(planner, runtime, targets, request, "donations").calls
        runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT description FROM items ORDER BY id") == [("books",), ("lamp",), ("books",)]  # the coat went
    assert rows(path, "SELECT item, quantity FROM stock") == [("Eucalyptus", 40), ("Roses", 30)]


def test_a_person_named_is_removed_by_name(database):
    planner, runtime, targets, path = database("volunteers", """
        CREATE TABLE volunteers (id INTEGER PRIMARY KEY, name TEXT, dbs_expiry TEXT);
        INSERT INTO volunteers (name, dbs_expiry) VALUES ('Kev Barnes', '2027-01-01'), ('Ann Lee', '2026-12-01');
    """)
    (call,) = planned(planner, runtime, targets, "remove Kev Barnes from volunteers.db he's left", "volunteers").calls
    assert (call.method, call.arguments["params"]) == ("sqlite.delete", ["% Kev%Barnes %"])  # his words, as whole words
    runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT name FROM volunteers") == [("Ann Lee",)]


def test_a_new_value_stated_as_a_fact_updates_that_persons_column(database):
    planner, runtime, targets, path = database("players", """
        CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT, shirt_number INTEGER, parent_email TEXT);
        INSERT INTO players (name, shirt_number, parent_email) VALUES ('Noah Fischer', 4, 'f@example.com'), ('Mia Cole', 9, NULL);
    """)
    (call,) = planned(planner, runtime, targets, "players.db - Noah Fischer's shirt number is 9 now", "players").calls
    assert (call.method, call.arguments["values"], call.arguments["params"]) == ("sqlite.update", {"shirt_number": 9}, ["Noah Fischer"])
    runtime.commit(run(runtime, targets, call).undo)
    assert rows(path, "SELECT name, shirt_number FROM players") == [("Noah Fischer", 9), ("Mia Cole", 9)]
