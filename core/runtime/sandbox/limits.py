"""Resource limits for host-launched sandboxes: a cgroup (v2 or v1) when writable, rlimits always."""

from __future__ import annotations

import os
import resource
import time
import uuid
from pathlib import Path

from core.runtime.sandbox.policy import SandboxPolicy

CGROUP_ROOT = Path("/sys/fs/cgroup")


class ProcessLimits:
    """Per-run limits: pids + memory in a fresh cgroup when this process may create one, plus rlimits.

    rlimits alone do not stop a fork bomb when the app runs as root (RLIMIT_NPROC is not enforced for
    root), so the cgroup pids limit is used whenever it is available; the pid namespace and the
    wall-clock kill bound the damage otherwise.
    """

    def __init__(self, policy: SandboxPolicy):
        self.policy = policy
        self.cgroups: list[Path] = []
        name = f"steward-{uuid.uuid4().hex[:12]}"
        memory = policy.memory_mb * 1024 * 1024
        unified = CGROUP_ROOT / "cgroup.controllers"
        if unified.exists():
            self._make(CGROUP_ROOT / name, {"pids.max": policy.pids, "memory.max": memory})
        else:
            self._make(CGROUP_ROOT / "pids" / name, {"pids.max": policy.pids})
            self._make(CGROUP_ROOT / "memory" / name, {"memory.limit_in_bytes": memory})

    def _make(self, path: Path, settings: dict[str, int]) -> None:
        try:
            path.mkdir()
        except OSError:
            return
        try:
            for key, value in settings.items():
                (path / key).write_text(str(value))
        except OSError:
            self._remove(path)
            return
        self.cgroups.append(path)

    @property
    def uses_cgroup(self) -> bool:
        return bool(self.cgroups)

    def apply_in_child(self) -> None:
        """preexec_fn: join the cgroups and set rlimits (runs in the forked child before exec)."""
        for path in self.cgroups:
            with open(path / "cgroup.procs", "w") as procs:
                procs.write(str(os.getpid()))
        cpu_seconds = int(self.policy.timeout_s * max(self.policy.cpus, 1)) + 2
        file_bytes = self.policy.max_file_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_bytes, file_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        if not self.cgroups:
            memory = self.policy.memory_mb * 1024 * 1024 * 4  # address space > resident memory
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
            if os.getuid() != 0:
                resource.setrlimit(resource.RLIMIT_NPROC, (self.policy.pids, self.policy.pids))

    def release(self) -> None:
        for path in self.cgroups:
            self._remove(path)
        self.cgroups = []

    @staticmethod
    def _remove(path: Path) -> None:
        """rmdir the cgroup, killing stragglers; exiting processes leave it a few ms after bwrap returns."""
        for _ in range(400):
            try:
                path.rmdir()
                return
            except OSError:
                procs = path / "cgroup.procs"
                try:
                    pids = [int(p) for p in procs.read_text().split()]
                except OSError:
                    return
                for pid in pids:
                    try:
                        os.kill(pid, 9)
                    except OSError:
                        pass
                time.sleep(0.005)
