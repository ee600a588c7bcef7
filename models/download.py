"""Fetch a GGUF from the Hugging Face Hub (or the mirror in HF_ENDPOINT) with the hub's own client.

Uses huggingface_hub's ``hf_hub_url`` / ``get_hf_file_metadata`` (HEAD on the resolve endpoint:
X-Repo-Commit, X-Linked-Etag, X-Linked-Size, redirects) and ``http_get`` (streaming GET with Range
resume and retries). ``hf_hub_download`` itself is not used because in huggingface-hub 2.4.0 it writes
to a uuid-named temporary file and deletes it on any failure, so a cancelled or crashed download
could never resume. Here the partial file lives in ``<models_dir>/.partial/`` with the ETag it
belongs to, and a finished file is verified (sha256) before an atomic rename into ``models_dir``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
from urllib.parse import urlparse

import httpx2
from huggingface_hub import constants, get_hf_file_metadata, hf_hub_url
from huggingface_hub.errors import (
    FileMetadataError,
    GatedRepoError,
    HfHubHTTPError,
    OfflineModeIsEnabled,
    RemoteEntryNotFoundError,
    RepositoryNotFoundError,
    RevisionNotFoundError,
)
from huggingface_hub.file_download import http_get
from huggingface_hub.utils import build_hf_headers

from core.errors import StewardError

GGUF_MAGIC = b"GGUF"
DISK_MARGIN_BYTES = 64 * 2**20  # keep this much free after the download
# http_get reads the body in DOWNLOAD_CHUNK_SIZE pieces (10 MB by default): progress and cancel only
# happen between pieces, so use 1 MiB (a process-wide, harmless change for other hub downloads).
PROGRESS_CHUNK_BYTES = 2**20
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_GIT_SHA1 = re.compile(r"^[0-9a-f]{40}$")

State = Literal["connecting", "downloading", "verifying", "done", "failed", "cancelled"]


class DownloadError(StewardError):
    """A model download failed; the message says what to do."""


class DownloadsDisabled(DownloadError):
    """HF_HUB_OFFLINE is set."""


class HubUnreachable(DownloadError):
    """The hub (or mirror) could not be reached or stopped answering."""


class NotEnoughDiskSpace(DownloadError):
    """The models folder's disk cannot hold the file."""


class ChecksumMismatch(DownloadError):
    """The downloaded bytes are not the file the hub announced."""


class DownloadCancelled(DownloadError):
    """The user cancelled; the partial file is kept so the download can resume."""


@dataclass(frozen=True)
class DownloadRequest:
    """Which file to fetch, and how to check it."""

    repo_id: str
    filename: str
    revision: str = "main"
    sha256: str | None = None  # a pinned checksum; None = the hub's LFS sha256 (X-Linked-Etag)


@dataclass(frozen=True)
class DownloadProgress:
    """A snapshot of one download, for progress bars."""

    filename: str
    state: State
    downloaded: int = 0
    total: int | None = None
    speed_bps: float = 0.0
    eta_seconds: float | None = None
    message: str = ""

    @property
    def fraction(self) -> float | None:
        return min(self.downloaded / self.total, 1.0) if self.total else None


@dataclass(frozen=True)
class DownloadedFile:
    """A verified file in the models folder, with its provenance."""

    path: Path
    repo_id: str
    filename: str
    revision: str
    commit: str
    sha256: str
    size: int
    resumed_from: int = 0  # bytes already on disk when this run started


@dataclass
class _SpeedMeter:
    """Bytes per second over the last few seconds."""

    window: float = 3.0
    samples: deque = field(default_factory=deque)

    def add(self, downloaded: int, now: float) -> float:
        self.samples.append((now, downloaded))
        while len(self.samples) > 2 and now - self.samples[0][0] > self.window:
            self.samples.popleft()
        (t0, b0), (t1, b1) = self.samples[0], self.samples[-1]
        return (b1 - b0) / (t1 - t0) if t1 > t0 else 0.0


def hub_endpoint(endpoint: str | None = None) -> str:
    """The hub to talk to: the argument, else HF_ENDPOINT read now, else huggingface_hub's default."""
    return (endpoint or os.environ.get("HF_ENDPOINT") or constants.ENDPOINT).rstrip("/")


def partial_dir(models_dir: Path) -> Path:
    return Path(models_dir) / ".partial"


