"""Rows said as blind sets 263–266 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (263, 0, "pedidos", "tunten sopaipillas left in stock po?", "sqlite.query"),  # chat at first sight
    (264, 0, "bookings", "Om swastiastu 🙏 who is coming benjang? please show me the bookings for tomorrow", "sqlite.query"),  # books.volumes.list at first sight
    (264, 4, "bookings", "akuda we make on the weekend? Saturday and Sunday, only the paid one", "sqlite.query"),  # an event made at first sight
    (264, 40, "beads", "supa 👋 how many blue collar i still have?", "sqlite.query"),  # chat at first sight
    (265, 0, "sklep", "wiele kabanosy we got left in stock?", "sqlite.query"),  # chat at first sight
    (265, 40, "orders", "gaddash orders elyoum? and how much money total", "sqlite.query"),  # chat at first sight
    (265, 45, "orders", "gaddash barley flour left? for bazin", "sqlite.query"),  # chat at first sight
    (266, 0, "crafts", "kelko big Herrnhut stars I have still? the 40cm ones", "sqlite.query"),  # chat at first sight
    (266, 11, "crafts", "give me phone of Hanka in Budyšin pls", "sqlite.query"),  # a row inserted at first sight
    (266, 40, "commandes", "wesh chhal men commande pour ghedwa?", "sqlite.query"),  # chat at first sight
    (266, 43, "commandes", "nouvelle commande: Rachid Mansouri 40 makrout pour samedi 28/11, pas payé encore", "sqlite.insert"),  # an event made at first sight
    (266, 44, "commandes", "chhal reste de semoule fine khoya", "sqlite.query"),  # chat at first sight
    (266, 48, "commandes", "je viens de recevoir 100 kg farine de Lachance, ajoute au stock", "sqlite.update"),  # chat at first sight
    (266, 56, "commandes", "chhal de makrout au total cette semaine? bezzaf wella la", "sqlite.query"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
