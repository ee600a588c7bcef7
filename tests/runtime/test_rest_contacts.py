"""A contact change, end to end against the Playground's People API: the person is found by the name said,
updated with its etag, and Undo puts the old e-mail back — unless the contact was edited since, which the
People API refuses (the etag the change returned is stale), so nothing is overwritten."""

from __future__ import annotations

import pytest

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import ActionFailed, UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

CONTACTS = "https://www.googleapis.com/auth/contacts"
MASK = "names,emailAddresses,phoneNumbers"


@pytest.fixture
def targets(tmp_path):
    return ActionTargets.from_paths(tmp_path, tmp_path / "notes.db", [], rest_account="playground")


def _changed(planner, runtime, targets, request):
    asked = planner.plan(request)
    (search,) = planner.lookup(asked).calls
    found = runtime.execute(action_for_call(search.method, search.arguments, targets)).result
    (call,) = planner.resolve(asked, found).calls
    assert call.reversible  # the dialog offers Undo
    return runtime.execute(action_for_call(call.method, call.arguments, targets))


def test_a_contact_change_is_undone_and_an_edit_made_since_is_kept(rest_runtime, playground, catalog, targets):
    people = google_client(playground, "people.v1", [CONTACTS]).people()
    ben = people.createContact(body={"names": [{"givenName": "Ben", "familyName": "Carter"}],
                                     "emailAddresses": [{"value": "ben@oldjob.com"}]}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)

    def email() -> list:
        return people.get(resourceName=ben["resourceName"], personFields=MASK).execute().get("emailAddresses")

    outcome = _changed(planner, rest_runtime, targets, "Ben changed jobs, update his email to ben.carter@newjob.com")
    assert email() == [{"value": "ben.carter@newjob.com"}]
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert email() == [{"value": "ben@oldjob.com"}]

    outcome = _changed(planner, rest_runtime, targets, "Ben changed jobs, update his email to ben.carter@newjob.com")
    current = people.get(resourceName=ben["resourceName"], personFields=MASK).execute()
    people.updateContact(resourceName=ben["resourceName"], updatePersonFields="emailAddresses",
                         body={"etag": current["etag"], "emailAddresses": [{"value": "ben@third.org"}]}).execute()
    with pytest.raises(ActionFailed, match="etag"):
        rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert email() == [{"value": "ben@third.org"}]  # the later edit stands
