"""Everyday requests from blind sets 83–86 (a Bronx bodega writing Spanglish, a South Philly hoagie shop, a Soweto spaza
shop, a Tottenham trainer reseller, a Romford market trader writing rhyming slang, a roofer dictating to his phone, a Mille
Lacs bait shop writing Minnesotan, a Borough Park kosher bakery, a Lerwick knitwear maker writing Shetland, a Houston nail
salon writing Vietnamese, a Gen Z Depop seller and a Lewis crofter writing Gaelic), written on Monday 23 November 2026: the
method each means, and what they would notice if it were wrong."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner.shorthand import expand
from core.planner.vietnamese import english
from tests.planner.plans import NOW, only_call


def test_vietnamese_is_read_as_english_and_other_accents_are_left_alone():
    assert english("thứ 4 ai book vậy em") == "who booked Wednesday"
    assert english("chị Linh tuần này làm bao nhiêu tiếng") == "how many hours did Linh work this week"
    assert english("nhắc chị pay sales tax trước dec 20") == "remind me to pay sales tax before dec 20"
    assert english("số anh Tuấn sửa pedi chair đâu em") == "what's Tuấn's number"
    for typed in ("Send a line to Chloé Martin about the ferry", "café au lait with Zoë on friday", "Tuấn is coming at 3"):
        assert english(typed) == typed  # French accents and a capitalised name are no Vietnamese


@pytest.mark.parametrize(("request_text", "method"), [
    # Vietnamese
    ("nhắc chị pay sales tax trước dec 20", "tasks.tasks.insert"),  # chat
    ("số anh Tuấn sửa pedi chair đâu em", "people.people.searchContacts"),  # chat
    ("ghi lại: gift card #0452 $50 chị Rosa mua, chưa xài", "notes.create"),  # chat
    # Spanglish, Philly, Soweto, London, Cockney, Minnesotan, Yiddish, Shetland, Gaelic
    ("mija remind me pay the con ed before friday they gonna cut me off", "tasks.tasks.insert"),  # an event
    ("where i put the pdf of the certificate of authority, the tax paper from the state. the insurance lady need a copy",
     "files.search"),  # a Private CA's certificate authority fetched
    ("what do i got tmrw, i gotta hit the acme too", "calendar.events.list"),  # ACME DNS
    ("get me the amoroso's guy number, the rolls came short again this mornin", "people.people.searchContacts"),  # people.get
    ("check if capitec sent my october statement", "gmail.users.messages.list"),  # Digital Asset Links statements
    ("save dis mans number, marcus from the tottenham hale meet, 07946 112384, hes after size 11s",
     "people.people.createContact"),  # a file written
    ("write sumn to stockx support bout my payout bein 2 wks late, dont send it tho i wanna add the order number",
     "gmail.users.drafts.create"),  # a file written
    ("link leah at wood green station thurs like 5ish, she wants the zebras", "calendar.events.insert"),  # chat
    ("scrap the meeting at the bank tomorrow, sorted it on the dog and bone", "calendar.events.delete"),  # the diary listed
    ("give us Lenny's dog and bone, me old china off the flower stall", "people.people.searchContacts"),  # a contact made
    ("Tony sent his new price list over the other day, dig it out for us", "gmail.users.messages.list"),  # other contacts
    ("move sandra whitlocks gutter clean in the diary from friday to monday same time there saying rain all day friday",
     "calendar.events.patch"),  # moved to another calendar
    ("shoot Brenda Halvorson an email real quick, tell her the minnows n leeches will be all set for her when she gets up "
     "here jan 2nd", "gmail.users.messages.send"),  # a message read
    ("gotta remember to order more wax worms n spikes from the bait supplier by fri", "tasks.tasks.insert"),  # a note
    ("oy cancel the oven guy thursday, its thanksgiving what was I thinking", "calendar.events.delete"),  # an event made
    ("whats still on my list for this week? I'm losing my mind here", "tasks.tasks.list"),  # the diary listed
    ("Up Helly Aa craft fair, da Setterday eftir, 30th January, 10 till 4 at Islesburgh. pit hit in",
     "calendar.events.insert"),  # chat
    ("da knitting group at da library on Wednesday is aff, tak hit oot", "calendar.events.delete"),  # the diary listed
    ("mind me ta post Bjorn's hat ta Norway afore Friday", "tasks.tasks.insert"),  # a blog post
    ("whaur's da pattern I did for da Sea Green yoke, hit's in da Drive somewye", "drive.files.list"),  # chat
    ("add tae me Christmas orders note: Kirsty wants hers gift wrapped", "notes.update"),  # a new note
    ("Send a line to Chloé Martin, the French girl coming Thursday, to say the bodach will meet her off the late ferry",
     "gmail.users.messages.send"),  # an event deleted
    ("has the mill at Shawbost sent back about the yarn yet", "gmail.users.messages.list"),  # chat
    ("the vet was coming Wednesday for the ewes, now it's to be Thursday same time", "calendar.events.patch"),  # a new event
    ("open da fleece sales sheet an tell me whit I took in October", "sheets.spreadsheets.values.get"),  # the spreadsheet got
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "a large tray is 24 pieces and i cut every roll in 4. how many rolls i need for 7 trays",
    "if i buy 10 pairs of TNs at 90 each n sell em at 140 but the app takes 12% wat do i actually make",  # an event made
    "if the docs sell for 70 and shipping is 8.50 and i paid 12 at goodwill whats my profit fr",  # a Google Doc made
    "how thick's the ice gotta be before a guy can drive a pickup out there, got folks askin already",  # shared drives listed
    "pana how i tell people nice that no more fiao til they pay what they owe?? i dont want nobody mad at me",
    "how do i tell an owner nicely their horse needs doing every 5 wks not 8 without it sounding like im after more money",
    "how do youse keep a cheesesteak tray from gettin all soggy if it sits out an hour at a party",  # rows, with the model
    "if da jumper's £165 an I'm giein Ina 10% aff for bein a regular, whit's dat",  # rows, with the model
])
def test_advice_and_sums_are_chat(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_an_auto_reply_said_in_other_words_says_what_was_dictated_until_the_day_back(planner):
    """"put the email thing that answer by itself saying we back friday 7am" inserted a message into the mailbox; "Put the
    email on to say we're away and back the 14th …" did too, and the reply had no end."""
    body = only_call(planner.plan("we closed thanksgiving, thursday. put the email thing that answer by itself saying we back "
                                  "friday 7am")).arguments["body"]
    assert body["responseBodyPlainText"] == "we back friday 7am"
    start, end = (dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo) for k in ("startTime", "endTime"))
    assert start.date().isoformat() == "2026-11-26" and end.isoformat().startswith("2026-11-27T07:00")
    body = only_call(planner.plan("We're away to Glasgow from the 7th Dec for the hospital. Put the email on to say we're away "
                                  "and back the 14th and no bookings will be answered till then")).arguments["body"]
    days = [dt.datetime.fromtimestamp(int(body[k]) / 1000, NOW.tzinfo).date().isoformat() for k in ("startTime", "endTime")]
    assert days == ["2026-12-07", "2026-12-14"]


