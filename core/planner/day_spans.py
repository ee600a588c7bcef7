"""Days a request names as a span or by a name, not a date: "before xmas", "sat and sun", "the week of the 14th",
"sat 5th and sun 6th", "this weekend"; and the next day numbered so ("on the 3rd")."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from core.planner import dates

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY_STEM = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)"  # a weekday as people shorten it: "tue", "weds", "thurs", "satur…"
_CHRISTMAS = re.compile(r"\b(?:before|by|for|until|till|over|after|on|at)\s+(?:(boxing)\s+day|(?:xmas|christmas)(\s+eve|\s+day)?)\b"
                        r"(?!\s+(?:party|parties|do|dinner|lunch|fair|market|concert|jumper|card|tree|shopping|meal|show|play|break|holidays?|"
                        r"fayre|event|service|raffle|menu|order|stock|rush))", re.I)
_TWO_WEEKDAYS = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:and|&|or)\s+(mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)
# "between now and Sunday", "from today until friday", "between tuesday and sunday": the days from the one to the other
_NUMBERED = r"(?:\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+of\s+[A-Za-z]+)?)?"  # "Monday the 30th", "Sunday the 6th of December"
_DAY_TO_DAY = re.compile(r"\b(?:between|from)\s+(?:(now|today)|(mon|tues|wednes|thurs|fri|satur|sun)day" + _NUMBERED + r")\s+(?:and|until|till|to|through|thru)\s+"
                         r"(?:(?:this|next)\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day\b" + _NUMBERED, re.I)
_WEEK_OF = re.compile(r"\b(?:the\s+)?week\s+(?:of|beginning|starting|commencing)\s+(?:mon(?:day)?\s+)?(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\b"
                      r"(?!\s+(?:of\s+)?" + dates.MONTH_WORD + r")", re.I)
_WEEKEND = re.compile(r"\b(this|next|the|over\s+the|at\s+the)\s+weekend\b", re.I)
# "sat 5th and sun 6th": two days in a row, both (not "the 7th and 11th")
_NEXT_DAYS = re.compile(r"\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+)?(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\s+(?:and|&)\s+"
                        r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+)?(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?"
                        + dates.MONTH_WORD + r")", re.I)


def nth_day(number: int, today: dt.date) -> dt.date | None:
    """The next day numbered ``number`` ("on the 3rd"): this month's, else the next month that has it."""
    month = today.replace(day=1)
    for _ in range(3):
        if number <= calendar.monthrange(month.year, month.month)[1] and month.replace(day=number) >= today:
            return month.replace(day=number)
        month = dates.next_month(month)
    return None


def last_nth_day(number: int, today: dt.date) -> dt.date | None:
    """The last day numbered ``number`` up to today ("since fri 20th" on the 26th: the 20th of this month)."""
    month = today.replace(day=1)
    for _ in range(3):
        if number <= calendar.monthrange(month.year, month.month)[1] and month.replace(day=number) <= today:
            return month.replace(day=number)
        month = (month - dt.timedelta(days=1)).replace(day=1)
    return None


