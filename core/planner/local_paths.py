"""Where a local file is: the user's usual folders said by name ("on my desktop" is ~/Desktop), a file said to be in a
folder ("rename ch7_old.md in ~/Writing/SaltRoad …"), a move's source and destination ("the … pdf is in Downloads, put it in
Documents/Soumissions 2026"; "chuck it in the Claims 2026 folder"), and what a delete or a move acts on inside a usual folder,
asked rather than the whole folder."""

from __future__ import annotations

import re
from typing import Any

from core.planner.everyday_values import folder_named

USER_FOLDERS = {"desktop": "~/Desktop", "documents": "~/Documents", "downloads": "~/Downloads", "pictures": "~/Pictures",
                "music": "~/Music", "videos": "~/Videos"}  # the user's own, in their home: the runtime maps it into files_root or refuses
_USER_FOLDER = re.compile(r"\b(?:in|on|from|inside|off|out\s+of)\s+(?:my\s+|the\s+)?(" + "|".join(USER_FOLDERS) + r")(?:\s+folder)?\b", re.I)


def user_folder(query: str) -> str | None:
    """The usual folder a file is said to be in ("on my desktop", "somewhere in downloads") as a path from the
    user's home ("~/Desktop"): the runtime finds it inside the folder Steward works in, or says it is outside."""
    m = _USER_FOLDER.search(query)
    return USER_FOLDERS[m.group(1).lower()] if m else None


def in_folders(query: str, paths: list[str]) -> list[str]:
    """``paths`` with a file said to be in a folder path joined to it ("rename ch7_old.md in ~/Writing/SaltRoad to …"
    → ~/Writing/SaltRoad/ch7_old.md); the folder is no path of its own then."""
    out = list(paths)
    for name, folder in zip(paths, paths[1:], strict=False):
        if "/" not in name and "." not in folder.rsplit("/", 1)[-1] and re.search(
                rf"{re.escape(name)}['\"’”]?\s+(?:folder\s+)?(?:in|inside|from)\s+(?:the\s+|my\s+)?(?:folder\s+)?{re.escape(folder)}", query):
            out[out.index(name)] = f"{folder.rstrip('/')}/{name}"  # "the rose_flash_OLD folder in ~/Designs"
            out.remove(folder)
    for name in [p for p in out if "/" not in p and "." in p]:  # "rename jade_sleeve_v2.png in Designs to …": that folder
        inside = re.search(rf"{re.escape(name)}\s+in\s+(?:my\s+)?([A-Z][\w-]*)\b(?!\s+(?:folder|drive|google)\b)(?!\.)", query)
        if inside and inside.group(1).lower() not in ("drive", "google", "gmail"):
            out[out.index(name)] = f"{inside.group(1)}/{name}"
    return out


_KEPT_HERE = re.compile(r"\bmy\s+((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*)\s+(?:scanned\s+|saved\s+|stored\s+|kept\s+)?"
                        r"(?:somewheres?|on\s+(?:this|my|the)\s+(?:computer|laptop|pc))\b", re.I)


_LOOKED_FOR = re.compile(r"\b(?:find|dig\s+out|search\s+for|look\s+for|where(?:'s|\s+is|\s+are))\s+(?:the|that|this|my|those)\s+"
                         r"((?:[\w'-]+\s+){0,4}?[\w'-]+?)(?:\s+(?:pdf|docx?|txt|file|files|photos?|pics?|pictures?))?\s+(?:in|from|on)\s", re.I)
_ASKED_FOR = re.compile(r"^\s*(?:please\s+)?(?:find|search|where|look|locate|open|get)\b|\b(?:called|named)\b", re.I)  # the search
# already says what it looks for: "find my price list somewhere on the laptop, think its called prices"


