"""PlaygroundServer: the authorization + resource server running on 127.0.0.1 in a background thread."""

from __future__ import annotations

import re
import threading
import time
from email.message import EmailMessage
from email.utils import make_msgid
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin

import httpx
from flask import Flask
from werkzeug.serving import BaseWSGIServer, WSGIRequestHandler, make_server

from core.playground.authorization import (
    PLAYGROUND_USER,
    PUBLIC_CLIENT_ID,
    AuthorizationState,
    Client,
    install_authorization_server,
)
from core.playground.contact_groups import CONTACT_GROUP_ROUTES
from core.playground.docs_documents import DOCS_ROUTES
from core.playground.drive_comments import DRIVE_COMMENT_ROUTES
from core.playground.drive_content import drive_create, drive_export, drive_get, drive_list
from core.playground.drive_folders import drive_update
from core.playground.gmail_attachments import attachment_get
from core.playground.gmail_labels import GMAIL_SETTINGS_ROUTES
from core.playground.people import PEOPLE_ROUTES
from core.playground.persistence import load_state, save_state
from core.playground.resources import ROUTES as GOOGLE_ROUTES
from core.playground.resources import (
    RecordedCall,
    ResourceStore,
    gmail_message_from_raw,
    install_resource_routes,
)

ROUTES = [*GOOGLE_ROUTES, *PEOPLE_ROUTES, *CONTACT_GROUP_ROUTES, *GMAIL_SETTINGS_ROUTES, *DRIVE_COMMENT_ROUTES, *DOCS_ROUTES,  # every Google method the Playground serves
          ("drive.v3", "drive.files.create", drive_create), ("drive.v3", "drive.files.list", drive_list),
          ("drive.v3", "drive.files.export", drive_export), ("drive.v3", "drive.files.get", drive_get),
          ("drive.v3", "drive.files.update", drive_update),
          ("gmail.v1", "gmail.users.messages.attachments.get", attachment_get)]


class PlaygroundError(Exception):
    """The Playground server could not start or a dev helper was misused."""


