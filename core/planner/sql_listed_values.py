"""A new row's values listed one after another ("Ms Begum, 9X2, fri 4th dec period 3, flame tests, lab S2"): split where
a column's name starts a value inside another, kept whole after "note:", and put in the columns that can hold them."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import dates, times
from core.planner.sql_said_columns import DAY_COLUMN, NUMERIC, in_column

Columns = list[tuple[str, str]]


def _said_as(column: str) -> str:
    return re.escape(column).replace("_", "[_ ]")


def regrouped(values: list[str], columns: Columns) -> list[str]:
    """``values`` with "fri 4th dec period 3" as "fri 4th dec", "period 3" (a column's name and its number or ":" value
    at the end of another value; "not paid yet" stays whole), and "note: woke at 2am, settled with warm milk" whole (a text column's label, then what follows it
    up to the next column's label)."""
    names = [c for c, _ in columns if not (c.lower() == "id")]
    label = re.compile(rf"^\s*({'|'.join(_said_as(c) for c in names)})\b\s*[:=]", re.I) if names else None
    starts = re.compile(rf"^\s*({'|'.join(_said_as(c) for c in names)})\b", re.I) if names else None
    split: list[str] = []
    for value in values:
        inner = re.search(rf"^(.*?\S)\s+((?:{'|'.join(_said_as(c) for c in names)})(?:\s*[:=]\s*\S|\s+\d).*)$", value, re.I) if names else None
        split.extend([inner.group(1), inner.group(2)] if inner and not starts.match(value) else [value])
    merged: list[str] = []
    for value in split:
        if merged and label and label.match(merged[-1]) and not starts.match(value) \
                and not NUMERIC.search(dict(columns).get(_column_of(label.match(merged[-1]).group(1), names), "")):
            merged[-1] = f"{merged[-1]}, {value.strip()}"  # "note: woke at 2am with nightmare, settled with …": one note
        else:
            merged.append(value)
    return merged


def _column_of(said: str, names: list[str]) -> str:
    return next((c for c in names if re.fullmatch(_said_as(c), said, re.I)), said)


def _fits(value: str, column: str, declared: str, today: dt.date | None) -> bool:
    """Whether a value can go in a column: a day column takes a day, a number column a number."""
    if NUMERIC.search(declared.upper()):
        return bool(re.search(r"\d", value))
    if DAY_COLUMN.search(column) and re.search(r"date|_on$|^dob$", column, re.I):
        now = dt.datetime.combine(today or dt.date.today(), dt.time(), dt.UTC)
        return bool(dates.date_mentions(value)) or value.strip().lower() in ("today", "tomorrow", "yesterday") \
            or bool((found := times.when(value, now)) and found.dated)
    return True


def in_order(left: Columns, values: list[str], today: dt.date | None) -> dict[str, Any]:
    """The values in the columns left, in order; a column that cannot hold the next value is passed over ("flame tests"
    is no date), so one value said out of place does not shift the rest into the wrong columns."""
    row: dict[str, Any] = {}
    free = list(left)
    for value in values:
        fit = next(((c, d) for c, d in free if _fits(value, c, d, today)), None)
        if fit is None:
            continue
        free = free[free.index(fit) + 1:]
        row[fit[0]] = in_column(value, fit[0], fit[1], today)
    return row
