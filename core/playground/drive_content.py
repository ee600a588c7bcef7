"""Drive files for the Playground: files.create (metadata, with an upload's bytes), files.list (name = /
name contains, mimeType, 'id' in parents, trashed; parents shown when ``fields`` asks), files.export (a Docs editor file's text in the format asked for)
and files.get with alt=media (an uploaded file's own bytes).

As at Google: only Docs editor files export (others answer 403 fileNotExportable) and only other files
download (403 fileNotDownloadable), an unsupported format is a 400, and the answer is the bytes, not JSON.
A PDF is a real one-page PDF of the text.
"""

from __future__ import annotations

import base64
import email
import email.policy
import json
import re

from flask import Response, request

from core.playground.resources import ApiError, ResourceStore, _new_id, _now

CONTENTS = "drive.contents"  # file id -> {"base64": the bytes uploaded with it} (drive_create)
_FORMATS = {"application/pdf", "text/plain", "text/html"}


def pdf_of(text: str) -> bytes:
    """A one-page PDF (Helvetica 11) showing ``text`` line by line."""
    def escaped(line: str) -> str:
        return line.encode("latin-1", "replace").decode("latin-1").replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    lines = text.splitlines()[:60] or [""]
    stream = "BT /F1 11 Tf 50 800 Td 14 TL " + " ".join(f"({escaped(line)}) '" for line in lines) + " ET"
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
               "/Resources << /Font << /F1 5 0 R >> >> >>",
               f"<< /Length {len(stream.encode('latin-1'))} >>\nstream\n{stream}\nendstream",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    return out + f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()


def drive_export(store: ResourceStore, user: str, params: dict) -> tuple[int, Response]:
    item = store.collection(user, "drive.files").get(params["fileId"])
    if item is None:
        raise ApiError(404, f"File not found: {params['fileId']}.", "notFound")
    if not str(item.get("mimeType", "")).startswith("application/vnd.google-apps."):
        raise ApiError(403, "Export only supports Docs Editors files.", "fileNotExportable")
    wanted = request.args.get("mimeType", "")
    if wanted not in _FORMATS:
        raise ApiError(400, "The requested conversion is not supported.", "badRequest")
    text = base64.b64decode(store.collection(user, CONTENTS).get(params["fileId"], {}).get("base64", "")).decode(
        "utf-8", "replace")
    data = pdf_of(text) if wanted == "application/pdf" else (
        f"<html><body><pre>{text}</pre></body></html>" if wanted == "text/html" else text).encode("utf-8")
    return 200, Response(data, status=200, mimetype=wanted)


def drive_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict | Response]:
    item = store.collection(user, "drive.files").get(params["fileId"])
    if item is None:
        raise ApiError(404, f"File not found: {params['fileId']}.", "notFound")
    if request.args.get("alt") != "media":
        return 200, item
    if str(item.get("mimeType", "")).startswith("application/vnd.google-apps."):
        raise ApiError(403, "Only files with binary content can be downloaded. Use Export with Docs Editors files.",
                       "fileNotDownloadable")
    data = base64.b64decode(store.collection(user, CONTENTS).get(params["fileId"], {}).get("base64", ""))
    return 200, Response(data, status=200, mimetype=item.get("mimeType") or "application/octet-stream")


def drive_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    metadata: dict = {}
    content = b""
    if request.mimetype == "multipart/related":
        head = f"Content-Type: {request.headers['Content-Type']}\r\n\r\n".encode()
        parsed = email.message_from_bytes(head + request.get_data(), policy=email.policy.HTTP)
        parts = list(parsed.iter_parts())
        metadata = json.loads(parts[0].get_content()) if parts else {}
        if len(parts) > 1:
            content = parts[1].get_payload(decode=True) or b""
            metadata.setdefault("mimeType", parts[1].get_content_type())
    elif request.path.startswith("/upload/"):
        content = request.get_data()
        metadata = {"mimeType": request.mimetype or "application/octet-stream"}
    else:
        metadata = request.get_json(silent=True) or {}
    item = {"kind": "drive#file", "id": _new_id(), "name": metadata.get("name", "Untitled"),
            "mimeType": metadata.get("mimeType", "application/octet-stream")}
    stored = {"parents": ["root"], **metadata, **item, "size": str(len(content)), "createdTime": _now()}  # My Drive
    store.collection(user, "drive.files")[item["id"]] = stored
    store.collection(user, CONTENTS)[item["id"]] = {"base64": base64.b64encode(content).decode("ascii")}
    return 200, item


def drive_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    shown = ("kind", "id", "name", "mimeType") + (("parents",) if "parents" in request.args.get("fields", "") else ())
    files = list(store.collection(user, "drive.files").values())
    for clause in re.split(r"\s+and\s+", request.args.get("q", "").strip()):  # name = / contains, mimeType, in parents, trashed
        clause = clause.strip()
        named = re.fullmatch(r"name\s*(=|contains)\s*'(.*)'", clause)
        kind = re.fullmatch(r"mimeType\s*(=|!=)\s*'(.*)'", clause)
        inside = re.fullmatch(r"'(.*)'\s+in\s+parents", clause)
        trashed = re.fullmatch(r"trashed\s*=\s*(true|false)", clause)
        if named:
            name = re.sub(r"\\(.)", r"\1", named.group(2))  # Drive escapes ' and \ with \
            files = [f for f in files if (f["name"] == name if named.group(1) == "=" else name.lower() in f["name"].lower())]
        elif kind:
            files = [f for f in files if (f.get("mimeType") == kind.group(2)) == (kind.group(1) == "=")]
        elif inside:
            files = [f for f in files if inside.group(1) in (f.get("parents") or ["root"])]
        elif trashed:
            files = [f for f in files if bool(f.get("trashed")) == (trashed.group(1) == "true")]
    listed = [{k: f.get(k, ["root"] if k == "parents" else None) for k in shown} for f in files]
    return 200, {"kind": "drive#fileList", "incompleteSearch": False, "files": listed[: int(request.args.get("pageSize", 100))]}
