"""OAuth 2 sign-in for desktop apps: authorization code + PKCE (S256) + state, loopback redirect, refresh.

The system browser shows the provider's consent page; a one-shot HTTP server on ``127.0.0.1:<random port>``
catches the redirect (RFC 8252). Only loopback redirect URIs are ever used.
"""

from __future__ import annotations

import html
import threading
import webbrowser
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from authlib.common.security import generate_token
from authlib.integrations.base_client import OAuthError as AuthlibOAuthError
from authlib.oauth2.rfc6749.errors import MismatchingStateException

from core.access.providers import OAuthProvider
from core.errors import StewardError

CALLBACK_PATH = "/oauth2/callback"
OpenBrowser = Callable[[str], bool]


class OAuthFlowError(StewardError):
    """Signing in to an account failed; the message says why and what to do."""


class NonLoopbackRedirect(OAuthFlowError):
    """A redirect URI that is not http://127.0.0.1 (or [::1]) was configured."""


class OAuthStateMismatch(OAuthFlowError):
    """The redirect's state does not match the request: possibly a forged or stale redirect."""


class OAuthConsentDenied(OAuthFlowError):
    """The user pressed Cancel / Deny on the provider's consent page."""


class OAuthTokenRejected(OAuthFlowError):
    """The provider refused to issue a token (wrong PKCE verifier, used or expired code, revoked grant)."""


class OAuthTimeout(OAuthFlowError):
    """No redirect arrived in time."""


def require_loopback(redirect_uri: str) -> str:
    """Return ``redirect_uri`` if it is an http loopback URI, else raise NonLoopbackRedirect."""
    parts = urlsplit(redirect_uri)
    if parts.scheme != "http" or parts.hostname not in ("127.0.0.1", "::1"):
        raise NonLoopbackRedirect(
            f"Refusing redirect URI {redirect_uri!r}: Steward only receives sign-in answers on "
            "http://127.0.0.1:<port>/, so no other site can catch the authorization code."
        )
    return redirect_uri


class LoopbackReceiver:
    """One-shot HTTP server on 127.0.0.1 (random port) that catches the OAuth redirect."""

    def __init__(self) -> None:
        self._received = threading.Event()
        self.callback_url: str | None = None
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                if urlsplit(self.path).path != CALLBACK_PATH or receiver._received.is_set():
                    self.send_error(404)
                    return
                receiver.callback_url = f"{receiver.redirect_uri}?{urlsplit(self.path).query}"
                failed = "error" in parse_qs(urlsplit(self.path).query)
                text = ("Sign-in was not completed. You can close this tab and return to Steward." if failed
                        else "Steward is connected. You can close this tab.")
                body = f"<!doctype html><title>Steward</title><p>{html.escape(text)}</p>".encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                receiver._received.set()

            def log_message(self, *args: object) -> None:  # never log the code
                return None

        self._http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._http.serve_forever, args=(0.05,), name="oauth-loopback",
                                        daemon=True)
        self._thread.start()

    @property
    def redirect_uri(self) -> str:
        return f"http://127.0.0.1:{self._http.server_port}{CALLBACK_PATH}"

    def wait(self, timeout: float) -> str:
        if not self._received.wait(timeout):
            raise OAuthTimeout(
                f"No answer from the sign-in page within {timeout:.0f} s. Finish the sign-in in your browser, "
                "or try connecting again."
            )
        assert self.callback_url is not None
        return self.callback_url

    def close(self) -> None:
        self._http.shutdown()
        self._http.server_close()

    def __enter__(self) -> LoopbackReceiver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AuthorizationAttempt:
    """One sign-in: builds the consent URL (PKCE S256 + state) and turns the redirect into a token."""

    def __init__(self, provider: OAuthProvider, scopes: list[str], redirect_uri: str, *,
                 include_granted_scopes: bool = True, login_hint: str | None = None) -> None:
        self.provider = provider
        self.scopes = list(dict.fromkeys(scopes))
        self.redirect_uri = require_loopback(redirect_uri)
        self.verifier = generate_token(64)
        self.client = provider.client(scope=" ".join(self.scopes), redirect_uri=self.redirect_uri)
        params = dict(provider.authorize_params)
        if include_granted_scopes and provider.supports_incremental:
            params["include_granted_scopes"] = "true"
        if login_hint:
            params["login_hint"] = login_hint
        self.url, self.state = self.client.create_authorization_url(
            provider.authorization_endpoint, code_verifier=self.verifier, **params)

    def complete(self, callback_url: str) -> dict:
        """Check the redirect (state, error) and exchange the code for a token with the PKCE verifier."""
        query = parse_qs(urlsplit(callback_url).query)
        if query.get("state", [None])[0] != self.state:
            raise OAuthStateMismatch(
                f"The sign-in answer from {self.provider.display_name} does not match the request Steward sent "
                "(state mismatch), so it was ignored: it may be forged or left over from an older attempt. "
                "Try connecting again."
            )
        if "error" in query:
            error = query["error"][0]
            if error == "access_denied":
                raise OAuthConsentDenied(
                    f"You did not allow Steward on {self.provider.display_name}; nothing was connected."
                )
            detail = query.get("error_description", [""])[0]
            raise OAuthFlowError(f"{self.provider.display_name} refused the sign-in: {error} {detail}".strip())
        try:
            return dict(self.client.fetch_token(
                self.provider.token_endpoint, authorization_response=callback_url, code_verifier=self.verifier,
                state=self.state))
        except MismatchingStateException as exc:
            raise OAuthStateMismatch("The sign-in answer's state does not match; try connecting again.") from exc
        except AuthlibOAuthError as exc:
            raise OAuthTokenRejected(
                f"{self.provider.display_name} refused to issue a token: {exc.error}: {exc.description}. "
                "Try connecting again."
            ) from exc
        finally:
            self.client.close()


def authorize(provider: OAuthProvider, scopes: list[str], *, open_browser: OpenBrowser = webbrowser.open,
              timeout: float = 300, login_hint: str | None = None) -> dict:
    """Run the whole sign-in: open the consent page in the browser, wait for the redirect, fetch the token."""
    with LoopbackReceiver() as receiver:
        attempt = AuthorizationAttempt(provider, scopes, receiver.redirect_uri, login_hint=login_hint)
        if not open_browser(attempt.url):
            raise OAuthFlowError(f"Could not open a web browser. Open this address to sign in: {attempt.url}")
        callback = receiver.wait(timeout)
    return attempt.complete(callback)


def refresh(provider: OAuthProvider, refresh_token: str) -> dict:
    """A fresh access token for ``refresh_token``; OAuthTokenRejected when the grant is gone."""
    with provider.client() as client:
        try:
            return dict(client.refresh_token(provider.token_endpoint, refresh_token=refresh_token))
        except AuthlibOAuthError as exc:
            raise OAuthTokenRejected(
                f"{provider.display_name} refused to refresh the sign-in ({exc.error}: {exc.description})."
            ) from exc


def revoke(provider: OAuthProvider, token: str) -> bool:
    """Revoke ``token`` at the provider (when it supports revocation); True when the provider confirmed."""
    if not provider.revocation_endpoint:
        return False
    with provider.client() as client:
        answer = client.revoke_token(provider.revocation_endpoint, token=token)
    return answer.status_code == 200

