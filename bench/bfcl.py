"""BFCL accuracy of the planner with the bundled model, and the ablation table.

    .venv/bin/python bench/bfcl.py                    # held-out: 100 per category, full planner
    .venv/bin/python bench/bfcl.py --ablation 15      # + ablation table on 15 per category
    .venv/bin/python bench/bfcl.py --n 20 --split dev # quick look while developing
    .venv/bin/python bench/bfcl.py --n 200 --categories live_simple,live_multiple,live_irrelevance
                                                      # users' own wordings: the held-out half no rule was read from

Prints accuracy, hallucinated names/params, wall and CPU latency (the machine is shared, so CPU
seconds are the steadier figure) and the load average at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("STEWARD_DATE_ORDER", "mdy")  # BFCL's questions are written in US date order
from core.eval import evaluate, load_cases  # noqa: E402
from core.planner import CallerOptions, FunctionCaller, to_function_spec  # noqa: E402

CATEGORIES = ("simple_python", "multiple", "irrelevance", "parallel")
DATA_ONLY = "data only (retrieval + extraction, no model)"
ABLATION = [
    (DATA_ONLY, CallerOptions()),
    ("plain prompt", CallerOptions(retrieval=False, constrained=False, scoring=False, feedback=False,
                                    max_new_tokens=48)),
    ("+retrieval (Gorilla prompt)", CallerOptions(retrieval=True, constrained=False, scoring=False,
                                                   feedback=False, max_new_tokens=48)),
    ("+trie (names, spans, schema args)", CallerOptions(constrained=True, scoring=False, feedback=False,
                                                        on_missing="ask", parallel=False)),
    ("+scoring / self-consistency", CallerOptions(constrained=True, scoring=True, feedback=False,
                                                  on_missing="ask", parallel=False)),
    ("+feedback", CallerOptions(on_missing="ask", parallel=False)),
    ("+parallel (full planner)", CallerOptions()),
    ("full + grounded guesses", CallerOptions(on_missing="guess")),
]


def run(model, options: CallerOptions, category: str, n: int, split: str):
    caller = FunctionCaller(model, options)
    cpu: list[float] = []

    def predict(question, functions):
        start = time.process_time()
        try:
            return [c.model_dump() for c in caller.call(question, [to_function_spec(f) for f in functions]).calls]
        finally:
            cpu.append(time.process_time() - start)

    report = evaluate(load_cases(category, split=split, limit=n), predict)
    cpu.sort()
    return report, (cpu[len(cpu) // 2] if cpu else 0.0)


def row(label: str, category: str, report, cpu_median: float) -> str:
    return (f"{label:36s} {category:16s} {report.total:4d} {100 * report.accuracy:6.1f}% "
            f"{report.hallucinated_names:5d} {report.hallucinated_params:6d} "
            f"{report.latency(0.5):7.2f}s {report.latency(0.95):7.2f}s {cpu_median:7.2f}s")


HEADER = (f"{'configuration':36s} {'category':16s} {'n':>4s} {'acc':>7s} {'hal.n':>5s} {'hal.p':>6s} "
          f"{'wall med':>8s} {'wall p95':>8s} {'cpu med':>8s}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100, help="cases per category (held-out split)")
    parser.add_argument("--split", default="heldout", choices=["heldout", "dev", "all"])
    parser.add_argument("--ablation", type=int, default=0, help="cases per category for the ablation table")
    parser.add_argument("--categories", default=",".join(CATEGORIES))
    parser.add_argument("--model", type=Path, help="GGUF (default: the bundled SmolLM2-135M)")
    parser.add_argument("--adapter", type=Path, help="a LoRA GGUF on top of the model (e.g. the shipped steward-calls)")
    parser.add_argument("--failures", type=Path, help="write failures as JSON here")
    parser.add_argument("--skip-full", action="store_true", help="only the ablation table")
    parser.add_argument("--skip-free", action="store_true", help="ablation without the two slow free-generation rows")
    parser.add_argument("--only", help="ablation rows whose label contains this text")
    args = parser.parse_args()

    from models.llm import LlamaModel
    from models.registry import bundled_model

    path = args.model or bundled_model().path
    if args.adapter:
        from models.training.evaluate import load_model

        model = load_model(path, args.adapter)
    else:
        model = LlamaModel(path, n_ctx=2048, n_threads=2)
    categories = args.categories.split(",")
    print(f"model: {model.name}; split: {args.split}; BFCL v4 (bfcl-eval 2026.3.23)")
    print(HEADER)
    failures = {}
    for category in categories if not args.skip_full else ():
        report, cpu = run(model, CallerOptions(), category, args.n, args.split)
        print(row("full planner", category, report, cpu), flush=True)
        failures[category] = report.failures
    if args.ablation:
        print(f"\nablation ({args.ablation} per category, {args.split} split)")
        print(HEADER)
        for label, options in ABLATION:
            if (args.skip_free and not options.constrained) or (args.only and args.only not in label):
                continue
            for category in categories:
                report, cpu = run(None if label == DATA_ONLY else model, options, category, args.ablation, args.split)
                print(row(label, category, report, cpu), flush=True)
    if args.failures:
        args.failures.write_text(json.dumps(failures, indent=1, default=str))
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
