"""PermissionGate: decides whether an action may run, asking the user one question at a time."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from core.access.accounts import AccountDirectory
from core.access.grants import GrantStore
from core.access.permission import PermissionDecision, PermissionRequest

AskUser = Callable[[PermissionRequest], Awaitable[PermissionDecision]]


class PermissionGate:
    """Checks lasting grants, else asks the user; questions are queued and asked one at a time.

    Grants are re-checked when a queued request's turn comes, so an "Always allow" (or a revoke) given
    while it waited applies at once. With nobody to ask (``ask=None``: unattended) the answer is Deny:
    only what the user already granted for good runs unattended.

    With ``accounts``, an allowed request whose account lacks a scope (``request.missing_scopes``) leads
    into the provider's consent for just those scopes (incremental authorization) before it runs.
    """

    def __init__(self, grants: GrantStore, accounts: AccountDirectory | None = None) -> None:
        self.grants = grants
        self.accounts = accounts
        self._turn = asyncio.Lock()

    async def authorize(self, request: PermissionRequest, ask: AskUser | None) -> PermissionDecision:
        """The decision for ``request``; raises the account's errors (e.g. OAuthConsentDenied) from consent."""
        decision = await self._decide(request, ask)
        if decision.allows and request.missing_scopes and self.accounts is not None:
            await asyncio.to_thread(self.accounts.add_scopes, request.account, request.missing_scopes)
        return decision

    async def _decide(self, request: PermissionRequest, ask: AskUser | None) -> PermissionDecision:
        lasting = self.grants.check_request(request)
        if lasting is not None:
            return lasting
        if ask is None:
            return PermissionDecision.DENY
        async with self._turn:
            lasting = self.grants.check_request(request)
            if lasting is not None:
                return lasting
            decision = PermissionDecision(await ask(request))
            if decision is PermissionDecision.ALLOW_CONVERSATION and not request.conversation_id:
                decision = PermissionDecision.ALLOW_ONCE
            self.grants.record(request, decision)
            return decision
