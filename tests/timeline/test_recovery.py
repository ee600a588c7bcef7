"""Recovery on start after a real SIGKILL inside one request of files + SQLite + Playground actions."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from core.database import open_app_database
from core.timeline import EntryState, GroupState, Journal
from tests.timeline.crash_worker import NOTES_TABLE
from tests.timeline.scenarios import PLAYGROUND_SCOPES
from tests.timeline.test_crash_safety import check_world, start_worker


@pytest.mark.usefixtures("killed_worker_tmp")
@pytest.mark.parametrize("crash_at", [[1, "executed"], [2, "executed"], [3, "executed"], [3, "recorded"]])
def test_sigkill_mid_request_rolls_the_request_back(
    tmp_path: Path, data_dir: Path, runtime, playground, catalog_path: Path, crash_at: list
) -> None:
    folder = tmp_path / "Documents"
    folder.mkdir()
    database = tmp_path / "notes.db"
    conn = sqlite3.connect(database)
    conn.execute(f"CREATE TABLE {NOTES_TABLE} (uid TEXT PRIMARY KEY, body TEXT)")
    conn.commit()
    conn.close()
    token = playground.mint_token(PLAYGROUND_SCOPES)["access_token"]
    config = {"data_dir": str(data_dir), "folder": str(folder), "database": str(database), "seed": 1,
              "actions": 3, "plan": [["files", "sqlite", "rest"]], "crash_at": crash_at,
              "playground": {"catalog": str(catalog_path), "root_url": playground.root_url, "token": token}}

    worker = start_worker(config, tmp_path / "config.json")
    _, err = worker.communicate(timeout=120)
    assert worker.returncode == -signal.SIGKILL, err
    journal = Journal(open_app_database(data_dir / "steward.db"))
    crashed = journal.group(journal.open_groups()[0])
    assert crashed[-1].state is (EntryState.RUNNING if crash_at[1] == "executed" else EntryState.PENDING)
    # The action that was running really happened before the kill: it is in the world, unrecorded.
    uid = f"r0a{crash_at[0] - 1}"
    in_world = {1: (folder / f"{uid}.txt").exists(),
                3: any(e["summary"] == uid for e in playground.items("calendar.events:primary").values())}
    assert in_world.get(crash_at[0], True)

    restarted = start_worker({**config, "recover_only": True}, tmp_path / "config.json")
    out, err = restarted.communicate(timeout=120)
    assert restarted.returncode == 0, err
    assert "Recovered after an unexpected stop" in out
    from core.runtime.broker import remove_stale_broker_dirs

    assert remove_stale_broker_dirs() == 0  # the killed worker's broker socket folder went with recovery

    events = {e["summary"] for e in playground.items("calendar.events:primary").values()
              if e.get("status") != "cancelled"}
    check_world(journal, config, events)
    assert {e.state for e in journal.group(crashed[0].group_id)} <= {EntryState.FAILED, EntryState.UNDONE}
    assert journal.group_state(crashed[0].group_id) is GroupState.ROLLED_BACK
    assert not list(folder.glob("*.txt")) and not events


@pytest.mark.usefixtures("killed_worker_tmp")
def test_interrupted_mail_is_shown_for_a_decision(
    qtbot, tmp_path: Path, data_dir: Path, runtime, playground, catalog_path: Path
) -> None:
    """A sent mail cannot be checked or recalled: after a crash the user decides, in the panel."""
    from core.timeline import Timeline
    from ui.timeline_panel import TimelinePanel

    token = playground.mint_token(PLAYGROUND_SCOPES)["access_token"]
    config = {"data_dir": str(data_dir), "folder": str(tmp_path), "database": str(tmp_path / "x.db"), "seed": 1,
              "actions": 1, "plan": [["mail"]], "crash_at": [1, "executed"],
              "playground": {"catalog": str(catalog_path), "root_url": playground.root_url, "token": token}}
    worker = start_worker(config, tmp_path / "config.json")
    _, err = worker.communicate(timeout=120)
    assert worker.returncode == -signal.SIGKILL, err
    assert any("SENT" in m.get("labelIds", []) for m in playground.items("gmail.messages").values())

    restarted = start_worker({**config, "recover_only": True}, tmp_path / "config.json")
    out, err = restarted.communicate(timeout=120)
    assert restarted.returncode == 0 and "1 action(s) need your decision" in out, err

    journal = Journal(open_app_database(data_dir / "steward.db"))
    entry = journal.entries()[0]
    assert entry.state is EntryState.NEEDS_DECISION and "gmail.users.messages.send" in entry.error
    panel = TimelinePanel(journal, timeline=Timeline(runtime, journal))
    qtbot.addWidget(panel)
    assert panel.button("undo", entry.id) is None and panel.button("decide-not-run", entry.id) is not None
    qtbot.mouseClick(panel.button("decide-kept", entry.id), Qt.MouseButton.LeftButton)  # "It happened"
    assert journal.entry(entry.id).state is EntryState.COMMITTED
    assert journal.group_state(entry.group_id) is GroupState.DONE  # settled: the request is closed
