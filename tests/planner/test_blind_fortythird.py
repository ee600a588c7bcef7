"""Everyday requests from the forty-third and forty-fourth blind sets (a dance school owner, a chimney sweep, a darts
league secretary; a swimming club gala secretary, a vintage clothes seller, a bell-ringing tower captain), written on
Friday 27 November 2026, and the method each means."""

from __future__ import annotations

import pytest

from tests.planner.plans import only_call


@pytest.mark.parametrize(("request_text", "method"), [
    ("did st andrews send the hall invoice for november? cant find it anywhere", "gmail.users.messages.list"),  # Search Ads invoices
    ("did county ever send the entry pack for the winter champs?? pretty sure it came in oct sometime",
     "gmail.users.messages.list"),  # chat
    ("and anything that comes in from hetas put it straight in Certificates", "gmail.users.settings.filters.create"),  # chat
    ("can you set it up so anything with gala entry in the subject goes straight into my Gala Entries label n skips the inbox pls",
     "gmail.users.settings.filters.create"),  # one message labelled
    ("knock the burberry trench down to £85 in the stock db, its just not shifting", "sqlite.update"),  # the table list
    ("new starter!! ava okafor, baby ballet sat mornings, mums email is t.okafor@outlook.com, shes paid the £45 already. pop her "
     "in the pupils database pls", "sqlite.insert"),  # a message inserted into the mailbox
])
def test_the_method_a_request_means(planner, request_text, method):
    assert planner.plan(request_text).calls[0].method == method


def test_what_the_secretaries_would_notice(planner):
    searched = only_call(planner.plan("did st andrews send the hall invoice for november? cant find it anywhere"))
    assert "cant" not in searched.arguments["q"]  # "cant anywhere" was searched for
    hetas = only_call(planner.plan("and anything that comes in from hetas put it straight in Certificates")).arguments["body"]
    assert hetas == {"criteria": {"from": "hetas"}, "action": {"addLabelIds": ["Certificates"]}}
    gala = only_call(planner.plan("can you set it up so anything with gala entry in the subject goes straight into my Gala Entries "
                                  "label n skips the inbox pls")).arguments["body"]
    assert gala == {"criteria": {"subject": "gala entry"}, "action": {"removeLabelIds": ["INBOX"], "addLabelIds": ["Gala Entries"]}}


def test_a_text_file_keeps_its_spaced_name_and_the_text_after_the_dash(planner):
    fixtures = only_call(planner.plan("write tues 1st dec fixtures into a text file on the desktop called fixtures 1 dec.txt: red lion "
                                      "a v crown, railway v colliers"))
    assert fixtures.arguments == {"path": "~/Desktop/fixtures 1 dec.txt", "content": "red lion a v crown, railway v colliers"}  # dec.txt
    blazer = only_call(planner.plan("save the blazer measurements as a text file called blazer.txt in my Shop folder - p2p 21in, "
                                    "length 27"))
    assert blazer.arguments["content"] == "p2p 21in, length 27"  # "the blazer measurements as a text file called blazer.txt"
