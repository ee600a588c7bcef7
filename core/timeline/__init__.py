"""The action timeline: a persistent, write-ahead journal of actions with Undo and Commit."""

from core.timeline.errors import NotUndoable, RequestFailed, TimelineError, UndoConflict
from core.timeline.journal import (
    EntryState,
    GroupState,
    Journal,
    JournalError,
    TimelineEntry,
    ensure_schema,
)

AUTO_COMMIT_MINUTES_KEY = "auto_commit_minutes"

__all__ = [
    "AUTO_COMMIT_MINUTES_KEY",
    "EntryState",
    "GroupState",
    "Journal",
    "JournalError",
    "NotUndoable",
    "RequestFailed",
    "TimelineEntry",
    "TimelineError",
    "UndoConflict",
    "ensure_schema",
]
