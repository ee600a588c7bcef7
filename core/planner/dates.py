"""Dates stated in request text, and writing one the way a parameter's description asks.

date_mentions finds "March 17, 1915", "10th December 2022", "1st of May 2023", "Aug.16,2022",
"2022/08/16", "16/08/2022" and the like (a bare year, a number with a unit or a relative word such as
"tomorrow" is not a date). format_date writes a mention in the format the description names
("YYYY-MM-DD", "MM/DD/YYYY", "%d.%m.%Y", "Month Day, Year") or shows by an example date, ISO otherwise.
"""

from __future__ import annotations

import datetime
import os
import re
from dataclasses import dataclass, replace

DAY_SHORTHAND = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "weds": "Wednesday",
                 "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday",
                 "sun": "Sunday"}  # days as typed short, written out

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"  # a month as typed: "dec", "december"
_NAMES = sorted({*MONTHS, *(m[:3] for m in MONTHS), "sept"}, key=len, reverse=True)
_MON = r"(?P<mon>" + "|".join(_NAMES) + r")(?![a-z])\.?"
_YEAR = r"(?P<year>[12]\d{3})(?!\d)"
_DAY = r"(?P<day>\d{1,2})(?!\d)(?:st|nd|rd|th)?"
_PATTERNS = [re.compile(p, re.I) for p in (
    rf"(?<![a-z]){_MON}\s*{_DAY}(?![a-z\d]|[.:]\d)(?:(?:\s*,\s*|\s+){_YEAR})?",  # March 17, 1915
    rf"(?<![\w.]){_DAY}(?:\s+of)?(?:\s+|\s*-\s*){_MON}(?:(?:\s*,\s*|\s+|-){_YEAR})?",  # 1st of May 2023
    rf"(?<![\d./-]){_YEAR}\s+{_MON}\s*{_DAY}(?![a-z\d]|[.:]\d)",  # 2023 April 4th
    rf"(?<![a-z]){_MON},?\s*{_YEAR}",  # December 2022
    rf"(?<![\d./-]){_YEAR}(?P<sep>[-/.])(?P<b>\d{{1,2}})(?P=sep)(?P<c>\d{{1,2}})(?!\d|[-/.]\d)",  # 2022-08-16
    rf"(?<![\d./-])(?P<a>\d{{1,2}})(?P<sep>[-/.])(?P<b>\d{{1,2}})(?P=sep){_YEAR}(?![-/.]\d)",  # 16/08/2022
    r"(?<![\d./-])(?P<a>\d{1,2})(?P<sep>/)(?P<b>\d{1,2})/(?P<yy>\d{2})(?![\d/.-])",  # 30/12/26
)]
# A day and month with no year ("12/9"), taken only where a date goes: after a weekday or "on", "for", "by", "due", or before a
# time ("tues 11/24", "on 12/9", "12/10 4pm"); never "3/4 cup", "24/7" or a score
_DAY_MONTH = re.compile(r"(?<![\d./-])(?P<a>\d{1,2})(?P<sep>/)(?P<b>\d{1,2})(?![\d/.-])")
_DATE_BEFORE = re.compile(r"\b(?:on|for|by|due|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?)\s+$", re.I)
_TIME_AFTER = re.compile(r"\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\s+at\s+\d", re.I)
# After "dec 10" in "sat 5 dec 10 till 12": the 10 goes on as a clock time, so the date is "5 dec".
_CLOCK_ON = re.compile(r"\s*(?:am|pm|[:.]\d\d|(?:-|–|till?|until|to)\s*\d)", re.I)
# What may stand between two mentions of one range ("March 3 to March 10, 2023") to share a year.
_LINK = re.compile(r"\s*(?:-|–|—|to|until|till|through|thru|and|&|or)?\s*", re.I)


# Where 11/12 is the 12th of November (a locale's territory); everywhere else writes the day first.
_MONTH_FIRST = {"US", "PH", "CA", "FM", "MH", "PW", "GU", "PR", "AS", "VI", "MP", "UM", "BZ"}


def next_month(day: datetime.date) -> datetime.date:
    """The first day of the month after ``day``'s."""
    return (day.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)


