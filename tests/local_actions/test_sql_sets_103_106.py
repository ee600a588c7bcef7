"""Rows taken out as blind set 104 said them: a customer is never deleted where a thing of theirs was asked to go (a Swiss
ski-hire shop's "Ewan hat abgesagt fürs wochenende, lösch seine buchung bitte", read as "Ewan has cancelled for the weekend,
delete his booking", deleted the customer Ewan, whose hires keep his id)."""

from __future__ import annotations

from tests.local_actions.test_sql_sets_65_68 import _added, _looked_up, action_for_call, rows

SKI_HIRE = """
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);
    INSERT INTO customers VALUES (1, 'Hamish Stewart', '07700 900101');
    INSERT INTO customers VALUES (2, 'Callum Grant', '07700 900102');
    INSERT INTO customers VALUES (3, 'Ewan Fraser', '07700 900103');
    CREATE TABLE hires (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), kit TEXT, start_date TEXT);
    INSERT INTO hires VALUES (1, 1, 'Head Kore 177', '2026-11-27');
    INSERT INTO hires VALUES (2, 3, 'Nitro snowboard', '2026-11-28');
"""


def _run(tmp_path, shared_catalog_index, request):
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, verleih=SKI_HIRE)
    plan = gate.plan(request)
    assert plan.calls[0].method == "sqlite.delete"
    plan = _looked_up(planner, runtime, targets, plan)
    if plan.kind == "calls":  # resolved: run and committed, as once approved
        for call in plan.calls:
            runtime.commit(runtime.execute(action_for_call(call.method, call.arguments, targets)).undo)
    return plan, paths["verleih"]


def test_deleting_his_booking_never_deletes_the_customer(tmp_path, shared_catalog_index):
    for n, request in enumerate(("Ewan hat abgesagt fürs wochenende, lösch seine buchung bitte", "delete Ewan's booking")):
        plan, path = _run(tmp_path / str(n), shared_catalog_index, request)
        assert rows(path, "SELECT name FROM customers ORDER BY id") == [("Hamish Stewart",), ("Callum Grant",), ("Ewan Fraser",)]
        assert plan.kind in ("clarify", "calls")


def test_his_hire_said_plainly_is_the_row_taken_out(tmp_path, shared_catalog_index):
    plan, path = _run(tmp_path, shared_catalog_index, "Ewan cancelled for the weekend, delete his booking")
    assert plan.kind == "calls"
    assert rows(path, "SELECT id FROM hires ORDER BY id") == [(1,)]
    assert len(rows(path, "SELECT id FROM customers")) == 3
