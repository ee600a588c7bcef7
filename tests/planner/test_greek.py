"""Greek typed in Latin letters (Greeklish), as a Greek souvlaki shop and bakery in Melbourne types it (blind set 112), read
as English before it is planned, however each word is spelled; and requests in other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import greek
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("poios pernei paraggelia avrio?") == "who is picking up an order tomorrow?"
    assert greek.english("i Bec akyrose to baklava, svise to") == "Bec cancelled the baklava, delete it"
    assert greek.english("o Nick Georgiou plirose to platter tou Savvatou, vale paid") == \
        "Nick Georgiou paid for the Saturday platter, mark it paid"
    assert greek.english("to tilefono tou Mick tou plumber? o nerohytis stin kouzina trexei pali") == \
        "what's Mick the plumber's number? the sink in the kitchen is leaking again"
    assert greek.english("poso xrostame stous Oakleigh Quality Meats?") == "how much do we owe Oakleigh Quality Meats?"
    assert greek.english("to rantevou me tin NAB tin Pempti kanto Paraskevi stis 2, den prolavaino") == \
        "the appointment with NAB on Thursday, move it to Friday at 2, I won't make it"
    assert greek.english("grapse mou ena email gia ton Spiro ton logisti gia ta receipts tou Noemvri, alla min to steileis "
                         "akoma") == "write me an email to Spiro the accountant about the November receipts, but don't send it yet"
    assert greek.english("i Tash pire raise, vale $28.50 tin ora apo tin alli evdomada") == \
        "Tash got a raise, set $28.50 an hour from next week"


def test_words_are_found_however_they_are_spelled():
    assert greek.english("8ymhse mou avrio na parw thlefwno ton texniko") == "remind me tomorrow to call the technician"
    assert greek.english("steile mail sthn Maria oti h paraggelia einai etoimh") == \
        "send an email to Maria that the order is ready"
    assert greek.english("eyxaristw poly re, pou einai to arxeio me tis times?") == "where is the file with the prices?"
    assert greek.english("vale sto imerologio: o health inspector erxetai Tetarti 2 Dek stis 10 to proi") == \
        "put in the calendar: the health inspector is coming Wednesday 2 December at 10am"
    assert greek.english("vale to auto reply sto email mou apo 24/12 mexri 2/1, eimai diakopes") == \
        "put the auto reply on my email from 24 December to 2 January, I'm on holiday"
    assert greek.english("poses paraggelies exoume gia to Savvatokyriako?") == "how many orders do we have for the weekend?"
    assert greek.english("poioi den exoun plirosei akoma?") == "who hasn't paid yet?"
    assert greek.english("metafere to rantevou me ton logisti tin alli Tetarti stis 11") == \
        "move the appointment with the accountant to next Wednesday at 11"
    assert greek.english("kainourios pelatis: Anna Smith, 0412 333 444") == "new customer: Anna Smith, 0412 333 444"


def test_other_languages_stay_as_typed():
    for said in ("ela how much do i owe the fish man? only the stuff thats come in, not tmrws cod",
                 "we're shut from 24th dec till 2nd jan, going cyprus to see yiayia. put something on the emails",
                 "mete Yves sou kous Claudette Felix la demen", "pa save naman po ng number ni ate weng, bagong suki sa kabilang kanto",
                 "q tengo mañana??", "cosa ho mercoledì?", "open studio sat 12th dec 10 till 4, mulled wine n seconds sale"):
        assert greek.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("to tilefono tou Mick tou plumber? o nerohytis stin kouzina trexei pali", "people.people.searchContacts"),
    ("vale sto imerologio: o health inspector erxetai Tetarti 2 Dek stis 10 to proi", "calendar.events.insert"),
    ("thymise mou tin Pempti na paraggeilw koutia gia ta melomakarona, 500 koutia", "tasks.tasks.insert"),
    ("ftiakse ena kainourio doc 'Christmas Menu 2026' na grapsw ta glyka kai tis times", "docs.documents.create"),
    ("anoixe to supplier_prices.txt sto Desktop, thelo na dw poso exei to alevri", "files.read"),
    ("ti eixa grapsei gia ti vasilopita tis giagias? kapou to eixa simeiosei", "notes.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_and_advice_get_no_call(gate):
    assert not gate.plan("an kano 3 tapsia galaktoboureko kai thelei 8 avga to kathe ena, posa avga na paro? kai alla 2 "
                         "tapsia gia to Savvato").calls
    assert not gate.plan("einai ok $180 gia souvlaki platter 20 atoma? i mipos einai ligo, ola akrivainoun re paidi mou").calls


def test_greek_in_its_own_letters_is_read_as_english():
    assert expand("ποιος έχει κράτηση αύριο βράδυ;") == "who has a booking tomorrow evening?"
    assert greek.english("ο Marios Georgiou πήρε τηλέφωνο, την Πέμπτη θα είναι 14 άτομα όχι 10. άλλαξε το please") == \
        "Marios Georgiou called, on Thursday it will be 14 people not 10. change it please"
    assert greek.english("κάνε ένα draft για τη Laura Bennett να επιβεβαιώσουμε 4 Δεκ 8μμ 6 άτομα, πήραμε deposit €50. "
                         "in English") == "write me a draft email to Laura Bennett confirming 4 December 8pm for 6 guests, " \
                                         "we got deposit €50. in English"
    assert greek.english("πλήρωσα σήμερα τον Psaropoulos όλο το ποσό, μηδένισε το") == \
        "I paid Psaropoulos today the full amount, set it to 0"
    assert greek.english("πόσο είναι το ΦΠΑ 9% σε €2.340;") == "what is the VAT 9% on €2,340?"
    assert greek.english("μετέφερε το VAT_return_Q3.pdf από τα Downloads στο φάκελο Λογιστικά/2026") == \
        "move the VAT_return_Q3.pdf from Downloads to the Λογιστικά/2026 folder"
    assert greek.english("βάλε στο bookings: Mr Doyle, Παρασκευή 8.30, 4 άτομα") == "new booking: Mr Doyle, Friday 8.30, 4 guests"
    assert greek.english("ποιες κρατήσεις έχουμε αυτή την εβδομάδα;") == "which bookings do we have this week?"
    assert greek.english("νέα κράτηση: Helen Pappas, Σάββατο 9 το βράδυ, 8 άτομα") == \
        "new booking: Helen Pappas, Saturday 9pm, 8 guests"
    assert greek.english("πόσα μας χρωστάει η Maria;") == "how much does Maria owe us?"
    assert greek.english("copy the Λογιστικά folder to the drive") == "copy the Λογιστικά folder to the drive"


@pytest.mark.parametrize(("request_text", "method"), [
    ("ήρθε το invoice από την Keo; κοίτα στα emails", "gmail.users.messages.list"),
    ("θύμισέ μου Πέμπτη πρωί να πάρω την Pafos Gas για τις φιάλες", "tasks.tasks.insert"),
    ("το κινητό του Stelios από τη λαϊκή;", "people.people.searchContacts"),
    ("διάβασε μου το kleftiko.txt στο Desktop, πόσο αρνί θέλει για 10 μερίδες;", "files.read"),
])
def test_each_request_in_greek_letters_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_in_greek_letters_gets_no_call(gate):
    assert not gate.plan("πόσο είναι το ΦΠΑ 9% σε €2.340;").calls
