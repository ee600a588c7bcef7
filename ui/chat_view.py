"""Chat view: message bubbles in a scroll area, a text box and a Send button; replies stream in."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

ROLE_STYLES = {
    "user": "background:#dbeafe; color:#0f172a; border-radius:10px; padding:8px;",
    "assistant": "background:#f1f5f9; color:#0f172a; border-radius:10px; padding:8px;",
    "error": "background:#fee2e2; color:#7f1d1d; border-radius:10px; padding:8px;",
}


class MessageBubble(QLabel):
    """One chat message."""

    def __init__(self, role: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.role = role
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet(ROLE_STYLES.get(role, ROLE_STYLES["assistant"]))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setAccessibleName(f"{role} message")


class ChatView(QWidget):
    """Shows the conversation and emits `submitted(text)` when the user sends a message."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bubbles: dict[int, MessageBubble] = {}
        self._all: list[MessageBubble] = []

        self._list = QWidget()
        self._list_layout = QVBoxLayout(self._list)
        self._list_layout.addStretch(1)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setWidget(self._list)

        self.input = QLineEdit()
        self.input.setPlaceholderText("Ask Steward… (e.g. \"Add a meeting tomorrow at 10\")")
        self.input.setAccessibleName("Message")
        self.input.returnPressed.connect(self._send)
        self.send_button = QPushButton("Send")
        self.send_button.clicked.connect(self._send)

        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self._scroll, 1)
        layout.addLayout(row)

    # -- input ----------------------------------------------------------------------------------
    def _send(self) -> None:
        text = self.input.text().strip()
        if not text or not self.send_button.isEnabled():
            return
        self.input.clear()
        self.add_message("user", text)
        self.submitted.emit(text)

    def set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.send_button.setText("Working…" if busy else "Send")

    # -- output ---------------------------------------------------------------------------------
    def add_message(self, role: str, text: str, message_id: int | None = None) -> MessageBubble:
        bubble = MessageBubble(role, text)
        self._list_layout.addWidget(bubble)
        self._all.append(bubble)
        if message_id is not None:
            self._bubbles[message_id] = bubble
        QTimer.singleShot(0, self._scroll_to_end)
        return bubble

    def append_to(self, message_id: int, text: str) -> None:
        bubble = self._bubbles.get(message_id) or self.add_message("assistant", "", message_id)
        bubble.setText(bubble.text() + text)
        QTimer.singleShot(0, self._scroll_to_end)

    def finish(self, message_id: int, text: str) -> None:
        bubble = self._bubbles.get(message_id)
        if bubble is not None and text:
            bubble.setText(text)

    def messages(self) -> list[tuple[str, str]]:
        """(role, text) of every message shown, oldest first."""
        return [(b.role, b.text()) for b in self._all]

    def _scroll_to_end(self) -> None:
        bar = self._scroll.verticalScrollBar()
        bar.setValue(bar.maximum())
