"""Typed events the Session emits to the UI (pydantic models)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field


def _now() -> datetime:
    return datetime.now(UTC)


class Event(BaseModel):
    """Base of all Session events."""

    at: datetime = Field(default_factory=_now)


class ModelLoading(Event):
    kind: Literal["model_loading"] = "model_loading"
    model_name: str
    stage: str  # e.g. "checking file", "loading weights"
    progress: float | None = None  # 0..1, None when unknown


class ModelReady(Event):
    kind: Literal["model_ready"] = "model_ready"
    model_name: str
    load_seconds: float


class ReplyStarted(Event):
    kind: Literal["reply_started"] = "reply_started"
    message_id: int
    request: str


class ReplyToken(Event):
    kind: Literal["reply_token"] = "reply_token"
    message_id: int
    text: str


class ReplyDone(Event):
    kind: Literal["reply_done"] = "reply_done"
    message_id: int
    text: str
    tokens_per_second: float | None = None


class ErrorEvent(Event):
    kind: Literal["error"] = "error"
    message: str
    where: str  # "model", "chat", "plan", "permission", "action", "timeline"


class PlanReady(Event):
    """The planner mapped the request to calls (or decided none apply)."""

    kind: Literal["plan_ready"] = "plan_ready"
    request: str
    plan_kind: str  # "calls", "chat", "clarify"
    summary: str
    methods: list[str] = Field(default_factory=list)
    scopes: list[str] = Field(default_factory=list)
    reversible: bool = True


class PermissionNeeded(Event):
    """The UI must answer ``request`` (a core.access.PermissionRequest) by resolving ``answer``."""

    model_config = {"arbitrary_types_allowed": True}

    kind: Literal["permission_needed"] = "permission_needed"
    request: Any
    answer: Any  # asyncio.Future[PermissionDecision]


class ActionDone(Event):
    """A request's actions ran and are on the timeline."""

    kind: Literal["action_done"] = "action_done"
    group_id: str
    entry_ids: list[int]
    summaries: list[str]
    previews: list[str]
    reversible: bool


class ActionCancelled(Event):
    """Nothing ran: the user denied, or an action failed and the earlier ones were rolled back."""

    kind: Literal["action_cancelled"] = "action_cancelled"
    reason: str
    group_id: str | None = None
    rolled_back: list[int] = Field(default_factory=list)
