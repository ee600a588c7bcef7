"""The "app" process of the crash-safety test: recover on start, then run deterministic requests.

Run as ``python -m tests.timeline.crash_worker CONFIG.json``. The parent test SIGKILLs it at random
moments (or it kills itself at a chosen journal checkpoint), restarts it, and finally checks every
timeline entry against the world (files, SQLite rows, Playground events).
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys
from pathlib import Path

from core.database import open_app_database
from core.runtime import Action, ExecutionError, Target
from core.timeline import (
    EntryState,
    Journal,
    PlannedAction,
    RequestFailed,
    RequestRunner,
    Timeline,
    TimelineError,
)
from core.timeline.recovery import recover
from core.timeline.world import default_runtime
from tests.timeline.scenarios import playground_runtime, send_mail

NOTES_TABLE = "notes"


def planned_actions(config: dict, index: int) -> list[PlannedAction]:
    """The actions of request ``index`` (deterministic: a restart repeats nothing and skips nothing)."""
    rng = random.Random(config["seed"] * 100_003 + index)
    kinds = ["files", "sqlite"] + (["rest"] if config.get("playground") else [])
    actions = []
    plan = config.get("plan", [])
    chosen = plan[index] if index < len(plan) else [rng.choice(kinds) for _ in range(rng.choice([1, 1, 2, 3]))]
    for position, kind in enumerate(chosen):
        uid = f"r{index}a{position}"
        if kind == "files":
            action = Action(method_id="files.write", arguments={"path": f"{uid}.txt", "content": f"note {uid}"},
                            target=Target(kind="files", location=config["folder"]))
            actions.append(PlannedAction(action, f"Write {uid}.txt", "files", ("files:write",)))
        elif kind == "sqlite":
            action = Action(method_id="sqlite.execute",
                            arguments={"sql": f"INSERT INTO {NOTES_TABLE}(uid, body) VALUES (?, ?)",
                                       "params": [uid, f"body {uid}"]},
                            target=Target(kind="sqlite", location=config["database"], tables=[NOTES_TABLE]))
            actions.append(PlannedAction(action, f"Add row {uid}", "sqlite", ("sqlite:notes",)))
        elif kind == "mail":
            actions.append(send_mail("ana@example.com", uid))
            continue
        else:
            action = Action(method_id="calendar.events.insert",
                            arguments={"calendarId": "primary", "body": {"summary": uid}},
                            target=Target(kind="rest", location="playground"))
            actions.append(PlannedAction(action, f"Add event {uid}", "calendar",
                                         ("https://www.googleapis.com/auth/calendar.events",)))
    if index >= len(plan) and rng.random() < 0.1:  # a failing last step: the whole request must roll back
        action = Action(method_id="files.move", arguments={"src": f"missing-{index}.txt", "dst": "x.txt"},
                        target=Target(kind="files", location=config["folder"]))
        actions.append(PlannedAction(action, "Move a missing file", "files"))
    return actions


def build_runtime(config: dict):
    playground = config.get("playground")
    if not playground:
        return default_runtime(Path(config["data_dir"]))
    return playground_runtime(Path(config["data_dir"]) / "runtime", Path(playground["catalog"]),
                              playground["root_url"], playground["token"])


def main(config_path: str) -> int:
    config = json.loads(Path(config_path).read_text())
    journal = Journal(open_app_database(Path(config["data_dir"]) / "steward.db"))
    runtime = build_runtime(config)
    report = recover(runtime, journal)
    counts = {name: len(getattr(report, name)) for name in
              ("not_applied", "interrupted", "vanished", "rolled_back", "kept", "needs_decision",
               "undo_finished", "undo_reopened", "half_committed", "stopped_sandboxes")}
    print(json.dumps({"ready": True, "recovered": report.describe(), "counts": counts}), flush=True)
    if config.get("recover_only"):
        return 0

    crash_at = config.get("crash_at")  # [n, checkpoint]: die the n-th time this run reaches it
    seen: dict[str, int] = {}

    def checkpoint(point: str, entry_id: int) -> None:
        seen[point] = seen.get(point, 0) + 1
        if crash_at and seen[point] == crash_at[0] and point == crash_at[1]:
            os.kill(os.getpid(), signal.SIGKILL)

    runner = RequestRunner(runtime, journal, checkpoint=checkpoint)
    timeline = Timeline(runtime, journal, checkpoint=checkpoint)
    requests_run = 0
    while True:
        total = journal.db.execute("SELECT COUNT(*) FROM timeline_entries").fetchone()[0]
        if total >= config["actions"]:
            break
        if config.get("stop_after") and requests_run >= config["stop_after"]:
            return 0  # its checkpoint never came in this many requests: end the run, the next one goes on
        requests_run += 1
        index = journal.db.execute("SELECT COUNT(*) FROM timeline_groups").fetchone()[0]
        try:
            runner.run(f"request {index}", planned_actions(config, index))
        except RequestFailed:
            pass
        rng = random.Random(config["seed"] * 7 + index)
        pending = journal.entries(states={EntryState.PENDING})
        try:
            if pending and rng.random() < 0.25:
                timeline.undo_group(rng.choice(pending).group_id)
            elif pending and rng.random() < 0.15:
                timeline.commit(rng.choice(pending).id)
        except (ExecutionError, TimelineError) as exc:  # shown inline in the app; the entry stays pending
            print(json.dumps({"error": str(exc)}), file=sys.stderr, flush=True)
    print(json.dumps({"done": True}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
