"""Evaluate an installed model on the project's dev set with the planner's AST checker, and keep the
results in the app database so the Models page can show every model side by side.

Dev set: the vendored BFCL cases' dev split (core.eval.load_cases(split="dev"), even ids) — the
"multiple" category by default, where the model must pick among several functions and fill arguments.
The planner's FunctionCaller (retrieval + token-trie choice + schema-driven arguments) is the predictor,
so the figures are the ones Steward itself would reach with that model.
"""

from __future__ import annotations

import statistics
import threading
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime

import sqlite_utils

from core.errors import StewardError
from models.registry import ModelInfo

DEFAULT_CATEGORIES = ("multiple",)
DEFAULT_LIMIT = 12  # cases per category: ~12 x 1-10 s on a laptop CPU
PIPELINES = ("steward", "model")


class EvaluationError(StewardError):
    """The evaluation could not run; the message says why."""


@dataclass(frozen=True)
class ModelEvaluation:
    """Accuracy and latency of one model on one dev set."""

    model_id: str
    dataset: str
    accuracy: float
    correct: int
    total: int
    median_latency_s: float
    p90_latency_s: float
    load_seconds: float
    mean_latency_s: float
    hallucinated_names: int
    evaluated_at: str


def dev_cases(categories: tuple[str, ...] = DEFAULT_CATEGORIES, limit: int = DEFAULT_LIMIT):
    """(label, cases) of the dev split used for model comparison."""
    from core.eval import load_cases

    cases = [case for cat in categories for case in load_cases(cat, split="dev", limit=limit)]
    return f"BFCL dev {'+'.join(categories)} ({len(cases)})", cases


def evaluate_model(info: ModelInfo, *, categories: tuple[str, ...] = DEFAULT_CATEGORIES,
                   limit: int = DEFAULT_LIMIT, n_ctx: int = 2048, n_threads: int = 2, model=None,
                   pipeline: str = "steward") -> ModelEvaluation:
    """Load ``info`` (unless ``model`` is given) and run the planner's caller over the dev cases.

    ``pipeline``: "steward" = the full caller (retrieval, token-trie choice, schema-driven arguments,
    feedback), what the app does; "model" = the same retriever-aware prompt but free generation, parsed
    — the model's own function-calling skill, without Steward's constraints.
    """
    from core.eval import evaluate
    from core.planner.caller import CallerOptions, FunctionCaller
    from core.planner.functions import to_function_spec

    if pipeline not in PIPELINES:
        raise EvaluationError(f"Unknown pipeline {pipeline!r}; use one of {PIPELINES}.")
    label, cases = dev_cases(categories, limit)
    if pipeline == "model":
        label += ", model alone"
    load_seconds = 0.0
    if model is None:
        from models.llm import LlamaModel

        started = time.perf_counter()
        model = LlamaModel(info.path, n_ctx=n_ctx, n_threads=n_threads, name=info.id, lora_path=info.adapter_path)
        load_seconds = time.perf_counter() - started
    options = CallerOptions(constrained=False, feedback=False) if pipeline == "model" else None
    caller = FunctionCaller(model, options)

    def predict(question: str, functions: list[dict]) -> list[dict]:
        outcome = caller.call(question, [to_function_spec(f) for f in functions])
        return [call.model_dump() for call in outcome.calls]

    report = evaluate(cases, predict)
    seconds = report.seconds or [0.0]
    return ModelEvaluation(
        model_id=info.id, dataset=label, accuracy=report.accuracy, correct=report.correct, total=report.total,
        median_latency_s=statistics.median(seconds), p90_latency_s=report.latency(0.9),
        mean_latency_s=statistics.fmean(seconds),
        load_seconds=load_seconds, hallucinated_names=report.hallucinated_names,
        evaluated_at=datetime.now(UTC).isoformat(timespec="seconds"),
    )


class ModelEvaluator:
    """Runs evaluations and remembers the latest result per (model, dataset) in the app database."""

    def __init__(self, db: sqlite_utils.Database, *, categories: tuple[str, ...] = DEFAULT_CATEGORIES,
                 limit: int = DEFAULT_LIMIT, n_threads: int = 2, pipeline: str = "steward") -> None:
        self.db = db
        self.pipeline = pipeline
        self.categories = categories
        self.limit = limit
        self.n_threads = n_threads
        self._lock = threading.Lock()
        if "model_evaluations" not in db.table_names():
            db["model_evaluations"].create(
                {name: (float if name.endswith("_s") or name in ("accuracy", "load_seconds") else
                        int if name in ("correct", "total", "hallucinated_names") else str)
                 for name in ModelEvaluation.__dataclass_fields__},
                pk=("model_id", "dataset"),
            )

    def run(self, info: ModelInfo, model=None) -> ModelEvaluation:
        """Evaluate (blocking: call off the UI thread) and store the result."""
        result = evaluate_model(info, categories=self.categories, limit=self.limit, n_threads=self.n_threads,
                                model=model, pipeline=self.pipeline)
        with self._lock:
            self.db["model_evaluations"].upsert(asdict(result), pk=("model_id", "dataset"), alter=True)
        return result

    def results(self) -> list[ModelEvaluation]:
        """Stored results, best accuracy first."""
        with self._lock:
            rows = list(self.db["model_evaluations"].rows)
        found = [ModelEvaluation(**row) for row in rows]
        return sorted(found, key=lambda r: (-r.accuracy, r.median_latency_s))
