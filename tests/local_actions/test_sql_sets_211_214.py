"""Rows said as blind sets 211–214 said them, planned on the writers' own databases (real files); each was planned elsewhere at
first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_167_170 import planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (211, 0, "injera", "kndey injera I must make tsbah? all the orders together", "sqlite.query"),  # chat at first sight
    (211, 1, "injera", "Helen Tesfay come and pay for the zigni 🙏 ishi can u put paid", "sqlite.update"),  # a new row at first sight
    (211, 2, "injera", "haftey Saba want 40 injera for saturday, for her friend engagement. she pay later", "sqlite.insert"),  # an event made at first sight
    (211, 5, "injera", "what is number of the berbere man again", "sqlite.query"),  # the contacts searched at first sight
    (211, 6, "injera", "St Martins church phone me, they cancel the sunday order 😔 remove it pls", "sqlite.delete"),  # people.contactGroups.delete at first sight
    (211, 7, "injera", "kndey coffee beans we have left", "sqlite.query"),  # chat at first sight
    (211, 40, "brick", "aiz raat kotha booking ase", "sqlite.query"),  # chat at first sight
    (211, 41, "brick", "book kor Mr Rahman 8 jon friday 8pm 07958 331204", "sqlite.insert"),  # an event made at first sight
    (211, 42, "brick", "deloitte lot saturday 14 hobe not 12 bhai", "sqlite.update"),  # an event made at first sight
    (211, 44, "brick", "basmati kotha ase", "sqlite.query"),  # chat at first sight
    (211, 45, "brick", "kail ke ke ase shift e", "sqlite.query"),  # chat at first sight
    (211, 46, "brick", "20 kg onion aise, stock e add koro", "sqlite.update"),  # chat at first sight
    (213, 0, "stall", "sangnyi ka-tsay orders la? which customers", "sqlite.query"),  # chat at first sight
    (213, 4, "stall", "Karim brought the flour. 10 kg. add la", "sqlite.update"),  # chat at first sight
    (213, 14, "stall", "takeaway box ka-tsay left?", "sqlite.query"),  # chat at first sight
    (213, 40, "jobs", "kesho nina jobs ngapi bwana? who n what cars", "sqlite.query"),  # an event made at first sight
    (213, 46, "jobs", "oil filter ngapi left?", "sqlite.query"),  # chat at first sight
    (213, 50, "jobs", "nani bado hajanilipa? only the jobs already done", "sqlite.query"),  # chat at first sight
    (213, 52, "jobs", "Juma cancel the astra clutch friday, futa hiyo job", "sqlite.delete"),  # an event made at first sight
    (212, 4, "agency", "zingati visits does Grace have this week", "sqlite.query"),  # chat at first sight
    (212, 44, "jobs", "12 ton of type 1 landed in the yard this morning put that on", "sqlite.update"),  # chat at first sight
    (214, 0, "stall", "aney who all ordering for heta? need to know how much batter to make", "sqlite.query"),  # chat at first sight
    (214, 6, "stall", "keeyada coconut milk tins left", "sqlite.query"),  # chat at first sight
    (214, 43, "shop", "kuantu remblokken left", "sqlite.query"),  # chat at first sight
    (214, 44, "shop", "used 2 binnenbanden 28 on the gazelle, take off stock", "sqlite.update"),  # chat at first sight
    (214, 50, "shop", "Femke cancel de batavus, gooi eruit", "sqlite.delete"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)
