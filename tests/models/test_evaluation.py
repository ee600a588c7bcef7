"""The evaluator: the planner's caller + BFCL AST checker on the dev split, results kept in the app DB."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from core.database import open_app_database
from core.eval import load_cases
from models.evaluation import EvaluationError, ModelEvaluator, dev_cases, evaluate_model
from models.registry import bundled_model as bundled_info


def test_results_are_stored_per_model_and_dataset(data_dir: Path, bundled_model):
    db = open_app_database(data_dir / "steward.db")
    evaluator = ModelEvaluator(db, categories=("simple_python",), limit=3)
    info = replace(bundled_info(), id="bundled-a")
    first = evaluator.run(info, model=bundled_model)
    evaluator.run(replace(info, id="bundled-b"), model=bundled_model)
    evaluator.run(info, model=bundled_model)  # re-running replaces, never duplicates

    assert first.total == 3 and 0 <= first.correct <= 3
    assert first.dataset == "BFCL dev simple_python (3)"
    assert first.mean_latency_s >= 0 and first.p90_latency_s >= first.median_latency_s
    stored = ModelEvaluator(open_app_database(data_dir / "steward.db")).results()
    assert sorted(r.model_id for r in stored) == ["bundled-a", "bundled-b"]


def test_dev_cases_are_the_even_ids_of_the_vendored_bfcl():
    label, cases = dev_cases(("multiple",), limit=5)
    assert label == "BFCL dev multiple (5)"
    assert [c.id for c in cases] == [c.id for c in load_cases("multiple", split="dev", limit=5)]
    assert all(int(c.id.rsplit("_", 1)[-1]) % 2 == 0 for c in cases)


def test_unknown_pipeline_fails_clearly():
    with pytest.raises(EvaluationError, match="pipeline"):
        evaluate_model(bundled_info(), pipeline="fastest")
