"""Values read from the request without a model: numbers, quotes, lists, spans, enum mentions."""

from __future__ import annotations

from core.planner import FunctionSpec
from core.planner.arguments import ArgumentFiller
from core.planner.extract import bracket_lists, enum_hits, numbers, quoted, spans


def test_numbers_in_many_spellings():
    got = [n.value for n in numbers("Add 1,000 and -3.5, then 5% of $20, 2e-9 and seven, 100 million")]
    assert got == [1000, -3.5, 5, 20, 2e-9, 7, 100_000_000]


def test_quotes_lists_and_enum_hits():
    assert quoted("Find 'ABC Ltd.' and \"Bob\" but don't split it's") == ["ABC Ltd.", "Bob"]
    assert bracket_lists("Control [10, 15, 12] and Treated ['a', 'b']") == [[10, 15, 12], ["a", "b"]]
    assert enum_hits("show it in Fahrenheit please", ["celsius", "fahrenheit"]) == ["fahrenheit"]


def test_spans_skip_request_verbs_and_rank_names_first():
    found = spans("Find the shortest driving distance between New York City and Washington")
    assert found[0] in {"New York City", "New York", "Washington"}
    assert all(not s.lower().startswith(("find", "the ")) for s in found)


def test_numbers_go_to_the_parameter_named_next_to_them():
    spec = FunctionSpec(name="area", parameters={"type": "dict", "properties": {
        "height": {"type": "integer", "description": "The height."},
        "base": {"type": "integer", "description": "The base."}}, "required": ["height", "base"]})
    args, missing = ArgumentFiller(None).fill("a triangle with a base of 10 and height of 5", spec, "")
    assert args == {"height": 5, "base": 10} and missing == []
    args, missing = ArgumentFiller(None).fill("a triangle with a base of 10", spec, "")
    assert missing == ["height"]


def test_optional_values_only_when_the_request_mentions_them():
    from core.planner.extract import described_options

    spec = FunctionSpec(name="forecast", parameters={"type": "dict", "properties": {
        "location": {"type": "string"}, "days": {"type": "integer", "description": "Number of days."},
        "temp_unit": {"type": "string", "description": "Unit, either 'Celsius' or 'Fahrenheit'."},
        "include_humidity": {"type": "boolean"}}, "required": ["location", "days"]})
    assert described_options(spec.properties["temp_unit"]) == ["Celsius", "Fahrenheit"]
    filler = ArgumentFiller(None)
    args, _ = filler.fill("Forecast for Austin for the next 3 days in Celsius, with humidity", spec, "")
    assert args == {"location": "Austin", "days": 3, "temp_unit": "Celsius", "include_humidity": True}
    args, _ = filler.fill("Forecast for Austin for the next 3 days without humidity", spec, "")
    assert args == {"location": "Austin", "days": 3, "include_humidity": False}
    args, _ = filler.fill("Forecast for Austin for 3 days", spec, "")
    assert args == {"location": "Austin", "days": 3}


def test_expressions_and_coefficients():
    from core.planner.extract import expressions

    assert expressions("the derivative of 3x^2 + 2x - 1.") == ["3x^2 + 2x - 1"]
    assert [n.value for n in numbers("derivative of 3x^2 at x = 1")] == [1]


def test_two_sub_requests_give_two_calls_and_irrelevant_gives_none():
    from core.planner import FunctionCaller

    fns = [FunctionSpec(name="get_weather", description="Get the current weather for a city.", parameters={
               "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}),
           FunctionSpec(name="calculate_triangle_area", description="Area of a triangle.", parameters={
               "type": "object", "properties": {"base": {"type": "integer"}, "height": {"type": "integer"}},
               "required": ["base", "height"]})]
    caller = FunctionCaller(None)  # the data-only path: retrieval, relevance, extraction
    calls = caller.call("What is the weather in Paris? Then also compute the area of a triangle with "
                        "base 4 and height 6.", fns).calls
    assert {c.name: c.arguments for c in calls} == {
        "get_weather": {"city": "Paris"}, "calculate_triangle_area": {"base": 4, "height": 6}}
    assert caller.call("Recommend a good novel about the sea", fns).calls == []


def test_a_number_with_its_unit_is_not_a_name_to_copy():
    found = spans("Find the boiling point of water under the sea level of 5000m and 100g of ice at 300K.")
    assert "water" in found and not [s for s in found if any(u in s for u in ("5000m", "100g", "300K"))]
    assert {"C6H12O6", "XY1234", "P125"} <= set(spans("Show case XY1234 and model P125 of C6H12O6"))


def test_list_items_match_other_forms_of_an_enum_value():
    features = ["Camping", "Scenic View", "Picnic Area"]
    assert enum_hits("a park that allows camping and has scenic views", features) == ["Camping"]
    assert enum_hits("a park that allows camping and has scenic views", features, inflected=True) == [
        "Camping", "Scenic View"]


def test_a_single_quoted_text_may_hold_apostrophes():
    from core.planner import extract

    review = "Analyze the review 'I love the food here! It's always fresh.' please"
    assert extract.quoted_runs(review) == [["I love the food here! It's always fresh."]]
    assert extract.quoted_runs("It's John's book") == []  # apostrophes alone open no quote
