"""Planner fixtures: the real catalog index, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def planner_catalog(tmp_path_factory: pytest.TempPathFactory):
    from core.catalog import Catalog

    path: Path = tmp_path_factory.mktemp("planner-catalog") / "catalog.db"
    catalog = Catalog.open(path)
    yield catalog
    catalog.close()
