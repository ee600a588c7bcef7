"""`steward timeline list | undo ID | commit [ID]`: the action timeline from the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from core.timeline import EntryState, Journal, NotUndoable, Timeline, TimelineEntry, UndoConflict

EXIT_CONFLICT = 3  # undo refused because the world changed since; rerun with --overwrite to force
EXIT_REFUSED = 4  # nothing to undo / the user said no


def register(subparsers: argparse._SubParsersAction) -> None:
    timeline = subparsers.add_parser("timeline", help="list, undo or commit the actions Steward took")
    commands = timeline.add_subparsers(dest="timeline_command", required=True)

    listing = commands.add_parser("list", help="show recent actions, newest first")
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument("--state", choices=[s.value for s in EntryState], help="only entries in this state")
    listing.set_defaults(func=list_command)

    undo = commands.add_parser("undo", help="show what will be reverted, then revert action ID")
    undo.add_argument("id", type=int)
    undo.add_argument("--group", action="store_true", help="undo every action of ID's request")
    undo.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    undo.add_argument("--overwrite", action="store_true", help="revert even if the target changed since")
    undo.set_defaults(func=undo_command)

    commit = commands.add_parser("commit", help="keep actions for good (all pending up to ID; default all)")
    commit.add_argument("id", type=int, nargs="?")
    commit.set_defaults(func=commit_command)


def _settings():
    from app.settings import Settings

    settings = Settings()
    settings.ensure_dirs()
    return settings


def _open_journal() -> Journal:
    from core.database import open_app_database

    return Journal(open_app_database(_settings().database_path))


def _open_timeline() -> Timeline:
    """The app's timeline, wired like the GUI's (REST undo needs the catalog and the accounts' tokens)."""
    from app.wiring import build
    from core.timeline.world import default_runtime

    steward = build(_settings())
    wired = getattr(steward, "timeline", None)
    return wired if wired is not None else Timeline(default_runtime(steward.settings.data_dir), Journal(steward.db))


def format_entry(entry: TimelineEntry) -> str:
    flags = "" if entry.reversible else "  [irreversible]"
    line = f"#{entry.id:<5} {entry.state.value:<14} {entry.created_at[:19]}  {entry.service:<10} {entry.summary}{flags}"
    if entry.preview:
        line += f"\n       → {entry.preview}"
    if entry.error:
        line += f"\n       ! {entry.error}"
    return line


def list_command(args: argparse.Namespace) -> int:
    journal = _open_journal()
    states = {EntryState(args.state)} if args.state else None
    entries = journal.entries(limit=args.limit, states=states)
    if not entries:
        print("No actions recorded yet.")
        return 0
    group = None
    for entry in entries:
        if entry.group_id != group:
            group = entry.group_id
            print(f"“{entry.request}”")
        print("  " + format_entry(entry).replace("\n", "\n  "))
    minutes = journal.get_policy("auto_commit_minutes")
    print(f"\nAuto-commit: {'after ' + minutes + ' min' if minutes else 'off'}")
    return 0


def undo_command(args: argparse.Namespace, *, ask: Callable[[str], str] = input) -> int:
    timeline = _open_timeline()
    entry = timeline.journal.entry(args.id)
    try:
        preview = (
            timeline.group_undo_preview(entry.group_id) if args.group else timeline.undo_preview(args.id)
        )
    except NotUndoable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    print("This will revert:\n" + preview.describe())
    if not args.yes and ask("Undo? [y/N] ").strip().lower() not in ("y", "yes"):
        print("Nothing changed.")
        return EXIT_REFUSED
    try:
        undone = (
            timeline.undo_group(entry.group_id, overwrite=args.overwrite)
            if args.group
            else (timeline.undo(args.id, overwrite=args.overwrite) or [args.id])
        )
    except UndoConflict as exc:
        print(f"error: {exc}\nRun again with --overwrite to replace your later changes.", file=sys.stderr)
        return EXIT_CONFLICT
    except NotUndoable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    print("Undid " + ", ".join(f"#{i}" for i in undone) + ".")
    return 0


def commit_command(args: argparse.Namespace) -> int:
    timeline = _open_timeline()
    committed = timeline.commit(args.id)
    if not committed:
        print("Nothing pending to commit.")
    else:
        print(f"Committed {len(committed)} action(s): " + ", ".join(f"#{i}" for i in committed) + ".")
    return 0
