"""European and Brazilian Portuguese read as English before planning (a Porto pastelaria in London and a Brazilian café in
Newark, blind sets 103 and 106, written on Monday 23 November 2026)."""

from __future__ import annotations

import pytest

from core.planner import portuguese
from core.planner.shorthand import expand


def test_portuguese_questions_and_commands_are_read_as_english():
    assert expand("quem trabalha sabado") == "who is working saturday"
    assert expand("o que tenho esta semana?") == "what do I have this week?"
    assert expand("tenho alguma coisa marcada amanhã de tarde?") == "do I have anything on tomorrow afternoon?"
    assert expand("bota na agenda dentista quarta 3 e meia") == "put in the calendar dentist wednesday 3:30"
    assert expand("me lembra de pagar a PSE&G sexta") == "remind me to pay PSE&G friday"
    assert expand("lembra-me de enviar a fatura à Marta na sexta") == "remind me to send the invoice to Marta friday"
    assert expand("faz-me um documento novo chamado Menu Natal 2026, depois escrevo eu la as coisas") == \
        "create a new document called Menu Natal 2026"
    assert expand("quanto é que a Joana ainda me deve?") == "how much does Joana still owe me?"


def test_dates_times_and_dictated_rows():
    assert "from 24 December to 2 January" in expand("vamos fechar de 24 de dezembro a 2 de janeiro, obrigada")
    assert expand("muda a reunião de quinta para sexta às 10h") == "move the meeting from thursday to friday at 10:00"
    # a row dictated after "spreadsheet:" keeps its words; a price "a 1.20 cada" is no time
    assert expand("coloca na planilha de despesas: hj, Restaurant Depot, $312.40, gelo copos e tampas").endswith("gelo copos e tampas")
    assert "for 1.20 each" in expand("qto fica 35 pão de queijo a 1.20 cada mais o tax de NJ 6.625%??")


def test_only_portuguese_is_read():
    for other in ("quien trabaja el sábado?", "la sexta clase es mañana", "cosa ho mercoledì?", "send the quote to Novo Nordisk",
                  "email Uma about the EU invoice"):
        assert portuguese.english(other) == other


@pytest.mark.parametrize(("request_text", "method"), [
    ("faz-me um documento novo chamado Menu Natal 2026, depois escrevo eu la as coisas", "docs.documents.create"),
    ("o que tenho esta semana?", "calendar.events.list"),
    ("bota na agenda dentista quarta 3 e meia", "calendar.events.insert"),
    ("me lembra de pagar a PSE&G sexta", "tasks.tasks.insert"),
    ("guarda o contacto da senhora nova dos ovos: Helen Marsh, Marsh Farm Eggs, 07831 552904, helen@marshfarmeggs.co.uk",
     "people.people.createContact"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_is_answered_in_words(gate):
    plan = gate.plan("se uma caixa de natas da para 36 pasteis quantas caixas preciso para 250??")
    assert plan.kind == "chat" and not plan.calls


def test_angolan_portuguese_is_read_as_english():
    # an Angolan braiding salon in Lambeth (blind set 107)
    assert expand("quem tem marcacao quinta? preciso saber se chamo a Lurdes mais cedo") == \
        "who is booked in thursday? I need to know if I call in Lurdes earlier"
    assert expand("o q e q eu tinha na lista de coisas pra fazer? esqueci tudo") == \
        "what did I have on my todo list? I forgot everything"
    assert expand("marca a Marcia sabado as 11 pra retwist com a Deolinda, 50 libras") == \
        "book Marcia saturday at 11 for retwist with Deolinda, £50"
    assert expand("qual e o email do senhorio? Mr Hughes acho eu") == "what is the landlord's email? Mr Hughes I think"
    assert expand("abre um documento novo, Precos Natal 2026") == "create a new document called Precos Natal 2026"
    assert expand("amanha vou ao Afro World em Peckham, ve o q ta a faltar de la") == \
        "tomorrow I'm going to Afro World in Peckham, see what is running low from there"
    assert expand("a Nadia ja pagou os cornrows de sabado mana, marca pago") == \
        "Nadia has paid the cornrows on saturday, mark paid"


@pytest.mark.parametrize(("request_text", "method"), [
    ("o q e q eu tinha na lista de coisas pra fazer? esqueci tudo", "tasks.tasks.list"),
    ("qual e o email do senhorio? Mr Hughes acho eu", "people.people.searchContacts"),
    ("abre um documento novo, Precos Natal 2026", "docs.documents.create"),
    ("mostra-me o q diz o regras_salao.txt nos documentos, a nova rapariga quer ler", "files.read"),
])
def test_angolan_requests_plan_the_method_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method
