"""Everyday requests over the catalog: are the arguments the ones the API needs? (bundled model)

    .venv/bin/python bench/everyday.py              # tests/data/catalog_everyday_args.jsonl
    .venv/bin/python bench/everyday.py --no-model   # extraction alone

Each request has its expected method and arguments, read as on Monday 2026-11-23 09:30 (+01:00). A
plan counts when its first call has the expected method and exactly the expected arguments (an
e-mail's base64 ``raw`` message is decoded and compared by recipients and text).
"""

from __future__ import annotations

import argparse
import base64
import datetime as dt
import email
import json
import statistics
import sys
import tempfile
import time
from email import policy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.catalog import Catalog  # noqa: E402
from core.planner import Planner  # noqa: E402

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))


def readable(arguments: dict) -> dict:
    """Arguments with a Gmail ``raw`` body decoded to {"to": [...], "text": ...}."""
    body = arguments.get("body")
    if not (isinstance(body, dict) and isinstance(body.get("raw"), str)):
        return arguments
    raw = body["raw"]
    message = email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)
    to = [a.strip() for a in str(message["To"]).split(",")]
    return {**arguments, "body": {"to": to, "text": str(message.get_content()).strip()}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-model", action="store_true", help="extraction and catalog search only")
    parser.add_argument("--index", type=Path, help="catalog index file (built if missing)")
    args = parser.parse_args()
    rows = [json.loads(x) for x in (ROOT / "tests" / "data" / "catalog_everyday_args.jsonl").read_text().splitlines()
            if x.strip()]
    index = args.index or Path(tempfile.gettempdir()) / "steward-bench" / "catalog.db"
    index.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog.open(index)
    model = None
    if not args.no_model:
        from models.llm import LlamaModel
        from models.registry import bundled_model

        model = LlamaModel(bundled_model().path, n_ctx=2048, n_threads=2)
    planner = Planner(model, catalog, clock=lambda: NOW)
    method_right = exact = 0
    wall: list[float] = []
    for r in rows:
        t0 = time.perf_counter()
        plan = planner.plan(r["request"])
        wall.append(time.perf_counter() - t0)
        call = plan.calls[0] if plan.calls else None
        if call is None or call.method != r["method"]:
            print(f"  method: {r['request']!r}: {call.method if call else plan.kind} (expected {r['method']})")
            continue
        method_right += 1
        got = readable(call.arguments)
        if plan.kind == "calls" and got == r["arguments"]:
            exact += 1
        else:
            print(f"  arguments: {r['request']!r}: {json.dumps(got)[:200]} missing={call.missing}")
    n = len(rows)
    print(f"everyday requests: {n}; model {model.name if model else 'none (extraction only)'}")
    print(f"method right: {100 * method_right / n:.1f}%   arguments exact (all): {100 * exact / n:.1f}%   "
          f"(of right-method plans): {100 * exact / max(method_right, 1):.1f}%")
    print(f"request→Plan wall: median {statistics.median(wall):.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
