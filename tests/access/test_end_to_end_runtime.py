"""Must show 1 with the real pieces around the dialog: scopes from the catalog's least privilege, the
dialog's request built from the catalog (service title, scope description, effects), and the call run by
the Runtime's REST executor in the bubblewrap sandbox, the broker injecting the account's token from the
vault. The plan itself is hand-built (as the planner would produce it for "Email Ana ...").
"""

from __future__ import annotations

import base64

import pytest
import qasync
from keyring.backends import fail

from core.access import (
    AccountDirectory,
    GrantStore,
    OAuthProvider,
    PermissionDecision,
    PermissionGate,
    Vault,
    request_for_planned_call,
)
from core.planner import PlannedCall
from core.playground import PlaygroundServer
from tests.access.test_end_to_end import DialogUser
from tests.support import need
from ui.permission_dialog import ask_permission_async

TASKS = "https://www.googleapis.com/auth/tasks"


@pytest.mark.slow
def test_dialog_then_sandboxed_call_with_the_vault_token(qtbot, qapp, app_db, data_dir, tmp_path_factory) -> None:
    from core.catalog import Catalog
    from core.runtime import Action, Runtime, Target
    from core.runtime.sandbox import BubblewrapSandbox

    need(BubblewrapSandbox.available(), "bubblewrap cannot create a sandbox here")
    catalog = Catalog.open(tmp_path_factory.mktemp("catalog") / "catalog.db")
    with PlaygroundServer() as playground:
        grants = GrantStore(app_db)
        vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="e2e")
        accounts = AccountDirectory(app_db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                    grants=grants, open_browser=playground.browser(), timeout=10)
        account = accounts.connect("playground", [TASKS])
        runtime = Runtime(data_dir / "runtime", sandbox=BubblewrapSandbox(), catalog=catalog, db=app_db,
                          token_for=accounts.token_for, root_url_for=accounts.root_url_for,
                          refresh_for=accounts.refresh_for)

        scopes = [s.id for s in catalog.least_privilege(["gmail.users.messages.send"],
                                                        granted=accounts.get(account.id).scopes)]
        assert scopes == ["https://www.googleapis.com/auth/gmail.send"]
        raw = base64.urlsafe_b64encode(b"To: ana@example.com\r\nSubject: Lunch?\r\n\r\nNoon?").decode()
        call = PlannedCall(method="gmail.users.messages.send", arguments={"userId": "me", "body": {"raw": raw}},
                           scopes=scopes, reversible=False, summary="Send an email to ana@example.com")
        request = request_for_planned_call(call, catalog, account=account.id, account_label=account.email,
                                           conversation_id="c1", granted_scopes=accounts.get(account.id).scopes)
        assert request.destructive and not request.reversible  # sending cannot be undone
        assert request.scopes[0].description == "Send email on your behalf"
        assert request.missing_scopes == scopes

        qapp.setQuitOnLastWindowClosed(False)
        loop = qasync.QEventLoop(qapp)
        user = DialogUser(qtbot, [PermissionDecision.ALLOW_ONCE])
        try:
            decision = loop.run_until_complete(PermissionGate(grants, accounts).authorize(request, ask_permission_async))
        finally:
            user.timer.stop()
            loop.close()
            qapp.setQuitOnLastWindowClosed(True)
        assert decision is PermissionDecision.ALLOW_ONCE and len(user.seen) == 1
        assert user.badges == ["Cannot be undone"]

        outcome = runtime.execute(Action(method_id=call.method, arguments=call.arguments,
                                         target=Target(kind="rest", location=account.id)))
        assert outcome.sandbox == "bubblewrap" and outcome.result["labelIds"] == ["SENT"]
        served = playground.calls[-1]
        assert (served.method_id, served.status) == ("gmail.users.messages.send", 200)
        assert "https://www.googleapis.com/auth/gmail.send" in served.token_scopes
        assert vault.reads()[-1]["action"] == "gmail.users.messages.send"
    catalog.close()
