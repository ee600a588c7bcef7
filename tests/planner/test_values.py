"""Argument values read from the request without a model: what number goes where, in which form,
and which words a string parameter copies."""

from __future__ import annotations

from core.planner import FunctionSpec
from core.planner.arguments import ArgumentFiller
from core.planner.currencies import currency_codes
from core.planner.extract import key_values, number_runs, numbers, quoted_runs, spans
from core.planner.strings import listed_items


def spec(properties: dict, required: list[str] | None = None, name: str = "f") -> FunctionSpec:
    return FunctionSpec(name=name, parameters={"type": "dict", "properties": properties,
                                              "required": required if required is not None else list(properties)})


def fill(query: str, properties: dict, required: list[str] | None = None) -> dict:
    args, missing = ArgumentFiller(None).fill(query, spec(properties, required), "")
    assert not missing, missing
    return args


def test_dollar_amounts_go_to_money_and_percentages_to_rates_as_fractions():
    props = {"investment_amount": {"type": "integer", "description": "The amount invested in dollars."},
             "annual_return": {"type": "float", "description": "The annual return rate of the investment."},
             "years": {"type": "integer", "description": "The time period in years for which the investment is made."}}
    got = fill("Predict the profit of stocks XYZ in 5 years given I have invested $5000 and annual return rate is 7%.", props)
    assert got == {"investment_amount": 5000, "annual_return": 0.07, "years": 5}


def test_a_rate_given_in_percent_stays_in_percent():
    props = {"principal": {"type": "integer", "description": "The principal."},
             "annual_rate": {"type": "float", "description": "The interest rate for a year as a percentage."}}
    assert fill("Interest on $10000 at an annual rate of 5%", props) == {"principal": 10000, "annual_rate": 5.0}


def test_units_and_numbered_parameters_keep_each_number_in_its_place():
    props = {"quantity1": {"type": "integer", "description": "Moles of the first sample."},
             "temperature1": {"type": "integer", "description": "Temperature of the first sample."},
             "quantity2": {"type": "integer", "description": "Moles of the second sample."},
             "temperature2": {"type": "integer", "description": "Temperature of the second sample."}}
    got = fill("Final temperature when 2 moles of gas at 300 K are mixed with 3 moles of the same gas at 400 K.", props)
    assert got == {"quantity1": 2, "temperature1": 300, "quantity2": 3, "temperature2": 400}


def test_parameters_listed_in_order_take_the_numbers_in_order():
    props = {"base": {"type": "integer", "description": "The base."},
             "height": {"type": "integer", "description": "The height."}}
    assert fill("the lengths of its base and height as 6cm and 10cm", props) == {"base": 6, "height": 10}
    got = fill("initial value of $2000, final value of $3000", {
        "initial_value": {"type": "integer", "description": "The initial investment value."},
        "final_value": {"type": "integer", "description": "The final investment value."}})
    assert got == {"initial_value": 2000, "final_value": 3000}


def test_money_suffixes_and_number_runs():
    assert [n.value for n in numbers("revenues of $1M in 2019 and $1.2M, 300K")] == [1_000_000, 2019, 1_200_000, 300]
    text = "between (40.7, -74.0) and (34.1, -118.2); values 12, 24 and 36"
    nums = numbers(text)
    assert [[nums[i].value for i in run] for run in number_runs(text, nums)] == [[40.7, -74.0], [34.1, -118.2], [12, 24, 36]]
    got = fill("dataset_A with the values 12, 24, 36 and dataset_B with the values 15, 30, 45", {
        "dataset_A": {"type": "array", "items": {"type": "integer"}},
        "dataset_B": {"type": "array", "items": {"type": "integer"}}})
    assert got == {"dataset_A": [12, 24, 36], "dataset_B": [15, 30, 45]}


