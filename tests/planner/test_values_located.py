"""Values a request states about where and when: a flag the request never raises, a state that is no
county, a city without its state, a country (or its code) from the city said, a whole comma address,
an ISO date-time, an id said by another id word, and days counted from a "today is …"."""

from __future__ import annotations

from tests.planner.test_values_said import read

TAX = {"purchase_amount": {"type": "number", "description": "The total purchase amount in dollars."},
       "state": {"type": "string", "description": "The U.S. state abbreviation where the purchase is made, such as "
                                                  "'CA' for California or 'NY' for New York."},
       "county": {"type": "string", "description": "The county within the state where the purchase is made."},
       "tax_exempt": {"type": "boolean", "description": "Indicates whether the purchase is tax-exempt."},
       "apply_special_tax": {"type": "boolean", "description": "A flag to apply special tax rules."}}


def test_the_function_topic_raises_no_flag_and_a_state_is_no_county():
    args, _ = read("I made a purchase for $250 in New York. How much the sales tax will be?", TAX,
                   required=["purchase_amount", "state"], name="calculate_tax")
    assert args == {"purchase_amount": 250.0, "state": "NY"}
    args, _ = read("I bought it for $99, tax exempt, in Texas", TAX, required=["purchase_amount", "state"],
                   name="calculate_tax")
    assert args["tax_exempt"] is True and args["state"] == "TX" and "county" not in args


def test_a_live_flag_is_raised_by_the_current_rate():
    props = {"amount": {"type": "integer", "description": "The amount."},
             "from_currency": {"type": "string", "description": "The currency to convert from."},
             "to_currency": {"type": "string", "description": "The currency to convert to."},
             "live_conversion": {"type": "boolean", "description": "Use the live exchange rate. Default false."}}
    args, _ = read("Convert 200 euros to US dollars using current exchange rate.", props,
                   required=["amount", "from_currency", "to_currency"], name="currency_exchange.convert")
    assert args["live_conversion"] is True
    args, _ = read("Convert 200 euros to US dollars.", props, required=["amount", "from_currency", "to_currency"],
                   name="currency_exchange.convert")
    assert "live_conversion" not in args


WEATHER = {"city": {"type": "string", "description": "The name of the city for which weather information is requested."},
           "date": {"type": "string", "description": "The date, in the format of 'YYYY-MM-DD'."}}


def test_a_city_parameter_takes_the_city_without_its_state():
    args, _ = read("Could you tell me what the weather will be like in Rutherford, NJ, on April 22nd 2023?", WEATHER)
    assert args == {"city": "Rutherford", "date": "2023-04-22"}
    stated = {"city": {"type": "string", "description": "The city and state, e.g. 'Boston, MA'."}}
    assert read("the weather in Rutherford, NJ", stated)[0] == {"city": "Rutherford, NJ"}  # asked with its state


def test_a_country_code_comes_from_the_country_or_the_city_said_and_a_city_is_never_a_country():
    props = {"city": {"type": "string", "description": "The name of the city, e.g., 'Los Angeles'."},
             "country": {"type": "string", "description": "The country where the city is located, e.g., 'US' for the "
                                                          "United States. Use ISO 3166-1 alpha-2 country codes."}}
    assert read("the current weather conditions, including the temperature, for London in the UK?", props)[0] == {
        "city": "London", "country": "GB"}
    assert read("Could you tell me the current weather conditions in London, including the wind?", props)[0] == {
        "city": "London", "country": "GB"}
    assert read("the weather in Osaka, Japan", props)[0] == {"city": "Osaka", "country": "JP"}
    named = {"country": {"type": "string", "description": "The country (defaults to 'USA' if not specified)."},
             "event": {"type": "string", "description": "The event."}}
    assert read("Who was the U.S. president during the Civil War?", named, required=["event"])[0]["country"] == "USA"


def test_an_address_is_as_many_comma_parts_as_its_format_asks():
    props = {"loc": {"type": "string", "description": "The starting location for the Uber ride, in the format of "
                                                      "'Street Address, City, State (abbr), Country'."},
             "time": {"type": "integer", "description": "The maximum time to wait, in seconds."}}
    args, _ = read("I need a Comfort Uber ride from 2020 Addison Street, Berkeley, CA, USA, and I can wait up to 600 "
                   "seconds for it.", props)
    assert args == {"loc": "2020 Addison Street, Berkeley, CA, USA", "time": 600}


def test_an_iso_date_time_parameter_gets_the_time_said_in_its_example_form():
    props = {"event_identifier": {"type": "string", "description": "The unique identifier of the event."},
             "new_datetime": {"type": "string", "description": "The new date and time for the event in ISO-8601 "
                                                               "format, such as '2023-04-15T13:45:00Z'."}}
    args, _ = read("I need to change the date for Oscar's medicine appointment. The event identifier is 'med123'. "
                   "Move it to the 15th of April 2021 at 1:45 pm, UTC?", props)
    assert args == {"event_identifier": "med123", "new_datetime": "2021-04-15T13:45:00Z"}
    args, _ = read("Can you move my gym session, which is event number 456123, to May 3rd 2024 at 4:30 PM?", props)
    assert args == {"event_identifier": "456123", "new_datetime": "2024-05-03T16:30:00Z"}


