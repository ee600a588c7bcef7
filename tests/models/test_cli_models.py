"""`steward models …` through argparse, as app/cli.py registers it, on a real data dir."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from app import cli_models
from models.recommended import RECOMMENDED
from models.registry import BUNDLED_MODEL_ID


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="steward")
    cli_models.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(list(argv))
    return args.func(args)


def test_list_add_use_remove(data_dir: Path, tmp_path: Path, small_gguf: bytes, capsys):
    assert run("models", "list") == 0
    assert f"* {BUNDLED_MODEL_ID}" in capsys.readouterr().out
    picked = tmp_path / "Mine-Q4_K_M.gguf"
    picked.write_bytes(small_gguf)
    assert run("models", "add", str(picked)) == 0
    assert "added mine-q4_k_m" in capsys.readouterr().out
    assert run("models", "use", "mine-q4_k_m") == 0
    run("models", "list")
    listed = capsys.readouterr().out
    assert "* mine-q4_k_m" in listed and "Q4_K_M" in listed and "apache-2.0" in listed
    assert run("models", "remove", "mine-q4_k_m") == 0
    run("models", "list")
    assert f"* {BUNDLED_MODEL_ID}" in capsys.readouterr().out
    assert picked.exists()


def test_recommended_and_download(hub, data_dir: Path, small_gguf: bytes, capsys):
    assert run("models", "recommended") == 0
    out = capsys.readouterr().out
    assert all(rec.id in out for rec in RECOMMENDED) and "no sha256 is pinned" in out
    rec = RECOMMENDED[0]
    hub.host(rec.repo_id, rec.filename, small_gguf)  # the loopback hub stands in for huggingface.co
    assert run("models", "download", rec.id, "--endpoint", hub.endpoint) == 0
    captured = capsys.readouterr()
    assert f"installed {Path(rec.filename).stem}" in captured.out and "verifying" in captured.err
    assert (data_dir / "models" / rec.filename).read_bytes() == small_gguf


def test_unknown_ids_fail_with_a_hint(data_dir: Path, capsys):
    assert run("models", "download", "no-such-model") == 2
    assert "steward models recommended" in capsys.readouterr().err
    with pytest.raises(Exception, match="steward models list"):
        run("models", "use", "no-such-model")
