"""The permission dialog: an app-modal question before Steward runs an action on an account.

Shows the service and account, the action summary, the arguments inline (readable), each scope's
description, and a "can be undone" / "cannot be undone" badge. Esc or closing the window = Deny.
The default button is "Allow once", or "Deny" for a destructive call that cannot be undone; it is never
"Always allow" for a destructive call.
"""

from __future__ import annotations

import asyncio
import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.access.permission import PermissionDecision, PermissionRequest, readable_arguments

BADGE_STYLES = {
    True: "background:#dcfce7; color:#14532d; border-radius:8px; padding:3px 8px; font-weight:600;",
    False: "background:#fee2e2; color:#7f1d1d; border-radius:8px; padding:3px 8px; font-weight:600;",
}


def _argument_text(value: object) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, indent=1)


class PermissionDialog(QDialog):
    """Asks whether ``request`` may run; ``decision`` holds the answer after the dialog closes."""

    def __init__(self, request: PermissionRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.decision = PermissionDecision.DENY
        self.setWindowTitle(f"Permission needed: {request.service}")
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setMinimumWidth(480)

        layout = QVBoxLayout(self)
        who = request.account_label or request.account
        header = QLabel(f"<b>{request.service}</b> · {who}")
        header.setObjectName("serviceAccount")
        layout.addWidget(header)

        summary = QLabel(request.action_summary)
        summary.setObjectName("actionSummary")
        summary.setWordWrap(True)
        summary.setStyleSheet("font-size:15px; font-weight:600;")
        layout.addWidget(summary)

        self.badge = QLabel("Can be undone" if request.reversible else "Cannot be undone")
        self.badge.setObjectName("undoBadge")
        self.badge.setAccessibleName(self.badge.text())
        self.badge.setStyleSheet(BADGE_STYLES[request.reversible])
        badge_row = QHBoxLayout()
        badge_row.addWidget(self.badge)
        if request.destructive:
            warning = QLabel("Changes data outside Steward")
            warning.setObjectName("destructiveNote")
            warning.setStyleSheet("color:#9a3412;")
            badge_row.addWidget(warning)
        badge_row.addStretch(1)
        layout.addLayout(badge_row)

        if request.arguments:
            layout.addWidget(self._section("Details"))
            form = QFormLayout()
            form.setObjectName("arguments")
            for name, value in readable_arguments(request.arguments).items():
                shown = QLabel(_argument_text(value))
                shown.setWordWrap(True)
                shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                shown.setObjectName(f"argument:{name}")
                form.addRow(QLabel(f"{name}:"), shown)
            layout.addLayout(form)

        layout.addWidget(self._section("Access it needs"))
        for scope in request.scopes:
            line = QLabel(f"• {scope.description}<br><span style='color:#64748b; font-size:11px;'>{scope.url}</span>")
            line.setObjectName("scope")
            line.setWordWrap(True)
            line.setToolTip(scope.url)
            layout.addWidget(line)
        if request.needs_consent:
            consent = QLabel(
                f"Your {request.service} account has not granted this access yet: allowing opens the "
                "sign-in page in your browser to add it."
            )
            consent.setObjectName("consentNote")
            consent.setWordWrap(True)
            consent.setStyleSheet("color:#1e40af;")
            layout.addWidget(consent)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        buttons = QHBoxLayout()
        self.buttons: dict[PermissionDecision, QPushButton] = {}
        for decision in (PermissionDecision.DENY, PermissionDecision.ALLOW_ONCE,
                         PermissionDecision.ALLOW_CONVERSATION, PermissionDecision.ALWAYS):
            button = QPushButton(decision.label)
            button.setObjectName(f"decision:{decision.value}")
            button.setAccessibleName(f"{decision.label}: {request.action_summary}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, d=decision: self.choose(d))
            buttons.addWidget(button)
            self.buttons[decision] = button
        self.buttons[PermissionDecision.ALLOW_CONVERSATION].setEnabled(request.conversation_id is not None)
        layout.addLayout(buttons)

        default = self.default_decision(request)
        self.buttons[default].setDefault(True)
        self.buttons[default].setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def default_decision(request: PermissionRequest) -> PermissionDecision:
        """The focused button: Deny for destructive calls that cannot be undone, else Allow once."""
        if request.destructive and not request.reversible:
            return PermissionDecision.DENY
        return PermissionDecision.ALLOW_ONCE

    @staticmethod
    def _section(title: str) -> QLabel:
        label = QLabel(title)
        label.setStyleSheet("color:#475569; font-weight:600; margin-top:6px;")
        return label

    def choose(self, decision: PermissionDecision) -> None:
        self.decision = decision
        if decision is PermissionDecision.DENY:
            super().reject()
        else:
            self.accept()

    def reject(self) -> None:  # Esc
        self.decision = PermissionDecision.DENY
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # the window's close button
        self.decision = PermissionDecision.DENY
        super().closeEvent(event)


def ask_permission(request: PermissionRequest, parent: QWidget | None = None) -> PermissionDecision:
    """Show the dialog modally and return the user's decision (Deny when dismissed)."""
    dialog = PermissionDialog(request, parent)
    dialog.exec()
    return dialog.decision


async def ask_permission_async(request: PermissionRequest, parent: QWidget | None = None) -> PermissionDecision:
    """Like ask_permission, without blocking the (qasync) event loop: usable as a PermissionGate ``ask``."""
    dialog = PermissionDialog(request, parent)
    future: asyncio.Future[PermissionDecision] = asyncio.get_running_loop().create_future()

    def finished(_result: int) -> None:
        if not future.done():
            future.set_result(dialog.decision)

    dialog.finished.connect(finished)
    dialog.open()
    try:
        return await future
    finally:
        dialog.deleteLater()
