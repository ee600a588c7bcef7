"""Everyday requests from blind sets 103–106 (a Porto pastelaria in Stockwell and an açaí café in Newark writing Portuguese,
a U3A treasurer who writes formal letters, a Cardiff bike mechanic who changes his mind mid-message, a Swiss ski-hire shop
in Aviemore writing German, a Deaf baker writing English in BSL order, a cricket league run in office jargon, a Polish
builder in Chicago, a Welsh-speaking farmer near Bala, a tenants' union organiser in hashtags, a Delhi wedding photographer
writing Hinglish and a Fiji-Indian taxi owner in Auckland), written on Monday 23 November 2026: the method each means, and
what was planned at first sight."""

from __future__ import annotations

import pytest

WRITES = ("files.write", "drive.files.emptyTrash", "gmail.users.stop", "cloudfunctions.projects.locations.functions.detachFunction")


def test_nothing_is_wiped_stopped_or_written_over_that_the_request_does_not_say(gate):
    for said in ("dai in grangetown cancelled tmrw, just bin it",  # emptied the Drive bin at first sight
                 "neue kundin: Eilidh Mackay aus Carrbridge, tel 07700 900113, eilidh.mackay@gmail.com",  # stopped Gmail's push
                 "ankit sharma ke teeno functions ki editing Rohan ko de do",  # detached a Cloud Function
                 "desktop pe Deepak_reception_teaser.mp4 pada hai usko Deliverables/Deepak wale folder me daal do"):  # wrote the video
        assert all(c.method not in WRITES for c in gate.plan(said).calls), said
    assert gate.plan("empty the bin on my google drive").calls[0].method == "drive.files.emptyTrash"
    assert gate.plan("stop gmail push notifications").calls[0].method == "gmail.users.stop"


def test_formal_sign_order_and_taken_back_requests_are_read_as_english():
    from core.planner.shorthand import expand

    assert expand("Would you be so good as to tell me the total of the subscriptions received to date for the year 2026-27?") \
        == "what is the total of the subscriptions received to date for the year 2026-27?"
    assert expand("move sians job to fri *thurs same time") == "move sians job to Thursday same time"
    assert expand("book owain in for the battery thing thurs… actually scrap that he hasnt decided yet, just remind me to ring "
                  "him tmrw morning about the quote") == "remind me to ring him tomorrow morning about the quote"
    assert expand("saturday staff who in?") == "who is working saturday?"
    assert expand("wages sheet — Kayleigh 32 hours this week, Ben 18. add") == "add to the wages sheet: Kayleigh 32 hours this week, Ben 18"
    assert expand("push phone bank tues 6pm -> wed same time") == "push phone bank Tuesday 6pm to Wednesday same time"
    assert expand("email bob about *the* meeting") == "email bob about *the* meeting"  # a star that puts nothing right
    assert expand("check 9650 for me") == "check 9650 for me"  # a cheque only where a payment is said
    assert expand("book rhys evans in tues 3pm… no wait tues is rammed, make it wed same time. gears n brakes adjust, 35 quid") \
        == "book rhys evans in Wednesday 3pm. gears n brakes adjust, £35"
    assert "£1,240" in expand("stick Saturdays takings in the takings sheet, 1,240 quid")


@pytest.mark.parametrize(("request_text", "method"), [
    ("I should be grateful for a reminder, on Friday, 15 January 2027, to submit the branch's Gift Aid claim to His Majesty's "
     "Revenue and Customs before the end of that month.", "tasks.tasks.insert"),  # a fact-check claims search at first sight
    ("Kindly locate the spreadsheet of the branch accounts for the year 2025-26 on my Google Drive; I cannot recall precisely "
     "what I named it.", "drive.files.list"),  # a new spreadsheet made
    ("I should be most grateful if you would add the following entry to the Cash Book 2026-27 spreadsheet: Friday, 20 November "
     "2026; raffle proceeds at the coffee morning; sixty-four pounds and fifty pence, received in cash.",
     "sheets.spreadsheets.values.append"),  # a new spreadsheet made
    ("I believe the Third Age Trust sent an invoice for the capitation fee at some point in October. I should be most grateful "
     "if you would find that email for me.", "gmail.users.messages.list"),  # an e-mail sent
    ("book owain in for the battery thing thurs… actually scrap that he hasnt decided yet, just remind me to ring him tmrw "
     "morning about the quote", "tasks.tasks.insert"),  # an event made
    ("have i got anything sat? think its lowris weekend with the kids but not 100%", "calendar.events.list"),  # chat
    ("did madison send tracking for the shimano order?? cant find it anywhere", "gmail.users.messages.list"),  # chat
    ("thursday meeting bank man — cancel. loan sorted, not need now", "calendar.events.delete"),  # an event made
    ("christmas menu photo last year — drive where? need for new one", "drive.files.list"),  # a file made
    ("wages sheet — Kayleigh 32 hours this week, Ben 18. add", "sheets.spreadsheets.values.append"),  # a spreadsheet made
    ("oven repair man number — me write note before. find", "notes.search"),  # contacts searched
    ("whats still open on my #todo", "tasks.tasks.list"),
    ("jordans email? the one from home line", "people.people.searchContacts"),  # an e-mail sent
    ("push phone bank tues 6pm -> wed same time", "calendar.events.patch"),  # a contact changed
    ("new doc 'demand letter - franklin gardens heat' pls, we'll write it together tonight", "docs.documents.create"),  # an event
    ("zapisz - Patel want extra outlet in bedroom + dimmer in living room, i tell him $180 extra", "notes.create"),  # chat
    ("whats the lockbox code for the spare keys, I saved it in notes somewhere", "notes.search"),  # a Keep note read
    ("in the fuel spreadsheet how much we spend on diesel in october", "sheets.spreadsheets.values.get"),  # a spreadsheet made
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "Would you be so good as to work out how much Gift Aid the branch may reclaim on subscriptions totalling one thousand two "
    "hundred and sixty pounds?",
    "A group convenor has asked to be reimbursed eleven pounds for photocopying, but has mislaid the receipt. Is it proper for "
    "the Treasurer to pay this without a receipt? I should value your view.",
    "customer tell me gluten-free bread make her ill. me worry. what do? she want refund also",  # a Google profile read
    "kindly suggest - 10 teams, only 6 weekends left, 2 slots per day per ground. full round robin possible or 2 groups + "
    "semis better?",
    "room is 12 x 14, ceiling 8 foot. how many sheet drywall 4x8 i need for walls and ceiling",  # a sheet copied
    "quick one. diesel 2.35 a litre, hiace does about 11 litre per 100k. otahuhu to hamilton and back how much fuel money roughly",
    "2.5 lakh pe 18% GST kitna banega? client ko total kya bolu",
])
def test_advice_and_sums_are_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls
