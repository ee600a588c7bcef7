"""pytest-qt drives the real window offscreen: type a message, watch the bundled model's reply stream in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.settings import Settings
from app.wiring import build
from core.events import ReplyToken
from ui.main_window import MainWindow


def make_window(qtbot, settings: Settings) -> MainWindow:
    steward = build(settings)
    window = MainWindow(steward)
    qtbot.addWidget(window)
    window.show()
    return window


def test_typed_message_gets_a_streamed_reply(qtbot, qasync_loop, data_dir: Path) -> None:
    window = make_window(qtbot, Settings())
    window.start()
    qtbot.waitUntil(lambda: window.session.model is not None, timeout=60_000)
    assert window.status_label.text().startswith("Model ready")
    assert window.chat.send_button.isEnabled()

    pieces: list[str] = []
    window.session.subscribe(lambda e: pieces.append(e.text) if isinstance(e, ReplyToken) else None)
    qtbot.keyClicks(window.chat.input, "Name three colours.")
    qtbot.keyClick(window.chat.input, Qt.Key.Key_Return)
    assert not window.chat.send_button.isEnabled()  # busy while the model answers
    qtbot.waitUntil(lambda: not window.busy, timeout=120_000)

    messages = window.chat.messages()
    assert messages[0] == ("user", "Name three colours.")
    role, reply = messages[1]
    assert role == "assistant" and reply
    assert len(pieces) > 3 and "".join(pieces).strip() == reply
    assert window.chat.send_button.isEnabled()
    window.steward.close()


def test_bad_model_path_shows_an_error_and_the_app_recovers(qtbot, qasync_loop, data_dir, tmp_path) -> None:
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\x00" * 64)
    window = make_window(qtbot, Settings(model_path=bad))
    window.start()
    qtbot.waitUntil(lambda: not window.busy, timeout=60_000)
    errors = [text for role, text in window.chat.messages() if role == "error"]
    assert errors and "could not load broken.gguf" in errors[0]
    assert window.status_label.text().startswith("Error:")

    # Still usable: sending explains there is no model, then switching to the bundled model works.
    qtbot.keyClicks(window.chat.input, "hello")
    qtbot.keyClick(window.chat.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.busy, timeout=30_000)
    assert "No model is loaded" in window.chat.messages()[-1][1]
    window.session._model_path = None
    window.switch_model(None)
    qtbot.waitUntil(lambda: window.session.model is not None, timeout=60_000)
    assert window.status_label.text().startswith("Model ready")
    window.steward.close()
