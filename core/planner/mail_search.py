"""Gmail's search box from a request's words: "Show unread emails from Sarah about the invoice from last
week" → "from:Sarah invoice is:unread newer_than:7d".

Gmail's own operators say what plain words cannot: is:unread / is:starred / is:important,
has:attachment, category:promotions, older_than:1y, newer_than:7d, and a day as after/before epoch
seconds (exact in the user's own time zone; Gmail reads dates in its own). The rest are search words.
"""

from __future__ import annotations

import datetime as dt
import re

from core.planner import dates, day_spans, extract, times
from core.planner.numeric import key

_UNIT = {"day": "d", "week": "w", "month": "m", "year": "y"}
_AMOUNT = r"(\d+|a|an|one|two|three|four|six)"
# (pattern, operator) — each pattern's words leave the plain search words.
_OPERATORS = (
    (re.compile(r"\bunread\b", re.I), "is:unread"),
    (re.compile(r"\bstarred\b", re.I), "is:starred"),
    (re.compile(r"\b(?:marked\s+)?important\b", re.I), "is:important"),
    (re.compile(r"\b(?:with|has|having|that have)\s+(?:an?\s+)?attachments?\b|\battachments?\b", re.I), "has:attachment"),
    (re.compile(r"\b(?:in\s+(?:the\s+)?|from\s+)?(promotions|social|updates|forums)(?:\s+(?:tab|category))?\b", re.I), "category:{0}"),
)
_IN_SUBJECT = re.compile(r"\b(?:with|that\s+(?:have|has)|having)\s+(?!an?\s|the\s|any\s)(['\"‘“]?[\w£&'-]+(?:\s+[\w£&'-]+){0,4}?['\"’”]?)\s+in\s+(?:the\s+)?subject(?:\s+line)?\b", re.I)
_MENTIONING = re.compile(r"\b(?:(?:that|which)\s+(?:mentions?|says?|contains?|talks?\s+about)|mentioning)\s+(?:the\s+words?\s+)?['\"‘“]?(?:(?:the|a|an|our)\s+)?"
                         r"((?!(?:me|my|him|her|it|them|us)\b)[\w£&'-]+(?:\s+[\w£&'-]+){0,4}?)['\"’”]?"
                         r"(?=\s+(?:since|from|in|this|last|before|after|today|yesterday|over|during)\b|\s*[.?!,;]|\s*$)", re.I)
_MARKING = re.compile(r"^\s*(?:please\s+)?(?:mark|flag|star|unstar|label)\b", re.I)
_OLDER = re.compile(rf"\bolder\s+than\s+{_AMOUNT}\s+(day|week|month|year)s?\b", re.I)
_NEWER = re.compile(rf"\b(?:(?:from|in|during|over)\s+)?the\s+(?:last|past)\s+{_AMOUNT}?\s*(day|week|month|year)s?\b"
                    r"|\b(?:from\s+)?last\s+(week|month|year)\b", re.I)


def _span(amount: str | None, unit: str) -> str:
    n = int(amount) if amount and amount.isdigit() else times.SMALL_NUMBERS.get((amount or "a").lower(), 1)
    if unit.lower() == "week":
        return f"{7 * n}d"
    return f"{n}{_UNIT[unit.lower()]}"


def operators(request: str) -> tuple[list[str], str]:
    """(Gmail operators the request states, the request without their words)."""
    found: list[str] = []
    marking = _MARKING.match(request)  # "Mark the email from Sarah as unread": what it becomes, not a filter
    for pattern, operator in _OPERATORS:
        m = pattern.search(request)
        if m:
            if not (marking and operator.startswith("is:")):
                found.append(operator.format(*(g.lower() for g in m.groups() if g)))
            request = request[:m.start()] + " " + request[m.end():]
    m = _IN_SUBJECT.search(request)
    if m:  # "unread emails with stall booking in the subject": those words in the subject line, together
        said = m.group(1).strip(" '\"‘’“”")
        found.append(f'subject:"{said}"' if " " in said else f"subject:{said}")
        request = request[:m.start()] + " " + request[m.end():]
    m = _MENTIONING.search(request)
    if m:  # "unread emails that mention picture round": that phrase, together
        found.append(f'"{m.group(1)}"' if " " in m.group(1) else m.group(1))
        request = request[:m.start()] + " " + request[m.end():]
    m = _OLDER.search(request)
    if m:
        found.append(f"older_than:{_span(m.group(1), m.group(2))}")
        request = request[:m.start()] + " " + request[m.end():]
    m = _NEWER.search(request)
    if m:
        unit = m.group(2) or m.group(3)
        found.append(f"newer_than:{_span(m.group(1), unit)}")
        request = request[:m.start()] + " " + request[m.end():]
    return found, request


