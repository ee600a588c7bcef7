"""Bulgarian as a Bulgarian home-care coordinator in Leicester types it in Latin letters (blind set 122: "4" for ch, "6" for
sh, "q" for ya) read as English before it is planned, English words with a Bulgarian article read with "the"; and requests of
other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import bulgarian
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("koi e pri Joan Pritchard utre sutrinta?") == "who is at Joan Pritchard tomorrow morning?"
    assert bulgarian.english("kolko visita ima Desi tazi sedmitsa?") == "how many visits does Desislava have this week?"
    assert bulgarian.english("kolko e 37.5 chasa po £11.44?") == "how much is 37.5 hours at £11.44?"
    assert bulgarian.english("imame li mail ot social worker-a na Mr Singh? Amrit neshto si... za care plan review-to") == \
        "do we have an email from the social worker of Mr Singh? Amrit something... for the care plan review"
    assert bulgarian.english("kakvo imam utre?") == "what do I have tomorrow?"
    assert bulgarian.english("kakvo ima v kalendara mi za sledvashtata sedmitsa?") == "what is in my calendar for next week?"
    assert bulgarian.english("koi carer-i nqmat kola?") == "which carers have no car?"
    assert bulgarian.english("kolko chasa e rabotila Desi tozi mesec?") == "how many hours has Desislava worked this month?"
    assert bulgarian.english("mojesh li da se obadish na Irene Walsh i da i kajesh che Desi shte zakusnee 20 min?") == \
        "can you call Irene Walsh and tell her that Desislava will be 20 min late?"


def test_commands_days_and_the_article_are_read_as_english():
    assert bulgarian.english("otkazhi vsichki visits na Ron Baxter v sryada, priet e v LRI snoshti") == \
        "cancel all visits of Ron Baxter on wednesday, he was admitted to LRI last night"
    assert bulgarian.english("premesti team meeting-a ot 4etvartak za petak, sashtiq chas") == \
        "move the team meeting from thursday to friday, same time"
    assert bulgarian.english("Frank Hollis po4ina v petak iztrii mu vsichki visits ot dnes natatak") == \
        "Frank Hollis passed away on friday delete all his visits from today on"
    assert bulgarian.english("napomni mi v petak da pratq payroll chasovete na Helen") == \
        "remind me on friday to send the payroll hours to Helen"
    assert bulgarian.english("dai mi telefona na dashterqta na Edna Collins") == \
        "give me the phone number of the daughter of Edna Collins"
    assert bulgarian.english("Gosho e bolen, utre ne moje. smeni go s Emeka na vsichkite mu visits utre") == \
        "Georgi is ill, can't make it tomorrow. replace him with Emeka on all his visits tomorrow"
    assert bulgarian.english("spodeli rota-ta za dekemvri s Kasia, samo da q vijda, da ne q pipa") == \
        "share the rota for December with Kasia, so she can only view it, not edit it"
    assert bulgarian.english("napishi draft do dashterqta na Frank Hollis, Lynne - saboleznovaniq ot imeto na agenciqta. "
                             "ne go prashtai oshte, iskam da go pogledna") == \
        "write a draft to the daughter of Frank Hollis, Lynne - condolences on behalf of the agency. don't send it yet, " \
        "I want to look at it"


def test_what_else_she_would_type():
    assert bulgarian.english("premesti visit-a na Derek Wood ot 12:00 na 13:00 utre") == \
        "move the visit of Derek Wood from 12:00 to 13:00 tomorrow"
    assert bulgarian.english("napomni mi v ponedelnik v 9 da proverq meds-ovete na Ron") == \
        "remind me on monday at 9 to check the meds of Ron"
    assert bulgarian.english("napomni mi utre da se obadya na Carol") == "remind me tomorrow to call Carol"
    assert bulgarian.english("prati mail na Kasia 4e rota-ta e gotova") == "send an email to Kasia that the rota is ready"
    assert bulgarian.english("otkaji sreshtata s Helen v 4etvartak, 6te q premestq za sledvashtata sedmitsa") == \
        "cancel the meeting with Helen on thursday, I will move it to next week"
    assert bulgarian.english("dobavi Pushpa Chauhan v klientite, adres 18 Catherine Street") == \
        "add Pushpa Chauhan to the clients, address 18 Catherine Street"
    assert bulgarian.english("sledvashtata sedmitsa sam v Bulgaria, 30-ti do 4-ti. sloji auto reply na angliiski") == \
        "next week I am in Bulgaria, from the 30th to the 4th. set an auto reply in English"


def test_other_languages_stay_as_typed():
    for said in ("kes maksis reedel?", "kto jest jutro u Fraserowej?", "kolko mam zajtra klientiek?", "ka turiu rytoj",
                 "ima li netko slobodan u petak?", "koi baat nahi, kal 11 baje", "what do I have tomorrow",
                 "send the 4th floor rota to Helen", "Desi is off on friday"):
        assert bulgarian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("sryada 14:00 supervision s Maria v ofisa, sloji go v kalendara", "calendar.events.insert"),
    ("napomni mi v petak da pratq payroll chasovete na Helen", "tasks.tasks.insert"),
    ("premesti team meeting-a ot 4etvartak za petak, sashtiq chas", "calendar.events.patch"),
    ("dai mi telefona na dashterqta na Edna Collins", "people.people.searchContacts"),
    ("zapishi si: moving & handling training 8 dekemvri, da zapisha Ani i Kasia", "notes.create"),
    ("napishi draft do dashterqta na Frank Hollis, Lynne - saboleznovaniq ot imeto na agenciqta. ne go prashtai oshte",
     "gmail.users.drafts.create"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
