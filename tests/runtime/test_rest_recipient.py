"""An e-mail to someone named without an address, end to end against the Playground: the person is looked up in
the contacts (a read), and the message goes to the address found there; a name with no contact sends nothing."""

from __future__ import annotations

import base64
import email
from email import policy

from core.planner import Planner
from core.runtime import Action, Target
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

ACCOUNT = Target(kind="rest", location="playground")
CONTACTS = "https://www.googleapis.com/auth/contacts"


def run(runtime, call):
    return runtime.execute(Action(method_id=call.method, arguments=call.arguments, target=ACCOUNT)).result


def test_an_email_to_a_contact_by_name_goes_to_their_address(rest_runtime, playground, catalog):
    people = google_client(playground, "people.v1", [CONTACTS]).people()
    people.createContact(body={"names": [{"givenName": "Graham", "familyName": "Price"}],
                               "emailAddresses": [{"value": "graham.price@charity.example.org"}]}).execute()
    people.createContact(body={"names": [{"givenName": "Grace", "familyName": "Hill"}],
                               "emailAddresses": [{"value": "grace@example.org"}]}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("email the weekly figures to our area manager Graham Price - takings £1,842, 312 items sold, "
                        "Gift Aid sign ups 14. keep it short")
    lookup = planner.lookup(plan)
    (search,) = lookup.calls
    assert search.method == "people.people.searchContacts" and all(s.endswith("contacts.readonly") for s in search.scopes)
    plan = planner.resolve(plan, run(rest_runtime, search))
    assert plan.kind == "calls" and planner.lookup(plan) is None
    sent_id = run(rest_runtime, plan.calls[0])["id"]
    sent = playground.items("gmail.messages")[sent_id]
    message = email.message_from_bytes(base64.urlsafe_b64decode(sent["raw"] + "=" * (-len(sent["raw"]) % 4)),
                                       policy=policy.default)
    assert message["To"] == "graham.price@charity.example.org"
    assert message.get_content().strip() == "Takings £1,842, 312 items sold, Gift Aid sign ups 14"  # not "keep it short"


def test_a_name_with_no_contact_sends_nothing(rest_runtime, playground, catalog):
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("send mum an email saying happy birthday")
    answer = planner.resolve(plan, run(rest_runtime, planner.lookup(plan).calls[0]))
    assert answer.kind == "chat" and not answer.calls and "I found no contact called mum" in answer.reply
    assert not [c for c in playground.calls if c.method_id == "gmail.users.messages.send"]
