"""The permission dialog and the Accounts & Permissions page (pytest-qt, offscreen)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from core.access import GrantStore, PermissionDecision
from tests.access.conftest import send_request, upload_request
from ui.accounts_page import AccountsPage
from ui.permission_dialog import PermissionDialog, ask_permission


def _texts(dialog) -> str:
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


def test_dialog_shows_everything_the_user_needs(qtbot) -> None:
    request = send_request()
    dialog = PermissionDialog(request)
    qtbot.addWidget(dialog)
    text = _texts(dialog)
    assert "Gmail" in text and "you@playground.invalid" in text
    assert request.action_summary in text
    for name, value in request.arguments.items():  # inline, readable
        assert dialog.findChild(QLabel, f"argument:{name}").text() == value
    assert "Send email on your behalf" in text and "gmail.send" in text
    assert dialog.badge.text() == "Cannot be undone"
    assert dialog.windowModality() == Qt.WindowModality.ApplicationModal


def test_default_focus_is_never_always_for_destructive(qtbot) -> None:
    destructive = PermissionDialog(send_request())
    qtbot.addWidget(destructive)
    destructive.show()
    qtbot.waitExposed(destructive)
    assert destructive.focusWidget() is destructive.buttons[PermissionDecision.DENY]
    assert destructive.buttons[PermissionDecision.DENY].isDefault()
    assert not destructive.buttons[PermissionDecision.ALWAYS].isDefault()

    reversible = PermissionDialog(upload_request())
    qtbot.addWidget(reversible)
    assert reversible.badge.text() == "Can be undone"
    assert reversible.buttons[PermissionDecision.ALLOW_ONCE].isDefault()


def test_escape_and_close_mean_deny(qtbot) -> None:
    dialog = PermissionDialog(upload_request())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.decision is PermissionDecision.DENY

    closed = PermissionDialog(upload_request())
    qtbot.addWidget(closed)
    closed.show()
    closed.decision = PermissionDecision.ALWAYS  # whatever happened before, closing the window denies
    closed.close()
    assert closed.decision is PermissionDecision.DENY


def test_ask_permission_returns_the_clicked_choice(qtbot) -> None:
    def click_always() -> None:
        dialog = QApplication.activeModalWidget()
        qtbot.mouseClick(dialog.findChild(QPushButton, "decision:always"), Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, click_always)
    assert ask_permission(upload_request()) is PermissionDecision.ALWAYS


def test_conversation_choice_needs_a_conversation(qtbot) -> None:
    dialog = PermissionDialog(upload_request(conversation_id=None))
    qtbot.addWidget(dialog)
    assert not dialog.buttons[PermissionDecision.ALLOW_CONVERSATION].isEnabled()


def test_missing_scope_leads_into_consent(qtbot) -> None:
    dialog = PermissionDialog(upload_request(missing_scopes=["https://www.googleapis.com/auth/drive.file"]))
    qtbot.addWidget(dialog)
    assert "sign-in page" in dialog.findChild(QLabel, "consentNote").text()


def test_accounts_page_lists_and_revokes(qtbot, app_db, grants: GrantStore) -> None:
    app_db["accounts"].insert({
        "id": "playground:you@playground.invalid", "provider": "playground", "display_name": "Playground",
        "email": "you@playground.invalid", "scopes": json.dumps(["https://www.googleapis.com/auth/drive.file"]),
        "connected_at": datetime.now(UTC).isoformat(),
    })
    [grant] = grants.record(upload_request(), PermissionDecision.ALWAYS)
    grants.record(send_request(), PermissionDecision.ALLOW_CONVERSATION)
    page = AccountsPage(app_db, grants)
    qtbot.addWidget(page)
    assert page.accounts_table.rowCount() == 1
    assert page.accounts_table.item(0, 1).text() == "you@playground.invalid"
    assert page.grants_table.rowCount() == 2

    qtbot.mouseClick(page.revoke_button(grant.id), Qt.MouseButton.LeftButton)
    assert page.grants_table.rowCount() == 1
    assert grants.check_request(upload_request()) is None
    assert "revoked" in page.status.text()

    grants.record(upload_request(), PermissionDecision.ALWAYS)  # changes elsewhere show at once
    assert page.grants_table.rowCount() == 2


def test_accounts_page_shows_vault_fallback_notice(qtbot, app_db, grants: GrantStore) -> None:
    page = AccountsPage(app_db, grants, vault_notice="No OS keyring works here: test.")
    qtbot.addWidget(page)
    page.show()
    assert page.notice.isVisible() and "No OS keyring" in page.notice.text()


def test_accounts_page_unlocks_vault_connects_and_disconnects(qtbot, app_db, grants, data_dir, monkeypatch) -> None:
    from keyring.backends import fail

    from core.access import AccountDirectory, OAuthProvider, Vault
    from core.playground import PlaygroundServer

    monkeypatch.delenv("STEWARD_VAULT_PASSPHRASE", raising=False)
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring())
    with PlaygroundServer() as playground:
        accounts = AccountDirectory(app_db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                    grants=grants, open_browser=playground.browser(), timeout=10)
        page = AccountsPage(app_db, grants, accounts=accounts, vault=vault)
        qtbot.addWidget(page)
        assert page.notice.text() == vault.notice and vault.locked
        page.passphrase.setText("page-pass")
        qtbot.mouseClick(page.findChild(QPushButton, "unlockVault"), Qt.MouseButton.LeftButton)
        assert not vault.locked and page.status.text() == "Vault unlocked."

        qtbot.mouseClick(page.findChild(QPushButton, "connect:playground"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.accounts_table.rowCount() == 1, timeout=15000)
        assert page.status.text() == f"Connected {playground.user}."
        [account] = accounts.list()
        assert account.scopes == []  # sign-in only: plans add API scopes when they need them
        token = accounts.access_token(account.id, action="test")

        qtbot.mouseClick(page.accounts_table.findChild(QPushButton, f"disconnect:{account.id}"),
                         Qt.MouseButton.LeftButton)
        assert page.accounts_table.rowCount() == 0 and accounts.list() == []
        assert not playground.is_active(token)


def test_dialog_decodes_gmail_raw_and_flattens_bodies(qtbot) -> None:
    import base64

    raw = base64.urlsafe_b64encode(
        b"To: ana@example.com\r\nSubject: Lunch?\r\nContent-Type: text/plain\r\n\r\nNoon at the usual place?").decode()
    dialog = PermissionDialog(send_request(arguments={"userId": "me", "body": {"raw": raw}}))
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "argument:to").text() == "ana@example.com"
    assert dialog.findChild(QLabel, "argument:subject").text() == "Lunch?"
    assert dialog.findChild(QLabel, "argument:message").text() == "Noon at the usual place?"
    assert raw not in _texts(dialog)  # nothing shown as an unreadable blob

    event = upload_request(arguments={"calendarId": "primary",
                                      "body": {"summary": "Dentist", "start": {"dateTime": "2026-12-01T09:00"}}})
    dialog = PermissionDialog(event)
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "argument:summary").text() == "Dentist"
    assert dialog.findChild(QLabel, "argument:start.dateTime").text() == "2026-12-01T09:00"
