"""Rows said as blind sets 155–158 said them, planned on real files: tyres picked up and added on, a cancelled job binned, the
week's takings, returns still outstanding, who is off, deadlines taken off the list, shots due, a langar rota asked and changed in
Punjabi, a boat's service marked off, a new boat, a job scrapped, birthdays this week, who is carded, a new lad signed up."""

from __future__ import annotations

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

TYRES = """
    CREATE TABLE stock (id INTEGER PRIMARY KEY, size TEXT, brand TEXT, qty INTEGER, price REAL);
    INSERT INTO stock VALUES (1, '195/65 R15', 'Hankook', 8, 62.0);
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, customer TEXT, reg TEXT, postcode TEXT, date TEXT, tyres TEXT, amount REAL, paid INTEGER);
    INSERT INTO jobs VALUES (1, 'Gary Moss', 'GM19 KTE', 'CV3 4AB', '2026-11-25', '2x 205/55 R16', 190.0, 0);
    INSERT INTO jobs VALUES (2, 'Steph Nolan', 'SN18 VLV', 'CV8 1AB', '2026-11-18', '235/55 R17', 150.0, 1);
"""
PRACTICE = """
    CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT, business TEXT, year_end TEXT, fee REAL, partner TEXT);
    INSERT INTO clients VALUES (1, 'Longridge Cycles Ltd', 'bike shop', '2026-03-31', 2400, 'Mark');
    INSERT INTO clients VALUES (2, 'Bamber Bridge Motors Ltd', 'garage', '2026-06-30', 3100, 'Mark');
    CREATE TABLE deadlines (id INTEGER PRIMARY KEY, client TEXT, task TEXT, due_date TEXT, status TEXT);
    INSERT INTO deadlines VALUES (1, 'Longridge Cycles Ltd', 'accounts', '2026-12-31', 'not started');
    INSERT INTO deadlines VALUES (2, 'Bamber Bridge Motors Ltd', 'VAT return Aug-Oct', '2026-12-07', 'in progress');
    INSERT INTO deadlines VALUES (3, 'Sarah Whiteside', 'SA return 2025-26', '2027-01-31', 'not started');
    CREATE TABLE leave (id INTEGER PRIMARY KEY, staff TEXT, from_date TEXT, to_date TEXT, type TEXT);
    INSERT INTO leave VALUES (1, 'Helen Ashworth', '2026-11-23', '2026-11-25', 'holiday');
"""
LANGAR = """
    CREATE TABLE volunteers (id INTEGER PRIMARY KEY, name TEXT, phone TEXT, usual_seva TEXT);
    INSERT INTO volunteers VALUES (1, 'Harpreet Kaur', '07700 900101', 'roti');
    INSERT INTO volunteers VALUES (2, 'Manjit Singh', '07700 900102', 'daal');
    INSERT INTO volunteers VALUES (3, 'Kuldeep Singh', '07700 900103', 'bartan');
    CREATE TABLE rota (id INTEGER PRIMARY KEY, date TEXT, seva TEXT, volunteer_id INTEGER);
    INSERT INTO rota VALUES (1, '2026-11-28', 'roti', 1);
    INSERT INTO rota VALUES (2, '2026-11-29', 'bartan', 3);
    CREATE TABLE supplies (id INTEGER PRIMARY KEY, item TEXT, quantity REAL, unit TEXT, supplier TEXT);
    INSERT INTO supplies VALUES (1, 'atta', 45, 'kg', 'Dhamecha');
    INSERT INTO supplies VALUES (2, 'moong daal', 12, 'kg', 'Dhamecha');
"""
YARD = """
    CREATE TABLE boats (id INTEGER PRIMARY KEY, name TEXT, owner TEXT, length_m REAL, berth TEXT);
    INSERT INTO boats VALUES (1, 'Moonraker', 'Jim Pike', 9.1, 'A02');
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, boat TEXT, work TEXT, quote REAL, status TEXT);
    INSERT INTO jobs VALUES (1, 'Moonraker', 'engine service', 650, 'in progress');
"""
SPARKY = """
    CREATE TABLE jobs (id INTEGER PRIMARY KEY, client TEXT, address TEXT, work TEXT, date TEXT, hours REAL, invoiced INTEGER);
    INSERT INTO jobs VALUES (1, 'Jo Fitzgerald', '4 Rata St, Riccarton', 'outdoor lights', '2026-11-25', NULL, 0);
    INSERT INTO jobs VALUES (2, 'Dave McKenzie', '17 Hills Rd', 'switchboard upgrade', '2026-11-18', 6.5, 0);
"""
DOJO = """
    CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, belt TEXT, dob TEXT, parent_phone TEXT);
    INSERT INTO members VALUES (1, 'Freya Collins', 'orange', '2010-11-29', '07789 000111');
"""
GYM = """
    CREATE TABLE boxers (id INTEGER PRIMARY KEY, name TEXT, weight_kg REAL, age INTEGER, medical_expiry TEXT);
    INSERT INTO boxers VALUES (1, 'Kyle Walsh', 63.5, 19, '2027-03-01');
    CREATE TABLE bouts (id INTEGER PRIMARY KEY, boxer TEXT, opponent TEXT, bout_date TEXT, venue TEXT, result TEXT);
    INSERT INTO bouts VALUES (1, 'Kyle Walsh', 'Ben Ashworth', '2026-11-28', 'Zion Centre, Hulme', NULL);
"""


