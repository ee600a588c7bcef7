"""The persistent action journal: one row per action, written ahead of execution.

Every action gets an *intent* row (state ``running``) before the runtime touches the world and an
*outcome* (``pending`` or ``failed``) after. A row still ``running`` when the app starts means the
process died in between; recovery (``core.timeline.recovery``) resolves it or asks the user.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

import sqlite_utils

from core.errors import StewardError

ENTRIES = "timeline_entries"
GROUPS = "timeline_groups"
POLICY = "timeline_policy"
_LOCKS: dict[int, threading.RLock] = {}  # one per SQLite connection


class EntryState(StrEnum):
    """Where an action is in its life: running → pending → committed | undone | failed."""

    RUNNING = "running"  # intent written, outcome not yet known (in doubt after a crash)
    PENDING = "pending"  # done, can still be undone (if reversible)
    UNDOING = "undoing"  # undo started, not yet confirmed (settled by recovery after a crash)
    COMMITTED = "committed"  # kept for good; snapshots dropped, Undo no longer offered
    UNDONE = "undone"  # reverted
    FAILED = "failed"  # did not take effect (or was rolled back as part of a failed group)
    NEEDS_DECISION = "needs_decision"  # recovery could not tell; the user decides


FINAL_STATES = frozenset({EntryState.COMMITTED, EntryState.UNDONE, EntryState.FAILED})


class GroupState(StrEnum):
    """One user request: open while its actions run, then closed (all done) or rolled back."""

    OPEN = "open"
    DONE = "done"
    ROLLED_BACK = "rolled_back"


class JournalError(StewardError):
    """The journal was asked for something it does not hold or a transition that is not allowed."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class TimelineEntry:
    """One recorded action as the timeline shows it."""

    id: int
    group_id: str
    position: int
    request: str
    summary: str
    service: str
    scopes: list[str]
    reversible: bool
    state: EntryState
    created_at: str
    action: dict[str, Any] = field(default_factory=dict)
    preview: str = ""
    undo_record: dict[str, Any] | None = None
    error: str | None = None
    executed_at: str | None = None
    resolved_at: str | None = None

    @property
    def can_undo(self) -> bool:
        return self.reversible and self.state is EntryState.PENDING and self.undo_record is not None

    @property
    def can_commit(self) -> bool:
        return self.state is EntryState.PENDING

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> TimelineEntry:
        return cls(
            id=row["id"],
            group_id=row["group_id"],
            position=row["position"],
            request=row["request"],
            summary=row["summary"],
            service=row["service"],
            scopes=json.loads(row["scopes"] or "[]"),
            reversible=bool(row["reversible"]),
            state=EntryState(row["state"]),
            created_at=row["created_at"],
            action=json.loads(row["action"] or "{}"),
            preview=row["preview"] or "",
            undo_record=json.loads(row["undo_record"]) if row["undo_record"] else None,
            error=row["error"],
            executed_at=row["executed_at"],
            resolved_at=row["resolved_at"],
        )


def ensure_schema(db: sqlite_utils.Database) -> None:
    """Create the timeline tables if they do not exist yet."""
    names = set(db.table_names())
    if GROUPS not in names:
        db[GROUPS].create(
            {"id": str, "request": str, "state": str, "created_at": str, "closed_at": str},
            pk="id",
        )
    if ENTRIES not in names:
        db[ENTRIES].create(
            {
                "id": int,
                "group_id": str,
                "position": int,
                "request": str,
                "summary": str,
                "service": str,
                "scopes": str,  # JSON list
                "action": str,  # JSON: what was asked of the runtime
                "reversible": int,
                "state": str,
                "preview": str,
                "undo_record": str,  # JSON: the runtime's UndoRecord
                "error": str,
                "created_at": str,
                "executed_at": str,
                "resolved_at": str,
            },
            pk="id",
            foreign_keys=[("group_id", GROUPS, "id")],
        )
        db[ENTRIES].create_index(["group_id"])
        db[ENTRIES].create_index(["state"])
    if POLICY not in names:
        db[POLICY].create({"key": str, "value": str}, pk="key")


