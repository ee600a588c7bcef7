"""`steward runtime check` probes the real sandboxes."""

from __future__ import annotations

import argparse

import pytest

from app import cli_runtime


def test_runtime_check_reports_a_safe_bubblewrap(capsys):
    parser = argparse.ArgumentParser()
    cli_runtime.register(parser.add_subparsers())
    args = parser.parse_args(["runtime", "check"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "bubblewrap: ok" in out and "network blocked" in out and "rootfs read-only" in out


def test_default_sandbox_is_bubblewrap_on_linux(monkeypatch):
    from core.runtime import default_sandbox

    monkeypatch.delenv("STEWARD_SANDBOX", raising=False)
    assert default_sandbox().name == "bubblewrap"


@pytest.mark.docker
def test_docker_can_be_chosen(monkeypatch):
    from core.runtime import default_sandbox
    from core.runtime.sandbox.docker import DockerSandbox
    from tests.support import need

    need(DockerSandbox.engine_answers(), "no Docker engine answers (set DOCKER_HOST or start dockerd)")
    monkeypatch.setenv("STEWARD_SANDBOX", "docker")
    assert default_sandbox().name == "docker"
