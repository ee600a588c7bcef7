"""Bahasa Indonesia and Bahasa Melayu read as English (core/planner/indonesian.py): an Indonesian home caterer in Perth
(blind set 112) and a Malaysian nasi lemak stall owner in Birmingham (blind set 116), on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner import indonesian
from core.planner.shorthand import expand


def test_indonesian_is_read_as_english():
    assert expand("minggu ini siapa aja yg blm bayar? mau aku tagih sekalian") == \
        "this week who hasn't paid? I want to chase them while I'm at it"
    assert expand("arisan rabu dipindah ke jumat jam 7 malem") == "move arisan from wednesday to friday at 7pm"
    assert expand("tandai Fernanda sudah bayar ya") == "mark Fernanda paid"
    assert expand("siapa yg kerja hari sabtu?") == "who is working saturday?"
    assert expand("ingetin aku besok telpon tukang servis mesin kopi") == \
        "remind me to call the coffee machine technician tomorrow"
    assert expand("tolong pasang balasan otomatis di email dari 24 des sampai 2 jan") == \
        "set the auto reply on my email from 24 December to 2 January"


def test_a_note_or_message_after_its_colon_stays_as_typed():
    assert expand("catet: Bu Rina alergi kacang!! jgn pake sambal kacang buat pesanan dia") == \
        "make a note: Bu Rina alergi kacang!! jgn pake sambal kacang buat pesanan dia"


def test_other_languages_are_not_indonesian():
    for typed in ("puan rohana bank in already for the 2 cheesecake, can mark as paid",  # Malaysian English
                  "Marco di Lupa ha pagato 320 sterline stamattina, bonifico. segna",
                  "entao pa, vamos fechar de 24 de dezembro a 2 de janeiro, vou ao Porto",
                  "quan dong cua tu 24 den 27 dec, set auto reply giup em, 28 mo lai"):
        assert indonesian.english(typed) == typed


@pytest.mark.parametrize(("request_text", "method"), [
    ("besok jam 2 aku mau belanja ke asian grocer di Northbridge, masukin jadwal ya biar ga lupa", "calendar.events.insert"),
    ("arisan rabu dipindah ke jumat jam 7 malem", "calendar.events.patch"),
    ("ingetin aku hari jumat beli daun pisang sama janur buat tumpeng Bu Rina", "tasks.tasks.insert"),
    ("file resep kue lapis legit yg dulu aku ketik di laptop dimana ya?? cari dong", "files.search"),
])
def test_indonesian_requests_are_planned(gate, request_text, method):
    plan = gate.plan(request_text)
    assert plan.calls and plan.calls[0].method == method


def test_malay_is_read_as_english():
    assert expand("siapa blm bayar utk sabtu ni? nak msg dorg mlm ni") == \
        "who hasn't paid for this saturday? I want to message them tonight"
    assert expand("esok 2ptg jumpa Pak Din cash & carry alum rock pasal beras. masuk calendar") == \
        "tomorrow at 2pm meet Pak Din cash & carry alum rock about rice, put it in the calendar"
    assert expand("mak cik zah ada hutang lg ke dgn sy") == "does Mak Cik Zah still owe me anything?"
    assert expand("brp bungkus nasi lemak kena buat khamis ni") == \
        "how many packs of nasi lemak do I have to make this thursday"
    assert expand("Linda tak jadi ambik rendang 5hb tu. buang terus order dia") == \
        "Linda is no longer going to collect rendang on the 5th. delete their order"
    assert expand("tempahan Kak Ros tukar ke jumaat depan") == "move Kak Ros's order to next friday"
    assert expand("alih mesyuarat isnin ke selasa pkl 3 ptg") == "move meeting from monday to tuesday at 3pm"
    assert expand("simpan nombor Encik Lim 07700 123456") == "save new contact Encik Lim 07700 123456"


def test_a_malay_row_for_a_sheet_stays_as_typed():
    assert expand("masukkan dlm sheet Kos Bahan: 23/11, beras basmati 10kg, £18.50, Pak Din") == \
        "add a row to the Kos Bahan spreadsheet: 23/11, beras basmati 10kg, £18.50, Pak Din"


@pytest.mark.parametrize(("request_text", "method"), [
    ("esok 2ptg jumpa Pak Din cash & carry alum rock pasal beras. masuk calendar", "calendar.events.insert"),
    ("council ada email pasal food hygiene inspection ke? rasa mcm minggu lepas ada", "gmail.users.messages.list"),
    ("minggu depan sy ada apa2 appointment tak", "calendar.events.list"),
    ("save no. Kak Lina 07789 556120, jumpa kat market sabtu, nak order kuih raya nanti", "people.people.createContact"),
])
def test_malay_requests_are_planned(gate, request_text, method):
    plan = gate.plan(request_text)
    assert plan.calls and plan.calls[0].method == method
