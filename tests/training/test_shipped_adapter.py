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


def test_adapter_writes_correct_calls_for_methods_it_never_saw(catalog):
    """Greedy generation with the trained prompt, checked by the planner's AST checker: the base model
    never writes a correct call for these held-out requests; with the adapter it does for most."""
    import random

    from core.eval import evaluate
    from models.training.evaluate import generate_predictor, to_case

    builder = DatasetBuilder(catalog, DatasetRecipe(seed=0, negatives="bm25"))
    rng = random.Random(11)
    held = set(builder.heldout_ids)
    examples = [builder.example(m, kind, rng, held)
                for m, kind in zip(builder.heldout_ids[:8], ["single", "multiple"] * 4, strict=True)]
    cases = [to_case(e, i) for i, e in enumerate(examples) if e.calls]
    base, tuned = load_model(bundled_model().path), load_model(bundled_model().path, ADAPTER)
    before = evaluate(cases, generate_predictor(base)).correct
    after = evaluate(cases, generate_predictor(tuned)).correct
    assert after >= before + len(cases) // 3, (before, after, len(cases))
