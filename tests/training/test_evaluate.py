"""Held-out examples become BFCL cases that the planner's AST checker (core.eval) scores."""

from __future__ import annotations

from core.eval import check, to_bfcl
from core.planner.functions import FunctionSpec
from models.training.evaluate import to_case
from models.training.examples import Example

SPEC = FunctionSpec(name="tasks.tasks.insert", description="Creates a new task.",
                    parameters={"type": "object", "required": ["tasklist"],
                                "properties": {"tasklist": {"type": "string"}, "maxResults": {"type": "integer"}}})


def _score(example: Example, calls: list[dict]) -> bool:
    case = to_case(example, 0)
    return check(case.functions, to_bfcl(calls), case.ground_truth, case.category).valid


def test_a_single_call_must_match_name_and_every_value():
    example = Example(query="Create a task in list abc (max results 5)", functions=[SPEC],
                      calls=[{"name": SPEC.name, "arguments": {"tasklist": "abc", "maxResults": 5}}])
    assert to_case(example, 0).category == "simple"
    assert _score(example, [{"name": SPEC.name, "arguments": {"tasklist": "abc", "maxResults": 5}}])
    assert not _score(example, [{"name": SPEC.name, "arguments": {"tasklist": "abc", "maxResults": 6}}])
    assert not _score(example, [{"name": SPEC.name, "arguments": {"tasklist": "abc"}}])  # said, so required
    assert not _score(example, [{"name": "tasks.tasks.list", "arguments": {"tasklist": "abc", "maxResults": 5}}])
    assert not _score(example, [])


def test_no_call_examples_are_irrelevance_cases():
    example = Example(query="Play some jazz", functions=[SPEC], calls=[], kind="relevance")
    assert to_case(example, 0).category == "irrelevance"
    assert _score(example, [])
    assert not _score(example, [{"name": SPEC.name, "arguments": {"tasklist": "x"}}])


def test_parallel_calls_match_in_any_order():
    calls = [{"name": SPEC.name, "arguments": {"tasklist": "a"}}, {"name": SPEC.name, "arguments": {"tasklist": "b"}}]
    example = Example(query="Create tasks in a and in b", functions=[SPEC], calls=calls, kind="parallel")
    assert to_case(example, 0).category == "parallel"
    assert _score(example, list(reversed(calls)))
    assert not _score(example, calls[:1])
