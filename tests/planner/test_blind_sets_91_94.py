"""Everyday requests from blind sets 91–94 (a Nepali-British security firm, a Cantonese-Canadian dim sum caterer, a Derry
hairdresser, a Somali-British grocer in Bristol, a New Orleans po-boy shop, a Thai restaurant in North Hollywood, a
Greek-Cypriot chip shop in London, an Ethiopian coffee shop in Washington, a residents' association secretary writing Indian
office English, a Staten Island pizzeria, a widow dictating to her phone's voice typing and an Alabama church secretary),
written on Monday 23 November 2026: the method each means, and what they would notice if it were wrong."""

from __future__ import annotations

import pytest

from core.planner.shorthand import expand
from tests.planner.plans import only_call


def test_voice_typings_spoken_punctuation_is_read_as_marks_and_a_comma_talked_about_stays():
    assert expand("Who is doing the flours this Sunday question mark") == "Who is doing the flowers this Sunday?"
    assert expand("I have got the chiropodist on when's day the second at half past two comma put it in the diary please") == \
        "I have got the chiropodist on Wednesday the 2nd at 2:30, put it in the diary please"  # its day and time in digits
    for typed in ("put a comma in the sentence", "what period is it", "add a colon after the title"):
        assert expand(typed) == typed


def test_indian_office_english_and_other_words_are_read_as_what_they_mean():
    assert expand("Kindly update me the list of flats who have not paid November maintenance till date.") == \
        "show me the list of flats who have not paid November maintenance so far."
    assert expand("Mrs. Hegde's water complaint has been attended by the plumber. Kindly close the same.") == \
        "Mrs. Hegde's water complaint has been attended by the plumber. mark it closed"
    assert expand("thurs what have i got on? think kingsmead wanted to meet sometime") == \
        "what have i got on thursday? think kingsmead wanted to meet sometime"
    assert expand("Suresh dai just rang, he is sick. ke garne. put Kiran on it instead hai") == \
        "Suresh just rang, he is sick. put Kiran on it instead"
    assert expand("whos in the day") == "whos in today"
    assert expand("tickets only sold on the day, do we need a licence") == "tickets only sold on the day, do we need a licence"


