"""Rows of a real SQLite file as a bed and breakfast, a village hall, a market stall and two music and maths teachers ask
about them (blind sets 24 and 25): a month counted by the day column the question means, a stay's two days and a
booking's two clock times in their own columns, rows named by a family or a product, and totals of what was paid or
is left."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_bed_and_breakfasts_bookings(database):
    planner, runtime, targets, path = database("bookings", now=THURSDAY, script="""
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, guest_name TEXT, room TEXT, check_in TEXT, check_out TEXT, nights INTEGER,
                               total REAL, paid INTEGER);
        INSERT INTO bookings (guest_name, room, check_in, check_out, nights, total) VALUES
            ('Mr and Mrs Henderson', 'Blue Room', '2026-12-10', '2026-12-12', 2, 190),
            ('Jo Pritchard', 'Garden Room', '2026-11-29', '2026-12-02', 3, 270);
    """)
    december = done(planner, runtime, targets, "how many bookings have we got checking in in december? bookings.db", "bookings")
    assert december["rows"] == [[1]]  # it asked (Jo's stay runs into December but began in November)
    done(planner, runtime, targets, "add a booking to bookings.db - Tom and Priya Shah, garden room, in fri 4 dec out sun 6 dec, "
         "2 nights, £190", "bookings")
    done(planner, runtime, targets, "the Hendersons have cancelled, delete their booking from bookings.db", "bookings")
    assert rows(path, "SELECT guest_name, check_in, check_out, nights, total FROM bookings") == [
        ("Jo Pritchard", "2026-11-29", "2026-12-02", 3, 270.0),
        ("Tom and Priya Shah", "2026-12-04", "2026-12-06", 2, 190.0)]  # "in Friday 4 dec out …" in check_in; it asked


def test_a_village_halls_bookings(database):
    planner, runtime, targets, path = database("hall", now=THURSDAY, script="""
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, hirer TEXT, event TEXT, date TEXT, start_time TEXT, end_time TEXT, fee REAL,
                               paid INTEGER);
        INSERT INTO bookings (hirer, event, date, start_time, end_time, fee, paid) VALUES
            ('Brownies', 'weekly meeting', '2026-12-01', '18:00', '19:30', 25, 0),
            ('Toddler Group', 'playgroup', '2026-12-02', '09:30', '11:30', 20, 1);
    """)
    done(planner, runtime, targets, "add a booking to hall.db - Tom Riley, 60th birthday, sat 19 dec, 7pm till 11pm, £120", "hall")
    assert rows(path, "SELECT hirer, date, start_time, end_time, fee FROM bookings WHERE hirer = 'Tom Riley'") == [
        ("Tom Riley", "2026-12-19", "19:00", "23:00", 120.0)]  # "7pm till 11pm" in start_time and "£120" in end_time
    done(planner, runtime, targets, "mark the brownies as paid in hall.db", "hall")
    assert rows(path, "SELECT hirer, paid FROM bookings ORDER BY id") == [("Brownies", 1), ("Toddler Group", 1), ("Tom Riley", None)]
    counted = done(planner, runtime, targets, "how many bookings have we got in december? its in hall.db, bookings table", "hall")
    assert counted["rows"] == [[3]]  # it asked


def test_a_market_stalls_stock_and_takings(database):
    planner, runtime, targets, path = database("stock", now=THURSDAY, script="""
        CREATE TABLE stock (id INTEGER PRIMARY KEY, product TEXT, qty INTEGER, price REAL);
        CREATE TABLE sales (id INTEGER PRIMARY KEY, date TEXT, total REAL);
        INSERT INTO stock (product, qty, price) VALUES ('Caramelised Onion Chutney', 30, 4.25), ('Wild Garlic Yarg', 4, 6),
            ('Spiced Plum Chutney', 12, 4.25);
        INSERT INTO sales (date, total) VALUES ('2026-10-31', 380), ('2026-11-21', 412.5), ('2026-11-22', 298);
    """)
    done(planner, runtime, targets, "change the price of the caramelised onion chutney to 4.50 in stock.db", "stock")
    left = done(planner, runtime, targets, "how many jars of chutney have i got left? stock.db", "stock")
    assert left["rows"] == [[42]]  # it asked
    taken = done(planner, runtime, targets, "what did i take in total in november? sales table in stock.db", "stock")
    assert taken["rows"] == [[710.5]]  # it asked
    done(planner, runtime, targets, "new line in stock.db - smoked cheddar 200g, 24 in stock, £5.50 each", "stock")
    done(planner, runtime, targets, "get rid of the wild garlic yarg from stock.db, i dont do it any more", "stock")
    assert rows(path, "SELECT product, qty, price FROM stock") == [
        ("Caramelised Onion Chutney", 30, 4.5), ("Spiced Plum Chutney", 12, 4.25), ("smoked cheddar 200g", 24, 5.5)]
    # the price was "4.50 in stock.db"; the rest asked


def test_a_piano_teachers_lessons(database):
    planner, runtime, targets, path = database("lessons", now=THURSDAY, script="""
        CREATE TABLE lessons (id INTEGER PRIMARY KEY, student TEXT, date TEXT, amount REAL, paid INTEGER);
        CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, grade INTEGER, phone TEXT);
        INSERT INTO lessons (student, date, amount, paid) VALUES ('Lily Evans', '2026-11-02', 30, 1), ('Oscar Bell', '2026-11-04', 30, 0),
            ('Lily Evans', '2026-10-26', 30, 1);
        INSERT INTO students (name, grade, phone) VALUES ('Harry Wood', 3, '07700 900111'), ('Lily Evans', 2, '07700 900222');
    """)
    paid = done(planner, runtime, targets, "how much have i been paid for lessons in nov? lessons.db", "lessons")
    assert paid["rows"] == [[30.0]]  # it asked
    done(planner, runtime, targets, "take harry wood out of the students table in lessons.db, he's stopped lessons", "lessons")
    assert rows(path, "SELECT name FROM students") == [("Lily Evans",)]  # it listed the tables
    done(planner, runtime, targets, "log today's lesson in lessons.db - Lily Evans, £30, paid", "lessons")
    assert rows(path, "SELECT student, date, amount, paid FROM lessons WHERE date = '2026-11-26'") == [
        ("Lily Evans", "2026-11-26", 30.0, 1)]  # it asked
