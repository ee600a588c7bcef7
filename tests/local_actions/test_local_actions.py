"""Catalog calls on local connectors run as real runtime actions on real SQLite files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from core.catalog import Catalog
from core.local_actions import ActionTargets, CallNotRunnable, action_for_call
from core.planner import Planner
from core.runtime import Runtime
from tests.planner.plans import NOW, only_call


@pytest.fixture
def setup(tmp_path: Path):
    shop = tmp_path / "shop.db"
    with sqlite3.connect(shop) as conn:
        conn.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)")
    targets = ActionTargets.from_paths(tmp_path / "files", tmp_path / "notes.db", [shop])
    targets.ensure_notes()
    runtime = Runtime(tmp_path / "runtime")
    yield runtime, targets, shop
    runtime.close()


def run(runtime: Runtime, targets: ActionTargets, method: str, **arguments):
    return runtime.execute(action_for_call(method, arguments, targets))


def test_tables_lists_the_users_tables(setup) -> None:
    runtime, targets, _ = setup
    assert run(runtime, targets, "sqlite.tables", database="shop").result["rows"] == [
        ["items", "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)"]]  # with its columns


def test_insert_then_undo_leaves_no_row(setup) -> None:
    runtime, targets, shop = setup
    outcome = run(runtime, targets, "sqlite.insert", database="shop", table="items", row={"name": "tea"})
    runtime.undo(outcome.undo)
    with sqlite3.connect(shop) as conn:
        assert conn.execute("SELECT count(*) FROM items").fetchone()[0] == 0


def test_note_is_a_row_after_commit(setup) -> None:
    runtime, targets, _ = setup
    outcome = run(runtime, targets, "notes.create", text="buy milk", tags=["home"])
    runtime.commit(outcome.undo)
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text, tags FROM notes").fetchall() == [("buy milk", '["home"]')]


def test_unknown_database_and_unsafe_calls_are_refused_before_running(setup) -> None:
    _, targets, _ = setup
    with pytest.raises(CallNotRunnable, match="No database named 'budget'"):
        action_for_call("sqlite.query", {"database": "budget", "sql": "SELECT 1"}, targets)
    with pytest.raises(CallNotRunnable, match="needs a WHERE condition"):
        action_for_call("sqlite.delete", {"database": "shop", "table": "items", "where": ""}, targets)
    with pytest.raises(CallNotRunnable, match="not a plain table or column name"):
        action_for_call("sqlite.insert", {"database": "shop", "table": "items; DROP", "row": {"a": 1}}, targets)


def test_adding_to_a_note_keeps_what_it_said_and_undo_puts_it_back(setup) -> None:
    runtime, targets, _ = setup
    created = run(runtime, targets, "notes.create", title="Packing", text="passport")
    runtime.commit(created.undo)
    with sqlite3.connect(targets.notes_path) as conn:
        note_id = conn.execute("SELECT id FROM notes").fetchone()[0]
    added = run(runtime, targets, "notes.update", note_id=str(note_id), text="charger", append=True)
    runtime.commit(added.undo)  # the change's transaction is held until it is committed or undone
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text FROM notes").fetchone()[0] == "passport\ncharger"
    again = run(runtime, targets, "notes.update", note_id=str(note_id), text="socks", append=True)
    runtime.undo(again.undo)
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text FROM notes").fetchone()[0] == "passport\ncharger"


def test_a_change_inside_a_note_replaces_only_those_words_and_is_undone(setup, shared_catalog_index: Path) -> None:
    runtime, targets, _ = setup
    runtime.commit(run(runtime, targets, "notes.create", title="Shortbread", text="100g sugar\n200g butter\n300g flour").undo)
    planner = Planner(None, Catalog.open(shared_catalog_index), clock=lambda: NOW)
    asked = planner.plan("in my 'Shortbread' note change the sugar to 75g not 100g, it was too sweet")
    (listing,) = planner.lookup(asked).calls
    call = only_call(planner.resolve(asked, run(runtime, targets, listing.method, **listing.arguments).result))
    assert (call.method, call.arguments["find"], call.arguments["text"]) == ("notes.update", "100g", "75g")
    runtime.undo(run(runtime, targets, call.method, **call.arguments).undo)
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text FROM notes").fetchone()[0] == "100g sugar\n200g butter\n300g flour"  # undone
    runtime.commit(run(runtime, targets, call.method, **call.arguments).undo)
    with sqlite3.connect(targets.notes_path) as conn:
        assert conn.execute("SELECT text FROM notes").fetchone()[0] == "75g sugar\n200g butter\n300g flour"  # the rest stays
    with pytest.raises(CallNotRunnable, match="does not contain '90g'; say the exact words"):
        action_for_call("notes.update", {**call.arguments, "find": "90g"}, targets)


def test_a_home_or_whole_path_is_one_inside_the_folder_or_refused(setup, tmp_path: Path) -> None:
    _, targets, _ = setup
    inside = targets.files_root / "Desktop" / "rules.txt"
    assert action_for_call("files.read", {"path": str(inside)}, targets).arguments["path"] == "Desktop/rules.txt"
    with pytest.raises(CallNotRunnable, match="outside the folder Steward works in"):
        action_for_call("files.read", {"path": str(tmp_path / "elsewhere.txt")}, targets)
    with pytest.raises(CallNotRunnable, match="choose a folder that holds it in Settings"):
        action_for_call("files.move", {"source": "~/../../etc/passwd", "destination": "x"}, targets)


def test_search_finds_files_by_name_and_by_what_they_say(setup) -> None:
    runtime, targets, _ = setup
    root = targets.files_root
    (root / "Downloads").mkdir(parents=True)
    (root / "Downloads" / "Smith_2019_review.pdf").write_bytes(b"%PDF-1.4\0binary")
    (root / "notes").mkdir()
    (root / "notes" / "boiler.txt").write_text("Boiler: gas safe cert number 4471\nserviced in May\n")
    (root / "notes" / "shopping.txt").write_text("milk, eggs\n")
    by_name = run(runtime, targets, "files.search", query="smith 2019", path="Downloads").result
    assert by_name["matches"] == [{"path": "Downloads/Smith_2019_review.pdf", "where": "name"}]
    by_text = run(runtime, targets, "files.search", query="gas safe cert").result
    assert by_text["matches"] == [{"path": "notes/boiler.txt", "where": "text", "line": "Boiler: gas safe cert number 4471"}]
    pdfs = run(runtime, targets, "files.list", pattern="*.pdf", recursive=True).result
    assert pdfs["entries"] == ["Downloads/Smith_2019_review.pdf"]
    (root / "Downloads" / "henderson-invoice-march.pdf").write_bytes(b"%PDF-1.4\0binary")
    (root / "Pictures").mkdir()
    (root / "Pictures" / "lake_district_photo_01.jpg").write_bytes(b"\xff\xd8binary")
    photos = run(runtime, targets, "files.search", query="Lake District photos").result
    assert photos["matches"] == [{"path": "Pictures/lake_district_photo_01.jpg", "where": "name"}]  # a plural finds its singular
    nearly = run(runtime, targets, "files.search", query="invoice from Henderson Plumbing")
    assert nearly.result["matches"] == [{"path": "Downloads/henderson-invoice-march.pdf", "where": "name", "partial": True}]
    assert "most of its words" in nearly.result_preview  # said as a near match, not as the file asked for
    assert run(runtime, targets, "files.search", query="smith review plumbing").result["matches"] == [
        {"path": "Downloads/Smith_2019_review.pdf", "where": "name", "partial": True}]
    (root / "Downloads" / "cube_warranty_claim.pdf").write_bytes(b"%PDF-1.4\0binary")
    (root / "Downloads" / "cube_manual.pdf").write_bytes(b"%PDF-1.4\0binary")
    claim = run(runtime, targets, "files.search", query="warranty claim form for the Cube frame").result  # as a user says it
    assert [m["path"] for m in claim["matches"]] == ["Downloads/cube_warranty_claim.pdf"]  # nothing: it wanted all five words


def test_a_notes_search_finds_the_words_in_any_order_and_forgives_one_typo(setup) -> None:
    runtime, targets, _ = setup
    for text in ("Wifi password: Larch-2291 (router in the hall)", "code for the garage door is 4471", "milk, eggs, bread"):
        runtime.commit(run(runtime, targets, "notes.create", text=text).undo)
    rows = run(runtime, targets, "notes.search", query="garage door code").result["rows"]
    assert [r[2] for r in rows] == ["code for the garage door is 4471"]  # the words, not the phrase
    typo = run(runtime, targets, "notes.search", query="wifi pasword").result["rows"]
    assert [r[2] for r in typo] == ["Wifi password: Larch-2291 (router in the hall)"]
    best = run(runtime, targets, "notes.search", query="the garage door code or milk").result["rows"]
    assert best[0][2] == "code for the garage door is 4471"  # the note holding most of the words first
