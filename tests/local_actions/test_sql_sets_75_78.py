"""Rows changed and asked as blind sets 75–78 said them, in Taglish, Franglais, Hinglish and Appalachian English: a debt at
a sari-sari store marked paid and another paid down, a snow-removal contract paid by cheque, Thursday's honey pickups, the
medicines under their reorder level, a leaf pickup cancelled. Planned by the app's planner with the files added in
Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run, rows

LISTAHAN = """
    CREATE TABLE suki (id INTEGER PRIMARY KEY, name TEXT NOT NULL, palayaw TEXT, address TEXT, phone TEXT);
    INSERT INTO suki VALUES (1, 'Maricel Dizon', 'Ate Maricel', 'Velasquez St', '09171234501');
    INSERT INTO suki VALUES (2, 'Rodel Manalo', 'Kuya Rodel', 'Pavia St', '09181234502');
    INSERT INTO suki VALUES (3, 'Danilo Ramos', 'Mang Danny', 'Perla St', '09451234509');
    CREATE TABLE utang (id INTEGER PRIMARY KEY, suki_id INTEGER REFERENCES suki(id), date TEXT, item TEXT, amount REAL,
                        paid INTEGER DEFAULT 0, paid_date TEXT);
    INSERT INTO utang VALUES (1, 1, '2026-11-18', 'bigas 2kg', 104, 1, '2026-11-20');
    INSERT INTO utang VALUES (2, 1, '2026-11-21', 'mantika, itlog 6pcs', 98, 0, NULL);
    INSERT INTO utang VALUES (3, 2, '2026-11-19', 'load 100', 100, 0, NULL);
    INSERT INTO utang VALUES (4, 3, '2026-11-16', 'Ginebra bilog, yelo', 145, 0, NULL);
"""
DENEIGEMENT = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, address TEXT, phone TEXT);
    INSERT INTO clients VALUES (1, 'Sylvie Gagnon', '1245 rue Lucerne', '450-555-0112');
    INSERT INTO clients VALUES (3, 'Pierre Lavoie', '310 rue des Érables', '450-555-0163');
    INSERT INTO clients VALUES (7, 'Isabelle Roy', '1502 rue Mignonne', '450-555-0189');
    CREATE TABLE contracts (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), season TEXT, service TEXT,
                            price REAL, paid REAL DEFAULT 0);
    INSERT INTO contracts VALUES (1, 1, '2026-27', 'deneigement', 520.0, 520.0);
    INSERT INTO contracts VALUES (3, 3, '2026-27', 'deneigement', 450.0, 0.0);
    CREATE TABLE travaux (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), job TEXT, scheduled TEXT, done INTEGER);
    INSERT INTO travaux VALUES (1, 7, 'ramassage feuilles', '2026-11-24', 0);
"""
HONEY = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Loretta Shaver', 'Beverly', '304-555-0142');
    INSERT INTO customers VALUES (4, 'Wanda Kittle', 'Mill Creek', '304-555-0163');
    INSERT INTO customers VALUES (7, 'Opal Channell', 'Parsons', '304-555-0125');
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), item TEXT, qty INTEGER,
                         unit_price REAL, order_date TEXT, pickup_date TEXT, paid INTEGER DEFAULT 0);
    INSERT INTO orders VALUES (1, 1, 'quart honey', 2, 18.0, '2026-11-10', '2026-11-26', 0);
    INSERT INTO orders VALUES (4, 4, 'comb honey', 2, 14.0, '2026-11-15', '2026-11-26', 1);
    INSERT INTO orders VALUES (5, 7, 'taper candles', 6, 4.0, '2026-11-16', '2026-11-28', 0);
    CREATE TABLE hives (id INTEGER PRIMARY KEY, name TEXT, yard TEXT, last_checked TEXT, queenright INTEGER);
    INSERT INTO hives VALUES (1, 'Holler 1', 'Kittle holler', '2026-11-20', 1);
