"""The Playground's OAuth 2 authorization server (authlib): auth code + PKCE S256 + state, refresh, revoke.

Routes mirror Google's: ``/o/oauth2/v2/auth`` (consent page), ``/token``, ``/revoke``, ``/v1/userinfo``.
Clients may only redirect to loopback addresses (RFC 8252 §7.3), any port.
"""

from __future__ import annotations

import html
import json
import secrets
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from authlib.integrations.flask_oauth2 import AuthorizationServer
from authlib.oauth2 import OAuth2Error
from authlib.oauth2.rfc6749 import (
    AuthorizationCodeMixin,
    ClientMixin,
    InvalidGrantError,
    InvalidRequestError,
    TokenMixin,
    grants,
)
from authlib.oauth2.rfc7009 import RevocationEndpoint
from authlib.oauth2.rfc7636 import CodeChallenge
from flask import Flask, Response, request

from core.playground.discovery import PLAYGROUND_DOCUMENTS, scope_descriptions

PLAYGROUND_USER = "you@playground.invalid"
PUBLIC_CLIENT_ID = "steward-desktop"
AUTH_CODE_LIFETIME = 600
LOOPBACK_HOSTS = {"127.0.0.1", "::1", "localhost"}


def is_loopback_redirect(uri: str) -> bool:
    """True for ``http://127.0.0.1:<port>/...`` style redirect URIs (RFC 8252 loopback redirection)."""
    try:
        parts = urlsplit(uri)
    except ValueError:
        return False
    return parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS and not parts.fragment


@dataclass
class Client(ClientMixin):
    """A registered OAuth client; public (PKCE, no secret) unless ``client_secret`` is set."""

    client_id: str
    client_secret: str | None = None

    def get_client_id(self) -> str:
        return self.client_id

    def get_default_redirect_uri(self) -> None:
        return None  # a loopback redirect_uri is always required

    def get_allowed_scope(self, scope: str) -> str:
        return scope  # any scope known to the discovery documents (checked by the server)

    def check_redirect_uri(self, redirect_uri: str) -> bool:
        return is_loopback_redirect(redirect_uri)

    def check_client_secret(self, client_secret: str) -> bool:
        return self.client_secret is not None and secrets.compare_digest(client_secret, self.client_secret)

    def check_endpoint_auth_method(self, method: str, endpoint: str) -> bool:
        if self.client_secret is None:
            return method == "none"
        return method in ("client_secret_basic", "client_secret_post")

    def check_response_type(self, response_type: str) -> bool:
        return response_type == "code"

    def check_grant_type(self, grant_type: str) -> bool:
        return grant_type in ("authorization_code", "refresh_token")


@dataclass
class AuthorizationCode(AuthorizationCodeMixin):
    code: str
    client_id: str
    user: str
    redirect_uri: str
    scope: str
    code_challenge: str | None
    code_challenge_method: str | None
    issued_at: float = field(default_factory=time.time)

    def get_redirect_uri(self) -> str:
        return self.redirect_uri

    def get_scope(self) -> str:
        return self.scope

    def is_expired(self) -> bool:
        return time.time() > self.issued_at + AUTH_CODE_LIFETIME


@dataclass
class Token(TokenMixin):
    """An issued access token (and the refresh token that came with it)."""

    access_token: str
    refresh_token: str | None
    scope: str
    client_id: str
    user: str
    expires_at: float
    revoked: bool = False

    def check_client(self, client: ClientMixin) -> bool:
        return client.get_client_id() == self.client_id

    def get_scope(self) -> str:
        return self.scope

    def get_expires_in(self) -> int:
        return max(0, int(self.expires_at - time.time()))

    def is_expired(self) -> bool:
        return time.time() >= self.expires_at

    def is_revoked(self) -> bool:
        return self.revoked

    def get_user(self) -> str:
        return self.user

    def get_client(self) -> ClientMixin:
        return Client(self.client_id)


