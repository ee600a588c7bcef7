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


ROOT = Path(__file__).resolve().parents[1]


def screenshot_under_xvfb(module: str, name: str, *args: str, data_dir: Path, size: tuple[int, int],
                          timeout: int):
    """Run ``python -m module OUT.png *args`` on a private Xvfb (the script shows a real window and grabs
    it) and return (path of tests/artifacts/NAME, the finished process); fails with the script's stderr."""
    import subprocess
    import sys

    need(xvfb_available(), "Xvfb is not installed (apt-get install xvfb)")
    out = artifact_path(name)
    out.unlink(missing_ok=True)
    with Xvfb(*size) as xvfb:
        result = subprocess.run(
            [sys.executable, "-m", module, str(out), *args],
            cwd=ROOT, env=xvfb.env(STEWARD_DATA_DIR=str(data_dir)), capture_output=True, text=True,
            timeout=timeout,
        )
    assert result.returncode == 0, result.stderr[-2000:]
    return out, result


def distinct_colours(image, xs: range, ys: range) -> int:
    """How many different pixel values a grid of points of a QImage has (a flat background has 1)."""
    return len({image.pixel(x, y) for x in xs for y in ys})