def test_other_englishes_words_are_read_as_what_they_mean():
    assert expand("hoo muckle Eesit hae I left") == "how much Eesit have I left"
    assert expand("da knitting group at da library on Wednesday is aff, tak hit oot") == \
        "the knitting group at the library on Wednesday is off, take it out"
    assert expand("i gotta hit the acme too") == "i gotta hit the acme too"  # "hit" is "it" only after a verb
    assert expand("scrap the meeting, sorted it on the dog and bone") == "scrap the meeting, sorted it on the phone"
    assert expand("deliveries pa mañana?") == "deliveries for tomorrow?"
    assert expand("the bakkie just dropped 20 bags of charcoal, add them mfethu") == \
        "the bakkie just dropped 20 bags of charcoal, add them"
    assert expand("Sharon come down and settled up, wipe her slate clean") == "Sharon come down and settled up, mark her paid"
    assert expand("Bill's rung, he ain't got the sprouts, knock that order off") == \
        "Bill's rung, he ain't got the sprouts, cancel that order"


def test_a_service_beyond_the_everyday_ones_is_never_changed_unnamed(gate, planner):
    """"Bill's rung, he ain't got the sprouts, knock that order off" (no database added) patched a Cloud Billing account."""
    plan = gate.plan("Bill's rung, he ain't got the sprouts, knock that order off")
    assert plan.kind == "chat" and not plan.calls
    assert planner.plan("Delete the blog post about my trip").calls[0].method == "blogger.posts.delete"  # named: posts