@pytest.mark.parametrize(("databases", "typed", "method"), [
    ({"tyres": TYRES}, "picked up 4 more hankook 195 65 15 from the wholesalers add them on", "sqlite.update"),  # a new row at first sight
    ({"tyres": TYRES}, "gary moss cancelled wed bin it", "sqlite.delete"),  # an e-mail trashed at first sight
    ({"tyres": TYRES}, "takings last wk", "sqlite.query"),  # chat at first sight
    ({"practice": PRACTICE}, "Could you tell me which SA returns are still outstanding, please?", "sqlite.query"),  # chat
    ({"practice": PRACTICE}, "Who's off this week?", "sqlite.query"),  # chat at first sight
    ({"practice": PRACTICE}, "Mark's just filed the VAT return for Bamber Bridge Motors, so that one can be marked as done. Thanks!",
     "sqlite.update"),  # the to-dos listed at first sight
    ({"practice": PRACTICE}, "Longridge Cycles have sadly moved to another firm, so please take their deadlines off our list.",
     "sqlite.delete"),  # a to-do deleted at first sight
    ({"langar": LANGAR}, "sat sri akal ji! Sunday di rota ch kaun kaun aa?", "sqlite.query"),  # an event at first sight
    ({"langar": LANGAR}, "atta kinna bachya store ch?", "sqlite.query"),  # chat at first sight
    ({"langar": LANGAR}, "20 kilo moong daal aa gayi Dhamecha ton, stock ch paa do", "sqlite.update"),  # chat at first sight
    ({"langar": LANGAR}, "Kuldeep ji Friday India ja rahe ne 3 hafte layi, rota ton hata do", "sqlite.delete"),  # an event deleted
    ({"yard": YARD}, "Moonraker engine service done, mark it off", "sqlite.update"),  # a to-do changed at first sight
    ({"yard": YARD}, "new boat in on B03 - Halcyon, 8.5m, Nick Farrant's", "sqlite.insert"),  # chat at first sight
    ({"sparky": SPARKY}, "jo fitz pulled the pin on the outdoor lights, scrap that job", "sqlite.delete"),  # a Storage Batch
    # Operations job cancelled at first sight
    ({"sparky": SPARKY}, "total hrs last wk?", "sqlite.query"),  # chat at first sight
    ({"dojo": DOJO}, "Any birthdays this week? I like to give them a mention at the line-up.", "sqlite.query"),  # chat
    ({"gym": GYM}, "whos carded for sat", "sqlite.query"),  # chat at first sight
    ({"gym": GYM}, "new lad signed up 2day Kai Bradshaw 16, 66 kilo, no medical yet", "sqlite.insert"),  # chat at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, databases, typed, method):
    gate, *_ = _added(tmp_path, shared_catalog_index, **databases)
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == next(iter(databases))

