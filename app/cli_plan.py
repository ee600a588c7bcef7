"""`steward call --functions FILE.json --query TEXT --json` and `steward plan TEXT --json`.

`call` prints a JSON list of {"name", "arguments"} ([] when no function applies): a stable contract.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core.errors import StewardError


def register(subparsers: argparse._SubParsersAction) -> None:
    call = subparsers.add_parser("call", help="map a request to calls of the functions in a JSON file")
    call.add_argument("--functions", required=True, type=Path, help="OpenAI/BFCL-style function schemas")
    call.add_argument("--query", required=True, help="the user's request")
    call.add_argument("--json", action="store_true", help="print the calls as JSON")
    call.add_argument("--model", type=Path, help="a GGUF model (default: the bundled model)")
    call.set_defaults(func=call_command)

    plan = subparsers.add_parser("plan", help="plan a request over the API catalog")
    plan.add_argument("text", help="the user's request")
    plan.add_argument("--granted", action="append", default=[], help="a scope already granted (repeatable)")
    plan.add_argument("--json", action="store_true", help="print the plan as JSON")
    plan.add_argument("--model", type=Path, help="a GGUF model (default: the bundled model)")
    plan.set_defaults(func=plan_command)


def _model(path: Path | None):
    from app.settings import Settings
    from app.wiring import load_language_model

    settings = Settings()
    return load_language_model(path or settings.model_path, settings)


def _fail(exc: Exception) -> int:
    print(f"error: {exc}", file=sys.stderr)
    return 2


def call_command(args: argparse.Namespace) -> int:
    from core.planner import FunctionCaller, load_functions

    try:
        functions = load_functions(args.functions)
        outcome = FunctionCaller(_model(args.model)).call(args.query, functions)
    except (StewardError, OSError) as exc:  # includes models.llm.ModelLoadError
        return _fail(exc)
    calls = [c.model_dump() for c in outcome.calls]
    if args.json:
        print(json.dumps(calls, ensure_ascii=False))
    elif not calls:
        print("No function applies to this request.")
    else:
        for c in calls:
            print(f"{c['name']}({', '.join(f'{k}={v!r}' for k, v in c['arguments'].items())})")
    return 0


def plan_command(args: argparse.Namespace) -> int:
    from app.settings import Settings
    from core.catalog import INDEX_FILE_NAME, Catalog, CatalogError
    from core.planner import Planner

    settings = Settings()
    try:
        settings.ensure_dirs()
        catalog = Catalog.open(settings.data_dir / INDEX_FILE_NAME)
        plan = Planner(_model(args.model), catalog).plan(args.text, granted_scopes=args.granted)
    except (StewardError, CatalogError, OSError) as exc:
        return _fail(exc)
    if args.json:
        out = {"kind": plan.kind, "calls": [c.model_dump() for c in plan.calls], "scopes": plan.scopes,
               "reversible": plan.reversible, "summary": plan.summary, "reply": plan.reply}
        print(json.dumps(out, ensure_ascii=False))
    elif plan.kind == "calls":
        print(plan.summary)
        print("scopes: " + (", ".join(plan.scopes) or "none"))
        print("reversible: " + ("yes" if plan.reversible else "no"))
    else:
        print(plan.reply or "No API applies; Steward would answer in chat.")
    return 0