def day_first_order() -> bool:
    """Whether the user writes 11/12/2026 for 11 December: STEWARD_DATE_ORDER ("dmy" or "mdy") if set, else the
    territory of the locale (LC_ALL, LC_TIME, LANG: en_GB yes, en_US no); month first when none says (C, POSIX)."""
    order = os.environ.get("STEWARD_DATE_ORDER", "").lower()
    if order in ("dmy", "mdy"):
        return order == "dmy"
    for name in ("LC_ALL", "LC_TIME", "LANG"):
        if value := os.environ.get(name):
            territory = re.match(r"[a-z]{2,3}_([A-Z]{2})", value)
            return bool(territory) and territory.group(1) not in _MONTH_FIRST
    return False


def day_and_month(text: str) -> tuple[int, int] | None:
    """(day, month) of a date written without its year ("25/11", "3.12"), in the user's order; None otherwise."""
    m = re.search(r"(?<![\d/.])(\d{1,2})[/.](\d{1,2})(?![\d/.])", text)
    if not m:
        return None
    a, b = int(m.group(1)), int(m.group(2))
    day, month = (a, b) if a > 12 or (b <= 12 and day_first_order()) else (b, a)
    return (day, month) if 1 <= month <= 12 and 1 <= day <= 31 else None


@dataclass(frozen=True)
class DateMention:
    """A date stated in text; year/month/day are what the text said, date the full date when known."""

    start: int
    end: int
    text: str
    date: datetime.date | None
    year: int | None
    month: int | None
    day: int | None


def _fields(m: re.Match[str]) -> tuple[int | None, int, int | None] | None:
    """(year, month, day) of a pattern match, None when it cannot be a date."""
    g = m.groupdict()
    year = int(g["year"]) if g.get("year") else 2000 + int(g["yy"]) if g.get("yy") else None
    if g.get("mon"):
        month = MONTHS.index(next(n for n in MONTHS if n.startswith(g["mon"][:3].lower()))) + 1
        day = int(g["day"]) if g.get("day") else None
        # Lowercase "may" is usually the verb: take it only with a year, an ordinal day or a day before it ("sat 17 may").
        if g["mon"] == "may" and year is None and not re.search(r"\d(?:st|nd|rd|th)", m.group(), re.I) \
                and not m.group().lstrip()[:1].isdigit():
            return None
    elif g.get("a"):
        a, b = int(g["a"]), int(g["b"])
        day_first = a > 12 or (b <= 12 and (g["sep"] == "." or day_first_order()))  # 16/08/2022, 01.02.2022; else the locale's
        day, month = (a, b) if day_first else (b, a)
    else:
        month, day = int(g["b"]), int(g["c"])
    if not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
        return None
    return year, month, day


def _make(text: str, m: re.Match[str]) -> DateMention | None:
    got = _fields(m)
    if got is None:
        return None
    year, month, day = got
    try:
        date = datetime.date(year, month, day) if year and day else None
    except ValueError:
        date = None
    return DateMention(m.start(), m.end(), m.group(), date, year, month, day)


def _with_year(m: DateMention, year: int | None) -> DateMention:
    if m.date or m.year or m.day is None or year is None:
        return m
    try:
        return replace(m, date=datetime.date(year, m.month or 1, m.day))
    except ValueError:
        return m


