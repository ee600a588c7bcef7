"""Sending a draft the user wrote: "send the cake rota draft I wrote yesterday". Gmail's drafts.send takes the draft's
id in its body; the draft is looked up first with drafts.list and the Gmail search the request implies (its words,
its day), newest first, and the newest match is sent."""

from __future__ import annotations

import re
from typing import Any

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
