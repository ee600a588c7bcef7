"""Typed events the Session emits to the UI (pydantic models)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

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
