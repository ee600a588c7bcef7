"""Hebrew in Latin letters as an Israeli food-truck owner in Camden types it (blind set 129) read as English before it is
planned, its days, times and prefixes read as the English words; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import hebrew
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("mi oved machar?") == "who is working tomorrow?"
    assert hebrew.english("mi od lo shilem? kama total") == "who still hasn't paid? how much total"
    assert hebrew.english("ma nigmar? what is under 5") == "what is out of stock? what is under 5"
    assert hebrew.english("ma yesh li machar?") == "what do I have tomorrow?"
    assert hebrew.english("kama Mizrahi chayav?") == "how much does Mizrahi owe?"
    assert hebrew.english("ma ha-mispar shel Shlomo? ha-truck lo oved") == "what's the number of Shlomo? the truck isn't working"


def test_commands_days_and_times_are_read_as_english():
    assert hebrew.english("tosif 20 kilo chickpeas, Yarden brought hayom") == "add 20 kilo chickpeas to the stock, Yarden brought today"
    assert hebrew.english("tosif 3 kufsaot napkins, Booker hevi etmol") == "add 3 boxes napkins to the stock, Booker brought yesterday"
    assert hebrew.english("Dana tevatel the tasting yom chamishi, hi chola") == "cancel the tasting with Dana thursday, she is sick"
    assert hebrew.english("tizkir li yom rishon to change the gas bottles") == "remind me sunday to change the gas bottles"
    assert hebrew.english("tizkir li machar 7 baerev lehazmin pita") == "remind me tomorrow at 19:00 to order pita"
    assert hebrew.english("tosif Maya shift yom shishi 11 ad 7") == "add Maya shift friday 11 to 7"
    assert hebrew.english("Tom cant do yom revi'i, timchak oto") == "Tom cant do wednesday, delete it"
    assert hebrew.english("tosif to calendar gas safety check 1 december 8 baboker, the guy coming to the truck") == \
        "add to the calendar: gas safety check 1 december at 8:00, the guy coming to the truck"
    assert hebrew.english("taziz et ha-tasting im Dana le yom shishi") == "move the tasting with Dana to friday"
    assert hebrew.english("ani tas le Israel shavua haba, Noam oved kol yom shishi") == \
        "I am flying to Israel next week, Noam works every friday"


def test_mail_names_and_what_is_added():
    assert hebrew.english("achi tishlach mail le Ruth from the market office ruth.obi@camdenmarket.com - we want pitch 14 again "
                          "all december, shishi ve shabbat. toda, Avi") == \
        "send an email to Ruth from the market office ruth.obi@camdenmarket.com - we want pitch 14 again all december, " \
        "friday and saturday. thanks, Avi"
    assert hebrew.english("tishlach le Ruth she anachnu sgura 24 detsember") == "send an email to Ruth that we are closed 24 December"
    assert hebrew.english("tosif le reshima: 2 kilo tahini, amba") == "add to the list: 2 kilo tahini, amba"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kes maksis reedel?", "kto jest jutro u Fraserowej?", "yalla akhi, min 3ando l'mouftah?",
                 "kama ze 38 kilo chickpeas at 2.40 the kilo?", "UCL shilem finally", "what do I have tomorrow"):
        assert hebrew.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("achi tishlach mail le Ruth from the market office ruth.obi@camdenmarket.com - we want pitch 14 again all december, "
     "shishi ve shabbat. toda, Avi", "gmail.users.messages.send"),
    ("Dana tevatel the tasting yom chamishi, hi chola 🤒", "calendar.events.delete"),
    ("tizkir li yom rishon to change the gas bottles", "tasks.tasks.insert"),
    ("tosif to calendar gas safety check 1 december 8 baboker, the guy coming to the truck", "calendar.events.insert"),
    ("tizkir li machar 7 baerev lehazmin pita", "tasks.tasks.insert"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
