"""Albanian as the owner of a hand car wash in Sunderland types it (blind set 130, without ë and ç) and as a builder in north
London types it (blind set 133: jobs, clients, workers, materials) read as English before it is planned, names in their cases
read as themselves; and requests of other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import albanian
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("c'kam te enjten?") == "what do I have on thursday?"
    assert albanian.english("cfarë kam nesër?") == "what do I have tomorrow?"
    assert albanian.english("anulo takimin me bankun te premten, s'shkoj dot") == \
        "cancel the meeting with the bank on friday, I can't go"
    assert albanian.english("me kujto neser te porosis snow foam edhe tyre shine po mbarojn") == \
        "remind me tomorrow to order snow foam and tyre shine, they are running out"
    assert albanian.english("me kujto te premten te paguaj qirane") == "remind me on friday to pay the rent"
    assert albanian.english("sa makina bem javen e kaluar? e kemi te sheeti") == \
        "how many cars did we do last week? we have it in the sheet"
    assert albanian.english("kush nuk ka paguar kete muaj?") == "who has not paid this month?"
    assert albanian.english("a ka paguar Gary qirane?") == "has Gary paid the rent?"
    assert albanian.english("ku e kam pdf e sigurimit te lavazhit? me duhet per council") == \
        "where did I put the pdf of the insurance of the car wash? I need it for council"
    assert albanian.english("sa kushton full valet?") == "how much is full valet?"


def test_the_verb_said_after_its_object_is_read_first():
    assert albanian.english("ate emailin nga ShinePro per pressure washer fshije vella spam eshte") == \
        "delete that email from ShinePro about pressure washer it's spam"
    assert albanian.english("meeting me Lisen kaloje per te henen ora 11") == "move the meeting with Lisa to monday at 11"
    assert albanian.english("neser ora 2 takimin me Lisen anuloje") == "cancel tomorrow at 2 the meeting with Lisa"
    assert albanian.english("fshije emailin nga Autoglym") == "delete the email from Autoglym"


def test_names_in_their_cases_dates_and_what_is_noted():
    assert albanian.english("numri i Dritanit?") == "Dritan's number?"
    assert albanian.english("me jep numrin e Besnikut") == "what's Besnik's number"
    assert albanian.english("dergoji Erionit mesazh qe neser vjen ne ora 7") == \
        "send a message to Erion that tomorrow is coming at 7"
    assert albanian.english("dergo email Lises per faturat e tetorit") == "send an email to Lisa about the invoices for October"
    assert albanian.english("ruaj numrin e Kevinit nga Bristol Street Motors 07912 448201, ai qe sjell makinat e dealerit") == \
        "save contact Kevin, Bristol Street Motors, 07912 448201, he's the one who brings the cars of the dealer"
    assert albanian.english("sa ore ka bere Klevisi javen e kaluar?") == "how many hours has Klevis done last week?"
    assert albanian.english("prej 18 dhjetor deri 3 janar jam ne Shqiperi. vendos auto reply ne anglisht, per booking "
                            "telefononi Dritanin 07845 223910") == \
        "from 18 December to 3 January I am in Albania. set an auto reply in English, for booking call Dritan 07845 223910"
    assert albanian.english("share folderin Faturat Tetor me Lisen e kontabilitetit lisa@wearsideaccounts.co.uk") == \
        "share the folder Faturat Tetor with Lisa the accountant lisa@wearsideaccounts.co.uk"
    assert albanian.english("shenim: Erioni mori £40 avans sot") == "note: Erioni mori £40 avans sot"
    assert albanian.english("sa dalin: 4 cuna x £11 ora x 45 ore?") == "how much does it come to: 4 lads x £11 an hour x 45 hours?"


def test_a_builders_jobs_workers_and_materials_are_read_as_english():
    assert expand("c kam neser") == "what do I have tomorrow"
    assert albanian.english("c kemi te premten?") == "what do we have on friday?"
    assert albanian.english("kush me ka borxh akoma? vetem punet qe kemi fillu") == \
        "who still owes me? only the jobs that we have started"
    assert albanian.english("sa na ka borxh Patel?") == "how much does Patel owe us?"
    assert albanian.english("sa e paguj Tomaszin ne dit?") == "how much do I pay Tomasz a day?"
    assert albanian.english("sa e paguajme Florianin ne jave?") == "how much do we pay Florian a week?"
    assert albanian.english("Florianit i rrita ditoren ne 130 nga sot") == "I put Florian's day rate up to 130 from today"
    assert albanian.english("rrita ditoren e Arbenit ne 150 nga e hena") == "I put Arben's day rate up to 150 from monday"
    assert albanian.english("Mrs Khan pagoi 4500 sot cash, i mbylli te gjitha") == "Mrs Khan paid 4500 today cash, closed all of them"
    assert albanian.english("Davies e anuloi extensionin, fshije") == "Davies cancelled the extension, delete it"
    assert albanian.english("mora edhe 10 plasterboard nga Travis sot shtoji") == \
        "I got another 10 plasterboard from Travis today, add them to the stock"
    assert albanian.english("mora 20 cope plasterboard nga Wickes, shtoji") == \
        "I got 20 pieces plasterboard from Wickes, add them to the stock"
    assert albanian.english("cfare punesh fillojme kete jave edhe javen tjeter?") == "what jobs do we start this week and next week?"
    assert albanian.english("pune e re shkruaje: Mr Hussain, 61 Green Lanes N13, kuzhine e plote, fillojme 14 dhjetor, cmimi 15,200. "
                            "s ka pagu gje akoma") == "write new job: Mr Hussain, 61 Green Lanes N13, full kitchen, we start 14 December, " \
        "the price 15,200. has not paid anything yet"


def test_a_builders_times_places_and_whose():
    assert albanian.english("vendos takim me Patelin te premten ne 4 per steel beam, tek shpia e tyre") == \
        "put a meeting with Patel on friday at 4 for steel beam, at their house"
    assert albanian.english("takimin me building control te enjten shtyje per te premten ne 10") == \
        "move the meeting with building control on thursday to friday at 10"
    assert albanian.english("dergoji email Greenbergut qe fillojme te merkuren ne 8 sakt, skipi vjen te marten pasdite") == \
        "send an email to Greenberg that we start on wednesday at 8 sharp, the skip is coming on tuesday afternoon"
    assert albanian.english("a ma ka derguar Howdens faturen per kuzhinen e Georgiou?") == \
        "has Howdens sent me the invoice about Georgiou's kitchen?"
    assert albanian.english("ruaje numrin e elektricistit te ri Gary Walsh 07958 332104") == \
        "save the number of the new electrician Gary Walsh 07958 332104"
    assert albanian.english("ku e kam foton e kuzhines se Patelit? duhet tja dergoj prap") == \
        "where did I put the photo of Patel's kitchen? I have to send it to them again"
    assert albanian.english("sa m2 del nje dysheme 3.6 me 4.2? plus 10% per tile qe prishen") == \
        "what does a floor 3.6 by 4.2 come to in m2? plus 10% for tile that break"
    assert albanian.english("more si tja shkruaj klientit ne anglisht qe vonohemi 1 jave per shkak te shiut, dicka e sjellshme") == \
        "how do I write to the customer in English that we are delayed 1 week because of the rain, something polite"
    assert albanian.english("si tja them Patelit qe vonohemi 2 jave") == "how do I tell Patel that we are delayed 2 weeks"


def test_other_languages_stay_as_typed():
    for said in ("ka turiu rytoj", "kes maksis reedel?", "kto jest jutro u Fraserowej?", "quante colazioni domattina e a che ora?",
                 "kal 11 baje FSSAI inspection hai, calendar me daal do", "kur ir mani payslipi?? nevaru atrast",
                 "what do I have tomorrow", "me and Kemi ate at the Jam Factory", "faleminderit vella 👍",
                 "tizkor li leshalem schar dira ad yom shishi!!", "qui no ha pagat els subs encara?", "sa e bine maine la 4?",
                 "c u tomorrow at the site, bring more plasterboard", "Jones i ula the price, more or less"):
        assert albanian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("c'kam te enjten?", "calendar.events.list"),
    ("shto neser ora 2 vjen djali nga Autoglym per demo", "calendar.events.insert"),
    ("anulo takimin me bankun te premten, s'shkoj dot", "calendar.events.delete"),
    ("me kujto neser te porosis snow foam edhe tyre shine po mbarojn", "tasks.tasks.insert"),
    ("numri i Dritanit?", "people.people.searchContacts"),
    ("ruaj numrin e Kevinit nga Bristol Street Motors 07912 448201, ai qe sjell makinat e dealerit", "people.people.createContact"),
    ("shenim: Erioni mori £40 avans sot", "notes.create"),
    ("ku e kam pdf e sigurimit te lavazhit? me duhet per council", "files.search"),
    ("c kam neser", "calendar.events.list"),
    ("vendos takim me Patelin te premten ne 4 per steel beam, tek shpia e tyre", "calendar.events.insert"),
    ("a ma ka derguar Howdens faturen per kuzhinen e Georgiou?", "gmail.users.messages.list"),
    ("ruaje numrin e elektricistit te ri Gary Walsh 07958 332104", "people.people.createContact"),
    ("me kujto neser te porosis skip per Muswell Hill", "tasks.tasks.insert"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
