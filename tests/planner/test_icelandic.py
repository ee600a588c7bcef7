"""Icelandic as an Icelandic knitwear shop in Edinburgh types it (blind set 128, without its special letters: th for þ, d for
ð) read as English before it is planned, names in their cases read as themselves and the shop's goods kept as her database
names them; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import icelandic
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("hvad eigum vid margar lopapeysur i medium?") == "how many lopapeysur do we have in medium?"
    assert icelandic.english("er Fiona MacLeod buin ad borga peysuna?") == "has Fiona MacLeod paid for the sweater?"
    assert icelandic.english("kom eitthvad fra Royal Mail um pakkann til Noregs?") == \
        "anything from Royal Mail about the parcel to Norway?"
    assert icelandic.english("hvad a eftir ad senda?") == "what still has to be sent?"
    assert icelandic.english("hvad erum vid buin ad selja fyrir mikid i november?") == "how much have we sold in November?"
    assert icelandic.english("hvernig segir madur 'hand wash only, dry flat' a islensku? fyrir midana") == \
        "how do you say 'hand wash only, dry flat' in Icelandic? for the labels"
    # and what the writer would also ask
    assert icelandic.english("hvad eigum vid mikid af lettlopa?") == "how much lettlopi do we have?"
    assert icelandic.english("hvad seldum vid mikid i oktober?") == "how much did we sell in October?"
    assert icelandic.english("hver skuldar okkur enn?") == "who still owes us?"
    assert icelandic.english("hver a eftir ad borga?") == "who still has to pay?"
    assert icelandic.english("hvenaer kemur sendingin fra Istex?") == "when is the delivery from Istex coming?"


def test_commands_dates_and_the_shops_goods():
    assert icelandic.english("prjonakvold a fimmtudag kl 6 til 8 her i budinni, settu thad i calendar") == \
        "knitting night on thursday from 6 to 8 here in the shop, put it in the calendar"
    assert icelandic.english("minntu mig a ad panta fleiri pappakassa fyrir fostudag") == \
        "remind me to order more cardboard boxes by friday"
    assert icelandic.english("fekk 10 dokkur af svarta lettlopanum i morgun, baetu vid stockid") == \
        "got 10 balls of the black lettlopi earlier today, add them to the stock"
    assert icelandic.english("Morag haetti vid vettlingana, eyddu theirri pontun. hufan stendur") == \
        "Morag cancelled the vettlingar, delete that order. the hufa stays"
    assert icelandic.english("ny pontun - Chloe Dubois, Alafoss peysa i L, gra, 165 pund, ekki borgad enn") == \
        "new order - Chloe Dubois, Alafoss sweater in L, grey, 165 pounds, not paid yet"
    assert icelandic.english("sendi pakkann til Ingrid i morgun, merktu hann sent") == \
        "I sent the parcel to Ingrid earlier today, mark it sent"
    assert icelandic.english("baetu vid linu i markadssheetid: laugardag, Stockbridge market, 6 peysur og 14 hufur") == \
        "add a row to the market sheet: saturday, Stockbridge market, 6 sweaters and 14 hufur"
    assert icelandic.english("settu upp out of office fra 18 des til 4 jan. eg er a Islandi. segdu a ensku ad budin se lokud og "
                             "pantanir fari ut eftir 5. januar") == \
        "set up out of office from 18 December to 4 January. I am in Iceland. say in English that the shop is closed and " \
        "orders go out after 5 January"
    # and what the writer would also type: the "þ", "ð" and "á" typed, another weekday, a time past noon, a possessive
    assert icelandic.english("settu fund með endurskoðandanum á mánudaginn kl 14 í calendar") == \
        "put a meeting with the accountant on monday at 14:00 in the calendar"
    assert icelandic.english("afbokadu prjonakvoldid a fimmtudaginn") == "cancel the knitting night on thursday"
    assert icelandic.english("Graham haetti vid peysuna, eyddu pontuninni hans") == "Graham cancelled the sweater, delete his order"
    assert icelandic.english("Fiona borgadi peysuna i gaer") == "Fiona paid for the sweater yesterday"


def test_names_in_their_cases_and_what_is_dictated():
    assert icelandic.english("vistadu numerid hja Gudrunu sem prjonar fyrir mig: 07700 900881, gudrun.hjalta@gmail.com") == \
        "save the number of Gudrun who knits for me: 07700 900881, gudrun.hjalta@gmail.com"
    assert icelandic.english("minntu mig a ad hringja i Gudrunu a morgun kl 10") == "remind me to call Gudrun tomorrow at 10"
    assert icelandic.english("merktu pontunina hja Fionu sem borgada") == "mark the order for Fiona as paid"
    assert icelandic.english("sendu Fionu email um ad peysan se tilbuin") == "send Fiona an email that the sweater is ready"
    assert icelandic.english("skrifadu hja mer: Katrin vill Riddari i L thegar hun kemur aftur i stock, lata hana vita") == \
        "make a note: Katrin wants Riddari in L when it is back in stock, let her know"
    # an e-mail's body after its address stays as typed
    assert icelandic.english("sendu email a Istex, pantanir@istex.is - vantar 40 dokkur af lettlopa 0059, helst fyrir 10 des.") == \
        "send an email to Istex, pantanir@istex.is - vantar 40 dokkur af lettlopa 0059, helst fyrir 10 des."


def test_other_languages_stay_as_typed():
    for said in ("hvad er nummeret til elektrikeren, Dave et eller andet? ovnen larmer igen", "hva har jeg i morgen",
                 "vad har jag i morgon?", "ka turiu rytoj", "kuka ei oo viela maksanut?", "Hamish paid today, cash",
                 "Up Helly Aa craft fair, da Setterday eftir, 30th January, 10 till 4 at Islesburg", "what do I have tomorrow"):
        assert icelandic.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("kom eitthvad fra Royal Mail um pakkann til Noregs?", "gmail.users.messages.list"),
    ("prjonakvold a fimmtudag kl 6 til 8 her i budinni, settu thad i calendar", "calendar.events.insert"),
    ("minntu mig a ad panta fleiri pappakassa fyrir fostudag", "tasks.tasks.insert"),
    ("vistadu numerid hja Gudrunu sem prjonar fyrir mig: 07700 900881, gudrun.hjalta@gmail.com", "people.people.createContact"),
    ("skrifadu hja mer: Katrin vill Riddari i L thegar hun kemur aftur i stock, lata hana vita", "notes.create"),
    ("settu upp out of office fra 18 des til 4 jan. eg er a Islandi. segdu a ensku ad budin se lokud og pantanir fari ut eftir "
     "5. januar", "gmail.users.settings.updateVacation"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
