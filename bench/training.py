"""Figures for the training module: held-out accuracy (BFCL AST via core.eval) of the bundled model
before and after the shipped LoRA adapter, per mode and per example kind, and the adapter's size.

    .venv/bin/python bench/training.py --limit 40 --modes generate planner
    .venv/bin/python bench/training.py --data <dir>/heldout.jsonl --run <run dir>   # + training summary

Without --data the held-out split is rebuilt from the catalog with the default recipe (seed 0), the
same split the shipped adapter was trained against (its methods never appear in training).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from models.registry import bundled_model  # noqa: E402
from models.training.evaluate import evaluate_model  # noqa: E402
from models.training.export import ADAPTERS_DIR  # noqa: E402
from models.training.lora import read_examples  # noqa: E402


def heldout(data: Path | None) -> list:
    if data:
        return read_examples(data)
    from app.settings import Settings
    from core.catalog import INDEX_FILE_NAME, Catalog
    from models.training.dataset import write_dataset

    settings = Settings()
    settings.ensure_dirs()
    with tempfile.TemporaryDirectory() as tmp:
        write_dataset(Catalog.open(settings.data_dir / INDEX_FILE_NAME), Path(tmp))
        return read_examples(Path(tmp) / "heldout.jsonl")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, help="heldout.jsonl (default: rebuilt, seed 0)")
    parser.add_argument("--adapter", type=Path, default=ADAPTERS_DIR / "steward-calls.gguf")
    parser.add_argument("--modes", nargs="+", default=["generate", "planner"], choices=["generate", "planner"])
    parser.add_argument("--limit", type=int, default=40, help="examples, evenly spread over the kinds")
    parser.add_argument("--run", type=Path, help="a run directory: also print its training summary")
    args = parser.parse_args()

    examples = heldout(args.data)
    print(f"held-out examples: {len(examples)} (evaluating {min(args.limit or len(examples), len(examples))})")
    print(f"adapter: {args.adapter.name} {args.adapter.stat().st_size / 1e6:.1f} MB")
    if args.run and (args.run / "train_summary.json").exists():
        summary = json.loads((args.run / "train_summary.json").read_text())
        losses = summary["losses"]
        print(f"training: {summary['steps']} steps, {summary['examples']} examples, "
              f"{summary['train_seconds']:.0f} s, loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    base = bundled_model().path
    table = {}
    for label, adapter in (("base", None), ("tuned", args.adapter)):
        started = time.perf_counter()
        table[label] = evaluate_model(base, adapter, examples, modes=args.modes, limit=args.limit)
        print(f"[{label}] evaluated in {time.perf_counter() - started:.0f} s")
    for mode in args.modes:
        before, after = table["base"][mode], table["tuned"][mode]
        print(f"{mode:>9}: base {before['accuracy']:5.1f}%  tuned {after['accuracy']:5.1f}%  "
              f"gain {after['accuracy'] - before['accuracy']:+.1f} points  "
              f"(hallucinated names {before['hallucinated_names']} -> {after['hallucinated_names']}, "
              f"params {before['hallucinated_params']} -> {after['hallucinated_params']})")
        print(f"{'':>9}  by kind base  {before['by_kind']}")
        print(f"{'':>9}  by kind tuned {after['by_kind']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
