"""Google-API-shaped resource routes (Gmail, Calendar, Drive, Tasks; People in people.py) with the discovery documents' paths,
verbs and scopes; bearer tokens are checked against the Playground's authorization state."""

from __future__ import annotations

import base64
import email
import email.policy
import json
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from flask import Flask, Response, request

from core.playground.authorization import AuthorizationState, Token
from core.playground.discovery import DiscoveryMethod, find_method


@dataclass
class RecordedCall:
    """One resource request the Playground served (never the token itself)."""

    method_id: str
    http_method: str
    path: str
    user: str | None
    status: int
    token_scopes: tuple[str, ...] = ()


@dataclass
class ResourceStore:
    """In-memory Gmail/Calendar/Drive/Tasks data per user and collection."""

    lock: threading.RLock = field(default_factory=threading.RLock)
    collections: dict[tuple[str, str], dict[str, dict]] = field(default_factory=dict)
    calls: list[RecordedCall] = field(default_factory=list)

    def collection(self, user: str, name: str) -> dict[str, dict]:
        with self.lock:
            return self.collections.setdefault((user, name), {})


class ApiError(Exception):
    """An error answered with Google's JSON error shape."""

    STATUS = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED", 404: "NOT_FOUND",
              410: "NOT_FOUND"}

    def __init__(self, code: int, message: str, reason: str, details: list | None = None,
                 headers: dict | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.reason = code, message, reason
        self.details, self.headers = details, headers or {}

    def response(self) -> Response:
        body = {"error": {
            "code": self.code, "message": self.message,
            "errors": [{"message": self.message, "domain": "global", "reason": self.reason}],
            "status": self.STATUS.get(self.code, "FAILED_PRECONDITION"),
        }}
        if self.details:
            body["error"]["details"] = self.details
        return Response(json.dumps(body), status=self.code, mimetype="application/json", headers=self.headers)


def _not_found() -> ApiError:
    return ApiError(404, "Requested entity was not found.", "notFound")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _new_id() -> str:
    return secrets.token_hex(8)


Handler = Callable[[ResourceStore, str, dict], tuple[int, dict | Response | None]]


# ---- Gmail -------------------------------------------------------------------------------------------


def gmail_message_from_raw(raw: bytes, label_ids: list[str]) -> dict:
    """A Gmail ``Message`` resource for RFC 822 bytes."""
    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    body = parsed.get_body(preferencelist=("plain", "html"))
    text = body.get_content() if body is not None else ""
    message_id = _new_id()
    attached = [{"partId": str(n), "mimeType": part.get_content_type(), "filename": part.get_filename() or "",
                 "body": {"attachmentId": f"{message_id}.{n}", "size": len(part.get_payload(decode=True) or b"")}}
                for n, part in enumerate(parsed.iter_attachments(), 1)]  # gmail_attachments.py serves their bytes
    return {
        "id": message_id,
        "threadId": message_id,
        "labelIds": label_ids,
        "snippet": " ".join(str(text).split())[:200],
        "sizeEstimate": len(raw),
        "internalDate": str(int(time.time() * 1000)),
        "payload": {
            "mimeType": parsed.get_content_type(),
            "headers": [{"name": k, "value": str(v)} for k, v in parsed.items()],
            **({"parts": attached} if attached else {}),
        },
        "raw": base64.urlsafe_b64encode(raw).decode("ascii"),
    }


def _message_view(message: dict, fmt: str) -> dict:
    view = dict(message)
    if fmt != "raw":
        view.pop("raw", None)
    if fmt == "minimal":
        view.pop("payload", None)
    return view


def gmail_send(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    if request.mimetype == "message/rfc822":
        raw = request.get_data()
    else:
        payload = request.get_json(silent=True) or {}
        if "raw" not in payload:
            raise ApiError(400, "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
                           "invalidArgument")
        raw = base64.urlsafe_b64decode(payload["raw"] + "=" * (-len(payload["raw"]) % 4))
    message = gmail_message_from_raw(raw, ["SENT"])
    messages = store.collection(user, "gmail.messages")
    thread = (request.get_json(silent=True) or {}).get("threadId") if request.mimetype != "message/rfc822" else None
    if thread and any(m["threadId"] == thread for m in messages.values()):
        message["threadId"] = thread  # a reply joins the thread it names (Gmail also checks the Subject)
    messages[message["id"]] = message
    return 200, {"id": message["id"], "threadId": message["threadId"], "labelIds": message["labelIds"]}


def _gmail_matches(message: dict, query: str) -> bool:
    """A subset of Gmail's search box: ``from:``/``to:``/``subject:`` terms, has:attachment and plain words (all
    must match, case-insensitive; attachment names are searched too); other operators are ignored."""
    headers = {h["name"].lower(): str(h["value"]).lower() for h in message.get("payload", {}).get("headers", [])}
    names = [str(p.get("filename", "")).lower() for p in message.get("payload", {}).get("parts", [])]
    text = " ".join([*headers.values(), message.get("snippet", "").lower(), *names])
    for term in query.lower().split():
        field, _, value = term.rpartition(":")
        if field in ("from", "to", "subject"):
            if value not in headers.get(field, ""):
                return False
        elif term == "has:attachment" and not names:
            return False
        elif not field and term not in text:
            return False
    return True


def gmail_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    include_trash = request.args.get("includeSpamTrash", "false") == "true"
    wanted = set(request.args.getlist("labelIds"))
    query = request.args.get("q", "")
    items = [
        {"id": m["id"], "threadId": m["threadId"]}
        for m in reversed(list(store.collection(user, "gmail.messages").values()))
        if (include_trash or "TRASH" not in m["labelIds"]) and wanted <= set(m["labelIds"])
        and _gmail_matches(m, query)
    ][: int(request.args.get("maxResults", 100))]
    body: dict = {"resultSizeEstimate": len(items)}
    if items:
        body["messages"] = items
    return 200, body


def _gmail_message(store: ResourceStore, user: str, params: dict) -> dict:
    message = store.collection(user, "gmail.messages").get(params["id"])
    if message is None:
        raise _not_found()
    return message


def gmail_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    return 200, _message_view(_gmail_message(store, user, params), request.args.get("format", "full"))


def gmail_trash(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    message = _gmail_message(store, user, params)
    with store.lock:
        message["labelIds"] = [x for x in message["labelIds"] if x != "INBOX"] + ["TRASH"]
    return 200, _message_view(message, "minimal")


def gmail_untrash(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    message = _gmail_message(store, user, params)
    with store.lock:
        labels = [x for x in message["labelIds"] if x != "TRASH"]
        message["labelIds"] = labels if "SENT" in labels else ["INBOX", *labels]
    return 200, _message_view(message, "minimal")


def gmail_modify(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    """Labels added and removed (archive = remove INBOX, read = remove UNREAD, star = add STARRED)."""
    body = request.get_json(silent=True) or {}
    added, removed = body.get("addLabelIds") or [], body.get("removeLabelIds") or []
    if not isinstance(added, list) or not isinstance(removed, list) or set(added) & set(removed):
        raise ApiError(400, "addLabelIds and removeLabelIds must be lists with no label in both.", "invalidArgument")
    message = _gmail_message(store, user, params)
    with store.lock:
        labels = [x for x in message["labelIds"] if x not in removed]
        message["labelIds"] = labels + [x for x in added if x not in labels]
    return 200, _message_view(message, "minimal")


# ---- Calendar, Drive, Tasks: simple collections --------------------------------------------------------


def _insert(collection: str, kind: str, defaults: Callable[[], dict]) -> Handler:
    def handler(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
        body = request.get_json(silent=True) or {}
        item = {**defaults(), **body, "kind": kind, "id": _new_id()}
        store.collection(user, collection.format(**params))[item["id"]] = item
        return 200, item

    return handler


def _list(collection: str, kind: str, key: str, hidden: Callable[[dict], bool] = lambda i: False) -> Handler:
    def handler(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
        items = [i for i in store.collection(user, collection.format(**params)).values() if not hidden(i)]
        return 200, {"kind": kind, key: items}

    return handler


def _get(collection: str, id_param: str) -> Handler:
    def handler(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
        item = store.collection(user, collection.format(**params)).get(params[id_param])
        if item is None:
            raise _not_found()
        return 200, item

    return handler


def _modify(collection: str, id_param: str, *, replace: bool) -> Handler:
    """PATCH merges the JSON body into the resource; PUT (``replace``) swaps every field but the ids."""

    def handler(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
        items = store.collection(user, collection.format(**params))
        body = request.get_json(silent=True) or {}
        with store.lock:
            item = items.get(params[id_param])
            if item is None or item.get("status") == "cancelled":
                raise _not_found()
            kept = {k: item[k] for k in ("kind", "id", "created", "createdTime") if k in item}
            updated = {**({} if replace else item), **body, **kept}
            if "updated" in item:
                updated["updated"] = _now()
            if request.path.startswith("/upload/"):
                updated["size"] = str(len(request.get_data()))
            items[params[id_param]] = updated
        return 200, updated

    return handler


def _delete(collection: str, id_param: str) -> Handler:
    def handler(store: ResourceStore, user: str, params: dict) -> tuple[int, None]:
        items = store.collection(user, collection.format(**params))
        with store.lock:
            if params[id_param] not in items:
                raise _not_found()
            del items[params[id_param]]
        return 204, None

    return handler


def _event_defaults() -> dict:
    return {"status": "confirmed", "created": _now(), "updated": _now()}


def calendar_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, None]:
    event = store.collection(user, "calendar.events:{calendarId}".format(**params)).get(params["eventId"])
    if event is None:
        raise _not_found()
    if event["status"] == "cancelled":
        raise ApiError(410, "Resource has been deleted", "deleted")
    event["status"] = "cancelled"  # Google keeps deleted events with status "cancelled"
    return 204, None


ROUTES: list[tuple[str, str, Handler]] = [
    ("gmail.v1", "gmail.users.messages.send", gmail_send),
    ("gmail.v1", "gmail.users.messages.list", gmail_list),
    ("gmail.v1", "gmail.users.messages.get", gmail_get),
    ("gmail.v1", "gmail.users.messages.trash", gmail_trash),
    ("gmail.v1", "gmail.users.messages.untrash", gmail_untrash),
    ("gmail.v1", "gmail.users.messages.modify", gmail_modify),
    ("calendar.v3", "calendar.events.insert", _insert("calendar.events:{calendarId}", "calendar#event", _event_defaults)),
    ("calendar.v3", "calendar.events.list",
     _list("calendar.events:{calendarId}", "calendar#events", "items", lambda e: e["status"] == "cancelled")),
    ("calendar.v3", "calendar.events.get", _get("calendar.events:{calendarId}", "eventId")),
    ("calendar.v3", "calendar.events.delete", calendar_delete),
    ("calendar.v3", "calendar.events.patch", _modify("calendar.events:{calendarId}", "eventId", replace=False)),
    ("calendar.v3", "calendar.events.update", _modify("calendar.events:{calendarId}", "eventId", replace=True)),
    ("drive.v3", "drive.files.delete", _delete("drive.files", "fileId")),
    ("tasks.v1", "tasks.tasks.insert",
     _insert("tasks.tasks:{tasklist}", "tasks#task", lambda: {"status": "needsAction", "updated": _now()})),
    ("tasks.v1", "tasks.tasks.list", _list("tasks.tasks:{tasklist}", "tasks#tasks", "items")),
    ("tasks.v1", "tasks.tasks.delete", _delete("tasks.tasks:{tasklist}", "task")),
    ("tasks.v1", "tasks.tasks.get", _get("tasks.tasks:{tasklist}", "task")),
    ("tasks.v1", "tasks.tasks.patch", _modify("tasks.tasks:{tasklist}", "task", replace=False)),
    ("tasks.v1", "tasks.tasks.update", _modify("tasks.tasks:{tasklist}", "task", replace=True)),
    ("tasks.v1", "tasks.tasklists.insert", _insert("tasks.tasklists", "tasks#taskList", lambda: {"updated": _now()})),
    ("tasks.v1", "tasks.tasklists.list", _list("tasks.tasklists", "tasks#taskLists", "items")),
]


def _rule(path: str) -> str:
    return "/" + re.sub(r"\{\+?(\w+)\}", r"<\1>", path.lstrip("/"))


def authenticate(state: AuthorizationState, method: DiscoveryMethod) -> Token:
    """The request's valid bearer token holding one of ``method``'s scopes, else a Google-shaped error."""
    header = request.headers.get("Authorization", "")
    token = state.by_access_token(header[7:]) if header[:7].lower() == "bearer " else None
    if token is None or token.is_expired() or token.is_revoked():
        raise ApiError(
            401,
            "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or "
            "other valid authentication credential.",
            "authError",
            headers={"WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"'},
        )
    if not set(token.scope.split()) & set(method.scopes):
        raise ApiError(
            403, "Request had insufficient authentication scopes.", "insufficientPermissions",
            details=[{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
                      "domain": "googleapis.com", "metadata": {"service": method.host, "method": method.id}}],
            headers={"WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="insufficient_scope", '
                     f'scope="{" ".join(method.scopes)}"'},
        )
    return token


def install_resource_routes(app: Flask, state: AuthorizationState, store: ResourceStore,
                            routes: list[tuple[str, str, Handler]] = ROUTES) -> None:
    """Add every route in ``routes`` (and its media-upload twin) to ``app``."""
    for document, method_id, handler in routes:
        method = find_method(document, method_id)
        view = _view(state, store, method, handler)
        app.add_url_rule(_rule(method.path), endpoint=method_id, view_func=view, methods=[method.http_method])
        if method.upload_path:
            app.add_url_rule(_rule(method.upload_path), endpoint=method_id + ".upload", view_func=view,
                             methods=[method.http_method])

    @app.route("/v1/userinfo", methods=["GET"])
    def userinfo() -> Response:
        identity = DiscoveryMethod("oauth2.userinfo", "GET", "v1/userinfo", None,
                                   ("openid", "email", "profile"), "openidconnect.googleapis.com")
        try:
            token = authenticate(state, identity)
        except ApiError as error:
            return error.response()
        return Response(json.dumps({"sub": token.user, "email": token.user, "email_verified": True,
                                    "name": "Playground user"}), mimetype="application/json")


def _view(state: AuthorizationState, store: ResourceStore, method: DiscoveryMethod, handler: Handler):
    def view(**params: str) -> Response:
        user: str | None = None
        scopes: tuple[str, ...] = ()
        try:
            token = authenticate(state, method)
            user, scopes = token.user, tuple(token.scope.split())
            if "userId" in params and params["userId"] not in ("me", user):
                raise ApiError(403, "Delegation denied for " + user, "forbidden")
            status, body = handler(store, user, params)
            response = body if isinstance(body, Response) else Response(  # a file's bytes (export) as they are
                json.dumps(body) if body is not None else b"", status=status, mimetype="application/json")
        except ApiError as error:
            response = error.response()
        with store.lock:
            store.calls.append(RecordedCall(method.id, request.method, request.path, user, response.status_code, scopes))
        return response

    return view
