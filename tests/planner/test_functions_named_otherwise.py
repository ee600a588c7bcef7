"""Requests that name a function's thing in other words ("songs" for music, "forecast" for weather),
that search rather than act, and the values such requests leave to the API or count from today."""

from __future__ import annotations

import datetime

from core.planner.arguments import ArgumentFiller
from core.planner.caller import FunctionCaller
from core.planner.functions import FunctionSpec
from tests.planner.test_values import spec
from tests.planner.test_values_said import read


def function(name: str, description: str, properties: dict, required: list[str] | None = None) -> FunctionSpec:
    return FunctionSpec(name=name, description=description, parameters={
        "type": "dict", "properties": properties, "required": required if required is not None else []})


MUSIC = [function("Music_3_PlayMedia", "Plays a specified track on a designated media player device.",
                  {"track": {"type": "string", "description": "The title of the song to play."}}, ["track"]),
         function("Music_3_LookupMusic", "Retrieve a list of songs that align with the user's musical preferences.",
                  {"artist": {"type": "string", "description": "The artist. Use 'dontcare' for no preference."},
                   "genre": {"type": "string", "enum": ["Pop", "Metal", "Electropop", "dontcare"],
                             "description": "The genre."},
                   "album": {"type": "string", "description": "The name of the album."}})]
