"""Rows changed as blind sets 91–94 said them: a Derry salon's client taken out for one day, and a Thai restaurant's
reservation cancelled said name-first ("Martinez tmrw cancel. delete ka"). Planned by the app's planner with the files added
in Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _run, rows

SALON = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
    INSERT INTO clients VALUES (1, 'Orla Bradley', '07700 900101');
    INSERT INTO clients VALUES (2, 'Roisin Quigley', '07700 900102');
    CREATE TABLE appointments (id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(id), appt_date TEXT, appt_time TEXT,
                               service TEXT, price REAL);
    INSERT INTO appointments VALUES (1, 1, '2026-11-25', '10:00', 'cut and blow dry', 35.0);
    INSERT INTO appointments VALUES (2, 1, '2026-12-09', '10:00', 'roots', 45.0);
    INSERT INTO appointments VALUES (3, 2, '2026-11-25', '11:00', 'full head of foils', 85.0);
"""
BAAN_THAI = """
    CREATE TABLE reservations (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, res_date TEXT, res_time TEXT, party INTEGER);
    INSERT INTO reservations VALUES (1, 'Martinez', '818-555-0101', '2026-11-24', '19:00', 4);
    INSERT INTO reservations VALUES (2, 'Martinez', '818-555-0101', '2026-12-05', '19:00', 6);
    INSERT INTO reservations VALUES (3, 'Nguyen', '818-555-0199', '2026-11-24', '18:30', 2);
"""


def test_a_client_taken_out_for_a_day_loses_that_appointment_only(tmp_path, shared_catalog_index):
    """"take Orla Bradley out for wed, she's wile sick wee pet" made a calendar event called "Take Orla Bradley out"."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, salon=SALON)
    plan = gate.plan("take Orla Bradley out for wed, she's wile sick wee pet")
    assert plan.calls[0].method == "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["salon"], "SELECT id FROM appointments ORDER BY id") == [(2,), (3,)]  # her December roots and Roisin's stay


def test_a_reservation_cancelled_name_first_is_that_days_row(tmp_path, shared_catalog_index):
    """"Martinez tmrw cancel. delete ka" deleted a calendar event."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, baan_thai=BAAN_THAI)
    plan = gate.plan("Martinez tmrw cancel. delete ka")
    assert plan.calls[0].method == "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["baan_thai"], "SELECT id FROM reservations ORDER BY id") == [(2,), (3,)]


def test_a_new_rows_key_that_is_a_sum_said_is_asked_not_written():
    """"new transfer: Sahra Abdullahi sending £200 to her hooyo …" would have written a transfer of customer 200."""
    from core.planner.database_names import misread_key

    request = "new transfer: Sahra Abdullahi sending £200 to her hooyo Halimo Said in Garowe, fee £6, she paid cash just now"
    assert misread_key(request, {"row": {"customer_id": 200, "recipient": "Sahra Abdullahi sending", "amount_gbp": 6.0}})
    assert not misread_key(request, {"row": {"customer_id": 4, "recipient": "Halimo Said", "amount_gbp": 200.0}})
