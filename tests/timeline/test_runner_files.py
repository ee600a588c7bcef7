"""Requests run through the real files executor: write-ahead entries, atomic groups, undo, commit."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from core.runtime.model import Action, Target
from core.timeline import (
    EntryState,
    GroupState,
    Journal,
    NotUndoable,
    PlannedAction,
    RequestFailed,
    RequestRunner,
    Timeline,
    UndoConflict,
)


def write(folder: Path, path: str, content: str) -> PlannedAction:
    action = Action(
        method_id="files.write",
        arguments={"path": path, "content": content},
        target=Target(kind="files", location=str(folder)),
    )
    return PlannedAction(action, summary=f"Write {path}", service="files", scopes=["files:write"])


def move(folder: Path, src: str, dst: str) -> PlannedAction:
    action = Action(method_id="files.move", arguments={"src": src, "dst": dst}, target=Target(kind="files", location=str(folder)))
    return PlannedAction(action, summary=f"Move {src} to {dst}", service="files")


def test_request_is_journaled_and_undone(files_runtime, journal: Journal, user_folder: Path) -> None:
    seen_states = []
    runner = RequestRunner(
        files_runtime, journal, checkpoint=lambda point, eid: seen_states.append((point, journal.entry(eid).state))
    )
    result = runner.run("save two notes", [write(user_folder, "a.txt", "alpha"), write(user_folder, "b.txt", "beta")])

    # The intent row exists (running) before the runtime runs; the outcome (pending) after.
    assert seen_states[:3] == [
        ("intent", EntryState.RUNNING),
        ("executed", EntryState.RUNNING),
        ("recorded", EntryState.PENDING),
    ]
    assert (user_folder / "a.txt").read_text() == "alpha"
    entries = journal.group(result.group_id)
    assert [e.state for e in entries] == [EntryState.PENDING, EntryState.PENDING]
    assert entries[0].preview == "wrote 5 bytes to a.txt"
    assert journal.group_state(result.group_id) is GroupState.DONE

    timeline = Timeline(files_runtime, journal)
    preview = timeline.undo_preview(entries[1].id)
    assert preview.entry_ids == [entries[1].id]
    assert "Delete b.txt." in preview.describe()
    assert (user_folder / "b.txt").exists(), "a preview must not change anything"

    timeline.undo(entries[1].id)
    assert not (user_folder / "b.txt").exists()
    assert (user_folder / "a.txt").exists()
    assert journal.entry(entries[1].id).state is EntryState.UNDONE
    with pytest.raises(NotUndoable, match="undone"):
        timeline.undo(entries[1].id)


def test_failed_action_rolls_back_the_request(files_runtime, journal: Journal, user_folder: Path) -> None:
    (user_folder / "keep.txt").write_text("original")
    runner = RequestRunner(files_runtime, journal)
    with pytest.raises(RequestFailed) as failure:
        runner.run(
            "edit and file it",
            [
                write(user_folder, "keep.txt", "edited"),
                write(user_folder, "new.txt", "new"),
                move(user_folder, "missing.txt", "archive/missing.txt"),
            ],
        )
    entries = journal.group(failure.value.group_id)
    assert [e.state for e in entries] == [EntryState.UNDONE, EntryState.UNDONE, EntryState.FAILED]
    assert failure.value.rolled_back == [entries[1].id, entries[0].id]  # newest first
    assert "missing.txt does not exist" in entries[2].error
    assert (user_folder / "keep.txt").read_text() == "original"
    assert not (user_folder / "new.txt").exists()
    assert journal.group_state(failure.value.group_id) is GroupState.ROLLED_BACK


def test_group_undo_reverts_in_reverse_order(files_runtime, journal: Journal, user_folder: Path) -> None:
    (user_folder / "plan.md").write_text("v0")
    runner = RequestRunner(files_runtime, journal)
    result = runner.run("rewrite the plan twice", [write(user_folder, "plan.md", "v1"), write(user_folder, "plan.md", "v2")])
    timeline = Timeline(files_runtime, journal)
    preview = timeline.group_undo_preview(result.group_id)
    assert preview.entry_ids == list(reversed(result.entry_ids))
    assert timeline.undo_group(result.group_id) == list(reversed(result.entry_ids))
    assert (user_folder / "plan.md").read_text() == "v0"


def test_undo_after_user_edit_is_a_conflict(files_runtime, journal: Journal, user_folder: Path) -> None:
    result = RequestRunner(files_runtime, journal).run("draft a letter", [write(user_folder, "letter.txt", "Dear")])
    (user_folder / "letter.txt").write_text("Dear Ana, my own words")
    timeline = Timeline(files_runtime, journal)
    with pytest.raises(UndoConflict, match="letter.txt"):
        timeline.undo(result.entry_ids[0])
    assert (user_folder / "letter.txt").read_text() == "Dear Ana, my own words"
    entry = journal.entry(result.entry_ids[0])
    assert entry.state is EntryState.PENDING and entry.can_undo
    assert "letter.txt" in entry.error


def test_commit_watermark_and_auto_commit(files_runtime, journal: Journal, user_folder: Path, data_dir: Path) -> None:
    runner = RequestRunner(files_runtime, journal)
    ids = [runner.run(f"note {n}", [write(user_folder, f"n{n}.txt", str(n))]).entry_ids[0] for n in range(3)]
    now = [datetime.now(UTC)]
    timeline = Timeline(files_runtime, journal, clock=lambda: now[0])

    assert timeline.commit(ids[1]) == ids[:2]
    states = [journal.entry(i).state for i in ids]
    assert states == [EntryState.COMMITTED, EntryState.COMMITTED, EntryState.PENDING]
    assert not journal.entry(ids[0]).can_undo
    refs = "\n".join(p.name for p in (data_dir / "runtime").rglob("*") if "refs" in p.parts)
    assert journal.entry(ids[0]).action["action_id"] not in refs  # snapshot dropped
    assert journal.entry(ids[2]).action["action_id"] in refs  # still undoable

    assert timeline.auto_commit() == []  # off by default
    timeline.auto_commit_minutes = 30
    assert timeline.auto_commit() == []  # too recent
    now[0] += timedelta(minutes=31)
    assert timeline.auto_commit() == [ids[2]]
    assert (user_folder / "n2.txt").read_text() == "2"


class _Killed(BaseException):
    """Stands in for SIGKILL at a checkpoint: nothing after it runs."""


def _kill_at(point: str):
    def checkpoint(seen: str, entry_id: int) -> None:
        if seen == point:
            raise _Killed(entry_id)
    return checkpoint


def test_a_commit_cut_short_leaves_the_entry_pending_and_its_undo_working(
    files_runtime, journal: Journal, user_folder: Path
) -> None:
    entry_id = RequestRunner(files_runtime, journal).run("note", [write(user_folder, "n.txt", "x")]).entry_ids[0]
    with pytest.raises(_Killed):
        Timeline(files_runtime, journal, checkpoint=_kill_at("committing")).commit(entry_id)
    # The runtime dropped the snapshot but the journal was not written: the entry still offers Undo, and it works.
    entry = journal.entry(entry_id)
    assert entry.state is EntryState.PENDING and entry.undo_record["state"] == "pending"
    Timeline(files_runtime, journal).undo(entry_id)
    assert not (user_folder / "n.txt").exists()
    assert journal.entry(entry_id).state is EntryState.UNDONE


def test_an_entry_left_half_committed_by_an_older_version_is_settled_as_committed(
    files_runtime, journal: Journal, user_folder: Path
) -> None:
    import json

    from core.runtime.model import UndoRecord
    from core.timeline.recovery import recover

    entry_id = RequestRunner(files_runtime, journal).run("note", [write(user_folder, "n.txt", "x")]).entry_ids[0]
    committed = files_runtime.commit(UndoRecord.model_validate(journal.entry(entry_id).undo_record))
    # Older versions wrote the committed record and the state in two writes; the app died between them,
    # then an Undo of the still-"pending" entry was cut at its start.
    journal.db["timeline_entries"].update(entry_id, {"undo_record": json.dumps(committed.model_dump(mode="json"))})
    journal.mark_undoing(entry_id)

    report = recover(files_runtime, journal)
    assert report.half_committed == [entry_id] and not report.needs_decision
    assert report.describe() == "Recovered after an unexpected stop: 1 interrupted commit(s) were completed."  # said nothing
    assert journal.entry(entry_id).state is EntryState.COMMITTED
    assert (user_folder / "n.txt").read_text() == "x"
