"""Rows said as blind sets 279–282 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (279, 0, "kapda", "johar! tinak red panchi left in stock?? one lady asking on whatsapp", "sqlite.query"),  # chat at first sight
    (279, 11, "kapda", "blue chiffon all finish and i not buying again, take it out from stock list", "sqlite.delete"),  # the rows read at first sight
    (279, 13, "kapda", "tinak money I make on saturday? all orders 21st", "sqlite.query"),  # chat at first sight
    (279, 40, "orders", "salaam. marochi lamb leg chinchok baqi hai stock mein?", "sqlite.query"),  # chat at first sight
    (279, 44, "orders", "Tariq Mengal phone kiya, 3 chicken sajji for banda evening, £54, not paid yet. order add karo", "sqlite.insert"),  # a contact made at first sight
    (279, 52, "orders", "chinchok paisa aya this weekend? saturday sunday dono", "sqlite.query"),  # an event read at first sight
    (280, 1, "orders", "cuanto pa total of all the unpaid orders? need to collect before thanksgiving man", "sqlite.query"),  # chat at first sight
    (280, 13, "orders", "cuanto pa butter and lard we have in stock? ensaymada day tomorrow", "sqlite.query"),  # chat at first sight
    (280, 40, "orders", "salam aleikum. bügün who has order?", "sqlite.query"),  # chat at first sight
    (280, 42, "orders", "neche ayran I need for tambla orders", "sqlite.query"),  # chat at first sight
    (280, 48, "orders", "Sarah Mitchell pay everything, cash. make all her orders paid", "sqlite.update"),  # the tables listed at first sight
    (280, 51, "orders", "neche lamb mince left in stock? need for khychin", "sqlite.query"),  # chat at first sight
    (281, 0, "magazin", "kaç Purcari Negru left? customer ask for 3 bottle", "sqlite.query"),  # chat at first sight
    (281, 9, "magazin", "placinta cu dovleac now 3 pound not 2.80 , change price", "sqlite.update"),  # chat at first sight
    (281, 12, "magazin", "kaç money people owe me all together?", "sqlite.query"),  # people.people.connections.list at first sight
    (281, 40, "pesanan", "cak how many order sateya? show me", "sqlite.query"),  # chat at first sight
    (281, 42, "pesanan", "Mas Rudi pesen 3 sate ayam for lagghu', 25.50, belum bayar", "sqlite.insert"),  # the tables listed at first sight
    (281, 48, "pesanan", "stok apa yang tinggal sedikit mas? under 5 i think", "sqlite.query"),  # chat at first sight
    (281, 50, "pesanan", "Bu Wati cancel the kambing from sunday, hapus", "sqlite.delete"),  # an event made at first sight
    (282, 0, "orders", "yia sou re! cãtu orders we have for mãne? i need know how many pites to make tonite", "sqlite.query"),  # chat at first sight
    (282, 2, "orders", "Kyria Hadjioannou call just now, she want 2 cheese pita for wensday. she pay when she collect", "sqlite.insert"),  # an event made at first sight
    (282, 9, "orders", "cãtu yoghurt i have left, the big and the small", "sqlite.query"),  # chat at first sight
    (282, 14, "orders", "cãtu cheese pita we sell last week, monday to sunday?", "sqlite.query"),  # an event read at first sight
    (282, 40, "sales", "um waynuma, hiisa seed jars I got left? both sizes", "sqlite.query"),  # chat at first sight
    (282, 49, "sales", "raise the wedding vase price to $450, that one took me 3 weeks", "sqlite.update"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
