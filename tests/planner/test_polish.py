"""Polish read as English before planning (a Polish cleaning business in Edinburgh, blind set 109, written on Monday 23
November 2026), typed with its letters or without them."""

from __future__ import annotations

import pytest

from core.planner import polish
from core.planner.shorthand import expand


def test_polish_questions_and_commands_are_read_as_english():
    assert expand("kto jest jutro u Fraserowej?") == "who is tomorrow at Mrs Fraser's?"
    assert expand("ile godzin ma Kasia w tym tyg?").startswith("how many hours has Kasia got this week?")
    assert expand("co mam jutro?") == "what do I have tomorrow?"
    assert expand("przesuń mi dentystę z jutra na piątek 15:00") == "move my dentist from tomorrow to friday 15:00"
    assert expand("przesun mi dentyste z jutra na piatek 15:00") == "move my dentist from tomorrow to friday 15:00"
    assert expand("Patel zaplacil za piatek, przelew przyszedl dzisiaj rano. zaznacz prosze") == \
        "Patel paid for friday, the transfer came this morning. mark it paid"
    assert expand("usun Marte z listy na piatek") == "take Marta off the list for friday"
    assert expand("przypomnij mi jutro zeby zadzwonic do ksiegowej") == "remind me to call the accountant tomorrow"


def test_names_dates_and_dictated_words():
    # a name said in another case is said as itself: "do Fiony" Fiona, "Agnieszce" Agnieszka
    assert expand("wyślij maila do Fiony Stewart że Joasia będzie jutro o 10 a nie o 9").startswith(
        "send an email to Fiona Stewart that Joasia will be tomorrow at 10 instead of 9")
    assert expand("udostepnij Agnieszce grafik na grudzien") == "share the rota for December with Agnieszka"
    assert expand("od 19 grudnia do 4 stycznia jestem w Krakowie. ustaw autoodpowiedz").startswith(
        "from 19 December to 4 January I am in Krakow. put the auto reply on my email")
    # what is dictated after "zanotuj:" or "dopisz do …:" stays as typed
    assert expand("dopisz do wydatkow: 23/11 Costco srodki czystosci 86.40") == \
        "add to the expenses sheet: 23/11 Costco srodki czystosci 86.40"


def test_only_polish_is_read():
    for other in ("mark paid prosze", "quien trabaja el sábado?", "wer kommt morgen abholen?", "ma said to ring Ewa",
                  "cosa ho mercoledì?", "move Dana to friday"):
        assert polish.english(other) == other


@pytest.mark.parametrize(("request_text", "method"), [
    ("wyslij maila do Fiony Stewart ze Joasia bedzie jutro o 10 a nie o 9, przepraszamy za zmiane", "gmail.users.messages.send"),
    ("Gordon Reid odpisal cos o kluczach??", "gmail.users.messages.list"),
    ("przypomnij mi w czw zeby kupic worki do Henrego i Flash w Costco", "tasks.tasks.insert"),
    ("przesun mi dentyste z jutra na piatek 15:00", "calendar.events.patch"),
    ("przenies umowa_hamilton.pdf z Pobranych do folderu Klienci", "files.move"),
    ("zanotuj: p. Henderson - kot NIE MOZE wyjsc na dwor!! klucz u sasiadki pod 16", "notes.create"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_wording_advice_is_answered_in_words(gate):
    plan = gate.plan("jak napisac po angielsku grzecznie ze jak ktos odwola w ostatniej chwili to placi 50%? jeden klient "
                     "sie ze mna kloci a ja nie chce zeby wyszlo niemilo")
    assert not plan.calls
