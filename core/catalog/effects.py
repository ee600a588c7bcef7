"""Effects of Google methods: read-only / destructive / idempotent, inverses and irreversibility.

Order: curated inverse pairs (resources/inverses/*.json) win; then derivation rules:
  insert/create → delete of the same resource (id from the response),
  trash↔untrash, archive↔unarchive, hide↔unhide, enable↔disable, pause↔resume, lock↔unlock,
  update/patch → the same method with the before-image read by the resource's get.
Any other method that changes something is marked irreversible with the reason.
"""

from __future__ import annotations

import json
from pathlib import Path

from core.catalog.schema import Effects, Inverse, Method

READ_NAMES = ("get", "list", "search", "query", "lookup", "batchGet", "export", "download", "watch", "read")
DESTRUCTIVE_PREFIXES = ("delete", "batchDelete", "remove", "clear", "purge", "emptyTrash", "destroy")
TOGGLES = {
    "trash": "untrash",
    "untrash": "trash",
    "archive": "unarchive",
    "unarchive": "archive",
    "hide": "unhide",
    "unhide": "hide",
    "enable": "disable",
    "disable": "enable",
    "pause": "resume",
    "resume": "pause",
    "lock": "unlock",
    "unlock": "lock",
}
IRREVERSIBLE_REASONS = {
    "send": "a sent message cannot be recalled",
    "delete": "deletes permanently; there is no way to restore it",
    "batchDelete": "deletes permanently; there is no way to restore it",
    "emptyTrash": "permanently deletes everything in the trash",
    "import": "imported items are delivered to others and cannot be recalled",
}


class InverseSpecError(ValueError):
    """A curated inverse file is malformed; the message names the file and entry."""


def load_curated_inverses(folder: Path, skipped: list[str] | None = None) -> dict[str, Inverse]:
    """Curated inverse pairs: ``{"method": id, "inverse": id, "args": {...}, "before_image": id, "image_args": {...}}``.

    A malformed file raises InverseSpecError, or is reported in ``skipped`` when that list is given.
    """
    curated: dict[str, Inverse] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            entries = json.loads(path.read_text(encoding="utf-8"))["pairs"]
            for entry in entries:
                curated[entry["method"]] = Inverse(
                    strategy=entry.get("strategy", "call"),
                    method=entry.get("inverse"),
                    args=entry.get("args", {}),
                    before_image=entry.get("before_image"),
                    image_args=entry.get("image_args", {}),
                    source="curated",
                )
        except (OSError, ValueError, KeyError, TypeError) as exc:
            error = InverseSpecError(f"Curated inverses in {path} are malformed: {exc}")
            if skipped is None:
                raise error from exc
            skipped.append(str(error))
    return curated


def base_effects(method: Method) -> Effects:
    """Effects from the HTTP verb and the method name."""
    verb = method.http_method
    name = method.name
    # Scopes are no signal here: slides batchUpdate lists spreadsheets.readonly (for linked charts).
    read_only = verb == "GET" or (
        verb == "POST" and name.startswith(READ_NAMES) and not name.startswith("getOrCreate")
    )
    destructive = verb == "DELETE" or name.startswith(DESTRUCTIVE_PREFIXES)
    return Effects(
        read_only=read_only and not destructive,
        destructive=destructive,
        idempotent=verb in ("GET", "PUT", "DELETE", "HEAD"),
    )


def _required_path_params(method: Method) -> list[str]:
    props = method.parameters.get("properties", {})
    return [n for n in method.parameters.get("required", []) if props.get(n, {}).get("x-location") == "path"]


def _args_for(target: Method, source: Method, id_from_response: bool) -> dict[str, str]:
    """Map the target's required path params from the source request (or the response id)."""
    source_params = set(source.parameters.get("properties", {}))
    args = {}
    for name in _required_path_params(target):
        if name in source_params:
            args[name] = f"request.{name}"
        elif id_from_response:
            args[name] = "response.name" if name == "name" else "response.id"
        else:
            return {}
    return args


def derive_inverse(method: Method, methods: dict[str, Method]) -> Inverse | None:
    """An inverse by rule, or None when no rule applies."""
    resource, name = method.resource, method.name
    if name in ("insert", "create"):
        for candidate in ("delete", "remove"):
            target = methods.get(f"{resource}.{candidate}")
            if target:
                args = _args_for(target, method, id_from_response=True)
                if args:
                    return Inverse(method=target.id, args=args, source="derived")
    if name in TOGGLES:
        target = methods.get(f"{resource}.{TOGGLES[name]}")
        if target:
            return Inverse(method=target.id, args=_args_for(target, method, False), source="derived")
    if name in ("update", "patch"):
        getter = methods.get(f"{resource}.get")
        if getter:
            args = _args_for(method, method, False)
            args["body"] = "before.body"
            return Inverse(method=method.id, args=args, before_image=getter.id, source="derived")
    return None


def assign_effects(methods: dict[str, Method], curated: dict[str, Inverse]) -> None:
    """Fill ``effects`` of every Google method in place."""
    for method in methods.values():
        if method.source != "google":
            continue
        effects = base_effects(method)
        if effects.read_only:
            effects.reversible = True  # nothing to undo
        else:
            undo = curated.get(method.id) or derive_inverse(method, methods)
            if undo is not None and (undo.method is None or undo.method in methods):
                effects.undo = undo
                effects.inverse = undo.method
                effects.reversible = True
            else:
                effects.irreversible_reason = IRREVERSIBLE_REASONS.get(
                    method.name, "no known inverse: the change cannot be undone automatically"
                )
        method.effects = effects
