"""A new row's values said as one pair for two columns: "7pm till 11pm" (start and end times), "in fri 4 dec out sun 6
dec" (check-in and check-out), "home visit tues 8th at half 10" (the day and the time of one visit)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, shorthand, times
from core.planner.sql_flags import is_paid_day
from core.planner.sql_said_columns import DAY_COLUMN, in_column

_CLOCK_RANGE = re.compile(r"\s*\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\s*", re.I)
_DAY_TO_DAY = re.compile(r"\s*(?:from\s+)?(.+?)\s+(?:to|till|until|-|–)\s+(.+?)\s*", re.I)
_DAY_PAIRS = ((r"check_?in|in_date|in_day", r"check_?out|out_date|out_day"), (r"arrive|arrival|arrives|arriving", r"depart|departure|leaves|leaving"),
              (r"start_date|start|starts|date_from|from_date", r"end_date|end|ends|date_to|to_date"))
_IN_AND_OUT = re.compile(r"\s*(?:in|arriving|arrives)\s+(.+?)\s*,?\s+(?:out|leaving|leaves|departing)\s+(.+?)\s*", re.I)


def _column_for(columns: list[tuple[str, str]], pattern: str) -> str | None:
    return next((c for c, _ in columns if re.fullmatch(pattern, c, re.I)), None)


def paired(values: list[str], columns: list[tuple[str, str]], today: dt.date) -> dict[str, Any]:
    """A new row's values said as one pair for two columns, taken out of ``values``: "7pm till 11pm" → start_time 19:00,
    end_time 23:00; "in fri 4 dec out sun 6 dec" → check_in, check_out. {} when none is said or the columns are missing."""
    row: dict[str, Any] = {}
    hours = next((v for v in values if _CLOCK_RANGE.fullmatch(v)), None)
    clocks = [_column_for(columns, rf"{side}_?time|{side}s?_at|time_{side}|{side}") for side in ("start", "end")]
    if hours and all(clocks):
        found = times.when(f"from {hours}", dt.datetime.combine(today, dt.time(), dt.UTC))
        if found is not None and found.end is not None:
            row[clocks[0]], row[clocks[1]] = found.start.strftime("%H:%M"), found.end.strftime("%H:%M")
            values.remove(hours)
    row.update(_day_and_hour(values, [c for c in columns if c[0] not in row], today))
    for value in list(values):  # "in fri 4 dec out sun 6 dec", "30/12/26 to 2/1/27": the two day columns
        stay = _IN_AND_OUT.fullmatch(value) or _DAY_TO_DAY.fullmatch(value)
        said = stay.groups() if stay else ()
        later = next(iter(dates.date_mentions(said[1])), None) if len(said) == 2 else None
        if later and later.month and re.fullmatch(r"(?:[a-z]{3,9}\.?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?", said[0].strip(), re.I):
            said = (f"{said[0]} {said[1][later.start + len(str(later.day)) + 2:].strip()}", said[1])  # "sat 17th to sat 24th july"
        if not stay or (stay.re is _DAY_TO_DAY and not all(dates.date_mentions(d) for d in said)):
            continue
        ends = next((pair for pair in ([_column_for(columns, p) for p in sides] for sides in _DAY_PAIRS) if all(pair)), None)
        if ends and not set(ends) & set(row):
            for col, day in zip(ends, said, strict=True):  # each a day, whatever the column is called ("arrive")
                row[col] = in_column(day, "date", dict(columns)[col], today)
            first, last = (row[c] for c in ends)
            if isinstance(first, str) and isinstance(last, str) and re.fullmatch(r"\d{4}-\d\d-\d\d", last) and last < first:
                row[ends[1]] = f"{int(last[:4]) + 1}{last[4:]}"  # "18th dec to 2nd jan": January of the next year
            values.remove(value)
    spans = [(c, e) for c, _ in columns if c.lower().startswith("start_") and (e := _column_for(columns, "end_" + re.escape(c[6:])))]
    for value in list(values) if len(spans) == 1 and not set(spans[0]) & set(row) else []:
        said = re.fullmatch(r"\s*(?:running|from|runs)?\s*(\S.*?)\s+(?:to|till|until|-|–)\s+(\S.*?)\s*", value, re.I)
        if said:  # "running jan to jun 2027": start_issue jan 2027, end_issue jun 2027
            year = re.search(r"\b(?:19|20)\d\d$", said.group(2))
            first = said.group(1) if not year or re.search(r"\b(?:19|20)\d\d\b", said.group(1)) else f"{said.group(1)} {year.group(0)}"
            row[spans[0][0]], row[spans[0][1]] = first, said.group(2)
            values.remove(value)
            break
    return row


def _day_and_hour(values: list[str], columns: list[tuple[str, str]], today: dt.date) -> dict[str, str]:
    """"home visit tues 8th at half 10" for a table with one day column and one time column: visit_date 2026-12-08,
    visit_time 10:30, and "home visit" left in ``values`` for another column; {} when no value says both."""
    days = [c for c, _ in columns if DAY_COLUMN.search(c) and not is_paid_day(c) and not re.search(r"birth|dob|_at$", c, re.I)]
    clocks = [c for c, _ in columns if re.fullmatch(r"(?:[a-z]+_)?time", c, re.I)]
    for i, value in enumerate(values if len(days) == 1 and len(clocks) == 1 else []):
        found = times.when(shorthand.expand(value), dt.datetime.combine(today, dt.time(), dt.UTC))
        if found and found.dated and not found.all_day and found.end is None:
            rest = shorthand.expand(value)
            for text in found.texts:
                rest = rest.replace(text, " ")
            values[i] = re.sub(r"\s+", " ", re.sub(r"\b(?:at|on|for)\b", " ", rest)).strip(" ,.-")
            values[:] = [v for v in values if v]
            return {days[0]: found.start.date().isoformat(), clocks[0]: found.start.strftime("%H:%M")}
    return {}
