"""Irish (Gaeilge) as a Connemara B&B keeper types it (with English mixed in) read as English before planning, and what is
planned from it; the requests are written on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner import irish
from core.planner.shorthand import expand


def test_irish_questions_are_read_as_english():
    assert expand("cé atá ag teacht an deireadh seachtaine seo?") == "who is coming this weekend?"
    assert expand("céard atá agam amárach") == "what do I have tomorrow"
    assert expand("cé atá ag obair Dé Sathairn?") == "who is working saturday?"
    assert expand("an raibh allergy ag na Kellys? scríobh mé síos é áit éigin") == \
        "did the Kellys have an allergy? I wrote it down somewhere"
    assert irish.english("cé mhead aoi ata againn an tseachtain seo chugainn?") == "how many guests do we have next week?"


def test_irish_commands_are_read_as_english():
    assert expand("marcáil Fernanda mar íoctha") == "mark Fernanda paid"
    assert expand("meabhraigh dom amárach glaoch ar theicneoir an mheaisín caife") == \
        "remind me to call the coffee machine technician tomorrow"
    assert expand("cuir an freagra uathoibríoch ar mo ríomhphost ón 24 Nollaig go dtí 2 Eanáir") == \
        "put the auto reply on my email from 24 December until 2 January"
    assert expand("meabhraigh dom an tseachtain seo chugainn insurance an bháid a renewáil le FBD") == \
        "remind me next week to renew the boat insurance with FBD"
    assert expand("sábháil uimhir Mháirtín Ó Conghaile, an fear a dheisíonn an currach: 087 331 4528") == \
        "save the number of Máirtín Ó Conghaile, the man who fixes the currach: 087 331 4528"


def test_names_quotes_and_titles_stay_as_typed():
    # a room's name ("An Cuan"), what is quoted and an event's title are kept
    assert expand("Klaus Becker ag teacht ar ais!! 12 Feabhra, 2 oíche, An Cuan, €80 an oíche. cuir isteach é") == \
        "Klaus Becker is coming back!! 12 February, 2 nights, An Cuan, €80 a night. add it"
    assert expand("sa doc 'Eolas do Aíonna' athraigh an wifi password go Currach2027") == \
        "in the doc 'Eolas do Aíonna' change the wifi password to Currach2027"
    assert expand("cuir isteach sa fhéilire: cruinniú le Fáilte Ireland Déardaoin ag 2, Galway Bay Hotel") == \
        "put in the calendar: cruinniú le Fáilte Ireland thursday at 2, Galway Bay Hotel"


def test_only_irish_is_read_as_irish():
    said = "Morag Macleod rang, she's paid the deposit for December. tapadh leat"
    assert irish.english(said) == said
    assert irish.english("bog standard invoice for Dean please") == "bog standard invoice for Dean please"


@pytest.mark.parametrize(("request_text", "method"), [
    ("céard atá agam amárach", "calendar.events.list"),
    ("ar tháinig email ó Hannah Fischer faoin deposit?", "gmail.users.messages.list"),
    ("cuir isteach sa fhéilire: cruinniú le Fáilte Ireland Déardaoin ag 2, Galway Bay Hotel", "calendar.events.insert"),
    ("meabhraigh dom an tseachtain seo chugainn insurance an bháid a renewáil le FBD", "tasks.tasks.insert"),
    ("cá bhfuil an brochure nua 2027 ar an Drive? ní féidir liom é a fháil", "drive.files.list"),
])
def test_each_irish_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_irish_sums_and_language_questions_are_answered_in_words(gate):
    for said in ("3 oíche ag €95 agus 2 ag €80, cé mhéad sin ar fad",
                 "conas a deirtear 'full Irish breakfast' as Gaeilge don menu?"):
        plan = gate.plan(said)
        assert plan.kind == "chat" and not plan.calls, said
