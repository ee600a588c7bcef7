"""Bulgarian as a Bulgarian home-care coordinator in Leicester types it in Latin letters (blind set 122: "4" for ch, "6" for
sh, "q" for ya) and as a Bulgarian bakery in Edmonton, London types it in Cyrillic (blind set 126) read as English before it is
planned, English words with a Bulgarian article read with "the", names in Cyrillic in their Latin spelling; and requests of
other languages left as typed."""

from __future__ import annotations

import pytest

from core.planner import bulgarian
from core.planner.shorthand import expand


def test_questions_are_read_as_english():
    assert expand("koi e pri Joan Pritchard utre sutrinta?") == "who is at Joan Pritchard tomorrow morning?"
    assert bulgarian.english("kolko visita ima Desi tazi sedmitsa?") == "how many visits does Desislava have this week?"
    assert bulgarian.english("kolko e 37.5 chasa po £11.44?") == "how much is 37.5 hours at £11.44?"
    assert bulgarian.english("imame li mail ot social worker-a na Mr Singh? Amrit neshto si... za care plan review-to") == \
        "do we have an email from the social worker of Mr Singh? Amrit something... for the care plan review"
    assert bulgarian.english("kakvo imam utre?") == "what do I have tomorrow?"
    assert bulgarian.english("kakvo ima v kalendara mi za sledvashtata sedmitsa?") == "what is in my calendar for next week?"
    assert bulgarian.english("koi carer-i nqmat kola?") == "which carers have no car?"
    assert bulgarian.english("kolko chasa e rabotila Desi tozi mesec?") == "how many hours has Desislava worked this month?"
    assert bulgarian.english("mojesh li da se obadish na Irene Walsh i da i kajesh che Desi shte zakusnee 20 min?") == \
        "can you call Irene Walsh and tell her that Desislava will be 20 min late?"


def test_commands_days_and_the_article_are_read_as_english():
    assert bulgarian.english("otkazhi vsichki visits na Ron Baxter v sryada, priet e v LRI snoshti") == \
        "cancel all visits of Ron Baxter on wednesday, he was admitted to LRI last night"
    assert bulgarian.english("premesti team meeting-a ot 4etvartak za petak, sashtiq chas") == \
        "move the team meeting from thursday to friday, same time"
    assert bulgarian.english("Frank Hollis po4ina v petak iztrii mu vsichki visits ot dnes natatak") == \
        "Frank Hollis passed away on friday delete all his visits from today on"
    assert bulgarian.english("napomni mi v petak da pratq payroll chasovete na Helen") == \
        "remind me on friday to send the payroll hours to Helen"
    assert bulgarian.english("dai mi telefona na dashterqta na Edna Collins") == \
        "give me the phone number of the daughter of Edna Collins"
    assert bulgarian.english("Gosho e bolen, utre ne moje. smeni go s Emeka na vsichkite mu visits utre") == \
        "Georgi is ill, can't make it tomorrow. replace him with Emeka on all his visits tomorrow"
    assert bulgarian.english("spodeli rota-ta za dekemvri s Kasia, samo da q vijda, da ne q pipa") == \
        "share the rota for December with Kasia, so she can only view it, not edit it"
    assert bulgarian.english("napishi draft do dashterqta na Frank Hollis, Lynne - saboleznovaniq ot imeto na agenciqta. "
                             "ne go prashtai oshte, iskam da go pogledna") == \
        "write a draft to the daughter of Frank Hollis, Lynne - condolences on behalf of the agency. don't send it yet, " \
        "I want to look at it"


