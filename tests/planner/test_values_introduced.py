"""Values a request introduces in its own way: a line after "the following <noun>:", a "key: value" line, a URL
template's placeholders, a span of clock times for an end date, a zone said as "London time", the language a given
text is in, a genre, from/to options by where they are said, flags that share a word, a code that is no other number."""

from __future__ import annotations

from tests.planner.test_values_said import read

ORDER = {"food_item": {"type": "string", "description": "The name of the food item to change."},
         "modification_request": {"type": "string", "description": "The change to make to the food item."}}


def test_a_line_after_the_following_noun_is_that_parameters_value():
    args, _ = read("I'd like to order a mocha with the following modification please: oat milk, no foam",
                   {"drink": {"type": "string", "description": "The drink."},
                    "modification": {"type": "string", "description": "What to change."}}, required=["drink", "modification"])
    assert args == {"drink": "mocha", "modification": "oat milk, no foam"}
    args, _ = read("I would like to order a kebab with the following modification request: extra chilli sauce", ORDER,
                   required=["food_item", "modification_request"])
    assert args["modification_request"] == "extra chilli sauce" and args["food_item"] == "kebab"  # never "order"
    answer = {"answer": {"type": "string", "description": "The answer text."}}
    args, _ = read("Here is the answer to the question:\n\nThe report does not mention the budget, so I cannot say.",
                   answer, required=["answer"])
    assert args == {"answer": "The report does not mention the budget, so I cannot say."}  # a sentence keeps its stop


def test_a_key_value_line_and_a_url_template_are_filled():
    props = {"url": {"type": "string", "description": "The URL to call.",
                     "default": "https://<ip>/api/v2/switches/ports?siteName={siteName}"},
             "siteName": {"type": "string", "description": "The name of the site whose ports are listed."}}
    args, _ = read("Build the request for me\nversion:2.0\nIP:10.20.30.40\nParameter_siteName:LHR-EDGE", props,
                   required=["siteName"])
    assert args == {"url": "https://10.20.30.40/api/v2/switches/ports?siteName=LHR-EDGE", "siteName": "LHR-EDGE"}
    args, _ = read("List the ports for siteName: LHR-EDGE", props, required=["siteName"])
    assert args == {"siteName": "LHR-EDGE"}  # no address said: the template stays the API's own default


SLOTS = {"start_available_date": {"type": "string", "description": "The start of the availability period, in the "
                                                                    "format 'YYYY-MM-DD HH:mm:ss'.", "default": None},
         "end_available_date": {"type": "string", "description": "The end of the availability period, in the format "
                                                                  "'YYYY-MM-DD HH:mm:ss'.", "default": None},
         "rating": {"type": "float", "description": "The minimum average rating, from 1.0 to 5.0.", "default": None},
         "province_id": {"type": "integer", "description": "The province, such as 1 for Bangkok, 2 for Chiang Mai, "
                                                          "3 for Chonburi.", "default": None}}


def test_a_span_of_clock_times_ends_the_end_date():
    args, _ = read("Find a cleaner who is free on March 3, 2025 between 9:15 a.m. and 1:30 p.m.", SLOTS, required=[])
    assert args["start_available_date"] == "2025-03-03 09:15:00" and args["end_available_date"] == "2025-03-03 13:30:00"
    args, _ = read("Find a cleaner who is free on March 3, 2025 at 9am", SLOTS, required=[])
    assert "end_available_date" not in args  # one time said: no end made up


def test_a_rating_in_stars_is_no_code_and_a_code_by_meaning_takes_no_number():
    args, _ = read("someone in Chiang Mai with at least 4 stars", SLOTS, required=[])
    assert args == {"rating": 4.0, "province_id": 2}
    pick = {"service_id": {"type": "integer", "description": "The service.", "enum": [1, 2, 24, 35]},
            "avg_rating": {"type": "float", "description": "The average review rating of the service provider."}}
    assert read("show providers offering service 24", pick, required=[])[0] == {"service_id": 24}  # not a rating of 24


def test_a_zone_said_with_a_clock_time_fills_an_olson_zone():
    props = {"when": {"type": "string", "description": "The new time, ISO-8601."},
             "timezone": {"type": "string", "description": "The Olson timezone identifier, such as 'Asia/Tokyo'.",
                          "default": "UTC"}}
    assert read("move it to 9am Tokyo time", props, required=["when", "timezone"])[0]["timezone"] == "Asia/Tokyo"
    assert read("move it to 9am", props, required=["when", "timezone"])[0]["timezone"] == "UTC"
    listed = {"tz": {"type": "string", "description": "The zone.", "enum": ["UTC", "Europe/Paris"]}}
    assert read("at 5pm Paris time", listed, required=[])[0] == {"tz": "Europe/Paris"}
    assert read("at 5pm Sydney time", listed, required=[])[0] == {}  # a zone the options lack is none of them


