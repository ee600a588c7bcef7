"""Helpers for tests that need system services (Docker, SecretService keyring, Xvfb).

On a developer machine without the service the test skips with a clear reason; in CI
(STEWARD_REQUIRE_SYSTEM_SERVICES=1, set by .ci/run) a missing service fails the test instead.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).parent / "artifacts"


def services_required() -> bool:
    return os.environ.get("STEWARD_REQUIRE_SYSTEM_SERVICES") == "1"


def need(available: bool, reason: str) -> None:
    """Skip (locally) or fail (in CI) when a required system service is missing."""
    if available:
        return
    if services_required():
        pytest.fail(f"CI must run this test for real, but: {reason}")
    pytest.skip(reason)


def artifact_path(name: str) -> Path:
    """A path under tests/artifacts (not committed) for screenshots and reports."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / name
