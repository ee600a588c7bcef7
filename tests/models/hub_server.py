"""A loopback stand-in for the Hugging Face Hub's resolve endpoint and its CDN.

It answers the way huggingface.co does for an LFS file (what huggingface_hub 2.4.0's
get_hf_file_metadata and http_get read): ``HEAD|GET /{repo}/resolve/{rev}/{file}`` → 302 with
X-Repo-Commit, X-Linked-Etag (the sha256), X-Linked-Size, ETag and a Location on another origin
(the "CDN", a second port); the CDN serves the bytes with Accept-Ranges, 206 + Content-Range for
Range requests. Unknown repos get 401 + X-Error-Code: RepoNotFound, unknown files 404 + EntryNotFound.
Faults for tests: drop the connection after N bytes, serve corrupted bytes, slow streaming.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

COMMIT = "0123456789abcdef0123456789abcdef01234567"


@dataclass
class HostedFile:
    data: bytes
    sha256: str = ""
    announced_size: int | None = None  # X-Linked-Size to announce instead of len(data)

    def __post_init__(self) -> None:
        self.sha256 = self.sha256 or hashlib.sha256(self.data).hexdigest()


@dataclass
class Faults:
    drop_after_bytes: int | None = None  # close the connection after this many body bytes...
    drops_left: int = 0  # ...for this many GET responses
    corrupt: bool = False  # flip one byte in the middle of the body
    chunk_delay: float = 0.0  # sleep between 64 KiB chunks
    ignore_range: bool = False  # answer 200 with the whole file to Range requests (some proxies do)


@dataclass
class HubLog:
    requests: list[tuple[str, str, str | None]] = field(default_factory=list)  # (method, path, Range)

    def ranges(self) -> list[str]:
        return [r for m, _p, r in self.requests if m == "GET" and r]

    def count(self, method: str, prefix: str = "") -> int:
        return sum(1 for m, p, _r in self.requests if m == method and p.startswith(prefix))


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # dropped connections are on purpose
        pass


class LoopbackHub:
    """Two loopback HTTP servers (hub + CDN) on ephemeral ports; use as a context manager."""

    def __init__(self) -> None:
        self.files: dict[tuple[str, str], HostedFile] = {}  # (repo_id, filename) -> file
        self.faults = Faults()
        self.log = HubLog()
        self._lock = threading.Lock()
        self.hub = _QuietServer(("127.0.0.1", 0), self._handler(cdn=False))
        self.cdn = _QuietServer(("127.0.0.1", 0), self._handler(cdn=True))
        self._threads = [threading.Thread(target=s.serve_forever, daemon=True) for s in (self.hub, self.cdn)]

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.hub.server_address[1]}"

    @property
    def cdn_origin(self) -> str:
        return f"http://127.0.0.1:{self.cdn.server_address[1]}"

    def host(self, repo_id: str, filename: str, data: bytes, *, announced_sha256: str = "") -> HostedFile:
        hosted = HostedFile(data, announced_sha256)
        self.files[(repo_id, filename)] = hosted
        return hosted

    def __enter__(self) -> LoopbackHub:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc) -> None:
        for server in (self.hub, self.cdn):
            server.shutdown()
            server.server_close()

    def _handler(self, cdn: bool):
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:  # keep pytest output clean
                pass

            def _record(self) -> None:
                with hub._lock:
                    hub.log.requests.append((self.command, self.path, self.headers.get("Range")))

            def do_HEAD(self) -> None:
                self._record()
                self._cdn(head=True) if cdn else self._resolve()

            def do_GET(self) -> None:
                self._record()
                self._cdn(head=False) if cdn else self._resolve()

            def _empty(self, status: int, headers: dict[str, str]) -> None:
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def _resolve(self) -> None:
                match = re.match(r"^/(?P<repo>[^/]+/[^/]+)/resolve/(?P<rev>[^/]+)/(?P<file>.+)$", self.path)
                repo = match["repo"] if match else ""
                if not match or not any(r == repo for r, _f in hub.files):
                    self._empty(401, {"X-Error-Code": "RepoNotFound", "X-Error-Message": "Repository not found"})
                    return
                hosted = hub.files.get((repo, match["file"]))
                if hosted is None:
                    self._empty(404, {"X-Error-Code": "EntryNotFound", "X-Repo-Commit": COMMIT})
                    return
                git_etag = hashlib.sha1(f"blob {len(hosted.data)}\0".encode() + hosted.data).hexdigest()
                self._empty(302, {
                    "Location": f"{hub.cdn_origin}/lfs/{hosted.sha256}?repo={repo}&file={match['file']}",
                    "X-Repo-Commit": COMMIT,
                    "X-Linked-Etag": f'"{hosted.sha256}"',
                    "X-Linked-Size": str(hosted.announced_size or len(hosted.data)),
                    "ETag": f'"{git_etag}"',
                })

            def _cdn(self, head: bool) -> None:
                match = re.match(r"^/lfs/(?P<sha>[0-9a-f]{64})\?repo=(?P<repo>[^&]+)&file=(?P<file>.+)$", self.path)
                hosted = hub.files.get((match["repo"], match["file"])) if match else None
                if hosted is None:
                    self._empty(404, {})
                    return
                data = hosted.data
                if hub.faults.corrupt:
                    mid = len(data) // 2
                    data = data[:mid] + bytes([data[mid] ^ 0xFF]) + data[mid + 1 :]
                start, status = 0, 200
                wanted = re.match(r"bytes=(\d+)-$", self.headers.get("Range", ""))
                if wanted and not hub.faults.ignore_range:
                    start, status = int(wanted[1]), 206
                body = data[start:]
                self.send_response(status)
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("ETag", f'"{hosted.sha256}"')
                self.send_header("Content-Length", str(len(body)))
                if status == 206:
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                self.end_headers()
                if head:
                    return
                limit = len(body)
                with hub._lock:
                    if hub.faults.drops_left > 0 and hub.faults.drop_after_bytes is not None:
                        hub.faults.drops_left -= 1
                        limit = min(limit, hub.faults.drop_after_bytes)
                sent = 0
                try:
                    while sent < limit:
                        chunk = body[sent : min(sent + 65536, limit)]
                        self.wfile.write(chunk)
                        sent += len(chunk)
                        if hub.faults.chunk_delay:
                            time.sleep(hub.faults.chunk_delay)
                except (BrokenPipeError, ConnectionResetError):
                    return
                if limit < len(body):
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(2)

        return Handler