def named_span(text: str, today: dt.date) -> tuple[dt.date, dt.date | None, list[str]] | None:
    """(first day, day after the last or None, texts) of a day or span named so; None when the text names none."""
    holiday = _CHRISTMAS.search(text)
    if holiday:  # "before xmas": 25 December; "xmas eve" the 24th, "boxing day" the 26th
        day = dt.date(today.year, 12, {"eve": 24, "boxing": 26}.get(
            "boxing" if holiday.group(1) else (holiday.group(2) or "").strip().lower(), 25))
        return (day if day >= today else day.replace(year=today.year + 1)), None, [holiday.group(0)]
    if span := _DAY_TO_DAY.search(text):
        start = today if span.group(1) else (nth_day(int(span.group(3)), today) if span.group(3) else None) or \
            today + dt.timedelta(days=(WEEKDAYS.index(f"{span.group(2).lower()}day") - today.weekday()) % 7)
        last = (nth_day(int(span.group(5)), start) if span.group(5) else None) or \
            start + dt.timedelta(days=(WEEKDAYS.index(f"{span.group(4).lower()}day") - start.weekday()) % 7)
        return start, last + dt.timedelta(days=1), [span.group(0)]
    pair = _TWO_WEEKDAYS.search(text)
    first, second = (WEEKDAYS.index(f"{g.lower()}day") for g in pair.groups()) if pair else (0, 0)
    if pair and (second - first) % 7 == 1:  # "sat and sun": both days
        first_day = today + dt.timedelta(days=(first - today.weekday()) % 7)
        week = re.match(r"\s+next\s+week\b", text[pair.end():], re.I) or re.search(r"\bnext\s+week\s+(?:on\s+)?$", text[:pair.start()], re.I)
        if week:  # "monday and tuesday next week": that week's days
            first_day = today - dt.timedelta(days=today.weekday()) + dt.timedelta(days=7 + first)
        return first_day, first_day + dt.timedelta(days=2), [pair.group(0)] + ([week.group(0).strip()] if week else [])
    week_of = _WEEK_OF.search(text)
    if week_of and (day_in := nth_day(int(week_of.group(1)), today)):  # "the week of the 14th": its Monday to Sunday
        monday = day_in - dt.timedelta(days=day_in.weekday())
        return max(monday, today), monday + dt.timedelta(days=7), [week_of.group(0)]
    both = _NEXT_DAYS.search(text)
    if both and int(both.group(2)) == int(both.group(1)) + 1 and (first_day := nth_day(int(both.group(1)), today)):
        return first_day, first_day + dt.timedelta(days=2), [both.group(0)]
    m = _WEEKEND.search(text)
    if m:  # "this weekend": Saturday and Sunday (today on, when it has begun); "next weekend": a week later
        saturday = today + dt.timedelta(days=(5 - today.weekday()) % 7 if today.weekday() < 5 else -(today.weekday() - 5))
        if m.group(1).lower() == "next":
            saturday += dt.timedelta(days=7)
        return max(saturday, today), saturday + dt.timedelta(days=2), [m.group(0)]
    return None


HOLIDAY_DAYS = {"christmas eve": "24 dec", "christmas day": "25 dec", "xmas eve": "24 dec", "xmas day": "25 dec", "boxing day": "26 dec", "new year s eve": "31 dec",
                "new years eve": "31 dec", "new year s day": "1 jan", "new years day": "1 jan"}  # the day each one names
HOLIDAY = re.compile(r"\b(?:(?:christmas|xmas)\s+(?:eve|day)|boxing\s+day|new\s+year(?:'|’)?s\s+(?:eve|day)|(?<!\bfor\s)thanksgiving(?:\s+day)?)\b(?!\s+(?:stuff|orders?|"
                     r"pies?|menu|dinner|list|sale|special|party|rush))", re.I)  # (not "the thanksgiving orders", nor "going … for thanksgiving, wed thru sunday": why)


def holiday_day(name: str, today: dt.date) -> str:
    """The day a holiday ``name`` (as HOLIDAY found it) falls on: "24 dec"; Thanksgiving (the fourth Thursday of November,
    as in the US) this year's, or next year's once it has passed."""
    key = re.sub(r"\W+", " ", name.lower())
    if not key.startswith("thanksgiving"):
        return HOLIDAY_DAYS[key]
    day = _fourth_thursday_of_november(today.year)
    day = day if day >= today else _fourth_thursday_of_november(today.year + 1)
    return f"{day.day} nov {day.year}"


def _fourth_thursday_of_november(year: int) -> dt.date:
    first = dt.date(year, 11, 1)
    return first + dt.timedelta(days=(3 - first.weekday()) % 7 + 21)


_MONTH_NAME = dates.MONTH_WORD + r"\.?"
_WEEKDAY_WORD = r"(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\s+)?"
SHARED_MONTH = re.compile(rf"\b(?:the\s+)?{_WEEKDAY_WORD}([12]?\d|3[01])(?:st|nd|rd|th)?(\s*(?:-|–|to|until|till|through|thru|(?<=between\s\d\s)and|"
                           rf"(?<=between\s\d\d\s)and|(?<=\d[snrt][tdh]\s)and|(?<=\d[snrt][tdh]\s)or)\s*"
                           rf"(?:the\s+)?{_WEEKDAY_WORD})([12]?\d|3[01])(?:st|nd|rd|th)?(\s+(?:of\s+)?({_MONTH_NAME}))(?=\W|$)", re.I)


