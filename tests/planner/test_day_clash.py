"""A weekday said with a date it does not fall on is asked about, never guessed; the answer replaces it."""

from __future__ import annotations

from tests.planner.plans import only_call


def test_an_event_on_a_date_that_is_not_the_weekday_said_is_asked_about(planner):
    asked = planner.plan("put shearing in the calendar thurs 12th june, Dave Pritchard and his lads coming 7am")
    assert asked.kind == "clarify" and not asked.has_calls
    assert asked.reply == ("You said Thursday 12th june, but 12 June 2027 is a Saturday. Which day did you mean: "
                           "Saturday 12 June or Thursday 10 June? Nothing was done yet.")
    assert planner.lookup(asked) is None  # nothing is looked up before the day is known
    event = only_call(planner.complete(asked, "Thursday 10 June")).arguments["body"]
    assert event["start"] == {"dateTime": "2027-06-10T07:00:00+01:00"}


def test_a_numbered_day_with_the_wrong_weekday_finds_nothing_until_answered(planner):
    asked = planner.plan("cancel the dentist on tuesday the 14th")  # the 14th of December 2026 is a Monday
    assert asked.kind == "clarify" and "14 December 2026 is a Monday" in asked.reply
    assert planner.lookup(asked) is None
    answered = planner.complete(asked, "monday the 14th")
    window = planner.lookup(answered).calls[0].arguments
    assert (window["timeMin"], window["timeMax"]) == ("2026-12-14T00:00:00+01:00", "2026-12-15T00:00:00+01:00")


def test_days_that_agree_and_dates_in_dictated_text_are_not_asked_about(planner):
    run = only_call(planner.plan("put the school run on tuesday the 15th at 8am")).arguments["body"]
    assert run["summary"] == "School run" and run["start"] == {"dateTime": "2026-12-15T08:00:00+01:00"}
    sent = planner.plan("email committee@example.com: AGM is Tues 5 Nov 7.30pm in the pavilion, agenda to follow")
    assert sent.kind == "calls"  # the user's own words, sent as said
    away = planner.plan("set an out of office from 1st to 15th August saying 'we reopen on Saturday 16 Aug'")
    assert away.kind == "calls"
