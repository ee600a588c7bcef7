"""Welsh as a farmer near Bala types it (with English mixed in) read as English before planning, and what is planned from it;
the requests are written on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner import welsh
from core.planner.shorthand import expand


def test_welsh_questions_are_read_as_english():
    # the planner reads them so (expand), and the reader alone gives its English (welsh.english)
    assert expand("pwy sy'n cyrraedd y bwthyn dydd Gwener?") == "who is arriving at the cottage friday?"
    assert welsh.english("oes gen i rwbath pnawn fory?") == "have I got anything tomorrow afternoon?"
    assert expand("be sy gen i wsnos yma?") == "what do I have this week?"
    assert expand("faint sy arna i i Idris am be mae o wedi neud yn barod?") == \
        "how much do I owe Idris for what has been done so far?"
    assert expand("be di rhif ffon Idris Lloyd?") == "what's Idris Lloyd's number?"


def test_welsh_commands_are_read_as_english():
    assert expand("Helen Murray wedi talu gweddill heddiw, rho fo lawr") == "Helen Murray has paid the balance today, mark it paid"
    assert expand("pwyllgor y sioe nos Iau wedi'i ganslo. tynnu fo o'r calendr") == \
        "the show committee thursday night has been cancelled. delete it from the calendar"
    assert expand("marcia Fernanda wedi talu") == "mark Fernanda paid"
    assert expand("tynnu Mali oddi ar y rhestr plis") == "take Mali off the list"
    assert expand("symud y cyfarfod efo'r milfeddyg i dydd Iau am 2") == "move the meeting with the vet to thursday at 2"
    assert expand("rho'r ateb awtomatig ar fy ebost o 24 Rhagfyr tan 2 Ionawr") == \
        "put the auto reply on my email from 24 December until 2 January"


def test_only_welsh_is_read_as_welsh():
    # one Welsh word in English ("diolch") is not Welsh; names and English words stay as typed
    said = "Mali Jones has dropped côr, doing gymnastics on a wednesday now, take her off diolch"
    assert welsh.english(said) == said
    assert welsh.english("put beth carver on the bauble workshop") == "put beth carver on the bauble workshop"


@pytest.mark.parametrize(("request_text", "method"), [
    ("oes gen i rwbath pnawn fory?", "calendar.events.list"),
    ("atgoffa fi ordro lick buckets o Wynnstay cyn dydd Gwener", "tasks.tasks.insert"),
    ("oes na ebost wedi dod gan Farmers Marts am sel yr hyrddod?", "gmail.users.messages.list"),
    ("rho'r cneifiwr newydd yn y ffon - Llyr Edwards, 07700 900312", "people.people.createContact"),
])
def test_each_welsh_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_welsh_sums_and_language_questions_are_answered_in_words(gate):
    for said in ("sut ti'n deud lambing shed yn Gymraeg? dwi di anghofio",
                 "os dw i'n gwerthu 60 oen am £92 yr un a'r commission yn 4%, faint ga i?"):
        plan = gate.plan(said)
        assert plan.kind == "chat" and not plan.calls, said
