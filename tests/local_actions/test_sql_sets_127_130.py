"""Rows changed and asked as blind sets 127–130 said them, run on real files: a column said whole ("the parent emails for the
seniors" sent an S/MIME certificate at first sight), a runner taken off the roster (a Drive permission deleted at first sight),
prices lowered by a sum ("Knock a pound off everything on shelf C4" listed Google Books shelves; "take 50p off the price of …"
deleted rows), someone new joining and a time logged (a message inserted into the mailbox, a diary entry at first sight)."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, rows
from tests.local_actions.test_sql_sets_107_110 import _run

TEAM = """
    CREATE TABLE runners (id INTEGER PRIMARY KEY, name TEXT, grade INTEGER, event TEXT, parent_email TEXT, phone TEXT);
    INSERT INTO runners VALUES (1, 'Maya Okafor', 11, '3000m', 'okafor.fam@gmail.com', '541-555-0101');
    INSERT INTO runners VALUES (2, 'Sam Whitaker', 10, '1500m', 'whitakers@comcast.net', '541-555-0102');
    INSERT INTO runners VALUES (3, 'Tyler Brandt', 12, '800m', 'brandt.kim@comcast.net', '541-555-0103');
    CREATE TABLE results (id INTEGER PRIMARY KEY, runner TEXT, meet TEXT, date TEXT, time TEXT);
    INSERT INTO results VALUES (1, 'Maya Okafor', 'OSAA State Champs', '2026-11-07', '18:09.5');
"""
BOOKS = """
    CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, author TEXT, price REAL, shelf TEXT, sold INTEGER);
    INSERT INTO books VALUES (1, 'Brideshead Revisited', 'Evelyn Waugh', 4.50, 'C4', 0);
    INSERT INTO books VALUES (2, 'A Room with a View', 'E. M. Forster', 4.00, 'C4', 0);
    INSERT INTO books VALUES (3, 'The Old Straight Track', 'Alfred Watkins', 18.00, 'B1', 0);
"""


def test_a_column_said_whole_is_asked_of_the_rows_and_a_runner_leaves_the_roster(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, team=TEAM)
    plan = gate.plan("gimme the parent emails for the seniors, gonna send em the banquet info")
    assert plan.calls[0].method == "sqlite.query"  # an S/MIME certificate uploaded for the alias "gonna" at first sight
    plan = gate.plan("sam whitaker's family moved to bend :( take him off the roster")
    assert plan.calls[0].method == "sqlite.delete"  # a Drive permission deleted at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["team"], "SELECT name FROM runners ORDER BY id") == [("Maya Okafor",), ("Tyler Brandt",)]
    assert gate.plan("new kiddo joining for track — Rosa Delgado, freshman, 800 runner. mom's email is rdelgado77@yahoo.com, "
                     "cell 541-555-0199").calls[0].method == "sqlite.insert"  # a message put into the mailbox at first sight
    assert gate.plan("log noah's time from saturday's time trial, 16:41.0").calls[0].method == "sqlite.insert"  # a diary entry


def test_prices_lowered_by_a_sum_change_prices_and_delete_nothing(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, stock=BOOKS)
    plan = gate.plan("Knock a pound off everything on shelf C4. The Penguins are not moving.")
    assert plan.calls[0].method == "sqlite.update"  # Google Books shelves listed at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stock"], "SELECT price FROM books ORDER BY id") == [(3.5,), (3.0,), (18.0,)]
    plan = gate.plan("take 50p off the price of the Old Straight Track")
    assert plan.calls[0].method == "sqlite.update"  # rows deleted at first sight
    _run(planner, runtime, targets, plan)
    assert rows(paths["stock"], "SELECT price FROM books ORDER BY id") == [(3.5,), (3.0,), (17.5,)]
    assert gate.plan("The damp has finally had the Old Straight Track in the back room. Take it off the stock list "
                     "altogether.").calls[0].method == "sqlite.delete"  # a to-do deleted at first sight
