"""Rows changed as blind sets 64–68 said them, in Singapore, Malaysian and South African English: a supplier paid
("paid ah kow for the 3 bag rice last tues liao"), an order taken with a Singapore phone number, a delivery logged
rather than deleted, and a family taken off a game drive when both the guests and the drives databases hold them.
Planned by the app's planner with the files added in Settings, run on the real files."""

from __future__ import annotations

import sqlite3

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.planner.database_names import held_names, schema_words
from core.planner.relevance import RelevanceGate
from core.runtime import Runtime
from tests.local_actions.test_sql_named_rows import rows
from tests.planner.plans import NOW

STALL = """
    CREATE TABLE suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, contact TEXT, phone TEXT, item TEXT);
    INSERT INTO suppliers VALUES (1, 'Hup Seng Poultry', 'Ah Seng', '9123 4410', 'Whole chicken');
    INSERT INTO suppliers VALUES (2, 'Lim Bros Rice Trading', 'Ah Kow', '9788 2031', 'Jasmine rice');
    CREATE TABLE supplies (id INTEGER PRIMARY KEY, supplier_id INTEGER REFERENCES suppliers(id), item TEXT, qty REAL,
                           unit TEXT, unit_price REAL, delivered_on TEXT, paid INTEGER DEFAULT 0);
    INSERT INTO supplies VALUES (1, 2, 'Jasmine rice', 3, 'bag 25kg', 48, '2026-11-03', 1);
    INSERT INTO supplies VALUES (2, 1, 'Whole chicken', 45, 'pc', 7.8, '2026-11-16', 1);
    INSERT INTO supplies VALUES (3, 2, 'Jasmine rice', 3, 'bag 25kg', 48, '2026-11-17', 0);
    INSERT INTO supplies VALUES (4, 1, 'Whole chicken', 40, 'pc', 7.8, '2026-11-20', 0);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, phone TEXT, items TEXT, collect_date TEXT,
                         collect_time TEXT, total REAL, deposit REAL, status TEXT DEFAULT 'confirmed');
    INSERT INTO orders VALUES (1, 'Mr Koh', '9012 3344', '2 whole steamed chicken', '2026-11-28', '12:00', 56, 20, 'confirmed');
"""
GUESTS = """
    CREATE TABLE guests (id INTEGER PRIMARY KEY, surname TEXT, first_names TEXT, chalet TEXT, arrive TEXT, depart TEXT,
                         dietary TEXT);
    INSERT INTO guests VALUES (1, 'Müller', 'Jürgen & Petra', 'Leadwood', '2026-11-24', '2026-11-29', NULL);
    INSERT INTO guests VALUES (2, 'Naidoo', 'Priya', 'Marula', '2026-11-25', '2026-11-28', 'vegetarian');
"""
DRIVES = """
    CREATE TABLE drives (id INTEGER PRIMARY KEY, drive_date TEXT, slot TEXT, ranger TEXT, vehicle TEXT);
    INSERT INTO drives VALUES (1, '2026-11-27', 'morning', 'Ruan', 'Cruiser');
    INSERT INTO drives VALUES (2, '2026-11-27', 'sunset', 'Sipho', 'Land Rover');
    CREATE TABLE drive_bookings (id INTEGER PRIMARY KEY, drive_id INTEGER REFERENCES drives(id), guest TEXT, pax INTEGER);
    INSERT INTO drive_bookings VALUES (1, 1, 'Müller family', 4);
    INSERT INTO drive_bookings VALUES (2, 1, 'Naidoo', 1);
"""


