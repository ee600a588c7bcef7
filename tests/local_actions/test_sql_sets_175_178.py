"""Rows said as blind sets 175–178 said them, planned on the writers' own databases (real files): a chippy's potatoes in with a
Greek word, a kapa haka group's fees, koha and practice moved, a Thai massage studio's bookings, an Eritrean bakery's orders, a
Korean salon's appointments, a Ballymena plumber's takings, a Gujarati sweet shop's stock and orders, a cider farm's orders
and barrels."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (175, 0, "shop", "6 sacks potatoes came simera from Panayiotou, add them", "sqlite.update"),  # a new row at first sight
    (175, 40, "roopu", "kia ora! Tama came thru with the rest of his fees tonight, $40 ka pai 🙌", "sqlite.update"),  # an event
    (175, 40, "roopu", "Aunty Raiha gave us $100 koha at the hui yesterday, can u pop it in 💛", "sqlite.insert"),  # the diary
    (175, 40, "roopu", "Sat practice is at the marae now not the gym, Boys High double booked us 🙄", "sqlite.update"),  # chat
    (176, 0, "studio", "who coming prung nee kha?", "sqlite.query"),  # chat at first sight
    (176, 0, "studio", "Mrs Turner call, she cannot come tomorrow. move her thursday same time na", "sqlite.update"),  # an event moved
    (176, 0, "studio", "Priya pay already kha, cash", "sqlite.update"),  # chat at first sight
    (176, 0, "studio", "last week somebody not pay yet? check for me kha", "sqlite.query"),  # the diary listed at first sight
    (176, 0, "studio", "Helen Shaw have allergy something? i forget. she come 4pm", "sqlite.query"),  # chat at first sight
    (176, 40, "injera", "Selam Restaurant pay lomi for the injera, cash. yekenyeley", "sqlite.update"),  # chat at first sight
    (176, 40, "injera", "Meron she want 40 teff injera for saturday, for her son baptism. put it habtey", "sqlite.insert"),  # an event
    (176, 40, "injera", "this week how many injera all together we must make?", "sqlite.query"),  # chat at first sight
    (177, 0, "beauty", "naeil who is coming?", "sqlite.query"),  # chat at first sight
    (177, 0, "beauty", "Sarah thurs change to 3pm ne", "sqlite.update"),  # a note changed at first sight
    (177, 0, "beauty", "Minji sat 11am gel nails £35 book pls", "sqlite.insert"),  # an event at first sight
    (177, 40, "jobs", "whit did a make in october boy", "sqlite.query"),  # chat at first sight
    (178, 0, "mithai", "kaju katli ketla kg che stock ma?", "sqlite.query"),  # chat at first sight
    (178, 0, "mithai", "Jayesh bhai paisa aapi gaya. saturday valu motichoor 5kg", "sqlite.update"),  # an event at first sight
    (178, 0, "mithai", "besan ladoo 10 kg banaya aaje, stock ma add karo", "sqlite.update"),  # chat at first sight
    (178, 0, "mithai", "koi na paisa baki che?", "sqlite.query"),  # chat at first sight
    (178, 0, "mithai", "customer list ma add karo - Pooja Lakhani 07812 334901", "sqlite.insert"),  # a calendar put in the list
    (178, 0, "mithai", "Kiran ben e cancel karyu, gulab jamun valu order kadhi nakho", "sqlite.delete"),
    (178, 40, "farm", "the Crown at Wedmore rung, they want 40 litre of the medium Friday", "sqlite.insert"),  # chat at first sight
    (178, 40, "farm", "racked number 7 this morning, lush it is, put 'n down", "sqlite.update"),  # a note at first sight
    (178, 40, "farm", "gert shame, barrel 3's gone proper vinegary, had to tip 'n. take 'n off", "sqlite.delete"),  # chat
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
