"""An e-mail's attachment opened, end to end against the Playground: the newest matching message with an
attachment is found, read whole, the attachment the request means is fetched in the sandbox and saved in the
user's folder under its own name; Undo deletes the saved copy."""

from __future__ import annotations

import pytest

from core.local_actions import ActionTargets, action_for_call
from core.planner import Planner
from core.runtime import UndoRecord
from tests.planner.plans import NOW

PDF = b"%PDF-1.4\n% shift pattern: Mon-Wed nights\n%%EOF\n"


@pytest.fixture
def targets(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    return ActionTargets.from_paths(folder, tmp_path / "notes.db", [], rest_account="playground")


def test_the_pdf_attachment_is_saved_under_its_own_name(rest_runtime, playground, catalog, targets):
    playground.deliver_message("New shift pattern", "See attached.", sender="rota@agency.example",
                               attachments=(("logo.png", "image/png", b"\x89PNG..."),
                                            ("shift-pattern.pdf", "application/pdf", PDF)))
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("agency sent the new shift pattern as a pdf attachmnt, open it")
    assert plan.calls[0].method == "gmail.users.messages.attachments.get"
    for _ in range(2):  # the message, then the message whole (its parts)
        (lookup,) = planner.lookup(plan).calls
        found = rest_runtime.execute(action_for_call(lookup.method, lookup.arguments, targets)).result
        plan = planner.resolve(plan, found)
    (call,) = plan.calls
    assert call.arguments["save_as"] == "shift-pattern.pdf"  # the PDF, not the logo
    action = action_for_call(call.method, call.arguments, targets)
    outcome = rest_runtime.execute(action)
    saved = targets.files_root / "shift-pattern.pdf"
    assert saved.read_bytes() == PDF and outcome.result["name"] == "shift-pattern.pdf"
    rest_runtime.undo(UndoRecord.from_json(outcome.undo.to_json()))
    assert not saved.exists()


def test_no_message_with_an_attachment_is_said_plainly(rest_runtime, playground, catalog, targets):
    playground.deliver_message("Lunch?", "Noon?")
    planner = Planner(None, catalog, clock=lambda: NOW)
    plan = planner.plan("open the pdf attachment from the agency")
    (lookup,) = planner.lookup(plan).calls
    found = rest_runtime.execute(action_for_call(lookup.method, lookup.arguments, targets)).result
    answer = planner.resolve(plan, found)
    assert answer.kind == "chat" and not answer.calls and list(targets.files_root.iterdir()) == []
