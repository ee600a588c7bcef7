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


def test_southern_welsh_is_read_as_english():
    # a Carmarthen teacher's Welsh: "hala" (send), "moyn" (want), "mlan" (on), "wthnos" (week), "clwb codio" (the codio club)
    assert expand("be sy mlan wthnos nesa?") == "what is on next week?"
    assert expand("pwy sy dal heb dalu am clybie'r term hyn?") == "who still hasn't paid for the clubs this term?"
    assert expand("Cai Morgan wedi torri ei fraich 😕 tynna fe off nofio am weddill y term plis") == \
        "Cai Morgan has broken his arm take him off nofio for the rest of the term"
    assert expand("atgoffa fi i fwcio'r bws i'r trip nofio, rhaid neud e erbyn dydd gwener") == \
        "remind me to book the bus for the nofio trip, must do it by friday"
    assert welsh.english("Osian Rees bl4 moyn ymuno a clwb codio. mam e wedi talu'r £10 heddi") == \
        "add Osian Rees year 4 to the codio club. his mum has paid the £10 today"
    assert welsh.english("14 plentyn x £2.50 yr wythnos am 8 wthnos, faint yw hwnna") == \
        "14 children x £2.50 a week for 8 weeks, how much is that"
    assert welsh.english("ar yr 11eg o Ragfyr") == "ar yr 11eg o Ragfyr"  # one Welsh word is not Welsh
    assert welsh.english("trip i'r ganolfan hamdden ar yr 11eg o Ragfyr, hala fe at Mrs Davies") == \
        "trip to the leisure centre on 11 December, send it to Mrs Davies"


def test_welsh_nouns_sprinkled_in_english_stay_english():
    said = "write an email to rhieni Bl2 about the cyngerdd nadolig, thurs 10th dec 2pm in the neuadd"
    assert welsh.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("odi'r urdd wedi hala rhwbeth am eisteddfod cylch eto", "gmail.users.messages.list"),
    ("be sy mlan wthnos nesa?", "calendar.events.list"),
    ("rhif Gareth canolfan hamdden?", "people.people.searchContacts"),
    ("alli di sgwennu llythyr i rieni clwb nofio am y trip i'r ganolfan hamdden ar yr 11eg o Ragfyr? £4 y plentyn am y bws, "
     "angen caniatad nol erbyn y 4ydd. PAID a hala fe, fi moyn darllen e gynta", "gmail.users.drafts.create"),
])
def test_each_southern_welsh_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