def placed_paths(query: str, method: str, values: dict[str, Any]) -> dict[str, Any]:
    """Paths where the request puts them: a bare file name in a named usual folder ("open prices.txt in my
    Documents" → Documents/prices.txt), a search or listing in it, and a rename in the file's own folder
    ("rename ~/thesis/draft.docx to ch3.docx" → ~/thesis/ch3.docx)."""
    out = dict(values)
    path = out.get("path")
    if method == "files.search" and isinstance(path, str) and re.search(r"\.\w{1,5}$", path.rsplit("/", 1)[-1]):
        out["query"] = path.rsplit("/", 1)[-1]  # "something like referral_form.docx, can you find it": its name is searched
        del out["path"]
        if "/" in path:
            out["path"] = path.rsplit("/", 1)[0]
    into = re.search(r"\b(?:into|to)\s+(?:my|the)\s+[\w. -]+?\s+folder\b", query, re.I)  # a destination, not where it is
    usual, named = user_folder(query), folder_named(query) if method.startswith("files.") and not into else None  # "in my shoots folder"
    if usual and named and named.lower() not in USER_FOLDERS and re.search(
            rf"{re.escape(named)}['\"’”]?\s+folder\s+(?:on|in|off|from)\s+(?:my\s+|the\s+)?{usual.rsplit('/', 1)[-1]}\b", query, re.I):
        named = f"{usual}/{named}"  # "in my Scouts folder on the desktop"
    folder = named if named and named.startswith(f"{usual}/") else usual or named
    for param, value in values.items():
        if folder and isinstance(value, str) and "/" not in value and param in ("path", "source") and value != folder:
            same = value.lower() == folder.rsplit("/", 1)[-1].lower()  # "delete the 'photos copy' folder off my desktop": that
            # folder itself; "whats in my downloads folder": ~/Downloads
            out[param] = folder if same else f"{folder}/{value}"
    kept = _KEPT_HERE.search(query) if method == "files.search" and "query" not in out and not _ASKED_FOR.search(query) else None
    if kept:  # "i got my food handlers permit scanned on this computer somewheres": what is looked for
        out["query"] = kept.group(1)
    if folder and method in ("files.search", "files.list") and "path" not in values:
        out["path"] = folder
    source, destination = out.get("source"), out.get("destination")
    put_in = re.search(r"\b(?:put|move|stick|pop|shift)\s+it\s+(?:in|into|to)\s+(?:my\s+|the\s+)?([\w~/][\w ./~-]*?)\s*[.!]?$", query, re.I)
    if method == "files.move" and put_in and isinstance(source, str) and source.rstrip("/").endswith(put_in.group(1).rstrip("/")) \
            and not (isinstance(destination, str) and destination.rstrip("/").endswith(put_in.group(1).rstrip("/"))):
        out["destination"], old = source, destination  # "the … pdf is in Downloads, put it in Documents/Soumissions 2026": to
        # the folder it is put in, from Downloads (which file in it is asked, never the whole folder)
        if isinstance(old, str):
            out["source"] = old
        else:
            del out["source"]
        source, destination = out.get("source"), out["destination"]
    moved_too = re.search(r"\b(?:and\s+)?(?:stick|put|move|pop|shift)\s+it\s+(?:in|into|to)\s+((?:~/|/)\S+?)/?(?=[\s,.;!?]*$|\s)", query, re.I)
    if method == "files.move" and moved_too and isinstance(destination, str) and "/" not in destination:
        out["destination"] = destination = f"{moved_too.group(1)}/{destination}"  # "rename … to xmas_flyer.png and stick it in ~/fairs"
    if method == "files.move" and isinstance(source, str) and isinstance(destination, str) and "/" in source \
            and "/" not in destination and re.match(r"\s*(?:please\s+)?rename\b", query, re.I):
        out["destination"] = f"{source.rsplit('/', 1)[0]}/{destination}"
    renamed = re.search(r"\b(?:and\s+)?(?:call|name|rename)\s+it\s+['\"]?([\w .()-]+\.\w{1,5})\b", query, re.I)
    if method == "files.move" and renamed and isinstance(destination, str) and not destination.endswith(renamed.group(1)):
        out["destination"] = f"{destination.rstrip('/')}/{renamed.group(1)}"  # "move … to ~/Pictures/Baby and call it first_smile.jpg"
    return out


def _said_as_target(query: str, source: str, destination: str) -> bool:
    """Whether the move's source is said after "to"/"into" and its destination before it: the two read the wrong way round."""
    said = source.removeprefix("~/")
    target = re.search(rf"\b(?:to|into)\s+(?:the\s+|my\s+)?(?:~/)?{re.escape(said)}(?![\w/.-])", query, re.I)
    named = query.lower().find(destination.removeprefix("~/").lower())
    return bool(target) and 0 <= named < target.start() and "/" not in destination


_NAMED_IN_FOLDER = re.compile(r"\b(?:the|my|that|this)\s+((?:(?!(?:the|my|a)\b)[\w'&.()-]+\s+){1,6}?)(?:folder|file|directory)\s+(?:that'?s\s+)?"
                              r"(?:on|in|off|from|out\s+of)\s+(?:my\s+|the\s+)?(desktop|documents|downloads|pictures|music|videos)\b", re.I)


