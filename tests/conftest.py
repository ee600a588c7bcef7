"""Shared fixtures: every test gets its own app data dir; Qt runs offscreen unless Xvfb is used."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


@pytest.fixture(scope="session", autouse=True)
def bundled_fast_copy() -> Path:
    """The bundled model's Q8_0 copy, as `make` prepares it (written once, reused by later runs)."""
    from models.registry import prepare_fast_copy

    return prepare_fast_copy()


@pytest.fixture(scope="session")
def shared_catalog_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One catalog index file for the whole run (it is derived data: building it takes ~20 s)."""
    return tmp_path_factory.mktemp("catalog") / "catalog.db"


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shared_catalog_index: Path) -> Path:
    """A fresh Steward data dir (STEWARD_DATA_DIR), files root and shared catalog index for the test."""
    path = tmp_path / "steward-data"
    path.mkdir()
    monkeypatch.setenv("STEWARD_DATA_DIR", str(path))
    monkeypatch.setenv("STEWARD_FILES_ROOT", str(tmp_path / "files"))
    monkeypatch.setenv("STEWARD_CATALOG_INDEX", str(shared_catalog_index))
    return path


@pytest.fixture
def app_db(data_dir: Path):
    """The test's app database (core.database, WAL), closed afterwards."""
    from core.database import open_app_database

    db = open_app_database(data_dir / "steward.db")
    yield db
    db.conn.close()


@pytest.fixture(scope="session")
def bundled_model():
    """The real bundled model, loaded once per test session."""
    from models.llm import LlamaModel
    from models.registry import bundled_model as bundled

    return LlamaModel(bundled().path, n_ctx=2048, n_threads=2)


@pytest.fixture
def qasync_loop(qapp):
    """An asyncio loop running inside Qt's (qasync): Qt event processing (qtbot.wait*) drives it."""
    import asyncio

    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qapp.processEvents()
    asyncio.events._set_running_loop(None)
    loop._after_run_forever()
    loop._QEventLoop__is_running = False  # qasync leaves cleanup of an already_running loop to us
    loop.close()


@pytest.fixture(autouse=True)
def month_first_dates(monkeypatch):
    """Numeric dates read month first (01/02/2022 is 2 January), whatever the machine's locale: a test that
    means a day-first user says so (STEWARD_DATE_ORDER=dmy or a locale)."""
    monkeypatch.setenv("STEWARD_DATE_ORDER", "mdy")


# Test folders that make no Qt object and load no model: a full collection after each of their ~2,000 tests took more
# than half the suite's time (1074 s of teardown in 1850 s, `pytest --durations=0`), and freed nothing Qt needs freed.
_NO_QT_NOR_MODEL = ("planner", "local_actions", "catalog", "planner_relevance", "eval", "runtime")
_QT_OR_MODEL_FIXTURES = {"qtbot", "qapp", "qasync_loop", "bundled_model"}


@pytest.fixture(autouse=True)
def collect_garbage_between_tests(request: pytest.FixtureRequest):
    """Collect each test's Qt and model objects at its teardown, on the main thread, before the next test
    starts worker threads (a wrapper collected in the middle of a later test can crash PySide6)."""
    import gc

    yield
    folder = request.node.path.parent.name
    if folder not in _NO_QT_NOR_MODEL or _QT_OR_MODEL_FIXTURES & set(request.fixturenames):
        gc.collect()
