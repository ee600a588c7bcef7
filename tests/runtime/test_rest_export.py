"""A Google Doc exported as a PDF, end to end against the Playground: the planner finds the Doc by its quoted
name and asks for application/pdf, the sandboxed connector brings the bytes back through the broker, the
PDF lands in the user's folder under the Doc's name (never over another file), and Undo deletes it while
it is unchanged."""

from __future__ import annotations

import pytest
from googleapiclient.http import MediaInMemoryUpload

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import ActionFailed, UndoConflict, UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

DRIVE = "https://www.googleapis.com/auth/drive"
REQUEST = "I need the 'Inventory Flat 1' Google Doc as a PDF for the new tenant, export it"


@pytest.fixture
def targets(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    return ActionTargets.from_paths(folder, tmp_path / "notes.db", [], rest_account="playground")


def _upload(playground, name: str, mime: str, text: str) -> str:
    drive = google_client(playground, "drive.v3", [DRIVE])
    media = MediaInMemoryUpload(text.encode(), mimetype="text/plain")
    return drive.files().create(body={"name": name, "mimeType": mime}, media_body=media).execute()["id"]


def _export_call(planner, runtime, targets):
    asked = planner.plan(REQUEST)
    search = planner.lookup(asked).calls[0]
    listed = runtime.execute(action_for_call(search.method, search.arguments, targets)).result
    (call,) = planner.resolve(asked, listed).calls
    return call


def test_a_doc_exported_as_a_pdf_is_saved_in_the_folder_and_undo_deletes_it(rest_runtime, playground, catalog, targets):
    doc = _upload(playground, "Inventory Flat 1", "application/vnd.google-apps.document", "Kitchen: 2 chairs\nHall: mirror")
    _upload(playground, "Inventory Flat 2", "application/vnd.google-apps.document", "Empty")
    planner = Planner(None, catalog, clock=lambda: NOW)
    call = _export_call(planner, rest_runtime, targets)
    assert (call.method, call.arguments) == ("drive.files.export", {"fileId": doc, "mimeType": "application/pdf"})
    assert call.scopes == ["https://www.googleapis.com/auth/drive.readonly"]  # a read: nothing in Drive changes

    action = action_for_call(call.method, call.arguments, targets)
    assert action.arguments["save_to"] == str(targets.files_root.resolve())
    first = rest_runtime.execute(action)
    saved = targets.files_root / "Inventory Flat 1.pdf"
    assert first.result["saved"] == str(saved.resolve())
    pdf = saved.read_bytes()
    assert pdf.startswith(b"%PDF-1.4") and b"(Kitchen: 2 chairs)" in pdf and pdf.rstrip().endswith(b"%%EOF")
    second = rest_runtime.execute(action)  # never over the first
    assert second.result["name"] == "Inventory Flat 1 (2).pdf" and saved.read_bytes() == pdf

    assert first.reversible and "Delete Inventory Flat 1.pdf" in first.undo_description
    rest_runtime.undo(UndoRecord.from_json(second.undo.to_json()))
    assert not (targets.files_root / "Inventory Flat 1 (2).pdf").exists()
    saved.write_bytes(pdf + b"% my note\n")  # edited since: Undo refuses, then deletes only when told to
    with pytest.raises(UndoConflict, match="changed since"):
        rest_runtime.undo(UndoRecord.from_json(first.undo.to_json()))
    assert saved.exists()
    rest_runtime.undo(UndoRecord.from_json(first.undo.to_json()), overwrite=True)
    assert not saved.exists()


def test_a_file_that_is_no_google_doc_is_not_exported_and_nothing_is_saved(rest_runtime, playground, targets):
    plain = _upload(playground, "notes.txt", "text/plain", "milk")
    action = action_for_call("drive.files.export", {"fileId": plain, "mimeType": "application/pdf"}, targets)
    with pytest.raises(ActionFailed, match="Export only supports Docs Editors files"):
        rest_runtime.execute(action)
    assert list(targets.files_root.iterdir()) == []


def test_a_drive_file_downloaded_is_saved_whole_and_a_format_said_exports_it(rest_runtime, playground, catalog, targets):
    _upload(playground, "report.pdf", "application/pdf", "%PDF-1.4 quarterly figures é")
    planner = Planner(None, catalog, clock=lambda: NOW)
    asked = planner.plan("Download report.pdf from Drive")
    search = planner.lookup(asked).calls[0]
    listed = rest_runtime.execute(action_for_call(search.method, search.arguments, targets)).result
    (call,) = planner.resolve(asked, listed).calls
    assert call.method == "drive.files.download"
    action = action_for_call(call.method, call.arguments, targets)  # done as files.get with alt=media
    assert (action.method_id, action.arguments["alt"]) == ("drive.files.get", "media")
    outcome = rest_runtime.execute(action)
    assert (targets.files_root / "report.pdf").read_bytes() == "%PDF-1.4 quarterly figures é".encode()
    assert outcome.result["name"] == "report.pdf"

    sheet = _upload(playground, "Budget", "application/vnd.google-apps.spreadsheet", "a,b")
    with pytest.raises(ActionFailed, match="Use Export with Docs Editors files"):  # Google's own answer
        rest_runtime.execute(action_for_call("drive.files.download", {"fileId": sheet}, targets))
    as_text = action_for_call("drive.files.download", {"fileId": sheet, "mimeType": "text/plain"}, targets)
    assert as_text.method_id == "drive.files.export"
    rest_runtime.execute(as_text)
    assert (targets.files_root / "Budget.txt").read_text() == "a,b"
