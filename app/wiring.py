"""Composition root: builds the objects the UI and CLI use from Settings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import sqlite_utils

from app.settings import Settings
from core.assistant import Session
from core.database import open_app_database
from core.planner.language_model import LanguageModel
from core.timeline import Journal


def load_language_model(path: Path | None, settings: Settings) -> LanguageModel:
    """Load the user's GGUF (if given) or the bundled model. Raises ModelLoadError with a clear message."""
    from models.llm import LlamaModel
    from models.registry import resolve_model_path

    info = resolve_model_path(path)
    return LlamaModel(info.path, n_ctx=settings.n_ctx, n_threads=settings.n_threads, name=info.id)


@dataclass
class Steward:
    """Everything a front end needs, wired once."""

    settings: Settings
    db: sqlite_utils.Database
    session: Session
    journal: Journal


def build(settings: Settings | None = None) -> Steward:
    settings = settings or Settings()
    settings.ensure_dirs()
    db = open_app_database(settings.database_path)
    session = Session(
        db,
        lambda path: load_language_model(path, settings),
        model_path=settings.model_path,
        max_reply_tokens=settings.max_reply_tokens,
    )
    return Steward(settings=settings, db=db, session=session, journal=Journal(db))
