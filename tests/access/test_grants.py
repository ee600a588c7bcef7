"""Grants and the permission gate over a real app database file."""

from __future__ import annotations

import asyncio

import pytest

from core.access import GrantError, GrantStore, PermissionDecision, PermissionGate
from core.database import open_app_database
from tests.access.conftest import DRIVE_FILE, GMAIL_SEND, send_request, upload_request


def test_once_and_deny_are_not_kept(grants: GrantStore) -> None:
    request = upload_request()
    assert grants.check_request(request) is None
    assert grants.record(request, PermissionDecision.ALLOW_ONCE) == []
    assert grants.check_request(request) is None
    grants.record(request, PermissionDecision.DENY)
    assert grants.check_request(request) is None
    assert [row["decision"] for row in grants.history()] == ["deny", "once"]


def test_always_persists_across_reopen(grants: GrantStore, app_db, data_dir) -> None:
    request = upload_request()
    [grant] = grants.record(request, PermissionDecision.ALWAYS)
    assert (grant.account, grant.scope, grant.method) == (request.account, DRIVE_FILE, None)
    reopened = GrantStore(open_app_database(data_dir / "steward.db"))
    assert reopened.check_request(upload_request(conversation_id="another")) is PermissionDecision.ALWAYS
    assert reopened.check_request(upload_request(account="google:other@example.com")) is None


def test_conversation_grant_covers_only_that_conversation(grants: GrantStore) -> None:
    grants.record(upload_request("conv-1"), PermissionDecision.ALLOW_CONVERSATION)
    assert grants.check_request(upload_request("conv-1")) is PermissionDecision.ALLOW_CONVERSATION
    assert grants.check_request(upload_request("conv-2")) is None
    assert grants.check_request(upload_request(None)) is None
    grants.end_conversation("conv-1")
    assert grants.check_request(upload_request("conv-1")) is None
    with pytest.raises(GrantError, match="needs a conversation"):
        grants.record(upload_request(None), PermissionDecision.ALLOW_CONVERSATION)


def test_destructive_grant_is_per_method(grants: GrantStore) -> None:
    grants.record(send_request(), PermissionDecision.ALWAYS)
    [grant] = grants.list()
    assert (grant.scope, grant.method) == (GMAIL_SEND, "gmail.users.messages.send")
    assert grants.check_request(send_request()) is PermissionDecision.ALWAYS
    # Same scope, other destructive method: asked again.
    other = send_request(method_id="gmail.users.drafts.send", action_summary="Send a draft")
    assert grants.check_request(other) is None
    # A non-destructive call with the same scope is not covered by a method-bound grant either.
    assert grants.check(grant.account, [GMAIL_SEND], method="gmail.users.drafts.create", destructive=False) is None


def test_every_scope_must_be_covered(grants: GrantStore) -> None:
    grants.record(upload_request(), PermissionDecision.ALWAYS)
    assert grants.check("playground:you@playground.invalid", [DRIVE_FILE, GMAIL_SEND],
                        method="x", destructive=False) is None
    assert grants.check("playground:you@playground.invalid", [], method="x", destructive=False) is None


def test_revoke_and_listeners(grants: GrantStore) -> None:
    changes: list[int] = []
    unsubscribe = grants.subscribe(lambda: changes.append(len(grants.list())))
    [grant] = grants.record(upload_request(), PermissionDecision.ALWAYS)
    grants.revoke(grant.id)
    assert grants.check_request(upload_request()) is None
    assert changes == [1, 0]
    with pytest.raises(GrantError, match="does not exist"):
        grants.revoke(grant.id)
    unsubscribe()
    grants.record(send_request(), PermissionDecision.ALWAYS)
    assert changes == [1, 0]
    assert grants.revoke_account("playground:you@playground.invalid") == 1
    assert grants.list() == []


def test_gate_asks_once_for_queued_identical_requests(grants: GrantStore) -> None:
    asked: list[str] = []

    async def ask(request):
        asked.append(request.action_summary)
        await asyncio.sleep(0.01)
        return PermissionDecision.ALWAYS

    async def scenario():
        gate = PermissionGate(grants)
        return await asyncio.gather(*(gate.authorize(upload_request(), ask) for _ in range(3)))

    assert asyncio.run(scenario()) == [PermissionDecision.ALWAYS] * 3
    assert len(asked) == 1  # the answer applied at once to the two queued requests


def test_gate_never_auto_approves_unattended(grants: GrantStore) -> None:
    gate = PermissionGate(grants)
    assert asyncio.run(gate.authorize(upload_request(), None)) is PermissionDecision.DENY
    grants.record(upload_request(), PermissionDecision.ALLOW_CONVERSATION)
    assert asyncio.run(gate.authorize(upload_request(), None)) is PermissionDecision.DENY
    grants.record(upload_request(), PermissionDecision.ALWAYS)
    assert asyncio.run(gate.authorize(upload_request(), None)) is PermissionDecision.ALWAYS
    # A destructive call needs someone present, even with "Always allow".
    grants.record(send_request(), PermissionDecision.ALWAYS)
    assert grants.check_request(send_request()) is PermissionDecision.ALWAYS
    assert asyncio.run(gate.authorize(send_request(), None)) is PermissionDecision.DENY


def test_gate_once_asks_every_time(grants: GrantStore) -> None:
    answers = iter([PermissionDecision.ALLOW_ONCE, PermissionDecision.DENY])

    async def ask(request):
        return next(answers)

    gate = PermissionGate(grants)
    assert asyncio.run(gate.authorize(send_request(), ask)) is PermissionDecision.ALLOW_ONCE
    assert asyncio.run(gate.authorize(send_request(), ask)) is PermissionDecision.DENY
