"""The LoRA adapter Steward ships (resources/adapters/) on the bundled model."""

from __future__ import annotations

import pytest

from models.gguf_info import read_gguf_metadata
from models.registry import ADAPTERS_DIR, bundled_model
from models.training.dataset import DatasetBuilder, DatasetRecipe
from models.training.evaluate import load_model
from models.training.examples import render_prompt

pytestmark = pytest.mark.slow
ADAPTER = ADAPTERS_DIR / "steward-calls.gguf"


def test_shipped_adapter_is_a_small_lora_gguf_for_the_bundled_model():
    meta = read_gguf_metadata(ADAPTER)
    assert meta.get("general.type") == "adapter" and meta.get("adapter.type") == "lora"
    assert meta.get("general.architecture") == read_gguf_metadata(bundled_model().path).get("general.architecture")
    assert ADAPTER.stat().st_size < 20e6


def test_adapter_makes_held_out_calls_more_likely(catalog):
    """On methods never seen in training, the tuned model gives the right call a higher probability."""
    builder = DatasetBuilder(catalog, DatasetRecipe(seed=0, negatives="bm25"))
    import random

    rng = random.Random(7)
    held = set(builder.heldout_ids)
    examples = [builder.example(m, "multiple", rng, held) for m in builder.heldout_ids[:6]]
    examples = [e for e in examples if e.calls]
    base, tuned = load_model(bundled_model().path), load_model(bundled_model().path, ADAPTER)
    better = 0
    for e in examples:
        before = base.score_continuations(render_prompt(base, e), [e.answer()])[0].mean_logprob
        after = tuned.score_continuations(render_prompt(tuned, e), [e.answer()])[0].mean_logprob
        better += after > before
    assert better == len(examples)
