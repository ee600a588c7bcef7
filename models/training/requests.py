"""Requests from templates: a method's description turned into an imperative, plus parameter values.

Everything draws from a ``random.Random`` the caller seeds, so a dataset is reproducible.
"""

from __future__ import annotations

import random
import re
import string
from typing import Any

from core.catalog import Method
from core.planner.functions import FunctionSpec

MAX_PARAMS_SHOWN = 6
NAMES = ["ana", "bo", "chen", "dara", "eli", "femi", "gus", "hana", "ivo", "jun", "kim", "lea"]
WORDS = ["budget", "report", "trip", "invoice", "garden", "launch", "recipe", "meeting", "draft", "photos",
         "family", "project", "weekly", "notes", "q3", "holiday", "lecture", "music", "contract", "team"]
OPENERS = ["", "", "Please ", "Can you ", "I need to ", "Could you "]
JOINERS = [
    "{request} ({pairs})", "{request} for {pairs}", "{request} with {pairs}", "{request}; use {pairs}",
]
PAIR_FORMS = ["{name} {value}", "{name}: {value}", "{name} = {value}", "{name} set to {value}"]
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def first_sentence(text: str, limit: int = 120) -> str:
    text = _LINK.sub(r"\1", text or "").replace("`", "").strip()
    sentence = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].rstrip(".")
    return sentence[:limit].rsplit(" ", 1)[0] if len(sentence) > limit else sentence


def imperative(description: str) -> str:
    """'Sends the specified message.' → 'send the specified message' (3rd person verb → base form)."""
    sentence = first_sentence(description, 100)
    if not sentence:
        return ""
    verb, _, rest = sentence.partition(" ")
    low = verb.lower()
    if low.endswith("ies") and len(low) > 4:
        low = low[:-3] + "y"
    elif low.endswith(("sses", "shes", "ches", "xes", "zes")):
        low = low[:-2]
    elif low.endswith("s") and not low.endswith("ss") and len(low) > 3:
        low = low[:-1]
    return f"{low} {rest}".strip()


def human(name: str) -> str:
    """'calendarId' → 'calendar id', 'max_results' → 'max results'."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ").lower()


def scalar_params(method: Method) -> dict[str, dict[str, Any]]:
    """Path/query parameters (and a local connector's own fields); request bodies are left out."""
    props = method.parameters.get("properties") or {}
    return {n: s for n, s in props.items() if s.get("type", "string") in ("string", "integer", "number", "boolean")}


def compact_spec(method: Method, keep: list[str] = ()) -> FunctionSpec:
    """A short schema for prompts: first sentence, required + ``keep`` params first, at most 6."""
    params = scalar_params(method)
    required = [p for p in method.parameters.get("required") or [] if p in params]
    order = list(dict.fromkeys([*required, *keep, *params]))[:MAX_PARAMS_SHOWN]
    props = {}
    for name in order:
        spec = {k: v for k, v in params[name].items() if k in ("type", "enum", "format", "default")}
        spec["description"] = first_sentence(params[name].get("description", ""), 80)
        props[name] = spec
    return FunctionSpec(name=method.id, description=first_sentence(method.description),
                        parameters={"type": "object", "properties": props, "required": required})


def _token(rng: random.Random, n: int = 10) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def value_for(name: str, spec: dict[str, Any], rng: random.Random) -> Any:
    """A plausible value for a parameter, from its enum, type, format and name."""
    low = name.lower()
    kind = spec.get("type", "string")
    if spec.get("enum"):
        return rng.choice(spec["enum"])
    if kind == "boolean":
        return rng.choice([True, False])
    if kind in ("integer", "number"):
        return rng.randint(2, 50)
    fmt = spec.get("format") or ""
    if fmt == "date-time" or low.endswith(("time", "timemin", "timemax")):
        return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(8, 18):02d}:00:00Z"
    if fmt == "date" or "date" in low:
        return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if fmt in ("int64", "uint64", "int32"):
        return str(rng.randint(100, 99999))
    if low == "userid":
        return "me"
    if low == "calendarid":
        return rng.choice(["primary", f"{rng.choice(NAMES)}@example.com"])
    if "email" in low or low in ("to", "from", "user"):
        return f"{rng.choice(NAMES)}@example.com"
    if low in ("q", "query", "filter", "search"):
        return rng.choice(WORDS)
    if low.endswith(("id", "ids")) or low in ("name", "parent", "resourcename", "tasklist", "task"):
        return _token(rng, rng.randint(6, 12))
    if low in ("title", "summary", "text", "content", "subject", "displayname", "body"):
        return f"{rng.choice(WORDS)} {rng.choice(WORDS)}"
    if "path" in low or "file" in low:
        return f"{rng.choice(WORDS)}/{rng.choice(WORDS)}.txt"
    return rng.choice(WORDS)


def choose_arguments(method: Method, rng: random.Random) -> dict[str, Any]:
    """Values for every required scalar parameter and, half the time, one optional one."""
    params = scalar_params(method)
    required = [p for p in method.parameters.get("required") or [] if p in params]
    args = {p: value_for(p, params[p], rng) for p in required}
    optional = [p for p in params if p not in required and p not in ("fields", "alt", "prettyPrint", "key")]
    if optional and (rng.random() < 0.5 or not args):
        name = rng.choice(optional)
        args[name] = value_for(name, params[name], rng)
    return args


def _shown(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def phrase(method: Method, arguments: dict[str, Any], rng: random.Random, service_title: str = "") -> str:
    """A request that says what to do and every argument value (so they can be copied from it)."""
    action = imperative(method.description) or human(method.name)
    opener = rng.choice(OPENERS)
    where = f" in {service_title}" if service_title and rng.random() < 0.5 else ""
    request = f"{opener}{action}{where}"
    request = request[0].upper() + request[1:]
    if not arguments:
        return request
    pairs = ", ".join(rng.choice(PAIR_FORMS).format(name=human(k), value=_shown(v)) for k, v in arguments.items())
    return rng.choice(JOINERS).format(request=request, pairs=pairs)
