"""Everyday requests from the fifteenth blind set (a dentist with a small practice, a scout leader, a widower doing
the household admin): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import base64
import email
from email import policy

import pytest

from core.planner import sql_requests
from tests.planner.plans import date_kept, only_call


def _message(call):
    body = call.arguments["body"]
    raw = body.get("raw") or body["message"]["raw"]
    return email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)


@pytest.mark.parametrize(("request_text", "method"), [
    ("Mrs Okafor rang, she can't make her 10:30 check-up on Friday after all. Can you push it to 3pm the same day? "
     "Keep it the same length.", "calendar.events.patch"),  # it found air-quality history
    ("Can you share my 'Surgery Rota' calendar with our new hygienist, priya.shah@example.com? She needs to be able "
     "to add and change shifts, not just look.", "calendar.acl.insert"),  # it made a new calendar
    ("in appointments.db set appt 4471 to no-show", "sqlite.update"),
    ("bin that spam from Scout Uniform Deals pls", "gmail.users.messages.trash"),  # not a Drive file
    ("in the Camp Payments sheet put PAID next to Jacob Smith, thats cell D14", "sheets.spreadsheets.values.update"),
    ("I am looking for the email from the council about the council tax. it came some time in april i think",
     "gmail.users.messages.list"),  # it wrote an e-mail
    ("add to my list - ring british gas about the meter reading", "tasks.tasks.insert"),
    ("please delete 'post parcel to Aunt Jean' from my jobs list, i am not sending it now", "tasks.tasks.delete"),
    ("I saved the photo of the grandchildren in downloads by mistake, IMG_2041.jpg. can you put it in my Pictures folder",
     "files.move"),  # it wrote an empty file over it
    ("the hike on sat is now at the church car park", "calendar.events.patch"),  # it made a new event
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


OKAFOR = {"items": [{"id": "e3", "summary": "Mrs Okafor check-up", "start": {"dateTime": "2026-11-27T10:30:00+01:00"},
                     "end": {"dateTime": "2026-11-27T11:00:00+01:00"}}]}
BOILER = {"items": [{"id": "e4", "summary": "Boiler repair", "start": {"dateTime": "2026-11-25T09:00:00+01:00"},
                     "end": {"dateTime": "2026-11-25T11:00:00+01:00"}}]}


def test_the_event_meant_is_found_and_moved_or_changed(planner):
    okafor = planner.plan("Mrs Okafor rang, she can't make her 10:30 check-up on Friday after all. Can you push it to 3pm "
                          "the same day? Keep it the same length.")
    assert planner.lookup(okafor).calls[0].arguments["timeMin"] == "2026-11-27T10:30:00+01:00"
    body = only_call(planner.resolve(okafor, OKAFOR)).arguments["body"]
    assert (body["start"]["dateTime"], body["end"]["dateTime"]) == ("2026-11-27T15:00:00+01:00", "2026-11-27T15:30:00+01:00")
    boiler = planner.plan("The man who is coming to fix the boiler says he will come on thursday at 2 oclock now instead of "
                          "wedensday morning. Could you change it on the calender for me")
    window = planner.lookup(boiler).calls[0].arguments  # Wednesday morning's visit, not Thursday's slot
    assert (window["timeMin"], window["timeMax"]) == ("2026-11-25T06:00:00+01:00", "2026-11-25T12:00:00+01:00")
    body = only_call(planner.resolve(boiler, BOILER)).arguments["body"]
    assert body["start"]["dateTime"] == "2026-11-26T14:00:00+01:00"
    hike = planner.plan("the hike on sat is meeting at the church car park now, not the hut - can u change the location")
    assert hike.calls[0].arguments["body"] == {"location": "the church car park"}  # the change had no new place
    rota = planner.plan("Can you share my 'Surgery Rota' calendar with our new hygienist, priya.shah@example.com? She needs "
                        "to be able to add and change shifts, not just look.")
    assert "calendarId" not in rota.calls[0].arguments and len(rota.calls) == 1  # looked up by name; no new calendar
    assert rota.calls[0].arguments["body"]["role"] == "writer"


def test_events_and_todos_as_they_were_said(planner):
    camp = only_call(date_kept(planner, "Put summer camp on my calendar please: Friday 19 July to Sunday 21 July at Hollowbrook "
                                  "Campsite. All day thing, no times.")).arguments["body"]
    assert (camp["start"], camp["end"], camp["location"]) == ({"date": "2027-07-19"}, {"date": "2027-07-22"}, "Hollowbrook Campsite")
    troop = only_call(planner.plan("troop mtg next tues 7-8.30pm scout hut")).arguments["body"]
    assert (troop["summary"], troop["location"], troop["end"]["dateTime"]) == ("Troop meeting", "scout hut",
                                                                               "2026-11-24T20:30:00+01:00")
    birthday = only_call(planner.plan("my grandaughter Emily birthday is 3rd june. can you put it on every year so i dont "
                                      "forget")).arguments["body"]
    assert (birthday["summary"], birthday["recurrence"]) == ("Emily's birthday", ["RRULE:FREQ=YEARLY"])
    webinar = only_call(planner.plan("block out thurs 2-4pm for the CPD webinar on implant aftercare pls")).arguments["body"]
    assert webinar["summary"] == "CPD webinar on implant aftercare"
    gdc = only_call(planner.plan("add a task: renew GDC registration, due end of the month")).arguments["body"]
    assert gdc == {"title": "Renew GDC registration", "due": "2026-11-30T00:00:00.000Z"}
    tents = only_call(planner.plan("remind me to collect the tents from Gary's garage on thursday")).arguments["body"]
    assert tents["title"] == "Collect the tents from Gary's garage"
    gas = only_call(planner.plan("add to my list - ring british gas about the meter reading")).arguments
    assert gas == {"tasklist": "@default", "body": {"title": "Ring british gas about the meter reading"}}
    jean = planner.plan("please delete 'post parcel to Aunt Jean' from my jobs list, i am not sending it now")
    assert planner.lookup(jean).calls[0].method == "tasks.tasks.list"  # the default list, not a list named 'jobs'


def test_mail_searches_labels_and_messages(planner):
    council = only_call(planner.plan("I am looking for the email from the council about the council tax. it came some "
                                     "time in april i think")).arguments["q"]
    assert council == "council tax after:1774998000 before:1777590000"  # April 2026, in the user's zone
    gloves = only_call(planner.plan("find the invoice email from DentaSupply from last month, I need to check what we paid "
                                    "for the gloves")).arguments["q"]
    assert gloves == "from:DentaSupply invoice newer_than:1m"
    margaret = planner.plan("reply to Margarets email and tell her yes i would like to come to the lunch club on wednesday")
    assert planner.lookup(margaret).calls[0].arguments["q"] == "from:Margaret -in:sent"
    camp = planner.plan("label the email from Harpers Coaches with the minibus quote as 'Camp 2024'")
    assert camp.calls[0].arguments["body"] == {"addLabelIds": ["Camp 2024"]}
    kit = only_call(planner.plan("Email the parents list parents-3rdoakfield@example.org with a camp kit reminder: sleeping "
                                 "bag, torch, waterproofs and a named water bottle."))
    assert _message(kit)["Subject"] == "Camp kit reminder"


def test_files_notes_contacts_and_cells(planner):
    tablets = only_call(planner.plan("Please save a list of my tablets in a file called medication.txt in Documents. "
                                     "Amlodipine 5mg morning, Atorvastatin 20mg night, Aspirin 75mg morning")).arguments
    assert tablets == {"path": "~/Documents/medication.txt",
                       "content": "Amlodipine 5mg morning, Atorvastatin 20mg night, Aspirin 75mg morning"}
    consent = only_call(planner.plan("delete the old consent_form_2022.pdf in my Scouts folder on the desktop, I don't want "
                                     "anyone sending out the wrong one again")).arguments
    assert consent == {"path": "~/Desktop/Scouts/consent_form_2022.pdf"}  # not a file of that name on the desktop itself
    photo = only_call(planner.plan("I saved the photo of the grandchildren in downloads by mistake, IMG_2041.jpg. can you put "
                                   "it in my Pictures folder")).arguments
    assert photo == {"source": "~/Downloads/IMG_2041.jpg", "destination": "~/Pictures"}
    referral = only_call(planner.plan("there's a referral form template somewhere on my laptop, something like "
                                      "referral_form.docx, can you find it")).arguments
    assert referral == {"query": "referral_form.docx"}
    wifi = only_call(planner.plan("i wrote the wifi pasword in a note somewhere, can you find it")).arguments
    assert wifi == {"query": "wifi pasword"}
    cornwall = only_call(planner.plan("where is the photo album Sheila made on the google drive. it has Cornwall 2019 in the "
                                      "name")).arguments
    assert cornwall["q"] == "name contains 'Cornwall 2019' and trashed = false"
    for said, name in (("whats the number for the oral surgeon Dr Lindqvist", "Lindqvist"),
                       ("what is the telephone number for the plumber Mr Patel", "Patel")):
        assert only_call(planner.plan(said)).arguments["query"] == name  # saved without the title
    brenda = planner.plan("my neighbour Brenda has got a new mobile number, its 07700 900812. please change it in my contacts")
    assert planner.lookup(brenda).calls[0].arguments["query"] == "Brenda"
    paid = planner.plan("in the Camp Payments sheet put PAID next to Jacob Smith, thats cell D14").calls[0].arguments
    assert (paid["range"], paid["body"]) == ("D14", {"values": [["PAID"]]})
    log = planner.plan("add row to Autoclave Log sheet: today's date, cycle 3, 134C, pass, JM").calls[0].arguments
    assert log["body"]["values"][0][0] == "2026-11-23"


TABLES = {"appointments": [("id", "INTEGER"), ("patient", "TEXT"), ("starts", "TEXT"), ("status", "TEXT")],
          "scouts": [("id", "INTEGER"), ("name", "TEXT"), ("patrol", "TEXT"), ("dob", "TEXT")],
          "patients": [("id", "INTEGER"), ("name", "TEXT"), ("last_visit", "TEXT")],
          "bills": [("id", "INTEGER"), ("paid_on", "TEXT"), ("category", "TEXT"), ("amount", "REAL")]}


def test_database_requests_written_from_the_schema():
    import datetime as dt

    today = dt.date(2026, 11, 23)

    def sql(method: str, said: str, *tables: str):
        return sql_requests.complete(method, said, {t: TABLES[t] for t in tables}, today)

    assert sql("sqlite.update", "in appointments.db set appointment 4471 to no-show", "appointments") == {
        "table": "appointments", "values": {"status": "no-show"}, "where": '"id" = ?', "params": [4471]}
    assert sql("sqlite.insert", "add a new scout to troop.db: Mia Carter, patrol Kestrels, dob 2013-04-02", "scouts") == {
        "table": "scouts", "row": {"name": "Mia Carter", "patrol": "Kestrels", "dob": "2013-04-02"}}  # was 'patrol Kestrels', 2013
    assert sql("sqlite.delete", "Leo Grant's family have moved away so please take him out of troop.db", "scouts") == {
        "table": "scouts", "where": "' ' || \"name\" || ' ' LIKE ?", "params": ["% Leo%Grant %"], "at_most": 1}  # him: one row
    assert sql("sqlite.query", "How many patients in recalls.db haven't been in since before 1 January this year? Table is "
               "patients, column last_visit.", "patients") == {
        "sql": 'SELECT count(*) FROM "patients" WHERE "last_visit" < ?', "params": ["2026-01-01"]}
    electricity = sql("sqlite.query", "in my bills.db how much did i pay for electricity altogether last year", "bills")
    assert electricity["params"] == ["2025", "%electricity%"]  # not every bill of the year
