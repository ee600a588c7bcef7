"""`steward catalog stats | search "text" | show METHOD_ID`: the API catalog from the command line."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from core.catalog import INDEX_FILE_NAME, Catalog, Method


def register(subparsers: argparse._SubParsersAction) -> None:
    catalog = subparsers.add_parser("catalog", help="search and inspect the API catalog")
    catalog.add_argument("--index", type=Path, help=f"index file (default: <data dir>/{INDEX_FILE_NAME})")
    catalog.add_argument("--rebuild", action="store_true", help="rebuild the index from the shipped documents")
    commands = catalog.add_subparsers(dest="catalog_command", required=True)

    stats = commands.add_parser("stats", help="counts of APIs, methods, scopes and local connectors")
    stats.add_argument("--json", action="store_true", help="print the counts as JSON")
    stats.set_defaults(func=stats_command)

    search = commands.add_parser("search", help="find methods for a request, best first")
    search.add_argument("text")
    search.add_argument("-k", type=int, default=10, help="how many results (default 10)")
    search.set_defaults(func=search_command)

    show = commands.add_parser("show", help="a method's schema, scopes, least-privilege scope and inverse")
    show.add_argument("method_id")
    show.add_argument("--granted", action="append", default=[], help="a scope already granted (repeatable)")
    show.add_argument("--target", action="append", default=[], help="a special resource the call targets")
    show.set_defaults(func=show_command)


def open_catalog(args: argparse.Namespace) -> Catalog:
    path = args.index
    if path is None:
        from app.settings import Settings

        settings = Settings()
        settings.ensure_dirs()
        path = settings.data_dir / INDEX_FILE_NAME
    return Catalog.open(path, rebuild=args.rebuild)


def stats_command(args: argparse.Namespace) -> int:
    stats = open_catalog(args).stats()
    if args.json:
        print(stats.model_dump_json(indent=2))
        return 0
    print(f"Discovery documents shipped:   {stats.documents_shipped} ({stats.api_names} API names, "
          f"{stats.methods_all_versions} methods over all versions, {stats.scopes} scopes)")
    print(f"APIs imported (one version):   {stats.apis}")
    print(f"Methods imported:              {stats.methods}")
    print(f"Scopes used by imported APIs:  {stats.scopes_imported} ({stats.restricted_scopes} resource-restricted)")
    print(f"Local connectors:              {stats.local_connectors} ({stats.local_methods} methods, "
          f"{stats.local_scopes} scopes)")
    print(f"Methods with an inverse:       {stats.methods_with_inverse}; irreversible: {stats.irreversible_methods}")
    print(f"Index build time:              {stats.build_seconds:.1f} s")
    print(f"Skipped documents/specs:       {stats.documents_skipped}")
    for line in stats.skipped:
        print(f"  - {line}")
    return 0


def search_command(args: argparse.Namespace) -> int:
    hits = open_catalog(args).search(args.text, k=args.k)
    if not hits:
        print("No method matches; try other words.")
        return 1
    for rank, hit in enumerate(hits, start=1):
        summary = hit.method.description.split("\n", 1)[0][:90]
        print(f"{rank:>2}. {hit.method.id:<50} {hit.score:7.2f}  {summary}")
    return 0


def describe(catalog: Catalog, method: Method, granted: list[str], targets: list[str]) -> str:
    """The text `catalog show` prints."""
    lines = [method.id, f"  service:     {method.service} {method.version} ({method.source})"]
    if method.source == "google":
        lines.append(f"  call:        {method.http_method} {method.url}")
    lines.append(f"  description: {method.description.strip()}")
    lines.append("  parameters:")
    required = set(method.parameters.get("required", []))
    for name, spec in method.parameters.get("properties", {}).items():
        extra = []
        if "enum" in spec:
            extra.append(f"one of {spec['enum']}")
        if "default" in spec:
            extra.append(f"default {spec['default']!r}")
        flag = "required" if name in required else "optional"
        lines.append(f"    {name} ({spec.get('x-location', 'query')}, {spec.get('type', 'object')}, {flag})"
                     f"{'; ' + '; '.join(extra) if extra else ''}")
    lines.append("  scopes:")
    for scope_id in method.scopes:
        scope = catalog.scope(scope_id)
        note = f"  [only: {scope.restriction}]" if scope.restriction else ""
        lines.append(f"    {scope.id} — {scope.description}{note}")
    least = catalog.least_privilege([method.id], granted=granted, targets=targets)
    lines.append("  least privilege: " + (", ".join(f"{s.id} — {s.description}" for s in least) or "none needed"))
    effects = method.effects
    kind = "read-only" if effects.read_only else ("destructive" if effects.destructive else "changes data")
    lines.append(f"  effects:     {kind}; {'idempotent' if effects.idempotent else 'not idempotent'}")
    if effects.undo:
        lines.append(f"  inverse:     {json.dumps(effects.undo.model_dump(exclude_none=True))}")
    elif effects.irreversible_reason:
        lines.append(f"  irreversible: {effects.irreversible_reason}")
    return "\n".join(lines)


def show_command(args: argparse.Namespace) -> int:
    catalog = open_catalog(args)
    print(describe(catalog, catalog.method(args.method_id), args.granted, args.target))
    return 0
