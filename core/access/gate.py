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
    while it waited applies at once. With nobody to ask (``ask=None``: unattended) nothing is approved
    on its own: only a non-destructive call the user chose "Always allow" for runs; a destructive one,
    a conversation grant (that conversation is not going on) or a needed sign-in is a Deny.

    With ``accounts``, an allowed request whose account lacks a scope (``request.missing_scopes``) leads
    into the provider's consent for just those scopes (incremental authorization) before it runs.
    """

    def __init__(self, grants: GrantStore, accounts: AccountDirectory | None = None) -> None:
        self.grants = grants
        self.accounts = accounts
        self._turn = asyncio.Lock()

    async def authorize(self, request: PermissionRequest, ask: AskUser | None) -> PermissionDecision:
        """The decision for ``request``. A lasting answer is recorded only once the consent for missing
        scopes (if any) succeeded; consent errors (e.g. OAuthConsentDenied) are raised to the caller."""
        lasting = self.grants.check_request(request)
        if ask is None:
            unattended_ok = (lasting is PermissionDecision.ALWAYS and not request.destructive
                             and not self._needs_consent(request))
            return lasting if unattended_ok else PermissionDecision.DENY
        if lasting is not None:
            await self._consent(request)
            return lasting
        async with self._turn:
            lasting = self.grants.check_request(request)  # an answer given while this one waited
            if lasting is not None:
                await self._consent(request)
                return lasting
            decision = PermissionDecision(await ask(request))
            if decision is PermissionDecision.ALLOW_CONVERSATION and not request.conversation_id:
                decision = PermissionDecision.ALLOW_ONCE
            if decision.allows:
                await self._consent(request)
            self.grants.record(request, decision)
            return decision

    def _needs_consent(self, request: PermissionRequest) -> bool:
        return bool(request.missing_scopes) and self.accounts is not None

    async def _consent(self, request: PermissionRequest) -> None:
        if self._needs_consent(request):
            await asyncio.to_thread(self.accounts.add_scopes, request.account, request.missing_scopes)
