"""Rows written or taken out as blind sets 99–102 said them: a new row's key or count that is a house number or a piece of a phone number
the request says is asked about, never written (a Montreal dispatcher's "… pou 3390 Pie-IX" made driver 3390, a tapas bar's
"… 6 pax, … tlf 07700 900412" made 7700 guests and the phone "6 pax"); an engagement's catering cancelled never deletes a
permit of the same man ("my cousin Mido cancel the food for his engagement …")."""

from __future__ import annotations

from core.planner.database_names import misread_key
from tests.local_actions.test_sql_sets_65_68 import _added, _looked_up, action_for_call, rows

CART = """
    CREATE TABLE catering (id INTEGER PRIMARY KEY, client TEXT, event_date TEXT, trays INTEGER, status TEXT);
    INSERT INTO catering VALUES (1, 'Mido engagement', '2026-12-06', 6, 'booked');
    INSERT INTO catering VALUES (2, 'Citi Tribeca', '2026-12-03', 5, 'booked');
    CREATE TABLE permits (id INTEGER PRIMARY KEY, holder TEXT, permit TEXT, expires TEXT);
    INSERT INTO permits VALUES (1, 'Mido Farouk', 'Food protection certificate', '2027-05-31');
    INSERT INTO permits VALUES (2, 'Ahmed Farouk', 'Mobile food vending licence', '2027-02-28');
"""


def test_a_house_number_said_is_no_key_to_another_table():
    request = "add a ride: Rose-Marie Jean is going back to CLSC Saint-Michel for 3390 Pie-IX a 11h45, bay Jean-Robert"
    assert misread_key(request, {"row": {"driver_id": 3390, "client": "bay Jean-Robert"}})
    assert not misread_key(request, {"row": {"driver_id": 4, "client": "Rose-Marie Jean"}})
    assert not misread_key("party of 12 Dec 3rd", {"row": {"customer_id": 12}})  # a date, not an address


def test_a_phone_number_said_is_no_count_and_a_phone_column_gets_a_phone():
    request = "add to the reservas db: Hannah Price, 6 pax, saturday 28 November at 20:00, tlf 07700 900412, mesa 2"
    assert misread_key(request, {"row": {"nombre": "Hannah Price", "telefono": "6 pax", "personas": 7700, "mesa": 2}})
    assert not misread_key(request, {"row": {"nombre": "Hannah Price", "telefono": "07700 900412", "personas": 6, "mesa": 2}})


def test_cancelling_his_engagements_food_never_deletes_his_food_permit(tmp_path, shared_catalog_index):
    """"my cousin Mido cancel the food for his engagement, … take it off" deleted the cart's food permit (holder Mido Farouk):
    "Mido" and "food" both named it, "engagement" named nothing."""
    gate, planner, runtime, targets, paths = _added(tmp_path, shared_catalog_index, cart=CART)
    plan = gate.plan("my cousin Mido cancel the food for his engagement, the bride family doing it. take it off")
    assert plan.calls[0].method == "sqlite.delete"
    plan = _looked_up(planner, runtime, targets, plan)
    if plan.kind == "calls":  # resolved: run and committed, as once approved
        (call,) = plan.calls
        runtime.commit(runtime.execute(action_for_call(call.method, call.arguments, targets)).undo)
    else:
        assert plan.kind == "clarify"  # which rows is asked, with the schema shown
    assert rows(paths["cart"], "SELECT id FROM permits ORDER BY id") == [(1,), (2,)]
