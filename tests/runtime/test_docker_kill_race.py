"""A container that stops by itself between the wall-clock timeout and the kill (seen on a loaded CI machine: Docker
answers 409 "is not running") is a run that hit the time limit, not a crash. Uses a stand-in for the Docker client,
so it runs where no engine does; the real engine's time limit is tested in test_sandbox_escape.py."""

from __future__ import annotations

import pytest
import requests

docker = pytest.importorskip("docker")

from core.runtime.sandbox.docker import DockerSandbox  # noqa: E402
from core.runtime.sandbox.policy import SandboxPolicy  # noqa: E402


def _conflict(status: int) -> docker.errors.APIError:
    response = requests.Response()
    response.status_code = status
    return docker.errors.APIError("Cannot kill container: it is not running", response=response)


class _Container:
    def __init__(self, kill_status: int):
        self.kill_status, self.waits, self.removed = kill_status, 0, False

    def start(self):
        pass

    def wait(self, timeout):
        self.waits += 1
        if self.waits == 1:
            raise requests.exceptions.ReadTimeout("the wall-clock limit")
        return {"StatusCode": 137}

    def kill(self):
        raise _conflict(self.kill_status)

    def logs(self, stdout, stderr):
        return b""

    def remove(self, force):
        self.removed = True


class _Client:
    def __init__(self, container: _Container):
        self.container = container
        self.images = type("Images", (), {"get": staticmethod(lambda reference: reference)})()
        self.containers = type("Containers", (), {"create": staticmethod(lambda *a, **k: container)})()

    def ping(self):
        return True


def test_a_container_gone_before_the_kill_is_a_timed_out_run_and_is_removed():
    container = _Container(kill_status=409)
    run = DockerSandbox(client=_Client(container)).run(["python", "-c", "pass"], SandboxPolicy(timeout_s=0.001))
    assert run.timed_out and container.removed  # docker.errors.APIError escaped before


def test_any_other_engine_error_on_the_kill_still_fails_and_removes_the_container():
    container = _Container(kill_status=500)
    with pytest.raises(docker.errors.APIError):
        DockerSandbox(client=_Client(container)).run(["python", "-c", "pass"], SandboxPolicy(timeout_s=0.001))
    assert container.removed
