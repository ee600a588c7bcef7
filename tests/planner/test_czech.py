"""Czech as a Czech tyre and MOT garage in Peterborough types it (blind set 113, with or without its diacritics) read as
English before it is planned; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import czech, slovak
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("kdo je zitra?") == "who is in tomorrow?"
    assert expand("co mam v kalendari pristi tyden") == "what do I have in the calendar next week"
    assert czech.english("kolik mame skladem 205/55 R16? Mo chce 4") == "how many 205/55 R16 do we have in stock? Mo wants 4"
    assert czech.english("podivej se do databaze kdo mi jeste dluzi z minulyho tydne") == \
        "look in the database who still owes me from last week"
    assert czech.english("Priya Shah prave zaplatila za ty 2 pneu na Yaris, cash. dej paid") == \
        "Priya Shah has just paid for the 2 tyres on the Yaris, cash. mark it paid"
    assert czech.english("smaž Steve Cole ze čtvrtka.") == "take Steve Cole off thursday."
    assert czech.english("kdy přijde Jenny Marsh?") == "when is Jenny Marsh coming?"
    assert czech.english("připomeň mi v pondělí ráno zavolat Gareth kvůli pneumatikám") == \
        "remind me on monday morning to call Gareth about tyres"


def test_dates_times_and_names_in_their_cases():
    assert czech.english("vanoce mame zavreno 24.12 az 3.1. nastav na mailu auto reply") == \
        "we are closed for Christmas from 24 December to 3 January. set the auto reply on my email"
    assert czech.english("meeting s accountantem v patek presun na 4 odpoledne, rano mam plno") == \
        "move the meeting with the accountant on friday to 4pm, I'm busy in the morning"
    assert czech.english("Jenny Marsh volala ze v patek nemuze. dej ji na pondeli 30. v 9:30") == \
        "Jenny Marsh called to say she can't come on friday. move her to monday 30th at 9:30"
    assert czech.english("pošli Ianovi Boothovi zprávu že auto bude hotové ve 3") == \
        "send Ian Booth an email that the car will be ready at 3"
    assert czech.english("zruš schůzku s Novákem ve čtvrtek") == "cancel the meeting with Novák on thursday"


def test_other_languages_stay_as_typed():
    for said in ("kto jest jutro u Fraserowej?", "wyslij maila do Fiony Stewart ze Joasia bedzie jutro o 10",
                 "cosa ho mercoledì?", "q tengo mañana??", "who owes me money this week", "set an auto reply on my email"):
        assert czech.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("co mam v kalendari pristi tyden", "calendar.events.list"),
    ("DVSA chlap prijde na inspekci ve stredu v 10, dej do kalendare", "calendar.events.insert"),
    ("posli mail Mo Hussain ze Octavia je hotova, muze si ji vyzvednout po 4. celkem £296, kartou ok",
     "gmail.users.messages.send"),
    ("najdi ten invoice od Euro Car Parts za rijen, accountant ho chce", "gmail.users.messages.list"),
    ("Mo Hussain ma nove cislo 07455 210883, zmen mu to v kontaktech", "people.people.updateContact"),
    ("kde mam to pdf od DVSA o tech novych MOT pravidlech? nekam jsem to stahnul minuly mesic", "files.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_slovak_is_read_as_english():
    assert slovak.english("kto mi este dlhuje") == "who still owes me"
    assert slovak.english("zubar buduci stvrtok 8:40 na Lincoln Rd, daj mi to do kalendara") == \
        "dentist next thursday 8:40 at Lincoln Rd, put it in the calendar"
    assert slovak.english("ten training s The Gel Bottle posun z utorka na stredu, rovnaky cas") == \
        "move the training with The Gel Bottle from tuesday to wednesday, same time"
    assert slovak.english("napis draft pre Mr Patela (landlord) ze rent poslem v piatok 27. a nie v stredu, sorry za delay. "
                         "este to neposielaj") == ("write a draft email to Mr Patel (landlord) that I'll send the rent on friday "
                                                   "27th and not on wednesday, sorry for the delay. don't send it yet")
    assert slovak.english("Jade konecne zaplatila za ten full set zo soboty, 40 cash") == \
        "Jade finally paid for the full set from saturday, 40 cash"
    assert slovak.english("posli mail Gemme z Pro Beauty ze chcem objednat 2x lash glue a 3x BIAB clear") == \
        "send an email to Gemma from Pro Beauty that I want to order 2x lash glue and 3x BIAB clear"


def test_slovak_dates_names_and_commands():
    assert slovak.english("nastav automaticku odpoved od 20. decembra do 3. januara") == \
        "set the auto reply on my email from 20 December to 3 January"
    assert slovak.english("najdi mi ten mail od HMRC, prisiel niekedy v oktobri myslim") == \
        "find the email from HMRC, it came sometime in October I think"
    assert slovak.english("zmaz Stacey zo stvrtka") == "take Stacey off thursday"
    assert slovak.english("kolko mi dlzi Jade?") == "how much does Jade owe me?"
    assert slovak.english("zdielaj priecinok Fotky s Monikou") == "share the folder Fotky with Monika"
    assert slovak.english("pripomen mi zajtra rano kupit acetone") == "remind me tomorrow morning to buy acetone"


@pytest.mark.parametrize(("request_text", "method"), [
    ("zubar buduci stvrtok 8:40 na Lincoln Rd, daj mi to do kalendara", "calendar.events.insert"),
    ("ten training s The Gel Bottle posun z utorka na stredu, rovnaky cas", "calendar.events.patch"),
    ("najdi mi ten mail od HMRC o self assessment, prisiel niekedy v oktobri myslim", "gmail.users.messages.list"),
])
def test_each_slovak_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
