"""Gmail's vacation responder from a request: "Turn on my out of office from Dec 22 to Jan 2 saying I'm away".

Gmail's settings.updateVacation replaces the whole setting, so the body always says whether the responder is
on, and when it is turned on, the reply text and the days (epoch milliseconds, whole days in the user's zone).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import day_spans, times

_OFF = re.compile(r"\b(?:turn(?:ing)?\s+off|switch\s+off|disable|stop|end|cancel|remove|no\s+more)\b", re.I)
_BACK_WORD = r"(?:back|returning|in\s+again|open(?:ing)?\s+again|reopen(?:ing|s)?)"  # "back mon 4 jan", "open again sat 8am"
_BACK = re.compile(r"[\s,;(-]+(?:(?:and\s+)?(?:i'?m|i\s+am|we'?re)\s+)?" + _BACK_WORD + r"(?:\s+in(?:\s+the\s+office)?)?\s+(?:on\s+)?",
                   re.I)  # ", back mon 4 jan"
_DAY_ALONE = re.compile(r"(?:the\s+)?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?![\w:/]|\.\d|\s*(?:am|pm|o'?clock|h|hrs?|hours?|days?|mins?)\b)")  # "back 15"
_UNTIL = re.compile(r"\s(?:to|until|till|til|through|thru|-|–)\s+", re.I)


def is_vacation(props: dict[str, Any]) -> bool:
    """A body that is Gmail's VacationSettings."""
    return "enableAutoReply" in props and "responseBodyPlainText" in props


def _ms(moment: dt.datetime) -> str:
    return str(int(moment.timestamp() * 1000))


# Words about the responder itself, not a reply dictated: "mek di email tell people dat by itself when dem write"
_HOW_IT_ANSWERS = re.compile(r"\bwhen\s+(?:they|them|people|anyone|someone|folks?)\s+(?:write|e-?mails?|sends?)\b|\bby\s+(?:itself\s+)?when\b"
                             r"|^\s*(?:tells|lets|says\s+to)\s+(?:people|everyone|them|folks?)\b", re.I)  # "the thing that tells people I'm away"
_ANSWERS_ITSELF = re.compile(r"^\s*(?:answers?|repl(?:y|ies))\s+(?:by\s+(?:itself\s+)?|on\s+its\s+own\s+)?(?:saying\s+|to\s+say\s+)?", re.I)
_CLOSED = re.compile(r"\b(?:closed?|shut|closing)\b", re.I)


def _day(moment_ms: str, zone: dt.tzinfo | None, before: bool = False) -> str:
    """The day of ``moment_ms`` in words; ``before``: the last day before it (the end is the moment the reply stops)."""
    day = dt.datetime.fromtimestamp(int(moment_ms) / 1000 - (1 if before else 0), zone)
    return f"{day:%A} {day.day} {day:%B}"


def said_for_you(query: str, body: dict[str, Any], now: dt.datetime) -> str:
    """A reply for a responder whose words the request does not dictate: the days away (or closed) and the day back."""
    closed = bool(_CLOSED.search(query))
    start, end = body.get("startTime"), body.get("endTime")
    away = "We're closed" if closed else "I'm away"
    if start and end:
        return f"Thank you for your message. {away} from {_day(start, now.tzinfo)} to {_day(end, now.tzinfo, before=True)}; I'll reply when I'm back."
    if start:
        return f"Thank you for your message. {away} from {_day(start, now.tzinfo)}; I'll reply as soon as I can."
    return f"Thank you for your message. {away} at the moment; I'll reply as soon as I can."


def vacation_body(query: str, text: str, now: dt.datetime) -> dict[str, Any]:
    """The settings the request asks for; ``text`` is the reply it dictates ("" when none: one is written from the days)."""
    text = _ANSWERS_ITSELF.sub("", text)  # "the email thing that answer by itself saying we back friday 7am": what it says
    body = _settings(query, "" if _HOW_IT_ANSWERS.search(text) else text, now)
    back = _BACK.search(" " + text) if text and body.get("startTime") and not body.get("endTime") else None
    returns = times.when("on " + re.split(r"\s+and\s+|[,.;]", (" " + text)[back.end():])[0], now) if back else None
    if returns is not None and _ms(returns.start) > body["startTime"]:  # "… saying we're away and back the 14th": it ends then
        first = returns.start.replace(hour=0, minute=0, second=0, microsecond=0) if returns.all_day else returns.start
        body["endTime"] = _ms(first)
    if body["enableAutoReply"] and not body.get("responseBodyPlainText"):
        body["responseBodyPlainText"] = said_for_you(query, body, now)
    return body