def _added(tmp_path, shared_catalog_index, **scripts):
    """The app's planner and runtime with these databases added in Settings (names and words read from the files)."""
    from core.catalog import Catalog

    paths = {}
    tmp_path.mkdir(parents=True, exist_ok=True)
    for name, script in scripts.items():
        paths[name] = tmp_path / f"{name}.db"
        with sqlite3.connect(paths[name]) as conn:
            conn.executescript(script)
    catalog = Catalog.open(shared_catalog_index)
    planner = Planner(None, catalog, clock=lambda: NOW, databases=lambda: sorted(paths),
                      held=lambda name: held_names(paths[name]), schema=lambda name: schema_words(paths[name]))
    targets = ActionTargets.from_paths(tmp_path / "files", tmp_path / "notes.db", list(paths.values()))
    return RelevanceGate(planner, catalog), planner, Runtime(tmp_path / "runtime"), targets, paths


def _looked_up(planner, runtime, targets, plan):
    """Look up what the plan lacks (the tables, then the rows) while there is something to look up; the plan then: a call
    ready to run, or the question it still asks."""
    for _ in range(3):
        if plan.kind != "clarify":
            break
        looked = planner.lookup(plan)
        if not looked or not looked.calls:
            break
        (look,) = looked.calls
        plan = planner.resolve(plan, runtime.execute(action_for_call(look.method, look.arguments, targets)).result)
    return plan


def _run(planner, runtime, targets, plan):
    """Look up what the plan lacks (the tables, then the rows) until one call is ready; run and commit it."""
    for _ in range(3):
        if plan.kind != "clarify":
            break
        (look,) = planner.lookup(plan).calls
        plan = planner.resolve(plan, runtime.execute(action_for_call(look.method, look.arguments, targets)).result)
    (call,) = plan.calls
    outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
    runtime.commit(outcome.undo)
    return call, outcome.result


def test_a_supplier_paid_is_that_delivery_marked_paid(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    plan = gate.plan("paid ah kow for the 3 bag rice last tues liao")  # the table list before
    assert plan.calls[0].method == "sqlite.update"
    call, result = _run(planner, runtime, targets, plan)
    assert result == {"rows_changed": 1}
    assert rows(paths["stall"], "SELECT id FROM supplies WHERE paid = 0") == [(4,)]  # the rice of the 17th, not the chicken


def test_a_new_order_keeps_its_singapore_phone_number_apart(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stall=STALL)
    plan = gate.plan("new order: jason lim 9688 1203, 4 whole steam chicken sun 6 dec collect 11am, total 112, paid 40 deposit")
    assert plan.calls[0].method == "sqlite.insert"  # a calendar event before
    call, result = _run(planner, runtime, targets, plan)
    assert call.arguments["table"] == "orders"
    assert rows(paths["stall"], "SELECT customer, phone, collect_date, collect_time, total, deposit FROM orders WHERE id = 2") == [
        ("jason lim", "9688 1203", "2026-12-06", "11:00", 112.0, 40.0)]  # the number was part of his name


def test_a_delivery_is_a_new_row_never_a_delete(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, stall=STALL)
    for request in ("ah seng just drop 40 chicken, 7.80 each, not yet pay him",  # "drop" was read as a delete
                    "tmr got what orders ah", "mr koh sat order change to 2 whole roast, total become 60"):
        plan = gate.plan(request)
        assert plan.calls and plan.calls[0].method.startswith("sqlite."), request
    assert gate.plan("ah seng just drop 40 chicken, 7.80 each, not yet pay him").calls[0].method == "sqlite.insert"
    assert gate.plan("tmr got what orders ah").calls[0].method == "sqlite.query"  # an all-day event "Got what orders ah"
    assert gate.plan("mr koh sat order change to 2 whole roast, total become 60").calls[0].method == "sqlite.update"


def test_a_family_taken_off_a_drive_leaves_the_guest_list_alone(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, guests=GUESTS, drives=DRIVES)
    plan = gate.plan("take the mullers off the fri morning drive, the kids want to do the bush walk with petrus instead")
    assert plan.calls[0].method == "sqlite.delete" and plan.calls[0].arguments["database"] == "drives"  # a calendar event before
    gate_plan = gate.plan("sarah thompson wants to go on sipho's sunset drive wed as well, add her pls, nyala, just her")
    assert gate_plan.calls[0].method == "sqlite.insert"  # a new shared drive in Google Drive before
    assert rows(paths["guests"], "SELECT COUNT(*) FROM guests") == [(2,)]


SUPPLIES = """
    CREATE TABLE items (id INTEGER PRIMARY KEY, item TEXT, unit TEXT, qty INTEGER, min_qty INTEGER);
    INSERT INTO items VALUES (1, 'Smokeless coal', 'bags', 14, 10);
    INSERT INTO items VALUES (2, 'Kindling', 'nets', 9, 6);
"""
INGREDIENTS = """
    CREATE TABLE ingredients (id INTEGER PRIMARY KEY, name TEXT, unit TEXT, qty_on_hand REAL, reorder_level REAL);
    INSERT INTO ingredients VALUES (1, 'Gula melaka', 'kg', 1.5, 2);
    INSERT INTO ingredients VALUES (2, 'Pandan leaves', 'bunch', 6, 3);
"""
EGGS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Brenda Kowalski', '254-555-0131');
    INSERT INTO customers VALUES (2, 'Pastor Mike Ruiz', '254-555-0178');
    CREATE TABLE sales (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), sale_date TEXT, dozens INTEGER,
                        total REAL);
    INSERT INTO sales VALUES (1, 2, '2026-11-22', 3, 15);
    INSERT INTO sales VALUES (2, 1, '2026-11-22', 2, 10);
    INSERT INTO sales VALUES (3, 2, '2026-11-15', 2, 10);
