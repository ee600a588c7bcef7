"""`steward timeline list | undo ID | commit [ID]` over a real journal, files and SQLite rows."""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path

import pytest

from app import cli_timeline
from core.errors import StewardError
from core.timeline import EntryState, Journal, RequestRunner
from tests.timeline.scenarios import add_contact, write_file


def run_cli(argv: list[str], answers: str = "") -> int:
    parser = argparse.ArgumentParser(prog="steward")
    cli_timeline.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    if args.func is cli_timeline.undo_command:
        return args.func(args, ask=lambda prompt: answers)
    return args.func(args)


def test_list_undo_commit(runtime, journal: Journal, user_folder: Path, user_database: Path, capsys) -> None:
    runner = RequestRunner(runtime, journal)
    note = runner.run("write a note", [write_file(user_folder, "note.txt", "hello")]).entry_ids[0]
    row = runner.run("add Bea", [add_contact(user_database, "Bea", "bea@example.com")]).entry_ids[0]
    # The CLI is another process: it cannot reach a transaction this runtime still holds, so let the
    # hold expire (committed to the file, still reversible from its before-images), as after 10 minutes.
    runtime.executor("sqlite").hold_timeout_s = 0
    runtime.executor("sqlite").expire_held()

    assert run_cli(["timeline", "list"]) == 0
    listing = capsys.readouterr().out
    assert "“write a note”" in listing and f"#{note}" in listing and "pending" in listing
    assert "Auto-commit: off" in listing

    assert run_cli(["timeline", "undo", str(note)], answers="n") == cli_timeline.EXIT_REFUSED
    assert "Delete note.txt." in capsys.readouterr().out
    assert (user_folder / "note.txt").exists()

    assert run_cli(["timeline", "undo", str(note)], answers="y") == 0
    assert f"Undid #{note}" in capsys.readouterr().out
    assert not (user_folder / "note.txt").exists()

    assert run_cli(["timeline", "commit"]) == 0
    assert f"#{row}" in capsys.readouterr().out
    assert Journal(journal.db).entry(row).state is EntryState.COMMITTED
    conn = sqlite3.connect(user_database)
    assert conn.execute("SELECT COUNT(*) FROM contacts WHERE name = 'Bea'").fetchone()[0] == 1
    conn.close()
    assert run_cli(["timeline", "undo", str(row), "--yes"]) == cli_timeline.EXIT_REFUSED
    assert "committed" in capsys.readouterr().err


def test_undo_conflict_exit_code(runtime, journal: Journal, user_folder: Path, capsys) -> None:
    entry = RequestRunner(runtime, journal).run("draft", [write_file(user_folder, "d.txt", "v1")]).entry_ids[0]
    (user_folder / "d.txt").write_text("v1 and the user's words")
    assert run_cli(["timeline", "undo", str(entry), "--yes"]) == cli_timeline.EXIT_CONFLICT
    assert "d.txt" in capsys.readouterr().err
    assert (user_folder / "d.txt").read_text() == "v1 and the user's words"


def test_unknown_entry(journal: Journal) -> None:
    with pytest.raises(StewardError, match="No timeline entry #42"):
        run_cli(["timeline", "undo", "42", "--yes"])
