"""AutoFeedback static scanner: classify a candidate call as E1–E4 and suggest fixes.

E1 no or unparseable call; E2 name mismatch (case/style, selection, semantic); E3 invalid parameter
(unknown or missing required); E4 type or value mismatch (wrong JSON type, value outside the enum).
"""

from __future__ import annotations

import difflib
import re
from typing import Any, Literal

from pydantic import BaseModel

from core.planner.calls import ParsedOutput, ToolCall, parse_output
from core.planner.functions import FunctionSpec

Code = Literal["OK", "E1", "E2", "E3", "E4"]


class Finding(BaseModel):
    """One problem found in a candidate call, with a suggestion when one is close enough."""

    code: Code
    kind: str  # e.g. "unparseable", "case_style", "selection", "semantic", "unknown_param", "enum"
    message: str
    call_index: int = -1
    param: str | None = None
    suggestion: str | None = None


def style_key(name: str) -> str:
    """Name with case and separators removed: getUserId, get_user_id and get.user-id compare equal."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _close(word: str, options: list[str]) -> str | None:
    by_style = [o for o in options if style_key(o) == style_key(word)]
    if by_style:
        return by_style[0]
    found = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    return found[0] if found else None


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,), "integer": (int,), "number": (int, float), "boolean": (bool,),
    "array": (list, tuple), "object": (dict,),
}


def type_ok(value: Any, json_type: str) -> bool:
    """Whether ``value`` has the JSON type (bool is not an integer; an int is a valid number)."""
    allowed = _JSON_TYPES.get(json_type)
    if allowed is None:
        return True
    if isinstance(value, bool) and json_type != "boolean":
        return False
    return isinstance(value, allowed)


def scan_call(call: ToolCall, functions: list[FunctionSpec], index: int = 0,
              known_names: list[str] | None = None) -> list[Finding]:
    """Findings for one call against the candidate functions (empty list: the call is valid)."""
    names = [f.name for f in functions]
    spec = next((f for f in functions if f.name == call.name), None)
    if spec is None:
        guess = _close(call.name, names)
        if guess and style_key(guess) == style_key(call.name):
            kind = "case_style"
        elif known_names and call.name in known_names:
            kind = "selection"  # a real method, but not one offered for this request
        else:
            kind = "semantic"
        hint = f" Did you mean {guess!r}?" if guess else f" Choose one of {names[:8]}."
        return [Finding(code="E2", kind=kind, call_index=index, suggestion=guess,
                        message=f"There is no function named {call.name!r}.{hint}")]
    findings: list[Finding] = []
    props = spec.properties
    for param, value in call.arguments.items():
        if param not in props:
            guess = _close(param, list(props))
            hint = f" Did you mean {guess!r}?" if guess else f" Parameters are {list(props)}."
            findings.append(Finding(code="E3", kind="unknown_param", call_index=index, param=param,
                                    suggestion=guess,
                                    message=f"{spec.name} has no parameter {param!r}.{hint}"))
            continue
        json_type = spec.param_type(param)
        if not type_ok(value, json_type):
            findings.append(Finding(code="E4", kind="type", call_index=index, param=param,
                                    message=f"{spec.name}.{param} must be {json_type}, got "
                                            f"{type(value).__name__} {value!r}."))
            continue
        enum = props[param].get("enum")
        if enum and value not in enum:
            guess = _close(str(value), [str(e) for e in enum])
            findings.append(Finding(code="E4", kind="enum", call_index=index, param=param,
                                    suggestion=guess,
                                    message=f"{spec.name}.{param} must be one of {enum}, got {value!r}."
                                            + (f" Did you mean {guess!r}?" if guess else "")))
    for param in spec.required:
        if param not in call.arguments:
            findings.append(Finding(code="E3", kind="missing_required", call_index=index, param=param,
                                    message=f"{spec.name} needs the required parameter {param!r}."))
    return findings


def scan_output(output: str | ParsedOutput, functions: list[FunctionSpec],
                known_names: list[str] | None = None) -> tuple[ParsedOutput, list[Finding]]:
    """Parse (if needed) and scan a whole model output; E1 when nothing callable was produced."""
    parsed = parse_output(output) if isinstance(output, str) else output
    if parsed.kind == "unparseable":
        return parsed, [Finding(code="E1", kind="unparseable", message=parsed.error or "No call found.")]
    findings: list[Finding] = []
    for i, call in enumerate(parsed.calls):
        findings.extend(scan_call(call, functions, i, known_names))
    return parsed, findings


def classify(findings: list[Finding]) -> Code:
    """The most severe code among findings ("OK" when none)."""
    for code in ("E1", "E2", "E3", "E4"):
        if any(f.code == code for f in findings):
            return code  # type: ignore[return-value]
    return "OK"


def repair(call: ToolCall, findings: list[Finding], functions: list[FunctionSpec]) -> ToolCall:
    """Apply the unambiguous suggestions (name/param did-you-mean, enum match, number strings)."""
    name = call.name
    args = dict(call.arguments)
    for f in findings:
        if f.code == "E2" and f.suggestion:
            name = f.suggestion
        elif f.code == "E3" and f.kind == "unknown_param" and f.param in args:
            value = args.pop(f.param)
            if f.suggestion and f.suggestion not in args:
                args[f.suggestion] = value
        elif f.code == "E4" and f.param in args:
            if f.kind == "enum" and f.suggestion is not None:
                args[f.param] = f.suggestion
            elif f.kind == "type":
                args[f.param] = _coerce(args[f.param], functions, name, f.param)
    return ToolCall(name=name, arguments={k: v for k, v in args.items() if v is not _DROP})


_DROP = object()


def _coerce(value: Any, functions: list[FunctionSpec], name: str, param: str) -> Any:
    spec = next((f for f in functions if f.name == name), None)
    json_type = spec.param_type(param) if spec else "string"
    try:
        if json_type == "integer" and isinstance(value, (str, float)) and float(value) == int(float(value)):
            return int(float(value))
        if json_type == "number" and isinstance(value, str):
            return float(value)
        if json_type == "string" and isinstance(value, (int, float)):
            return str(value)
        if json_type == "boolean" and isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        if json_type == "array" and not isinstance(value, (list, tuple)):
            return [value]
    except (ValueError, OverflowError):
        pass
    return _DROP


def feedback_message(findings: list[Finding]) -> str:
    """The findings as one message to feed back to the model on a retry."""
    return " ".join(f"[{f.code}] {f.message}" for f in findings)
