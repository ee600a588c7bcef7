"""A request that names no database but a person its rows hold (blind sets 59–60: "routledge has cancelled sat, take
him off") is about that database's rows, not the diary or a to-do list; a person it does not hold, a time of day or
a word for the diary leave the request where it was. The names are read from the real file, read only."""

from __future__ import annotations

import sqlite3

from core.planner import Planner
from core.planner.database_names import held_names, schema_words
from core.planner.relevance import RelevanceGate
from tests.local_actions.test_known_databases import _run
from tests.local_actions.test_sql_named_rows import rows
from tests.planner.plans import THURSDAY

JOBS = """
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, village TEXT, job TEXT, job_date TEXT, price REAL);
    INSERT INTO jobs VALUES (1, 'Norma Quayle', 'Dalston', 'aerial realign', '2026-12-01', 60);
    INSERT INTO jobs VALUES (2, 'Rhodri Penhaligon', 'Wetheral', 'new dish', '2026-12-01', 140);
"""


def _added(planner, targets):
    """The app's planner with the databases of ``targets`` added in Settings, their names and words read from the files."""
    return RelevanceGate(Planner(None, planner.catalog, clock=lambda: THURSDAY, databases=lambda: sorted(targets.databases),
                                 held=lambda name: held_names(targets.databases[name]),
                                 schema=lambda name: schema_words(targets.databases[name])), planner.catalog)


