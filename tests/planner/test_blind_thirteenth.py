"""Everyday requests from the thirteenth blind set (a self-employed electrician, a grandmother who minds her
grandchildren, a community choir's secretary): the method each one means, and the values a user would notice."""

from __future__ import annotations

import base64
import email
from email import policy

import pytest

from tests.planner.plans import date_kept, only_call


def _text(call) -> tuple[str, str]:
    body = call.arguments["body"]
    raw = body.get("raw") or body["message"]["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    return str(message["Subject"]), str(message.get_content()).strip()


@pytest.mark.parametrize(("request_text", "method"), [
    ("show me whats in ~/Pictures/Jobs/Oakwood Drive, need the before and after pics of the board", "files.list"),
    ("save a new customer: Gary Lund, 07700 900123, gary.lund@example.com", "people.people.createContact"),
    ("share the Price List 2024 doc with my apprentice josh@example.com, view only", "drive.permissions.create"),
    ("in my 'Shortbread' note change the sugar to 75g not 100g, it was too sweet", "notes.update"),
    ("take Sam's dentist appointment off the calendar, wed 12 june 10am, they cancelled it", "calendar.events.delete"),
    ("who are the altos on the Members 2024 sheet? voice parts are in col C", "sheets.spreadsheets.values.get"),
    ("wheres the sheet music for Zadok the Priest? its a pdf somewhere on this laptop", "files.search"),
    ("put 'DRAFT - not final' at the very top of the Concert Running Order doc", "docs.documents.batchUpdate"),
    ("emails from bob today", "gmail.users.messages.list"),  # it inserted a message
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_the_electricians_jobs_rows_and_contacts(planner):
    row = planner.plan("add a line to my 'Invoices 2024' sheet - INV-0142, Sarah Quinn, 18/06/2024, £320, unpaid")
    assert "spreadsheetId" not in row.calls[0].arguments  # the invoice number is a cell, not the sheet
    customer = only_call(planner.plan("save a new customer: Gary Lund, 07700 900123, gary.lund@example.com"))
    assert customer.arguments["body"]["names"] == [{"givenName": "Gary", "familyName": "Lund"}]
    assert only_call(planner.plan("What is Dr Hughes' surgery number? It should be in my contacts.")).arguments["query"] == "Hughes"
    van = only_call(planner.plan("remind me to book the van MOT, needs doing by 30 Sept"))
    assert van.arguments["body"]["title"] == "Book the van MOT"  # the to-do's own verb
    job = only_call(date_kept(planner, "book Mrs Patel in for a consumer unit swap thurs 14 March 9am-1pm, 22 Elm Road"))
    assert job.arguments["body"]["summary"] == "Consumer unit swap for Mrs Patel"
    week = only_call(date_kept(planner, "what have i got booked mon 10th to fri 14th june?"))
    assert (week.arguments["timeMin"][:10], week.arguments["timeMax"][:10]) == ("2027-06-10", "2027-06-15")  # all five days
    found = only_call(planner.plan("theres a photo of the fuse board at 14 Birch Ave somewhere on the laptop, file name has "
                                   "birch in it. find it"))
    assert found.arguments == {"query": "birch"}
    folder = only_call(planner.plan("show me whats in ~/Pictures/Jobs/Oakwood Drive, need the before and after pics of the board"))
    assert folder.arguments == {"path": "~/Pictures/Jobs/Oakwood Drive"}  # a folder's name with a space


MOVED = {"items": [{"id": "e9", "summary": "Henderson rewire", "start": {"dateTime": "2027-06-07T08:00:00+01:00"},
                    "end": {"dateTime": "2027-06-07T16:00:00+01:00"}}]}


def test_a_job_moved_to_start_later_keeps_its_length(planner):
    plan = date_kept(planner, "can u move the Henderson rewire on Fri 7th June to start 10:30 instead of 8, they've got the plumber in first")
    assert planner.lookup(plan).calls[0].arguments["timeMin"] == "2027-06-07T08:00:00+01:00"  # the 8 it starts at now
    body = only_call(planner.resolve(plan, MOVED)).arguments["body"]
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2027-06-07T10:30:00+01:00", "2027-06-07T18:30:00+01:00")


def test_the_grandmothers_calendar_mail_and_notes(planner):
    pickup = date_kept(planner, "Please put school pick-up for Lily and Sam on the family calendar, Tuesday 4th June at 3.15pm.")
    assert "calendarId" not in pickup.calls[0].arguments  # the family calendar is looked up, not the primary one
    assert pickup.calls[0].arguments["body"]["start"] == {"dateTime": "2027-06-04T15:15:00+01:00"}  # not all day
    margaret = only_call(date_kept(planner, "have I had any emails from Margaret (margaret.h@example.com) since monday 3rd june?"))
    assert margaret.arguments["q"] == "from:margaret.h@example.com after:1780441200"  # since then, until now
    card = only_call(date_kept(planner, "remind me to buy a birthday card for Sam before fri 21st june"))
    assert card.arguments["body"]["title"] == "Buy a birthday card for Sam"
    assert only_call(planner.plan("find my cheese scone recipe in my notes")).arguments == {"query": "cheese scone"}
    sweet = planner.plan("in my 'Shortbread' note change the sugar to 75g not 100g, it was too sweet")
    assert sweet.calls[0].arguments == {"text": "75g", "find": "100g"}  # those words only, the rest of the recipe stays
    photo = only_call(planner.plan("move IMG_2041.jpg from Downloads into Pictures/Lily 5th birthday please"))
    assert photo.arguments == {"source": "~/Downloads/IMG_2041.jpg", "destination": "~/Pictures/Lily 5th birthday"}


def test_the_choir_secretarys_newsletter_places_and_copies(planner):
    draft = only_call(planner.plan("Draft the June newsletter to members@example.com, subject 'June News': summer concert Sat "
                                   "29 June 7pm, tickets £12, last rehearsal Tues 25 June. I want to check it before it goes out."))
    assert _text(draft) == ("June News", "Summer concert Sat 29 June 7pm, tickets £12, last rehearsal Tues 25 June")
    asked = only_call(planner.plan("email rachel.lee@example.com and ask if we can start at 7.15 instead of 7.30 on tues 21 may"))
    assert _text(asked)[1] == "Could you let me know if we can start at 7.15 instead of 7.30 on tues 21 may?"  # as typed
    copy = planner.plan("make a copy of the 'Newsletter template' doc and call it Newsletter July 2024")
    assert copy.calls[0].arguments["body"] == {"name": "Newsletter July 2024"}  # it was named like the original
    top = planner.plan("put 'DRAFT - not final' at the very top of the Concert Running Order doc")
    assert top.calls[0].arguments["body"] == {"requests": [{"insertText": {"location": {"index": 1}, "text": "DRAFT - not final\n"}}]}
    hall = only_call(date_kept(planner, "Add an extra rehearsal for the spring concert: Sat 16 March 2-5pm at St Mary's church hall"))
    assert hall.arguments["body"]["location"] == "St Mary's church hall"
    moved = date_kept(planner, "change the location of the tues 14 may rehearsal to the Methodist Hall, King St - St Mary's has a wedding on")
    assert moved.calls[0].arguments["body"] == {"location": "the Methodist Hall, King St"}


def test_a_draft_is_found_by_its_words_and_day_then_sent(planner):
    plan = planner.plan("send the cake rota draft I wrote yesterday")
    (listing,) = planner.lookup(plan).calls
    assert (listing.method, listing.arguments["q"]) == ("gmail.users.drafts.list", "cake rota after:1795302000 before:1795388400")
    sent = only_call(planner.resolve(plan, {"drafts": [{"id": "r-77", "message": {"id": "m1"}}]}))
    assert (sent.method, sent.arguments["body"]) == ("gmail.users.drafts.send", {"id": "r-77"})
    none = planner.resolve(plan, {"resultSizeEstimate": 0})
    assert none.kind == "chat" and "nothing was sent" in none.reply