def test_spans_stay_in_one_clause_and_names_stay_whole():
    found = spans("Give me the UV index for Tokyo, June01 2023 at the Museum of Modern Art, Washington D.C.")
    assert "Tokyo June01" not in found and "Museum of Modern Art" in found and "Washington D.C." in found
    assert found.index("Museum of Modern Art") < found.index("Art")
    assert "Van Gogh" in spans("the price of Van Gogh's painting")
    assert "missions and trophies" not in spans("rewards with different missions and trophies")


def test_places_and_ends_of_a_route():
    props = {"source": {"type": "string", "description": "Where the ride starts."},
             "destination": {"type": "string", "description": "Where the ride ends."},
             "max_cost": {"type": "integer", "description": "The maximum cost in dollars."}}
    got = fill("Find a ride from New York to Philadelphia with maximum cost of $50", props)
    assert got == {"source": "New York", "destination": "Philadelphia", "max_cost": 50}
    got = fill("What's the distance between Boston, MA, and Washington, D.C. in miles?", {
        "start_location": {"type": "string"}, "end_location": {"type": "string"}})
    assert got == {"start_location": "Boston, MA", "end_location": "Washington, D.C."}


def test_a_string_does_not_copy_what_another_parameter_holds():
    props = {"company_name": {"type": "string", "description": "The company."},
             "location": {"type": "string", "description": "The place, e.g. Seattle, WA."},
             "year": {"type": "integer", "description": "The year."}}
    got = fill("Find the lawsuits filed against the company Google in California in the year 2020.", props)
    assert got == {"company_name": "Google", "location": "California", "year": 2020}
    got = fill("Provide key war events in German history from 1871 to 1945.", {
        "country": {"type": "string"}, "start_year": {"type": "integer"}, "end_year": {"type": "integer"}})
    assert "1871" not in got["country"] and (got["start_year"], got["end_year"]) == (1871, 1945)


def test_dates_in_the_format_the_parameter_asks_for():
    props = {"location": {"type": "string", "description": "The city."},
             "date": {"type": "string", "description": "The date (month-day-year)."}}
    assert fill("What is the air quality index in London 2022/08/16?", props) == {"location": "London", "date": "08-16-2022"}


def test_quoted_lists_key_values_listed_items_and_currencies():
    text = "predictor variables 'Age', 'Income' and 'Education' and a target variable 'Purchase_Amount'"
    assert quoted_runs(text) == [["Age", "Income", "Education"], ["Purchase_Amount"]]
    got = fill(text, {"predictors": {"type": "array", "items": {"type": "string"}}, "target": {"type": "string"}})
    assert got == {"predictors": ["Age", "Income", "Education"], "target": "Purchase_Amount"}
    assert key_values("user 43523 'name':'John Doe', 'age': 30") == {"name": "John Doe", "age": 30}
    assert listed_items("a law contract between John and Alice for rental", "parties", {}) == ["John", "Alice"]
    assert currency_codes("Convert 150 Euros to Canadian dollars, then $5 to yen") == ["EUR", "CAD", "JPY"]
    got = fill("I have 100 euro. How much is it in USD?", {
        "amount": {"type": "integer"}, "from_currency": {"type": "string"}, "to_currency": {"type": "string"}})
    assert got == {"amount": 100, "from_currency": "EUR", "to_currency": "USD"}


def test_a_stated_boolean_beats_the_schema_default():
    props = {"papal_name": {"type": "string"},
             "include_contributions": {"type": "boolean", "default": False}}
    got = fill("Get the biography and main contributions of Pope Innocent III.", props)
    assert got["include_contributions"] is True


def test_a_quote_goes_to_the_parameter_named_before_it():
    props = {"patient_id": {"type": "string", "description": "The patient."},
             "status": {"type": "string", "description": "Status of the report."}}
    got = fill("Given patient with id 546382, retrieve their brain MRI report with the status 'concluded'.", props)
    assert got == {"patient_id": "546382", "status": "concluded"}
    got = fill("Find the size of the sculpture with title 'David' by Michelangelo.",
               {"artist": {"type": "string"}, "title": {"type": "string"}})
    assert got == {"artist": "Michelangelo", "title": "David"}


