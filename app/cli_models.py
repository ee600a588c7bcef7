"""`steward models …`: list, add, use, remove, download and evaluate on-device models."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.settings import Settings


def _registry():
    from core.database import open_app_database
    from models.registry import ModelRegistry

    settings = Settings()
    settings.ensure_dirs()
    db = open_app_database(settings.database_path)
    return ModelRegistry(db, settings.models_dir, n_ctx=settings.n_ctx), db, settings


def _gb(n: float) -> str:
    return f"{n / 1e9:.2f} GB" if n >= 1e9 else f"{n / 1e6:.0f} MB"


def _list(args: argparse.Namespace) -> int:
    registry, _db, _settings = _registry()
    active = registry.active()
    for m in registry.installed():
        mark = "*" if m.id == active.id else " "
        print(f"{mark} {m.id:40} {m.source:9} {_gb(m.size_bytes):>9} {m.quantization or '?':8} "
              f"RAM~{_gb(m.ram_bytes):>9}  {m.licence}")
    return 0


def _recommended(args: argparse.Namespace) -> int:
    registry, _db, _settings = _registry()
    for rec, have in registry.recommended():
        state = "installed" if have else ""
        print(f"{rec.id:32} {rec.repo_id}/{rec.filename}  ~{_gb(rec.approx_size_bytes)}  "
              f"RAM~{_gb(rec.ram_bytes)}  {rec.licence}  {state}")
    print("Sizes are approximate and no sha256 is pinned: files are checked against the hub's LFS sha256.")
    return 0


def _add(args: argparse.Namespace) -> int:
    registry, _db, _settings = _registry()
    info = registry.add_file(Path(args.path))
    print(f"added {info.id} ({_gb(info.size_bytes)}, {info.quantization or '?'}, {info.licence})")
    return 0


def _use(args: argparse.Namespace) -> int:
    registry, _db, _settings = _registry()
    info = registry.set_active(args.id)
    print(f"active model: {info.id} ({info.path})")
    return 0


def _remove(args: argparse.Namespace) -> int:
    registry, _db, _settings = _registry()
    registry.remove(args.id, delete_file=args.delete)
    print(f"removed {args.id}" + (" and deleted its file" if args.delete else ""))
    return 0


def _download(args: argparse.Namespace) -> int:
    from models.recommended import RECOMMENDED

    registry, _db, _settings = _registry()
    rec = next((r for r in RECOMMENDED if r.id == args.id), None)
    if rec is None:
        print(f"error: no recommended model {args.id!r}; see `steward models recommended`.", file=sys.stderr)
        return 2

    def show(p) -> None:
        if p.state == "downloading" and p.total:
            eta = f", {p.eta_seconds:.0f} s left" if p.eta_seconds is not None else ""
            print(f"\r{p.downloaded / p.total:6.1%} of {_gb(p.total)} at {p.speed_bps / 1e6:.1f} MB/s{eta}   ",
                  end="", file=sys.stderr, flush=True)
        elif p.state in ("connecting", "verifying"):
            print(f"\n{p.state}…", file=sys.stderr, flush=True)

    info = registry.download(rec, endpoint=args.endpoint, on_progress=show)
    print(f"\ninstalled {info.id}: {info.path} (sha256 {info.sha256})")
    return 0


def _evaluate(args: argparse.Namespace) -> int:
    from models.evaluation import ModelEvaluator

    registry, db, settings = _registry()
    evaluator = ModelEvaluator(db, categories=tuple(args.category or ("multiple",)), limit=args.limit,
                               n_threads=settings.n_threads, pipeline=args.pipeline)
    result = evaluator.run(registry.get(args.id) if args.id else registry.active())
    print(f"{result.model_id}: accuracy {result.accuracy:.1%} ({result.correct}/{result.total}), mean "
          f"{result.mean_latency_s:.2f} s, median {result.median_latency_s:.2f} s, p90 {result.p90_latency_s:.2f} s, load {result.load_seconds:.1f} s "
          f"[{result.dataset}]")
    return 0


def register(subparsers) -> None:
    """Add `steward models …` to the app's argparse subparsers."""
    models = subparsers.add_parser("models", help="list, add, choose, download and evaluate models")
    sub = models.add_subparsers(dest="models_command", required=True)
    sub.add_parser("list", help="installed models (* = active)").set_defaults(func=_list)
    sub.add_parser("recommended", help="the curated download list").set_defaults(func=_recommended)
    add = sub.add_parser("add", help="register a GGUF file you already have")
    add.add_argument("path")
    add.set_defaults(func=_add)
    use = sub.add_parser("use", help="make an installed model the active one")
    use.add_argument("id")
    use.set_defaults(func=_use)
    remove = sub.add_parser("remove", help="forget a user or downloaded model")
    remove.add_argument("id")
    remove.add_argument("--delete", action="store_true", help="also delete the file from the models folder")
    remove.set_defaults(func=_remove)
    download = sub.add_parser("download", help="download a recommended model (HF_ENDPOINT respected)")
    download.add_argument("id")
    download.add_argument("--endpoint", help="hub or mirror URL (default: HF_ENDPOINT or huggingface.co)")
    download.set_defaults(func=_download)
    evaluate = sub.add_parser("evaluate", help="accuracy and latency on the dev set")
    evaluate.add_argument("id", nargs="?", help="model id (default: the active model)")
    evaluate.add_argument("--category", action="append", default=None,
                          help="BFCL category of the dev split (repeatable; default: multiple)")
    evaluate.add_argument("--limit", type=int, default=12, help="cases per category")
    evaluate.add_argument("--pipeline", choices=("steward", "model"), default="steward",
                          help="steward: the app's full caller; model: free generation (the model alone)")
    evaluate.set_defaults(func=_evaluate)
