"""Escape attempts from inside the REAL sandboxes (bubblewrap always, Docker where an engine runs).

Each attempt runs as code inside the sandbox; the assertions check the host afterwards.
"""

from __future__ import annotations

import os
import socket
import threading
import time
import uuid
from pathlib import Path

import pytest

from core.runtime import SandboxError
from core.runtime.sandbox import BubblewrapSandbox, Mount, Sandbox, SandboxPolicy
from tests.support import need


@pytest.fixture(scope="module", params=["bubblewrap", pytest.param("docker", marks=pytest.mark.docker)])
def sandbox(request) -> Sandbox:
    if request.param == "bubblewrap":
        return BubblewrapSandbox()
    from core.runtime.sandbox.docker import DockerSandbox

    need(DockerSandbox.engine_answers(), "no Docker engine answers (set DOCKER_HOST or start dockerd)")
    return DockerSandbox()


def python(sandbox: Sandbox, code: str, **policy) -> object:
    return sandbox.run(["python", "-c", code], SandboxPolicy(**policy))


def test_runs_as_non_root_on_a_read_only_root(sandbox):
    run = python(sandbox, "import os\nprint(os.getuid())\n"
                          "for p in ('/usr/evil', '/evil', '/etc/evil'):\n"
                          "    try:\n        open(p, 'w'); print('WROTE', p)\n"
                          "    except OSError as e:\n        print('blocked', p)")
    assert run.exit_code == 0, run.stderr
    lines = run.stdout.split()
    assert lines[0] != "0"
    assert "WROTE" not in run.stdout and run.stdout.count("blocked") == 3


def test_cannot_write_outside_the_mounted_root(sandbox, tmp_path):
    root, outside = tmp_path / "root", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    os.chmod(root, 0o777)  # the Docker backend runs as uid 65534 when the app runs as root
    code = (f"import os\nfor p in ('/data/../escaped', '/data/../../escaped', {str(outside / 'x')!r}, "
            f"{str(tmp_path / 'escaped')!r}):\n"
            "    try:\n        open(p, 'w').write('x'); print('WROTE', p)\n    except OSError:\n        pass\n"
            "open('/data/inside.txt', 'w').write('ok')")
    run = sandbox.run(["python", "-c", code], SandboxPolicy(mounts=[Mount(source=root, target="/data", writable=True)]))
    assert run.exit_code == 0, run.stderr
    assert "WROTE" not in run.stdout
    assert (root / "inside.txt").read_text() == "ok"
    assert list(outside.iterdir()) == [] and not (tmp_path / "escaped").exists()


def test_cannot_read_ssh_keys_or_app_secrets(sandbox, tmp_path, data_dir):
    canary = data_dir / "vault-canary"
    canary.write_text("s3cret-token")
    targets = [str(Path.home() / ".ssh"), str(Path.home()), str(canary), str(tmp_path), "/etc/shadow", "/root"]
    code = (f"import os\nfor p in {targets!r}:\n"
            + "    try:\n        print('READ', p, os.listdir(p) if os.path.isdir(p) else open(p).read())\n"
              "    except OSError:\n        print('blocked', p)")
    run = python(sandbox, code)
    assert run.exit_code == 0, run.stderr
    assert "s3cret-token" not in run.stdout
    readable = [p for p in targets if f"READ {p} " in run.stdout]
    # Only the Python install under /root may be visible (bubblewrap mounts it read-only at its path).
    assert set(readable) <= {"/root", str(Path.home())}, run.stdout
    assert "id_" not in run.stdout and ".ssh" not in run.stdout.replace(f"blocked {Path.home()}/.ssh", "")


def test_cannot_open_a_network_socket(sandbox):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.settimeout(0.2)
    port = server.getsockname()[1]
    accepted = []
    finished = threading.Event()

    def accept():
        while not finished.is_set():
            try:
                accepted.append(server.accept())
            except OSError:
                continue

    thread = threading.Thread(target=accept)
    thread.start()
    code = ("import socket\nfor host in ('127.0.0.1', '10.0.2.2', '8.8.8.8'):\n"
            f"    for port in ({port}, 53, 80):\n"
            "        try:\n            socket.create_connection((host, port), timeout=1); print('CONNECTED', host)\n"
            "        except OSError:\n            pass\n"
            "print('done')")
    run = python(sandbox, code, timeout_s=20)
    finished.set()
    thread.join()
    server.close()
    assert "done" in run.stdout, run.stderr
    assert "CONNECTED" not in run.stdout
    assert accepted == []


def test_fork_bomb_is_contained_and_the_app_survives(sandbox):
    marker = f"forkbomb-{uuid.uuid4().hex}"
    code = (f"import os, time\nmarker = {marker!r}\nn = 0\nend = time.time() + 2\nme = os.getpid()\n"
            "while time.time() < end:\n    try:\n        os.fork(); n += 1\n    except OSError:\n        time.sleep(0.01)\n"
            "if os.getpid() == me:\n    print('forks', n, flush=True)\n")
    started = time.monotonic()
    run = python(sandbox, code, timeout_s=5, pids=32)
    assert time.monotonic() - started < 30
    time.sleep(0.5)
    survivors = [p for p in os.listdir("/proc") if p.isdigit() and _cmdline_has(p, marker)]
    assert survivors == []
    after = python(sandbox, "print('still fine')")  # the app and the sandbox still work
    assert after.stdout.strip() == "still fine"
    forks = [int(line.split()[1]) for line in run.stdout.splitlines() if line.startswith("forks")]
    assert forks and forks[0] < 32, run.stdout  # the pids limit stopped the bomb


def test_runaway_code_is_killed_at_the_wall_clock_limit(sandbox):
    started = time.monotonic()
    run = python(sandbox, "import time\ntime.sleep(60)", timeout_s=2)
    assert run.timed_out and time.monotonic() - started < 15
    with pytest.raises(SandboxError, match="time limit"):
        sandbox.run_connector("files_ops", {"op": "list", "args": {}}, SandboxPolicy(timeout_s=0.001))


def test_memory_hog_is_stopped(sandbox):
    run = python(sandbox, "x = bytearray(1024 * 1024 * 1024)\nprint('ALLOCATED')", memory_mb=128, timeout_s=20)
    assert "ALLOCATED" not in run.stdout and run.exit_code != 0


def _cmdline_has(pid: str, marker: str) -> bool:
    try:
        return marker.encode() in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def test_bubblewrap_leaves_no_cgroups_behind(monkeypatch):
    from core.runtime.sandbox import bubblewrap
    from core.runtime.sandbox.limits import ProcessLimits

    probe = ProcessLimits(SandboxPolicy())
    need(probe.uses_cgroup or os.getuid() != 0, "cgroups are not writable here")
    probe.release()
    created: list[Path] = []

    class RecordedLimits(ProcessLimits):
        def __init__(self, policy):
            super().__init__(policy)
            created.extend(self.cgroups)

    monkeypatch.setattr(bubblewrap, "ProcessLimits", RecordedLimits)
    sandbox = BubblewrapSandbox()
    for _ in range(5):
        sandbox.run(["python", "-c", "import os; [os.fork() or os._exit(0) for _ in range(5)]"], SandboxPolicy())
    assert len(created) >= 5 or os.getuid() != 0
    assert [path for path in created if path.exists()] == []
