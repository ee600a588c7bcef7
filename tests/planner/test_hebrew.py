"""Hebrew in Latin letters as an Israeli food-truck owner in Camden (blind set 129) and an Israeli master's student in
Manchester who babysits (blind set 133) type it read as English before it is planned, its days, times, dates and prefixes read
as the English words; and requests of other languages left as typed."""

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


def test_the_students_questions_are_read_as_english():
    assert expand("ma yesh li machar?") == "what do I have tomorrow?"
    assert hebrew.english("mi shalach li mail al ha dissertation deadline? ani lo zocheret") == \
        "who sent me an email about the dissertation deadline? I don't remember"
    assert hebrew.english("eifo ha file shel ha literature review?? ani lo motzet oto 😩") == \
        "where is the file of the literature review?? I can't find it 😩"
    assert hebrew.english("ma katuv ba note shel ha shakshuka?") == "what is written in the note of the shakshuka?"
    assert hebrew.english("kama Sarah tzricha leshalem li? 4 paamim ha chodesh, 3.5 shaot kol paam, £12 le shaa") == \
        "how much does Sarah need to pay me? 4 times this month, 3.5 hours each time, £12 an hour"
    assert hebrew.english("mi katav li mail al ha rent?") == "who wrote me an email about the rent?"
    assert hebrew.english("ani lo motzet et ha slides, eifo hem?") == "I can't find the slides, where are they?"


def test_the_students_commands_are_read_as_english():
    assert hebrew.english("tosif babysitting etzel ha Hendersons yom shlishi me 6 ad 10 baerev") == \
        "add babysitting at the Hendersons tuesday from 18:00 to 22:00"
    assert hebrew.english("tosif babysitting etzel Dana yom chamishi me 5 ad 9 baerev") == \
        "add babysitting at Dana's thursday from 17:00 to 21:00"
    assert hebrew.english("library me 10 ad 2 batsohorayim. tosif") == "add library from 10:00 to 14:00"
    assert hebrew.english("meeting im ha group shel ha project, yom rishon ba 2 ba library. tosif") == \
        "add meeting with the group of the project, sunday at 2 in the library"
    assert hebrew.english("tevatel et ha gym machar, ain li koach") == "cancel the gym tomorrow, I have no energy"
    assert hebrew.english("tevatel et ha babysitting shel machar, hem lo tzrichim oti") == \
        "cancel the babysitting for tomorrow, they don't need me"
    assert hebrew.english("tizkor li leshalem schar dira ad yom shishi!!") == "remind me to pay rent by friday!!"
    assert hebrew.english("tizkeri li lehitkasher le Ima yom revii") == "remind me to call Ima wednesday"
    assert hebrew.english("ta'avir et lecture7.pdf mi Downloads la tikiya Uni/Stats") == \
        "move lecture7.pdf from Downloads to the folder Uni/Stats"
    assert hebrew.english("ha meeting shel yom sheni kvar lo relevanti, timchak oto") == \
        "the meeting on monday is no longer relevant, delete it"
    assert hebrew.english("Sarah katva she hem yachzeru meuchar, tashne et ha babysitting shel yom shlishi ad 11") == \
        "Sarah wrote that they will be back late, change the babysitting on tuesday until 11"
    assert hebrew.english("eifo ha doc shel ha dissertation proposal ba drive? tishlach li link") == \
        "where is the doc of the dissertation proposal in the drive? send me the link"


def test_the_students_mail_contacts_dates_and_notes():
    assert hebrew.english("tishlach mail le Dr Grant she ani chola 🤒 ve lo yechola lavo la meeting yom chamishi, efshar lehaziz "
                          "le yom shishi? beanglit ken") == \
        "send an email to Dr Grant that I am sick 🤒 and can't come to the meeting thursday, could it be moved to friday? in English"
    assert hebrew.english("share ha slides shel ha presentation im yoni.katz@postgrad.manchester.ac.uk, she yuchal la'arokh") == \
        "share the slides of the presentation with yoni.katz@postgrad.manchester.ac.uk, so he can edit"
    assert hebrew.english("tishmor mispar: Rachel mi Chorlton, ima shel Ella, 07700 918452. hi rotza babysitter") == \
        "save number: Rachel from Chorlton, Ella's mum, 07700 918452. she wants babysitter"
    assert hebrew.english("ani ba aretz mi 18.12 ad 3.1, tasim auto reply beanglit") == \
        "I am in Israel from 18 December to 3 January, set an auto reply in English"
    assert hebrew.english("ani baaretz me 20.12 ad 5.1, tadliki auto reply") == \
        "I am in Israel from 20 December to 5 January, set an auto reply"
    assert hebrew.english("tirshom: code la delet etzel ha Hendersons 4417, wifi henderson_home, Leo alergi le egozim!!") == \
        "write down: code la delet etzel ha Hendersons 4417, wifi henderson_home, Leo alergi le egozim!!"
    assert hebrew.english("achla toda 🙏🙏") == "great thanks 🙏🙏"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kes maksis reedel?", "kto jest jutro u Fraserowej?", "yalla akhi, min 3ando l'mouftah?",
                 "kama ze 38 kilo chickpeas at 2.40 the kilo?", "UCL shilem finally", "what do I have tomorrow",
                 "booking.com mi ha scritto qualcosa sul signor Carter? forse cambia le date.. cercami la mail",
                 "el Raj ha cancel·lat lo de dema, esborra-la", "me ha llegado ya la factura de Brindisa? no la encuentro por ningún lado",
                 "pune-mi contabilul in calendar, mr desai, miercuri 2 dec la 11", "c kam neser"):
        assert hebrew.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("achi tishlach mail le Ruth from the market office ruth.obi@camdenmarket.com - we want pitch 14 again all december, "
     "shishi ve shabbat. toda, Avi", "gmail.users.messages.send"),
    ("Dana tevatel the tasting yom chamishi, hi chola 🤒", "calendar.events.delete"),
    ("tizkir li yom rishon to change the gas bottles", "tasks.tasks.insert"),
    ("tosif to calendar gas safety check 1 december 8 baboker, the guy coming to the truck", "calendar.events.insert"),
    ("tizkir li machar 7 baerev lehazmin pita", "tasks.tasks.insert"),
    ("tosif babysitting etzel ha Hendersons yom shlishi me 6 ad 10 baerev", "calendar.events.insert"),
    ("tizkor li leshalem schar dira ad yom shishi!!", "tasks.tasks.insert"),
    ("mi shalach li mail al ha dissertation deadline? ani lo zocheret", "gmail.users.messages.list"),
    ("eifo ha file shel ha literature review?? ani lo motzet oto 😩", "files.search"),
    ("ta'avir et lecture7.pdf mi Downloads la tikiya Uni/Stats", "files.move"),
    ("ha mail me ha landlord al ha inspection kvar lo relevanti, tizrok oto", "gmail.users.messages.trash"),
    ("ma katuv ba note shel ha shakshuka?", "notes.search"),
    ("ani ba aretz mi 18.12 ad 3.1, tasim auto reply beanglit", "gmail.users.settings.updateVacation"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