"""
TACOS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, business TEXT);
    INSERT INTO customers VALUES (1, 'Hector Leal', 'booster club');
    INSERT INTO customers VALUES (2, 'Danny Villarreal', 'villarreal plumbing');
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), item TEXT, dozens INTEGER,
                         paid INTEGER DEFAULT 0);
    INSERT INTO orders VALUES (1, 1, 'chorizo and egg', 20, 0);
    INSERT INTO orders VALUES (2, 2, 'bacon and egg', 18, 0);
    INSERT INTO orders VALUES (3, 1, 'machaca with him', 2, 0);
"""
SURF = """
    CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO students VALUES (1, 'Kainoa Akana', '808-555-0101');
    INSERT INTO students VALUES (2, 'Megan Doyle', '808-555-0102');
    CREATE TABLE lessons (id INTEGER PRIMARY KEY, student_id INTEGER REFERENCES students(id), lesson_date TEXT, lesson_time TEXT,
                          paid INTEGER DEFAULT 0);
    INSERT INTO lessons VALUES (1, 2, '2026-11-24', '07:30', 0);
    INSERT INTO lessons VALUES (2, 2, '2026-11-26', '09:00', 0);
"""
CHOIR = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL, voice TEXT);
    INSERT INTO members VALUES (1, 'Joy Villanueva', 'alto');
    INSERT INTO members VALUES (3, 'Jessa Manalo', 'soprano');
    CREATE TABLE dues (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), month TEXT, paid INTEGER);
    INSERT INTO dues VALUES (1, 3, '2026-10', 1);
    INSERT INTO dues VALUES (2, 3, '2026-11', 0);
"""
REPAIRS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO customers VALUES (1, 'Sotonye Briggs', '0803 555 0101');
    INSERT INTO customers VALUES (2, 'Ada Okafor', '0806 555 0102');
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), device TEXT, fault TEXT,
                       status TEXT, quote INTEGER);
    INSERT INTO jobs VALUES (1, 1, 'itel A70', 'screen', 'waiting parts', 15000);
    INSERT INTO jobs VALUES (2, 2, 'MacBook Air', 'battery', 'waiting parts', 60000);
"""
PHARMACY = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO customers VALUES (1, 'Nasreen Akhtar', '0300-4123456');
    INSERT INTO customers VALUES (6, 'Sadia Butt', '0322-4778899');
    CREATE TABLE regulars (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), medicine TEXT, next_due TEXT);
    INSERT INTO regulars VALUES (1, 1, 'Glucophage', '2026-11-25');
    INSERT INTO regulars VALUES (9, 6, 'Thyroxine', '2026-12-01');
    CREATE TABLE stock (id INTEGER PRIMARY KEY, medicine TEXT, strength TEXT, qty INTEGER, reorder_level INTEGER, expiry TEXT,
                        supplier TEXT);
    INSERT INTO stock VALUES (1, 'Glucophage', '500mg', 180, 200, '2027-06-30', 'Getz');
    INSERT INTO stock VALUES (2, 'Concor', '5mg', 140, 60, '2027-03-31', 'Merck');
    INSERT INTO stock VALUES (3, 'Ventolin Inhaler', '100mcg', 6, 10, '2026-12-31', 'GSK');
