"""Plays the user at the permission dialog in window tests (shared by access and integration tests)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from core.access import PermissionDecision
from ui.permission_dialog import PermissionDialog


class DialogUser:
    """Answers each permission dialog that opens with the next planned click."""

    def __init__(self, qtbot, answers: list[PermissionDecision]) -> None:
        self.qtbot = qtbot
        self.answers = list(answers)
        self.seen: list[PermissionDialog] = []
        self.badges: list[str] = []  # read while the dialog is open (it is deleted once answered)
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PermissionDialog) or dialog in self.seen or not dialog.isVisible():
            return
        self.seen.append(dialog)
        self.badges.append(dialog.badge.text())
        answer = self.answers.pop(0)
        self.qtbot.mouseClick(dialog.buttons[answer], Qt.MouseButton.LeftButton)
