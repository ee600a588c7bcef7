"""Drive folders for the Playground: files.update with addParents / removeParents, as Drive does it.

Drive keeps one parent per file ("My Drive" is "root"): a move names the folder to add and the one to remove in the
query, never in the body; a file given two parents is refused (403 cannotAddParent), as is a body that sets
``parents`` to anything but where the file ends up (403 fieldNotWritable). Adding a folder that does not exist is a
404. Any other field of the body is merged, like a PATCH.
"""

from __future__ import annotations

from flask import request

from core.playground.resources import ApiError, ResourceStore

FOLDER = "application/vnd.google-apps.folder"
ROOT = "root"


def parents_of(item: dict) -> list[str]:
    return list(item.get("parents") or [ROOT])


def drive_update(store: ResourceStore, user: str, params: dict) -> tuple[int, dict]:
    items = store.collection(user, "drive.files")
    body = request.get_json(silent=True) or {}
    added = [p for p in request.args.get("addParents", "").split(",") if p]
    removed = {p for p in request.args.get("removeParents", "").split(",") if p}
    with store.lock:
        item = items.get(params["fileId"])
        if item is None:
            raise ApiError(404, f"File not found: {params['fileId']}.", "notFound")
        for folder in added:
            if folder != ROOT and (items.get(folder) or {}).get("mimeType") != FOLDER:
                raise ApiError(404, f"File not found: {folder}.", "notFound")
        parents = [p for p in parents_of(item) if p not in removed]
        parents += [p for p in added if p not in parents]
        if len(parents) > 1:
            raise ApiError(403, "Increasing the number of parents is not allowed. A file must have exactly one parent.",
                           "cannotAddParent")
        if "parents" in body and list(body["parents"]) != parents:
            raise ApiError(403, "The parents field is not directly writable in update requests. Use the addParents and "
                                "removeParents parameters instead.", "fieldNotWritable")
        kept = {k: item[k] for k in ("kind", "id", "created", "createdTime") if k in item}
        updated = {**item, **body, **kept, "parents": parents or [ROOT]}
        if request.path.startswith("/upload/"):
            updated["size"] = str(len(request.get_data()))
        items[params["fileId"]] = updated
    return 200, updated
