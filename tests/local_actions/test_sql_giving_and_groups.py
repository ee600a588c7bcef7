"""Rows of a real SQLite file as a church treasurer, a childminder, a locksmith, an amateur dramatics director and a
running club ask about them (blind sets 26 and 27): totals narrowed by how money came in and by whose hours they are,
values said by what they are (money from someone, cash, today), a row by its number, a column named with the person's
name, and new members written in lower case."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_church_treasurers_giving(database):
    planner, runtime, targets, path = database("giving", now=THURSDAY, script="""
        CREATE TABLE donations (id INTEGER PRIMARY KEY, date TEXT, donor TEXT, amount REAL, method TEXT, gift_aid INTEGER);
        INSERT INTO donations (date, donor, amount, method) VALUES ('2026-11-01', 'J Harper', 50, 'standing order'),
            ('2026-11-08', 'Open plate', 212.4, 'cash'), ('2026-11-15', 'P Singh', 30, 'Standing Order'),
            ('2026-10-01', 'J Harper', 50, 'standing order');
    """)
    standing = done(planner, runtime, targets, "how much came in by standing order in november? its in giving.db, donations table",
                    "giving")
    assert standing["rows"] == [[80.0]]  # every November gift (292.4) was summed as if by standing order
    done(planner, runtime, targets, "log a donation in giving.db - £250 from the Mothers' Union, cash, today", "giving")
    assert rows(path, "SELECT date, donor, amount, method FROM donations WHERE amount = 250") == [
        ("2026-11-26", "Mothers' Union", 250.0, "cash")]  # the date was "cash" and the donor "today"


def test_a_childminders_hours_and_a_locksmiths_jobs(database):
    planner, runtime, targets, path = database("kids", now=THURSDAY, script="""
        CREATE TABLE children (id INTEGER PRIMARY KEY, name TEXT, dob TEXT, parent_name TEXT, emergency_phone TEXT);
        CREATE TABLE attendance (id INTEGER PRIMARY KEY, child TEXT, date TEXT, hours REAL);
        INSERT INTO children (name, parent_name, emergency_phone) VALUES ('Noah', 'Dan Whitfield', '07700 900100'),
            ('Alfie', 'Jess Turner', '07700 900200');
        INSERT INTO attendance (child, date, hours) VALUES ('Alfie', '2026-11-23', 8), ('Alfie', '2026-11-25', 6.5),
            ('Noah', '2026-11-24', 8), ('Alfie', '2026-11-16', 8);
    """)
    hours = done(planner, runtime, targets, "how many hours has alfie done this wk? kids.db, attendance table", "kids")
    assert hours["rows"] == [[14.5]]  # every child's hours of every week (30.5)
    done(planner, runtime, targets, "in kids.db change noah's emergency_phone to 07700 900781", "kids")
    assert rows(path, "SELECT name, emergency_phone FROM children") == [("Noah", "07700 900781"), ("Alfie", "07700 900200")]

    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, date TEXT, customer TEXT, address TEXT, work TEXT, price REAL, paid INTEGER);
        INSERT INTO jobs VALUES (211, '2026-11-20', 'Ken Lowther', '3 Hill St', 'lockout', 95, 0),
                                (212, '2026-11-20', 'Ken Lowther', '3 Hill St', 'lockout', 95, 0),
                                (213, '2026-10-30', 'Mrs Dawson', '41 Elm Grove', 'upvc door', 140, 1);
    """)
    november = done(planner, runtime, targets, "how many jobs have i done in november? jobs.db", "jobs")
    assert november["rows"] == [[2]]  # it asked
    done(planner, runtime, targets, "delete job 212 from the jobs table in jobs.db, its a duplicate", "jobs")
    assert [r[0] for r in rows(path, "SELECT id FROM jobs")] == [211, 213]  # it asked


def test_a_casts_roles_and_a_running_clubs_members(database):
    planner, runtime, targets, path = database("cast", now=THURSDAY, script="""
        CREATE TABLE roles (id INTEGER PRIMARY KEY, name TEXT, character TEXT, show TEXT);
        CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, email TEXT, joined TEXT);
        INSERT INTO roles (name, character, show) VALUES ('Ben Croft', NULL, 'Aladdin'), ('Sue Marsh', 'Genie', 'Aladdin');
        INSERT INTO members (name, email, joined) VALUES ('Gary Nolan', 'gary@x.com', '2024-01-10');
    """)
    done(planner, runtime, targets, "in cast.db put ben croft down as widow twankey - roles table, character column", "cast")
    assert rows(path, "SELECT name, character FROM roles") == [("Ben Croft", "widow twankey"), ("Sue Marsh", "Genie")]  # it listed
    done(planner, runtime, targets, "add lucy hart to cast.db - members table, lucy.hart@gmail.com, joined today", "cast")
    done(planner, runtime, targets, "take gary nolan out of the members table in cast.db, he's moved to leeds", "cast")
    assert rows(path, "SELECT name, email, joined FROM members") == [("Lucy Hart", "lucy.hart@gmail.com", "2026-11-26")]  # it asked
