"""Fixtures for the access tests: a real app database file and permission requests."""

from __future__ import annotations

import pytest

from core.access import GrantStore, PermissionRequest, ScopeInfo

GMAIL_SEND = "https://www.googleapis.com/auth/gmail.send"
GMAIL_MODIFY = "https://www.googleapis.com/auth/gmail.modify"
DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"


@pytest.fixture
def grants(app_db) -> GrantStore:
    return GrantStore(app_db)


def send_request(conversation_id: str | None = "conv-1", **changes) -> PermissionRequest:
    """A Gmail send as the planner would describe it (irreversible, destructive)."""
    fields = dict(
        service="Gmail",
        account="playground:you@playground.invalid",
        account_label="you@playground.invalid",
        method_id="gmail.users.messages.send",
        action_summary="Send an email to ana@example.com: “Lunch at noon?”",
        arguments={"to": "ana@example.com", "subject": "Lunch at noon?", "body": "Shall we meet at 12:00?"},
        scopes=[ScopeInfo(url=GMAIL_SEND, description="Send email on your behalf")],
        reversible=False,
        destructive=True,
        conversation_id=conversation_id,
    )
    fields.update(changes)
    return PermissionRequest(**fields)


def upload_request(conversation_id: str | None = "conv-1", **changes) -> PermissionRequest:
    """A Drive upload (reversible: the file can be deleted again)."""
    fields = dict(
        service="Google Drive",
        account="playground:you@playground.invalid",
        method_id="drive.files.create",
        action_summary="Upload notes.txt to Drive",
        arguments={"name": "notes.txt"},
        scopes=[ScopeInfo(url=DRIVE_FILE, description="See, edit, create, and delete only the specific Google "
                          "Drive files you use with this app")],
        reversible=True,
        destructive=False,
        conversation_id=conversation_id,
    )
    fields.update(changes)
    return PermissionRequest(**fields)
