"""The Models page in a real X server (Xvfb): screenshot with a download in progress and an evaluation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import Xvfb, artifact_path, need, xvfb_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.xvfb
def test_models_page_screenshot(data_dir: Path) -> None:
    need(xvfb_available(), "Xvfb is not installed (apt-get install xvfb)")
    out = artifact_path("models_page.png")
    out.unlink(missing_ok=True)
    with Xvfb(1280, 900) as xvfb:
        result = subprocess.run(
            [sys.executable, "-m", "tests.models.screenshot_models_page", str(out), str(data_dir)],
            cwd=ROOT, env=xvfb.env(STEWARD_DATA_DIR=str(data_dir)), capture_output=True, text=True, timeout=400,
        )
    assert result.returncode == 0, result.stderr[-2000:]
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 900)
    colours = {image.pixel(x, y) for x in range(0, 1200, 37) for y in range(0, 860, 29)}
    assert len(colours) > 5  # a real window, not a flat background
    # The page's state at the moment of the screenshot is in the app database the script used.
    from core.database import open_app_database

    db = open_app_database(data_dir / "steward.db")
    (evaluation,) = db["model_evaluations"].rows
    assert evaluation["total"] == 4
    assert [r["source"] for r in db["model_files"].rows] == ["download"]
