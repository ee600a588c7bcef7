"""Date mentions in request text, date formats asked by parameter descriptions, date parameters."""

from __future__ import annotations

from datetime import date

import pytest

from core.planner import dates
from core.planner.dates import date_mentions, format_date, is_date_param, relative_dates


def only(text: str):
    found = date_mentions(text)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "span", "expected"), [
    ("born on March 17, 1915 in Ohio", "March 17, 1915", date(1915, 3, 17)),
    ("stock price at closing March.11, 2022", "March.11, 2022", date(2022, 3, 11)),
    ("events on 10th December 2022?", "10th December 2022", date(2022, 12, 10)),
    ("since January 1, 2021", "January 1, 2021", date(2021, 1, 1)),
    ("the game on June01 2023", "June01 2023", date(2023, 6, 1)),
    ("logs from 2022/08/16", "2022/08/16", date(2022, 8, 16)),
    ("logs from 2022-08-16.", "2022-08-16", date(2022, 8, 16)),
    ("due 16/08/2022", "16/08/2022", date(2022, 8, 16)),
    ("due 08/16/2022", "08/16/2022", date(2022, 8, 16)),
    ("from the 1st of May 2023 on", "1st of May 2023", date(2023, 5, 1)),
    ("until May 3rd, 2024", "May 3rd, 2024", date(2024, 5, 3)),
    ("as of Aug.16,2022", "Aug.16,2022", date(2022, 8, 16)),
    ("on Sept. 5, 2021", "Sept. 5, 2021", date(2021, 9, 5)),
    ("on 16-Aug-2022", "16-Aug-2022", date(2022, 8, 16)),
    ("at 2022-08-16T10:00", "2022-08-16", date(2022, 8, 16)),
])
def test_dates_in_many_spellings(text, span, expected):
    m = only(text)
    assert (m.text, m.date) == (span, expected)
    assert text[m.start:m.end] == span
    assert (m.year, m.month, m.day) == (expected.year, expected.month, expected.day)


def test_non_dates_are_ignored():
    text = "Book 3 nights at the Hilton in Chicago for 2 people from 2012 to 2015, rating 4.5"
    assert date_mentions(text) == []
    for text in ("in 2020", "from 1871 to 1945", "10 miles", "4.5 stars", "rated 4.5/5", "call 555-12-2022",
                 "tomorrow", "this weekend", "next month", "you may 3 times", "March 45"):
        assert date_mentions(text) == [], text


def test_missing_year_keeps_month_and_day():
    m = only("a meeting on Dec 5th")
    assert (m.text, m.date, m.year, m.month, m.day) == ("Dec 5th", None, None, 12, 5)
    assert format_date(m) == "12-05"
    assert format_date(m, "Date in MM-DD-YYYY format") == "12-05"
    assert format_date(m, "Date in DD/MM/YYYY format") == "05/12"
    assert format_date(m, "e.g. January 1, 2021") == "December 5"


def test_month_and_year_without_day():
    m = only("sales in December 2022")
    assert (m.date, m.year, m.month, m.day) == (None, 2022, 12, None)
    assert format_date(m) == "2022-12"
    assert format_date(m, "Month Day, Year") == "December 2022"


def test_a_range_shares_its_year():
    first, last = date_mentions("from March 3 to March 10, 2023")
    assert (first.date, first.year, last.date) == (date(2023, 3, 3), None, date(2023, 3, 10))
    first, last = date_mentions("between June 1, 2023 and June 5")
    assert last.date == date(2023, 6, 5)
    assert date_mentions("on June 1. In 2023, June 5")[0].date is None  # not one range


def test_longest_overlapping_mention_wins():
    assert [m.text for m in date_mentions("10th December 2022 and 5 March 17, 2022")] == [
        "10th December 2022", "March 17, 2022"]
    assert [m.text for m in date_mentions("from Jan 2023 to Mar 2023")] == ["Jan 2023", "Mar 2023"]


def test_ambiguous_numeric_dates():
    assert only("01/02/2022").date == date(2022, 1, 2)  # US order unless the day is > 12
    assert only("01.02.2022").date == date(2022, 2, 1)  # dotted dates are day first
    assert only("February 30, 2022").date is None  # stated, but no such day


