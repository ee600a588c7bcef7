"""OAuth sign-in against the Playground over real loopback HTTP: connect, refresh, incremental, revoke,
and the rejections (tampered state, wrong verifier, non-loopback redirect, expired/revoked token)."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest
from keyring.backends import fail

from core.access import (
    AccountDirectory,
    AccountNeedsReconnect,
    AuthorizationAttempt,
    GrantStore,
    LoopbackReceiver,
    NonLoopbackRedirect,
    OAuthConsentDenied,
    OAuthProvider,
    OAuthStateMismatch,
    OAuthTimeout,
    OAuthTokenRejected,
    PermissionDecision,
    ProviderConfigError,
    ProviderSettings,
    Vault,
    configured_providers,
)
from core.playground import PlaygroundError, PlaygroundServer
from tests.access.conftest import DRIVE_FILE, GMAIL_SEND, upload_request

TASKS = "https://www.googleapis.com/auth/tasks"


@pytest.fixture(scope="module")
def playground():
    with PlaygroundServer() as server:
        yield server


@pytest.fixture
def provider(playground: PlaygroundServer) -> OAuthProvider:
    return OAuthProvider.playground(playground.base_url)


@pytest.fixture
def vault(app_db, data_dir) -> Vault:
    return Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="test-pass")


@pytest.fixture
def accounts(app_db, vault, grants, provider, playground) -> AccountDirectory:
    return AccountDirectory(app_db, vault, {"playground": provider}, grants=grants,
                            open_browser=playground.browser(), timeout=10)


def test_connect_stores_tokens_in_vault_not_db(accounts: AccountDirectory, playground, app_db, data_dir) -> None:
    account = accounts.connect("playground", [DRIVE_FILE])
    assert account.id == f"playground:{playground.user}" and account.email == playground.user
    assert account.scopes == [DRIVE_FILE]  # API scopes only: the sign-in scope "email" is left out
    token = accounts.access_token(account.id, action="drive.files.list")
    assert playground.is_active(token)
    assert token.encode() not in (data_dir / "steward.db").read_bytes()
    answer = httpx.get(playground.root_url + "drive/v3/files", headers=accounts.authorization_header(
        account.id, action="drive.files.list"))
    assert answer.status_code == 200
    assert [r["action"] for r in accounts.vault.reads()][-2:] == ["drive.files.list", "drive.files.list"]


def test_expired_token_refreshes_automatically(accounts: AccountDirectory, playground) -> None:
    account = accounts.connect("playground", [TASKS])
    first = accounts.access_token(account.id, action="tasks.tasks.list")
    playground.expire(first)
    accounts.vault.put(f"oauth/{account.id}/access_token", first, "token", details={"expires_at": 0})
    second = accounts.access_token(account.id, action="tasks.tasks.list")
    assert second != first and playground.is_active(second)
    # After a 401 the REST executor asks for a refreshed token explicitly.
    third = accounts.refresh_for(account.id, "tasks.tasks.list")
    assert third not in (first, second) and playground.is_active(third)
    assert accounts.token_for(account.id, "tasks.tasks.list") == third
    answer = httpx.get(playground.root_url + "tasks/v1/lists/@default/tasks",
                       headers={"Authorization": f"Bearer {second}"})
    assert answer.status_code == 200


def test_incremental_authorization(accounts: AccountDirectory, playground) -> None:
    account = accounts.connect("playground", [TASKS])
    assert accounts.missing_scopes(account.id, [TASKS, GMAIL_SEND]) == [GMAIL_SEND]
    widened = accounts.add_scopes(account.id, [GMAIL_SEND])
    assert {TASKS, GMAIL_SEND} <= set(widened.scopes)
    assert accounts.missing_scopes(account.id, [TASKS, GMAIL_SEND]) == []
    token = accounts.access_token(account.id, action="gmail.users.messages.send", force_refresh=True)
    sent = httpx.post(playground.root_url + "gmail/v1/users/me/messages/send", json={"raw": "U3ViamVjdDogeA"},
                      headers={"Authorization": f"Bearer {token}"})
    assert sent.status_code == 200


def test_disconnect_revokes_and_forgets(accounts: AccountDirectory, playground, grants: GrantStore) -> None:
    account = accounts.connect("playground", [DRIVE_FILE])
    grants.record(upload_request(account=account.id), PermissionDecision.ALWAYS)
    token = accounts.access_token(account.id, action="drive.files.list")
    assert accounts.disconnect(account.id) is True
    assert not playground.is_active(token)
    assert accounts.list() == [] and grants.list(account.id) == []
    assert accounts.vault.names(f"oauth/{account.id}") == []


def test_revoked_grant_asks_to_reconnect(accounts: AccountDirectory, playground, provider) -> None:
    account = accounts.connect("playground", [TASKS])
    refresh_token = accounts.vault.get(f"oauth/{account.id}/refresh_token", action="test")
    httpx.post(playground.revocation_endpoint, data={"token": refresh_token, "client_id": provider.client_id})
    with pytest.raises(AccountNeedsReconnect, match="expired or was revoked.*Reconnect the account"):
        accounts.access_token(account.id, action="tasks.tasks.list", force_refresh=True)


def test_tampered_state_is_rejected(provider: OAuthProvider, playground) -> None:
    attempt = AuthorizationAttempt(provider, [TASKS], "http://127.0.0.1:9/oauth2/callback")
    callback = playground.consent(attempt.url)
    parts = urlsplit(callback)
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    query["state"] = "forged-" + query["state"][7:]
    with pytest.raises(OAuthStateMismatch, match="does not match the request Steward sent"):
        attempt.complete(parts._replace(query=urlencode(query)).geturl())


def test_wrong_verifier_is_rejected(provider: OAuthProvider, playground) -> None:
    attempt = AuthorizationAttempt(provider, [TASKS], "http://127.0.0.1:9/oauth2/callback")
    callback = playground.consent(attempt.url)
    attempt.verifier = AuthorizationAttempt(provider, [TASKS], "http://127.0.0.1:9/cb").verifier
    with pytest.raises(OAuthTokenRejected, match="invalid_grant: PKCE check failed"):
        attempt.complete(callback)


def test_non_loopback_redirect_is_rejected(provider: OAuthProvider, playground) -> None:
    with pytest.raises(NonLoopbackRedirect, match="only receives sign-in answers on http://127.0.0.1"):
        AuthorizationAttempt(provider, [TASKS], "https://attacker.example/callback")
    # And the authorization server refuses such a redirect on its own.
    attempt = AuthorizationAttempt(provider, [TASKS], "http://127.0.0.1:9/oauth2/callback")
    forged = attempt.url.replace("127.0.0.1%3A9", "attacker.example")
    with pytest.raises(PlaygroundError, match="not a loopback address"):
        playground.consent(forged)


def test_expired_and_revoked_tokens_are_refused_by_the_api(playground) -> None:
    url = playground.root_url + "tasks/v1/lists/@default/tasks"
    expired = playground.mint_token([TASKS])["access_token"]
    playground.expire(expired)
    answer = httpx.get(url, headers={"Authorization": f"Bearer {expired}"})
    assert answer.status_code == 401
    assert "invalid authentication credentials" in answer.json()["error"]["message"]


def test_consent_denied_and_timeout(accounts: AccountDirectory, playground, app_db) -> None:
    accounts.open_browser = playground.browser(allow=False)
    with pytest.raises(OAuthConsentDenied, match="nothing was connected"):
        accounts.connect("playground", [TASKS])
    accounts.open_browser = lambda url: True  # the user never finishes in the browser
    accounts.timeout = 0.3
    with pytest.raises(OAuthTimeout, match="try connecting again"):
        accounts.connect("playground", [TASKS])
    assert accounts.list() == []


def test_loopback_receiver_ignores_other_paths() -> None:
    with LoopbackReceiver() as receiver:
        assert urlsplit(receiver.redirect_uri).hostname == "127.0.0.1"
        base = receiver.redirect_uri.rsplit("/", 2)[0]
        assert httpx.get(base + "/favicon.ico").status_code == 404
        assert httpx.get(receiver.redirect_uri + "?code=c&state=s").status_code == 200
        assert receiver.wait(1).endswith("?code=c&state=s")


def test_providers_from_settings(monkeypatch) -> None:
    monkeypatch.setenv("STEWARD_GOOGLE_CLIENT_ID", "1234.apps.googleusercontent.com")
    monkeypatch.setenv("STEWARD_OAUTH_PROVIDERS", '[{"id": "acme", "display_name": "Acme", "client_id": "c1", '
                       '"authorization_endpoint": "https://id.acme.example/authorize", '
                       '"token_endpoint": "https://id.acme.example/token"}]')
    providers = configured_providers(ProviderSettings())
    assert providers["google"].client_id == "1234.apps.googleusercontent.com"
    assert providers["google"].token_endpoint == "https://oauth2.googleapis.com/token"
    assert providers["acme"].revocation_endpoint is None
    monkeypatch.setenv("STEWARD_OAUTH_PROVIDERS", '[{"id": "bad", "display_name": "Bad", "client_id": "c", '
                       '"authorization_endpoint": "http://id.bad.example/a", "token_endpoint": "https://x/t"}]')
    with pytest.raises(ProviderConfigError, match="must use https"):
        configured_providers(ProviderSettings())


@pytest.fixture
def fresh_playground():
    """A server of its own: nothing was granted on it before."""
    with PlaygroundServer() as server:
        yield server


def test_cancelled_consent_keeps_no_grant(app_db, vault, grants: GrantStore, fresh_playground) -> None:
    import asyncio

    from core.access import PermissionGate

    playground = fresh_playground
    accounts = AccountDirectory(app_db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                grants=grants, open_browser=playground.browser(), timeout=10)
    account = accounts.connect("playground", [TASKS])
    request = upload_request(account=account.id, missing_scopes=accounts.missing_scopes(account.id, [DRIVE_FILE]))
    assert request.missing_scopes == [DRIVE_FILE]
    gate = PermissionGate(grants, accounts)

    async def always(_request):
        return PermissionDecision.ALWAYS

    accounts.open_browser = playground.browser(allow=False)  # the user cancels on the consent page
    with pytest.raises(OAuthConsentDenied):
        asyncio.run(gate.authorize(request, always))
    assert grants.list() == [] and accounts.missing_scopes(account.id, [DRIVE_FILE]) == [DRIVE_FILE]
    # Unattended, a request that would need a sign-in is denied, not sent to a browser.
    assert asyncio.run(gate.authorize(request, None)) is PermissionDecision.DENY

    accounts.open_browser = playground.browser()
    assert asyncio.run(gate.authorize(request, always)) is PermissionDecision.ALWAYS
    assert accounts.missing_scopes(account.id, [DRIVE_FILE]) == [] and len(grants.list()) == 1


def test_provider_from_issuer_metadata(playground, app_db, vault, grants, monkeypatch) -> None:
    provider = OAuthProvider.from_issuer(playground.base_url, id="local", display_name="Local issuer",
                                         client_id=playground.client_id)
    assert provider.token_endpoint == playground.token_endpoint
    assert provider.revocation_endpoint == playground.revocation_endpoint
    accounts = AccountDirectory(app_db, vault, {"local": provider}, grants=grants,
                                open_browser=playground.browser(), timeout=10)
    account = accounts.connect("local", [TASKS])  # the whole flow works from the issuer alone
    assert account.id == f"local:{playground.user}"

    monkeypatch.setenv("STEWARD_OAUTH_PROVIDERS", '[{"id": "corp", "display_name": "Corp", "client_id": "c", '
                       f'"issuer": "{playground.base_url}"}}]')
    assert configured_providers(ProviderSettings())["corp"].userinfo_endpoint == playground.userinfo_endpoint
    with pytest.raises(ProviderConfigError, match="must use https"):
        OAuthProvider.from_issuer("http://login.example.com", id="x", display_name="X", client_id="c")
    with pytest.raises(ProviderConfigError, match="publishes no OAuth metadata"):
        OAuthProvider.from_issuer(playground.base_url + "/nothing-here", id="x", display_name="X", client_id="c")


def test_connect_refuses_before_the_browser_when_the_vault_is_locked(app_db, grants, provider, data_dir,
                                                                     monkeypatch) -> None:
    from core.access import VaultLocked

    monkeypatch.delenv("STEWARD_VAULT_PASSPHRASE", raising=False)
    locked = Vault(app_db, fallback_path=data_dir / "locked.enc", backend=fail.Keyring())
    opened: list[str] = []
    accounts = AccountDirectory(app_db, locked, {"playground": provider}, grants=grants,
                                open_browser=lambda url: opened.append(url) or True, timeout=1)
    with pytest.raises(VaultLocked, match="Enter the vault passphrase"):
        accounts.connect("playground", [TASKS])
    assert opened == []  # no consent was given for a token Steward could not keep
