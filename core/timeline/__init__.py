"""The action timeline: a persistent, write-ahead journal of actions with Undo and Commit.

Entry points::

    journal = Journal(db)                                    # tables created on first use
    report = recover(runtime, journal)                       # once on start, before new requests
    result = RequestRunner(runtime, journal).run(request_text, [PlannedAction(action, summary, service,
                                                                scopes, reversible)])  # RequestFailed
    timeline = Timeline(runtime, journal)
    timeline.undo_preview(entry_id).describe(); timeline.undo(entry_id)      # UndoConflict / NotUndoable
    timeline.undo_group(group_id); timeline.commit(entry_id or None)
    timeline.auto_commit_minutes = 30; timeline.auto_commit()
"""

from core.timeline.errors import NotUndoable, RequestFailed, TimelineError, UndoConflict
from core.timeline.journal import (
    EntryState,
    GroupState,
    Journal,
    JournalError,
    TimelineEntry,
    ensure_schema,
)
from core.timeline.recovery import RecoveryReport, recover
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
    "RecoveryReport",
    "RequestFailed",
    "RequestResult",
    "RequestRunner",
    "Timeline",
    "TimelineEntry",
    "TimelineError",
    "UndoConflict",
    "UndoPreview",
    "ensure_schema",
    "recover",
]