class AuthorizationState:
    """Thread-safe in-memory store of clients, codes, tokens and what each user granted each client."""

    def __init__(self, access_token_lifetime: int = 3600) -> None:
        self.lock = threading.RLock()
        self.access_token_lifetime = access_token_lifetime
        self.clients: dict[str, Client] = {PUBLIC_CLIENT_ID: Client(PUBLIC_CLIENT_ID)}
        self.codes: dict[str, AuthorizationCode] = {}
        self.tokens: dict[str, Token] = {}  # access token -> Token
        self.granted: dict[tuple[str, str], set[str]] = {}  # (user, client) -> scopes granted so far
        self.consent_forms: set[str] = set()  # one-time tokens of the consent pages served
        self.queued_access_tokens: list[str] = []  # values the token endpoint hands out next (canary tests)
        self.queued_refresh_tokens: list[str] = []

    def issue(self, client_id: str, user: str, scope: str, *, refresh_token: str | None = None,
              expires_in: int | None = None) -> Token:
        """Create and store a bearer token (used by the token endpoint and by ``mint_token``)."""
        lifetime = self.access_token_lifetime if expires_in is None else expires_in
        token = Token(
            access_token="pg-at-" + secrets.token_urlsafe(32),
            refresh_token=refresh_token or "pg-rt-" + secrets.token_urlsafe(32),
            scope=scope,
            client_id=client_id,
            user=user,
            expires_at=time.time() + lifetime,
        )
        with self.lock:
            self.tokens[token.access_token] = token
            self.granted.setdefault((user, client_id), set()).update(scope.split())
        return token

    def by_access_token(self, access_token: str) -> Token | None:
        with self.lock:
            return self.tokens.get(access_token)

    def by_refresh_token(self, refresh_token: str) -> Token | None:
        with self.lock:
            matches = [t for t in self.tokens.values() if t.refresh_token == refresh_token]
        return matches[-1] if matches else None

    def revoke(self, token: Token) -> None:
        """Revoke the token and, like Google, everything issued under the same refresh token."""
        with self.lock:
            for other in self.tokens.values():
                if other is token or (token.refresh_token and other.refresh_token == token.refresh_token):
                    other.revoked = True
            still_valid = [t for t in self.tokens.values()
                           if not t.revoked and (t.user, t.client_id) == (token.user, token.client_id)]
            if not still_valid:
                self.granted.pop((token.user, token.client_id), None)


class _AuthorizationCodeGrant(grants.AuthorizationCodeGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]

    def save_authorization_code(self, code: str, req) -> AuthorizationCode:
        state: AuthorizationState = self.server.state
        scope = req.payload.scope or ""
        if req.payload.data.get("include_granted_scopes") == "true":
            with state.lock:
                before = state.granted.get((req.user, req.client.client_id), set())
                scope = " ".join(sorted(set(scope.split()) | before))
        item = AuthorizationCode(
            code=code,
            client_id=req.client.client_id,
            user=req.user,
            redirect_uri=req.payload.redirect_uri,
            scope=scope,
            code_challenge=req.payload.data.get("code_challenge"),
            code_challenge_method=req.payload.data.get("code_challenge_method"),
        )
        with state.lock:
            state.codes[code] = item
        return item

    def query_authorization_code(self, code: str, client: Client) -> AuthorizationCode | None:
        with self.server.state.lock:
            item = self.server.state.codes.get(code)
        if item and item.client_id == client.client_id and not item.is_expired():
            return item
        return None

    def delete_authorization_code(self, authorization_code: AuthorizationCode) -> None:
        with self.server.state.lock:
            self.server.state.codes.pop(authorization_code.code, None)

    def authenticate_user(self, authorization_code: AuthorizationCode) -> str:
        return authorization_code.user


class _RefreshTokenGrant(grants.RefreshTokenGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]
    INCLUDE_NEW_REFRESH_TOKEN = False  # Google keeps the refresh token

    def authenticate_refresh_token(self, refresh_token: str) -> Token | None:
        token = self.server.state.by_refresh_token(refresh_token)
        return token if token and not token.revoked else None

    def authenticate_user(self, refresh_token: Token) -> str:
        return refresh_token.user

    def revoke_old_credential(self, refresh_token: Token) -> None:
        return None


class _RevocationEndpoint(RevocationEndpoint):
    CLIENT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"]

    def query_token(self, token_string: str, token_type_hint: str | None) -> Token | None:
        state: AuthorizationState = self.server.state
        return state.by_access_token(token_string) or state.by_refresh_token(token_string)

    def revoke_token(self, token: Token, req) -> None:
        self.server.state.revoke(token)


class _PKCEPlainRejected(CodeChallenge):
    """PKCE with S256 only; a mismatching verifier gets a message saying what failed."""

    SUPPORTED_CODE_CHALLENGE_METHOD = ["S256"]

    def validate_code_challenge(self, grant, redirect_uri) -> None:
        data = grant.request.payload.data
        if not data.get("code_challenge"):
            raise InvalidRequestError("PKCE is required: the request has no code_challenge (use S256).")
        if data.get("code_challenge_method") != "S256":
            raise InvalidRequestError(
                f"Unsupported code_challenge_method {data.get('code_challenge_method') or 'plain'!r}: use S256."
            )
        super().validate_code_challenge(grant, redirect_uri)

    def validate_code_verifier(self, grant, result) -> None:
        try:
            super().validate_code_verifier(grant, result)
        except InvalidGrantError as error:
            raise InvalidGrantError(
                description="PKCE check failed: the code_verifier does not match the code_challenge "
                "sent with the authorization request."
            ) from error


