"""What the user is asked (PermissionRequest) and what they answer (PermissionDecision)."""

from __future__ import annotations

import base64
import binascii
import email
import email.policy
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field


class PermissionDecision(StrEnum):
    """The user's answer in the permission dialog."""

    DENY = "deny"
    ALLOW_ONCE = "once"
    ALLOW_CONVERSATION = "conversation"
    ALWAYS = "always"

    @property
    def allows(self) -> bool:
        return self is not PermissionDecision.DENY

    @property
    def label(self) -> str:
        return {
            PermissionDecision.DENY: "Deny",
            PermissionDecision.ALLOW_ONCE: "Allow once",
            PermissionDecision.ALLOW_CONVERSATION: "Allow for this conversation",
            PermissionDecision.ALWAYS: "Always allow",
        }[self]


class ScopeInfo(BaseModel):
    """An OAuth scope with the human-readable description from its discovery document."""

    url: str
    description: str


class PermissionRequest(BaseModel):
    """One action Steward wants to run, as the permission dialog shows it. Never holds a secret."""

    service: str  # e.g. "Gmail"
    account: str  # account id (the accounts table), e.g. "playground:you@playground.invalid"
    account_label: str = ""  # e.g. the account's email, for display
    method_id: str  # e.g. "gmail.users.messages.send"
    action_summary: str  # e.g. "Send an email to ana@example.com"
    arguments: dict[str, Any] = Field(default_factory=dict)
    scopes: list[ScopeInfo] = Field(default_factory=list)
    reversible: bool = False  # True when Steward can undo it
    destructive: bool = False  # deletes, sends or otherwise changes something outside Steward
    conversation_id: str | None = None
    missing_scopes: list[str] = Field(default_factory=list)  # scopes the account has not consented to yet

    @property
    def scope_urls(self) -> list[str]:
        return [s.url for s in self.scopes]

    @property
    def needs_consent(self) -> bool:
        """True when allowing leads into the provider's OAuth consent for the missing scopes."""
        return bool(self.missing_scopes)


def readable_arguments(arguments: dict[str, Any]) -> dict[str, Any]:
    """Arguments as the user should read them: nested request bodies flattened ("body.summary"), and a
    Gmail ``raw`` message (base64url RFC 822) shown as its From/To/Cc/Bcc/Subject and text."""
    shown: dict[str, Any] = {}

    def add(prefix: str, value: Any) -> None:
        if isinstance(value, dict) and value:
            for key, inner in value.items():
                add(f"{prefix}.{key}" if prefix else key, inner)
        elif prefix.split(".")[-1] == "raw" and isinstance(value, str) and (message := _rfc822(value)):
            shown.update(message)
        else:
            shown[prefix] = value

    for name, value in arguments.items():
        if name == "body" and isinstance(value, dict):
            if value:
                add("", value)  # the request body's fields read as the action's own
        else:
            add(name, value)
    return shown


def _rfc822(raw: str) -> dict[str, str] | None:
    try:
        data = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
        parsed = email.message_from_bytes(data, policy=email.policy.default)
    except (binascii.Error, ValueError):
        return None
    if not any(parsed.get(h) for h in ("To", "Subject", "From")):
        return None
    fields = {h.lower(): str(parsed[h]) for h in ("From", "To", "Cc", "Bcc", "Subject") if parsed.get(h)}
    body = parsed.get_body(preferencelist=("plain", "html"))
    if body is not None:
        fields["message"] = str(body.get_content()).strip()
    return fields


def request_for_call(*, service: str, account: str, method_id: str, arguments: dict[str, Any], scopes: list[str],
                     describe_scope: Callable[[str], str], summary: str, reversible: bool, destructive: bool,
                     account_label: str = "", conversation_id: str | None = None,
                     granted_scopes: list[str] | None = None) -> PermissionRequest:
    """Build the dialog's request for one planned call (e.g. from a planner PlannedCall and the catalog).

    ``describe_scope`` maps a scope URL to its discovery description (e.g. ``catalog.scope(s).description``);
    ``granted_scopes`` are the account's consented scopes: the rest become ``missing_scopes``.
    """
    granted = set(granted_scopes or [])
    return PermissionRequest(
        service=service, account=account, account_label=account_label, method_id=method_id,
        action_summary=summary or method_id, arguments=arguments,
        scopes=[ScopeInfo(url=s, description=describe_scope(s)) for s in scopes],
        reversible=reversible, destructive=destructive, conversation_id=conversation_id,
        missing_scopes=[s for s in scopes if s not in granted] if granted_scopes is not None else [],
    )


def request_for_planned_call(call: Any, catalog: Any, *, account: str, account_label: str = "",
                             conversation_id: str | None = None,
                             granted_scopes: list[str] | None = None) -> PermissionRequest:
    """The dialog's request for a planner ``PlannedCall`` (method, arguments, scopes, reversible, summary),
    with the service title, scope descriptions and effects taken from the catalog.

    A call is destructive when the catalog says so or when it changes something and cannot be undone
    (e.g. sending mail); destructive grants are bound to the method.
    """
    method = catalog.method(call.method)
    effects = method.effects
    titles = {s.id: s.title for s in catalog.services()}
    return request_for_call(
        service=titles.get(method.service, method.service), account=account, account_label=account_label,
        method_id=method.id, arguments=call.arguments, scopes=list(call.scopes),
        describe_scope=lambda s: _describe(catalog, s), summary=call.summary,
        reversible=bool(call.reversible), destructive=effects.destructive or not (effects.read_only or effects.reversible),
        conversation_id=conversation_id, granted_scopes=granted_scopes,
    )


def _describe(catalog: Any, scope: str) -> str:
    try:
        return catalog.scope(scope).description
    except Exception:  # noqa: BLE001 - unknown scopes (e.g. "email") are shown by their name
        return scope
