"""A repeating event: its RFC 5545 rule ("every Monday", "on the 1st of every month") and the first and last days a
request gives it ("… from 30 sept to 9 dec", "until 15 december")."""

from __future__ import annotations

import datetime as dt
import re

from core.planner import dates
from core.planner.times import WEEKDAYS

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
        if not said or not (mention.month and mention.day):
            continue
        try:
            day = dt.date(mention.year or today.year, mention.month, mention.day)
        except ValueError:
            continue
        if mention.year is None and day < today:
            day = day.replace(year=day.year + 1)
        if said.group(1).lower() in ("from", "beginning") or said.group(1).lower().startswith("starting"):
            first = day
        else:
            last = day
    if first and last and last < first:
        last = last.replace(year=last.year + 1)
    return first, last
