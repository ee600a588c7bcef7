"""The Playground's People API, driven by google-api-python-client (the planner's contact changes run
against it in tests/planner/test_contacts.py)."""

from __future__ import annotations

import pytest
from googleapiclient.errors import HttpError

from core.playground import PlaygroundServer
from tests.playground.test_resources import google_client

CONTACTS = "https://www.googleapis.com/auth/contacts"
MASK = "names,emailAddresses,phoneNumbers"


@pytest.fixture
def people():
    with PlaygroundServer() as server:
        yield google_client(server, "people.v1", [CONTACTS]).people()


def test_contacts_are_searched_by_the_start_of_their_words_and_updated_only_with_their_etag(people) -> None:
    ben = people.createContact(body={"names": [{"givenName": "Ben", "familyName": "Carter"}],
                                     "emailAddresses": [{"value": "ben@oldjob.com"}]}).execute()
    people.createContact(body={"names": [{"givenName": "Benedict", "familyName": "Ames"}]}).execute()
    found = people.searchContacts(query="carter", readMask=MASK).execute()["results"]
    assert [r["person"]["names"][0]["displayName"] for r in found] == ["Ben Carter"]
    assert len(people.searchContacts(query="ben", readMask=MASK).execute()["results"]) == 2
    assert people.searchContacts(query="zed", readMask=MASK).execute() == {}

    changed = people.updateContact(resourceName=ben["resourceName"], updatePersonFields="emailAddresses",
                                   body={"etag": ben["etag"], "emailAddresses": [{"value": "ben@newjob.com"}]}).execute()
    assert changed["emailAddresses"] == [{"value": "ben@newjob.com"}] and changed["etag"] != ben["etag"]
    with pytest.raises(HttpError) as stale:  # the etag read before the change is refused: nothing overwritten
        people.updateContact(resourceName=ben["resourceName"], updatePersonFields="emailAddresses",
                             body={"etag": ben["etag"], "emailAddresses": [{"value": "x@y.z"}]}).execute()
    assert stale.value.resp.status == 400 and "etag" in str(stale.value)
    assert people.get(resourceName=ben["resourceName"], personFields=MASK).execute()["emailAddresses"] == \
        [{"value": "ben@newjob.com"}]
    people.deleteContact(resourceName=ben["resourceName"]).execute()
    with pytest.raises(HttpError):
        people.get(resourceName=ben["resourceName"], personFields=MASK).execute()


def test_contact_groups_are_listed_made_and_deleted_and_members_go_in_and_out() -> None:
    with PlaygroundServer() as server:
        _groups_and_members(google_client(server, "people.v1", [CONTACTS]))


def _groups_and_members(people) -> None:
    fiona = people.people().createContact(body={"names": [{"givenName": "Fiona", "familyName": "Marsh"}]}).execute()
    groups = people.contactGroups()
    riders = groups.create(body={"contactGroup": {"name": "Wheelers Sunday Riders"}}).execute()
    listed = groups.list().execute()["contactGroups"]
    assert {g["formattedName"]: g["groupType"] for g in listed} == {
        "My Contacts": "SYSTEM_CONTACT_GROUP", "Starred": "SYSTEM_CONTACT_GROUP", "Wheelers Sunday Riders": "USER_CONTACT_GROUP"}
    with pytest.raises(HttpError) as twice:
        groups.create(body={"contactGroup": {"name": "wheelers sunday riders"}}).execute()
    assert twice.value.resp.status == 409

    members = groups.members()
    answer = members.modify(resourceName=riders["resourceName"],
                            body={"resourceNamesToAdd": [fiona["resourceName"], "people/c404"]}).execute()
    assert answer == {"notFoundResourceNames": ["people/c404"]}  # a person who is not a contact is said, not added
    got = groups.get(resourceName=riders["resourceName"], maxMembers=10).execute()
    assert got["memberResourceNames"] == [fiona["resourceName"]] and got["memberCount"] == 1
    members.modify(resourceName=riders["resourceName"], body={"resourceNamesToRemove": [fiona["resourceName"]]}).execute()
    assert groups.get(resourceName=riders["resourceName"], maxMembers=10).execute()["memberCount"] == 0
    with pytest.raises(HttpError) as system:
        groups.delete(resourceName="contactGroups/myContacts").execute()
    assert system.value.resp.status == 400
    groups.delete(resourceName=riders["resourceName"]).execute()
    assert [g["formattedName"] for g in groups.list().execute()["contactGroups"]] == ["My Contacts", "Starred"]
