"""Google Docs for the Playground: documents.create, documents.get and documents.batchUpdate over the text a Docs
file holds in Drive (the same text files.export returns).

As at Docs: the body is paragraphs of text runs whose indexes count UTF-16 code units from 1 (index 0 is the
section break), the body always ends with a newline no edit may delete, and every change makes a new
revisionId. batchUpdate applies its requests in order, all or none: insertText (at ``location.index`` or the
body's ``endOfSegmentLocation``), deleteContentRange and replaceAllText (``matchCase``); an index outside the body
is a 400, as is a ``writeControl.requiredRevisionId`` that is no longer the document's revision (someone edited it
since). Other request kinds are refused with a 400 that names them.
"""

from __future__ import annotations

import base64
import re

from flask import request

from core.playground.drive_content import CONTENTS
from core.playground.resources import ApiError, ResourceStore, _new_id, _now

DOC = "application/vnd.google-apps.document"
REVISIONS = "docs.revisions"  # document id -> {"revisionId": …}


def units(text: str) -> list[str]:
    """``text`` as UTF-16 code units (a character outside the BMP takes two: itself and an empty slot)."""
    out: list[str] = []
    for ch in text:
        out.extend((ch, "") if ord(ch) > 0xFFFF else (ch,))
    return out


def _body_text(store: ResourceStore, user: str, doc_id: str) -> str:
    item = store.collection(user, "drive.files").get(doc_id)
    if item is None or item.get("mimeType") != DOC or item.get("trashed"):
        raise ApiError(404, "Requested entity was not found.", "notFound")
    raw = store.collection(user, CONTENTS).get(doc_id, {}).get("base64", "")
    text = base64.b64decode(raw).decode("utf-8", "replace")
    return text if text.endswith("\n") else text + "\n"


def _revision(store: ResourceStore, user: str, doc_id: str) -> str:
    return store.collection(user, REVISIONS).setdefault(doc_id, {"revisionId": "r-" + _new_id()})["revisionId"]


def _save(store: ResourceStore, user: str, doc_id: str, text: str) -> str:
    store.collection(user, CONTENTS)[doc_id] = {"base64": base64.b64encode(text.encode("utf-8")).decode("ascii")}
    revision = "r-" + _new_id()
    store.collection(user, REVISIONS)[doc_id] = {"revisionId": revision}
    item = store.collection(user, "drive.files")[doc_id]
    item["modifiedTime"] = _now()
    item["version"] = str(int(item.get("version", "1")) + 1)
    return revision


def render(doc_id: str, title: str, revision: str, text: str) -> dict:
    """The document as documents.get answers it: a section break, then one paragraph per line."""
    content: list[dict] = [{"endIndex": 1, "sectionBreak": {"sectionStyle": {}}}]
    at = 1
    for line in text.splitlines(keepends=True):
        end = at + len(units(line))
        run = {"startIndex": at, "endIndex": end, "textRun": {"content": line, "textStyle": {}}}
        content.append({"startIndex": at, "endIndex": end,
                        "paragraph": {"elements": [run], "paragraphStyle": {"namedStyleType": "NORMAL_TEXT"}}})
        at = end
    return {"documentId": doc_id, "title": title, "revisionId": revision, "body": {"content": content}}


def docs_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    body = request.get_json(silent=True) or {}
    doc_id = _new_id()
    title = str(body.get("title") or "Untitled document")
    with store.lock:
        store.collection(user, "drive.files")[doc_id] = {"kind": "drive#file", "id": doc_id, "name": title,
                                                         "mimeType": DOC, "createdTime": _now(), "version": "1"}
        _save(store, user, doc_id, "\n")
        return 200, render(doc_id, title, _revision(store, user, doc_id), "\n")


def docs_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    doc_id = params["documentId"]
    with store.lock:
        text = _body_text(store, user, doc_id)
        title = store.collection(user, "drive.files")[doc_id].get("name", "")
        return 200, render(doc_id, title, _revision(store, user, doc_id), text)


def docs_batch_update(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    doc_id = params["documentId"]
    body = request.get_json(silent=True) or {}
    with store.lock:
        text = units(_body_text(store, user, doc_id))
        required = (body.get("writeControl") or {}).get("requiredRevisionId")
        if required and required != _revision(store, user, doc_id):
            raise ApiError(400, "The required revision ID does not match the latest revision of the document.",
                           "failedPrecondition")
        replies = [_apply(text, edit) for edit in body.get("requests") or []]
        revision = _save(store, user, doc_id, "".join(text))
    return 200, {"documentId": doc_id, "replies": replies, "writeControl": {"requiredRevisionId": revision}}


def _index(value: object, text: list[str], *, insert: bool) -> int:
    """A body index a request names, checked: inside the body and before its final newline."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= len(text) + (0 if insert else 1):
        raise ApiError(400, f"Invalid requests: index {value!r} must be between 1 and the end of the body "
                            f"({len(text)}).", "badRequest")
    return value


def _apply(text: list[str], edit: dict) -> dict:
    """Apply one request to ``text`` (UTF-16 units, index 1 = text[0]); its reply."""
    kind = next(iter(edit), "") if len(edit) == 1 else ""
    spec = edit.get(kind) or {}
    if kind == "insertText":
        new = units(str(spec.get("text", "")))
        if "endOfSegmentLocation" in spec:
            at = len(text)  # before the body's final newline
        else:
            at = _index((spec.get("location") or {}).get("index"), text, insert=True)
        text[at - 1:at - 1] = new
        return {}
    if kind == "deleteContentRange":
        span = spec.get("range") or {}
        start = _index(span.get("startIndex"), text, insert=True)
        end = _index(span.get("endIndex"), text, insert=True)
        if end <= start:
            raise ApiError(400, "Invalid requests: the range must not be empty (endIndex > startIndex).", "badRequest")
        del text[start - 1:end - 1]
        return {}
    if kind == "replaceAllText":
        old = str((spec.get("containsText") or {}).get("text", ""))
        if not old:
            raise ApiError(400, "Invalid requests: replaceAllText needs containsText.text.", "badRequest")
        flags = 0 if (spec.get("containsText") or {}).get("matchCase") else re.I
        joined = "".join(text)
        changed = len(re.findall(re.escape(old), joined, flags))
        text[:] = units(re.sub(re.escape(old), lambda m: str(spec.get("replaceText", "")), joined, flags=flags))
        return {"replaceAllText": {"occurrencesChanged": changed}} if changed else {"replaceAllText": {}}
    raise ApiError(400, f"Invalid requests: the Playground's Docs does not support {kind or 'that request'!r}; it "
                        "supports insertText, deleteContentRange and replaceAllText.", "badRequest")


DOCS_ROUTES = [("docs.v1", "docs.documents.create", docs_create), ("docs.v1", "docs.documents.get", docs_get),
               ("docs.v1", "docs.documents.batchUpdate", docs_batch_update)]
