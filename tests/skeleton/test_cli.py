"""The `steward` command: version, a real streamed chat reply, and clear errors for bad model files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__

ROOT = Path(__file__).resolve().parents[2]


def steward(*args: str, data_dir: Path, timeout: int = 600) -> subprocess.CompletedProcess:
    env = dict(os.environ, STEWARD_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_version(data_dir: Path) -> None:
    result = steward("--version", data_dir=data_dir)
    assert result.returncode == 0
    assert result.stdout.strip() == f"steward {__version__}"


@pytest.mark.slow
def test_chat_prints_a_reply_from_the_bundled_model(data_dir: Path) -> None:
    result = steward("chat", "Name three colours.", data_dir=data_dir)
    assert result.returncode == 0, result.stderr
    reply = result.stdout.lower()
    assert sum(colour in reply for colour in ("red", "blue", "green", "yellow")) >= 2


def test_missing_model_file_is_a_clear_error(data_dir: Path, tmp_path: Path) -> None:
    result = steward("chat", "hello", "--model", str(tmp_path / "nope.gguf"), data_dir=data_dir)
    assert result.returncode == 2
    assert "Model file not found" in result.stderr
    assert "Traceback" not in result.stderr


def test_corrupt_model_file_is_a_clear_error(data_dir: Path, tmp_path: Path) -> None:
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"PK\x03\x04 definitely not a model" * 100)
    result = steward("chat", "hello", "--model", str(junk), data_dir=data_dir)
    assert result.returncode == 2
    assert "is not a GGUF model" in result.stderr
    assert "Traceback" not in result.stderr


def test_truncated_gguf_is_a_clear_error(data_dir: Path, tmp_path: Path) -> None:
    from models.registry import bundled_model

    truncated = tmp_path / "truncated.gguf"
    with bundled_model().path.open("rb") as src:
        truncated.write_bytes(src.read(3_000_000))
    result = steward("chat", "hello", "--model", str(truncated), data_dir=data_dir)
    assert result.returncode == 2
    assert "could not load truncated.gguf" in result.stderr
    assert "Traceback" not in result.stderr
