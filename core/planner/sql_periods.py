"""Periods a request names over a table's day column ("this week", "in december", "since sept", "last year") and
the rows listed for one ("list my services coming up in december … in date order"). Part of sql_requests.py."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner.dates import next_month

YEAR = re.compile(r"\b(?:this|last|next)\s+(?:year|yr)\b|\b(?:in|for|during)\s+((?:19|20)\d\d)\b(?!\s*-)", re.I)
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_SINCE_MONTH = re.compile(r"\bsince\s+(?:the\s+)?(?:(?:start|beginning)\s+of\s+)?(" + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)", re.I)
_MONTH = re.compile(r"\b(?:in|for|during)\s+(" + "|".join(MONTHS) + r")[a-z]*\b(?:\s+(\d{4}))?", re.I)
_MONTHS_SAID = re.compile(r"\b(?:in|for|during|between|from)\s+(" + "|".join(MONTHS) + r")[a-z]*\s+(?:and|n|to|till|until|-|–|&)\s+("
                          + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)", re.I)
_THIS_MONTH = re.compile(r"\b(this|last)\s+month\b", re.I)


PERIOD = re.compile(r"\b(today|tomorrow|tmrw|yesterday)\b|\b(this|next|last)\s+week\b"
                    r"|\b(?:in|for|during)\s+(" + "|".join(MONTHS) + r")[a-z]*\b(?!\s*\d)"
                    r"|\b(?:up\s+to|up\s+till|till|til|until|before|to)\s+(xmas|christmas)\b", re.I)  # "from now up to xmas"


def month_begun(word: str, today: dt.date) -> dt.date:
    """The 1st of the last month so named that has begun ("sept" on 26 Nov 2026: 1 Sep 2026; "dec": 1 Dec 2025)."""
    number = MONTHS.index(word.lower()[:3]) + 1
    return dt.date(today.year if number <= today.month else today.year - 1, number, 1)


def period(said: re.Match[str], today: dt.date) -> tuple[str, str]:
    """The first and last day (ISO) a PERIOD match names; a week runs Monday to Sunday, a month is this year's."""
    if said.group(4):  # "up to xmas": from today to Christmas Eve
        return today.isoformat(), dt.date(today.year, 12, 24).isoformat()
    if said.group(3):  # "in december": that month of this year
        first = dt.date(today.year, MONTHS.index(said.group(3).lower()[:3]) + 1, 1)
        return first.isoformat(), (next_month(first) - dt.timedelta(days=1)).isoformat()
    if said.group(1):
        day = today + dt.timedelta(days={"today": 0, "tomorrow": 1, "tmrw": 1, "yesterday": -1}[said.group(1).lower()])
        return day.isoformat(), day.isoformat()
    monday = today - dt.timedelta(days=today.weekday()) + dt.timedelta(weeks={"this": 0, "next": 1, "last": -1}[said.group(2).lower()])
    return monday.isoformat(), (monday + dt.timedelta(days=6)).isoformat()


_DATE_ORDER = re.compile(r"\b(?:in\s+)?date\s+order\b|\bsoonest\s+first\b|\bby\s+date\b|\bcoming\s+up\b", re.I)


def listed_rows(request: str, table: str, columns: list[tuple[str, str]], today: dt.date) -> dict[str, Any] | None:
    """"list my services coming up in december from services.db in date order": the rows of the period said, by the
    table's day column, in date order; every row when no period or order is said; None when one is said and no single
    day column fits (asked: a whole table is no answer to "in december")."""
    said = re.sub(r"\b[\w-]+(?:\.(?:db|sqlite3?)|\s+(?:db|database))\b", " ", _DATE_ORDER.sub(" ", request), flags=re.I)  # "orders db"
    starts = {w.lower()[:5] for w in re.findall(r"[A-Za-z]{5,}", said)}
    days = dated_columns([c for c, _ in columns])
    days = [d for d in days if len(d.split("_")[0]) >= 5 and d.lower()[:5] in starts] or days  # "deliveries": delivery_date
    said = PERIOD.search(request)
    if not (said or _DATE_ORDER.search(request)):
        return {"sql": f'SELECT * FROM "{table}" LIMIT 100'}
    if len(days) != 1:
        return None
    where, params = "", []
    if said:
        where, params = f' WHERE date("{days[0]}") BETWEEN ? AND ?', list(period(said, today))
    return {"sql": f'SELECT * FROM "{table}"{where} ORDER BY "{days[0]}" LIMIT 100', **({"params": params} if params else {})}


def dated_columns(columns: Any) -> list[str]:
    """The column names that hold a day: "date", "sold_on", "due_date", "created_at", "check_in"."""
    return [c for c in columns if c.lower() in ("date", "check_in", "check_out", "checkin", "checkout")
            or c.lower().endswith(("_date", "_on", "_at")) or c.lower().startswith("date_")]  # "date_issued"


def year_said(year: re.Match[str], today: dt.date) -> str:
    """The year "in 2024" / "this year" / "last year" names."""
    return year.group(1) or str(today.year + {"last": -1, "next": 1}.get(year.group(0).lower().split()[0], 0))
