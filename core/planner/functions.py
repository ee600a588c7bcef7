"""Function schemas the planner may call: OpenAI/BFCL-style JSON, normalized to one shape."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from core.errors import StewardError

# BFCL uses Python-ish type names; JSON Schema names map onto the same set.
TYPE_ALIASES = {"dict": "object", "float": "number", "tuple": "array", "any": "string", "int": "integer",
                "str": "string", "bool": "boolean", "list": "array", "double": "number"}


_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")  # markdown [text](url)


class FunctionSpecError(StewardError):
    """A functions file or schema cannot be used."""


class FunctionSpec(BaseModel):
    """One callable function: a name, a description and a JSON schema of its parameters."""

    name: str
    description: str = ""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})

    @property
    def properties(self) -> dict[str, dict[str, Any]]:
        return self.parameters.get("properties") or {}

    @property
    def required(self) -> list[str]:
        return [p for p in self.parameters.get("required") or [] if p in self.properties]

    def param_type(self, param: str) -> str:
        """The JSON type of ``param`` ("string", "integer", "number", "boolean", "array", "object")."""
        raw = str(self.properties.get(param, {}).get("type", "string"))
        return TYPE_ALIASES.get(raw, raw)

    def document(self, max_params: int = 6, max_description: int = 120) -> str:
        """A compact API doc line for prompts: name(params) - description ("?" marks optional).

        Required parameters come first and at most ``max_params`` are listed, so a method with dozens
        of optional query flags still shows its description (the part small models choose by).
        """
        order = self.required + [p for p in self.properties if p not in self.required]
        params = ", ".join(f"{p}{'' if p in self.required else '?'}: {self.param_type(p)}"
                           for p in order[:max_params])
        more = ", ..." if len(order) > max_params else ""
        description = _LINK.sub(r"\1", self.description).replace("`", "").strip()
        if len(description) > max_description:
            description = description[:max_description].rsplit(" ", 1)[0] + "..."
        return f"{self.name}({params}{more}) - {description}"


def to_function_spec(raw: dict[str, Any]) -> FunctionSpec:
    """Accept {"name", "description", "parameters"} or OpenAI's {"type": "function", "function": {...}}."""
    if not isinstance(raw, dict):
        raise FunctionSpecError(f"A function schema must be a JSON object, got {type(raw).__name__}.")
    if raw.get("type") == "function" and isinstance(raw.get("function"), dict):
        raw = raw["function"]
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise FunctionSpecError("Every function schema needs a non-empty \"name\".")
    params = raw.get("parameters") or {"type": "object", "properties": {}}
    if not isinstance(params, dict):
        raise FunctionSpecError(f"\"parameters\" of {name} must be a JSON object.")
    return FunctionSpec(name=name, description=str(raw.get("description", "")), parameters=params)


def load_functions(path: Path) -> list[FunctionSpec]:
    """Read a JSON file holding one function schema or a list of them."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise FunctionSpecError(f"Functions file not found: {path}.") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FunctionSpecError(f"{path} is not valid JSON ({exc}); fix the file.") from exc
    if isinstance(data, dict) and "functions" in data:
        data = data["functions"]
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not data:
        raise FunctionSpecError(f"{path} must hold a function schema or a non-empty list of them.")
    return [to_function_spec(item) for item in data]
