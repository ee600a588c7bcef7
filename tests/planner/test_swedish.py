"""Swedish as a Swede running a cinnamon-bun and cake café in Edinburgh types it (blind set 120, mostly without "å", "ä",
"ö") read as English before it is planned, a cake with its "the" on the end read as "the" and itself; and requests of other
languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import swedish
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("vem hamtar imorgon?") == "who is picking up tomorrow?"
    assert swedish.english("hur mycket kardemumma har vi kvar") == "how much kardemumma do we have left"
    assert swedish.english("hur manga bestallningar har vi nasta vecka?") == "how many orders do we have next week?"
    assert swedish.english("vem har inte betalat än?") == "who hasn't paid yet?"
    assert swedish.english("vilka kunder har inte betalat an?") == "which customers haven't paid yet?"
    assert swedish.english("hur många kanelbullar sålde vi förra veckan?") == "how many kanelbullar did we sell last week?"
    assert swedish.english("var har jag sparat prislistan? hittar den inte") == "where did I save the price list? can't find it"
    assert swedish.english("hur lange haller sig kanelbullar i frysen egentligen") == \
        "how long do kanelbullar keep in the freezer actually"


def test_commands_dates_and_times_are_read_as_english():
    assert swedish.english("lagg in food hygiene inspection fran council torsdag 3 dec kl 14") == \
        "add food hygiene inspection from council thursday 3 December at 14:00"
    assert swedish.english("stall in tandlakaren pa onsdag, hinner inte") == "cancel the dentist on wednesday, I don't have time"
    assert swedish.english("paminn mig att bestalla saffran innan fredag!! lucia") == "remind me to order saffran before friday!! lucia"
    assert swedish.english("påminn mig på måndag att ringa Mungoswells") == "remind me on monday to call Mungoswells"
    assert swedish.english("flytta mötet med revisorn till fredag kl 10 istället") == \
        "move the meeting with the accountant to friday at 10:00 instead"
    assert swedish.english("lagg till bestallning: Ailsa Campbell, prinsesstarta, fredag 4 dec kl 13, £42, inte betalt an") == \
        "new order: Ailsa Campbell, prinsesstarta, friday 4 December at 13:00, £42, not paid yet"
    assert swedish.english("kopte 10 kg mjol fran Mungoswells imorse, lagg till i lagret") == \
        "bought 10 kg mjol from Mungoswells this morning, add it to the stock"
    assert swedish.english("lagg in gardagens kassa i kassaboken: kort 1247,50 kontant 186") == \
        "add yesterday's takings to the kassabok: card 1247.50 cash 186"


def test_names_cakes_with_their_the_and_what_is_dictated():
    assert swedish.english("Fiona har betalat prinsesstartan 👍") == "Fiona has paid for the prinsesstarta 👍"
    assert swedish.english("Sophie Brown har stallt in morotskakan, ta bort den") == \
        "Sophie Brown has cancelled the morotskaka, delete it"
    assert swedish.english("Euan Stewarts beställning är betald, markera det istället") == \
        "Euan Stewart's order is paid, mark it instead"
    assert swedish.english("Fionas prinsesstårta är klar, maila henne att hon kan hämta imorgon") == \
        "Fiona's prinsesstårta is ready, email her that she can pick up tomorrow"
    assert swedish.english("dela julmenyn med Lotta sa hon kan andra i den, lotta.berg@gmail.com") == \
        "share the julmeny with Lotta so she can edit it, lotta.berg@gmail.com"
    assert swedish.english("spara nya elektrikern: Callum Reid 07983 552190") == "save the new electrician: Callum Reid 07983 552190"
    assert swedish.english("anteckning: kladdkakan – minska sockret till 250 g och testa 70% choklad nasta gang") == \
        "note: kladdkakan – minska sockret till 250 g och testa 70% choklad nasta gang"
    assert swedish.english("satt pa autosvar 24-27 dec, ngt i stil med Closed for Christmas, back Monday 28th! God jul") == \
        "turn on the auto reply 24-27 December, something like Closed for Christmas, back Monday 28th! God jul"


def test_other_languages_stay_as_typed():
    for said in ("quem vem buscar encomendas amanha? preciso de saber as horas pra organizar o forno",
                 "husk mig at bestille kardemomme og perlesukker paa onsdag", "hva har jeg i morgen",
                 "Priya Shah has paid now with bank transfer, tack! put her as paid", "hej! what is booked on saturday? both sauna and the tub",
                 "wyslij maila do Fiony Stewart ze Joasia bedzie jutro o 10", "kuka ei oo viela maksanut?", "what do I have tomorrow",
                 "har Euan betalat?"):
        assert swedish.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("lagg in food hygiene inspection fran council torsdag 3 dec kl 14", "calendar.events.insert"),
    ("paminn mig att bestalla saffran innan fredag!! lucia 🙈", "tasks.tasks.insert"),
    ("spara nya elektrikern: Callum Reid 07983 552190", "people.people.createContact"),
    ("dela julmenyn med Lotta sa hon kan andra i den, lotta.berg@gmail.com", "drive.permissions.create"),
    ("stall in tandlakaren pa onsdag, hinner inte 🙄", "calendar.events.delete"),
    ("satt pa autosvar 24-27 dec, ngt i stil med Closed for Christmas, back Monday 28th! God jul 🎄", "gmail.users.settings.updateVacation"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
