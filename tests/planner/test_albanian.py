"""Albanian as the owner of a hand car wash in Sunderland types it (blind set 130, without ë and ç) read as English before it
is planned, names in their cases read as themselves; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import albanian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("c'kam te enjten?") == "what do I have on thursday?"
    assert albanian.english("cfarë kam nesër?") == "what do I have tomorrow?"
    assert albanian.english("anulo takimin me bankun te premten, s'shkoj dot") == \
        "cancel the meeting with the bank on friday, I can't go"
    assert albanian.english("me kujto neser te porosis snow foam edhe tyre shine po mbarojn") == \
        "remind me tomorrow to order snow foam and tyre shine, they are running out"
    assert albanian.english("me kujto te premten te paguaj qirane") == "remind me on friday to pay the rent"
    assert albanian.english("sa makina bem javen e kaluar? e kemi te sheeti") == \
        "how many cars did we do last week? we have it in the sheet"
    assert albanian.english("kush nuk ka paguar kete muaj?") == "who has not paid this month?"
    assert albanian.english("a ka paguar Gary qirane?") == "has Gary paid the rent?"
    assert albanian.english("ku e kam pdf e sigurimit te lavazhit? me duhet per council") == \
        "where did I put the pdf of the insurance of the car wash? I need it for council"
    assert albanian.english("sa kushton full valet?") == "how much is full valet?"


def test_the_verb_said_after_its_object_is_read_first():
    assert albanian.english("ate emailin nga ShinePro per pressure washer fshije vella spam eshte") == \
        "delete that email from ShinePro about pressure washer it's spam"
    assert albanian.english("meeting me Lisen kaloje per te henen ora 11") == "move the meeting with Lisa to monday at 11"
    assert albanian.english("neser ora 2 takimin me Lisen anuloje") == "cancel tomorrow at 2 the meeting with Lisa"
    assert albanian.english("fshije emailin nga Autoglym") == "delete the email from Autoglym"


def test_names_in_their_cases_dates_and_what_is_noted():
    assert albanian.english("numri i Dritanit?") == "Dritan's number?"
    assert albanian.english("me jep numrin e Besnikut") == "what's Besnik's number"
    assert albanian.english("dergoji Erionit mesazh qe neser vjen ne ora 7") == \
        "send a message to Erion that tomorrow is coming at 7"
    assert albanian.english("dergo email Lises per faturat e tetorit") == "send an email to Lisa about the invoices for October"
    assert albanian.english("ruaj numrin e Kevinit nga Bristol Street Motors 07912 448201, ai qe sjell makinat e dealerit") == \
        "save contact Kevin, Bristol Street Motors, 07912 448201, he's the one who brings the cars of the dealer"
    assert albanian.english("sa ore ka bere Klevisi javen e kaluar?") == "how many hours has Klevis done last week?"
    assert albanian.english("prej 18 dhjetor deri 3 janar jam ne Shqiperi. vendos auto reply ne anglisht, per booking "
                            "telefononi Dritanin 07845 223910") == \
        "from 18 December to 3 January I am in Albania. set an auto reply in English, for booking call Dritan 07845 223910"
    assert albanian.english("share folderin Faturat Tetor me Lisen e kontabilitetit lisa@wearsideaccounts.co.uk") == \
        "share the folder Faturat Tetor with Lisa the accountant lisa@wearsideaccounts.co.uk"
    assert albanian.english("shenim: Erioni mori £40 avans sot") == "note: Erioni mori £40 avans sot"
    assert albanian.english("sa dalin: 4 cuna x £11 ora x 45 ore?") == "how much does it come to: 4 lads x £11 an hour x 45 hours?"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kes maksis reedel?", "kto jest jutro u Fraserowej?", "quante colazioni domattina e a che ora?",
                 "kal 11 baje FSSAI inspection hai, calendar me daal do", "kur ir mani payslipi?? nevaru atrast",
                 "what do I have tomorrow", "me and Kemi ate at the Jam Factory", "faleminderit vella 👍"):
        assert albanian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("c'kam te enjten?", "calendar.events.list"),
    ("shto neser ora 2 vjen djali nga Autoglym per demo", "calendar.events.insert"),
    ("anulo takimin me bankun te premten, s'shkoj dot", "calendar.events.delete"),
    ("me kujto neser te porosis snow foam edhe tyre shine po mbarojn", "tasks.tasks.insert"),
    ("numri i Dritanit?", "people.people.searchContacts"),
    ("ruaj numrin e Kevinit nga Bristol Street Motors 07912 448201, ai qe sjell makinat e dealerit", "people.people.createContact"),
    ("shenim: Erioni mori £40 avans sot", "notes.create"),
    ("ku e kam pdf e sigurimit te lavazhit? me duhet per council", "files.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