def test_a_person_the_rows_hold_takes_the_request_to_them(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    gate = _added(planner, targets)
    plan = gate.plan("mrs quayle has cancelled tues, delete her job")
    assert plan.calls[0].method == "sqlite.delete" and plan.calls[0].arguments["database"] == "jobs"  # the diary before
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT customer FROM jobs") == [("Rhodri Penhaligon",)]


def test_other_people_a_time_of_day_or_the_diary_leave_it_where_it_was(database):
    planner, _, targets, _ = database("jobs", JOBS, now=THURSDAY)
    gate = _added(planner, targets)
    for request in ("mrs hutchinson has cancelled tues, delete her job",  # nobody the rows hold
                    "put quayle in for tues 9 till 11",  # a time of day: the diary
                    "quayle has cancelled tues, take her out of the diary",
                    "scrap quayle on tues 1st, she's sorted it herself",  # a diary entry taken out, no row said
                    "delete my visit with the quayle family tues"):
        plan = gate.plan(request)
        assert plan.calls and plan.calls[0].method.startswith("calendar.events."), request


def test_a_diary_entry_taken_out_goes_to_the_rows_only_when_they_are_said(database):
    planner, _, targets, _ = database("jobs", JOBS, now=THURSDAY)
    plan = _added(planner, targets).plan("cancel Quayle's tuesday job, she's away")
    assert plan.calls[0].method == "sqlite.delete" and plan.calls[0].arguments["database"] == "jobs"  # her row


def test_only_names_of_people_and_places_are_held_and_a_bad_file_holds_none(tmp_path):
    path = tmp_path / "jobs.db"
    with sqlite3.connect(path) as conn:
        conn.executescript(JOBS + """
            CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL);
            INSERT INTO products VALUES (1, 'Quad LNB', 14.5);
            CREATE TABLE hedgehogs (id INTEGER PRIMARY KEY, name TEXT, weight_g INTEGER);
            INSERT INTO hedgehogs VALUES (1, 'Conker', 598);
        """)
    assert held_names(path) == {"norma", "quayle", "dalston", "rhodri", "penhaligon", "wetheral", "conker"}
    # not the job done ("aerial", "dish") nor goods ("quad", "lnb"): a rescued hedgehog's name is someone's
    broken = tmp_path / "broken.db"
    broken.write_text("not a database")
    assert held_names(broken) == frozenset() and held_names(tmp_path / "missing.db") == frozenset()
    assert sqlite3.connect(path).execute("SELECT COUNT(*) FROM jobs").fetchone() == (2,)  # read, never changed


CALLS = """
    CREATE TABLE calls (id INTEGER PRIMARY KEY, call_date TEXT, slot TEXT, tech TEXT, problem TEXT);
    INSERT INTO calls VALUES (1, '2026-11-27', '8-10', 'Jake', 'furnace tune-up');
    INSERT INTO calls VALUES (2, '2026-11-27', '10-12', 'Luis', 'no heat');
"""
FOOD_STOCK = """
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, qty INTEGER, best_before TEXT);
    INSERT INTO items VALUES (1, 'UHT semi-skimmed milk', 60, '2027-02-01');
    INSERT INTO items VALUES (2, 'Chopped tomatoes', 40, '2027-06-01');
"""


def test_who_does_the_work_is_someone_the_rows_hold(database):
    """A technician, driver or opponent column names people too (blind set 61: "what's jake got tmrw")."""
    planner, _, targets, path = database("service_calls", CALLS, now=THURSDAY)
    assert {"jake", "luis"} <= held_names(path)
    plan = _added(planner, targets).plan("what's jake got tmrw")
    assert plan.calls[0].method == "sqlite.query" and plan.calls[0].arguments["database"] == "service_calls"  # chat before


def test_what_was_given_out_comes_off_the_count(database):
    """"we gave out 24 uht milks last thurs n nobody took em off": the stock count goes down (it was a diary event)."""
    planner, runtime, targets, path = database("stock", FOOD_STOCK, now=THURSDAY)
    plan = _added(planner, targets).plan("we gave out 24 uht milks last thurs n nobody took em off, can u do it now")
    assert plan.calls[0].method == "sqlite.update"
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT name, qty FROM items ORDER BY id") == [("UHT semi-skimmed milk", 36), ("Chopped tomatoes", 40)]


PARTS = """
    CREATE TABLE parts (id INTEGER PRIMARY KEY, part_no TEXT, description TEXT, qty INTEGER, min_qty INTEGER, glass TEXT);
    INSERT INTO parts VALUES (1, 'HSI-271', 'Hot surface igniter', 6, 4, NULL);
    INSERT INTO parts VALUES (2, 'FS-1014', 'Flame sensor', 3, 6, NULL);
    INSERT INTO parts VALUES (3, 'CAP-455', 'Run capacitor', 5, 6, NULL);
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
"""
LEARNERS = """
    CREATE TABLE learners (id INTEGER PRIMARY KEY, name TEXT, fees_total INTEGER, fees_paid INTEGER DEFAULT 0, status TEXT);
    INSERT INTO learners VALUES (1, 'Sneha Joshi', 8000, 6000, 'active');
    INSERT INTO learners VALUES (2, 'Rahul Mehta', 8000, 5500, 'active');
    INSERT INTO learners VALUES (3, 'Pooja Kale', 7500, 7500, 'passed');
"""


def test_a_question_in_the_words_of_a_databases_tables_is_about_its_rows(database):
    """Blind set 61: "what parts r we under the min on" (chat before) says the parts table and its min_qty column."""
    planner, runtime, targets, path = database("parts", PARTS, now=THURSDAY)
    words = schema_words(path)
    assert {"parts", "min", "part", "glass"} <= words and not words & {"customers", "qty", "description", "phone", "id"}
    plan = _added(planner, targets).plan("what parts r we under the min on")
    assert plan.calls[0].method == "sqlite.query" and plan.calls[0].arguments["database"] == "parts"
    assert _run(planner, runtime, targets, plan)["rows"] == [["Flame sensor", 3, 6], ["Run capacitor", 5, 6]]
    advice = _added(planner, targets).plan("whats the actual difference between conservation glass n museum glass? customers always ask")
    assert advice.kind == "chat" and not advice.calls  # a question of how things are, whatever column it names


def test_what_is_still_owed_is_the_total_less_what_was_paid(database):
    """"total how much fees is pending from all students" (Google Classroom before): fees_paid beside fees_total is the
    part paid so far, not a yes/no flag."""
    planner, runtime, targets, _ = database("learners", LEARNERS, now=THURSDAY)
    plan = _added(planner, targets).plan("total how much fees is pending from all students")
    assert plan.calls[0].method == "sqlite.query"
    assert _run(planner, runtime, targets, plan)["rows"] == [[4500]]  # 2000 + 2500 + 0


BOOK_CLUB = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, joined TEXT);
    INSERT INTO members VALUES (1, 'Carol Tremblay', '2019-09-01');
    INSERT INTO members VALUES (2, 'Helen Wong', '2021-01-10');
"""


def test_the_book_club_list_is_a_table_of_rows(database):
    """Blind set 63: "take her off the book club list" (a to-do deleted before) names a table, and Carol is in its rows."""
    planner, runtime, targets, path = database("bookclub", BOOK_CLUB, now=THURSDAY)
    plan = _added(planner, targets).plan("carol tremblay is moving out to kelowna to be near her son :( take her off the book "
                                         "club list")
    assert plan.calls[0].method == "sqlite.delete" and plan.calls[0].arguments["database"] == "bookclub"
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT name FROM members") == [("Helen Wong",)]
