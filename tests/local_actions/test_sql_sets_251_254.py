"""Rows said as blind sets 251–254 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (251, 0, "epicerie", "Quant tins of confit de canard do I have left ?", "sqlite.query"),  # chat at first sight
    (251, 2, "epicerie", "who has not paid yet ? list me the unpaid orders", "sqlite.query"),  # chat at first sight
    (251, 7, "epicerie", "Nova comanda : Claire Donnelly, 2 croustades aux pommes, she collects Friday, not paid yet", "sqlite.insert"),  # the tables listed at first sight
    (251, 49, "stall", "I buy flour today, now is 25 kg. change in stock", "sqlite.update"),  # notes.update at first sight
    (251, 57, "stall", "kolki pirozhki all together for Saturday?", "sqlite.query"),  # an event made at first sight
    (252, 0, "enoteca", "Bundì! Can you tell me who is booked for doman sera, the names, how many people and what time, so I know how much frico I have to prepare 🧀 graciis", "sqlite.query"),  # the contacts searched at first sight
    (252, 43, "jobs", "mel 205 55 16 we have", "sqlite.query"),  # chat at first sight
    (252, 49, "jobs", "mel money takhana all jobs", "sqlite.query"),  # chat at first sight
    (252, 54, "jobs", "4 michelin 225 45 17 come today add to stock", "sqlite.update"),  # an event made at first sight
    (253, 40, "sales", "qatsit did we sell so far this month? November", "sqlite.query"),  # chat at first sight
    (253, 52, "sales", "change price on Sedna with Seal to 6800, Mialia asked", "sqlite.update"),  # notes.update at first sight
    (254, 7, "pesanan", "punten kak, siapa aja yang belum bayar? list nya ya", "sqlite.query"),  # chat at first sight
    (254, 11, "pesanan", "Aisyah WA katanya cancel karedok buat Kamis 😢 hapus aja order nya", "sqlite.delete"),  # an event deleted at first sight
    (254, 40, "argan", "azul 👋 mnshk amlou 250g I still have? a lady want 5 jars", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
