"""Reversion set storage and the reversibility test on sandboxed copies."""

from __future__ import annotations

import sqlite3

from core.database import open_app_database
from core.runtime import Action, Target
from core.runtime.reversion import InverseCall, ReversionSet, check_reversibility
from tests.runtime.tree import tree_digest


def test_catalog_inverses_come_first(tmp_path, catalog):
    reversion = ReversionSet(open_app_database(tmp_path / "app.db"), catalog)
    curated = reversion.inverse_for("drive.files.create")
    assert curated.method == "drive.files.delete" and curated.status == "verified"
    assert reversion.inverse_for("gmail.users.messages.send") is None


def test_learned_inverses_survive_a_restart(tmp_path):
    path = tmp_path / "app.db"
    proposal = InverseCall(method="x.items.delete", args={"id": "response.id"}, source="model", status="unverified")
    first = ReversionSet(open_app_database(path))
    first.propose("x.items.insert", proposal)
    assert first.record("x.items.insert", proposal, worked=True) == "verified"
    again = ReversionSet(open_app_database(path)).inverse_for("x.items.insert")
    assert again.method == "x.items.delete" and again.status == "verified" and again.source == "model"


def test_a_failed_inverse_stays_failed(tmp_path):
    reversion = ReversionSet(open_app_database(tmp_path / "app.db"))
    proposal = InverseCall(method="x.items.delete", args={"id": "=1"}, source="model", status="unverified")
    reversion.propose("x.items.insert", proposal)
    reversion.record("x.items.insert", proposal, worked=False)
    assert reversion.record("x.items.insert", proposal, worked=True) == "failed"
    assert reversion.inverse_for("x.items.insert") is None


def test_reversibility_is_tried_on_a_copy_of_the_folder(bwrap, user_folder):
    before = tree_digest(user_folder)
    action = Action(method_id="files.move", arguments={"src": "dir1", "dst": "archive/dir1"},
                    target=Target(kind="files", location=str(user_folder)))
    report = check_reversibility(action, sandbox=bwrap)
    assert report.reversible, report.detail
    assert tree_digest(user_folder) == before  # the user's folder was never touched


def test_reversibility_is_tried_on_a_copy_of_the_database(user_db, db_target):
    before = sqlite3.connect(user_db).execute("SELECT count(*) FROM items").fetchone()[0]
    action = Action(method_id="sqlite.execute", arguments={"sql": "DELETE FROM items WHERE id > 10"}, target=db_target)
    report = check_reversibility(action)
    assert report.reversible, report.detail
    assert sqlite3.connect(user_db).execute("SELECT count(*) FROM items").fetchone()[0] == before


def test_rest_actions_cannot_be_tried_on_a_copy():
    action = Action(method_id="calendar.events.insert", arguments={}, target=Target(kind="rest", location="me"))
    assert not check_reversibility(action).reversible
