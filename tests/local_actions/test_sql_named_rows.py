"""Rows of a real SQLite file named the way a bookkeeper, a removals firm and a yoga teacher name them (blind set 20):
by a code, by whose they are, by a name said before "take it out", by a yes/no column, a route as "A to B" and a
date written day first where the user's locale writes it so."""

from __future__ import annotations

import sqlite3

from core.local_actions import action_for_call
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY


def done(planner, runtime, targets, request, database):
    """The call planned after the schema's look-up, run and committed; its result."""
    (call,) = planned(planner, runtime, targets, request, database).calls
    outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
    runtime.commit(outcome.undo)
    return outcome.result


def rows(path, sql):
    with sqlite3.connect(path) as conn:
        return conn.execute(sql).fetchall()


def test_a_bookkeepers_invoice_by_its_code_and_a_clients_vat_number(database):
    planner, runtime, targets, path = database("invoices", now=THURSDAY, script="""
        CREATE TABLE invoices (invoice_no TEXT PRIMARY KEY, client TEXT, amount REAL, status TEXT, paid_on TEXT);
        CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, vat_number TEXT);
        INSERT INTO invoices VALUES ('INV-2041', 'Greenway Bakery', 480, 'sent', NULL), ('INV-2042', 'Lumen Studio', 95, 'sent', NULL);
        INSERT INTO clients (name, vat_number) VALUES ('Harlow Plumbing Ltd', 'GB123456789'), ('Lumen Studio', 'GB987654321');
    """)
    done(planner, runtime, targets, "mark INV-2041 as paid in invoices.db, money came in 25/11", "invoices")
    assert rows(path, "SELECT invoice_no, status, paid_on FROM invoices") == [
        ("INV-2041", "paid", "2026-11-25"), ("INV-2042", "sent", None)]  # it matched "INV-2041" against the client's name
    found = done(planner, runtime, targets, "look up Harlow Plumbing's VAT number in invoices.db", "invoices")
    assert found["rows"] == [["Harlow Plumbing Ltd", "GB123456789"]]  # it listed the tables


def test_a_removals_job_added_totalled_and_taken_out(database, monkeypatch):
    monkeypatch.setenv("STEWARD_DATE_ORDER", "")
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # a UK desktop writes the day first
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, job_date TEXT, from_address TEXT, to_address TEXT, quote REAL,
                           status TEXT);
        INSERT INTO jobs (customer, job_date, from_address, to_address, quote, status) VALUES
            ('Foster', '2026-12-02', 'Rugby', 'Daventry', 900, 'booked'), ('Dawson', '2026-11-27', 'Kenilworth', 'Coventry', 1400, 'done'),
            ('Khan', '2026-11-03', 'Warwick', 'Stratford', 650, 'done'), ('Ito', '2025-11-12', 'Leek', 'Buxton', 700, 'done');
    """)
    done(planner, runtime, targets, "add a new job to jobs.db - Anita Patel, 11/12/2026, Leamington Spa to Warwick, quote 1150, "
         "status booked", "jobs")
    assert rows(path, "SELECT customer, job_date, from_address, to_address, quote, status FROM jobs WHERE id = 5") == [
        ("Anita Patel", "2026-12-11", "Leamington Spa", "Warwick", 1150.0, "booked")]  # 12 November, the route in one column
    taken = done(planner, runtime, targets, "what did we take in total for november? its all in jobs.db", "jobs")
    assert taken["rows"] == [[2050.0]]  # this November only: Dawson and Khan, not last year's Ito
    done(planner, runtime, targets, "Foster job's cancelled, take it out of jobs.db", "jobs")  # it asked
    assert [c for (c,) in rows(path, "SELECT customer FROM jobs ORDER BY id")] == ["Dawson", "Khan", "Ito", "Anita Patel"]


def test_a_count_of_students_who_have_not_signed_a_waiver(database):
    planner, runtime, targets, _ = database("students", now=THURSDAY, script="""
        CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, email TEXT, waiver_signed INTEGER);
        INSERT INTO students (name, email, waiver_signed) VALUES ('Carla', 'c@example.com', 1), ('Jess', 'j@example.com', 0),
            ('Hannah', 'h@example.com', NULL);
    """)
    counted = done(planner, runtime, targets, "how many students in students.db havent signed the waiver yet", "students")
    assert counted["rows"] == [[2]]  # it counted all 3


def test_a_physios_patient_by_name_as_typed_and_a_tattoo_deposit_taken_out(database):
    planner, runtime, targets, path = database("clinic", now=THURSDAY, script="""
        CREATE TABLE patients (id INTEGER PRIMARY KEY, name TEXT, dob TEXT, referred_by TEXT);
        CREATE TABLE deposits (id INTEGER PRIMARY KEY, client TEXT, amount REAL, paid_on TEXT);
        INSERT INTO patients (name, dob, referred_by) VALUES ('Dennis Faulkner', '1951-06-02', 'Bupa'), ('Edith Gray', '1940-01-09', NULL);
        INSERT INTO deposits (client, amount, paid_on) VALUES ('Mo Rahman', 60, '2026-11-20'), ('Jade Turner', 50, '2026-11-02'),
            ('Chloe B', 40, '2026-10-30');
    """)
    born = done(planner, runtime, targets, "whats dennis faulkners date of birth? clinic.db", "clinic")
    assert born["rows"] == [["Dennis Faulkner", "1951-06-02"]]  # it asked which table and columns
    taken = done(planner, runtime, targets, "how much have i taken in deposits so far this month? its in clinic.db", "clinic")
    assert taken["rows"] == [[110.0]]  # November's deposits only
    done(planner, runtime, targets, "add Gareth Lloyd to clinic.db, dob 14/03/1979, referred by Dr Okonkwo", "clinic")
    assert rows(path, "SELECT name, dob, referred_by FROM patients WHERE id = 3") == [("Gareth Lloyd", "1979-03-14", "Dr Okonkwo")]
    done(planner, runtime, targets, "remove mo rahman's deposit from clinic.db, hes been refunded", "clinic")
    assert [c for (c,) in rows(path, "SELECT client FROM deposits ORDER BY id")] == ["Jade Turner", "Chloe B"]
