"""What the timeline needs from the execution runtime (``core.runtime``), as a Protocol."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any, Protocol

from core.runtime.model import Action, Outcome, UndoRecord


class ActionRuntime(Protocol):
    """execute → Outcome with a JSON UndoRecord; undo/commit replay such a record (even after a restart)."""

    def execute(self, action: Action) -> Outcome: ...

    def undo(self, record: UndoRecord) -> Any: ...

    def commit(self, record: UndoRecord) -> Any: ...


def default_runtime(data_dir: Path) -> ActionRuntime:
    """The app's runtime over its state folder (what the CLI and the GUI use)."""
    from core.runtime import Runtime

    return Runtime(Path(data_dir) / "runtime")


def record_of(outcome: Outcome) -> dict[str, Any]:
    """The outcome's undo record as stored in the journal (plain JSON)."""
    return outcome.undo.model_dump(mode="json")


def undo_record(data: dict[str, Any]) -> UndoRecord:
    return UndoRecord.model_validate(data)


def supports_overwrite(runtime: ActionRuntime) -> bool:
    """True when ``runtime.undo`` can revert over later changes (a force/overwrite flag)."""
    parameters = inspect.signature(runtime.undo).parameters
    return any(name in parameters for name in ("overwrite", "force"))


def call_undo(runtime: ActionRuntime, record: UndoRecord, *, overwrite: bool) -> Any:
    """``runtime.undo(record)``; with ``overwrite`` pass the runtime's force flag (whatever it is named)."""
    if not overwrite:
        return runtime.undo(record)
    parameters = inspect.signature(runtime.undo).parameters
    for name in ("overwrite", "force"):
        if name in parameters:
            return runtime.undo(record, **{name: True})
    raise TypeError("This runtime cannot overwrite later changes on undo.")
