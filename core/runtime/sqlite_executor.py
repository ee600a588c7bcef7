"""SQLite executor: one statement on a user's database, in a transaction held open until Commit or Undo.

Policy:
- Only the tables the grant approved may be read or changed; an authorizer checks the statement while it
  is only compiled (EXPLAIN), so a refused statement never runs. PRAGMA, ATTACH, triggers, views and
  transaction control are refused.
- Python's sqlite3 runs in autocommit mode (isolation_level=None) and the runtime issues BEGIN IMMEDIATE
  itself, so DDL stays inside the held transaction (legacy mode would autocommit it).
- Before-images are captured while the statement runs (TEMP triggers for rows, whole-table images for
  DDL), so a change can still be reversed after Commit, and a later edit is detected as a conflict.
- A held transaction is committed (still reversible) when it is older than hold_timeout_s or when a new
  action writes to the same database; lock waits give up after busy_timeout_s.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.runtime import sqlite_images as images
from core.runtime.errors import ActionFailed, ActionRejected, UndoConflict, UndoUnavailable
from core.runtime.model import Action, Outcome, UndoRecord

DML = {sqlite3.SQLITE_INSERT: "insert", sqlite3.SQLITE_UPDATE: "update", sqlite3.SQLITE_DELETE: "delete"}
DDL_TABLE_ARG = {sqlite3.SQLITE_CREATE_TABLE: 0, sqlite3.SQLITE_DROP_TABLE: 0, sqlite3.SQLITE_ALTER_TABLE: 1,
                 sqlite3.SQLITE_CREATE_INDEX: 1, sqlite3.SQLITE_DROP_INDEX: 1}
ALWAYS_OK = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE, sqlite3.SQLITE_REINDEX}
METHODS = ("sqlite.execute", "sqlite.query")
OPERATION_NAMES = {sqlite3.SQLITE_PRAGMA: "PRAGMA", sqlite3.SQLITE_ATTACH: "ATTACH", sqlite3.SQLITE_DETACH: "DETACH",
                   sqlite3.SQLITE_TRANSACTION: "transaction control", sqlite3.SQLITE_SAVEPOINT: "SAVEPOINT",
                   sqlite3.SQLITE_CREATE_TRIGGER: "CREATE TRIGGER", sqlite3.SQLITE_CREATE_VIEW: "CREATE VIEW",
                   sqlite3.SQLITE_CREATE_VTABLE: "virtual tables", sqlite3.SQLITE_ANALYZE: "ANALYZE"}


@dataclass
class HeldTransaction:
    connection: sqlite3.Connection
    database: str
    started: float


class StatementCheck:
    """Authorizer that allows only approved tables and records what the statement does."""

    def __init__(self, approved: set[str]):
        self.approved = approved
        self.refused: list[str] = []
        self.writes: set[str] = set()
        self.ddl: set[str] = set()

    def __call__(self, code: int, arg1: str | None, arg2: str | None, db: str | None, _trigger: str | None) -> int:
        if code in ALWAYS_OK:
            return sqlite3.SQLITE_OK
        if code in DDL_TABLE_ARG:
            table = (arg1, arg2)[DDL_TABLE_ARG[code]]
            return self._table(table, ddl=True)
        if code in DML or code == sqlite3.SQLITE_READ:
            if code == sqlite3.SQLITE_READ and db is None:
                return sqlite3.SQLITE_OK  # a CTE or subquery column, not a stored table
            if arg1 in images.SCHEMA_TABLES or (db == "temp" and arg1 == images.LOG_TABLE):
                return sqlite3.SQLITE_OK
            return self._table(arg1, write=code in DML)
        self.refused.append(OPERATION_NAMES.get(code, f"operation #{code}") + (f" {arg1}" if arg1 else ""))
        return sqlite3.SQLITE_DENY

    def _table(self, table: str | None, write: bool = False, ddl: bool = False) -> int:
        if table not in self.approved:
            self.refused.append(f"table {table!r}")
            return sqlite3.SQLITE_DENY
        if write:
            self.writes.add(table)
        if ddl:
            self.ddl.add(table)
        return sqlite3.SQLITE_OK


class SQLiteExecutor:
    """Runs sqlite.execute (one statement, held) and sqlite.query (read only) on approved tables."""

    kind = "sqlite"

    def __init__(self, hold_timeout_s: float = 600.0, busy_timeout_s: float = 5.0,
                 max_sql_chars: int = 100_000, max_image_rows: int = 50_000, max_result_rows: int = 200,
                 statement_timeout_s: float = 10.0):
        self.statement_timeout_s = statement_timeout_s
        self.hold_timeout_s = hold_timeout_s
        self.busy_timeout_s = busy_timeout_s
        self.max_sql_chars = max_sql_chars
        self.max_image_rows = max_image_rows
        self.max_result_rows = max_result_rows
        self._held: dict[str, HeldTransaction] = {}
        self._lock = threading.RLock()

    # -- validation ------------------------------------------------------------------------------
    def _connect(self, database: str) -> sqlite3.Connection:
        conn = sqlite3.connect(database, isolation_level=None, timeout=self.busy_timeout_s,
                               check_same_thread=False)
        conn.execute("PRAGMA recursive_triggers=ON")  # REPLACE deletes fire the change log too
        conn.execute("PRAGMA trusted_schema=OFF")  # the file's own views/triggers cannot call risky functions
        return conn

    @contextmanager
    def _deadline(self, conn: sqlite3.Connection):
        """Stop a statement that runs longer than statement_timeout_s (SQLite's progress handler)."""
        deadline = time.monotonic() + self.statement_timeout_s
        conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        try:
            yield
        except sqlite3.OperationalError as exc:
            if "interrupted" in str(exc):
                raise ActionFailed(f"The statement ran longer than {self.statement_timeout_s:g} s and was stopped; "
                                   "nothing was changed. Narrow it (a WHERE clause, a LIMIT) and retry.") from exc
            raise
        finally:
            conn.set_progress_handler(None, 0)

    def _check(self, action: Action, conn: sqlite3.Connection) -> tuple[str, list, StatementCheck]:
        if action.method_id not in METHODS:
            raise ActionRejected(f"Unknown SQLite method {action.method_id!r}.")
        sql, params = action.arguments.get("sql"), action.arguments.get("params", [])
        if not isinstance(sql, str) or not sql.strip():
            raise ActionRejected("sql must be one SQL statement.")
        if len(sql) > self.max_sql_chars:
            raise ActionRejected(f"The statement is {len(sql):,} characters, over the {self.max_sql_chars:,} limit.")
        if not isinstance(params, list | dict):
            raise ActionRejected("params must be a list or an object of values.")
        if re.search(r"\bRENAME\s+TO\b", sql, re.IGNORECASE):
            raise ActionRejected("Renaming a table is not supported; create a new table and copy the rows.")
        check = StatementCheck(set(action.target.tables))
        conn.set_authorizer(check)
        try:
            conn.execute("EXPLAIN " + sql, params).fetchall()
        except (sqlite3.Warning, sqlite3.ProgrammingError) as exc:
            raise ActionRejected(f"Run one SQL statement at a time, with matching parameters ({exc}).") from exc
        except sqlite3.DatabaseError as exc:
            if check.refused:
                raise ActionRejected(
                    f"The statement uses {', '.join(sorted(set(check.refused)))}, which this permission does not "
                    f"cover (approved tables: {', '.join(sorted(check.approved)) or 'none'})."
                ) from exc
            raise ActionRejected(f"The statement is not valid SQL for this database: {exc}") from exc
        finally:
            conn.set_authorizer(None)
        if action.method_id == "sqlite.query" and (check.writes or check.ddl):
            raise ActionRejected("sqlite.query is read only; this statement changes data (use sqlite.execute).")
        return sql, params, check

    # -- execute ---------------------------------------------------------------------------------
    def execute(self, action: Action) -> Outcome:
        started = time.perf_counter()
        action.check_size()
        database = str(Path(action.target.location).resolve())
        if not Path(database).is_file():
            raise ActionRejected(f"The database {database} does not exist; add it again in Settings.")
        self.expire_held()
        conn = self._connect(database)
        try:
            sql, params, check = self._check(action, conn)
            if not (check.writes or check.ddl):
                rows, columns = self._query(conn, sql, params, set(action.target.tables))
                conn.close()
                record = UndoRecord(action_id=action.action_id, kind="none", target=action.target,
                                    description="Nothing to undo (read only).", reversible=True, state="committed")
                return Outcome(action_id=action.action_id, method_id=action.method_id,
                               result_preview=f"{len(rows)} row(s)", result={"columns": columns, "rows": rows},
                               undo_description=record.description, reversible=True, undo=record,
                               duration_ms=(time.perf_counter() - started) * 1000)
            self._release_database(database)
            tables = images.rowid_tables(conn) if not check.ddl else {}
            if tables:
                images.install_change_log(conn, tables)
            self._begin(conn, database)
            ddl_before = {t: images.table_image(conn, t, self.max_image_rows) for t in sorted(check.ddl)}
            conn.set_authorizer(StatementCheck(set(action.target.tables)))
            try:
                with self._deadline(conn):
                    cursor = conn.execute(sql, params)
                changed = cursor.rowcount
            finally:
                conn.set_authorizer(None)
            changes = images.read_change_log(conn, tables) if not check.ddl else []
            ddl_after = {t: images.table_fingerprint(conn, t) for t in ddl_before}
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.rollback()
            conn.close()
            raise ActionFailed(f"The database refused the change and nothing was kept: {exc}") from exc
        except Exception:
            if conn.in_transaction:
                conn.rollback()
            conn.close()
            raise
        imaged = all(image.get("rows") is not None or not image["exists"] for image in ddl_before.values())
        imaged = imaged and len(changes) <= self.max_image_rows
        with self._lock:
            self._held[action.action_id] = HeldTransaction(conn, database, time.monotonic())
        what = f"{', '.join(sorted(check.ddl))} (schema)" if check.ddl else ", ".join(sorted(check.writes))
        count = len(changes) if not check.ddl else max(changed, 0)
        description = (f"Roll back the open transaction on {what}"
                       + ("; after commit, restore the before-images." if imaged
                          else "; after commit this cannot be undone (the change is too large to image)."))
        record = UndoRecord(
            action_id=action.action_id, kind="sqlite", target=action.target, description=description,
            reversible=True,
            data={"database": database, "imaged": imaged, "changes": changes if imaged else [],
                  "ddl_before": ddl_before if imaged else {}, "ddl_after": ddl_after},
        )
        return Outcome(action_id=action.action_id, method_id=action.method_id,
                       result_preview=f"{count} row(s) changed in {what}; not committed yet",
                       result={"rows_changed": count}, undo_description=description, reversible=True,
                       undo=record, duration_ms=(time.perf_counter() - started) * 1000)

    def _begin(self, conn: sqlite3.Connection, database: str) -> None:
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise ActionFailed(
                f"{database} is locked by another program (waited {self.busy_timeout_s:g} s). Close it and retry."
            ) from exc

    def _query(self, conn: sqlite3.Connection, sql: str, params: Any, approved: set[str]) -> tuple[list, list[str]]:
        conn.set_authorizer(StatementCheck(approved))
        try:
            with self._deadline(conn):
                cursor = conn.execute(sql, params)
                rows = [[{"b": v.hex()} if isinstance(v, bytes) else v for v in row]
                        for row in cursor.fetchmany(self.max_result_rows)]
        finally:
            conn.set_authorizer(None)
        columns = [d[0] for d in cursor.description or []]
        return rows, columns

    # -- held transactions ---------------------------------------------------------------------
    def held(self, action_id: str) -> bool:
        return action_id in self._held

    def expire_held(self) -> list[str]:
        """Commit held transactions older than hold_timeout_s (they stay reversible by before-images)."""
        now = time.monotonic()
        with self._lock:
            expired = [a for a, h in self._held.items() if now - h.started > self.hold_timeout_s]
        for action_id in expired:
            self._finish(action_id, commit=True)
        return expired

    def close(self, commit_held: bool = True) -> list[str]:
        """On app exit: finish every held transaction (committed by default: the change stays reversible by
        its before-images, exactly as with the hold timeout). Returns the action ids finished."""
        with self._lock:
            held = list(self._held)
        for action_id in held:
            self._finish(action_id, commit=commit_held)
        return held

    def _release_database(self, database: str) -> None:
        with self._lock:
            same = [a for a, h in self._held.items() if h.database == database]
        for action_id in same:
            self._finish(action_id, commit=True)

    def _finish(self, action_id: str, commit: bool) -> bool:
        with self._lock:
            held = self._held.pop(action_id, None)
        if held is None:
            return False
        try:
            if commit:
                held.connection.commit()
            else:
                held.connection.rollback()
        finally:
            held.connection.close()
        return True

    # -- commit / undo ---------------------------------------------------------------------------
    def commit(self, record: UndoRecord) -> UndoRecord:
        if not self._finish(record.action_id, commit=True) and record.state == "pending":
            conn = self._connect(record.data["database"])
            try:
                if self._where(conn, record) == "before":
                    raise ActionFailed("This change was rolled back when Steward stopped before it was committed; "
                                       "run the action again.")
            finally:
                conn.close()
        reversible = bool(record.data.get("imaged"))
        return record.model_copy(update={
            "state": "committed", "reversible": reversible,
            "description": "Restore the before-images." if reversible else "Committed; cannot be undone."})

    def abort(self, action: Action) -> bool:
        """Roll back an action's held transaction; False when none is held (it died with the process)."""
        return self._finish(action.action_id, commit=False)

    def applied(self, record: UndoRecord) -> str:
        """'after' (the change is in the database), 'before' (it is not) or 'changed' (edited since)."""
        if self.held(record.action_id):
            return "after"
        if not record.data.get("imaged"):
            return "unknown"
        conn = self._connect(record.data["database"])
        try:
            return self._where(conn, record)
        finally:
            conn.close()

    def undo(self, record: UndoRecord, overwrite: bool = False) -> None:
        """Roll back the held transaction, or restore the before-images (UndoConflict if edited since,
        unless overwrite)."""
        if self._finish(record.action_id, commit=False):
            return
        if not record.data.get("imaged"):
            raise UndoUnavailable("This change was too large to keep before-images; it cannot be undone after commit.")
        conn = self._connect(record.data["database"])
        try:
            self._begin(conn, record.data["database"])
            where = "after" if overwrite else self._where(conn, record)
            if where == "after":
                self._apply_inverse(conn, record)
            elif where == "changed":
                raise UndoConflict(
                    "The rows or tables this action changed were edited again since; undo would overwrite "
                    "those edits. Undo the later change first.")
            conn.commit()
        finally:
            if conn.in_transaction:
                conn.rollback()
            conn.close()

    def _where(self, conn: sqlite3.Connection, record: UndoRecord) -> str:
        """'after' (the change is in place), 'before' (it is not) or 'changed' (edited since)."""
        states = set()
        for table, image in record.data["ddl_before"].items():
            now = images.table_fingerprint(conn, table)
            before = None if not image["exists"] else _image_fingerprint(image)
            states.add("after" if now == record.data["ddl_after"][table] else "before" if now == before else "changed")
        for (table, rowid), (columns, before, after) in _net_rows(record.data["changes"]).items():
            now = images.current_row(conn, table, columns, rowid)
            if before == after == now:
                continue  # a no-op change is in both states
            states.add("after" if now == after else "before" if now == before else "changed")
        if len(states) == 1:
            return states.pop()
        return "changed" if states else "before"

    @staticmethod
    def _apply_inverse(conn: sqlite3.Connection, record: UndoRecord) -> None:
        for image in record.data["ddl_before"].values():
            images.restore_table(conn, image)
        net = _net_rows(record.data["changes"])
        for (table, rowid) in net:
            conn.execute(f"DELETE FROM main.{images.quote(table)} WHERE rowid = ?", (rowid,))
        for (table, rowid), (columns, before, _after) in net.items():
            if before is not None:
                cols = ", ".join(["rowid", *(images.quote(c) for c in columns)])
                marks = ", ".join("?" * (len(columns) + 1))
                conn.execute(f"INSERT INTO main.{images.quote(table)}({cols}) VALUES({marks})", [rowid, *before])


def _net_rows(changes: list[dict]) -> dict[tuple[str, int], tuple[list[str], list | None, list | None]]:
    """(table, rowid) -> (columns, row before the action or None, row after it or None)."""
    net: dict[tuple[str, int], tuple[list[str], list | None, list | None]] = {}
    for change in changes:
        table, columns = change["table"], change["columns"]
        if change["rid_old"] is not None:
            key = (table, change["rid_old"])
            before = net[key][1] if key in net else _decoded(change["old"])
            moved = change["rid_new"] != change["rid_old"]
            net[key] = (columns, before, None if moved or change["op"] == "delete" else _decoded(change["new"]))
        if change["rid_new"] is not None and (change["rid_old"] is None or change["rid_new"] != change["rid_old"]):
            key = (table, change["rid_new"])
            before = net[key][1] if key in net else None
            net[key] = (columns, before, _decoded(change["new"]))
    return net


def _decoded(values: list | None) -> list | None:
    return None if values is None else [images.decode_value(v) for v in values]


def _image_fingerprint(image: dict) -> str | None:
    conn = sqlite3.connect(":memory:")
    try:
        images.restore_table(conn, image)
        return images.table_fingerprint(conn, image["table"])
    finally:
        conn.close()
