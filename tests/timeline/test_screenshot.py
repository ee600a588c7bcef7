"""A screenshot of the Timeline panel under Xvfb with entries in several states."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import distinct_colours, screenshot_under_xvfb


@pytest.mark.xvfb
def test_timeline_screenshot(data_dir: Path, runtime, catalog_path: Path) -> None:
    out, _ = screenshot_under_xvfb("tests.timeline.screenshot_timeline", "timeline.png", str(catalog_path),
                                   data_dir=data_dir, size=(1280, 800), timeout=180)
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1100, 660)
    # badges in several colours, not a blank window
    assert distinct_colours(image, range(0, 1100, 23), range(0, 660, 17)) > 8
