"""The journal persists intent before outcome and survives reopening the database file."""

from __future__ import annotations

import pytest

from core.database import open_app_database
from core.timeline import EntryState, GroupState, Journal, JournalError


def test_intent_then_outcome_persists_across_reopen(journal: Journal, data_dir) -> None:
    group = journal.open_group("make a note")
    entry_id = journal.record_intent(
        group,
        action={"kind": "files.write", "path": "note.txt"},
        summary="Write note.txt",
        service="files",
        scopes=["files:write"],
    )
    assert journal.entry(entry_id).state is EntryState.RUNNING
    assert [e.id for e in journal.in_doubt()] == [entry_id]

    journal.record_outcome(entry_id, preview="5 bytes written", undo_record={"snapshot": "abc"})
    journal.close_group(group)

    reopened = Journal(open_app_database(data_dir / "steward.db"))
    entry = reopened.entry(entry_id)
    assert entry.state is EntryState.PENDING
    assert entry.request == "make a note"
    assert entry.scopes == ["files:write"]
    assert entry.undo_record == {"snapshot": "abc"}
    assert entry.action["path"] == "note.txt"
    assert entry.can_undo and entry.can_commit
    assert entry.executed_at is not None
    assert reopened.in_doubt() == []
    assert reopened.group_state(group) is GroupState.DONE
    assert reopened.open_groups() == []


def test_group_positions_and_watermark(journal: Journal) -> None:
    group = journal.open_group("two things")
    ids = []
    for n in range(3):
        eid = journal.record_intent(group, action={"n": n}, summary=f"step {n}", service="sqlite")
        journal.record_outcome(eid, preview=f"row {n}", undo_record={"n": n})
        ids.append(eid)
    assert [e.position for e in journal.group(group)] == [0, 1, 2]
    assert [e.id for e in journal.pending_up_to(ids[1])] == ids[:2]
    assert [e.id for e in journal.entries()] == list(reversed(ids))
    assert journal.open_groups() == [group]


def test_final_states_do_not_change(journal: Journal) -> None:
    group = journal.open_group("send mail")
    eid = journal.record_intent(group, action={}, summary="Send mail", service="gmail", reversible=False)
    journal.record_outcome(eid, preview="sent", undo_record=None)
    entry = journal.entry(eid)
    assert not entry.can_undo and entry.can_commit
    journal.mark_committed(eid)
    with pytest.raises(JournalError, match="already committed"):
        journal.mark_undone(eid)
    with pytest.raises(JournalError, match="No timeline entry #999"):
        journal.entry(999)


def test_policy_round_trip(journal: Journal) -> None:
    assert journal.get_policy("auto_commit_minutes") is None
    journal.set_policy("auto_commit_minutes", "30")
    assert journal.get_policy("auto_commit_minutes") == "30"
    journal.set_policy("auto_commit_minutes", None)
    assert journal.get_policy("auto_commit_minutes", "0") == "0"


def test_concurrent_writers_on_one_connection(journal: Journal) -> None:
    """The Session runs requests on a worker thread while the UI thread undoes: writes are serialized."""
    import threading

    group = journal.open_group("many at once")

    def write(offset: int) -> None:
        for n in range(40):
            eid = journal.record_intent(group, action={"n": offset + n}, summary="x", service="files")
            journal.record_outcome(eid, preview="ok", undo_record=None)

    threads = [threading.Thread(target=write, args=(k * 100,)) for k in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    entries = journal.group(group)
    assert sorted(e.position for e in entries) == list(range(120))
    assert {e.state for e in entries} == {EntryState.PENDING}