class Journal:
    """Persistent timeline over the app database; every write is its own transaction."""

    def __init__(self, db: sqlite_utils.Database, *, clock: Callable[[], str] = _now) -> None:
        self.db = db
        self._clock = clock
        self._lock = _LOCKS.setdefault(id(db.conn), threading.RLock())
        ensure_schema(db)

    @contextmanager
    def _write(self) -> Iterator[None]:
        """One transaction, serialized with every other Journal on this connection (UI + worker threads)."""
        with self._lock, self.db.conn:
            yield

    # -- groups ---------------------------------------------------------------------------------
    def open_group(self, request: str) -> str:
        """Start the group for one user request; returns its id."""
        group_id = uuid.uuid4().hex
        with self._write():
            self.db[GROUPS].insert(
                {"id": group_id, "request": request, "state": GroupState.OPEN, "created_at": self._clock()}
            )
        return group_id

    def close_group(self, group_id: str, state: GroupState = GroupState.DONE) -> None:
        with self._write():
            self.db[GROUPS].update(group_id, {"state": state, "closed_at": self._clock()})

    def group_state(self, group_id: str) -> GroupState:
        try:
            return GroupState(self.db[GROUPS].get(group_id)["state"])
        except sqlite_utils.db.NotFoundError as exc:
            raise JournalError(f"No request group {group_id} in the timeline.") from exc

    def open_groups(self) -> list[str]:
        """Groups whose request never finished (the app stopped while it ran)."""
        rows = self.db[GROUPS].rows_where("state = ?", [GroupState.OPEN], order_by="created_at")
        return [row["id"] for row in rows]

    # -- write-ahead ----------------------------------------------------------------------------
    def record_intent(
        self,
        group_id: str,
        *,
        action: dict[str, Any],
        summary: str,
        service: str,
        scopes: list[str] | tuple[str, ...] = (),
        reversible: bool = True,
        undo_record: dict[str, Any] | None = None,
    ) -> int:
        """Write the intent row BEFORE execution (state running); returns the entry id.

        ``undo_record`` may already hold what is needed to revert (a before-image taken in advance).
        """
        with self._write():
            request = self.db[GROUPS].get(group_id)["request"]
            position = self.db.execute(f"SELECT COUNT(*) FROM {ENTRIES} WHERE group_id = ?", [group_id]).fetchone()[0]
            table = self.db[ENTRIES].insert(
                {
                    "group_id": group_id,
                    "position": position,
                    "request": request,
                    "summary": summary,
                    "service": service,
                    "scopes": json.dumps(list(scopes)),
                    "action": json.dumps(action, sort_keys=True),
                    "reversible": int(reversible),
                    "state": EntryState.RUNNING,
                    "undo_record": json.dumps(undo_record) if undo_record is not None else None,
                    "created_at": self._clock(),
                }
            )
        return int(table.last_pk)

    def record_outcome(
        self,
        entry_id: int,
        *,
        preview: str,
        undo_record: dict[str, Any] | None,
        reversible: bool | None = None,
    ) -> None:
        """Write the outcome AFTER a successful execution (state pending)."""
        self._require(entry_id, {EntryState.RUNNING, EntryState.NEEDS_DECISION})
        values: dict[str, Any] = {
            "state": EntryState.PENDING,
            "preview": preview,
            "undo_record": json.dumps(undo_record) if undo_record is not None else None,
            "executed_at": self._clock(),
        }
        if reversible is not None:
            values["reversible"] = int(reversible)
        with self._write():
            self.db[ENTRIES].update(entry_id, values)

    def record_failure(self, entry_id: int, error: str) -> None:
        """The action did not take effect (or was rolled back): state failed."""
        self._set_state(entry_id, EntryState.FAILED, error=error)

    def mark_undoing(self, entry_id: int) -> None:
        """Write-ahead for Undo: recorded before the runtime reverts anything."""
        self._require(entry_id, {EntryState.PENDING})
        self._set_state(entry_id, EntryState.UNDOING, resolved=False)

    def reopen(self, entry_id: int) -> None:
        """An Undo that did not happen (conflict, error, or stopped before it started): pending again."""
        self._require(entry_id, {EntryState.UNDOING, EntryState.NEEDS_DECISION})
        self._set_state(entry_id, EntryState.PENDING, resolved=False)

    def mark_undone(self, entry_id: int) -> None:
        self._set_state(entry_id, EntryState.UNDONE)

    def mark_committed(self, entry_id: int, undo_record: dict[str, Any] | None = None, *,
                       replace_record: bool = False) -> None:
        """Committed; with ``replace_record`` the runtime's updated record is stored in the same write,
        so a crash never leaves a pending entry holding a committed (snapshot-less) record."""
        extra = {"undo_record": json.dumps(undo_record) if undo_record else None} if replace_record else None
        self._set_state(entry_id, EntryState.COMMITTED, extra=extra)

    def mark_needs_decision(self, entry_id: int, reason: str) -> None:
        self._set_state(entry_id, EntryState.NEEDS_DECISION, error=reason, resolved=False)

    def set_error(self, entry_id: int, error: str | None) -> None:
        """Attach (or clear) an inline error without changing the state, e.g. an undo conflict."""
        with self._write():
            self.db[ENTRIES].update(entry_id, {"error": error})

    # -- reads ----------------------------------------------------------------------------------
    def entry(self, entry_id: int) -> TimelineEntry:
        try:
            return TimelineEntry.from_row(self.db[ENTRIES].get(entry_id))
        except sqlite_utils.db.NotFoundError as exc:
            raise JournalError(f"No timeline entry #{entry_id}; run `steward timeline list`.") from exc

    def entries(self, *, limit: int | None = None, states: set[EntryState] | None = None) -> list[TimelineEntry]:
        """Entries newest first, optionally only some states."""
        where, args = None, []
        if states:
            where = f"state IN ({','.join('?' for _ in states)})"
            args = sorted(str(s) for s in states)
        rows = self.db[ENTRIES].rows_where(where, args, order_by="id DESC", limit=limit)
        return [TimelineEntry.from_row(row) for row in rows]

    def group(self, group_id: str) -> list[TimelineEntry]:
        """The entries of one request in execution order."""
        rows = self.db[ENTRIES].rows_where("group_id = ?", [group_id], order_by="position")
        return [TimelineEntry.from_row(row) for row in rows]

    def in_doubt(self) -> list[TimelineEntry]:
        """Entries whose outcome was never written or that wait for the user's decision."""
        states = {EntryState.RUNNING, EntryState.UNDOING, EntryState.NEEDS_DECISION}
        return list(reversed(self.entries(states=states)))

    def pending_up_to(self, entry_id: int | None = None) -> list[TimelineEntry]:
        """Pending entries with id ≤ ``entry_id`` (all when None), oldest first: a commit watermark."""
        where, args = "state = ?", [EntryState.PENDING]
        if entry_id is not None:
            where += " AND id <= ?"
            args.append(entry_id)
        return [TimelineEntry.from_row(r) for r in self.db[ENTRIES].rows_where(where, args, order_by="id")]

    # -- policy ---------------------------------------------------------------------------------
    def get_policy(self, key: str, default: str | None = None) -> str | None:
        try:
            return self.db[POLICY].get(key)["value"]
        except sqlite_utils.db.NotFoundError:
            return default

    def set_policy(self, key: str, value: str | None) -> None:
        with self._write():
            if value is None:
                self.db[POLICY].delete_where("key = ?", [key])
            else:
                self.db[POLICY].upsert({"key": key, "value": value}, pk="key")

    # -- internals ------------------------------------------------------------------------------
    def _require(self, entry_id: int, allowed: set[EntryState]) -> TimelineEntry:
        entry = self.entry(entry_id)
        if entry.state not in allowed:
            raise JournalError(
                f"Timeline entry #{entry_id} is {entry.state}; expected {', '.join(sorted(allowed))}."
            )
        return entry

    def _set_state(
        self, entry_id: int, state: EntryState, *, error: str | None = None, resolved: bool = True,
        extra: dict[str, Any] | None = None,
    ) -> None:
        with self._write():
            current = self.entry(entry_id).state
            if current in FINAL_STATES and current is not state:
                raise JournalError(f"Timeline entry #{entry_id} is already {current}; it cannot become {state}.")
            values: dict[str, Any] = {"state": state}
            if resolved:
                values["resolved_at"] = self._clock()
            if error is not None:
                values["error"] = error
            self.db[ENTRIES].update(entry_id, {**values, **(extra or {})})
