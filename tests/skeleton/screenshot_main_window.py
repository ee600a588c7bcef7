"""Run under Xvfb by test_screenshot.py: open the real window, do one exchange, grab the X screen.

Usage: python -m tests.skeleton.screenshot_main_window OUT.png
"""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtWidgets import QApplication

from app.wiring import build
from ui.main_window import MainWindow


async def exchange(window: MainWindow, out: str) -> None:
    await window.start()
    window.chat.input.setText("Name three colours.")
    window.chat.input.returnPressed.emit()
    while window.busy:
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.5)  # let the layout settle
    screen = QApplication.primaryScreen()
    if not screen.grabWindow(0).save(out):
        raise SystemExit(f"could not save {out}")


def main() -> None:
    out = sys.argv[1]
    app = QApplication(sys.argv)
    steward = build()
    window = MainWindow(steward)
    window.move(0, 0)
    window.resize(1200, 760)
    window.show()
    try:
        qasync.run(exchange(window, out))
    finally:
        steward.close()
    app.quit()


if __name__ == "__main__":
    main()
