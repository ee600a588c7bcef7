"""A real window under Xvfb after one exchange with the bundled model, saved as a PNG screenshot."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import Xvfb, artifact_path, need, xvfb_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.xvfb
def test_main_window_screenshot_after_one_exchange(data_dir: Path) -> None:
    need(xvfb_available(), "Xvfb is not installed (apt-get install xvfb)")
    out = artifact_path("main_window.png")
    out.unlink(missing_ok=True)
    with Xvfb(1280, 800) as xvfb:
        result = subprocess.run(
            [sys.executable, "-m", "tests.skeleton.screenshot_main_window", str(out)],
            cwd=ROOT,
            env=xvfb.env(STEWARD_DATA_DIR=str(data_dir)),
            capture_output=True,
            text=True,
            timeout=180,
        )
    assert result.returncode == 0, result.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 10_000
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    # The window is really on screen: its pixels are not a single flat colour.
    colours = {image.pixel(x, y) for x in range(0, 1200, 37) for y in range(0, 760, 29)}
    assert len(colours) > 5
