"""Import Google discovery documents (the cache shipped inside google-api-python-client).

One version per API. An API is a discovery ``name`` plus, for documents whose version carries a
product prefix (``admin`` ``directory_v1``, ``merchantapi`` ``accounts_v1``), that prefix: those are
different APIs sharing a name. Among an API's documents we keep the highest *stable* version
(``v3`` > ``v2.1`` > ``v1``; no alpha/beta/preview/pNbeta); only when an API has no stable
version do we keep its highest beta, then its highest alpha. Exact duplicates (``admin.directory_v1``
vs ``admin.directoryv1``) count once.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.catalog.schema import Method, Service

_VERSION = re.compile(
    r"^(?:(?P<product>[a-z]+)_)?v(?P<major>\d+)(?:\.(?P<minor>\d+))?(?P<tail>[a-z0-9]*)$"
)
_STAGE = [("alpha", 1), ("beta", 2), ("preview", 1)]
BODY_DEPTH = 4  # how deep request-body schemas are inlined into a method's JSON schema


class DocumentError(ValueError):
    """A discovery document cannot be imported (malformed or not a REST description)."""


def discovery_documents_dir() -> Path:
    """The discovery cache folder that ships with google-api-python-client."""
    import googleapiclient

    return Path(googleapiclient.__file__).parent / "discovery_cache" / "documents"


def version_rank(version: str) -> tuple[str, tuple[int, int, int, int]]:
    """(product, sortable rank) for a discovery version string; stable versions rank highest."""
    match = _VERSION.match(version)
    if not match:  # "alpha", "beta", "preview", "v1b3"-like oddities
        stage = next((s for k, s in _STAGE if k in version), 3)
        return "", (stage, 0, 0, 0)
    tail = match["tail"] or ""
    stage = 3
    for key, value in _STAGE:
        if key in tail:
            stage = value
    if re.fullmatch(r"p\d+", tail):  # v1p1 without beta: treat as pre-release
        stage = 2
    return match["product"] or "", (stage, int(match["major"]), int(match["minor"] or 0), 0)


@dataclass
class LoadedDocument:
    file: str
    data: dict[str, Any]

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def version(self) -> str:
        return self.data["version"]

    @property
    def api_id(self) -> str:
        product = version_rank(self.version)[0]
        return f"{self.name}.{product}" if product else self.name


@dataclass
class ShippedDocuments:
    """Every shipped document, parsed, plus what was skipped and why."""

    documents: list[LoadedDocument] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def load_documents(folder: Path) -> ShippedDocuments:
    """Parse every ``*.json`` in ``folder``; malformed or unknown documents are reported, not raised."""
    shipped = ShippedDocuments()
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_bytes())
        except (OSError, ValueError) as exc:
            shipped.skipped.append(f"{path.name}: not valid JSON ({exc})")
            continue
        if isinstance(data, dict) and data.get("kind") == "discovery#directoryList":
            continue  # the directory index, not an API
        try:
            check_document(data)
        except DocumentError as exc:
            shipped.skipped.append(f"{path.name}: {exc}")
            continue
        shipped.documents.append(LoadedDocument(path.name, data))
    return shipped


def check_document(data: Any) -> None:
    """Raise DocumentError unless ``data`` looks like a discovery REST description."""
    if not isinstance(data, dict):
        raise DocumentError("not a JSON object")
    if data.get("kind") != "discovery#restDescription":
        raise DocumentError(f"unknown document kind {data.get('kind')!r}")
    for key in ("name", "version"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise DocumentError(f"missing {key!r}")
    for key in ("resources", "methods", "schemas", "parameters"):
        if key in data and not isinstance(data[key], dict):
            raise DocumentError(f"{key!r} is not an object")


def choose_versions(documents: list[LoadedDocument]) -> list[LoadedDocument]:
    """Apply the one-version-per-API rule (see module docstring)."""
    best: dict[str, LoadedDocument] = {}
    for doc in documents:
        current = best.get(doc.api_id)
        if current is None or version_rank(doc.version)[1] > version_rank(current.version)[1]:
            best[doc.api_id] = doc
    return [best[k] for k in sorted(best)]


def iter_raw_methods(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every method dict under a document or resource, depth first."""
    for method in (node.get("methods") or {}).values():
        if isinstance(method, dict):
            yield method
    for resource in (node.get("resources") or {}).values():
        if isinstance(resource, dict):
            yield from iter_raw_methods(resource)


