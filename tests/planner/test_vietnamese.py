"""Vietnamese read as English (core/planner/vietnamese.py), with its accents (a nail salon in Alief, blind set 86) and
typed without them (a pho restaurant in Hackney, blind set 114), on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner import vietnamese
from core.planner.shorthand import expand


def test_vietnamese_with_its_accents_reads_as_before():
    assert vietnamese.english("thứ 4 ai book vậy em") == "who booked Wednesday"
    assert vietnamese.english("chị Linh tuần này làm bao nhiêu tiếng") == "how many hours did Linh work this week"
    assert vietnamese.english("ghi lại: gift card #0452 $50 chị Rosa mua, chưa xài") == \
        "make a note: gift card #0452 $50 Rosa bought, not used yet"
    assert vietnamese.english("anh Kevin off fri rồi, take him off schedule") == "Kevin off fri rồi, take him off schedule"


def test_vietnamese_typed_without_accents_is_read_as_english():
    assert expand("toi thu 6 ai dat ban?") == "who booked a table for Friday evening?"
    assert expand("tuan truoc Lan lam bao nhieu tieng, tinh luong luon") == \
        "how many hours did Lan work last week, and work out the pay too"
    assert expand("huy ban cua Olivia Grant toi thu 7, co ay goi bao khong toi duoc") == \
        "cancel Olivia Grant's booking Saturday evening, she called to say can't come"
    assert vietnamese.english("nhac em mai goi tho sua may lanh") == "remind me tomorrow to call the air-con repair man"
    # a list after its colon stays as typed
    assert vietnamese.english("them vao note di cho: hanh la, 2 thung chanh, rau thom") == \
        "add to the 'di cho' note: hanh la, 2 thung chanh, rau thom"


def test_other_languages_are_not_vietnamese():
    for typed in ("mam Elin Jones newydd roi £8 i fi am yr urdd, arian parod", "nong Noi fri serve which table",
                  "la signora Thompson domani parte presto, il taxi è alle 7. la sua cola",
                  "minggu ini siapa aja yg blm bayar? mau aku tagih sekalian"):
        assert vietnamese.english(typed) == typed


@pytest.mark.parametrize(("request_text", "method"), [
    ("tuan sau em co lich gi", "calendar.events.list"),
    ("nhac em thu 4 goi Gary hoi gia xuong bo moi", "tasks.tasks.insert"),
    ("luu so Kieu phu bep moi 07700 900512", "people.people.createContact"),
    ("tao doc moi 'Xmas set menu 2026'", "docs.documents.create"),
])
def test_vietnamese_requests_are_planned(gate, request_text, method):
    plan = gate.plan(request_text)
    assert plan.calls and plan.calls[0].method == method
