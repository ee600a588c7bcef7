"""The permission dialog on a real X server (Xvfb), saved as tests/artifacts/permission_dialog.png."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import distinct_colours, screenshot_under_xvfb


@pytest.mark.xvfb
def test_permission_dialog_screenshot(data_dir: Path) -> None:
    out, result = screenshot_under_xvfb("tests.access.screenshot_permission_dialog", "permission_dialog.png",
                                        data_dir=data_dir, size=(800, 600), timeout=120)
    # On a real window system the destructive call's dialog opens with Deny focused, never Always.
    assert "focus=decision:deny" in result.stdout
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() >= 480 and image.height() > 200
    # drawn widgets, not a flat background
    assert distinct_colours(image, range(0, image.width(), 13), range(0, image.height(), 11)) > 5
    # The red "Cannot be undone" badge (#fee2e2 background) is on screen.
    assert any(QImage.pixelColor(image, x, y).name() == "#fee2e2"
               for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))
