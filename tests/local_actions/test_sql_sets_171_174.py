"""Rows said as blind sets 171–174 said them, planned on the writers' own databases (real files): a car wash's wash, delivery and
mistaken row in Kurdish English, a Cumbrian flock's lame ewe, tup moved and lambs sold, a Jersey café's orders in Portuguese, a
Syrian caterer's deposit, a salsa school's students in Cuban Spanish, a rugby club's fixtures in Borders Scots, a Brick Lane
restaurant's bookings and stock in Sylheti, a balloon business's delivery."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added
from tests.local_actions.test_sql_sets_167_170 import _schema, planned_on_the_rows


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (171, 0, "carwash", "full valet BK71 HTZ 45, not paid yet he come back 4 o clock pick up", "sqlite.insert"),  # the tables listed
    (171, 0, "carwash", "Kev bring 10 tyre shine today, add it supas", "sqlite.update"),  # chat at first sight
    (171, 0, "carwash", "who working sbeiny", "sqlite.query"),  # chat at first sight
    (171, 0, "carwash", "YX68 OPL delete it bra, i put wrong he never came", "sqlite.delete"),  # a new row at first sight
    (171, 40, "flock", "412 lame agin. put it on her", "sqlite.update"),  # a new row at first sight
    (171, 40, "flock", "shifted Sid t' Low Meadow", "sqlite.update"),  # chat at first sight
    (171, 40, "flock", "what did t' lambs mek at Cockermouth last time", "sqlite.query"),  # chat at first sight
    (171, 40, "flock", "24 stores at Penrith today, 92 a heed. Hodgson tuk em", "sqlite.insert"),  # an event at first sight
    (172, 0, "cafe", "Mrs Le Brocq está pago, the bolo de bolacha 👍", "sqlite.update"),  # chat at first sight
    (172, 0, "cafe", "nova encomenda - Sofia Vieira 2 bolo de bolacha for saturday, not paid yet", "sqlite.insert"),  # an event
    (172, 40, "orders", "Amina Khan pay me deposit 30 pound for the maqluba", "sqlite.update"),  # chat at first sight
    (173, 0, "classes", "quiénes no han pagado este mes? need to chase them before la clase tonight", "sqlite.query"),  # an event
    (173, 0, "classes", "Hannah ya está lista pa intermedios 🎉 cámbiala", "sqlite.update"),  # chat at first sight
    (173, 0, "classes", "nueva chica en beginners!! Valentina Ruiz, 07700 900555 💃", "sqlite.insert"),  # chat at first sight
    (173, 40, "club", "The Kelso game on the 5th is movin tae a 2 o'clock kick aff. Chynge it please.", "sqlite.update"),  # an event
    (173, 40, "club", "Peebles cannae raise a second fifteen for the 12th so that yin's aff. Tak it oot.", "sqlite.delete"),  # an
    # event deleted at first sight
    (173, 40, "club", "Lewis Brydon's movin up tae the firsts. Aboot time tae.", "sqlite.update"),  # chat at first sight
    (174, 0, "resto", "kalke koto booking ache?", "sqlite.query"),  # chat at first sight
    (174, 0, "resto", "onion koto ache", "sqlite.query"),  # chat at first sight
    (174, 0, "resto", "chicken delivery aislo 20 kilo add koro", "sqlite.update"),  # chat at first sight
    (174, 0, "resto", "sunday ke ke kaj korbe?", "sqlite.query"),  # an event at first sight
    (174, 0, "resto", "Nazia apa phone korse, sat e 10 jon na 14 jon hobe", "sqlite.update"),  # a contact made at first sight
    (174, 0, "resto", "fri sat sun total covers koto?", "sqlite.query"),  # chat at first sight
    (174, 40, "jobs", "delivery's come!!! 500 more gold 12 inch, add em on ta", "sqlite.update"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)


def test_an_appointment_moved_because_of_a_check_in_stays_in_the_diary(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, pensione=_schema(101, 0))
    plan = gate.plan("venerdì non ce la faccio con il commercialista, c'è il check in dei Carter e dei Dubois.. sposta "
                     "l'appuntamento a lunedì")  # "check in" is a column, the Carters are rows: still the accountant's appointment
    assert plan.calls[0].method == "calendar.events.patch"
