"""Changing a contact: the field said, the contact found by the name said, its etag sent back (People API)."""

from __future__ import annotations

import pytest

from core.planner.relevance import RelevanceGate
from core.playground import PlaygroundServer
from tests.planner.plans import only_call
from tests.playground.test_people import CONTACTS, MASK
from tests.playground.test_resources import google_client

FOUND = {"results": [{"person": {"resourceName": "people/c1", "etag": "%EgUBAi43PRo", "names": [{"displayName": "Ben Carter"}]}},
                     {"person": {"resourceName": "people/c2", "etag": "%EgUBAj9xQ", "names": [{"displayName": "Sam Patel"}]}}]}


def test_a_new_email_or_number_updates_the_contact_found_by_name(planner):
    gate = RelevanceGate(planner, planner.catalog)
    for request, name, mask, field, contact in (
            ("Ben changed jobs, update his email to ben.carter@newjob.com", "Ben", "emailAddresses",
             {"emailAddresses": [{"value": "ben.carter@newjob.com"}]}, ("people/c1", "%EgUBAi43PRo")),
            ("sams got a new number 07911 123456 can u update him", "sam", "phoneNumbers",
             {"phoneNumbers": [{"value": "07911 123456"}]}, ("people/c2", "%EgUBAj9xQ"))):
        asked = gate.plan(request)
        assert asked.calls[0].method == "people.people.updateContact"  # was Drive Activity / plain chat
        search = only_call(planner.lookup(asked))
        assert (search.method, search.arguments["query"]) == ("people.people.searchContacts", name)
        call = only_call(planner.resolve(asked, FOUND))
        assert call.arguments == {"resourceName": contact[0], "updatePersonFields": mask,
                                  "body": {**field, "etag": contact[1]}}  # the People API refuses a change without it


def test_a_contact_without_a_name_said_is_asked_about_not_guessed(planner):
    asked = planner.plan("update Priya's number to +44 20 7946 0958")
    assert "resourceName" not in asked.calls[0].arguments  # "to +44" is no contact
    assert only_call(planner.lookup(asked)).arguments["query"] == "Priya"
    nobody = planner.resolve(asked, {"results": []})
    assert nobody.kind == "chat" and not nobody.calls


@pytest.fixture
def people():
    with PlaygroundServer() as server:
        yield google_client(server, "people.v1", [CONTACTS]).people()


def _run(people, call):
    return getattr(people, call.method.rsplit(".", 1)[-1])(**call.arguments).execute()


def test_the_planners_contact_change_runs_against_the_people_api(planner, people) -> None:
    people.createContact(body={"names": [{"givenName": "Ben", "familyName": "Carter"}],
                               "emailAddresses": [{"value": "ben@oldjob.com"}], "phoneNumbers": [{"value": "0161 496 0000"}]}
                         ).execute()
    asked = planner.plan("Ben changed jobs, update his email to ben.carter@newjob.com")
    found = _run(people, only_call(planner.lookup(asked)))  # people.searchContacts(query="Ben", readMask=…)
    changed = _run(people, only_call(planner.resolve(asked, found)))
    assert changed["emailAddresses"] == [{"value": "ben.carter@newjob.com"}]
    assert people.searchContacts(query="Ben", readMask=MASK).execute()["results"][0]["person"]["phoneNumbers"] == \
        [{"value": "0161 496 0000"}]  # only the field said was replaced
