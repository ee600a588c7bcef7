"""Constraint engines on the bundled model: cost per generated token of each way to keep the output
inside a function call's schema (the issue's budget: ≤ 5 % of a token).

    .venv/bin/python bench/constraints.py [--tokens 48] [--repeats 3]

- token trie: the planner's numpy TrieConstraint over the candidate names (a logits processor);
- llguidance: its llama.cpp tokenizer bridge + an LLMatcher built from the call's JSON schema; the
  mask is computed and applied in a logits processor, the sampled token consumed;
- GBNF: llama.cpp's own grammar sampler (LlamaGrammar.from_json_schema) on the same schema.
Each engine generates the same call for the same prompt; the figure is ms per token against the
unconstrained run, and for the processors the time spent inside them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.planner.functions import FunctionSpec  # noqa: E402
from core.planner.prompts import call_prefix, retriever_aware_prompt  # noqa: E402
from core.planner.trie import TokenTrie, TrieConstraint  # noqa: E402

CANDIDATES = [
    FunctionSpec(name="calendar.events.insert", description="Creates an event.", parameters={
        "type": "object", "required": ["calendarId", "summary"],
        "properties": {"calendarId": {"type": "string"}, "summary": {"type": "string", "maxLength": 60},
                       "sendUpdates": {"type": "string", "enum": ["all", "externalOnly", "none"]}}}),
    FunctionSpec(name="calendar.events.list", description="Returns events on the specified calendar.",
                 parameters={"type": "object", "required": ["calendarId"],
                             "properties": {"calendarId": {"type": "string"}, "maxResults": {"type": "integer"}}}),
    FunctionSpec(name="gmail.users.messages.send", description="Sends the specified message.",
                 parameters={"type": "object", "required": ["userId"], "properties": {"userId": {"type": "string"}}}),
]
QUERY = "Put lunch with Ana on my primary calendar"


def call_schema(specs: list[FunctionSpec]) -> dict:
    """One JSON object {"name": <candidate>, "arguments": <its schema>} (anyOf over candidates)."""
    return {"anyOf": [{"type": "object", "additionalProperties": False, "required": ["name", "arguments"],
                       "properties": {"name": {"const": s.name},
                                      "arguments": {**s.parameters, "additionalProperties": False}}}
                      for s in specs]}


class Timed:
    """Wraps a logits processor and records the seconds spent in it."""

    def __init__(self, inner):
        self.inner, self.seconds, self.calls = inner, 0.0, 0

    def __call__(self, ids, logits):
        t0 = time.perf_counter()
        out = self.inner(ids, logits)
        self.seconds += time.perf_counter() - t0
        self.calls += 1
        return out


class GuidanceProcessor:
    """llguidance as a llama-cpp-python logits processor: mask, then consume what was sampled."""

    def __init__(self, matcher, n_vocab: int, prompt_len: int):
        from llguidance.numpy import (
            allocate_token_bitmask,
            apply_token_bitmask_inplace,
            fill_next_token_bitmask,
        )

        self.matcher, self.n_vocab, self.seen = matcher, n_vocab, prompt_len
        self.mask = allocate_token_bitmask(1, n_vocab)
        self._fill, self._apply = fill_next_token_bitmask, apply_token_bitmask_inplace

    def __call__(self, ids, logits):
        for token in ids[self.seen:]:
            self.matcher.consume_token(int(token))
        self.seen = len(ids)
        self._fill(self.matcher, self.mask)
        view = logits[None, :]
        self._apply(view, self.mask)
        return view[0]


def generate(model, prompt: str, tokens: int, **kwargs) -> tuple[str, float, int]:
    t0 = time.perf_counter()
    pieces = list(model.stream(prompt, max_tokens=tokens, **kwargs))
    return "".join(pieces), time.perf_counter() - t0, max(len(pieces), 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=48)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--model", type=Path)
    args = parser.parse_args()

    import llama_cpp

    from models.llm import LlamaModel
    from models.registry import bundled_model

    model = LlamaModel(args.model or bundled_model().path, n_ctx=2048, n_threads=2)
    prompt = retriever_aware_prompt(model, QUERY, CANDIDATES)
    prompt_len = len(model.tokenize(prompt, add_bos=True))
    schema = call_schema(CANDIDATES)
    rows: dict[str, list[tuple[float, float, str]]] = {}
    bridges: list[float] = []

    def record(label, text, seconds, n, inside=0.0):
        rows.setdefault(label, []).append((seconds / n * 1000, inside / n * 1000, text))

    for _ in range(args.repeats):
        text, s, n = generate(model, prompt, args.tokens)
        record("unconstrained", text, s, n)

        names = [f.name for f in CANDIDATES]
        trie = Timed(TrieConstraint(TokenTrie(model.tokenize(n + '"') for n in names),
                                    len(model.tokenize(prompt + call_prefix("")[:10], add_bos=True)),
                                    end_tokens=[model.eos_token]))
        text, s, n = generate(model, prompt + call_prefix("")[:10], 24, logits_processor=trie)
        record("token trie (names)", text, s, n, trie.seconds)

        try:
            import llguidance
            import llguidance.llamacpp

            t0 = time.perf_counter()
            tokenizer = llguidance.llamacpp.lltokenizer_from_vocab(llama_cpp.llama_model_get_vocab(model._llm.model))
            bridge_s = time.perf_counter() - t0
            matcher = llguidance.LLMatcher(tokenizer, llguidance.LLMatcher.grammar_from_json_schema(schema))
            guided = Timed(GuidanceProcessor(matcher, model.n_vocab, prompt_len))
            text, s, n = generate(model, prompt, args.tokens, logits_processor=guided)
            record("llguidance (JSON schema)", text, s, n, guided.seconds)
            bridges.append(bridge_s)
        except ImportError:
            print("(llguidance not installed: pip install llguidance)")

        grammar = llama_cpp.LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
        t0 = time.perf_counter()
        out = model._llm.create_completion(prompt, max_tokens=args.tokens, temperature=0.0, grammar=grammar)
        seconds = time.perf_counter() - t0
        record("GBNF (llama.cpp grammar)", out["choices"][0]["text"], seconds,
               max(out["usage"]["completion_tokens"], 1))

    base = statistics.median(r[0] for r in rows["unconstrained"])
    print(f"model {model.name}, vocabulary {model.n_vocab} tokens; prompt {prompt_len} tokens")
    print(f"{'engine':52s} {'ms/token':>9s} {'in engine':>10s} {'overhead':>9s}  output")
    for label, runs in rows.items():
        per_token = statistics.median(r[0] for r in runs)
        inside = statistics.median(r[1] for r in runs)
        overhead = inside if inside else per_token - base
        print(f"{label:52s} {per_token:9.2f} {inside:10.3f} {100 * overhead / base:8.2f}%  {runs[0][2][:60]!r}")
    if bridges:
        print(f"llguidance tokenizer bridge (once per model): {statistics.median(bridges):.2f} s")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
