"""The runtime's data: what to run (Action), what happened (Outcome) and how to reverse it (UndoRecord)."""

from __future__ import annotations

import json
import uuid
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.runtime.errors import ActionRejected

TargetKind = Literal["files", "sqlite", "rest"]

# Whole-action input ceiling (the JSON of the arguments); executors apply tighter per-field limits.
MAX_ARGUMENTS_BYTES = 8 * 1024 * 1024


class Target(BaseModel):
    """Where an action runs (the connector target the user approved).

    files:  location = the confined root folder.
    sqlite: location = the user's database file; tables = the tables the grant approved.
    rest:   location = the account id whose token the broker injects (never the token itself).
    """

    kind: TargetKind
    location: str
    tables: list[str] = Field(default_factory=list)


class Action(BaseModel):
    """One call to run: a catalog method id, its arguments and the approved target."""

    method_id: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    target: Target
    action_id: str = Field(default_factory=lambda: uuid.uuid4().hex)

    def check_size(self, limit: int = MAX_ARGUMENTS_BYTES) -> None:
        """Reject oversized payloads before anything runs."""
        size = len(json.dumps(self.arguments, default=str))
        if size > limit:
            raise ActionRejected(
                f"The arguments of {self.method_id} are {size:,} bytes, over the {limit:,}-byte limit. "
                "Split the change into smaller actions."
            )


UndoKind = Literal["files", "sqlite", "rest", "none"]
UndoState = Literal["pending", "committed"]


class UndoRecord(BaseModel):
    """Everything needed to reverse an action, JSON-serializable (store it; replay after a restart).

    kind picks the executor; data is that executor's before-image / inverse call; state tells whether
    commit() already ran (a committed SQLite change is still reversible from its before-images).
    """

    action_id: str
    kind: UndoKind
    target: Target
    description: str
    reversible: bool
    state: UndoState = "pending"
    data: dict[str, Any] = Field(default_factory=dict)

    def to_json(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_json(cls, text: str) -> UndoRecord:
        return cls.model_validate_json(text)


class Outcome(BaseModel):
    """What an action did: a short preview for the UI, the result, and what undo will do."""

    action_id: str
    method_id: str
    result_preview: str
    result: Any = None
    undo_description: str
    reversible: bool
    undo: UndoRecord
    sandbox: str | None = None  # backend that ran the connector code ("bubblewrap", "docker") if any
    duration_ms: float = 0.0
