"""Changes to objects that exist: what a request sets and nothing else.

A new title only from "rename … to X", a new place from "change the location … to X", a to-do's status from "mark … as done", Gmail labels from "star /
archive / mark as read", a new time that keeps the object's own day or clock time and length, and
guests added to the ones an event already has (a patch's list replaces the whole list).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from core.planner import extract, mail_labels, times
from core.planner.times import When, rfc3339

_RENAMED = re.compile(r"\b(?:rename|retitle|(?:title|name|subject)\b.*?)\b.*?\s(?:to|as)\s+(.+)$", re.I)
_RELOCATED = re.compile(r"\b(?:location|place|venue|room|address)\b.*?\s(?:to|as)\s+(.+)$", re.I)
_DONE = re.compile(r"\b(?:done|complete|completed|finished|checked off|check off|tick off)\b", re.I)
_UNDONE = re.compile(r"\b(?:not done|undone|incomplete|not complete|not finished|uncheck|reopen)\b", re.I)


def changes_existing(method: str) -> bool:
    """Whether the method changes an object that exists (events.patch, files.update), whose title the
    request names to find it, not to set it."""
    return method.rsplit(".", 1)[-1].startswith(("patch", "update"))


def new_title(query: str) -> str | None:
    """The new name a change request gives ("Rename the file "notes" to "meeting notes"", "Change the
    title of Friday's event to Team Lunch"), or None."""
    m = _RENAMED.search(query)
    if not m:
        return None
    quoted = extract.quoted_runs(m.group(1))
    if quoted and quoted[0]:
        return quoted[0][0]
    text = m.group(1).strip().rstrip(".!?").strip("\"'“”‘’")
    return text or None


# "the hike on sat is meeting at the church car park now, not the hut": where it is now (not a time: "is now at 3pm",
# "is in for tmrw at 10")
_NOW_AT = re.compile(r"\b(?:is|are|'s)\s+(?:now\s+)?(?:meeting|being\s+held|happening|taking\s+place|held|on)?\s*(?:at|in)\s+"
                     r"(?!\d|noon|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|for\b|today|tomorrow|tonight)(.+?)(?:\s+now\b|\s+instead\b|,|\s[-–]\s|[.!?]|$)",
                     re.I)


def new_location(query: str) -> str | None:
    """The new place a change request gives ("Change the location of the team sync to Room 4", "the hike is meeting at
    the church car park now"), or None."""
    m = _RELOCATED.search(query)
    now_at = _NOW_AT.search(query) if not m or re.match(r"\s*(?:for\s+me|please|pls)?\s*[.!?]?\s*$", m.group(1), re.I) else None
    if now_at:
        return " ".join(now_at.group(1).split()) or None
    place = re.split(r"\s[-–]\s", m.group(1))[0] if m else ""  # "… to the Methodist Hall, King St - St Mary's has a wedding on"
    return " ".join(place.strip().rstrip(".!?").strip("\"'“”‘’").split()) or None


def status_change(query: str, spec: dict[str, Any]) -> str | None:
    """Tasks' status for "Mark the laundry task as done" ("completed") or "… as not done" ("needsAction")."""
    if 'completed' not in str(spec.get("description", "")):
        return None
    if _UNDONE.search(query):
        return "needsAction"
    return "completed" if _DONE.search(query) else None


# Gmail's system labels for what people do to a message.
_LABEL_ACTIONS = (
    (re.compile(r"\bunstar", re.I), "removeLabelIds", "STARRED"),
    (re.compile(r"\bstar", re.I), "addLabelIds", "STARRED"),
    (re.compile(r"\barchive", re.I), "removeLabelIds", "INBOX"),
    (re.compile(r"\bas unread\b", re.I), "addLabelIds", "UNREAD"),
    (re.compile(r"\bas read\b", re.I), "removeLabelIds", "UNREAD"),
    (re.compile(r"\bas (?:not important|unimportant)\b", re.I), "removeLabelIds", "IMPORTANT"),
    (re.compile(r"\bas important\b", re.I), "addLabelIds", "IMPORTANT"),
)


def label_change(query: str) -> dict[str, list[str]]:
    """Gmail label changes for "Star the email …", "Archive …", "Mark … as read": {addLabelIds/removeLabelIds}."""
    change: dict[str, list[str]] = {}
    for pattern, field, label in _LABEL_ACTIONS:
        if pattern.search(query) and label not in change.get("addLabelIds", []) + change.get("removeLabelIds", []):
            change.setdefault(field, []).append(label)
    for field, names in mail_labels.named(query).items():  # "under my Receipts label": the user's own, by name
        change.setdefault(field, []).extend(names)
        if field == "addLabelIds" and re.match(r"\s*(?:please\s+)?move\b", query, re.I) and "INBOX" not in str(change):
            change.setdefault("removeLabelIds", []).append("INBOX")  # "move it to my Receipts folder": out of the inbox
    return change


_SHIFT = re.compile(r"\b(back|forward|on|later|earlier)\s+(?:by\s+)?(an?|one|two|three|half\s+an|\d+(?:\.\d+)?)\s*(hours?|minutes?)\b"
                    r"|\b(an?|one|two|three|half\s+an|\d+(?:\.\d+)?)\s*(hours?|minutes?)\s+(later|earlier)\b", re.I)


def shift(text: str) -> dt.timedelta | None:
    """How far a request moves something from its own time: "push it back an hour" → +1h, "30 minutes earlier"
    → -30m; None when it says no such shift."""
    m = _SHIFT.search(text)
    if not m:
        return None
    way, amount, unit = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(4), m.group(5))
    size = times.duration(amount, unit)
    return -size if way.lower() in ("forward", "earlier") else size


