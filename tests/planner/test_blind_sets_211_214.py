"""Everyday requests from blind sets 211–214 (a Leicester injera café (Tigrinya words), a man with Parkinson's whose typing shakes,
a Brick Lane curry house (Sylheti); a Northampton care agency (Chichewa), a dad who types in capitals, an Irish Traveller's
driveway firm; a London momo stall (Tibetan), a Dutch-born engineer writing ISO dates, a Luton mobile mechanic (Swahili); a
Tooting hoppers stall (Sinhala), a Manx woman, a Rotterdam scooter repairer (Papiamento)), written on Monday 23 November 2026;
each was planned wrong at first sight (session 52), as its comment says."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("typed", "method"), [
    ("I go Asmara 1 december, back 15. can u put email answer say café is open, haftey Saba is there, call 0116 255 3140", "gmail.users.settings.updateVacation"),  # an e-mail sent at first sight
    ("yekenyeley my dear, you help me so much ❤️", None),  # domainsrdap.getHelp at first sight
    ("cancell bridgge tomorriw not uo to it", "calendar.events.delete"),  # chat at first sight
    ("whhat is on my calensar nextweek", "calendar.events.list"),  # chat at first sight
    ("email claire cant makke sunday lunch sorry wiill ring her saturdday evening love dad", "gmail.users.messages.send"),  # an event made at first sight
    ("draftt email to bowls clubcommittee  i resign as treasurer from 31 decemberr 2026 wil finish the year end accounts and hand over by 31 januray", "gmail.users.drafts.create"),  # an event made at first sight
    ("boots pharmacyy phone numberr", "people.people.searchContacts"),  # a contact made at first sight
    ("add to tthe dr okafor note also sleeeping badly waking 3am", "notes.update"),  # a note made at first sight
    ("deliveroo er email ta khujo, commission nie kisu bolse", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("last month er just eat invoice ta khuj pc te", "files.search"),  # dfareporting.advertiserInvoices.list at first sight
    ("sunday takings 2840 - card 1960 cash 880, sheet e add koro", "sheets.spreadsheets.values.append"),  # an event made at first sight
    ("dering what I have?", "calendar.events.list"),  # chat at first sight
    ("Cancel dentist 2026-12-02.", "calendar.events.delete"),  # chat at first sight
    ("Imran kesho 2pm move it to 4, he stuck at work", "calendar.events.patch"),  # classroom.courses.courseWork.patch at first sight
    ("Good morning. Would you look and see whether the Steam Packet have sent the confirmation for my sailing across on the 4th? I can't find it anywhere.", "gmail.users.messages.list"),  # identitytoolkit.relyingparty.getOobConfirmationCode at first sight
    ("boekhouder is wednesday right? schuif naar friday same time pls", "calendar.events.patch"),  # calendar.events.instances at first sight
    ("belastingdienst send me smth about the btw?", "gmail.users.messages.list"),  # an e-mail sent at first sight
    ("Draft (do not send) a reply to Prof. Hargreaves: 1. I accept to review chapter 4; 2. comments ready by 2026-12-11; 3. I prefer PDF, "
     "not .docx.", "gmail.users.drafts.create"),  # a comment's reply written at first sight
])
def test_what_a_careful_assistant_does_first(gate, typed, method):
    plan = gate.plan(typed)
    assert (plan.calls[0].method if plan.calls else None) == method
