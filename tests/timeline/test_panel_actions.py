"""pytest-qt drives the panel over real actions: Undo really removes the file, Commit removes Undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from core.runtime.model import Action, Target
from core.timeline import EntryState, Journal, PlannedAction, RequestRunner, Timeline
from ui.timeline_panel import TimelinePanel


def _write(folder: Path, path: str, content: str) -> PlannedAction:
    action = Action(
        method_id="files.write",
        arguments={"path": path, "content": content},
        target=Target(kind="files", location=str(folder)),
    )
    return PlannedAction(action, summary=f"Write {path}", service="files", scopes=["files:write"])


def _answer(qtbot, panel: TimelinePanel, object_name: str, button_text: str) -> str:
    """Click a button of the question the panel shows; returns the question's details text."""
    qtbot.waitUntil(lambda: panel.open_dialog is not None and panel.open_dialog.isVisible())
    dialog = panel.open_dialog
    assert dialog.objectName() == object_name
    details = dialog.text() + "\n" + dialog.informativeText()
    button = next(b for b in dialog.buttons() if b.text() == button_text)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.open_dialog is not dialog)
    return details


def test_undo_button_previews_then_removes_the_file(qtbot, files_runtime, journal: Journal, user_folder: Path) -> None:
    runner = RequestRunner(files_runtime, journal)
    result = runner.run("write a note", [_write(user_folder, "note.txt", "remember the milk")])
    entry_id = result.entry_ids[0]
    panel = TimelinePanel(journal, timeline=Timeline(files_runtime, journal))
    qtbot.addWidget(panel)
    panel.show()

    qtbot.mouseClick(panel.button("undo", entry_id), Qt.MouseButton.LeftButton)
    details = _answer(qtbot, panel, "undoPreviewDialog", "Cancel")
    assert "Delete note.txt." in details
    assert (user_folder / "note.txt").exists(), "cancelling the preview changes nothing"

    qtbot.mouseClick(panel.button("undo", entry_id), Qt.MouseButton.LeftButton)
    _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    assert not (user_folder / "note.txt").exists()
    assert journal.entry(entry_id).state is EntryState.UNDONE
    assert panel.button("undo", entry_id) is None
    assert f"Undid #{entry_id}" in panel.status.text()


def test_commit_button_removes_undo(qtbot, files_runtime, journal: Journal, user_folder: Path) -> None:
    runner = RequestRunner(files_runtime, journal)
    first = runner.run("first", [_write(user_folder, "one.txt", "1")]).entry_ids[0]
    second = runner.run("second", [_write(user_folder, "two.txt", "2")]).entry_ids[0]
    panel = TimelinePanel(journal, timeline=Timeline(files_runtime, journal))
    qtbot.addWidget(panel)

    qtbot.mouseClick(panel.button("commit", first), Qt.MouseButton.LeftButton)
    assert journal.entry(first).state is EntryState.COMMITTED
    assert panel.button("undo", first) is None and panel.button("commit", first) is None
    assert panel.button("undo", second) is not None  # the watermark stops at the clicked entry
    assert (user_folder / "one.txt").read_text() == "1"


