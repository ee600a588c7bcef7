"""`steward runtime check | build-image`: which sandboxes work here, and the local Docker image."""

from __future__ import annotations

import argparse
import time

from core.runtime.sandbox import BubblewrapSandbox, SandboxPolicy

PROBE = (
    "import os, socket\n"
    "print('uid', os.getuid())\n"
    "try:\n    open('/probe', 'w'); print('rootfs writable')\nexcept OSError:\n    print('rootfs read-only')\n"
    "try:\n    socket.create_connection(('1.1.1.1', 53), timeout=1); print('network open')\n"
    "except OSError:\n    print('network blocked')\n"
)


def register(subparsers: argparse._SubParsersAction) -> None:
    runtime = subparsers.add_parser("runtime", help="check the action sandboxes")
    commands = runtime.add_subparsers(dest="runtime_command", required=True)
    check = commands.add_parser("check", help="run a probe in each sandbox backend and show its policy")
    check.set_defaults(func=check_command)
    build = commands.add_parser("build-image", help="build the Docker sandbox image locally (no registry)")
    build.set_defaults(func=build_image_command)


def _probe(sandbox) -> bool:
    started = time.perf_counter()
    run = sandbox.run(["python", "-c", PROBE], SandboxPolicy(timeout_s=15))
    took = (time.perf_counter() - started) * 1000
    lines = run.stdout.split("\n")
    ok = run.exit_code == 0 and "network blocked" in lines and "rootfs read-only" in lines and "uid 0" not in lines
    print(f"{sandbox.name}: {'ok' if ok else 'NOT SAFE'} ({took:.0f} ms) " + "; ".join(x for x in lines if x))
    if run.stderr.strip():
        print(f"  stderr: {run.stderr.strip().splitlines()[-1]}")
    return ok


def check_command(args: argparse.Namespace) -> int:
    results = []
    try:
        results.append(_probe(BubblewrapSandbox()))
    except Exception as exc:  # noqa: BLE001 - report any backend failure
        print(f"bubblewrap: unavailable ({exc})")
    from core.runtime.sandbox.docker import DockerSandbox

    if DockerSandbox.engine_answers():
        try:
            results.append(_probe(DockerSandbox()))
        except Exception as exc:  # noqa: BLE001
            print(f"docker: unavailable ({exc})")
    else:
        print("docker: no engine answers (DOCKER_HOST); bubblewrap is used")
    return 0 if results and all(results) else 1


def build_image_command(args: argparse.Namespace) -> int:
    from core.runtime.errors import SandboxUnavailable
    from core.runtime.sandbox.docker import DockerSandbox

    try:
        sandbox = DockerSandbox()
    except SandboxUnavailable as exc:
        print(exc)
        return 1
    print(f"image ready: {sandbox.image}")
    return 0