def date_mentions(text: str) -> list[DateMention]:
    """Dates stated in text, in order, non-overlapping (longest match wins).

    A month and day without a year get their date from the year of a range's other end
    ("June 1 to June 5, 2023"); otherwise date stays None.
    """
    found = [d for p in _PATTERNS for m in p.finditer(text) if (d := _make(text, m))]
    day_first = [d for m in _PATTERNS[1].finditer(text) if (d := _make(text, m))]
    found = [d for d in found if not (_CLOCK_ON.match(text, d.end) and d.text[:1].isalpha()
                                      and any(e.start < d.start < e.end for e in day_first))]
    found += [d for m in _DAY_MONTH.finditer(text) if (_DATE_BEFORE.search(text[:m.start()]) or _TIME_AFTER.match(text, m.end()))
              and (d := _make(text, m))]
    found.sort(key=lambda d: (d.start - d.end, d.start))
    chosen: list[DateMention] = []
    for d in found:
        if all(d.end <= c.start or d.start >= c.end for c in chosen):
            chosen.append(d)
    chosen.sort(key=lambda d: d.start)
    for i in range(len(chosen) - 2, -1, -1):  # borrow from the next mention, then from the previous one
        if _LINK.fullmatch(text[chosen[i].end:chosen[i + 1].start]) and chosen[i + 1].date:
            chosen[i] = _with_year(chosen[i], chosen[i + 1].date.year)
    for i in range(1, len(chosen)):
        if _LINK.fullmatch(text[chosen[i - 1].end:chosen[i].start]) and chosen[i - 1].date:
            chosen[i] = _with_year(chosen[i], chosen[i - 1].date.year)
    return chosen


# A format is a list of tokens and the separators between them. Tokens: Y 4-digit year, y 2-digit
# year, m 2-digit month, n month, B month name, b short month name, d 2-digit day, e day.
Format = tuple[list[str], list[str]]
_ISO: Format = (["Y", "m", "d"], ["-", "-"])
_TOK = r"(yyyy|yyy|yy|mmmm|mmm|mm|m|dd|d)"
_SEP = r"(, |[-/. ]?)"
_TOKEN_HINT = re.compile(rf"(?<![a-z]){_TOK}{_SEP}{_TOK}(?:{_SEP}{_TOK})?(?![a-su-z])", re.I)
_TOKENS = {"yyyy": "Y", "yyy": "Y", "yy": "y", "mmmm": "B", "mmm": "b", "mm": "m", "m": "n", "dd": "d", "d": "e"}
_STRF_HINT = re.compile(r"%-?[YymdBbe](?:[^%\w]{0,3}%-?[YymdBbe])+")
_STRF = {"%Y": "Y", "%y": "y", "%m": "m", "%-m": "n", "%d": "d", "%-d": "e", "%e": "e", "%B": "B", "%b": "b"}
_KIND = {"Y": "y", "y": "y", "m": "m", "n": "m", "B": "m", "b": "m", "d": "d", "e": "d"}


def _token_format(description: str) -> Format | None:
    for m in _TOKEN_HINT.finditer(description):
        parts = [p for p in m.groups() if p is not None]
        tokens = [_TOKENS[p.lower()] for p in parts[::2]]
        kinds = [_KIND[t] for t in tokens]
        if len(set(kinds)) == len(kinds) and "m" in kinds and (len(kinds) == 3 or min(map(len, parts[::2])) > 1):
            return tokens, parts[1::2]
    m = _STRF_HINT.search(description)
    return ([_STRF[t] for t in re.findall(r"%-?\w", m.group())], re.split(r"%-?\w", m.group())[1:-1]) if m else None


def _example_format(description: str) -> Format | None:
    """The format of the first full date the description shows ("e.g. 2023-01-31")."""
    ex = next((d for d in date_mentions(description) if d.year and d.day), None)
    if ex is None:
        return None
    if re.search(r"[a-z]", ex.text, re.I):
        word = re.search(r"[a-z]{3,}", ex.text, re.I).group().lower()  # type: ignore[union-attr]
        name = "B" if word in MONTHS else "b"
        if ex.text[0].isalpha():
            return [name, "e", "Y"], [" ", ", " if "," in ex.text else " "]
        return ["e", name, "Y"], [" ", " "]
    parts = re.split(r"[-/.]", ex.text)
    sep = ex.text[len(parts[0])]
    if len(parts[0]) == 4:
        order = "ymd"
    else:
        order = "dmy" if int(parts[0]) == ex.day and int(parts[1]) == ex.month else "mdy"
    short = dict(zip(order, (len(p) == 1 for p in parts), strict=True))
    tokens = {"y": "Y", "m": "n" if short["m"] else "m", "d": "e" if short["d"] else "d"}
    return [tokens[c] for c in order], [sep, sep]


