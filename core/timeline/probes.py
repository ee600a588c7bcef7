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

from core.runtime.files_executor import walk_files
from core.runtime.model import Action, UndoRecord
from core.timeline.world import ActionRuntime

Applied = Literal["after", "before", "changed", "unknown"]


class ProbeUnavailable(Exception):
    """This runtime cannot tell what an interrupted action of this kind did."""


def _executor(runtime: ActionRuntime, kind: str):
    return runtime.executor(kind) if hasattr(runtime, "executor") else runtime


def abort_interrupted(runtime: ActionRuntime, action: Action, claimed: set[str] = frozenset()) -> bool:
    """Put the world back as it was before an interrupted ``action``; True if anything had run.

    ``claimed``: ids of remote resources other journal entries already account for.
    """
    kind = action.target.kind
    executor = _executor(runtime, kind)
    if hasattr(executor, "abort"):
        return bool(executor.abort(action))
    if kind == "sqlite":
        return False  # the held transaction died with the process: SQLite rolled it back
    if kind == "files":
        return _abort_files(runtime, action)
    if kind == "rest":
        return _abort_rest(executor, action, claimed)
    raise ProbeUnavailable(f"Steward cannot check what an interrupted {kind} action did.")


def applied(runtime: ActionRuntime, record: UndoRecord) -> Applied:
    """Whether a recorded (pending) change is still in the world: after / before / changed."""
    executor = _executor(runtime, record.kind) if record.kind != "none" else None
    if executor is not None and hasattr(executor, "applied"):
        answer = executor.applied(record)
        if answer != "unknown":
            return answer
    if record.kind == "files" and record.data:
        return _files_applied(record)
    if record.kind == "rest" and record.data and hasattr(executor, "_probe"):
        return _rest_applied(executor, record)
    if record.kind == "sqlite" and record.state == "pending":
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
    for rel in walk_files(root, paths):
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


def _abort_rest(executor, action: Action, claimed: set[str]) -> bool:
    """An interrupted create (e.g. calendar.events.insert): the response with the new id was lost.

    Look for the created resource with the collection's list method (an item holding every field the
    request sent, not accounted for by another entry): one match → delete it with the method's inverse;
    none → the call never reached the service; several → the user decides.
    """
    from core.runtime.model import UndoRecord
    from core.runtime.rest_executor import _stamp, resolve_arguments

    method = executor._method(action.method_id)
    if method.effects.read_only:
        return False
    inverse = executor.reversion.inverse_for(method.id)
    if inverse is None or not any(ref.startswith("response.") for ref in inverse.args.values()):
        raise ProbeUnavailable(f"Steward cannot tell whether {method.id} reached the service; check it there.")
    list_id = method.id.rsplit(".", 1)[0] + ".list"
    reply = executor.call(action.target.location, list_id, executor._args_for(list_id, action.arguments), True)
    sent = action.arguments.get("body") or {}
    items = [i for v in (reply.get("body") or {}).values() if isinstance(v, list) for i in v if isinstance(i, dict)]
    matches = [i for i in items if i.get("status") != "cancelled" and i.get("id") not in claimed
               and all(i.get(k) == v for k, v in sent.items())]
    if not matches:
        return False
    if len(matches) > 1:
        raise ProbeUnavailable(f"{len(matches)} resources match what {method.id} sent; check them in the service.")
    record = UndoRecord(
        action_id=action.action_id, kind="rest", target=action.target, reversible=True,
        description=f"Call {inverse.method}.",
        data={"account": action.target.location, "method_id": method.id, "inverse": inverse.model_dump(),
              "inverse_arguments": resolve_arguments(inverse.args, action.arguments, matches[0], None),
              "response": _stamp(matches[0], sent)},
    )
    executor.undo(record)
    return True


def _rest_applied(executor, record: UndoRecord) -> Applied:
    """A created resource still there (after), gone (before) or edited since (changed)."""
    for _attempt in range(3):
        current = executor._probe(record)
        if current is None:
            return "unknown"
        if current.get("status") == 404:
            return "before"
        if "body" in current:
            stamp, body = record.data.get("response") or {}, current["body"] or {}
            return "after" if all(body.get(k) == v for k, v in stamp.items()) else "changed"
    raise ProbeUnavailable(f"Checking the service failed: {current.get('error') or current}")


def claimed_remote_ids(records: list[dict]) -> set[str]:
    """Ids of remote resources that journal entries' undo records point at."""
    return {r["data"]["response"]["id"] for r in records
            if r and r.get("kind") == "rest" and (r.get("data") or {}).get("response", {}) and
            "id" in r["data"]["response"]}


def _files_applied(record: UndoRecord) -> Applied:
    from core.runtime.shadow_git import ShadowRepo, blob_id

    data = record.data
    root = Path(data["root"])
    repo = ShadowRepo(Path(data["git_dir"]), root)
    current = {rel: blob_id(root / rel) for rel in walk_files(root, data["paths"])}
    large = set(data.get("large_after", {})) | set(data.get("large_before", []))
    current = {rel: blob for rel, blob in current.items() if rel not in large}
    if current == repo.files(data["after"]):
        return "after"
    if current == repo.files(data["before"]):
        return "before"
    return "changed"
