"""The panel lists real journal entries with badges and buttons; keyboard focus works."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.timeline import EntryState, Journal
from ui.timeline_panel import TimelinePanel


def _add(journal: Journal, group: str, summary: str, *, reversible: bool = True) -> int:
    eid = journal.record_intent(group, action={}, summary=summary, service="files", reversible=reversible)
    journal.record_outcome(eid, preview="ok", undo_record={"r": 1} if reversible else None)
    return eid


def test_panel_lists_entries_and_buttons(qtbot, journal: Journal) -> None:
    panel = TimelinePanel(journal)
    qtbot.addWidget(panel)
    assert "No actions yet" in panel.status.text()

    group = journal.open_group("tidy my notes")
    undoable = _add(journal, group, "Write note.txt")
    sent = _add(journal, group, "Send mail", reversible=False)
    panel.refresh()

    assert panel.tree.topLevelItemCount() == 1
    assert panel.tree.topLevelItem(0).childCount() == 2
    assert panel.button("undo", undoable) is not None
    assert panel.button("commit", undoable) is not None
    assert panel.button("undo", sent) is None
    assert panel.irreversible_note(sent) is not None
    assert panel.irreversible_note(undoable) is None

    emitted = []
    panel.commitRequested.connect(emitted.append)
    panel.tree.setFocus()
    panel.tree.setCurrentItem(panel._items[undoable])
    qtbot.keyClick(panel.tree, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert emitted == [undoable]

    assert panel.focus_entry(sent) and panel.selected_entry_id() == sent  # the chat's link to an entry
    assert not panel.focus_entry(9999)

    journal.mark_committed(undoable)
    panel.refresh()
    assert panel.button("undo", undoable) is None
    assert journal.entry(undoable).state is EntryState.COMMITTED
