"""10,000 fuzzed model outputs through the parser and scanner: no crash, each one classified."""

from __future__ import annotations

import json
import random
from collections import Counter

from core.planner import FunctionSpec, classify, scan_output

FUNCS = [
    FunctionSpec(name="calculate_triangle_area", description="Area of a triangle.", parameters={
        "type": "dict", "properties": {"base": {"type": "integer"}, "height": {"type": "integer"},
                                       "unit": {"type": "string", "enum": ["cm", "m"]}},
        "required": ["base", "height"]}),
    FunctionSpec(name="math.hypot", description="Euclidean norm.", parameters={
        "type": "dict", "properties": {"x": {"type": "float"}, "y": {"type": "float"}}, "required": ["x", "y"]}),
]
NAMES = ["calculate_triangle_area", "calculateTriangleArea", "math.hypot", "math_hypot", "hypot", "area", "",
         "x" * 300, "calculate_triangle_are"]
KEYS = ["base", "height", "unit", "x", "y", "bse", "Height", "colour", "", "__class__"]
VALUES = [1, -3, 2.5, "10", "cm", "M", None, True, [1, 2], {"a": 1}, "x" * 50, 1e308, "\u0000", "'; DROP"]
NOISE = ["", "none", "[]", "```json\n", "```", "<tool_call>", "Sure! ", "\n\n", "{", "}", "(", ")", "[", "]",
         '"', "'", ",", ":", "\\", "null", "undefined", "\ud800", "🙂", "\x00", "lambda: 0", "__import__('os')"]


GOOD = {"calculate_triangle_area": {"base": [10, 3], "height": [5, 7], "unit": ["cm", "m"]},
        "math.hypot": {"x": [4.0, 3], "y": [5.0, 1.5]}}


def _valid_like(rng: random.Random) -> str:
    if rng.random() < 0.5:  # a well-formed call, possibly with one bad value
        name = rng.choice(list(GOOD))
        args = {k: rng.choice(v) for k, v in GOOD[name].items()}
        if rng.random() < 0.3:
            args[rng.choice(list(args))] = rng.choice(VALUES)
    else:
        name = rng.choice(NAMES)
        args = {rng.choice(KEYS): rng.choice(VALUES) for _ in range(rng.randint(0, 4))}
    style = rng.randrange(4)
    if style == 0:
        return json.dumps({"name": name, "arguments": args})
    if style == 1:
        return json.dumps([{name: args} for _ in range(rng.randint(1, 3))])
    if style == 2:
        return f"{name}({', '.join(f'{k}={v!r}' for k, v in args.items())})"
    return json.dumps({"name": name, "parameters": json.dumps(args)})


def _mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(0, 4)):
        op = rng.randrange(4)
        pos = rng.randint(0, len(chars))
        if op == 0 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op == 1:
            chars.insert(pos, rng.choice(NOISE))
        elif op == 2:
            chars = chars[:pos]  # truncated generation
        else:
            chars.insert(pos, chr(rng.randint(0, 0x2FFF)))
    return "".join(chars)


def test_ten_thousand_fuzzed_outputs_are_classified_without_crashing():
    rng = random.Random(20261122)
    counts: Counter = Counter()
    for _ in range(10_000):
        text = _mutate(_valid_like(rng), rng) if rng.random() < 0.5 else _valid_like(rng) if rng.random() < 0.8 else "".join(
            rng.choice(NOISE) for _ in range(rng.randint(0, 12)))
        parsed, findings = scan_output(text, FUNCS)
        code = "NO_CALL" if parsed.kind == "no_call" else classify(findings)
        assert code in {"OK", "NO_CALL", "E1", "E2", "E3", "E4"}
        assert (code == "E1") == (parsed.kind == "unparseable")
        if code == "OK":
            assert parsed.calls and all(c.name in {"calculate_triangle_area", "math.hypot"} for c in parsed.calls)
        counts[code] += 1
    assert sum(counts.values()) == 10_000
    # every class is exercised by the fuzzer, so each branch of the scanner really ran
    print(dict(counts))
    assert all(counts[c] > 0 for c in ("OK", "NO_CALL", "E1", "E2", "E3", "E4")), counts
