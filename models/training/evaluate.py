"""Before/after evaluation on the held-out split with the planner's AST runner (core.eval, BFCL semantics).

Two predictors per model:
- ``generate``: the retriever-aware prompt the model was trained on, free greedy generation, parsed by
  the planner's output parser (what the fine-tune changes most directly);
- ``planner``: the planner's FunctionCaller (constrained name choice + schema-driven arguments).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from core.eval import Case, Report, evaluate
from core.planner import CallerOptions, FunctionCaller, parse_output
from core.planner.functions import FunctionSpec
from models.llm import LlamaModel, ModelLoadError
from models.training.examples import Example, render_prompt


def to_case(example: Example, index: int) -> Case:
    """An Example as a BFCL case: every expected argument value is the one acceptable answer."""
    if not example.calls:
        category = "irrelevance"
    elif len(example.calls) > 1:
        category = "parallel"
    else:
        category = "simple"
    truth = [{c["name"]: {k: [v] for k, v in c["arguments"].items()}} for c in example.calls]
    return Case(id=f"{example.kind}-{index}", question=example.query,
                functions=[f.model_dump() for f in example.functions], ground_truth=truth, category=category)


def attach_adapter(model: LlamaModel, lora_gguf: Path, scale: float = 1.0) -> LlamaModel:
    """Apply a LoRA GGUF to an already loaded model (what llama_cpp.Llama(lora_path=...) does)."""
    import llama_cpp

    llm = model._llm
    adapter = llama_cpp.llama_adapter_lora_init(llm._model.model, str(lora_gguf).encode())
    if not adapter:
        raise ModelLoadError(f"llama.cpp could not load the adapter {lora_gguf}; was it made for {model.name}?")
    adapters = (llama_cpp.llama_adapter_lora_p_ctypes * 1)(adapter)
    if llama_cpp.llama_set_adapters_lora(llm._ctx.ctx, adapters, 1, (ctypes.c_float * 1)(scale)):
        raise ModelLoadError(f"llama.cpp could not apply the adapter {lora_gguf}.")
    llm._stack.callback(lambda: llama_cpp.llama_adapter_lora_free(adapter))
    model.name = f"{model.name}+{Path(lora_gguf).stem}"
    return model


def load_model(base: Path, adapter: Path | None = None, *, n_ctx: int = 2048) -> LlamaModel:
    model = LlamaModel(base, n_ctx=n_ctx, n_threads=2)
    return attach_adapter(model, adapter) if adapter else model


def generate_predictor(model: LlamaModel, max_tokens: int = 160) -> Callable[[str, list[dict]], list[dict]]:
    def predict(question: str, functions: list[dict]) -> list[dict]:
        example = Example(query=question, functions=[FunctionSpec(**f) for f in functions])
        raw = "".join(model.stream(render_prompt(model, example), max_tokens=max_tokens, stop=("\n\n",)))
        parsed = parse_output(raw)
        return [c.model_dump() for c in parsed.calls] if parsed.kind == "calls" else []
    return predict


def planner_predictor(model: LlamaModel) -> Callable[[str, list[dict]], list[dict]]:
    caller = FunctionCaller(model, CallerOptions())

    def predict(question: str, functions: list[dict]) -> list[dict]:
        outcome = caller.call(question, [FunctionSpec(**f) for f in functions])
        return [c.model_dump() for c in outcome.calls]
    return predict


def summarize(report: Report) -> dict[str, Any]:
    return {"accuracy": round(100 * report.accuracy, 1), "correct": report.correct, "total": report.total,
            "hallucinated_names": report.hallucinated_names, "hallucinated_params": report.hallucinated_params,
            "errors": dict(report.errors), "p50_seconds": round(report.latency(0.5), 2)}


def spread(examples: Sequence[Example], limit: int | None) -> list[Example]:
    """At most ``limit`` examples evenly spaced over the (curriculum-ordered) list, so every kind is kept."""
    if not limit or limit >= len(examples):
        return list(examples)
    return [examples[int(i * len(examples) / limit)] for i in range(limit)]


def evaluate_model(base: Path, adapter: Path | None, examples: Sequence[Example], *,
                   modes: Sequence[str] = ("generate",), limit: int | None = None) -> dict[str, dict[str, Any]]:
    """Accuracy of one model (base, or base + adapter) per mode on ``examples``."""
    cases = [to_case(e, i) for i, e in enumerate(spread(examples, limit))]
    model = load_model(base, adapter)
    out = {}
    for mode in modes:
        predictor = generate_predictor(model) if mode == "generate" else planner_predictor(model)
        report = evaluate(cases, predictor, keep_failures=len(cases))
        out[mode] = summarize(report) | {"by_kind": by_kind(report, cases)}
    return out


def by_kind(report: Report, cases: Sequence[Case]) -> dict[str, str]:
    """correct/total per example kind (the case id starts with the kind)."""
    failed = {f["id"] for f in report.failures}
    totals: dict[str, list[int]] = {}
    for case in cases:
        kind = case.id.rsplit("-", 1)[0]
        row = totals.setdefault(kind, [0, 0])
        row[0] += case.id not in failed
        row[1] += 1
    return {k: f"{c}/{t}" for k, (c, t) in sorted(totals.items())}


def compare(base: Path, adapter: Path, examples: Sequence[Example], *, modes: Sequence[str] = ("generate",),
            limit: int | None = None) -> dict[str, dict[str, Any]]:
    """Accuracy of base vs base+adapter on ``examples`` for each mode ("generate", "planner")."""
    results: dict[str, dict[str, Any]] = {}
    for label, lora in (("base", None), ("tuned", adapter)):
        for mode, figures in evaluate_model(base, lora, examples, modes=modes, limit=limit).items():
            results[f"{mode}/{label}"] = figures
    for mode in modes:
        gain = results[f"{mode}/tuned"]["accuracy"] - results[f"{mode}/base"]["accuracy"]
        results[f"{mode}/gain_points"] = {"accuracy": round(gain, 1)}
    return results
