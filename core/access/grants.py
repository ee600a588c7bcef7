"""Grants: the user's lasting answers, per account + scope (+ method for destructive calls), in the app DB.

"Allow once" and "Deny" are not lasting: they are kept only in the decision history, so the next identical
request asks again. "Allow for this conversation" lasts for one conversation id, "Always allow" until revoked.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime

import sqlite_utils
from pydantic import BaseModel

from core.access.permission import PermissionDecision, PermissionRequest
from core.errors import StewardError

LASTING = (PermissionDecision.ALLOW_CONVERSATION, PermissionDecision.ALWAYS)


class GrantError(StewardError):
    """A grant cannot be recorded or revoked."""


class Grant(BaseModel):
    """A lasting permission: this account may use this scope (for this method, when destructive)."""

    id: int
    account: str
    scope: str
    method: str | None  # set for destructive calls: the grant covers only this method
    decision: PermissionDecision  # ALLOW_CONVERSATION or ALWAYS
    conversation_id: str | None
    created_at: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def ensure_schema(db: sqlite_utils.Database) -> None:
    """Create the grants and permission_decisions tables if missing."""
    if "grants" not in db.table_names():
        db["grants"].create(
            {"id": int, "account": str, "scope": str, "method": str, "decision": str,
             "conversation_id": str, "created_at": str},
            pk="id",
        )
        db["grants"].create_index(["account", "scope"])
    if "permission_decisions" not in db.table_names():
        db["permission_decisions"].create(
            {"id": int, "account": str, "method": str, "scopes": str, "decision": str,
             "conversation_id": str, "decided_at": str},
            pk="id",
        )


class GrantStore:
    """Persisted grants with check / record / revoke / list; listeners hear every change."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.db = db
        ensure_schema(db)
        self._lock = threading.RLock()
        self._listeners: list[Callable[[], None]] = []

    # ---- queries ---------------------------------------------------------------------------------------

    def check(self, account: str, scopes: list[str], *, method: str, destructive: bool,
              conversation_id: str | None = None) -> PermissionDecision | None:
        """The lasting decision covering every scope of the call, or None when the user must be asked."""
        if not scopes:
            return None  # an action without a scope is still asked: nothing is auto-approved by default
        covering: list[PermissionDecision] = []
        for scope in scopes:
            found = self._covering(account, scope, method if destructive else None, conversation_id)
            if found is None:
                return None
            covering.append(found)
        # Report the weakest of the covering grants.
        return PermissionDecision.ALLOW_CONVERSATION if PermissionDecision.ALLOW_CONVERSATION in covering \
            else PermissionDecision.ALWAYS

    def check_request(self, request: PermissionRequest) -> PermissionDecision | None:
        return self.check(request.account, request.scope_urls, method=request.method_id,
                          destructive=request.destructive, conversation_id=request.conversation_id)

    def _covering(self, account: str, scope: str, method: str | None,
                  conversation_id: str | None) -> PermissionDecision | None:
        where = "account = ? and scope = ? and "
        params: list = [account, scope]
        if method is None:
            where += "method is null"
        else:
            where += "(method = ? or method is null)"
            params.append(method)
        rows = list(self.db["grants"].rows_where(where, params))
        for row in rows:
            if row["decision"] == PermissionDecision.ALWAYS and (method is None or row["method"] == method):
                return PermissionDecision.ALWAYS
        for row in rows:
            if (row["decision"] == PermissionDecision.ALLOW_CONVERSATION and conversation_id is not None
                    and row["conversation_id"] == conversation_id and (method is None or row["method"] == method)):
                return PermissionDecision.ALLOW_CONVERSATION
        return None

    def list(self, account: str | None = None) -> list[Grant]:
        """Lasting grants, newest first (all accounts unless ``account`` is given)."""
        where, params = ("account = ?", [account]) if account else (None, None)
        rows = self.db["grants"].rows_where(where, params, order_by="id desc")
        return [Grant(**row) for row in rows]

    def history(self, limit: int = 100) -> list[dict]:
        """Recent decisions (every answer, including Allow once and Deny)."""
        return list(self.db["permission_decisions"].rows_where(order_by="id desc", limit=limit))

    # ---- changes -----------------------------------------------------------------------------------------

    def record(self, request: PermissionRequest, decision: PermissionDecision) -> list[Grant]:
        """Store the user's answer; lasting answers become one grant per scope. Returns the new grants."""
        decision = PermissionDecision(decision)
        if decision is PermissionDecision.ALLOW_CONVERSATION and not request.conversation_id:
            raise GrantError("'Allow for this conversation' needs a conversation; choose Allow once or Always.")
        created: list[Grant] = []
        with self._lock, self.db.conn:
            self.db["permission_decisions"].insert({
                "account": request.account, "method": request.method_id, "scopes": " ".join(request.scope_urls),
                "decision": decision.value, "conversation_id": request.conversation_id, "decided_at": _now(),
            })
            if decision in LASTING:
                for scope in request.scope_urls:
                    row = {
                        "account": request.account, "scope": scope,
                        "method": request.method_id if request.destructive else None,
                        "decision": decision.value,
                        "conversation_id": request.conversation_id if decision is PermissionDecision.ALLOW_CONVERSATION
                        else None,
                        "created_at": _now(),
                    }
                    row_id = self.db["grants"].insert(row).last_pk
                    created.append(Grant(id=row_id, **row))
        if created:
            self._changed()
        return created

    def revoke(self, grant_id: int) -> None:
        """Remove one grant; the next request it covered asks again."""
        with self._lock:
            if self.db["grants"].count_where("id = ?", [grant_id]) == 0:
                raise GrantError(f"Grant {grant_id} does not exist (already revoked?). Refresh the list.")
            self.db["grants"].delete(grant_id)
        self._changed()

    def revoke_account(self, account: str) -> int:
        """Remove every grant of an account (on disconnect); returns how many were removed."""
        with self._lock, self.db.conn:
            count = self.db["grants"].count_where("account = ?", [account])
            self.db.execute("delete from grants where account = ?", [account])
        if count:
            self._changed()
        return count

    def end_conversation(self, conversation_id: str) -> None:
        """Drop the grants given 'for this conversation'."""
        with self._lock, self.db.conn:
            self.db.execute("delete from grants where conversation_id = ?", [conversation_id])
        self._changed()

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener()`` after every change; returns a function that unsubscribes."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()