_INTO_NESTED = re.compile(r"\b(?:into|to|in)\s+(?:the\s+|my\s+|our\s+)?((?:(?!(?:the|my|a)\b)[\w'&.()-]+\s+){0,5}?[\w'&.()-]+)\s+folder\s+"
                          r"(?:within|inside|in|on)\s+(?:my\s+|the\s+)?(" + "|".join(USER_FOLDERS) + r")\b", re.I)


def from_home(method: str, args: dict[str, Any], query: str = "", missing: list[str] | None = None) -> tuple[dict[str, Any], list[str]]:
    """A local file call's paths that start with one of the user's usual folders, from their home: "into
    Documents/Lettings" is ~/Documents/Lettings, "put it in my Pictures folder" ~/Pictures; and (args, missing) with
    what a delete or move acts on inside that folder when named ("the Mixes 2019 OLD folder on my desktop"), else
    asked, never the whole folder ("move the invoice pdf from my downloads folder to …" planned moving ~/Downloads)."""
    missing = list(missing or [])
    if not method.startswith("files."):
        return args, missing
    out = dict(args)
    for param in ("path", "source", "destination"):
        value = out.get(param)
        first = value.split("/", 1)[0] if isinstance(value, str) else ""
        if first.lower() in USER_FOLDERS:
            out[param] = USER_FOLDERS[first.lower()] + value[len(first):]
    param = {"files.delete": "path", "files.move": "source", "files.read": "path"}.get(method)
    named = _NAMED_IN_FOLDER.search(query)
    if param and named and out.get(param) in (*USER_FOLDERS.values(), None, "off", "on", "from"):
        out[param] = f"{USER_FOLDERS[named.group(2).lower()]}/{named.group(1).strip()}"  # "the Mixes 2019 OLD folder on my desktop"
        missing = [m for m in missing if m != param]
    nested = _INTO_NESTED.search(query) if method == "files.move" else None
    if nested and str(out.get("destination", "")).rstrip("/") in (*USER_FOLDERS.values(), nested.group(1), ""):
        out["destination"] = f"{USER_FOLDERS[nested.group(2).lower()]}/{nested.group(1)}"  # "into the U3A Bank Statements
        missing = [m for m in missing if m != "destination"]  # folder within my Documents": that folder, in Documents
    whole = re.search(rf"\b(?:in|into|to)\s+(?:the\s+|my\s+|our\s+)?({re.escape(str(out['destination']))}[\w .-]*?)\s+folder\b", query, re.I) \
        if method == "files.move" and out.get("destination") and "/" not in str(out["destination"]) else None
    if whole:  # "chuck it in the Claims 2026 folder": that folder, its whole name
        out["destination"] = whole.group(1)
    source, destination = (str(out.get(p, "")).rstrip("/").rsplit("/", 1)[-1].lower() for p in ("source", "destination"))
    bare = "/" not in str(out.get("destination", ""))  # a folder said by its name alone
    if method == "files.move" and source and source == destination and bare and out["source"] != out["destination"]:
        out["source"] = ""  # "the fixtures pdf … is sat in downloads, shift it in the Club folder": to Club, which file asked
    if param and str(out.get(param, "")).rstrip("/") in (*USER_FOLDERS.values(), "~", "") and param in out:
        del out[param]  # the whole Desktop was deleted or moved for "the … folder on my desktop": which one is asked
        missing.append(param)
    looked_for = _LOOKED_FOR.search(query) if method == "files.search" and isinstance(out.get("path"), str) else None
    if looked_for and str(out.get("query", "")).lower() == out["path"].rstrip("/").rsplit("/", 1)[-1].lower():
        out["query"] = looked_for.group(1)  # "find the invoice pdf in downloads": the invoice, not "downloads"
    if method == "files.move" and isinstance(out.get("source"), str) and isinstance(out.get("destination"), str) \
            and _said_as_target(query, out["source"], out["destination"]):  # "move that payslip_20-11 to Documents/Algas": the one
        out["source"], out["destination"] = out["destination"], out["source"]  # said after "to" is where it goes
    if method == "files.move" and "source" in out and (out["source"] == out.get("destination") or str(out["source"]).lower() in _VERBS):
        del out["source"]  # "that barking eels invoice in my downloads, shift it into the Invoices folder" moved "shift", or
        missing.append("source")  # Invoices into itself: which file is asked
    return out, missing


_VERBS = {"shift", "move", "put", "stick", "pop", "chuck", "bung", "it", "them", "that", "this"}