class Download:
    """One file being fetched. ``run()`` blocks (call it off the UI thread); ``cancel()`` is thread-safe."""

    def __init__(
        self,
        request: DownloadRequest,
        models_dir: Path,
        *,
        endpoint: str | None = None,
        on_progress: Callable[[DownloadProgress], None] | None = None,
        token: str | bool | None = None,
        min_report_interval: float = 0.1,
    ) -> None:
        self.request = request
        self.models_dir = Path(models_dir)
        self.endpoint = hub_endpoint(endpoint)
        self.on_progress = on_progress
        self.token = token
        self._cancel = threading.Event()
        self._interval = min_report_interval
        self._last_report = 0.0
        self._meter = _SpeedMeter()
        self._downloaded = 0
        self._total: int | None = None
        self.progress = DownloadProgress(request.filename, "connecting")

    # -- progress -------------------------------------------------------------------------------
    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _report(self, state: State, message: str = "", force: bool = True) -> None:
        now = time.monotonic()
        if not force and now - self._last_report < self._interval:
            return
        self._last_report = now
        speed = self._meter.add(self._downloaded, now) if state == "downloading" else 0.0
        eta = None
        if self._total and speed > 0:
            eta = max(self._total - self._downloaded, 0) / speed
        self.progress = DownloadProgress(
            self.request.filename, state, self._downloaded, self._total, speed, eta, message
        )
        if self.on_progress is not None:
            self.on_progress(self.progress)

    def _on_bytes(self, n: int) -> None:
        if self._cancel.is_set():
            raise DownloadCancelled(
                f"Download of {self.request.filename} cancelled; the part already fetched is kept and "
                "the next download of this model resumes from it."
            )
        self._downloaded += n
        self._report("downloading", force=False)

    def _progress_bar_class(self) -> type:
        """A tqdm stand-in for http_get that feeds this download's progress and honours cancel."""
        download = self

        class ProgressBar:
            def __init__(self, *, total: int | None = None, initial: int = 0, **_ignored) -> None:
                download._downloaded = initial
                download._total = total if total is not None else download._total

            def __enter__(self) -> ProgressBar:
                return self

            def __exit__(self, *exc) -> bool:
                return False

            def update(self, n: int = 1) -> None:
                download._on_bytes(n)

            def close(self) -> None:
                pass

        return ProgressBar

    # -- the download ---------------------------------------------------------------------------
    def run(self) -> DownloadedFile:
        """Fetch, resume if a matching partial file exists, verify, and move into place."""
        try:
            result = self._run()
        except DownloadCancelled as exc:
            self._report("cancelled", str(exc))
            raise
        except Exception as exc:  # reported as failed, then re-raised for the caller to show
            self._report("failed", str(exc))
            raise
        self._report("done", f"Saved {result.path.name}")
        return result

    def _run(self) -> DownloadedFile:
        req = self.request
        if constants.is_offline_mode():
            raise DownloadsDisabled(
                "Downloads are off because HF_HUB_OFFLINE is set; unset it to download models, or add "
                "a GGUF file you already have."
            )
        self._report("connecting")
        url = hf_hub_url(req.repo_id, req.filename, revision=req.revision, endpoint=self.endpoint)
        meta = self._metadata(url)
        if self._cancel.is_set():
            raise DownloadCancelled(f"Download of {req.filename} cancelled before it started.")
        expected = self._expected_checksum(meta.etag)
        self._total = meta.size

        part_dir = partial_dir(self.models_dir)
        part_dir.mkdir(parents=True, exist_ok=True)
        part = part_dir / f"{req.filename.replace('/', '__')}.part"
        sidecar = part.with_suffix(".part.json")
        resume_from = self._usable_partial(part, sidecar, meta.etag, meta.size)
        sidecar.write_text(json.dumps({"etag": meta.etag, "commit": meta.commit_hash, "size": meta.size}))
        self._check_disk_space(meta.size, resume_from)

        headers = build_hf_headers(token=self.token)
        if urlparse(meta.location).netloc != urlparse(url).netloc:
            headers.pop("authorization", None)  # signed CDN URL: the token stays with the hub
        self._downloaded = resume_from
        self._report("downloading")
        constants.DOWNLOAD_CHUNK_SIZE = min(constants.DOWNLOAD_CHUNK_SIZE, PROGRESS_CHUNK_BYTES)
        try:
            with part.open("r+b" if part.exists() else "wb") as fh:
                fh.seek(0, os.SEEK_END)
                http_get(
                    meta.location,
                    fh,
                    resume_size=resume_from,
                    headers=headers,
                    expected_size=meta.size,
                    displayed_filename=req.filename,
                    tqdm_class=self._progress_bar_class(),
                )
                fh.flush()
                os.fsync(fh.fileno())
        except httpx2.HTTPError as exc:
            raise HubUnreachable(
                f"The download of {req.filename} stopped: {exc}. The part already fetched is kept; "
                "try again to resume."
            ) from exc
        except HfHubHTTPError as exc:
            raise HubUnreachable(f"{self.endpoint} refused the file {req.filename}: {exc}") from exc
        except OSError as exc:
            if "Consistency check failed" in str(exc):
                part.unlink(missing_ok=True)
                raise ChecksumMismatch(
                    f"{req.filename} arrived with the wrong size ({exc}); it was deleted. Try again."
                ) from exc
            raise DownloadError(f"Cannot write {part}: {exc}. Check the models folder.") from exc

        self._report("verifying")
        self._verify(part, sidecar, expected)
        target = self.models_dir / Path(req.filename).name
        os.replace(part, target)
        sidecar.unlink(missing_ok=True)
        return DownloadedFile(
            path=target, repo_id=req.repo_id, filename=req.filename, revision=req.revision,
            commit=meta.commit_hash or "", sha256=expected[1] if expected[0] == "sha256" else _sha256(target),
            size=target.stat().st_size, resumed_from=resume_from,
        )

    def _metadata(self, url: str):
        req = self.request
        where = f"{req.repo_id}/{req.filename}@{req.revision}"
        try:
            return get_hf_file_metadata(url, token=self.token, endpoint=self.endpoint, timeout=15)
        except GatedRepoError as exc:
            raise DownloadError(
                f"{req.repo_id} is gated: accept its licence on the hub and log in (`hf auth login`)."
            ) from exc
        except RepositoryNotFoundError as exc:
            raise DownloadError(f"The repository {req.repo_id} does not exist on {self.endpoint}.") from exc
        except RevisionNotFoundError as exc:
            raise DownloadError(f"{req.repo_id} has no revision {req.revision!r}.") from exc
        except RemoteEntryNotFoundError as exc:
            raise DownloadError(f"{req.repo_id} has no file {req.filename!r} at {req.revision}.") from exc
        except (httpx2.HTTPError, OfflineModeIsEnabled, HfHubHTTPError) as exc:
            raise HubUnreachable(
                f"Cannot reach {self.endpoint} for {where}: {exc}. Check the network connection "
                "(or HF_ENDPOINT if you use a mirror) and try again."
            ) from exc
        except FileMetadataError as exc:
            raise HubUnreachable(f"{self.endpoint} is not a Hugging Face Hub endpoint: {exc}") from exc

    def _expected_checksum(self, etag: str | None) -> tuple[str, str]:
        """("sha256", hex) from the pin or the hub's LFS ETag, or ("git-sha1", hex) for small files."""
        if self.request.sha256:
            return "sha256", self.request.sha256.lower()
        etag = (etag or "").lower()
        if _SHA256.match(etag):
            return "sha256", etag
        if _GIT_SHA1.match(etag):
            return "git-sha1", etag
        raise DownloadError(
            f"{self.endpoint} gave no checksum for {self.request.filename} (ETag {etag!r}), so the file "
            "cannot be verified. Pin its sha256 or use another mirror."
        )

    def _usable_partial(self, part: Path, sidecar: Path, etag: str | None, size: int | None) -> int:
        """Bytes of a previous attempt at the same file version, or 0 (stale partials are deleted)."""
        if not part.exists():
            return 0
        try:
            previous = json.loads(sidecar.read_text())
        except (OSError, ValueError):
            previous = {}
        have = part.stat().st_size
        if previous.get("etag") != etag or (size is not None and have > size):
            part.unlink()
            return 0
        return have

    def _check_disk_space(self, size: int | None, resume_from: int) -> None:
        if size is None:
            return
        needed = size - resume_from + DISK_MARGIN_BYTES
        free = shutil.disk_usage(self.models_dir).free
        if free < needed:
            raise NotEnoughDiskSpace(
                f"{self.request.filename} needs {needed / 1e9:.2f} GB but only {free / 1e9:.2f} GB is free "
                f"on the disk holding {self.models_dir}. Free some space or choose a smaller model."
            )

    def _verify(self, part: Path, sidecar: Path, expected: tuple[str, str]) -> None:
        kind, want = expected
        got = _sha256(part) if kind == "sha256" else _git_blob_sha1(part)
        if got != want:
            part.unlink(missing_ok=True)
            sidecar.unlink(missing_ok=True)
            raise ChecksumMismatch(
                f"{self.request.filename} is corrupt: its {kind} is {got[:12]}… but the hub announced "
                f"{want[:12]}…. The file was deleted; download it again (if it keeps failing, the mirror "
                "serves a different file)."
            )
        with part.open("rb") as fh:
            if fh.read(4) != GGUF_MAGIC:
                part.unlink(missing_ok=True)
                sidecar.unlink(missing_ok=True)
                raise ChecksumMismatch(f"{self.request.filename} is not a GGUF model; it was deleted.")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with Path(path).open("rb") as fh:
        while chunk := fh.read(4 * 2**20):
            digest.update(chunk)
    return digest.hexdigest()


def _git_blob_sha1(path: Path) -> str:
    digest = hashlib.sha1(f"blob {Path(path).stat().st_size}\0".encode())
    with Path(path).open("rb") as fh:
        while chunk := fh.read(4 * 2**20):
            digest.update(chunk)
    return digest.hexdigest()


def download_model(
    request: DownloadRequest,
    models_dir: Path,
    *,
    endpoint: str | None = None,
    on_progress: Callable[[DownloadProgress], None] | None = None,
) -> DownloadedFile:
    """Download ``request`` into ``models_dir`` (blocking). See ``Download`` for cancel support."""
    return Download(request, models_dir, endpoint=endpoint, on_progress=on_progress).run()
