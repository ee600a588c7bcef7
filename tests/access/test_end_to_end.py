"""Must show 1: connect the Playground account (full PKCE flow over loopback), a plan needing a scope not yet
granted, the dialog appears (pytest-qt), Allow once → the call runs with the token; the next identical
request asks again; Always allow → it does not; revoke → it asks again.

The plan is hand-built (as the planner would produce it); the dialog is the real one, shown by
ask_permission_async under qasync, and a QTimer plays the user clicking its buttons.
"""

from __future__ import annotations

import base64
import re

import httpx
import pytest
import qasync
from keyring.backends import fail
from PySide6.QtCore import Qt

from core.access import (
    AccountDirectory,
    GrantStore,
    OAuthProvider,
    PermissionDecision,
    PermissionGate,
    Vault,
    request_for_call,
)
from core.planner import Plan, PlannedCall
from core.playground import PlaygroundServer, find_method
from core.playground.discovery import scope_descriptions
from tests.dialog_user import DialogUser
from ui.accounts_page import AccountsPage
from ui.permission_dialog import ask_permission_async

GMAIL_SEND = "https://www.googleapis.com/auth/gmail.send"
TASKS = "https://www.googleapis.com/auth/tasks"


def lunch_plan() -> Plan:
    raw = base64.urlsafe_b64encode(b"To: ana@example.com\r\nSubject: Lunch?\r\n\r\nNoon at the usual place?").decode()
    call = PlannedCall(method="gmail.users.messages.send", arguments={"userId": "me", "body": {"raw": raw}},
                       scopes=[GMAIL_SEND], reversible=False, summary="Send an email to ana@example.com")
    return Plan(request="Email Ana: lunch at noon?", kind="calls", calls=[call], scopes=[GMAIL_SEND],
                reversible=False, summary=call.summary)


def run_call(accounts: AccountDirectory, account_id: str, call: PlannedCall) -> httpx.Response:
    """Send the planned call to the account's API with its token (what the runtime's broker does)."""
    method = find_method("gmail.v1", call.method)
    path = re.sub(r"\{\+?(\w+)\}", lambda m: str(call.arguments[m.group(1)]), method.path)
    return httpx.request(method.http_method, accounts.root_url_for(account_id) + path, json=call.arguments["body"],
                         headers=accounts.authorization_header(account_id, action=call.method))


@pytest.fixture
def playground():
    with PlaygroundServer() as server:
        yield server


def test_permission_flow_end_to_end(qtbot, qapp, app_db, data_dir, playground) -> None:
    grants = GrantStore(app_db)
    vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="e2e")
    accounts = AccountDirectory(app_db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                grants=grants, open_browser=playground.browser(), timeout=10)
    gate = PermissionGate(grants, accounts)
    account = accounts.connect("playground", [TASKS])  # full PKCE flow over the loopback redirect
    assert GMAIL_SEND not in account.scopes
    plan = lunch_plan()
    call = plan.calls[0]
    describe = scope_descriptions(("gmail.v1",)).__getitem__

    def request():
        return request_for_call(
            service="Gmail", account=account.id, account_label=account.email, method_id=call.method,
            arguments=call.arguments, scopes=call.scopes, describe_scope=describe, summary=call.summary,
            reversible=call.reversible, destructive=True, conversation_id="conversation-1",
            granted_scopes=accounts.get(account.id).scopes)

    qapp.setQuitOnLastWindowClosed(False)  # no main window here: closing the dialog must not quit
    loop = qasync.QEventLoop(qapp)

    def attempt(user: DialogUser) -> tuple[PermissionDecision, httpx.Response | None]:
        decision = loop.run_until_complete(gate.authorize(request(), ask_permission_async))
        return decision, (run_call(accounts, account.id, call) if decision.allows else None)

    try:
        user = DialogUser(qtbot, [PermissionDecision.ALLOW_ONCE, PermissionDecision.ALLOW_ONCE,
                                  PermissionDecision.ALWAYS, PermissionDecision.DENY])
        # 1. Not granted yet: the dialog appears, shows the missing scope, Allow once → consent → the call runs.
        decision, response = attempt(user)
        assert decision is PermissionDecision.ALLOW_ONCE and len(user.seen) == 1
        first = user.seen[0]
        assert first.request.missing_scopes == [GMAIL_SEND]
        assert "Send email on your behalf" in first.request.scopes[0].description
        assert response.status_code == 200
        assert GMAIL_SEND in accounts.get(account.id).scopes  # incremental authorization added it
        served = playground.calls[-1]
        assert (served.method_id, served.status, served.user) == (call.method, 200, playground.user)
        assert GMAIL_SEND in served.token_scopes

        # 2. The identical request asks again (Allow once is not kept).
        decision, response = attempt(user)
        assert decision is PermissionDecision.ALLOW_ONCE and len(user.seen) == 2 and response.status_code == 200
        assert not user.seen[1].request.needs_consent

        # 3. Always allow → the next identical request runs without a dialog.
        assert attempt(user)[0] is PermissionDecision.ALWAYS and len(user.seen) == 3
        decision, response = attempt(user)
        assert decision is PermissionDecision.ALWAYS and len(user.seen) == 3 and response.status_code == 200
        sent = [m for m in playground.items("gmail.messages").values() if "SENT" in m["labelIds"]]
        assert len(sent) == 4

        # 4. Revoke on the Accounts & Permissions page → it asks again (and Deny stops the call).
        page = AccountsPage(app_db, grants, disconnect=accounts.disconnect)
        qtbot.addWidget(page)
        [grant] = grants.list(account.id)
        qtbot.mouseClick(page.revoke_button(grant.id), Qt.MouseButton.LeftButton)
        decision, response = attempt(user)
        assert decision is PermissionDecision.DENY and len(user.seen) == 4 and response is None
        assert len(playground.calls) == 4  # the denied call never reached the API
        user.timer.stop()
    finally:
        loop.close()
        qapp.setQuitOnLastWindowClosed(True)
