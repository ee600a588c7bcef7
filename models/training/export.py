"""From a finished run to files the app can load: a LoRA GGUF, or a merged and quantized model, registered."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from models.training.gguf_export import ExportError, convert_adapter, convert_model, quantize
from models.training.lora import latest_checkpoint, merge_adapter

ADAPTERS_DIR = Path(__file__).resolve().parents[2] / "resources" / "adapters"


@dataclass(frozen=True)
class ExportResult:
    path: Path
    kind: str  # "adapter" or "model"
    size_bytes: int


def adapter_dir(run_dir: Path, checkpoint: str | None = None) -> Path:
    """The adapter of a run: its final one, a named checkpoint, or the latest checkpoint if unfinished."""
    run_dir = Path(run_dir)
    if checkpoint:
        path = run_dir / "checkpoints" / checkpoint
    elif (run_dir / "adapter" / "adapter_config.json").exists():
        path = run_dir / "adapter"
    else:
        path = latest_checkpoint(run_dir / "checkpoints") or run_dir / "adapter"
    if not (path / "adapter_config.json").exists():
        raise ExportError(f"No LoRA adapter in {path}; train first (`steward train run`) or name a checkpoint.")
    return path


def export_adapter(run_dir: Path, base_dir: Path, out: Path, *, outtype: str = "f16",
                   checkpoint: str | None = None) -> ExportResult:
    """The run's LoRA as a GGUF adapter (loaded on top of the base GGUF with lora_path)."""
    path = convert_adapter(adapter_dir(run_dir, checkpoint), Path(base_dir), Path(out), outtype=outtype)
    return ExportResult(path, "adapter", path.stat().st_size)


def export_merged(run_dir: Path, base_dir: Path, out: Path, *, quant: str = "Q8_0",
                  checkpoint: str | None = None) -> ExportResult:
    """Base + LoRA merged, converted to GGUF (f16) and quantized (Q8_0, Q4_K_M, ...)."""
    out = Path(out)
    work = out.parent / f".{out.stem}-work"
    try:
        merged = merge_adapter(Path(base_dir), adapter_dir(run_dir, checkpoint), work / "hf")
        f16 = convert_model(merged, work / "model-f16.gguf", outtype="f16")
        if quant.upper() == "F16":
            shutil.move(f16, out)
        else:
            quantize(f16, out, quant.upper())
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return ExportResult(out, "model", out.stat().st_size)


def ship_adapter(adapter_gguf: Path, name: str, adapters_dir: Path = ADAPTERS_DIR) -> Path:
    """Copy a LoRA GGUF into resources/adapters/, where the model registry offers it on the bundled model."""
    adapters_dir.mkdir(parents=True, exist_ok=True)
    target = adapters_dir / f"{name}.gguf"
    shutil.copyfile(adapter_gguf, target)
    return target


def register_model(gguf: Path, data_dir: Path | None = None):
    """Add an exported full model to the user's models (listed and selectable in the app)."""
    from app.settings import Settings
    from core.database import open_app_database
    from models.registry import ModelRegistry

    settings = Settings(data_dir=data_dir) if data_dir else Settings()
    settings.ensure_dirs()
    target = settings.models_dir / Path(gguf).name
    if Path(gguf).resolve() != target.resolve():
        shutil.copyfile(gguf, target)
    registry = ModelRegistry(open_app_database(settings.database_path), settings.models_dir)
    return next(m for m in registry.installed() if m.path.resolve() == target.resolve())