def retimed(body: dict[str, Any], item: dict[str, Any], target: When | None, by: dt.timedelta | None = None) -> dict[str, Any]:
    """``body``'s new start/end once the object it moves is known: a clock time alone ("to 11am") stays
    on the object's own day, a day alone ("to Thursday") keeps its clock time, the length is kept; ``by`` moves it
    from its own time ("push it back an hour")."""
    try:
        start = dt.datetime.fromisoformat(item["start"]["dateTime"])
        length = dt.datetime.fromisoformat(item["end"]["dateTime"]) - start
    except (KeyError, TypeError, ValueError):
        return body  # an all-day or unreadable object: the planned times stand
    if by is not None and target is None:
        return {**body, "start": {"dateTime": rfc3339(start + by)}, "end": {"dateTime": rfc3339(start + length + by)}}
    if target is None or "start" not in body:
        return body
    if target.all_day:
        new_start = dt.datetime.combine(target.start.date(), start.timetz())
    else:
        new_start = target.start if target.dated else dt.datetime.combine(start.date(), target.start.timetz())
        if not re.search(r"[ap]\.?m\b|noon|midnight|morning|afternoon|evening|tonight", " ".join(target.texts), re.I):
            new_start = _nearer_half_of_day(start, new_start)
    said_length = target.end - target.start if target.end is not None and not target.all_day else None
    new_end = target.end if said_length is not None and target.dated else new_start + (said_length or length)
    return {**body, "start": {"dateTime": rfc3339(new_start)}, "end": {"dateTime": rfc3339(new_end)}}


def _nearer_half_of_day(start: dt.datetime, new_start: dt.datetime) -> dt.datetime:
    """A clock time said with no am/pm, on the half of the day nearer the object's own start: "from 7-8 to half 7 - half 8"
    of an evening class is 19:30; "6.45 instead of 7" of a 7am market setup is 06:45 (not 18:45, as "6:45" alone reads)."""
    own = start.replace(year=new_start.year, month=new_start.month, day=new_start.day)  # the object's clock time on that day
    near = dt.timedelta(hours=3)
    for shift in (dt.timedelta(hours=12), dt.timedelta(hours=-12)):
        other = new_start + shift
        if other.date() == new_start.date() and abs(other - own) <= near < abs(new_start - own):
            return other
    return new_start


def guests_added(body: dict[str, Any], item: dict[str, Any]) -> dict[str, Any]:
    """``body``'s attendees once the event is known: its own guests kept, the invited ones added (a
    patch's attendees replace the event's whole list)."""
    if "attendees" not in body or not isinstance(item.get("attendees"), list):
        return body
    had = [a for a in item["attendees"] if isinstance(a, dict) and a.get("email")]
    known = {a["email"].lower() for a in had}
    return {**body, "attendees": had + [a for a in body["attendees"] if a["email"].lower() not in known]}


def changes_nothing(method: Any, arguments: dict[str, Any]) -> bool:
    """An update or patch whose arguments only say which object ("drive.files.update {fileId}"): run, it would
    report a change that never happened."""
    if not method.id.endswith((".update", ".patch")):
        return False
    props = method.parameters.get("properties", {})
    return all((props.get(k) or {}).get("x-location") == "path" or k in ("userId", "fields") for k in arguments)


def nothing_changed_reply(request: str, label: str) -> str:
    """What to say when the object was found but the request names nothing the call can change."""
    return f"I found {label} but not what to change (a time, place, title or name?); nothing was done."


def changed_arguments(arguments: dict[str, Any], item: dict[str, Any], target: When | None,
                      by: dt.timedelta | None = None) -> dict[str, Any]:
    """A change's arguments for one found object: moved on its own day or by a stated amount, new guests added to
    its own, a contact's version (etag) kept."""
    body = guests_added(retimed(arguments.get("body") or {}, item, target, by), item)
    return {**arguments, "body": {**body, "etag": item["etag"]} if item.get("etag") else body}
