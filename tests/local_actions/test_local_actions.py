"""Catalog calls on local connectors run as real runtime actions on real SQLite files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from core.local_actions import ActionTargets, CallNotRunnable, action_for_call
from core.runtime import Runtime


@pytest.fixture
def setup(tmp_path: Path):
    shop = tmp_path / "shop.db"
    with sqlite3.connect(shop) as conn:
        conn.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)")
    targets = ActionTargets.from_paths(tmp_path / "files", tmp_path / "notes.db", [shop])
    targets.ensure_notes()
    runtime = Runtime(tmp_path / "runtime")
    yield runtime, targets, shop
    runtime.close()


def run(runtime: Runtime, targets: ActionTargets, method: str, **arguments):
    return runtime.execute(action_for_call(method, arguments, targets))


def test_tables_lists_the_users_tables(setup) -> None:
    runtime, targets, _ = setup
    assert run(runtime, targets, "sqlite.tables", database="shop").result["rows"] == [
        ["items", "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)"]]  # with its columns


def test_insert_then_undo_leaves_no_row(setup) -> None:
    runtime, targets, shop = setup
    outcome = run(runtime, targets, "sqlite.insert", database="shop", table="items", row={"name": "tea"})
    runtime.undo(outcome.undo)
    with sqlite3.connect(shop) as conn:
        assert conn.execute("SELECT count(*) FROM items").fetchone()[0] == 0


def test_note_is_a_row_after_commit(setup) -> None:
    runtime, targets, _ = setup
    outcome = run(runtime, targets, "notes.create", text="buy milk", tags=["home"])
    runtime.commit(outcome.undo)
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text, tags FROM notes").fetchall() == [("buy milk", '["home"]')]


def test_unknown_database_and_unsafe_calls_are_refused_before_running(setup) -> None:
    _, targets, _ = setup
    with pytest.raises(CallNotRunnable, match="No database named 'budget'"):
        action_for_call("sqlite.query", {"database": "budget", "sql": "SELECT 1"}, targets)
    with pytest.raises(CallNotRunnable, match="needs a WHERE condition"):
        action_for_call("sqlite.delete", {"database": "shop", "table": "items", "where": ""}, targets)
    with pytest.raises(CallNotRunnable, match="not a plain table or column name"):
        action_for_call("sqlite.insert", {"database": "shop", "table": "items; DROP", "row": {"a": 1}}, targets)