def test_days_are_counted_from_the_today_the_request_states():
    args, _ = read("What's the weather forecast for Berkeley on the upcoming Saturday? Today is Tuesday April 25th 2023",
                   WEATHER)
    assert args == {"city": "Berkeley", "date": "2023-04-29"}
    args, _ = read("the forecast for San Pablo on the upcoming Monday, assuming today is April 4th, 2023?", WEATHER)
    assert args["date"] == "2023-04-10"
    rental = {"start_date": {"type": "string", "description": "The start date, in the format 'YYYY-MM-DD'."},
              "end_date": {"type": "string", "description": "The end date, in the format 'YYYY-MM-DD'."}}
    args, _ = read("Can you find me an SUV available from today until the 12th? today is 2023.10.1", rental)
    assert args == {"start_date": "2023-10-01", "end_date": "2023-10-12"}
    args, _ = read("a cleaner available tomorrow, today is 20230929", {"date": rental["start_date"]})
    assert args == {"date": "2023-09-30"}


def test_a_negated_option_said_plainly_means_its_opposite_and_the_topic_word_means_no_option():
    props = {"location": {"type": "string", "description": "The city, in the format of 'City, State' or 'City, Country'."},
             "free_entry": {"type": "string", "enum": ["True", "False", "dontcare"], "description":
                            "Use 'True' for free attractions, 'False' for paid, and 'dontcare' for no preference."},
             "good_for_kids": {"type": "string", "enum": ["True", "False", "dontcare"], "description":
                               "Options are 'True' for child-friendly attractions, 'False' for attractions not "
                               "suitable for children, or 'dontcare' for no preference."}}
    args, _ = read("get a list of attractions in Paris that are suitable for children?", props,
                   required=["location"], name="Travel_1_FindAttractions")
    assert args == {"location": "Paris, France", "good_for_kids": "True"}
    args, _ = read("attractions in Paris that are not suitable for children", props, required=["location"],
                   name="Travel_1_FindAttractions")
    assert args["good_for_kids"] == "False"
    plain = dict(props, good_for_kids=dict(props["good_for_kids"], description="Whether the attraction is suitable "
                 "for children. 'True' means suitable, 'False' means not suitable, 'dontcare' indicates no preference."))
    args, _ = read("Could you browse attractions in Paris, that are suitable for children and offer free entry?", plain,
                   required=["location"], name="Travel_1_FindAttractions")
    assert args["good_for_kids"] == "True" and args["free_entry"] == "True"


def test_a_city_nickname_is_the_city_where_city_and_state_are_asked():
    weather = {"location": {"type": "string", "description": "The city and state, such as 'San Francisco, CA'."}}
    assert read("get the weather of nyc", weather)[0] == {"location": "New York, NY"}
    assert read("any music events in the big apple this weekend?", weather)[0] == {"location": "New York, NY"}
    plain = {"location": {"type": "string", "description": "The location of the theaters."}}
    assert read("IMAX movie releases in theaters near LA", plain)[0] == {"location": "LA"}  # no form asked: as said


def test_a_language_said_by_name_is_its_code_from_and_to():
    props = {"source_language": {"type": "string", "enum": ["en", "hi", "es", "fr", "de"],
                                 "description": "The language code of the source text, such as 'en' for English."},
             "target_language": {"type": "string", "enum": ["hi", "id", "es", "fr", "de"],
                                 "description": "The language code for the target translation, such as 'hi' for Hindi."},
             "text": {"type": "string", "description": "The text content to be translated."}}
    args, _ = read("Can you help me convert this sentence from English to French: 'What is your name?'", props)
    assert args == {"source_language": "en", "target_language": "fr", "text": "What is your name?"}
    speech = {"text": {"type": "string", "description": "The text to be converted to speech."},
              "language": {"type": "string", "enum": ["en-US", "es-ES", "de-DE"], "description": "The language."}}
    args, _ = read("Convert the phrase 'I am a pretty girl' into spoken audio in Spanish", speech, required=["text"])
    assert args == {"text": "I am a pretty girl", "language": "es-ES"}


def test_the_cast_is_who_a_film_is_with_and_i_is_no_second_actor():
    from core.planner.caller import FunctionCaller
    from core.planner.functions import FunctionSpec

    movies = FunctionSpec(name="Movies_3_FindMovies", description="Retrieves movies by director and cast.", parameters={
        "type": "dict", "required": [], "properties": {
            "directed_by": {"type": "string", "description": "Director of the movie."},
            "cast": {"type": "string", "description": "Names of leading actors or actresses in the movie."}}})
    calls = FunctionCaller(None).call("I want to find a good film to watch with Duane Whitaker and I want something "
                                      "directed by Quentin Tarantino.", [movies]).calls
    assert [c.arguments for c in calls] == [{"directed_by": "Quentin Tarantino", "cast": "Duane Whitaker"}]
    calls = FunctionCaller(None).call("Can you find me a movie with Michaela Watkins starring in it?", [movies]).calls
    assert [c.arguments for c in calls] == [{"cast": "Michaela Watkins"}]


