"""Slovenian as a Slovenian beekeeper near Hereford types it (blind set 125, without its diacritics, with English shop words)
read as English before it is planned, names in their cases read as themselves; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import slovenian
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("kdo se ni placal?") == "who hasn't paid yet?"
    assert slovenian.english("koliko heather mam se?") == "how much heather do I have left?"
    assert slovenian.english("koliko kozarckov creamed imam se?") == "how many jars of creamed do I have left?"
    assert slovenian.english("koliko sem se dolzna za pitch fees?") == "how much do I still owe for pitch fees?"
    assert slovenian.english("koliko mi je se dolzna Mrs Jenkins?") == "how much does Mrs Jenkins still owe me?"
    assert slovenian.english("kaj moram se poslat po posti") == "what still has to be sent by post"
    assert slovenian.english("kaj moram jutri narocit?") == "what do I have to order tomorrow?"
    assert slovenian.english("kaj imam v soboto? a je kaj na koledarju") == \
        "what do I have on saturday? is there anything on the calendar"
    assert slovenian.english("a mi je Ana kaj pisala glede svec? ne najdem") == \
        "did Ana email me anything about candles? I can't find it"
    assert slovenian.english("kje je tista etiketa za svece, pdf, za tiskat") == "where did I put that label for candles, pdf, for printing"
    assert slovenian.english("24 kozarckov po 6 funtov pa se 12 po 7.50, koliko je to skupaj") == \
        "24 jars at £6 each and another 12 at £7.50 each, how much is that altogether"


def test_what_was_done_is_read_as_english():
    assert slovenian.english("Mrs Jenkins je koncno placala, hvala bogu") == "Mrs Jenkins has finally paid, thank god"
    assert slovenian.english("David Morgan je placal, hvala") == "David Morgan has paid, thanks"
    assert slovenian.english("Claire Evans je ze placala, oznaci") == "Claire Evans has already paid, mark it"
    assert slovenian.english("natocila sem 20 kozarckov heather, dodaj") == "I made up 20 jars of heather, add them on"
    assert slovenian.english("Leominster 12. decembra odpade, ne grem. izbrisi") == "Leominster 12 December is off, I'm not going. delete it"
    assert slovenian.english("dodaj narocilo: Hannah Lloyd, 3 wildflower, po posti, je ze placala") == \
        "add an order: Hannah Lloyd, 3 wildflower, by post, she has already paid"


def test_names_in_their_cases_dates_and_what_is_dictated():
    assert slovenian.english("Tomu Priceu sem danes poslala gift box") == "I sent Tom Price gift box today"
    assert slovenian.english("Davidu Morganu sem vceraj poslala comb honey") == "I sent David Morgan comb honey yesterday"
    assert slovenian.english("shrani novo stranko Gwen Davies 07812 334901, iz Kingtona, hoce gift box za bozic") == \
        "save a new customer Gwen Davies 07812 334901, from Kington, wants gift box for Christmas"
    assert slovenian.english("poslji mail Ledbury Deli (orders@ledburydeli.co.uk) da jim v cetrtek dopoldan pripeljem 24 kozarckov "
                             "wildflower, v anglescini prosim") == ("send an email in English to Ledbury Deli (orders@ledburydeli.co.uk) "
                                                                   "that I'll bring them 24 jars of wildflower on thursday morning")
    assert slovenian.english("poslji mail Sarah Whitfield (sarah@x.co.uk) da ji jutri posljem propolis") == \
        "send an email to Sarah Whitfield (sarah@x.co.uk) that I'll send her propolis tomorrow"
    assert slovenian.english("spomni me v petek da narocim nove kozarcke pri Thornes, 340g, vsaj 2 skatli") == \
        "remind me on friday to order new jars from Thornes, 340g, at least 2 boxes"
    assert slovenian.english("prestavi Ledbury market na naslednji teden") == "move Ledbury market to next week"
    assert slovenian.english("od 20.12 do 3.1 sem doma v Sloveniji. nastavi auto reply v anglescini") == \
        "from 20 December to 3 January I'm home in Slovenia. set an auto reply in English"
    assert slovenian.english("a lahko med posljem v Nemcijo po posti ali je to problem zaradi brexita?") == \
        "is it ok if I send honey to Germany by post or is that a problem because of brexit?"
    assert slovenian.english("v prodaja sheet dodaj: sobota Ledbury 212 funtov") == "add to the prodaja sheet: saturday Ledbury £212"
    assert slovenian.english("zapisi si: panj 4 ima novo matico (rumena pika). 15.12 oxalic za vse panje, ko ni zalege") == \
        "make a note: panj 4 ima novo matico (rumena pika). 15.12 oxalic za vse panje, ko ni zalege"


def test_other_languages_stay_as_typed():
    for said in ("kdo je zitra?", "koliko imamo para za prosinac", "sta imam sutra", "podseti me da platim Selco fakturu do petka",
                 "dodaj u troskovi: danas Ante popravak bojlera u Rivi 120 eur", "leanne pisala ze je chora, stvrtok nepride",
                 "co mam v kalendari pristi tyden", "ka turiu rytoj", "what do I have tomorrow", "email jim about the deli order"):
        assert slovenian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kaj imam jutri?", "calendar.events.list"),
    ("spomni me v petek da narocim nove kozarcke pri Thornes, 340g, vsaj 2 skatli", "tasks.tasks.insert"),
    ("v sredo ob 2 pride bee inspector, Mr Hughes, pregledat panje. dodaj v koledar", "calendar.events.insert"),
    ("a mi je Ana kaj pisala glede svec? ne najdem", "gmail.users.messages.list"),
    ("shrani novo stranko Gwen Davies 07812 334901, iz Kingtona, hoce gift box za bozic", "people.people.createContact"),
    ("kje je tista etiketa za svece, pdf, za tiskat", "files.search"),
    ("zapisi si: panj 4 ima novo matico (rumena pika). 15.12 oxalic za vse panje, ko ni zalege", "notes.create"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