def test_what_else_she_would_type():
    assert bulgarian.english("premesti visit-a na Derek Wood ot 12:00 na 13:00 utre") == \
        "move the visit of Derek Wood from 12:00 to 13:00 tomorrow"
    assert bulgarian.english("napomni mi v ponedelnik v 9 da proverq meds-ovete na Ron") == \
        "remind me on monday at 9 to check the meds of Ron"
    assert bulgarian.english("napomni mi utre da se obadya na Carol") == "remind me tomorrow to call Carol"
    assert bulgarian.english("prati mail na Kasia 4e rota-ta e gotova") == "send an email to Kasia that the rota is ready"
    assert bulgarian.english("otkaji sreshtata s Helen v 4etvartak, 6te q premestq za sledvashtata sedmitsa") == \
        "cancel the meeting with Helen on thursday, I will move it to next week"
    assert bulgarian.english("dobavi Pushpa Chauhan v klientite, adres 18 Catherine Street") == \
        "add Pushpa Chauhan to the clients, address 18 Catherine Street"
    assert bulgarian.english("sledvashtata sedmitsa sam v Bulgaria, 30-ti do 4-ti. sloji auto reply na angliiski") == \
        "next week I am in Bulgaria, from the 30th to the 4th. set an auto reply in English"


def test_cyrillic_is_read_as_english_with_names_in_latin_letters():
    assert expand("кой идва утре за поръчки?") == "who is coming tomorrow for orders?"
    assert bulgarian.english("Гергана плати козунаците, cash") == "Gergana paid the kozunaks, cash"
    assert bulgarian.english("колко буркана лютеница имаме") == "how many jars of lyutenitsa do we have"
    assert bulgarian.english("сложи в календара проверката от council-а в четвъртък в 2 следобед") == \
        "put in the calendar the inspection from the council on thursday at 2pm"
    assert bulgarian.english("нова поръчка - Mrs Okafor 2 тави баница със сирене за събота в 11, £36") == \
        "new order - Mrs Okafor 2 trays of banitsa with cheese for saturday at 11, £36"
    assert bulgarian.english("напомни ми в петък сутринта да поръчам брашно") == "remind me on friday morning to order flour"
    assert bulgarian.english("дойде сиренето от Balkan Foods 12 кг, добави го в stock-a") == \
        "the cheese came from Balkan Foods 12 kg, add it to the stock"
    assert bulgarian.english("прати имейл на Валя от Balkan Foods да ми докара още 6 кашона кори за баница до петък, мерси") == \
        "send an email to Valya from Balkan Foods to bring me 6 more boxes of pastry sheets for banitsa by friday"
    assert bulgarian.english("Стефка отказа тиквеника за петък, изтрий го") == "Stefka cancelled the tikvenik for friday, delete it"
    assert bulgarian.english("запиши телефона на новия шофьор от Balkan Foods, Ивайло 07912 334221") == \
        "save the phone number of the new driver from Balkan Foods, Ivaylo 07912 334221"
    assert bulgarian.english("колко пари трябва да ми дойдат тази седмица от поръчките") == \
        "how much money should come to me this week from the orders"
    assert bulgarian.english("сложи auto reply че сме затворени от 24 до 28 декември, отваряме на 29-ти") == \
        "set an auto reply that we are closed from 24 to 28 December, we open on the 29th"
    assert bulgarian.english("12 козунака по £9.50 колко прави") == "12 kozunaks at £9.50 how much is that"


def test_cyrillic_quotes_and_notes_stay_as_typed():
    assert bulgarian.english('как да напиша на английски "без яйца" за етикета на погачата') == \
        'how do I say "без яйца" in English for the label of the pogacha'
    assert bulgarian.english("да си запиша рецептата на козунака: 1кг брашно, 6 яйца, 250г захар") == \
        "make a note titled the recipe of the kozunak: 1кг брашно, 6 яйца, 250г захар"
    assert bulgarian.english("запиши си: Mrs Okafor иска 2 тави за Коледа") == "make a note: Mrs Okafor иска 2 тави за Коледа"


