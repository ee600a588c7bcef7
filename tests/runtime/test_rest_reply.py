"""Replying to and forwarding an e-mail end to end against the Playground: the planner finds the newest
message the request means (a read), reads it (a read), and the reply goes to its sender in its thread;
a forward goes to the address named with the original attached whole."""

from __future__ import annotations

import base64
import email
from email import policy

from core.planner import Planner
from core.runtime import Action, Target
from tests.planner.plans import NOW

ACCOUNT = Target(kind="rest", location="playground")


def run(runtime, call):
    return runtime.execute(Action(method_id=call.method, arguments=call.arguments, target=ACCOUNT)).result


def test_a_reply_goes_to_the_sender_in_the_thread_it_answers(rest_runtime, playground, catalog):
    playground.deliver_message("Lunch?", "Free on Friday?", sender="Tom <tom@example.com>")
    asked = playground.deliver_message("Dinner on Monday?", "Are you free?", sender="Sarah Lee <sarah@example.com>")
    original = playground.items("gmail.messages")[asked]
    planner = Planner(None, catalog, clock=lambda: NOW)

    plan = planner.plan("Reply to the email from Sarah saying thanks, see you Monday")
    assert plan.kind == "clarify" and plan.calls[0].method == "gmail.users.messages.send"
    looked_up = []
    for _ in range(2):  # the Session's look-up rounds: the message, then its headers
        lookup = planner.lookup(plan)
        looked_up.append(lookup.calls[0].method)
        assert all(scope.endswith("gmail.readonly") for scope in lookup.calls[0].scopes)  # reads only
        plan = planner.resolve(plan, run(rest_runtime, lookup.calls[0]))
    assert looked_up == ["gmail.users.messages.list", "gmail.users.messages.get"]
    assert plan.kind == "calls" and "Sarah Lee" in plan.summary and "Dinner on Monday?" in plan.summary

    sent_id = run(rest_runtime, plan.calls[0])["id"]
    sent = playground.items("gmail.messages")[sent_id]
    assert sent["threadId"] == original["threadId"]  # in the thread it answers
    raw = base64.urlsafe_b64decode(sent["raw"] + "=" * (-len(sent["raw"]) % 4))
    reply = email.message_from_bytes(raw, policy=policy.default)
    message_id = next(h["value"] for h in original["payload"]["headers"] if h["name"] == "Message-ID")
    assert reply["To"] == "Sarah Lee <sarah@example.com>" and reply["Subject"] == "Re: Dinner on Monday?"
    assert reply["In-Reply-To"] == message_id and reply["References"] == message_id
    assert reply.get_content().strip() == "Thanks, see you Monday"  # a sentence, as sent


def test_a_reply_to_nobody_found_sends_nothing(rest_runtime, playground, catalog):
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("Reply to the email from Zed saying no thanks")
    lookup = planner.lookup(plan)
    assert lookup.calls[0].arguments["q"] == "from:Zed -in:sent"  # a message received, not one sent
    answer = planner.resolve(plan, run(rest_runtime, lookup.calls[0]))
    assert answer.kind == "chat" and answer.calls == [] and "nothing was sent" in answer.reply
    assert not [c for c in playground.calls if c.method_id == "gmail.users.messages.send"]


def test_a_forward_carries_the_original_whole_to_the_address_named(rest_runtime, playground, catalog):
    statement = playground.deliver_message("Your statement", "Balance: 10.00", sender="My Bank <alerts@bank.example>")
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("Forward the latest email from my bank to dad@example.com")
    assert plan.kind == "clarify"  # not sent as a new, empty e-mail
    for _ in range(2):
        lookup = planner.lookup(plan)
        plan = planner.resolve(plan, run(rest_runtime, lookup.calls[0]))
    assert lookup.calls[0].arguments == {"userId": "me", "id": statement, "format": "raw"}
    assert plan.kind == "calls" and "forward My Bank <alerts@bank.example>: 'Your statement'" in plan.summary

    sent_id = run(rest_runtime, plan.calls[0])["id"]
    sent = playground.items("gmail.messages")[sent_id]
    raw = base64.urlsafe_b64decode(sent["raw"] + "=" * (-len(sent["raw"]) % 4))
    forward = email.message_from_bytes(raw, policy=policy.default)
    assert forward["To"] == "dad@example.com" and forward["Subject"] == "Fwd: Your statement"
    (attached,) = [part for part in forward.iter_attachments() if part.get_content_type() == "message/rfc822"]
    original = attached.get_content()
    assert original["From"] == "My Bank <alerts@bank.example>" and original.get_content().strip() == "Balance: 10.00"
