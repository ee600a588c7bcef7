"""Values a request says in a form the parameter does not: a city without its state, a currency
converted from, a unit asked for, a flag or option in another word form."""

from __future__ import annotations

from core.planner.arguments import ArgumentFiller
from tests.planner.test_values import fill, spec


def read(query: str, properties: dict, required: list[str] | None = None, name: str = "f") -> tuple[dict, list[str]]:
    """The values read and the required ones missing, for a function called ``name``."""
    return ArgumentFiller(None).fill(query, spec(properties, required, name), "")


def test_the_currency_converted_from_is_the_base_whichever_is_said_first():
    props = {"target_currency": {"type": "string", "description": "The currency to convert to."},
             "base_currency": {"type": "string", "description": "The base currency."},
             "amount": {"type": "integer", "description": "The amount."}}
    assert fill("How many Canadian dollars can I get for 500 US dollars?", props) == {
        "target_currency": "CAD", "base_currency": "USD", "amount": 500}
    assert fill("How much will 20000 Japanese Yen be in United States Dollar?", props) == {
        "target_currency": "USD", "base_currency": "JPY", "amount": 20000}
    rate = {"base_currency": {"type": "string", "description": "The base currency."},
            "target_currency": {"type": "string", "description": "The target currency."}}
    assert fill("Get the exchange rate from British pounds to Japanese yen", rate) == {
        "base_currency": "GBP", "target_currency": "JPY"}


def test_a_us_city_gets_its_state_where_the_parameter_asks_for_city_and_state():
    coded = {"location": {"type": "string", "description": "The city and state, e.g. Los Angeles, CA"}}
    assert fill("Find a nearby restaurant that serves vegan food in Los Angeles.", coded) == {"location": "Los Angeles, CA"}
    assert fill("Find a lawyer in Chicago", coded) == {"location": "Chicago, IL"}
    assert fill("Find a lawyer in Boston, MA", coded) == {"location": "Boston, MA"}  # said with its state: as said
    spelled = {"location": {"type": "string", "description": "The city and state, e.g. Denver, Colorado."}}
    assert fill("Find a concert in Seattle", spelled) == {"location": "Seattle, Washington"}
    abroad = {"location": {"type": "string", "description": "The city, e.g. London, UK"}}
    assert fill("Find parks in Lyon", abroad) == {"location": "Lyon"}  # no US city: left as said
    plain = {"location": {"type": "string", "description": "The city."}}
    assert fill("Find a lawyer in Chicago", plain) == {"location": "Chicago"}  # no state asked for


def test_a_state_parameter_next_to_a_city_is_that_citys_state():
    props = {"city": {"type": "string", "description": "The city."},
             "state": {"type": "string", "description": "The state where the city is located."},
             "year": {"type": "integer", "description": "The year."}}
    assert fill("Provide me the official crime rate of violent crime in San Francisco in 2020.", props) == {
        "city": "San Francisco", "state": "California", "year": 2020}
    assert fill("Crime rate in Austin, Texas in 2019", props)["state"] == "Texas"  # said: not replaced


def test_a_unit_asked_for_or_the_unit_of_another_value():
    speed = {"distance": {"type": "integer", "description": "Distance travelled in meters."},
             "time": {"type": "integer", "description": "Time in seconds."},
             "to_unit": {"type": "string", "description": "The unit in which the speed should be calculated, default is m/s."}}
    assert fill("Calculate the speed of an object in km/h if it traveled 450 meters in 20 seconds.", speed, [
        "distance", "time"]) == {"distance": 450, "time": 20, "to_unit": "km/h"}
    circle = {"radius": {"type": "integer", "description": "The radius."},
              "unit": {"type": "string", "description": "The unit of measurement for the radius. Default is 'cm'."}}
    assert fill("What is the circumference of a circle with a radius of 4 inches?", circle, ["radius"]) == {
        "radius": 4, "unit": "inches"}
    bmi = {"weight": {"type": "integer", "description": "Weight in kilograms."},
           "height": {"type": "integer", "description": "Height in centimeters."},
           "unit": {"type": "string", "description": "Optional. The measurement system to be used for the result."}}
    assert fill("Calculate my BMI, my weight is 70 kg and height is 180 cm", bmi, ["weight", "height"]) == {
        "weight": 70, "height": 180}  # the weight's kg is no unit of the result
    distance = {"start": {"type": "string", "description": "Start city."}, "end": {"type": "string", "description": "End city."},
                "units": {"type": "string", "description": "Optional. The desired units ('miles' or 'kilometers')."}}
    assert fill("What's the distance between Boston and Denver in mile?", distance, ["start", "end"])["units"] == "miles"


