"""Japanese in romaji as a calligraphy and origami teacher in London types it (blind set 130) read as English before it is
planned, its verbs first and its particles as English; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import japanese
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("ashita no shodo class, dare kuru?") == "who is coming to tomorrow's shodo class?"
    assert japanese.english("kinyoubi nani ga aru?") == "what do I have on friday?"
    assert japanese.english("ashita nani ga aru?") == "what do I have tomorrow?"
    assert japanese.english("mada haratte nai hito dare? list hoshii") == "who hasn't paid yet? I want a list"
    assert japanese.english("ashita no class, mada haratte nai hito dare?") == "who hasn't paid yet for tomorrow's class?"
    assert japanese.english("kakizome no class, ato nanseki aiteru?") == "how many places are still free in the kakizome class?"
    assert japanese.english("doyoubi no origami, ato nanseki aiteru?") == "how many places are still free in the origami on saturday?"
    assert japanese.english("kyonen no kakizome no flyer doko itta? pdf datta kamo") == \
        "where did I put last year's kakizome flyer? maybe it was a pdf"
    assert japanese.english("Japan House no meeting itsu?") == "when is the Japan House meeting?"
    assert japanese.english("shodo beginners no fee ikura?") == "how much is the shodo beginners fee?"
    assert japanese.english("kakizome tte eigo de kantan ni dou setsumei suru? flyer ni kakitai") == \
        "how do I explain kakizome in English simply? I want to write it on the flyer"


def test_verbs_are_read_first_with_their_particles():
    assert japanese.english("raishuu suiyoubi gogo 5ji haisha, calendar ni irete onegai") == \
        "put wednesday next week at 5pm dentist in the calendar please"
    assert japanese.english("raishuu kayoubi gogo 3ji han isha, calendar ni irete kudasai") == \
        "put tuesday next week at 3:30pm doctor in the calendar please"
    assert japanese.english("Japan House no meeting, mokuyoubi 11ji kara kinyoubi no onaji jikan ni kaete kudasai") == \
        "move the Japan House meeting from thursday at 11:00 to friday at 11:00 please"
    assert japanese.english("kinyoubi no meeting, doyoubi ni ugokashite") == "move the meeting on friday to saturday"
    assert japanese.english("Sophie Martin-san wo doyoubi no origami ni tsuika shite. mada haratte nai") == \
        "add Sophie Martin to the origami on saturday. not paid yet"
    assert japanese.english("ashita no class ni Emma-san wo tsuika shite onegai") == "add Emma to tomorrow's class please"
    assert japanese.english("Tom-san wo raishuu kayoubi no class kara keshite") == "delete Tom from the class on tuesday next week"
    assert japanese.english("kusudama no fee, 24 pondo kara 26 ni kaete. kami takaku natta kara 😩") == \
        "change the kusudama fee from £24 to £26. because the paper got more expensive 😩"
    assert japanese.english("'Origami diagrams' no folder, Chloe-san ni share shite kudasai. chloe.dubois@outlook.com. miru dake de OK") == \
        "share the 'Origami diagrams' folder with Chloe please. chloe.dubois@outlook.com. view only is OK"
    assert japanese.english("wasurenaide!! sumi to hanshi chuumon suru, kinyoubi made ni") == "remind me to order sumi and hanshi by friday"
    assert japanese.english("kinyoubi no meeting kyanseru shite kudasai") == "cancel the meeting on friday please"
    assert japanese.english("Emma-san no denwa bangou oshiete") == "tell me Emma's phone number"


def test_names_dates_and_what_is_dictated():
    assert japanese.english("Priya-san haratta! mokuyoubi no bun") == "Priya has paid! for thursday"
    assert japanese.english("12/21 kara 1/5 made Nihon ni kaerimasu. auto reply settei onegai, eigo de. "
                            "'back on 6th Jan, reply then' mitai na kanji") == \
        "I'm going back to Japan from 21 December to 5 January. set up auto reply please, in English. something like 'back on 6th Jan, reply then'"
    assert japanese.english("Marchmont Community Centre no Mark-san, room booking no hito. 020 7946 0321 save shite oite") == \
        "save Mark from Marchmont Community Centre, the room booking person, 020 7946 0321"
    assert japanese.english("atarashii seito san: Lucy Grant, lucy.grant@gmail.com, 07700 900 552. zenzen hajimete dakara beginner ne") == \
        "new student Lucy Grant, lucy.grant@gmail.com, 07700 900 552. completely new, so beginner"
    assert japanese.english("Kaori ni mail okutte~ doyoubi no lunch 1pm de ii? Dishoom Covent Garden ni shiyou ka na 🙏") == \
        "send an email to Kaori: doyoubi no lunch 1pm de ii? Dishoom Covent Garden ni shiyou ka na 🙏"
    assert japanese.english("Kaori-san ni mail okutte. ashita 12ji de ii?") == "send an email to Kaori. is tomorrow at 12:00 OK?"
    assert japanese.english("memo shite: kakizome no odai kouho - kibou, shinshun. beginners wa 2 moji made") == \
        "make a note: kakizome no odai kouho - kibou, shinshun. beginners wa 2 moji made"
    assert japanese.english("kinyoubi 10ji kara 12ji made workshop, calendar ni irete") == \
        "put workshop from friday at 10:00 to 12:00 in the calendar"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kes maksis reedel?", "kal 11 baje FSSAI inspection hai, calendar me daal do",
                 "naalaikku yaaru yaaru booking iruku", "magkano na utang ni kuya rodel", "what do I have tomorrow",
                 "memo: Grace Park silk dress 4507 small stain near collar, not come out. she know already ne",
                 "how much is gogo dlamini owing me now", "Priya-san said thanks, see you on monday"):
        assert japanese.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kinyoubi nani ga aru?", "calendar.events.list"),
    ("raishuu suiyoubi gogo 5ji haisha, calendar ni irete onegai", "calendar.events.insert"),
    ("wasurenaide!! sumi to hanshi chuumon suru, kinyoubi made ni", "tasks.tasks.insert"),
    ("kyonen no kakizome no flyer doko itta? pdf datta kamo", "files.search"),
    ("'Origami diagrams' no folder, Chloe-san ni share shite kudasai. chloe.dubois@outlook.com. miru dake de OK", "drive.permissions.create"),
    ("Marchmont Community Centre no Mark-san, room booking no hito. 020 7946 0321 save shite oite", "people.people.createContact"),
    ("Japan House no meeting, mokuyoubi 11ji kara kinyoubi no onaji jikan ni kaete kudasai", "calendar.events.patch"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
