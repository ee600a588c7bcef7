"""Japanese in romaji as a calligraphy and origami teacher in London types it (blind set 130), and as a polite salaryman at
a trading company in London types it (blind set 132), read as English before it is planned, its verbs first and its
particles as English; and requests of other languages left as typed."""

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


def test_a_salarymans_questions_are_read_as_english():
    assert expand("kyou no yotei wa?") == "what's my schedule today?"
    assert japanese.english("kinyou no yotei wa?") == "what's my schedule on friday?"
    assert japanese.english("sumimasen, Kanda Shoji no Sato-san kara mitsumori no mail kimashita ka? "
                            "kinou made ni kuru hazu deshita ga...") == \
        "has the quote email from Sato from Kanda Shoji arrived? it should have arrived by yesterday..."
    assert japanese.english("Tanaka-san kara mail kimashita ka?") == "has the email from Tanaka arrived?"
    assert japanese.english("Yamamoto buchou no keitai bangou, doko desu ka") == "Yamamoto's mobile number, where is it?"
    assert japanese.english("Suzuki kachou no keitai bangou wa doko desu ka?") == "where is Suzuki's mobile number?"
    assert japanese.english("Shipping_schedule_Dec.xlsx, PC no doko ni hozon shita ka wasuremashita... sagashite moraemasu ka") == \
        "where did I save Shipping_schedule_Dec.xlsx on the PC? I forgot... find it please"
    assert japanese.english("ima Tokyo wa nanji desu ka?") == "what time is it in Tokyo now?"
    assert japanese.english("raishuu kayou, Emma-san to Oliver-san no aite iru jikan wo shiritai desu. 30 pun kurai kaigi shitai node") == \
        "I want to know when Emma and Oliver are free tuesday next week. because I want to have a meeting for about 30 minutes"
    assert japanese.english("raishuu suiyou, Tanaka-san no aite iru jikan wo shiritai desu") == \
        "I want to know when Tanaka is free wednesday next week"
    assert japanese.english("customer he no mail de, 'Dear Sir/Madam' to 'Dear Mr Cole', dochira ga ii desu ka? "
                            "Hargreaves no James-san to wa mou nando mo yaritori shite imasu") == \
        "when writing to a customer, which is better, 'Dear Sir/Madam' or 'Dear Mr Cole'? " \
        "I have already corresponded with James from Hargreaves often"


def test_a_salarymans_requests_are_read_verb_first():
    assert japanese.english("ashita 14:00 kara Tanaka-san to Q1 pricing no kaigi, 1 jikan kurai. calendar ni irete oite kudasai, "
                            "yoroshiku onegaishimasu") == \
        "the Q1 pricing meeting with Tanaka from tomorrow 14:00, about 1 hour. put it in the calendar please"
    assert japanese.english("mokuyou no Hargreaves Steel to no meeting, kyanseru ni natta node calendar kara keshite kudasai.") == \
        "delete the meeting on thursday with Hargreaves Steel from the calendar please, because it was cancelled."
    assert japanese.english("raishuu getsuyou 10:00 no Osaka office to no TV kaigi, 11:00 ni henkou onegaishimasu. "
                            "Osaka gawa no tsugou desu") == \
        "move the video meeting on monday next week at 10:00 with Osaka office to 11:00 please. because of the Osaka side's schedule"
    assert japanese.english("Brown-san to no kaigi, kinyou ni henkou onegaishimasu") == "move the meeting with Brown to friday please"
    assert japanese.english("kinyou made ni Q4 mitsumori list wo Sato-san ni okuru koto, task ni shite kudasai") == \
        "add a task please: send Q4 quote list to Sato by friday"
    assert japanese.english("Downloads no invoice_INV-8812.pdf, Documents/Invoices/2026-11 ni idou shite kudasai") == \
        "move invoice_INV-8812.pdf in Downloads to Documents/Invoices/2026-11 please"
    assert japanese.english("Drive no 'FY2026 Sales Forecast' wo Tokyo no Nakamura-san ni share shite kudasai. "
                            "nakamura.h@mitsuwa-trading.co.jp, view only de onegaishimasu") == \
        "share 'FY2026 Sales Forecast' in Drive with Nakamura from Tokyo please. nakamura.h@mitsuwa-trading.co.jp, view only, please"
    assert japanese.english("kesa no Heathrow Express no receipt mail ni 'Keihi' label tsukete kudasai") == \
        "add 'Keihi' label to this morning's Heathrow Express receipt email please"
    assert japanese.english("Smith-san he no henji, draft dake tsukutte kudasai. mada okuranaide.") == \
        "just make a draft of the reply to Smith please. don't send it yet."


