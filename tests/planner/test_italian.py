"""Italian as a family hotel in Florence and a Sicilian fishmonger in Glasgow type it (with English mixed in) read as English
before planning, and what is planned from it; the requests are written on Monday 23 November 2026."""

from __future__ import annotations

import pytest

from core.planner import italian
from core.planner.shorthand import expand


def test_italian_questions_are_read_as_english():
    assert expand("cosa ho mercoledì?") == "what do I have wednesday?"
    assert italian.english("quanto mi deve il Gattopardo?") == "how much does the Gattopardo owe me?"
    assert italian.english("quanti chili di scampi sono usciti sto mese? consegnati intendo") == \
        "how many kilos of scampi went out this month? delivered I mean"
    assert italian.english("dammi il numero di Gino, quello del ghiaccio") == "what's Gino's number, the ice man"


def test_italian_commands_are_read_as_english():
    assert italian.english("segna 8 kg cozze per Two Fat Ladies per giovedì, solito prezzo 5.50") == \
        "add 8 kg cozze for Two Fat Ladies for thursday, usual price £5.50"
    assert italian.english("cancella il dentista di domani minchia non ce la faccio con tutte ste consegne") == \
        "cancel the dentist tomorrow, I can't make it with all these deliveries"
    assert italian.english("l'appuntamento col commercialista di giovedì spostalo a venerdì stessa ora") == \
        "move the appointment with the accountant on thursday to friday same time"
    assert italian.english("fagli vedere il listino di dicembre a Callum dell'Harbour Kitchen, solo vedere eh, non modificare") == \
        "share the December price list with Callum from the Harbour Kitchen, view only, no editing"
    assert italian.english("la fattura di Mackay che ho scaricato stamattina è nei Download, spostala nella cartella Fatture 2026") == \
        "the Mackay invoice I downloaded this morning is in Downloads, move it to the Fatture 2026 folder"


def test_only_italian_is_read_as_italian():
    said = "Marco said the spigola was great, grazie"
    assert italian.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("scrivimi una bozza per Mackay Seafoods a Peterhead: per dicembre mi servono 40 kg di scampi a settimana, consegna ogni "
     "martedì. non la mandare ancora che ne devo parlare con mio fratello", "gmail.users.drafts.create"),
    ("cancella il dentista di domani minchia non ce la faccio con tutte ste consegne", "calendar.events.delete"),
    ("dammi il numero di Gino, quello del ghiaccio", "people.people.searchContacts"),
    ("leggimi il documento degli ordini di Natale, voglio sapere chi ha già prenotato il baccalà", "docs.documents.get"),
])
def test_each_italian_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_italian_sums_and_advice_are_answered_in_words(gate):
    for said in ("se pago il pesce spada 21 sterline al chilo e ci metto il 35% di ricarico a quanto lo vendo",
                 "quanto durano le cozze vive in frigo? me ne sono rimasti 20 kg"):
        plan = gate.plan(said)
        assert plan.kind == "chat" and not plan.calls, said
