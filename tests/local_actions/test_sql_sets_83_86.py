"""Rows changed and asked as blind sets 83–86 said them: a Soweto spaza shop's delivery added to its stock, a market trader's
supplier paid off ("mark all his stuff off as paid"), a Lewis B&B's deposit paid, a marae's koha table asked by its own
(Māori) name, a bodega's deliveries asked with a day, a nail salon's hours asked in Vietnamese. Planned by the app's
planner with the files added in Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run, action_for_call, rows

SPAZA = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT NOT NULL, qty INTEGER, unit TEXT, sell_price REAL, reorder_at INTEGER);
    INSERT INTO stock VALUES (1, 'Albany white bread', 18, 'loaf', 19.00, 10);
    INSERT INTO stock VALUES (2, 'Charcoal 4kg', 2, 'bag', 45.00, 5);
    INSERT INTO stock VALUES (3, 'Boerewors', 6, 'kg', 89.00, 4);
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO customers VALUES (1, 'Gogo Dlamini', '072 555 0101');
    CREATE TABLE book (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), date TEXT, amount REAL, paid INTEGER);
    INSERT INTO book VALUES (1, 1, '2026-11-20', 45.0, 0);
"""
WHOLESALE = """
    CREATE TABLE suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, firm TEXT, phone TEXT);
    INSERT INTO suppliers VALUES (1, 'Del Harris', 'Harris & Sons', '07700 900112');
    INSERT INTO suppliers VALUES (2, 'Tony Marino', 'Marino Fruit Ltd', '07700 900245');
    INSERT INTO suppliers VALUES (3, 'Bill Cotton', 'Cotton Farms', '07700 900318');
    CREATE TABLE orders (id INTEGER PRIMARY KEY, supplier_id INTEGER REFERENCES suppliers(id), item TEXT, qty INTEGER,
                         ordered_on TEXT, paid INTEGER);
    INSERT INTO orders VALUES (1, 1, 'Brown onions', 20, '2026-11-20', 0);
    INSERT INTO orders VALUES (2, 2, 'Satsumas', 15, '2026-11-17', 0);
    INSERT INTO orders VALUES (3, 2, 'Lemons', 10, '2026-11-17', 0);
    INSERT INTO orders VALUES (4, 2, 'Limes', 5, '2026-11-02', 1);
    INSERT INTO orders VALUES (5, 3, 'Brussels sprouts', 40, '2026-11-20', 0);
    CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT NOT NULL, contact TEXT, owes REAL);
    INSERT INTO accounts VALUES (1, 'Rose & Crown', 'Sharon', 86.5);
"""
CROFT = """
    CREATE TABLE guests (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT);
    INSERT INTO guests VALUES (1, 'Morag Macleod', 'morag.macleod@example.com');
    INSERT INTO guests VALUES (2, 'Hans Braun', 'h.braun@example.de');
    CREATE TABLE bookings (id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guests(id), room TEXT, arrive TEXT, nights INTEGER,
                           deposit_paid INTEGER DEFAULT 0);
    INSERT INTO bookings VALUES (1, 1, 'Machair room', '2026-12-18', 5, 0);
    INSERT INTO bookings VALUES (2, 2, 'Sound room', '2026-12-30', 3, 1);
    CREATE TABLE tweed_orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, pattern TEXT, metres REAL, status TEXT);
    INSERT INTO tweed_orders VALUES (1, 'Anna Lindqvist', 'herringbone', 8.0, 'sent');
    INSERT INTO tweed_orders VALUES (2, 'Morag Macleod', 'barleycorn', 3.0, 'waiting');
"""


def test_a_delivery_dropped_off_is_added_to_the_stock(tmp_path, shared_catalog_index):
    """"the bakkie just dropped 20 bags of charcoal, add them mfethu" was answered in chat."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, spaza=SPAZA)
    plan = gate.plan("the bakkie just dropped 20 bags of charcoal, add them mfethu")
    assert plan.calls[0].method == "sqlite.update"
    _run(planner, runtime, targets, plan)
    assert rows(paths["spaza"], "SELECT item, qty FROM stock ORDER BY id") == [("Albany white bread", 18), ("Charcoal 4kg", 22),
                                                                               ("Boerewors", 6)]
    price = gate.plan("haibo the butcher put up his price again. boerewors is R95 a kilo from today")
    assert price.calls[0].method == "sqlite.update"  # an event made
    _run(planner, runtime, targets, price)
    assert rows(paths["spaza"], "SELECT sell_price FROM stock WHERE item = 'Boerewors'") == [(95.0,)]


YARN = """
    CREATE TABLE yarn (id INTEGER PRIMARY KEY, shade TEXT NOT NULL, weight TEXT, qty INTEGER);
    INSERT INTO yarn VALUES (1, 'Sholmit', 'jumper weight', 0);
    INSERT INTO yarn VALUES (2, 'Eesit', 'jumper weight', 12);
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    INSERT INTO customers VALUES (1, 'Tom Irvine');
"""


def test_balls_back_from_the_mill_said_in_shetland_are_added(tmp_path, shared_catalog_index):
    """"20 balls o Sholmit cam back fae da mill dis moarnin, pit dem in" was answered in chat."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, yarnshop=YARN)
    plan = gate.plan("20 balls o Sholmit cam back fae da mill dis moarnin, pit dem in")
    assert plan.calls[0].method == "sqlite.update"
    _run(planner, runtime, targets, plan)
    assert rows(paths["yarnshop"], "SELECT shade, qty FROM yarn ORDER BY id") == [("Sholmit", 20), ("Eesit", 12)]