def test_a_flag_or_option_said_in_another_word_form():
    match = {"team_name": {"type": "string", "description": "The team."},
             "include_stats": {"type": "boolean", "description": "If true, include match statistics."}}
    assert fill("Get me the details of the last game played by Liverpool F.C. Include its statistics.", match,
                ["team_name"]) == {"team_name": "Liverpool F.C.", "include_stats": True}
    statute = {"jurisdiction": {"type": "string", "description": "The state."},
               "crime": {"type": "string", "description": "The crime."},
               "detail_level": {"type": "string", "enum": ["basic", "detailed"], "description": "How detailed."}}
    assert fill("Find out the possible punishments for the crime of theft in California in detail.", statute,
                ["jurisdiction", "crime"])["detail_level"] == "detailed"


def test_a_country_said_by_its_adjective_and_an_option_in_another_form():
    events = {"country": {"type": "string", "description": "The name of the country for which history is queried."},
              "start_year": {"type": "integer", "description": "Start year."},
              "end_year": {"type": "integer", "description": "End year."}}
    assert fill("Provide key war events in German history from 1871 to 1945.", events) == {
        "country": "Germany", "start_year": 1871, "end_year": 1945}
    stock = {"company_name": {"type": "string", "description": "The company."},
             "detail_level": {"type": "string", "description": "Level of detail. Can be 'summary' or 'detailed'."}}
    assert fill("Give me detail information about stocks of Apple Inc.", stock) == {
        "company_name": "Apple Inc", "detail_level": "detailed"}


def test_a_copied_value_never_begins_or_ends_with_a_linking_word():
    density = {"country": {"type": "string", "description": "The country."},
               "year": {"type": "string", "description": "The year."},
               "population": {"type": "integer", "description": "Population."}}
    assert fill("Calculate the population density for Brazil in 2022 if the population is 213 million", density)[
        "year"] == "2022"
    recipe = {"ingredients": {"type": "array", "items": {"type": "string"}, "description": "Ingredients."},
              "calories": {"type": "integer", "description": "Maximum calories."}}
    assert fill("Find a healthy lunch recipe under 500 calories that uses chicken and mushrooms.", recipe) == {
        "ingredients": ["chicken", "mushrooms"], "calories": 500}


def test_the_coming_month_is_thirty_days_ahead():
    props = {"location": {"type": "string", "description": "The city."},
             "genre": {"type": "string", "description": "The genre of events."},
             "days_ahead": {"type": "integer", "description": "Days to look ahead. Default 7."}}
    assert fill("Search for upcoming month rock concerts in Boston.", props, ["location", "genre"]) == {
        "location": "Boston", "genre": "rock", "days_ahead": 30}


def test_numbers_said_in_words_a_parameter_fixes():
    interest = {"principal": {"type": "integer", "description": "Initial deposit."},
                "rate": {"type": "float", "description": "Annual interest rate."},
                "time": {"type": "integer", "description": "Years."},
                "n": {"type": "integer", "description": "The number of times that interest is compounded per unit time."}}
    assert fill("Calculate the compounded interest on an initial deposit of $5000 at an annual interest rate of 3% "
                "for 5 years, compounded quarterly.", interest) == {"principal": 5000, "rate": 0.03, "time": 5, "n": 4}
    fall = {"initial_velocity": {"type": "integer", "description": "The initial velocity."},
            "height": {"type": "integer", "description": "The height dropped from, in meters."}}
    assert fill("Calculate the final speed of an object dropped from 100 m without air resistance.", fall) == {
        "initial_velocity": 0, "height": 100}
    moving = {"initial_velocity": {"type": "integer", "description": "The initial velocity."},
              "time": {"type": "integer", "description": "Seconds."}}
    _, missing = read("What is the final velocity after 5 seconds?", moving)
    assert missing == ["initial_velocity"]  # not said: asked, never a 0 made up


def test_a_topic_is_what_the_request_is_about():
    props = {"topic": {"type": "string", "description": "The topic of interest."}}
    assert fill("Find the most followed person on twitter who tweets about psychology related to behaviour.",
                props) == {"topic": "psychology"}


