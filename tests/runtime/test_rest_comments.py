"""Replying to a comment on a Google Doc, end to end against the Playground: the Doc is found by name, then
the comment by who wrote it, the reply carries the dictated text (and the fields Drive insists on), and Undo
deletes the reply."""

from __future__ import annotations

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import UndoRecord
from tests.planner.plans import NOW
from tests.playground.test_resources import google_client

DRIVE = "https://www.googleapis.com/auth/drive"


def test_a_reply_goes_to_the_comment_its_author_names_and_undo_deletes_it(tmp_path, rest_runtime, playground, catalog):
    targets = ActionTargets.from_paths(tmp_path, tmp_path / "notes.db", [], rest_account="playground")
    drive = google_client(playground, "drive.v3", [DRIVE])
    doc = drive.files().create(body={"name": "Chapter 2 Methods", "mimeType": "application/vnd.google-apps.document"}).execute()
    drive.files().create(body={"name": "Chapter 5", "mimeType": "application/vnd.google-apps.document"}).execute()
    for content in ("Typo in para 2", "Figure 2.3 axis unclear"):
        drive.comments().create(fileId=doc["id"], body={"content": content}, fields="*").execute()
    okafor = next(c for c in playground.items("drive.comments").values() if c["content"].startswith("Figure"))
    okafor["author"] = {"displayName": "Dr Okafor"}  # written by the supervisor, not the Playground user

    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("reply to dr okafor's comment on chapter 2: 'fixed, see new fig 2.3'")
    for _ in range(2):  # the Doc, then its comments: the two look-up rounds a Session runs
        (search,) = planner.lookup(plan).calls
        plan = planner.resolve(plan, rest_runtime.execute(action_for_call(search.method, search.arguments, targets)).result)
    (call,) = plan.calls
    assert call.arguments == {"fileId": doc["id"], "commentId": okafor["id"], "body": {"content": "fixed, see new fig 2.3"}}
    assert plan.reversible
    outcome = rest_runtime.execute(action_for_call(call.method, call.arguments, targets))
    stored = playground.items("drive.comments")[okafor["id"]]
    assert [r["content"] for r in stored["replies"]] == ["fixed, see new fig 2.3"]
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert playground.items("drive.comments")[okafor["id"]]["replies"] == []
