"""A real window under Xvfb after one exchange with the bundled model, saved as a PNG screenshot."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import distinct_colours, screenshot_under_xvfb


@pytest.mark.xvfb
def test_main_window_screenshot_after_one_exchange(data_dir: Path) -> None:
    out, _ = screenshot_under_xvfb("tests.skeleton.screenshot_main_window", "main_window.png",
                                   data_dir=data_dir, size=(1280, 800), timeout=180)
    assert out.stat().st_size > 10_000
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    # The window is really on screen: its pixels are not a single flat colour.
    assert distinct_colours(image, range(0, 1200, 37), range(0, 760, 29)) > 5
