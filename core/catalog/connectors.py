"""Local connectors (files, SQLite, notes, ...) described as JSON specs in resources/connectors/."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from core.catalog.schema import Effects, Method, Service

RESOURCES_DIR = Path(__file__).resolve().parents[2] / "resources"


class ConnectorSpecError(ValueError):
    """A connector spec is malformed; the message names the file and the problem."""


@dataclass
class Connector:
    service: Service
    methods: list[Method]
    scopes: dict[str, str] = field(default_factory=dict)  # id -> description


def load_connector(path: Path) -> Connector:
    """Parse one spec file: {"service": {...}, "scopes": {id: description}, "methods": [...]}."""
    try:
        spec = json.loads(path.read_text(encoding="utf-8"))
        service = Service(source="local", document=path.name, **spec["service"])
        scopes = dict(spec["scopes"])
        methods = []
        for raw in spec["methods"]:
            method = Method(
                id=raw["id"],
                service=service.id,
                version=service.version,
                http_method="LOCAL",
                path=raw.get("path", ""),
                description=raw["description"],
                parameters=raw.get("parameters", {"type": "object", "properties": {}, "required": []}),
                scopes=raw["scopes"],
                effects=Effects(**raw.get("effects", {})),
                source="local",
            )
            unknown = [s for s in method.scopes if s not in scopes]
            if unknown:
                raise ConnectorSpecError(f"{path.name}: method {method.id} uses undeclared scopes {unknown}")
            if method.effects.undo and method.effects.undo.method:
                method.effects.inverse = method.effects.undo.method
            methods.append(method)
    except (OSError, ValueError, KeyError, TypeError, ValidationError) as exc:
        if isinstance(exc, ConnectorSpecError):
            raise
        raise ConnectorSpecError(f"Connector spec {path} is malformed: {exc}") from exc
    service.method_count = len(methods)
    return Connector(service, methods, scopes)


def load_connectors(folder: Path) -> list[Connector]:
    """Every connector spec in ``folder`` (sorted by file name)."""
    return [load_connector(p) for p in sorted(folder.glob("*.json"))]
