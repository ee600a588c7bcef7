"""Credential broker: the only way out of a REST sandbox. A host-side server on a unix socket that
checks each request against the approved rules, injects the token, and forwards it.

Protocol (one JSON object per line, both ways): the sandbox sends
{"method": "POST", "url": "https://host/path?q=1", "headers": {...}, "body": "<text>" | null} and gets
{"status": 200, "headers": {"content-type": ...}, "body": "<text>"} ("body_base64" for bytes that are no text:
an exported PDF) or {"status": 403, "denied": "<why>"}.
The token never enters the sandbox: it is added here, after the checks.
"""

from __future__ import annotations

import base64
import json
import os
import re
import socket
import socketserver
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import httpx

MAX_REQUEST_BYTES = 16 * 1024 * 1024
MAX_RESPONSE_BYTES = 16 * 1024 * 1024
FORWARDED_HEADERS = {"content-type", "accept"}
_TEXTUAL = re.compile(r"^\s*$|json|^text/|xml|javascript|x-www-form-urlencoded", re.I)


@dataclass(frozen=True)
class BrokerRule:
    """One allowed call: exact scheme+host+port, verb and path; query keys limited to `query`."""

    method: str
    origin: str  # "https://www.googleapis.com"
    path: str  # already expanded, e.g. "/calendar/v3/calendars/primary/events"
    query: frozenset[str] = frozenset()

    def check(self, method: str, url: str) -> str | None:
        """None when allowed, else the reason it is refused."""
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        if method.upper() != self.method.upper():
            return f"verb {method} is not the approved {self.method}"
        if origin != self.origin or parts.username or parts.password:
            return f"host {parts.netloc} is not the approved {urlsplit(self.origin).netloc}"
        if parts.path != self.path:  # exact, still percent-encoded: no traversal or re-encoding tricks
            return f"path {parts.path} is not the approved {self.path}"
        extra = {key for key, _ in parse_qsl(parts.query, keep_blank_values=True)} - self.query
        if extra:
            return f"query parameters {sorted(extra)} are not allowed"
        return None


@dataclass
class BrokerLog:
    """What went through (for tests and the timeline): (verb, url, status or 'denied: why')."""

    entries: list[tuple[str, str, str]] = field(default_factory=list)


class CredentialBroker:
    """Serve `rules` on a fresh unix socket; use as a context manager around one sandboxed call."""

    def __init__(self, rules: list[BrokerRule], token: str, max_requests: int = 50, timeout_s: float = 30.0):
        self.rules = rules
        self._token = token
        self.max_requests = max_requests
        self.log = BrokerLog()
        self._client = httpx.Client(timeout=timeout_s, follow_redirects=False, trust_env=False)
        self._dir = Path(tempfile.mkdtemp(prefix="steward-broker-"))
        os.chmod(self._dir, 0o700)  # other host users cannot reach the socket; the sandbox gets it by bind mount
        self.socket_path = self._dir / "broker.sock"
        self._server: socketserver.ThreadingUnixStreamServer | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def __enter__(self) -> CredentialBroker:
        broker = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    if len(line) > MAX_REQUEST_BYTES:
                        reply = {"status": 413, "denied": "request too large"}
                    else:
                        reply = broker.forward(line)
                    self.wfile.write(json.dumps(reply).encode() + b"\n")
                    self.wfile.flush()

        self._server = socketserver.ThreadingUnixStreamServer(str(self.socket_path), Handler)
        self._server.daemon_threads = True
        os.chmod(self.socket_path, 0o666)
        self._thread = threading.Thread(target=self._server.serve_forever, name="credential-broker", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        self._client.close()
        self.socket_path.unlink(missing_ok=True)
        self._dir.rmdir()

    def forward(self, line: bytes) -> dict:
        try:
            request = json.loads(line)
            method, url = str(request["method"]), str(request["url"])
        except (ValueError, KeyError, TypeError):
            return {"status": 400, "denied": "malformed broker request"}
        with self._lock:
            if len(self.log.entries) >= self.max_requests:
                return self._deny(method, url, f"more than {self.max_requests} requests for one action")
        reasons = [rule.check(method, url) for rule in self.rules]
        if all(reasons):
            return self._deny(method, url, "; ".join(r for r in reasons if r))
        headers = {k: str(v) for k, v in (request.get("headers") or {}).items() if k.lower() in FORWARDED_HEADERS}
        headers["Authorization"] = f"Bearer {self._token}"
        body = request.get("body")
        try:
            response = self._client.request(method, url, headers=headers,
                                            content=body.encode() if isinstance(body, str) else None)
        except httpx.HTTPError as exc:
            self._record(method, url, f"error: {exc}")
            return {"status": 502, "error": f"{type(exc).__name__}: {exc}"}
        self._record(method, url, str(response.status_code))
        kind = response.headers.get("content-type", "")
        if request.get("bytes") and response.is_success or response.content and not _TEXTUAL.search(kind):
            # a file asked for (an export, a download) or bytes that are no text: whole, as base64
            return {"status": response.status_code, "headers": {"content-type": kind},
                    "body_base64": base64.b64encode(response.content[:MAX_RESPONSE_BYTES]).decode("ascii")}
        text = response.content[:MAX_RESPONSE_BYTES].decode("utf-8", "replace")
        return {"status": response.status_code, "headers": {"content-type": kind}, "body": _scrub(text, self._token)}

    def _deny(self, method: str, url: str, why: str) -> dict:
        self._record(method, url, f"denied: {why}")
        return {"status": 403, "denied": why}

    def _record(self, method: str, url: str, status: str) -> None:
        with self._lock:
            self.log.entries.append((method, url, status))


def _scrub(text: str, token: str) -> str:
    """Never hand the token back into the sandbox, even if a server echoes it."""
    return re.sub(re.escape(token), "[token]", text) if token else text


def remove_stale_broker_dirs(root: Path | None = None) -> int:
    """Delete the socket folders of brokers a killed app left behind (nobody answers on the socket);
    a live broker's folder is kept. Returns how many were removed."""
    removed = 0
    for folder in Path(root or tempfile.gettempdir()).glob("steward-broker-*"):
        try:
            if not folder.is_dir() or folder.stat().st_uid != os.getuid():
                continue
            sock_path = folder / "broker.sock"
            if sock_path.exists():
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
                    probe.settimeout(0.5)
                    try:
                        probe.connect(str(sock_path))
                        continue  # someone is serving it
                    except (ConnectionRefusedError, FileNotFoundError, TimeoutError):
                        pass
                sock_path.unlink(missing_ok=True)
            folder.rmdir()
            removed += 1
        except OSError:
            continue  # not ours to judge (e.g. other files inside): leave it
    return removed
