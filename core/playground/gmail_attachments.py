"""Gmail's messages.attachments.get for the Playground: an attachment's bytes (base64url "data"), found by
the attachmentId that messages.get lists in the message's payload parts."""

from __future__ import annotations

import base64
import email
import email.policy

from core.playground.resources import ApiError, ResourceStore


def attachment_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    message = store.collection(user, "gmail.messages").get(params["messageId"])
    if message is None:
        raise ApiError(404, "Requested entity was not found.", "notFound")
    prefix, _, number = params["id"].rpartition(".")
    raw = base64.urlsafe_b64decode(message["raw"] + "=" * (-len(message["raw"]) % 4))
    parts = list(email.message_from_bytes(raw, policy=email.policy.default).iter_attachments())
    if prefix != message["id"] or not number.isdigit() or not 1 <= int(number) <= len(parts):
        raise ApiError(400, "Invalid attachment token", "invalidArgument")
    data = parts[int(number) - 1].get_payload(decode=True) or b""
    return 200, {"attachmentId": params["id"], "size": len(data),
                 "data": base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")}