def test_a_street_address_keeps_its_house_number_and_items_lose_the_counts_said_apart():
    ride = {"loc": {"type": "string", "description": "The starting location, in the format of 'Street Address, City, "
                                                      "State (abbr), Country'."}}
    assert read("I need a 'Plus' type Uber from 221B Baker Street, Berkeley, CA, USA, now", ride)[0] == {
        "loc": "221B Baker Street, Berkeley, CA, USA"}
    order = {"items": {"type": "array", "items": {"type": "string"}, "description": "Food item names."},
             "quantities": {"type": "array", "items": {"type": "integer"}, "description": "The quantity of each item."}}
    args, _ = read("I'd like two Big Macs and one McFlurry.", order, name="uber.eat.order")
    assert args == {"items": ["Big Mac", "McFlurry"], "quantities": [2, 1]}


def test_a_negated_option_is_not_chosen_a_counted_option_is_and_a_host_takes_the_url():
    props = {"user_id": {"type": "string", "description": "The user."},
             "status_filter": {"type": "string", "enum": ["active", "paused", "completed"], "description": "Status."}}
    args, _ = read("What projects is 'Adriel' working on? exclude any that are completed", props, required=["user_id"])
    assert "status_filter" not in args
    hotel = {"location": {"type": "string", "description": "The city."},
             "number_of_rooms": {"type": "string", "enum": ["1", "2", "3", "dontcare"], "description": "Rooms."}}
    args, _ = read("I'd like to find a 3-star hotel in Paris. I'll need one room.", hotel, required=["location"])
    assert args["number_of_rooms"] == "1"
    server = {"host": {"type": "string", "description": "The server's hostname or IP address."},
              "api_key": {"type": "string", "description": "The API key."}}
    args, _ = read("add a new server configuration. The host address is http://plga.ca, and the API key is 12344.", server)
    assert args == {"host": "http://plga.ca", "api_key": "12344"}


def test_a_quote_belongs_to_the_parameter_named_before_its_quoted_mention():
    props = {"drink_id": {"type": "string", "description": "The unique identifier of the drink."},
             "size": {"type": "string", "enum": ["small", "large"], "description": "The size."}}
    args, _ = read("update my latte to a large size. The drink id is 'latte'", props, required=["size"])
    assert args == {"drink_id": "latte", "size": "large"}


def test_the_maker_is_who_a_thing_is_from_and_a_table_is_named_before_its_noun():
    props = {"instrument": {"type": "string", "description": "The name of the instrument."},
             "manufacturer": {"type": "string", "description": "The manufacturer of the instrument."}}
    assert read("Find me the average price and ratings of piano from Yamaha.", props)[0] == {
        "instrument": "piano", "manufacturer": "Yamaha"}
    query = {"table": {"type": "string", "description": "Name of the table to query."}}
    assert read("Find records in database in user table where job is 'engineer'.", query)[0] == {"table": "user"}


def test_a_place_is_never_a_common_word_or_pm_it_is_asked_for_instead():
    props = {"city": {"type": "string", "description": "The city."},
             "type": {"type": "string", "enum": ["Psychologist", "Family Counselor"], "description": "The kind."}}
    assert read("I need a therapist.", props, required=["city"], name="Services_4_FindProvider") == ({}, ["city"])
    bus = {"from_city": {"type": "string", "description": "The city to depart from."},
           "to_city": {"type": "string", "description": "The destination city."}}
    args, missing = read("Can you help me buy bus tickets to Sacramento, departing at 3 PM today?", bus,
                         required=["to_city"])
    assert "PM" not in args.values()
    assert read("the weather in leeds", {"city": props["city"]})[0] == {"city": "leeds"}  # a known city, typed small


def test_a_person_parameter_takes_a_name_never_a_lower_case_word():
    props = {"payment_method": {"type": "string", "enum": ["app balance", "debit card"], "description": "The source."},
             "amount": {"type": "number", "description": "The amount."},
             "receiver": {"type": "string", "description": "The name or account of the contact the money is sent to."}}
    args, _ = read("initiate a payment of $250 to Margaret's account using my debit card and mark the transaction "
                   "as private?", props, name="Payment_1_MakePayment")
    assert args["receiver"] == "Margaret"
    spouse = {"spouse_of": {"type": "string", "description": "The person whose spouse's name is asked."}}
    assert read("Could you tell me the name of my spouse, and include her maiden name as well?", spouse) == (
        {}, ["spouse_of"])
