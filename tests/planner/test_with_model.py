"""The caller, the trie constraint, the CLI contract and the Planner with the real bundled model."""

from __future__ import annotations

import argparse
import json

import pytest

from core.planner import FunctionCaller, FunctionSpec, Planner, load_functions, to_function_spec
from core.planner.trie import TokenTrie, TrieConstraint

FUNCTIONS = [
    {"name": "calculate_triangle_area", "description": "Calculate the area of a triangle given its base and height.",
     "parameters": {"type": "dict", "properties": {
         "base": {"type": "integer", "description": "The base of the triangle."},
         "height": {"type": "integer", "description": "The height of the triangle."}}, "required": ["base", "height"]}},
    {"name": "get_weather", "description": "Get the current weather for a city.",
     "parameters": {"type": "object", "properties": {
         "city": {"type": "string", "description": "City name"},
         "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, "required": ["city"]}},
]


@pytest.fixture(scope="module")
def functions_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("fns") / "functions.json"
    path.write_text(json.dumps(FUNCTIONS))
    return path


def test_caller_picks_method_copies_values_and_declines(bundled_model, functions_file):
    caller = FunctionCaller(bundled_model)
    fns = load_functions(functions_file)
    weather = caller.call("What's the weather in Paris in fahrenheit?", fns).calls
    assert [c.model_dump() for c in weather] == [
        {"name": "get_weather", "arguments": {"city": "Paris", "unit": "fahrenheit"}}]
    area = caller.call("Area of a triangle with height 7 and base 3", fns).calls
    assert [c.model_dump() for c in area] == [
        {"name": "calculate_triangle_area", "arguments": {"base": 3, "height": 7}}]
    assert caller.call("Tell me a joke about penguins", fns).calls == []
    half = caller.call("Area of a triangle with base 3", fns)
    assert half.calls == [] and half.missing == {"calculate_triangle_area": ["height"]}


def test_trie_constraint_only_lets_candidates_through(bundled_model):
    names = ["gmail.users.messages.send", "calendar.events.insert", "none"]
    prompt = bundled_model.chat_prompt([{"role": "user", "content": "Which API? Answer with its id."}])
    trie = TokenTrie(bundled_model.tokenize(n) for n in names)
    constraint = TrieConstraint(trie, len(bundled_model.tokenize(prompt, add_bos=True)), [bundled_model.eos_token])
    text = "".join(bundled_model.stream(prompt, max_tokens=20, logits_processor=constraint))
    assert text in names and constraint.steps >= 1


def test_cli_call_prints_the_stable_json_contract(functions_file, capsys):
    from app import cli_plan

    parser = argparse.ArgumentParser()
    cli_plan.register(parser.add_subparsers())
    for query, expected in [("weather in Oslo", [{"name": "get_weather", "arguments": {"city": "Oslo"}}]),
                            ("What is love?", [])]:
        args = parser.parse_args(["call", "--functions", str(functions_file), "--query", query, "--json"])
        assert args.func(args) == 0
        assert json.loads(capsys.readouterr().out) == expected
    args = parser.parse_args(["call", "--functions", "/nonexistent.json", "--query", "x", "--json"])
    assert args.func(args) == 2
    assert "not found" in capsys.readouterr().err


@pytest.mark.slow
def test_planner_over_the_catalog(bundled_model, planner_catalog):
    planner = Planner(bundled_model, planner_catalog)
    plan = planner.plan("Send an email to ana@example.com saying I'll be late")
    assert plan.kind == "calls" and plan.calls[0].method == "gmail.users.messages.send"
    assert plan.scopes == ["https://www.googleapis.com/auth/gmail.send"]
    assert plan.reversible is False and "gmail.users.messages.send" in plan.summary
    assert plan.calls[0].arguments.get("userId") == "me"
    chat = planner.plan("What is the capital of France?")
    assert chat.kind == "chat" and chat.calls == []

    # Dynamic feedback: an error naming a parameter asks for it; another error tries the next method.
    asked = planner.revise(plan, "Invalid value for userId: unknown user")
    assert asked.kind == "clarify" and "userId" in asked.reply
    retried = planner.revise(plan, "HTTP 500 backend error")
    assert all(c.method != "gmail.users.messages.send" for c in retried.calls)


def test_function_spec_doc_is_compact():
    spec = FunctionSpec(**FUNCTIONS[1])
    assert spec.document() == "get_weather(city: string, unit?: string) - Get the current weather for a city."


def test_numbers_in_words_are_read_and_an_unstated_list_is_asked_for(bundled_model):
    """Numbers written as words ("one, four and nine") are read as the list; a list the request does
    not state is asked for with on_missing="ask", never invented (see "Area of a triangle" above)."""
    from core.planner import CallerOptions

    plot = FunctionSpec(name="plot_points", description="Plot points on a chart.", parameters={
        "type": "object", "properties": {"points": {"type": "array", "items": {"type": "number"}}},
        "required": ["points"]})
    for on_missing in ("guess", "ask"):
        read = FunctionCaller(bundled_model, CallerOptions(on_missing=on_missing)).call(
            "Plot the points one, four and nine.", [plot])
        assert [c.model_dump() for c in read.calls] == [{"name": "plot_points", "arguments": {"points": [1, 4, 9]}}]
    asked = FunctionCaller(bundled_model, CallerOptions(on_missing="ask")).call("Plot my points on a chart.", [plot])
    assert asked.calls == [] and asked.missing == {"plot_points": ["points"]}


def test_long_catalog_docs_keep_their_description():
    """A method with many optional flags still shows what it does (required params first, 6 at most)."""
    spec = FunctionSpec(name="drive.files.create", description="Creates a [file](https://x.invalid/f). More.",
                        parameters={"type": "object", "required": ["name"], "properties": {
                            **{f"flag{i}": {"type": "boolean"} for i in range(10)}, "name": {"type": "string"}}})
    doc = spec.document()
    assert doc.startswith("drive.files.create(name: string, flag0?: boolean")
    assert doc.endswith(", ...) - Creates a file. More.")


def test_parallel_calls_for_a_listed_value(bundled_model, functions_file):
    caller = FunctionCaller(bundled_model)
    calls = caller.call("What's the weather in Paris and London in celsius?", load_functions(functions_file)).calls
    assert [c.model_dump() for c in calls] == [
        {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius"}},
        {"name": "get_weather", "arguments": {"city": "London", "unit": "celsius"}}]


RANKING = {"name": "get_sport_ranking", "description": "Retrieve the current world ranking of a sportsperson",
           "parameters": {"type": "dict", "properties": {
               "sport": {"type": "string", "description": "The sport."},
               "player_name": {"type": "string", "description": "The name of the player."},
               "gender": {"type": "string", "description": "Gender of the player. Default is 'all'."}},
               "required": ["sport", "player_name"]}}


def test_span_choice_does_not_favour_the_longer_copy(bundled_model):
    """The model's mean log-probability alone favours long spans (their later tokens are predictable from
    the request); with a cost per token the sport is "Tennis", not "Serena Williams"."""
    caller = FunctionCaller(bundled_model)
    (call,) = caller.call("Find the current world rank of a Tennis player, Serena Williams.",
                          [to_function_spec(RANKING)]).calls
    assert call.arguments == {"sport": "Tennis", "player_name": "Serena Williams"}
