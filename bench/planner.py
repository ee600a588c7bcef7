"""Planner over the catalog: method accuracy, scope excess, request→Plan latency (bundled model).

    .venv/bin/python bench/planner.py                 # catalog dev set (tests/data/catalog_devset.jsonl)
    .venv/bin/python bench/planner.py --set heldout   # the catalog's held-out requests

Method accuracy counts a plan right when its (first) call — or the call it asks a clarifying question
about — is the expected method. Scope excess: share of right-method plans whose scopes authorize more
than the expected least-privilege scope; scope insufficiency: the expected scope is not covered.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.catalog import Catalog  # noqa: E402
from core.planner import Planner  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def constraint_overhead(model, steps: int = 500) -> tuple[float, float]:
    """Milliseconds per step of the token-trie logits processor, and of one generated token."""
    import numpy as np

    from core.planner.trie import TokenTrie, TrieConstraint

    names = ["gmail.users.messages.send", "calendar.events.insert", "drive.files.list", "none"]
    trie = TokenTrie(model.tokenize(n) for n in names)
    constraint = TrieConstraint(trie, 10, [model.eos_token])
    logits = np.random.default_rng(0).standard_normal(model.n_vocab).astype(np.float32)
    ids = np.array(list(range(10)) + model.tokenize(names[0])[:2])
    t0 = time.perf_counter()
    for _ in range(steps):
        constraint(ids, logits)
    per_step = (time.perf_counter() - t0) / steps * 1000
    t0 = time.perf_counter()
    n = sum(1 for _ in model.stream("Write a sentence about the sea.", max_tokens=32))
    per_token = (time.perf_counter() - t0) / max(n, 1) * 1000
    return per_step, per_token


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="devset", choices=["devset", "heldout"])
    parser.add_argument("--index", type=Path, help="catalog index file (built if missing)")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--stride", type=int, default=1, help="take every Nth request (a spread sample)")
    parser.add_argument("--model", type=Path)
    args = parser.parse_args()

    from models.llm import LlamaModel
    from models.registry import bundled_model

    rows = [json.loads(x) for x in (ROOT / "tests" / "data" / f"catalog_{args.set}.jsonl").read_text().splitlines() if x.strip()]
    rows = rows[:: args.stride]
    rows = rows[: args.limit] if args.limit else rows
    index = args.index or Path(tempfile.gettempdir()) / "steward-bench" / "catalog.db"
    index.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog.open(index)
    model = LlamaModel(args.model or bundled_model().path, n_ctx=2048, n_threads=2)
    planner = Planner(model, catalog)

    right = retrieval_right = exact = excess = insufficient = 0
    kinds: dict[str, int] = {}
    wall: list[float] = []
    cpu: list[float] = []
    misses = []
    for r in rows:
        top = catalog.search(r["request"], k=1)
        retrieval_right += bool(top) and top[0].method.id == r["method"]
        t0, c0 = time.perf_counter(), time.process_time()
        plan = planner.plan(r["request"])
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        kinds[plan.kind] = kinds.get(plan.kind, 0) + 1
        method = plan.calls[0].method if plan.calls else None
        if method != r["method"]:
            misses.append((r["request"], r["method"], method, plan.kind))
            continue
        right += 1
        expected = {catalog.scope(r["scope"]).id} if r["scope"] else set()
        got = set(plan.calls[0].scopes)
        if got == expected:
            exact += 1
        elif not expected <= got or not got:
            insufficient += 1
        else:
            excess += 1
    n = len(rows)
    print(f"catalog {args.set}: {n} requests; model {model.name}")
    print(f"retrieval top-1 (catalog.search alone): {100 * retrieval_right / n:.1f}%")
    print(f"method accuracy (planner):              {100 * right / n:.1f}%")
    print(f"scope exact / excess / insufficient (of right-method plans): "
          f"{100 * exact / max(right, 1):.1f}% / {100 * excess / max(right, 1):.1f}% / {100 * insufficient / max(right, 1):.1f}%")
    print(f"plan kinds: {kinds}")
    print(f"request→Plan wall: median {statistics.median(wall):.2f}s p95 {pct(wall, 0.95):.2f}s; "
          f"CPU: median {statistics.median(cpu):.2f}s p95 {pct(cpu, 0.95):.2f}s")
    step_ms, token_ms = constraint_overhead(model)
    print(f"token-trie logits processor: {step_ms:.3f} ms/step vs {token_ms:.1f} ms per generated token "
          f"({100 * step_ms / token_ms:.2f}% overhead)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for m in misses[:15]:
        print("  miss:", m)
    return 0


if __name__ == "__main__":
    sys.exit(main())
