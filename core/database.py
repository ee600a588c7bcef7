"""The app database: one SQLite file (WAL) holding grants, timeline, accounts metadata and chat."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import sqlite_utils


class DatabaseError(Exception):
    """The app database cannot be opened; the message says what to do."""


def open_app_database(path: Path) -> sqlite_utils.Database:
    """Open (creating if needed) the app database at ``path`` in WAL mode with the base schema."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
        db = sqlite_utils.Database(conn)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=10000")
    except (OSError, sqlite3.DatabaseError) as exc:
        raise DatabaseError(
            f"Cannot open the app database at {path}: {exc}. "
            "Check that the folder is writable or set STEWARD_DATA_DIR to another folder."
        ) from exc
    ensure_base_schema(db)
    return db


def ensure_base_schema(db: sqlite_utils.Database) -> None:
    """Tables the skeleton owns: chat messages and connected accounts (metadata only, never secrets)."""
    if "chat_messages" not in db.table_names():
        db["chat_messages"].create(
            {"id": int, "conversation_id": str, "role": str, "text": str, "created_at": str},
            pk="id",
        )
        db["chat_messages"].create_index(["conversation_id"])
    if "accounts" not in db.table_names():
        db["accounts"].create(
            {
                "id": str,
                "provider": str,
                "display_name": str,
                "email": str,
                "scopes": str,  # JSON list of granted OAuth scopes
                "connected_at": str,
            },
            pk="id",
        )
