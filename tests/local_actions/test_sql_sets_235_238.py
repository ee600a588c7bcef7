"""Rows said as blind sets 235–238 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (235, 6, "boutique", "aissatou bah take 2 palm oil and 1 maggi box on credit hande, 14.97. write it", "sqlite.insert"),  # a local file written at first sight
    (235, 8, "boutique", "palm oil price now 4.99 bon. everything going up at the wholesale", "sqlite.update"),  # chat at first sight
    (235, 10, "boutique", "new item for stock: mama's pride parboiled rice 5kg, 20 bag, price 16.99", "sqlite.insert"),  # chat at first sight
    (235, 13, "boutique", "number of sadio the yam man pls, the one in peckham", "sqlite.query"),  # the contacts searched at first sight
    (235, 40, "orders", "salam! who still didn't collect their order? list pls", "sqlite.query"),  # chat at first sight
    (235, 42, "orders", "shyrdak cushions kancha kaldy? both sizes", "sqlite.query"),  # chat at first sight
    (236, 0, "resas", "Demat ! who is booked for tonight ? I need to know how many galettes to prepare", "sqlite.query"),  # an event made at first sight
    (236, 10, "resas", "whats the phone of the andouille supplier ? I never remember the name", "sqlite.query"),  # the contacts searched at first sight
    (236, 40, "orders", "3aslema! 9adeh malsouka we got left? need to know b4 i order", "sqlite.query"),  # chat at first sight
    (236, 51, "orders", "9adeh the orders came to last week in total?", "sqlite.query"),  # chat at first sight
    (237, 6, "orders", "sino ang pickup inton bigat? list um by da time", "sqlite.query"),  # chat at first sight
    (237, 50, "pedidos", "el Walter Hernandez cancelo todo lo de manana, borralo", "sqlite.delete"),  # an event deleted at first sight
    (237, 55, "pedidos", "el cipote Kevin ahora va a entrar en la manana, cambiale el turno", "sqlite.update"),  # chat at first sight
    (238, 1, "honey", "koliko jars of heather honey did I sell this month?", "sqlite.query"),  # chat at first sight
    (238, 3, "honey", "Mrs Pritchard took 3 jars of wildflower med danes, £7.50 a jar, she paid in cash. Please write it in.", "sqlite.insert"),  # a local file written at first sight
    (238, 40, "kashmir", "Az kitchah pashmina shawls sold? Bas the plain ones, not kani", "sqlite.query"),  # chat at first sight
    (238, 44, "kashmir", "Mrs Fiona Campbell took 1 kani shawl just now, 420 pounds, paid by card. Write it in please", "sqlite.insert"),  # a note made at first sight
    (238, 52, "kashmir", "Remove the papier mache baubles from stock, we are not selling them anymore. Bas.", "sqlite.delete"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
