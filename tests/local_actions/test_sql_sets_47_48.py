"""Database answers a farrier, a narrowboat hire owner, a BSL interpreter, a clock repairer, a potter and a Men's Shed
coordinator asked for (blind sets 47–48, written 27 November 2026), on real SQLite files: each was asked about or
answered wrong at first sight."""

from __future__ import annotations

from core.local_actions import action_for_call
from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_requests import planned
from tests.planner.plans import THURSDAY


def _answer(planner, runtime, targets, request, database):
    (call,) = planned(planner, runtime, targets, request, database).calls
    return runtime.execute(action_for_call(call.method, call.arguments, targets)).result["rows"]


def test_what_is_due_before_christmas_and_not_finished(database):
    planner, runtime, targets, _ = database("orders", """
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, item TEXT, due_date TEXT, status TEXT);
        INSERT INTO orders VALUES (1, 'Adswood Primary', 'Hedgehog houses', '2026-12-11', 'to do');
        INSERT INTO orders VALUES (2, 'Brinnington Community Centre', 'Large planters', '2026-12-04', 'in progress');
        INSERT INTO orders VALUES (3, 'Heaton Moor Library', 'Book trolley repair', '2026-11-20', 'done');
        INSERT INTO orders VALUES (4, 'St Thomas Church', 'Noticeboard', '2027-01-15', 'to do');
    """, now=THURSDAY)
    found = _answer(planner, runtime, targets, "what jobs have we got due b4 xmas that arent finished, in date order. orders.db", "orders")
    assert [r[1] for r in found] == ["Brinnington Community Centre", "Adswood Primary"]  # asked; soonest due first


def test_a_count_for_each_status_without_the_ones_left_out(database):
    planner, runtime, targets, _ = database("repairs", """
        CREATE TABLE repairs (id INTEGER PRIMARY KEY, customer TEXT, clock TEXT, status TEXT);
        INSERT INTO repairs (customer, clock, status) VALUES ('Colin Marsden', 'cuckoo', 'ready'), ('Priya Nair', 'carriage', 'ready'),
            ('Alan Brackenbury', 'Vienna', 'waiting parts'), ('Joan Webb', 'mantel', 'in progress'), ('Ian Cole', 'wall', 'collected');
    """, now=THURSDAY)
    asked = "how many clocks have i got on the go at the mo by status? dont count the ones already collected. repairs.db"
    assert _answer(planner, runtime, targets, asked, "repairs") == [["in progress", 1], ["ready", 2], ["waiting parts", 1]]


def test_who_owes_a_flag_the_question_names(database):
    planner, runtime, targets, _ = database("members", """
        CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, annual_sub REAL, sub_paid TEXT, deposit_paid TEXT, balance_paid TEXT);
        INSERT INTO members (name, annual_sub, sub_paid, deposit_paid, balance_paid) VALUES
            ('Frank Ogden', 20, 'no', 'yes', 'no'), ('Ken Hollins', 20, 'yes', 'no', 'no');
    """, now=THURSDAY)
    subs = _answer(planner, runtime, targets, "who still owes their subs this yr? members.db in Shed", "members")
    assert [r[1] for r in subs] == ["Frank Ogden"]  # asked: no money column to sum
    deposits = _answer(planner, runtime, targets, "whos not paid their deposit yet? members.db", "members")
    assert [r[1] for r in deposits] == ["Ken Hollins"]  # deposit_paid, not balance_paid


def test_a_count_and_a_total_for_each_month(database):
    planner, runtime, targets, _ = database("visits", """
        CREATE TABLE visits (id INTEGER PRIMARY KEY, owner TEXT, visit_date TEXT, price REAL, paid INTEGER);
        INSERT INTO visits (owner, visit_date, price, paid) VALUES ('Jane', '2026-10-05', 95, 1), ('Amy', '2026-10-28', 35, 1),
            ('Pete', '2026-11-16', 110, 0), ('Sue', '2026-12-16', 95, 0);
    """, now=THURSDAY)
    billed = _answer(planner, runtime, targets, "what did i bill in oct n nov n how many jobs was that each month. visits db", "visits")
    assert billed == [["2026-10", 2, 130.0], ["2026-11", 1, 110.0]]  # a count of October's visits alone
    owed = _answer(planner, runtime, targets, "who still owes me for shoeing iv already done? visits.db", "visits")
    assert owed == [["Pete", 110.0]]  # Sue's visit in December is not done yet
    two = planned(planner, runtime, targets, "how many jobs did i do in nov n how many hrs was that altogether. visits.db", "visits")
    assert two.kind == "clarify"  # a count of November's rows answered only the first question


def test_rows_of_the_one_database_added(database):
    planner, runtime, targets, path = database("jobs", """
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client TEXT, job_date TEXT, hours REAL, paid INTEGER DEFAULT 0);
        INSERT INTO jobs VALUES (1, 'Bristol City Council', '2026-12-02', 2, 0);
        INSERT INTO jobs VALUES (2, 'Bristol City Council', '2026-12-09', 2, 0);
        INSERT INTO jobs VALUES (3, 'Southmead Hospital', '2026-10-13', 3.5, 1);
        INSERT INTO jobs VALUES (4, 'RUH Bath', '2026-10-20', 5, 1);
    """, now=THURSDAY)
    gate = _added(planner, ["jobs"])
    hours = gate.plan("how many hrs did i do in october")
    (schema,) = gate.lookup(hours).calls
    (call,) = gate.resolve(hours, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    assert runtime.execute(action_for_call(call.method, call.arguments, targets)).result["rows"] == [[8.5]]  # 'hrs' was no column
    assert _run(planner, runtime, targets, gate.plan("council have cancelled the tenant meeting on wed 2nd dec, delete it out of jobs")) \
        == {"rows_changed": 1}
    assert rows(path, "SELECT job_date FROM jobs WHERE client LIKE '%Council%'") == [("2026-12-09",)]


def test_marked_off_after_who_paid(database):
    planner, runtime, targets, path = database("visits", """
        CREATE TABLE visits (id INTEGER PRIMARY KEY, horse TEXT, owner TEXT, price REAL, paid INTEGER DEFAULT 0);
        INSERT INTO visits (horse, owner, price, paid) VALUES ('Duke', 'Pete Kilburn', 110, 0), ('Tilly', 'Jane Metcalfe', 95, 0);
    """, now=THURSDAY)
    done(planner, runtime, targets, "pete kilburns paid for dukes remedial fronts, £110 come in by bank transfer. mark it off in visits db",
         "visits")
    assert rows(path, "SELECT owner FROM visits WHERE paid = 1") == [("Pete Kilburn",)]  # asked
