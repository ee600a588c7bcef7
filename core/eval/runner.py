"""Run a predictor over cases and score it: accuracy, hallucinated names/params, errors by type."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.eval.ast_checker import check

# predict(question, functions) -> list of {"name": ..., "arguments": {...}}
PredictFn = Callable[[str, list[dict]], list[dict]]


@dataclass
class Case:
    """One test case: a request, the functions offered, the acceptable answers and its category."""

    id: str
    question: str
    functions: list[dict]
    ground_truth: list[dict]
    category: str


@dataclass
class Report:
    """Aggregate figures for one run."""

    total: int = 0
    correct: int = 0
    hallucinated_names: int = 0  # calls to a function that was not offered
    hallucinated_params: int = 0  # arguments the function does not have
    seconds: list[float] = field(default_factory=list)
    errors: Counter = field(default_factory=Counter)
    failures: list[dict[str, Any]] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0

    def latency(self, q: float) -> float:
        if not self.seconds:
            return 0.0
        ordered = sorted(self.seconds)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def to_bfcl(calls: list[dict]) -> list[dict]:
    """{"name", "arguments"} calls → BFCL's [{"name": {args}}]."""
    return [{c["name"]: dict(c.get("arguments") or {})} for c in calls]


def evaluate(cases: Sequence[Case], predict: PredictFn, *, keep_failures: int = 50) -> Report:
    """Call ``predict`` on every case and check each output with BFCL AST semantics."""
    report = Report()
    for case in cases:
        started = time.perf_counter()
        try:
            calls = predict(case.question, case.functions)
            error = None
        except Exception as exc:  # a crashing predictor counts as a wrong answer, never stops the run
            calls, error = [], f"{type(exc).__name__}: {exc}"
        report.seconds.append(time.perf_counter() - started)
        report.total += 1
        offered = {f["name"]: f for f in case.functions}
        for c in calls:
            spec = offered.get(c.get("name"))
            if spec is None:
                report.hallucinated_names += 1
                continue
            props = spec.get("parameters", {}).get("properties", {})
            report.hallucinated_params += sum(1 for p in (c.get("arguments") or {}) if p not in props)
        result = check(case.functions, to_bfcl(calls), case.ground_truth, case.category)
        if error is None and result.valid:
            report.correct += 1
            continue
        report.errors[error and "exception" or result.error_type] += 1
        if len(report.failures) < keep_failures:
            report.failures.append({"id": case.id, "question": case.question, "output": calls,
                                    "expected": case.ground_truth, "error": error or result.error})
    return report