def test_what_else_the_bakery_would_type():
    assert bulgarian.english("кой идва в събота за поръчки?") == "who is coming on saturday for orders?"
    assert bulgarian.english("кой не е платил тази седмица?") == "who hasn't paid this week?"
    assert bulgarian.english("Цветелина плати баницата") == "Tsvetelina paid the banitsa"
    assert bulgarian.english("Гергана е платила козунаците") == "Gergana has paid the kozunaks"
    assert bulgarian.english("колко кашона кори имаме") == "how many boxes of pastry sheets do we have"
    assert bulgarian.english("колко поръчки имаме в петък") == "how many orders do we have on friday"
    assert bulgarian.english("откажи поръчката на Mrs Okafor за събота") == "cancel the order of Mrs Okafor for saturday"
    assert bulgarian.english("прати имейл на Тони че ценоразписът е готов") == "send an email to Toni that the price list is ready"
    assert bulgarian.english("напомни ми утре сутринта да платя на Balkan Foods") == "remind me tomorrow morning to pay Balkan Foods"
    assert bulgarian.english("запиши Анелия Петкова в клиентите, 07411 980275") == "add Anelia Petkova to the clients, 07411 980275"
    assert bulgarian.english("Sophie Clarke ще си вземе лютеницата в петък в 12") == \
        "Sophie Clarke will pick up the lyutenitsa on friday at 12"
    assert bulgarian.english('как се казва на английски "козунак"?') == 'how do I say "козунак" in English?'
    assert bulgarian.english("koi idva utre za porachki?") == "who is coming tomorrow for orders?"  # in Latin letters too


def test_other_languages_stay_as_typed():
    for said in ("kes maksis reedel?", "kto jest jutro u Fraserowej?", "kolko mam zajtra klientiek?", "ka turiu rytoj",
                 "ima li netko slobodan u petak?", "koi baat nahi, kal 11 baje", "what do I have tomorrow",
                 "send the 4th floor rota to Helen", "Desi is off on friday", "кто придёт завтра за заказами?",
                 "сколько стоит доставка в пятницу?", "ко долази сутра по наруџбине?", "привет, как дела?", "Гергана Иванова",
                 "2 banitsa and 1 kozunak for Mrs Okafor saturday"):
        assert bulgarian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("sryada 14:00 supervision s Maria v ofisa, sloji go v kalendara", "calendar.events.insert"),
    ("napomni mi v petak da pratq payroll chasovete na Helen", "tasks.tasks.insert"),
    ("premesti team meeting-a ot 4etvartak za petak, sashtiq chas", "calendar.events.patch"),
    ("dai mi telefona na dashterqta na Edna Collins", "people.people.searchContacts"),
    ("zapishi si: moving & handling training 8 dekemvri, da zapisha Ani i Kasia", "notes.create"),
    ("napishi draft do dashterqta na Frank Hollis, Lynne - saboleznovaniq ot imeto na agenciqta. ne go prashtai oshte",
     "gmail.users.drafts.create"),
    ("сложи в календара проверката от council-а в четвъртък в 2 следобед", "calendar.events.insert"),
    ("напомни ми в петък сутринта да поръчам брашно", "tasks.tasks.insert"),
    ("прати имейл на Валя от Balkan Foods да ми докара още 6 кашона кори за баница до петък, мерси", "gmail.users.messages.send"),
    ("сподели ценоразписа с Тони tony.dimov@gmail.com да може да го оправя", "drive.permissions.create"),
    ("откажи срещата с accountant-а в сряда", "calendar.events.delete"),
    ("да си запиша рецептата на козунака: 1кг брашно, 6 яйца, 250г захар, 300мл прясно мляко", "notes.create"),
    ("запиши телефона на новия шофьор от Balkan Foods, Ивайло 07912 334221", "people.people.createContact"),
    ("сложи auto reply че сме затворени от 24 до 28 декември, отваряме на 29-ти", "gmail.users.settings.updateVacation"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


@pytest.mark.parametrize("request_text", ["12 козунака по £9.50 колко прави",
                                          'как да напиша на английски "без яйца" за етикета на погачата'])
def test_a_sum_or_a_word_asked_gets_no_call(gate, request_text):
    assert not gate.plan(request_text).calls
