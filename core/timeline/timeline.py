"""Undo, Commit and the auto-commit policy over the journal and the runtime."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from core.runtime import errors as runtime_errors
from core.runtime.model import UndoRecord
from core.timeline.errors import NotUndoable, UndoConflict
from core.timeline.journal import EntryState, GroupState, Journal, TimelineEntry
from core.timeline.probes import applied
from core.timeline.world import ActionRuntime, call_undo, undo_record

AUTO_COMMIT_MINUTES_KEY = "auto_commit_minutes"


@dataclass(frozen=True)
class UndoPreview:
    """Exactly what an Undo will revert, shown before doing it."""

    entry_ids: list[int]
    lines: list[str]
    conflicts: list[str] = field(default_factory=list)

    def describe(self) -> str:
        text = "\n".join(f"• {line}" for line in self.lines)
        if self.conflicts:
            text += "\n\nChanged since (undo would overwrite):\n" + "\n".join(f"• {c}" for c in self.conflicts)
        return text


def undo_entry(
    runtime: ActionRuntime, journal: Journal, entry: TimelineEntry, *, overwrite: bool,
    checkpoint: Callable[[str, int], None] | None = None,
) -> None:
    """Revert one entry through the runtime and mark it undone; a changed world raises UndoConflict.

    Write-ahead like execution: ``undoing`` is recorded before the runtime reverts anything.
    ``checkpoint(point, entry_id)`` is called at "undoing" and "reverted" (crash tests stop there).
    """
    checkpoint = checkpoint or (lambda point, entry_id: None)
    if not entry.can_undo:
        why = "it is irreversible" if not entry.reversible else f"it is {entry.state.value}"
        raise NotUndoable(f"#{entry.id} ({entry.summary}) cannot be undone: {why}.")
    record = undo_record(entry.undo_record or {})
    journal.mark_undoing(entry.id)
    checkpoint("undoing", entry.id)
    try:
        call_undo(runtime, record, overwrite=overwrite)
    except runtime_errors.UndoConflict as exc:
        _reopen_with(journal, entry.id, str(exc))
        raise UndoConflict(entry.id, str(exc)) from exc
    except runtime_errors.UndoUnavailable as exc:
        _reopen_with(journal, entry.id, str(exc))
        raise NotUndoable(f"#{entry.id} ({entry.summary}) cannot be undone: {exc}") from exc
    except BaseException as exc:
        _reopen_with(journal, entry.id, f"Undo failed: {exc}")
        raise
    checkpoint("reverted", entry.id)
    journal.mark_undone(entry.id)
    journal.set_error(entry.id, None)


def _reopen_with(journal: Journal, entry_id: int, error: str) -> None:
    journal.reopen(entry_id)
    journal.set_error(entry_id, error)


def undo_details(record: UndoRecord) -> str:
    """The concrete things an undo touches: files, table rows, the inverse call's arguments."""
    data = record.data or {}
    if record.kind == "files":
        return ", ".join(data.get("paths", []))
    if record.kind == "sqlite":
        ops = Counter((c["op"], c["table"]) for c in data.get("changes", []))
        reverse = {"insert": "remove", "delete": "put back", "update": "restore"}
        return "; ".join(f"{reverse.get(op, op)} {n} row(s) in {table}" for (op, table), n in sorted(ops.items()))
    if record.kind == "rest":
        args = {k: v for k, v in (data.get("inverse_arguments") or {}).items() if not isinstance(v, dict | list)}
        return ", ".join(f"{k}={v}" for k, v in args.items())
    return ""


