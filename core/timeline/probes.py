"""Ask the world what an interrupted or pending action left behind (used by crash recovery).

The runtime may answer itself (``recover(action)`` / ``abort(action)``, ``applied(record)``); these
functions do it from the runtime's own durable state when it does not:

- files: the executor keeps ``refs/steward/<action_id>/before`` in its shadow git BEFORE running, so an
  interrupted action is rolled back by restoring that tree; no ref means nothing ran.
- sqlite: a change is held in an open transaction until Commit, so a process that dies loses it; the
  executor's before/after images tell whether a pending change is still in the database.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from core.runtime.model import Action, UndoRecord
from core.timeline.world import ActionRuntime

Applied = Literal["after", "before", "changed", "unknown"]


class ProbeUnavailable(Exception):
    """This runtime cannot tell what an interrupted action of this kind did."""


def abort_interrupted(runtime: ActionRuntime, action: Action) -> bool:
    """Put the world back as it was before an interrupted ``action``; True if anything had run."""
    own = getattr(runtime, "abort", None)
    if own is not None:
        return bool(own(action))
    kind = action.target.kind
    if kind == "sqlite":
        return False  # the held transaction died with the process: SQLite rolled it back
    if kind == "files":
        return _abort_files(runtime, action)
    raise ProbeUnavailable(f"Steward cannot check what an interrupted {kind} action did.")


def applied(runtime: ActionRuntime, record: UndoRecord) -> Applied:
    """Whether a recorded (pending) change is still in the world: after / before / changed."""
    own = getattr(runtime, "applied", None)
    if own is not None:
        return own(record)
    if record.kind == "files" and record.data:
        return _files_applied(record)
    if record.kind == "sqlite" and record.state == "pending":
        executor = runtime.executor("sqlite")
        conn = executor._connect(record.data["database"])
        try:
            return executor._where(conn, record)
        finally:
            conn.close()
    return "unknown"


def _abort_files(runtime: ActionRuntime, action: Action) -> bool:
    from core.runtime.files_executor import FILE_METHODS

    executor = runtime.executor("files")
    root = Path(action.target.location).resolve()
    repo = executor.shadow(root)
    before_ref = f"refs/steward/{action.action_id}/before"
    before = repo._run("rev-parse", "--verify", "--quiet", before_ref, with_exceptions=False).strip()
    if not before:
        return False  # the snapshot is taken before the sandbox runs: no snapshot, nothing ran
    _, names = FILE_METHODS[action.method_id]
    paths = [os.path.normpath(str(action.arguments[name])) for name in names]
    kept = repo.files(before)
    for rel in _files_under(root, paths):
        if rel not in kept:
            (root / rel).unlink()
    for rel in paths:
        full = root / rel
        if full.is_dir() and not any(full.iterdir()) and not any(k.startswith(rel + "/") for k in kept):
            full.rmdir()
    if kept:
        repo.restore(before)
    repo.drop(f"{action.action_id}/before")
    repo.drop(f"{action.action_id}/after")
    return True


def _files_applied(record: UndoRecord) -> Applied:
    from core.runtime.shadow_git import ShadowRepo, blob_id

    data = record.data
    root = Path(data["root"])
    repo = ShadowRepo(Path(data["git_dir"]), root)
    current = {rel: blob_id(root / rel) for rel in _files_under(root, data["paths"])}
    large = set(data.get("large_after", {})) | set(data.get("large_before", []))
    current = {rel: blob for rel, blob in current.items() if rel not in large}
    if current == repo.files(data["after"]):
        return "after"
    if current == repo.files(data["before"]):
        return "before"
    return "changed"


def _files_under(root: Path, paths: list[str]) -> list[str]:
    found = []
    for rel in paths:
        full = root / rel
        if full.is_symlink() or full.is_file():
            found.append(rel)
        elif full.is_dir():
            for dirpath, dirnames, filenames in os.walk(full):
                dirnames[:] = [d for d in dirnames if d != ".git"]
                found += [os.path.relpath(os.path.join(dirpath, n), root) for n in filenames]
    return found
