"""A file an API call returns (an exported PDF, a downloaded photo), saved into the user's folder.

Never over another file ("Budget (2).pdf" beside "Budget.pdf"), written whole or not at all (a temporary
file renamed into place), and removed again by Undo only while it is unchanged.
"""

from __future__ import annotations

import base64
import hashlib
import mimetypes
import os
import re
from pathlib import Path

from core.runtime.errors import ActionFailed, ActionRejected, UndoConflict

EXTENSIONS = {"application/pdf": ".pdf", "text/csv": ".csv", "text/plain": ".txt", "text/html": ".html",
              "application/epub+zip": ".epub", "application/rtf": ".rtf", "image/png": ".png", "image/jpeg": ".jpg",
              "application/vnd.oasis.opendocument.text": ".odt", "application/zip": ".zip",
              "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
              "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx"}
MAX_NAME = 120
JSON_FILES = {"gmail.users.messages.attachments.get"}  # methods that answer with the file inside JSON


def folder_to_save_in(value: object) -> Path:
    """The folder a call's file goes to ("save_to", set from the user's folder when the action was built)."""
    folder = Path(str(value))
    if not folder.is_absolute() or not folder.is_dir():
        raise ActionRejected(f"The folder to save into, {folder}, does not exist; add your folder again in Settings.")
    return folder


def file_name(name: str, mime: str) -> str:
    """A safe file name for ``name`` with the extension of ``mime`` ("Inventory Flat 1" → "Inventory Flat 1.pdf")."""
    mime = mime.split(";", 1)[0].strip().lower()
    stem = re.sub(r"[\x00-\x1f/\\:*?\"<>|]+", " ", name).strip(" .") or "download"
    extension = EXTENSIONS.get(mime) or mimetypes.guess_extension(mime) or ""
    if extension and stem.lower().endswith(extension):
        stem = stem[: -len(extension)]
    return stem[:MAX_NAME].rstrip(" .") + extension


def media_of(body: object, name: str) -> object:
    """The file in a call's answer: the bytes the connector handed back, or Gmail's {"data": base64url}."""
    if isinstance(body, dict) and isinstance(body.get("data"), str) and "media" not in body:
        data = base64.urlsafe_b64decode(body["data"] + "=" * (-len(body["data"]) % 4))
        return {"mimeType": mimetypes.guess_type(name)[0] or "application/octet-stream",
                "base64": base64.b64encode(data).decode("ascii")}
    return body.get("media") if isinstance(body, dict) else None


def save(folder: Path, name: str, media: object) -> tuple[Path, bytes]:
    """Write the reply's file ({"mimeType", "base64"}) into ``folder`` under a name no file has yet."""
    if not (isinstance(media, dict) and isinstance(media.get("base64"), str)):
        raise ActionFailed("The service answered without a file to save; nothing was saved.")
    data = base64.b64decode(media["base64"])
    wanted = Path(file_name(name, str(media.get("mimeType", ""))))
    path = folder / wanted.name
    for n in range(2, 1000):
        if not path.exists():
            break
        path = folder / f"{wanted.stem} ({n}){wanted.suffix}"
    temporary = path.with_name(f".{path.name}.steward-tmp")
    temporary.write_bytes(data)
    try:
        if path.exists():  # appeared meanwhile: never overwrite it
            raise ActionFailed(f"{path.name} appeared in your folder meanwhile; nothing was saved.")
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    return path, data


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def remove(path: Path, sha256: str, overwrite: bool = False) -> None:
    """Undo a save: delete the file unless it was edited since (``overwrite`` deletes it anyway)."""
    if not path.is_file():
        raise UndoConflict(f"{path.name} is no longer in your folder; there is nothing to undo.")
    if not overwrite and digest(path.read_bytes()) != sha256:
        raise UndoConflict(f"{path.name} was changed since it was saved; undo would delete those changes.")
    path.unlink()
