"""Everyday requests from blind sets 65–68 (a barber in Handsworth writing patois, a Polish cleaner in Reading, a Texas
homeschooler, a Nairobi bookings clerk, a Powys farmer dictating, a Filipino choir leader in Dubai, a Hong Kong tutoring
centre, a Highland bothy organiser writing Scots, a San Diego photographer, a Malaysian home baker, a Limpopo lodge clerk
and a German student in Manchester), written on Monday 23 November 2026: the method each means, and what they would
notice if it were wrong."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand
from tests.planner.plans import NOW, message, only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("mind me tae phone the estate aboot the washed oot bridge at glenpean afore the 5th", "tasks.tasks.insert"),  # contacts
    ("whit did I write doon aboot the roof at camban", "notes.search"),  # a file written
    ("whit've I got on the morn", "calendar.events.list"),  # an event made
    ("whe di price list me did mek fi di window? its pon di laptop somewhere", "files.search"),  # chat
    ("note for sofia/luke: grandma w all cousins, first look by the 18th green, sparkler exit 10pm", "notes.create"),
    ("meeting with accountant Mr Shah move from wednesday to thursday, same time 2pm", "calendar.events.patch"),  # to another
    # calendar (events.move)
    ("where I write code for key safe at Mrs Whitfield? cannot find", "notes.search"),  # a file written
    ("open new doc called Xmas Intensive Course 2026 for the flyer", "docs.documents.create"),  # a document read
    ("remind me call the aircon guy 2moro morning for room 2", "tasks.tasks.insert"),  # an event at 9
    ("co-op christmas party 12/9 10am at first baptist fellowship hall", "calendar.events.insert"),  # "12/9" a file name
    ("dupe my contract template for alexis n jordan", "drive.files.copy"),  # chat
    ("thurs got wat ah? got dentist or not i forgot", "calendar.events.list"),  # chat
    ("new volunteer: Ruaridh Matheson fae Ullapool, 07700 900782, handy wi stoves. save him", "people.people.createContact"),
    ("poon family trial lesson thurs, mrs poon ask change to 5pm, same 1 hr. can?", "calendar.events.patch"),  # chat
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method




@pytest.mark.parametrize("request_text", [
    "what should i pay a 2nd shooter for 6 hrs in sd rn, is $40/hr lowballing",  # a database query
    "rm85 for 8 inch burnt cheesecake too ex or not? other ppl in pj selling how much",  # other contacts listed
    "How I explain simple the difference between 'seit' and 'für' for an A1 student?",  # cell A1 read
    "paano po mag warm up ng voices in 10 mins lang? most of us come straight from duty",  # text-to-speech voices
])
def test_advice_is_answered_in_chat(planner_catalog, request_text):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: NOW), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_a_file_said_with_what_goes_in_it_is_named_by_it(planner):
    kit = only_call(planner.plan("make a wee kit list file for sat: flooring saw, 75mm nails, crowbar"))
    assert (kit.method, kit.arguments["path"], kit.arguments["content"]) == ("files.write", "kit list.txt",
                                                                             "flooring saw, 75mm nails, crowbar")  # files listed
    words = only_call(planner.plan("type up josiahs spelling words for this week in a file so i can print: turkey, pilgrim"))
    assert words.arguments["path"] == "josiahs spelling words.txt"  # a Drive export
def test_a_message_the_user_said_not_to_send_is_kept_as_a_draft(planner):
    baxter = only_call(planner.plan("prepare email to Mrs Baxter janet.baxter@btinternet.com that from january price is £18 for "
                                    "hour not £17 because minimum wage go up. dont send, I check first"))
    assert baxter.method == "gmail.users.drafts.create"  # it was sent
    assert "dont send" not in message(baxter).get_content()  # the instruction is no part of the message
    quote = only_call(planner.plan("draft a quote for tau travel bookings@tautravel.co.za: 2 chalets, 3 nights 15-18 jan, R4200 "
                                   "pppn sharing. dont send, oom koos must check it"))
    assert quote.method == "gmail.users.drafts.create"  # a new shared drive in Google Drive
    assert message(quote)["To"] == "bookings@tautravel.co.za"
    chloe = only_call(planner.plan("Write Chloe chloe.barnes07@gmail.com: I have got the money, thank you!"))
    assert chloe.method == "gmail.users.messages.send"  # a Gmail label named "I have got the money"


def test_mail_asked_after_is_searched_for_by_who_and_what(planner):
    for request, q in [("di council email mi yet bout di business rates? cyaan find it nowhere", "council business rates"),
                       ("got email from bake with yen about the cream cheese restock or not",
                        'from:"bake with yen" cream cheese restock'),
                       ("check if KWS have sent anything about the new park fees", "from:KWS park fees")]:
        call = only_call(planner.plan(request))
        assert call.method == "gmail.users.messages.list" and call.arguments["q"] == q, request  # each was an e-mail sent


def test_two_names_with_a_slash_and_a_hotel_called_the_del_touch_no_file(planner):
    plan = planner.plan("kim/park pushed ceremony to 3:30 at the del, update it")
    assert not any(call.method.startswith("files.") for call in plan.calls)  # files.delete of "kim/park pushed ceremony"
    assert expand("del the old backup") == "delete the old backup" and expand("rm notes.txt") == "delete notes.txt"


def test_particles_and_dialect_words_are_read_as_what_they_mean():
    assert expand("tmr got what orders ah") == "what orders tomorrow"
    assert expand("this month chicken spend how much already") == "how much this month chicken spend"
    assert expand("harvest is this sunday o, I want to call them") == "harvest is this sunday, I want to call them"
    assert expand("paid ah kow for the 3 bag rice") == "paid ah kow for the 3 bag rice"  # a name keeps its "ah"
    assert expand("fiona's pulled oot, take her aff") == "fiona's pulled out, take her off"
    assert expand("ask Di Maria about it") == "ask Di Maria about it"  # a name, not "the"


def test_a_day_and_month_said_with_no_year_is_a_date_only_where_a_date_goes(planner, monkeypatch):
    from core.planner import dates

    monkeypatch.setenv("STEWARD_DATE_ORDER", "mdy")  # the San Diego photographer and the Texas homeschooler
    said = {text: [(d.month, d.day) for d in dates.date_mentions(text)]
            for text in ("gabby session 12/10 4pm", "reading lesson tues 11/24", "due on 12/9", "3/4 cup of flour", "open 24/7")}
    assert said == {"gabby session 12/10 4pm": [(12, 10)], "reading lesson tues 11/24": [(11, 24)], "due on 12/9": [(12, 9)],
                    "3/4 cup of flour": [], "open 24/7": []}
    shoot = only_call(planner.plan("add gabby n chris e-sesh sunset cliffs 12/10 4pm, 90 min")).arguments["body"]
    assert (shoot["start"]["dateTime"][:16], shoot["end"]["dateTime"][:16]) == ("2026-12-10T16:00", "2026-12-10T17:30")  # a draft
    # e-mail put in the mailbox, then today at 4


def test_a_calendar_someone_must_see_is_shared_read_only(planner):
    kasia = planner.plan("Kasia must see my jobs calendar, only see not change. her email kasia.wisniewska@gmail.com").calls[0]
    assert kasia.method == "calendar.acl.insert"  # a message imported into Gmail
    assert kasia.arguments["body"] == {"role": "reader", "scope": {"type": "user", "value": "kasia.wisniewska@gmail.com"}}


def test_a_request_that_only_says_add_goes_to_no_far_off_service(planner_catalog):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: NOW), planner_catalog).plan(
        "add to fuel log: KCY 660P, today, 55 ltrs, 9,900 bob, rubis langata rd")
    assert plan.calls[0].method == "sheets.spreadsheets.values.append"  # a Google Wallet smart-tap object was inserted; session 55:
    # a row of the log (the blind set's writer meant so, as all 6 stored "add to the X log/tracker/ledger: …" do)


@pytest.mark.parametrize(("request_text", "method"), [  # blind sets 69-70 (a Tower Hamlets shopkeeper, a Trinidad steel-pan
    # band, an Alabama bait shop, a Chennai decorator, a Brisbane aged-care coordinator, a Newlyn fisherman)
    ("save kamal the new bread guy from nur bakery, 07700 900491", "people.people.createContact"),  # a file written
    ("save dan skipper the girl rachel 07700 900771", "people.people.createContact"),
    ("can u make all the my aged care emails go straight into the referrals label", "gmail.users.settings.filters.create"),
    ("jobs: new belt on hauler b4 xmas", "tasks.tasks.insert"),  # chat
    ("fuel sheet 23/11 180 ltr red £183.60", "sheets.spreadsheets.values.append"),  # a sheet copied to another spreadsheet
    ("tmrw 4pm site visit at spr mahal kindly prepone to 11am, karthik father can come only morning time",
     "calendar.events.patch"),  # moved to another calendar
    ("make me a pdf of the guide trip rates doc so i can print it n tack it up by the register", "drive.files.export"),
    ("wha in my panorama recordings folder on de laptop", "files.list"),  # a database query
    ("find the hall measurement sheet for sree venkateswara mahal tambaram, i uploaded last month only",
     "drive.files.list"),  # the shared drives listed
])
def test_sets_69_70_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "what color jig y'all reckon for crappie in stained water this time of year",  # a calendar's colours read
    "how much is 18 dozen shiners at 3 bucks plus 9 percent tax",  # a database query
    "62 kilo at 3.20 whats that",  # an event made
    "how much a tuner does charge to blend a whole set ah double seconds these days",  # a database query
])
def test_sets_69_70_advice_and_sums_are_chat(planner_catalog, request_text):
    from core.planner import Planner
    from core.planner.relevance import RelevanceGate

    plan = RelevanceGate(Planner(None, planner_catalog, clock=lambda: NOW), planner_catalog).plan(request_text)
    assert plan.kind == "chat" and not plan.calls


def test_a_tie_never_deletes_what_the_request_did_not_ask_to_go(planner):
    plan = planner.plan("send me all the bass men numbers, ah need to call them about Saturday")
    assert not any(call.method.endswith(".delete") for call in plan.calls)  # an event deleted on a tie
