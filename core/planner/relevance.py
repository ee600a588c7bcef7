"""Relevance gate: a request whose best catalog match is weak is conversation, not an API call.

Measured on the catalog dev + held-out sets (226 action requests) against tests/data/chat_requests.txt
(30 chit-chat requests): the catalog's top search score is ≥ 25 for 99 % of actions and < 20 for 83 % of
chat. The planner's own checks (required values grounded in the request, "none" option) handle the rest.
A question about a stated day or time whose best match is the calendar ("What do I have tonight?") is an
action too, though it names nothing but the time.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from core.planner import shorthand, times
from core.planner.caller import QUESTIONS
from core.planner.plan import Plan

MIN_TOP_SCORE = 20.0


class RelevanceGate:
    """Wraps a Planner: asks it only when the catalog has a convincing match for the request."""

    def __init__(self, planner: Any, catalog: Any, *, min_score: float = MIN_TOP_SCORE) -> None:
        self.planner = planner
        self.catalog = catalog
        self.min_score = min_score

    def is_relevant(self, request: str) -> bool:
        request = shorthand.expand(request)  # "what's on tmrw"
        hits = self.catalog.search(request, k=1)
        if not hits:
            return False
        return hits[0].score >= self.min_score or (
            hits[0].method.id.startswith("calendar.") and _asks_about_a_time(request))

    def plan(self, request: str, granted_scopes: Sequence[str] = (), **kwargs: Any) -> Plan:
        if not self.is_relevant(request):
            return Plan(request=request, kind="chat")
        return self.planner.plan(request, granted_scopes, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.planner, name)


# Words of a question about one's own time ("What do I have…", "Anything on…", "Am I free…").
_AGENDA_WORDS = set("have on free busy anything planned booked scheduled plans doing".split())


def _asks_about_a_time(request: str) -> bool:
    words = re.findall(r"[a-z']+", request.lower())
    return bool(words) and words[0] in QUESTIONS | {"anything"} and bool(_AGENDA_WORDS & set(words)) and \
        times.when(request, datetime.now().astimezone()) is not None
