"""Turkish as an Istanbul host of two Airbnb flats types it (blind set 108) read as English before it is planned; and the
Turkish words an English-speaking Turk drops into English left as typed."""

from __future__ import annotations

import pytest

from core.planner import turkish
from core.planner.shorthand import expand


def test_questions_and_commands_are_read_as_english():
    assert expand("bu hafta kim geliyor?") == "who is coming this week?"
    assert expand("bu hafta temizlik ne zaman, kimde?") == "when is the cleaning this week, who has it?"
    assert turkish.english("Sarah Mitchell ödemeyi yapmış, ödendi olarak işaretle lütfen") == \
        "Sarah Mitchell has made the payment, mark it paid"
    assert turkish.english("yarınki boyacı iptal oldu, takvimden sil") == \
        "tomorrow's painter is cancelled, delete it from the calendar"
    assert turkish.english("Daniel Moore aralıktaki rezervasyonu iptal etti, sil onu") == \
        "Daniel Moore cancelled the booking in December, delete it"
    assert turkish.english("toplantıyı perşembeye ertele lütfen") == "move the meeting to thursday"
    assert turkish.english("Ali'nin numarası ne?") == "what's Ali's number?"
    assert turkish.english("bu ay kaç rezervasyon var?") == "how many bookings are there this month?"


def test_suffixes_on_names_files_and_times():
    assert turkish.english("perşembe 11de kombici gelcek Moda'ya takvime ekle") == \
        "thursday at 11 the boiler technician is coming to Moda, put it in the calendar"
    assert turkish.english("masaüstündeki house_rules.txt'yi aç bakalım, sigara kısmında ne yazıyordu") == \
        "open house_rules.txt on the desktop, what did it say in the smoking part"
    assert turkish.english("çarşamba hatırlat: Cihangir'e yeni havlu ve çarşaf almam lazım") == \
        "remind me wednesday to buy new towels and sheets for Cihangir"
    assert turkish.english("airbnb'den bugün mesaj geldi mi") == "any message from airbnb today?"
    assert turkish.english("24 aralıktan 2 ocağa kadar tatildeyim, otomatik yanıt koy") == \
        "from 24 December until 2 January I'm on holiday, put the automatic reply on"
    assert turkish.english("Ayşe'yi listeden çıkar") == "take Ayşe off the list"


def test_other_languages_stay_as_typed():
    for said in ("Elif cant do saturday, family thing. Deniz takes her late shift, tamam",
                 "Can is sick the whole week, delete his shifts, I find someone else inşallah",
                 "abi what i have to order, what is under minimum", "q tengo mañana??", "cosa ho mercoledì?",
                 "markier Fernanda als bezahlt"):
        assert turkish.english(said) == said


@pytest.mark.parametrize(("request_text", "method"), [
    ("perşembe 11de kombici gelcek Moda'ya takvime ekle", "calendar.events.insert"),
    ("çarşamba hatırlat: Cihangir'e yeni havlu ve çarşaf almam lazım", "tasks.tasks.insert"),
    ("yeni tesisatçı Murat usta, 0532 614 22 87, rehbere kaydet", "people.people.createContact"),
    ("masaüstündeki house_rules.txt'yi aç bakalım, sigara kısmında ne yazıyordu", "files.read"),
    ("Cihangir modem şifresini bi yere not etmiştim, bul", "notes.search"),
    ("Moda dairenin DASK poliçesi drive'da olcaktı bulabilir misin", "drive.files.list"),
    ("airbnb'den bugün mesaj geldi mi", "gmail.users.messages.list"),
])
def test_each_request_plans_the_method_its_writer_meant(gate, request_text, method):
    assert gate.plan(request_text).calls[0].method == method


def test_a_sum_and_advice_get_no_call(gate):
    for said in ("gecelik 65 euro 4 gece, airbnb %3 kesiyor elime kaç geçer",
                 "misafir saat 2de çıkmak istiyor, checkout 11. ingilizce kibarca nasıl hayır derim?"):
        plan = gate.plan(said)
        assert plan.kind == "chat" and not plan.calls
