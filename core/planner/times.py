"""When a request says something happens: "next Friday at 3pm", "tomorrow", "on Dec 3 from 10 to 11:30".

``when(text, now)`` reads the first day (a stated date, today/tonight/tomorrow, a weekday, "in 3 days",
"this/next week") and time of day ("at 3pm", "15:30", "noon", "from 2 to 3pm", "for 2 hours") relative
to ``now`` (the user's local, timezone-aware time). A day without a time is all-day; a time without a
day is today when still ahead, else tomorrow. Results are RFC 3339 with the local offset, the form
Google's time parameters and event bodies take.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass, replace

from core.planner import dates, day_spans, zones
from core.planner.day_spans import WEEKDAYS, named_span, nth_day
from core.planner.spoken_numbers import HOUR_WORDS

_NEXT_WEEK = re.compile(r"\bnext\s+week\b", re.I)
_WEEKDAY = re.compile(r"\b(?:(next|this|coming|on|every|last)\s+)?(" + "|".join(WEEKDAYS) + r")s?\b", re.I)
_DAY_WORD = re.compile(r"\b(?:the\s+)?(day after tomorrow|today|tonight|tomorrow|yesterday)(?:['’]?s)?\b", re.I)  # "tomorrows 3pm"
_IN_DAYS = re.compile(r"\bin\s+(\d+|a|one|two|three|four|five|six|seven)\s+(day|week)s?\b", re.I)
_WEEK = re.compile(r"\b(this|next)\s+week\b(?!end)", re.I)
_MONTH = re.compile(r"\b(this|next)\s+month\b", re.I)
_COMING = re.compile(r"\b(?:over|in|during|for|within)\s+the\s+(?:next|coming)\s+(?:(\d+|a|one|two|three|four|five|six)\s+)?"
                     r"(day|week|month)s?\b", re.I)
# "Pay rent on the 1st": the next day of the month with that number (not "on the 3rd floor").
_ORDINAL_DAY = re.compile(r"\b(?:(?:on|by|due|until|till|til|through|thru|from|to)\s+the|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the)?)\s+([12]?\d|3[01])(?:st|nd|rd|th)\b(?:\s+of\s+(?:the|this|every|each)\s+month)?"
                          r"(?!\s+(?:floor|time|row|column|place|item|page|line|week|day|of\s+(?!(?:the|this)\s+month)))", re.I)
SMALL_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}

_CLOCK = r"(?<![£$€])(\d{1,2})(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?"  # "3:30", and "3.30" as the UK writes it
# "from 2 to 3pm", "2-3:30 pm", "between 9am and 10am", "2pm-3.30"
_RANGE = re.compile(rf"\b(?:from|between)?\s*{_CLOCK}\s*(?:-|–|to|until|till|and)\s*{_CLOCK}(?![\d:/]|\.\d)", re.I)
# "at 3pm", "3:30 pm", "15:00", "at 9" (a bare number counts only after "at")
_TIME = re.compile(rf"(?<![\d:/.$£€])(?:((?<![A-Za-z])at|@|(?<![A-Za-z])by)\s+)?{_CLOCK}(?![\d:/%]|\.\d)", re.I)  # not "Flat 4"
_STREET = re.compile(r"\s*(?!(?:in|on|at|the|a|an|for|with|and|or|to|my|our)\b)[A-Za-z']+\s+(?:[A-Za-z']+\s+)?(?:lane|road|rd|street|st|"
                     r"avenue|ave|close|way|drive|grove|court|ct|crescent|place|gardens|terrace|mews|hill|park|square)\b", re.I)
_NAMED = re.compile(r"\b(noon|midday|midnight|morning|afternoon|evening|tonight)\b", re.I)
_NAMED_HOUR = {"noon": 12, "midday": 12, "midnight": 0, "morning": 9, "afternoon": 14, "evening": 18, "tonight": 20}
# A part of the day as a time window ("What's on this afternoon?" asks about 12–18, not 14–15).
_PERIOD_HOURS = {"morning": (6, 12), "afternoon": (12, 18), "evening": (18, 24), "tonight": (18, 24)}
# How long: "for 2 hours", "for half an hour", and a span booked as the object ("Block two hours").
_FOR = re.compile(r"(?:\b(?:for|block(?:\s+out|\s+off)?|book|reserve|set\s+aside|takes?|taking|lasts?|lasting|goes\s+on(?:\s+for)?|runs\s+for"
                  r"|(?:should|will|would|might|could)\s+be)|,)\s+"
                  r"(?:(?:about|around|roughly|approx\.?|like)\s+)?(?:(an?|one|two|three|four|five|six|half an?|half|\d+(?:\.\d+)?)\s+)?"
                  r"(hours?|hrs?|minutes?|mins?)\b(\s+and\s+a\s+half)?", re.I)  # "about an hour and a half"


@dataclass(frozen=True)
class When:
    """A moment or span the request names. ``end`` is None when the request states no end."""

    start: dt.datetime
    end: dt.datetime | None
    all_day: bool
    texts: tuple[str, ...]  # the words that said it (other values must not reuse them)
    dated: bool = True  # False when only a clock time was said ("to 11am": the day is the object's own)

    def window(self) -> tuple[dt.datetime, dt.datetime]:
        """The bounds to look in: a named part of the day whole ("this afternoon": 12:00–18:00),
        otherwise the start and ``span_end()``."""
        period = next((_PERIOD_HOURS[t.lower()] for t in reversed(self.texts) if t.lower() in _PERIOD_HOURS), None)
        if period and self.end is None and not self.all_day:
            midnight = dt.datetime.combine(self.start.date(), dt.time(0, 0), self.start.tzinfo)
            return midnight + dt.timedelta(hours=period[0]), midnight + dt.timedelta(hours=period[1])
        return self.start, self.span_end()

    def span_end(self, default: dt.timedelta = dt.timedelta(hours=1)) -> dt.datetime:
        """The stated end; otherwise the next midnight for a day, ``default`` after a time."""
        if self.end is not None:
            return self.end
        return self.start + (dt.timedelta(days=1) if self.all_day else default)


def rfc3339(moment: dt.datetime) -> str:
    return moment.isoformat(timespec="seconds")


def _hour(h: str, minute: str | None, ampm: str | None, bare_ok: bool) -> tuple[int, int] | None:
    hour, mins = int(h), int(minute or 0)
    marker = (ampm or "").lower().replace(".", "")
    if marker:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if marker == "pm" else 0)
    elif minute is None and not bare_ok:
        return None  # a bare "3" is a count, not a time
    elif 1 <= hour <= 6 and not h.startswith("0"):
        hour += 12  # "at 3", "at 4:30", "4:30 to 5:15", "mon 30th 3:15": an afternoon, as calendars read it ("03:15" is not)
    return (hour, mins) if hour < 24 else None


_DAY_THEN_HOURS = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))?|today|tomorrow|tonight"
                             r"|morning|afternoon|evening)\s+"
                             r"(?:anytime\s+)?(?:from\s+|between\s+)?"
                             r"\d{1,2}(?:[:.]\d\d)?\s*(?:-|–|to|till|until|and)\s*\d"  # "am i free saturday 8 to 12?"
                             r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+"
                             r"(?:from\s+|between\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:-|–|to|till|until|(?<=between\s\d\s)and|(?<=between\s\d\d\s)and)\s*\d"
                             r"|\b(?:from|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:-|–|to|till|until|and)\s*\d{1,2}(?:[:.]\d\d)?\s+(?:on\s+)?"
                             r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)\b"
                             r"|(?<![\d:/.£$€])\b(?:1[0-2]|[1-9])(?:[:.][0-5]\d)?\s+(?:until|till)\s+(?:1[0-2]|[1-9])(?:[:.][0-5]\d)?\b"
                             r"(?!\s*(?:st|nd|rd|th|[:/]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))",  # "doors 10 til 4"
                             re.I)  # "wed 2nd dec 1 til 5", "1st dec 10.15 till 11.15", "2nd dec between 1 and 3", "from 12 till 1 wed"


_SETTING_UP = re.compile(rf"\b(?:set(?:ting)?\s*up|arriv(?:e|ing)|get(?:ting)?\s+there|load(?:ing)?\s+in)\s+(?:from|at|by)\s+{_CLOCK}", re.I)
_FROM_HOUR = re.compile(r"\s*(?:ish|onwards?)?\s*(?:[,.;!?]|$)", re.I)  # "… fri 4th dec from 7": a bare hour after "from" ends the clause
_EVENING = re.compile(r"\b(?:rehearsals?|reh|book\s+club|quiz(?:\s+night)?|pub|dinner|drinks|party|gig|concert|disco|bingo|supper|choir"
                      r"|band\s+practice|evening|tonight|night)\b", re.I)  # what people do in the evening: "7.30 till 10" is pm


def _time_of_day(text: str, bare_range: bool = False) -> tuple[tuple[int, int] | None, tuple[int, int] | None, list[str]]:
    """(start, end, texts) of the clock times the text states; ``bare_range``: "8 to 12" right after a day
    is a span of hours, with no am/pm said."""
    m = _RANGE.search(text)
    if m and "." in m.group(0) and not (m.group(3) or m.group(6) or bare_range):
        m = None  # "12.50-15.00" with no am/pm is no span of hours said the UK way ("2pm-3.30")
    if m and (m.group(3) or m.group(6) or m.group(2) or m.group(5) or bare_range):
        g = m.groups()
        end = _hour(g[3], g[4], g[5], True)
        start = _hour(g[0], g[1], g[2] or g[5], True)  # "2-3pm": the pm is shared
        if start and end and end <= start and not g[2]:
            start = _hour(g[0], g[1], None, True)
        clock24 = g[3].startswith("0") or start is not None and start[0] >= 13 and g[4] is not None and len(g[3]) == 2  # "18:30–08:00": a night
        if start and end and end <= start and not (g[2] or g[5]) and start[0] < end[0] + 12 < 24 and not clock24:
            end = (end[0] + 12, end[1])  # "12:30-1:30": a lunch, not past midnight
        elif start and end and end <= start and g[2] and g[2].lower().startswith("p") and not g[5] and start[0] < end[0] + 12 < 24:
            end = (end[0] + 12, end[1])  # "7pm to half 8": 20:30, not the next morning
        if start and end and not (g[2] or g[5]) and 7 <= start[0] <= 11 and end[0] <= 12 and _EVENING.search(text):
            start, end = (start[0] + 12, start[1]), (end[0] + 12 if end[0] < 12 else end[0], end[1])  # "reh weds 2nd 7.30 till 10": evening
            end = end if end > start else (start[0] + 1, start[1])
        early = _SETTING_UP.search(text)
        sooner = _hour(early.group(1), early.group(2), early.group(3), True) if early else None
        if start and end and sooner and sooner[0] < 12 <= end[0] and sooner < start:
            start = sooner  # "setting up from 8, doors 10 til 4": the day starts at 8
        if start and end:
            return start, end, [m.group(0).strip()]
    for m in _TIME.finditer(text):
        if not m.group(4) and _STREET.match(text, m.end()):
            continue  # "the valuation at 22 Marsh Lane": a house number
        if "." in m.group(0) and not (m.group(1) or m.group(4)):
            continue  # "version 2.10": a time with a dot only "at 10.30" or "10.30am"
        found = _hour(m.group(2), m.group(3), m.group(4), bare_ok=bool(m.group(1)) or bool(_FROM_HOUR.match(text, m.end())
                                                                                        and text[:m.start()].rstrip().lower().endswith("from")))
        if found and not m.group(4) and 7 <= found[0] <= 10 and _EVENING.search(text):
            found = (found[0] + 12, found[1])  # "quiz night at 7", "choir at 7.30": the evening
        if found:
            return found, None, [m.group(0).strip()]
    m = _NAMED.search(text)
    if m:
        return (_NAMED_HOUR[m.group(1).lower()], 0), None, [m.group(0)]
    return None, None, []


def clock_span(text: str) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """The (hour, minute) of the first clock time the text states ("at 5 in the afternoon", "11 PM", "4pm") and, for
    a span of clock times, where it ends ("between 10:30 a.m. and 7:00 p.m." → 10:30, 19:00); None for either unsaid."""
    start, end, _ = _time_of_day(text)
    return start, end


def duration(amount: str, unit: str) -> dt.timedelta:
    """A length said in words: ("two", "hours") → 2h, ("half an", "hour") → 30m, ("45", "mins") → 45m."""
    n = 0.5 if amount.lower().startswith("half") else float(amount) if amount[0].isdigit() else SMALL_NUMBERS.get(amount.lower(), 1)
    return n * (dt.timedelta(hours=1) if unit.lower().startswith("h") else dt.timedelta(minutes=1))


def next_date(mention: dates.DateMention, today: dt.date) -> dt.date | None:
    """The day a stated date means: with no year, the next one ("December 3"); None for no month and day."""
    if not (mention.month and mention.day):
        return None
    try:
        day = dt.date(mention.year or today.year, mention.month, mention.day)
    except ValueError:
        return None
    return day.replace(year=day.year + 1) if mention.year is None and day < today else day


_MONTH_END = re.compile(r"\b(?:by\s+|at\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|(next)\s+)?month\b", re.I)
_DAYS_LINK = re.compile(r"\s*(?:-|–|to|until|till|through|thru)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:the\s+)?", re.I)


def _day(text: str, today: dt.date) -> tuple[dt.date | None, dt.date | None, list[str]]:
    """(first day, day after the last for a week or a range of days, texts) the text names."""
    span = day_spans.SHARED_MONTH.search(text)  # "mon 10th to fri 14th june": all five days; "between 7 and 11 dec"
    if span and day_spans.two_days(span, text):
        span = None
    if span:
        month = next(i for i, n in enumerate(dates.MONTHS, 1) if n.startswith(span.group(5)[:3].lower()))
        try:
            first, last = (dt.date(today.year, month, int(span.group(g))) for g in (1, 3))
        except ValueError:
            first = last = None
        if first and last and first <= last:
            if last < today:
                first, last = first.replace(year=today.year + 1), last.replace(year=today.year + 1)
            return first, last + dt.timedelta(days=1), [span.group(0)]
    month_end = _MONTH_END.search(text)
    if month_end:  # "due end of the month": its last day
        month = dates.next_month(today) if month_end.group(1) else today
        return month.replace(day=calendar.monthrange(month.year, month.month)[1]), None, [month_end.group(0)]
    span_named = named_span(text, today)  # "before xmas", "sat and sun", "the week of the 14th", "this weekend"
    if span_named:
        return span_named
    mentions = dates.date_mentions(text)
    for first, last in zip(mentions, mentions[1:], strict=False):  # "Friday 19 July to Sunday 21 July": all three days
        linked = _DAYS_LINK.fullmatch(text[first.end:last.start])
        adjacent = re.fullmatch(r"\s*(?:and|&)\s*", text[first.end:last.start])  # "sat 5th and sun 6th": both days
        if (linked or adjacent) and (start := next_date(first, today)) \
                and (end := next_date(last, start)) and 0 < (end - start).days <= (1 if adjacent else 62):
            return start, end + dt.timedelta(days=1), [text[first.start:last.end]]
    for mention in mentions:
        day = next_date(mention, today)
        if day is not None:
            return day, None, [mention.text]
    m = _DAY_WORD.search(text)
    if m:
        word = m.group(1).lower()
        offset = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1}.get(word, 2)
        return today + dt.timedelta(days=offset), None, [m.group(0)]
    m = _ORDINAL_DAY.search(text)
    if m and re.match(r"\w+day\b", m.group(0), re.I):  # "monday the 14th": the 14th (day_clash.py asks if it is no Monday)
        return nth_day(int(m.group(1)), today), None, [m.group(0)]
    found = list(_WEEKDAY.finditer(text))
    named = [w for w in found if not w.group(1) and w.group(2)[:1].isupper() and re.match(r"\s+[A-Z][a-z]", text[w.end():])
             and not re.match(rf"\s+(?:{dates.MONTH_WORD}|Morning|Afternoon|Evening|Night)\b", text[w.end():], re.I)]
    m = next((w for w in found if w not in named), None) or (found[0] if found else None)  # "from Monday Club fri 10am": Friday
    if m:
        ahead = (WEEKDAYS.index(m.group(2).lower()) - today.weekday()) % 7
        if ahead == 0 and (m.group(1) or "").lower() in ("next", "coming"):
            ahead = 7
        if (m.group(1) or "").lower() == "last":  # "put last thurs in": the Thursday just gone
            ahead = -((today.weekday() - WEEKDAYS.index(m.group(2).lower())) % 7 or 7)
        week = _NEXT_WEEK.search(text)
        if week and (0 <= week.start() - m.end() <= 4 or 0 <= m.start() - week.end() <= 4) and (m.group(1) or "").lower() != "last":
            monday = today - dt.timedelta(days=today.weekday()) + dt.timedelta(days=7)  # "tuesday next week", "next week tuesday"
            return monday + dt.timedelta(days=WEEKDAYS.index(m.group(2).lower())), None, [m.group(0), week.group(0)]
        return today + dt.timedelta(days=ahead), None, [m.group(0)]
    m = _IN_DAYS.search(text)
    if m:
        n = int(m.group(1)) if m.group(1).isdigit() else SMALL_NUMBERS[m.group(1).lower()]
        return today + dt.timedelta(days=n * (7 if m.group(2).lower() == "week" else 1)), None, [m.group(0)]
    m = _ORDINAL_DAY.search(text)
    if m and (day := nth_day(int(m.group(1)), today)):
        return day, None, [m.group(0)]
    m = _COMING.search(text)
    if m:  # "over the next month", "in the coming 2 weeks": from today
        n = 1 if not m.group(1) else int(m.group(1)) if m.group(1).isdigit() else SMALL_NUMBERS.get(m.group(1).lower(), 1)
        days = {"day": 1, "week": 7, "month": 30}[m.group(2).lower()] * n
        return today, today + dt.timedelta(days=days), [m.group(0)]
    m = _MONTH.search(text)
    if m:  # "this month", "next month": the calendar month
        first = today.replace(day=1)
        if m.group(1).lower() == "next":
            first = dates.next_month(first)
        return max(first, today), dates.next_month(first), [m.group(0)]
    m = _WEEK.search(text)
    if m:
        monday = today - dt.timedelta(days=today.weekday())
        if m.group(1).lower() == "next":
            monday += dt.timedelta(days=7)
        return max(monday, today), monday + dt.timedelta(days=7), [m.group(0)]
    return None, None, []


_SALE_DAY = re.compile(r"\b(?:black\s+friday|cyber\s+monday)\b", re.I)


_OCLOCK = re.compile(r"(?<![\d:])((?:at|from|to|till|until|by)\s+)?(1[0-2]|[1-9]|" + "|".join(HOUR_WORDS)
                     + r")\s*o'?\s*clock\b", re.I)  # "ten o'clock"
# "twelve noon", "12 midday", and "until noon": the clock time 12pm ("noon" alone stays a named time)
_NOON = re.compile(r"\b(?:(?:12|twelve)\s+(?:noon|midday)|(?<=to\s|ll\s)(?:noon|midday)|(?<=until\s)(?:noon|midday))\b", re.I)


_OLD_MONTH = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(inst|prox|ult)\b\.?", re.I)  # a clerk's months: this, next, last


def when(text: str, now: dt.datetime) -> When | None:
    """The first moment ``text`` names, relative to ``now`` (timezone-aware); None if it names none. A holiday said by its
    name is that day ("from christmas eve"), an hour said "o'clock" that hour; their words kept as the text that said them."""
    said: dict[str, str] = {}

    def day_of(m: re.Match[str]) -> str:
        said[day := day_spans.holiday_day(m.group(0), now.date())] = m.group(0)
        return day

    def hour_of(m: re.Match[str]) -> str:
        number = HOUR_WORDS.get(m.group(2).lower(), m.group(2))
        said[hour := f"{m.group(1) or 'at '}{number}"] = m.group(0)
        return hour

    def noon_of(m: re.Match[str]) -> str:
        said["12pm"] = m.group(0)
        return "12pm"

    def month_of(m: re.Match[str]) -> str:  # "the 27th inst." (this month), "the 13th prox." (next), "the 20th ult." (last)
        first = now.date().replace(day=1)
        month = {"inst": first, "prox": dates.next_month(first),
                 "ult": (first - dt.timedelta(days=1)).replace(day=1)}[m.group(2).lower()]
        said[day := f"{m.group(1)} {month:%B} {month.year}"] = m.group(0)
        return day

    text = _OLD_MONTH.sub(month_of, text)
    text = _NOON.sub(noon_of, _OCLOCK.sub(hour_of, text))  # "gas man coming wed 8 oclock": at 8
    found = _when(day_spans.HOLIDAY.sub(day_of, text), now)
    if found is None or not said:
        return found
    return replace(found, texts=tuple(_said_back(t, said) for t in found.texts))


def _said_back(text: str, said: dict[str, str]) -> str:
    """A found text in the request's own words again ("from 10 until 12pm" → "from ten o'clock until twelve noon")."""
    for put, words in said.items():
        text = text.replace(put, words)
    return text