def test_a_musical_key_is_its_note_and_a_linking_word_is_no_value():
    progression = {"key": {"type": "string", "description": "The key for the chord progression."},
                   "chords": {"type": "integer", "description": "Number of chords."}}
    assert fill("Generate a major chord progression in C key with four chords.", progression) == {"key": "C", "chords": 4}
    assert fill("What is the musical scale associated with C sharp major?", {"key": {
        "type": "string", "description": "The musical key for which the scale will be found."}}) == {"key": "C#"}
    assert fill("Play a song in C Major key", {"key": {"type": "string", "description": "The key, e.g., C Major."}}) == {
        "key": "C Major"}
    case = {"docket": {"type": "string", "description": "Docket number."},
            "court": {"type": "string", "description": "The court where the case was heard."}}
    assert fill("Who was the victim in the case docket numbered 2022/AL2562 in California?", case) == {
        "docket": "2022/AL2562", "court": "California"}


def test_a_list_holds_none_of_the_other_values():
    store = {"my_location": {"type": "string", "description": "Your location."},
             "rating": {"type": "float", "description": "Minimum rating."},
             "products": {"type": "array", "items": {"type": "string"}, "description": "Products the store sells."}}
    got = fill("Find the grocery store closest to Berkeley that has at least a 4.5 star rating, selling tomatoes and "
               "also pet food.", store)
    assert got["rating"] == 4.5 and got["products"] == ["tomatoes", "pet food"]
    museum = {"museum": {"type": "string", "description": "The name of the museum you want to get information for."},
              "city": {"type": "string", "description": "The city where the museum is located."},
              "features": {"type": "array", "items": {"type": "string", "enum": [
                  "timings", "exhibitions", "accessibility", "events", "history"]}, "description": "Features to get."}}
    got = fill("Get me information about Natural History Museum in London including timings, exhibitions, and "
               "accessibility.", museum, ["museum", "city"])
    assert got["museum"] == "Natural History Museum"
    assert got["features"] == ["timings", "exhibitions", "accessibility"]  # "History" is the museum's name
    shop = {"location": {"type": "string", "description": "The city and state, e.g. Nashville, TN"},
            "services": {"type": "array", "items": {"type": "string", "enum": ["Guitar Lessons", "Violin Lessons"]},
                         "description": "Types of instrument lessons offered in the shop."},
            "instruments": {"type": "array", "items": {"type": "string", "enum": ["Guitars", "Violins", "Pianos"]},
                            "description": "Types of instruments sold in the shop."}}
    got = fill("Find a local guitar shop that also offers violin lessons in Nashville.", shop, ["location"])
    assert got == {"location": "Nashville, TN", "services": ["Violin Lessons"], "instruments": ["Guitars"]}


def test_the_kind_a_type_parameter_sorts_is_the_word_before_its_noun():
    props = {"city": {"type": "string", "description": "The city."},
             "year": {"type": "integer", "description": "The year."},
             "type": {"type": "string", "description": "Optional. The type of crime. Default ''"}}
    assert fill("Provide me the official crime rate of violent crime in Denver in 2020.", props, ["city", "year"]) == {
        "city": "Denver", "year": 2020, "type": "violent"}  # not the "official" of "official crime rate"
    booking = {"city": {"type": "string", "description": "The city."},
               "room_type": {"type": "string", "description": "The type of room. Default 'Standard'."}}
    args, _ = read("Book a hotel room in Paris", booking, ["city"], name="hotel_booking.book")
    assert "room_type" not in args  # a hotel room is no kind of room


def test_a_value_before_the_plural_of_the_parameters_noun_is_one_of_several():
    props = {"dataset_path": {"type": "string", "description": "Path to the CSV dataset file."},
             "independent_variables": {"type": "array", "items": {"type": "string"}, "description": "The independent variables."},
             "dependent_variable": {"type": "string", "description": "The dependent variable to predict in the regression model."}}
    got = fill("What is the R-squared for a model using engine size and fuel economy variables to predict car_price with "
               "a dataset in path C:/data/cars.csv?", props)
    assert got["dependent_variable"] == "car_price"


