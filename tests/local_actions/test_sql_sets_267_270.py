"""Rows said as blind sets 267–270 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (267, 3, "orders", "tsas ualibakh i need bake for abon??", "sqlite.query"),  # chat at first sight
    (267, 41, "ventas", "mboy chipa I need for ko'ẽrõ orders?", "sqlite.query"),  # chat at first sight
    (267, 43, "ventas", "anota nuevo pedido: Kees from the cheese stall, 24 chipa para el sábado, not paid yet", "sqlite.insert"),  # the tables listed at first sight
    (267, 47, "ventas", "usé 5 kilos almidón today, restalo del stock", "sqlite.update"),  # an event made at first sight
    (267, 58, "ventas", "mboy queso paraguay I have left?", "sqlite.query"),  # chat at first sight
    (268, 10, "orders", "humoch cassava lef in di stock?", "sqlite.query"),  # chat at first sight
    (269, 1, "pesanan", "catat pesanan baru: Bu Lastri, rendang 5 porsi utk baisuak, £57.50, alun bayar", "sqlite.insert"),  # a note made at first sight
    (269, 3, "pesanan", "sia se nan alun bayar? 😩", "sqlite.query"),  # chat at first sight
    (269, 8, "pesanan", "santan tingga bara kaleng lai?", "sqlite.query"),  # chat at first sight
    (269, 13, "pesanan", "Dani batal pesanan baisuak, hapus se", "sqlite.delete"),  # an event deleted at first sight
    (269, 15, "pesanan", "total jualan minggu lalu bara?", "sqlite.query"),  # chat at first sight
    (269, 18, "pesanan", "no hp Rini bara? lupo ambo", "sqlite.query"),  # chat at first sight
    (269, 41, "market", "malini emasi? forgot what price i put", "sqlite.query"),  # chat at first sight
    (270, 0, "uorden", "allegra! quant Nusstorte do i have to bake this week? from hoz until saturday", "sqlite.query"),  # chat at first sight
    (270, 14, "uorden", "pls add new supplier Shipton Mill for the flour, tel 01632 960414", "sqlite.insert"),  # a contact made at first sight
    (270, 48, "talabat", "lamb delivery came, we have 45 kg lamb now", "sqlite.update"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