def shared_month(text: str) -> str:
    """A range of days that names its month once, with the month on both ends: "from 1st to 15th August" →
    "from 1 August to 15 August"."""
    return SHARED_MONTH.sub(lambda m: m.group(0) if two_days(m, text) else f"{m.group(1)} {m.group(5)} to {m.group(3)} {m.group(5)}",
                             text)


_BARE_SPAN = re.compile(r"(?<![\w/])(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\s*(?:-|–|to|till|til|until|through|thru)\s*(?:the\s+)?"
                        r"([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?" + dates.MONTH_WORD + r")", re.I)
_CHRISTMAS_SAID = re.compile(r"\b(?:xmas|christmas|x-mas|crimbo)\b", re.I)


_EVE_OR_BOXING = re.compile(r"\b(?:(?:christmas|xmas)\s+(eve)|boxing\s+day)\b", re.I)
_LONE_DAY = re.compile(r"(?<![\w/])(?:the\s+)?(1[5-9]|2\d|3[01])(?:st|nd|rd|th)\b(?!\s*(?:-|–|to|till|til|until|thru|through)\s*(?:the\s+)?\d)"
                       r"(?!\s+(?:of\s+)?" + dates.MONTH_WORD + r")", re.I)
_NUMBERED_DAY = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\s+" + dates.MONTH_WORD, re.I)


def months_given(text: str, today: dt.date) -> str:
    """Days said by their numbers without a month, with their months and years written in: "away 24th till the 4th" on
    23 November → "away 24 November 2026 till 4 December 2026"; the days of December when Christmas is said ("for xmas,
    away 24th till the 4th" → 24 December 2026 till 4 January 2027, "for christmas, closed from the 24th" → 24 December 2026,
    "Christmas Eve" → 24 December), and the Christmas words then name no day of their own when a day is numbered ("from the 8th
    to the 12th of December …, slower before Christmas")."""
    christmas = bool(_CHRISTMAS_SAID.search(text))
    if christmas:
        text = _EVE_OR_BOXING.sub(lambda m: f"{24 if m.group(1) else 26} December", text)
    span = _BARE_SPAN.search(text)
    if span and not _month_before(text, span.start()):  # "Dec 24th to the 4th" is read as said
        first = _december(int(span.group(1)), today) if christmas else nth_day(int(span.group(1)), today)
        last = nth_day(int(span.group(2)), first) if first is not None else None
        if first is not None and last is not None:
            text = f"{text[:span.start()]}{first.day} {first:%B %Y} till {last.day} {last:%B %Y}{text[span.end():]}"
    elif christmas:
        text = _LONE_DAY.sub(lambda m: m.group(0) if _month_before(text, m.start())
                             else f"{(day := _december(int(m.group(1)), today)).day} {day:%B %Y}", text)
    if christmas and _NUMBERED_DAY.search(text):
        text = _CHRISTMAS.sub(lambda m: m.group(0) if m.group(1) or m.group(2) else " ", text)
    return text


def _month_before(text: str, at: int) -> bool:
    """Whether a month is said just before position ``at`` ("Dec 24th")."""
    return bool(re.search(dates.MONTH_WORD + r"\.?\s*$", text[:at], re.I))


def _december(number: int, today: dt.date) -> dt.date:
    """This December's day ``number``, or next December's once it has passed."""
    day = dt.date(today.year, 12, number)
    return day if day >= today else day.replace(year=today.year + 1)


def two_days(span: re.Match[str], text: str) -> bool:
    """"the 7th and 11th dec": two days, not the days between them (as "between 7 and 11 dec" says); "the 8th or 9th
    dec" is read as both days and those between."""
    return span.group(2).strip() == "and" and not re.search(r"\bbetween\s+(?:the\s+)?$", text[:span.start(1)], re.I)
