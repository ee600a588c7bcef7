"""A real model downloaded once, then the app starts with the network off and uses it."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.database import open_app_database
from models.llm import LlamaModel
from models.recommended import RecommendedModel
from models.registry import BUNDLED_MODEL_ID, ModelRegistry, bundled_model


def test_offline_start_with_a_downloaded_model(hub, data_dir: Path, models_dir: Path,
                                               monkeypatch: pytest.MonkeyPatch):
    from huggingface_hub import constants

    # 1. Online: download a real GGUF (the bundled SmolLM2 bytes, served like a hub LFS file).
    rec = RecommendedModel(
        id="smollm2-copy", title="SmolLM2 copy", repo_id="steward-test/SmolLM2-GGUF",
        filename="SmolLM2-Copy-Q4_1.gguf", licence="Apache-2.0", quantization="Q4_1",
        approx_size_bytes=98_000_000, ram_bytes=250_000_000, parameters="135M", notes="test",
    )
    hub.host(rec.repo_id, rec.filename, bundled_model().path.read_bytes())
    registry = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir)
    registry.set_active(registry.download(rec).id)
    requests_before = len(hub.log.requests)

    # 2. Restart offline: HF_HUB_OFFLINE on, and HF_ENDPOINT still pointing at the (logging) hub.
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    restarted = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir)
    listed = {m.id: m for m in restarted.installed()}
    assert {BUNDLED_MODEL_ID, "smollm2-copy-q4_1"} <= set(listed)  # (+ the shipped adapter, if any)
    assert all(m.source in {"bundled", "download"} for m in listed.values())
    chosen = restarted.startup_model()
    assert chosen.id == "smollm2-copy-q4_1" and chosen.source == "download" and chosen.licence == "Apache-2.0"

    model = LlamaModel(chosen.path, n_ctx=256, n_threads=2, name=chosen.id)
    reply = "".join(model.stream(model.chat_prompt([{"role": "user", "content": "Say hi"}]), max_tokens=4))
    assert reply.strip()
    assert len(hub.log.requests) == requests_before  # nothing on the start-up path touched the network


def test_explicit_model_path_overrides_the_active_choice(data_dir: Path, models_dir: Path, small_gguf):
    registry = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir)
    (models_dir / "Picked.gguf").write_bytes(small_gguf)
    registry.set_active("picked")
    assert registry.startup_model(bundled_model().path).path == bundled_model().path
    assert registry.startup_model().id == "picked"
