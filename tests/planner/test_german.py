"""German as a Swiss-German shopkeeper in Scotland types it (blind set 104, a ski-hire shop in Aviemore) and as an Austrian
types it in his Edinburgh Kaffeehaus (blind set 107) read as English before it is planned; and English, Spanish and
Dutch-flavoured requests left as typed."""

from __future__ import annotations

import pytest

from core.planner import german
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("welche ski hab ich grad frei?") == "which ski do I have free right now?"
    assert expand("Ewan hat abgesagt fürs wochenende, lösch seine buchung bitte") == \
        "Ewan has cancelled for the weekend, delete his booking"
    assert expand("der termin mit dem Toko Vertreter morgen, verschieb den bitte auf mittwoch gleiche zeit") == \
        "the appointment with the Toko rep tomorrow, move it to wednesday same time"
    assert expand("hast du die nummer vom Ruairidh? der mit der Kantenschleifmaschine in Grantown") == \
        "what's Ruairidh's number? the one with the Kantenschleifmaschine in Grantown"
    assert expand("markier Fernanda als bezahlt") == "mark Fernanda paid"
    assert expand("wie viel schuldet mir Fiona noch?") == "how much does Fiona still owe me?"


def test_dates_times_and_verbs_said_last():
    assert expand("mach die automatische Antwort auf meine mail vom 24.12. bis 2.1.") == \
        "put the automatic reply on my email from 24 December to 2 January"
    assert german.english("er kann ab halb 9 im Laden abholen") == "he can pick up from 8:30 at the shop"
    assert german.english("notiz bitte: Lukas Meier will nächsten Februar wieder die Head Kore 177, reservieren sobald er "
                          "die Daten schickt") == \
        "make a note: Lukas Meier wants next February again the Head Kore 177, reserve as soon as he sends the dates"
    assert german.english("erinnere mich jeden montag die Kasse zu zählen") == "remind me every monday to count the till"
    assert german.english("trag mir am 3. Dezember um 14 Uhr Zahnarzt in den Kalender ein") == \
        "put on 3 December at 14:00 Zahnarzt in the calendar"


def test_austrian_is_read_as_english():
    assert german.english("wer hat morgen Dienst?") == "who is working tomorrow?"
    assert german.english("Katka kann am Donnerstag ned, die Sophie übernimmt ihre Schicht. bitte umschreiben") == \
        "Katka can't make it on thursday, Sophie is taking over her shift. change it"
    assert german.english("erinner mich morgen in der Früh, dass ich die Siebträger entkalk") == \
        "remind me tomorrow morning to descale the espresso machine"
    assert german.english("Trag ein: Food Hygiene Inspektion vom Council, Mittwoch 2. Dez um 10 in der Früh") == \
        "add to the calendar: Food Hygiene inspection of the Council, wednesday 2 December at 10am"
    assert german.english("gib dem Steuerberater Zugriff auf den Ordner Rechnungen 2026 im Drive, Alasdair Hamilton, "
                          "nur lesen") == \
        "give the accountant access to the folder Rechnungen 2026 in the Drive, Alasdair Hamilton, view only"
    assert german.english("was is für Samstag bestellt? muss wissen wieviel Sacher ich backen muss") == \
        "what orders are there for saturday? I need to know how much Sacher I have to bake"
    assert german.english("Dr Ainslie hat storniert, die Esterhazy am Samstag kannst rausnehmen") == \
        "Dr Ainslie has cancelled, you can remove the Esterhazy on saturday"


def test_other_languages_stay_as_typed():
    for said in ("is it der, die or das Nutella?? we had a big Streit about this at the Sprachcafé",
                 "Hygienekontrolle from Bezirksamt on 2. december 10 uhr, put in kalender",
                 "Who comes all on thursday for the tours? I want even know how many people it are",
                 "q tengo mañana??", "cosa ho mercoledì?"):
        assert german.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("Termin mit dem Steuerberater, Mr Gillies, am donnerstag um 2 in Inverness. dauert so 1 std", "calendar.events.insert"),
    ("erinner mich am freitag die DIN bei den Kinderski nachzustellen bevor die Schulgruppe kommt", "tasks.tasks.insert"),
    ("hast du die nummer vom Ruairidh? der mit der Kantenschleifmaschine in Grantown", "people.people.searchContacts"),
    ("mach mir einen Entwurf an Cairngorm Mountain (groups@cairngormmountain.co.uk) wegen Schulgruppe im Januar, ca 25 "
     "Kinder, ob sie Rabatt auf Liftpass geben wenn wir Ski+Helm machen. NOCH NICHT schicken, ich les morgen nochmal drueber",
     "gmail.users.drafts.create"),
    ("vom 24. bis 28. Dezember bin ich in Zürich bei mami. mach bitte eine automatische Antwort: Laden zu, ab 29.12. wieder "
     "da, dringend bitte Mhairi anrufen 07700 900200", "gmail.users.settings.updateVacation"),
    ("notiz bitte: Lukas Meier will nächsten Februar wieder die Head Kore 177, reservieren sobald er die Daten schickt",
     "notes.create"),
    ("erinner mich morgen in der Früh, dass ich die Siebträger entkalk", "tasks.tasks.insert"),
    ("die rechnung_meinl_nov.pdf in Downloads gehört nach Dokumente/Buchhaltung/2026, tu die bitte rüber", "files.move"),
    ("was hab ich mir da notiert wegen der Preiserhöhung im Jänner? irgendwas mit Melange", "notes.search"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_gets_no_call(gate):
    assert not gate.plan("5 tage ski und schuhe, das ist 28 + 12 am tag, und 10% rabatt weil stammkunde. wieviel macht das?").calls
    assert not gate.plan("Sachertorte Rezept is für a 22er Form mit 140g Mehl. ich will heuer eine 26er backen, wieviel "
                         "Mehl nehm ich da").calls
