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
from core.timeline.runner import PlannedAction, RequestResult, RequestRunner
from core.timeline.timeline import AUTO_COMMIT_MINUTES_KEY, Timeline, UndoPreview

__all__ = [
    "AUTO_COMMIT_MINUTES_KEY",
    "EntryState",
    "GroupState",
    "Journal",
    "JournalError",
    "NotUndoable",
    "PlannedAction",
    "RequestFailed",
    "RequestResult",
    "RequestRunner",
    "Timeline",
    "TimelineEntry",
    "TimelineError",
    "UndoConflict",
    "UndoPreview",
    "ensure_schema",
]
