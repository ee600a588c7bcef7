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
    _answer(qtbot, panel, "undoPreviewDialog", "Undo")
    details = _answer(qtbot, panel, "undoConflictDialog", "Keep my changes")
    assert "draft.txt" in details
    assert (user_folder / "draft.txt").read_text() == "v1 plus my edits"
    assert journal.entry(entry_id).state is EntryState.PENDING
    assert "draft.txt" in panel.status.text()
    assert panel.open_dialog is None
