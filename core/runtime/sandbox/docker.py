"""Docker backend: network none, non-root, read-only rootfs, cpu/memory/pids limits, only needed mounts."""

from __future__ import annotations

import os
import time
from pathlib import Path

from core.runtime.errors import SandboxUnavailable
from core.runtime.sandbox.docker_image import IMAGE_PYTHON, ensure_image, image_python
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


def sandbox_user(policy: SandboxPolicy) -> str:
    """Never root: the app user's uid (so the user's files keep their owner); when the app itself runs as
    root, the owner of the writable folder if that is not root, else nobody (65534)."""
    uid, gid = os.getuid(), os.getgid()
    if uid != 0:
        return f"{uid}:{gid}"
    for mount in policy.mounts:
        if mount.writable:
            stat = mount.source.stat()
            if stat.st_uid != 0:
                return f"{stat.st_uid}:{stat.st_gid}"
    return "65534:65534"


class DockerSandbox(Sandbox):
    """Runs code in a throwaway container of the locally built steward-sandbox image."""

    name = "docker"

    def __init__(self, client=None):
        import docker

        try:
            self.client = client or docker.from_env(timeout=30)
            self.client.ping()
        except Exception as exc:  # noqa: BLE001 - any engine failure means "not available"
            raise SandboxUnavailable(f"No Docker engine answers ({exc}); Steward uses bubblewrap instead.") from exc
        self.image = ensure_image(self.client)

    @staticmethod
    def engine_answers() -> bool:
        try:
            import docker

            docker.from_env(timeout=3).ping()
            return True
        except Exception:  # noqa: BLE001
            return False

    def run(self, argv: list[str], policy: SandboxPolicy, io_dir: Path | None = None) -> SandboxRun:
        import docker.errors
        import docker.types
        import requests

        if argv and argv[0] == "python":
            argv = [image_python(), "-I", "-S", *argv[1:]]
        mounts = [docker.types.Mount(SANDBOX_CONNECTORS, str(CONNECTORS_DIR), type="bind", read_only=True)]
        if io_dir is not None:
            mounts.append(docker.types.Mount(SANDBOX_IO, str(io_dir), type="bind", read_only=True))
        if policy.network == "broker" and policy.broker_socket is not None:
            mounts.append(docker.types.Mount(SANDBOX_BROKER, str(policy.broker_socket), type="bind"))
        for mount in policy.mounts:
            mounts.append(docker.types.Mount(mount.target, str(mount.source), type="bind",
                                             read_only=not mount.writable))
        file_bytes = policy.max_file_mb * 1024 * 1024
        started = time.perf_counter()
        container = self.client.containers.create(
            self.image, command=argv, user=sandbox_user(policy), network_mode="none", read_only=True,
            mem_limit=f"{policy.memory_mb}m", memswap_limit=f"{policy.memory_mb}m",
            nano_cpus=int(policy.cpus * 1e9), pids_limit=policy.pids,
            tmpfs={"/tmp": f"size={policy.tmp_mb}m,mode=1777"}, mounts=mounts, cap_drop=["ALL"],
            security_opt=["no-new-privileges"], environment={"HOME": "/tmp", "PYTHONDONTWRITEBYTECODE": "1", "LD_LIBRARY_PATH": f"{IMAGE_PYTHON}/lib"},
            working_dir="/tmp", labels={"steward.sandbox": "1"},
            ulimits=[docker.types.Ulimit(name="fsize", soft=file_bytes, hard=file_bytes),
                     docker.types.Ulimit(name="nofile", soft=256, hard=256)],
        )
        timed_out = False
        try:
            container.start()
            try:
                code = container.wait(timeout=policy.timeout_s)["StatusCode"]
            except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
                timed_out = True
                try:
                    container.kill()
                except docker.errors.APIError as err:
                    if err.status_code != 409:
                        raise  # 409: it stopped by itself between the wait's timeout and the kill (a loaded machine)
                code = container.wait(timeout=30)["StatusCode"]
            stdout = container.logs(stdout=True, stderr=False)[:MAX_CAPTURE].decode(errors="replace")
            stderr = container.logs(stdout=False, stderr=True)[:MAX_CAPTURE].decode(errors="replace")
        finally:
            container.remove(force=True)
        return SandboxRun(backend=self.name, exit_code=code, stdout=stdout, stderr=stderr, timed_out=timed_out,
                          duration_ms=(time.perf_counter() - started) * 1000)
