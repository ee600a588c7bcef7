"""Drive comments and their replies for the Playground: comments.list/create/delete, replies.create/delete.

As at Google: a comment or reply needs text (content), every call but a delete must name the fields it wants
back (else 400 "The 'fields' parameter is required for this method."), and a file or comment that is not
there is a 404. A comment carries its author and its replies.
"""

from __future__ import annotations

from flask import request

from core.playground.resources import ApiError, Handler, ResourceStore, _new_id, _now

COMMENTS = "drive.comments"  # comment id -> comment (with its fileId and replies)
AUTHOR = {"displayName": "Playground User", "me": True}


def _fields_named(params: dict) -> None:
    if not request.args.get("fields"):
        raise ApiError(400, "The 'fields' parameter is required for this method.", "required")


def _file(store: ResourceStore, user: str, file_id: str) -> None:
    if file_id not in store.collection(user, "drive.files"):
        raise ApiError(404, f"File not found: {file_id}.", "notFound")


def _comment(store: ResourceStore, user: str, params: dict) -> dict:
    _file(store, user, params["fileId"])
    comment = store.collection(user, COMMENTS).get(params["commentId"])
    if comment is None or comment["fileId"] != params["fileId"] or comment.get("deleted"):
        raise ApiError(404, f"Comment not found: {params['commentId']}.", "notFound")
    return comment


def _content() -> str:
    content = str((request.get_json(silent=True) or {}).get("content", "")).strip()
    if not content:
        raise ApiError(400, "A comment or reply needs content.", "required")
    return content


def comments_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    _fields_named(params)
    _file(store, user, params["fileId"])
    made = {"kind": "drive#comment", "id": _new_id(), "fileId": params["fileId"], "content": _content(),
            "author": AUTHOR, "createdTime": _now(), "modifiedTime": _now(), "resolved": False, "replies": []}
    store.collection(user, COMMENTS)[made["id"]] = made
    return 200, made


def comments_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    _fields_named(params)
    _file(store, user, params["fileId"])
    return 200, {"comments": [c for c in store.collection(user, COMMENTS).values()
                              if c["fileId"] == params["fileId"] and not c.get("deleted")]}


def comments_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, None]:
    with store.lock:
        _comment(store, user, params)["deleted"] = True
    return 204, None


def replies_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    _fields_named(params)
    with store.lock:
        comment = _comment(store, user, params)
        reply = {"kind": "drive#reply", "id": _new_id(), "content": _content(), "author": AUTHOR,
                 "createdTime": _now(), "modifiedTime": _now()}
        comment["replies"].append(reply)
    return 200, reply


def replies_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, None]:
    with store.lock:
        comment = _comment(store, user, params)
        kept = [r for r in comment["replies"] if r["id"] != params["replyId"]]
        if len(kept) == len(comment["replies"]):
            raise ApiError(404, f"Reply not found: {params['replyId']}.", "notFound")
        comment["replies"] = kept
    return 204, None


DRIVE_COMMENT_ROUTES: list[tuple[str, str, Handler]] = [
    ("drive.v3", "drive.comments.create", comments_create),
    ("drive.v3", "drive.comments.list", comments_list),
    ("drive.v3", "drive.comments.delete", comments_delete),
    ("drive.v3", "drive.replies.create", replies_create),
    ("drive.v3", "drive.replies.delete", replies_delete),
]
