"""Everyday requests from the twelfth blind set (a veterinary nurse, a self-published novelist, a retired man who
runs a cycling club): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from tests.planner.plans import date_kept, only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("whats on my calendar tmrw? need to know if im on the early shift", "calendar.events.list"),  # the reason is no verb
    ("show me columns A to D of 'Drug Stock' so i can see what needs reordering", "sheets.spreadsheets.values.get"),
    ("move the 3pm Friday consult w/ Mr Hughes to 3:45, he's stuck at work", "calendar.events.patch"),  # no course work
    ("What comments have the beta readers left on The Salt Road - Draft 3?", "drive.comments.list"),  # not Gmail drafts
    ("whats still on my Launch prep list", "tasks.tasks.list"),
    ("Set up a filter so emails from payments@kdp.example.com skip the inbox and get the label Royalties.",
     "gmail.users.settings.filters.create"),
    ("can you make me a separate calendar called Wheelers Rides 2025", "calendar.calendars.insert"),  # it deleted one
    ("whose subs are still unpaid in members.db", "sqlite.query"),
    ("email the club at wheelers-all@example.com: Saturday's ride is cancelled because of ice on the lanes, see you "
     "Sunday 9am instead", "gmail.users.messages.send"),  # the message says "cancelled"; no event is deleted
    ("add Fiona Marsh to the Wheelers Sunday Riders group", "people.contactGroups.members.modify"),
    ("what gpx files have I got in ~/Routes", "files.list"),
    ("who's doing cake on 24 Nov? it's in the Cake Rota sheet", "sheets.spreadsheets.values.get"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


CALENDARS = {"items": [{"id": "c1", "summary": "Wheelers Rides 2025"}, {"id": "me@example.com", "summary": "me@example.com",
                                                                         "primary": True}]}


def test_a_named_calendar_is_shared_never_the_primary_one(planner):
    plan = planner.plan("share the Wheelers Rides 2025 calendar with ken.dobbs@example.com so he can add rides too")
    assert "calendarId" not in plan.calls[0].arguments  # it shared the user's whole primary diary
    assert planner.lookup(plan).calls[0].method == "calendar.calendarList.list"
    shared = only_call(planner.resolve(plan, CALENDARS))
    assert shared.arguments == {"calendarId": "c1", "body": {"role": "writer", "scope": {"type": "user",
                                                                                           "value": "ken.dobbs@example.com"}}}
    assert only_call(planner.plan("share my calendar with a@example.com")).arguments["calendarId"] == "primary"


def test_values_as_the_vet_nurse_says_them(planner):
    stock = planner.plan("pls add a row to the Drug Stock sheet: Metacam 1.5mg/ml, 3 bottles, received 12/11")
    assert "spreadsheetId" not in stock.calls[0].arguments  # "1.5mg/ml" is a dose, not the sheet's id
    assert planner.lookup(stock).calls[0].arguments["q"].count("name contains") == 2  # Drug, Stock
    moved = planner.plan("move the 3pm Friday consult w/ Mr Hughes to 3:45, he's stuck at work")
    assert moved.calls[0].arguments["body"]["start"]["dateTime"][11:16] == "15:45"  # not a quarter to four at night
    cell = planner.plan("Change cell C14 in Drug Stock to 0, we just used the last box of amoxicillin")
    assert cell.calls[0].arguments["body"] == {"values": [["0"]]}  # why is no part of the cell
    assert "name contains 'Drug Stock'" in planner.lookup(cell).calls[0].arguments["q"]
    locum = only_call(planner.plan("Add a contact for Dr Ana Ruiz, our new locum vet - ana.ruiz@example.com, 07700 900456"))
    assert locum.arguments["body"]["names"] == [{"honorificPrefix": "Dr", "givenName": "Ana", "familyName": "Ruiz"}]
    dental = only_call(date_kept(planner, "can you book Biscuit (Mrs Okafor's beagle) in for a dental on Thu 14 Nov, 9:30 to 11:00am"))
    assert dental.arguments["body"]["summary"] == "Dental for Biscuit"


def test_names_files_and_notes_as_the_author_says_them(planner):
    assert only_call(planner.plan("create a new google doc called Book 4 - Outline")).arguments["body"] == {
        "title": "Book 4 - Outline"}
    renamed = only_call(planner.plan("rename ch7_old.md in ~/Writing/SaltRoad to ch7_cut_scenes.md"))
    assert renamed.arguments == {"source": "~/Writing/SaltRoad/ch7_old.md", "destination": "~/Writing/SaltRoad/ch7_cut_scenes.md"}
    note = only_call(planner.plan("add to my plot ideas note (#14): the storm should hit in ch 20 not ch 18"))
    assert note.arguments == {"note_id": "14", "text": "the storm should hit in ch 20 not ch 18", "append": True}
    assert only_call(planner.plan("did i write a note about the smugglers tunnel somewhere??")).arguments == {
        "query": "smugglers tunnel"}
    launch = only_call(planner.plan("Put the launch on my calendar: 'The Salt Road' release day, Sat 1 March 2025, all day"))
    assert launch.arguments["calendarId"] == "primary"  # the quote after the colon is the event, not a calendar
    comments = planner.plan("What comments have the beta readers left on The Salt Road - Draft 3?")
    assert planner.lookup(comments).calls[0].arguments["q"] == "name contains 'The Salt Road - Draft 3' and trashed = false"


def test_rides_groups_and_routes_as_the_club_organiser_says_them(planner):
    ride = only_call(planner.plan("Put Sunday's club ride on the calendar please - 17 Nov, meet 8:30am at the Old Mill cafe, "
                                  "back about 1pm. Call it 'Hilly 60k'."))
    body = ride.arguments["body"]
    assert (body["summary"], body["end"]["dateTime"][11:16], body["location"]) == ("Hilly 60k", "13:00", "the Old Mill cafe")
    group = only_call(planner.plan("make a contact group called Wheelers Sunday Riders"))
    assert group.arguments["body"] == {"contactGroup": {"name": "Wheelers Sunday Riders"}}  # "Sunday" is part of the name
    routes = only_call(planner.plan("what gpx files have I got in ~/Routes"))
    assert routes.arguments == {"path": "~/Routes", "pattern": "*.gpx"}