def _settings(query: str, text: str, now: dt.datetime) -> dict[str, Any]:
    if _OFF.search(query):
        return {"enableAutoReply": False}
    body: dict[str, Any] = {"enableAutoReply": True}
    if text:
        body["responseBodyPlainText"] = text
    query = query.replace(text, " ") if text else query  # "say I'm back on the 15th": the reply's date, not the days
    query = re.sub(r"[\"“][^\"”]{3,}[\"”]", " ", query) if text else query  # a quoted reply however it was written out
    query = day_spans.months_given(day_spans.shared_month(query), now.date())  # "from 1st to 15th August", "24th till the 4th"
    said = re.split(r"(?:[.!,;]\s+|\s+[-–]\s+)(?:and\s+|pls\s+|please\s+)?say\s+", query, maxsplit=1)[0]
    if said != query and times.when(said, now) is not None and not re.search(r"\b(?:back|open|opens|reopen\w*|return\w*|until|till|til)\b",
                                                                              query[len(said):], re.I):
        query = said  # "… back mon 4th jan. say classes restart the week of the 4th": what the reply is to say names no day of the absence
    start = times.when(query, now)
    if start is None or not start.texts:
        return body
    at = query.find(start.texts[0])
    if re.search(r"\b" + _BACK_WORD + r"\s+(?:on\s+)?$", query[:at], re.I):  # "… wed thru sunday. …, when i get back
        # monday the 30th": the day back ends it; it starts on the other day said, else now
        rest = f"{query[:at]} {query[at + len(start.texts[0]):]}"
        away = times.when(rest, now)
        first = away.start if away is not None and away.start < start.start else now
        body["startTime"], body["endTime"] = _ms(first), _ms(start.start)
        return body
    if re.search(r"\b(?:until|till|til|through|thru)\s*$", query[:at], re.I) or re.match(
            r"(?:until|till|til|through|thru)\b", start.texts[0], re.I):  # "until Friday": from now to its end
        body["startTime"], body["endTime"] = _ms(now), _ms(start.start + dt.timedelta(days=1))
        return body
    body["startTime"] = _ms(start.start)
    after = " " + query[at + len(start.texts[0]):]
    back = _BACK.search(after)
    returns = times.when(after[back.end():], start.start) if back else None
    day = _DAY_ALONE.match(after[back.end():]) if back and returns is None else None
    back_on = day_spans.nth_day(int(day.group(1)), start.start.date() + dt.timedelta(days=1)) if day else None
    if back_on:  # "I go Asmara 1 december, back 15": the 15th after the day away begins
        body["endTime"] = _ms(dt.datetime.combine(back_on, dt.time(), start.start.tzinfo))
        return body
    if returns is not None:  # "from sat 19 dec, back mon 4 jan": until the day the user is back begins
        first = returns.start if returns.start > start.start else returns.start.replace(year=returns.start.year + 1)
        body["endTime"] = _ms(first.replace(hour=0, minute=0, second=0, microsecond=0) if returns.all_day else first)
        return body
    to = _UNTIL.search(after)
    end = (times.when(to.string[to.end():], start.start) or times.when(to.string[to.start():], start.start)) if to else None  # "till the 27th"
    if end is not None:  # "from Dec 22 to Jan 2": through the whole last day (Jan 2 after Dec 22: next year's)
        last = end.start if end.start > start.start else end.start.replace(year=end.start.year + 1)
        body["endTime"] = _ms(last + dt.timedelta(days=1) if end.all_day else last)
    elif start.end is not None:  # "next week"
        body["endTime"] = _ms(start.end)
    return body
