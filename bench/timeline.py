"""Timeline figures: journal write-ahead overhead, action/undo/commit latency, recovery time.

Run: .venv/bin/python bench/timeline.py [N]   (N journal-only rounds, default 500)
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.database import open_app_database  # noqa: E402
from core.runtime import Action, Runtime, Target  # noqa: E402
from core.runtime.sandbox import BubblewrapSandbox  # noqa: E402
from core.timeline import Journal, PlannedAction, RequestRunner, Timeline  # noqa: E402
from core.timeline.recovery import recover  # noqa: E402

CREATED: list[Path] = []  # temporary folders this run made (removed at the end)


def workdir(prefix: str) -> Path:
    CREATED.append(Path(tempfile.mkdtemp(prefix=prefix)))
    return CREATED[-1]


def ms(values: list[float]) -> str:
    values = sorted(values)
    return f"median {statistics.median(values) * 1000:.2f} ms, p95 {values[int(len(values) * 0.95) - 1] * 1000:.2f} ms"


def main(rounds: int) -> None:
    work = workdir("steward-bench-timeline-")
    journal = Journal(open_app_database(work / "journal-only.db"))

    writes = []
    for n in range(rounds):
        group = journal.open_group(f"request {n}")
        started = time.perf_counter()
        entry = journal.record_intent(group, action={"n": n}, summary="bench", service="files")
        journal.record_outcome(entry, preview="ok", undo_record={"kind": "none", "n": n})
        writes.append(time.perf_counter() - started)
        journal.close_group(group)
    print(f"journal write-ahead (intent + outcome, WAL, {rounds} actions): {ms(writes)}")
    started = time.perf_counter()
    journal.entries(limit=200)
    print(f"read newest 200 entries of {rounds}: {(time.perf_counter() - started) * 1000:.2f} ms")

    journal = Journal(open_app_database(work / "steward.db"))
    folder = work / "Documents"
    folder.mkdir()
    database = work / "notes.db"
    conn = sqlite3.connect(database)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.commit()
    conn.close()
    runtime = Runtime(work / "runtime", sandbox=BubblewrapSandbox())
    runner, timeline = RequestRunner(runtime, journal), Timeline(runtime, journal)
    for kind in ("files", "sqlite"):
        run, undo = [], []
        for n in range(15):
            if kind == "files":
                action = Action(method_id="files.write", arguments={"path": f"f{n}.txt", "content": "x" * 100},
                                target=Target(kind="files", location=str(folder)))
            else:
                action = Action(method_id="sqlite.execute",
                                arguments={"sql": "INSERT INTO notes (body) VALUES (?)", "params": [f"n{n}"]},
                                target=Target(kind="sqlite", location=str(database), tables=["notes"]))
            started = time.perf_counter()
            result = runner.run(f"{kind} {n}", [PlannedAction(action, f"{kind} {n}", kind)])
            run.append(time.perf_counter() - started)
            started = time.perf_counter()
            timeline.undo(result.entry_ids[0])
            undo.append(time.perf_counter() - started)
        print(f"{kind}: request of 1 action (journal + runtime) {ms(run)}; undo {ms(undo)}")

    pending = [runner.run(f"c{n}", [PlannedAction(Action(
        method_id="files.write", arguments={"path": f"c{n}.txt", "content": "c"},
        target=Target(kind="files", location=str(folder))), f"c{n}", "files")]).entry_ids[0] for n in range(20)]
    started = time.perf_counter()
    timeline.commit(pending[-1])
    print(f"commit watermark over 20 pending file actions: {(time.perf_counter() - started) * 1000:.1f} ms")

    for n in range(20):  # 20 interrupted intents (the app died before executing them)
        group = journal.open_group(f"interrupted {n}")
        action = Action(method_id="files.write", arguments={"path": f"i{n}.txt", "content": "i"},
                        target=Target(kind="files", location=str(folder)))
        journal.record_intent(group, action=action.model_dump(mode="json"), summary="i", service="files")
    started = time.perf_counter()
    report = recover(runtime, journal)
    print(f"recovery of 20 interrupted actions: {(time.perf_counter() - started) * 1000:.1f} ms ({report.describe()})")




def panel_refresh(entries: int = 500, pending_every: int = 1) -> None:
    """Time TimelinePanel.refresh() over ``entries`` journal rows (Qt offscreen); every
    ``pending_every``-th entry stays pending (Undo/Commit buttons), the others are committed."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if sys.version_info < (3, 12):  # PySide6 6.12 drops a None reference per void call; None is mortal on 3.11
        import ctypes

        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    from PySide6.QtWidgets import QApplication

    from ui.timeline_panel import TimelinePanel

    app = QApplication.instance() or QApplication([])
    journal = Journal(open_app_database(workdir("steward-bench-panel-") / "steward.db"))
    group = ""
    for n in range(entries):
        if n % 3 == 0:
            group = journal.open_group(f"request {n // 3}")
        entry = journal.record_intent(group, action={"n": n}, summary=f"action {n}", service="files")
        journal.record_outcome(entry, preview="ok", undo_record={"kind": "files"})
        if n % pending_every:
            journal.mark_committed(entry)
    panel = TimelinePanel(journal)
    times = []
    for _ in range(5):
        started = time.perf_counter()
        panel.refresh()
        app.processEvents()
        times.append(time.perf_counter() - started)
    print(f"panel refresh, {entries} entries in the journal, newest {panel.max_entries} listed, "
          f"1 in {pending_every} pending: {ms(times)}")
    panel.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    import shutil

    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
    panel_refresh(500, 1)
    panel_refresh(500, 10)
    for leftover in CREATED:
        shutil.rmtree(leftover, ignore_errors=True)