def test_all_his_stuff_marked_paid_is_the_suppliers_rows_and_a_wiped_slate_is_no_deletion(tmp_path, shared_catalog_index):
    """"mark all his stuff off as paid" looked for items LIKE '%all%his%stuff%'; "settled up, wipe her slate clean" planned
    a deletion."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, wholesale=WHOLESALE)
    plan = gate.plan("Paid Tony this morning cash in hand, mark all his stuff off as paid")
    _run(planner, runtime, targets, plan)
    assert rows(paths["wholesale"], "SELECT id FROM orders WHERE paid = 1 ORDER BY id") == [(2,), (3,), (4,)]  # not Del's onions
    assert gate.plan("Sharon from the Rose and Crown come down and settled up, wipe her slate clean").calls[0].method == \
        "sqlite.update"
    assert gate.plan("Bill's rung, he ain't got the sprouts, knock that order off").calls[0].method == \
        "sqlite.delete"  # a Cloud Billing account changed


def test_a_deposit_paid_is_never_marked_on_another_table_found_by_name(tmp_path, shared_catalog_index):
    """"Morag Macleod rang, she's paid the deposit for December" set her tweed order's status to 'paid'."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, croft=CROFT)
    plan = gate.plan("Morag Macleod rang, she's paid the deposit for December. tapadh leat")
    assert plan.calls[0].method == "sqlite.update"
    for _ in range(3):  # the tables, then the rows, as the app looks them up
        if plan.kind != "clarify" or not (look := planner.lookup(plan)) or not look.calls:
            break
        (call,) = look.calls
        plan = planner.resolve(plan, runtime.execute(action_for_call(call.method, call.arguments, targets)).result)
    assert not any(c.arguments.get("table") == "tweed_orders" for c in plan.calls)
    assert rows(paths["croft"], "SELECT status FROM tweed_orders ORDER BY id") == [("sent",), ("waiting",)]


def test_a_tables_own_word_a_day_or_vietnamese_asks_the_rows(tmp_path, shared_catalog_index):
    """"which koha havent we sent thank yous for yet" read koha (a marae's table) as "donation" and chatted; "deliveries pa
    mañana?" made an all-day event called Deliveries; Vietnamese was chat."""
    marae = """CREATE TABLE koha (id INTEGER PRIMARY KEY, donor TEXT NOT NULL, amount REAL, thanked INTEGER DEFAULT 0);
               INSERT INTO koha VALUES (1, 'Tapsell whanau', 150.0, 0);"""
    gate, *_ = _added(tmp_path / "marae", shared_catalog_index, marae_kitchen=marae)
    assert gate.plan("which koha havent we sent thank yous for yet").calls[0].method == "sqlite.query"
    bodega = """CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, address TEXT);
                INSERT INTO customers VALUES (1, 'Gladys Figueroa', '1420 Westchester Ave Apt 1A');
                CREATE TABLE deliveries (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), deliver_date TEXT,
                                         deliver_time TEXT, items TEXT);
                INSERT INTO deliveries VALUES (1, 1, '2026-11-24', '10:00', 'coffee, milk');"""
    gate, *_ = _added(tmp_path / "bodega", shared_catalog_index, bodega=bodega)
    assert gate.plan("deliveries pa mañana?").calls[0].method == "sqlite.query"
    salon = """CREATE TABLE techs (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
               INSERT INTO techs VALUES (1, 'Linh Tran');
               CREATE TABLE shifts (id INTEGER PRIMARY KEY, tech_id INTEGER REFERENCES techs(id), work_date TEXT, start_time TEXT,
                                    end_time TEXT);
               INSERT INTO shifts VALUES (1, 1, '2026-11-23', '09:00', '17:00');"""
    gate, *_ = _added(tmp_path / "salon", shared_catalog_index, tiemnail=salon)
    assert gate.plan("chị Linh tuần này làm bao nhiêu tiếng").calls[0].method == "sqlite.query"
