"""Fixtures for the training tests: the real catalog index (the run's shared one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.catalog import Catalog


@pytest.fixture(scope="session")
def catalog(shared_catalog_index: Path) -> Catalog:
    return Catalog.open(shared_catalog_index)
