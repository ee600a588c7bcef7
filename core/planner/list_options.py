"""How a list or an export is asked for: how many items ("the last 5 emails"), their order ("my next meeting"), an
export's format ("as a PDF"), a named list or calendar (not the default one) and a yes/no flag the request states
("what's still open on my list": showCompleted false)."""

from __future__ import annotations

import re
from typing import Any

# "the last 5 emails", "my 10 most recent files", "the next 3 events": how many items to list.
_HOW_MANY = re.compile(r"\b(?:last|latest|first|top|next|newest|oldest|recent|my|the)\s+(\d{1,4})\s+"
                       r"(?:(?:most\s+)?(?:recent|latest|newest|oldest|unread|new|upcoming)\s+)?"
                       r"(?!(?:days|weeks|months|years|hours|minutes|mins|hrs)\b)[a-z]+s\b", re.I)  # "the next 2 weeks" is no count
_PAGE_SIZE = re.compile(r"^(?:max_?results|page_?size|max_?items|max_?count|limit)$", re.I)


def page_size(query: str, param: str) -> int | None:
    """The number of items a list request asks for, for a page-size parameter (maxResults, pageSize)."""
    m = _HOW_MANY.search(query) if _PAGE_SIZE.match(param) else None
    return int(m.group(1)) if m and int(m.group(1)) > 0 else None


_NEWEST = re.compile(r"\b(?:recent|recently|latest|newest|last)\b", re.I)
_UPCOMING = re.compile(r"\b(?:next|upcoming|coming up)\b", re.I)
_ONE_NEXT = re.compile(r"\bnext\s+(?:meeting|event|appointment|call|class)\b", re.I)


def ordering(query: str, props: dict[str, Any], now_text: str) -> dict[str, Any]:
    """How a list request wants its items: "my most recent files" newest first (Drive's `modifiedTime
    desc`); "my next meeting" / "upcoming events" from now on in start order, one for "the next meeting"."""
    order = props.get("orderBy") or {}
    if _NEWEST.search(query) and "modifiedTime" in str(order.get("description", "")):
        return {"orderBy": "modifiedTime desc"}
    if _UPCOMING.search(query) and "startTime" in (order.get("enum") or []) and "singleEvents" in props:
        wanted = {"orderBy": "startTime", "singleEvents": True, "timeMin": now_text}
        if _ONE_NEXT.search(query) and "maxResults" in props:
            wanted["maxResults"] = 1
        return wanted
    return {}


# "as a PDF", "to Word", "in CSV": the format a file is exported in (Drive's files.export mimeType).
EXPORT_TYPES = {"pdf": "application/pdf", "csv": "text/csv", "txt": "text/plain", "plain text": "text/plain",
                "html": "text/html", "epub": "application/epub+zip", "rtf": "application/rtf",
                "odt": "application/vnd.oasis.opendocument.text", "png": "image/png", "jpeg": "image/jpeg",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "word": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "excel": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
                "powerpoint": "application/vnd.openxmlformats-officedocument.presentationml.presentation"}
_FORMAT = re.compile(r"\b(?:as|to|in|into)\s+(?:a\s+|an\s+)?(" + "|".join(EXPORT_TYPES) + r")\b", re.I)


def export_format(query: str, props: dict[str, Any]) -> dict[str, str]:
    """An export's mimeType from the format the file is wanted in ("the Budget doc as a PDF" →
    application/pdf); {} when the method exports nothing or the request names no format."""
    spec = props.get("mimeType") or {}
    m = _FORMAT.search(query) if "export" in str(spec.get("description", "")).lower() else None
    return {"mimeType": EXPORT_TYPES[m.group(1).lower()]} if m else {}


# "my Groceries list", "the Sprint task list": a to-do list by its name (not "my to-do list", the default one).
_NAMED_LIST = re.compile(r"\b(?:my|the|our)\s+(?!to-?do\b|todo\b|tasks?\b|default\b|main\b|whole\b|mailing\b|jobs?\s+list\b)"
                         r"([\w'-]+(?:\s+(?!to-?do\b|task\b)[\w'-]+){0,2})(?:\s+(?:task|to-?do))?\s+list\b", re.I)  # "my School to-do list"


def names_a_list(query: str, param: str) -> bool:
    """True when a Tasks request names its list ("add milk to my Groceries list"), or a Calendar request its
    calendar ("share the Wheelers Rides 2025 calendar with …"): it is looked up by that name instead of the
    default one (sharing the primary calendar instead would show the user's whole diary)."""
    if param == "calendarId":
        return bool(_NAMED_CALENDAR.search(query))
    return param == "tasklist" and bool(_NAMED_LIST.search(query))


_NAMED_CALENDAR = re.compile(r"\b(?i:my|the|our)\s+(?!(?i:main|primary|own|usual|normal|default|google|whole|personal|new|same|other|"
                             r"whole|entire|shared|right|wrong|correct|current|existing|old|first|second|online|real|proper)\s+calendar\b)"
                             r"((?:[A-Z0-9][\w'&-]*\s+){1,4}|[a-z][\w'-]{2,20}\s+"  # "the shop calendar", "my lessons calendar"
                             r"|(?:'[^'\n]{1,40}'|\"[^\"\n]{1,40}\"|‘[^’\n]{1,40}’|“[^”\n]{1,40}”)\s+)(?i:calendar)\b")
# "the Wheelers Rides 2025 calendar", "my Work calendar", "the family calendar", "my 'Surgery Rota' calendar"
_ADDS = re.compile(r"\s*(?:please\s+)?(?:add|append|jot)\b", re.I)
_STILL_OPEN = re.compile(r"\b(?:left|open|remaining|outstanding|unfinished|undone|pending|still\s+to\s+do|still\s+on)\b", re.I)


def stated_flag(query: str, param: str) -> bool | None:
    """A flag the request's kind settles: "Add a line to journal.txt" appends (never overwrites); "what's
    still open on my Sprint list" hides completed to-dos (Tasks' showCompleted). None otherwise."""
    if param == "append" and _ADDS.match(query):
        return True
    if param == "showCompleted" and _STILL_OPEN.search(query):
        return False
    return None
