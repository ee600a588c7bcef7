"""What the permission dialog and the clarifying question say about a method: its one-line summary with the
arguments, what a missing value is in words, and the method as the function schema the prompt shows."""

from __future__ import annotations

import re
from typing import Any

from core.planner import bodies
from core.planner.functions import FunctionSpec


def method_to_spec(method: Any) -> FunctionSpec:
    """A catalog Method as a function schema (id as the name; body fields already flattened). The
    description is its first sentence: what the prompt shows, as in the training data."""
    parameters = method.parameters
    stated = [p for p, spec in parameters.get("properties", {}).items()
              if str(spec.get("description", "")).startswith("Required.") and "." not in p
              and p not in parameters.get("required", [])]
    if stated:  # discovery documents flag some required parameters only in words ("Required. The query …")
        parameters = {**parameters, "required": [*parameters.get("required", []), *stated]}
    return FunctionSpec(name=method.id, description=_sentence(method.description or ""), parameters=parameters)


def _sentence(text: str) -> str:
    """The first sentence of ``text``, with its full stop."""
    return re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]


def first_sentence(text: str, limit: int = 90) -> str:
    """The first sentence of a method's description, without its full stop, at most ``limit`` characters."""
    sentence = _sentence(text).rstrip(".")
    return sentence[:limit] or "Call the method"


def summarize(method: Any, arguments: dict[str, Any]) -> str:
    """One line for the permission dialog, e.g. 'Sends the specified message (to=bob@x.org) — gmail…'."""
    shown = ", ".join(f"{k}: {_set_values(v) if k == 'values' and method.id.startswith('sqlite.') else bodies.describe(v)}"
                      if isinstance(v, dict) else f"{k}={v!r}" for k, v in list(arguments.items())[:3])
    return f"{first_sentence(method.description)}{f' ({shown})' if shown else ''} — {method.id}"


def _set_values(values: dict[str, Any]) -> str:
    """A database update's new values in words: "qty less 6, last_paid='2026-11-26'" (a change by an amount says so)."""
    def said(column: str, value: Any) -> str:
        if isinstance(value, dict) and isinstance(value.get("add"), int | float):
            return f"{column} {'less' if value['add'] < 0 else 'plus'} {abs(value['add']):g}"
        return f"{column}={value!r}"
    return ", ".join(said(c, v) for c, v in values.items())


def needed(spec: dict[str, Any], name: str, request: str = "", existing: bool = False) -> str:
    """A missing value in words: a body's unmet fields, else the parameter and its description."""
    if bodies.is_body(spec):
        return " and ".join(bodies.unmet(spec, {}, request, existing)) or "the details"
    return f"{name} ({str(spec.get('description', ''))[:60]})"
