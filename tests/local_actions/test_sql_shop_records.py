"""Rows of a real SQLite file as a dog groomer, a bike shop and a wedding planner ask about them (blind sets 21 and 22):
a count over the week the day is kept in, a new number for a row named by its owner's dog, a table and column said
outright, an update with a number said after it, a booking removed by whose it is, and new rows listed after a colon."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY

GROOMING = """
    CREATE TABLE dogs (id INTEGER PRIMARY KEY, name TEXT, breed TEXT, owner TEXT, owner_phone TEXT);
    CREATE TABLE bookings (id INTEGER PRIMARY KEY, dog_id INTEGER, date TEXT, service TEXT, price REAL);
    INSERT INTO dogs (name, breed, owner, owner_phone) VALUES ('Bella', 'cockapoo', 'Sarah Mitchell', '07700 900001'),
                                                              ('Duke', 'boxer', 'Graham Pike', '07700 900655');
    INSERT INTO bookings (dog_id, date, service, price) VALUES (1, '2026-11-27', 'full groom', 45), (2, '2026-11-30', 'bath', 20),
        (1, '2026-12-03', 'nail clip', 10), (2, '2026-12-07', 'full groom', 55);
"""


def test_a_dog_groomers_week_counted_and_an_owners_new_number(database):
    planner, runtime, targets, path = database("grooming", GROOMING, now=THURSDAY)
    counted = done(planner, runtime, targets, "how many dogs have i got booked in next week? grooming.db", "grooming")
    assert counted["rows"] == [[2]]  # Mon 30 Nov to Sun 6 Dec, from the bookings table (it asked)
    done(planner, runtime, targets, "bellas owner has a new number 07700 900127, update it in grooming.db", "grooming")
    assert rows(path, "SELECT name, owner_phone FROM dogs") == [("Bella", "07700 900127"), ("Duke", "07700 900655")]  # it asked


def test_a_bike_shops_jobs_and_bookings(database):
    planner, runtime, targets, path = database("workshop", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, bike TEXT, status TEXT, labour_hours REAL);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, customer_name TEXT, bike TEXT, service TEXT, price REAL, drop_off TEXT);
        INSERT INTO jobs VALUES (1186, 'Dan Wright', 'Specialized Rockhopper', 'ready for collection', 2),
                                (1187, 'Amy Cole', 'Brompton C Line', 'in progress', NULL);
        INSERT INTO bookings (customer_name, bike, service, price, drop_off) VALUES ('Gary Pearce', 'Cube Attain', 'basic service', 45,
                                                                                    '2026-11-28');
    """)
    ready = done(planner, runtime, targets, "which bikes in workshop.db are ready for collection? jobs table, status col", "workshop")
    assert [r[1] for r in ready["rows"]] == ["Dan Wright"]  # it asked
    done(planner, runtime, targets, "mark job 1187 as complete in workshop.db, labour was 1.5 hrs", "workshop")
    assert rows(path, "SELECT status, labour_hours FROM jobs WHERE id = 1187") == [("complete", 1.5)]  # the labour was lost
    done(planner, runtime, targets, "delete the booking for Gary Pearce in workshop.db he cancelled, bookings table", "workshop")
    done(planner, runtime, targets, "new service booking: Helen Marsh, Trek Domane, full service £85, drop off tue 1 dec. put it in "
         "workshop.db bookings", "workshop")
    assert rows(path, "SELECT customer_name, bike, service, price, drop_off FROM bookings") == [
        ("Helen Marsh", "Trek Domane", "full service", 85.0, "2026-12-01")]  # Gary's gone; the new one was asked about


