"""Database answers a mole catcher, a picture framer, a pigeon club secretary, a fishmonger, an optometrist and a second
mole catcher asked for (blind sets 51–52, written 27 November 2026), on real SQLite files: each was wrong at first sight
(a wrong total, a wrong value written, nothing written, or a calendar event instead of the change)."""

from __future__ import annotations

from tests.local_actions.test_known_databases import _added, _run
from tests.local_actions.test_sql_named_rows import done, rows
from tests.local_actions.test_sql_sets_49_50 import _answer
from tests.planner.plans import THURSDAY

JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, place TEXT, start_date TEXT NOT NULL,
                       traps INTEGER, moles INTEGER, fee REAL, paid_on TEXT);
    INSERT INTO jobs (customer, start_date, traps, moles, fee, paid_on) VALUES
        ('Marlborough Golf Club', '2026-10-05', 12, 9, 150, NULL), ('Marlborough Golf Club', '2026-11-02', 10, 7, 120, NULL),
        ('Sue Hayes', '2026-10-12', 4, 3, 60, NULL), ('Jill Ponting', '2026-10-19', 4, 2, 60, '2026-10-30');
"""


def test_a_paid_on_day_says_who_owes_and_marking_paid_fills_it(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    owed = _answer(planner, runtime, targets, "jobs.db - who owes me n how much each", "jobs")
    assert owed == [["Marlborough Golf Club", 270.0], ["Sue Hayes", 60.0]]  # every fee, paid or not, as one total: 390
    plan = _added(planner, ["jobs"]).plan("golf club paid today, both of em")
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 2}  # asked: no paid flag to set
    assert rows(path, "SELECT customer, paid_on FROM jobs ORDER BY job_id") == [
        ("Marlborough Golf Club", "2026-11-26"), ("Marlborough Golf Club", "2026-11-26"), ("Sue Hayes", None),
        ("Jill Ponting", "2026-10-30")]


def test_a_new_rows_day_is_written_as_a_day(database):
    planner, runtime, targets, path = database("visits", """
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, patient TEXT NOT NULL, address TEXT, visit_date TEXT NOT NULL,
                             visit_time TEXT, setting TEXT, nhs INTEGER DEFAULT 0, paid INTEGER DEFAULT 0);
    """ + JOBS, now=THURSDAY)
    done(planner, runtime, targets, "add to visits db - mrs agnes rawcliffe, 14 church st longridge, home visit tues 8th at half 10, "
                                    "nhs", "visits")
    assert rows(path, "SELECT patient, visit_date, visit_time, nhs FROM visits") == [
        ("mrs agnes rawcliffe", "2026-12-08", "10:30", 1)]  # visit_date 'home visit tues 8th at half 10'
    done(planner, runtime, targets, "new one in visits.db jobs table - mrs fenwick, the old rectory aldbourne, set 5 traps today, "
                                    "£60 flat", "visits")
    assert rows(path, "SELECT start_date, traps, fee, paid_on FROM jobs WHERE customer = 'mrs fenwick'") == [
        ("2026-11-26", 5, 60.0, None)]  # refused: no start_date


def test_a_total_for_one_customer_with_the_count_said_by_its_column(database):
    planner, runtime, targets, _ = database("jobs", JOBS, now=THURSDAY)
    answer = _answer(planner, runtime, targets, "jobs.db - how many moles have i had off marlborough golf club altogether n what "
                                                  "have i charged em", "jobs")
    assert answer == [[270.0, 16]]  # every customer's moles, beside a count of rows: [[4, 21]]


def test_paid_with_a_number_changed_and_a_member_said_with_an_s(database):
    planner, runtime, targets, path = database("club", """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, subs_paid INTEGER DEFAULT 0,
                              rings_ordered INTEGER);
        INSERT INTO members (name, rings_ordered) VALUES ('Mick Haigh', 30), ('Tony Lockwood', 20), ('Keith Sykes', 40);
    """, now=THURSDAY)
    plan = _added(planner, ["club"]).plan("mick haigh paid his subs tonight, n he wants 40 rings not 30 now")
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}  # a calendar event "Mick haigh paid his subs" at 8pm
    done(planner, runtime, targets, "tony lockwoods packed in, given his birds to his nephew, take him off members in club.db", "club")
    assert rows(path, "SELECT name, subs_paid, rings_ordered FROM members ORDER BY member_id") == [
        ("Mick Haigh", 1, 40), ("Keith Sykes", 0, 40)]  # Lockwood stayed: "% tony%lockwoods %" found no one
