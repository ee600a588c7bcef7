"""Croatian as a Croatian man in Manchester who lets four holiday apartments in Split types it (blind set 119, without its
diacritics, English mixed in) read as English before it is planned, names in their cases read as themselves, dates said
day.month; Serbian as a Serbian builder in London types it (blind set 123, Latin letters) read so too, through the Croatian;
and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import croatian
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("sta imam sutra") == "what do I have tomorrow"
    assert croatian.english("tko dolazi ovaj tjedan?") == "who is arriving this week?"
    assert croatian.english("tko jos nije platio depozit") == "who still has not paid the deposit"
    assert croatian.english("koliko imamo para za prosinac") == "how much money do we have for December"
    assert croatian.english("koliko imamo rezervacija u sijecnju?") == "how many bookings do we have in January?"
    assert croatian.english("koliko dugujem Ivani za ciscenje?") == "how much do I owe Ivana for cleaning?"
    assert croatian.english("koliko dugujem Mariji?") == "how much do I owe Marija?"
    assert croatian.english("booking uzima 15% od 325 eur, koliko meni ostane?") == \
        "booking takes 15% of 325 eur, what am I left with?"
    assert croatian.english("koji apartman je slobodan od 4.12 do 7.12? netko pita preko whatsappa") == \
        "which apartment is free from 4 December to 7 December? someone is asking on whatsapp"
    assert croatian.english("gdje je onaj ugovor s Ivanom, pdf, mislim u Documents") == \
        "where is that ugovor with Ivan, pdf, I think it is in my Documents folder"
    assert croatian.english("sta imamo iduci tjedan") == "what do we have next week"


def test_commands_names_in_their_cases_and_dates():
    assert croatian.english("Schneider platio depozit, oznaci") == "Schneider paid the deposit, mark it"
    assert croatian.english("Garcia platila depozit, oznaci") == "Garcia paid the deposit, mark it"
    assert croatian.english("otkazi Novak u Bacvicama, obrisi") == "cancel Novak in Bacvice, delete it"
    assert croatian.english("Kowalski ostaje jos 2 noci, do nedjelje. update pls") == \
        "Kowalski stays 2 more nights, until sunday. update pls"
    assert croatian.english("premjesti Kowalskog na subotu") == "move Kowalski to saturday"
    assert croatian.english("podsjeti me platit boravisnu pristojbu do 30.11") == "remind me to pay the tourist tax by 30 November"
    assert croatian.english("podsjeti me sutra nazvat elektricara") == "remind me tomorrow to call the electrician"
    assert croatian.english("u cetvrtak 3.12 letim za Split, 6:40 iz Manchestera preko Frankfurta, slijecem 13:05. stavi u kalendar") \
        == "on thursday 3 December I fly to Split, 06:40 from Manchester via Frankfurt, I land at 13:05. put it in the calendar"
    assert croatian.english("stavi u kalendar sastanak s Marijom u petak u 10h") == \
        "put in the calendar the meeting with Marija on friday at 10:00"
    assert croatian.english("nova rezervacija - Riva, Emma Clarke iz UK, 27.12 do 1.1, 5 noci, 325 eur. depozit jos nije platila") == \
        "new booking - Riva, Emma Clarke from UK, 27 December to 1 January, 5 nights, 325 eur. the deposit has not been paid yet"
    assert croatian.english("Marija sad trazi 30 eur po ciscenju umjesto 25. promijeni") == \
        "Marija now asks 30 eur per cleaning instead of 25. change it"
    assert croatian.english("spremi broj - Ante vodoinstalater, 091 234 5678") == "save the number - Ante the plumber, 091 234 5678"
    assert croatian.english("nazovi Ivanu sutra ujutro") == "call Ivana tomorrow morning"
    assert croatian.english("ok hvala, to je sve za sad") == "ok thanks, that is all for now"


def test_what_is_dictated_stays_as_typed():
    assert croatian.english("posalji mail Klausu Schneideru, na engleskom: kljuc je u kutiji kod vrata, kod 4821") == \
        "send an email to Klaus Schneider, in English: kljuc je u kutiji kod vrata, kod 4821"
    assert croatian.english("dodaj u troskovi: danas Ante popravak bojlera u Rivi 120 eur") == \
        "add to the troskovi sheet: danas Ante popravak bojlera u Rivi 120 eur"
    assert croatian.english("posalji mail Ivani da gost dolazi u subotu u 15h") == \
        "send an email to Ivana that the guest is arriving on saturday at 15:00"


def test_serbian_questions_are_read_as_english():
    assert croatian.english("ko pocinje sledece nedelje?") == "who starts next week?"
    assert croatian.english("sta imam u sredu") == "what do I have on wednesday"
    assert croatian.english("sta imam ove nedelje") == "what do I have this week"
    assert croatian.english("sta imam u nedelju") == "what do I have on sunday"
    assert croatian.english("ko jos nije platio depozit") == "who still has not paid the deposit"
    assert croatian.english("sta jos nije stiglo od materijala?") == "what has not arrived yet of the materials?"
    assert croatian.english("koliko para imam u ponudama sto jos cekaju odgovor") == \
        "how much money do I have in the quotes that are still waiting for an answer"
    assert croatian.english("koliko imam ponuda") == "how many quotes do I have"
    assert croatian.english("daj mi broj od Micka za skele") == "what's the number of Mick for the scaffolding"
    assert croatian.english("nadji mi ponudu za Okafor kuhinju, pdf je negde u Documents") == \
        "find me the quote for the Okafor kitchen, it's a pdf somewhere in my Documents folder"


def test_serbian_commands_names_and_dates():
    assert croatian.english("podseti me da platim Selco fakturu do petka") == "remind me to pay the Selco invoice until friday"
    assert croatian.english("podseti me u ponedeljak da platim Nenadu") == "remind me on monday to pay Nenad"
    assert croatian.english("podseti me sutra da zovem Gorana") == "remind me tomorrow to call Goran"
    assert croatian.english("Sarah Whitmore platila depozit jutros, 2000") == "Sarah Whitmore paid the deposit this morning, 2000"
    assert croatian.english("Topps doneo plocice kod Okafora") == "Topps delivered the tiles at Okafor"
    assert croatian.english("Milan je doneo skele, obrisi ga") == "Milan delivered the scaffolding, delete it"
    assert croatian.english("Gary Hughes odustao od potkrovlja. obrisi ga") == "Gary Hughes pulled out of the loft. delete it"
    assert croatian.english("Helen Brooks rekla DA za potkrovlje!! stavi da je booked") == "Helen Brooks said YES to the loft!! mark it as booked"
    assert croatian.english("ubaci u kalendar petak 10h survey kod Paul Greene, 17 Cranley Gardens Muswell Hill, hoce loft") == \
        "put in the calendar friday 10:00 survey at Paul Greene, 17 Cranley Gardens Muswell Hill, wants loft"
    assert croatian.english("otkazi sutra u 2 building control") == "cancel tomorrow at 2 building control"
    assert croatian.english("narucio 25 dzakova multi finish od Travis Perkins za Fletcher potkrovlje, dodaj") == \
        "I ordered 25 bags of multi finish from Travis Perkins for the Fletcher loft, add it"
    assert croatian.english("danas sam narucio 3 dzaka") == "today I ordered 3 bags"
    assert croatian.english("podeli fotke od Patel kuhinje sa njom da vidi kako napreduje, meera.patel@gmail.com, samo da gleda") == \
        "share the photos of the Patel kitchen with her to see how it is progressing, meera.patel@gmail.com, just to look"
    assert croatian.english("idem kuci za Bozic od 19. decembra do 10. januara. stavi auto odgovor na engleskom da nisam tu i za hitno "
                            "da zovu Milana 07723 118 450") == "I'm going home for the Christmas holidays from 19 December to 10 January. set an " \
        "auto reply in English that I'm away and for anything urgent to call Milan 07723 118 450"
    assert croatian.english("posalji mail Tom Fletcheru da dolazimo u sredu u 8 ujutru za plasterboard u potkrovlju, neka skloni auto sa "
                            "prilaza. na engleskom naravno") == "send an email to Tom Fletcher that we are coming on wednesday at 8 in the " \
        "morning for plasterboard in the loft, please move the car off the driveway. in English of course"
    assert croatian.english("hvala brate, spasio si me danas") == "thanks mate, you saved me today"


def test_other_languages_stay_as_typed():
    for said in ("kolik mame skladem 205/55 R16?", "koi e pri Joan Pritchard utre sutrinta?", "dobavi visit za Savita Patel v petak 10:00 s Priya",
                 "nowa klientka!! Isla Grant, 14 Marchmont Rd, dodaj ja prosze", "ka turiu rytoj", "kto jest jutro u Fraserowej?",
                 "stavi auto reply od 14.12 do 20.12 - I'm in Split", "what do I have tomorrow",
                 # Slovene, and Bulgarian in Latin letters
                 "koliko heather mam se?", "v sredo ob 2 pride bee inspector, Mr Hughes, pregledat panje. dodaj v koledar",
                 "shrani novo stranko Gwen Davies 07812 334901, iz Kingtona, hoce gift box za bozic", "kdo se ni placal?",
                 "premesti team meeting-a ot 4etvartak za petak, sashtiq chas"):
        assert croatian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("sta imam sutra", "calendar.events.list"),
    ("podsjeti me platit boravisnu pristojbu do 30.11", "tasks.tasks.insert"),
    ("u cetvrtak 3.12 letim za Split, 6:40 iz Manchestera preko Frankfurta, slijecem 13:05. stavi u kalendar", "calendar.events.insert"),
    ("spremi broj - Ante vodoinstalater, 091 234 5678", "people.people.createContact"),
    ("gdje je onaj ugovor s Ivanom, pdf, mislim u Documents", "files.search"),
    ("posalji mail Klausu Schneideru, na engleskom: kljuc je u kutiji kod vrata, kod 4821", "gmail.users.messages.send"),
    ("sta imam u cetvrtak", "calendar.events.list"),
    ("podseti me da platim Selco fakturu do petka", "tasks.tasks.insert"),
    ("ubaci u kalendar petak 10h survey kod Paul Greene, 17 Cranley Gardens Muswell Hill, hoce loft", "calendar.events.insert"),
    ("daj mi broj od Micka za skele", "people.people.searchContacts"),
    ("nadji mi ponudu za Okafor kuhinju, pdf je negde u Documents", "files.search"),
    ("podeli fotke od Patel kuhinje sa njom da vidi kako napreduje, meera.patel@gmail.com, samo da gleda", "drive.permissions.create"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
