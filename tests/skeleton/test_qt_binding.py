"""Guard against a Qt binding that leaks references to None (PySide6 6.12.0 on Python 3.11 does: each
void call such as QLabel.setText drops one, and a long session aborts with `none_dealloc`)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_many_widget_updates_do_not_consume_none(qapp) -> None:
    label = QLabel()
    before = sys.getrefcount(None)
    for i in range(20_000):
        label.setText(str(i))
    assert sys.getrefcount(None) >= before - 100  # a leaking binding loses 20,000
