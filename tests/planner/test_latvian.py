"""Latvian as a Latvian warehouse shift worker in Boston, Lincolnshire types it (blind set 121, without its diacritics) read
as English before it is planned, names in their cases read as themselves; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import latvian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("kadas man mainas nakamnedel?") == "what shifts do I have next week?"
    assert latvian.english("kadas man mainas so nedel?") == "what shifts do I have this week?"
    assert latvian.english("sestdienas mainu atcelt, agency piezvanija ka nevajag") == \
        "cancel the saturday shift, agency called that it's not needed"
    assert latvian.english("atcel piektdienas mainu") == "cancel the friday shift"
    assert latvian.english("atcel rit mainu") == "cancel the shift tomorrow"
    assert latvian.english("otrdienas mainu parcel uz tresdienu") == "move the tuesday shift to wednesday"
    assert latvian.english("kur ir mani payslipi?? nevaru atrast") == "where are my payslips?? I can't find"
    assert latvian.english("izdzes to emailu no agency") == "delete that email from agency"
    assert latvian.english("kas man vel jaizdara?") == "what is still on my to-do list?"
    assert latvian.english("ko nozime BR tax code uz payslip?? nonema daudz vairak neka parasti") == \
        "what does BR tax code mean on payslip?? they took much more than usual"
    assert latvian.english("cik bus 38 stundas pa 12.71? pirms nodokliem") == "how much is 38 hours at 12.71? before tax"


def test_hours_days_and_names_in_their_cases():
    assert latvian.english("rit maina no 6 lidz 18 ieliec kalendara") == "tomorrow shift from 6am to 6pm, put it in the calendar"
    assert latvian.english("GP ceturtdien 10:40 Parkside. ieliec") == "GP thursday 10:40 Parkside, put it in the calendar"
    assert latvian.english("ceturtdienas mainu parcel uz nakti 22:00 lidz 6 rita") == \
        "move the thursday shift to thursday night from 10pm to 6am"
    assert latvian.english("vai es svetdien esmu briva no 12 lidz 4? Lienei dzimsanas diena") == \
        "am I free on sunday from 12 to 4? it's Liene's birthday"
    assert latvian.english("vai es sestdien esmu briva no 14 lidz 18?") == "am I free on saturday from 2pm to 6pm?"
    assert latvian.english("vai es rit esmu briva?") == "am I free tomorrow?"
    assert latvian.english("atgadini rit no rita piezvanit GP par Elzas inhalatoru") == \
        "remind me tomorrow morning to call GP about Elza's inhaler"
    assert latvian.english("atgadini nakamnedel pirmdien piezvanit landlordam") == "remind me next week monday to call the landlord"
    assert latvian.english("uzraksti skolai ka Markuss sodien nebus, vinam temperatura. angliski") == \
        "send an email to the school that Markuss won't be in today, he has a temperature. in English"
    assert latvian.english("nosuti Elzai zinu ka esmu darba lidz 6 vakara") == "send an email to Elza that I am at work until 6pm"
    assert latvian.english("iedod Ivaram pieeju benzina tabulai lai vins var ierakstit. ivars.kalnins@inbox.lv") == \
        "give Ivars access to the benzins sheet so that he can write in it. ivars.kalnins@inbox.lv"
    assert latvian.english("no 19 dec lidz 3 jan esmu Latvija. uzliec email auto atbildi angliski ka atbildesu kad atgriezisos") == \
        "from 19 dec to 3 jan I am in Latvia. set up an email auto reply in English that I will reply when I get back"


def test_names_numbers_files_and_what_is_noted_stay_as_typed():
    assert latvian.english("saglaba Ivars Kalnins 07845 331207, vins mani vizina uz darbu") == \
        "save the contact Ivars Kalnins 07845 331207, he gives me a lift to work"
    assert latvian.english("saglaba Janis Berzins 07700 900123") == "save the contact Janis Berzins 07700 900123"
    assert latvian.english("parvieto to payslip_20-11 uz Documents/Algas") == "move that payslip_20-11 to Documents/Algas"
    assert latvian.english("atver payslip_20-11.pdf no Downloads, gribu redzet vai samaksaja virsstundas") == \
        "open payslip_20-11.pdf from Downloads, I want to see if they paid the overtime"
    assert latvian.english("pieraksti skapis 14 kods 4471") == "make a note: skapis 14 kods 4471"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kas dar skolingas?", "kes maksis reedel?", "kuka ei oo viela maksanut?",
                 "kto jest jutro u Fraserowej?", "kdo mi uz zaplatil?", "what do I have tomorrow",
                 "send the parcel to Sis on monday", "mak cik zah ada hutang lg ke dgn sy"):
        assert latvian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kadas man mainas nakamnedel?", "calendar.events.list"),
    ("sestdienas mainu atcelt, agency piezvanija ka nevajag", "calendar.events.delete"),
    ("GP ceturtdien 10:40 Parkside. ieliec", "calendar.events.insert"),
    ("atgadini rit no rita piezvanit GP par Elzas inhalatoru", "tasks.tasks.insert"),
    ("saglaba Ivars Kalnins 07845 331207, vins mani vizina uz darbu", "people.people.createContact"),
    ("atver payslip_20-11.pdf no Downloads, gribu redzet vai samaksaja virsstundas", "files.read"),
    ("kas man vel jaizdara?", "tasks.tasks.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
