"""Parallel calls: a listed value fans one call out into one call per member, values only from the request."""

from __future__ import annotations

from core.planner import FunctionSpec
from core.planner.parallel import fan_out

WEATHER = FunctionSpec(name="get_temperature", description="Temperature now and for the next hours.", parameters={
    "type": "object", "required": ["location", "hours"],
    "properties": {"location": {"type": "string"}, "hours": {"type": "integer"}}})
WINS = FunctionSpec(name="win_percentage", description="Winning percentage of a team in a season.", parameters={
    "type": "object", "required": ["team", "season"],
    "properties": {"team": {"type": "string"}, "season": {"type": "integer"}}})
ROUTE = FunctionSpec(name="route", description="Distance between two places.", parameters={
    "type": "object", "required": ["start", "end"], "properties": {"start": {"type": "string"}, "end": {"type": "string"}}})


def test_one_call_per_listed_place_and_number():
    calls = fan_out("Temperature for the next 3 hours in Seattle and Los Angeles?", WEATHER,
                    {"location": "Seattle", "hours": 3})
    assert calls == [{"location": "Seattle", "hours": 3}, {"location": "Los Angeles", "hours": 3}]
    years = fan_out("Present value for 10, 20 and 30 hours", WEATHER, {"location": "x", "hours": 10})
    assert [c["hours"] for c in years] == [10, 20, 30]


def test_two_lists_cross_unless_respectively():
    crossed = fan_out("Winning percentage of Lakers and Bulls in NBA seasons 2018 and 2020.", WINS,
                      {"team": "Lakers", "season": 2018})
    assert len(crossed) == 4 and {(c["team"], c["season"]) for c in crossed} == {
        ("Lakers", 2018), ("Lakers", 2020), ("Bulls", 2018), ("Bulls", 2020)}
    zipped = fan_out("Winning percentage of Lakers and Bulls in 2018 and 2020 respectively.", WINS,
                     {"team": "Lakers", "season": 2018})
    assert zipped == [{"team": "Lakers", "season": 2018}, {"team": "Bulls", "season": 2020}]


def test_no_fan_out_for_one_place_ranges_or_values_already_used():
    assert fan_out("Weather in Paris, France for 3 hours", WEATHER, {"location": "Paris", "hours": 3}) == [
        {"location": "Paris", "hours": 3}]
    assert fan_out("Temperature between 5 and 10 hours in Oslo", WEATHER, {"location": "Oslo", "hours": 5}) == [
        {"location": "Oslo", "hours": 5}]
    both = {"start": "Boston", "end": "Washington"}
    assert fan_out("Distance between Boston and Washington", ROUTE, both) == [both]


def test_clauses_that_repeat_the_action_with_other_values():
    from core.planner.parallel import clauses

    assert clauses("Calculate the BMI for a person who is 6 feet tall and weighs 80 kg, also for a person "
                   "who is 5.6 feet and weighs 60 kg.") == [
        "Calculate the BMI for a person who is 6 feet tall and weighs 80 kg",
        "for a person who is 5.6 feet and weighs 60 kg"]
    assert clauses("Area of a triangle with base 3 and height 7") == ["Area of a triangle with base 3 and height 7"]
