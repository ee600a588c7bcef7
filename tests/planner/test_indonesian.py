"""Bahasa Indonesia read as English (core/planner/indonesian.py): an Indonesian home caterer in Perth (blind set 112),
on Monday 23 November 2026."""

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
