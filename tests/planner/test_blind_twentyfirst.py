"""Everyday requests from the twenty-first blind set (a dog groomer, a physio, a tattoo artist), written on Thursday
26 November 2026: the method each one means, and the values a user would notice if they were wrong."""

from __future__ import annotations

import pytest

from core.planner import replies
from tests.planner.plans import THURSDAY, only_call

PRICES = {"range": "Sheet1!A1:Z4", "values": [["Service", "Small", "Large"], ["Full groom", "£35", "£55"], ["Nail clip", "£10"],
                                               ["Bath & brush", "£20", "£30"]]}


CLOCK = THURSDAY  # the day the set was written (the planner fixture plans at it)


@pytest.mark.parametrize(("request_text", "method"), [
    ("what's Edith Gray's address, ive got a home visit", "people.people.searchContacts"),  # chit-chat
    ("set up a filter so evrything from groomersdirect.co.uk goes under Suppliers", "gmail.users.settings.filters.create"),
    ("ellie marsh has cancelled her consult sat the 5th, take it out the diary", "calendar.events.delete"),  # a mobile device
    ("draft a reply to Dr Okonkwo's referral email re Gareth Lloyd: Thanks for the referral. I've booked Gareth in for an "
     "initial assessment on Thursday 3rd Dec at 2pm and will send my report afterwards.", "gmail.users.drafts.create"),  # sent
    ("change nail clip to £12 on the price list", "sheets.spreadsheets.values.update"),  # Drive's change log
    ("permanently delete 'flash sheet 2024.pdf' from my drive, dont just bin it", "drive.files.delete"),  # emptied the Bin
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_dog_groomer_would_notice(planner):
    bella = only_call(planner.plan("can u put Bella in for a full groom tmrw at half 2, 2 hrs - owner is Sarah Mitchell"))
    assert bella.arguments["body"]["summary"] == "Full groom for Bella"  # "Bella"
    change = planner.plan("change nail clip to £12 on the price list")
    sheet = planner.resolve(change, {"files": [{"id": "s1", "name": "Price List 2026"}]})
    assert planner.lookup(sheet).calls[0].arguments == {"spreadsheetId": "s1", "range": "A:Z"}  # its rows are read
    clipped = only_call(planner.resolve(sheet, PRICES))
    assert (clipped.arguments["range"], clipped.arguments["body"]) == ("B3", {"values": [["£12"]]})  # the nail clip's price
    missing = planner.resolve(planner.resolve(planner.plan("change ear clean to £8 on the price list"),
                                              {"files": [{"id": "s1", "name": "Price List 2026"}]}), PRICES)
    assert missing.kind == "chat" and not missing.calls and "no row with 'ear clean'" in missing.reply
    asked = planner.plan("whats a large breed full groom on the price list sheet atm").calls[0]
    assert asked.arguments["range"] == "A:Z"  # the sheet, not a range called "price"
    supplier = only_call(planner.plan("set up a filter so evrything from groomersdirect.co.uk goes under Suppliers"))
    assert supplier.arguments["body"] == {"criteria": {"from": "groomersdirect.co.uk"}, "action": {"addLabelIds": ["Suppliers"]}}
    duke = only_call(planner.plan("new contact pls, Graham Pike (Duke the boxer's owner) 07700 900655, 14 Mill Lane Hebden Bridge"))
    assert duke.arguments["body"]["addresses"] == [{"formattedValue": "14 Mill Lane Hebden Bridge"}]  # it asked for a name
    assert duke.arguments["body"]["biographies"] == [{"value": "Duke the boxer's owner"}]
    van = only_call(planner.plan("remind me to book the van in for its MOT, due fri"))
    assert van.arguments["body"]["title"] == "Book the van in for its MOT"  # "Book the van"


def test_what_the_physio_would_notice(planner):
    edith = only_call(planner.plan("what's Edith Gray's address, ive got a home visit"))
    assert edith.arguments == {"query": "Edith Gray", "readMask": "names,emailAddresses,phoneNumbers,addresses"}
    cpd = only_call(planner.plan("block out room 3 wed 2nd dec 1 til 5 for CPD training"))
    assert cpd.arguments["body"] == {"summary": "CPD training", "start": {"dateTime": "2026-12-02T13:00:00+00:00"},
                                     "end": {"dateTime": "2026-12-02T17:00:00+00:00"}, "location": "room 3"}  # all day
    draft = planner.plan("draft a reply to Dr Okonkwo's referral email re Gareth Lloyd: Thanks for the referral. I've booked "
                         "Gareth in for an initial assessment on Thursday 3rd Dec at 2pm and will send my report afterwards.")
    assert planner.lookup(draft).calls[0].arguments["q"] == "dr okonkwo referral gareth lloyd -in:sent"
    found = planner.resolve(draft, {"messages": [{"id": "m1", "threadId": "t1"}]})
    referral = {"id": "m1", "threadId": "t1", "payload": {"headers": [{"name": "From", "value": "Dr Okonkwo <okonkwo@gp.example>"},
                                                                      {"name": "Subject", "value": "Referral: Gareth Lloyd"}]}}
    body = only_call(planner.resolve(found, referral)).arguments["body"]
    kept = replies.decoded(body["message"]["raw"])
    assert (kept["To"], kept["Subject"], body["message"]["threadId"]) == ("Dr Okonkwo <okonkwo@gp.example>",
                                                                          "Re: Referral: Gareth Lloyd", "t1")
    assert kept.get_content().startswith("Thanks for the referral.")
    letters = only_call(planner.plan("find any referral letters that mention rotator cuff"))
    assert letters.arguments["query"] == "rotator cuff"  # "referral"


def test_what_the_tattoo_artist_would_notice(planner):
    old = only_call(planner.plan("delete the rose_flash_OLD folder in ~/Designs"))
    assert old.arguments == {"path": "~/Designs/rose_flash_OLD"}  # it would have deleted ~/Designs
    renamed = only_call(planner.plan("rename jade_sleeve_v2.png in Designs to jade_sleeve_FINAL.png"))
    assert renamed.arguments == {"source": "Designs/jade_sleeve_v2.png", "destination": "Designs/jade_sleeve_FINAL.png"}
    shared = planner.plan("share the Tom Reilly - Shoulder Programme doc with tom.reilly88@gmail.com so he can look at it")
    assert shared.kind == "clarify" and "fileId" not in shared.calls[0].arguments  # the address was taken as the file's id
    flash = planner.plan("permanently delete 'flash sheet 2024.pdf' from my drive, dont just bin it")
    assert planner.lookup(flash).calls[0].arguments["q"] == "name = 'flash sheet 2024.pdf' and trashed = false"  # '2024.pdf'
    promo = only_call(planner.lookup(planner.plan("bin that black friday promo email from InkSupply")))
    assert promo.arguments["q"] == "from:InkSupply black friday promo"  # only Friday's mail
    for request, query in (("whats karen hughes mobile", "karen hughes"), ("whats ellie marshs number again", "ellie marsh")):
        assert only_call(planner.plan(request)).arguments["query"] == query  # the first name alone
