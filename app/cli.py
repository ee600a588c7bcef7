"""The `steward` command line: chat, version, and the subcommands each capability registers."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
from pathlib import Path

from app import __version__
from app.settings import Settings
from core.errors import StewardError
from core.events import ErrorEvent, Event, ReplyToken

# Capability modules that add subcommands: each has register(subparsers).
SUBCOMMAND_MODULES: tuple[str, ...] = (
    "app.cli_catalog",
    "app.cli_plan",
    "app.cli_timeline",
    "app.cli_models",
    "app.cli_runtime",
    "app.cli_accounts",
    "app.cli_train",
)


def _chat(args: argparse.Namespace) -> int:
    from app.wiring import build

    settings = Settings()
    if args.model:
        settings.model_path = Path(args.model)
    steward = build(settings)
    errors: list[str] = []

    def show(event: Event) -> None:
        if isinstance(event, ReplyToken):
            sys.stdout.write(event.text)
            sys.stdout.flush()
        elif isinstance(event, ErrorEvent):
            errors.append(event.message)
            print(f"error: {event.message}", file=sys.stderr)

    steward.session.subscribe(show)

    async def run() -> str | None:
        if not await steward.session.load_model():
            return None
        return await steward.session.submit(args.text)

    try:
        reply = asyncio.run(run())
    finally:
        steward.close()
    if reply is None:
        return 2
    sys.stdout.write("\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="steward", description="Steward, a local-first desktop assistant.")
    parser.add_argument("--version", action="version", version=f"steward {__version__}")
    sub = parser.add_subparsers(dest="command")
    chat = sub.add_parser("chat", help="send one message and print the streamed reply")
    chat.add_argument("text")
    chat.add_argument("--model", help="path to a GGUF model (default: the bundled model)")
    chat.set_defaults(func=_chat)
    gui = sub.add_parser("gui", help="open the desktop window (the default)")
    gui.set_defaults(func=lambda _args: _run_gui())
    for name in SUBCOMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def _run_gui() -> int:
    from app.gui import run_gui

    return run_gui()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        return _run_gui()
    try:
        return int(args.func(args) or 0)
    except StewardError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
