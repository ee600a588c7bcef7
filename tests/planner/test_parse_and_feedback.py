"""The output parser and the AutoFeedback scanner on hand-written model outputs."""

from __future__ import annotations

from core.planner import FunctionSpec, ToolCall, classify, parse_output, scan_output
from core.planner.feedback import repair, scan_call

WEATHER = FunctionSpec(
    name="get_weather",
    description="Current weather for a city.",
    parameters={"type": "object", "properties": {
        "city": {"type": "string"}, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        "days": {"type": "integer"}}, "required": ["city"]},
)
FUNCS = [WEATHER, FunctionSpec(name="send_email", description="Send an email.")]


def test_parser_reads_json_bfcl_and_python_forms():
    forms = {
        '{"name": "get_weather", "arguments": {"city": "Paris"}}': "get_weather",
        '[{"name": "get_weather", "parameters": {"city": "Paris"}}]': "get_weather",
        '{"get_weather": {"city": "Paris"}}': "get_weather",
        'get_weather(city="Paris")': "get_weather",
        '[math.hypot(x=4, y=5)]': "math.hypot",
        '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```': "get_weather",
        '<tool_call>{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}</tool_call>': "get_weather",
    }
    for text, name in forms.items():
        parsed = parse_output(text)
        assert parsed.kind == "calls", text
        assert parsed.calls[0].name == name


def test_parser_separates_no_call_from_garbage():
    assert parse_output("none").kind == "no_call"
    assert parse_output("[]").kind == "no_call"
    assert parse_output("The weather is nice today").kind == "unparseable"
    assert parse_output('get_weather(city=open("/etc/passwd"))').kind == "unparseable"


def test_scanner_codes_and_did_you_mean():
    _, f = scan_output("I think it is sunny", FUNCS)
    assert classify(f) == "E1"
    f = scan_call(ToolCall(name="getWeather", arguments={"city": "Oslo"}), FUNCS)
    assert (f[0].code, f[0].kind, f[0].suggestion) == ("E2", "case_style", "get_weather")
    f = scan_call(ToolCall(name="get_forecast", arguments={}), FUNCS, known_names=["get_forecast"])
    assert (f[0].code, f[0].kind) == ("E2", "selection")
    f = scan_call(ToolCall(name="get_weather", arguments={"citty": "Oslo"}), FUNCS)
    assert {(x.code, x.kind) for x in f} == {("E3", "unknown_param"), ("E3", "missing_required")}
    assert f[0].suggestion == "city"
    f = scan_call(ToolCall(name="get_weather", arguments={"city": "Oslo", "unit": "Celsius"}), FUNCS)
    assert (f[0].code, f[0].kind, f[0].suggestion) == ("E4", "enum", "celsius")
    f = scan_call(ToolCall(name="get_weather", arguments={"city": "Oslo", "days": "3"}), FUNCS)
    assert (f[0].code, f[0].kind) == ("E4", "type")
    assert scan_call(ToolCall(name="get_weather", arguments={"city": "Oslo", "days": 3}), FUNCS) == []


def test_repair_applies_unambiguous_suggestions():
    bad = ToolCall(name="GetWeather", arguments={"citty": "Oslo", "unit": "CELSIUS", "days": "3"})
    fixed = repair(bad, scan_call(bad, FUNCS), FUNCS)
    fixed = repair(fixed, scan_call(fixed, FUNCS), FUNCS)
    assert fixed == ToolCall(name="get_weather", arguments={"city": "Oslo", "unit": "celsius", "days": 3})
    assert scan_call(fixed, FUNCS) == []
