"""Fixtures for the training tests: the real catalog index, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.catalog import Catalog


@pytest.fixture(scope="session")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    path: Path = tmp_path_factory.mktemp("training-catalog") / "catalog.db"
    return Catalog.open(path)
