"""One training/evaluation example and how it is rendered: the planner's own retriever-aware prompt.

The prompt comes from core.planner.prompts (the form the planner uses at run time); the answer is the
JSON call the planner parses (`{"name": ..., "arguments": {...}}`, a list for parallel calls, or
``none`` when no function fits).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.planner.functions import FunctionSpec
from core.planner.prompts import retriever_aware_prompt

ExampleKind = Literal["single", "multiple", "hard_negative", "renamed", "parallel", "relevance", "distractor"]


class Example(BaseModel):
    """A request, the API docs shown with it, and the expected calls (empty: no call)."""

    query: str
    functions: list[FunctionSpec]
    calls: list[dict[str, Any]] = Field(default_factory=list)  # [{"name": ..., "arguments": {...}}]
    methods: list[str] = Field(default_factory=list)  # catalog ids behind the calls (split key)
    kind: ExampleKind = "single"
    difficulty: float = 0.0  # curriculum order: easy first

    def answer(self) -> str:
        """The assistant's reply the model is trained to produce."""
        if not self.calls:
            return "none"
        body = self.calls[0] if len(self.calls) == 1 else self.calls
        return json.dumps(body, ensure_ascii=False)


class TemplateChat:
    """Renders chat messages with a Hugging Face tokenizer's chat template (the GGUF carries the same)."""

    def __init__(self, tokenizer: Any):
        self.tokenizer = tokenizer

    def chat_prompt(self, messages: Sequence[dict[str, str]], *, add_generation_prompt: bool = True) -> str:
        return self.tokenizer.apply_chat_template(
            list(messages), tokenize=False, add_generation_prompt=add_generation_prompt
        )


def render_prompt(chat: Any, example: Example) -> str:
    """The prompt text for ``example`` via anything with ``chat_prompt`` (TemplateChat or LlamaModel)."""
    return retriever_aware_prompt(chat, example.query, example.functions)
