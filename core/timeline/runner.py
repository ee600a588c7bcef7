"""Run one user request as an atomic group of actions, journaled write-ahead.

For each action: write the intent row → ``runtime.execute`` → write the outcome. If an action fails,
the earlier actions of the same request are undone in reverse order (GoEx atomicity) and the whole
group is marked rolled back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.runtime.model import Action, Outcome
from core.timeline.errors import RequestFailed
from core.timeline.journal import GroupState, Journal
from core.timeline.world import ActionRuntime, record_of


@dataclass(frozen=True)
class PlannedAction:
    """One action of a request plus what the timeline shows about it."""

    action: Action
    summary: str
    service: str
    scopes: tuple[str, ...] = ()
    reversible: bool = True  # False for calls like sending mail: marked so, never auto-undone


@dataclass
class RequestResult:
    """What a request did: its group id, the entry ids and the runtime outcomes, in order."""

    group_id: str
    entry_ids: list[int] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)


ROLLED_BACK = "Rolled back automatically: a later action of the same request failed."

# Called between the journal writes; crash tests use it to stop the process at chosen points.
Checkpoint = Callable[[str, int], None]


class RequestRunner:
    """Executes requests through the runtime and records every action on the timeline."""

    def __init__(self, runtime: ActionRuntime, journal: Journal, *, checkpoint: Checkpoint | None = None) -> None:
        self.runtime = runtime
        self.journal = journal
        self._checkpoint = checkpoint or (lambda point, entry_id: None)

    def run(self, request: str, actions: Sequence[PlannedAction]) -> RequestResult:
        """Run ``actions`` for ``request``; all or nothing. Raises ``RequestFailed`` after rolling back."""
        result = RequestResult(group_id=self.journal.open_group(request))
        for planned in actions:
            entry_id = self.journal.record_intent(
                result.group_id,
                action=_action_json(planned.action),
                summary=planned.summary,
                service=planned.service,
                scopes=list(planned.scopes),
                reversible=planned.reversible,
            )
            result.entry_ids.append(entry_id)
            self._checkpoint("intent", entry_id)
            try:
                outcome = self.runtime.execute(planned.action)
            except Exception as exc:  # noqa: BLE001 - every failure rolls the request back
                self.journal.record_failure(entry_id, _reason(exc))
                rolled_back = self.roll_back(result.group_id, failed_entry_id=entry_id)
                raise RequestFailed(result.group_id, entry_id, _reason(exc), rolled_back) from exc
            self._checkpoint("executed", entry_id)
            self.journal.record_outcome(
                entry_id,
                preview=outcome.result_preview,
                undo_record=record_of(outcome),
                reversible=planned.reversible and outcome.reversible,
            )
            result.outcomes.append(outcome)
            self._checkpoint("recorded", entry_id)
        self.journal.close_group(result.group_id)
        return result

    def roll_back(self, group_id: str, *, failed_entry_id: int | None = None) -> list[int]:
        """Undo the done actions of a group, newest first; returns the ids undone."""
        from core.timeline.timeline import undo_entry  # avoid a cycle: timeline imports runner types

        undone: list[int] = []
        for entry in reversed(self.journal.group(group_id)):
            if entry.id == failed_entry_id or not entry.can_undo:
                continue
            undo_entry(self.runtime, self.journal, entry, overwrite=False, checkpoint=self._checkpoint)
            self.journal.set_error(entry.id, ROLLED_BACK)
            undone.append(entry.id)
        self.journal.close_group(group_id, GroupState.ROLLED_BACK)
        return undone


def _action_json(action: Action) -> dict[str, Any]:
    return action.model_dump(mode="json")


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__
