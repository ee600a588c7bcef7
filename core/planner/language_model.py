"""The small interface the planner and the Session need from a language model.

core/ must not import llama_cpp; models/llm.py implements this Protocol with llama-cpp-python.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

# (input_ids so far, logits for the next token) -> adjusted logits (e.g. -inf outside a token trie)
LogitsProcessor = Callable[[np.ndarray, np.ndarray], np.ndarray]


@dataclass(frozen=True)
class ContinuationScore:
    """Log-probability of a continuation given a prompt."""

    text: str
    logprob: float  # sum over the continuation's tokens
    n_tokens: int

    @property
    def mean_logprob(self) -> float:
        return self.logprob / max(self.n_tokens, 1)


@runtime_checkable
class LanguageModel(Protocol):
    """What Steward needs from an on-device model."""

    name: str

    def tokenize(self, text: str, *, add_bos: bool = False) -> list[int]: ...

    def detokenize(self, tokens: Sequence[int]) -> str: ...

    def token_pieces(self) -> list[bytes]:
        """The byte string of every token id (for token tries and masks)."""
        ...

    @property
    def eos_token(self) -> int: ...

    def chat_prompt(self, messages: Sequence[dict[str, str]], *, add_generation_prompt: bool = True) -> str:
        """Render chat messages with the model's own template (a plain fallback if it has none)."""
        ...

    def score_continuations(self, prompt: str, continuations: Sequence[str]) -> list[ContinuationScore]:
        """Log-probability of each continuation after ``prompt`` (prompt evaluated once)."""
        ...

    def stream(
        self,
        prompt: str,
        *,
        max_tokens: int = 256,
        stop: Sequence[str] = (),
        logits_processor: LogitsProcessor | None = None,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> Iterator[str]:
        """Yield text pieces as they are generated (blocking; call off the UI thread)."""
        ...