"""


def test_stock_taken_out_and_bought_in_changes_the_count(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, supplies=SUPPLIES)
    plan = gate.plan("took 6 bags o coal oot the shed for ryvoan yesterday, knock em aff")  # chat before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["supplies"], "SELECT qty FROM items ORDER BY id") == [(8,), (9,)]  # the coal, counted in bags
    gate, planner, runtime, targets, paths = _added(tmp_path / "baker", shared_catalog_index, ingredients=INGREDIENTS)
    plan = gate.plan("just bought 3kg gula melaka at pasar seksyen 14 add to stock")  # chat before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["ingredients"], "SELECT qty_on_hand FROM ingredients ORDER BY id") == [(4.5,), (6.0,)]


def test_a_sale_deleted_is_the_row_not_a_diary_entry(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, eggs=EGGS)
    plan = gate.plan("delete the sale for pastor mike from yesterday, he never did pick em up after church")
    assert plan.calls[0].method == "sqlite.delete"  # a calendar event deleted before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["eggs"], "SELECT id FROM sales ORDER BY id") == [(2,), (3,)]  # yesterday's, his only


SHOP = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Jaden Clarke', '07700 900111');
    INSERT INTO customers VALUES (2, 'Winston Gayle', '07700 900222');
    CREATE TABLE appointments (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), day TEXT, time TEXT,
                               barber TEXT, status TEXT);
    INSERT INTO appointments VALUES (1, 1, '2026-11-28', '09:00', 'Jermaine', 'booked');
    INSERT INTO appointments VALUES (2, 2, '2026-11-28', '09:30', 'Devon', 'booked');
    INSERT INTO appointments VALUES (3, 2, '2026-11-21', '10:00', 'Devon', 'done');
"""


def test_a_question_is_answered_from_its_own_words_not_the_aside_after_it(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, shop=SHOP)
    plan = gate.plan("who mi have booked fi sat? jermaine a ask if him can come in late")  # chat before
    call, result = _run(planner, runtime, targets, plan)
    assert call.method == "sqlite.query"
    assert sorted(row[0] for row in result["rows"]) == [1, 2]  # both of Saturday's, not only Jermaine's


