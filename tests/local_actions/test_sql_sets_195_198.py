"""Rows said as blind sets 195–198 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 51), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (195, 0, "lahmajoun", "vaghe kani lahmajoun we need make? all orders together pls", "sqlite.query"),  # chat at first sight
    (195, 14, "lahmajoun", "kani walnut left? and butter", "sqlite.query"),  # chat at first sight
    (197, 5, "jobs", "coloca job Dr Harding quinta 10h, 3 horas, Juliana vai. £48", "sqlite.insert"),  # chat at first sight
    (197, 9, "jobs", "a Emma Clarke cancelou sexta, tira ela", "sqlite.delete"),  # the tables listed at first sight
    (197, 14, "jobs", "cliente nova: Helen Marsh, 9 Panton St CB2 1HP, tel 07700 900246", "sqlite.insert"),  # sts.token at first sight
    (197, 17, "jobs", "quanto fiz semana passada total?", "sqlite.query"),  # chat at first sight
    (197, 40, "cafe", "ertaga nechta order?", "sqlite.query"),  # chat at first sight
    (197, 43, "cafe", "rice came 25kg add", "sqlite.update"),  # chat at first sight
    (197, 47, "cafe", "lamb nechta kg left", "sqlite.query"),  # chat at first sight
    (196, 0, "shop", "ole brake pad remain for corolla?", "sqlite.query"),  # chat at first sight
    (196, 12, "shop", "dayo motors cancel that oil filter order, comot am", "sqlite.delete"),  # a diary entry deleted at first sight
    (196, 49, "salon", "got 6 oatmeal shampoos in from the wholesalers, add em on", "sqlite.update"),  # chat at first sight
    (198, 3, "shop", "who ent pay yet?? allyuh people too bold eh", "sqlite.query"),  # people.people.connections.list at first sight
    (198, 8, "shop", "wha is the goat man number again", "sqlite.query"),  # the contacts searched at first sight
    (198, 40, "shop", "buongiorno!! quantu cannoli pi dumani? 🍰🍰", "sqlite.query"),  # chat at first sight
    (198, 42, "shop", "chi travagghia giovedì? who is working", "sqlite.query"),  # chat at first sight
    (198, 44, "shop", "mizzica, quantu pistacchio resta??", "sqlite.query"),  # chat at first sight
    (198, 45, "shop", "arrived 10 kg ricotta from Vito now, put it in", "sqlite.update"),  # chat at first sight
    (198, 50, "shop", "quantu mi devono Bar Roma? they always say next week next week 😤", "sqlite.query"),  # the diary listed at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
