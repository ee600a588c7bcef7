"""Requests on the user's added databases that name no file (blind sets 47–48, written 27 November 2026): with one
database added, "old vic have paid for the signed show …, mark it paid" changes its row; a database said by its word
("delete it off orders") is that one; with several and no word, which one is asked and the answer carries on to the
change; requests for the calendar, contacts or advice are not taken for database rows."""

from __future__ import annotations

import pytest

from core.local_actions import action_for_call
from core.planner import Planner
from core.planner.known_databases import about_rows, named_by_word
from core.planner.relevance import RelevanceGate
from tests.local_actions.test_sql_named_rows import rows
from tests.planner.plans import THURSDAY

JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client TEXT, job_date TEXT, hours REAL, rate REAL, paid INTEGER DEFAULT 0);
    INSERT INTO jobs VALUES (1, 'Bristol Old Vic', '2026-11-21', 3, 55, 0);
    INSERT INTO jobs VALUES (2, 'Southmead Hospital', '2026-11-18', 2, 45, 0);
"""


def _added(planner, names):
    """The app's planner over the same catalog, with ``names`` added in Settings."""
    return RelevanceGate(Planner(None, planner.catalog, clock=lambda: THURSDAY, databases=lambda: names), planner.catalog)


def _run(planner, runtime, targets, plan):
    """Look the schema up, resolve, run and commit the one change; its result."""
    (schema,) = planner.lookup(plan).calls
    (call,) = planner.resolve(plan, runtime.execute(action_for_call(schema.method, schema.arguments, targets)).result).calls
    outcome = runtime.execute(action_for_call(call.method, call.arguments, targets))
    runtime.commit(outcome.undo)
    return outcome.result


def test_the_one_database_added_is_the_one_meant(database):
    planner, runtime, targets, path = database("jobs", JOBS, now=THURSDAY)
    plan = _added(planner, ["jobs"]).plan("old vic have paid for the signed show on the 21st, mark it paid pls")
    assert plan.calls[0].method == "sqlite.update" and plan.calls[0].arguments["database"] == "jobs"  # chat before
    assert _run(planner, runtime, targets, plan) == {"rows_changed": 1}
    assert rows(path, "SELECT client, paid FROM jobs ORDER BY job_id") == [("Bristol Old Vic", 1), ("Southmead Hospital", 0)]


def test_a_database_said_by_its_word(database):
    planner, runtime, targets, path = database("orders", """
        CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, item TEXT, paid INTEGER DEFAULT 0);
        INSERT INTO orders VALUES (1, 'Heaton Moor Library', 'Book trolley repair', 0);
        INSERT INTO orders VALUES (2, 'Heaton Moor Library', 'Two display stands', 0);
    """, now=THURSDAY)
    gate = _added(planner, ["members", "orders"])
    assert gate.plan("delete it off orders").calls[0].arguments["database"] == "orders"  # a saved Cloud Asset query was deleted
    plan = gate.plan("library sent a cheque for the trolley, £45, mark it paid")
    assert plan.kind == "clarify" and plan.reply.startswith("Which of your databases do you mean: members or orders?")
    answered = gate.complete(plan, "orders")
    assert _run(planner, runtime, targets, answered) == {"rows_changed": 1}  # the trolley only, not both of theirs
    assert rows(path, "SELECT item FROM orders WHERE paid = 1") == [("Book trolley repair",)]


@pytest.mark.parametrize(("request_text", "method"), [
    ("book in a lock change for mr hughes, 7 mill lane, tmrw at half 2, about an hour", "calendar.events.insert"),
    ("save a new customer - Ken Lowther, 07700 900233, ken.lowther@yahoo.co.uk", "people.people.createContact"),
    ("mrs dawson cancelled, delete her job on tues 8 dec", "calendar.events.delete"),
    ("any ideas how we get a few younger ones coming along? were nearly all 70 plus", None),
])
def test_other_requests_are_not_taken_for_rows(database, request_text, method):
    planner, *_ = database("jobs", JOBS, now=THURSDAY)
    plan = _added(planner, ["jobs"]).plan(request_text)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_what_names_a_database_and_what_is_about_rows():
    names = ["bookings", "maintenance"]
    assert named_by_word("new booking pls - dabchick, ben n sophie ward 07711 402983", names) == "bookings"
    assert named_by_word("whats booked in the hall next wk?", names) is None
    assert named_by_word("new client: Hannah Pryce, 07700 900123", ["clients"]) is None  # a contact as often
    assert named_by_word("new bloke started tues, ray duckworth 07700 900639", ["members", "orders"]) == "members"
    assert about_rows("rachel hughes has paid the balance for willow over xmas, mark it")
    assert not about_rows("email rachel to say shes paid the balance")  # mail, not a row