_IN_MONTH = re.compile(r"\b(?:in|during|from|back\s+in|since)\s+(?:the\s+)?(?:(?:start|end|middle|beginning)\s+of\s+)?("
                       + "|".join(f"{m[:3]}(?:{m[3:]})?" if len(m) > 3 else m for m in dates.MONTHS) + r")\b(?!\s+\d)", re.I)


def _month_bounds(request: str, now: dt.datetime) -> tuple[list[str], tuple[str, ...]]:
    """after:/before: for a month the request names without a day ("it came some time in april"): the last
    such month that has begun (mail already received)."""
    m = _IN_MONTH.search(request)
    if not m:
        return [], ()
    month = next(i for i, name in enumerate(dates.MONTHS, 1) if name.startswith(m.group(1).lower()[:3]))
    year = now.year if month <= now.month else now.year - 1
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    end = start.replace(year=year + (month == 12), month=month % 12 + 1)
    if m.group(0).lower().startswith("since"):  # "since start of nov": from then until now
        return [f"after:{int(start.timestamp())}"], (m.group(0),)
    return [f"after:{int(start.timestamp())}", f"before:{int(end.timestamp())}"], (m.group(0),)


_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)


def day_bounds(request: str, now: dt.datetime | None) -> tuple[list[str], tuple[str, ...]]:
    """after:/before: for a day the request names ("today", "on Friday") or a month ("in april"), and the
    words that said it."""
    day = times.when(request, now) if now is not None else None
    if day is None and now is not None:
        return _month_bounds(request, now)
    if day is None or not day.all_day:
        return [], ()
    since = re.search(rf"\b(?:since|after|from)\s+(?:(?:last|this|the)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:the\s+)?)?"
                      rf"{re.escape(day.texts[0])}", request, re.I) if day.texts else None
    if since:  # "since 1st may": from that day until now
        start = day.start if day.start <= now else day.start.replace(year=day.start.year - 1)  # "since 1st may" is the past one
        if day.start > now and not dates.date_mentions(since.group(0)):  # "since fri 20th" (no month said): this month's 20th
            past = day_spans.last_nth_day(day.start.day, now.date())
            start = dt.datetime.combine(past, dt.time(), day.start.tzinfo) if past else start
        return [f"after:{int(start.timestamp())}"], (since.group(0),)
    start, end = day.start, day.span_end()
    if start > now:  # no mail has come on a day still to come
        said = day.texts[0] if day.texts else ""
        about = re.search(rf"\b(?:about|for|re)\b[^,.;:!?]*?{re.escape(said)}", request, re.I) if said else None
        if about or not _WEEKDAY.search(said) or re.search(r"\d", said):  # "… for deirdres wedding sat": the day it is about
            return [], day.texts
        start, end = start - dt.timedelta(days=7), end - dt.timedelta(days=7)  # "the emails from bob on friday": last Friday
    this = re.search(r"\bthis\s+(week|month)\b", day.texts[0], re.I) if day.texts else None
    if this:  # mail this week or month has come already: from its first day, not from today
        start = start - dt.timedelta(days=start.weekday()) if this.group(1).lower() == "week" else start.replace(day=1)
    return [f"after:{int(start.timestamp())}", f"before:{int(end.timestamp())}"], day.texts


def asked_first(request: str, words: list[str]) -> list[str]:
    """The search ``words`` of a question (up to its "?"), when it has some: what follows says why ("hun has that email from Very
    come thru about my refund yet?? sent that green dress back …"), but for a name in it or what it is about ("… ? rachel sumthing,
    about the stall")."""
    asked = re.search(r"\?+\s+(?=\w)(.*)$", request, re.S)
    before = {key(w) for w in extract.content_words(request[:asked.start()])} & {key(w) for w in words} if asked else set()
    if not before:
        return words
    named = re.findall(r"(?<=[a-z,] )((?-i:[A-Z])[\w'&-]+)|\b(?:about|from|re|called|named)\s+(?:the\s+)?([\w'&-]+)", asked.group(1), re.I)
    before |= {key(w) for pair in named for w in pair if w}
    return [w for w in words if key(w) in before]
