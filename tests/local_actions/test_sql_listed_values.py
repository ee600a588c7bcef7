"""Rows of real SQLite files as a science technician, a foster carer, a hospice driver, a quiz host, a kitchen fitter, a
beauty therapist and a cattery owner ask about them (blind sets 36–40): values listed one after another go in the
columns that can hold them, a note keeps its commas, a total keeps its "since sept", a row is named by its number
("question 212", "invoice 1043")."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_requisition_and_a_diary_entry_in_their_columns(database):
    planner, runtime, targets, path = database("requisitions", now=THURSDAY, script="""
        CREATE TABLE requisitions (id INTEGER PRIMARY KEY, teacher TEXT, class TEXT, date TEXT, period INTEGER, practical TEXT,
                                   room TEXT);
    """)
    done(planner, runtime, targets, "new req in ~/prep/requisitions.db: Ms Begum, 9X2, fri 4th dec period 3, flame tests, lab S2",
         "requisitions")
    assert rows(path, "SELECT teacher, class, date, period, practical, room FROM requisitions") == [
        ("Ms Begum", "9X2", "2026-12-04", 3, "flame tests", "lab S2")]  # date 'flame tests', period 4
    planner, runtime, targets, path = database("daily_log", now=THURSDAY, script="""
        CREATE TABLE entries (id INTEGER PRIMARY KEY, date TEXT, child TEXT, note TEXT);
    """)
    done(planner, runtime, targets, "log it in daily_log.db entries table - date today, child Mia, note: woke at 2am with "
                                    "nightmare, settled with warm milk and story", "daily_log")
    assert rows(path, "SELECT date, child, note FROM entries") == [
        ("2026-11-26", "Mia", "woke at 2am with nightmare, settled with warm milk and story")]  # to the first comma


def test_a_trip_split_into_who_and_where(database):
    planner, runtime, targets, path = database("mileage", now=THURSDAY, script="""
        CREATE TABLE trips (id INTEGER PRIMARY KEY, trip_date TEXT, passenger TEXT, destination TEXT, miles REAL);
    """)
    done(planner, runtime, targets, "log today's trip in ~/hospice/mileage.db - mrs khan to queen elizabeth hospital woolwich, "
                                    "18.4 miles", "mileage")
    assert rows(path, "SELECT trip_date, passenger, destination, miles FROM trips") == [
        ("2026-11-26", "mrs khan", "queen elizabeth hospital woolwich", 18.4)]


def test_totals_and_lists_asked_plainly(database):
    planner, runtime, targets, path = database("fostering", now=THURSDAY, script="""
        CREATE TABLE expenses (id INTEGER PRIMARY KEY, date TEXT, category TEXT, item TEXT, amount REAL);
        INSERT INTO expenses (date, category, item, amount) VALUES ('2026-09-03', 'uniform', 'blazer', 35),
            ('2026-08-20', 'uniform', 'shoes', 40), ('2026-10-01', 'uniform', 'pe kit', 18.5), ('2026-10-02', 'food', 'x', 5);
        CREATE TABLE scores (id INTEGER PRIMARY KEY, team TEXT, week TEXT, points INTEGER);
        CREATE TABLE results (id INTEGER PRIMARY KEY, date TEXT, team TEXT, points INTEGER);
        INSERT INTO scores (team, week, points) VALUES ('Quizteama Aguilera', 'w1', 40), ('Les Quizerables', 'w1', 44),
            ('Quizteama Aguilera', 'w2', 45), ('Les Quizerables', 'w2', 30);
        CREATE TABLE chemicals (id INTEGER PRIMARY KEY, name TEXT, expiry_date TEXT);
        INSERT INTO chemicals (name, expiry_date) VALUES ('hydrochloric acid 2M', '2026-09-01'), ('copper sulfate', '2027-05-01');
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, started TEXT, completed_on TEXT);
        INSERT INTO jobs (customer, started, completed_on) VALUES ('Patel', '2026-10-01', '2026-10-09'),
            ('Smith', '2026-10-12', '2026-10-20'), ('Jones', '2026-09-20', '2026-09-30'), ('Henderson', '2026-11-20', NULL);
    """)
    spent = done(planner, runtime, targets, "how much have i spent on school uniform since sept? its in fostering.db, expenses table, "
                                            "category column says uniform", "fostering")
    assert spent["rows"] == [[53.5]]  # every uniform item, or August's shoes too
    league = done(planner, runtime, targets, "whos top of the league? fostering.db, scores table - add up points per team", "fostering")
    assert league["rows"] == [["Quizteama Aguilera", 85], ["Les Quizerables", 74]]  # it asked
    stale = done(planner, runtime, targets, "which chemicals are out of date? fostering.db", "fostering")
    assert [r[1] for r in stale["rows"]] == ["hydrochloric acid 2M"]
    finished = done(planner, runtime, targets, "how many jobs did i finish in october? fostering.db", "fostering")
    assert finished["rows"] == [[2]]


def test_a_row_named_by_its_number(database):
    planner, runtime, targets, path = database("quiz", now=THURSDAY, script="""
        CREATE TABLE questions (id INTEGER PRIMARY KEY, round TEXT, question TEXT, answer TEXT);
        INSERT INTO questions VALUES (211, 'general', 'capital of australia', 'canberra'),
            (212, 'general', 'capital of australia', 'canberra');
        CREATE TABLE invoices (invoice_no INTEGER PRIMARY KEY, customer TEXT, amount REAL, status TEXT);
        INSERT INTO invoices VALUES (1043, 'Patel', 2400, 'sent'), (1044, 'Smith', 900, 'sent');
    """)
    done(planner, runtime, targets, "question 212 is a duplicate, delete it from the questions table in ~/quiz/quiz.db", "quiz")
    assert rows(path, "SELECT id FROM questions") == [(211,)]  # a question called '212 is a duplicate'
    done(planner, runtime, targets, "invoice 1043 has been paid, set status to paid in ~/quiz/quiz.db invoices table", "quiz")
    assert rows(path, "SELECT invoice_no, status FROM invoices") == [(1043, "paid"), (1044, "sent")]


def test_a_client_and_a_booking_said_in_one_line(database):
    planner, runtime, targets, path = database("clients", now=THURSDAY, script="""
        CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, email TEXT, address TEXT, allergies TEXT, notes TEXT);
    """)
    done(planner, runtime, targets, "add megan doyle to clients.db pls - 07700 900456, 3 willow close, allergic to latex. db is "
                                    "in ~/Documents/Beauty", "clients")
    assert rows(path, "SELECT phone, email, address, allergies FROM clients") == [
        ("07700 900456", None, "3 willow close", "latex")]  # the address in email, "allergic to latex. db is in …" in address
    planner, runtime, targets, path = database("bookings", now=THURSDAY, script="""
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, owner TEXT, phone TEXT, cat_name TEXT, pen_no INTEGER, arrive TEXT,
                               depart TEXT, price REAL, paid TEXT);
    """)
    done(planner, runtime, targets, "add a booking pls - Mr Daniel Reeve 07700 900765, cat Luna, pen 4, 18th dec to 2nd jan, "
                                    "£196, not paid yet. bookings.db in ~/cattery", "bookings")
    assert rows(path, "SELECT owner, phone, cat_name, pen_no, arrive, depart, price, paid FROM bookings") == [
        ("Mr Daniel Reeve", "07700 900765", "Luna", 4, "2026-12-18", "2027-01-02", 196.0, "no")]  # departing before arriving
