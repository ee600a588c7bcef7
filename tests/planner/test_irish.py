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
        "in the 'Eolas do Aíonna' doc change the wifi password to Currach2027"
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


def test_ulster_irish_is_read_as_english():
    # Gweedore (Donegal): "goidé", "cé acu", "go fóill", "ní thig léi", "fá dtaobh de", "beirt", "ina chónaí i"
    assert expand("goidé atá ar an fhéilire agam Dé hAoine?") == "what do I have in the calendar friday?"
    assert expand("cé acu nár íoc an deposit go fóill?") == "who hasn't paid the deposit yet?"
    assert expand("cuir ar ceal an booking ag Anna Kowalczyk, ní thig léi teacht. scrios é") == \
        "cancel Anna Kowalczyk's booking, she can't come. delete it"
    assert expand("cad é atá le déanamh agam inniu") == "what is on my to-do list"  # "what do I have to do today"
    assert expand("cad é a scríobh mé síos faoin boiler san Seanteach an mhí seo caite?") == \
        "what did I write down about the boiler in the Seanteach last month?"
    assert expand("d'íoc Jean-Luc Moreau an deposit inné, cuir isteach é le do thoil") == \
        "Jean-Luc Moreau paid the deposit yesterday, mark it paid"
    assert irish.english("scríobh dréacht do Gerard Kelly fá dtaobh den Nollaig, go bhfuil an chuid eile den airgead le híoc "
                         "roimh an 9ú Nollaig agus go bhfuil cead ag an madadh teacht. ná seol go fóill") == \
        "write a draft email to Gerard Kelly about Christmas, that the rest of the money is to be paid before 9 December and " \
        "that the dog is allowed to come. don't send it yet"
    assert expand("booking nua: Declan Boner, Teach Bhríd, 18ú go 21ú Nollaig, beirt, €285, deposit íoctha. as Gaoth Dobhair ó "
                  "dhúchas é ach ina chónaí i Londain") == "new booking: Declan Boner, Teach Bhríd, 18 to 21 December, 2 people, " \
        "€285, deposit paid. he is from Gweedore originally but lives in London"
    assert expand("an dtig leat teacht Dé hAoine?") == "can you come friday?"
    assert expand("cé acu seomra atá saor an deireadh seachtaine seo?") == "which room is free this weekend?"


def test_ulster_places_named_with_the_article_stay():
    assert irish.english("Liam Doherty ag iarraidh oíche eile i dTeach an Chnoic, fágfaidh siad Dé Luain an 30ú anois. 450 san "
                         "iomlán") == "Liam Doherty wants another night in Teach an Chnoic, they will leave monday the 30th now. 450 in total"
    assert irish.english("faigh uimhir Sheánie an plumber, tá an boiler i Radharc an Eargail briste arís") == \
        "find the number of Seánie the plumber, the boiler in Radharc an Eargail is broken again"


@pytest.mark.parametrize(("request_text", "method"), [
    ("goidé atá ar an fhéilire agam Dé hAoine?", "calendar.events.list"),
    ("an bhfuair mé aon rud ó Airbnb faoi Emma Walsh? tá sí ag teacht i mí na Nollag", "gmail.users.messages.list"),
    ("faigh uimhir Sheánie an plumber, tá an boiler i Radharc an Eargail briste arís 🙄", "people.people.searchContacts"),
    ("cad é a scríobh mé síos faoin boiler san Seanteach an mhí seo caite?", "notes.search"),
])
def test_each_ulster_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
