"""Values users spell out in their own words (BFCL's live requests): addresses, quoted text tied to
its parameter, names with accents, a value given by its parameter's name, an option by what it does,
a place with its country."""

from __future__ import annotations

import datetime

from core.planner.arguments import ArgumentFiller
from tests.planner.test_values import fill, spec
from tests.planner.test_values_said import read

EMAIL = {"to_address": {"type": "string", "description": "The email address of the recipient."},
         "subject": {"type": "string", "description": "The subject line of the email."},
         "body": {"type": "string", "description": "The main content of the email."}}


def test_an_email_goes_to_the_address_and_each_quote_to_the_parameter_it_is_said_for():
    said = "Could you draft an email to Andy at andy@gorilla.ai with the subject 'Sales Forecast Request' " \
           "and include a message \"where is the latest sales forecast spreadsheet?\""
    assert fill(said, EMAIL) == {"to_address": "andy@gorilla.ai", "subject": "Sales Forecast Request",
                                 "body": "where is the latest sales forecast spreadsheet?"}


def test_a_url_parameter_takes_the_whole_url_said():
    props = {"url": {"type": "string", "description": "The URL endpoint to send the GET request to."}}
    assert fill("information on the device connector versions from https://example.com/device-connector-versions.json?",
                props) == {"url": "https://example.com/device-connector-versions.json"}
    assert fill("Fetch the groups from the following URL: 'https://api.insights.com/groups'.", props) == {
        "url": "https://api.insights.com/groups"}
    assert fill("Fetch the device connector versions", props, required=[]) == {}  # none said: nothing made up


def test_a_quote_after_titled_is_the_title_not_the_meta_title_nor_the_content():
    props = {"ContentItem": {"type": "string", "enum": ["News", "Blog"], "description": "The content type."},
             "Title": {"type": "string", "description": "The title of the content item."},
             "Content": {"type": "string", "description": "The body content."},
             "MetaTitle": {"type": "string", "description": "The HTML meta title for SEO."}}
    assert fill("I need to add a news article titled 'Julian is testing' to our Sitefinity CMS.", props,
                required=["ContentItem", "Title"]) == {"ContentItem": "News", "Title": "Julian is testing"}


def test_a_name_with_accents_is_whole_and_greetings_titles_and_contractions_are_no_names():
    artist = {"artist_name": {"type": "string", "description": "The name of the artist."}}
    assert fill("I want to listen to music by Käärijä, can you start playing it?", artist) == {"artist_name": "Käärijä"}
    city = {"city": {"type": "string", "description": "The name of the city."}}
    assert fill("I'm visiting Martinez soon and would like to check the weather there", city) == {"city": "Martinez"}
    assert fill("the latitude and longitude of Seattle, that city where Mr. Gates works in?", city) == {"city": "Seattle"}
    payment = {"receiver": {"type": "string", "description": "The name of the person receiving the money."},
               "amount": {"type": "number", "description": "The amount."}}
    assert fill("I'd like to send $200 to my friend Alice using my debit card.", payment) == {
        "receiver": "Alice", "amount": 200.0}


def test_a_value_given_by_its_parameter_name_goes_to_that_parameter():
    props = {"airlines": {"type": "string", "description": "The name of the airline, such as 'Delta' or 'United'."},
             "person_name": {"type": "string", "description": "The full name or first name of the passenger as it "
                                                              "appears on the ticket, in the format 'First Last'."},
             "ticket_number": {"type": "string", "description": "The alphanumeric ticket number."}}
    args, missing = read("Hi, I am Karan. Can you tell me the current status of my Indigo flight? My ticket number is "
                         "IND4567.", props, name="flight.status.check")
    assert args["ticket_number"] == "IND4567" and "IND4567" not in (args["airlines"], args["person_name"])
    user = {"user_id": {"type": "string", "description": "The user's id."},
            "status": {"type": "string", "enum": ["pending", "active"], "description": "The status."}}
    assert fill("need all pending mandates of Parath with ID U123?", user) == {"user_id": "U123", "status": "pending"}
    expression = {"function": {"type": "string", "description": "The function to differentiate."}}
    assert fill("Calculate the derivative of the function 3x^2 + 2x - 1.", expression)["function"] != "3x"


