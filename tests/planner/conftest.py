"""Planner fixtures: the real catalog index, built once per session, and a planner over it at NOW."""

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


@pytest.fixture(scope="module")
def planner(planner_catalog, request: pytest.FixtureRequest):
    """The planner without a model (extraction only), its clock fixed at ``plans.NOW``, or at the module's ``CLOCK``
    (the blind sets written on Thursday 26 November 2026 plan at that day)."""
    from core.planner import Planner
    from tests.planner.plans import NOW

    now = getattr(request.module, "CLOCK", NOW)
    return Planner(None, planner_catalog, clock=lambda: now)


@pytest.fixture(scope="module")
def gate(planner):
    """The planner behind the app's RelevanceGate: advice, sums and chit-chat get no call."""
    from core.planner.relevance import RelevanceGate

    return RelevanceGate(planner, planner.catalog)
