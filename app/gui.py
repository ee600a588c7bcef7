"""Start the Qt window with asyncio running inside Qt's loop (qasync)."""

from __future__ import annotations

import asyncio
import sys


def run_gui() -> int:
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.wiring import build
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Steward")
    app.setQuitOnLastWindowClosed(False)
    steward = build()

    async def main() -> None:
        closed = asyncio.Event()
        app.lastWindowClosed.connect(closed.set)
        window = MainWindow(steward)
        window.show()
        window.start()
        await closed.wait()

    try:
        qasync.run(main())
    finally:
        steward.close()
    return 0
