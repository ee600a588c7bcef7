"""SQLite executor on real database files: held transactions, before-images, DDL, refused statements."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from core.runtime import Action, ActionRejected, Runtime, Target, UndoConflict, UndoRecord
from core.runtime.sqlite_executor import SQLiteExecutor


def dump(path: Path) -> list:
    """Schema and every row of every table, for exact before/after comparison."""
    conn = sqlite3.connect(path)
    try:
        schema = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
        rows = {name: conn.execute(f'SELECT rowid, * FROM "{name}" ORDER BY rowid').fetchall()
                for kind, name, _sql in schema if kind == "table"}
        return [schema, rows]
    finally:
        conn.close()


def sql(target: Target, statement: str, params=(), method: str = "sqlite.execute") -> Action:
    return Action(method_id=method, arguments={"sql": statement, "params": list(params)}, target=target)


STATEMENTS = [
    ("INSERT INTO items(name, price, photo) VALUES (?, ?, ?)", ["new", 0.1 + 0.2, b"\x00\x01"]),
    ("UPDATE items SET price = price * 3, name = upper(name) WHERE id % 7 = 0", []),
    ("DELETE FROM items WHERE price > 40", []),
    ("INSERT OR REPLACE INTO items(id, name, price) VALUES (3, 'replaced', 1)", []),
    ("CREATE TABLE orders(id INTEGER PRIMARY KEY, item INTEGER, qty INTEGER)", []),
    ("ALTER TABLE items ADD COLUMN stock INTEGER DEFAULT 5", []),
    ("CREATE INDEX items_price ON items(price)", []),
    ("DROP TABLE items", []),
]


@pytest.mark.parametrize(("statement", "params"), STATEMENTS)
def test_undo_before_commit_rolls_back(runtime, db_target, user_db, statement, params):
    original = dump(user_db)
    outcome = runtime.execute(sql(db_target, statement, params))
    assert outcome.reversible and "not committed" in outcome.result_preview
    runtime.undo(outcome.undo)
    assert dump(user_db) == original


@pytest.mark.parametrize(("statement", "params"), STATEMENTS)
def test_undo_after_commit_restores_before_images(runtime, db_target, user_db, statement, params):
    original = dump(user_db)
    outcome = runtime.execute(sql(db_target, statement, params))
    record = runtime.commit(outcome.undo)
    assert record.state == "committed" and record.reversible
    assert dump(user_db) != original  # the change is really on disk
    Runtime(runtime.state_dir).undo(UndoRecord.from_json(record.to_json()))  # as after a restart
    assert dump(user_db) == original


def test_the_transaction_is_held_until_commit(runtime, db_target, user_db):
    runtime.execute(sql(db_target, "DELETE FROM items"))
    other = sqlite3.connect(user_db)
    assert other.execute("SELECT count(*) FROM items").fetchone()[0] == 50  # others don't see it yet
    other.close()


def test_a_restart_before_commit_loses_nothing_and_undo_is_a_no_op(tmp_path, db_target, user_db):
    original = dump(user_db)
    executor = SQLiteExecutor()
    outcome = executor.execute(sql(db_target, "UPDATE items SET price = 0"))
    stored = outcome.undo.to_json()
    executor._finish(outcome.action_id, commit=False)  # what a crash does to an open transaction
    SQLiteExecutor().undo(UndoRecord.from_json(stored))
    assert dump(user_db) == original


def test_undo_after_commit_detects_a_later_edit(runtime, db_target, user_db):
    record = runtime.commit(runtime.execute(sql(db_target, "UPDATE items SET price = 1 WHERE id = 1")).undo)
    conn = sqlite3.connect(user_db)
    conn.execute("UPDATE items SET price = 99 WHERE id = 1")
    conn.commit()
    conn.close()
    with pytest.raises(UndoConflict):
        runtime.undo(record)
    assert sqlite3.connect(user_db).execute("SELECT price FROM items WHERE id = 1").fetchone()[0] == 99


def test_a_new_write_commits_the_held_one_which_stays_reversible(runtime, db_target, user_db):
    original = dump(user_db)
    first = runtime.execute(sql(db_target, "DELETE FROM items WHERE id < 10"))
    second = runtime.execute(sql(db_target, "UPDATE items SET name = 'x' || name"))
    runtime.undo(second.undo)
    runtime.undo(first.undo)
    assert dump(user_db) == original


def test_hold_timeout_commits_and_keeps_the_change_reversible(tmp_path, db_target, user_db):
    original = dump(user_db)
    executor = SQLiteExecutor(hold_timeout_s=0)
    outcome = executor.execute(sql(db_target, "DELETE FROM items"))
    assert executor.expire_held() == [outcome.action_id]
    assert sqlite3.connect(user_db).execute("SELECT count(*) FROM items").fetchone()[0] == 0
    executor.undo(outcome.undo)
    assert dump(user_db) == original


def test_query_returns_rows_and_changes_nothing(runtime, db_target):
    outcome = runtime.execute(sql(db_target, "SELECT name, photo FROM items WHERE id = ?", [2], "sqlite.query"))
    assert outcome.result["rows"] == [["item1", {"b": "0100ff"}]]
    assert outcome.undo.kind == "none"


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        ("SELECT * FROM payroll", "payroll"),
        ("WITH t AS (SELECT salary FROM payroll) SELECT * FROM t", "payroll"),
        ("SELECT * FROM (SELECT who FROM main.payroll)", "payroll"),
        ("UPDATE items SET price = (SELECT salary FROM payroll)", "payroll"),
        ("DELETE FROM payroll", "payroll"),
        ("DROP TABLE payroll", "payroll"),
        ("CREATE TABLE other(x)", "other"),
        ("PRAGMA writable_schema = 1", "PRAGMA"),
        ("ATTACH DATABASE '/tmp/x.db' AS x", "ATTACH"),
        ("COMMIT", "transaction"),
        ("CREATE TRIGGER t AFTER INSERT ON items BEGIN DELETE FROM payroll; END", "payroll|TRIGGER"),
        ("DELETE FROM items; DELETE FROM payroll", "one SQL statement"),
        ("ALTER TABLE items RENAME TO stolen", "Renaming"),
        ("UPDATE items SET nope = 1", "not valid SQL"),
    ],
)
def test_refused_statements_never_run(runtime, db_target, user_db, statement, message):
    original = dump(user_db)
    with pytest.raises(ActionRejected, match=message):
        runtime.execute(sql(db_target, statement))
    assert dump(user_db) == original


def test_writes_through_sqlite_query_are_refused(runtime, db_target, user_db):
    with pytest.raises(ActionRejected, match="read only"):
        runtime.execute(sql(db_target, "DELETE FROM items", method="sqlite.query"))


def test_oversized_statement_is_refused(runtime, db_target):
    long = "SELECT 1" + " " * 200_000
    with pytest.raises(ActionRejected, match="limit"):
        runtime.execute(sql(db_target, long, method="sqlite.query"))


def test_locked_database_gives_an_actionable_error(tmp_path, db_target, user_db):
    blocker = sqlite3.connect(user_db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    from core.runtime import ActionFailed

    with pytest.raises(ActionFailed, match="locked by another program"):
        SQLiteExecutor(busy_timeout_s=0.2).execute(sql(db_target, "DELETE FROM items"))
    blocker.rollback()


def test_applied_and_overwrite(runtime, db_target, user_db):
    record = runtime.commit(runtime.execute(sql(db_target, "UPDATE items SET price = 1 WHERE id = 2")).undo)
    assert runtime.applied(record) == "after"
    conn = sqlite3.connect(user_db)
    conn.execute("UPDATE items SET price = 7 WHERE id = 2")
    conn.commit()
    assert runtime.applied(record) == "changed"
    runtime.undo(record, overwrite=True)
    assert conn.execute("SELECT price FROM items WHERE id = 2").fetchone()[0] == 1.1
    assert runtime.applied(record) == "before"
    conn.close()


def test_abort_rolls_back_a_held_transaction(runtime, db_target, user_db):
    original = dump(user_db)
    action = sql(db_target, "DELETE FROM items")
    runtime.execute(action)
    assert runtime.abort(action) is True
    assert dump(user_db) == original


ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"


@pytest.mark.parametrize(
    ("statement", "method"),
    [(ENDLESS, "sqlite.query"), (f"UPDATE items SET price = ({ENDLESS})", "sqlite.execute")],
)
def test_a_runaway_statement_is_stopped_and_nothing_changes(db_target, user_db, statement, method):
    from core.runtime import ActionFailed

    original = dump(user_db)
    executor = SQLiteExecutor(statement_timeout_s=0.5)
    with pytest.raises(ActionFailed, match="longer than 0.5 s"):
        executor.execute(sql(db_target, statement, method=method))
    assert dump(user_db) == original
    assert not executor._held  # no transaction left open
    executor.execute(sql(db_target, "DELETE FROM items WHERE id = 1"))  # the database is not left locked


def test_closing_the_runtime_keeps_held_changes_and_they_stay_reversible(tmp_path, db_target, user_db):
    original = dump(user_db)
    runtime = Runtime(tmp_path / "state")
    outcome = runtime.execute(sql(db_target, "DELETE FROM items WHERE id <= 5"))
    runtime.close()
    assert sqlite3.connect(user_db).execute("SELECT count(*) FROM items").fetchone()[0] == 45
    restarted = Runtime(tmp_path / "state")
    assert restarted.applied(outcome.undo) == "after"
    restarted.undo(outcome.undo)
    assert dump(user_db) == original
