"""Gmail labels and filters for the Playground: the system labels plus the user's own (labels.list/create),
and filters (create, list, delete).

As at Google: a user label's id is "Label_<n>", not its name; a second label of a name is a 409; a filter
needs criteria and an action, and each label it adds or removes must exist (else 400 "Invalid label").
"""

from __future__ import annotations

from flask import request

from core.playground.resources import ApiError, Handler, ResourceStore, _new_id

LABELS = "gmail.labels"
FILTERS = "gmail.filters"
SYSTEM = ("INBOX", "SENT", "DRAFT", "SPAM", "TRASH", "UNREAD", "STARRED", "IMPORTANT", "CATEGORY_PERSONAL",
          "CATEGORY_SOCIAL", "CATEGORY_PROMOTIONS", "CATEGORY_UPDATES", "CATEGORY_FORUMS")


def _labels(store: ResourceStore, user: str) -> list[dict]:
    own = list(store.collection(user, LABELS).values())
    return [{"id": name, "name": name, "type": "system"} for name in SYSTEM] + own


def labels_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    return 200, {"labels": _labels(store, user)}


def labels_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    name = str((request.get_json(silent=True) or {}).get("name", "")).strip()
    if not name:
        raise ApiError(400, "Invalid label name", "invalidArgument")
    with store.lock:
        if any(label["name"].lower() == name.lower() for label in _labels(store, user)):
            raise ApiError(409, "Label name exists or conflicts", "failedPrecondition")
        own = store.collection(user, LABELS)
        label = {"id": f"Label_{len(own) + 1}", "name": name, "type": "user",
                 "messageListVisibility": "show", "labelListVisibility": "labelShow"}
        own[label["id"]] = label
    return 200, label


def filters_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    body = request.get_json(silent=True) or {}
    criteria, action = body.get("criteria") or {}, body.get("action") or {}
    if not isinstance(criteria, dict) or not isinstance(action, dict) or not criteria or not action:
        raise ApiError(400, "Filter doesn't have any criteria" if not criteria else "Filter doesn't have any actions",
                       "invalidArgument")
    known = {label["id"] for label in _labels(store, user)}
    for label in [*(action.get("addLabelIds") or []), *(action.get("removeLabelIds") or [])]:
        if label not in known:
            raise ApiError(400, f"Invalid label {label} in AddLabelIds", "invalidArgument")
    made = {"id": _new_id(), "criteria": criteria, "action": action}
    store.collection(user, FILTERS)[made["id"]] = made
    return 200, made


def filters_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    made = list(store.collection(user, FILTERS).values())
    return 200, {"filter": made} if made else {}


def filters_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, None]:
    with store.lock:
        if store.collection(user, FILTERS).pop(params["id"], None) is None:
            raise ApiError(404, "Filter not found", "notFound")
    return 204, None


GMAIL_SETTINGS_ROUTES: list[tuple[str, str, Handler]] = [
    ("gmail.v1", "gmail.users.labels.list", labels_list),
    ("gmail.v1", "gmail.users.labels.create", labels_create),
    ("gmail.v1", "gmail.users.settings.filters.create", filters_create),
    ("gmail.v1", "gmail.users.settings.filters.list", filters_list),
    ("gmail.v1", "gmail.users.settings.filters.delete", filters_delete),
]
