"""An e-mail to someone named without an address: their contact is looked up, one address is used, several are
listed, none is said; a request with an address or a reply never looks anyone up."""

from __future__ import annotations


def person(name: str, *mails: str) -> dict:
    return {"person": {"resourceName": f"people/{name}", "names": [{"displayName": name}],
                       "emailAddresses": [{"value": m} for m in mails]}}


def test_the_contacts_address_is_used_or_the_choice_left_to_the_user(planner):
    plan = planner.plan("Email Graham Price saying the figures are in")
    assert planner.lookup(plan).calls[0].arguments == {"query": "Graham Price", "readMask": "names,emailAddresses"}
    two = planner.resolve(plan, {"results": [person("Graham Price", "g.price@work.example", "graham@home.example")]})
    assert two.kind == "chat" and not two.calls and "g.price@work.example" in two.reply and "nothing was sent" in two.reply
    none = planner.resolve(plan, {"results": [person("Graham Price")]})
    assert none.kind == "chat" and "has no e-mail address" in none.reply
    other = planner.resolve(plan, {"results": [person("Grace Hill", "grace@example.org")]})  # the search's near miss
    assert other.kind == "chat" and "no contact called Graham Price" in other.reply


def test_an_address_said_or_a_reply_looks_up_no_contact(planner):
    said = planner.plan("Email Graham Price (graham@example.org) saying the figures are in")
    assert said.kind == "calls" and planner.lookup(said) is None
    reply = planner.lookup(planner.plan("Reply to Graham Price's email saying thanks"))
    assert reply.calls[0].method == "gmail.users.messages.list"
