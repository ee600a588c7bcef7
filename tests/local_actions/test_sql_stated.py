"""Rows of real SQLite files named by the schema's own words, as a plasterer, a teaching assistant, a rotary secretary,
a barber, a garden volunteer, a home buyer, a surgery receptionist, a craft fair organiser and a museum guide type them
(blind sets 33–35): "appointments table, status 'DNA', appt_date col", "paid to 1 where business is …", "change
clinician on id 4471 to …", "costs table - total amount where paid = 0". Only the rows said change or are counted."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_surgerys_appointments(database):
    planner, runtime, targets, path = database("appts", now=THURSDAY, script="""
        CREATE TABLE appointments (id INTEGER PRIMARY KEY, patient TEXT, clinician TEXT, appt_date TEXT, status TEXT);
        INSERT INTO appointments VALUES (4471, 'A', 'Dr Patel', '2026-11-24', 'booked'), (2, 'B', 'Dr Patel', '2026-11-23', 'DNA'),
            (3, 'C', 'Dr Patel', '2026-11-20', 'DNA'), (4, 'D', 'Dr Patel', '2026-09-03', 'cancelled'),
            (5, 'E', 'Dr Patel', '2026-10-05', 'cancelled'), (6, 'F', 'Dr Patel', '2026-11-25', 'DNA');
    """)
    dna = done(planner, runtime, targets, "how many DNAs so far this week? ~/surgery/appts.db, appointments table, status 'DNA', "
               "appt_date col", "appts")
    assert dna["rows"] == [[2]]  # every appointment this week (3), or it asked
    done(planner, runtime, targets, "~/surgery/appts.db appointments table - change clinician on id 4471 to Nurse Okafor", "appts")
    assert rows(path, "SELECT id, clinician FROM appointments WHERE clinician != 'Dr Patel'") == [(4471, "Nurse Okafor")]
    done(planner, runtime, targets, "clear out the cancelled appts from ~/surgery/appts.db, appointments table, status cancelled "
         "and appt_date before 1st oct", "appts")
    assert rows(path, "SELECT id FROM appointments WHERE status = 'cancelled'") == [(5,)]  # the October one stays


def test_a_craft_fairs_stalls(database):
    planner, runtime, targets, path = database("stalls", now=THURSDAY, script="""
        CREATE TABLE stallholders (id INTEGER PRIMARY KEY, name TEXT, business TEXT, email TEXT, pitch INTEGER, paid INTEGER);
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, business TEXT, fair_date TEXT, pitch INTEGER, paid INTEGER);
        INSERT INTO bookings (business, fair_date, pitch, paid) VALUES ('Tom Crane Woodturning', '2026-12-12', 3, 0),
            ('Beads by Bea', '2026-12-12', 14, 1), ('Little Loom', '2026-12-12', 22, 0), ('Old Stall', '2026-11-14', 1, 0);
    """)
    done(planner, runtime, targets, "add to ~/fairs/stalls.db stallholders table: name Priya Shah, business Little Loom Weaving, "
         "email priya@littleloom.co.uk, pitch 22, paid 0", "stalls")
    assert rows(path, "SELECT name, business, pitch, paid FROM stallholders") == [("Priya Shah", "Little Loom Weaving", 22, 0)]
    unpaid = done(planner, runtime, targets, "who hasnt paid for the 12th yet? stalls.db in ~/fairs, bookings table, paid=0, "
                  "fair_date", "stalls")
    assert [r[1] for r in unpaid["rows"]] == ["Tom Crane Woodturning", "Little Loom"]  # not November's stall
    done(planner, runtime, targets, "mark Tom Crane Woodturning as paid in ~/fairs/stalls.db - bookings table, paid to 1 where "
         "business is Tom Crane Woodturning", "stalls")
    assert rows(path, "SELECT business FROM bookings WHERE paid = 0") == [("Little Loom",), ("Old Stall",)]


def test_a_plasterers_jobs_and_a_rotary_clubs_members(database):
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, price REAL, start_date TEXT);
        CREATE TABLE invoices (invoice_no TEXT PRIMARY KEY, amount REAL, date_issued TEXT, status TEXT);
        INSERT INTO invoices VALUES ('0139', 300, '2026-11-03', 'unpaid'), ('0140', 200, '2026-11-20', 'unpaid'),
            ('0120', 99, '2026-10-20', 'paid');
    """)
    november = done(planner, runtime, targets, "~/work/jobs.db how much have i invoiced in nov?? invoices table, amount col and "
                    "date_issued", "jobs")
    assert november["rows"] == [[500.0]]  # it asked: "date_issued" was no day column
    done(planner, runtime, targets, "jobs.db invoices table - set status to paid where invoice_no is 0139", "jobs")
    assert rows(path, "SELECT invoice_no FROM invoices WHERE status = 'paid' ORDER BY invoice_no") == [("0120",), ("0139",)]

    planner, runtime, targets, path = database("members", now=THURSDAY, script="""
        CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, email TEXT, subs_paid INTEGER);
        CREATE TABLE meetings (id INTEGER PRIMARY KEY, date TEXT);
        INSERT INTO members (name, email, subs_paid) VALUES ('Brian Cole', 'b@x.com', 1), ('Harold Pike', 'h@x.com', 0),
            ('Ann Lee', 'a@x.com', 0);
    """)
    names = done(planner, runtime, targets, "~/rotary/members.db who hasnt paid subs yet - members table, subs_paid = 0, just names",
                 "members")
    assert names == {"columns": ["name"], "rows": [["Harold Pike"], ["Ann Lee"]]}
    done(planner, runtime, targets, "members.db members table change Brian Cole's email to brian.cole52@gmail.com (name column)",
         "members")
    assert rows(path, "SELECT email FROM members WHERE name = 'Brian Cole'") == [("brian.cole52@gmail.com",)]  # "… (name column)"

    planner, runtime, targets, path = database("materials", now=THURSDAY, script="""
        CREATE TABLE stock (id INTEGER PRIMARY KEY, item TEXT, supplier TEXT, qty INTEGER);
        INSERT INTO stock (item, supplier, qty) VALUES ('Thistle Multi-Finish 25kg', 'Travis Perkins', 4),
            ('Thistle Multi-Finish 25kg', 'Jewson', 2);
    """)
    done(planner, runtime, targets, "materials.db stock table delete the row where item is Thistle Multi-Finish 25kg and "
         "supplier Travis Perkins, took them back", "materials")
    assert rows(path, "SELECT supplier FROM stock") == [("Jewson",)]  # both rows went


