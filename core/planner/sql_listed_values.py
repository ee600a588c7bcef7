"""A new row's values listed one after another ("Ms Begum, 9X2, fri 4th dec period 3, flame tests, lab S2"): split where
a column's name starts a value inside another, kept whole after "note:", and put in the columns that can hold them."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, sql_people, times
from core.planner.sql_named_rows import said_as
from core.planner.sql_said_columns import DAY_COLUMN, NUMERIC, in_column

Columns = list[tuple[str, str]]


def regrouped(values: list[str], columns: Columns) -> list[str]:
    """``values`` with "fri 4th dec period 3" as "fri 4th dec", "period 3" (a column's name and its number or ":" value
    at the end of another value; "not paid yet" stays whole), and "note: woke at 2am, settled with warm milk" whole (a text column's label, then what follows it
    up to the next column's label)."""
    names = [c for c, _ in columns if not (c.lower() == "id")]
    said = "|".join(said_as(c) for c in names)
    label = re.compile(rf"^\s*({said})\b\s*[:=]", re.I) if names else None
    starts = re.compile(rf"^\s*({said})\b", re.I) if names else None
    split: list[str] = []
    dialled = any(sql_people.is_phone_column(c) for c in names)
    for value in values:
        value = _WHERE_IT_IS.sub("", value)  # "not paid yet. bookings.db in ~/cattery": where the database is, no value
        called = re.fullmatch(rf"(.*[A-Za-z].*?)\s+({sql_people.PHONE_NUMBER.pattern})", value) if dialled else None
        if called:  # "Mr Daniel Reeve 07700 900765": a name, and a phone number
            split.extend([called.group(1), called.group(2)])
            continue
        inner = re.search(rf"^(.*?\S)\s+((?:{said})(?:\s*[:=]\s*\S|\s+\d).*)$", value, re.I) if names else None
        split.extend([inner.group(1), inner.group(2)] if inner and not starts.match(value) else [value])
    merged: list[str] = []
    for value in split:
        if merged and label and label.match(merged[-1]) and not starts.match(value) \
                and not NUMERIC.search(dict(columns).get(_column_of(label.match(merged[-1]).group(1), names), "")):
            merged[-1] = f"{merged[-1]}, {value.strip()}"  # "note: woke at 2am with nightmare, settled with …": one note
        else:
            merged.append(value)
    return merged


_WHERE_IT_IS = re.compile(r"\.\s+(?:(?:the\s+|my\s+)?(?:db|database)\b|[\w-]+\.(?:db|sqlite3?)\b|(?:it'?s|its)\s+in\s+~).*$", re.I | re.S)


def _column_of(said: str, names: list[str]) -> str:
    return next((c for c in names if re.fullmatch(said_as(c), said, re.I)), said)




TIME_SAID = re.compile(r"\s*(?:at\s+)?\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\s*", re.I)  # "11.20", "at 2pm"
TIME_COLUMN = re.compile(r"time$", re.I)  # "service_time", "start_time": a time of day, said alone


def fits(value: str, column: str, declared: str, today: dt.date | None) -> bool:
    """Whether a value can go in a column: a day column takes a day, a number column a number (and only a number column
    a sum of money), an e-mail column an address, a phone column a number to dial."""
    if re.search(r"e-?mail", column, re.I):
        return bool(re.fullmatch(r"\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s*", value))
    if sql_people.is_phone_column(column):
        return bool(re.fullmatch(r"\s*\+?\d[\d ()-]{6,}\d\s*", value))
    if NUMERIC.search(declared.upper()):
        return bool(re.search(r"\d", value))
    if re.fullmatch(r"\s*[£$€]\s?\d[\d,]*(?:\.\d+)?\s*", value):
        return False  # "£6": money, for a number column only (a text "area" column took it)
    if TIME_COLUMN.search(column):  # "service_time": "11.20", "2pm"
        return bool(TIME_SAID.fullmatch(value))
    if DAY_COLUMN.search(column):
        now = dt.datetime.combine(today or dt.date.today(), dt.time(), dt.UTC)
        return bool(dates.date_mentions(value)) or value.strip().lower() in ("today", "tomorrow", "yesterday") \
            or bool((found := times.when(value, now)) and found.dated)
    return True


def in_order(left: Columns, values: list[str], today: dt.date | None, unplaced: list[str] | None = None) -> dict[str, Any]:
    """The values in the columns left, in order; a column that cannot hold the next value is passed over ("flame tests"
    is no date), so one value said out of place does not shift the rest into the wrong columns. A value no column left
    can hold goes to ``unplaced``."""
    row: dict[str, Any] = {}
    free, rest = list(left), []
    for value in values:  # "allergic to latex": the allergies column, by the word's start
        own = next(((c, d, m) for c, d in free
                    if len(c) >= 5 and (m := re.match(rf"\s*{re.escape(c[:5])}\w*\s+(?:to\s+|of\s+|:\s*)?(\S.*)", value, re.I))), None) or next(
            ((c, d, m) for c, d in free if len(c) >= 6 and not NUMERIC.search(d.upper())
             and (m := re.fullmatch(rf"\s*([a-z][\w' -]*?)\s+{re.escape(c[:6])}\w*\s*", value, re.I))), None)  # "hilary directed": director
        if own and not NUMERIC.search(own[1].upper()):  # "deliver sat 5th dec": the day, as the day column keeps it
            said = own[2].group(1).strip()
            row[own[0]] = in_column(said, own[0], own[1], today) if DAY_COLUMN.search(own[0]) else said
            free.remove(own[:2])
        else:
            rest.append(value)
    for value in rest:
        day_column = next(((c, d) for c, d in free if DAY_COLUMN.search(c) and not NUMERIC.search(d.upper())), None)
        fit = day_column if day_column and fits(value, *day_column, today) else None  # "wed 9th dec": the day, not a name
        fit = fit or next(((c, d) for c, d in free if TIME_COLUMN.search(c) and not NUMERIC.search(d.upper())
                           and fits(value, c, d, today)), None)  # "11.20": the time column, not the next text one
        fit = fit or next(((c, d) for c, d in free if fits(value, c, d, today)), None)
        if fit is None:
            if unplaced is not None:
                unplaced.append(value)
            continue
        at = free.index(fit)  # a column passed over because it could not hold this value waits for a later one
        free = [(c, d) for c, d in free[:at] if not fits(value, c, d, today)] + free[at + 1:]  # "wood burner, wed 9th dec"
        row[fit[0]] = in_column(value, fit[0], fit[1], today)
    return row
