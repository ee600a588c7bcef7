"""Fixtures for the timeline tests: a real app database file."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from core.timeline import Journal
from tests.support import need
from tests.timeline.scenarios import PLAYGROUND_SCOPES, playground_runtime


@pytest.fixture
def killed_worker_tmp(monkeypatch: pytest.MonkeyPatch):
    """TMPDIR for worker processes the test SIGKILLs: a killed worker cannot remove its own sandbox
    I/O folders, so they go here (under /tmp, readable by the sandbox) and are removed after the test."""
    path = Path(tempfile.mkdtemp(prefix="steward-killed-worker-"))
    path.chmod(0o755)
    monkeypatch.setenv("TMPDIR", str(path))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def journal(app_db) -> Journal:
    return Journal(app_db)


@pytest.fixture
def user_folder(tmp_path: Path) -> Path:
    """The user's folder Steward may change (the files target's confined root)."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    return folder


@pytest.fixture
def files_runtime(data_dir: Path):
    """The real files executor: bubblewrap sandbox + shadow git snapshots under the data dir."""
    from core.runtime.files_executor import FilesExecutor
    from core.runtime.sandbox import BubblewrapSandbox

    need(BubblewrapSandbox.available(), "bubblewrap cannot create a sandbox here")
    return FilesExecutor(data_dir / "runtime", BubblewrapSandbox())


@pytest.fixture(scope="session")
def catalog_path(tmp_path_factory) -> Path:
    """The real catalog (Google discovery documents + local connectors), built once per session."""
    from core.catalog import Catalog

    path = tmp_path_factory.mktemp("catalog") / "catalog.db"
    Catalog.open(path)
    return path


@pytest.fixture
def playground():
    """The loopback Google-shaped Playground server (Calendar, Gmail, Drive, Tasks)."""
    from core.playground import PlaygroundServer

    with PlaygroundServer() as server:
        yield server


@pytest.fixture
def runtime(data_dir: Path, catalog_path: Path, playground):
    """The app's real Runtime: files in bubblewrap, SQLite with held transactions, REST to the Playground."""
    from core.runtime.sandbox import BubblewrapSandbox

    need(BubblewrapSandbox.available(), "bubblewrap cannot create a sandbox here")
    token = playground.mint_token(PLAYGROUND_SCOPES)["access_token"]
    return playground_runtime(data_dir / "runtime", catalog_path, playground.root_url, token)


@pytest.fixture
def user_database(tmp_path: Path) -> Path:
    """A user's SQLite database with a contacts table Steward may change."""
    import sqlite3

    path = tmp_path / "contacts.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT, email TEXT)")
    conn.execute("INSERT INTO contacts (name, email) VALUES ('Ana', 'ana@example.com')")
    conn.commit()
    conn.close()
    return path
