"""Uploading a file from the user's folder: "Upload notes.txt to Drive", "back up budget.xlsx to my drive".

The call that creates the file in the cloud takes the local file's contents ("media", a path in the user's
folder) along with its metadata, and the file keeps its own name unless the request gives another.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import everyday_values
from core.planner.calls import ToolCall

_UPLOAD = re.compile(r"^\s*(?:please\s+)?(?:upload|back\s+up|put|copy|send)\b", re.I)


def with_upload(call: ToolCall, method: Any, request: str) -> ToolCall:
    """``call`` with the local file the request uploads, when it uploads one and the method takes media."""
    uploaded = everyday_values.file_paths(request) if _UPLOAD.match(request) else []
    body_spec = method.parameters.get("properties", {}).get("body", {})
    if not uploaded or not method.supports_media_upload or "name" not in (body_spec.get("properties") or {}):
        return call
    body = {"name": uploaded[0].rsplit("/", 1)[-1], **(call.arguments.get("body") or {})}
    return call.model_copy(update={"arguments": {**call.arguments, "body": body, "media": uploaded[0]}})
