"""Real requests used by the panel tests and the screenshot: files and SQLite through the real runtime."""

from __future__ import annotations

from pathlib import Path

from core.runtime import Action, Target
from core.timeline import PlannedAction, RequestFailed, RequestRunner, Timeline


def playground_runtime(state_dir: Path, catalog_file: Path, root_url: str, token: str):
    """A Runtime whose REST account "playground" calls the Playground with ``token``."""
    from core.catalog import Catalog
    from core.runtime import Runtime
    from core.runtime.sandbox import BubblewrapSandbox

    return Runtime(state_dir, sandbox=BubblewrapSandbox(), catalog=Catalog.open(catalog_file),
                   token_for=lambda account, method: token, root_url_for=lambda account: root_url)


PLAYGROUND_SCOPES = ["https://www.googleapis.com/auth/calendar", "https://www.googleapis.com/auth/gmail.send"]


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


def add_event(summary: str, day: str = "2026-12-01") -> PlannedAction:
    body = {"summary": summary, "start": {"dateTime": f"{day}T10:00:00Z"}, "end": {"dateTime": f"{day}T11:00:00Z"}}
    action = Action(method_id="calendar.events.insert", arguments={"calendarId": "primary", "body": body},
                    target=Target(kind="rest", location="playground"))
    return PlannedAction(action, summary=f"Add event “{summary}”", service="calendar",
                         scopes=("https://www.googleapis.com/auth/calendar.events",))


def send_mail(to: str, subject: str) -> PlannedAction:
    import base64

    raw = base64.urlsafe_b64encode(f"To: {to}\r\nSubject: {subject}\r\n\r\nSee you!".encode()).decode()
    action = Action(method_id="gmail.users.messages.send", arguments={"userId": "me", "body": {"raw": raw}},
                    target=Target(kind="rest", location="playground"))
    return PlannedAction(action, summary=f"Send “{subject}” to {to}", service="gmail", reversible=False,
                         scopes=("https://www.googleapis.com/auth/gmail.send",))


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
    ids["irreversible"] = runner.run("Tell Ana I'm coming", [send_mail("ana@example.com", "Dinner")]).entry_ids
    ids["event"] = runner.run("Put the dentist in my calendar", [add_event("Dentist")]).entry_ids
    ids["pending"] = runner.run("Add Bea and Carl to my contacts", [
        add_contact(database, "Bea", "bea@example.com"),
        add_contact(database, "Carl", "carl@example.com"),
    ]).entry_ids
    return ids
