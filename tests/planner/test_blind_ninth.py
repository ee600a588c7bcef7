"""Everyday requests from the ninth blind set (a landlord with four flats, a 16-year-old student, a charity's
volunteer coordinator): the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from core.planner import replies
from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("anything from council-tax@example.gov should skip the inbox and go under 'Council' pls",
     "gmail.users.settings.filters.create"),
    ("set up a monthly reminder on the 1st, 'chase rent', all day, repeats every month", "calendar.events.insert"),
    ("share the 'Flat 3 Tenancy Agreement' doc with new tenant jake.morris@example.com, comment only",
     "drive.permissions.create"),
    ("take sarah.old-tenant@example.com off the 'Flat 1 Inventory' folder, she moved out", "drive.permissions.delete"),
    ("add a row to Rent Tracker: 03/04, Flat 2, £850, paid", "sheets.spreadsheets.values.append"),
    ("todo: get smoke alarm batteries for flat 1 by friday", "tasks.tasks.insert"),
    ("whats in my revision folder on my laptop? just list the files", "files.list"),
    ("find my chemistry revision notes on drive, think its called 'chem rev'", "drive.files.list"),
    ("i finished the maths homework tick it off", "tasks.tasks.patch"),
    ("any email with 'volunteer application' in the subject should get the label Applications",
     "gmail.users.settings.filters.create"),
    ("add hannah.r@example.org to the fundraising committee meeting on thursday", "calendar.events.patch"),
    ("old 'Xmas Appeal 2022' sheet, chuck it in the bin", "drive.files.update"),
    ("pay rent on the 1st", "calendar.events.insert"),
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_filters_say_which_mail_and_what_happens(planner):
    council = only_call(planner.plan("anything from council-tax@example.gov should skip the inbox and go under 'Council' pls"))
    assert council.arguments["body"] == {"criteria": {"from": "council-tax@example.gov"},
                                         "action": {"removeLabelIds": ["INBOX"], "addLabelIds": ["Council"]}}
    subject = only_call(planner.plan("any email with 'volunteer application' in the subject should get the label Applications"))
    assert subject.arguments["body"] == {"criteria": {"subject": "volunteer application"},
                                         "action": {"addLabelIds": ["Applications"]}}


def test_searches_use_the_words_that_say_which_message(planner):
    assert only_call(planner.plan("any emails from the letting agent about the Flat 2 deposit? search for 'deposit' from "
                                  "lettings@example.com")).arguments["q"] == "from:lettings@example.com deposit"
    starred = planner.plan("star that email from priya about her rent being late so i dont forget it")
    assert planner.lookup(starred).calls[0].arguments["q"] == "from:priya rent late"  # "from priya about …": her mail
    binned = planner.plan("move the 'DBS check reminder' email to trash, already sorted it")
    assert planner.lookup(binned).calls[0].arguments["q"] == '"DBS check reminder"'
    forward = planner.plan("forward the trip permission slip email to my mum mum.jones@example.com")
    assert planner.lookup(forward).calls[0].arguments["q"] == "trip permission slip"
    assert only_call(planner.plan("look for emails from greg@example.org about the van booking")).arguments["q"] == \
        "from:greg@example.org van booking"


def test_names_numbers_places_and_texts_stay_as_said(planner):
    label = only_call(planner.plan("make a gmail label called 'Flat 4 - Repairs'"))
    assert label.arguments["body"] == {"name": "Flat 4 - Repairs"}  # "at 4" in "Flat 4" is no time
    comment = planner.plan("leave a comment on the 'Summer Fete Plan' doc: 'can we confirm the gazebo hire by fri?'")
    assert comment.calls[0].arguments == {"body": {"content": "can we confirm the gazebo hire by fri?"}}  # quoted: as typed
    exam = only_call(planner.plan("add maths mock exam 9am next tuesday in the sports hall")).arguments["body"]
    assert (exam["summary"], exam["location"]) == ("Maths mock exam", "the sports hall")
    contact = only_call(planner.plan("add contact: Dave Hughes plumber, 07700 900123, dave.plumber@example.com"))
    assert contact.arguments["body"]["names"] == [{"givenName": "Dave", "familyName": "Hughes"}]
    cells = planner.plan("what's the list of who's on the 'Rota June' sheet, column A rows 2 to 30")
    assert cells.calls[0].arguments["range"] == "A2:A30"
    vocab = planner.plan("add a line at the end of my 'French Vocab' doc: 'la bibliothèque - the library'")
    assert vocab.calls[0].arguments["body"]["requests"][0]["insertText"]["text"] == "\nla bibliothèque - the library"
    asked = only_call(planner.plan("email dave.plumber@example.com and ask if he can look at the leaking boiler in flat 3"))
    assert replies.decoded(asked.arguments["body"]["raw"]).get_content().strip() == \
        "Could you let me know if you can look at the leaking boiler in flat 3?"
