"""Local-action fixtures: a user's own SQLite database made from a script, with a planner and runtime over it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from core.catalog import Catalog
from core.local_actions import ActionTargets
from core.planner import Planner
from core.runtime import Runtime
from tests.planner.plans import NOW


@pytest.fixture
def database(tmp_path: Path, shared_catalog_index: Path):
    """A maker of one user database from a SQL script: (planner at ``now``, runtime, targets, its path)."""
    opened = []

    def make(name: str, script: str, now=NOW):
        path = tmp_path / f"{name}.db"
        with sqlite3.connect(path) as conn:
            conn.executescript(script)
        runtime, catalog = Runtime(tmp_path / f"runtime-{name}"), Catalog.open(shared_catalog_index)
        opened.extend([runtime, catalog])
        targets = ActionTargets.from_paths(tmp_path / "files", tmp_path / "notes.db", [path])
        return Planner(None, catalog, clock=lambda: now), runtime, targets, path

    yield make
    for thing in opened:
        thing.close()
