"""Uploading a file of the user's folder to Drive, end to end against the Playground: the planner names
the file, the action reads it from the folder only, the sandboxed connector sends it as one multipart
upload through the broker, and Undo deletes the uploaded file."""

from __future__ import annotations

import pytest

from core.local_actions import ActionTargets, CallNotRunnable, action_for_call
from core.planner import Planner
from core.runtime import ActionRejected, UndoRecord
from tests.planner.plans import NOW


@pytest.fixture
def targets(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    (tmp_path / "secret.txt").write_text("not in the folder")
    return ActionTargets.from_paths(folder, tmp_path / "notes.db", [], rest_account="playground")


def test_a_file_of_the_folder_is_uploaded_whole_and_undo_deletes_it(rest_runtime, playground, catalog, targets):
    content = "milk\neggs\n" + "é" * 3000  # not ASCII, over one line
    (targets.files_root / "notes.txt").write_text(content, encoding="utf-8")
    plan = Planner(None, catalog, clock=lambda: NOW).plan("Upload notes.txt to Drive")
    (call,) = plan.calls
    assert call.method == "drive.files.create" and call.arguments == {"body": {"name": "notes.txt"}, "media": "notes.txt"}
    assert "uploads the contents of notes.txt" in call.summary  # the permission dialog says what leaves the machine
    assert call.scopes == ["https://www.googleapis.com/auth/drive.file"]

    outcome = rest_runtime.execute(action_for_call(call.method, call.arguments, targets))
    stored = playground.items("drive.files")[outcome.result["id"]]
    assert stored["name"] == "notes.txt" and stored["mimeType"] == "text/plain"
    assert stored["size"] == str(len(content.encode("utf-8")))
    assert [c.path for c in playground.calls if c.method_id == "drive.files.create"] == ["/upload/drive/v3/files"]
    assert outcome.reversible
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert outcome.result["id"] not in playground.items("drive.files")


def test_only_files_in_the_folder_can_be_uploaded(rest_runtime, targets):
    with pytest.raises(CallNotRunnable, match="outside your folder"):
        action_for_call("drive.files.create", {"media": "../secret.txt"}, targets)
    with pytest.raises(CallNotRunnable, match="no file 'missing.txt' in your folder"):
        action_for_call("drive.files.create", {"media": "missing.txt"}, targets)
    (targets.files_root / "a.txt").write_text("a")
    action = action_for_call("drive.files.list", {"media": "a.txt"}, targets)
    with pytest.raises(ActionRejected, match="takes no file upload"):
        rest_runtime.execute(action)
