"""Choosing a model on the Models page switches the running Session's model, no restart."""

from __future__ import annotations

from pathlib import Path

from app.settings import Settings
from app.wiring import build
from models.registry import ModelRegistry, bundled_model
from ui.main_window import MainWindow
from ui.models_page import ModelsPage


def test_use_this_model_switches_the_live_session(qtbot, qasync_loop, data_dir: Path) -> None:
    settings = Settings()
    steward = build(settings)
    window = MainWindow(steward)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.session.model is not None, timeout=60_000)
    assert Path(window.session.model.path) == bundled_model().path

    second = settings.models_dir / "Second-Q4_1.gguf"  # a second real GGUF in the models folder
    second.symlink_to(bundled_model().path)
    page = ModelsPage(ModelRegistry(steward.db, settings.models_dir))
    qtbot.addWidget(page)
    page.model_selected.connect(window.switch_model)
    page.select_model("second-q4_1")
    page.use_selected()

    qtbot.waitUntil(lambda: window.session.model is not None and window.session.model.path == second,
                    timeout=60_000)
    assert window.status_label.text().startswith("Model ready: Second-Q4_1")
    qtbot.waitUntil(lambda: not window.busy, timeout=10_000)
    window.session.close()
