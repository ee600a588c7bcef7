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


def _shared(planner, request: str, people: dict[str, list[dict]], files: dict) -> object:
    """Plans ``request`` through its look-ups as the Session does: contacts by name, then the file or calendar."""
    plan, asked = planner.plan(request), []
    for _ in range(5):
        look = planner.lookup(plan)
        if look is None:
            return plan, asked
        call = look.calls[0]
        asked.append(call.arguments.get("query", call.method))
        listed = {"results": people[call.arguments["query"]]} if call.method == "people.people.searchContacts" else files
        plan = planner.resolve(plan, listed)
    raise AssertionError("the look-ups did not end")


def test_a_file_shared_with_a_person_by_name_goes_to_their_contacts_address(planner):
    files = {"files": [{"id": "F1", "name": "Catering menu", "mimeType": "application/vnd.google-apps.document"}]}
    plan, asked = _shared(planner, "share the catering menu w/ tina ramirez so she can edit",
                          {"tina ramirez": [person("Tina Ramirez", "tina@example.org")]}, files)
    assert asked[0] == "tina ramirez"  # the person first; the request is never written into the permission
    assert plan.kind == "calls" and [c.arguments for c in plan.calls] == [
        {"fileId": "F1", "body": {"type": "user", "role": "writer", "emailAddress": "tina@example.org"}}]


def test_each_person_named_in_a_share_is_looked_up_and_gets_the_file(planner):
    files = {"files": [{"id": "F2", "name": "December schedule", "mimeType": "application/vnd.google-apps.spreadsheet"}]}
    people = {"Denny": [person("Denny Cruz", "denny@example.org")], "Rico": [person("Rico Diaz", "rico@example.org")]}
    plan, asked = _shared(planner, "share the December schedule with Denny and Rico", people, files)
    assert asked[:2] == ["Denny", "Rico"]
    assert sorted(c.arguments["body"]["emailAddress"] for c in plan.calls) == ["denny@example.org", "rico@example.org"]
    assert {c.arguments["fileId"] for c in plan.calls} == {"F2"}


def test_a_share_with_a_name_no_contact_has_shares_nothing(planner):
    plan = planner.plan("share my work calendar with Tina Ramirez")
    assert planner.lookup(plan).calls[0].arguments["query"] == "Tina Ramirez"
    told = planner.resolve(plan, {"results": [person("Tina Ramirez")]})
    assert told.kind == "chat" and not told.calls and "nothing was shared" in told.reply


def test_a_share_with_the_team_makes_no_team_drive_and_looks_up_no_one(planner):
    plan = planner.plan("share the rota with the team")
    assert [c.method for c in plan.calls] == ["drive.permissions.create"] and plan.kind == "clarify"
    assert "emailAddress" not in str(plan.calls[0].arguments) and "displayName" not in str(plan.calls[0].arguments)
    look = planner.lookup(plan)
    assert look is None or look.calls[0].method != "people.people.searchContacts"
