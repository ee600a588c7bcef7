"""Rows of a real SQLite file as a holiday letting agent, a choir treasurer, a PTA and a decorator ask about them (blind
sets 28 and 29): a stay written "30/12/26 to 2/1/27" in its two day columns, totals since a day, of a kind, at an
event and by the day column the verb names ("invoiced": invoiced_on), and a job removed by its customer."""

from __future__ import annotations

from tests.local_actions.test_sql_named_rows import done, rows
from tests.planner.plans import THURSDAY


def test_a_letting_agents_stay_and_a_decorators_jobs(database, monkeypatch):
    monkeypatch.setenv("STEWARD_DATE_ORDER", "dmy")  # a UK user
    planner, runtime, targets, path = database("lets", now=THURSDAY, script="""
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, cottage TEXT, guest TEXT, arrive TEXT, depart TEXT, nights INTEGER, price REAL);
    """)
    done(planner, runtime, targets, "add a booking to lets.db - the old forge, greg millar, 30/12/26 to 2/1/27, £720", "lets")
    assert rows(path, "SELECT cottage, guest, arrive, depart, price FROM bookings") == [
        ("the old forge", "greg millar", "2026-12-30", "2027-01-02", 720.0)]  # arrive was "30/12/26 to 2/1/27"

    planner, runtime, targets, path = database("jobs", now=THURSDAY, script="""
        CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, address TEXT, start_date TEXT, price REAL, invoiced_on TEXT);
        INSERT INTO jobs (customer, address, start_date, price, invoiced_on) VALUES ('Mr Greene', '4 Ashby Close', '2026-12-01', 640, NULL),
            ('Mrs O''Neill', '9 Ashby Close', '2026-10-26', 780, '2026-11-06'), ('Ben Adeyemi', '2 Mill Lane', '2026-11-16', 300,
            '2026-12-02');
    """)
    invoiced = done(planner, runtime, targets, "how much have i invoiced in nov? jobs.db", "jobs")
    assert invoiced["rows"] == [[780.0]]  # by start_date: 300
    done(planner, runtime, targets, "delete the greene job from jobs.db jobs table, fell thru", "jobs")
    assert [r[0] for r in rows(path, "SELECT customer FROM jobs")] == ["Mrs O'Neill", "Ben Adeyemi"]  # an address "greene job"


def test_a_choirs_subs_and_a_ptas_bake_sales(database):
    planner, runtime, targets, path = database("choir", now=THURSDAY, script="""
        CREATE TABLE payments (id INTEGER PRIMARY KEY, member TEXT, date TEXT, amount REAL, type TEXT);
        INSERT INTO payments (member, date, amount, type) VALUES ('Alan', '2026-09-03', 45, 'subs'), ('Jo', '2026-07-10', 45, 'subs'),
            ('Jo', '2026-10-01', 20, 'concert tickets'), ('Sue', '2026-11-20', 45, 'subs');
    """)
    subs = done(planner, runtime, targets, "how much have we had in subs since 1st sept? choir.db, payments table", "choir")
    assert subs["rows"] == [[90.0]]  # every payment ever (155)

    planner, runtime, targets, path = database("pta", now=THURSDAY, script="""
        CREATE TABLE fundraising (id INTEGER PRIMARY KEY, event TEXT, date TEXT, amount REAL);
        INSERT INTO fundraising (event, date, amount) VALUES ('Bake sale', '2026-03-13', 212.5), ('Summer fete', '2026-07-04', 1840),
            ('Bake sale', '2026-10-16', 186), ('Bake sale', '2025-11-20', 150);
    """)
    raised = done(planner, runtime, targets, "how much did we raise in total at the bake sales this yr? pta.db, fundraising table, "
                  "amount column", "pta")
    assert raised["rows"] == [[398.5]]  # every row of every year (2388.5)
