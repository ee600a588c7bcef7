"""Everyday requests from blind sets 263–266 (a Walthamstow empanada shop (Mapudungun), an astronomer writing UTC, a Dearborn mansaf restaurant (Jordanian Arabic);
a Bath Balinese spa, a retired police sergeant, a Bristol Maasai bead stall; a Slough Kashubian deli, a taxi driver who
writes like match commentary, a Moss Side bazin café (Libyan Arabic); a Bath Sorbian craft stall, a yoga teacher, a Montreal
Algerian bakery), written on Monday 23 November 2026; each
was planned wrong at first sight (session 54), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("what have I got wüle? I think a delivery is coming", "calendar.events.list"),  # chat at first sight
    ("If I start at 23:47 UTC tonight, what time is that for my colleague at Cerro Tololo?", None),  # an event made at first sight
    ("yislamo habibi you saved me today 🙏", None),  # an event made at first sight
    ("suksma Steward, you help me so much 🌺", None),  # domainsrdap.getHelp at first sight
    ("The Neighbourhood Watch meeting tomorrow evening has been put back. It will now commence at 19:30 hours and not 19:00 hours as previously stated. Amend accordingly.", "calendar.events.patch"),  # an event made at first sight
    ("the post parcel to Leeds task, i did it ✅ tick it", "tasks.tasks.patch"),  # a to-do made at first sight
    ("GET IN!!! email wor Kev kev.boyce@outlook.com - tell him the Boxing Day tickets are sorted, £38 each, he can pay us back whenever", "gmail.users.messages.send"),  # a message read at first sight
    ("NEW SIGNING! Big Davie's got a new phone, change his number to 07812 443906", "people.people.updateContact"),  # a contact made at first sight
    ("what have I got jutře?", "calendar.events.list"),  # chat at first sight
    ("has Rowan from the Mansion sent over the room hire invoice for November yet? 🤍", "gmail.users.messages.list"),  # chat at first sight
    ("Could you draft (not send!! I want to sit with it first 🙏) my December newsletter to students@skyemorrowyoga.co.uk, subject 'Winter Solstice Circle ✨', saying the solstice circle is on Monday 21st December 6-8pm at the Mansion, £22, cacao & candlelight, only 20 spaces", "gmail.users.drafts.create"),  # a draft sent at first sight
    ("envoie un mail a nadia.benali@gmail.com: Salam Nadia, ta zlabia (60 pièces) est prête ghedwa à partir de 8h. Saha, Karim", "gmail.users.messages.send"),  # the mail searched at first sight
    ("rappelle moi lundi prochain de payer le loyer du local", "tasks.tasks.insert"),  # the tables listed at first sight
    ("c quoi le numero de Samir le livreur", "people.people.searchContacts"),  # chat at first sight
    ("montre moi la feuille Ventes Novembre, A1 à D30", "sheets.spreadsheets.values.get"),  # chat at first sight
    ("crée un nouveau doc 'Menu Ramadan 2027'", "docs.documents.create"),  # a document read at first sight
    ("comment on dit 'fresh msemen every morning from 6am' en français pour l'affiche?", None),  # drive.comments.create at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
