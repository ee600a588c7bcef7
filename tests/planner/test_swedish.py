"""Swedish as a Swede running a cinnamon-bun and cake café in Edinburgh types it (blind set 120, mostly without "å", "ä",
"ö") read as English before it is planned, a cake with its "the" on the end read as "the" and itself; Swedish teen slang as a
17-year-old dog walker in Brighton types it (blind set 124: "ja", "e", "o", "imorrn", "asså", "typ", "orkar inte"); and
requests of other languages left as typed."""

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


def test_teen_slang_questions_are_read_as_english():
    assert expand("vem ska ja ga med imorrn") == "who am I walking tomorrow"
    assert swedish.english("vem ska ja passa imorrn") == "who am I looking after tomorrow"
    assert swedish.english("asså vem har inte betalat för förra veckan?") == "who hasn't paid for last week?"
    assert swedish.english("vad har mochis ägare för nummer igen") == "what number does mochi's owner have again"
    assert swedish.english("vad har biscuits ägare för adress") == "what address does biscuit's owner have"
    assert swedish.english("var e min flyer asså?? flyer_jul nånting, png. hittar den inte") == \
        "where is my flyer?? flyer_jul something, png. can't find it"
    assert swedish.english("om ja tar 14 pund per promenad o har typ 12 i veckan hur mkt blir det i månaden") == \
        "if I charge 14 pounds per walk and have about 12 a week how much is that a month"
    assert swedish.english("asså en snubbe vill att ja tar hans hund som bitit en annan hund... ska ja säga ja?? 😬") == \
        "a guy wants me to take his dog that has bitten another dog... should I say yes?? 😬"


def test_teen_slang_commands_are_read_as_english():
    assert swedish.english("boka in tandläkarn fre 9.40") == "book the dentist friday 9:40"
    assert swedish.english("boka in frisörn tis 14.00") == "book the hairdresser tuesday 14:00"
    assert swedish.english("kan du boka in waffle nästa tisdag kl 8 som vanligt") == "can you book waffle next tuesday at 8:00 as usual"
    assert swedish.english("ställ in matteplugget m ebba på lördag orkar inte 💀") == \
        "cancel matteplugget with ebba on saturday can't be bothered 💀"
    assert swedish.english("ställ in luna på onsdag, dom åker till spanien") == "cancel luna on wednesday, they are going to Spain"
    assert swedish.english("kan du flytta rolo fran fredag till lordag, samma tid") == \
        "can you move rolo from friday to saturday, same time"
    assert swedish.english("kan du flytta otis fran tis till ons, samma tid") == "can you move otis from tuesday to wednesday, same time"
    assert swedish.english("påminn mig köpa bajspåsar imorrn") == "remind me to buy bajspåsar tomorrow"
    assert swedish.english("kan du maila priya (priya.shah@outlook.com) o saga att det e lugnt med onsdag o att vi ses mån som vanligt. "
                           "på engelska!!") == "can you email priya (priya.shah@outlook.com) and say that it's fine about wednesday and " \
        "that we'll see each other monday as usual. in English!!"
    assert swedish.english("sarah har inte betalat för biscuit än, kan du maila henne o påminna henne? på engelska") == \
        "sarah hasn't paid for biscuit yet, can you email her and remind her? in English"
    assert swedish.english("pickle e allergisk mot kyckling!!! skriv in det nånstans så ja inte glömmer") == \
        "pickle is allergic to chicken!!! write it down somewhere so I don't forget"
    assert swedish.english("NY KUND Alfie, cocker spaniel, 8 månader. ägare Jess Palmer 07481 302776. han e sjukt gullig men hoppar på folk") == \
        "new customer Alfie, cocker spaniel, 8 months. owner Jess Palmer 07481 302776. he is really cute but jumps on people"
    assert swedish.english("spara jack på coastway vets 01273 779160") == "save jack at coastway vets 01273 779160"


def test_teen_slang_keeps_what_is_quoted_and_dictated():
    assert swedish.english("dela mitt doc 'Villkor hundpassning' med ellie.b04@gmail.com så hon kan kolla stavningen, min engelska e typ kass") \
        == "share my doc 'Villkor hundpassning' with ellie.b04@gmail.com so she can check the spelling, my English is kind of bad"
    assert swedish.english("sätt på autosvar 19 dec - 3 jan, ja e i sthlm hos mormor. typ 'no walks until 4 jan, merry xmas' på engelska") == \
        "turn on the auto reply 19 December - 3 January, I'm in Stockholm at grandma's. something like 'no walks until 4 jan, merry xmas' in English"
    assert swedish.english("skriv en anteckning: priser 2027 - 15 pund/timme, andra hunden 10, hunddagis heldag 30") == \
        "write a note: priser 2027 - 15 pund/timme, andra hunden 10, hunddagis heldag 30"


def test_other_languages_stay_as_typed():
    for said in ("quem vem buscar encomendas amanha? preciso de saber as horas pra organizar o forno",
                 "husk mig at bestille kardemomme og perlesukker paa onsdag", "hva har jeg i morgen",
                 "Priya Shah has paid now with bank transfer, tack! put her as paid", "hej! what is booked on saturday? both sauna and the tub",
                 "wyslij maila do Fiony Stewart ze Joasia bedzie jutro o 10", "kuka ei oo viela maksanut?", "what do I have tomorrow",
                 "har Euan betalat?", "hvem skal jeg gå med i morgen", "avlys moetet med regnskapsforeren pa torsdag, han er syk",
                 "encomenda nova pa: Joana Pires, um bolo rei p dia 12 dezembro, vem buscar as 10h", "stall in the market closed on monday",
                 "book in the dentist fri 9.40", "samma do dahoam, wer kummt morgen?"):
        assert swedish.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("lagg in food hygiene inspection fran council torsdag 3 dec kl 14", "calendar.events.insert"),
    ("paminn mig att bestalla saffran innan fredag!! lucia 🙈", "tasks.tasks.insert"),
    ("spara nya elektrikern: Callum Reid 07983 552190", "people.people.createContact"),
    ("dela julmenyn med Lotta sa hon kan andra i den, lotta.berg@gmail.com", "drive.permissions.create"),
    ("stall in tandlakaren pa onsdag, hinner inte 🙄", "calendar.events.delete"),
    ("satt pa autosvar 24-27 dec, ngt i stil med Closed for Christmas, back Monday 28th! God jul 🎄", "gmail.users.settings.updateVacation"),
    ("boka in tandläkarn fre 9.40", "calendar.events.insert"),
    ("ställ in matteplugget m ebba på lördag orkar inte 💀", "calendar.events.delete"),
    ("påminn mig köpa bajspåsar imorrn", "tasks.tasks.insert"),
    ("kan du maila priya (priya.shah@outlook.com) o saga att det e lugnt med onsdag o att vi ses mån som vanligt. på engelska!!",
     "gmail.users.messages.send"),
    ("sätt på autosvar 19 dec - 3 jan, ja e i sthlm hos mormor. typ 'no walks until 4 jan, merry xmas' på engelska",
     "gmail.users.settings.updateVacation"),
    ("spara jack på coastway vets 01273 779160", "people.people.createContact"),
    ("dela mitt doc 'Villkor hundpassning' med ellie.b04@gmail.com så hon kan kolla stavningen", "drive.permissions.create"),
    ("skriv en anteckning: priser 2027 - 15 pund/timme, andra hunden 10, hunddagis heldag 30", "notes.create"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
