"""Sandbox interface: the policy every backend enforces and the result of one run."""

from __future__ import annotations

import json
import tempfile
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.runtime.errors import ActionFailed, SandboxError

CONNECTORS_DIR = Path(__file__).resolve().parent.parent / "connectors"
SANDBOX_CONNECTORS = "/steward/connectors"
SANDBOX_IO = "/steward/io"
SANDBOX_BROKER = "/steward/broker.sock"


class Mount(BaseModel):
    """A host path made visible inside the sandbox (read-only unless writable)."""

    source: Path
    target: str
    writable: bool = False


class SandboxPolicy(BaseModel):
    """What the sandboxed code may use. Defaults: no network, 256 MiB, 1 CPU, 64 pids, 10 s."""

    timeout_s: float = 10.0
    memory_mb: int = 256
    cpus: float = 1.0
    pids: int = 64
    max_file_mb: int = 256  # largest file the code may write (also caps its output)
    tmp_mb: int = 64
    network: Literal["none", "broker"] = "none"  # "broker": only the broker's unix socket
    broker_socket: Path | None = None
    mounts: list[Mount] = Field(default_factory=list)


class SandboxRun(BaseModel):
    """How one sandboxed process ended."""

    backend: str
    exit_code: int
    stdout: str
    stderr: str
    timed_out: bool
    duration_ms: float


class Sandbox(ABC):
    """A backend that runs a command under a SandboxPolicy (no network, non-root, read-only root...)."""

    name: str = "sandbox"

    @abstractmethod
    def run(self, argv: list[str], policy: SandboxPolicy, io_dir: Path | None = None) -> SandboxRun:
        """Run argv (argv[0] == "python" means the sandbox's Python) and wait, killing it on timeout."""

    def run_connector(self, connector: str, request: dict[str, Any], policy: SandboxPolicy) -> dict[str, Any]:
        """Run connectors/<connector>.py inside the sandbox with a JSON request; return its JSON reply.

        The connector reads /steward/io/request.json and prints one JSON object; {"error": ...} in the
        reply becomes ActionFailed.
        """
        if not (CONNECTORS_DIR / f"{connector}.py").is_file():
            raise SandboxError(f"Unknown connector {connector!r}.")
        with tempfile.TemporaryDirectory(prefix="steward-io-") as io:
            io_dir = Path(io)
            (io_dir / "request.json").write_text(json.dumps(request))
            io_dir.chmod(0o755)
            (io_dir / "request.json").chmod(0o644)
            run = self.run(["python", f"{SANDBOX_CONNECTORS}/{connector}.py"], policy, io_dir=io_dir)
        if run.timed_out:
            raise SandboxError(
                f"The action ran past its {policy.timeout_s:g} s time limit and was stopped; nothing else "
                "was affected. Retry with a smaller request."
            )
        reply = _last_json_line(run.stdout)
        if reply is None:
            detail = (run.stderr.strip().splitlines() or ["no output"])[-1]
            raise SandboxError(f"The sandboxed {connector} code failed (exit {run.exit_code}): {detail}")
        if "error" in reply:
            raise ActionFailed(str(reply["error"]))
        return reply


def _last_json_line(stdout: str) -> dict[str, Any] | None:
    for line in reversed(stdout.strip().splitlines()):
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    return None
