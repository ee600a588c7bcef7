"""Rows said as blind sets 167–170 said them, planned on the writers' own databases (real files): a beekeeper's order, hive note
and jars sold, a driving instructor's cancelled lesson, a nail salon's day asked in Vietnamese, an allotment waiting list
said in Yorkshire, a braiding salon's deposit and delivery in Ghanaian English, a garage's cancelled MOT, a care agency's
shift covered and a carer's new number."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.local_actions.test_sql_sets_65_68 import _added

_SETS = Path(__file__).resolve().parents[1] / "data" / "everyday_blind"


def _schema(number: int, line: int) -> str:
    """The whole database the set's writer made for the voice of that line (its CREATE TABLE and INSERT statements)."""
    rows = [json.loads(text) for text in (_SETS / f"set{number}.jsonl").read_text(encoding="utf-8").splitlines() if text.strip()]
    return rows[line]["schema"]


@pytest.mark.parametrize(("number", "line", "name", "typed", "method"), [
    (167, 8, "honey", "Ross Larder rang this morning, they'd like another 12 jars of the soft set. They'll pay when I drop it off.",
     "sqlite.insert"),  # a question at first sight
    (167, 8, "honey", "Went over to Kilpeck yesterday and number 2 is ever so quiet, I'm fairly sure she's gone queenless. Would you "
                      "put that down against that hive, and that I looked at it yesterday.", "sqlite.update"),  # a note made
    (167, 8, "honey", "I took 24 of the 1lb wildflower to Hereford market on Saturday and only brought 5 home, so could you take the "
                      "ones I sold off the count please", "sqlite.update"),  # chat at first sight
    (167, 8, "honey", "Tom Bevan's been on the phone, he doesn't want the borage after all, so you can take his order off.",
     "sqlite.delete"),  # the contacts searched at first sight
    (167, 41, "pupils", "whens aishas test again", "sqlite.query"),  # chat at first sight
    (167, 41, "pupils", "liams cancelled fri, get rid", "sqlite.delete"),  # an event looked up at first sight
    (168, 0, "nails", "khach mai co ai?", "sqlite.query"),  # chat at first sight
    (168, 0, "nails", "Mrs Patel cancel thu 5 3h chieu, xoa di em", "sqlite.delete"),  # an event deleted at first sight
    (168, 0, "nails", "red gel con may chai", "sqlite.query"),
    (168, 0, "nails", "vua nhan 12 chai acetone, add vo nha", "sqlite.update"),
    (168, 0, "nails", "Trang lam ngay nao", "sqlite.query"),
    (168, 0, "nails", "Jess doi tu wed qua fri, same time", "sqlite.update"),  # an event made at first sight
    (168, 0, "nails", "book Chloe thu 7 12h full set acrylic, chi Hoa lam", "sqlite.insert"),
    (168, 42, "plots", "How many's on t'waiting list now?", "sqlite.query"),  # chat at first sight
    (168, 42, "plots", "Can you put a lad called Gary Hinchliffe on t'waiting list love, 07811 302457, he rang this morning",
     "sqlite.insert"),  # an event at first sight
    (168, 42, "plots", "n tek Dawn off t'waiting list while you're at it", "sqlite.delete"),  # chat at first sight
    (169, 40, "salon", "who i get tmrw chale", "sqlite.query"),  # an event looked up at first sight
    (169, 40, "salon", "Chioma don send her £20 deposit oh", "sqlite.update"),  # the tables listed at first sight
    (169, 40, "salon", "delivery come, add 10 packs 1B xpression", "sqlite.update"),  # a new row at first sight
    (169, 40, "salon", "ei how many 613 we get left", "sqlite.query"),  # chat at first sight
    (170, 0, "garage", "oil filters how many left", "sqlite.query"),  # chat at first sight
    (170, 0, "garage", "Pickering ring, he cancel MOT wensday. take off", "sqlite.delete"),  # an event deleted at first sight
    (170, 40, "agency", "Farai phoned in sick maiwe 🤒 put Nyasha on his 2pm at Mr Bennett today", "sqlite.update"),  # an event made
    (170, 40, "agency", "Grace new number 07565 118402", "sqlite.update"),  # a new row at first sight
])
def test_rows_said_plainly_go_to_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method)


def planned_on_the_rows(tmp_path, shared_catalog_index, number, line, name, typed, method):
    """``typed`` planned with the database of set ``number``'s line ``line`` added as ``name``: ``method`` on it."""
    gate, *_ = _added(tmp_path, shared_catalog_index, **{name: _schema(number, line)})
    plan = gate.plan(typed)
    assert plan.calls and plan.calls[0].method == method
    assert plan.calls[0].arguments.get("database") == name


def test_a_lesson_note_is_a_local_note_not_a_keep_note(tmp_path, shared_catalog_index):
    gate, *_ = _added(tmp_path, shared_catalog_index, pupils=_schema(167, 41))
    plan = gate.plan("note for megan - keeps forgettin mirrors before signalling on roundabouts, do the rocket n queens drive ones "
                     "next time. reversing bay park is made up now tho")
    assert plan.calls[0].method == "notes.create"  # a Google Keep note at first sight
