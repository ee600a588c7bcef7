"""Requests typed the way people type them: chat shorthand, an event's name and time with no verb, a move
to a bare hour. Found by a blind set of 60 everyday requests written by someone who had not seen the code."""

from __future__ import annotations

from core.planner.relevance import RelevanceGate
from core.planner.shorthand import expand
from tests.planner.plans import only_call

SYNC = {"items": [{"id": "e1", "summary": "Team sync", "start": {"dateTime": "2026-11-23T15:00:00+01:00"},
                   "end": {"dateTime": "2026-11-23T15:30:00+01:00"}}]}


def test_shorthand_is_written_out_and_ordinary_words_are_left_alone():
    assert expand("lunch w/ Priya fri 12:30-1:30 at Nopa") == "lunch with Priya Friday 12:30-1:30 at Nopa"
    assert expand("what's on tmrw") == "what's on tomorrow"
    assert expand("dinner w/mom on wed at 7, pls") == "dinner with mom on Wednesday at 7, please"
    for plain in ("I sat down with Sam", "the sun is out", "Email bob@fri.com", "Open notes/mtg.txt"):
        assert expand(plain) == plain
    assert expand("from 7pm to quarter to 8") == "from 7pm to 7:45"
    assert expand("a quarter past 10am") == "10:15am"
    assert expand("mon 30th half 2, 45 mins") == "Monday 30th at 2:30, 45 minutes"


def test_an_events_name_and_time_with_no_verb_is_an_event(planner):
    call = only_call(planner.plan("lunch w/ Priya fri 12:30-1:30 at Nopa"))
    assert call.method == "calendar.events.insert"
    assert call.arguments["body"] == {"summary": "Lunch with Priya", "location": "Nopa",
                                      "start": {"dateTime": "2026-11-27T12:30:00+01:00"},
                                      "end": {"dateTime": "2026-11-27T13:30:00+01:00"}}  # not 1:30 at night
    assert only_call(planner.plan("Dentist Tuesday 3pm")).method == "calendar.events.insert"
    assert planner.plan("Jot this down: dentist tomorrow at 3").calls[0].method == "notes.create"


def test_a_day_in_shorthand_is_asked_about(planner):
    gate = RelevanceGate(planner, planner.catalog)
    call = only_call(gate.plan("what's on tmrw"))  # was plain chat
    assert (call.method, call.arguments["timeMin"]) == ("calendar.events.list", "2026-11-24T00:00:00+01:00")


def test_moving_to_a_bare_hour_keeps_the_events_length(planner):
    for request, start, end in (("pls move my 3pm today to 4", "16:00", "16:30"),
                                ("push my 3pm meeting to 5", "17:00", "17:30")):
        asked = planner.plan(request)
        assert planner.lookup(asked).calls[0].method == "calendar.events.list"
        call = only_call(planner.resolve(asked, SYNC))
        assert call.method == "calendar.events.patch" and call.arguments["eventId"] == "e1", request
        body = call.arguments["body"]
        assert (body["start"]["dateTime"][11:16], body["end"]["dateTime"][11:16]) == (start, end), request


def _sent_text(call) -> str:
    import base64
    import email
    from email import policy
    raw = call.arguments["body"]["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    return str(message.get_content()).strip()


def test_dictated_text_keeps_the_users_own_shorthand(planner):
    # The request is read with shorthand spelled out ("tmrw" is a day), but the words the user dictates
    # go out as typed: "pls" is not rewritten to "please" in their e-mail, nor "2.5 hrs" in their sheet.
    call = only_call(planner.plan("email jo@example.com saying pls bring 2.5 hrs of cover tmrw thx"))
    assert call.method == "gmail.users.messages.send"
    assert _sent_text(call) == "Pls bring 2.5 hrs of cover tmrw thx"  # a sentence starts with a capital
    note = only_call(planner.plan("jot down: call mum tmrw abt the bday"))
    assert note.method == "notes.create" and "call mum tmrw abt the bday" in str(note.arguments)
    event = only_call(planner.plan("lunch w/ Priya tmrw 12:30-1:30 at Nopa"))  # still a day and a time
    assert event.arguments["body"]["start"]["dateTime"] == "2026-11-24T12:30:00+01:00"
    assert event.arguments["body"]["summary"] == "Lunch with Priya"
    row = planner.plan("add a row to my Hours sheet: tmrw, 2.5 hrs, pls check")
    assert row.calls[0].arguments["body"] == {"values": [["2026-11-24", "2.5 hrs", "pls check"]]}  # a day is a date
