"""Database answers a hedgelayer, a firewood merchant, a day-centre coordinator and a bridge club secretary asked for
(blind sets 57–58, written 27 November 2026), on real SQLite files: each was asked, planned to another service or
written wrong at first sight (a note for a cancellation, Google Books for "the book", "new one" kept as a customer)."""

from __future__ import annotations

import pytest

from core.local_actions import CallNotRunnable, action_for_call
from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_sets_49_50 import _answer
from tests.planner.plans import THURSDAY

JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, site TEXT, village TEXT, work TEXT, metres INTEGER,
                       price REAL, booked_for TEXT, status TEXT, invoiced_on TEXT, paid_on TEXT);
    INSERT INTO jobs (customer, site, village, work, metres, price, booked_for, status, invoiced_on, paid_on) VALUES
        ('Tom Hollis', 'Top Field', 'Foxton', 'hedgelaying', 180, 2700, '2026-11-02', 'done', '2026-11-16', '2026-11-20'),
        ('Sarah Jenkins', 'Glebe House paddock', 'Great Bowden', 'post and rail', 60, 1500, '2026-10-19', 'done', '2026-10-26', NULL),
        ('Henderson', 'Orchard End', 'East Farndon', 'hedgelaying', 45, 720, '2026-12-07', 'booked', NULL, NULL),
        ('David Orton', 'Ridge Field', 'Theddingworth', 'hedgelaying', 200, 3000, NULL, 'quoted', NULL, NULL),
        ('Lucy Pym', 'Back garden', 'Market Harborough', 'gapping up', 25, 175, NULL, 'cancelled', NULL, NULL),
        ('Lucy Pym', 'Front hedge', 'Market Harborough', 'gapping up', 15, 120, '2027-01-20', 'booked', NULL, NULL);
