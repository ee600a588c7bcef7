"""Authorize → run → record: what the Session does with a Plan that has calls."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from core.access import PermissionGate, request_for_planned_call
from core.access.gate import AskUser
from core.access.permission import PermissionDecision
from core.local_actions import SAVES_A_FILE, ActionTargets, CallNotRunnable, action_for_call
from core.planner.plan import Plan, PlannedCall
from core.timeline import PlannedAction, RequestFailed, RequestRunner


@dataclass
class PipelineResult:
    """What happened to a plan: ran (entries on the timeline), denied, or failed and rolled back."""

    ran: bool
    group_id: str | None = None
    entry_ids: list[int] = field(default_factory=list)
    previews: list[str] = field(default_factory=list)
    reason: str = ""
    rolled_back: list[int] = field(default_factory=list)
    results: list = field(default_factory=list)  # each call's full result (e.g. the listed items)


class ActionPipeline:
    """Asks permission for every call of a plan (least-privilege scopes), then runs them as one group."""

    def __init__(self, catalog, gate: PermissionGate, runner: RequestRunner, targets: ActionTargets,
                 accounts=None) -> None:
        self.catalog = catalog
        self.gate = gate
        self.runner = runner
        self.targets = targets
        self.accounts = accounts

    def _granted(self, account: str) -> list[str] | None:
        if account == "local" or self.accounts is None:
            return None
        return list(self.accounts.get(account).scopes)

    async def carry_out(self, plan: Plan, *, conversation_id: str, ask: AskUser | None) -> PipelineResult:
        actions: list[PlannedAction] = []
        decided: dict[tuple, PermissionDecision] = {}
        calls = [c.model_copy(update={"summary": f"{c.summary or c.method} · saves the file in your folder"})
                 if c.method in SAVES_A_FILE else c for c in plan.calls]  # the dialog says where a returned file goes
        for call in calls:
            try:
                action = action_for_call(call.method, call.arguments, self.targets)
            except CallNotRunnable as exc:
                return PipelineResult(ran=False, reason=str(exc))
            account = self.targets.account_for(call.method)
            same = (call.method, account, tuple(call.scopes))
            if same not in decided:  # "Archive all emails from X": one question for the same call on each
                batch = [c for c in calls if (c.method, self.targets.account_for(c.method), tuple(c.scopes)) == same]
                request = request_for_planned_call(
                    _as_one(batch, plan), self.catalog, account=account, conversation_id=conversation_id,
                    granted_scopes=self._granted(account),
                )
                decided[same] = await self.gate.authorize(request, ask)
                if not decided[same].allows:
                    return PipelineResult(ran=False, reason=f"You denied: {request.action_summary}. Nothing was done.")
            method = self.catalog.method(call.method)
            actions.append(PlannedAction(action=action, summary=call.summary or call.method, service=method.service,
                                         scopes=tuple(call.scopes), reversible=bool(call.reversible)))
        try:
            result = await asyncio.to_thread(self.runner.run, plan.request, actions)
        except RequestFailed as exc:
            return PipelineResult(ran=False, group_id=exc.group_id, reason=str(exc),
                                  rolled_back=list(exc.rolled_back))
        return PipelineResult(ran=True, group_id=result.group_id, entry_ids=result.entry_ids,
                              previews=[o.result_preview for o in result.outcomes],
                              results=[o.result for o in result.outcomes])


def _as_one(batch: list[PlannedCall], plan: Plan) -> PlannedCall:
    """The calls of one method asked about together: the plan's summary when they are the whole plan
    (it says "each of 12: …"), and each argument whose value differs as the list of its values."""
    if len(batch) == 1:
        return batch[0]
    arguments = dict(batch[0].arguments)
    for name in {n for c in batch for n in c.arguments}:
        values = [c.arguments.get(name) for c in batch]
        if any(v != values[0] for v in values):
            arguments[name] = values
    summary = plan.summary if len(batch) == len(plan.calls) else "; ".join(c.summary for c in batch)
    return batch[0].model_copy(update={"arguments": arguments, "summary": summary,
                                       "reversible": all(c.reversible for c in batch)})


__all__ = ["ActionPipeline", "PipelineResult"]
