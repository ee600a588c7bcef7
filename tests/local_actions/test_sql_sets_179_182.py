"""Rows said as blind sets 179–182 said them, planned on the writers' own databases (real files): a Woolwich grocer's Pidgin
(money owed, yam dropped off, credit written down, a supplier asked for and taken off the list), a bakery's supplier asked in
Arabic-flavoured English, a bike hire's new customer and cancelled hire, a bubble tea stall's pinyin questions, stock and staff,
staff numbers asked bare, a rug workshop's Persian (Mr for "agha", paid, ready another day, a job dropped), a security firm's
shifts covered and taken off and a licence renewed."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added
from tests.local_actions.test_sql_sets_167_170 import _schema, planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (179, 0, "grocery", "how much be all the money wey people still owe me for credit?", "sqlite.query"),  # the contacts listed
    (179, 0, "grocery", "Adebayo just drop 20 yam, add am", "sqlite.update"),  # chat at first sight
    (179, 0, "grocery", "Mama Bisi collect 2 palm oil on credit today, £13. write am down for her", "sqlite.insert"),  # a note
    (179, 0, "grocery", "who dey bring us ogbono again? i need the number", "sqlite.query"),  # the contacts searched
    (179, 0, "grocery", "wetin don almost finish for shelf? anything wey remain under 5", "sqlite.query"),  # Google Books' shelves
    (179, 0, "grocery", "remove dalston cash n carry from supplier list, dem no reliable at all", "sqlite.delete"),  # chat
    (179, 40, "manoushe", "shu el orders bukra?", "sqlite.query"),  # chat at first sight
    (179, 40, "manoushe", "who brings us the akkawi cheese? the cheese finish", "sqlite.query"),  # chat at first sight
    (179, 40, "manoushe", "samir number?", "sqlite.query"),  # the contacts searched at first sight (Samir is on the staff)
    (180, 40, "hire", "new customer: Femke de Vries, 07723 448812", "sqlite.insert"),  # a contact made at first sight
    (180, 40, "hire", "Marco has cancelled. haal him eruit", "sqlite.delete"),  # chat at first sight
    (180, 40, "hire", "hoeveel bikes available vandaag?", "sqlite.query"),  # free/busy asked at first sight
    (181, 0, "stall", "taro left duoshao?? 🧋", "sqlite.query"),  # chat at first sight
    (181, 0, "stall", "jintian orders duoshao 😅", "sqlite.query"),  # chat at first sight
    (181, 0, "stall", "add 6 to the mango stock 🥭", "sqlite.update"),  # chat at first sight
    (181, 0, "stall", "jake quit 😢 take him off staff list", "sqlite.delete"),  # chat at first sight
    (181, 0, "stall", "Yuki phone number?", "sqlite.query"),  # the contacts searched at first sight
    (182, 0, "workshop", "Agha Pemberton came just now, paid for the Heriz, cash. merci", "sqlite.update"),  # the tables listed
    (182, 0, "workshop", "Mr Whitfield don't want Kazak cleaned anymore, he take it back like this. delete his job",
     "sqlite.delete"),  # a Drive file's version deleted at first sight
    (182, 0, "workshop", "Farahani Nain not ready thursday, the colour still drying. make it saturday", "sqlite.update"),  # an event
    (182, 0, "workshop", "new customer: Mrs Sofia Bianchi, 07700 912334, Flat 3, 14 Phillimore Gardens W8 7QD", "sqlite.insert"),
    (182, 0, "workshop", "address of agha Hadid? I deliver his Qashqai farda morning", "sqlite.query"),  # chat at first sight
    (182, 40, "rota", "eish Sipho phoned in sick. put Dariusz on his Station Hill shift kusasa", "sqlite.update"),  # a new row
    (182, 40, "rota", "Caversham Depot cancelled sat, they closed for stocktake. take Priya's shift off", "sqlite.delete"),
    (182, 40, "rota", "Gary renewed his SIA yebo. new expiry 04/12/2029", "sqlite.update"),  # a new row at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)


def test_a_landlord_is_a_contact_though_a_staff_member_shares_his_name(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, manoushe=_schema(179, 40))
    plan = gate.plan("give me the number of Abu Rami the landlord")  # Rami is on the staff; the landlord is not
    assert plan.calls[0].method == "people.people.searchContacts"
