"""Replying to and forwarding an e-mail: "Reply to the email from Sarah saying thanks, see you Monday",
"Forward the latest email from my bank to dad@example.com".

A reply goes to the sender of a message the user has, in its thread, with "Re:" and the headers that
let mail programs thread it (In-Reply-To, References); a forward goes to the address named, with the
original attached whole (message/rfc822) and the user's note, if any. Two look-ups find the message:
the newest one that matches the request (Gmail's list, ids only), then that message (messages.get: its
headers for a reply, the raw original for a forward). Both are RFC 2822 messages for messages.send.
"""

from __future__ import annotations

import base64
import email
import re
from email import policy
from email.message import EmailMessage
from typing import Any

from core.planner import extract

SEND = "gmail.users.messages.send"
LIST = "gmail.users.messages.list"
GET = "gmail.users.messages.get"
HEADERS = ["From", "Reply-To", "Subject", "Message-ID", "References"]
DRAFT = "gmail.users.drafts.create"
_REPLY = re.compile(r"^\s*(?:please\s+)?(?:reply|respond|answer|write back)\b"
                    r"|^\s*(?:please\s+)?(?:can\s+you\s+)?(?:draft|write\s+up|prepare)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:quick\s+)?"
                    r"(?:reply|response|answer)\s+to\b", re.I)  # "draft a reply to Dr Okonkwo's referral email …": kept as a draft
_FORWARD = re.compile(r"^\s*(?:please\s+)?(?:forward|fwd)\b", re.I)


def encoded(message: EmailMessage) -> str:
    """An RFC 2822 message as Gmail's ``raw`` takes it: base64url."""
    return base64.urlsafe_b64encode(message.as_bytes()).decode("ascii")


def decoded(raw: str) -> EmailMessage:
    """Gmail's ``raw`` (base64url, padding optional) as a message."""
    return email.message_from_bytes(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), policy=policy.default)


def is_reply(request: str) -> bool:
    """Whether the request answers a message the user received."""
    return bool(_REPLY.match(request))


def is_forward(request: str) -> bool:
    """Whether the request passes a message the user received on to someone."""
    return bool(_FORWARD.match(request))


def about_a_message(request: str) -> bool:
    """A reply or a forward: a message that is looked up before anything is sent."""
    return is_reply(request) or is_forward(request)


def searched_part(request: str) -> str:
    """The words that say which message ("Reply to the email from Sarah"), not the reply's own text
    nor whom a forward goes to."""
    head = re.split(r"\b(?:saying|that says|to say|telling (?:him|her|them)|that|(?:and|n|,)\s*(?:say|tell\s+(?:him|her|them)))\b"
                    r"|:|\"|\s[-–]\s", request,
                    maxsplit=1)[0]
    head = _REPLY.sub(" ", head, count=1)  # "draft a reply to": how, not which message
    return re.sub(r"\s+to\s+(?:my\s+\w+\s+)?\S+@\S+.*$", "", head) if is_forward(request) else head  # "to my mum mum.jones@…"


def list_arguments(q: str | None, request: str) -> dict[str, Any]:
    """The newest message the request means ("from:Sarah"), one only; a reply answers a message the user
    received, never one they sent."""
    terms = " ".join(t for t in (q, "-in:sent" if is_reply(request) else None) if t)
    return {"userId": "me", **({"q": terms} if terms else {}), "maxResults": 1}


def get_arguments(message_id: str, request: str) -> dict[str, Any]:
    """The headers a reply needs (not the message's text); a forward's whole original."""
    if is_forward(request):
        return {"userId": "me", "id": message_id, "format": "raw"}
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
    reply.set_content(text[:1].upper() + text[1:])  # "yes we take dogs, …" starts a sentence
    body = {"raw": encoded(reply)}
    if message.get("threadId"):
        body["threadId"] = str(message["threadId"])
    return body


def forward_body(message: dict[str, Any], request: str, note: str) -> dict[str, Any] | None:
    """messages.send's body passing ``message`` (fetched with format=raw) on to the address the request
    names, the original attached whole; None when either is missing."""
    to = extract.EMAIL.findall(request)
    raw = message.get("raw")
    if not to or not isinstance(raw, str):
        return None
    original = decoded(raw)
    forward = EmailMessage()
    forward["To"] = ", ".join(to)
    subject = str(original.get("Subject", ""))
    forward["Subject"] = subject if subject.lower().startswith(("fwd:", "fw:")) else f"Fwd: {subject}".strip()
    forward.set_content(note or f"Forwarded message from {original.get('From', 'someone')}.")
    forward.add_attachment(original)  # message/rfc822: the original as it was, headers and all
    return {"raw": encoded(forward)}


def label(message: dict[str, Any], request: str) -> str:
    """The message for the permission dialog: what is done with it, its sender and subject."""
    if is_forward(request) and isinstance(message.get("raw"), str):
        original = decoded(message["raw"])
        return f"forward {original.get('From', '?')}: {str(original.get('Subject', ''))!r}"
    headers = headers_of(message)
    return f"reply to {headers.get('from', '?')}: {headers.get('subject', '')!r}"
