"""A screenshot of the Timeline panel under Xvfb with entries in several states."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import Xvfb, artifact_path, need, xvfb_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.xvfb
def test_timeline_screenshot(data_dir: Path, runtime, catalog_path: Path) -> None:
    need(xvfb_available(), "Xvfb is not installed (apt-get install xvfb)")
    out = artifact_path("timeline.png")
    out.unlink(missing_ok=True)
    with Xvfb(1280, 800) as xvfb:
        result = subprocess.run(
            [sys.executable, "-m", "tests.timeline.screenshot_timeline", str(out), str(catalog_path)],
            cwd=ROOT, env=xvfb.env(STEWARD_DATA_DIR=str(data_dir)), capture_output=True, text=True, timeout=180,
        )
    assert result.returncode == 0, result.stderr[-2000:]
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1100, 660)
    colours = {image.pixel(x, y) for x in range(0, 1100, 23) for y in range(0, 660, 17)}
    assert len(colours) > 8  # badges in several colours, not a blank window
