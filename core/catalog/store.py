"""Build the catalog index: one SQLite file (sqlite-utils) with an FTS5 table over methods.

The index is rebuilt when its fingerprint (discovery documents' names, sizes and mtimes, the
google-api-python-client version, the connector and inverse specs, and INDEX_FORMAT) changes.
It is written to a temporary file and moved into place, so readers never see half an index.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import sqlite_utils

from core.catalog import discovery, effects
from core.catalog.connectors import ConnectorSpecError, load_connector
from core.catalog.privilege import ScopeOrder
from core.catalog.ranking import method_terms
from core.catalog.restrictions import restriction_of
from core.catalog.schema import CatalogStats, Method, Service
from core.catalog.vocabulary import service_aliases, split_words
from core.errors import StewardError

INDEX_FORMAT = "15"


class CatalogBuildError(StewardError):
    """The catalog index cannot be built or opened; the message says what to do."""


@dataclass(frozen=True)
class Sources:
    """Where the shipped data lives."""

    documents: Path
    connectors: Path
    inverses: Path


def fingerprint(sources: Sources) -> str:
    """A hash that changes whenever the shipped documents or specs change."""
    digest = hashlib.sha256(INDEX_FORMAT.encode())
    try:
        from importlib.metadata import version

        digest.update(version("google-api-python-client").encode())
    except Exception:  # noqa: BLE001 - running from a source tree without metadata
        pass
    for path in sorted(sources.documents.glob("*.json")):
        stat = path.stat()
        digest.update(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    for folder in (sources.connectors, sources.inverses):
        for path in sorted(folder.glob("*.json")):
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


def _terms(method: Method, service: Service) -> dict[str, list[str]]:
    service_text = f"{service.title} {service.name} {service_aliases(service.id)}"
    return method_terms(method.id, service.id, service_text, method.description, method.flat_path or method.path)


def _fts_row(method: Method, service: Service) -> dict[str, str]:
    description = re.sub(r"\]\([^)]*\)|https?://\S+|[`*\[\]]", " ", method.description)[:600]
    params = " ".join(split_words(p) for p in method.parameters.get("properties", {}))
    return {
        "name": split_words(method.id),
        "service": f"{service.title} {service.name} {service_aliases(service.id)}",
        "description": description,
        "params": params,
    }


def build_index(path: Path, sources: Sources) -> CatalogStats:
    """Import everything and write the index to ``path`` (atomically). Returns the stats."""
    started = time.perf_counter()
    shipped = discovery.load_documents(sources.documents)
    skipped = list(shipped.skipped)
    all_scope_text: dict[str, str] = {}
    methods_all_versions = 0
    for doc in shipped.documents:
        methods_all_versions += sum(1 for _ in discovery.iter_raw_methods(doc.data))
        for scope, text in discovery.scope_descriptions(doc.data).items():
            all_scope_text.setdefault(scope, text)

    services: dict[str, Service] = {}
    methods: dict[str, Method] = {}
    scope_text: dict[str, str] = {}
    for doc in discovery.choose_versions(shipped.documents):
        try:
            service = discovery.to_service(doc)
            doc_methods = discovery.to_methods(doc, service)
        except (ValueError, TypeError, AttributeError) as exc:
            skipped.append(f"{doc.file}: cannot import ({exc})")
            continue
        doc_methods = [m for m in doc_methods if m.id not in methods]  # first API owning an id wins
        service.method_count = len(doc_methods)
        services[service.id] = service
        methods.update((m.id, m) for m in doc_methods)
        scope_text.update(discovery.scope_descriptions(doc.data))

    effects.assign_effects(methods, effects.load_curated_inverses(sources.inverses, skipped))
    google_method_count = len(methods)
    google_scope_ids = {s for m in methods.values() for s in m.scopes} | set(scope_text)

    local_scopes: dict[str, str] = {}
    local_services = local_methods = 0
    for spec in sorted(sources.connectors.glob("*.json")):
        try:
            connector = load_connector(spec)
        except ConnectorSpecError as exc:
            skipped.append(str(exc))
            continue
        clash = [m.id for m in connector.methods if m.id in methods]
        if connector.service.id in services or clash:
            skipped.append(f"{spec.name}: service or method ids already taken ({clash[:3]})")
            continue
        services[connector.service.id] = connector.service
        methods.update((m.id, m) for m in connector.methods)
        local_scopes.update(connector.scopes)
        local_services += 1
        local_methods += len(connector.methods)

    descriptions = {**all_scope_text, **scope_text, **local_scopes}
    restriction = {s: restriction_of(descriptions.get(s, "")) for s in descriptions}
    restriction = {s: r for s, r in restriction.items() if r[0] is not None}
    order = ScopeOrder.from_methods(methods.values(), restriction)
    scope_services: dict[str, set[str]] = {}
    for method in methods.values():
        for scope in method.scopes:
            scope_services.setdefault(scope, set()).add(method.service)
    scope_ids = google_scope_ids | set(local_scopes)

    stats = CatalogStats(
        documents_shipped=len(shipped.documents) + len(shipped.skipped),
        documents_skipped=len(skipped),
        api_names=len({d.name for d in shipped.documents}),
        methods_all_versions=methods_all_versions,
        apis=len(services) - local_services,
        methods=google_method_count,
        scopes=len(all_scope_text),
        scopes_imported=len(google_scope_ids),
        local_connectors=local_services,
        local_methods=local_methods,
        local_scopes=len(local_scopes),
        restricted_scopes=sum(1 for s in scope_ids if s in restriction),
        methods_with_inverse=sum(1 for m in methods.values() if m.effects.undo is not None),
        irreversible_methods=sum(1 for m in methods.values() if m.effects.irreversible_reason),
        build_seconds=0.0,
        skipped=skipped,
    )

    tmp = path.with_name(f"{path.name}.building-{os.getpid()}")
    tmp.unlink(missing_ok=True)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite_utils.Database(sqlite3.connect(str(tmp)))
        db.execute("PRAGMA journal_mode=OFF")
        db.execute("PRAGMA synchronous=OFF")
        _write(db, services, methods, descriptions, scope_ids, scope_services, order)
        stats.build_seconds = round(time.perf_counter() - started, 2)
        db["meta"].insert_all(
            [
                {"key": "fingerprint", "value": fingerprint(sources)},
                {"key": "stats", "value": stats.model_dump_json()},
            ],
            pk="key",
        )
        db.conn.commit()
        db.conn.close()
        os.replace(tmp, path)
    except (OSError, sqlite3.Error) as exc:
        tmp.unlink(missing_ok=True)
        raise CatalogBuildError(
            f"Cannot write the catalog index at {path}: {exc}. Check that the folder is writable."
        ) from exc
    return stats


def _write(db, services, methods, descriptions, scope_ids, scope_services, order: ScopeOrder) -> None:
    db["services"].insert_all((s.model_dump() for s in services.values()), pk="id")
    rows, fts_rows = [], []
    for rowid, method in enumerate(methods.values(), start=1):
        rows.append(
            {
                "rowid": rowid,
                "id": method.id,
                "service": method.service,
                "source": method.source,
                "data": method.model_dump_json(),
                "terms": json.dumps(_terms(method, services[method.service])),
            }
        )
        fts_rows.append({"rowid": rowid, **_fts_row(method, services[method.service])})
    db.execute(
        "CREATE TABLE methods (rowid INTEGER PRIMARY KEY, id TEXT UNIQUE, service TEXT, source TEXT,"
        " data TEXT, terms TEXT)"
    )
    db["methods"].insert_all(rows)
    db["methods"].create_index(["service"])
    db.execute(
        "CREATE VIRTUAL TABLE methods_fts USING fts5(name, service, description, params,"
        " tokenize='porter unicode61')"
    )
    db["methods_fts"].insert_all(fts_rows)
    db["scopes"].insert_all(
        (
            {
                "id": s,
                "description": descriptions.get(s, ""),
                "services": json.dumps(sorted(scope_services.get(s, ()))),
                "method_count": order.method_count.get(s, 0),
                "restriction": order.restriction.get(s, (None, False))[0],
                "covers_new_resources": order.restriction.get(s, (None, False))[1],
            }
            for s in sorted(scope_ids)
        ),
        pk="id",
    )
    db["scope_order"].insert_all(
        ({"narrower": a, "broader": b} for a, b in sorted(order.below)), pk=("narrower", "broader")
    )
    db["method_scopes"].insert_all(
        ({"method": m.id, "scope": s} for m in methods.values() for s in m.scopes),
    )
    db["method_scopes"].create_index(["scope"])