class Timeline:
    """The user's view of actions: preview and perform Undo, Commit up to a watermark, auto-commit."""

    def __init__(
        self,
        runtime: ActionRuntime,
        journal: Journal,
        *,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        checkpoint: Callable[[str, int], None] | None = None,
    ) -> None:
        self.runtime = runtime
        self.journal = journal
        self._clock = clock
        self._checkpoint = checkpoint

    # -- undo -----------------------------------------------------------------------------------
    def undo_preview(self, entry_id: int) -> UndoPreview:
        """What undoing ``entry_id`` reverts, and what changed since (without changing anything)."""
        entry = self.journal.entry(entry_id)
        return self._preview([entry])

    def group_undo_preview(self, group_id: str) -> UndoPreview:
        return self._preview([e for e in reversed(self.journal.group(group_id)) if e.can_undo])

    def undo(self, entry_id: int, *, overwrite: bool = False) -> None:
        """Revert one action. If its target changed since, raise UndoConflict unless ``overwrite``."""
        undo_entry(self.runtime, self.journal, self.journal.entry(entry_id), overwrite=overwrite,
                   checkpoint=self._checkpoint)

    def undo_group(self, group_id: str, *, overwrite: bool = False) -> list[int]:
        """Revert every undoable action of one request, newest first; returns the ids undone."""
        undone = []
        for entry in reversed(self.journal.group(group_id)):
            if entry.can_undo:
                undo_entry(self.runtime, self.journal, entry, overwrite=overwrite, checkpoint=self._checkpoint)
                undone.append(entry.id)
        return undone

    def _preview(self, entries: list[TimelineEntry]) -> UndoPreview:
        lines, conflicts = [], []
        for entry in entries:
            if not entry.can_undo:
                why = "irreversible" if not entry.reversible else entry.state.value
                raise NotUndoable(f"#{entry.id} ({entry.summary}) cannot be undone: it is {why}.")
            record = undo_record(entry.undo_record or {})
            detail = undo_details(record)
            lines.append(f"#{entry.id} {entry.summary}: {record.description}" + (f" ({detail})" if detail else ""))
            try:
                where = applied(self.runtime, record)
            except Exception:  # noqa: BLE001 - the preview still shows what undo would do
                where = "unknown"
            if where == "changed":
                conflicts.append(f"#{entry.id}: its target was changed after this action")
        return UndoPreview([e.id for e in entries], lines, conflicts)

    # -- commit ---------------------------------------------------------------------------------
    def commit(self, entry_id: int | None = None) -> list[int]:
        """Commit every pending action up to ``entry_id`` (all when None), oldest first.

        Commits held database transactions and drops snapshots; Undo is no longer offered afterwards.
        The entry's state and its updated record are written together (checkpoint "committing" lies
        between the runtime's commit and that write).
        """
        committed = []
        checkpoint = self._checkpoint or (lambda point, entry_id: None)
        for entry in self.journal.pending_up_to(entry_id):
            updated = None
            if entry.undo_record is not None:
                updated = self.runtime.commit(undo_record(entry.undo_record))
            checkpoint("committing", entry.id)
            self.journal.mark_committed(entry.id, updated.model_dump(mode="json") if updated else None,
                                        replace_record=updated is not None)
            committed.append(entry.id)
        return committed

    @property
    def auto_commit_minutes(self) -> int | None:
        """Pending actions older than this many minutes are committed by ``auto_commit`` (None = off)."""
        value = self.journal.get_policy(AUTO_COMMIT_MINUTES_KEY)
        return int(value) if value else None

    @auto_commit_minutes.setter
    def auto_commit_minutes(self, minutes: int | None) -> None:
        if minutes is not None and minutes < 0:
            raise ValueError("Auto-commit minutes must be 0 (off) or more.")
        self.journal.set_policy(AUTO_COMMIT_MINUTES_KEY, str(minutes) if minutes else None)

    def auto_commit(self) -> list[int]:
        """Apply the policy now: commit pending actions done more than N minutes ago."""
        minutes = self.auto_commit_minutes
        if not minutes:
            return []
        cutoff = self._clock() - timedelta(minutes=minutes)
        due = [
            e.id
            for e in self.journal.pending_up_to()
            if e.executed_at and datetime.fromisoformat(e.executed_at) <= cutoff
        ]
        return self.commit(max(due)) if due else []

    def state_counts(self) -> dict[EntryState, int]:
        counts = {state: 0 for state in EntryState}
        for entry in self.journal.entries():
            counts[entry.state] += 1
        return counts

    # -- decisions after a crash ------------------------------------------------------------------
    def resolve(self, entry_id: int, *, took_effect: bool) -> None:
        """The user's decision on an entry recovery could not settle (state needs_decision).

        ``took_effect``: the change is in the world and is kept (committed, no undo record left);
        otherwise it is recorded as failed (nothing changed).
        """
        entry = self.journal.entry(entry_id)
        if entry.state is not EntryState.NEEDS_DECISION:
            raise NotUndoable(f"#{entry_id} does not wait for a decision (it is {entry.state.value}).")
        if took_effect:
            self.journal.record_outcome(entry_id, preview="Kept after an unexpected stop.", undo_record=None)
            self.journal.mark_committed(entry_id)
        else:
            self.journal.record_failure(entry_id, "Did not take effect (checked after an unexpected stop).")
        members = self.journal.group(entry.group_id)
        unsettled = {EntryState.RUNNING, EntryState.UNDOING, EntryState.NEEDS_DECISION}
        if self.journal.group_state(entry.group_id) is GroupState.OPEN and not any(e.state in unsettled for e in members):
            kept = all(e.state in (EntryState.PENDING, EntryState.COMMITTED) for e in members)
            self.journal.close_group(entry.group_id, GroupState.DONE if kept else GroupState.ROLLED_BACK)
