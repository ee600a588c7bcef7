"""Rows changed as blind sets 95–98 said them: a church's payment kept in its hall bookings (never a member's status set to
'paid'), an izakaya's party size put right in Japanese English, a bubble tea shop's Friday shift taken out, a building crew's
delivery marked. Planned by the app's planner with the files added in Settings, run on the real files."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _looked_up, _run, rows

CHURCH = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT, status TEXT);
    INSERT INTO members VALUES (1, 'Dale Henderson', '334-555-0101', 'active');
    INSERT INTO members VALUES (2, 'Opal Strickland', '334-555-0102', 'homebound');
    CREATE TABLE hall_bookings (id INTEGER PRIMARY KEY, contact_id INTEGER REFERENCES members(id), event TEXT, booking_date TEXT,
                                fee REAL, paid INTEGER);
    INSERT INTO hall_bookings VALUES (1, 1, 'Henderson family reunion', '2026-11-28', 75.0, 0);
    INSERT INTO hall_bookings VALUES (2, 2, 'baby shower', '2026-12-05', 50.0, 0);
"""
IZAKAYA = """
    CREATE TABLE reservations (id INTEGER PRIMARY KEY, guest TEXT, party_size INTEGER, res_date TEXT, res_time TEXT, status TEXT);
    INSERT INTO reservations VALUES (1, 'Tanaka', 4, '2026-11-24', '18:00', 'booked');
    INSERT INTO reservations VALUES (2, 'Tanaka', 2, '2026-12-12', '19:00', 'booked');
    INSERT INTO reservations VALUES (3, 'Wilson', 4, '2026-11-24', '19:30', 'booked');
"""
BOBA = """
    CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT, hourly_rate REAL);
    INSERT INTO staff VALUES (1, 'Zhao Jun', 'kitchen', 18.0);
    INSERT INTO staff VALUES (2, 'Amy Huang', 'cashier', 17.0);
    CREATE TABLE shifts (id INTEGER PRIMARY KEY, staff_id INTEGER REFERENCES staff(id), work_date TEXT, start_time TEXT,
                         end_time TEXT);
    INSERT INTO shifts VALUES (1, 1, '2026-11-25', '11:00', '19:00');
    INSERT INTO shifts VALUES (2, 1, '2026-11-27', '11:00', '19:00');
    INSERT INTO shifts VALUES (3, 2, '2026-11-27', '14:00', '22:00');
"""


def test_a_payment_the_bookings_keep_never_sets_a_members_status_to_paid(tmp_path, shared_catalog_index):
    """"Dale Henderson dropped off the $75 check for the reunion Saturday" set his member status to 'paid' (it said 'active')."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, church=CHURCH)
    for said in ("Dale Henderson dropped off the $75 check for the reunion Saturday",
                 "Dale Henderson paid the $75 for the reunion Saturday"):
        plan = gate.plan(said)
        assert plan.calls[0].method == "sqlite.update"
        plan = _looked_up(planner, runtime, targets, plan)
        assert plan.kind == "clarify"  # which rows is asked, with the schema shown
    assert rows(paths["church"], "SELECT status FROM members ORDER BY id") == [("active",), ("homebound",)]


def test_a_party_size_put_right_in_japanese_english_changes_that_days_booking(tmp_path, shared_catalog_index):
    """"Tanaka-sama called this morning. Tomorrow they will be 5 person, not 4. Please change." changed a contact."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, hanabi=IZAKAYA)
    plan = gate.plan("Tanaka-sama called this morning. Tomorrow they will be 5 person, not 4. Please change.")
    assert plan.calls[0].method == "sqlite.update"
    _run(planner, runtime, targets, plan)
    assert rows(paths["hanabi"], "SELECT party_size FROM reservations ORDER BY id") == [(5,), (2,), (4,)]


def test_a_shift_taken_out_from_fridays_schedule_is_his_friday_only(tmp_path, shared_catalog_index):
    """"aiya Zhao Jun call me, fri he cannot come, family thing. take him out from fri schedule" made a new row."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, bobashop=BOBA)
    plan = gate.plan("aiya Zhao Jun call me, fri he cannot come, family thing. take him out from fri schedule")
    assert plan.calls[0].method == "sqlite.delete"
    _run(planner, runtime, targets, plan)
    assert rows(paths["bobashop"], "SELECT id FROM shifts ORDER BY id") == [(1,), (3,)]  # his Wednesday and Amy's Friday stay