"""


def test_a_debt_marked_paid_and_another_paid_down_at_a_sari_sari_store(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, listahan=LISTAHAN)
    maricel = gate.plan("bayad na si ate maricel sa mantika tsaka itlog nya kanina lang, pa-ekis na lang po sa lista")
    assert maricel.calls[0].method == "sqlite.update"  # chat
    _run(planner, runtime, targets, maricel)  # before: item LIKE '%ate%maricel%', no row changed
    assert rows(paths["listahan"], "SELECT id FROM utang WHERE paid = 1 ORDER BY id") == [(1,), (2,)]  # her oil and eggs only
    danny = gate.plan("si mang danny nag abot ng 70 kagabi pambayad sa ginebra nya. 75 na lang natitira, pakipalitan nga po")
    assert danny.calls[0].method == "sqlite.update"  # chat
    _run(planner, runtime, targets, danny)
    assert rows(paths["listahan"], "SELECT amount, paid FROM utang WHERE id = 4") == [(75.0, 0)]  # what he still owes, not
    # the whole debt marked paid


def test_a_cheque_sets_the_amount_paid_and_a_cancelled_job_is_deleted(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, clients=DENEIGEMENT)
    pierre = gate.plan("Pierre Lavoie gave me a chèque for 450 hier, faque he's all paid up for the winter")
    assert pierre.calls[0].method == "sqlite.update"  # the tables listed
    _run(planner, runtime, targets, pierre)
    assert rows(paths["clients"], "SELECT client_id, paid FROM contracts ORDER BY id") == [(1, 520.0), (3, 450.0)]  # never 1
    leaves = gate.plan("cancel the leaf pickup chez Isabelle Roy, she did it herself with her kids this wkend")
    assert leaves.calls[0].method == "sqlite.delete"  # a Drive approval cancelled


def test_whos_picking_up_thursday_lists_thursdays_orders_with_names(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, orders=HONEY)
    plan = gate.plan("whos pickin up thursday")
    assert plan.calls[0].method == "sqlite.query"  # chat
    call, result = _run(planner, runtime, targets, plan)
    assert call.arguments["params"] == ["2026-11-26"]  # by pickup_date, not order_date nor the hives' last_checked
    assert sorted(row[-1] for row in result["rows"]) == ["Loretta Shaver", "Wanda Kittle"]


def test_the_question_is_asked_and_the_reason_after_it_is_no_email(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, pharmacy=PHARMACY)
    plan = gate.plan("Which items are below reorder level? Need to send list to suppliers jaldi")
    assert plan.calls[0].method == "sqlite.query"  # Gmail's send-as aliases listed
    call, result = _run(planner, runtime, targets, plan)
    assert result["columns"][0] == "medicine" and sorted(r[0] for r in result["rows"]) == ["Glucophage", "Ventolin Inhaler"]


def test_a_job_cancelled_is_that_row_not_a_contact(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, repairs=REPAIRS)
    plan = gate.plan("Sotonye say make we forget the itel screen, e don buy new phone. cancel the job")
    assert plan.calls[0].method == "sqlite.delete"  # people.people.deleteContact


def test_someone_taken_off_a_list_leaves_the_customers_table_alone(tmp_path, shared_catalog_index):
    """"remove her from the regular list": her row in regulars (by customer_id); before, Sadia Butt was deleted from
    customers, with her name, number and history."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, pharmacy=PHARMACY)
    plan = gate.plan("Sadia Butt has shifted to Islamabad, remove her from the regular list ji")
    assert plan.calls[0].method == "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["pharmacy"], "SELECT name FROM customers ORDER BY id") == [("Nasreen Akhtar",), ("Sadia Butt",)]
    assert rows(paths["pharmacy"], "SELECT customer_id FROM regulars") == [(1,)]


def test_mark_him_paid_is_the_person_said_before_never_an_item_like_him(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, tacos=TACOS)
    plan = gate.plan("Danny from villarreal plumbing just zelled me, mark him paid")
    _run(planner, runtime, targets, plan)  # before: item LIKE '%him%'
    assert rows(paths["tacos"], "SELECT id FROM orders WHERE paid = 1") == [(2,)]


def test_a_lesson_called_off_is_taken_out_and_the_student_kept(tmp_path, shared_catalog_index):
    """Set 72's "Megan Doyle no can make thursday, … take her off" deleted Megan from students (her other lessons keep her
    id); it is her Thursday lesson."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, lessons=SURF)
    plan = gate.plan("Megan Doyle no can make thursday, she wen hurt her ankle hiking Ehukai pillbox. take her off")
    _run(planner, runtime, targets, plan)
    assert rows(paths["lessons"], "SELECT name FROM students ORDER BY id") == [("Kainoa Akana",), ("Megan Doyle",)]
    assert rows(paths["lessons"], "SELECT lesson_date FROM lessons") == [("2026-11-24",)]


def test_someone_removed_from_the_table_said_is_that_row(tmp_path, shared_catalog_index):
    """Set 66's "pls remove Jessa Manalo na sa members" deleted one of her dues rows; the members table is said."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, members=CHOIR)
    _run(planner, runtime, targets, gate.plan("pls remove Jessa Manalo na sa members, she went home to Pinas for good na :("))
    assert rows(paths["members"], "SELECT name FROM members") == [("Joy Villanueva",)]

