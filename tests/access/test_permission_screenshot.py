"""The permission dialog on a real X server (Xvfb), saved as tests/artifacts/permission_dialog.png."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import Xvfb, artifact_path, need, xvfb_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.xvfb
def test_permission_dialog_screenshot(data_dir: Path) -> None:
    need(xvfb_available(), "Xvfb is not installed (apt-get install xvfb)")
    out = artifact_path("permission_dialog.png")
    out.unlink(missing_ok=True)
    with Xvfb(800, 600) as xvfb:
        result = subprocess.run(
            [sys.executable, "-m", "tests.access.screenshot_permission_dialog", str(out)],
            cwd=ROOT, env=xvfb.env(STEWARD_DATA_DIR=str(data_dir)), capture_output=True, text=True, timeout=120,
        )
    assert result.returncode == 0, result.stderr[-2000:]
    # On a real window system the destructive call's dialog opens with Deny focused, never Always.
    assert "focus=decision:deny" in result.stdout
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() >= 480 and image.height() > 200
    colours = {image.pixel(x, y) for x in range(0, image.width(), 13) for y in range(0, image.height(), 11)}
    assert len(colours) > 5  # drawn widgets, not a flat background
    # The red "Cannot be undone" badge (#fee2e2 background) is on screen.
    assert any(QImage.pixelColor(image, x, y).name() == "#fee2e2"
               for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))
