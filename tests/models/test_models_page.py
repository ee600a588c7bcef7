"""The Models page (pytest-qt, offscreen): download progress, cancel, switching, adding, evaluation table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from core.database import open_app_database
from models.download import partial_dir
from models.evaluation import ModelEvaluator
from models.recommended import RecommendedModel
from models.registry import BUNDLED_MODEL_ID, ModelRegistry, bundled_model
from ui.models_page import DOWNLOAD_COLUMNS, ModelsPage, seconds_text

TINY = RecommendedModel(
    id="tiny-q4_k_m", title="Tiny test model", repo_id="steward-test/tiny-GGUF", filename="Tiny-Q4_K_M.gguf",
    licence="Apache-2.0", quantization="Q4_K_M", approx_size_bytes=3_000_000, ram_bytes=10_000_000,
    parameters="1M", notes="served by the loopback hub",
)
PROGRESS_COL = DOWNLOAD_COLUMNS.index("Progress")


@pytest.fixture
def db(data_dir: Path):
    return open_app_database(data_dir / "steward.db")


@pytest.fixture
def registry(db, models_dir: Path, tmp_path: Path) -> ModelRegistry:
    return ModelRegistry(db, models_dir, adapters_dir=tmp_path / "no-adapters", curated=[TINY])


def cell(table, row: int, col: int) -> str:
    return table.item(row, col).text()


def test_download_progress_is_shown_then_the_model_is_installed(qtbot, hub, registry, small_gguf: bytes):
    hub.host(TINY.repo_id, TINY.filename, small_gguf)
    hub.faults.chunk_delay = 0.01  # ~0.5 s for 3 MB: several progress updates
    page = ModelsPage(registry, endpoint=hub.endpoint)
    qtbot.addWidget(page)
    bar = page.download_table.cellWidget(0, PROGRESS_COL)
    seen: set[int] = set()
    texts: list[str] = []
    bar.valueChanged.connect(seen.add)
    bar.valueChanged.connect(lambda _v: texts.append(bar.format()))

    qtbot.mouseClick(page.download_table.cellWidget(0, PROGRESS_COL + 1), Qt.MouseButton.LeftButton)
    assert page.download_table.cellWidget(0, PROGRESS_COL + 1).text() == "Cancel"
    qtbot.waitUntil(lambda: not page.busy, timeout=30_000)

    assert any(0 < v < 1000 for v in seen), f"no intermediate progress in {sorted(seen)}"
    # e.g. "%p% · 1 MB of 3 MB · 6 MB/s · 0 s left": bytes, speed and ETA while it runs
    assert any(" of 3 MB · " in t and "/s · " in t and "left" in t for t in texts), texts
    assert "installed and verified" in page.download_status.text()
    names = [cell(page.installed_table, r, 0) for r in range(page.installed_table.rowCount())]
    assert "Tiny test model" in names
    assert page.download_table.cellWidget(0, PROGRESS_COL).format() == "Installed"
    assert page.selected_model().id == "tiny-q4_k_m"


def test_cancel_keeps_the_partial_file(qtbot, hub, registry, models_dir: Path, small_gguf: bytes):
    hub.host(TINY.repo_id, TINY.filename, small_gguf)
    hub.faults.chunk_delay = 0.05
    page = ModelsPage(registry, endpoint=hub.endpoint)
    qtbot.addWidget(page)
    page.start_download(TINY)
    bar = page.download_table.cellWidget(0, PROGRESS_COL)
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=20_000)
    qtbot.mouseClick(page.download_table.cellWidget(0, PROGRESS_COL + 1), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.busy, timeout=20_000)

    assert "cancelled" in page.download_status.text()
    assert (partial_dir(models_dir) / f"{TINY.filename}.part").stat().st_size > 0
    assert page.download_table.cellWidget(0, PROGRESS_COL + 1).text() == "Download"


def test_failed_download_explains_itself(qtbot, hub, registry):
    page = ModelsPage(registry, endpoint=hub.endpoint)  # the hub has no such repository
    qtbot.addWidget(page)
    page.start_download(TINY)
    qtbot.waitUntil(lambda: not page.busy, timeout=20_000)
    assert "does not exist" in page.download_status.text()


def test_using_a_model_emits_model_selected_and_marks_it_active(qtbot, registry, models_dir, small_gguf):
    (models_dir / "Other.gguf").write_bytes(small_gguf)
    page = ModelsPage(registry)
    qtbot.addWidget(page)
    assert page.active_label.text().startswith("Active model: SmolLM2 135M Instruct (bundled)")
    page.select_model("other")
    with qtbot.waitSignal(page.model_selected, timeout=2000) as signal:
        qtbot.mouseClick(page.use_button, Qt.MouseButton.LeftButton)
    assert signal.args == [models_dir / "Other.gguf"]
    assert registry.active().id == "other"
    assert "Tiny Test" in page.active_label.text()
    row = page._row_of(page.installed_table, "other")
    assert cell(page.installed_table, row, 0).startswith("●")
    assert cell(page.installed_table, row, 3) == "Q4_K_M"


def test_adding_a_bad_file_shows_why(qtbot, registry, tmp_path: Path):
    page = ModelsPage(registry)
    qtbot.addWidget(page)
    bad = tmp_path / "photo.gguf"
    bad.write_bytes(b"\x89PNG not a model")
    assert page.add_file(bad) is None
    assert "not a GGUF model" in page.installed_status.text()
    assert page.installed_table.rowCount() == 1


def test_evaluation_table_shows_accuracy_and_latency(qtbot, db, registry):
    evaluator = ModelEvaluator(db, categories=("simple_python",), limit=2)
    page = ModelsPage(registry, evaluator)
    qtbot.addWidget(page)
    assert page.eval_table.rowCount() == 0
    page.select_model(BUNDLED_MODEL_ID)
    qtbot.mouseClick(page.evaluate_button, Qt.MouseButton.LeftButton)
    assert "Evaluating" in page.eval_status.text() and not page.evaluate_button.isEnabled()
    qtbot.waitUntil(lambda: not page.busy, timeout=120_000)

    assert page.eval_table.rowCount() == 1, page.eval_status.text()
    (result,) = evaluator.results()
    assert result.model_id == BUNDLED_MODEL_ID and result.total == 2
    assert cell(page.eval_table, 0, 0) == "SmolLM2 135M Instruct (bundled)"
    assert cell(page.eval_table, 0, 1) == f"{result.accuracy:.0%} ({result.correct}/2)"
    assert cell(page.eval_table, 0, 2) == seconds_text(result.mean_latency_s)
    assert "BFCL dev simple_python" in cell(page.eval_table, 0, 5)
    assert page.evaluate_button.isEnabled()


@pytest.mark.slow
def test_two_models_side_by_side(qtbot, db, registry, models_dir: Path):
    """The bundled model and a second installed copy, evaluated on the 'multiple' dev cases."""
    (models_dir / "Second-Q4_1.gguf").symlink_to(bundled_model().path)
    evaluator = ModelEvaluator(db, categories=("multiple",), limit=1)
    page = ModelsPage(registry, evaluator)
    qtbot.addWidget(page)
    for model_id in (BUNDLED_MODEL_ID, "second-q4_1"):
        page.evaluate(registry.get(model_id))
        qtbot.waitUntil(lambda: not page.busy, timeout=300_000)
    assert page.eval_table.rowCount() == 2
    assert {cell(page.eval_table, r, 4) for r in range(2)} == {"1"}
