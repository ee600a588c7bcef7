"""Crash recovery on start: finish or roll back what the journal shows as interrupted.

An entry still ``running`` means the process died between the intent and the outcome write. The
runtime's ``recover(action)`` says whether the action took effect (and returns its undo record); a
request group still ``open`` means the request never finished, so — like a failed request — all its
done actions are undone in reverse order. What cannot be settled automatically becomes
``needs_decision`` with a message, and the timeline shows it to the user.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.runtime.model import Action
from core.timeline.errors import TimelineError
from core.timeline.journal import EntryState, GroupState, Journal
from core.timeline.timeline import undo_entry
from core.timeline.world import ActionRuntime

NOT_RUN = "The app stopped before this action took effect; nothing changed."
ROLLED_BACK = "The app stopped before this request finished; this action was rolled back."
KEPT_IRREVERSIBLE = "The app stopped before this request finished; this action is irreversible and was kept."


@dataclass
class RecoveryReport:
    """What recovery did; empty when the last run ended cleanly."""

    not_applied: list[int] = field(default_factory=list)  # running → failed (never took effect)
    rolled_back: list[int] = field(default_factory=list)  # done, then undone with their request
    kept: list[int] = field(default_factory=list)  # irreversible: stays pending, with a note
    needs_decision: list[int] = field(default_factory=list)  # shown to the user
    groups: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (self.not_applied or self.rolled_back or self.kept or self.needs_decision)

    def describe(self) -> str:
        if self.clean:
            return "The last session ended cleanly."
        parts = []
        if self.rolled_back:
            parts.append(f"rolled back {len(self.rolled_back)} action(s) of interrupted requests")
        if self.not_applied:
            parts.append(f"{len(self.not_applied)} interrupted action(s) had not taken effect")
        if self.kept:
            parts.append(f"kept {len(self.kept)} irreversible action(s)")
        if self.needs_decision:
            parts.append(f"{len(self.needs_decision)} action(s) need your decision")
        return "Recovered after an unexpected stop: " + "; ".join(parts) + "."


def recover(runtime: ActionRuntime, journal: Journal) -> RecoveryReport:
    """Resolve every running entry and roll back every unfinished request (call once on start)."""
    report = RecoveryReport()
    for group_id in journal.open_groups():
        report.groups.append(group_id)
        for entry in journal.group(group_id):
            if entry.state is EntryState.RUNNING:
                _resolve_running(runtime, journal, entry.id, report)
        settled = True
        for entry in reversed(journal.group(group_id)):
            if entry.state is not EntryState.PENDING:
                settled = settled and entry.state is not EntryState.NEEDS_DECISION
                continue
            if not entry.can_undo:
                journal.set_error(entry.id, KEPT_IRREVERSIBLE)
                report.kept.append(entry.id)
                continue
            try:
                undo_entry(runtime, journal, entry, overwrite=False)
            except TimelineError as exc:
                journal.mark_needs_decision(entry.id, f"The app stopped before this request finished; rolling this action back failed: {exc}")
                report.needs_decision.append(entry.id)
                settled = False
                continue
            journal.set_error(entry.id, ROLLED_BACK)
            report.rolled_back.append(entry.id)
        if settled:
            journal.close_group(group_id, GroupState.ROLLED_BACK)
    # Running entries outside open groups cannot happen (groups close last), but never leave one behind.
    for entry in journal.entries(states={EntryState.RUNNING}):
        _resolve_running(runtime, journal, entry.id, report)
    return report


def _resolve_running(runtime: ActionRuntime, journal: Journal, entry_id: int, report: RecoveryReport) -> None:
    entry = journal.entry(entry_id)
    probe = getattr(runtime, "recover", None)
    if probe is None:
        journal.mark_needs_decision(
            entry_id, "The app stopped while this action ran; check whether it took effect."
        )
        report.needs_decision.append(entry_id)
        return
    try:
        record = probe(Action.model_validate(entry.action))
    except Exception as exc:  # noqa: BLE001 - any failure leaves it for the user, with the reason
        journal.mark_needs_decision(entry_id, f"The app stopped while this action ran and checking failed: {exc}")
        report.needs_decision.append(entry_id)
        return
    if record is None:
        journal.record_failure(entry_id, NOT_RUN)
        report.not_applied.append(entry_id)
    else:
        journal.record_outcome(
            entry_id,
            preview="(recovered after an unexpected stop)",
            undo_record=record.model_dump(mode="json"),
            reversible=entry.reversible and record.reversible,
        )