def test_a_salarymans_trips_and_what_he_dictates():
    assert japanese.english("asatte kara Tokyo shucchou desu, modori wa 12/4 (kin). auto reply settei shite kudasai. "
                            'eigo de: "Back on 4 December." yoroshiku onegaishimasu') == \
        "I'm on a business trip to Tokyo from the day after tomorrow, back on 4 December (friday). set up auto reply please. " \
        'in English: "Back on 4 December."'
    assert japanese.english("atarashii contact tsuika onegaishimasu: Priya Shah, Felixstowe Freight Services, 07700 900412") == \
        "add a new contact please: Priya Shah, Felixstowe Freight Services, 07700 900412"
    assert japanese.english("Container Tracking no sheet ni 1 gyou tsuika: 2026-11-23 / MSKU4471203 / Felixstowe") == \
        "add 1 row to the Container Tracking sheet: 2026-11-23 / MSKU4471203 / Felixstowe"
    assert japanese.english("memo onegaishimasu: Hargreaves no steel coil price, 2027-01 kara 4.5% up. "
                            "Nakamura-san ni houkoku hitsuyou.") == \
        "make a note please: Hargreaves no steel coil price, 2027-01 kara 4.5% up. Nakamura-san ni houkoku hitsuyou."
    assert japanese.english('Sato-san he no henji, draft dake tsukutte oite kudasai. "Sato-sama, mitsumori arigatou gozaimasu."') == \
        'just make a draft of the reply to Sato please. "Sato-sama, mitsumori arigatou gozaimasu."'


def test_the_salarymans_words_leave_other_requests_as_typed():
    for said in ("ethan dentist thurs 4:15", "save the ref assigner – Doug Penner 204-555-0199",
                 "sunday game vs fort garry got moved to 3:15",
                 "add a node to the cluster, then tell me what time it is in Tokyo", "Mr Sato-san to no meeting is on friday",
                 "kita ada meeting besok jam 10", "gawa mo na yung report ni Sir Tan bukas"):
        assert japanese.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kyou no yotei wa?", "calendar.events.list"),
    ("sumimasen, Kanda Shoji no Sato-san kara mitsumori no mail kimashita ka? kinou made ni kuru hazu deshita ga...",
     "gmail.users.messages.list"),
    ("mokuyou no Hargreaves Steel to no meeting, kyanseru ni natta node calendar kara keshite kudasai.", "calendar.events.delete"),
    ("Yamamoto buchou no keitai bangou, doko desu ka", "people.people.searchContacts"),
    ("kinyou made ni Q4 mitsumori list wo Sato-san ni okuru koto, task ni shite kudasai", "tasks.tasks.insert"),
    ("Shipping_schedule_Dec.xlsx, PC no doko ni hozon shita ka wasuremashita... sagashite moraemasu ka", "files.search"),
    ("Container Tracking no sheet ni 1 gyou tsuika: 2026-11-23 / MSKU4471203 / Felixstowe / ETA 2026-12-08 / Priya",
     "sheets.spreadsheets.values.append"),
    ("raishuu kayou, Emma-san to Oliver-san no aite iru jikan wo shiritai desu. 30 pun kurai kaigi shitai node", "calendar.freebusy.query"),
    ("Downloads no invoice_INV-8812.pdf, Documents/Invoices/2026-11 ni idou shite kudasai", "files.move"),
    ("kesa no Heathrow Express no receipt mail ni 'Keihi' label tsukete kudasai", "gmail.users.messages.modify"),
])
def test_each_salaryman_request_plans_the_method_he_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", [
    "ima Tokyo wa nanji desu ka?",
    "customer he no mail de, 'Dear Sir/Madam' to 'Dear Mr Cole', dochira ga ii desu ka? "
    "Hargreaves no James-san to wa mou nando mo yaritori shite imasu",
])
def test_a_salarymans_question_for_the_assistant_makes_no_call(gate, request_text):
    assert not gate.plan(request_text).calls
