"""Execution runtime: runs approved actions in a sandbox and records how to undo them BEFORE they run.

Public API::

    runtime = Runtime(state_dir)                       # state_dir: e.g. settings.data_dir / "runtime"
    outcome = runtime.execute(Action(method_id="files.write",
                                     arguments={"path": "notes.txt", "content": "hi"},
                                     target=Target(kind="files", location="/home/me/Notes")))
    outcome.result_preview, outcome.undo_description, outcome.reversible
    text = outcome.undo.to_json()                      # store it (timeline); UndoRecord.from_json(text) later
    runtime.undo(UndoRecord.from_json(text))           # may raise UndoConflict / UndoUnavailable
    record = runtime.commit(record)                    # returns the record to store (state="committed")
    runtime.applied(record)                            # "after" | "before" | "changed" | "unknown"
    runtime.abort(action)                              # after a crash: put back what an unrecorded action did
    runtime.undo(record, overwrite=True)               # revert even over later edits (the user confirmed)

Sandboxes (core.runtime.sandbox): BubblewrapSandbox (default on Linux) and DockerSandbox (image built
locally; STEWARD_SANDBOX=docker). Policy: no network (REST: only the broker's unix socket), uid 65534,
read-only root, cpu/memory/pids limits, wall-clock timeout, only the needed mounts.

Targets and methods:
- files  (location = confined root): files.write {path, content | content_b64, append?}, files.mkdir {path},
  files.move {src, dst, overwrite?}, files.delete {path}, files.read {path}, files.list {path?, pattern?, recursive?},
  files.search {query, path?, contents?}.
  Runs in the sandbox with the root at /data; snapshot in a shadow git (--git-dir under state_dir).
  Undo restores byte-identical content; commit drops the snapshot (no undo after commit).
- sqlite (location = database file, tables = approved tables): sqlite.execute {sql, params},
  sqlite.query {sql, params}. The transaction is held open until commit/undo; before-images keep a
  committed change reversible (also after a restart). SQL is data, not code: it runs in the app process
  under an authorizer (approved tables only; no ATTACH/PRAGMA/triggers; trusted_schema off) and a
  statement timeout, since a held transaction must outlive the call.
- rest   (location = account id): catalog method ids (Runtime(..., catalog=, token_for=, root_url_for=,
  refresh_for=, db=)); the call runs in the sandbox and leaves only through the credential broker
  (core.runtime.broker), which injects the token; undo calls the inverse from the reversion set.

Errors (core.runtime.errors): ActionRejected (bad input, nothing ran), ActionFailed, SandboxError,
UndoConflict (the world changed since the action; .changed lists what), UndoUnavailable, BrokerDenied.
"""

from core.runtime.errors import (
    ActionFailed,
    ActionRejected,
    BrokerDenied,
    ExecutionError,
    SandboxError,
    SandboxUnavailable,
    UndoConflict,
    UndoUnavailable,
)
from core.runtime.model import Action, Outcome, Target, UndoRecord
from core.runtime.runtime import Runtime, default_sandbox

__all__ = [
    "Action", "ActionFailed", "ActionRejected", "BrokerDenied", "ExecutionError", "Outcome", "Runtime",
    "SandboxError", "SandboxUnavailable", "Target", "UndoConflict", "UndoRecord", "UndoUnavailable",
    "default_sandbox",
]