def test_a_time_span_without_digits_is_a_count():
    props = {"location": {"type": "string"}, "days": {"type": "integer", "description": "Days to forecast."}}
    assert fill("What will be the air quality index of New York for the next week?", props) == {
        "location": "New York", "days": 7}
    got = fill("Assess the deer population in Washington state over the past decade.", {
        "location": {"type": "string"}, "duration": {"type": "integer", "description": "Duration in years."}})
    assert got["duration"] == 10


def test_apostrophes_open_no_quote_and_a_place_keeps_its_state():
    props = {"game": {"type": "string", "description": "The game."},
             "item": {"type": "string", "description": "The item."}}
    got = fill("What's the power of the item 'Guardian Sword+' in the game 'Legend of Zelda: Breath of the Wild'?", props)
    assert got == {"game": "Legend of Zelda: Breath of the Wild", "item": "Guardian Sword+"}
    hospital = {"location": {"type": "string"}, "radius": {"type": "integer", "description": "Radius in km."}}
    assert fill("Find a hospital within 5 km radius around Denver, Colorado", hospital)["location"] == "Denver, Colorado"
    with_country = {"city": {"type": "string"}, "country": {"type": "string"}}
    assert fill("What time is it in London, UK?", with_country)["city"] == "London"


def test_stated_options_own_nouns_and_clause_bounded_context():
    recipe = {"servings": {"type": "integer", "description": "People to serve."},
              "diet": {"type": "string", "description": "Any dietary restrictions like 'vegan', 'vegetarian' etc."}}
    assert fill("Find me a recipe that serves 2 people, is vegan, and takes under 30 minutes to prepare.",
                recipe)["diet"] == "vegan"
    hotel = {"hotel_name": {"type": "string", "description": "The name of the hotel."},
             "location": {"type": "string", "description": "The city."}}
    got = fill("Book a room at the Hilton Hotel in Chicago, starting from 10th December 2022.", hotel)
    assert got == {"hotel_name": "Hilton Hotel", "location": "Chicago"}
    season = {"game": {"type": "string"}, "season": {"type": "string"}}
    assert fill("Get the highest scoring player of game 'Valorant' in 2022 season.", season) == {
        "game": "Valorant", "season": "2022"}


def test_identifiers_after_their_noun_and_numbered_strings_in_the_order_said():
    ids = {"dataset": {"type": "string", "description": "The dataset to train on."},
           "max_depth": {"type": "integer", "description": "Maximum depth of the trees."}}
    assert fill("Train a classifier on dataset sales_2024_q3 with maximum depth of 5", ids)["dataset"] == "sales_2024_q3"
    snp = {"snp_id": {"type": "string", "description": "The ID of the SNP."}}
    assert fill("Find the mutation type of SNP (Single Nucleotide Polymorphism) ID rs6034464.", snp) == {"snp_id": "rs6034464"}
    bodies = {"body1": {"type": "string", "description": "The first body."},
              "body2": {"type": "string", "description": "The second body."}}
    assert fill("What's the distance from the Earth to the Moon?", bodies) == {"body1": "Earth", "body2": "Moon"}
    notes = {"first_note_frequency": {"type": "integer", "description": "Frequency of the first note in Hz."},
             "second_note_frequency": {"type": "integer", "description": "Frequency of the second note in Hz."}}
    assert fill("Duration between two notes of 440Hz and 880Hz frequency", notes) == {
        "first_note_frequency": 440, "second_note_frequency": 880}


def test_a_name_followed_by_its_kind_and_an_id_without_its_noun():
    case = {"case_id": {"type": "string", "description": "The identification of the case."}}
    assert fill("Fetch the detailed case information of the R vs Adams legal case", case) == {"case_id": "R vs Adams"}
    building = {"building_id": {"type": "string", "description": "The unique identification number of the building."}}
    assert fill("Show the structural analysis of building Id B1004", building) == {"building_id": "B1004"}


