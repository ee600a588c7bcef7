"""People in a user's own SQLite file, named the way a WI secretary, a head of year or a dog groomer says them (blind
sets 40–42): a first_name/surname table is changed, read and added to like a name column, a title ("mrs hale") is the
surname, "sarah hale" is the row "Mrs Sarah Hale", and totals come per month or per person when asked so."""

from __future__ import annotations

from core.local_actions import action_for_call
from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY

MEMBERS = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, form TEXT, phone TEXT, address TEXT, paid TEXT);
    INSERT INTO members (first_name, surname, form, phone, address, paid) VALUES
        ('Mason', 'Clarke', '9K', '07700 900111', '1 High St', 'no'), ('Oliver', 'Grant', '9T', '07700 900222', '2 High St', 'no'),
        ('Sarah', 'Hale', '9R', '07700 900333', '3 High St', 'no'), ('Joan', 'Pritchard', '9R', '07700 900444', '4 High St', 'no'),
        ('Tom', 'Clarke', '9K', '07700 900555', '5 High St', 'no');
"""


def test_a_first_name_and_surname_table_changed_by_the_names_said(database):
    planner, runtime, targets, path = database("club", now=THURSDAY, script=MEMBERS)
    done(planner, runtime, targets, "mason clarke's moved form, change him to 9R in club.db", "club")  # it asked
    done(planner, runtime, targets, "mark mrs hale as paid in club.db", "club")
    done(planner, runtime, targets, "set paid to yes for oliver grant in club.db", "club")
    done(planner, runtime, targets, "mrs joan pritchard has moved to 14 church lane, change her address in club.db", "club")
    done(planner, runtime, targets, "update Tom Clarke's phone to 07700 900781 in the members table, club.db", "club")  # address = 'Tom Clarke'
    assert rows(path, "SELECT first_name, form, phone, address, paid FROM members ORDER BY id") == [
        ("Mason", "9R", "07700 900111", "1 High St", "no"), ("Oliver", "9T", "07700 900222", "2 High St", "yes"),
        ("Sarah", "9R", "07700 900333", "3 High St", "yes"), ("Joan", "9R", "07700 900444", "14 Church Lane", "no"),
        ("Tom", "9K", "07700 900781", "5 High St", "no")]
    found = done(planner, runtime, targets, "whats mason clarke's phone number? club.db", "club")  # the Google contacts
    assert found["rows"] == [["Mason", "Clarke", "07700 900111"]]
    done(planner, runtime, targets, "take oliver grant out of club.db, hes stopped coming", "club")
    assert [r[0] for r in rows(path, "SELECT first_name FROM members ORDER BY id")] == ["Mason", "Sarah", "Joan", "Tom"]


def test_a_new_person_split_into_first_name_and_surname(database):
    planner, runtime, targets, path = database("orchestra", now=THURSDAY, script="""
        CREATE TABLE players (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, year_group INTEGER, instrument TEXT, grade INTEGER,
                              photo_consent TEXT);
        CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, form TEXT, phone TEXT, address TEXT);
    """)
    done(planner, runtime, targets, "add a new player to orchestra.db: Amara Osei, yr 8, cello, grade 3, photo consent yes", "orchestra")
    assert rows(path, "SELECT first_name, surname, year_group, instrument, grade, photo_consent FROM players") == [
        ("Amara", "Osei", 8, "cello", 3, "yes")]  # first_name 'Amara Osei', surname 'yr 8'
    done(planner, runtime, targets, "add mia jones to the members table in orchestra.db, form 9T, phone 07700 900666", "orchestra")
    assert rows(path, "SELECT name, form, phone, address FROM members") == [("Mia Jones", "9T", "07700 900666", None)]  # address 'phone'


def test_a_name_said_without_its_title_finds_the_row(database):
    planner, runtime, targets, path = database("cattery", now=THURSDAY, script="""
        CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
        INSERT INTO owners (name, phone) VALUES ('Mrs Sarah Hale', '07700 900311'), ('Sarah Hales', '07700 900312');
    """)
    done(planner, runtime, targets, "delete sarah hale from cattery.db", "cattery")
    assert rows(path, "SELECT name FROM owners") == [("Sarah Hales",)]  # nothing (= 'sarah hale'), or both (LIKE)


def test_totals_per_month_and_per_person(database):
    planner, runtime, targets, path = database("clients", now=THURSDAY, script="""
        CREATE TABLE clients (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT);
        CREATE TABLE appointments (id INTEGER PRIMARY KEY, client_id INTEGER, appt_date TEXT, price REAL, paid TEXT);
        INSERT INTO clients VALUES (1, 'Tom', 'Whitfield'), (2, 'Helen', 'Hughes'), (3, 'Dev', 'Kaur');
        INSERT INTO appointments (client_id, appt_date, price, paid) VALUES (1, '2026-10-06', 35, 'yes'), (1, '2026-11-03', 35, 'no'),
            (2, '2026-11-10', 35, 'no'), (3, '2026-11-19', 50, 'no'), (3, '2026-09-19', 40, 'yes');
    """)
    owed = done(planner, runtime, targets, "who still owes me money? need names and how much, from the clients database", "clients")
    assert owed["rows"][0] == ["Dev Kaur", 50.0] and sorted(map(tuple, owed["rows"][1:])) == [
        ("Helen Hughes", 35.0), ("Tom Whitfield", 35.0)]  # every price, paid or not: one sum of 195
    monthly = done(planner, runtime, targets, "how much have i made each month this yr? clients db", "clients")
    assert monthly["rows"] == [["2026-09", 40.0], ["2026-10", 35.0], ["2026-11", 120.0]]  # one total for the year


def test_a_row_listed_with_its_day_and_a_receipt(database):
    planner, runtime, targets, path = database("expenses", now=THURSDAY, script="""
        CREATE TABLE expenses (id INTEGER PRIMARY KEY, date TEXT, supplier TEXT, what TEXT, cost REAL, vat_receipt TEXT);
    """)
    done(planner, runtime, targets, "add to ~/Books/expenses.db - toolstation today, cable and back boxes £62.40, got the vat receipt",
         "expenses")
    assert rows(path, "SELECT date, supplier, what, cost, vat_receipt FROM expenses") == [
        ("2026-11-26", "toolstation", "cable and back boxes", 62.4, "yes")]  # date 'toolstation today', what 'got the vat receipt'


def test_a_walking_group_and_an_electricians_books_named_in_words(database):
    planner, runtime, targets, path = database("walkers", now=THURSDAY, script="""
        CREATE TABLE members (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, joined TEXT);
        INSERT INTO members (first_name, surname, joined) VALUES ('Doreen', 'Platt', '1987-02-11'), ('Pat', 'Lowe', '2019-01-16');
        CREATE TABLE walks (id INTEGER PRIMARY KEY, walk_date TEXT, route TEXT, leader TEXT, turnout INTEGER);
        INSERT INTO walks (walk_date, route, leader, turnout) VALUES ('2026-10-07', 'Ilkley Moor', 'Pat', 14),
            ('2026-10-14', 'Bolton Abbey', 'Ken', 11), ('2026-10-21', 'Otley Chevin', 'Pat', 9);
    """)
    done(planner, runtime, targets, "please take doreen platt off the walkers database, she's moved to her daughter's in devon", "walkers")
    assert rows(path, "SELECT first_name FROM members") == [("Pat",)]  # it asked
    asked = planner.plan("which walks did pat lead in october & how many turned up? (walkers db)")
    (schema,) = planner.lookup(asked).calls
    tables = runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result
    assert planner.resolve(asked, tables).kind == "clarify"  # "3": every walk in October
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, amount REAL, paid INTEGER);
        INSERT INTO jobs (first_name, surname, amount, paid) VALUES ('Derek', 'Wild', 410, 0), ('Tom', 'Brierley', 160, 0),
            ('Derek', 'Wild', 90, 1);
    """)
    owed = done(planner, runtime, targets, "who still owes us?? need names + amounts, jobs db in ~/Books", "jobs")
    assert owed["rows"] == [["Derek Wild", 410.0], ["Tom Brierley", 160.0]]  # it asked
