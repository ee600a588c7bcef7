"""Google-People-shaped contact groups for the Playground: list, get, create, delete and members.modify.

As at Google: a user group is named by the user (its formattedName is the name), system groups such as
"myContacts" are listed too and cannot be deleted; members.modify adds and removes people by resourceName
and answers with the ones it did not find; a contact in no group cannot be removed from its last one only
for system groups, which the Playground does not model.
"""

from __future__ import annotations

import secrets

from flask import request

from core.playground.people import PEOPLE
from core.playground.resources import ApiError, Handler, ResourceStore, _new_id

GROUPS = "people.contactGroups"
_SYSTEM = {"myContacts": "My Contacts", "starred": "Starred"}


def _groups(store: ResourceStore, user: str) -> dict[str, dict]:
    groups = store.collection(user, GROUPS)
    with store.lock:
        for group_id, shown in _SYSTEM.items():
            groups.setdefault(group_id, {"resourceName": f"contactGroups/{group_id}", "etag": "%sys", "name": group_id,
                                         "formattedName": shown, "groupType": "SYSTEM_CONTACT_GROUP",
                                         "memberResourceNames": []})
    return groups


def _shown(group: dict, max_members: int = 0) -> dict:
    members = group.get("memberResourceNames", [])
    shown = {k: v for k, v in group.items() if k != "memberResourceNames"}
    shown["memberCount"] = len(members)
    if max_members:
        shown["memberResourceNames"] = members[:max_members]
    return shown


def _group(store: ResourceStore, user: str, params: dict) -> dict:
    group = _groups(store, user).get(params.get("contactGroupsId", ""))
    if group is None:
        raise ApiError(404, "Requested entity was not found.", "notFound")
    return group


def groups_list(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    groups = [_shown(g) for g in _groups(store, user).values()]
    return 200, {"contactGroups": groups, "totalItems": len(groups)}


def groups_get(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    return 200, _shown(_group(store, user, params), int(request.args.get("maxMembers") or 0))


def groups_create(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    name = str(((request.get_json(silent=True) or {}).get("contactGroup") or {}).get("name") or "").strip()
    if not name:
        raise ApiError(400, "contactGroup.name is required.", "invalidArgument")
    groups = _groups(store, user)
    with store.lock:
        if any(g["formattedName"].lower() == name.lower() for g in groups.values()):
            raise ApiError(409, "Contact group name already exists.", "alreadyExists")
        group_id = _new_id()
        groups[group_id] = {"resourceName": f"contactGroups/{group_id}", "etag": "%" + secrets.token_urlsafe(9),
                            "name": name, "formattedName": name, "groupType": "USER_CONTACT_GROUP",
                            "memberResourceNames": []}
    return 200, _shown(groups[group_id])


def groups_delete(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    with store.lock:
        group = _group(store, user, params)
        if group["groupType"] != "USER_CONTACT_GROUP":
            raise ApiError(400, "Cannot delete a system contact group.", "failedPrecondition")
        del _groups(store, user)[params["contactGroupsId"]]
    return 200, {}


def members_modify(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    body = request.get_json(silent=True) or {}
    added, removed = body.get("resourceNamesToAdd") or [], body.get("resourceNamesToRemove") or []
    if not added and not removed:
        raise ApiError(400, "At least one of resource_names_to_add or resource_names_to_remove must be set.",
                       "invalidArgument")
    people = store.collection(user, PEOPLE)
    with store.lock:
        group = _group(store, user, params)
        members = group.setdefault("memberResourceNames", [])
        missing = [name for name in [*added, *removed] if name.removeprefix("people/") not in people]
        for name in added:
            if name not in missing and name not in members:
                members.append(name)
        group["memberResourceNames"] = [m for m in members if m not in removed]
        group["etag"] = "%" + secrets.token_urlsafe(9)
    return 200, {"notFoundResourceNames": missing} if missing else {}


CONTACT_GROUP_ROUTES: list[tuple[str, str, Handler]] = [
    ("people.v1", "people.contactGroups.list", groups_list),
    ("people.v1", "people.contactGroups.get", groups_get),
    ("people.v1", "people.contactGroups.create", groups_create),
    ("people.v1", "people.contactGroups.delete", groups_delete),
    ("people.v1", "people.contactGroups.members.modify", members_modify),
]
