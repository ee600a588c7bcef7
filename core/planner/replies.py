"""Replying to an e-mail: "Reply to the email from Sarah saying thanks, see you Monday".

A reply goes to the sender of a message the user has, in its thread, with "Re:" and the headers that
let mail programs thread it (In-Reply-To, References). Two look-ups find it: the newest message that
matches the request (Gmail's list, ids only), then that message's headers (messages.get, metadata);
the reply is then an RFC 2822 message for messages.send, written from the user's own words.
"""

from __future__ import annotations

import base64
import re
from email.message import EmailMessage
from typing import Any

SEND = "gmail.users.messages.send"
LIST = "gmail.users.messages.list"
GET = "gmail.users.messages.get"
HEADERS = ["From", "Reply-To", "Subject", "Message-ID", "References"]
_REPLY = re.compile(r"^\s*(?:please\s+)?(?:reply|respond|answer|write back)\b", re.I)


def is_reply(request: str) -> bool:
    """Whether the request answers a message the user received."""
    return bool(_REPLY.match(request))


def searched_part(request: str) -> str:
    """The words that say which message ("Reply to the email from Sarah"), not the reply's own text."""
    return re.split(r"\b(?:saying|that says|to say|telling (?:him|her|them)|that)\b|:|\"", request, maxsplit=1)[0]


def list_arguments(q: str | None) -> dict[str, Any]:
    """The newest message the request means ("from:Sarah"), one only."""
    return {"userId": "me", **({"q": q} if q else {}), "maxResults": 1}


def get_arguments(message_id: str) -> dict[str, Any]:
    """The headers a reply needs, not the message's text."""
    return {"userId": "me", "id": message_id, "format": "metadata", "metadataHeaders": list(HEADERS)}


def headers_of(message: Any) -> dict[str, str]:
    """A Gmail message resource's headers by name (first of each)."""
    found: dict[str, str] = {}
    payload = message.get("payload") if isinstance(message, dict) else None
    for header in (payload or {}).get("headers") or []:
        if isinstance(header, dict) and isinstance(header.get("name"), str):
            found.setdefault(header["name"].lower(), str(header.get("value", "")))
    return found


def reply_body(message: dict[str, Any], text: str) -> dict[str, Any] | None:
    """messages.send's body answering ``message`` with ``text``; None when it names no sender."""
    headers = headers_of(message)
    to = headers.get("reply-to") or headers.get("from")
    if not to:
        return None
    reply = EmailMessage()
    reply["To"] = to
    subject = headers.get("subject", "")
    reply["Subject"] = subject if subject.lower().startswith("re:") else f"Re: {subject}".strip()
    if headers.get("message-id"):
        reply["In-Reply-To"] = headers["message-id"]
        reply["References"] = f"{headers.get('references', '')} {headers['message-id']}".strip()
    reply.set_content(text)
    body = {"raw": base64.urlsafe_b64encode(reply.as_bytes()).decode("ascii")}
    if message.get("threadId"):
        body["threadId"] = str(message["threadId"])
    return body


def label(message: dict[str, Any]) -> str:
    """The message for the permission dialog: its sender and subject."""
    headers = headers_of(message)
    return f"reply to {headers.get('from', '?')}: {headers.get('subject', '')!r}"