def date_format(description: str) -> Format:
    """The format a parameter's description asks for: named, shown by example, or ISO."""
    named = _token_format(description)
    if named:
        return named
    worded = re.search(r"\b(month|day|year)([-/.])(month|day|year)\2(month|day|year)\b", description, re.I)
    if worded and len({worded.group(i).lower() for i in (1, 3, 4)}) == 3:  # "(month-day-year)"
        order = [{"month": "m", "day": "d", "year": "Y"}[worded.group(i).lower()] for i in (1, 3, 4)]
        return order, [worded.group(2)] * 2
    if re.search(r"\bmonth\s+day\b", description, re.I):
        return ["B", "e", "Y"], [" ", ", "]
    if re.search(r"\bday\s+month\b", description, re.I):
        return ["e", "B", "Y"], [" ", " "]
    return _example_format(description) or _ISO


_DEFAULTS_TODAY = re.compile(r"(?:default|not (?:provided|specified|given)|omitted)[^.]*\b(?:current date|today)\b"
                             r"|\b(?:current date|today)\b[^.]*\b(?:is assumed|is used|by default)", re.I)


def defaults_to_today(description: str) -> bool:
    """The description says the parameter's default is the current date ("Default is the current date")."""
    return bool(_DEFAULTS_TODAY.search(description))


def asks_a_format(description: str) -> bool:
    """The description names or shows a date format ("'YYYY-MM-DD'", "e.g. '2023-04-15'")."""
    return bool(_token_format(description) or _example_format(description) or re.search(r"\bISO\b", description))


def format_date(mention: DateMention, description: str = "") -> str:
    """The mention written as the parameter's description asks (ISO by default), leaving out a
    year or day the text did not state."""
    d = mention.date
    year, month, day = (d.year, d.month, d.day) if d else (mention.year, mention.month, mention.day)
    tokens, seps = (list(x) for x in date_format(description))
    have = {"y": year is not None, "m": month is not None, "d": day is not None}
    for i in range(len(tokens) - 1, -1, -1):
        if not have[_KIND[tokens[i]]]:
            del tokens[i]
            if seps:
                del seps[min(i, len(seps) - 1)]
    values = {"Y": f"{year or 0:04d}", "y": f"{(year or 0) % 100:02d}", "m": f"{month or 0:02d}",
              "n": str(month), "B": MONTHS[(month or 1) - 1].title(), "b": MONTHS[(month or 1) - 1][:3].title(),
              "d": f"{day or 0:02d}", "e": str(day)}
    return "".join(s + values[t] for s, t in zip(["", *seps], tokens, strict=True))


def with_coming_year(mention: DateMention, description: str, today: datetime.date) -> DateMention:
    """A day said without its year ("on March 14th"), for a parameter whose format writes a year, as its next
    occurrence from ``today``; other mentions as they are."""
    if mention.date or mention.year or not (mention.month and mention.day) or not asks_a_format(description) \
            or not any(_KIND[t] == "y" for t in date_format(description)[0]):
        return mention
    for year in (today.year, today.year + 1):
        try:
            day = datetime.date(year, mention.month, mention.day)
        except ValueError:
            continue
        if day >= today:
            return replace(mention, date=day, year=year)
    return mention


_DATE_WORDS = {"date", "dates", "day", "birthday", "birthdate", "dob", "deadline", "anniversary", "datetime",
               "checkin", "checkout"}
_WEEKDAY = re.compile(r"\bweek|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)
_HEAD_END = re.compile(r"[,.;:(]|\b(?:for|of|in|to|from|on|at|by|with|as)\b", re.I)


def is_date_param(name: str, spec: dict) -> bool:
    """True when a string parameter holds a date (name like date/day/start_date/birthday/deadline...,
    or a description naming a date format), not a year-only or time-only parameter."""
    if str(spec.get("type", "string")).lower() not in ("string", "str", "any") or spec.get("enum"):
        return False
    if str(spec.get("format", "")).startswith("date"):
        return True
    desc = str(spec.get("description", ""))
    fmt = date_format(desc)
    if fmt is not _ISO and {"m", "d"} <= {_KIND[t] for t in fmt[0]}:
        return True  # the description names or shows a full date format
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name).lower().replace("check_", "check")
    words = set(re.split(r"[^a-z]+", spaced)) - {""}
    if words & _DATE_WORDS:  # a "day" that is a weekday is no date
        return not (words & _DATE_WORDS == {"day"} and (_WEEKDAY.search(name) or _WEEKDAY.search(desc)))
    if words & {"year", "years", "month", "months", "time", "hour", "hours", "minute", "minutes", "clock"}:
        return False
    head = _HEAD_END.split(desc, maxsplit=1)[0]
    return bool(re.search(r"\b(?:dates?|birthday|deadline)\b", head, re.I))


