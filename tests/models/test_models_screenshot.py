"""The Models page in a real X server (Xvfb): screenshot with a download in progress and an evaluation."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import distinct_colours, screenshot_under_xvfb


@pytest.mark.xvfb
def test_models_page_screenshot(data_dir: Path) -> None:
    out, _ = screenshot_under_xvfb("tests.models.screenshot_models_page", "models_page.png", str(data_dir),
                                   data_dir=data_dir, size=(1280, 900), timeout=400)
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 900)
    assert distinct_colours(image, range(0, 1200, 37), range(0, 860, 29)) > 5  # a real window
    # The page's state at the moment of the screenshot is in the app database the script used.
    from core.database import open_app_database

    db = open_app_database(data_dir / "steward.db")
    (evaluation,) = db["model_evaluations"].rows
    assert evaluation["total"] == 4
    assert [r["source"] for r in db["model_files"].rows] == ["download"]
