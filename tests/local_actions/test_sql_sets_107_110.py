"""Rows changed as blind sets 107–110 said them, run on real files: a count said before a name is no key to another table
("apúntame 60 croquetas de jamón pa Migdalia Rodríguez …" made customer 60), a change to the rows of a day said ("Salvo è
tornato, il giro di stamattina l'ha fatto tutto. segna fatto": this morning's round) never changes his rows of other days, and
"take her off the members" takes her row out of the members table (it planned a Drive permission's removal)."""

from __future__ import annotations

from core.planner.database_names import day_left_out, misread_key
from tests.local_actions.test_sql_sets_65_68 import _added, _looked_up, action_for_call, rows

FISH = """
    CREATE TABLE deliveries (id INTEGER PRIMARY KEY, delivery_date TEXT, restaurant TEXT, driver TEXT, done INTEGER);
    INSERT INTO deliveries VALUES (1, '2026-11-23', 'Two Fat Ladies', 'Salvo', 0);
    INSERT INTO deliveries VALUES (2, '2026-11-23', 'Sugo', 'Salvo', 0);
    INSERT INTO deliveries VALUES (3, '2026-11-24', 'Ox and Finch', 'Salvo', 0);
    INSERT INTO deliveries VALUES (4, '2026-11-24', 'Cail Bruich', 'Nino', 0);
"""
BRIDGE = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO members VALUES (1, 'Iris Fenwick', '01202 555101');
    INSERT INTO members VALUES (2, 'Norman Greaves', '01202 555102');
    CREATE TABLE fees (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), term TEXT, paid_on TEXT);
    INSERT INTO fees VALUES (1, 1, 'Autumn 2026', '2026-09-10');
"""


def _run(planner, runtime, targets, plan):
    plan = _looked_up(planner, runtime, targets, plan)
    if plan.kind == "calls":  # resolved: run and committed, as once approved
        for call in plan.calls:
            runtime.commit(runtime.execute(action_for_call(call.method, call.arguments, targets)).undo)
    return plan


def test_a_count_said_before_a_name_is_no_key():
    request = "add an order: 60 croquetas de jamón for Migdalia Rodríguez friday at 11, $36"
    assert misread_key(request, {"row": {"customer_id": 60, "pickup_date": "2026-11-27", "total": 36.0}})
    assert not misread_key(request, {"row": {"customer_id": 3, "pickup_date": "2026-11-27", "total": 36.0}})
    assert not misread_key("add 2 trays for customer 12 on friday", {"row": {"customer_id": 12, "qty": 2}})  # a key said as one


def test_the_rows_of_a_day_said_are_never_changed_on_other_days(tmp_path, shared_catalog_index):
    tables = {"deliveries": [("id", "INTEGER"), ("delivery_date", "TEXT"), ("driver", "TEXT"), ("done", "INTEGER")]}
    assert day_left_out("Salvo did today's deliveries, mark them done", "sqlite.update",
                        {"table": "deliveries", "where": '"driver" = ?'}, tables)
    assert not day_left_out("Gonzalez paid today, mark him paid", "sqlite.update", {"table": "deliveries", "where": '"driver" = ?'},
                            tables)  # the day it was done, not which rows
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, pescheria=FISH)
    plan = gate.plan("Salvo è tornato, il giro di stamattina l'ha fatto tutto. segna fatto")
    assert plan.calls[0].method == "sqlite.update"
    _run(planner, runtime, targets, plan)
    assert rows(paths["pescheria"], "SELECT id FROM deliveries WHERE done = 1 AND delivery_date != '2026-11-23'") == []


def test_taking_her_off_the_members_takes_her_row_out(tmp_path, shared_catalog_index):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, bridgeclub=BRIDGE)
    plan = gate.plan("I don't know if you can but Iris Fenwick has moved up to Devon to be near her daughter and won't be coming "
                     "any more. Could you take her off the members please")
    assert plan.calls[0].method == "sqlite.delete"  # a Drive permission's removal at first sight
    plan = _run(planner, runtime, targets, plan)
    assert plan.kind == "calls"
    assert rows(paths["bridgeclub"], "SELECT name FROM members") == [("Norman Greaves",)]
