"""Days counted from a "today is …" the request states.

"the forecast for Berkeley on the upcoming Saturday? Today is Tuesday April 25th 2023" asks for 2023-04-29:
the user's own today is the reference, not the machine's clock, and the stated date itself is no value ("today is …" says when the user speaks, not which day they ask about).
"""

from __future__ import annotations

import datetime
import re
from dataclasses import replace

from core.planner.dates import DateMention, date_mentions, next_month

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_TODAY_IS = re.compile(r"\b(?:today(?:'s date)?\s+is|the (?:current )?date (?:today )?is|it is now)\s+"
                       r"(?:(?P<wd>mon|tues|wednes|thurs|fri|satur|sun)day\b,?\s*)?(?:the\s+)?(?P<compact>\d{8}\b)?", re.I)
_WEEKDAY_AFTER = re.compile(r"^\s*,?\s*(?P<wd>mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)
_RELATIVE = re.compile(r"\b(?:(?P<which>next|upcoming|coming|this)\s+(?P<wd>mon|tues|wednes|thurs|fri|satur|sun)day"
                       r"|(?P<word>today|tonight|tomorrow|yesterday))\b", re.I)
_DAY_ONLY = re.compile(r"\b(?:the\s+)(?P<day>[12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", re.I)


def _weekday(prefix: str) -> int:
    return next(i for i, d in enumerate(_WEEKDAYS) if d.startswith(prefix.lower()))


def _stated(query: str) -> tuple[datetime.date, tuple[int, int]] | None:
    """The date the request says today is, and the span of the statement (with a weekday said with it:
    where the weekday and the date disagree, the date counts, as a calendar would)."""
    m = _TODAY_IS.search(query)
    if not m:
        return None
    if m.group("compact"):
        try:
            day = datetime.datetime.strptime(m.group("compact"), "%Y%m%d").date()
        except ValueError:
            return None
        end = m.end()
    else:
        said = next((d for d in date_mentions(query[m.end():]) if d.start <= 2 and d.date), None)
        if said is None:
            return None
        day, end = said.date, m.end() + said.end
    if after := _WEEKDAY_AFTER.match(query[end:]):  # "today is 2023-10-1 monday"
        end += after.end()
    return day, (m.start(), end)


def _mention(m: re.Match[str], day: datetime.date) -> DateMention:
    return DateMention(m.start(), m.end(), m.group(0), day, day.year, day.month, day.day)


def counted_from_stated_today(query: str) -> list[DateMention] | None:
    """The dates a request asks about, in order, counted from the today it states ("upcoming Saturday",
    "tomorrow", "until the 12th"); None when it states no today."""
    stated = _stated(query)
    return None if stated is None else counted_from(query, stated[0], stated[1])


def counted_from(query: str, today: datetime.date, statement: tuple[int, int] = (0, 0)) -> list[DateMention]:
    """The dates a request asks about, in order, with its relative days counted from ``today`` (the text
    inside ``statement``, "today is …", is skipped)."""
    a, b = statement
    found: list[DateMention] = []
    for m in _RELATIVE.finditer(query):
        if a <= m.start() < b:
            continue
        if m.group("wd"):  # the first such day after today ("next Monday" on a Monday is a week on)
            ahead = (_weekday(m.group("wd")) - today.weekday() - 1) % 7 + 1
            found.append(_mention(m, today + datetime.timedelta(days=ahead)))
        else:
            shift = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1}[m.group("word").lower()]
            found.append(_mention(m, today + datetime.timedelta(days=shift)))
    for m in _DAY_ONLY.finditer(query):  # "until the 12th": this month's, or next month's when it has passed
        if a <= m.start() < b:
            continue
        month = today.replace(day=1)
        if int(m.group("day")) < today.day:
            month = next_month(month)
        try:
            found.append(_mention(m, month.replace(day=int(m.group("day")))))
        except ValueError:
            continue
    taken = [(d.start, d.end) for d in found] + [(a, b)]
    for d in date_mentions(query):
        if all(d.end <= s or d.start >= e for s, e in taken):
            found.append(replace(d))
    return sorted(found, key=lambda d: d.start)
