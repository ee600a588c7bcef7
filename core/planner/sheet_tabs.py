"""A new tab in a spreadsheet that exists (Sheets' batchUpdate addSheet): "in the logbook sheet make a new tab for
December" adds a sheet titled December; "add a new tab called 'Jan 2027' to the rota sheet" one titled Jan 2027."""

from __future__ import annotations

import re
from typing import Any

_TITLED = re.compile(r"\b(?:tab|worksheet)\s+(?:called|named|titled|for)\s+['\"“‘]?([\w][\w &'/-]{0,40}?)['\"”’]?"
                     r"(?=\s+(?:to|in|on|into)\s+(?:the|my|our)\b|\s*[,.!?]|\s*$)", re.I)


def is_sheet_list(props: dict[str, Any]) -> bool:
    """A body that is Sheets' batchUpdate (a list of requests that can add a sheet)."""
    items = (props.get("requests") or {}).get("items") or {}
    return "addSheet" in (items.get("properties") or {})


def add_tab_body(query: str) -> dict[str, Any]:
    """The one new tab the request names ({} when it names none, so its title is asked)."""
    m = _TITLED.search(query)
    return {"requests": [{"addSheet": {"properties": {"title": m.group(1).strip()}}}]} if m else {}
