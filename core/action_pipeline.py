"""Authorize → run → record: what the Session does with a Plan that has calls."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from core.access import PermissionGate, request_for_planned_call
from core.access.gate import AskUser
from core.local_actions import ActionTargets, CallNotRunnable, action_for_call
from core.planner.plan import Plan
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
        for call in plan.calls:
            try:
                action = action_for_call(call.method, call.arguments, self.targets)
            except CallNotRunnable as exc:
                return PipelineResult(ran=False, reason=str(exc))
            account = self.targets.account_for(call.method)
            request = request_for_planned_call(
                call, self.catalog, account=account, conversation_id=conversation_id,
                granted_scopes=self._granted(account),
            )
            decision = await self.gate.authorize(request, ask)
            if not decision.allows:
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


__all__ = ["ActionPipeline", "PipelineResult"]