def test_conflict_asks_and_keeps_the_users_edit(qtbot, files_runtime, journal: Journal, user_folder: Path) -> None:
    entry_id = RequestRunner(files_runtime, journal).run("draft", [_write(user_folder, "draft.txt", "v1")]).entry_ids[0]
    (user_folder / "draft.txt").write_text("v1 plus my edits")
    panel = TimelinePanel(journal, timeline=Timeline(files_runtime, journal))
    qtbot.addWidget(panel)
    panel.show()

    panel.tree.setFocus()
    panel.tree.setCurrentItem(panel._items[entry_id])
    qtbot.keyClick(panel.tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # keyboard Undo
    preview = _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    assert "draft.txt" in preview and "changed after this action" in preview  # warned before undoing
    details = _answer(qtbot, panel, "undoConflictDialog", "Keep my changes")
    assert "draft.txt" in details
    assert (user_folder / "draft.txt").read_text() == "v1 plus my edits"
    assert journal.entry(entry_id).state is EntryState.PENDING
    assert "draft.txt" in panel.status.text()
    assert panel.open_dialog is None


def test_undo_removes_the_row_and_the_playground_event(
    qtbot, runtime, journal: Journal, user_database: Path, playground
) -> None:
    import sqlite3

    from tests.timeline.scenarios import add_contact, add_event

    runner = RequestRunner(runtime, journal)
    row = runner.run("add Bea", [add_contact(user_database, "Bea", "bea@example.com")]).entry_ids[0]
    event = runner.run("dentist on Tuesday", [add_event("Dentist")]).entry_ids[0]
    event_id = journal.entry(event).undo_record["data"]["inverse_arguments"]["eventId"]
    assert playground.items("calendar.events:primary")[event_id]["status"] == "confirmed"
    panel = TimelinePanel(journal, timeline=Timeline(runtime, journal))
    qtbot.addWidget(panel)
    panel.show()

    qtbot.mouseClick(panel.button("undo", event), Qt.MouseButton.LeftButton)
    preview = _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    assert "calendar.events.delete" in preview and f"eventId={event_id}" in preview
    assert playground.items("calendar.events:primary")[event_id]["status"] == "cancelled"  # Google's "deleted"

    qtbot.mouseClick(panel.button("undo", row), Qt.MouseButton.LeftButton)
    assert "remove 1 row(s) in contacts" in _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    conn = sqlite3.connect(user_database)
    assert conn.execute("SELECT COUNT(*) FROM contacts WHERE name = 'Bea'").fetchone()[0] == 0
    conn.close()
    assert journal.entry(row).state is EntryState.UNDONE and journal.entry(event).state is EntryState.UNDONE


def test_irreversible_entry_says_so_and_offers_only_commit(qtbot, runtime, journal: Journal, playground) -> None:
    from tests.timeline.scenarios import send_mail

    sent = RequestRunner(runtime, journal).run("tell Ana", [send_mail("ana@example.com", "Dinner")]).entry_ids[0]
    assert any("SENT" in m.get("labelIds", []) for m in playground.items("gmail.messages").values())
    panel = TimelinePanel(journal, timeline=Timeline(runtime, journal))
    qtbot.addWidget(panel)
    assert panel.irreversible_note(sent) is not None
    assert panel.button("undo", sent) is None and panel.button("commit", sent) is not None


def test_conflict_overwrite_only_when_the_user_says_so(qtbot, files_runtime, journal: Journal, user_folder: Path) -> None:
    (user_folder / "plan.md").write_text("v0")
    entry_id = RequestRunner(files_runtime, journal).run("plan", [_write(user_folder, "plan.md", "v1")]).entry_ids[0]
    (user_folder / "plan.md").write_text("v1 + user edit")
    panel = TimelinePanel(journal, timeline=Timeline(files_runtime, journal))
    qtbot.addWidget(panel)
    panel.show()

    qtbot.mouseClick(panel.button("undo", entry_id), Qt.MouseButton.LeftButton)
    _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    assert (user_folder / "plan.md").read_text() == "v1 + user edit"  # asked first, nothing overwritten yet
    _answer(qtbot, panel, "undoConflictDialog", "Overwrite")
    assert (user_folder / "plan.md").read_text() == "v0"
    assert journal.entry(entry_id).state is EntryState.UNDONE


def test_auto_commit_policy_is_visible_and_applied(qtbot, files_runtime, journal: Journal, user_folder: Path) -> None:
    from datetime import UTC, datetime, timedelta

    entry_id = RequestRunner(files_runtime, journal).run("note", [_write(user_folder, "n.txt", "n")]).entry_ids[0]
    later = [datetime.now(UTC)]
    timeline = Timeline(files_runtime, journal, clock=lambda: later[0])
    panel = TimelinePanel(journal, timeline=timeline)
    qtbot.addWidget(panel)
    assert panel.auto_commit.text() == "off"
    assert panel.auto_commit_timer.isActive()

    panel.auto_commit.setValue(15)  # the user sets the policy in the panel
    assert timeline.auto_commit_minutes == 15
    assert "Auto-commit after 15 min" in panel.status.text()
    assert panel.apply_auto_commit() == []  # not old enough yet
    later[0] += timedelta(minutes=16)
    assert panel.apply_auto_commit() == [entry_id]
    assert panel.button("undo", entry_id) is None
    assert journal.entry(entry_id).state is EntryState.COMMITTED
    assert (user_folder / "n.txt").read_text() == "n"
