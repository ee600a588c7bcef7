"""The Playground's OAuth server, driven by authlib's own client over real HTTP."""

from __future__ import annotations

import httpx
import pytest
from authlib.common.security import generate_token
from authlib.integrations.base_client import OAuthError
from authlib.integrations.httpx_client import OAuth2Client

from core.playground import PlaygroundError, PlaygroundServer

TASKS = "https://www.googleapis.com/auth/tasks"
DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"
REDIRECT = "http://127.0.0.1:8765/callback"


@pytest.fixture(scope="module")
def server():
    with PlaygroundServer() as running:
        yield running


def client(server: PlaygroundServer, scope: str, redirect_uri: str = REDIRECT) -> OAuth2Client:
    return OAuth2Client(client_id=server.client_id, scope=scope, redirect_uri=redirect_uri,
                        code_challenge_method="S256", token_endpoint_auth_method="none")


def authorize(server: PlaygroundServer, oauth: OAuth2Client, verifier: str, **extra: str) -> str:
    url, _state = oauth.create_authorization_url(server.authorization_endpoint, code_verifier=verifier, **extra)
    return server.consent(url)


def test_code_flow_with_pkce_refresh_and_revoke(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS)
    verifier = generate_token(48)
    redirect = authorize(server, oauth, verifier)
    assert redirect.startswith(REDIRECT + "?code=")
    token = oauth.fetch_token(server.token_endpoint, authorization_response=redirect, code_verifier=verifier)
    assert token["scope"] == TASKS and token["refresh_token"]
    assert oauth.get(server.root_url + "tasks/v1/lists/@default/tasks").status_code == 200

    refreshed = oauth.refresh_token(server.token_endpoint)
    assert refreshed["access_token"] != token["access_token"]
    assert refreshed["refresh_token"] == token["refresh_token"]

    assert oauth.revoke_token(server.revocation_endpoint, token=token["refresh_token"]).status_code == 200
    assert not server.is_active(refreshed["access_token"])
    with pytest.raises(OAuthError, match="invalid_grant"):
        oauth.refresh_token(server.token_endpoint)


def test_wrong_verifier_is_rejected(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS)
    redirect = authorize(server, oauth, generate_token(48))
    with pytest.raises(OAuthError) as error:
        oauth.fetch_token(server.token_endpoint, authorization_response=redirect, code_verifier=generate_token(48))
    assert error.value.error == "invalid_grant"
    assert "code_verifier" in error.value.description


def test_code_is_single_use(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS)
    verifier = generate_token(48)
    redirect = authorize(server, oauth, verifier)
    oauth.fetch_token(server.token_endpoint, authorization_response=redirect, code_verifier=verifier)
    with pytest.raises(OAuthError, match="invalid_grant"):
        client(server, TASKS).fetch_token(server.token_endpoint, authorization_response=redirect,
                                          code_verifier=verifier)


def test_pkce_is_required_and_plain_refused(server: PlaygroundServer) -> None:
    plain = OAuth2Client(client_id=server.client_id, scope=TASKS, redirect_uri=REDIRECT)
    url, _ = plain.create_authorization_url(server.authorization_endpoint)
    with pytest.raises(PlaygroundError, match="code_challenge"):
        server.consent(url)
    url, _ = plain.create_authorization_url(server.authorization_endpoint, code_challenge="x" * 43,
                                            code_challenge_method="plain")
    with pytest.raises(PlaygroundError, match="code_challenge_method"):
        server.consent(url)


def test_non_loopback_redirect_is_refused(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS, redirect_uri="https://attacker.example/callback")
    with pytest.raises(PlaygroundError, match="not a loopback address"):
        authorize(server, oauth, generate_token(48))


def test_user_cancel_redirects_with_access_denied(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS)
    url, state = oauth.create_authorization_url(server.authorization_endpoint, code_verifier=generate_token(48))
    redirect = server.consent(url, allow=False)
    assert "error=access_denied" in redirect and f"state={state}" in redirect


def test_incremental_authorization_adds_scopes(server: PlaygroundServer) -> None:
    server.register_client("incremental-test")
    first = OAuth2Client(client_id="incremental-test", scope=TASKS, redirect_uri=REDIRECT,
                         code_challenge_method="S256", token_endpoint_auth_method="none")
    verifier = generate_token(48)
    url, _ = first.create_authorization_url(server.authorization_endpoint, code_verifier=verifier)
    first.fetch_token(server.token_endpoint, authorization_response=server.consent(url), code_verifier=verifier)

    more = OAuth2Client(client_id="incremental-test", scope=DRIVE_FILE, redirect_uri=REDIRECT,
                        code_challenge_method="S256", token_endpoint_auth_method="none")
    verifier = generate_token(48)
    url, _ = more.create_authorization_url(server.authorization_endpoint, code_verifier=verifier,
                                           include_granted_scopes="true")
    token = more.fetch_token(server.token_endpoint, authorization_response=server.consent(url),
                             code_verifier=verifier)
    assert set(token["scope"].split()) == {TASKS, DRIVE_FILE}
    assert server.granted_scopes("incremental-test") == {TASKS, DRIVE_FILE}


def test_userinfo_needs_an_identity_scope(server: PlaygroundServer) -> None:
    with_email = server.mint_token(["email"])["access_token"]
    info = httpx.get(server.userinfo_endpoint, headers={"Authorization": f"Bearer {with_email}"})
    assert info.json()["email"] == server.user
    without = server.mint_token([TASKS])["access_token"]
    assert httpx.get(server.userinfo_endpoint, headers={"Authorization": f"Bearer {without}"}).status_code == 403


def test_two_servers_run_side_by_side() -> None:
    with PlaygroundServer() as first, PlaygroundServer() as second:
        assert first.port != second.port
        token = first.mint_token([TASKS])["access_token"]
        url = second.root_url + "tasks/v1/lists/@default/tasks"
        assert httpx.get(url, headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_consent_post_needs_the_form_it_served(server: PlaygroundServer) -> None:
    oauth = client(server, TASKS)
    url, _ = oauth.create_authorization_url(server.authorization_endpoint, code_verifier=generate_token(48))
    forged = httpx.post(url, data={"decision": "allow"})  # a cross-site auto-submit, without the page
    assert forged.status_code == 400 and "did not come from this page" in forged.text
    assert server.consent(url).startswith(REDIRECT + "?code=")
