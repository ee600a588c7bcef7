"""Crash safety: SIGKILL the app at random points during 100 actions; every entry must match the world."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.database import open_app_database
from core.timeline import EntryState, GroupState, Journal
from tests.timeline.crash_worker import NOTES_TABLE
from tests.timeline.scenarios import PLAYGROUND_SCOPES

ROOT = Path(__file__).resolve().parents[2]
AMBIGUOUS = {EntryState.RUNNING, EntryState.UNDOING, EntryState.NEEDS_DECISION}


def start_worker(config: dict, config_path: Path) -> subprocess.Popen:
    config_path.write_text(json.dumps(config))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.timeline.crash_worker", str(config_path)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ},
    )


def run_with_crashes(config: dict, workdir: Path, rng: random.Random) -> dict:
    """Restart the worker until it reports done; SIGKILL it at a random moment or checkpoint each run."""
    stats = {"runs": 0, "timed_kills": 0, "checkpoint_kills": 0, "clean_exits": 0}
    recovered: dict[str, int] = {}
    stats["recovered"] = recovered
    while True:
        stats["runs"] += 1
        assert stats["runs"] < 200, "the worker never finished its 100 actions"
        mode = rng.random()
        run_config = dict(config)
        if mode < 0.35:  # it kills itself exactly at a journal checkpoint (intent / executed / recorded)
            point = rng.choice(["intent", "executed", "recorded", "undoing", "reverted", "committing"])
            run_config["crash_at"] = [rng.randint(1, 4 if point in ("intent", "executed", "recorded") else 2), point]
            run_config["stop_after"] = rng.randint(4, 12)  # undo and commit are rarer: never run to the end waiting
        worker = start_worker(run_config, workdir / "config.json")
        if mode >= 0.35:
            if rng.random() < 0.8:  # usually after recovery finished, sometimes in the middle of it
                _count(recovered, worker.stdout.readline())
            time.sleep(rng.uniform(0.0, 1.2))
            if worker.poll() is None:
                worker.send_signal(signal.SIGKILL)
        out, err = worker.communicate(timeout=120)
        for line in out.splitlines():
            _count(recovered, line)
        if worker.returncode == -signal.SIGKILL:
            stats["checkpoint_kills" if "crash_at" in run_config else "timed_kills"] += 1
            continue
        assert worker.returncode == 0, err
        if '"done": true' in out:
            stats["clean_exits"] += 1
            return stats


def _count(totals: dict[str, int], line: str) -> None:
    """Add up what recovery reported (``counts`` in the worker's ready line)."""
    if '"counts"' in line:
        for name, value in json.loads(line)["counts"].items():
            totals[name] = totals.get(name, 0) + value


def check_world(journal: Journal, config: dict, events: set[str]) -> dict:
    """Every entry consistent with files / rows / events; nothing in the world missing from the timeline."""
    folder = Path(config["folder"])
    conn = sqlite3.connect(config["database"])
    rows = {uid for (uid,) in conn.execute(f"SELECT uid FROM {NOTES_TABLE}")}
    conn.close()
    files = {p.stem for p in folder.glob("*.txt")}
    present_in_world = {"files": files, "sqlite": rows, "rest": events}
    expected = {"files": set(), "sqlite": set(), "rest": set()}
    counts: dict[str, int] = {}
    for entry in journal.entries():
        counts[entry.state.value] = counts.get(entry.state.value, 0) + 1
        assert entry.state not in AMBIGUOUS, f"#{entry.id} left {entry.state}: {entry.error}"
        kind = entry.action["target"]["kind"]
        uid = _uid(entry.action)
        if uid is None:
            assert entry.state is EntryState.FAILED  # the deliberately failing move
            continue
        effect = uid in present_in_world[kind]
        should = entry.state in (EntryState.PENDING, EntryState.COMMITTED)
        assert effect == should, f"#{entry.id} {entry.summary} is {entry.state} but in world: {effect}"
        if should:
            expected[kind].add(uid)
    for kind, found in present_in_world.items():
        lost = found - expected[kind]
        assert not lost, f"{kind} effects with no pending/committed entry (lost): {sorted(lost)}"
    for group_id in {e.group_id for e in journal.entries()}:
        assert journal.group_state(group_id) is not GroupState.OPEN
        states = {e.state for e in journal.group(group_id)}
        if EntryState.FAILED in states:  # atomic: nothing of a failed request stays
            assert not states & {EntryState.PENDING, EntryState.COMMITTED}, states
    return counts


def _uid(action: dict) -> str | None:
    args = action["arguments"]
    if action["method_id"] == "files.write":
        return Path(args["path"]).stem
    if action["method_id"] == "sqlite.execute":
        return args["params"][0]
    if action["method_id"] == "calendar.events.insert":
        return args["body"]["summary"]
    return None


@pytest.mark.usefixtures("killed_worker_tmp")
@pytest.mark.slow
def test_sigkill_at_random_points_loses_nothing(tmp_path: Path, data_dir: Path, runtime, playground,
                                               catalog_path: Path) -> None:
    folder = tmp_path / "Documents"
    folder.mkdir()
    database = tmp_path / "notes.db"
    conn = sqlite3.connect(database)
    conn.execute(f"CREATE TABLE {NOTES_TABLE} (uid TEXT PRIMARY KEY, body TEXT)")
    conn.commit()
    conn.close()
    seed = int(os.environ.get("STEWARD_CRASH_SEED", random.randrange(1_000_000)))
    token = playground.mint_token(PLAYGROUND_SCOPES)["access_token"]
    config = {"data_dir": str(data_dir), "folder": str(folder), "database": str(database), "seed": seed,
              "actions": 100,
              "playground": {"catalog": str(catalog_path), "root_url": playground.root_url, "token": token}}
    stats = run_with_crashes(config, tmp_path, random.Random(seed))
    final = start_worker({**config, "recover_only": True}, tmp_path / "config.json")
    _, err = final.communicate(timeout=120)
    assert final.returncode == 0, err

    journal = Journal(open_app_database(data_dir / "steward.db"))
    events = {e["summary"] for e in playground.items("calendar.events:primary").values()
              if e.get("status") != "cancelled"}
    counts = check_world(journal, config, events)
    total = sum(counts.values())
    assert total >= 100
    assert stats["timed_kills"] + stats["checkpoint_kills"] >= 10, stats
    kinds: dict[str, int] = {}
    for entry in journal.entries():
        kinds[entry.action["target"]["kind"]] = kinds.get(entry.action["target"]["kind"], 0) + 1
    print(f"seed={seed} entries={total} kinds={kinds} states={counts} runs={stats}")