def scope_descriptions(data: dict[str, Any]) -> dict[str, str]:
    scopes = ((data.get("auth") or {}).get("oauth2") or {}).get("scopes") or {}
    return {s: (v or {}).get("description", "") for s, v in scopes.items() if isinstance(s, str)}


def to_service(doc: LoadedDocument) -> Service:
    d = doc.data
    return Service(
        id=doc.api_id,
        name=doc.name,
        version=doc.version,
        title=d.get("title") or doc.name,
        description=d.get("description") or "",
        root_url=d.get("rootUrl") or "",
        service_path=d.get("servicePath") or "",
        documentation=d.get("documentationLink"),
        document=doc.file,
    )


def _json_type(spec: dict[str, Any], schemas: dict[str, Any], depth: int) -> dict[str, Any]:
    """A discovery parameter/property spec as a JSON schema fragment."""
    if "$ref" in spec:
        ref = spec["$ref"]
        target = schemas.get(ref)
        if depth <= 0 or not isinstance(target, dict):
            return {"type": "object", "x-ref": ref}
        out = _json_type(target, schemas, depth - 1)
        out["x-ref"] = ref
        return out
    out: dict[str, Any] = {"type": spec.get("type", "string")}
    for key in ("description", "format", "default", "pattern", "minimum", "maximum"):
        if key in spec:
            out[key] = spec[key]
    if "enum" in spec:
        out["enum"] = list(spec["enum"])
    if out["type"] == "array" and isinstance(spec.get("items"), dict):
        out["items"] = _json_type(spec["items"], schemas, depth)
    if out["type"] == "object" and isinstance(spec.get("properties"), dict) and depth > 0:
        out["properties"] = {
            k: _json_type(v, schemas, depth - 1)
            for k, v in spec["properties"].items()
            if isinstance(v, dict) and not v.get("readOnly")
        }
    return out


def parameters_schema(raw: dict[str, Any], schemas: dict[str, Any]) -> dict[str, Any]:
    """A method's arguments as one JSON schema object; each property says where it lives."""
    properties: dict[str, Any] = {}
    required: list[str] = []
    order = [n for n in raw.get("parameterOrder") or [] if isinstance(n, str)]
    params = raw.get("parameters") if isinstance(raw.get("parameters"), dict) else {}
    for name in list(order) + [n for n in params if n not in order]:
        spec = params.get(name)
        if not isinstance(spec, dict):
            continue
        prop = _json_type(spec, schemas, 0)
        if spec.get("repeated"):
            prop = {"type": "array", "items": prop, "description": prop.pop("description", "")}
        prop["x-location"] = "path" if spec.get("location") == "path" else "query"
        properties[name] = prop
        if spec.get("required"):
            required.append(name)
    request = raw.get("request")
    if isinstance(request, dict) and "$ref" in request:
        body = _json_type(request, schemas, BODY_DEPTH)
        body["x-location"] = "body"
        properties["body"] = body
    return {"type": "object", "properties": properties, "required": required}


def to_methods(doc: LoadedDocument, service: Service) -> list[Method]:
    """Every method of a document as Method models (effects are filled in later)."""
    schemas = doc.data.get("schemas") or {}
    methods = []
    for raw in iter_raw_methods(doc.data):
        method_id = raw.get("id")
        if not isinstance(method_id, str):
            continue  # a method without an id cannot be named by the planner
        scopes = raw.get("scopes") or []
        methods.append(
            Method(
                id=method_id,
                service=service.id,
                version=service.version,
                http_method=str(raw.get("httpMethod", "GET")).upper(),
                path=raw.get("path") or "",
                flat_path=raw.get("flatPath"),
                root_url=service.root_url,
                service_path=service.service_path,
                description=raw.get("description") or "",
                parameters=parameters_schema(raw, schemas),
                request_body=(raw.get("request") or {}).get("$ref"),
                response=(raw.get("response") or {}).get("$ref"),
                supports_media_upload=bool(raw.get("supportsMediaUpload")),
                scopes=[s for s in scopes if isinstance(s, str)],
                source="google",
            )
        )
    return methods