def install_authorization_server(app: Flask, state: AuthorizationState) -> AuthorizationServer:
    """Add the OAuth routes to ``app``; tokens, codes and grants live in ``state``."""

    def save_token(token: dict, req) -> None:
        previous = getattr(req, "refresh_token", None)  # the Token being refreshed, if any
        stored = Token(
            access_token=token["access_token"],
            refresh_token=token.get("refresh_token") or (previous.refresh_token if previous else None),
            scope=token.get("scope", ""),
            client_id=req.client.client_id,
            user=req.user,
            expires_at=time.time() + token["expires_in"],
        )
        with state.lock:
            state.tokens[stored.access_token] = stored
            state.granted.setdefault((stored.user, stored.client_id), set()).update(stored.scope.split())

    def next_value(queue: list[str], prefix: str):
        def generate(**_: object) -> str:
            with state.lock:
                return queue.pop(0) if queue else prefix + secrets.token_urlsafe(32)
        return generate

    app.config["OAUTH2_ACCESS_TOKEN_GENERATOR"] = next_value(state.queued_access_tokens, "pg-at-")
    app.config["OAUTH2_REFRESH_TOKEN_GENERATOR"] = next_value(state.queued_refresh_tokens, "pg-rt-")
    app.config["OAUTH2_TOKEN_EXPIRES_IN"] = {
        "authorization_code": state.access_token_lifetime,
        "refresh_token": state.access_token_lifetime,
    }
    server = AuthorizationServer(app, query_client=lambda cid: state.clients.get(cid), save_token=save_token)
    server.state = state
    server.register_grant(_AuthorizationCodeGrant, [_PKCEPlainRejected(required=True)])
    server.register_grant(_RefreshTokenGrant)
    server.register_endpoint(_RevocationEndpoint)

    @app.route("/o/oauth2/v2/auth", methods=["GET", "POST"])
    def authorize() -> Response:
        redirect_uri = request.values.get("redirect_uri", "")
        if not is_loopback_redirect(redirect_uri):
            message = (f"redirect_uri_mismatch: {redirect_uri or '(none)'} is not a loopback address. Desktop "
                       "clients must redirect to http://127.0.0.1:<port>/ (RFC 8252).")
            return Response(_page("Request rejected", f"<p id='error'>{html.escape(message)}</p>"), status=400)
        try:
            grant = server.get_consent_grant(end_user=PLAYGROUND_USER)
        except OAuth2Error as error:
            message = f"{error.error}: {error.description or ''}"
            return Response(_page("Request rejected", f"<p id='error'>{html.escape(message)}</p>"), status=400)
        if request.method == "GET":
            form_token = secrets.token_urlsafe(16)  # CSRF: only the page we served can answer
            with state.lock:
                state.consent_forms.add(form_token)
            return Response(_consent_page(grant.client.client_id, grant.request.payload.scope or "", form_token))
        with state.lock:
            known = request.form.get("form_token", "") in state.consent_forms
            state.consent_forms.discard(request.form.get("form_token", ""))
        if not known:
            message = "The consent form expired or did not come from this page; reload it and answer again."
            return Response(_page("Request rejected", f"<p id='error'>{html.escape(message)}</p>"), status=400)
        allowed = request.form.get("decision") == "allow"
        return server.create_authorization_response(grant=grant, grant_user=PLAYGROUND_USER if allowed else None)

    @app.route("/token", methods=["POST"])
    def issue_token() -> Response:
        return server.create_token_response()

    @app.route("/revoke", methods=["POST"])
    def revoke_token() -> Response:
        return server.create_endpoint_response(RevocationEndpoint.ENDPOINT_NAME)

    @app.route("/.well-known/openid-configuration", methods=["GET"])
    @app.route("/.well-known/oauth-authorization-server", methods=["GET"])
    def metadata() -> Response:
        """Authorization server metadata (RFC 8414 / OpenID discovery), as Google publishes it."""
        base = request.host_url.rstrip("/")
        return Response(json.dumps({
            "issuer": base,
            "authorization_endpoint": f"{base}/o/oauth2/v2/auth",
            "token_endpoint": f"{base}/token",
            "revocation_endpoint": f"{base}/revoke",
            "userinfo_endpoint": f"{base}/v1/userinfo",
            "response_types_supported": ["code"],
            "grant_types_supported": ["authorization_code", "refresh_token"],
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": ["none", "client_secret_post", "client_secret_basic"],
            "scopes_supported": sorted(scope_descriptions(PLAYGROUND_DOCUMENTS)),
        }), mimetype="application/json")

    return server


def _consent_page(client_id: str, scope: str, form_token: str) -> str:
    described = scope_descriptions(PLAYGROUND_DOCUMENTS)
    items = "".join(
        f"<li><code>{html.escape(s)}</code>: {html.escape(described.get(s, s))}</li>" for s in scope.split()
    )
    body = (
        f"<p><b>{html.escape(client_id)}</b> wants to access your Playground account "
        f"({PLAYGROUND_USER}):</p><ul>{items}</ul>"
        f"<form method='post'><input type='hidden' name='form_token' value='{form_token}'>"
        "<button name='decision' value='allow'>Allow</button>"
        "<button name='decision' value='deny'>Cancel</button></form>"
    )
    return _page("Steward Playground: grant access", body)


def _page(title: str, body: str) -> str:
    return f"<!doctype html><html><body><h1>{html.escape(title)}</h1>{body}</body></html>"