def test_a_barbers_bookings_and_a_buyers_budget(database):
    planner, runtime, targets, path = database("bookings", now=THURSDAY, script="""
        CREATE TABLE appointments (id INTEGER PRIMARY KEY, client TEXT, date TEXT, time TEXT, status TEXT);
        INSERT INTO appointments (client, date, time, status) VALUES ('Kyle Reid', '2026-11-27', '11:00', 'booked'),
            ('Kyle Reid', '2026-12-04', '11:00', 'booked'), ('A', '2026-11-28', '09:00', 'booked'),
            ('B', '2026-11-28', '10:00', 'cancelled'), ('C', '2026-11-28', '11:00', 'booked');
    """)
    saturday = done(planner, runtime, targets, "how many booked in for this sat? ~/shop/bookings.db appointments table", "bookings")
    assert saturday["rows"] == [[2]]  # it asked; the cancelled one is no booking
    done(planner, runtime, targets, "~/shop/bookings.db appointments - move Kyle Reid on fri from 11:00 to 11:30", "bookings")
    assert rows(path, "SELECT date, time FROM appointments WHERE client = 'Kyle Reid'") == [
        ("2026-11-27", "11:30"), ("2026-12-04", "11:00")]  # the file was moved
    done(planner, runtime, targets, "clear out the cancelled ones from appointments in ~/shop/bookings.db (status = cancelled)",
         "bookings")
    assert rows(path, "SELECT count(*) FROM appointments") == [(4,)]

    planner, runtime, targets, path = database("budget", now=THURSDAY, script="""
        CREATE TABLE costs (id INTEGER PRIMARY KEY, item TEXT, amount REAL, paid INTEGER, date TEXT);
        CREATE TABLE income (id INTEGER PRIMARY KEY, source TEXT, amount REAL);
        INSERT INTO costs (item, amount, paid, date) VALUES ('a', 100, 0, '2026-11-01'), ('b', 50, 1, '2026-11-02'),
            ('c', 25, 0, '2026-11-03');
    """)
    owed = done(planner, runtime, targets, "~/house/budget.db costs table - total amount where paid = 0", "budget")
    assert owed["rows"] == [[125.0]]
    done(planner, runtime, targets, "add to ~/house/budget.db costs: item 'level 2 survey', amount 450, paid 1, date today",
         "budget")
    assert rows(path, "SELECT item, amount, paid, date FROM costs WHERE id = 4") == [("level 2 survey", 450.0, 1, "2026-11-26")]

    planner, runtime, targets, path = database("viewings", now=THURSDAY, script="""
        CREATE TABLE viewings (id INTEGER PRIMARY KEY, address TEXT, rating INTEGER);
        INSERT INTO viewings (address) VALUES ('14 Larch Close'), ('22 Hawthorn Way');
    """)
    done(planner, runtime, targets, "~/house/viewings.db viewings table set rating to 4 for 14 Larch Close", "viewings")
    assert rows(path, "SELECT address, rating FROM viewings") == [("14 Larch Close", 4), ("22 Hawthorn Way", None)]


def test_a_teaching_assistants_groups_and_a_museum_guides_tours(database):
    planner, runtime, targets, path = database("interventions", now=THURSDAY, script="""
        CREATE TABLE phonics_groups (id INTEGER PRIMARY KEY, child TEXT, group_colour TEXT);
        CREATE TABLE readers (id INTEGER PRIMARY KEY, child TEXT);
        INSERT INTO phonics_groups (child, group_colour) VALUES ('a', 'Blue'), ('b', 'blue'), ('c', 'red');
    """)
    blue = done(planner, runtime, targets, "in ~/school/interventions.db how many children in phonics_groups are in the blue group? "
                "column is group_colour", "interventions")
    assert blue["rows"] == [[2]]

    planner, runtime, targets, path = database("tours", now=THURSDAY, script="""
        CREATE TABLE tours (id INTEGER PRIMARY KEY, tour_date TEXT, gallery TEXT, visitors INTEGER, group_name TEXT);
    """)
    done(planner, runtime, targets, "log today's tour in ~/museum/tours.db (tours table): tour_date today, gallery Egyptian, "
         "visitors 18, group_name U3A Harrogate", "tours")
    assert rows(path, "SELECT * FROM tours") == [(1, "2026-11-26", "Egyptian", 18, "U3A Harrogate")]  # "group_name U3A …"