def test_a_wedding_planners_supplier_and_the_years_bookings(database):
    planner, runtime, targets, path = database("weddings", now=THURSDAY, script="""
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, couple TEXT, wedding_date TEXT, venue TEXT);
        CREATE TABLE suppliers (id INTEGER PRIMARY KEY, name TEXT, category TEXT, contact_name TEXT, phone TEXT, rate REAL);
        INSERT INTO bookings (couple, wedding_date, venue) VALUES ('Harris & Robinson', '2026-12-12', 'Hedsor House'),
            ('Lee', '2027-05-22', 'Cliveden'), ('Okafor', '2027-08-14', 'Stoke Park');
    """)
    counted = done(planner, runtime, targets, "in weddings.db how many bookings have we got for 2027 so far? table is bookings, col "
                   "wedding_date", "weddings")
    assert counted["rows"] == [[2]]  # it asked
    done(planner, runtime, targets, "add Cotswold Candle Co to suppliers in weddings.db, category decor, contact Jess 01452 555019, "
         "£180 per event", "weddings")
    assert rows(path, "SELECT name, category, contact_name, phone, rate FROM suppliers") == [
        ("Cotswold Candle Co", "decor", "Jess", "01452 555019", 180.0)]


def test_a_window_cleaners_round(database):
    planner, runtime, targets, path = database("rounds", now=THURSDAY, script="""
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, address TEXT, price REAL, round_day TEXT);
        CREATE TABLE payments (id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL, paid INTEGER);
        INSERT INTO customers (name, address, price, round_day) VALUES ('Mr Dawson', '8 Park Rd', 16, 'Friday'),
            ('The Hendersons', '3 Mill Lane', 12, 'Monday'), ('Mrs Henderson', '40 Mill Lane', 12, 'Friday');
        INSERT INTO payments (customer_id, amount, paid) VALUES (1, 16, 1), (2, 12, 0), (3, 12, 0);
    """)
    friday = done(planner, runtime, targets, "whos on the friday round? rounds.db, customers table, theres a round_day col", "rounds")
    assert [r[1] for r in friday["rows"]] == ["Mr Dawson", "Mrs Henderson"]  # it listed the tables
    owed = done(planner, runtime, targets, "how much am i still owed in total? rounds.db payments table, paid=0 for the unpaid ones",
                "rounds")
    assert owed["rows"] == [[24.0]]  # it asked
    done(planner, runtime, targets, "put mr dawson up to £22 in rounds.db, he's had a conservatory put on", "rounds")  # a new row
    done(planner, runtime, targets, "take the hendersons at 3 mill lane out of rounds.db customers, theyve moved away", "rounds")
    assert rows(path, "SELECT name, price FROM customers") == [("Mr Dawson", 22.0), ("Mrs Henderson", 12.0)]  # not her at no. 40


def test_an_allotment_secretarys_rents(database):
    planner, runtime, targets, path = database("plots", now=THURSDAY, script="""
        CREATE TABLE rents (id INTEGER PRIMARY KEY, plot TEXT, year INTEGER, amount REAL, paid INTEGER, method TEXT, paid_date TEXT);
        CREATE TABLE tenants (id INTEGER PRIMARY KEY, name TEXT, plot TEXT, email TEXT, start_date TEXT);
        INSERT INTO rents (plot, year, amount, paid, method, paid_date) VALUES ('9', 2025, 40, 1, 'card', '2025-03-02'),
            ('9', 2026, NULL, 0, NULL, NULL), ('14', 2026, NULL, NULL, NULL, NULL), ('3', 2026, 38, 1, 'cash', '2026-02-10');
    """)
    unpaid = done(planner, runtime, targets, "how many plots havent paid rent yet this year? its plots.db, rents table, paid col is 0/1",
                  "plots")
    assert unpaid["rows"] == [[2]]  # it asked
    done(planner, runtime, targets, "plot 9 paid up today, £42 cash, can u mark it in plots.db rents", "plots")
    assert rows(path, "SELECT year, amount, paid, method, paid_date FROM rents WHERE plot = '9'") == [
        (2025, 40.0, 1, "card", "2025-03-02"), (2026, 42.0, 1, "cash", "2026-11-26")]  # last year's left as it was
    done(planner, runtime, targets, "add Rajesh Kumar to the tenants table in plots.db - plot 22b, rajk@outlook.com, start date today",
         "plots")
    assert rows(path, "SELECT name, plot, email, start_date FROM tenants") == [("Rajesh Kumar", "22b", "rajk@outlook.com", "2026-11-26")]