def test_a_place_named_in_the_description_keeps_the_region_the_request_gives():
    hospital = {"location": {"type": "string", "description": "The city and state, e.g. Denver, CO"},
                "radius": {"type": "integer", "description": "Radius in km."}}
    assert fill("Find a hospital within 5 km around Denver, Colorado", hospital)["location"] == "Denver, Colorado"


def test_an_optional_place_is_filled_only_from_a_stated_place_no_other_value_holds():
    props = {"artist": {"type": "string", "description": "The artist."},
             "material": {"type": "string", "description": "The material."},
             "location": {"type": "string", "description": "Where to look. Default: all."}}
    got = fill("Find sculptures by Michelangelo with material Marble in Rome, Italy.", props, ["artist", "material"])
    assert got == {"artist": "Michelangelo", "material": "Marble", "location": "Rome"}
    team = {"team_name": {"type": "string", "description": "The team."},
            "league": {"type": "string", "description": "The league."},
            "location": {"type": "string", "description": "City of the games."}}
    got = fill("Give me the schedule of Manchester United in Premier League.", team, ["team_name", "league"])
    assert got == {"team_name": "Manchester United", "league": "Premier League"}


def test_verbs_names_months_and_numbered_lists():
    painting = {"size": {"type": "string", "description": "The size of the painting in inches, width by height."},
                "medium": {"type": "string", "description": "The medium of the painting, such as oil, acrylic, etc."}}
    assert fill("Change my painting's medium to oil and change size to 12x18", painting) == {
        "size": "12x18", "medium": "oil"}  # a request verb ("change") is never a value
    concert = {"artist": {"type": "string", "description": "Name of the artist performing."},
               "month": {"type": "string", "description": "Month in which the concert is happening."}}
    assert fill("When is The Weeknd's concert happening in December?", concert) == {
        "artist": "The Weeknd", "month": "December"}
    colors = {"color1": {"type": "string", "description": "The first color."},
              "color2": {"type": "string", "description": "The second color."}}
    assert fill("Mix yellow and blue colors", colors) == {"color1": "yellow", "color2": "blue"}
    parties = {"party1": {"type": "string", "description": "One party."},
               "party2": {"type": "string", "description": "The other party."}}
    assert fill("Draft a lease between Jonathan and Alice", parties) == {"party1": "Jonathan", "party2": "Alice"}


def test_the_functions_own_words_are_no_values():
    movies = FunctionSpec(name="imdb.find_movies_by_actor", parameters={"type": "dict", "properties": {
        "actor_name": {"type": "string", "description": "Name of the actor."},
        "year": {"type": "integer", "description": "The year."}}, "required": ["actor_name", "year"]})
    args, _ = ArgumentFiller(None).fill("Find all movies starring Leonardo DiCaprio in 2010 from IMDB database.", movies, "")
    assert args == {"actor_name": "Leonardo DiCaprio", "year": 2010}
    weight = {"weight_earth_kg": {"type": "integer", "description": "Weight on Earth in kilograms."},
              "planet": {"type": "string", "description": "The planet."}}
    assert fill("How much will I weigh on Mars if my weight on Earth is 70 kg?", weight) == {
        "weight_earth_kg": 70, "planet": "Mars"}


def test_a_name_parameter_takes_a_name_or_asks():
    player = spec({"player_name": {"type": "string", "description": "The name of the player."},
                   "stat_type": {"type": "string", "description": "The statistic, e.g. championships."}})
    args, missing = ArgumentFiller(None).fill("How many championships did he win in his career?", player, "")
    assert "player_name" in missing and "player_name" not in args  # asked, never "career"
    assert fill("How many championships did Michael Jordan win?", {
        "player_name": {"type": "string", "description": "The name of the player."}}) == {"player_name": "Michael Jordan"}


