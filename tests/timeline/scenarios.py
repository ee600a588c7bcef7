"""Real requests used by the panel tests and the screenshot: files and SQLite through the real runtime."""

from __future__ import annotations

from pathlib import Path

from core.runtime import Action, Target
from core.timeline import PlannedAction, RequestFailed, RequestRunner, Timeline


def write_file(folder: Path, path: str, content: str) -> PlannedAction:
    action = Action(method_id="files.write", arguments={"path": path, "content": content},
                    target=Target(kind="files", location=str(folder)))
    return PlannedAction(action, summary=f"Write {path}", service="files", scopes=("files:write",))


def move_file(folder: Path, src: str, dst: str) -> PlannedAction:
    action = Action(method_id="files.move", arguments={"src": src, "dst": dst},
                    target=Target(kind="files", location=str(folder)))
    return PlannedAction(action, summary=f"Move {src} to {dst}", service="files", scopes=("files:write",))


def add_contact(database: Path, name: str, email: str) -> PlannedAction:
    action = Action(method_id="sqlite.execute",
                    arguments={"sql": "INSERT INTO contacts (name, email) VALUES (?, ?)", "params": [name, email]},
                    target=Target(kind="sqlite", location=str(database), tables=["contacts"]))
    return PlannedAction(action, summary=f"Add contact {name}", service="sqlite", scopes=("sqlite:contacts",))


def populate(runner: RequestRunner, timeline: Timeline, folder: Path, database: Path) -> dict[str, list[int]]:
    """Entries in every everyday state: committed, undone, failed (rolled back), pending, conflicted."""
    ids: dict[str, list[int]] = {}
    ids["committed"] = runner.run("Save the meeting notes", [write_file(folder, "meeting.md", "# Notes")]).entry_ids
    timeline.commit(ids["committed"][-1])
    ids["undone"] = runner.run("Draft a reply to Ana", [write_file(folder, "reply.txt", "Hi Ana")]).entry_ids
    timeline.undo(ids["undone"][0])
    try:
        runner.run("Archive the old report", [write_file(folder, "index.txt", "report moved"),
                                              move_file(folder, "report-2023.pdf", "archive/report-2023.pdf")])
    except RequestFailed as failure:
        ids["failed"] = [e.id for e in timeline.journal.group(failure.group_id)]
    ids["conflict"] = runner.run("Start a todo list", [write_file(folder, "todo.txt", "- buy milk")]).entry_ids
    (folder / "todo.txt").write_text("- buy milk\n- call mum (typed by the user)")
    ids["pending"] = runner.run("Add Bea and Carl to my contacts", [
        add_contact(database, "Bea", "bea@example.com"),
        add_contact(database, "Carl", "carl@example.com"),
    ]).entry_ids
    return ids
