"""Rows of real SQLite files as a cricket club's secretary, a model railway club, a cattery, an organist and a head of
year ask about them (blind sets 39–40), with no table or column named: "mark the 13th as cancelled", "take oliver grant
out of pupils.db", "which locos havent been serviced since before june", "when did we last sing …"."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_cricket_clubs_fixtures_and_members(database):
    planner, runtime, targets, path = database("fixtures", now=THURSDAY, script="""
        CREATE TABLE fixtures (id INTEGER PRIMARY KEY, match_date TEXT, team TEXT, opponent TEXT, status TEXT);
        INSERT INTO fixtures (match_date, team, opponent, status) VALUES ('2026-12-06', 'Indoor VI', 'Oakley Park CC', 'Confirmed'),
            ('2026-12-13', 'Indoor VI', 'Harwood CC', 'Confirmed');
    """)
    done(planner, runtime, targets, "mark the 13th as cancelled in ~/Cricket/fixtures.db, harwood cant raise a side", "fixtures")
    assert rows(path, "SELECT match_date, status FROM fixtures") == [("2026-12-06", "Confirmed"), ("2026-12-13", "cancelled")]
    planner, runtime, targets, path = database("members", now=THURSDAY, script="""
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, subs_due REAL, subs_paid INTEGER,
                              date_paid TEXT);
        INSERT INTO members VALUES (1, 'Dave', 'Hollis', 120, 1, '2026-04-10'), (2, 'Raj', 'Patel', 120, 0, NULL);
    """)
    unpaid = done(planner, runtime, targets, "who hasnt paid their subs yet? ~/Cricket/members.db", "members")
    assert [r[1] for r in unpaid["rows"]] == ["Raj"]  # it asked (subs_paid or date_paid?)


def test_a_railway_clubs_locos_and_sales(database):
    planner, runtime, targets, path = database("club", now=THURSDAY, script="""
        CREATE TABLE locos (loco_no TEXT PRIMARY KEY, name TEXT, owner TEXT, last_serviced TEXT);
        CREATE TABLE for_sale (item_id INTEGER PRIMARY KEY, item TEXT, price REAL);
        INSERT INTO locos VALUES ('60103', 'Flying Scotsman', 'Alan Fry', '2026-03-14'), ('D1062', 'Western Courier', 'Len', '2026-09-02');
        INSERT INTO for_sale (item, price) VALUES ('Flying Scotsman A3 60103', 85), ('Class 08 shunter', 60);
    """)
    overdue = done(planner, runtime, targets, "which locos havent been serviced since before june? its in ~/railway/club.db", "club")
    assert [r[1] for r in overdue["rows"]] == ["Flying Scotsman"]
    done(planner, runtime, targets, "take the flying scotsman off the for sale list in ~/railway/club.db, len's bought it", "club")
    assert rows(path, "SELECT item FROM for_sale") == [("Class 08 shunter",)]


def test_a_cattery_and_an_organists_rows(database):
    planner, runtime, targets, path = database("bookings", now=THURSDAY, script="""
        CREATE TABLE pens (pen_no INTEGER PRIMARY KEY, size TEXT);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, owner TEXT, cat_name TEXT, arrive TEXT, depart TEXT, paid TEXT DEFAULT 'no');
        INSERT INTO bookings (owner, cat_name, arrive, depart) VALUES ('Mrs Sarah Hale', 'Tigger', '2026-11-23', '2026-11-29'),
            ('Mr Ollie Wood', 'Ollie', '2026-11-25', '2026-11-28');
    """)
    done(planner, runtime, targets, "mark mrs hale's booking as paid in bookings.db", "bookings")
    assert rows(path, "SELECT owner, paid FROM bookings") == [("Mrs Sarah Hale", "yes"), ("Mr Ollie Wood", "no")]  # it asked
    planner, runtime, targets, path = database("pupils", now=THURSDAY, script="""
        CREATE TABLE pupils (id INTEGER PRIMARY KEY, name TEXT, grade TEXT);
        CREATE TABLE payments (id INTEGER PRIMARY KEY, pupil_id INTEGER, month TEXT, amount REAL);
        CREATE TABLE hymns_sung (id INTEGER PRIMARY KEY, service_date TEXT, hymn_title TEXT);
        INSERT INTO pupils (name, grade) VALUES ('Hannah Nolan', 'Grade 4'), ('Oliver Grant', 'Grade 5');
        INSERT INTO hymns_sung (service_date, hymn_title) VALUES ('2025-11-30', 'Lo, he comes with clouds descending'),
            ('2026-11-22', 'Crown him with many crowns');
    """)
    done(planner, runtime, targets, "take oliver grant out of pupils.db, hes stopped lessons", "pupils")
    assert rows(path, "SELECT name FROM pupils") == [("Hannah Nolan",)]
    sung = done(planner, runtime, targets, "when did we last sing lo he comes with clouds descending? pupils.db", "pupils")
    assert sung["rows"] == [["2025-11-30"]]  # "Lo, he comes": the comma is no difference
