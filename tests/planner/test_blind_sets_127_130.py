"""Everyday requests from blind sets 127–130 (an architects' office manager, a Catalan wine bar, a lorry driver dictating in the
cab; an Oregon running coach, an Icelandic knitwear shop, a GP typing clinical shorthand; an Israeli food truck, a Hay-on-Wye
bookseller, a fifteen-year-old organising her DofE group; a Japanese calligraphy teacher, a retired man running his
household, an Albanian car wash), written on Monday 23 November 2026. The languages are tested in their own files
(test_catalan.py, test_icelandic.py, test_hebrew.py, test_japanese.py, test_albanian.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner import times
from core.planner.shorthand import expand
from core.planner.unsaid_methods import unsaid

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))


@pytest.mark.parametrize(("typed", "method"), [
    ("How do I attach a photograph to an email? Margaret wants to send one of the grandchildren to her sister.", None),  # a
    # verification mail sent to the alias "her sister" at first sight
    ("How would you word a polite chaser to a client whose invoice is a month overdue? I don't want to sound cross.", None),
    ("if i leave daventry at quarter to six and its three hours forty to immingham what time am i there", None),  # an event
    ("Give me a line for the window: something about books making better presents than socks.", None),  # Google Books
    ("is it gonna rain on saturday", None),
    ("Direct Line have quoted £412.60 for the car insurance. Last year it was £398.40. By how much has it gone up, as a "
     "percentage?", None),
    ("any reply from derm re 2ww? sent fri", "gmail.users.messages.list"),  # a Drive comment's reply at first sight
    ("Has anyone at AbeBooks replied about the returned Betjeman? I should like to know before I lose my temper.",
     "gmail.users.messages.list"),  # a Google Books rating at first sight
    ("draft reply to the complaint re appt wait times. apologetic, offer mtg w/ PM. DON'T send, PM to see first",
     "gmail.users.drafts.create"),  # an event at first sight
    ("whats dave hollis number at the depot", "people.people.searchContacts"),  # a contact by an id never said
    ("mob no Dr RP?", "people.people.searchContacts"),  # chat at first sight
    ("What's Gareth's number? The binder in Brecon, not the Gareth who owes me money.", "people.people.searchContacts"),
    ("share the tenerife photos on the drive with shirley so she can put them on facebook", "drive.permissions.create"),  # chat
    ("The accountant has asked to move Thursday's meeting to Friday, same time. Please oblige her.", "calendar.events.patch"),
    # moved to another calendar at first sight
    ("omg they changed my cafe shift on sunday its 12 til 4 now can u change it", "calendar.events.patch"),  # a new event
    ("I scanned the letter from the pension people some time in October. Where did I save it?", "files.search"),  # a contact
    ("save Kerry from Kerb 07700 900414 kerry@kerbfood.com", "people.people.createContact"),  # a file written at first sight
    ("where is the price list from Istex? a pdf somewhere", "files.search"),
    ("rota sheet — add me on-call mon 14/12, 18:30–08:00", "sheets.spreadsheets.values.append"),  # an event at first sight
    ("BLS cert pdf in downloads → appraisal 2026 folder", "files.move"),  # a folder listed at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method


@pytest.mark.parametrize(("method", "typed"), [
    ("gmail.users.settings.sendAs.smimeInfo.insert", "gimme the parent emails for the seniors, gonna send em the banquet info"),
    ("gmail.users.settings.sendAs.verify", "Margaret wants to send one of the grandchildren to her sister"),
    ("gmail.users.messages.insert", "new kiddo joining for track, mom's email is rdelgado77@yahoo.com"),
    ("calendar.events.move", "move Thursday's meeting to Friday, same time"),
    ("people.people.get", "whats dave hollis number"),
    # session 52: a contact group deleted, a sign-in code asked, a Cloud support case opened, coursework moved
    ("people.contactGroups.delete", "St Martins church phone me, they cancel the sunday order, remove it please"),
    ("identitytoolkit.relyingparty.getOobConfirmationCode", "look and see whether the Steam Packet have sent the confirmation"),
    ("cloudsupport.cases.create", "jus wen get 2 case spam, 24 each. add um"),
    ("classroom.courses.courseWork.patch", "Imran kesho 2pm move it to 4, he stuck at work"),
])
def test_a_method_no_one_means_unsaid_is_not_planned_unsaid(method, typed):
    assert unsaid(method, typed) and unsaid(method, typed, rows=True)


@pytest.mark.parametrize(("method", "typed"), [
    ("gmail.users.settings.sendAs.create", "add a send-as alias for orders@shop.com"),
    ("calendar.events.move", "move the dentist to my work calendar"),
    ("gmail.users.settings.updateImap", "turn on IMAP for my mail"),
    ("people.contactGroups.delete", "delete the Choir contact group"),
    ("cloudsupport.cases.create", "open a Google Cloud support case about the billing error"),
    ("classroom.courses.courseWork.patch", "move the homework deadline in classroom to Friday"),
])
def test_said_they_are_planned(method, typed):
    assert not unsaid(method, typed)


@pytest.mark.parametrize(("typed", "read"), [
    ("mob no Dr RP?", "what's the mobile number for Dr RP?"),
    ("I scanned the letter from the pension people some time in October. Where did I save it?",
     "where did I save the letter from the pension people?"),
    ("omg they changed my cafe shift on sunday its 12 til 4 now can u change it", "change my cafe shift on sunday to 12 until 4 can you change it"),
    ("The accountant has asked to move Thursday's meeting to Friday, same time. Please oblige her.",
     "move Thursday's meeting to Friday, same time. Please oblige her."),
    ("gimme the parent emails for the seniors", "show me the parent emails for the seniors"),
    ("rota sheet — add me on-call mon 14/12, 18:30–08:00", "add me on-call Monday 14/12, 18:30–08:00 to the rota sheet"),
    ("BLS cert pdf in downloads → appraisal 2026 folder", "move BLS cert pdf in downloads to appraisal 2026 folder"),
])
def test_read_as_meant(typed, read):
    assert expand(typed) == read


def test_a_night_on_the_24_hour_clock_ends_the_next_morning():
    night = times.when("Monday 14/12, 18:30–08:00", NOW)
    assert (night.start.isoformat(), night.end.isoformat()) == ("2026-12-14T18:30:00+01:00", "2026-12-15T08:00:00+01:00")
    lunch = times.when("Monday 14/12, 12:30-1:30", NOW)
    assert lunch.end.isoformat() == "2026-12-14T13:30:00+01:00"  # still a lunch


def test_a_new_time_for_a_day_said_is_on_that_day(gate):
    body = gate.plan("change my cafe shift on sunday to 12 til 4").calls[0].arguments["body"]
    assert body["start"]["dateTime"].startswith("2026-11-29T12:00")  # today at first sight
