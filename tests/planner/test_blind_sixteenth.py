"""Everyday requests from the sixteenth blind set (a hairdresser with a one-chair salon, a home carer, a freelance web
developer): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import base64
import datetime as dt
import email
from email import policy

import pytest

from core.planner import sql_requests
from tests.planner.plans import only_call


def _message(call):
    body = call.arguments["body"]
    raw = body.get("raw") or body["message"]["raw"]
    return email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)


@pytest.mark.parametrize(("request_text", "method"), [
    ("Jo Barker's just messaged, she's got covid bless her, so cancel her on the 3rd", "calendar.events.delete"),
    ("did the wholesaler ever get back to me about the olaplex no 3 backorder", "gmail.users.messages.list"),
    ("the booking app sends me a confirmation every single time someone books and my inbox is a mess. make anything from "
     "bookings@salonapp.example.com skip the inbox and go in a Bookings label", "gmail.users.settings.filters.create"),
    ("what formula did i use on mrs greene last time?? i know i wrote it down in a note", "notes.search"),  # not Google Keep
    ("add my sister sarah@example.org to the sports day event on friday", "calendar.events.patch"),  # not a new event
    ("Can you start an email to Jean's son paul.jenkins@example.com but DON'T send it, just save it. Subject 'Your mum' and "
     "say: Hi Paul, your mum had another fall this morning.", "gmail.users.drafts.create"),
    ("dentist got rebooked so take the dentist one off my tasks", "tasks.tasks.delete"),  # it added a to-do
    ("i put the wrong thing in my mileage sheet, cell C14 should be 12.4 not 21.4", "sheets.spreadsheets.values.update"),
    ("clear out the test rows i put in invoices.db, anything where client = 'TEST'", "sqlite.delete"),
    ("bin the 'logo drafts OLD' folder on google drive, the client signed off the final ages ago", "drive.files.update"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_bookings_as_the_hairdresser_and_the_carer_say_them(planner):
    patel = only_call(planner.plan("book mrs patel in for full head highlights next weds 10-12.30")).arguments["body"]
    assert (patel["summary"], patel["start"]["dateTime"], patel["end"]["dateTime"]) == (
        "Full head highlights for Mrs Patel", "2026-11-25T10:00:00+01:00", "2026-11-25T12:30:00+01:00")
    lunch = only_call(planner.plan("I keep getting booked through my lunch!! block out 1-1.45 every weekday from monday as "
                                   "LUNCH so nobody can grab it")).arguments["body"]
    assert (lunch["summary"], lunch["start"]["dateTime"], lunch["end"]["dateTime"]) == (
        "LUNCH", "2026-11-23T13:00:00+01:00", "2026-11-23T13:45:00+01:00")
    assert lunch["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]
    evening = only_call(planner.plan("Put Liam's parents evening in for Wednesday 6.30pm and invite his dad mark.t@example.com "
                                     "so he can't say he didn't know")).arguments["body"]
    assert (evening["summary"], evening["start"]["dateTime"]) == ("Liam's parents evening", "2026-11-25T18:30:00+01:00")
    call = only_call(planner.plan("set up a call with sam@brightwave.example.com thurs 2.30-3 re the checkout bug")).arguments["body"]
    assert (call["summary"], call["start"]["dateTime"], call["end"]["dateTime"]) == (
        "Call with Sam re the checkout bug", "2026-11-26T14:30:00+01:00", "2026-11-26T15:00:00+01:00")
    moved = planner.plan("can you move Mrs Dempsey's afternoon call from 3 to half 4 today, her daughter's taking her to "
                         "the hospital first").calls[0].arguments["body"]
    assert moved["start"]["dateTime"] == "2026-11-23T16:30:00+01:00"  # half 4 in the afternoon, not 04:30
    jo = planner.plan("Jo Barker's just messaged, she's got covid bless her, so cancel her on the 3rd")
    assert planner.lookup(jo).calls[0].arguments["timeMin"] == "2026-12-03T00:00:00+01:00"
    prescription = only_call(planner.plan("remind me pick up mrs dempsey prescription tmrw")).arguments["body"]
    assert prescription["title"] == "Pick up Mrs Dempsey prescription"


def test_mail_contacts_and_shares(planner):
    bookings = only_call(planner.plan("the booking app sends me a confirmation every single time someone books and my inbox "
                                      "is a mess. make anything from bookings@salonapp.example.com skip the inbox and go in a "
                                      "Bookings label")).arguments["body"]
    assert bookings["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": ["Bookings"]}
    draft = only_call(planner.plan("Can you start an email to Jean's son paul.jenkins@example.com but DON'T send it, just save "
                                   "it, I want to read it again tonight. Subject 'Your mum' and say: Hi Paul, just to let you "
                                   "know your mum had another fall this morning."))
    message = _message(draft)  # the text after "don't send it" was lost
    assert (message["Subject"], message.get_content().strip()) == (
        "Your mum", "Hi Paul, just to let you know your mum had another fall this morning.")
    hughes = planner.plan("label the email from Dr Ahmed's surgery as Mr Hughes so I can find it later")
    assert hughes.calls[0].arguments["body"] == {"addLabelIds": ["Mr Hughes"]}
    spam = planner.plan("get rid of that spam email from Best Deals Ltd about solar panels")
    assert planner.lookup(spam).calls[0].arguments["q"] == 'from:"Best Deals Ltd" solar panels'
    assert only_call(planner.plan("whats linda marsh's number")).arguments["query"] == "linda marsh"
    tasha = planner.plan("Tasha my new junior starts monday, can you share the Price List doc with her? tasha.b@example.org. "
                         "she just needs to see it not change it")
    assert tasha.calls[0].arguments["body"]["role"] == "reader"  # "not change it" made her an editor
    care = only_call(planner.plan("can u find Doris's care plan in my drive")).arguments["q"]
    assert care == "name contains 'Doris' and name contains 'care plan' and trashed = false"
    formula = only_call(planner.plan("what formula did i use on mrs greene last time?? i know i wrote it down in a note"))
    assert formula.arguments == {"query": "formula mrs greene"}
    mileage = planner.plan("i put the wrong thing in my mileage sheet, cell C14 should be 12.4 not 21.4").calls[0].arguments
    assert (mileage["range"], mileage["body"]) == ("C14", {"values": [["12.4"]]})


INVOICES = {"invoices": [("id", "INTEGER"), ("client", "TEXT"), ("description", "TEXT"), ("amount", "REAL"), ("issued", "TEXT"),
                         ("due_date", "TEXT"), ("status", "TEXT")]}


def test_the_freelancers_invoices_database():
    today = dt.date(2026, 11, 23)
    owed = sql_requests.complete("sqlite.query", "how much do brightwave still owe me? invoices are in ~/work/invoices.db",
                                 INVOICES, today)
    assert owed["params"] == ["unpaid", "%brightwave%"]  # that client's unpaid ones, not everyone's
    paid = sql_requests.complete("sqlite.update", "mark invoice 1042 as paid in invoices.db, money landed this morning",
                                 INVOICES, today)
    assert paid == {"table": "invoices", "values": {"status": "paid"}, "where": '"id" = ?', "params": [1042]}
    new = sql_requests.complete("sqlite.insert", "Add a new invoice to ~/work/invoices.db - client Hollis & Co, 1200 GBP, "
                                "description 'Homepage redesign', due 30 days from today", INVOICES, today)
    assert new == {"table": "invoices", "row": {"client": "Hollis & Co", "description": "Homepage redesign", "amount": 1200.0,
                                                "due_date": "2026-12-23"}}
    test_rows = sql_requests.complete("sqlite.delete", "clear out the test rows i put in invoices.db, anything where client = "
                                      "'TEST'", INVOICES, today)
    assert test_rows == {"table": "invoices", "where": '"client" = ?', "params": ["TEST"]}


def test_a_to_do_for_someone_on_a_list(planner):
    shoes = planner.plan("add buy school shoes for mia to the kids list").calls[0]
    assert (shoes.method, shoes.arguments["body"]["title"]) == ("tasks.tasks.insert", "Buy school shoes for mia")
    milk = only_call(planner.plan("add milk for tomorrow to my list"))
    assert (milk.method, milk.arguments["body"]) == ("tasks.tasks.insert", {"title": "Milk", "due": "2026-11-24T00:00:00.000Z"})
