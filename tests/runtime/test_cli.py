"""`steward runtime check` probes the real sandboxes."""

from __future__ import annotations

import argparse

from app import cli_runtime


def test_runtime_check_reports_a_safe_bubblewrap(capsys):
    parser = argparse.ArgumentParser()
    cli_runtime.register(parser.add_subparsers())
    args = parser.parse_args(["runtime", "check"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "bubblewrap: ok" in out and "network blocked" in out and "rootfs read-only" in out