def _when(text: str, now: dt.datetime) -> When | None:
    today = now.date()
    text = _SALE_DAY.sub(lambda m: "_" * len(m.group(0)), text)  # "that black friday promo email": a sale, no day
    day, day_end, day_texts = _day(text, today)
    rest = text
    for t in day_texts:  # the numbers of a date are not clock times
        rest = rest.replace(t, " ")
    start_time, end_time, time_texts = _time_of_day(rest, bool(_DAY_THEN_HOURS.search(text)))
    if start_time is None and any(t.lower().endswith("tonight") for t in day_texts):
        start_time = (_NAMED_HOUR["tonight"], 0)
    if day is None and start_time is None:
        return None
    tz = now.tzinfo
    if start_time is None:
        start = dt.datetime.combine(day, dt.time(0, 0), tz)
        end = dt.datetime.combine(day_end, dt.time(0, 0), tz) if day_end else None
        return When(start, end, True, tuple(day_texts))
    dated = day is not None
    zone, zone_text = zones.named_zone(text)  # "3pm London time": the clock time is London's
    if zone is not None:
        tz, time_texts = zone, [*time_texts, zone_text]
    if day is None:
        day = today if dt.time(*start_time) > now.time().replace(tzinfo=None) else today + dt.timedelta(days=1)
    start = dt.datetime.combine(day, dt.time(*start_time), tz)
    end = dt.datetime.combine(day, dt.time(*end_time), tz) if end_time else None
    if end is not None and end <= start:
        end += dt.timedelta(days=1)
    back = _BACK_AT.search(rest) if end is None else None
    if back and time_texts and back.start() <= rest.find(time_texts[0]) < back.end():
        back = None  # "…, done by 10" and no other time: its only time, not an end after it
    if back:  # "meet 8:30am …, back about 1pm": it ends then
        found = _hour(back.group(1), back.group(2), back.group(3), True)
        if found and not back.group(3) and found <= start_time and found[0] + 12 < 24 and (found[0] + 12, found[1]) > start_time:
            found = (found[0] + 12, found[1])  # "from half 6, finishing at 9": 21:00
        if found and dt.time(*found) > dt.time(*start_time):
            end = dt.datetime.combine(day, dt.time(*found), tz)
            time_texts.append(back.group(0))
    m = _FOR.search(text) or _LONG_THING.search(text)
    if end is None and m:
        end = start + duration(m.group(1) or "1", m.group(2)) * (1.5 if m.group(3) and not m.group(1) else 1) \
            + (duration("half an", m.group(2)) if m.group(3) and m.group(1) else dt.timedelta())
        time_texts.append(m.group(0))
    return When(start, end, False, tuple(day_texts + time_texts), dated)


