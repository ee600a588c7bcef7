"""Rows said as blind sets 215–218 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (215, 4, "shop", "nece pound people still owe me?", "sqlite.query"),  # people.people.connections.list at first sight
    (215, 40, "shop", "kolku are ready for utre?", "sqlite.query"),  # chat at first sight
    (217, 4, "stall", "apunta un pedido: Jhonny Mamani, 30 de picante pal sabado, 105 libras, todavia no me paga", "sqlite.insert"),  # a note made at first sight
    (217, 7, "stall", "quien viene a trabajar el domingo?", "sqlite.query"),  # an event made at first sight
    (217, 9, "stall", "ya llego el pollo de Smithfield, 10 kilos, sumale al stock", "sqlite.update"),  # chat at first sight
    (217, 14, "stall", "la maria choque cancelo lo del viernes, borralo todo nomas", "sqlite.delete"),  # a task made at first sight
    (217, 16, "stall", "q cosas se estan acabando? lo q tenga 3 o menos", "sqlite.query"),  # chat at first sight
    (216, 3, "catering", "zingaphi boerewors left in the freezer", "sqlite.query"),  # chat at first sight
    (216, 40, "stall", "Firy vanilla pods do I still have in stock please?", "sqlite.query"),  # chat at first sight
    (218, 0, "stall", "Hoefolle nagelkaas have I still got? I need to know before I ring Jan.", "sqlite.query"),  # chat at first sight
    (218, 14, "stall", "Hoefolle money do people still owe me, all together?", "sqlite.query"),  # people.people.connections.list at first sight
    (218, 40, "jobs", "Who is booked for mangwana?", "sqlite.query"),  # chat at first sight
    (218, 47, "jobs", "Zvingani are people still owing me for November jobs?", "sqlite.query"),  # people.people.connections.list at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
