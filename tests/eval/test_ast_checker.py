"""BFCL AST semantics of core.eval, and the runner over the vendored data."""

from __future__ import annotations

from core.eval import Case, check, evaluate, load_cases

FN = {"name": "calc_area", "parameters": {"type": "dict", "properties": {
    "base": {"type": "integer"}, "height": {"type": "float"}, "unit": {"type": "string"},
    "sides": {"type": "array", "items": {"type": "integer"}}}, "required": ["base", "height"]}}
GT = [{"calc_area": {"base": [10], "height": [5.0], "unit": ["cm", ""], "sides": [[1, 2], ""]}}]


def test_checker_follows_bfcl_rules():
    def verdict(args):
        return check([FN], [{"calc_area": args}], GT, "simple_python")

    assert verdict({"base": 10, "height": 5}).valid  # int accepted for float; optionals may be omitted
    assert verdict({"base": 10, "height": 5.0, "unit": "C.M"}).valid  # strings standardized
    assert verdict({"base": 10, "height": 5.0, "sides": [1, 2]}).valid
    assert verdict({"base": 10}).error_type == "missing_required"
    assert verdict({"base": 10, "height": 5, "colour": "red"}).error_type == "unexpected_param"
    assert verdict({"base": "10", "height": 5}).error_type == "type_error"
    assert verdict({"base": 11, "height": 5}).error_type == "value_error"
    assert verdict({"base": 10, "height": 5, "sides": [2, 1]}).error_type == "value_error"
    assert not check([FN], [{"other": {}}], GT, "simple_python").valid
    assert not check([FN], [], GT, "simple_python").valid
    assert check([FN], [], [], "irrelevance").valid
    assert not check([FN], [{"calc_area": {"base": 1}}], [], "irrelevance").valid


def test_parallel_calls_match_in_any_order():
    gt = [{"calc_area": {"base": [1], "height": [2.0]}}, {"calc_area": {"base": [3], "height": [4.0]}}]
    out = [{"calc_area": {"base": 3, "height": 4}}, {"calc_area": {"base": 1, "height": 2}}]
    assert check([FN], out, gt, "parallel").valid
    assert not check([FN], out[:1], gt, "parallel").valid


def _first_answer(case: Case) -> list[dict]:
    calls = []
    for answer in case.ground_truth:
        (name, params), = answer.items()
        args = {k: next(x for x in v if x != "") for k, v in params.items() if any(x != "" for x in v)}
        calls.append({"name": name, "arguments": args})
    return calls


def _answerable(category: str) -> list[Case]:
    """Cases whose first reference answer can be sent as a call: BFCL writes dict answers as dicts of options."""
    def nested(value):
        return isinstance(value, dict) or (isinstance(value, list) and any(isinstance(x, dict) for x in value))

    return [c for c in load_cases(category, split="all")
            if not any(nested(v[0]) for a in c.ground_truth for p in a.values() for v in p.values() if v)]


def test_runner_scores_reference_answers_and_counts_hallucinations():
    cases = _answerable("simple_python")
    by_question = {c.question: c for c in cases}
    report = evaluate(cases, lambda q, fns: _first_answer(by_question[q]))
    assert report.total == len(cases) > 350
    assert report.accuracy == 1.0 and report.hallucinated_names == 0

    bad = evaluate(cases[:20], lambda q, fns: [{"name": "made_up", "arguments": {}},
                                               {"name": fns[0]["name"], "arguments": {"nope": 1}}])
    assert bad.correct == 0 and bad.hallucinated_names == 20 and bad.hallucinated_params == 20
    assert bad.errors["wrong_count"] == 20


def test_live_reference_answers_score_except_for_four_faulty_ones():
    """The live (user-contributed) cases check like the others; four live_simple answers contradict their
    own function (a name not offered, a required parameter left out), so no call can match them."""
    for category, faulty in (("live_simple", 4), ("live_multiple", 0)):
        cases = _answerable(category)
        by_question = {c.question: c for c in cases}
        report = evaluate(cases, lambda q, fns, by_question=by_question: _first_answer(by_question[q]))
        assert report.total == len(cases) > 200
        assert report.total - report.correct == faulty and report.hallucinated_names == faulty // 2


def test_runner_survives_a_crashing_predictor():
    cases = load_cases("irrelevance", split="heldout", limit=5)

    def boom(question, functions):
        raise RuntimeError("model crashed")

    report = evaluate(cases, boom)
    assert report.total == 5 and report.correct == 0 and report.errors["exception"] == 5


def test_splits_are_disjoint_and_cover_the_files():
    for category in ("simple_python", "multiple", "irrelevance", "live_simple", "live_multiple", "live_irrelevance"):
        dev = {c.id for c in load_cases(category, split="dev")}
        held = {c.id for c in load_cases(category, split="heldout")}
        assert dev and held and not dev & held
        assert len(dev | held) == len(load_cases(category, split="all"))
