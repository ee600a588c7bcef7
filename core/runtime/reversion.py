"""Reversion set: how to undo each method. Curated and derived inverses come from the catalog; inverses a
model proposed are recorded with their track record and reused only once they have worked ("wrong at
most once"). Also an optional reversibility test: run action + undo on a sandboxed copy (files, SQLite).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import sqlite_utils
from pydantic import BaseModel

from core.runtime.model import Action, Target

TABLE = "runtime_inverses"
Status = Literal["unverified", "verified", "failed"]

class InverseCall(BaseModel):
    """An inverse as the runtime uses it (mirrors core.catalog.Inverse, plus where it came from)."""

    method: str
    args: dict[str, str]
    before_image: str | None = None
    image_args: dict[str, str] = {}  # the before-image read's arguments beyond the path ids
    source: Literal["curated", "derived", "connector", "model"] = "curated"
    status: Status = "verified"

def ensure_schema(db: sqlite_utils.Database) -> None:
    if TABLE not in db.table_names():
        db[TABLE].create(
            {"method_id": str, "inverse_method": str, "args": str, "before_image": str, "status": str,
             "successes": int, "failures": int, "updated_at": str},
            pk=("method_id", "inverse_method", "args"),
        )

class ReversionSet:
    """Look up and learn inverses. `db` is the app database (only inverse definitions, no data)."""

    def __init__(self, db: sqlite_utils.Database | None = None, catalog=None):
        self.db = db
        self.catalog = catalog
        if db is not None:
            ensure_schema(db)

    def inverse_for(self, method_id: str) -> InverseCall | None:
        """Catalog inverse (curated/derived) first; else a verified model proposal; else one that was never
        tried (status "unverified", so the Outcome says so); never one that failed."""
        if self.catalog is not None:
            undo = self.catalog.method(method_id).effects.undo
            if undo is not None and undo.strategy == "call" and undo.method:
                return InverseCall(method=undo.method, args=undo.args, before_image=undo.before_image,
                                   image_args=undo.image_args, source=undo.source)
        if self.db is None:
            return None
        for status in ("verified", "unverified"):
            rows = list(self.db[TABLE].rows_where("method_id = ? AND status = ?", [method_id, status],
                                                  order_by="successes DESC", limit=1))
            if rows:
                row = rows[0]
                return InverseCall(method=row["inverse_method"], args=json.loads(row["args"]),
                                   before_image=row["before_image"] or None, source="model", status=status)
        return None

    def propose(self, method_id: str, inverse: InverseCall) -> Status:
        """Record a model-proposed inverse (kept as is if already known); returns its status."""
        if self.db is None:
            raise ValueError("The reversion set needs the app database to learn inverses.")
        key = (method_id, inverse.method, json.dumps(inverse.args, sort_keys=True))
        existing = self._row(key)
        if existing:
            return existing["status"]
        self.db[TABLE].insert({"method_id": key[0], "inverse_method": key[1], "args": key[2],
                               "before_image": inverse.before_image or "", "status": "unverified",
                               "successes": 0, "failures": 0, "updated_at": _now()})
        return "unverified"

    def record(self, method_id: str, inverse: InverseCall, worked: bool) -> Status:
        """After a model-proposed inverse was used: verified if reverting worked, failed (for good) if not."""
        if self.db is None or inverse.source != "model":
            return inverse.status
        key = (method_id, inverse.method, json.dumps(inverse.args, sort_keys=True))
        row = self._row(key) or {}
        status: Status = "failed" if not worked or row.get("status") == "failed" else "verified"
        self.db[TABLE].upsert({"method_id": key[0], "inverse_method": key[1], "args": key[2],
                               "before_image": inverse.before_image or "", "status": status,
                               "successes": row.get("successes", 0) + int(worked),
                               "failures": row.get("failures", 0) + int(not worked), "updated_at": _now()},
                              pk=("method_id", "inverse_method", "args"))
        return status

    def status(self, method_id: str, inverse: InverseCall) -> Status | None:
        row = self._row((method_id, inverse.method, json.dumps(inverse.args, sort_keys=True)))
        return row["status"] if row else None

    def _row(self, key: tuple[str, str, str]) -> dict | None:
        rows = list(self.db[TABLE].rows_where("method_id = ? AND inverse_method = ? AND args = ?", list(key)))
        return rows[0] if rows else None

class ReversibilityReport(BaseModel):
    reversible: bool
    detail: str

def check_reversibility(action: Action, sandbox=None) -> ReversibilityReport:
    """Run `action` then its undo on a throwaway copy of its files folder or SQLite database (in the same
    sandbox), and report whether the copy came back identical. The user's data is never touched."""
    from core.runtime.runtime import Runtime

    with tempfile.TemporaryDirectory(prefix="steward-reversibility-") as tmp:
        work = Path(tmp)
        if action.target.kind == "files":
            copy = work / "folder"
            shutil.copytree(action.target.location, copy, symlinks=True,
                            ignore=shutil.ignore_patterns(".git"))
        elif action.target.kind == "sqlite":
            copy = work / "database.sqlite"
            source = sqlite3.connect(action.target.location)
            dest = sqlite3.connect(copy)
            with dest:
                source.backup(dest)
            source.close()
            dest.close()
        else:
            return ReversibilityReport(reversible=False, detail="Only files and SQLite actions can be tried on a copy.")
        trial = action.model_copy(update={"target": Target(kind=action.target.kind, location=str(copy),
                                                           tables=action.target.tables),
                                          "action_id": action.action_id + "-trial"})
        before = _digest(copy)
        runtime = Runtime(work / "state", sandbox=sandbox)
        outcome = runtime.execute(trial)
        if not outcome.reversible:
            return ReversibilityReport(reversible=False, detail=outcome.undo_description)
        if outcome.undo.kind == "sqlite":
            outcome = outcome.model_copy(update={"undo": runtime.commit(outcome.undo)})  # test the before-images
        runtime.undo(outcome.undo)
        same = _digest(copy) == before
        return ReversibilityReport(reversible=same, detail="The copy came back identical." if same else
                                   "Undo did not restore the copy exactly.")

def _digest(path: Path) -> str:
    digest = hashlib.sha256()
    if path.is_dir():
        for dirpath, dirnames, filenames in sorted(os.walk(path)):
            dirnames.sort()
            digest.update(os.path.relpath(dirpath, path).encode())
            for name in sorted(filenames):
                digest.update(name.encode() + (Path(dirpath) / name).read_bytes())
        return digest.hexdigest()
    conn = sqlite3.connect(path)
    try:
        for line in conn.iterdump():
            digest.update(line.encode())
    finally:
        conn.close()
    return digest.hexdigest()

def _now() -> str:
    return datetime.now(UTC).isoformat()
