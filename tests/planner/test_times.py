"""Reading when something happens: days, clock times, ranges and durations, relative to the user's now."""

from __future__ import annotations

import datetime as dt

import pytest

from core.planner.times import rfc3339, when

TZ = dt.timezone(dt.timedelta(hours=1))
NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=TZ)  # a Monday morning


@pytest.mark.parametrize(("text", "start", "end", "all_day"), [
    ("Add a dentist appointment next Friday at 3pm", "2026-11-27T15:00:00+01:00", None, False),
    ("What's on my calendar tomorrow?", "2026-11-24T00:00:00+01:00", None, True),
    ("Lunch with Anna on Tuesday from 12 to 1pm", "2026-11-24T12:00:00+01:00", "2026-11-24T13:00:00+01:00", False),
    ("Review 2-3:30pm tomorrow", "2026-11-24T14:00:00+01:00", "2026-11-24T15:30:00+01:00", False),
    ("Meeting on Dec 3 at 10:30 for 2 hours", "2026-12-03T10:30:00+01:00", "2026-12-03T12:30:00+01:00", False),
    ("Workshop March 5, 2027 from 9am to 11am", "2027-03-05T09:00:00+01:00", "2027-03-05T11:00:00+01:00", False),
    ("Standup at 9am", "2026-11-24T09:00:00+01:00", None, False),  # 9am has passed today
    ("Call mum at 8", "2026-11-24T08:00:00+01:00", None, False),
    ("Call mum at 4", "2026-11-23T16:00:00+01:00", None, False),  # a bare 4 is in the afternoon
    ("Dinner tonight", "2026-11-23T20:00:00+01:00", None, False),
    ("Dentist in 3 days at noon", "2026-11-26T12:00:00+01:00", None, False),
    ("What do I have this week?", "2026-11-23T00:00:00+01:00", "2026-11-30T00:00:00+01:00", True),
    ("Party on Saturday", "2026-11-28T00:00:00+01:00", None, True),
    ("Next Monday at 10", "2026-11-30T10:00:00+01:00", None, False),  # today is Monday: the next one
    ("Flight on January 2", "2027-01-02T00:00:00+01:00", None, True),  # a past month-day is next year's
    # hours said in words, and noon as the end of a span (both planned 12:00–13:00 in session 43)
    ("Committee meeting, Tuesday 8 December, from ten o'clock until twelve noon",
     "2026-12-08T10:00:00+01:00", "2026-12-08T12:00:00+01:00", False),
    ("Lunch friday 12 noon to 2pm", "2026-11-27T12:00:00+01:00", "2026-11-27T14:00:00+01:00", False),
    ("Surgery thursday from 10am until noon", "2026-11-26T10:00:00+01:00", "2026-11-26T12:00:00+01:00", False),
    # a solicitor's clerk's months (session 52): "inst." this month, "prox." next, "ult." last
    ("What engagements have I on the 27th inst.?", "2026-11-27T00:00:00+01:00", None, True),
    ("the luncheon of the 9th prox.", "2026-12-09T00:00:00+01:00", None, True),
    ("received since the 20th ult.", "2026-10-20T00:00:00+01:00", None, True),
])
def test_when_reads_days_and_times(text, start, end, all_day):
    moment = when(text, NOW)
    assert moment is not None
    assert rfc3339(moment.start) == start
    assert (rfc3339(moment.end) if moment.end else None) == end
    assert moment.all_day is all_day


@pytest.mark.parametrize("text", ["Buy 3 apples", "Email bob@example.com that I will be late",
                                  "Create a folder called Taxes", "Order 2 pizzas for 4 people"])
def test_no_time_is_read_where_none_is_said(text):
    assert when(text, NOW) is None


def test_an_event_without_an_end_lasts_an_hour_and_a_day_ends_at_midnight():
    assert rfc3339(when("Friday at 3pm", NOW).span_end()) == "2026-11-27T16:00:00+01:00"
    assert rfc3339(when("tomorrow", NOW).span_end()) == "2026-11-25T00:00:00+01:00"


def test_a_part_of_the_day_is_looked_up_whole():
    # "What's on this afternoon?" asks about 12–18, though an event "this afternoon" starts at 14:00.
    assert [rfc3339(t) for t in when("this afternoon", NOW).window()] == [
        "2026-11-23T12:00:00+01:00", "2026-11-23T18:00:00+01:00"]
    assert [rfc3339(t) for t in when("tomorrow morning", NOW).window()] == [
        "2026-11-24T06:00:00+01:00", "2026-11-24T12:00:00+01:00"]
    assert rfc3339(when("this afternoon", NOW).start) == "2026-11-23T14:00:00+01:00"
    assert [rfc3339(t) for t in when("Friday at 3pm", NOW).window()] == [
        "2026-11-27T15:00:00+01:00", "2026-11-27T16:00:00+01:00"]


def test_a_clock_time_in_a_named_zone_keeps_that_zones_offset():
    now = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    london = when("Schedule a call at 3pm London time tomorrow", now)
    assert rfc3339(london.start) == "2026-11-24T15:00:00+00:00" and "London time" in london.texts
    assert rfc3339(when("Meeting at 10am ET on Friday", now).start) == "2026-11-27T10:00:00-05:00"
    assert rfc3339(when("Call at 2pm Eastern time on Friday", now).start) == "2026-11-27T14:00:00-05:00"
    assert rfc3339(when("Any time tomorrow at 3pm works", now).start) == "2026-11-24T15:00:00+01:00"  # no zone
    assert rfc3339(when("Review the pt notes at 3pm", now).start) == "2026-11-23T15:00:00+01:00"  # "pt" is no PT


@pytest.mark.parametrize(("request_text", "start", "end"), [
    ("reh for panto weds 2nd 7.30 till 10 in the village hall", "2026-12-02T19:30", "2026-12-02T22:00"),  # 07:30-10:00
    ("book club at jans half 7 till half 9 thurs 10th", "2026-12-10T19:30", "2026-12-10T21:30"),  # 07:00-09:30
    ("choir practice tues 7-9", "2026-11-24T19:00", "2026-11-24T21:00"),
    ("dentist weds 2nd 9 till 10", "2026-12-02T09:00", "2026-12-02T10:00"),  # a morning stays one
])
def test_an_evening_thing_said_without_pm_is_in_the_evening(request_text, start, end):
    from core.planner import shorthand

    found = when(shorthand.expand(request_text), NOW)
    assert (found.start.isoformat()[:16], found.end.isoformat()[:16]) == (start, end)
