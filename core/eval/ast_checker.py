"""AST checker with BFCL semantics (Python): function name, required params, unexpected params,
types (int accepted for float, one level of nested list types), acceptable values ("" = may be
omitted), strings compared after BFCL's standardization; parallel calls matched in any order."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

PY_TYPES: dict[str, type] = {"string": str, "integer": int, "float": float, "number": float, "boolean": bool,
                             "array": list, "tuple": list, "dict": dict, "object": dict, "any": str}


@dataclass(frozen=True)
class CheckResult:
    valid: bool
    error: str = ""
    error_type: str = ""


OK = CheckResult(True)


def standardize(text: str) -> str:
    """BFCL: drop spaces and ,./-_*^ , lower-case, single quotes as double quotes."""
    return re.sub(r"[ ,./\-_*^]", "", text).lower().replace("'", '"')


def _std(value: Any) -> Any:
    if isinstance(value, str):
        return standardize(value)
    if isinstance(value, (list, tuple)):
        return [_std(v) for v in value]
    return value


def _answer_type(options: list) -> type | None:
    for option in options:
        if option != "":
            return type(option)
    return None


def _type_ok(value: Any, expected: type, nested: type | None, options: list) -> bool:
    if type(value) is expected:
        if nested is None:
            return True
        return all(type(v) is nested or (nested is float and type(v) is int) for v in value)
    answer_type = _answer_type(options)
    return answer_type is not None and type(value) is answer_type  # a variable name given as a string


def _dict_ok(value: dict, options: list) -> bool:
    for option in options:
        if option == "" or not isinstance(option, dict):
            continue
        if all(k in option and _std(v) in [_std(o) for o in option[k]] for k, v in value.items()) and all(
            k in value or "" in opts for k, opts in option.items()
        ):
            return True
    return False


def check_call(spec: dict[str, Any], call: dict[str, Any], answer: dict[str, list]) -> CheckResult:
    """One call ``{"name": {args}}`` against one function ``spec`` and one possible answer."""
    name = spec["name"]
    if name not in call:
        return CheckResult(False, f"Function name {name!r} not found in model output.", "wrong_func_name")
    args = call[name]
    props = spec.get("parameters", {}).get("properties", {})
    for param in spec.get("parameters", {}).get("required", []):
        if param not in args:
            return CheckResult(False, f"Missing required parameter: {param!r}.", "missing_required")
    for param, value in args.items():
        if param not in props or param not in answer:
            return CheckResult(False, f"Unexpected parameter: {param!r}.", "unexpected_param")
        type_name = props[param].get("type", "string")
        expected = PY_TYPES.get(type_name, str)
        nested = None
        if type_name in ("array", "tuple"):
            nested = PY_TYPES.get((props[param].get("items") or {}).get("type", "any"), str)
        if type_name in ("float", "number") and type(value) is int:
            value = float(value)
        if isinstance(value, tuple):
            value = list(value)
        options = answer[param]
        if not _type_ok(value, expected, nested if nested not in (dict, list) else None, options):
            return CheckResult(False, f"Incorrect type for parameter {param!r}: {value!r}.", "type_error")
        if expected is dict and isinstance(value, dict):
            if not _dict_ok(value, options):
                return CheckResult(False, f"Invalid value for parameter {param!r}: {value!r}.", "value_error:dict")
            continue
        if expected is list and nested is dict and isinstance(value, list):
            if not any(isinstance(o, list) and len(o) == len(value) and all(_dict_ok(v, [d]) for v, d in zip(value, o, strict=True)) for o in options):
                return CheckResult(False, f"Invalid value for parameter {param!r}: {value!r}.", "value_error:list_dict")
            continue
        if isinstance(value, (str, list)):
            if _std(value) not in [_std(o) for o in options if isinstance(o, type(value))]:
                return CheckResult(False, f"Invalid value for parameter {param!r}: {value!r}. Expected one of {options}.", "value_error")
            continue
        if value not in options:
            return CheckResult(False, f"Invalid value for parameter {param!r}: {value!r}. Expected one of {options}.", "value_error")
    for param, options in answer.items():
        if param not in args and "" not in options:
            return CheckResult(False, f"Optional parameter {param!r} not provided.", "missing_optional")
    return OK


def check(functions: list[dict], output: list[dict], ground_truth: list[dict], category: str) -> CheckResult:
    """BFCL AST check of a model ``output`` (list of ``{"name": {args}}``) for a test category."""
    if "irrelevance" in category:
        return OK if not output else CheckResult(False, "A call was made for an irrelevant request.", "irrelevance")
    by_name = {f["name"]: f for f in functions}
    if "parallel" in category:
        if len(output) != len(ground_truth):
            return CheckResult(False, "Wrong number of functions.", "wrong_count")
        unused = list(range(len(output)))
        for answer in ground_truth:
            (name, params), = answer.items()
            hit = next((i for i in unused if check_call(by_name[name], output[i], params).valid), None)
            if hit is None:
                return CheckResult(False, f"No call matches the expected {name}.", "parallel_no_match")
            unused.remove(hit)
        return OK
    if len(output) != 1:
        return CheckResult(False, "Wrong number of functions.", "wrong_count")
    (name, params), = ground_truth[0].items()
    return check_call(by_name[name], output[0], params)
