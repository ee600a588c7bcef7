"""Run under Xvfb by test_models_screenshot.py: the Models page with a finished download, one in progress
(from a loopback hub) and a real evaluation of the bundled model; then grab the X screen.

Usage: python -m tests.models.screenshot_models_page OUT.png DATA_DIR
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from huggingface_hub import constants
from PySide6.QtWidgets import QApplication

from core.database import open_app_database
from models.evaluation import ModelEvaluator
from models.recommended import RECOMMENDED, RecommendedModel
from models.registry import BUNDLED_MODEL_ID, ModelRegistry
from tests.models.conftest import gguf_bytes
from tests.models.hub_server import LoopbackHub
from ui.models_page import ModelsPage


def test_model(name: str, size_mb: int) -> tuple[RecommendedModel, bytes]:
    meta = {"general.architecture": "llama", "general.name": name, "general.license": "apache-2.0",
            "general.file_type": 15, "llama.block_count": 2, "llama.embedding_length": 64,
            "llama.attention.head_count": 4}
    rec = RecommendedModel(
        id=f"{name.lower().replace(' ', '-')}-q4_k_m", title=name, repo_id=f"steward-test/{name.replace(' ', '-')}",
        filename=f"{name.replace(' ', '-')}-Q4_K_M.gguf", licence="Apache-2.0", quantization="Q4_K_M",
        approx_size_bytes=size_mb * 10**6, ram_bytes=int(size_mb * 1.4) * 10**6, parameters="1M",
        notes="served by the loopback hub",
    )
    return rec, gguf_bytes(meta, os.urandom(size_mb * 10**6))


def wait(app: QApplication, condition, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the page")
        app.processEvents()
        time.sleep(0.02)


def main() -> None:
    out, data_dir = sys.argv[1], Path(sys.argv[2])
    constants.HF_HUB_OFFLINE = False
    app = QApplication(sys.argv)
    finished, finished_bytes = test_model("Loopback Tiny", 4)
    running, running_bytes = test_model("Loopback Slow", 40)
    db = open_app_database(data_dir / "steward.db")
    registry = ModelRegistry(db, data_dir / "models", curated=[finished, running, *RECOMMENDED[:3]])
    evaluator = ModelEvaluator(db, categories=("simple_python",), limit=4)
    with LoopbackHub() as hub:
        hub.host(finished.repo_id, finished.filename, finished_bytes)
        hub.host(running.repo_id, running.filename, running_bytes)
        page = ModelsPage(registry, evaluator, endpoint=hub.endpoint)
        page.setWindowTitle("Steward — Models")
        page.move(0, 0)
        page.resize(1270, 890)
        page.show()
        page.start_download(finished)
        wait(app, lambda: not page.busy, 60)
        page.evaluate(registry.get(BUNDLED_MODEL_ID))
        wait(app, lambda: not page.busy, 300)
        hub.faults.chunk_delay = 0.02  # ~12 s for 40 MB: caught mid-way
        page.start_download(running)
        bar = page.download_table.cellWidget(1, 5)
        wait(app, lambda: 300 < bar.value() < 700, 60)
        time.sleep(0.3)
        app.processEvents()
        if not QApplication.primaryScreen().grabWindow(0).save(out):
            raise SystemExit(f"could not save {out}")
        page.downloads[running.id].cancel()
        wait(app, lambda: not page.busy, 30)
    app.quit()


if __name__ == "__main__":
    main()
