"""Runtime: the one entry point that runs an Action and reverses or commits it later."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Protocol

from core.runtime.errors import ActionRejected, SandboxUnavailable, UndoUnavailable
from core.runtime.files_executor import FilesExecutor
from core.runtime.model import Action, Outcome, UndoRecord
from core.runtime.sandbox.policy import Sandbox
from core.runtime.sqlite_executor import SQLiteExecutor


class Executor(Protocol):
    kind: str

    def execute(self, action: Action) -> Outcome: ...

    def undo(self, record: UndoRecord, overwrite: bool = False) -> None: ...

    def commit(self, record: UndoRecord) -> UndoRecord: ...


def default_sandbox() -> Sandbox:
    """The sandbox backend for this machine.

    STEWARD_SANDBOX=bubblewrap|docker forces one. Otherwise bubblewrap on Linux when it can create a
    sandbox (it maps the sandbox's uid 65534 onto the user's own uid, so edited files keep their owner;
    no daemon; about 10x faster to start than a container, see bench/runtime.py), else Docker when an
    engine answers.
    """
    from core.runtime.sandbox.bubblewrap import BubblewrapSandbox
    from core.runtime.sandbox.docker import DockerSandbox

    choice = os.environ.get("STEWARD_SANDBOX", "").strip().lower()
    if choice == "docker":
        return DockerSandbox()
    if choice == "bubblewrap" or (sys.platform.startswith("linux") and BubblewrapSandbox.available()):
        return BubblewrapSandbox()
    if DockerSandbox.engine_answers():
        return DockerSandbox()
    raise SandboxUnavailable(
        "No sandbox can run actions here: bubblewrap cannot create namespaces and no Docker engine answers. "
        "Install Docker (or enable unprivileged user namespaces) and restart Steward."
    )


class Runtime:
    """Dispatches actions to the executor of their target kind (files, sqlite, rest)."""

    def __init__(self, state_dir: Path, sandbox: Sandbox | None = None, executors: list[Executor] | None = None,
                 *, catalog=None, token_for=None, root_url_for=None, refresh_for=None, db=None):
        """REST needs catalog (core.catalog.Catalog) and token_for(account_id, method) -> access token
        (from the vault); root_url_for(account_id) may redirect an account (the Playground);
        refresh_for(account_id, method) -> a refreshed token (used once after a 401); db is the app
        database where the reversion set learns model-proposed inverses."""
        self.state_dir = Path(state_dir)
        self._sandbox = sandbox
        self.executors: dict[str, Executor] = {e.kind: e for e in executors or []}
        self.catalog, self.token_for, self.root_url_for, self.db = catalog, token_for, root_url_for, db
        self.refresh_for = refresh_for

    @property
    def sandbox(self) -> Sandbox:
        if self._sandbox is None:
            self._sandbox = default_sandbox()
        return self._sandbox

    def executor(self, kind: str) -> Executor:
        if kind not in self.executors:
            if kind == "files":
                self.executors[kind] = FilesExecutor(self.state_dir / "files", self.sandbox)
            elif kind == "sqlite":
                self.executors[kind] = SQLiteExecutor()
            elif kind == "rest" and self.catalog is not None and self.token_for is not None:
                from core.runtime.rest_executor import RestExecutor
                from core.runtime.reversion import ReversionSet

                self.executors[kind] = RestExecutor(self.catalog, self.sandbox, self.token_for, self.root_url_for,
                                                    ReversionSet(self.db, self.catalog), refresh_for=self.refresh_for)
            else:
                raise ActionRejected(f"No executor handles {kind!r} targets here (REST needs a catalog and "
                                     "an account token source); connect the account in Settings.")
        return self.executors[kind]

    def execute(self, action: Action) -> Outcome:
        """Validate, snapshot/record the inverse, run, and return the Outcome (with its UndoRecord)."""
        return self.executor(action.target.kind).execute(action)

    def undo(self, record: UndoRecord, overwrite: bool = False) -> None:
        """Reverse an action; raises UndoConflict when the world changed since (overwrite=True reverts
        anyway, discarding the later edits), UndoUnavailable when it cannot be undone."""
        if record.kind == "none":
            return
        if not record.reversible:
            raise UndoUnavailable(f"This action cannot be undone: {record.description}")
        self.executor(record.kind).undo(record, overwrite=overwrite)

    def applied(self, record: UndoRecord) -> str:
        """Whether a recorded change is in the world: "after", "before", "changed" or "unknown"."""
        if record.kind == "none":
            return "unknown"
        executor = self.executor(record.kind)
        return executor.applied(record) if hasattr(executor, "applied") else "unknown"

    def abort(self, action: Action) -> bool:
        """After a crash: put back whatever an interrupted action changed; True if it had started."""
        executor = self.executor(action.target.kind)
        return bool(executor.abort(action)) if hasattr(executor, "abort") else False

    def close(self) -> None:
        """On app exit: commit held SQLite transactions (they stay reversible through before-images)."""
        for executor in self.executors.values():
            if hasattr(executor, "close"):
                executor.close()

    def commit(self, record: UndoRecord) -> UndoRecord:
        """Make an action final (SQLite: commit the held transaction; files: drop the snapshot).

        Returns the updated record to store (state="committed"; still reversible for SQLite).
        """
        if record.kind == "none":
            return record
        return self.executor(record.kind).commit(record)
