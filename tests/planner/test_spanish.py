"""Spanish read as English before planning; here the Cuban Spanish of a Hialeah cafecito (blind set 110, written on Monday
23 November 2026). The Spanish of Miami, Bogotá, Buenos Aires, Seville and Phoenix is tested with their blind sets."""

from __future__ import annotations

import pytest

from core.planner import spanish
from core.planner.shorthand import expand


def test_cuban_questions_and_commands_are_read_as_english():
    assert expand("oye quién debe ahorita? los q tienen cuenta abierta, dime cuánto cada uno") == \
        "who owes me right now? the ones with an open tab, tell me how much each"
    assert expand("Cachito vino y pagó todo lo q debía 🙌 ponle la cuenta en cero") == \
        "Cachito came and paid everything he owed set his tab to zero"
    assert expand("el de la guayaba q día es q viene? y a cómo me la cobró la última vez") == \
        "what day does the guayaba guy come? and how much did he charge me last time"
    assert expand("guárdame el número de la muchacha nueva, Daylin Suárez 786 555 0311").startswith("save new contact, the new girl")
    assert expand("en la hoja de ventas ponle lo del sábado: 1,243 en la ventanita y 310 de catering").startswith(
        "add to the ventas spreadsheet: saturday, 1,243")


def test_a_price_is_no_time_and_the_voseo_stays_read():
    assert expand("cuánto es 3 bandejas a 37.50 más el 7 de tax") == "how much is 3 trays at 37.50 each plus 7% tax"
    assert "to 19:30" in expand("pasala a las 19.30 porfa, q el jueves no puedo")
    # "a cada uno" keeps its pack reading
    assert expand("Oliver y Sophie vinieron a la clase del sab, descontales una clase del pack a cada uno").endswith(
        "take one class off each of their packs")


def test_only_spanish_is_read():
    for other in ("quem tem marcacao quinta? preciso saber se chamo a Lurdes mais cedo", "cosa ho mercoledì?",
                  "who owes me right now?"):
        assert spanish.english(other) == other


@pytest.mark.parametrize(("request_text", "method"), [
    ("recuérdame mañana temprano llamar al técnico, la nevera de los refrescos está goteando otra vez", "tasks.tasks.insert"),
    ("mija pon eso del email q contesta solo, q estamos cerrados jueves y viernes por Thanksgiving y abrimos el sábado 28 "
     "a las 6am", "gmail.users.settings.updateVacation"),
    ("guárdame el número de la muchacha nueva, Daylin Suárez 786 555 0311, empieza el sábado en la ventanita",
     "people.people.createContact"),
    ("oye me mandaron algo del county sobre el permiso de la ventanita? búscamelo en el email", "gmail.users.messages.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_is_answered_in_words(gate):
    plan = gate.plan("cuánto es 3 bandejas a 37.50 más el 7 de tax")
    assert plan.kind == "chat" and not plan.calls