@pytest.mark.parametrize(("request_text", "method"), [
    ("tell Gary at Hartwell the weekend at wellesley was all quiet, full report coming fri", "gmail.users.messages.send"),
    # (the diary read)
    ("tell the oven guy Frank the left deck aint gettin past 450, i need him here tmrw before we open at 11",
     "gmail.users.messages.send"),  # a slide deck read
    ("let Brother Wayne know Miss Opal's been moved to Southeast Health, room 412", "gmail.users.messages.send"),  # chat
    ("Kindly intimate Mr. Vikram Reddy, our Treasurer, that the committee meeting has been preponed to Saturday 28th at 11 AM",
     "gmail.users.messages.send"),  # the meeting moved
    ("can u write up a quote for farnham maltings xmas market, £22 per guard per hr. dont send it, i want didi to check",
     "gmail.users.drafts.create"),  # the diary listed
    ("might could you write up a letter to the deacons about the budget meeting? don't send it yet", "gmail.users.drafts.create"),
    ("Prepare a draft circular to all residents regarding water supply disruption on 2nd December", "gmail.users.drafts.create"),
    ("Kevin Chan fiancee email me the final menu choice or not? i cant find it wor", "gmail.users.messages.list"),  # one sent
    ("Has the parish magazine come through on the computer yet question mark it normally comes on a Friday",
     "gmail.users.messages.list"),  # a file written
    ("doordash send too much email jing jing. make it go in own folder auto, not inbox", "gmail.users.settings.filters.create"),
    ("we're shut from 24th dec till 2nd jan, going cyprus. put something on the emails so people know were closed",
     "gmail.users.settings.updateVacation"),  # a contact made
    ("thurs what have i got on? think kingsmead wanted to meet sometime", "calendar.events.list"),  # chat
    ("gas man coming wed 8 oclock to service the fryer, stick it in so i remember to open up early", "calendar.events.insert"),
    ("health inspector comin wed the 2nd at 2. put it in so i dont forget to clean up", "calendar.events.insert"),  # Google Fit
    ("my momma 'n'em comin by my house thanksgiving, we eatin at 2. put that down so I know to close up early",
     "calendar.events.insert"),  # a note
    ("take that dentist thing off wednesday, I ain't goin", "calendar.events.delete"),  # an event made
    ("have I anything on next wk apart from the salon?", "calendar.events.list"),  # the salon's rows
    ("fryer insurance runs out on the 30th dont let me forget", "tasks.tasks.insert"),  # an event
    ("Kindly ensure I do not forget to collect the Fire NOC from the Fire Office on Thursday.", "tasks.tasks.insert"),
    ("what was on my list for this week again", "tasks.tasks.list"),  # the diary
    ("new busboy Miguel Ortiz 747-555-0133 save him ka", "people.people.createContact"),  # a file written
    ("New security supervisor is Mr. Manjunath from Eagle Eye Security, mobile 98450 67812. Save the same.",
     "people.people.createContact"),  # a file written
    ("let Tom see the december rota on google drive, view only", "drive.permissions.create"),  # shared drives listed
    ("the wedding menu price list i make last yr, where is it in google drive?", "drive.files.list"),  # shared drives listed
    ("i need Hana's W-2 from last year, the accountant asked. its a pdf somewhere on the laptop", "files.search"),
    ("where the hell is the pic of the new menu board my nephew took last wk, its on here somewhere", "files.search"),  # chat
    ("move them baptism certificates I scanned off the desktop into the Baptisms folder in Documents", "files.move"),  # Drive
    ("I had noted down something regarding the borewell motor quotation. What was it?", "notes.search"),  # chat
    ("In the AGM agenda document kindly add one more item: CCTV cameras for basement parking.",
     "docs.documents.batchUpdate"),  # a file written
    ("add this to the announcements in Sunday's bulletin: Lottie Moon Christmas Offering goal this year is $3,500",
     "docs.documents.batchUpdate"),  # a Classroom announcement
    ("In the parking allotment sheet, slot 14 is to be given to B-201 instead of B-102 with effect from today.",
     "sheets.spreadsheets.values.update"),  # an event
    ("we had 72 at supper last Wednesday and took in $288, put that on the supper sheet", "sheets.spreadsheets.values.append"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "sahib quick one - 3 lads, 12 hr nights, 5 nights, £13.25 an hour. whats the wage bill before NI and holiday",
    "hajur is 20 min break enough by law for a guard on 12hr night?? one of the lads complaining to me",
    "can ye put bleach over henna?? wee girl wants platinum and she's been hennaing for years",
    "if I put my cut n blow dry up from £32 to £35 and I do about 40 a week whats that extra a month",
    "haye quick one, can i keep the raw halal chicken on the shelf above the veg in the big fridge or is that a no",
    "if I got 45 people an figure half a loaf each plus 10 extra for lagniappe how many loaves is that",
    "papou says you only change the oil every 2 weeks, i say every week. whos right",
    "a bag of teff is 25 lb and each batch uses 3 lb. how many batches i get out of one bag",
    "yo how many pies i need for a party of 60, mostly kids like 8 9 yrs old",
    "How long will chrysanthemums last in the oasis if I do them on the Saturday question mark",
])
def test_advice_and_sums_are_answered_in_words(gate, request_text):
    plan = gate.plan(request_text)
    assert plan.kind == "chat" and not plan.calls  # events, rows, bookshelves and contacts before


def test_an_hour_said_oclock_and_a_short_weekday_with_its_date_are_the_events_time(planner):
    body = only_call(planner.plan("gas man coming wed 8 oclock to service the fryer, stick it in so i remember to open up "
                                  "early")).arguments["body"]
    assert body["start"]["dateTime"].startswith("2026-11-25T08:00")  # an all-day event before
    body = only_call(planner.plan("health inspector comin wed the 2nd at 2. put it in so i dont forget")).arguments["body"]
    assert body["start"]["dateTime"].startswith("2026-12-02T14:00")  # today at 2 before
