"""An auto-reply over numbered days said without a month ("away 24th till the 4th"): the days the writer means, and the reply
never taken from the days' own dash ("28th - 2nd")."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.planner.plans import NOW


def _local_day(ms: str) -> str:
    return dt.datetime.fromtimestamp(int(ms) / 1000, NOW.tzinfo).strftime("%Y-%m-%d %H:%M")


@pytest.mark.parametrize(("typed", "first", "last"), [
    ("goin bush for xmas no reception. set the email thing to say im away 24th till the 4th, ring tui 0402 555 342 if its urgent",
     "2026-12-24", "2027-01-05"),  # from the 25th at first, Christmas Day read as the start
    ("set the email thing to say im away 24th till the 4th", "2026-11-24", "2026-12-05"),  # no Christmas said: tomorrow on
    ("out of office 28th - 2nd for christmas", "2026-12-28", "2027-01-03"),  # the reply was "2nd for christmas"
    ("Out of office on please. Away 30th to the 4th, anything urgent ring Kev on the yard mobile 07700 900461",
     "2026-11-30", "2026-12-05"),  # from the 4th, with no end
    ("off to our Sharon's in Tenerife 1st to the 8th, can u put one of them away messages on me emails", "2026-12-01", "2026-12-09"),
    # days numbered over Christmas: each began on Christmas Day before (session 51)
    ("set the out of office for christmas, closed from the 24th, back on the 4th jan. for funeral orders ring 087 214 5530",
     "2026-12-24", "2027-01-04"),
    ("put an out of office on for xmas, shut xmas eve, back tues 5th jan", "2026-12-24", "2027-01-05"),
    ("ooo on pls 21st dec to 3rd jan, no lessons over xmas, back 4th, text if urgent", "2026-12-21", "2027-01-04"),
    ("set an out of office on my email for xmas. were shut from sat 19th dec, back mon 4th jan. say classes restart the week of the "
     "4th and merry xmas from all at the studio", "2026-12-19", "2027-01-04"),
    ("Can you put the out of office on the practice email for Christmas please? We're shut from Christmas Eve dinner time till Monday "
     "the 4th, for emergencies ring 01632 960123", "2026-12-24", "2027-01-05"),
    ("Am awa sooth tae Aberdeen fae da 8th tae da 12th o December fur me hip op. Can du pit a message on da email at says am back on "
     "da 14th? Tell dem orders'l be a peerie bit slower afore Christmas", "2026-12-08", "2026-12-14"),  # until the day she is back (session
    # 52; its writer's expectation: endTime 14 December 00:00)
    ("I go Asmara 1 december, back 15. can u put email answer say café is open, haftey Saba is there", "2026-12-01", "2026-12-15"),
    ("I shall be staying with my sister at Bexhill from the 10th prox. to the 17th prox. inclusive. Please arrange for e-mails to receive "
     "a courteous reply to that effect, and say that I shall answer on my return.", "2026-12-10", "2026-12-18"),
])
def test_an_auto_reply_over_numbered_days_without_a_month_runs_over_them(gate, typed, first, last):
    body = gate.plan(typed).calls[0].arguments["body"]
    assert _local_day(body["startTime"]).startswith(first) and _local_day(body["endTime"]).startswith(last)
    assert "2nd for christmas" not in body["responseBodyPlainText"]
