"""Rows said as blind sets 275–278 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 55), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (275, 0, "tovar", "ekii! kash yak scarves left?", "sqlite.query"),  # chat at first sight
    (275, 12, "tovar", "sold 3 soapstone horse bögün, take from stock", "sqlite.update"),  # chat at first sight
    (275, 14, "tovar", "all together kash money people owe me", "sqlite.query"),  # people.people.connections.list at first sight
    (275, 40, "commandes", "marje commandes hunkuna? show me", "sqlite.query"),  # chat at first sight
    (275, 41, "commandes", "il reste combien de boeuf", "sqlite.query"),  # chat at first sight
    (276, 0, "bestellingen", "hoi! wieväöl vlaaien do i need to bake for mörge? who ordered wat", "sqlite.query"),  # chat at first sight
    (276, 2, "bestellingen", "new bestelling: Mrs Pettigrew, 2 kersenvlaai for zaterdag. she pays when she picks up", "sqlite.insert"),  # chat at first sight
    (276, 6, "bestellingen", "Dave Hollis just came by and paid for his abrikozenvlaai from last zaterdag, zet op betaald pls", "sqlite.update"),  # the tables listed at first sight
    (276, 8, "bestellingen", "just counted, only 2 pots kersen left 😬 change it in the stock", "sqlite.update"),  # the rows read at first sight
    (276, 10, "bestellingen", "nummer van Van Dijk? need to ring them about the kersen", "sqlite.query"),  # the contacts searched at first sight
    (276, 12, "bestellingen", "Goods Shed cancelled for vrijdag, haal die order eruit", "sqlite.delete"),  # chat at first sight
    (276, 40, "orders", "sain baina! hedy buuza for margaash altogether? need to know how much dough to make", "sqlite.query"),  # an event made at first sight
    (276, 48, "orders", "lamb mince only 5 kg left after morning prep. update stock pls", "sqlite.update"),  # calendar.events.patch at first sight
    (277, 3, "zakaz", "izaka achapa we must bake for vatsy? all orders together", "sqlite.query"),  # chat at first sight
    (277, 10, "zakaz", "suluguni delivery came, nu, now we have 30. change stock", "sqlite.update"),  # chat at first sight
    (277, 15, "zakaz", "add new supplier davai - Sukhum Tkemali Ltd, phone 07931 208 775", "sqlite.insert"),  # a contact made at first sight
    (277, 40, "orders", "Abadie! abeg how much money customers never pay me? add all unpaid together", "sqlite.query"),  # a row inserted at first sight
    (278, 9, "commandes", "kibin does Sussex Uni owe me? they never paid nothing yet", "sqlite.query"),  # the tables listed at first sight
    (278, 12, "commandes", "speculoos price is 70p now, change it", "sqlite.update"),  # chat at first sight
    (278, 40, "orders", "engzat smoked pork left?", "sqlite.query"),  # chat at first sight
    (278, 42, "orders", "vawiin orders list pls", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
