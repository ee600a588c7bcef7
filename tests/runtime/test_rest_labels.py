"""The user's Gmail labels by name, end to end against the Playground: the labels are listed in the sandbox, the
name becomes the label's id, the message (or a new filter) gets it, and Undo takes it back."""

from __future__ import annotations

import pytest

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

LABELS_SCOPE = "https://www.googleapis.com/auth/gmail.labels"


@pytest.fixture
def targets(tmp_path):
    return ActionTargets.from_paths(tmp_path, tmp_path / "notes.db", [], rest_account="playground")


def _planned(planner, runtime, targets, request):
    """The plan once its look-ups (labels, then the message) ran through the runtime, as the Session runs them."""
    plan = planner.plan(request)
    for _ in range(2):
        lookup = planner.lookup(plan)
        if lookup is None:
            break
        (call,) = lookup.calls
        plan = planner.resolve(plan, runtime.execute(action_for_call(call.method, call.arguments, targets)).result)
    return plan


def test_an_email_goes_under_the_users_label_and_undo_takes_it_off(rest_runtime, playground, catalog, targets):
    label = google_client(playground, "gmail.v1", [LABELS_SCOPE]).users().labels().create(
        userId="me", body={"name": "Receipts"}).execute()
    receipt = playground.deliver_message("Your Costco receipt", "Total 84.20", sender="orders@costco.com")
    playground.deliver_message("Lunch?", "Noon?")
    plan = _planned(Planner(None, catalog, clock=lambda: NOW), rest_runtime, targets,
                    "Put the Costco receipt email under my Receipts label")
    (call,) = plan.calls
    assert call.arguments == {"userId": "me", "id": receipt, "body": {"addLabelIds": [label["id"]]}}
    outcome = rest_runtime.execute(action_for_call(call.method, call.arguments, targets))
    assert label["id"] in playground.items("gmail.messages")[receipt]["labelIds"]
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert label["id"] not in playground.items("gmail.messages")[receipt]["labelIds"]


def test_a_filter_made_with_the_labels_id_and_undone(rest_runtime, playground, catalog, targets):
    label = google_client(playground, "gmail.v1", [LABELS_SCOPE]).users().labels().create(
        userId="me", body={"name": "Kids School"}).execute()
    plan = _planned(Planner(None, catalog, clock=lambda: NOW), rest_runtime, targets,
                    "set up a filter so anything from noreply@classdojo.com skips the inbox and goes under the Kids School label")
    (call,) = plan.calls
    assert call.method == "gmail.users.settings.filters.create"
    outcome = rest_runtime.execute(action_for_call(call.method, call.arguments, targets))
    (made,) = playground.items("gmail.filters").values()
    assert made["criteria"] == {"from": "noreply@classdojo.com"}
    assert made["action"] == {"removeLabelIds": ["INBOX"], "addLabelIds": [label["id"]]}
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert playground.items("gmail.filters") == {}
