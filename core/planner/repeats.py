"""A repeating event: its RFC 5545 rule ("every Monday", "on the 1st of every month") and the first and last days a
request gives it ("… from 30 sept to 9 dec", "until 15 december")."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates
from core.planner.times import WEEKDAYS, When, next_date, rfc3339

_BYDAY = {d: d[:2].upper() for d in WEEKDAYS}
_MONTHLY_ON = re.compile(r"\bthe\s+([12]?\d|3[01])(?:st|nd|rd|th)\s+(?:of\s+)?(?:every|each)\s+month\b", re.I)
_EVERY = re.compile(r"\b(?:every|each)\s+(day|weekday|week|month|year|other\s+week|(?:other\s+|second\s+)?(?:"
                    + "|".join(WEEKDAYS) + r"))\b"
                    r"|\b(daily|weekly|monthly|yearly|annually|fortnightly)\b|\bon\s+(" + "|".join(WEEKDAYS) + r")s\b", re.I)


def recurrence(text: str) -> str | None:
    """An RFC 5545 rule for a repeating event ("every Monday", "weekly", "on Wednesdays", "every weekday"),
    or None; a weekly rule repeats on the day the event starts."""
    monthly = _MONTHLY_ON.search(text)
    if monthly:  # "on the 1st of every month"
        return f"RRULE:FREQ=MONTHLY;BYMONTHDAY={int(monthly.group(1))}"
    m = _EVERY.search(text)
    if not m:
        return None
    word = " ".join((m.group(1) or m.group(2) or m.group(3)).lower().split())
    if word in WEEKDAYS:
        return f"RRULE:FREQ=WEEKLY;BYDAY={_BYDAY[word]}"
    if word.split()[-1] in WEEKDAYS:  # "every other tuesday": every second week
        return f"RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY={_BYDAY[word.split()[-1]]}"
    return {"day": "RRULE:FREQ=DAILY", "daily": "RRULE:FREQ=DAILY", "weekday": "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
            "week": "RRULE:FREQ=WEEKLY", "weekly": "RRULE:FREQ=WEEKLY", "other week": "RRULE:FREQ=WEEKLY;INTERVAL=2",
            "fortnightly": "RRULE:FREQ=WEEKLY;INTERVAL=2", "month": "RRULE:FREQ=MONTHLY", "monthly": "RRULE:FREQ=MONTHLY",
            "year": "RRULE:FREQ=YEARLY", "yearly": "RRULE:FREQ=YEARLY", "annually": "RRULE:FREQ=YEARLY"}[word]

_BOUND_WORD = re.compile(r"\b(until|till|til|through|thru|ending|to|from|starting(?:\s+from|\s+on)?|beginning)\s+(?:the\s+)?$", re.I)


def repeat_bounds(text: str, today: dt.date) -> tuple[dt.date | None, dt.date | None]:
    """(first day, last day) a repeating event states: "every monday … from 30 sept to 9 dec", "until 15 december"."""
    first = last = None
    for mention in dates.date_mentions(text):
        said = _BOUND_WORD.search(text[:mention.start])
        day = next_date(mention, today) if said else None
        if day is None:
            continue
        if said.group(1).lower() in ("from", "beginning") or said.group(1).lower().startswith("starting"):
            first = day
        else:
            last = day
    if first and last and last < first:
        last = last.replace(year=last.year + 1)
    return first, last


def bounded(body: dict[str, Any], rule: str, query: str, moment: When | None, now: dt.datetime) -> str:
    """``rule`` with the last day the request gives (UNTIL, through that whole day) and ``body`` moved to the first
    day it repeats on from the first day given (or today): "yoga every tuesday at 6pm until 15 december" starts next
    Tuesday, not on the 15th, and stops then."""
    first, last = repeat_bounds(query, now.date())
    if moment is None or not (first or last):
        return rule
    weekday = re.search(r"BYDAY=([A-Z]{2})$", rule)
    start = first or now.date()
    if weekday:  # the first of its weekdays on or after the first day
        wanted = list(_BYDAY.values()).index(weekday.group(1))
        start += dt.timedelta(days=(wanted - start.weekday()) % 7)
    shift = start - moment.start.date()
    for edge in ("start", "end"):
        when = body[edge]
        if "dateTime" in when:
            when["dateTime"] = rfc3339(dt.datetime.fromisoformat(when["dateTime"]) + shift)
        elif "date" in when:
            when["date"] = (dt.date.fromisoformat(when["date"]) + shift).isoformat()
    if last is None:
        return rule
    end_of_day = dt.datetime.combine(last, dt.time(23, 59, 59), now.tzinfo).astimezone(dt.UTC)
    return f"{rule};UNTIL={end_of_day:%Y%m%dT%H%M%SZ}"
