"""Crash recovery on start: finish or roll back what the journal shows as interrupted.

An entry still ``running`` means the process died between the intent and the outcome write: whatever
part of it ran is rolled back (``probes.abort_interrupted``). A request group still ``open`` means the
request never finished, so — like a failed request — all its done actions are undone in reverse order.
An ``undoing`` entry is settled by looking at the world. What cannot be settled automatically becomes
``needs_decision`` with a message, and the timeline shows it to the user.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.runtime.broker import remove_stale_broker_dirs
from core.runtime.model import Action
from core.timeline.errors import TimelineError
from core.timeline.journal import EntryState, GroupState, Journal
from core.timeline.leftovers import stop_leftover_sandboxes
from core.timeline.probes import abort_interrupted, applied, claimed_remote_ids
from core.timeline.timeline import undo_entry
from core.timeline.world import ActionRuntime, undo_record

NOT_RUN = "The app stopped before this action took effect; nothing changed."
ROLLED_BACK = "The app stopped before this request finished; this action was rolled back."
INTERRUPTED_ROLLED_BACK = "The app stopped while this action ran; its partial change was rolled back."
VANISHED = "The app stopped before this change was committed; the database rolled it back."
KEPT_IRREVERSIBLE = "The app stopped before this request finished; this action is irreversible and was kept."


@dataclass
class RecoveryReport:
    """What recovery did; empty when the last run ended cleanly."""

    not_applied: list[int] = field(default_factory=list)  # running → failed (never took effect)
    interrupted: list[int] = field(default_factory=list)  # running → rolled back → failed
    undo_finished: list[int] = field(default_factory=list)  # undoing → undone (it had completed)
    undo_reopened: list[int] = field(default_factory=list)  # undoing → pending (it had not started)
    vanished: list[int] = field(default_factory=list)  # pending, but the crash rolled it back → undone
    rolled_back: list[int] = field(default_factory=list)  # done, then undone with their request
    kept: list[int] = field(default_factory=list)  # irreversible: stays pending, with a note
    needs_decision: list[int] = field(default_factory=list)  # shown to the user
    half_committed: list[int] = field(default_factory=list)  # record committed, state not yet: → committed
    groups: list[str] = field(default_factory=list)
    stopped_sandboxes: list[int] = field(default_factory=list)  # pids of sandboxes the dead app left

    @property
    def clean(self) -> bool:
        return not (self.not_applied or self.interrupted or self.vanished or self.rolled_back or self.kept
                    or self.needs_decision or self.undo_finished or self.undo_reopened or self.half_committed)

    def describe(self) -> str:
        if self.clean:
            return "The last session ended cleanly."
        parts = []
        if self.rolled_back:
            parts.append(f"rolled back {len(self.rolled_back)} action(s) of interrupted requests")
        interrupted = len(self.not_applied) + len(self.interrupted)
        if interrupted:
            parts.append(f"{interrupted} interrupted action(s) were rolled back or had not started")
        if self.vanished:
            parts.append(f"{len(self.vanished)} uncommitted database change(s) were lost and marked undone")
        if self.kept:
            parts.append(f"kept {len(self.kept)} irreversible action(s)")
        if self.undo_finished or self.undo_reopened:
            parts.append(f"{len(self.undo_finished)} interrupted undo(s) had finished, {len(self.undo_reopened)} had not started")
        if self.half_committed:
            parts.append(f"{len(self.half_committed)} interrupted commit(s) were completed")
        if self.needs_decision:
            parts.append(f"{len(self.needs_decision)} action(s) need your decision")
        return "Recovered after an unexpected stop: " + "; ".join(parts) + "."


def recover(runtime: ActionRuntime, journal: Journal) -> RecoveryReport:
    """Settle what the last run left unfinished (call once on start, before new requests).

    1. ``running`` entries (intent written, outcome not): the world is put back as before → failed.
    2. ``pending`` entries whose change vanished (a held SQLite transaction dies with the process) → undone.
    3. Requests that never finished: their remaining done actions are undone, newest first.
    """
    report = RecoveryReport()
    unsettled = journal.entries(states={EntryState.RUNNING, EntryState.UNDOING})
    folders = {e.action["target"]["location"] for e in unsettled if e.action.get("target", {}).get("kind") == "files"}
    if folders:
        report.stopped_sandboxes = stop_leftover_sandboxes(folders)
    remove_stale_broker_dirs()  # credential-broker sockets of a killed app
    claimed = claimed_remote_ids([e.undo_record for e in journal.entries() if e.undo_record])
    for entry in journal.entries(states={EntryState.PENDING, EntryState.UNDOING}):
        if (entry.undo_record or {}).get("state") == "committed":  # cut between two writes (older versions)
            journal.mark_committed(entry.id)
            report.half_committed.append(entry.id)
    for entry in reversed(journal.entries(states={EntryState.RUNNING})):
        _abort_running(runtime, journal, entry.id, report, claimed)
    for entry in reversed(journal.entries(states={EntryState.UNDOING})):
        _settle_undoing(runtime, journal, entry.id, report)
    for entry in reversed(journal.entries(states={EntryState.PENDING})):
        if (entry.undo_record or {}).get("kind") != "sqlite":
            continue  # only a held SQLite transaction can vanish with the process; files and REST persist
        try:
            where = applied(runtime, undo_record(entry.undo_record))
        except Exception as exc:  # noqa: BLE001 - leave it pending, with the reason
            journal.set_error(entry.id, f"Could not check this action after an unexpected stop: {exc}")
            continue
        if where == "before":
            journal.mark_undone(entry.id)
            journal.set_error(entry.id, VANISHED)
            report.vanished.append(entry.id)
    for group_id in journal.open_groups():
        report.groups.append(group_id)
        settled = True
        for entry in reversed(journal.group(group_id)):
            if entry.state is EntryState.NEEDS_DECISION:
                settled = False
            if entry.state is not EntryState.PENDING:
                continue
            if not entry.can_undo:
                journal.set_error(entry.id, KEPT_IRREVERSIBLE)
                report.kept.append(entry.id)
                continue
            try:
                undo_entry(runtime, journal, entry, overwrite=False)
            except TimelineError as exc:
                journal.mark_needs_decision(
                    entry.id, f"The app stopped before this request finished; rolling this action back failed: {exc}"
                )
                report.needs_decision.append(entry.id)
                settled = False
                continue
            journal.set_error(entry.id, ROLLED_BACK)
            report.rolled_back.append(entry.id)
        if settled:
            journal.close_group(group_id, GroupState.ROLLED_BACK)
    return report


def _settle_undoing(runtime: ActionRuntime, journal: Journal, entry_id: int, report: RecoveryReport) -> None:
    """The app stopped during an Undo: finished (→ undone), not started (→ pending again) or unclear."""
    entry = journal.entry(entry_id)
    try:
        where = applied(runtime, undo_record(entry.undo_record or {}))
    except Exception as exc:  # noqa: BLE001 - reported to the user below
        where = "unknown"
        reason = str(exc)
    else:
        reason = f"the target is {where}"
    if where == "before":
        journal.mark_undone(entry_id)
        report.undo_finished.append(entry_id)
    elif where == "after":
        journal.reopen(entry_id)
        report.undo_reopened.append(entry_id)
    else:
        journal.mark_needs_decision(entry_id, f"The app stopped while undoing this action ({reason}).")
        report.needs_decision.append(entry_id)


def _abort_running(
    runtime: ActionRuntime, journal: Journal, entry_id: int, report: RecoveryReport, claimed: set[str]
) -> None:
    entry = journal.entry(entry_id)
    try:
        ran = abort_interrupted(runtime, Action.model_validate(entry.action), claimed)
    except Exception as exc:  # noqa: BLE001 - any failure leaves it for the user, with the reason
        journal.mark_needs_decision(
            entry_id, f"The app stopped while this action ran and Steward could not check it: {exc}"
        )
        report.needs_decision.append(entry_id)
        return
    journal.record_failure(entry_id, INTERRUPTED_ROLLED_BACK if ran else NOT_RUN)
    (report.interrupted if ran else report.not_applied).append(entry_id)
