"""The real catalog index, built once per session from the shipped discovery documents."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.catalog import Catalog

DATA = Path(__file__).resolve().parents[1] / "data"


def load_requests(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text().splitlines() if line.strip()]


@pytest.fixture(scope="session")
def catalog_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("catalog") / "catalog.db"
    Catalog.open(path).close()
    return path


@pytest.fixture(scope="session")
def catalog(catalog_path: Path) -> Catalog:
    return Catalog.open(catalog_path)


@pytest.fixture(scope="session")
def devset() -> list[dict]:
    return load_requests("catalog_devset.jsonl")


@pytest.fixture(scope="session")
def heldout() -> list[dict]:
    return load_requests("catalog_heldout.jsonl")
