"""Tool calls and a tolerant parser of model outputs (JSON, BFCL dicts, Python call syntax)."""

from __future__ import annotations

import ast
import json
import re
import warnings
from typing import Any, Literal

from pydantic import BaseModel, Field


class ToolCall(BaseModel):
    """One function call: the stable {"name", "arguments"} shape printed by `steward call`."""

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ParsedOutput(BaseModel):
    """What a raw model output turned out to be."""

    kind: Literal["calls", "no_call", "unparseable"]
    calls: list[ToolCall] = Field(default_factory=list)
    error: str = ""


NO_CALL_WORDS = {"none", "no_call", "no call", "[]", "null", ""}
_FENCE = re.compile(r"```(?:json|python|tool_call)?\s*(.*?)```", re.S)
_TAG = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.S)


def _from_json_obj(obj: Any) -> list[ToolCall] | None:
    if isinstance(obj, list):
        calls: list[ToolCall] = []
        for item in obj:
            sub = _from_json_obj(item)
            if sub is None:
                return None
            calls.extend(sub)
        return calls
    if not isinstance(obj, dict):
        return None
    if "name" in obj and isinstance(obj["name"], str):
        args = obj.get("arguments", obj.get("parameters", {}))
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except json.JSONDecodeError:
                return None
        if not isinstance(args, dict):
            return None
        return [ToolCall(name=obj["name"], arguments=args)]
    if "function" in obj and isinstance(obj["function"], dict):
        return _from_json_obj(obj["function"])
    if len(obj) == 1:  # BFCL style {"fn": {"a": 1}}
        (name, args), = obj.items()
        if isinstance(args, dict) and isinstance(name, str) and name:
            return [ToolCall(name=name, arguments=args)]
    return None


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _from_python(text: str) -> list[ToolCall] | None:
    try:
        with warnings.catch_warnings():  # odd escapes in model text are not our warnings to show
            warnings.simplefilter("ignore")
            tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    nodes = tree.body.elts if isinstance(tree.body, (ast.List, ast.Tuple)) else [tree.body]
    calls = []
    for node in nodes:
        if not isinstance(node, ast.Call) or node.args:
            return None
        name = _dotted(node.func)
        if name is None:
            return None
        args: dict[str, Any] = {}
        for kw in node.keywords:
            if kw.arg is None:
                return None
            try:
                args[kw.arg] = ast.literal_eval(kw.value)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                return None
        calls.append(ToolCall(name=name, arguments=args))
    return calls


def parse_output(text: str) -> ParsedOutput:
    """Classify a raw model output as calls, an explicit no-call, or unparseable (AutoFeedback E1)."""
    if not isinstance(text, str):
        return ParsedOutput(kind="unparseable", error="The output is not text.")
    body = text.strip()
    fence = _FENCE.search(body) or _TAG.search(body)
    if fence:
        body = fence.group(1).strip()
    if body.lower().strip(" .") in NO_CALL_WORDS:
        return ParsedOutput(kind="no_call")
    for candidate in (body, body.split("\n")[0].strip()):
        try:
            obj = json.loads(candidate)
        except (json.JSONDecodeError, RecursionError, ValueError):
            obj = None
        if obj is not None:
            calls = _from_json_obj(obj)
            if calls is not None:
                return ParsedOutput(kind="calls" if calls else "no_call", calls=calls)
        calls = _from_python(candidate)
        if calls is not None:
            return ParsedOutput(kind="calls" if calls else "no_call", calls=calls)
    return ParsedOutput(kind="unparseable", error="No function call could be read from the model output.")
