"""Prompts: Gorilla's retriever-aware form and a plain tool-list baseline."""

from __future__ import annotations

import json
from collections.abc import Sequence

from core.planner.functions import FunctionSpec
from core.planner.language_model import LanguageModel

SYSTEM = "You call functions. Answer with one JSON object {\"name\": ..., \"arguments\": {...}} or none."


def retriever_aware_prompt(model: LanguageModel, query: str, candidates: Sequence[FunctionSpec]) -> str:
    """The user turn carries the retrieved docs: "Use this API documentation for reference: ..."."""
    docs = "\n".join(f.document() for f in candidates)
    user = f"{query}\nUse this API documentation for reference:\n{docs}\nIf none fits, answer none."
    return model.chat_prompt([{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}])


def plain_prompt(model: LanguageModel, query: str, functions: Sequence[FunctionSpec]) -> str:
    """Baseline: every function schema as JSON, then the request."""
    tools = json.dumps([f.model_dump() for f in functions])[:3000]
    system = f"{SYSTEM}\nFunctions: {tools}"
    return model.chat_prompt([{"role": "system", "content": system}, {"role": "user", "content": query}])


def call_prefix(name: str) -> str:
    """What the assistant turn starts with once the method is chosen."""
    return '{"name": "' + name + '", "arguments": {'
