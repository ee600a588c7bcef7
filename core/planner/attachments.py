"""Opening an e-mail's attachment: "agency sent the new shift pattern as a pdf attachment, open it".

Two look-ups find it, as for a reply: the newest message that matches and has an attachment (Gmail's list),
then that message whole (messages.get, format=full), whose parts name each attachment (file name, type,
attachmentId). The attachment the request means (its type or name words, else the first) is fetched with
messages.attachments.get and saved into the user's folder under its own file name (``save_as``).
"""

from __future__ import annotations

import re
from typing import Any

ATTACHMENT = "gmail.users.messages.attachments.get"
_KINDS = {"pdf": (".pdf",), "photo": (".jpg", ".jpeg", ".png", ".heic"), "picture": (".jpg", ".jpeg", ".png"),
          "image": (".jpg", ".jpeg", ".png", ".gif"), "spreadsheet": (".xlsx", ".xls", ".csv"),
          "word": (".docx", ".doc"), "document": (".docx", ".doc", ".pdf", ".odt"), "zip": (".zip",)}


def list_arguments(q: str | None) -> dict[str, Any]:
    """The newest matching message that has an attachment."""
    terms = (q or "").split()
    return {"userId": "me", "q": " ".join([*terms, *(["has:attachment"] if "has:attachment" not in terms else [])]),
            "maxResults": 1}


def get_arguments(message_id: str) -> dict[str, Any]:
    return {"userId": "me", "id": message_id, "format": "full"}


def _parts(payload: Any) -> list[dict[str, Any]]:
    found = []
    for part in (payload or {}).get("parts") or []:
        if isinstance(part, dict):
            if part.get("filename") and (part.get("body") or {}).get("attachmentId"):
                found.append(part)
            found += _parts(part)
    return found


def chosen(message: Any, request: str) -> dict[str, Any] | None:
    """The attachment of ``message`` the request means: one whose type or name it says, else the first."""
    parts = _parts(message.get("payload") if isinstance(message, dict) else None)
    words = {w.lower() for w in re.findall(r"[A-Za-z0-9]+", request)}
    for part in parts:
        name = str(part["filename"]).lower()
        if any(name.endswith(ends) for kind, ends in _KINDS.items() if kind in words) or \
                words & {w for w in re.findall(r"[a-z0-9]+", name.rsplit(".", 1)[0]) if len(w) > 2}:
            return part
    return parts[0] if parts else None


def arguments(message: dict[str, Any], part: dict[str, Any]) -> dict[str, Any]:
    """attachments.get's arguments for ``part`` of ``message``, with the file name it is saved under."""
    return {"userId": "me", "messageId": str(message["id"]), "id": str(part["body"]["attachmentId"]),
            "save_as": str(part["filename"])}
