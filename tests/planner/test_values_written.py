"""Values written the way the function asks: a search in the syntax its description writes out, a clock time
that is no count, the place a journey leaves from, a city as its examples write it, a name with "de" in it."""

from __future__ import annotations

from tests.planner.test_values_said import read

SONG = {"query": {"type": "string", "description": "The search query for the song. It can be in the format "
                                                   "'track:Song Name artist:Artist Name', or just the song name if the "
                                                   "artist is unknown."},
        "volume": {"type": "integer", "description": "The volume, 0 to 100.", "default": 50}}


def test_a_search_is_written_in_the_syntax_the_description_gives():
    assert read("put on running up that hill by Kate Bush", SONG, required=["query"])[0] == {
        "query": "track:running up that hill artist:Kate Bush"}
    assert read("I'd like to hear 'Golden Brown' by The Stranglers on Spotify.", SONG, required=["query"])[0] == {
        "query": "track:Golden Brown artist:The Stranglers"}
    assert read("play the wheels on the bus song", SONG, required=["query"])[0] == {"query": "the wheels on the bus"}
    plain = {"query": {"type": "string", "description": "The search query for the song."}}  # no syntax: no 'track:'
    assert "track:" not in read("play golden brown by The Stranglers", plain, required=["query"])[0].get("query", "")


def test_a_clock_time_is_never_a_count():
    props = {"movie_name": {"type": "string", "description": "The title of the movie."},
             "number_of_tickets": {"type": "integer", "description": "The total number of tickets to be bought."},
             "show_time": {"type": "string", "description": "The start time, in 24-hour format 'HH:MM'."}}
    args, _ = read("Can I get two tickets for Dune at the 21:15 showing?", props,
                   required=["movie_name", "number_of_tickets"])
    assert args["number_of_tickets"] == 2 and args["show_time"] == "21:15"
    alarm = {"hour": {"type": "integer", "description": "The hour of the alarm."},
             "minute": {"type": "integer", "description": "The minute of the alarm."}}
    assert read("wake me at 6:45", alarm, required=["hour", "minute"])[0] == {"hour": 6, "minute": 45}


FLIGHT = {"origin_airport": {"type": "string", "description": "The IATA code or the name of the city to depart from, "
                                                              "such as 'SFO' or 'San Francisco'."},
          "destination_airport": {"type": "string", "description": "The IATA code or the name of the city to arrive "
                                                                   "at, such as 'LAX' for Los Angeles International "
                                                                   "Airport or 'Los Angeles'."}}


def test_a_place_said_inside_the_from_phrase_is_where_the_journey_leaves():
    args, _ = read("Book a flight to Austin, TX, leaving from Logan Airport in Boston", FLIGHT,
                   required=["origin_airport", "destination_airport"])
    assert args["destination_airport"] == "Austin"  # its examples write a city without its state
    assert args["origin_airport"] in ("Logan Airport", "Boston")  # never the place it flies to


def test_a_place_name_with_de_is_one_name():
    props = {"where_to": {"type": "string", "description": "The destination, in the format of 'City, State' or "
                                                           "'City, Country', such as 'Austin, TX' or 'Paris, France'."}}
    assert read("find me a house in Rio de Janeiro for a week", props, required=["where_to"])[0] == {
        "where_to": "Rio de Janeiro, Brazil"}


def test_an_optional_value_given_as_its_parameters_name():
    props = {"user_id": {"type": "integer", "description": "The unique identifier of the user."},
             "special": {"type": "string", "description": "Any special information to consider.", "default": "none"}}
    assert read("look up user 5521, who has 'gluten free' as their special request", props, required=["user_id"])[0] == {
        "user_id": 5521, "special": "gluten free"}
    assert read("look up user 5521", props, required=["user_id"])[0] == {"user_id": 5521}


RUN = {"command": {"type": "string", "description": "The system command to be executed. To execute multiple commands, "
                                                    "separate them with '&&'."}}


