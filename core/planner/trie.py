"""Token tries as logits processors (Octopus-style conditional masking), numpy only (~µs per step)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np


class TokenTrie:
    """A trie over token-id sequences; a node is terminal when a full sequence ends there."""

    def __init__(self, sequences: Iterable[Sequence[int]] = ()):
        self.root: dict = {}
        self.size = 0
        for seq in sequences:
            self.add(seq)

    def add(self, seq: Sequence[int]) -> None:
        node = self.root
        for tok in seq:
            node = node.setdefault(int(tok), {})
        if None not in node:
            node[None] = True
            self.size += 1

    def walk(self, seq: Sequence[int]) -> dict | None:
        """The node reached by ``seq`` (None when ``seq`` leaves the trie)."""
        node = self.root
        for tok in seq:
            node = node.get(int(tok))
            if node is None:
                return None
        return node

    @staticmethod
    def children(node: dict) -> list[int]:
        return [k for k in node if k is not None]

    @staticmethod
    def is_terminal(node: dict) -> bool:
        return None in node


class TrieConstraint:
    """Logits processor: only tokens continuing a trie path; ``end_tokens`` once a path is complete.

    ``prompt_len`` is the number of prompt tokens (generation starts after them). When the
    generated tokens have left the trie (which masking prevents) everything but ``end_tokens`` is masked.
    """

    def __init__(self, trie: TokenTrie, prompt_len: int, end_tokens: Sequence[int]):
        self.trie = trie
        self.prompt_len = prompt_len
        self.end_tokens = [int(t) for t in end_tokens]
        self.steps = 0

    def allowed(self, generated: Sequence[int]) -> list[int]:
        node = self.trie.walk(generated)
        if node is None:
            return list(self.end_tokens)
        allowed = TokenTrie.children(node)
        if TokenTrie.is_terminal(node) or not allowed:
            allowed += self.end_tokens
        return allowed

    def __call__(self, input_ids: np.ndarray, logits: np.ndarray) -> np.ndarray:
        self.steps += 1
        generated = [int(t) for t in input_ids[self.prompt_len:]]
        allowed = self.allowed(generated)
        masked = np.full_like(logits, -np.inf)
        masked[allowed] = logits[allowed]
        return masked