def test_an_option_is_read_from_what_the_description_says_it_does():
    props = {"type": {"type": "string", "enum": ["add", "delete", "complete"],
                      "description": "The action. 'add' to add a new task, 'delete' to remove an existing task, "
                                     "or 'complete' to mark a task as completed."},
             "content": {"type": "string", "description": "The content of the task."}}
    assert fill("I need to remove the task with the content 'ravi' from my todo list.", props) == {
        "type": "delete", "content": "ravi"}
    assert fill("I've completed the task 'Submit monthly financial report'. Mark it as completed on my to-do list?",
                props) == {"type": "complete", "content": "Submit monthly financial report"}
    bare = {"type": {"type": "string", "enum": ["add", "delete", "update"], "description": "The action."},
            "content": {"type": "string", "description": "The details of the todo item."}}
    assert read("Please remove 'buy milk' from my todo list", bare)[0]["type"] == "delete"  # the verb users say for it
    assert read("Change 'buy milk' on my todo list to 'buy oat milk'", bare)[0]["type"] == "update"


def test_a_place_keeps_the_country_said_with_it_and_a_region_is_no_place():
    props = {"location": {"type": "string", "description": "The location, in the format of 'City, Country'."}}
    assert fill("Can you tell me the current temperature in Paris, France?", props) == {"location": "Paris, France"}
    asked = {"location": {"type": "string", "description": "The location in the format of 'City, State (abbr)', "
                                                           "such as 'San Francisco, CA'."}}
    assert fill("Provide the current weather for Yosemite National Park at Mariposa, CA, and tell me the wind speed",
                asked) == {"location": "Mariposa, CA"}
    both = {"city": {"type": "string", "description": "The city."}, "country": {"type": "string", "description": "The country."}}
    assert fill("What is the humidity level of Tokyo, Japan right now?", both) == {"city": "Tokyo", "country": "Japan"}


