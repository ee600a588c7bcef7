"""Composition root: builds the objects the UI and CLI use from Settings."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlite_utils

from app.settings import Settings
from core.access import (
    AccountDirectory,
    GrantStore,
    OAuthProvider,
    PermissionGate,
    Vault,
    configured_providers,
)
from core.action_pipeline import ActionPipeline
from core.assistant import Session
from core.database import open_app_database
from core.local_actions import ActionTargets
from core.planner.language_model import LanguageModel
from core.runtime import Runtime
from core.timeline import Journal, RequestRunner, Timeline


def load_language_model(choice: Any, settings: Settings, registry: Any = None) -> LanguageModel:
    """Load ``choice`` (a registry ModelInfo, a GGUF path, or None for the active model, by default the
    bundled one). Raises ModelLoadError with a clear message."""
    from models.llm import LlamaModel
    from models.registry import ModelInfo, resolve_model_path

    if isinstance(choice, ModelInfo):
        info = choice
    elif registry is not None:
        info = registry.startup_model(choice)
    else:
        info = resolve_model_path(choice)
    return LlamaModel(info.path, n_ctx=settings.n_ctx, n_threads=settings.n_threads, name=info.id,
                      lora_path=info.adapter_path)


class LazyCatalog:
    """The API catalog, opened (and built on first start, ~20 s) on first use, off the UI thread."""

    def __init__(self, index_path: Path) -> None:
        self.index_path = index_path
        self._catalog = None
        self._lock = threading.Lock()

    def get(self):
        with self._lock:
            if self._catalog is None:
                from core.catalog import Catalog

                self._catalog = Catalog.open(self.index_path)
            return self._catalog

    def __getattr__(self, name: str) -> Any:
        return getattr(self.get(), name)


@dataclass
class Steward:
    """Everything a front end needs, wired once. ``close()`` when done."""

    settings: Settings
    db: sqlite_utils.Database
    session: Session
    journal: Journal
    timeline: Timeline
    grants: GrantStore
    vault: Vault
    accounts: AccountDirectory
    catalog: LazyCatalog
    targets: ActionTargets
    runtime: Runtime
    registry: Any  # models.registry.ModelRegistry
    evaluator: Any  # models.evaluation.ModelEvaluator

    playground: Any = None  # core.playground.PlaygroundServer while the app runs one

    def close(self) -> None:
        """Stop model work, commit held SQLite transactions (they stay reversible), stop the Playground."""
        self.session.close()
        self.runtime.close()
        if self.playground is not None:
            self.playground.stop()
            self.playground = None


def build(settings: Settings | None = None, *, providers: dict[str, OAuthProvider] | None = None,
          rest_account: str | None = None) -> Steward:
    """Wire the app. ``providers`` overrides the configured OAuth providers (e.g. the Playground);
    ``rest_account`` is the account Google calls run as (default: the first connected account)."""
    settings = settings or Settings()
    settings.ensure_dirs()
    db = open_app_database(settings.database_path)
    catalog = LazyCatalog(settings.catalog_path)
    from models.evaluation import ModelEvaluator
    from models.registry import ModelRegistry

    registry = ModelRegistry(db, settings.models_dir, n_ctx=settings.n_ctx)
    grants = GrantStore(db)
    vault = Vault(db, fallback_path=settings.data_dir / "vault.enc")
    playground = None
    if providers is None:
        providers = configured_providers()
        if settings.playground:  # a local, Google-shaped account to try Steward with (127.0.0.1 only)
            from core.playground import PlaygroundServer

            playground = PlaygroundServer(state_path=settings.data_dir / "playground.json")
            playground.start()
            providers["playground"] = OAuthProvider.playground(playground.base_url)
    accounts = AccountDirectory(db, vault, providers, grants=grants)
    if rest_account is None:
        connected = accounts.list()
        rest_account = connected[0].id if connected else None
    runtime = Runtime(settings.data_dir / "runtime", catalog=catalog, db=db,
                      token_for=accounts.token_for, root_url_for=accounts.root_url_for,
                      refresh_for=lambda account, method: accounts.access_token(
                          account, action=method.id, force_refresh=True))
    journal = Journal(db)
    targets = ActionTargets.from_paths(settings.files_root, settings.notes_path, settings.databases, rest_account)
    targets.files_root.mkdir(parents=True, exist_ok=True)
    targets.ensure_notes()
    pipeline = ActionPipeline(catalog, PermissionGate(grants, accounts), RequestRunner(runtime, journal), targets,
                              accounts=accounts)

    def make_planner(model: LanguageModel):
        from core.planner import Planner
        from core.planner.database_names import held_names, schema_words
        from core.planner.relevance import RelevanceGate

        opened = catalog.get()
        return RelevanceGate(Planner(model, opened, databases=lambda: sorted(targets.databases),  # "…, mark it paid"
                                     held=lambda name: held_names(targets.databases[name]),  # "routledge has cancelled sat"
                                     schema=lambda name: schema_words(targets.databases[name])), opened)  # "… under the min on"

    def granted_scopes() -> list[str]:
        return sorted({scope for account in accounts.list() for scope in account.scopes})

    session = Session(
        db,
        lambda choice: load_language_model(choice, settings, registry),
        model_path=settings.model_path,
        max_reply_tokens=settings.max_reply_tokens,
        planner_factory=make_planner,
        pipeline=pipeline,
        granted_scopes=granted_scopes,
    )
    return Steward(settings=settings, db=db, session=session, journal=journal, timeline=Timeline(runtime, journal),
                   grants=grants, vault=vault, accounts=accounts, catalog=catalog, targets=targets, runtime=runtime,
                   registry=registry, playground=playground, evaluator=ModelEvaluator(db, n_threads=settings.n_threads))