_RELATIVE = re.compile(
    r"\b(?:(?:this|next|coming|last|upcoming)\s+(?:week(?:end)?|month|year|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)|today|tonight|tomorrow|yesterday)\b", re.I)


def relative_dates(text: str) -> list[str]:
    """Relative date phrases as written ("next Friday", "this weekend", "tomorrow"), in order."""
    return [m.group(0) for m in _RELATIVE.finditer(text)]


# A clock time in a parameter's format: "dd/mm/yyyy HH:MM", "YYYY-MM-DDTHH:MM:SS", "'HH:MM' or 'HH:MM AM/PM'".
_ISO_EXAMPLE = re.compile(r"\b\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(Z)?")
_CLOCK_FORMAT = re.compile(r"([ T])?HH:MM(:SS)?(?!\s*(?:AM|PM|A\.M))", re.I)


def with_clock(value: str, description: str, clock: tuple[int, int] | None) -> str:
    """A date ``value`` with the clock time the request states, where the description's format has a
    time ("20/06/2022" at 5 in the afternoon → "20/06/2022 17:00"); as it was otherwise."""
    fmt = _CLOCK_FORMAT.search(description)
    if clock is not None and (example := _ISO_EXAMPLE.search(description)) and re.fullmatch(r"\d{4}-\d\d-\d\d", value):
        # "in ISO-8601 format, such as '2023-04-15T13:45:00Z'": the same separator, seconds and zone mark
        return f"{value}T{clock[0]:02d}:{clock[1]:02d}" + (":00" if example.group(1) else "") + (example.group(2) or "")
    if clock is None or not fmt or not fmt.group(1):
        return value
    return f"{value}{fmt.group(1)}{clock[0]:02d}:{clock[1]:02d}" + (":00" if fmt.group(2) else "")


def is_clock_param(param: str, pspec: dict) -> bool:
    """A time-of-day parameter whose description shows a 24-hour format ("alarm_time": 'HH:MM')."""
    words = set(re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", param).lower()))
    return bool(words & {"time", "clock", "hour"}) and not words & _DATE_WORDS and \
        bool(_CLOCK_FORMAT.search(str(pspec.get("description", ""))))


def clock_text(description: str, clock: tuple[int, int]) -> str:
    """The clock time as the description's time-only formats show it: "23:00", or "23:00:00" when every one has seconds."""
    alone = [m for m in _CLOCK_FORMAT.finditer(description) if not m.group(1)]
    return f"{clock[0]:02d}:{clock[1]:02d}" + (":00" if alone and all(m.group(2) for m in alone) else "")


_DAYISH = re.compile(r"\d|\b(?:today|tonight|tomorrow|yesterday|now|day|days|week|weeks|weekend|month|months|year|years|"
                     r"morning|afternoon|evening|night|noon|midnight|christmas|easter|"
                     r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)", re.I)


def says_a_day(text: str) -> bool:
    """Whether a value could be a date as said ("next Friday", "2023-04-01", "today"), not a stray span ("pick up")."""
    return bool(_DAYISH.search(text))


_WHEN_ONLY = re.compile(r"(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|today|tonight|tomorrow|yesterday|now|noon|midnight"
                        r"|(?:next|this|last)\s+\w+", re.I)


def only_when(text: str) -> bool:
    """Whether a value is only a time or a day ("12:30", "tomorrow", "next week"): never a place or a name."""
    return bool(_WHEN_ONLY.fullmatch(text.strip()))
