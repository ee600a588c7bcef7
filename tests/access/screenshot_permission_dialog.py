"""Run under Xvfb by test_permission_screenshot.py: show the real permission dialog, grab the X screen.

Usage: python -m tests.access.screenshot_permission_dialog OUT.png
"""

from __future__ import annotations

import base64
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.access import PermissionRequest, ScopeInfo
from core.playground.discovery import find_method, scope_descriptions
from ui.permission_dialog import PermissionDialog


def gmail_send_request() -> PermissionRequest:
    """A Gmail send as the planner hands it over: least-privilege scope with its discovery description."""
    scope = "https://www.googleapis.com/auth/gmail.send"
    assert scope in find_method("gmail.v1", "gmail.users.messages.send").scopes
    return PermissionRequest(
        service="Gmail",
        account="playground:you@playground.invalid",
        account_label="you@playground.invalid",
        method_id="gmail.users.messages.send",
        action_summary="Send an email to ana@example.com",
        arguments={"userId": "me", "body": {"raw": base64.urlsafe_b64encode(
            b"To: ana@example.com\r\nSubject: Lunch on Friday?\r\n\r\n"
            b"Hi Ana, shall we meet at 12:30 at the usual place?").decode()}},
        scopes=[ScopeInfo(url=scope, description=scope_descriptions(("gmail.v1",))[scope])],
        reversible=False,
        destructive=True,
        conversation_id="conversation-1",
        missing_scopes=[scope],
    )


def main() -> None:
    out = sys.argv[1]
    app = QApplication(sys.argv)
    dialog = PermissionDialog(gmail_send_request())
    dialog.move(20, 20)
    dialog.show()

    def grab() -> None:
        geometry = dialog.frameGeometry()
        image = QApplication.primaryScreen().grabWindow(0, geometry.x(), geometry.y(), geometry.width(),
                                                        geometry.height())
        ok = image.save(out)
        focused = QApplication.focusWidget()
        print(f"focus={focused.objectName() if focused else None} size={geometry.width()}x{geometry.height()}")
        dialog.reject()
        app.exit(0 if ok else 1)

    QTimer.singleShot(800, grab)
    code = app.exec()
    dialog.deleteLater()
    app.processEvents()
    sys.exit(code)


if __name__ == "__main__":
    main()
