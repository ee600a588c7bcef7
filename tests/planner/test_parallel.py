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


def test_one_call_per_value_the_parameter_names_again():
    circle = FunctionSpec(name="area_circle", description="Area of a circle.", parameters={
        "type": "object", "required": ["radius"], "properties": {"radius": {"type": "integer"}}})
    query = "the first circle has a radius of 5 meters, the second a radius of 10 meters and the third a radius of 15"
    assert [c["radius"] for c in fan_out(query, circle, {"radius": 5})] == [5, 10, 15]
    # numbered parameters already hold their own values: no extra calls
    mix = FunctionSpec(name="mix", parameters={"type": "object", "required": ["temperature1", "temperature2"],
                                               "properties": {"temperature1": {"type": "integer"},
                                                              "temperature2": {"type": "integer"}}})
    args = {"temperature1": 30, "temperature2": 60}
    assert fan_out("water at temperature 30 mixed with water at temperature 60", mix, args) == [args]


def test_a_comma_between_small_numbers_separates_them():
    years = fan_out("Future value of $1000 at 5% for 1,5 and 10 hours", WEATHER, {"location": "x", "hours": 1})
    assert [c["hours"] for c in years] == [1, 5, 10]


def test_one_call_per_bracketed_pair_and_per_repeat_of_the_functions_own_word():
    from core.planner import CallerOptions, FunctionCaller

    gcd = FunctionSpec(name="math.gcd", description="Greatest common divisor of two integers.", parameters={
        "type": "object", "required": ["num1", "num2"],
        "properties": {"num1": {"type": "integer"}, "num2": {"type": "integer"}}})
    assert fan_out("the GCD of the pairs (12, 18) and (35, 49)", gcd, {"num1": 12, "num2": 18}) == [
        {"num1": 12, "num2": 18}, {"num1": 35, "num2": 49}]
    factorial = FunctionSpec(name="math.factorial", description="Factorial of a number.", parameters={
        "type": "object", "required": ["number"], "properties": {"number": {"type": "integer"}}})
    calls = FunctionCaller(None, CallerOptions()).call("the factorial of 4, the factorial of 6 and the factorial of 8",
                                                       [factorial]).calls
    assert [c.arguments["number"] for c in calls] == [4, 6, 8]


def test_money_said_once_stays_while_the_listed_years_fan_out():
    from core.planner import CallerOptions, FunctionCaller

    value = FunctionSpec(name="calculate_present_value", description="Present value of a stream of payments.",
                         parameters={"type": "object", "required": ["payment_per_year", "interest_rate", "years"],
                                     "properties": {"payment_per_year": {"type": "integer", "description": "The payment per year."},
                                                    "interest_rate": {"type": "float", "description": "The interest rate."},
                                                    "years": {"type": "integer", "description": "The number of years."}}})
    calls = FunctionCaller(None, CallerOptions()).call(
        "present value of a pension paying $500 per year at 4% interest, for 5, 15 and 25 years", [value]).calls
    assert [(c.arguments["payment_per_year"], c.arguments["years"]) for c in calls] == [(500, 5), (500, 15), (500, 25)]


def test_the_first_the_second_and_the_third_each_get_a_call_with_their_own_values():
    from core.planner import CallerOptions, FunctionCaller

    bmi = FunctionSpec(name="calculate_bmi", description="Body Mass Index from weight and height.", parameters={
        "type": "object", "required": ["weight", "height"],
        "properties": {"weight": {"type": "integer", "description": "Weight in kilograms."},
                       "height": {"type": "integer", "description": "Height in centimeters."}}})
    calls = FunctionCaller(None, CallerOptions()).call(
        "Work out the BMI of three runners. The first weighs 70 kilograms and is 178 centimeters tall, the second "
        "weighs 58 kilograms and is 165 centimeters tall, and the third weighs 90 kilograms and is 188 centimeters tall.",
        [bmi]).calls
    assert [(c.arguments["weight"], c.arguments["height"]) for c in calls] == [(70, 178), (58, 165), (90, 188)]