def test_a_time_said_joins_a_date_whose_format_has_one_and_fills_a_clock_parameter_once():
    flight = {"departure_time": {"type": "string", "description": "The departure time in the format of 'dd/mm/yyyy HH:MM'."},
              "return_time": {"type": "string", "description": "The return time in the format of 'dd/mm/yyyy HH:MM'."}}
    assert fill("Can you arrange a flight with a departure on the 20th of June 2022 at 5 in the afternoon?", flight,
                required=["departure_time"]) == {"departure_time": "20/06/2022 17:00"}
    moved = {"dateOrTime": {"type": "string", "description": "The new date and time, in ISO-8601 format (e.g., "
                                                             "'YYYY-MM-DDTHH:MM:SSZ')."}}
    assert fill("Reschedule the event to November 1, 2023 at 4pm", moved) == {"dateOrTime": "2023-11-01T16:00:00"}
    alarm = {"alarm_time": {"type": "string", "description": "The alarm time in a recognized format such as "
                                                             "'YYYY-MM-DD HH:MM:SS', 'HH:MM:SS', 'HH:MM', or 'HH:MM AM/PM'."}}
    assert fill("set an alarm for 11 PM", alarm) == {"alarm_time": "23:00"}
    plain = {"date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}
    assert fill("What is on 2023-04-25 at 4pm?", plain) == {"date": "2023-04-25"}  # no time asked: the date alone


def test_a_date_parameter_never_takes_words_that_are_no_date():
    car = {"pickup_location": {"type": "string", "description": "The pick-up location, e.g. 'Los Angeles, CA'."},
           "start_date": {"type": "string", "description": "The start date of the rental, in the format 'YYYY-MM-DD'."}}
    assert read("could you get me a rental car for pick up at 12:30 till the 11th?", car, name="RentalCars.ReserveCar") == (
        {}, ["pickup_location", "start_date"])  # not "till", "12:30" nor "pick up": both are asked for
    at_noon = ArgumentFiller(None, clock=lambda: datetime.datetime(2026, 11, 28, 12, 0))
    assert at_noon.fill("a rental car from Los Angeles, CA, pick up tomorrow", spec(car, None, "RentalCars.ReserveCar"), "") == (
        {"pickup_location": "Los Angeles, CA", "start_date": "2026-11-29"}, [])  # tomorrow, in the format asked


def test_people_are_read_in_the_role_each_parameter_names():
    movies = {"directed_by": {"type": "string", "description": "Director of the movie."},
              "genre": {"type": "string", "enum": ["Action", "Offbeat", "Fantasy"], "description": "Genre of the movie."},
              "cast": {"type": "string", "description": "Names of leading actors or actresses in the movie."}}
    assert fill("Find me action movies that have David Leitch as the director and include Alex King in the cast?",
                movies, required=[]) == {"directed_by": "David Leitch", "genre": "Action", "cast": "Alex King"}
    assert fill("I'm interested in fantasy movies with Danny John-Jules in the cast and directed by Jim Henson. Could you "
                "search for some options?", movies, required=[]) == {
        "directed_by": "Jim Henson", "genre": "Fantasy", "cast": "Danny John-Jules"}
    song = {"song_id": {"type": "string", "description": "The song's id."},
            "artist": {"type": "string", "description": "The artist of the song."}}
    assert fill("Play Roar by Katy Perry. The song_id is wjeiruhuq_roar.", song, required=["song_id"]) == {
        "song_id": "wjeiruhuq_roar", "artist": "Katy Perry"}
    assert fill("Play the song with id wjeiruhuq_roar", song, required=["song_id"]) == {"song_id": "wjeiruhuq_roar"}


def test_a_state_said_in_full_is_written_as_the_code_the_description_asks_for():
    tax = {"purchase_amount": {"type": "float", "description": "The total purchase amount in dollars."},
           "state": {"type": "string", "description": "The U.S. state abbreviation, such as 'CA' for California."},
           "county": {"type": "string", "description": "The county within the state."}}
    assert fill("I made a purchase of $59.99 in San Francisco, California. How much will the sales tax be?", tax,
                required=["purchase_amount", "state"]) == {"purchase_amount": 59.99, "state": "CA", "county": "San Francisco"}
    assert fill("I made a purchase for $250 in New York. How much will the sales tax be?", tax,
                required=["purchase_amount", "state"])["state"] == "NY"


def test_a_city_abroad_gets_its_country_where_the_description_asks_for_one():
    named = {"location": {"type": "string", "description": "The location, in the format of 'City, State (abbr)' such as "
                                                           "'San Francisco, CA', or 'City, Country' such as 'Paris, France'."}}
    assert fill("Can you tell me the current weather in Moscow?", named) == {"location": "Moscow, Russia"}
    assert fill("What's the weather in Tel Aviv, please?", named) == {"location": "Tel Aviv, Israel"}
    assert fill("What's the weather in Chicago?", named) == {"location": "Chicago, IL"}  # a US city: its state
    coded = {"location": {"type": "string", "description": "The city, in the format of 'City, State' or 'City, Country', "
                                                           "for example 'Paris, FR'."}}
    assert fill("Could you browse attractions in Paris?", coded) == {"location": "Paris, FR"}
    plain = {"location": {"type": "string", "description": "The city."}}
    assert fill("Can you tell me the current weather in Moscow?", plain) == {"location": "Moscow"}  # none asked


def test_a_phone_number_is_read_whole():
    props = {"name": {"type": "string", "description": "The contact's name."},
             "phone_number": {"type": "string", "description": "The contact's phone number."}}
    assert read("Add Kevin Doyle, his phone number is 07700 900123", props, name="contacts.add") == (
        {"name": "Kevin Doyle", "phone_number": "07700 900123"}, [])
    assert read("Add Kevin Doyle", props, name="contacts.add") == ({"name": "Kevin Doyle"}, ["phone_number"])


def test_a_movie_is_what_a_function_for_movies_is_for():
    from core.planner.caller import FunctionCaller
    from core.planner.functions import FunctionSpec

    movies = FunctionSpec(name="Movies_3_FindMovies", description="Retrieves a list of movies based on the director, genre "
                          "and cast.", parameters={"type": "dict", "required": [], "properties": {
                              "directed_by": {"type": "string", "description": "Director of the movie."}}})
    calls = FunctionCaller(None).call("I'm in the mood for a good laugh. Find a comedy movie directed by Edgar Wright?",
                                      [movies]).calls
    assert [(c.name, c.arguments) for c in calls] == [("Movies_3_FindMovies", {"directed_by": "Edgar Wright"})]
