"""Sending a draft the user wrote: "send the cake rota draft I wrote yesterday". Gmail's drafts.send takes the draft's
id in its body; the draft is looked up first with drafts.list and the Gmail search the request implies (its words,
its day), newest first, and the newest match is sent."""

from __future__ import annotations

import re
from typing import Any

from core.planner import lookup

SEND = "gmail.users.drafts.send"
LIST = "gmail.users.drafts.list"
WORDS = re.compile(r"\b(?:send|sent|draft|drafts|i|wrote|written|did|made|saved)\b", re.I)  # what a draft is, not which


def pending(call: Any) -> bool:
    """A drafts.send call that does not know its draft yet."""
    return call.method == SEND and "body" in (call.missing or [])


def found(listed: Any) -> str | None:
    """The id of the newest draft a drafts.list answer holds, or None."""
    items = listed.get("drafts") if isinstance(listed, dict) else None
    first = next((d for d in items or [] if isinstance(d, dict) and d.get("id")), None)
    return str(first["id"]) if first else None


_TO_ADDRESS = re.compile(r"\bto\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+)", re.I)


def listing_arguments(listing: Any, request: str, now: Any) -> dict[str, Any]:
    """drafts.list's arguments for the draft a request means: its words and day ("cake rota … yesterday"), and whom it is
    to ("the draft i wrote to jo@x.com about the rota": to:jo@x.com rota), newest first, one."""
    to = _TO_ADDRESS.findall(request)
    said = WORDS.sub(" ", _TO_ADDRESS.sub(" ", request))
    found = lookup.search_arguments(listing, said, now)
    q = " ".join([*(f"to:{a}" for a in to), *([found["q"]] if found.get("q") else [])])
    return {"userId": "me", **found, **({"q": q} if q else {}), "maxResults": 1}
