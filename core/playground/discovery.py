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


IDENTITY_SCOPES = {
    "openid": "Associate you with your personal info on Google",
    "email": "See your primary Google Account email address",
    "profile": "See your personal info, including any personal info you've made publicly available",
}
PLAYGROUND_DOCUMENTS = ("gmail.v1", "calendar.v3", "drive.v3", "tasks.v1")


@cache
def scope_descriptions(documents: tuple[str, ...] | None = None) -> dict[str, str]:
    """OAuth scope URL → human-readable description, from ``documents`` (default: every shipped one,
    which takes a few seconds; pass names such as ``("gmail.v1",)`` for speed)."""
    descriptions: dict[str, str] = dict(IDENTITY_SCOPES)
    names = documents if documents is not None else [p.stem for p in sorted(documents_dir().glob("*.json"))]
    for name in names:
        try:
            doc = load_document(name) if documents else json.loads((documents_dir() / f"{name}.json").read_bytes())
            scopes = doc["auth"]["oauth2"]["scopes"]
        except (KeyError, ValueError):
            continue
        for url, entry in scopes.items():
            descriptions.setdefault(url, entry.get("description", url))
    return descriptions
