"""Text added to a Google Doc: "add 'bring phone chargers' at the end of my Packing List doc".

Docs' documents.batchUpdate takes a list of edit requests; adding to a document is one insertText at the
end of its body (endOfSegmentLocation), on a new line. Only text the request dictates is inserted.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import everyday_values


def is_edit_list(props: dict[str, Any]) -> bool:
    """A body that is Docs' batchUpdate (a list of requests that can insert text)."""
    items = (props.get("requests") or {}).get("items") or {}
    return "insertText" in (items.get("properties") or {})


def insert_body(query: str) -> dict[str, Any]:
    """The one edit the request dictates ({} when it dictates no text): at the end, or at the very top when it
    says so ("put 'DRAFT - not final' at the very top of the … doc": the body's first index is 1)."""
    text = everyday_values.dictated(query)
    if not text:
        return {}
    if _AT_THE_TOP.search(query):
        return {"requests": [{"insertText": {"location": {"index": 1}, "text": f"{text}\n"}}]}
    return {"requests": [{"insertText": {"endOfSegmentLocation": {}, "text": f"\n{text}"}}]}


_AT_THE_TOP = re.compile(r"\bat\s+the\s+(?:very\s+)?(?:top|start|beginning)\b", re.I)
