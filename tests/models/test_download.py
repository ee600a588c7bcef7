"""Downloads through huggingface_hub's real client against a loopback hub that speaks the resolve API."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from models.download import (
    ChecksumMismatch,
    Download,
    DownloadCancelled,
    DownloadError,
    DownloadProgress,
    DownloadRequest,
    DownloadsDisabled,
    HubUnreachable,
    NotEnoughDiskSpace,
    partial_dir,
)

REPO = "steward-test/tiny-GGUF"
FILE = "tiny-q4_k_m.gguf"


def test_download_reports_progress_and_verifies(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    hub.faults.chunk_delay = 0.005  # ~50 chunks: long enough to see intermediate progress
    seen: list[DownloadProgress] = []
    result = Download(DownloadRequest(REPO, FILE), models_dir, on_progress=seen.append,
                      min_report_interval=0.02).run()

    assert result.path == models_dir / FILE
    assert result.path.read_bytes() == small_gguf
    assert result.sha256 == hashlib.sha256(small_gguf).hexdigest()
    assert result.commit == "0123456789abcdef0123456789abcdef01234567"
    states = [p.state for p in seen]
    assert states[0] == "connecting" and states[-1] == "done" and "verifying" in states
    running = [p for p in seen if p.state == "downloading" and 0 < p.downloaded < len(small_gguf)]
    assert running, "no intermediate progress was reported"
    assert all(p.total == len(small_gguf) for p in running)
    assert [p.downloaded for p in running] == sorted(p.downloaded for p in running)
    assert any(p.speed_bps > 0 and p.eta_seconds is not None for p in running)
    # HEAD went to the hub's resolve endpoint (with HF_ENDPOINT respected), the bytes came from the CDN.
    assert hub.log.count("HEAD", f"/{REPO}/resolve/main/{FILE}") == 1
    assert hub.log.count("GET", "/lfs/") == 1
    assert not list(partial_dir(models_dir).glob("*.part"))


def test_dropped_connection_resumes_with_range(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    hub.faults.drop_after_bytes, hub.faults.drops_left = 2_500_000, 1
    result = Download(DownloadRequest(REPO, FILE), models_dir).run()

    assert result.path.read_bytes() == small_gguf
    # http_get resumed from the last whole chunk it had written before the stream broke.
    (resumed,) = hub.log.ranges()
    start = int(resumed.removeprefix("bytes=").removesuffix("-"))
    assert 0 < start <= 2_500_000


def test_cancelled_download_resumes_from_partial_file(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    hub.faults.chunk_delay = 0.002
    first = Download(DownloadRequest(REPO, FILE), models_dir, min_report_interval=0)

    def cancel_midway(progress: DownloadProgress) -> None:
        if progress.downloaded > 1_000_000:
            first.cancel()

    first.on_progress = cancel_midway
    with pytest.raises(DownloadCancelled, match="resumes"):
        first.run()
    assert first.progress.state == "cancelled"
    part = partial_dir(models_dir) / f"{FILE}.part"
    kept = part.stat().st_size
    assert 1_000_000 < kept < len(small_gguf)
    assert not (models_dir / FILE).exists()

    hub.faults.chunk_delay = 0
    result = Download(DownloadRequest(REPO, FILE), models_dir).run()
    assert result.resumed_from == kept
    assert hub.log.ranges() == [f"bytes={kept}-"]
    assert result.path.read_bytes() == small_gguf
    assert not part.exists()


def test_server_ignoring_range_still_gives_the_right_file(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    part_dir = partial_dir(models_dir)
    first = Download(DownloadRequest(REPO, FILE), models_dir)
    first.on_progress = lambda p: first.cancel() if p.downloaded > 1_000_000 else None
    hub.faults.chunk_delay = 0.002
    with pytest.raises(DownloadCancelled):
        first.run()
    assert (part_dir / f"{FILE}.part").stat().st_size > 1_000_000
    hub.faults.ignore_range, hub.faults.chunk_delay = True, 0
    result = Download(DownloadRequest(REPO, FILE), models_dir).run()
    assert len(hub.log.ranges()) == 1  # asked to resume, got the whole file, started over cleanly
    assert result.path.read_bytes() == small_gguf


def test_stale_partial_of_another_version_is_discarded(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    part_dir = partial_dir(models_dir)
    part_dir.mkdir()
    (part_dir / f"{FILE}.part").write_bytes(b"GGUF" + b"\0" * 5000)
    (part_dir / f"{FILE}.part.json").write_text('{"etag": "an-older-version"}')

    result = Download(DownloadRequest(REPO, FILE), models_dir).run()
    assert result.resumed_from == 0 and hub.log.ranges() == []
    assert result.path.read_bytes() == small_gguf


def test_corrupted_file_is_rejected_and_never_moved_into_place(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    hub.faults.corrupt = True
    with pytest.raises(ChecksumMismatch, match="corrupt"):
        Download(DownloadRequest(REPO, FILE), models_dir).run()
    assert not (models_dir / FILE).exists()
    assert not list(partial_dir(models_dir).iterdir())


def test_pinned_checksum_wins_over_the_hubs(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    pinned = hashlib.sha256(b"the file we expected").hexdigest()
    with pytest.raises(ChecksumMismatch):
        Download(DownloadRequest(REPO, FILE, sha256=pinned), models_dir).run()
    assert not (models_dir / FILE).exists()


def test_disk_space_is_checked_before_any_byte(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf).announced_size = 10**15  # 1 PB: more than any disk here
    with pytest.raises(NotEnoughDiskSpace, match="GB is free"):
        Download(DownloadRequest(REPO, FILE), models_dir).run()
    assert hub.log.count("GET", "/lfs/") == 0


def test_missing_repo_and_file_give_clear_errors(hub, models_dir: Path, small_gguf: bytes):
    hub.host(REPO, FILE, small_gguf)
    with pytest.raises(DownloadError, match="does not exist"):
        Download(DownloadRequest("nobody/nothing", FILE), models_dir).run()
    with pytest.raises(DownloadError, match="has no file"):
        Download(DownloadRequest(REPO, "other.gguf"), models_dir).run()


def test_unreachable_hub_and_offline_mode(models_dir: Path, monkeypatch: pytest.MonkeyPatch):
    from huggingface_hub import constants

    with pytest.raises(DownloadsDisabled, match="HF_HUB_OFFLINE"):
        Download(DownloadRequest(REPO, FILE), models_dir, endpoint="http://127.0.0.1:9").run()
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    with pytest.raises(HubUnreachable, match="Cannot reach http://127.0.0.1:9"):
        Download(DownloadRequest(REPO, FILE), models_dir, endpoint="http://127.0.0.1:9").run()
