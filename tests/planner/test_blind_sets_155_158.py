"""Everyday requests from blind sets 155–158 (a Coventry mobile tyre fitter, a retired Northampton postman who cares for his wife,
a Preston accountancy office manager; a Kansas City dog daycare, an Aberdeen law student, a Southall gurdwara's langar volunteer
who types Punjabi in Latin letters; a Cowes boatyard, a Milton Keynes new mum, a Christchurch electrician; a Swindon karate
club, a Belfast family historian, a Salford boxing coach), written on Monday 23 November 2026 after sets 139–154's changes."""

from __future__ import annotations

import base64

import pytest

from core.planner import punjabi


@pytest.mark.parametrize(("typed", "method"), [
    ("jo fitz pulled the pin on the outdoor lights, scrap that job", None),  # no database added: nothing of Cloud Batch cancelled
    ("Quick one - how long after the year end does a limited company have to file its accounts at Companies House?", None),  # a
    # Cloud Talent company made at first sight
    ("I have had a text saying Royal Mail need £1.45 to deliver a parcel and to click the link. I was a postman for 32 years and I "
     "have never heard of that. Is it one of those scams?", None),  # speech synthesized at first sight
    ("Could you tell me in a sentence or two the difference between a civil parish and a townland? I'm forever getting them "
     "muddled.", None),  # a health link read at first sight
    ("if essays r 20% each n exam's 60%, got 14 n 16 on the essays, fit do i need in the exam tae get a 15 overall", None),
    ("4 michelins at 95 plus 15 fitting and 2.50 disposal each whats that", None),  # an event at first sight
    ("how many kg is 10 stone 7", None),
    ("seva group ch WhatsApp te paa do ke Sunday sab 7 vaje pahunch jao", None),  # an event at first sight: Steward sends no WhatsApp
    ("Please send Mrs Ncube an email that the photos are ready, she can collect or I can send on whatsapp", "gmail.users.messages.send"),
    ("The hairdresser rang, she has moved Pat's appointment from this Friday to next Monday, same time.", "calendar.events.patch"),
    ("The chiropodist can't come tomorrow now so please take it off.", "calendar.events.delete"),  # a new event at first sight
    ("Please add to Pat's diary document that today she was a bit muddled in the morning but much brighter after lunch.",
     "docs.documents.batchUpdate"),  # an event changed at first sight
    ("We are going away to Skegness for a little break from Monday the 7th of December to the Friday. Can the email thing send a "
     "message back to people to say I am away and will answer when we get home?", "gmail.users.settings.updateVacation"),  # a mail sent
    ("ma shift at the cafe sat is 10-4 noo nae 9-3, Kirsty swapped wi me", "calendar.events.patch"),  # a second event at first sight
    ("cancel 5 a side wed nite ma ankle's deid 😩", "calendar.events.delete"),  # chat at first sight
    ("add 'read Donoghue v Stevenson + Caparo notes' tae ma uni list, due fri", "tasks.tasks.insert"),  # an event at first sight
    ("langar menu wali file kithe aa? Gurpurab wala, Word ch banaya si", "files.search"),  # a Drive download at first sight
    ("is hafte ki ki programme aa?", "calendar.events.list"),  # chat at first sight
    ("Thursday nu yaad kara dena Flogas nu phone karna, cylinder mangvaune ne Sunday layi", "tasks.tasks.insert"),  # an event
    ("committee@southallgurdwara.org nu email bhej do ji - Sunday Gurpurab langar di sari tayari ho gayi", "gmail.users.messages.send"),
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


@pytest.mark.parametrize(("typed", "english"), [
    ("sat sri akal ji! Sunday di rota ch kaun kaun aa?", "who is on Sunday's rota?"),
    ("atta kinna bachya store ch?", "how much atta is left in the store?"),
    ("20 kilo moong daal aa gayi Dhamecha ton, stock ch paa do", "20 kilo moong daal has come from Dhamecha, put it in the stock"),
    ("Kuldeep ji Friday India ja rahe ne 3 hafte layi, rota ton hata do",
     "Kuldeep is going to India Friday for 3 weeks, remove it from the rota"),
    ("ki ki cheez ghatt aa? 10 ton thalle wala sab dasso", "what is running low? tell me everything under 10"),
    ("Harpreet bhenji Saturday nahi aa sakde, ohna di jagah Manjit veer nu paa do", "Harpreet can't come Saturday, put Manjit in her place"),
])
def test_punjabi_in_latin_letters_is_read_as_english(typed, english):
    assert punjabi.english(typed) == english


def test_what_a_punjabi_message_says_stays_as_typed(gate):
    plan = gate.plan("committee@southallgurdwara.org nu email bhej do ji - Sunday Gurpurab langar di sari tayari ho gayi, 600 "
                     "sangat da intezaam aa")
    message = base64.urlsafe_b64decode(plan.calls[0].arguments["body"]["raw"] + "==").decode()
    assert "Gurpurab langar di sari tayari ho gayi, 600 sangat da intezaam aa" in message  # its own words, not read as English


def test_english_and_other_languages_are_not_read_as_punjabi():
    for typed in ("Can you put the kettle on the stock list", "ch 4 is on at 9", "send it to Ton"):
        assert punjabi.english(typed) == typed
