""""Mark it paid" after the clause that says who paid (blind sets 45–46, and a variant of set 41), on real SQLite files:
the row of the person, team or service said first is marked, only the rows still owed change, and the day and the way
it was paid go in when the table keeps them."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_her_visit_marked_paid_leaves_her_earlier_visits_alone(database):
    planner, runtime, targets, path = database("visits", now=THURSDAY, script="""
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, patient_name TEXT NOT NULL, visit_date TEXT, fee REAL, paid TEXT DEFAULT 'no');
        INSERT INTO visits VALUES (1, 'Joan Hartley', '2026-09-18', 28, 'yes');
        INSERT INTO visits VALUES (2, 'Iris Fenton', '2026-11-17', 28, 'no');
        INSERT INTO visits VALUES (3, 'Joan Hartley', '2026-11-20', 32, 'no');
    """)
    done(planner, runtime, targets, "joan hartley paid her £32 cash this morning for the corn, can u mark it paid in the visits db",
         "visits")
    assert rows(path, "SELECT visit_id, paid FROM visits ORDER BY visit_id") == [(1, "yes"), (2, "no"), (3, "yes")]  # asked


def test_a_team_marked_paid_from_who_paid_for_it(database):
    planner, runtime, targets, path = database("league", now=THURSDAY, script="""
        CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team TEXT NOT NULL, captain TEXT, league_fee REAL, fee_paid TEXT DEFAULT 'no');
        INSERT INTO teams VALUES (1, 'Ruabon Rockets', 'Sian Hughes', 95, 'yes');
        INSERT INTO teams VALUES (2, 'Rhos Raiders', 'Kelly Morris', 95, 'no');
        INSERT INTO teams VALUES (3, 'Wrexham Wasps', 'Nia Thomas', 95, 'no');
    """)
    done(planner, runtime, targets, "kelly from rhos raiders has paid the £95 fee today finally!! mark them paid in league.db", "league")
    assert rows(path, "SELECT team FROM teams WHERE fee_paid = 'yes' ORDER BY team_id") == [("Ruabon Rockets",), ("Rhos Raiders",)]


def test_a_service_named_by_its_family_is_marked_paid(database):
    planner, runtime, targets, path = database("services", now=THURSDAY, script="""
        CREATE TABLE services (service_id INTEGER PRIMARY KEY, deceased TEXT NOT NULL, funeral_director TEXT, fee REAL,
                               paid TEXT DEFAULT 'no');
        INSERT INTO services VALUES (1, 'Ronald Bloomfield', 'Co-op Funeralcare Dereham', 220, 'no');
        INSERT INTO services VALUES (2, 'Stanley Webb', 'Co-op Funeralcare Dereham', 260, 'no');
    """)
    done(planner, runtime, targets, "co-op in dereham finally paid for the bloomfield service, mark it paid in services.db", "services")
    assert rows(path, "SELECT deceased FROM services WHERE paid = 'yes'") == [("Ronald Bloomfield",)]


def test_the_day_it_was_paid_goes_in_with_the_flag(database):
    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, first_name TEXT, surname TEXT, job TEXT, amount REAL, paid INTEGER, paid_date TEXT);
        INSERT INTO jobs VALUES (1, 'Ravi', 'Hussain', 'EV charger', 850, 1, '2026-09-02');
        INSERT INTO jobs VALUES (2, 'Ravi', 'Hussain', 'Extra outside socket', 95, 0, NULL);
    """)
    done(planner, runtime, targets, "ravi hussain paid the £95 for the outside socket yesterday by bank transfer, can u mark it paid "
                                    "in jobs.db", "jobs")
    assert rows(path, "SELECT id, paid, paid_date FROM jobs ORDER BY id") == [(1, 1, "2026-09-02"), (2, 1, "2026-11-25")]