"""


def test_a_new_job_said_in_one_breath_lands_in_its_columns(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    done(planner, runtime, targets, "jobs.db - new one, graham lowe at gumley, 150m laying along the lane hedge, £2250, "
                                    "starting mon 14th dec", "jobs")
    assert rows(path, "SELECT customer, village, metres, price, booked_for, invoiced_on FROM jobs WHERE job_id = 7") == [
        ("graham lowe", "gumley", 150, 2250.0, "2026-12-14", None)]  # customer 'new one', the start day as invoiced_on


def test_an_order_with_its_count_and_a_weekday_date(database):
    planner, runtime, targets, path = database("orders", """
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, village TEXT, phone TEXT, product TEXT,
                             qty INTEGER, total REAL, deliver_on TEXT, status TEXT, paid_by TEXT);
    """, now=THURSDAY)
    done(planner, runtime, targets, "orders.db new order - gwen dingle, latchley, 07700 900213, 2 kiln dried for thurs 3rd", "orders")
    assert rows(path, "SELECT customer, village, phone, product, qty, deliver_on FROM orders") == [
        ("gwen dingle", "latchley", "07700 900213", "kiln dried", 2, "2026-12-03")]  # 'kiln dried for thurs 3rd' as a day


def test_put_down_as_cancelled_marks_their_row_and_a_cancelled_job_is_the_one_deleted(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    gate = _added(planner, ["jobs"])
    plan = gate.plan("the hendersons at east farndon have gone with someone else so thats one less for dec, put it down as cancelled")
    assert plan.calls[0].method == "sqlite.update"  # a note was to be made
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    plan = gate.plan("get shot of lucy pyms job, she cancelled ages ago, no point it cluttering the book")
    assert plan.calls[0].method == "sqlite.delete"  # Google Books
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT customer, status FROM jobs WHERE customer IN ('Henderson', 'Lucy Pym') ORDER BY job_id") == [
        ("Henderson", "cancelled"), ("Lucy Pym", "booked")]  # her booked job stays


def test_who_owes_is_what_was_invoiced_and_not_paid(database):
    planner, runtime, targets, _ = database("jobs", JOBS, now=THURSDAY)
    plan = _added(planner, ["jobs"]).plan("who still owes me money, invoices thats gone out but not paid")
    (schema,) = planner.lookup(plan).calls
    (query,) = planner.resolve(plan, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    assert runtime.execute(action_for_call(query.method, query.arguments, targets)).result["rows"] == [
        ["Sarah Jenkins", 1500.0]]  # status = 'unpaid': no rows


def test_stock_made_is_added_on_and_undone(database):
    planner, runtime, targets, path = database("stock", """
        CREATE TABLE stock (item TEXT PRIMARY KEY, qty INTEGER, unit TEXT);
        INSERT INTO stock VALUES ('seasoned hardwood bulk bag', 6, 'bag'), ('kiln dried hardwood bulk bag', 14, 'bag');
    """, now=THURSDAY)
    plan = _added(planner, ["orders", "stock"]).plan("just bagged up another 8 of the seasoned, add them on")
    assert plan.calls[0].method == "sqlite.update"  # chat
    (schema,) = planner.lookup(plan).calls
    (change,) = planner.resolve(plan, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    assert "qty plus 8" in change.summary
    outcome = runtime.execute(action_for_call(change.method, change.arguments, targets))
    committed = runtime.commit(outcome.undo)
    assert rows(path, "SELECT qty FROM stock ORDER BY item") == [(14,), (14,)]
    runtime.undo(committed)
    assert rows(path, "SELECT qty FROM stock ORDER BY item") == [(14,), (6,)]


def test_whats_in_the_book_is_this_weeks_bookings_in_order(database):
    planner, runtime, targets, _ = database("bookings", """
        CREATE TABLE bookings (id INTEGER PRIMARY KEY, pickup_date TEXT, pickup_time TEXT, customer TEXT, status TEXT);
        CREATE TABLE fuel (id INTEGER PRIMARY KEY, filled_on TEXT, litres REAL);
        INSERT INTO bookings (pickup_date, pickup_time, customer, status) VALUES ('2026-11-27', '23:30', 'Euan Ross', 'booked'),
            ('2026-12-02', '11:00', 'Morag Grant', 'booked'), ('2026-11-27', '07:10', 'Highland Council', 'booked'),
            ('2026-11-20', '05:15', 'Mr and Mrs Fraser', 'done');
    """, now=THURSDAY)
    plan = _added(planner, ["bookings"]).plan("whats in the book for this week")
    assert plan.calls[0].method == "sqlite.query"  # Google Books
    (schema,) = planner.lookup(plan).calls
    (query,) = planner.resolve(plan, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    found = runtime.execute(action_for_call(query.method, query.arguments, targets)).result["rows"]
    assert [r[3] for r in found] == ["Highland Council", "Euan Ross"]


def test_a_session_put_in_by_its_columns_words_on_the_day_just_gone(database):
    planner, runtime, targets, path = database("club", """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, sub REAL, sub_paid_on TEXT);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY, session_date TEXT, day TEXT, tables INTEGER, table_money REAL,
                               director TEXT);
    """, now=THURSDAY)
    done(planner, runtime, targets, "club.db - put last thurs in, 9 tables, £126 table money, hilary directed", "club")
    assert rows(path, "SELECT session_date, tables, table_money, director FROM sessions") == [
        ("2026-11-19", 9, 126.0, "hilary")]  # the tables were listed; 'last thurs' was the coming Thursday


def test_one_person_meant_and_two_rows_matched_changes_nothing(database):
    planner, runtime, targets, path = database("club", """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
        INSERT INTO members (name, phone) VALUES ('Brian Hebden', '01423 500111'), ('Brian Oxley', '01423 500112'),
            ('Moira Pratt', '01423 500101');
    """, now=THURSDAY)
    plan = _added(planner, ["club"]).plan("brian's resigned, take him off everything")
    (schema,) = planner.lookup(plan).calls
    (delete,) = planner.resolve(plan, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    with pytest.raises(CallNotRunnable, match=r"2 rows \(Brian Hebden, Brian Oxley\).*Nothing was changed"):
        action_for_call(delete.method, delete.arguments, targets)  # both Brians were deleted
    assert rows(path, "SELECT count(*) FROM members") == [(3,)]
    done(planner, runtime, targets, "moira pratt has resigned, take her off members in club.db", "club")
    assert rows(path, "SELECT name FROM members ORDER BY name") == [("Brian Hebden",), ("Brian Oxley",)]


def test_a_number_in_the_request_never_becomes_the_row_limit(database):
    planner, runtime, targets, path = database("club", """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, table_no INTEGER);
        INSERT INTO members (name, table_no) VALUES ('Jean Lofthouse', 3), ('Derek Whiteley', 3);
    """, now=THURSDAY)
    assert _answer(planner, runtime, targets, "club.db how many members are on table 3", "club") == [[2]]
    plan = _added(planner, ["club"]).plan("jean lofthouse has moved to table 4, change her in club.db")
    assert "at_most" not in plan.calls[0].arguments  # 4 was read as a limit of 4 rows


def test_paid_fills_the_paid_columns_and_leaves_the_jobs_status(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    plan = _added(planner, ["jobs"]).plan("sarah jenkins has paid for the post n rail, came thru today")
    assert plan.calls[0].method == "sqlite.update"  # a new row ('post' read as a verb)
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT status, paid_on FROM jobs WHERE customer = 'Sarah Jenkins'") == [("done", "2026-11-26")]  # 'paid'
    planner, runtime, targets, path = database("orders", """
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, total REAL, status TEXT, paid_by TEXT);
        INSERT INTO orders (customer, total, status, paid_by) VALUES ('The Carpenters Arms', 500, 'delivered', NULL),
            ('Mrs Trewin', 250, 'delivered', 'cash');
    """, now=THURSDAY)
    plan = _added(planner, ["orders", "stock"]).plan("the carpenters paid by bacs this morn")  # which database was asked
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT status, paid_by FROM orders ORDER BY order_id") == [("delivered", "bacs"), ("delivered", "cash")]


def test_counts_side_by_side_totals_by_month_and_bookings_up_to_christmas(database):
    planner, runtime, targets, _ = database("daycentre", """
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT, funding TEXT, day_rate REAL, status TEXT);
        INSERT INTO clients (name, funding, day_rate, status) VALUES ('Ivy Robson', 'council', 58, 'active'),
            ('Jim Charlton', 'self', 62, 'active'), ('Edna Milburn', 'council', 58, 'active'), ('Alf Dodd', 'self', 62, 'left');
    """, now=THURSDAY)
    assert _answer(planner, runtime, targets, "how many active clients have we got self funding v council funded in daycentre.db",
                   "daycentre") == [["council", 2], ["self", 1]]  # all active clients counted: 3
    planner, runtime, targets, _ = database("jobs", JOBS, now=THURSDAY)
    assert _answer(planner, runtime, targets, "jobs.db what have i invoiced each month since sept, just totals", "jobs") == [
        ["2026-10", 1500.0], ["2026-11", 2700.0]]  # asked
    assert [r[1] for r in _answer(planner, runtime, targets, "jobs.db whats booked in from now up to xmas", "jobs")] == [
        "Henderson"]  # asked