def test_a_unit_is_no_name():
    props = {"substance": {"type": "string", "description": "The substance."},
             "mass": {"type": "integer", "description": "Mass in kg."},
             "initial_temperature": {"type": "integer", "description": "Initial temperature in Celsius."},
             "final_temperature": {"type": "integer", "description": "Final temperature in Celsius."}}
    got, _ = read("What is the change in entropy in Joules per Kelvin of a 1kg ice block at 0°C if it is heated to "
                  "100°C?", props, name="entropy_change.calculate")
    assert got["substance"] == "ice"


def test_a_name_whose_possession_the_parameter_names():
    props = {"team_name": {"type": "string", "description": "The name of the soccer team."},
             "year": {"type": "integer", "description": "The year."}}
    assert fill("What is the FIFA ranking of Germany's men soccer team for the year 2021?", props) == {
        "team_name": "Germany", "year": 2021}


def test_a_number_said_in_another_unit_is_given_in_the_unit_asked_for():
    lc = {"inductance": {"type": "float", "description": "The inductance (L) in henries (H)."},
          "capacitance": {"type": "float", "description": "The capacitance (C) in farads (F)."}}
    assert fill("Calculate the resonant frequency of an LC circuit given capacitance of 100µF and inductance of 50mH.",
                lc) == {"inductance": 0.05, "capacitance": 0.0001}
    track = {"track_length": {"type": "integer", "description": "The length of the track in seconds."}}
    assert fill("Create a mix with a duration of 3 minutes.", track) == {"track_length": 180}
    weight = {"weight": {"type": "integer", "description": "The weight in kg."}}
    assert fill("I weigh 70 kg", weight) == {"weight": 70}  # said in the unit asked for: as said


def test_an_object_parameter_is_filled_from_its_own_properties_or_asked():
    paint = {"area": {"type": "dict", "description": "The area to be painted.", "properties": {
        "width": {"type": "integer", "description": "The width in feet."},
        "height": {"type": "integer", "description": "The height in feet."}}}}
    assert fill("How many gallons of paint to paint a wall with width of 20ft and height of 12ft?", paint) == {
        "area": {"width": 20, "height": 12}}
    records = {"database_name": {"type": "string", "description": "The name of the database."},
               "conditions": {"type": "dict", "description": "Conditions.", "properties": {
                   "department": {"type": "string", "description": "The department."},
                   "school": {"type": "string", "description": "The school."}}}}
    _, missing = read("Fetch all records for students in 'Bluebird High School'", records, name="db_fetch_records")
    assert "conditions" in missing  # its values would only repeat the database's: asked, not made up


def test_an_optional_list_led_by_its_own_noun():
    trip = {"start_location": {"type": "string", "description": "Start."},
            "end_location": {"type": "string", "description": "End."},
            "stops": {"type": "array", "items": {"type": "string"}, "description": "Stops on the way."}}
    assert fill("Find the travel time by car from San Francisco to Los Angeles with stops at Santa Barbara and Monterey.",
                trip, ["start_location", "end_location"])["stops"] == ["Santa Barbara", "Monterey"]
    pizza = {"size": {"type": "string", "description": "Size."},
             "toppings": {"type": "array", "items": {"type": "string"}, "description": "Toppings."}}
    assert fill("Order a large pizza with toppings mushrooms, olives and peppers", pizza, ["size"])["toppings"] == [
        "mushrooms", "olives", "peppers"]
    assert "toppings" not in fill("Order a large pizza for Anna and Ben", pizza, ["size"])  # no list of toppings said


def test_a_listed_option_named_by_its_leading_word_beside_another():
    props = {"location": {"type": "string", "description": "The city, for example, New York City, NY"},
             "preferences": {"type": "array", "items": {"type": "string", "enum": [
                 "Pet-friendly", "Disabled Access", "24 hours", "Cafe Inside"]}, "description": "Your preferences."}}
    assert fill("Find me a pet-friendly library with facilities for disabled people in Boston.", props)[
        "preferences"] == ["Pet-friendly", "Disabled Access"]


def test_a_state_read_for_its_parameter_is_no_other_value():
    props = {"crime": {"type": "string", "description": "The crime."},
             "state": {"type": "string", "description": "The state where the criminal act was committed."}}
    assert fill("What's the penalty for burglary in California?", props) == {"crime": "burglary", "state": "California"}


def test_two_letters_alone_are_no_unit_to_refuse():
    from core.planner import units

    assert units.is_unit_word("Joules") and units.is_unit_word("km/h")
    assert not units.is_unit_word("MI") and not units.is_unit_word("TB")  # Michigan; a disease, a size
