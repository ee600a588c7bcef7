"""The user's answer to a question Steward asked: which of the offered choices, or the one value asked for."""

from __future__ import annotations

import re
from typing import Any

from core.planner import bodies


def choice(answer: str, choices: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The choice an answer picks: its number ("2", "the second") or words of its label."""
    ordinals = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
    text = answer.strip().lower()
    m = re.search(r"\d+", text)
    index = int(m.group()) - 1 if m else next((i for i, w in enumerate(ordinals) if w in text), -1)
    if 0 <= index < len(choices):
        return choices[index]
    named = [c for c in choices if text and text.strip("'\" .") in c[0].lower()]
    return named[0] if len(named) == 1 else None


def typed(answer: str, spec: dict[str, Any]) -> Any:
    """A typed answer as the parameter's value (None when it is not one: a body, a list, a word for
    a number)."""
    text = answer.strip().strip("'\"“”‘’").strip()
    kind = spec.get("type")
    if not text or bodies.is_body(spec):
        return None
    if kind == "string":
        return text if not spec.get("enum") or text in spec["enum"] else None
    if kind in ("integer", "number"):
        try:
            number = float(text.replace(",", ""))
        except ValueError:
            return None
        return int(number) if kind == "integer" and number.is_integer() else (number if kind == "number" else None)
    return None