TABS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, flat TEXT);
    INSERT INTO customers VALUES (1, 'Mrs Begum', 'Block C'), (2, 'Tommy Walsh', 'Block A'), (3, 'Emeka Okafor', 'Block B');
    CREATE TABLE tab_entries (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), day TEXT, item TEXT,
                              amount REAL, paid INTEGER DEFAULT 0);
    INSERT INTO tab_entries VALUES (1, 3, '2026-11-20', 'bread and milk', 3.10, 0);
    INSERT INTO tab_entries VALUES (2, 3, '2026-11-21', 'rice 5kg', 8.99, 0);
    INSERT INTO tab_entries VALUES (3, 2, '2026-11-21', 'paper n baccy', 4.20, 0);
    INSERT INTO tab_entries VALUES (4, 2, '2026-11-21', 'paper n baccy', 4.20, 0);
"""
STOCK = """
    CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, qty INTEGER, sell_price REAL, reorder_level INTEGER);
    INSERT INTO products VALUES (1, 'Rubicon Mango 330ml', 10, 0.89, 24), (2, 'Walkers Ready Salted', 40, 0.80, 20);
"""


def test_a_customers_tab_paid_off_marks_all_of_it_paid_not_a_spreadsheet_cleared(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=STOCK, tabs=TABS)
    plan = gate.plan("emeka come in this mornin n paid off everything cash, clear his tab innit")
    assert plan.calls[0].method == "sqlite.update"  # a Google Sheets range cleared before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 2}
    assert rows(paths["tabs"], "SELECT id FROM tab_entries WHERE paid = 0") == [(3,), (4,)]


def test_a_row_put_in_twice_loses_one(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=STOCK, tabs=TABS)
    plan = gate.plan("i put tommys paper n baccy on twice sat, 4.20 each, get rid of one")
    assert plan.calls[0].method == "sqlite.delete"  # a calendar event read before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["tabs"], "SELECT count(*) FROM tab_entries WHERE customer_id = 2") == [(1,)]


def test_trays_brought_back_are_added_to_the_count(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=STOCK, tabs=TABS)
    plan = gate.plan("jamal bhai brought 3 trays of rubicon mango back, add em on")
    assert plan.calls[0].method == "sqlite.update"  # chat before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["stock"], "SELECT qty FROM products WHERE id = 1") == [(13,)]  # three more, counted as said


def test_a_price_going_up_changes_the_row_not_the_diary(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=STOCK)
    plan = gate.plan("walkers ready salted goin up to 85p from today")
    assert plan.calls[0].method == "sqlite.update"  # an all-day event "Walkers ready salted goin up to 85p" before
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}
    assert rows(paths["stock"], "SELECT sell_price FROM products ORDER BY id") == [(0.89,), (0.85,)]  # in pence, said
    plan = gate.plan("rubicon mango going up to 0.95")
    assert _run(planner, runtime, targets, plan)[1] == {"rows_changed": 1}  # its count set to 0 in a row named "rubicon mango
    # going" before
    assert rows(paths["stock"], "SELECT qty, sell_price FROM products WHERE id = 1") == [(10, 0.95)]


SHOOTS = """
    CREATE TABLE shoots (id INTEGER PRIMARY KEY, couple TEXT, shoot_type TEXT, shoot_date TEXT, start_time TEXT, venue TEXT);
    INSERT INTO shoots VALUES (1, 'Emily & Ryan Carter', 'elopement', '2026-11-28', '07:30', 'La Jolla Cove');
    INSERT INTO shoots VALUES (2, 'Sofia Ramirez & Luke Bennett', 'wedding', '2026-11-28', '16:00', 'The Lodge at Torrey Pines');
    INSERT INTO shoots VALUES (3, 'Hannah Kim & Josh Park', 'wedding', '2026-12-12', '14:00', 'Hotel del Coronado');
"""


def test_who_am_i_shooting_saturday_asks_the_shoots(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, shoots=SHOOTS)
    plan = gate.plan("who'm i shooting sat? need call times")  # chat before ("who am i" is OAuth token info)
    assert plan.calls[0].method == "sqlite.query" and plan.calls[0].arguments["database"] == "shoots"
