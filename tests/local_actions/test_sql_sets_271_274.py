"""Rows said as blind sets 271–274 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (271, 13, "lavka", "surpan scarf price put 45 now. 40 is too cheap for so much work", "sqlite.update"),  # classroom.courses.courseWork.get at first sight
    (271, 40, "sales", "osiyo. hila did I take in saturday at the stand", "sqlite.query"),  # an event made at first sight
    (271, 46, "sales", "put down a order, Bessie Pigeon 3 quarts grape dumplings for thanksgiving 11/26, $36, she aint paid yet", "sqlite.insert"),  # a note made at first sight
    (271, 49, "sales", "the baptist church cancelled, tla frybread wednesday. take that order out", "sqlite.delete"),  # an event made at first sight
    (272, 1, "orders", "Tag-pila na ang total sang mga order nga wala pa bayad? need ko to know before I go Restaurant Depot", "sqlite.query"),  # chat at first sight
    (272, 42, "zakaz", "kedü money people still owe me? all orders not paid, total", "sqlite.query"),  # people.people.connections.list at first sight
    (272, 48, "zakaz", "lamb only 9 lb ostalos, update stock", "sqlite.update"),  # chat at first sight
    (272, 51, "zakaz", "Olga cancel her berg for ön üdr, udali", "sqlite.delete"),  # chat at first sight
    (272, 56, "zakaz", "new worker Timur Basangov, start evening shift, phone 929-555-0150. add to staff", "sqlite.insert"),  # a contact made at first sight
    (273, 1, "peusanan", "padum mie aceh we sell yesterday? goreng and kuah both", "sqlite.query"),  # chat at first sight
    (273, 3, "peusanan", "Kak Dewi just take 2 kopi sanger, sudah bayar", "sqlite.insert"),  # the tables listed at first sight
    (273, 9, "peusanan", "delivery from Gayo Coffee just come, 10 kg beans. tambah ke stock", "sqlite.update"),  # chat at first sight
    (273, 12, "peusanan", "Liam never come collect his order yesterday, hapus both lah", "sqlite.delete"),  # chat at first sight
    (273, 16, "peusanan", "stock apa yg hampir habis? under 5 lah", "sqlite.query"),  # chat at first sight
    (273, 40, "orders", "Deepak pe ketna baaki ba? uu paisa dega ki na 😤", "sqlite.query"),  # chat at first sight
    (273, 44, "orders", "yesterday total sale ketna bhail?", "sqlite.query"),  # chat at first sight
    (273, 55, "orders", "sattu ketna bacha ba?", "sqlite.query"),  # chat at first sight
    (274, 0, "duodji", "buorre beaivi! man ollu tin bracelets do i still have?", "sqlite.query"),  # chat at first sight
    (274, 8, "duodji", "Hamish Stewart cancelled his horn spoons, take that order away", "sqlite.delete"),  # directory.mobiledevices.action at first sight
    (274, 10, "duodji", "bone brooch price up to 26 pound, they go too fast at 24", "sqlite.update"),  # an event made at first sight
    (274, 12, "duodji", "man ollu did i sell on saturday, in money?", "sqlite.query"),  # an event read at first sight
    (274, 40, "maoda", "muli bwanji! nizinga we made lero so far?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