WEATHER = function("Weather_1_GetWeather", "Retrieve the weather for a specified city on a given date.",
                   {"city": {"type": "string", "description": "The name of the city."},
                    "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["city"])


def calls(request: str, functions: list[FunctionSpec]) -> list[tuple[str, dict]]:
    return [(c.name, c.arguments) for c in FunctionCaller(None).call(request, functions).calls]


def test_songs_are_music_and_a_forecast_is_weather():
    assert calls("Can you find me Metal songs by Jinjer?", MUSIC) == [
        ("Music_3_LookupMusic", {"artist": "Jinjer", "genre": "Metal"})]
    assert calls("Can you tell me the forecast for Pacifica on April 11th, 2023?", [WEATHER]) == [
        ("Weather_1_GetWeather", {"city": "Pacifica", "date": "2023-04-11"})]
    assert calls("What's the best recipe for banana bread?", [WEATHER]) == []  # still nothing for the unrelated


def test_finding_songs_looks_them_up_and_playing_one_plays_it():
    assert calls("Find some Electropop songs for me?", MUSIC)[0][0] == "Music_3_LookupMusic"
    assert calls("Play the song Shape of You", MUSIC)[0][0] == "Music_3_PlayMedia"


def test_an_optional_value_quoted_after_its_name_is_taken():
    assert calls("Find me tracks by Cody Johnson from his album 'Gotta Be Me'?", MUSIC) == [
        ("Music_3_LookupMusic", {"artist": "Cody Johnson", "album": "Gotta Be Me"})]


def test_a_party_size_is_the_number_of_seats():
    props = {"restaurant_name": {"type": "string", "description": "The name of the restaurant."},
             "number_of_seats": {"type": "integer", "description": "The number of seats to reserve."}}
    args, _ = read("could you get me a table at The French Laundry at 13:30 for 4 people please?", props,
                   required=["restaurant_name"], name="Restaurants_2_ReserveRestaurant")
    assert args == {"restaurant_name": "The French Laundry", "number_of_seats": 4}


def test_relative_days_are_dates_in_the_format_asked_and_today_is_left_to_a_default_of_today():
    clock = lambda: datetime.datetime(2026, 11, 28, 15, 0)  # noqa: E731 - a Saturday
    date = {"type": "string", "description": "The date of the event in the format 'YYYY-MM-DD'."}
    events = {"city": {"type": "string", "description": "The city."}, "date": date}
    filler = ArgumentFiller(None, clock=clock)
    args, _ = filler.fill("music events in Leeds tomorrow", spec(events, ["city"]), "")
    assert args == {"city": "Leeds", "date": "2026-11-29"}
    args, _ = filler.fill("music events in Leeds next Friday", spec(events, ["city", "date"]), "")
    assert args["date"] == "2026-12-04"
    defaulted = dict(events, date=dict(date, description=date["description"] + " If not specified, the current "
                                                                                 "date is assumed."))
    args, _ = filler.fill("a Music event in Leeds for today", spec(defaulted, ["city"]), "")
    assert args == {"city": "Leeds"}
    args, _ = filler.fill("a Music event in Leeds this weekend", spec(events, ["city"]), "")
    assert args == {"city": "Leeds"}  # no day in its format: left out, never the words "this weekend"


def test_a_king_is_a_monarch_a_player_an_athlete_and_divorce_law_a_lawyers():
    monarchs = function("european_history.get_monarchs", "Retrieve the monarchs of a European country in a century.",
                        {"country": {"type": "string", "description": "The country."},
                         "century": {"type": "integer", "description": "The century."}}, ["country", "century"])
    events = function("european_history.get_events", "Retrieve major historical events of a country.",
                      {"country": {"type": "string", "description": "The country."}}, ["country"])
    assert calls("Who were the kings of France during the 18th century?", [events, monarchs]) == [
        ("european_history.get_monarchs", {"country": "France", "century": 18})]
    doctor = function("doctor.search", "Search for a doctor by specialization and location.",
                      {"location": {"type": "string", "description": "The city."},
                       "specialization": {"type": "string", "description": "The medical specialization."}},
                      ["location", "specialization"])
    lawyer = function("lawyer.search", "Search for a lawyer by expertise and location.",
                      {"location": {"type": "string", "description": "The city."},
                       "expertise": {"type": "string", "description": "The area of law."}}, ["location", "expertise"])
    assert calls("Search for divorce law specialists in Leeds", [doctor, lawyer])[0][0] == "lawyer.search"


def test_a_range_said_from_low_to_high_fills_min_and_max_and_a_count_is_no_bound():
    props = {"bedrooms": {"type": "integer", "description": "Number of bedrooms."},
             "budget": {"type": "dict", "description": "Budget range.", "properties": {
                 "min": {"type": "float", "description": "Minimum budget."},
                 "max": {"type": "float", "description": "Maximum budget."}}}}
    args, _ = read("Find a 3 bedroom villa for sale within $300,000 to $400,000 budget in San Diego.", props,
                   name="realestate.find_properties")
    assert args == {"bedrooms": 3, "budget": {"min": 300000, "max": 400000}}


def test_a_todo_item_is_named_by_its_quote_or_after_content_and_remembering_is_a_todo():
    todo = function("todo", "Manages a todo list: add, delete or update items.", {
        "type": {"type": "string", "enum": ["add", "delete", "update"], "description": "The action to be performed."},
        "content": {"type": "string", "description": "The details of the todo item."}}, ["type", "content"])
    assert calls("Hi, my name is Charlie. Remove the 'todo random' item from my todo list", [todo]) == [
        ("todo", {"type": "delete", "content": "todo random"})]
    assert calls("delete todo with content - go to gym", [todo]) == [("todo", {"type": "delete", "content": "go to gym"})]
    assert calls("I need to remember to 'go to Goa'", [todo]) == [("todo", {"type": "add", "content": "go to Goa"})]


def test_a_day_without_its_year_is_its_next_occurrence_and_a_year_said_first_is_read():
    clock = lambda: datetime.datetime(2026, 11, 28, 15, 0)  # noqa: E731
    date = {"type": "string", "description": "The date of the event in the format 'YYYY-MM-DD'."}
    filler = ArgumentFiller(None, clock=clock)
    args, _ = filler.fill("a Music event in Portland, OR on March 14th", spec({"city": {"type": "string",
                          "description": "The city."}, "date": date}, ["city", "date"]), "")
    assert args["date"] == "2027-03-14"  # March has passed this year: next March, never "03-14"
    args, _ = filler.fill("a Music event in Portland, OR on December 3rd", spec({"date": date}, ["date"]), "")
    assert args["date"] == "2026-12-03"
    hotel = {"check_in_date": {"type": "string", "description": "Check-in date, format 'YYYY-MM-DD'."},
             "check_out_date": {"type": "string", "description": "Check-out date, format 'YYYY-MM-DD'."},
             "no_of_adults": {"type": "integer", "description": "Number of adults."}}
    args, _ = filler.fill("Is any Hilton available for two adults in Paris from 2023 April 4th to April 8th?",
                          spec(hotel), "")
    assert args == {"check_in_date": "2023-04-04", "check_out_date": "2023-04-08", "no_of_adults": 2}


def test_a_negation_covers_the_things_listed_after_it():
    props = {"has_quality_problem": {"type": "boolean", "description": "Whether the provider had quality problems."},
             "has_late_check_in": {"type": "boolean", "description": "Whether the provider checked in late."}}
    args, _ = read("find someone with a good rating and no history of quality issues or late check-ins", props,
                   required=[], name="get_service_providers")
    assert args.get("has_late_check_in") is False
