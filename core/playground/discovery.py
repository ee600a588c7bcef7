"""Read the Google discovery documents shipped inside google-api-python-client (paths, verbs, scopes)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import googleapiclient


class DiscoveryError(Exception):
    """A discovery document or method is missing from google-api-python-client's cache."""


def documents_dir() -> Path:
    """The folder of discovery documents inside the installed google-api-python-client."""
    return Path(googleapiclient.__file__).parent / "discovery_cache" / "documents"


@cache
def load_document(name: str) -> dict:
    """Load a discovery document such as ``"gmail.v1"``."""
    path = documents_dir() / f"{name}.json"
    if not path.exists():
        raise DiscoveryError(f"No discovery document {name!r} in {documents_dir()}; reinstall google-api-python-client.")
    return json.loads(path.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class DiscoveryMethod:
    """One REST method as its discovery document describes it."""

    id: str  # e.g. "gmail.users.messages.send"
    http_method: str
    path: str  # relative to the root URL, e.g. "gmail/v1/users/{userId}/messages/send"
    upload_path: str | None  # absolute path for media uploads, e.g. "/upload/drive/v3/files"
    scopes: tuple[str, ...]
    host: str  # the real Google host, e.g. "gmail.googleapis.com"


def find_method(document: str, method_id: str) -> DiscoveryMethod:
    """The method ``method_id`` (e.g. ``"drive.files.create"``) from ``document`` (e.g. ``"drive.v3"``)."""
    doc = load_document(document)
    found = _index(document).get(method_id)
    if found is None:
        raise DiscoveryError(f"Method {method_id!r} is not in discovery document {document!r}.")
    simple = found.get("mediaUpload", {}).get("protocols", {}).get("simple", {})
    host = doc["rootUrl"].split("//", 1)[1].rstrip("/")
    return DiscoveryMethod(
        id=method_id,
        http_method=found["httpMethod"],
        path=doc["servicePath"] + found.get("flatPath", found["path"]),
        upload_path=simple.get("path"),
        scopes=tuple(found.get("scopes", ())),
        host=host,
    )


@cache
def _index(document: str) -> dict[str, dict]:
    methods: dict[str, dict] = {}

    def walk(node: dict) -> None:
        for method in node.get("methods", {}).values():
            methods[method["id"]] = method
        for child in node.get("resources", {}).values():
            walk(child)

    walk(load_document(document))
    return methods


@cache
def scope_descriptions() -> dict[str, str]:
    """Every OAuth scope URL in the shipped documents → its human-readable description."""
    descriptions: dict[str, str] = {}
    for path in sorted(documents_dir().glob("*.json")):
        try:
            scopes = json.loads(path.read_text(encoding="utf-8"))["auth"]["oauth2"]["scopes"]
        except (KeyError, ValueError):
            continue
        for url, entry in scopes.items():
            descriptions.setdefault(url, entry.get("description", url))
    return descriptions
