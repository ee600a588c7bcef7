"""A Drive file moved into another folder, end to end against the Playground's Drive: the file and then the folder are
found by the names said, one files.update moves it (addParents / removeParents, as Drive keeps one folder per file),
and Undo puts it back where it was. A folder that is not there moves nothing."""

from __future__ import annotations

import pytest
from googleapiclient.errors import HttpError

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

DRIVE = "https://www.googleapis.com/auth/drive"
FOLDER = "application/vnd.google-apps.folder"


@pytest.fixture
def targets(tmp_path):
    return ActionTargets.from_paths(tmp_path, tmp_path / "notes.db", [], rest_account="playground")


def planned(planner, request, run):
    """The plan after its look-ups (the Session allows five), each one a read."""
    plan, looked = planner.plan(request), 0
    while (listing := planner.lookup(plan)) is not None and looked < 5:
        (call,) = listing.calls
        assert call.method == "drive.files.list" and all(s.endswith("readonly") for s in call.scopes)
        plan, looked = planner.resolve(plan, run(call).result), looked + 1
    return plan, looked


def test_a_file_moved_into_a_folder_by_names_goes_back_on_undo(rest_runtime, playground, catalog, targets):
    files = google_client(playground, "drive.v3", [DRIVE]).files()
    admin = files.create(body={"name": "Admin", "mimeType": FOLDER}).execute()
    gift_aid = files.create(body={"name": "Gift Aid", "mimeType": FOLDER}).execute()
    files.create(body={"name": "Gift Aid declarations Oct", "mimeType": "application/pdf", "parents": [gift_aid["id"]]}).execute()
    nov = files.create(body={"name": "Gift Aid declarations Nov", "mimeType": "application/pdf", "parents": [admin["id"]]}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)

    def run(call):
        return rest_runtime.execute(action_for_call(call.method, call.arguments, targets))

    plan, looked = planned(planner, 'Hello, please could you move the "Gift Aid declarations Nov" file into the Gift Aid folder '
                                    "on Drive, somebody saved it in the wrong place", run)
    (call,) = plan.calls
    assert looked == 2 and plan.kind == "calls" and call.reversible  # it said it could not do this yet
    assert call.arguments == {"fileId": nov["id"], "addParents": gift_aid["id"], "removeParents": admin["id"]}
    assert "into 'Gift Aid'" in call.summary
    outcome = run(call)

    def parents() -> list:
        return files.get(fileId=nov["id"], fields="parents").execute()["parents"]

    assert parents() == [gift_aid["id"]]
    listed = files.list(q=f"'{gift_aid['id']}' in parents", fields="files(id,name)").execute()["files"]
    assert sorted(f["name"] for f in listed) == ["Gift Aid declarations Nov", "Gift Aid declarations Oct"]
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert parents() == [admin["id"]]


def test_a_folder_that_is_not_there_moves_nothing(rest_runtime, playground, catalog, targets):
    files = google_client(playground, "drive.v3", [DRIVE]).files()
    rota = files.create(body={"name": "Volunteer rota", "mimeType": "application/vnd.google-apps.spreadsheet"}).execute()
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan, _ = planned(planner, "move the volunteer rota spreadsheet into the Shop Admin folder in my drive",
                      lambda call: rest_runtime.execute(action_for_call(call.method, call.arguments, targets)))
    assert plan.kind == "chat" and not plan.calls and "no folder called 'Shop Admin'" in plan.reply
    assert files.get(fileId=rota["id"], fields="parents").execute()["parents"] == ["root"]
    assert not [c for c in playground.calls if c.method_id == "drive.files.update"]


def test_drive_keeps_one_folder_per_file(playground):
    files = google_client(playground, "drive.v3", [DRIVE]).files()
    folder = files.create(body={"name": "Jobs", "mimeType": FOLDER}).execute()
    quote = files.create(body={"name": "Quote.pdf"}).execute()
    for bad, reason in (({"addParents": folder["id"]}, "cannotAddParent"),  # in My Drive and in Jobs at once
                        ({"body": {"parents": [folder["id"]]}}, "fieldNotWritable"),
                        ({"addParents": "nope", "removeParents": "root"}, "notFound")):
        with pytest.raises(HttpError) as refused:
            files.update(fileId=quote["id"], **bad).execute()
        assert reason in str(refused.value.content)
    files.update(fileId=quote["id"], addParents=folder["id"], removeParents="root").execute()
    assert files.get(fileId=quote["id"]).execute()["parents"] == [folder["id"]]