def test_a_prepositions_whole_object_is_one_value():
    cells = FunctionSpec(name="cellbio.get_proteins", parameters={"type": "dict", "properties": {
        "cell_compartment": {"type": "string", "description": "The specific cell compartment."}},
        "required": ["cell_compartment"]})
    args, _ = ArgumentFiller(None).fill("What are the names of proteins found in the plasma membrane?", cells, "")
    assert args == {"cell_compartment": "plasma membrane"}


def test_a_function_is_written_for_python_and_keeps_its_numbers():
    props = {"function": {"type": "string", "description": "The polynomial function."},
             "x_value": {"type": "float", "description": "Where to evaluate. Optional, default 0."}}
    assert fill("Calculate the derivative of the function 3x^2 + 2x - 1.", props, ["function"]) == {
        "function": "3x**2 + 2x - 1"}


def test_an_optional_value_tied_to_the_parameters_whole_name():
    props = {"medium": {"type": "string", "description": "The medium of the painting."},
             "dominant_color": {"type": "string", "description": "The dominant color. Default to 'black'."},
             "style": {"type": "string", "description": "The style."}}
    assert fill("Change my painting's medium to oil with red dominant color", props, ["medium"]) == {
        "medium": "oil", "dominant_color": "red"}  # and no style: the request names none


def test_a_number_in_words_fills_an_optional_count():
    props = {"artist": {"type": "string", "description": "The artist."},
             "num_tickets": {"type": "integer", "description": "Number of tickets. Default 1."}}
    assert fill("Get me two tickets for the next Eminem concert", props, ["artist"]) == {
        "artist": "Eminem", "num_tickets": 2}


def test_dictated_text_is_no_other_parameters_value():
    props = {"text": {"type": "string", "description": "Text to translate."},
             "target_language": {"type": "string", "description": "The language to translate into."}}
    assert fill("Translate 'good morning' into french", props) == {"text": "good morning", "target_language": "french"}


def test_two_currencies_make_a_currency_request():
    from core.planner import CallerOptions, FunctionCaller

    convert = FunctionSpec(name="currency_conversion", description="Convert an amount between currencies.",
                           parameters={"type": "dict", "properties": {
                               "amount": {"type": "float", "description": "The amount."},
                               "from_currency": {"type": "string", "description": "Source currency."},
                               "to_currency": {"type": "string", "description": "Target currency."}},
                               "required": ["amount", "from_currency", "to_currency"]})
    calls = FunctionCaller(None, CallerOptions()).call("I have 100 euro. How much is it in USD?", [convert]).calls
    assert [c.model_dump() for c in calls] == [{"name": "currency_conversion", "arguments": {
        "amount": 100, "from_currency": "EUR", "to_currency": "USD"}}]


def test_each_quote_to_the_parameter_that_names_it_and_a_capitalized_noun_is_part_of_the_name():
    stats = {"game": {"type": "string", "description": "The name of the game."},
             "item": {"type": "string", "description": "The item in the game."}}
    got = fill("What's the power of the Weapon 'Guardian Sword+' in the game 'Legend of Zelda: Breath of the Wild'?", stats)
    assert got == {"game": "Legend of Zelda: Breath of the Wild", "item": "Guardian Sword+"}
    for where in ("The location of the hotel.", "The city."):  # "city view" is no city
        hotel = {"hotel_name": {"type": "string", "description": "The name of the hotel."},
                 "location": {"type": "string", "description": where}}
        assert fill("Book a luxury room in Hotel Paradise, Las Vegas, with a city view.", hotel) == {
            "hotel_name": "Hotel Paradise", "location": "Las Vegas"}


def test_a_databases_name_may_be_lower_case():
    props = {"db_name": {"type": "string", "description": "The name of the database."},
             "table": {"type": "string", "description": "The table."}}
    args, missing = ArgumentFiller(None).fill("Delete columns from my employees database on personal_data table.",
                                              spec(props), "")
    assert args.get("db_name") == "employees" and "db_name" not in missing


