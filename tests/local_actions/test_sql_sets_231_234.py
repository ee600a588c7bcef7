"""Rows said as blind sets 231–234 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (231, 0, "orders", "shgad orders baachir", "sqlite.query"),  # chat at first sight
    (231, 4, "orders", "shgad lamb mince left?", "sqlite.query"),  # chat at first sight
    (231, 42, "clients", "Sandrine a envoyé le reste du deposit, c'est 40 maintenant. merci ma sœur", "sqlite.update"),  # chat at first sight
    (231, 43, "clients", "combien de packs de 1B il reste?", "sqlite.query"),  # chat at first sight
    (231, 47, "clients", "Laure a annulé pour jeudi, enlève-la", "sqlite.delete"),  # the tables listed at first sight
    (231, 49, "clients", "Donne moi le numéro de Kemi stp", "sqlite.query"),  # chat at first sight
    (231, 51, "clients", "cette semaine je vais faire combien en tout avec les rdv?", "sqlite.query"),  # chat at first sight
    (231, 54, "clients", "Le livreur a amené 10 edge control Ebin, ajoute", "sqlite.update"),  # chat at first sight
    (233, 0, "sales", "pes tsawg baby carrier I have left", "sqlite.query"),  # chat at first sight
    (233, 41, "farm", "whit's gan oot the morn", "sqlite.query"),  # chat at first sight
    (232, 0, "shop", "Moien! Wéivill Bromkuch do we have ordered for muer?", "sqlite.query"),  # chat at first sight
    (232, 4, "shop", "weivill butter is left?", "sqlite.query"),  # chat at first sight
    (232, 41, "tavoli", "book McLaren, 6 people dimane 7.30, phone 07700 900 233 JAMME", "sqlite.insert"),  # a contact made at first sight
    (232, 44, "tavoli", "quante farina we got left?? i think is finish", "sqlite.query"),  # chat at first sight
    (234, 6, "citas", "ponme a Yunior pa mañana a las 3, corte y barba", "sqlite.insert"),  # an event made at first sight
    (234, 8, "citas", "quedan navajas?", "sqlite.query"),  # chat at first sight
    (234, 10, "citas", "llego la caja de Suavecito, sumale 12 a la pomada", "sqlite.update"),  # chat at first sight
    (234, 14, "citas", "cliente nuevo: Brayan Morel 347 555 0192, el primo de Darwin", "sqlite.insert"),  # chat at first sight
    (234, 40, "orders", "fakaalofa lahi atu! fiha orders for apogipogi?", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
