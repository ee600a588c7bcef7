"""Everyday requests from blind sets 179–182 (a Woolwich African grocery typed in Nigerian Pidgin, long-haul cabin crew, an
Edgware Road manoushe bakery; a Brixton patty shop, an 88-year-old in Aberystwyth with a tremor, a Cambridge bike hire run by a
Dutch woman; a Nottingham bubble tea stall, an Essex party DJ, a Harrow maths tuition centre; a Kensington rug workshop, a
Glasgow pensioner, a Reading security firm), written on Monday 23 November 2026 after sets 175–178's changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    # slips of an unsteady hand ("tge", "ny", "movve", "pleasse")
    ("tgere is an email saying i have won tge lottery in Spain i have never entered any lottery please get rid of it",
     "gmail.users.messages.trash"),  # an e-mail sent at first sight
    ("Good morning would you pleasse send an email to ny daughter Gwen to say i have an appointment at tge surgery on thursdsy at 10 "
     "oclock and could she possibly givve me a lift there thank you very much Dad", "gmail.users.messages.send"),  # an event made
    ("could you movve lunch with Emrys at tge Belle Vue from this friday to next friday at tge same time please",
     "calendar.events.patch"),  # an event made at first sight
    ("Mrs Pryce tge chiropodist has telephoned to say she is unwell so would you kindly cancell ny appointment with her on wednesday",
     "calendar.events.delete"),  # an event made at first sight
    ("I am going to stay with Gwen in Cardiff from thursday tge 3rd of december until tge 10th and i shall not be looking at tge "
     "computer so please sett tge email to tell people i am away", "gmail.users.settings.updateVacation"),  # a message read
    ("ny grandson Rhodri would like to read tge family history i have been writing on tge google drive his email is "
     "rhodri.jones88@gmail.com he may look at it but not change anything", "drive.permissions.create"),  # Drive activity
    ("Emrys hass a new mobile tge number is 07812 556677 would you change it for me please", "people.people.updateContact"),
    ("at tge end of ny memoirs document would you add a new heading Chapter Twelvve Tge War Years", "docs.documents.batchUpdate"),
    # a Jamaican away message and a Glasgow pensioner's "... lol"
    ("mi a go Jamaica from 10 December till 3 January!! set di away ting pon mi email, say Marcia a run tings an call di shop "
     "020 7274 5566", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("Would you make a start on a letter to the housing association about the damp in the back bedroom?... don't send it mind, I "
     "want our Fiona to look at it first... lol", "gmail.users.drafts.create"),  # a row added at first sight
    ("Would you save the plumber's number for me?... Davie McGregor, 07834 229016... he was awful good with the boiler... lol",
     "people.people.createContact"),  # the contacts searched at first sight
    ("Can you find that letter I wrote to the pension people?... I want to read it over before I post it... lol",
     "files.search"),  # a blog searched at first sight
    ("Where did the photos from Largs go, the ones from the summer with the weans?... can you find them?... lol",
     "files.search"),  # Street View's photos at first sight
    ("Is there something on the 8th of December?... I've a feeling I said I'd go somewhere... lol", "calendar.events.list"),
    # Pidgin, pinyin, Persian and Dutch words
    ("wetin i get for tomorrow", "calendar.events.list"),  # one event got at first sight
    ("abeg check if greenwich council don reply about the shop sign", "gmail.users.messages.list"),  # chat at first sight
    ("customer dey complain say plantain too cost. wetin i fit tell am?", None),  # a token's info at first sight
    ("dentist tues 1st - im still down route then. move it to fri 4th same time", "calendar.events.patch"),  # an event made
    ("mingtian 2pm meet centre manager Oliver abt xmas kiosk spot, put in calendar pls", "calendar.events.insert"),
    ("Mr Doyle from hotel, he answer about 12 lobby rugs? emrooz or yesterday", "gmail.users.messages.list"),  # a business answer
    ("hoeveel did we spend on parts in oktober? staat in the Kosten sheet", "sheets.spreadsheets.values.get"),  # a sheet copied
    ("gaat het morgen regenen? I have 6 bikes going out", None),  # an event at first sight
    # the Essex DJ
    ("sales sheet add sat £412.50 sun £388 pls", "sheets.spreadsheets.values.append"),  # a spreadsheet made at first sight
    ("is Kelly's 40th still on this Saturday or did they move it?? can't remember innit", "calendar.events.list"),  # a note read
    ("The Hendersons have moved their anniversary do from the Friday to Sat 12th, same time, sort it mate",
     "calendar.events.patch"),  # an event made at first sight
    ("what did I put down for Kelly's 40th playlist?", "notes.search"),  # YouTube's playlists at first sight
    ("find the incident report Abbey Square last week, the bike theft", "files.search"),  # the diary listed at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


def test_a_stolen_lottery_win_is_binned_not_answered(gate):
    plan = gate.plan("tgere is an email saying i have won tge lottery in Spain i have never entered any lottery please get rid of it")
    assert all(call.method != "gmail.users.messages.send" for call in plan.calls)


def test_a_share_to_read_is_view_only(gate):
    plan = gate.plan("ny grandson Rhodri would like to read tge family history i have been writing on tge google drive his email is "
                     "rhodri.jones88@gmail.com he may look at it but not change anything")
    body = plan.calls[0].arguments["body"]
    assert body["role"] == "reader" and body["emailAddress"] == "rhodri.jones88@gmail.com"


def test_an_away_message_says_who_runs_the_shop(gate):
    plan = gate.plan("mi a go Jamaica from 10 December till 3 January!! set di away ting pon mi email, say Marcia a run tings an "
                     "call di shop 020 7274 5566")
    body = plan.calls[0].arguments["body"]
    assert body["enableAutoReply"] is True and "020 7274 5566" in body["responseBodyPlainText"]
