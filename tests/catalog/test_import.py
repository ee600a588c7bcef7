"""Importing the shipped discovery documents: counts, the one-version rule, schemas, connectors."""

from __future__ import annotations

import json

from core.catalog import discovery_documents_dir
from core.catalog.discovery import version_rank


def _count_methods(node: dict) -> int:
    total = len(node.get("methods", {}))
    return total + sum(_count_methods(r) for r in node.get("resources", {}).values())


def _shipped() -> list[dict]:
    docs = [json.loads(p.read_text()) for p in sorted(discovery_documents_dir().glob("*.json"))]
    return [d for d in docs if d.get("kind") == "discovery#restDescription"]


def test_stats_match_the_shipped_documents(catalog):
    docs = _shipped()
    stats = catalog.stats()
    assert stats.documents_shipped == len(docs)
    assert stats.documents_skipped == 0, stats.skipped
    assert stats.api_names == len({d["name"] for d in docs})
    assert stats.methods_all_versions == sum(_count_methods(d) for d in docs)
    scopes = {s for d in docs for s in d.get("auth", {}).get("oauth2", {}).get("scopes", {})}
    assert stats.scopes == len(scopes)
    services = catalog.services()
    google = [s for s in services if s.source == "google"]
    assert stats.apis == len(google)
    assert stats.methods == sum(s.method_count for s in google)
    assert stats.local_connectors == len([s for s in services if s.source == "local"]) >= 3


def test_one_version_per_api_is_the_highest_stable(catalog):
    docs = _shipped()
    for service in catalog.services():
        if service.source != "google":
            continue
        product, rank = version_rank(service.version)
        rivals = [d for d in docs if d["name"] == service.name and version_rank(d["version"])[0] == product]
        assert all(version_rank(d["version"])[1] <= rank for d in rivals), service.id
    versions = {s.id: s.version for s in catalog.services()}
    assert versions["drive"] == "v3"  # v2 also ships
    assert versions["admin.directory"] == "directory_v1" and versions["admin.reports"] == "reports_v1"


def test_method_schema_follows_its_discovery_entry(catalog):
    doc = json.loads((discovery_documents_dir() / "calendar.v3.json").read_text())
    raw = doc["resources"]["events"]["methods"]["list"]
    method = catalog.method("calendar.events.list")
    assert method.http_method == raw["httpMethod"] and method.path == raw["path"]
    assert method.url == doc["rootUrl"] + doc["servicePath"] + raw["path"]
    props = method.parameters["properties"]
    assert set(props) == set(raw["parameters"])
    assert set(method.parameters["required"]) == {n for n, p in raw["parameters"].items() if p.get("required")}
    for name, spec in raw["parameters"].items():
        prop = props[name]
        assert prop["x-location"] == spec["location"]
        if spec.get("repeated"):  # a repeated parameter is an array of its values
            assert prop["type"] == "array"
            prop = prop["items"]
        if "enum" in spec:
            assert prop["enum"] == spec["enum"]
        if "default" in spec:
            assert prop["default"] == spec["default"]
    assert sorted(method.scopes) == sorted(raw["scopes"])
    assert method.effects.read_only and method.effects.idempotent


def test_request_body_is_a_schema_in_the_body(catalog):
    method = catalog.method("tasks.tasks.insert")
    body = method.parameters["properties"]["body"]
    assert body["x-location"] == "body" and body["x-ref"] == "Task"
    assert {"title", "notes", "due"} <= set(body["properties"])
    params = {p.name: p for p in method.params()}
    assert params["tasklist"].location == "path" and params["tasklist"].required


def test_local_connectors_share_the_schema(catalog):
    for method_id, scope in [
        ("files.list", "local:files.read"),
        ("files.write", "local:files.write"),
        ("files.move", "local:files.write"),
        ("files.delete", "local:files.write"),
        ("sqlite.query", "local:sqlite.read"),
        ("sqlite.insert", "local:sqlite.write"),
        ("sqlite.update", "local:sqlite.write"),
        ("sqlite.delete", "local:sqlite.write"),
        ("notes.create", "local:notes.write"),
    ]:
        method = catalog.method(method_id)
        assert method.source == "local" and method.scopes == [scope]
        assert catalog.scope(scope).description
    assert catalog.method("files.read").effects.read_only
    assert catalog.method("files.delete").effects.destructive


def test_scope_descriptions_come_from_the_documents(catalog):
    doc = json.loads((discovery_documents_dir() / "gmail.v1.json").read_text())
    text = doc["auth"]["oauth2"]["scopes"]["https://www.googleapis.com/auth/gmail.send"]["description"]
    scope = catalog.scope("gmail.send")
    assert scope.id == "https://www.googleapis.com/auth/gmail.send" and scope.description == text
    assert "gmail.users.messages.send" in catalog.methods_for_scope(scope.id)
