"""Helpers for tests that need system services (Docker, SecretService keyring, Xvfb).

On a developer machine without the service the test skips with a clear reason; in CI
(STEWARD_REQUIRE_SYSTEM_SERVICES=1, set by .ci/run) a missing service fails the test instead.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).parent / "artifacts"


def services_required() -> bool:
    return os.environ.get("STEWARD_REQUIRE_SYSTEM_SERVICES") == "1"


def need(available: bool, reason: str) -> None:
    """Skip (locally) or fail (in CI) when a required system service is missing."""
    if available:
        return
    if services_required():
        pytest.fail(f"CI must run this test for real, but: {reason}")
    pytest.skip(reason)


def artifact_path(name: str) -> Path:
    """A path under tests/artifacts (not committed) for screenshots and reports."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / name


def xvfb_available() -> bool:
    import shutil

    return shutil.which("Xvfb") is not None


class Xvfb:
    """A private Xvfb server (context manager); `.display` is e.g. ':57'. Stopped on exit."""

    def __init__(self, width: int = 1280, height: int = 800) -> None:
        self.size = f"{width}x{height}x24"
        self.display = ""
        self._proc = None

    def __enter__(self) -> Xvfb:
        import subprocess
        import time

        for number in range(90, 140):
            if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
                continue
            proc = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", self.size, "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    self._proc, self.display = proc, f":{number}"
                    return self
                if proc.poll() is not None:
                    break
                time.sleep(0.1)
            proc.kill()
            proc.wait()
        raise RuntimeError("could not start Xvfb on any display :90-:139")

    def __exit__(self, *exc) -> None:
        if self._proc is not None:
            self._proc.terminate()
            self._proc.wait(timeout=10)

    def env(self, **extra: str) -> dict[str, str]:
        """The current environment pointed at this display with Qt's xcb platform."""
        env = dict(os.environ, DISPLAY=self.display, QT_QPA_PLATFORM="xcb", **extra)
        env.pop("WAYLAND_DISPLAY", None)
        return env
