"""The Models page: installed models (size, licence, quantization, RAM), the active one, downloads with
progress bars, and an Evaluate button whose results sit side by side so users choose by measurement.

The page only talks to duck-typed objects (a ModelRegistry and a ModelEvaluator from models/); it never
imports them, so ui/ stays free of llama_cpp. Downloads and evaluations run on worker threads and
report back through queued Qt signals. ``model_selected(path)`` fires when the user picks a model; the
app connects it to the Session so the switch takes effect without a restart.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

INSTALLED_COLUMNS = ("Model", "Source", "Size", "Quantization", "RAM needed", "Licence")
DOWNLOAD_COLUMNS = ("Model", "Hub file", "Size", "RAM needed", "Licence", "Progress", "")
EVAL_COLUMNS = ("Model", "Accuracy", "Mean latency", "p90 latency", "Cases", "Dataset")


def human_bytes(n: float | None) -> str:
    if not n:
        return "–"
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if abs(n) < 1000 or unit == "TB":
            return f"{n:.0f} {unit}" if unit in ("B", "KB", "MB") else f"{n:.2f} {unit}"
        n /= 1000
    return ""


def seconds_text(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def describe_progress(progress: Any) -> str:
    """'412 MB of 986 MB · 12.3 MB/s · 45 s left' for a DownloadProgress."""
    if progress.state == "downloading":
        parts = [f"{human_bytes(progress.downloaded)} of {human_bytes(progress.total)}"]
        if progress.speed_bps:
            parts.append(f"{human_bytes(progress.speed_bps)}/s")
        if progress.eta_seconds is not None:
            eta = progress.eta_seconds
            parts.append(f"{eta:.0f} s left" if eta < 120 else f"{eta / 60:.0f} min left")
        return " · ".join(parts)
    return {"connecting": "Connecting…", "verifying": "Verifying checksum…", "done": "Installed"}.get(
        progress.state, progress.message
    )


def _item(text: str, data: Any = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def _table(columns: tuple[str, ...], name: str, widths: dict[int, int] | None = None) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setAccessibleName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for col, width in (widths or {}).items():
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
        table.setColumnWidth(col, width)
    return table


class ModelsPage(QWidget):
    """Installed models, downloads and evaluations. ``registry``: models.registry.ModelRegistry;
    ``evaluator``: models.evaluation.ModelEvaluator (optional: without it Evaluate is hidden)."""

    model_selected = Signal(object)  # Path of the GGUF to load
    model_info_selected = Signal(object)  # the full ModelInfo (adapter included)
    _progress = Signal(str, object)  # (model id, DownloadProgress) from a worker thread
    _download_done = Signal(str, object, str)  # (model id, ModelInfo or None, error message)
    _evaluation_done = Signal(str, object, str)  # (model id, ModelEvaluation or None, error message)

    def __init__(self, registry: Any, evaluator: Any = None, parent: QWidget | None = None,
                 *, endpoint: str | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.evaluator = evaluator
        self.endpoint = endpoint
        self.downloads: dict[str, Any] = {}  # model id -> running Download
        self.evaluating: set[str] = set()
        self.threads: list[threading.Thread] = []
        self.setAcceptDrops(True)

        self.active_label = QLabel()
        self.active_label.setAccessibleName("Active model")
        self.active_label.setTextFormat(Qt.TextFormat.PlainText)

        self.installed_table = _table(INSTALLED_COLUMNS, "Installed models")
        self.installed_table.itemDoubleClicked.connect(lambda *_: self.use_selected())
        self.use_button = QPushButton("Use this model")
        self.use_button.clicked.connect(self.use_selected)
        self.evaluate_button = QPushButton("Evaluate")
        self.evaluate_button.setToolTip("Measure accuracy and latency on the dev set (runs in the background)")
        self.evaluate_button.clicked.connect(self.evaluate_selected)
        self.evaluate_button.setVisible(evaluator is not None)
        self.add_button = QPushButton("Add GGUF file…")
        self.add_button.clicked.connect(self._pick_file)
        self.remove_button = QPushButton("Remove")
        self.remove_button.clicked.connect(self.remove_selected)
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.clicked.connect(self.refresh)
        buttons = QHBoxLayout()
        for button in (self.use_button, self.evaluate_button, self.add_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)
        hint = QLabel(f"Drop .gguf files here or into {registry.models_dir}")
        hint.setWordWrap(True)
        self.installed_status = QLabel()
        self.installed_status.setWordWrap(True)
        self.installed_status.setAccessibleName("Installed models status")
        installed_box = QGroupBox("Installed models")
        box = QVBoxLayout(installed_box)
        box.addWidget(self.installed_table)
        box.addLayout(buttons)
        box.addWidget(self.installed_status)
        box.addWidget(hint)

        self.download_table = _table(DOWNLOAD_COLUMNS, "Recommended downloads", {1: 260, 5: 300})
        self.download_status = QLabel()
        self.download_status.setWordWrap(True)
        download_box = QGroupBox("Download a recommended model (Hugging Face Hub)")
        box = QVBoxLayout(download_box)
        box.addWidget(self.download_table)
        box.addWidget(self.download_status)

        self.eval_table = _table(EVAL_COLUMNS, "Evaluation results", {5: 260})
        self.eval_status = QLabel("Evaluate a model to compare accuracy and latency on the same requests.")
        self.eval_status.setWordWrap(True)
        eval_box = QGroupBox("Evaluation (planner dev set, AST-checked calls)")
        box = QVBoxLayout(eval_box)
        box.addWidget(self.eval_table)
        box.addWidget(self.eval_status)
        eval_box.setVisible(evaluator is not None)

        layout = QVBoxLayout(self)
        layout.addWidget(self.active_label)
        layout.addWidget(installed_box, 3)
        layout.addWidget(download_box, 3)
        layout.addWidget(eval_box, 2)

        self._progress.connect(self._on_progress)
        self._download_done.connect(self._on_download_done)
        self._evaluation_done.connect(self._on_evaluation_done)
        self.refresh()

    # -- views ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read installed models, the active choice, the curated list and stored evaluations."""
        active = self.registry.active()
        self.active_label.setText(f"Active model: {active.label}  ({human_bytes(active.size_bytes)}, "
                                  f"{active.quantization or '?'}, {active.licence})")
        installed = self.registry.installed()
        self.installed_table.setRowCount(len(installed))
        for row, info in enumerate(installed):
            name = f"● {info.label}" if info.id == active.id else info.label
            cells = (name, info.source, human_bytes(info.size_bytes), info.quantization or "?",
                     human_bytes(info.ram_bytes), info.licence)
            for col, text in enumerate(cells):
                self.installed_table.setItem(row, col, _item(text, info))
            if info.id == active.id:
                font = self.installed_table.item(row, 0).font()
                font.setBold(True)
                self.installed_table.item(row, 0).setFont(font)
        self._fill_downloads()
        self._fill_evaluations()

    def _fill_downloads(self) -> None:
        entries = self.registry.recommended()
        self.download_table.setRowCount(len(entries))
        for row, (rec, have) in enumerate(entries):
            cells = (rec.title, f"{rec.repo_id}/{rec.filename}", f"~{human_bytes(rec.approx_size_bytes)}",
                     human_bytes(rec.ram_bytes), rec.licence)
            for col, text in enumerate(cells):
                self.download_table.setItem(row, col, _item(text, rec))
            self.download_table.item(row, 0).setToolTip(rec.notes)
            bar = QProgressBar()
            bar.setAccessibleName(f"Download progress of {rec.title}")
            bar.setRange(0, 100)
            bar.setValue(100 if have else 0)
            bar.setFormat("Installed" if have else "%p%")
            self.download_table.setCellWidget(row, 5, bar)
            button = QPushButton()
            button.clicked.connect(lambda _=False, r=rec: self._toggle_download(r))
            self.download_table.setCellWidget(row, 6, button)
            self._update_download_button(row, rec, have)

    def _update_download_button(self, row: int, rec: Any, have: bool) -> None:
        button = self.download_table.cellWidget(row, 6)
        running = rec.id in self.downloads
        button.setText("Cancel" if running else ("Installed" if have else "Download"))
        button.setEnabled(running or not have)

    def _fill_evaluations(self) -> None:
        if self.evaluator is None:
            return
        results = self.evaluator.results()
        labels = {m.id: m.label for m in self.registry.installed()}
        self.eval_table.setRowCount(len(results))
        for row, res in enumerate(results):
            cells = (labels.get(res.model_id, res.model_id), f"{res.accuracy:.0%} ({res.correct}/{res.total})",
                     seconds_text(res.mean_latency_s), seconds_text(res.p90_latency_s), str(res.total), res.dataset)
            for col, text in enumerate(cells):
                self.eval_table.setItem(row, col, _item(text, res))

    def _row_of(self, table: QTableWidget, model_id: str) -> int:
        for row in range(table.rowCount()):
            data = table.item(row, 0).data(Qt.ItemDataRole.UserRole)
            if data is not None and data.id == model_id:
                return row
        return -1

    def selected_model(self) -> Any:
        rows = self.installed_table.selectionModel().selectedRows()
        return self.installed_table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole) if rows else None

    def select_model(self, model_id: str) -> None:
        self.installed_table.selectRow(self._row_of(self.installed_table, model_id))

    # -- actions --------------------------------------------------------------------------------
    def use_selected(self) -> None:
        """Make the selected model active and ask the app to load it now."""
        info = self.selected_model()
        if info is None:
            return
        info = self.registry.set_active(info.id)
        self.refresh()
        self.model_selected.emit(info.path)
        self.model_info_selected.emit(info)

    def add_file(self, path: Path) -> Any:
        try:
            info = self.registry.add_file(Path(path))
        except Exception as exc:  # every registry error carries a user-facing message
            self.installed_status.setText(f"Cannot add {Path(path).name}: {exc}")
            return None
        self.refresh()
        self.select_model(info.id)
        self.installed_status.setText(f"Added {info.label}.")
        return info

    def _pick_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Add a GGUF model", str(Path.home()), "GGUF models (*.gguf)")
        if path:
            self.add_file(Path(path))

    def remove_selected(self) -> None:
        info = self.selected_model()
        if info is None:
            return
        try:
            self.registry.remove(info.id)
            self.installed_status.setText(f"Removed {info.label} from the list (the file is kept).")
        except Exception as exc:  # e.g. the bundled model cannot be removed
            self.installed_status.setText(str(exc))
        self.refresh()

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if any(u.toLocalFile().endswith(".gguf") for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt override)
        for url in event.mimeData().urls():
            if url.toLocalFile().endswith(".gguf"):
                self.add_file(Path(url.toLocalFile()))

    # -- downloads ------------------------------------------------------------------------------
    def _toggle_download(self, rec: Any) -> None:
        if rec.id in self.downloads:
            self.downloads[rec.id].cancel()
        else:
            self.start_download(rec)

    def start_download(self, rec: Any) -> Any:
        """Start downloading a curated model on a worker thread; returns the Download."""
        download = self.registry.new_download(
            rec, endpoint=self.endpoint, on_progress=lambda p, key=rec.id: self._progress.emit(key, p)
        )
        self.downloads[rec.id] = download

        def work() -> None:
            try:
                info = self.registry.record_download(download.run(), rec)
                self._download_done.emit(rec.id, info, "")
            except Exception as exc:  # shown to the user; DownloadError messages say what to do
                self._download_done.emit(rec.id, None, str(exc))

        self._start_thread(work, f"download-{rec.id}")
        self._update_download_button(self._row_of(self.download_table, rec.id), rec, False)
        return download

    def _on_progress(self, model_id: str, progress: Any) -> None:
        row = self._row_of(self.download_table, model_id)
        if row < 0:
            return
        bar = self.download_table.cellWidget(row, 5)
        if progress.fraction is not None:
            bar.setRange(0, 1000)
            bar.setValue(int(progress.fraction * 1000))
        else:
            bar.setRange(0, 0)
        bar.setFormat(f"%p% · {describe_progress(progress)}" if progress.state == "downloading"
                      else describe_progress(progress))
        self.download_status.setText(f"{progress.filename}: {describe_progress(progress)}")

    def _on_download_done(self, model_id: str, info: Any, error: str) -> None:
        self.downloads.pop(model_id, None)
        self.refresh()
        if info is not None:
            self.download_status.setText(f"{info.label} is installed and verified. Select it and press "
                                         "“Use this model”.")
            self.select_model(info.id)
        else:
            self.download_status.setText(error)

    # -- evaluation -----------------------------------------------------------------------------
    def evaluate_selected(self) -> None:
        info = self.selected_model()
        if info is not None:
            self.evaluate(info)

    def evaluate(self, info: Any) -> None:
        """Evaluate ``info`` on a worker thread; the table updates when it finishes."""
        if self.evaluator is None or info.id in self.evaluating:
            return
        self.evaluating.add(info.id)
        self.evaluate_button.setEnabled(False)
        self.eval_status.setText(f"Evaluating {info.label}… (the app stays usable)")

        def work() -> None:
            try:
                self._evaluation_done.emit(info.id, self.evaluator.run(info), "")
            except Exception as exc:  # shown in the status line
                self._evaluation_done.emit(info.id, None, f"Evaluation of {info.label} failed: {exc}")

        self._start_thread(work, f"evaluate-{info.id}")

    def _on_evaluation_done(self, model_id: str, result: Any, error: str) -> None:
        self.evaluating.discard(model_id)
        self.evaluate_button.setEnabled(not self.evaluating)
        self._fill_evaluations()
        if result is None:
            self.eval_status.setText(error)
        else:
            self.eval_status.setText(f"{model_id}: {result.accuracy:.0%} correct, "
                                     f"{seconds_text(result.mean_latency_s)} per request on average "
                                     f"({result.dataset}).")

    def _start_thread(self, target, name: str) -> None:
        thread = threading.Thread(target=target, name=name, daemon=True)
        self.threads = [t for t in self.threads if t.is_alive()] + [thread]
        thread.start()

    def cancel_all(self) -> None:
        """Cancel running downloads (their partial files are kept for a later resume)."""
        for download in list(self.downloads.values()):
            download.cancel()

    @property
    def busy(self) -> bool:
        return bool(self.downloads or self.evaluating)