def test_the_users_locale_says_which_comes_first(monkeypatch):
    monkeypatch.setenv("STEWARD_DATE_ORDER", "")
    for name in ("LC_ALL", "LC_TIME"):
        monkeypatch.delenv(name, raising=False)
    for lang, first in (("en_GB.UTF-8", date(2026, 12, 11)), ("de_DE.UTF-8", date(2026, 12, 11)), ("en_US.UTF-8", date(2026, 11, 12)),
                        ("C.UTF-8", date(2026, 11, 12))):
        monkeypatch.setenv("LANG", lang)
        assert only("11/12/2026").date == first, lang
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")  # LC_ALL wins over LANG
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert only("11/12/2026").date == date(2026, 11, 12)
    monkeypatch.setenv("STEWARD_DATE_ORDER", "dmy")  # the user's own setting wins over both
    assert only("11/12/2026").date == date(2026, 12, 11)
    assert dates.day_and_month("money came in 25/11") == (25, 11)


@pytest.mark.parametrize(("description", "expected"), [
    ("", "2022-03-11"),
    ("The date, in YYYY-MM-DD format", "2022-03-11"),
    ("date (yyyy-mm-dd)", "2022-03-11"),
    ("Format MM-DD-YYYY", "03-11-2022"),
    ("format mm-dd-yyyy", "03-11-2022"),
    ("Format DD-MM-YYYY", "11-03-2022"),
    ("Format MM/DD/YYYY", "03/11/2022"),
    ("Format DD/MM/YYYY", "11/03/2022"),
    ("Format YYYY/MM/DD", "2022/03/11"),
    ("Format MM/DD/YY", "03/11/22"),
    ("Format YYYYMMDD", "20220311"),
    ("Timestamp as YYYY-MM-DDTHH:MM:SS", "2022-03-11"),
    ("Format %d.%m.%Y", "11.03.2022"),
    ("Format MMMM D, YYYY", "March 11, 2022"),
    ("Date as Month Day, Year", "March 11, 2022"),
    ("Written Day Month Year", "11 March 2022"),
    ("Length in mm", "2022-03-11"),
])
def test_format_hints(description, expected):
    assert format_date(only("closing March.11, 2022"), description) == expected


@pytest.mark.parametrize(("description", "expected"), [
    ("The day, e.g. 2023-01-31", "2022-03-11"),
    ("e.g., '2023/1/5'", "2022/3/11"),
    ("e.g. 31/01/2023", "11/03/2022"),
    ("e.g. 01/31/2023", "03/11/2022"),
    ("e.g. 31-01-2023", "11-03-2022"),
    ("e.g. 01.31.2023", "03.11.2022"),
    ("e.g. January 1, 2021", "March 11, 2022"),
    ("e.g. Jan 1, 2021", "Mar 11, 2022"),
    ("such as 1 January 2021", "11 March 2022"),
    ("e.g. 1st of January 2021", "11 March 2022"),
])
def test_example_dates_imply_their_format(description, expected):
    assert format_date(only("2022-03-11"), description) == expected


@pytest.mark.parametrize(("name", "spec", "expected"), [
    ("date", {"type": "string"}, True),
    ("start_date", {"type": "string", "description": "Start of the stay."}, True),
    ("checkInDate", {"type": "string"}, True),
    ("check_in", {"type": "string"}, True),
    ("birthday", {"type": "string"}, True),
    ("deadline", {"type": "string"}, True),
    ("day", {"type": "string", "description": "The day of the trip."}, True),
    ("when", {"type": "string", "description": "The date of the meeting."}, True),
    ("from", {"type": "string", "description": "Start, e.g. 2023-01-31"}, True),
    ("start_time", {"type": "string", "description": "Start in YYYY-MM-DD HH:MM format"}, True),
    ("on", {"type": "string", "format": "date"}, True),
    ("day", {"type": "string", "description": "Day of the week, e.g. Monday"}, False),
    ("update", {"type": "string"}, False),
    ("year", {"type": "integer"}, False),
    ("year", {"type": "string", "description": "The year, YYYY"}, False),
    ("month", {"type": "string", "description": "Month name"}, False),
    ("time", {"type": "string", "description": "Time in HH:MM"}, False),
    ("timezone", {"type": "string", "description": "The timezone for the date"}, False),
    ("date", {"type": "integer"}, False),
    ("location", {"type": "string", "description": "City, e.g. Boston"}, False),
])
def test_is_date_param(name, spec, expected):
    assert is_date_param(name, spec) is expected


def test_worded_format_in_the_description():
    (mention,) = date_mentions("air quality in London 2022/08/16")
    assert format_date(mention, "The date (month-day-year) you want.") == "08-16-2022"
    assert format_date(mention, "Date as day/month/year.") == "16/08/2022"


def test_a_three_letter_year_in_a_format_is_still_the_year():
    (mention,) = date_mentions("filed after January 1, 2021 in California")
    assert format_date(mention, "in the format of MM-DD-YYY.") == "01-01-2021"


def test_relative_dates_are_kept_as_written():
    assert relative_dates("classical concerts near Berlin next Friday, or this weekend, not today") == [
        "next Friday", "this weekend", "today"]
