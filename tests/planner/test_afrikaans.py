"""Afrikaans as a citrus farmer near Citrusdal types it (blind set 108) read as English before it is planned; and English,
Dutch-English and other languages' requests left as typed."""

from __future__ import annotations

import pytest

from core.planner import afrikaans
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("wie moet ek nog betaal vir verlede week") == "who do I still have to pay for last week"
    assert expand("hoeveel bins het Jan Cloete verlede week gepluk?") == "how many bins did Jan Cloete pick last week?"
    assert expand("Koos Titus is terug Oos-Kaap toe, haal hom af die lys") == \
        "Koos Titus went back to Oos-Kaap, take him off the list"
    assert expand("wat's oom Gert van Zyl se nommer, die ou met die trekker") == \
        "what's Gert van Zyl's number, the guy with the tractor"
    assert afrikaans.english("deel die oesskatting met Riana my rekenmeester, sy moet net kan kyk nie verander nie") == \
        "share the oesskatting with Riana my accountant, she can only view not edit"
    assert afrikaans.english("merk Fernanda as betaal") == "mark Fernanda paid"
    assert afrikaans.english("wat het ek môre?") == "what do I have tomorrow?"
    assert afrikaans.english("hoeveel skuld Sarel ons nog?") == "how much does Sarel still owe us?"


def test_verbs_said_last_dates_and_times():
    assert afrikaans.english("Dawid Jacobs het Saterdag 6 bins in blok 4 gepluk, ek het vergeet om dit in te sit") == \
        "Dawid Jacobs picked saturday 6 bins in blok 4, I forgot to put it in"
    assert afrikaans.english("het die koöp se staat vir Oktober al ingekom?") == "has the co-op's statement for October come in yet?"
    assert afrikaans.english("die pomp by die dam is gister reggemaak, jy kan daai taak afmerk") == \
        "the pump at the dam was fixed yesterday, you can mark that task done"
    assert afrikaans.english("herinner my om Vrydag die loodgieter te bel") == "remind me friday to call the plumber"
    assert afrikaans.english("sit in die kalender: spuitkontrakteur Donderdag 6uur die oggend by blok 7") == \
        "put in the calendar: spuitkontrakteur thursday 6am by blok 7"
    assert afrikaans.english("sit die outomatiese antwoord op my epos van 24 Desember tot 2 Januarie") == \
        "put the automatic reply on my email from 24 December to 2 January"
    assert afrikaans.english("stuur vir Marietjie by die pakhuis n epos dat ons môre so 40 bins valencia inbring, trok is "
                             "daar teen 7") == \
        "send Marietjie at the packhouse an email that we bring in tomorrow about 40 bins valencia, truck is there by 7"
    # a note's own words stay as typed
    assert afrikaans.english("skryf neer: ry 23 in blok 7 lek, Sakkie moet die pyp vervang") == \
        "make a note: ry 23 in blok 7 lek, Sakkie moet die pyp vervang"


def test_other_languages_stay_as_typed():
    for said in ("Sal Lamonica cancelled his office christmas party, the firm cuttin back. take it off the books",
                 "Hoeveel money stands still open from the tours in the verhuur db?",
                 "the bakkie just dropped 20 bags of charcoal, add them mfethu",
                 "ki kous aéroport nou genyen demen? ak ki chofè", "wie sagt man 'Kaution' auf english fürs schild an der kasse"):
        assert afrikaans.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("sit in die kalender: spuitkontrakteur Donderdag 6uur die oggend by blok 7", "calendar.events.insert"),  # a clarify
    ("herinner my die bakkie se lisensie verval einde van die maand", "tasks.tasks.insert"),  # chat
    ("het die koöp se staat vir Oktober al ingekom?", "gmail.users.messages.list"),  # chat
    ("skuif die haelskade fotos van downloads na die Versekering folder asb", "files.move"),  # drive.files.download
])
def test_afrikaans_requests_are_planned(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
