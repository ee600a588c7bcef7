"""Undo of a Google Docs documents.batchUpdate: the edits that put the text back, worked out from the document as
it was just before (its before-image, documents.get) and the requests sent.

An insertText is undone by deleting what it inserted, a deleteContentRange by inserting the text it deleted, a
replaceAllText by putting the replaced words back where each one was; the undo runs them in reverse order, each
with the indexes the document has at that point (Docs counts UTF-16 code units from 1). The undo carries the
revision the edit produced (writeControl.requiredRevisionId), so Docs refuses it once the document was edited
since, rather than deleting the wrong text. Text comes back; styling a deletion removed does not. Edits of other
kinds (styles, tables, images) have no computed inverse: such an edit is refused before anything runs.
"""

from __future__ import annotations

import re
from array import array
from typing import Any

from core.errors import StewardError

_STRUCTURE = "\ufffc"  # an index a table, break or image takes: no text to match or put back


class UndoNotComputable(StewardError):
    """The edit has a request whose undo cannot be worked out; the message names it."""


def to_units(text: str) -> str:
    """``text`` with one character per UTF-16 code unit, so string positions are Docs indexes minus one."""
    return "".join(map(chr, array("H", text.encode("utf-16-le"))))


def from_units(units: str) -> str:
    return units.encode("utf-16-le", "surrogatepass").decode("utf-16-le")


def body_units(document: Any) -> str:
    """The document's body (documents.get) as code units from index 1; structural indexes hold a placeholder."""
    runs: list[tuple[int, str]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            run = node.get("textRun")
            if isinstance(run, dict) and isinstance(node.get("startIndex"), int):
                runs.append((node["startIndex"], to_units(str(run.get("content", "")))))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    content = ((document or {}).get("body") or {}).get("content") if isinstance(document, dict) else None
    if not isinstance(content, list) or not content:
        raise UndoNotComputable("The document could not be read before the edit, so the edit could not be undone.")
    walk(content)
    end = max(int(c.get("endIndex", 1)) for c in content if isinstance(c, dict))
    slots = [_STRUCTURE] * max(end - 1, 0)
    for start, text in runs:
        slots[start - 1:start - 1 + len(text)] = list(text)
    return "".join(slots[: end - 1])


def inverse_requests(request_body: Any, before: Any) -> list[dict]:
    """The requests that undo ``request_body``'s, given the document ``before`` it ran."""
    text = body_units(before)
    undo: list[list[dict]] = []
    for edit in (request_body or {}).get("requests") or []:
        kind = next(iter(edit), "") if isinstance(edit, dict) and len(edit) == 1 else ""
        spec = edit.get(kind) if kind else None
        if kind == "insertText" and isinstance(spec, dict):
            new = to_units(str(spec.get("text", "")))
            at = len(text) if "endOfSegmentLocation" in spec else _index((spec.get("location") or {}).get("index"), text)
            text = text[:at - 1] + new + text[at - 1:]
            undo.append([{"deleteContentRange": {"range": {"startIndex": at, "endIndex": at + len(new)}}}] if new else [])
        elif kind == "deleteContentRange" and isinstance(spec, dict):
            span = spec.get("range") or {}
            start, end = _index(span.get("startIndex"), text), _index(span.get("endIndex"), text)
            gone = text[start - 1:end - 1]
            if _STRUCTURE in gone:
                raise UndoNotComputable("The edit deletes a table, image or break, which Steward cannot put back.")
            text = text[:start - 1] + text[end - 1:]
            undo.append([{"insertText": {"location": {"index": start}, "text": from_units(gone)}}] if gone else [])
        elif kind == "replaceAllText" and isinstance(spec, dict):
            text, steps = _replaced(text, spec)
            undo.append(steps)
        else:
            raise UndoNotComputable(f"Steward can undo text inserted, deleted or replaced in a Doc; this edit also "
                                    f"has {kind or 'an unreadable request'!r}, so it was not run.")
    return [step for steps in reversed(undo) for step in steps]


def _replaced(text: str, spec: dict) -> tuple[str, list[dict]]:
    """The text after a replaceAllText and the steps that put each replaced occurrence back (last first)."""
    contains = spec.get("containsText") or {}
    old, new = to_units(str(contains.get("text", ""))), to_units(str(spec.get("replaceText", "")))
    if not old:
        raise UndoNotComputable("A replaceAllText without the text it replaces cannot be undone.")
    pattern = re.compile(re.escape(old), 0 if contains.get("matchCase") else re.I)
    matches = list(pattern.finditer(text))
    steps: list[dict] = []
    for k in reversed(range(len(matches))):
        at = matches[k].start() + k * (len(new) - len(old)) + 1  # where the k-th replacement sits afterwards
        if new:
            steps.append({"deleteContentRange": {"range": {"startIndex": at, "endIndex": at + len(new)}}})
        steps.append({"insertText": {"location": {"index": at}, "text": from_units(matches[k].group(0))}})
    return pattern.sub(lambda m: new, text), steps


def _index(value: Any, text: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= len(text):
        raise UndoNotComputable(f"The edit names index {value!r}, outside the document (1 to {len(text)}).")
    return value


def inverse_body(request: dict, response: Any, before: Any) -> dict:
    """documents.batchUpdate's body for the undo: the inverse requests (from the request and the before-image alone,
    so they are worked out before the edit runs)."""
    return {"requests": inverse_requests(request.get("body"), before)}


def bound_revision(request: dict, response: Any, before: Any) -> dict | None:
    """The undo's writeControl: the revision the edit produced (None before the edit has run)."""
    revision = ((response or {}).get("writeControl") or {}).get("requiredRevisionId") if isinstance(response, dict) else None
    return {"requiredRevisionId": revision} if revision else None
