"""Typed timeline errors with messages a user can act on."""

from __future__ import annotations

from core.errors import StewardError


class TimelineError(StewardError):
    """Base class for timeline failures."""


class UndoConflict(TimelineError):
    """The world changed since the action (e.g. the user edited the file); undo would overwrite it."""

    def __init__(self, entry_id: int, details: str) -> None:
        self.entry_id = entry_id
        self.details = details
        super().__init__(
            f"#{entry_id} cannot be undone safely: {details}. "
            "Keep your changes, or confirm to overwrite them with the earlier version."
        )


class NotUndoable(TimelineError):
    """The entry is irreversible, already committed, undone or failed."""


class RequestFailed(TimelineError):
    """An action of a request failed; the earlier actions of that request were undone."""

    def __init__(self, group_id: str, failed_entry_id: int, reason: str, rolled_back: list[int]) -> None:
        self.group_id = group_id
        self.failed_entry_id = failed_entry_id
        self.reason = reason
        self.rolled_back = rolled_back
        undone = f" Undid the {len(rolled_back)} earlier action(s) of this request." if rolled_back else ""
        super().__init__(f"Action #{failed_entry_id} failed: {reason}.{undone}")