def _function(name: str, description: str, **properties: tuple[str, str]) -> FunctionSpec:
    """A function all of whose parameters (keyword = (JSON type, description)) are required."""
    return FunctionSpec(name=name, description=description, parameters={
        "type": "object", "required": list(properties),
        "properties": {p: {"type": t, "description": d} for p, (t, d) in properties.items()}})


def _calls(query: str, spec: FunctionSpec) -> list[dict]:
    from core.planner import CallerOptions, FunctionCaller
    return [c.arguments for c in FunctionCaller(None, CallerOptions()).call(query, [spec]).calls]


def test_options_said_in_turn_pair_with_the_values_beside_them():
    level = FunctionSpec(name="game.load_level", description="Load a level of the game in a difficulty mode.", parameters={
        "type": "object", "required": ["level", "mode"],
        "properties": {"level": {"type": "integer", "description": "The level."},
                       "mode": {"type": "string", "enum": ["easy", "normal", "hard"], "description": "The mode."}}})
    assert _calls("load the game at level 2 in normal mode and level 9 in hard mode", level) == [
        {"level": 2, "mode": "normal"}, {"level": 9, "mode": "hard"}]
    assert len(_calls("load the game at level 2, is hard mode harder than normal?", level)) == 1  # options alone: one call


def test_groups_that_repeat_the_first_values_kind_each_get_a_call():
    tip = _function("calculate_tip", "Calculate the tip on a restaurant bill in a city.",
                    bill=("number", "The bill amount."), city=("string", "The city."))
    assert _calls("calculate the tip on a bill of $80.50 in Boston, $42.10 in Denver and $19.99 in Austin", tip) == [
        {"bill": 80.5, "city": "Boston"}, {"bill": 42.1, "city": "Denver"}, {"bill": 19.99, "city": "Austin"}]
    rate = _function("get_exchange_rate", "Exchange rate between two currencies.",
                     base_currency=("string", "The base currency."), target_currency=("string", "The target currency."))
    assert _calls("exchange rate for these pairs: EUR to JPY and EUR to CHF", rate) == [
        {"base_currency": "EUR", "target_currency": "JPY"}, {"base_currency": "EUR", "target_currency": "CHF"}]


def test_followed_by_and_finally_start_another_call_and_a_clause_keeps_its_own_list():
    fact = _function("math.factorial", "Factorial of a number.", number=("integer", "n"))
    assert _calls("the factorial of 6, the factorial of 2 and finally the factorial of 9", fact) == [
        {"number": 6}, {"number": 2}, {"number": 9}]
    trip = _function("plan_trip", "Plan a trip of some days to a city.",
                     destination=("string", "The city."), days=("integer", "How many days."))
    assert _calls("plan a 4-day trip to Lisbon, followed by a 3-day trip to Porto", trip) == [
        {"destination": "Lisbon", "days": 4}, {"destination": "Porto", "days": 3}]


def test_then_from_starts_another_leg():
    leg = _function("get_route_time", "Travel time of a route between two places.",
                    origin=("string", "Where the route starts."), destination=("string", "Where the route ends."))
    assert _calls("travel time from Leeds to York and then from York to Hull", leg) == [
        {"origin": "Leeds", "destination": "York"}, {"origin": "York", "destination": "Hull"}]


def test_a_list_of_plain_words_fans_out_only_as_a_phrase_of_its_own():
    melt = _function("melting_point", "Melting point of a metal at a pressure.", metal=("string", "The metal."))
    assert fan_out("melting point of tin and zinc", melt, {"metal": "tin"}) == [{"metal": "tin"}, {"metal": "zinc"}]
    assert fan_out("melting point of tin and whether it is toxic", melt, {"metal": "tin"}) == [{"metal": "tin"}]
    assert fan_out("melting point of 10 grams and zinc dust", melt, {"metal": "zinc"}) == [{"metal": "zinc"}]
