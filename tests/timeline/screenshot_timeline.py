"""Show the Timeline panel with real entries in several states and save a screenshot (run under Xvfb)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.database import open_app_database
from core.playground import PlaygroundServer
from core.timeline import Journal, RequestRunner, Timeline, UndoConflict
from tests.timeline.scenarios import PLAYGROUND_SCOPES, playground_runtime, populate
from ui.timeline_panel import TimelinePanel


def main(out: str, catalog_file: str) -> int:
    with PlaygroundServer() as playground:
        return shoot_timeline(out, Path(catalog_file), playground)


def shoot_timeline(out: str, catalog_file: Path, playground: PlaygroundServer) -> int:
    app = QApplication(sys.argv)
    work = Path(os.environ.get("STEWARD_DATA_DIR") or tempfile.mkdtemp(prefix="steward-timeline-shot-"))
    folder, database = work / "Documents", work / "contacts.db"
    folder.mkdir()
    import sqlite3

    conn = sqlite3.connect(database)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT, email TEXT)")
    conn.commit()
    conn.close()
    journal = Journal(open_app_database(work / "steward.db"))
    token = playground.mint_token(PLAYGROUND_SCOPES)["access_token"]
    runtime = playground_runtime(work / "runtime", catalog_file, playground.root_url, token)
    timeline = Timeline(runtime, journal)
    ids = populate(RequestRunner(runtime, journal), timeline, folder, database)
    try:
        timeline.undo(ids["conflict"][0])
    except UndoConflict:
        pass  # shown inline on the entry, as the user would see it after pressing Undo
    timeline.auto_commit_minutes = 30

    panel = TimelinePanel(journal, timeline=timeline)
    panel.setWindowTitle("Steward — Timeline")
    panel.resize(1100, 660)
    panel.show()
    panel.tree.setFocus()

    def shoot() -> None:
        panel.grab().save(out)
        app.quit()

    QTimer.singleShot(800, shoot)
    app.exec()
    runtime.executor("sqlite").expire_held()
    return 0 if Path(out).exists() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
