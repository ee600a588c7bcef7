"""Everyday requests from the nineteenth blind set (a florist, a driving instructor, a charity shop manager): the
method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import message, only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("move the flower market run from wed to thurs pls, same time", "calendar.events.patch"),  # a local file move
    ("Hi, could you email orders@cgflowers.co.uk and ask if they can add 3 boxes of white ranunculus to this Friday's "
     "delivery? Sign it off Rosie at Petal & Stem. Thanks", "gmail.users.messages.send"),  # imported a message
    ("whats jess's mobile? she does saturdays for me", "people.people.searchContacts"),  # mobile carriers
    ("I'd like my wife to be able to see my Lessons calendar so she knows when I'm out. Her email is karen.doyle@gmail.com "
     "- can you share it with her, view only?", "calendar.acl.insert"),  # inserted a Gmail message
    ("read me row 30 of the Nov tab in Weekly Sales 2026, thats the totals", "sheets.spreadsheets.values.get"),
    ("whats margaret hughes email address", "people.people.searchContacts"),  # searched her e-mails
    ("In donations.db, please clear out everything in the items table that's marked sold and was sold before the 1st of "
     "September - it's just clutter now.", "sqlite.delete"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_florist_would_notice(planner):
    order = message(only_call(planner.plan("Hi, could you email orders@cgflowers.co.uk and ask if they can add 3 boxes of white "
                                           "ranunculus to this Friday's delivery? Sign it off Rosie at Petal & Stem. Thanks")))
    assert order.get_content().strip() == ("Could you let me know if you can add 3 boxes of white ranunculus to this Friday's "
                                           "delivery?\n\nRosie at Petal & Stem")  # it sent "Sign it off Rosie …. Thanks?"
    sorry = message(only_call(planner.plan("Draft an email to Mrs Patel (anita.patel@btinternet.com) - say sorry for her loss, "
                                           "the sympathy arrangement will be delivered Weds morning, and there's no charge for "
                                           "delivery. Don't send it yet I want to read it first")))
    assert sorry.get_content().startswith("Sorry for your loss, the sympathy arrangement")  # it began "Say sorry for her loss"
    wreaths = only_call(planner.plan("any emails from the wholesaler about the xmas wreath order in the last 2 wks?"))
    assert wreaths.arguments == {"userId": "me", "q": "wholesaler xmas wreath order newer_than:14d"}  # maxResults 2, "wks"
    prices = only_call(planner.plan("where's the price list 2026 spreadsheet in my drive? cant find it"))
    assert "name contains 'price' and name contains 'list' and name contains '2026'" in prices.arguments["q"]
    supplier = only_call(planner.plan("New supplier contact pls - Dave Hollis, Hollis Foliage, dave@hollisfoliage.co.uk, "
                                      "07700 900318")).arguments["body"]
    assert supplier["organizations"] == [{"name": "Hollis Foliage"}]
    consult = planner.plan("can u put wedding consult w/ Harriet Cole in the shop calendar for thurs 3rd dec at half 2, about an hour")
    assert "calendarId" not in consult.calls[0].arguments  # the Shop calendar is looked up, not the primary one
    assert planner.lookup(consult).calls[0].method == "calendar.calendarList.list"
    away = planner.plan("set an out of office on my email - shop closed sun 27th dec to sat 2nd jan, back mon 4th, for "
                        "funeral orders ring 01632 960741")
    assert away.kind == "calls"  # "mon 4th" is the 4th after 2nd January, a Monday: nothing to ask


def test_what_the_driving_instructor_would_notice(planner):
    test = message(only_call(planner.plan("Email Sophie Wren (sophie.wren03@hotmail.co.uk) to confirm her practical test is "
                                          "Wednesday 9 December at 10:14 at the Pinewood test centre, I'll pick her up at 9 for "
                                          "a warm-up lesson beforehand.")))
    assert test.get_content().strip() == ("Just to confirm: your practical test is Wednesday 9 December at 10:14 at the "
                                          "Pinewood test centre, I'll pick you up at 9 for a warm-up lesson beforehand.")
    renamed = planner.plan("rename lesson plan v2 FINAL in drive to Manoeuvres lesson plan")
    assert renamed.calls[0].arguments["body"] == {"name": "Manoeuvres lesson plan"}
    assert "name contains 'lesson plan v2 FINAL'" in planner.lookup(renamed).calls[0].arguments["q"]  # it looked up the new name


def test_a_move_keeps_its_time_a_shift_moves_it_and_a_change_of_nothing_is_not_run(planner):
    event = {"id": "e1", "summary": "Feed merchant", "start": {"dateTime": "2026-11-25T10:00:00+01:00"},
             "end": {"dateTime": "2026-11-25T10:30:00+01:00"}}
    merchant = planner.plan("feed merchant was meant to be wed 10am can u move him to fri same time")
    assert planner.lookup(merchant).calls[0].arguments["timeMin"] == "2026-11-25T10:00:00+01:00"  # Wednesday's, as it was
    moved = only_call(planner.resolve(merchant, {"items": [event]})).arguments["body"]
    assert moved == {"start": {"dateTime": "2026-11-27T10:00:00+01:00"}, "end": {"dateTime": "2026-11-27T10:30:00+01:00"}}
    later = only_call(planner.resolve(planner.plan("push the feed merchant on wed back an hour"), {"items": [event]}))
    assert later.arguments["body"] == {"start": {"dateTime": "2026-11-25T11:00:00+01:00"},
                                       "end": {"dateTime": "2026-11-25T11:30:00+01:00"}}  # it patched nothing
    vague = planner.resolve(planner.plan("the feed merchant on wed, can you change it"), {"items": [event]})
    assert vague.kind == "chat" and not vague.calls and "nothing was done" in vague.reply


def test_a_drive_file_moved_into_a_folder_finds_the_file_then_the_folder(planner):
    plan = planner.plan('Hello, please could you move the "Gift Aid declarations Nov" file into the Gift Aid folder on Drive, '
                        'somebody saved it in the wrong place')
    assert planner.lookup(plan).calls[0].arguments["fields"] == "files(id,name,mimeType,parents)"  # where it is now
    found = planner.resolve(plan, {"files": [{"id": "f1", "name": "Gift Aid declarations Nov", "parents": ["p0"]}]})
    assert found.kind == "clarify" and found.calls[0].arguments == {"fileId": "f1", "removeParents": "p0"}
    assert "mimeType = 'application/vnd.google-apps.folder'" in planner.lookup(found).calls[0].arguments["q"]
    moved = planner.resolve(found, {"files": [{"id": "d9", "name": "Gift Aid", "mimeType": "application/vnd.google-apps.folder"}]})
    assert moved.calls[0].arguments == {"fileId": "f1", "addParents": "d9", "removeParents": "p0"}  # it ran update {fileId}