# "a 2 hour lesson", "a 45 min session": how long the thing said next lasts
_LONG_THING = re.compile(r"\b(?:an?\s+)?(\d+(?:\.\d+)?|one|two|three|half\s+an?)[\s-]*(hours?|hrs?|minutes?|mins?)()[\s-]+(?=(?:[a-z]+\s+)?"
                         r"(?:lesson|session|meeting|appointment|slot|class|call|walk|job|run|rehearsal|visit|drive)s?\b)", re.I)
_BACK_AT = re.compile(r"\b(?:back|home|finish(?:ing|es)?|done|ends?|ending)\s+(?:by\s+|at\s+)?(?:about\s+|around\s+|roughly\s+|approx\.?\s+)?"
                      r"(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])", re.I)
def window_role(param: str) -> str | None:
    """"start"/"end" for the bounds of a time window (timeMin/timeMax, start_time/end_time), else None
    (updatedMin is a bound on something else)."""
    words = set(re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", param).lower()))
    if not words <= {"time", "date", "min", "max", "start", "end", "from", "to", "until", "since"}:
        return None
    return "end" if words & {"max", "end", "to", "until"} else "start"


_DUE_BOUND = re.compile(r"^due(Min|Max)$")  # Tasks' due-date window: RFC 3339 in words, no format in the schema


def due_bound(param: str, query: str) -> str | None:
    """"start"/"end" for Tasks' dueMin/dueMax when the request asks what is due ("due this week")."""
    m = _DUE_BOUND.match(param)
    return None if not m or not re.search(r"\bdue\b", query, re.I) else "start" if m.group(1) == "Min" else "end"
