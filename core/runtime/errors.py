"""Typed runtime errors; every message says what happened and what the user can do."""

from __future__ import annotations


class ExecutionError(Exception):
    """Base class of every error the runtime raises."""


class ActionRejected(ExecutionError):
    """The action's input was refused before anything ran (bad path, unapproved table, too large...)."""


class ActionFailed(ExecutionError):
    """The action ran but did not succeed; nothing was kept (the snapshot/transaction was rolled back)."""


class SandboxError(ExecutionError):
    """The sandbox could not start, or killed the action (timeout, limits)."""


class SandboxUnavailable(SandboxError):
    """No sandbox backend works on this machine."""


class UndoConflict(ExecutionError):
    """The world changed since the action (e.g. the file was edited again): undo would overwrite it."""

    def __init__(self, message: str, changed: list[str] | None = None):
        super().__init__(message)
        self.changed = changed or []


class UndoUnavailable(ExecutionError):
    """This action cannot be undone (irreversible, already committed for good, or its snapshot is gone)."""


class BrokerDenied(ExecutionError):
    """The credential broker refused a request that the approved method does not allow."""
