"""Fixtures for the timeline tests: a real app database file."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.database import open_app_database
from core.timeline import Journal


@pytest.fixture
def app_db(data_dir: Path):
    db = open_app_database(data_dir / "steward.db")
    yield db
    db.conn.close()


@pytest.fixture
def journal(app_db) -> Journal:
    return Journal(app_db)
