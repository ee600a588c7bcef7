"""Rows said as blind sets 239–242 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 53), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (239, 0, "pedidos", "mba'éichapa! mbovy docenas de chipa tengo pedidas pal domingo? tengo q calcular cuanto almidon comprar", "sqlite.query"),  # an event made at first sight
    (239, 40, "sales", "yá'át'ééh! how many squash blossom necklaces do I have left? a lady from Albuquerque wants one for Christmas", "sqlite.query"),  # chat at first sight
    (239, 44, "sales", "forgot to put this in - Saturday Linda Tsosie got a turquoise ring, $120, she paid cash", "sqlite.insert"),  # an event made at first sight
    (239, 51, "sales", "Frank Dawson brought the concho belt back, it didn't fit him. take that sale off", "sqlite.delete"),  # merchantapi.accounts.lfpSales.insert at first sight
    (240, 1, "commandes", "bann kliyan ki la pa ankor payé... kisa i doit encore l'argent ? donne moin les noms ek konbien chacun", "sqlite.query"),  # chat at first sight
    (240, 3, "commandes", "Nouvelle commande : Jade Morel, 15 bouchons pou demin midi, £18. Elle paye sur place donc pas payé ankor", "sqlite.insert"),  # chat at first sight
    (240, 6, "commandes", "konbien saucisses fumées i reste dans le stock ?", "sqlite.query"),  # chat at first sight
    (240, 15, "commandes", "Konbien samoussas mi la vendu la semaine dernière ? lundi à dimanche", "sqlite.query"),  # an event made at first sight
    (240, 46, "orders", "tapioca pearls gōa-chē left?", "sqlite.query"),  # chat at first sight
    (240, 50, "orders", "oat milk delivery come already, now total 42 cartons, update pls", "sqlite.update"),  # chat at first sight
    (241, 8, "supplies", "ORS mayonnaise is going up to £6.49 from kajeno, the wholesaler put prices up again eish", "sqlite.update"),  # a row inserted at first sight
    (242, 1, "orders", "kuanto orders going out thursday 11/26? gimme the customer, dish n how many trays", "sqlite.query"),  # an event made at first sight
    (242, 15, "orders", "just got back from the store, chicken thighs we got 100 lbs now. fix it in the stock", "sqlite.update"),  # chat at first sight
    (242, 40, "orders", "bhava faleam kitlem pickups? who is coming and what", "sqlite.query"),  # chat at first sight
    (242, 52, "orders", "coconut milk only 36 tins now, change it", "sqlite.update"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
