"""What the planner tests share: a fixed local now (a Monday morning, UTC+1) and the one call of a plan."""

from __future__ import annotations

import datetime as dt

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))  # a Monday
THURSDAY = dt.datetime(2026, 11, 26, 9, 30, tzinfo=dt.UTC)  # the day blind sets 20 on were written (UK, GMT)


def only_call(plan):
    """The plan's single call; fails with the plan when there is not exactly one to run."""
    assert plan.kind == "calls" and len(plan.calls) == 1, plan
    return plan.calls[0]


def date_kept(planner, request: str):
    """The plan for a request whose weekday and date disagree at NOW (blind sets were written in other years:
    "Thu 14 Nov" when 14 Nov 2027 is a Sunday): it is asked about first, and answered with the date as said."""
    import re

    plan = planner.plan(request)
    assert plan.kind == "clarify" and plan.restated and plan.reply.startswith("You said"), plan
    for _ in range(2):  # a range's two ends are asked about in turn
        if plan.restated:
            plan = planner.complete(plan, re.search(r"mean: (.+?) or ", plan.reply).group(1))
    return plan


def message(call):
    """The e-mail a send or draft call carries, decoded."""
    from core.planner import replies

    body = call.arguments["body"]
    return replies.decoded((body.get("message") or body)["raw"])


def found_event(planner, request, title, start, end):
    """The look-up's window and the new start and end (to the minute) once it found one event from ``start`` to ``end``
    (HH:MM on the day it looked at), called ``title``."""
    asked = planner.plan(request)
    window = planner.lookup(asked).calls[0].arguments
    day = window["timeMin"][:10]
    event = {"id": "e1", "summary": title, "start": {"dateTime": f"{day}T{start}:00+00:00"},
             "end": {"dateTime": f"{day}T{end}:00+00:00"}}
    body = only_call(planner.resolve(asked, {"items": [event]})).arguments["body"]
    return window, body["start"]["dateTime"][:16], body["end"]["dateTime"][:16]
