"""Rows changed and asked as blind sets 87–90 said them: a Dublin window cleaner's and a Brazilian cleaning team's customer
paid (never every cash or Zelle job), a truck dispatcher's load said by its number (never a driver marked delivered), a
cattle station's hand taken off by his nickname, a lobster supper's party grown from 10 to 14, a cleaner's house taken off
for tomorrow. Planned by the app's planner with the files added in Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run, action_for_call, rows

ROUNDS = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, area TEXT);
    INSERT INTO customers VALUES (1, 'Paddy Dunne', 'Artane');
    INSERT INTO customers VALUES (2, 'Sharon Henderson', 'Howth');
    INSERT INTO customers VALUES (3, 'Tommo Byrne', 'Raheny');
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), job_date TEXT, price REAL,
                       paid INTEGER DEFAULT 0, paid_how TEXT);
    INSERT INTO jobs VALUES (1, 1, '2026-11-20', 25.0, 0, 'cash');
    INSERT INTO jobs VALUES (2, 3, '2026-11-19', 30.0, 0, 'cash');
    INSERT INTO jobs VALUES (3, 2, '2026-11-24', 35.0, 0, NULL);
    INSERT INTO jobs VALUES (4, 2, '2026-12-01', 35.0, 0, NULL);
"""
DISPATCH = """
    CREATE TABLE drivers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, status TEXT);
    INSERT INTO drivers VALUES (1, 'Jaspal Gill', 'on road');
    INSERT INTO drivers VALUES (2, 'Kuldeep Sidhu', 'available');
    CREATE TABLE loads (id INTEGER PRIMARY KEY, load_no TEXT, customer TEXT, driver_id INTEGER REFERENCES drivers(id), status TEXT);
    INSERT INTO loads VALUES (1, '4469', 'Sobeys Vaughan', 1, 'in transit');
    INSERT INTO loads VALUES (2, '4470', 'Costco Ottawa', NULL, 'booked');
"""


def _looked_up(planner, runtime, targets, plan):
    """The plan after the app's look-ups (the tables, then the rows), not run."""
    for _ in range(3):
        if plan.kind != "clarify" or not (look := planner.lookup(plan)) or not look.calls:
            break
        (call,) = look.calls
        plan = planner.resolve(plan, runtime.execute(action_for_call(call.method, call.arguments, targets)).result)
    return plan


def test_a_customer_named_and_paid_is_never_every_job_paid_the_same_way(tmp_path, shared_catalog_index):
    """"yer man paddy dunne in artane just paid me cash there, mark him off" and "Jen Sullivan just pay the zelle, mark them
    paid pls" marked every unpaid cash job, every Zelle visit, paid."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, rounds=ROUNDS)
    _run(planner, runtime, targets, gate.plan("yer man paddy dunne in artane just paid me cash there, mark him off"))
    assert rows(paths["rounds"], "SELECT id FROM jobs WHERE paid = 1") == [(1,)]  # his; Tommo's cash job 2 is still unpaid
    cleaners = """CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT);
                  INSERT INTO clients VALUES (1, 'Rachel Smith', 'Natick');
                  INSERT INTO clients VALUES (2, 'Jen Sullivan', 'Sudbury');
                  CREATE TABLE visits (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), visit_date TEXT,
                                       amount REAL, paid INTEGER DEFAULT 0, pay_method TEXT);
                  INSERT INTO visits VALUES (1, 1, '2026-11-18', 140.0, 0, 'Zelle');
                  INSERT INTO visits VALUES (2, 2, '2026-11-20', 120.0, 0, 'Zelle');"""
    gate, planner, runtime, targets, paths = _added(tmp_path / "casas", shared_catalog_index, casas=cleaners)
    _run(planner, runtime, targets, gate.plan("Jen Sullivan just pay the zelle, mark them paid pls"))
    assert rows(paths["casas"], "SELECT id FROM visits WHERE paid = 1") == [(2,)]  # hers; Rachel's Zelle visit is still unpaid


def test_a_load_said_by_its_number_never_marks_its_driver(tmp_path, shared_catalog_index):
    """"haanji jaspal dropped 4469 at sobeys vaughan 8:40 this morning, mark it delivered" was a calendar change, then set
    the driver Jaspal's status to delivered."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, dispatch=DISPATCH)
    plan = gate.plan("haanji jaspal dropped 4469 at sobeys vaughan 8:40 this morning, mark it delivered")
    assert plan.calls[0].method == "sqlite.update"  # a database row, though a time of day is said
    plan = _looked_up(planner, runtime, targets, plan)
    assert plan.kind == "clarify" or plan.calls[0].arguments["table"] == "loads"
    assert rows(paths["dispatch"], "SELECT status FROM drivers ORDER BY id") == [("on road",), ("available",)]