def test_a_unit_after_its_number_is_no_value():
    weight = {"weight_earth_kg": {"type": "integer", "description": "Weight on Earth in kilograms."},
              "planet": {"type": "string", "description": "The planet."}}
    assert fill("How much will I weigh if my weight on Earth is 70 kg, on Mars?", weight)["planet"] == "Mars"
    assert "kg" not in spans("my weight is 70 kg")


def test_words_of_time_or_order_are_no_values():
    props = {"team": {"type": "string", "description": "The team."},
             "season": {"type": "string", "description": "The season."}}
    assert fill("Where do the Golden State Warriors stand in the current 2022-2023 season?", props) == {
        "team": "Golden State Warriors", "season": "2022-2023"}


def test_a_span_never_runs_across_a_quotes_edge():
    from core.planner.strings import span_candidates

    query = "What's the power rating for the Weapon 'Guardian Sword+' in the game 'Legend of Zelda'?"
    found = [c for c, _ in span_candidates(query, "stat", {"type": "string"}, [], 20)]
    assert "Weapon Guardian" not in found and "game Legend" not in found


def test_optional_values_the_request_states_by_example_or_by_their_noun():
    props = {"location": {"type": "string", "description": "The city."},
             "dietary_requirements": {"type": "array", "items": {"type": "string"},
                                      "description": "Special dietary requirements, e.g. vegan, gluten-free."},
             "view": {"type": "string", "description": "The preferred view from the room."}}
    got = fill("Find a place in Manhattan offering Thai food and a vegan menu, with a city view.", props, ["location"])
    assert got == {"location": "Manhattan", "dietary_requirements": ["vegan"], "view": "city"}
    assert fill("Find a place in Manhattan", props, ["location"]) == {"location": "Manhattan"}  # nothing invented


def test_a_table_stays_a_list_of_lists_and_a_sharp_key_keeps_its_sharp():
    table = {"table": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}},
                       "description": "A 2x2 contingency table presented in array form."}}
    assert fill("Chi-Squared test on the table [ [10, 20], [30, 40] ]", table) == {"table": [[10, 20], [30, 40]]}
    flat = {"values": {"type": "array", "items": {"type": "integer"}, "description": "The numbers."}}
    assert fill("Average of [1, 2, 3]", flat) == {"values": [1, 2, 3]}
    key = {"key": {"type": "string", "description": "The root of the scale, e.g., 'C', 'F#', 'Ab'."}}
    assert fill("What key signature does C# major have?", key) == {"key": "C#"}  # not the 'C' its description names


def test_needed_parameters_take_the_numbers_before_an_optional_one_that_shares_their_word():
    props = {"mass1": {"type": "integer", "description": "The mass of the first body in kilograms."},
             "mass2": {"type": "integer", "description": "The mass of the second body in kilograms."},
             "distance": {"type": "integer", "description": "The distance between the two masses in meters."},
             "constant": {"type": "float", "description": "The gravitational constant acting on the masses."}}
    got = fill("Find the gravitational pull between two masses of 5 and 7 placed 3 meters apart.", props,
               ["mass1", "mass2", "distance"])
    assert got == {"mass1": 5, "mass2": 7, "distance": 3}
    props = {"distance": {"type": "integer", "description": "The distance travelled in miles."},
             "fuel_efficiency": {"type": "float", "description": "The vehicle's fuel efficiency in miles per gallon."},
             "efficiency_loss": {"type": "integer", "description": "The yearly drop in fuel efficiency, in percent."}}
    got = fill("Fuel used by a van driving 9,000 miles per year with fuel efficiency of 31", props,
               ["distance", "fuel_efficiency"])
    assert got == {"distance": 9000, "fuel_efficiency": 31.0}
    props = {"sample_std_dev": {"type": "integer", "description": "The standard deviation of the sample."},
             "sample_size": {"type": "integer", "description": "The size of the sample."}}
    args, missing = ArgumentFiller(None).fill("the same but for a sample size of 150", spec(props), "")
    assert args == {"sample_size": 150} and missing == ["sample_std_dev"]  # the best-fitting parameter, not just any
