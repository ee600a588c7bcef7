"""User settings with embedded defaults (pydantic-settings + platformdirs); env vars override."""

from __future__ import annotations

from pathlib import Path

import platformdirs
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("Steward", "Steward"))


def _default_files_root() -> Path:
    return Path(platformdirs.user_documents_dir()) / "Steward"


class Settings(BaseSettings):
    """Everything the app needs to start; no file or variable is required.

    Environment variables use the STEWARD_ prefix, e.g. STEWARD_DATA_DIR, STEWARD_MODEL_PATH.
    """

    model_config = SettingsConfigDict(env_prefix="STEWARD_", extra="ignore")

    data_dir: Path = Field(default_factory=_default_data_dir)
    model_path: Path | None = None  # a user GGUF; None = the bundled model
    n_ctx: int = 2048
    n_threads: int = 2
    max_reply_tokens: int = 256
    files_root: Path = Field(default_factory=_default_files_root)  # the folder file actions are confined to
    databases: list[Path] = Field(default_factory=list)  # SQLite databases the user added
    catalog_index: Path | None = None
    playground: bool = True  # offer the local Playground account (a Google-shaped loopback service)

    @property
    def database_path(self) -> Path:
        return self.data_dir / "steward.db"

    @property
    def catalog_path(self) -> Path:
        """The catalog index: rebuilt from the shipped documents, so it may be shared (STEWARD_CATALOG_INDEX)."""
        return self.catalog_index or self.data_dir / "catalog.db"

    @property
    def notes_path(self) -> Path:
        return self.data_dir / "notes.db"

    @property
    def models_dir(self) -> Path:
        return self.data_dir / "models"

    def ensure_dirs(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.models_dir.mkdir(parents=True, exist_ok=True)