def test_a_hand_taken_off_by_nickname_and_a_party_grown_change_those_rows(tmp_path, shared_catalog_index):
    """"Dazza pulled the pin …, take him off the staff list" deleted a task; "les Gallant ont call, ils sont 14 asteur pas
    10 pour samedi" (Chiac) was an event."""
    station = """CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, nickname TEXT, role TEXT);
                 INSERT INTO staff VALUES (1, 'Darren Kelly', 'Dazza', 'ringer');
                 INSERT INTO staff VALUES (2, 'Jack Williams', 'Jacko', 'ringer');"""
    gate, planner, runtime, targets, paths = _added(tmp_path / "station", shared_catalog_index, station=station)
    _run(planner, runtime, targets, gate.plan("Dazza pulled the pin sat n went to town, he aint comin back. take him off the staff list"))
    assert rows(paths["station"], "SELECT name FROM staff") == [("Jack Williams",)]
    soupers = """CREATE TABLE reservations (id INTEGER PRIMARY KEY, name TEXT, res_date TEXT, res_time TEXT, party INTEGER);
                 INSERT INTO reservations VALUES (1, 'Gallant', '2026-11-28', '18:00', 10);
                 INSERT INTO reservations VALUES (2, 'Richard', '2026-11-27', '18:30', 4);"""
    gate, planner, runtime, targets, paths = _added(tmp_path / "soupers", shared_catalog_index, soupers=soupers)
    _run(planner, runtime, targets, gate.plan("les Gallant ont call, ils sont 14 asteur pas 10 pour samedi"))
    assert rows(paths["soupers"], "SELECT name, party FROM reservations ORDER BY id") == [("Gallant", 14), ("Richard", 4)]


def test_a_customer_cancelled_for_tomorrow_loses_that_job_only(tmp_path, shared_catalog_index):
    """"sharon henderson texted, cancel her tmrw, she's wrecked with the flu" deleted a calendar event."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, rounds=ROUNDS)
    plan = gate.plan("sharon henderson texted, cancel her tmrw, she's wrecked with the flu")
    assert plan.calls[0].method == "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["rounds"], "SELECT id FROM jobs ORDER BY id") == [(1,), (2,), (4,)]  # her job next week stays


def test_a_row_change_that_leaves_out_whom_or_what_was_named_is_asked():
    """On the writers' own files these resolved to every Zelle visit, every cash job, the driver rather than load 4469, and
    any filed return: the statement is asked about instead."""
    from core.planner.database_names import left_out

    held = frozenset({"jen", "sullivan", "jaspal", "4469"})
    assert left_out("Jen Sullivan just pay the zelle, mark them paid pls", held, {"where": '"pay_method" = ?', "params": ["Zelle"]})
    assert not left_out("Jen Sullivan just pay the zelle, mark them paid pls", held, {"where": '"client_id" = ?', "params": [2]})
    assert left_out("jaspal dropped 4469 at sobeys, mark it delivered", held, {"where": '"name" LIKE ?', "params": ["%jaspal%"]})
    assert not left_out("jaspal dropped 4469 at sobeys, mark it delivered", held, {"where": '"load_no" = ?', "params": ["4469"]})
    assert not left_out("mark the 13th as cancelled", held, {"where": '"day" = ?', "params": ["2026-12-13"]})  # no one named
