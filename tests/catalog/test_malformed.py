"""Malformed or unknown documents and specs are reported and skipped; the build goes on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from core.catalog import Catalog, Sources, UnknownMethod, default_sources, discovery_documents_dir

GOOD = ["tasks.v1.json", "keep.v1.json"]


@pytest.fixture
def sources(tmp_path: Path) -> Sources:
    real = default_sources()
    docs, connectors, inverses = tmp_path / "docs", tmp_path / "connectors", tmp_path / "inverses"
    for folder in (docs, connectors, inverses):
        folder.mkdir()
    for name in GOOD:
        shutil.copy(discovery_documents_dir() / name, docs / name)
    shutil.copy(real.connectors / "notes.json", connectors / "notes.json")
    shutil.copy(real.inverses / "google.json", inverses / "google.json")
    return Sources(documents=docs, connectors=connectors, inverses=inverses)


def test_bad_documents_are_reported_and_skipped(tmp_path: Path, sources: Sources):
    real_text = (discovery_documents_dir() / "blogger.v3.json").read_text()
    (sources.documents / "truncated.v1.json").write_text(real_text[: len(real_text) // 2])
    (sources.documents / "binary.v1.json").write_bytes(b"\x00\xff\xfe garbage")
    (sources.documents / "list.v1.json").write_text("[1, 2, 3]")
    unknown = json.loads(real_text) | {"kind": "discovery#somethingElse"}
    (sources.documents / "unknown.v1.json").write_text(json.dumps(unknown))
    nameless = json.loads(real_text)
    del nameless["name"]
    (sources.documents / "nameless.v1.json").write_text(json.dumps(nameless))
    broken_resources = json.loads(real_text) | {"resources": ["not", "an", "object"]}
    (sources.documents / "resources.v1.json").write_text(json.dumps(broken_resources))
    odd_method = json.loads((discovery_documents_dir() / "webfonts.v1.json").read_text())
    method = odd_method["resources"]["webfonts"]["methods"]["list"]
    method["parameters"] = "not an object"
    (sources.documents / "webfonts.v1.json").write_text(json.dumps(odd_method))
    (sources.connectors / "broken.json").write_text('{"service": {"id": "broken"}}')

    catalog = Catalog.open(tmp_path / "catalog.db", sources=sources)
    stats = catalog.stats()
    reported = {line.split(":", 1)[0] for line in stats.skipped}
    for name in ["truncated.v1.json", "binary.v1.json", "list.v1.json", "unknown.v1.json",
                 "nameless.v1.json", "resources.v1.json"]:
        assert name in reported, stats.skipped
    assert any("broken.json" in line for line in stats.skipped)
    assert stats.documents_skipped == 7
    assert {s.id for s in catalog.services()} == {"tasks", "keep", "webfonts", "notes"}
    assert catalog.method("webfonts.webfonts.list").parameters["properties"] == {}
    assert catalog.method("tasks.tasks.insert").effects.inverse == "tasks.tasks.delete"
    with pytest.raises(UnknownMethod):
        catalog.method("blogger.posts.list")


def test_malformed_inverses_file_is_reported(tmp_path: Path, sources: Sources):
    (sources.inverses / "bad.json").write_text('{"pairs": [{"inverse": "x"}]}')
    stats = Catalog.open(tmp_path / "catalog.db", sources=sources).stats()
    assert any("bad.json" in line for line in stats.skipped)


def test_index_rebuilds_only_when_the_documents_change(tmp_path: Path, sources: Sources):
    path = tmp_path / "catalog.db"
    Catalog.open(path, sources=sources).close()
    built = path.stat().st_mtime_ns
    Catalog.open(path, sources=sources).close()
    assert path.stat().st_mtime_ns == built  # unchanged documents: no rebuild

    shutil.copy(discovery_documents_dir() / "blogger.v3.json", sources.documents / "blogger.v3.json")
    catalog = Catalog.open(path, sources=sources)
    assert path.stat().st_mtime_ns != built
    assert catalog.method("blogger.posts.insert").service == "blogger"


def test_a_corrupt_index_file_is_rebuilt(tmp_path: Path, sources: Sources):
    path = tmp_path / "catalog.db"
    path.write_bytes(b"this is not a database")
    catalog = Catalog.open(path, sources=sources)
    assert catalog.has_method("tasks.tasks.list")
