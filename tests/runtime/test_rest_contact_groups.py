"""A contact into a contact group, end to end against the Playground's People API: the group and then the
person are found by the names said, the member is added with one call, and Undo takes the person out again."""

from __future__ import annotations

import pytest

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

CONTACTS = "https://www.googleapis.com/auth/contacts"


@pytest.fixture
def targets(tmp_path):
    return ActionTargets.from_paths(tmp_path, tmp_path / "notes.db", [], rest_account="playground")


def test_a_contact_added_to_a_group_by_names_is_taken_out_again_by_undo(rest_runtime, playground, catalog, targets):
    api = google_client(playground, "people.v1", [CONTACTS])
    people = api.people()
    fiona = people.createContact(body={"names": [{"givenName": "Fiona", "familyName": "Marsh"}]}).execute()
    people.createContact(body={"names": [{"givenName": "Fred", "familyName": "Ames"}]}).execute()
    groups = api.contactGroups()
    riders = groups.create(body={"contactGroup": {"name": "Wheelers Sunday Riders"}}).execute()
    groups.create(body={"contactGroup": {"name": "Book Club"}}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)

    def run(call):
        return rest_runtime.execute(action_for_call(call.method, call.arguments, targets))

    plan = planner.plan("add Fiona Marsh to the Wheelers Sunday Riders group")
    for _ in range(2):  # the group, then the person
        (listing,) = planner.lookup(plan).calls
        plan = planner.resolve(plan, run(listing).result)
    (call,) = plan.calls
    assert plan.kind == "calls" and call.reversible
    outcome = run(call)

    def members() -> list:
        return groups.get(resourceName=riders["resourceName"], maxMembers=10).execute().get("memberResourceNames", [])

    assert members() == [fiona["resourceName"]]
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert members() == []
    assert len(people.searchContacts(query="fiona", readMask="names").execute()["results"]) == 1  # the contact stays


def test_two_people_are_added_in_one_call_after_three_look_ups(rest_runtime, playground, catalog, targets):
    api = google_client(playground, "people.v1", [CONTACTS])
    made = [api.people().createContact(body={"names": [{"givenName": g, "familyName": f}]}).execute()
            for g, f in (("Priya", "Nair"), ("Owen", "Hughes"), ("Owen", "Price"))]
    helpers = api.contactGroups().create(body={"contactGroup": {"name": "Parent Helpers"}}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan, looked = planner.plan("add Priya Nair and Owen Hughes to my Parent Helpers group in contacts"), 0
    while (listing := planner.lookup(plan)) is not None and looked < 5:  # the Session's bound on look-ups
        (call,) = listing.calls
        plan, looked = planner.resolve(plan, rest_runtime.execute(action_for_call(call.method, call.arguments, targets)).result), \
            looked + 1
    assert looked == 3 and plan.kind == "calls"  # the group, then each person
    (call,) = plan.calls
    rest_runtime.execute(action_for_call(call.method, call.arguments, targets))
    members = api.contactGroups().get(resourceName=helpers["resourceName"], maxMembers=10).execute()["memberResourceNames"]
    assert members == [made[0]["resourceName"], made[1]["resourceName"]]  # Owen Hughes, not Owen Price
