"""What the planner tests share: a fixed local now (a Monday morning, UTC+1) and the one call of a plan."""

from __future__ import annotations

import datetime as dt

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))  # a Monday


def only_call(plan):
    """The plan's single call; fails with the plan when there is not exactly one to run."""
    assert plan.kind == "calls" and len(plan.calls) == 1, plan
    return plan.calls[0]
