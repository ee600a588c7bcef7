"""The Timeline panel: every action Steward took, with Undo and Commit, beside the chat."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.timeline import AUTO_COMMIT_MINUTES_KEY, EntryState, Journal, TimelineEntry, UndoConflict
from core.timeline.world import supports_overwrite

STATE_COLORS = {
    EntryState.RUNNING: "#b26a00",
    EntryState.PENDING: "#1f6feb",
    EntryState.UNDOING: "#b26a00",
    EntryState.COMMITTED: "#2e7d32",
    EntryState.UNDONE: "#6e7781",
    EntryState.FAILED: "#c62828",
    EntryState.NEEDS_DECISION: "#8e24aa",
}
SERVICE_COLORS = {"files": "#6d4c41", "sqlite": "#00695c", "calendar": "#3949ab", "gmail": "#c5221f"}
ENTRY_ROLE = Qt.ItemDataRole.UserRole


SERVICE_BADGES = {"files": "FS", "sqlite": "DB", "calendar": "CAL", "gmail": "GM", "drive": "DRV", "tasks": "TSK"}


def service_badge_text(service: str) -> str:
    """A short tag for a service (``files`` → ``FS``, ``sqlite`` → ``DB``, ``google.drive`` → ``DRV``)."""
    name = service.split(".")[-1] or "?"
    return SERVICE_BADGES.get(name, name[:3].upper())


def _local_time(stamp: str | None) -> str:
    if not stamp:
        return ""
    return datetime.fromisoformat(stamp).astimezone().strftime("%H:%M:%S")


def _paint_badge(item: QTreeWidgetItem, column: int, text: str, color: str, tooltip: str) -> None:
    """A coloured cell (drawn by the view itself: no widget per row, so long timelines stay fast)."""
    item.setText(column, text)
    item.setBackground(column, QBrush(QColor(color)))
    item.setForeground(column, QBrush(QColor("white")))
    item.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
    font = item.font(column)
    font.setBold(True)
    item.setFont(column, font)
    item.setToolTip(column, tooltip)
    item.setData(column, Qt.ItemDataRole.AccessibleTextRole, tooltip)


def _row_of(*widgets: QWidget) -> QWidget:
    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(2, 1, 2, 1)
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return holder


class TimelinePanel(QWidget):
    """A tree of request groups and their actions; Undo / Commit per entry; keyboard accessible.

    ``timeline`` (a ``core.timeline.Timeline``) performs Undo and Commit; without one the panel
    only emits ``undoRequested`` / ``commitRequested`` with the entry id.
    Keys: arrows move, ``Ctrl+Z`` undoes the selected entry, ``Ctrl+Return`` commits it, ``F5`` refreshes.
    """

    max_entries = 200  # newest actions listed; older ones stay in the journal (`steward timeline list`)

    undoRequested = Signal(int)
    commitRequested = Signal(int)
    entryChanged = Signal(int)  # after an undo or commit done from this panel

    def __init__(self, journal: Journal, parent: QWidget | None = None, *, timeline=None) -> None:
        super().__init__(parent)
        self.journal = journal
        self.timeline = timeline
        self.setObjectName("timelinePanel")
        self.setAccessibleName("Action timeline")
        self._dialog: QMessageBox | None = None

        title = QLabel("<b>Timeline</b>")
        self.tree = QTreeWidget()
        self.tree.setObjectName("timelineTree")
        self.tree.setAccessibleName("Actions Steward took")
        self.tree.setColumnCount(5)
        self.tree.setHeaderLabels(["Service", "Action", "Time", "State", "Undo / Commit"])
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.status = QLabel()
        self.status.setObjectName("timelineStatus")
        self.status.setWordWrap(True)
        self.status.setAccessibleName("Timeline status")

        self.auto_commit = QSpinBox()
        self.auto_commit.setObjectName("autoCommitMinutes")
        self.auto_commit.setRange(0, 7 * 24 * 60)
        self.auto_commit.setSpecialValueText("off")
        self.auto_commit.setSuffix(" min")
        self.auto_commit.setAccessibleName("Auto-commit after minutes (0 = off)")
        self.auto_commit.setToolTip("Pending actions older than this are committed automatically (0 = off).")
        self.auto_commit.setValue(int(journal.get_policy(AUTO_COMMIT_MINUTES_KEY, "0") or 0))
        self.auto_commit.valueChanged.connect(self._auto_commit_changed)
        policy_row = QHBoxLayout()
        auto_label = QLabel("Auto-commit after")
        auto_label.setBuddy(self.auto_commit)
        policy_row.addWidget(auto_label)
        policy_row.addWidget(self.auto_commit)
        policy_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status)
        layout.addLayout(policy_row)

        self.tree.installEventFilter(self)
        self.auto_commit_timer = QTimer(self)
        self.auto_commit_timer.setInterval(60_000)
        self.auto_commit_timer.timeout.connect(self.apply_auto_commit)
        if timeline is not None:
            self.auto_commit_timer.start()
        self.refresh()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt API
        """Keyboard: Ctrl+Z undo, Ctrl+Return commit, F5 refresh (on the focused list)."""
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            if event.matches(QKeySequence.StandardKey.Undo):
                self._act_on_selected(undo=True)
                return True
            modifiers = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if modifiers and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._act_on_selected(undo=False)
                return True
            if event.key() == Qt.Key.Key_F5:
                self.refresh()
                return True
        return super().eventFilter(watched, event)

    # -- view ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Reload every entry from the journal (newest request first)."""
        selected = self.selected_entry_id()
        self.tree.clear()
        self._items: dict[int, QTreeWidgetItem] = {}
        groups: dict[str, list[TimelineEntry]] = {}
        for entry in self.journal.entries(limit=self.max_entries):  # newest first; dicts keep that order
            groups.setdefault(entry.group_id, []).append(entry)
        for members in groups.values():
            first = min(members, key=lambda e: e.position)
            parent = QTreeWidgetItem(self.tree, ["", f"“{first.request}”", _local_time(first.created_at)])
            parent.setFlags(parent.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            parent.setToolTip(1, f"Request: {first.request} ({len(members)} action(s))")
            for entry in sorted(members, key=lambda e: e.position):
                self._add_entry(parent, entry)
            parent.setExpanded(True)
            if self.timeline is not None and sum(1 for e in members if e.can_undo) > 1:
                undo_all = QPushButton("Undo request")
                undo_all.setObjectName(f"undo-group-{first.group_id}")
                undo_all.setAccessibleName(f"Undo every action of the request {first.request}")
                undo_all.setToolTip("Revert every action of this request, newest first")
                undo_all.clicked.connect(lambda _=False, gid=first.group_id: self.request_group_undo(gid))
                self.tree.setItemWidget(parent, 4, _row_of(undo_all))
        self.tree.resizeColumnToContents(1)
        for column, width in ((0, 80), (2, 70), (3, 118)):
            self.tree.setColumnWidth(column, width)
        if selected in self._items:
            self.tree.setCurrentItem(self._items[selected])
        elif self._items:
            self.tree.setCurrentItem(next(iter(self._items.values())))
        if not self._items:
            self.status.setText("No actions yet. Everything Steward does will be listed here, undoable until committed.")
        elif not self.status.text() or self.status.property("transient") is not True:
            pending = sum(1 for item in self._items.values() if item.data(0, ENTRY_ROLE)[1] == EntryState.PENDING)
            self.status.setText(f"{len(self._items)} actions, {pending} pending (undoable until committed).")

    def _add_entry(self, parent: QTreeWidgetItem, entry: TimelineEntry) -> None:
        item = QTreeWidgetItem(parent, ["", entry.summary, _local_time(entry.executed_at or entry.created_at), ""])
        item.setData(0, ENTRY_ROLE, (entry.id, entry.state))
        item.setSizeHint(0, QSize(80, 26))
        details = [f"#{entry.id} {entry.summary}", f"Request: {entry.request}"]
        if entry.scopes:
            details.append("Scopes: " + ", ".join(entry.scopes))
        if entry.preview:
            details.append("Result: " + entry.preview)
        if entry.error:
            details.append("Error: " + entry.error)
        if not entry.reversible:
            details.append("Irreversible: cannot be undone.")
        item.setToolTip(1, "\n".join(details))
        item.setData(1, Qt.ItemDataRole.AccessibleTextRole, "; ".join(details))
        self._items[entry.id] = item

        _paint_badge(item, 0, service_badge_text(entry.service), SERVICE_COLORS.get(entry.service, "#455a64"),
                     f"Service: {entry.service}")
        state_text = entry.state.value.replace("_", " ")
        _paint_badge(item, 3, state_text, STATE_COLORS[entry.state], f"State: {state_text}")
        note = entry.error and "⚠ " + (entry.error if len(entry.error) <= 90 else entry.error[:89] + "…")
        deciding = entry.state is EntryState.NEEDS_DECISION and self.timeline is not None
        if not (entry.can_undo or entry.can_commit or deciding):  # settled: plain text, no widgets
            item.setText(4, note or ("Irreversible" if not entry.reversible else ""))
            item.setForeground(4, QBrush(QColor("#6e7781" if entry.state is EntryState.UNDONE else "#c62828")))
            item.setToolTip(4, entry.error or "")
            return

        actions = QWidget()
        row = QHBoxLayout(actions)
        row.setContentsMargins(0, 0, 0, 0)
        if not entry.reversible:
            note = QLabel("Irreversible")
            note.setObjectName(f"irreversible-{entry.id}")
            note.setToolTip("This action cannot be undone (for example a sent message).")
            note.setStyleSheet("color: #c62828; font-style: italic;")
            row.addWidget(note)
        if entry.can_undo:
            undo = QPushButton("Undo")
            undo.setObjectName(f"undo-{entry.id}")
            undo.setAccessibleName(f"Undo action {entry.id}: {entry.summary}")
            undo.setToolTip("Show exactly what will be reverted, then revert it (Ctrl+Z)")
            undo.clicked.connect(lambda _=False, eid=entry.id: self.request_undo(eid))
            row.addWidget(undo)
        if entry.can_commit:
            commit = QPushButton("Commit")
            commit.setObjectName(f"commit-{entry.id}")
            commit.setAccessibleName(f"Commit action {entry.id} and everything before it")
            commit.setToolTip("Keep this and earlier actions for good; Undo is no longer offered (Ctrl+Return)")
            commit.clicked.connect(lambda _=False, eid=entry.id: self.request_commit(eid))
            row.addWidget(commit)
        if deciding:
            for text, took_effect in (("It happened", True), ("It did not happen", False)):
                decide = QPushButton(text)
                decide.setObjectName(f"decide-{'kept' if took_effect else 'not-run'}-{entry.id}")
                decide.setToolTip("The app stopped while this ran; tell Steward what you found")
                decide.clicked.connect(
                    lambda _=False, eid=entry.id, kept=took_effect: self._decide(eid, kept)
                )
                row.addWidget(decide)
        if note:
            error = QLabel(note)
            error.setObjectName(f"error-{entry.id}")
            error.setToolTip(entry.error)
            error.setAccessibleName(f"Note: {entry.error}")
            error.setStyleSheet("color: #c62828;" if entry.state is not EntryState.UNDONE else "color: #6e7781;")
            row.addWidget(error)
        row.addStretch(1)
        self.tree.setItemWidget(item, 4, actions)

    def focus_entry(self, entry_id: int) -> bool:
        """Select and scroll to an entry (the chat's link to it); False if it is not listed."""
        self.refresh()
        item = self._items.get(entry_id)
        if item is None:
            return False
        self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)
        self.tree.setFocus()
        return True

    def selected_entry_id(self) -> int | None:
        item = self.tree.currentItem() if hasattr(self, "tree") else None
        data = item.data(0, ENTRY_ROLE) if item is not None else None
        return data[0] if data else None

    def button(self, kind: str, entry_id: int) -> QPushButton | None:
        """An entry's ``undo`` / ``commit`` / ``decide-kept`` / ``decide-not-run`` button, if offered."""
        return self._in_actions_cell(entry_id, QPushButton, f"{kind}-{entry_id}")

    def irreversible_note(self, entry_id: int) -> QLabel | None:
        return self._in_actions_cell(entry_id, QLabel, f"irreversible-{entry_id}")

    def _in_actions_cell(self, entry_id: int, kind: type, name: str):
        item = self._items.get(entry_id)
        holder = self.tree.itemWidget(item, 4) if item is not None else None
        return holder.findChild(kind, name) if holder is not None else None

    def show_message(self, text: str, *, error: bool = False) -> None:
        """Inline progress or error text under the list."""
        self.status.setProperty("transient", True)
        self.status.setStyleSheet("color: #c62828;" if error else "")
        self.status.setText(text)

    # -- actions -------------------------------------------------------------------------------
    def _act_on_selected(self, undo: bool) -> None:
        entry_id = self.selected_entry_id()
        if entry_id is None:
            return
        entry = self.journal.entry(entry_id)
        if undo and entry.can_undo:
            self.request_undo(entry_id)
        elif not undo and entry.can_commit:
            self.request_commit(entry_id)

    def _auto_commit_changed(self, minutes: int) -> None:
        self.journal.set_policy(AUTO_COMMIT_MINUTES_KEY, str(minutes) if minutes else None)
        self.show_message(f"Auto-commit after {minutes} min." if minutes else "Auto-commit is off.")

    def request_undo(self, entry_id: int) -> None:
        """Show what Undo will revert; revert only after the user confirms."""
        self.undoRequested.emit(entry_id)
        if self.timeline is None:
            return
        try:
            preview = self.timeline.undo_preview(entry_id)
        except Exception as exc:  # noqa: BLE001 - shown inline, nothing is lost
            self.show_message(str(exc), error=True)
            return
        self._ask("Undo", f"Undo #{entry_id}? This will revert:", preview.describe(),
                  lambda: self._do_undo(entry_id, overwrite=False), objectName="undoPreviewDialog")

    def _do_undo(self, entry_id: int, *, overwrite: bool) -> None:
        self.show_message(f"Undoing #{entry_id}…")
        try:
            self.timeline.undo(entry_id, overwrite=overwrite)
        except UndoConflict as conflict:
            self.show_message(str(conflict), error=True)
            self.refresh()
            can = supports_overwrite(self.timeline.runtime)
            self._ask("Changed since", str(conflict), "Overwrite your later changes with the earlier version?"
                      if can else "Nothing was changed. Your later edits are kept.",
                      lambda: self._do_undo(entry_id, overwrite=True), objectName="undoConflictDialog",
                      yes_text="Overwrite" if can else None, no_text="Keep my changes")
            return
        except Exception as exc:  # noqa: BLE001 - shown inline, nothing is lost
            self.show_message(f"Undo of #{entry_id} failed: {exc}", error=True)
            self.refresh()
            return
        self.show_message(f"Undid #{entry_id}.")
        self.refresh()
        self.entryChanged.emit(entry_id)

    def request_group_undo(self, group_id: str) -> None:
        """Preview, then revert every undoable action of one request (newest first)."""
        try:
            preview = self.timeline.group_undo_preview(group_id)
        except Exception as exc:  # noqa: BLE001 - shown inline, nothing is lost
            self.show_message(str(exc), error=True)
            return

        def undo_all() -> None:
            try:
                undone = self.timeline.undo_group(group_id)
            except Exception as exc:  # noqa: BLE001 - shown inline (a conflict names the file)
                self.show_message(f"Undo stopped: {exc}", error=True)
            else:
                self.show_message(f"Undid {len(undone)} action(s) of the request.")
            self.refresh()
            for entry_id in preview.entry_ids:
                self.entryChanged.emit(entry_id)

        self._ask("Undo request", f"Undo {len(preview.entry_ids)} actions? This will revert:",
                  preview.describe(), undo_all, objectName="undoPreviewDialog")

    def _decide(self, entry_id: int, took_effect: bool) -> None:
        try:
            self.timeline.resolve(entry_id, took_effect=took_effect)
        except Exception as exc:  # noqa: BLE001 - shown inline
            self.show_message(str(exc), error=True)
        self.refresh()
        self.entryChanged.emit(entry_id)

    def show_recovery(self, report) -> None:
        """Tell the user what crash recovery did on start (a ``RecoveryReport``)."""
        if not report.clean:
            self.show_message(report.describe(), error=bool(report.needs_decision))
        self.refresh()

    def apply_auto_commit(self) -> list[int]:
        """Run the auto-commit policy now (the panel also does it every minute)."""
        if self.timeline is None:
            return []
        try:
            committed = self.timeline.auto_commit()
        except Exception as exc:  # noqa: BLE001 - shown inline
            self.show_message(f"Auto-commit failed: {exc}", error=True)
            return []
        if committed:
            self.show_message(f"Auto-committed {len(committed)} action(s).")
            self.refresh()
        return committed

    def request_commit(self, entry_id: int) -> None:
        """Commit this entry and every pending one before it (the watermark)."""
        self.commitRequested.emit(entry_id)
        if self.timeline is None:
            return
        try:
            committed = self.timeline.commit(entry_id)
        except Exception as exc:  # noqa: BLE001 - shown inline, nothing is lost
            self.show_message(f"Commit failed: {exc}", error=True)
        else:
            self.show_message(f"Committed {len(committed)} action(s) up to #{entry_id}.")
        self.refresh()
        self.entryChanged.emit(entry_id)

    def _ask(self, title, text, details, on_yes, *, objectName, yes_text="Undo", no_text="Cancel") -> None:
        """A window-modal question (non-blocking so the event loop keeps running)."""
        dialog = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        dialog.setObjectName(objectName)
        dialog.setInformativeText(details)
        yes = dialog.addButton(yes_text, QMessageBox.ButtonRole.AcceptRole) if yes_text else None
        no = dialog.addButton(no_text, QMessageBox.ButtonRole.RejectRole)
        dialog.setDefaultButton(yes or no)

        def finished() -> None:
            self._dialog = None
            if yes is not None and dialog.clickedButton() is yes:
                on_yes()
            dialog.deleteLater()

        dialog.finished.connect(finished)
        self._dialog = dialog
        dialog.open()

    @property
    def open_dialog(self) -> QMessageBox | None:
        """The question currently shown (undo preview or conflict), if any."""
        return self._dialog