def test_a_command_the_request_writes_out_is_run_and_none_is_made_up():
    from core.planner import CallerOptions, FunctionCaller
    from tests.planner.test_values import spec

    caller = FunctionCaller(None, CallerOptions())
    runs = [spec(RUN, ["command"], "cmd_controller.execute")]
    said = {"restart the print spooler using the command net stop spooler && net start spooler":
            "net stop spooler && net start spooler",
            "see what's eating memory, using tasklist /FI \"MEMUSAGE gt 500000\"": 'tasklist /FI "MEMUSAGE gt 500000"',
            "is the web container up? check using docker ps -a.": "docker ps -a"}
    for request, line in said.items():
        assert [(c.name, c.arguments) for c in caller.call(request, runs).calls] == [
            ("cmd_controller.execute", {"command": line})], request
    for request in ("list c drive", "close firefox using taskkill command", "I want to use the command prompt"):
        assert caller.call(request, runs).calls == [], request  # no command written: none is invented



def test_a_code_is_read_from_the_meaning_its_description_gives_it():
    from core.planner import CallerOptions, FunctionCaller
    from tests.planner.test_values import spec

    props = {"service_id": {"type": "integer", "description": "The type of service. For example, 1 represents window "
                                                             "cleaning, 2 represents gutter clearing, 3 represents deep "
                                                             "gutter clearing.", "enum": [1, 2, 3]},
             "area_id": {"type": "integer", "description": "The area: '1' corresponds to Leeds, '2' to York.",
                         "default": None}}
    finder = spec(props, ["service_id"], "get_service_id")
    calls = FunctionCaller(None, CallerOptions()).call("who can do gutter clearing round York?", [finder]).calls
    assert [(c.name, c.arguments) for c in calls] == [("get_service_id", {"service_id": 2, "area_id": 2})]
    assert read("someone for deep gutter clearing", props, required=["service_id"])[0] == {"service_id": 3}


def test_a_street_address_for_a_place_asked_as_street_and_city():
    props = {"destination": {"type": "string", "description": "The address where the cab should take the passenger, "
                                                              "formatted as 'Street, City'."}}
    assert read("so far all I know is the place I need to get to is 14 Mill Lane, Hebden and nothing else",
                props, required=["destination"])[0] == {"destination": "14 Mill Lane, Hebden"}


def test_an_id_said_with_number_after_its_name_and_a_year_for_the_one_year_parameter():
    props = {"perPage": {"type": "integer", "description": "Entries per page.", "default": 10},
             "sensorSerial": {"type": "string", "description": "The sensor's serial.", "default": None}}
    assert read("alerts for the sensor with serial number Q3CC-CRT3-SZ2G, 10 per page", props, required=["perPage"])[0] == {
        "perPage": 10, "sensorSerial": "Q3CC-CRT3-SZ2G"}
    songs = {"artist": {"type": "string", "description": "The artist.", "default": "dontcare"},
             "year": {"type": "integer", "description": "The release year.", "default": "dontcare"}}
    assert read("find me some nice songs, ones that came out in 2019", songs, required=[])[0] == {"year": 2019}
    span = {"start_year": {"type": "integer", "description": "From."}, "end_year": {"type": "integer", "description": "To."}}
    assert read("key events from 1871 to 1945", span, required=["start_year", "end_year"])[0] == {
        "start_year": 1871, "end_year": 1945}


def test_a_flag_that_excludes_the_opposite_of_what_the_request_asks_for():
    props = {"team": {"type": "string", "description": "The team's UUID."},
             "excludeInactive": {"type": "boolean", "description": "Leave out inactive projects.", "default": False}}
    assert read("which active projects does team 'T-9' have?", props, required=["team"])[0] == {
        "team": "T-9", "excludeInactive": True}
    assert read("which inactive projects does team 'T-9' have?", props, required=["team"])[0].get("excludeInactive") is not True