def test_the_language_of_a_given_text_and_a_genre_said():
    props = {"text": {"type": "string", "description": "The text to analyse."},
             "language": {"type": "string", "description": "The language in which the text is written."}}
    args, _ = read("How does this review sound: 'The staff were kind and the room was very clean.'", props,
                   required=["text", "language"])
    assert args["language"] == "English"
    args, _ = read("How does this review sound: 'Sehr gut, danke schön'", props, required=["text", "language"])
    assert args.get("language") != "English"  # not English-looking: never called English
    books = {"city": {"type": "string", "description": "The city of the library."},
             "genre": {"type": "string", "description": "Genre of the book."}}
    assert read("any science fiction novels at the Boston public library?", books, required=["city"])[0]["genre"] == \
        "science fiction"
    assert "genre" not in read("any novels about the war at the Boston library?", books, required=["city"])[0]


def test_from_and_to_options_go_by_where_they_are_said():
    props = {"from_unit": {"type": "string", "description": "The unit to convert from. Supports 'gallon', 'pint', 'quart'."},
             "to_unit": {"type": "string", "description": "The unit to convert to. Supports 'gallon', 'pint', 'quart'."},
             "value": {"type": "integer", "description": "The amount."}}
    assert read("how many pints are in 3 quarts?", props, required=["from_unit", "to_unit", "value"])[0] == {
        "from_unit": "quart", "to_unit": "pint", "value": 3}
    assert read("convert 2 gallons to quarts", props, required=["from_unit", "to_unit", "value"])[0] == {
        "from_unit": "gallon", "to_unit": "quart", "value": 2}


def test_flags_that_share_a_word_are_raised_by_their_own_word():
    props = {f"is_cleaning_{place}": {"type": "boolean", "description": f"Whether they clean a {place}.", "default": False}
             for place in ("condo", "home", "office")}
    assert read("someone for office cleaning next week", props, required=[])[0] == {"is_cleaning_office": True}
    assert read("a cleaning service please", props, required=[])[0] == {}


def test_an_option_naming_another_parameter_is_no_value():
    props = {"name": {"type": "string", "description": "A nickname; if not given it is the same as 'host'.",
                      "default": "localhost"},
             "host": {"type": "string", "description": "The server's hostname."}}
    assert read("add a server, the host is db.example.org", props, required=["host"])[0] == {"host": "db.example.org"}


def test_a_name_written_with_its_parameters_noun():
    props = {"district_name": {"type": "string", "description": "The district, such as 'Chatuchak District'.",
                               "default": None},
             "sub_district_name": {"type": "string", "description": "The name of the sub-district.", "default": None}}
    args, _ = read("a gardener in Bangkok, Bang Kapi District, Hua Mak Subdistrict please", props, required=[])
    assert args == {"district_name": "Bang Kapi District", "sub_district_name": "Hua Mak"}  # as each description writes it
    assert read("a gardener in the district near me", props, required=[])[0] == {}


def test_an_option_one_of_whose_words_is_said_and_any_when_none_is():
    props = {"type": {"type": "string", "description": "The kind of vet.", "enum": ["General Practice", "Exotic Animal",
                                                                                      "Emergency Care", "Any"]}}
    assert read("my iguana needs an exotic pet vet", props)[0] == {"type": "Exotic Animal"}
    assert read("find me a vet in town", props)[0] == {"type": "Any"}  # nothing said: no preference, not the first


def test_a_first_name_typed_in_lower_case_before_an_initial():
    props = {"cast": {"type": "string", "description": "An actor in the movie.", "default": "dontcare"}}
    assert read("a film that has samuel L. Jackson as an actor", props, required=[])[0] == {"cast": "Samuel L. Jackson"}


def test_a_quote_naming_another_parameter_and_a_name_with_a_slash():
    props = {"image_path": {"type": "string", "description": "The path to the image."},
             "question": {"type": "string", "description": "The question to ask about the image."},
             "model": {"type": "string", "description": "The model used to answer the question."}}
    args, _ = read("I want to ask a 'question' about 'cat.jpg' using the captioning model acme/vision3. The question is "
                   "\"what colour is the cat\"", props, required=["image_path", "question", "model"])
    assert args == {"image_path": "cat.jpg", "question": "what colour is the cat", "model": "acme/vision3"}


def test_the_detail_a_request_asks_about_and_an_option_said_in_words():
    props = {"title": {"type": "string", "description": "The title of the painting."},
             "detail": {"type": "string", "description": "The detail wanted about the painting. Default is 'general'."}}
    assert read("Find the height of the painting called 'Sunflowers'", props, required=["title"])[0] == {
        "title": "Sunflowers", "detail": "height"}
    assert read("Tell me about the painting called 'Sunflowers'", props, required=["title"])[0] == {"title": "Sunflowers"}
    clock = {"city": {"type": "string", "description": "The city."},
             "display_format": {"type": "string", "description": "The time display format: '12h' or '24h'."}}
    assert read("What time is it in Oslo in 12 hour format?", clock, required=["city"])[0] == {
        "city": "Oslo", "display_format": "12h"}


def test_an_actor_said_before_acted_in():
    props = {"directed_by": {"type": "string", "description": "The director.", "default": "dontcare"},
             "cast": {"type": "string", "description": "An actor in the movie.", "default": "dontcare"}}
    assert read("the film directed by Greta Gerwig that Saoirse Ronan acted in", props, required=[])[0] == {
        "directed_by": "Greta Gerwig", "cast": "Saoirse Ronan"}