class PlaygroundServer:
    """Local OAuth 2 authorization server + Google-shaped APIs on ``http://127.0.0.1:<random port>``.

    Use as a context manager (``with PlaygroundServer() as server:``) or call ``start()`` / ``stop()``.
    """

    def __init__(self, *, access_token_lifetime: int = 3600, user: str = PLAYGROUND_USER,
                 state_path: Path | None = None, port: int = 0) -> None:
        """``state_path``: keep clients, tokens and resources in this JSON file across restarts;
        ``port``: 0 picks a free one."""
        self.user = user
        self.auth_state = AuthorizationState(access_token_lifetime=access_token_lifetime)
        self.store = ResourceStore()
        self.state_path = Path(state_path) if state_path else None
        self.requested_port = port
        if self.state_path is not None:
            try:
                load_state(self.state_path, self.auth_state, self.store)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                raise PlaygroundError(f"Cannot read the Playground state {self.state_path}: {exc}") from exc
        self._http: BaseWSGIServer | None = None
        self._thread: threading.Thread | None = None
        self.app = Flask("steward-playground")
        install_authorization_server(self.app, self.auth_state)
        install_resource_routes(self.app, self.auth_state, self.store, ROUTES)

        @self.app.after_request
        def persist(response):
            self.save()
            return response

    def save(self) -> None:
        """Write the state file now (done after every request and dev-helper change)."""
        if self.state_path is not None:
            save_state(self.state_path, self.auth_state, self.store)

    # ---- lifecycle ---------------------------------------------------------------------------------

    def start(self) -> PlaygroundServer:
        if self._http is not None:
            return self
        try:
            self._http = make_server("127.0.0.1", self.requested_port, self.app, threaded=True, request_handler=_QuietRequestHandler)
        except OSError as exc:
            raise PlaygroundError(f"Cannot listen on 127.0.0.1 for the Playground: {exc}") from exc
        self._thread = threading.Thread(target=self._http.serve_forever, args=(0.05,), name="playground",
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._http is None:
            return
        self._http.shutdown()
        self._http.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._http = self._thread = None

    def __enter__(self) -> PlaygroundServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ---- addresses -----------------------------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._http is None:
            raise PlaygroundError("The Playground server is not running; call start() first.")
        return self._http.server_port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>`` (no trailing slash)."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def root_url(self) -> str:
        """Use in place of a discovery document's ``rootUrl`` (ends with ``/``)."""
        return self.base_url + "/"

    @property
    def authorization_endpoint(self) -> str:
        return self.base_url + "/o/oauth2/v2/auth"

    @property
    def token_endpoint(self) -> str:
        return self.base_url + "/token"

    @property
    def revocation_endpoint(self) -> str:
        return self.base_url + "/revoke"

    @property
    def userinfo_endpoint(self) -> str:
        return self.base_url + "/v1/userinfo"

    client_id = PUBLIC_CLIENT_ID

    # ---- dev / test helpers ----------------------------------------------------------------------------

    def register_client(self, client_id: str, client_secret: str | None = None) -> None:
        """Register another client (public when ``client_secret`` is None)."""
        with self.auth_state.lock:
            self.auth_state.clients[client_id] = Client(client_id, client_secret)
        self.save()

    def mint_token(self, scopes: list[str] | str, *, expires_in: int | None = None,
                   client_id: str = PUBLIC_CLIENT_ID) -> dict:
        """Issue a token for ``scopes`` without the browser flow; returns an OAuth token response dict."""
        scope = scopes if isinstance(scopes, str) else " ".join(scopes)
        token = self.auth_state.issue(client_id, self.user, scope, expires_in=expires_in)
        self.save()
        return {
            "access_token": token.access_token,
            "refresh_token": token.refresh_token,
            "token_type": "Bearer",
            "scope": token.scope,
            "expires_in": token.get_expires_in(),
            "expires_at": int(token.expires_at),
        }

    def queue_tokens(self, *, access_token: str | None = None, refresh_token: str | None = None) -> None:
        """Make the token endpoint issue these exact values next (e.g. a canary token for leak tests)."""
        with self.auth_state.lock:
            if access_token:
                self.auth_state.queued_access_tokens.append(access_token)
            if refresh_token:
                self.auth_state.queued_refresh_tokens.append(refresh_token)

    def expire(self, access_token: str) -> None:
        """Make an issued access token expire now (its refresh token keeps working)."""
        token = self.auth_state.by_access_token(access_token)
        if token is None:
            raise PlaygroundError("No such access token was issued by this Playground.")
        token.expires_at = time.time() - 1
        self.save()

    def is_active(self, token: str) -> bool:
        """True when an access or refresh token is known, unrevoked (and, for access tokens, unexpired)."""
        access = self.auth_state.by_access_token(token)
        if access is not None:
            return not access.revoked and not access.is_expired()
        refresh = self.auth_state.by_refresh_token(token)
        return refresh is not None and not refresh.revoked

    def granted_scopes(self, client_id: str = PUBLIC_CLIENT_ID) -> set[str]:
        """Scopes the Playground user has granted ``client_id`` so far (empty after a full revoke)."""
        with self.auth_state.lock:
            return set(self.auth_state.granted.get((self.user, client_id), set()))

    def deliver_message(self, subject: str, body: str, sender: str = "friend@example.com",
                        attachments: tuple[tuple[str, str, bytes], ...] = ()) -> str:
        """Put a message in the user's Gmail INBOX, with (filename, MIME type, bytes) attachments; returns its id."""
        mail = EmailMessage()
        mail["From"], mail["To"], mail["Subject"] = sender, self.user, subject
        mail["Message-ID"] = make_msgid(domain="mail.example.com")  # what lets a reply thread
        mail.set_content(body)
        for filename, mime, data in attachments:
            maintype, _, subtype = mime.partition("/")
            mail.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
        message = gmail_message_from_raw(bytes(mail), ["INBOX", "UNREAD"])
        self.store.collection(self.user, "gmail.messages")[message["id"]] = message
        self.save()
        return message["id"]

    def items(self, collection: str) -> dict[str, dict]:
        """The user's stored resources, e.g. ``"gmail.messages"``, ``"drive.files"``,
        ``"calendar.events:primary"``, ``"tasks.tasks:@default"``."""
        with self.store.lock:
            return dict(self.store.collection(self.user, collection))

    @property
    def calls(self) -> list[RecordedCall]:
        """Every resource request served so far (method id, verb, path, user, status, token scopes)."""
        with self.store.lock:
            return list(self.store.calls)

    def consent(self, authorization_url: str, *, allow: bool = True) -> str:
        """Act as the user in the browser: open the consent page, press Allow (or Cancel).

        Returns the redirect URL (the client's loopback URI with ``code``/``error`` and ``state``).
        Raises PlaygroundError with the server's message when the request is rejected.
        """
        with httpx.Client(follow_redirects=False, timeout=10, verify=False) as http:  # loopback http only
            page = http.get(authorization_url)
            if page.status_code != 200:
                raise PlaygroundError(f"Consent page refused the request: {_page_text(page.text)}")
            form_token = re.search(r"name='form_token' value='([^']+)'", page.text).group(1)
            answer = http.post(authorization_url, data={"decision": "allow" if allow else "deny",
                                                        "form_token": form_token})
        if answer.status_code not in (301, 302, 303):
            raise PlaygroundError(f"Consent did not redirect (HTTP {answer.status_code}): {_page_text(answer.text)}")
        return urljoin(authorization_url, answer.headers["Location"])

    def browser(self, *, allow: bool = True):
        """An ``open_browser(url)`` callable that consents and then follows the loopback redirect."""

        def open_browser(url: str) -> bool:
            redirect = self.consent(url, allow=allow)
            httpx.get(redirect, timeout=10, verify=False)  # the client's loopback http receiver
            return True

        return open_browser


class _QuietRequestHandler(WSGIRequestHandler):
    """Werkzeug's handler without the per-request access log; its threads are named "playground-request"
    so tests can tell the (remote-standing) server's own log records from Steward's."""

    def handle(self) -> None:
        threading.current_thread().name = "playground-request"
        super().handle()

    def log_request(self, *args: object, **kwargs: object) -> None:
        return None


class _TextOnly(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def _page_text(markup: str) -> str:
    parser = _TextOnly()
    parser.feed(markup)
    return " ".join(" ".join(parser.parts).split())
