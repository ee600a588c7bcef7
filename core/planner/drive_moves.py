"""A Drive file moved into another folder: "move the 'Gift Aid declarations Nov' file into the Gift Aid folder on Drive".

Drive keeps one folder per file, and files.update moves it with two ids in its query: addParents (the folder it
goes into) and removeParents (the one it is in now). The request states neither: two look-ups, the file first
(drive.files.list by its name, with its parents), then the folder (by the name said, of the folder kind). A file
or folder that is not found, or several that fit, is said plainly and nothing is moved. Undo moves it back (the
inverse swaps the two ids).
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import lookup
from core.planner.plan import Plan

UPDATE = "drive.files.update"
LIST = "drive.files.list"
FOLDER = "application/vnd.google-apps.folder"
FILE_FIELDS = "files(id,name,mimeType,parents)"
_INTO = re.compile(r"\b(?:move|put|file|stick|shift|pop|drag|chuck)\b(?P<what>.*?)\b(?:into|in|to|under)\s+(?:the\s+|my\s+|our\s+|a\s+)?"
                   r"(?P<folder>['\"‘“][^'\"’”]+['\"’”]|[\w&'-]+(?:\s+[\w&'-]+){0,4}?)\s+folder\b", re.I | re.S)


def folder_said(request: str) -> str | None:
    """The folder a request moves something into ("into the Gift Aid folder" → Gift Aid), or None."""
    m = _INTO.search(request)
    return m.group("folder").strip("'\"‘’“” ") if m else None


def pending(call: Any, request: str) -> str | None:
    """The folder a Drive files.update call still has to be moved into, else None."""
    if call.method != UPDATE or call.arguments.get("addParents"):
        return None
    return folder_said(request)


def file_words(request: str) -> str:
    """The request without the folder it names, so the file's look-up searches the file's name only."""
    m = _INTO.search(request)
    return (request[:m.start("what")] + m.group("what") + request[m.end():]) if m else request


def folder_lookup(folder: str) -> tuple[str, dict[str, Any]]:
    """The list call that finds the folder by its name (several words: each one)."""
    return LIST, {"q": f"{lookup.name_contains(folder.split())}mimeType = '{FOLDER}' and trashed = false", "fields": FILE_FIELDS}


def next_lookup(call: Any, folder: str, request: str, listing: Any, now: Any) -> tuple[str, dict[str, Any]]:
    """The list call that finds what the move still lacks: the file by its name (with the folder it is in), then the
    folder."""
    if call.arguments.get("fileId"):
        return folder_lookup(folder)
    return LIST, {**lookup.search_arguments(listing, file_words(request), now, "fileId"), "fields": FILE_FIELDS}


def _say(plan: Plan, reply: str) -> Plan:
    return Plan(request=plan.request, kind="chat", reply=reply + " Nothing was moved.")


def resolved(plan: Plan, listed: Any, folder: str) -> Plan | tuple[str, str]:
    """What a look-up found: the plan with the file and where it is now (the folder is looked up next), the
    folder's (id, label) to fill in, or a plain answer when either is not found, several fit, or the file is
    already there."""
    call = plan.calls[0]
    items = lookup.items_of(listed)
    if not call.arguments.get("fileId"):
        found = lookup.matches([i for i in items if i.get("mimeType") != FOLDER] or items, file_words(plan.request), None)
        if not found:
            return _say(plan, "I found no file in your Drive that matches.")
        if len(found) > 1:
            return _say(plan, "Several files fit: " + ", ".join(lookup.label(i) for i in found[:9]) + ". Say its whole name.")
        parents = [p for p in found[0].get("parents") or [] if isinstance(p, str)]
        if not parents:
            return _say(plan, f"I found {lookup.label(found[0])} but could not tell which folder it is in now.")
        partial = call.model_copy(update={"arguments": {**call.arguments, "fileId": str(found[0]["id"]),
                                                        "removeParents": ",".join(parents)}, "missing": ["addParents"]})
        return plan.model_copy(update={"calls": [partial, *plan.calls[1:]], "reply": f"Into which folder should "
                                       f"{lookup.label(found[0])} go?", "summary": lookup.label(found[0])})
    folders = [i for i in items if i.get("mimeType") in (FOLDER, None)]
    exact = [f for f in folders if str(f.get("name", "")).lower() == folder.lower()]
    folders = exact or folders
    if not folders:
        return _say(plan, f"You have no folder called '{folder}' in your Drive.")
    if len(folders) > 1:
        return _say(plan, f"Several folders fit '{folder}': " + ", ".join(lookup.label(f) for f in folders[:9]) + ". Say its whole name.")
    if str(folders[0]["id"]) in call.arguments.get("removeParents", "").split(","):
        return _say(plan, f"It is already in {lookup.label(folders[0])}.")
    return str(folders[0]["id"]), f"move {plan.summary} into {lookup.label(folders[0])}"
