"""Rows written as blind sets 99–102 said them: a new row's key or count that is a house number or a piece of a phone number
the request says is asked about, never written (a Montreal dispatcher's "… pou 3390 Pie-IX" made driver 3390, a tapas bar's
"… 6 pax, … tlf 07700 900412" made 7700 guests and the phone "6 pax")."""

from __future__ import annotations

from core.planner.database_names import misread_key


def test_a_house_number_said_is_no_key_to_another_table():
    request = "add a ride: Rose-Marie Jean is going back to CLSC Saint-Michel for 3390 Pie-IX a 11h45, bay Jean-Robert"
    assert misread_key(request, {"row": {"driver_id": 3390, "client": "bay Jean-Robert"}})
    assert not misread_key(request, {"row": {"driver_id": 4, "client": "Rose-Marie Jean"}})
    assert not misread_key("party of 12 Dec 3rd", {"row": {"customer_id": 12}})  # a date, not an address


def test_a_phone_number_said_is_no_count_and_a_phone_column_gets_a_phone():
    request = "add to the reservas db: Hannah Price, 6 pax, saturday 28 November at 20:00, tlf 07700 900412, mesa 2"
    assert misread_key(request, {"row": {"nombre": "Hannah Price", "telefono": "6 pax", "personas": 7700, "mesa": 2}})
    assert not misread_key(request, {"row": {"nombre": "Hannah Price", "telefono": "07700 900412", "personas": 6, "mesa": 2}})
